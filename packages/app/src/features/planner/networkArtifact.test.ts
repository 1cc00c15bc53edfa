import { describe, expect, it, vi } from 'vitest';
import { loadNetworkArtifact, NETWORK_REFRESH_AFTER_MS } from './networkArtifact';

const URL_ = 'https://transit.test/api/madrid/v1/network';

/** An in-memory Cache Storage (jsdom has none): enough of match and put for one cache. */
function memoryCaches(): CacheStorage {
  const entries = new Map<string, Response>();
  const cache = {
    match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
    put: (url: string, response: Response) => {
      entries.set(url, response);
      return Promise.resolve();
    },
  };
  return { open: () => Promise.resolve(cache) } as unknown as CacheStorage;
}

const bytes = (values: number[]) => new Response(new Uint8Array(values));

describe("the city's network for offline planning (fetched once, kept)", () => {
  it('fetches it the first time and saves it; the next load, offline, reads the saved copy', async () => {
    const caches = memoryCaches();
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(bytes([1, 2, 3])));
    const now = 1_000;
    expect([...(await loadNetworkArtifact(URL_, { fetch: fetchFn, caches, now: () => now }))]).toEqual([
      1, 2, 3,
    ]);
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect([
      ...(await loadNetworkArtifact(URL_, { fetch: offline, caches, now: () => now + 60_000 })),
    ]).toEqual([1, 2, 3]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(offline).not.toHaveBeenCalled();
  });

  it('fetches a copy older than a day again, and keeps the old one when that fails', async () => {
    const caches = memoryCaches();
    await loadNetworkArtifact(URL_, { fetch: () => Promise.resolve(bytes([1])), caches, now: () => 0 });
    const later = NETWORK_REFRESH_AFTER_MS + 1;
    const newer = await loadNetworkArtifact(URL_, {
      fetch: () => Promise.resolve(bytes([2])),
      caches,
      now: () => later,
    });
    expect([...newer]).toEqual([2]);
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const kept = await loadNetworkArtifact(URL_, { fetch: failing, caches, now: () => later * 3 });
    expect([...kept]).toEqual([2]);
  });

  it('fails with NETWORK_UNAVAILABLE when nothing is saved and the fetch fails (or answers an error)', async () => {
    const caches = memoryCaches();
    await expect(
      loadNetworkArtifact(URL_, { fetch: () => Promise.reject(new TypeError('x')), caches, now: () => 0 }),
    ).rejects.toMatchObject({ code: 'NETWORK_UNAVAILABLE' });
    await expect(
      loadNetworkArtifact(URL_, {
        fetch: () => Promise.resolve(new Response('', { status: 404 })),
        caches: undefined,
        now: () => 0,
      }),
    ).rejects.toMatchObject({ code: 'NETWORK_UNAVAILABLE' });
  });
});
