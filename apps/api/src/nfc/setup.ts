import type { NfcEnv } from '../env';
import { createHttpCardService, DEFAULT_CARD_SERVICE_TIMEOUT_MS } from './httpCardService';
import type { Nfc } from './relay';

/**
 * NFC card reading as the environment asks: the card service at NFC_CARD_SERVICE_URL, called with
 * NFC_CARD_SERVICE_KEY and NFC_CARD_SERVICE_TIMEOUT_MS. Undefined when reading is off (the NFC calls then answer 503
 * NFC_NOT_CONFIGURED).
 */
export function createNfcFromEnv(env: NfcEnv | undefined): Nfc | undefined {
  if (env === undefined) return undefined;
  return {
    cardService: createHttpCardService({
      baseUrl: env.cardServiceUrl,
      key: env.cardServiceKey,
      timeoutMs: env.timeoutMs,
    }),
  };
}

/** One line for the start log: where card reading stands (never the key itself). */
export function describeNfc(env: NfcEnv | undefined): string {
  if (env === undefined) {
    return 'NFC card reading: off (NFC_CARD_SERVICE_URL is not set); its calls answer 503 NFC_NOT_CONFIGURED.';
  }
  const key = env.cardServiceKey === undefined ? 'no key' : 'a key';
  const timeoutMs = env.timeoutMs ?? DEFAULT_CARD_SERVICE_TIMEOUT_MS;
  // Origin and path only: a URL's user info or query could hold a secret.
  const url = new URL(env.cardServiceUrl);
  return `NFC card reading: relayed to the card service at ${url.origin}${url.pathname} with ${key}, ${timeoutMs} ms a call.`;
}
