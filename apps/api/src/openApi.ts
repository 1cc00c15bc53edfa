import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { CityContext } from './cityContext';

/** The version the OpenAPI document states. */
export const API_VERSION = '1.0.0';

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * The document without the component schemas nothing refers to: the zod provider adds an input twin ("ArrivalsInput")
 * of every registered schema, and only the output ones describe answers.
 */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const components = (document as { components?: { schemas?: Record<string, unknown> } }).components;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  const collect = (value: unknown) =>
    JSON.stringify(value, (key, inner: unknown) => {
      if (key === '$ref' && typeof inner === 'string') used.add(inner.replace('#/components/schemas/', ''));
      return inner;
    });
  collect({ ...document, components: { ...components, schemas: {} } });
  // A schema that a used schema refers to is used too.
  let size = -1;
  while (size !== used.size) {
    size = used.size;
    for (const name of [...used]) collect(schemas[name]);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as OpenApiDocument;
}

/** The OpenAPI 3.1 document's options: one tag per city, schemas from the zod route schemas. */
export function swaggerOptions(contexts: readonly CityContext[]): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Transit API',
        version: API_VERSION,
        description:
          "Stops, lines, itineraries and scheduled departures of each city, under the city's API base. Every error is { code, message }.",
      },
      tags: [
        ...contexts.map((context) => ({
          name: context.city.id,
          description: `${context.city.project.name}, under ${context.basePath}`,
        })),
        { name: 'server', description: 'The server itself' },
        { name: 'account', description: "The signed-in rider's own data (a Firebase ID token)" },
        {
          name: 'billing',
          description:
            "Google Play purchases, verified with Google and recorded in the signed-in rider's entitlement",
        },
        {
          name: 'nfc',
          description:
            "Reading the transport card over NFC: the card service's commands relayed to the phone and its answers back",
        },
      ],
      components: {
        securitySchemes: {
          firebaseIdToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              "The signed-in rider's Firebase ID token; the user is the token's, so a call reads only theirs.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  };
}
