import { ProductError } from '@transit/core';

/** The Cache Storage where the city's network is kept for offline planning (one entry per network URL). */
export const NETWORK_CACHE_NAME = 'transit-network';
/** A saved network older than this is fetched again when the device is online (its feeds change weekly at most). */
export const NETWORK_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
const SAVED_AT_HEADER = 'x-transit-saved-at';

export class NetworkArtifactError extends ProductError<'NETWORK_UNAVAILABLE'> {
  override readonly name = 'NetworkArtifactError';
}

export interface ArtifactHost {
  readonly fetch: typeof fetch;
  /** Cache Storage; absent where the browser has none (then every load fetches). */
  readonly caches?: CacheStorage | undefined;
  readonly now: () => number;
}

/**
 * The bytes of the city's network (GET {apiBase}/v1/network): the saved copy when there is one (so planning works
 * offline), fetched once and saved otherwise. A copy older than a day is fetched again, and kept if the fetch fails.
 */
export async function loadNetworkArtifact(url: string, host: ArtifactHost): Promise<Uint8Array> {
  const cache = host.caches ? await host.caches.open(NETWORK_CACHE_NAME).catch(() => undefined) : undefined;
  const saved = await cache?.match(url);
  if (saved) {
    const savedAt = Number(saved.headers.get(SAVED_AT_HEADER) ?? 0);
    if (host.now() - savedAt < NETWORK_REFRESH_AFTER_MS) return new Uint8Array(await saved.arrayBuffer());
  }
  let response: Response;
  try {
    response = await host.fetch(url);
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  } catch (error) {
    if (saved) return new Uint8Array(await saved.arrayBuffer());
    throw new NetworkArtifactError(
      'NETWORK_UNAVAILABLE',
      `The city's network is not saved on this device and ${url} could not be fetched: ${String(error)}`,
      { cause: error },
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (cache) {
    const headers = new Headers({
      'content-type': 'application/octet-stream',
      [SAVED_AT_HEADER]: String(host.now()),
    });
    // Saving may fail (storage full): planning goes on with the fetched bytes, and the next visit fetches again.
    await cache.put(url, new Response(bytes.slice(), { headers })).catch((error: unknown) => {
      console.warn("The city's network could not be saved for offline planning:", error);
    });
  }
  return bytes;
}
