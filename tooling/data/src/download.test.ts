import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testCity } from '@transit/gtfs/testing';
import { describe, expect, it } from 'vitest';
import { downloadFeeds } from './download';

describe('downloadFeeds', () => {
  it('fetches a URL two feeds share once, and keeps the snapshot of CRTM open-data tables', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'gtfs-download-'));
    const fetched: string[] = [];
    const fakeFetch: typeof fetch = (url) => {
      fetched.push(url instanceof Request ? url.url : url.toString());
      return Promise.resolve(new Response('zip bytes'));
    };
    const city = testCity([
      { id: 'a', officialUrl: 'https://example.org/shared.zip' },
      { id: 'b', officialUrl: 'https://example.org/shared.zip' },
      { id: 'tables', kind: 'crtm-opendata', officialUrl: 'https://example.org/' },
    ]);
    const result = await downloadFeeds(city, folder, fakeFetch);
    expect(fetched).toEqual(['https://example.org/shared.zip']);
    expect(result.sourceOverrides).toEqual({ a: path.join(folder, 'a.zip'), b: path.join(folder, 'a.zip') });
    expect(result.notes).toEqual([
      'tables: https://example.org/ is a portal, not a feed file; the committed snapshot is used',
    ]);
  });

  it('gives a coded error naming the feed and URL when the network fails', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'gtfs-download-'));
    const failing = () => Promise.reject(new Error('getaddrinfo ENOTFOUND example.org'));
    const city = testCity([{ id: 'a', officialUrl: 'https://example.org/feed.zip' }]);
    await expect(downloadFeeds(city, folder, failing as typeof fetch)).rejects.toMatchObject({
      code: 'GTFS_DOWNLOAD_FAILED',
      message: 'a: https://example.org/feed.zip could not be fetched: getaddrinfo ENOTFOUND example.org',
    });
  });
});
