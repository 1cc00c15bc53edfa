import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { City } from '@transit/core';
import { GtfsError } from '@transit/gtfs';

/** How long one feed may take to download before the attempt is abandoned. */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60 * 1000;

export interface DownloadResult {
  /** Feed id → the downloaded file, to compile instead of the snapshot. */
  readonly sourceOverrides: Record<string, string>;
  /** Feeds compiled from their snapshot anyway, with the reason. */
  readonly notes: string[];
}

/**
 * Fetches each GTFS feed of a city from its official URL into `folder`. CRTM's open-data tables are published as a
 * portal, not as one file, so that feed keeps its committed snapshot (and says so). Feeds sharing a URL are fetched
 * once. A failed download is a coded error naming the feed and the URL.
 */
export async function downloadFeeds(
  city: City,
  folder: string,
  fetchImpl: typeof fetch = fetch,
): Promise<DownloadResult> {
  const sourceOverrides: Record<string, string> = {};
  const notes: string[] = [];
  const byUrl = new Map<string, string>();
  for (const feed of city.feeds) {
    if (feed.kind !== 'gtfs') {
      notes.push(
        `${feed.id}: ${feed.officialUrl} is a portal, not a feed file; the committed snapshot is used`,
      );
      continue;
    }
    const known = byUrl.get(feed.officialUrl);
    if (known) {
      sourceOverrides[feed.id] = known;
      continue;
    }
    const file = path.join(folder, `${feed.id}.zip`);
    let response: Response;
    try {
      response = await fetchImpl(feed.officialUrl, {
        redirect: 'follow',
        signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GtfsError(
        'GTFS_DOWNLOAD_FAILED',
        `${feed.id}: ${feed.officialUrl} could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    if (!response.ok || !response.body) {
      throw new GtfsError(
        'GTFS_DOWNLOAD_FAILED',
        `${feed.id}: ${feed.officialUrl} answered ${response.status} ${response.statusText}`.trim(),
      );
    }
    await pipeline(
      Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
      createWriteStream(file),
    );
    byUrl.set(feed.officialUrl, file);
    sourceOverrides[feed.id] = file;
  }
  return { sourceOverrides, notes };
}
