import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The content codings a static body is kept in, besides identity. */
export type StaticEncoding = 'br' | 'gzip';
export type Encoding = StaticEncoding | 'identity';

/**
 * Static lists change only when the server restarts with new data: fresh for 5 minutes (spec §9's stop info and
 * line list freshness), then served stale for up to 7 days while the client revalidates.
 */
export const STATIC_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=604800';

/**
 * A JSON answer serialized once, with its strong ETag and its compressed forms, so that serving it costs a header
 * comparison and a buffer write. Each content coding is its own representation and has its own strong ETag
 * (`"hash"`, `"hash-gzip"`, `"hash-br"`); any of them revalidates the answer.
 */
export interface StaticBody {
  readonly identity: Buffer;
  /** Compressed forms, filled by {@link compressStaticBody}; until then identity answers. */
  readonly encoded: Partial<Record<StaticEncoding, Buffer>>;
  readonly etags: Readonly<Record<Encoding, string>>;
  /** The ETags' opaque parts, for the If-None-Match comparison every revalidation makes. */
  readonly opaqueEtags: ReadonlySet<string>;
  readonly contentType: string;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function createStaticBody(value: unknown): StaticBody {
  return createStaticBytes(Buffer.from(JSON.stringify(value), 'utf8'), JSON_CONTENT_TYPE);
}

/** A static body of any type (the network artifact: application/octet-stream). */
export function createStaticBytes(identity: Buffer, contentType: string): StaticBody {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const etags = { identity: `"${hash}"`, gzip: `"${hash}-gzip"`, br: `"${hash}-br"` };
  return {
    identity,
    encoded: {},
    etags,
    opaqueEtags: new Set(Object.values(etags).map(opaqueTag)),
    contentType,
  };
}

/** Gzips a binary body (level 6: megabytes compress in a fraction of a second), off the main thread. */
export async function gzipStaticBody(body: StaticBody): Promise<void> {
  body.encoded.gzip = await gzipAsync(body.identity, { level: 6 });
}

/** Compresses a static body with gzip (level 9) and Brotli (quality 9), off the main thread. */
export async function compressStaticBody(body: StaticBody): Promise<void> {
  const [gz, br] = await Promise.all([
    gzipAsync(body.identity, { level: 9 }),
    brotliAsync(body.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.identity.byteLength,
      },
    }),
  ]);
  body.encoded.gzip = gz;
  body.encoded.br = br;
}

/** Accept-Encoding headers already read: browsers send a handful of distinct ones, each many times. */
const negotiated = new Map<string, Encoding>();
/** Past this many distinct headers the memory starts over, so odd clients cannot grow it. */
const MAX_NEGOTIATED = 64;

/**
 * The content coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the acceptable coding with the
 * highest q-value, Brotli before gzip on a tie, identity when neither is acceptable.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = negotiated.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = readAcceptEncoding(acceptEncoding);
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((text) => text.trim().toLowerCase());
      if (key === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** An entity tag without its weakness mark and blanks: what the weak comparison compares. */
function opaqueTag(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** Whether an If-None-Match header names one of the ETags (weak comparison, as RFC 9110 §13.1.2 asks). */
export function matchesIfNoneMatch(header: string | undefined, etags: readonly string[]): boolean {
  return matchesOpaqueTags(header, new Set(etags.map(opaqueTag)));
}

function matchesOpaqueTags(header: string | undefined, ours: ReadonlySet<string>): boolean {
  if (header === undefined) return false;
  // The common case, one tag as the client received it, without splitting.
  if (ours.has(header)) return true;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => ours.has(opaqueTag(tag)));
}

/** Answers a static body: 304 when the client has it, otherwise the best coding it accepts. */
export function sendStaticBody(request: FastifyRequest, reply: FastifyReply, body: StaticBody): void {
  const wanted = negotiateEncoding(request.headers['accept-encoding']);
  const buffer = wanted === 'identity' ? undefined : body.encoded[wanted];
  const encoding: Encoding = buffer === undefined ? 'identity' : wanted;
  reply
    .header('cache-control', STATIC_CACHE_CONTROL)
    .header('vary', 'Accept-Encoding')
    .header('etag', body.etags[encoding]);
  if (matchesOpaqueTags(request.headers['if-none-match'], body.opaqueEtags)) {
    void reply.code(304).send();
    return;
  }
  reply.header('content-type', body.contentType);
  if (buffer !== undefined) reply.header('content-encoding', encoding);
  void reply.send(buffer ?? body.identity);
}
