import { createHash, createHmac } from 'node:crypto';

/**
 * How a request to ADIF's circulation API is signed. UPSTREAMS.md says only "HMAC-SHA256 signed headers"; this is the
 * scheme seen in open-source clients of that API (an AWS Signature V4 look-alike), written down here so it can be
 * checked against ADIF's own and changed in one place. It is configurable through the config's `client` and `userId`
 * (and the access and secret keys); the fixture server verifies it with {@link adifSignature}.
 *
 * 1. `X-Elcano-Date` is the UTC time as `yyyyMMddTHHmmssZ`; the scope is `yyyyMMdd/<client>/<userId>/HMAC-SHA256`.
 * 2. The canonical request is the method, the path, the query ('' here), the signed headers as `name:value` lines
 *    (content-type, x-elcano-client, x-elcano-date, x-elcano-host, x-elcano-userid, in that order), their names joined
 *    by ';', and the hex SHA-256 of the body, one per line.
 * 3. The string to sign is `HMAC-SHA256`, the date-time, the scope and the hex SHA-256 of the canonical request, one
 *    per line.
 * 4. The signing key is HMAC-SHA256 chained: HMAC(secretKey, yyyyMMdd), then HMAC(that, client), then HMAC(that,
 *    "elcano_request"); the signature is the hex HMAC-SHA256 of the string to sign under it.
 * 5. `Authorization: HMAC-SHA256 Credential=<accessKey>/<scope>,SignedHeaders=<names>,Signature=<hex>`.
 */
export const ADIF_SIGNED_HEADERS = [
  'content-type',
  'x-elcano-client',
  'x-elcano-date',
  'x-elcano-host',
  'x-elcano-userid',
] as const;

/** The content type ADIF's requests carry, signed as it is sent. */
export const ADIF_CONTENT_TYPE = 'application/json;charset=utf-8';

export interface AdifSigningInput {
  readonly accessKey: string;
  readonly secretKey: string;
  readonly client: string;
  readonly userId: string;
  /** The host (and port, when not the default) the request goes to. */
  readonly host: string;
  readonly method: string;
  readonly path: string;
  readonly body: string;
  readonly epochMs: number;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** `yyyyMMddTHHmmssZ` of an instant, UTC. */
export function adifDateTime(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The signature's parts for a request whose X-Elcano-Date is `dateTime` (what a verifier recomputes). */
export function adifSignature(input: Omit<AdifSigningInput, 'epochMs'> & { readonly dateTime: string }): {
  readonly scope: string;
  readonly signature: string;
} {
  const day = input.dateTime.slice(0, 8);
  const values: Record<(typeof ADIF_SIGNED_HEADERS)[number], string> = {
    'content-type': ADIF_CONTENT_TYPE,
    'x-elcano-client': input.client,
    'x-elcano-date': input.dateTime,
    'x-elcano-host': input.host,
    'x-elcano-userid': input.userId,
  };
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path,
    '',
    ...ADIF_SIGNED_HEADERS.map((name) => `${name}:${values[name].trim()}`),
    ADIF_SIGNED_HEADERS.join(';'),
    sha256Hex(input.body),
  ].join('\n');
  const scope = `${day}/${input.client}/${input.userId}/HMAC-SHA256`;
  const stringToSign = ['HMAC-SHA256', input.dateTime, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(input.secretKey, day), input.client), 'elcano_request');
  return { scope, signature: createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex') };
}

/** The headers of a signed request (content type included). */
export function signAdifRequest(input: AdifSigningInput): Record<string, string> {
  const dateTime = adifDateTime(input.epochMs);
  const { scope, signature } = adifSignature({ ...input, dateTime });
  return {
    'Content-Type': ADIF_CONTENT_TYPE,
    'X-Elcano-Client': input.client,
    'X-Elcano-Date': dateTime,
    'X-Elcano-Host': input.host,
    'X-Elcano-UserId': input.userId,
    Authorization: `HMAC-SHA256 Credential=${input.accessKey}/${scope},SignedHeaders=${ADIF_SIGNED_HEADERS.join(';')},Signature=${signature}`,
  };
}
