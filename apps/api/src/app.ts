import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import { lineListSchema, stopListSchema } from '@transit/api-contract';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CityContext, type CityEntry, createCityContext } from './cityContext';
import { cityRoutes, serverRoutes } from './routes';
import { clientErrorHandler, frameworkErrorHandler, notFoundHandler, sendError } from './errorAnswer';
import { buildLineList } from './lines';
import { swaggerOptions } from './openApi';
import { compressStaticBody, createStaticBody, type StaticBody } from './staticBody';
import { registerStaticSite, sendAppPage, wantsAppPage } from './staticSite';
import { buildStopList } from './stops';

export interface AppOptions {
  /** The cities to serve, by city id; each answers under its city.ts apiBase. */
  readonly cities: ReadonlyMap<string, CityEntry>;
  /** The clock, epoch milliseconds: the default moment of arrivals, today's timetable, and /time. */
  readonly now: () => number;
  /** Log as JSON lines (pino) when true; silent by default (tests). */
  readonly logger?: boolean;
  /** A built city app to serve beside the API (apps/<id>/dist), so that one port answers both. */
  readonly staticRoot?: string;
}

/**
 * The API server for some cities. Nothing listens yet: `main.ts` listens, tests call `app.inject`. Static lists are
 * serialized and hashed here, once per city; their compressed forms are made when the app gets ready.
 */
export function createApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // One log line per request would cost more than answering a cached list; errors are logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A stop code longer than this is not a stop code; the parser says so up to here, the router beyond.
    routerOptions: { maxParamLength: 500 },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  const apiPrefixes = [...options.cities.values()].map(({ city }) => city.apiBase);
  const { staticRoot } = options;
  if (staticRoot === undefined) {
    app.setNotFoundHandler(notFoundHandler);
  } else {
    registerStaticSite(app, staticRoot);
    app.setNotFoundHandler((request, reply) =>
      wantsAppPage(request, apiPrefixes) ? sendAppPage(reply) : notFoundHandler(request, reply),
    );
  }

  const contexts: { context: CityContext; stopList: StaticBody; lineList: StaticBody }[] = [];
  const basePaths = new Map<string, string>();
  for (const [id, entry] of options.cities) {
    const context = createCityContext(entry);
    const taken = basePaths.get(context.basePath);
    if (taken !== undefined)
      throw new Error(`Cities '${taken}' and '${id}' share the API base ${context.basePath}.`);
    basePaths.set(context.basePath, id);
    contexts.push({
      context,
      // Parsed against the response schemas here, once: these bodies bypass the per-response serializer.
      stopList: createStaticBody(stopListSchema.parse(buildStopList(context))),
      lineList: createStaticBody(lineListSchema.parse(buildLineList(context))),
    });
  }
  app.addHook('onReady', async () => {
    await Promise.all(
      contexts.flatMap(({ stopList, lineList }) => [
        compressStaticBody(stopList),
        compressStaticBody(lineList),
      ]),
    );
  });

  void app.register(fastifySwagger, swaggerOptions(contexts.map(({ context }) => context)));
  void app.register(fastifyEtag, { weak: true });
  // Answers made per request: gzip first, as Brotli costs several times the CPU for a few percent (static lists are
  // compressed once, with both).
  void app.register(fastifyCompress, { encodings: ['gzip', 'br'] });
  void app.register(serverRoutes, { now: options.now });
  for (const { context, stopList, lineList } of contexts) {
    void app.register(cityRoutes, {
      prefix: context.basePath,
      context,
      stopList,
      lineList,
      now: options.now,
    });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
