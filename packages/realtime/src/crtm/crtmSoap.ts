import { createCipheriv } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { RealtimeError } from '../errors';
import { parsePayload } from '../parse';

const SOURCE = 'crtm';

/**
 * CRTM's multimodal information service speaks SOAP 1.1. Its WSDL is not public and no answer of it is recorded
 * anywhere public (fixtures/SOURCES.md): the envelope below uses the operation and field names UPSTREAMS.md documents
 * (GetPublicKey, GetStopTimes, GetIncidentsAffectations; connectionKey; times[] with line{codLine, shortDescription,
 * codMode}, direction, destination, time; codLine, description, eng_description, stopsAffectated) and these
 * ASSUMPTIONS, each isolated here so a recorded answer can correct it:
 * - every operation is posted to one endpoint (the config's baseUrl), named by the body's element and SOAPAction;
 * - the operations' elements are in the config's `soapNamespace`;
 * - the connectionKey goes in the SOAP Header (`<connectionKey>`), as "an auth header";
 * - the stop is sent as `<codStop>` in CRTM's code (`8_09568`, `10_1`), incidents are asked by `<codMode>`;
 * - a list is an element holding one child element per item (`<times><Time>…</Time>…</times>`), or a single child;
 * - a refused key is a SOAP Fault (HTTP 500, as SOAP 1.1 sends faults) whose faultstring names the key.
 */
export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The operations the adapter calls. */
export type CrtmOperation = 'GetPublicKey' | 'GetStopTimes' | 'GetIncidentsAffectations';

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** A SOAP 1.1 envelope calling `operation` with simple text parameters, and the connectionKey when given. */
export function soapEnvelope(
  namespace: string,
  operation: CrtmOperation,
  parameters: Readonly<Record<string, string>>,
  connectionKey?: string,
): string {
  const header =
    connectionKey === undefined
      ? ''
      : `<soap:Header><connectionKey xmlns="${escapeXml(namespace)}">${escapeXml(connectionKey)}</connectionKey></soap:Header>`;
  const fields = Object.entries(parameters)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NS}">${header}` +
    `<soap:Body><${operation} xmlns="${escapeXml(namespace)}">${fields}</${operation}></soap:Body></soap:Envelope>`
  );
}

/**
 * The connectionKey: the public key (GetPublicKey's answer, as UTF-8 text) encrypted with AES-CBC under the private
 * key (its UTF-8 bytes: 16, 24 or 32 of them pick AES-128, -192 or -256), a zero IV and PKCS#7 padding, written in
 * base64 or hex. The padding is node:crypto's default for CBC; UPSTREAMS.md does not name one.
 */
export function connectionKeyOf(publicKey: string, privateKey: string, encoding: 'base64' | 'hex'): string {
  const key = Buffer.from(privateKey, 'utf8');
  const cipher = createCipheriv(`aes-${key.length * 8}-cbc`, key, Buffer.alloc(16));
  return Buffer.concat([cipher.update(publicKey, 'utf8'), cipher.final()]).toString(encoding);
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  // Values stay text (a stop code 09568 must not become 9568); zod reads them.
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
});

/** Reads XML text into plain values; a body that is not XML is UPSTREAM_PAYLOAD_INVALID. */
export function parseXml(text: string, what: string): unknown {
  if (!/^\s*(<\?xml[^>]*>\s*)?</.test(text)) {
    throw new RealtimeError('UPSTREAM_PAYLOAD_INVALID', `crtm: ${what} is not XML.`, { source: SOURCE });
  }
  try {
    return parser.parse(text, true) as unknown;
  } catch (error) {
    throw new RealtimeError(
      'UPSTREAM_PAYLOAD_INVALID',
      `crtm: ${what} is not well-formed XML (${error instanceof Error ? error.message : String(error)}).`,
      { source: SOURCE, cause: error },
    );
  }
}

const envelopeSchema = z.object({
  Envelope: z.object({ Body: z.record(z.string(), z.unknown()) }),
});

const faultSchema = z.object({
  faultcode: z.string().optional(),
  faultstring: z.string().optional(),
});

/** What a SOAP answer holds: the operation's response element, or a fault. */
export type SoapOutcome =
  | { readonly kind: 'response'; readonly response: unknown }
  | { readonly kind: 'fault'; readonly code: string; readonly message: string };

/** Reads a SOAP envelope: its Fault, or the `<operation>Response` element of its Body. */
export function readSoapEnvelope(text: string, operation: CrtmOperation): SoapOutcome {
  const what = `the ${operation} answer`;
  const { Envelope } = parsePayload(envelopeSchema, parseXml(text, what), SOURCE, what);
  if ('Fault' in Envelope.Body) {
    const fault = parsePayload(faultSchema, Envelope.Body['Fault'], SOURCE, `the ${operation} fault`);
    return { kind: 'fault', code: fault.faultcode ?? '', message: fault.faultstring ?? '' };
  }
  const response = Envelope.Body[`${operation}Response`];
  if (response === undefined) {
    throw new RealtimeError(
      'UPSTREAM_PAYLOAD_INVALID',
      `crtm: ${what} has no ${operation}Response in its Body.`,
      { source: SOURCE },
    );
  }
  return { kind: 'response', response };
}

/** Whether a fault is about the connectionKey (refused or expired), not about the call. */
export function isKeyFault(message: string): boolean {
  return /connection\s*key|connectionKey|clave|\bkey\b|auth|credencial|credential/i.test(message);
}

/** The first value under `key`, searched breadth-first to a small depth (the Result wrapper's name varies). */
export function findKey(value: unknown, key: string, depth = 4): unknown {
  let level: unknown[] = [value];
  for (let step = 0; step <= depth && level.length > 0; step += 1) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== 'object') continue;
      if (!Array.isArray(item) && key in item) return (item as Record<string, unknown>)[key];
      const children: readonly unknown[] = Array.isArray(item) ? (item as unknown[]) : Object.values(item);
      next.push(...children);
    }
    level = next;
  }
  return undefined;
}

/**
 * An XML list as items: `<times><Time>a</Time><Time>b</Time></times>` parses as `{ Time: [a, b] }`, a single item as
 * `{ Time: a }`, an empty list as '' (or nothing); a list given as an array is taken as it is.
 */
export const xmlList = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown()), z.literal(''), z.undefined(), z.null()])
  .transform((value): unknown[] => {
    if (value === '' || value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    const children = Object.values(value);
    if (children.length !== 1) return [value];
    const [only] = children;
    return Array.isArray(only) ? (only as unknown[]) : [only];
  });
