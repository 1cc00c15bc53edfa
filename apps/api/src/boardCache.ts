import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/** How many rendered boards a process keeps at most (a board is a few KB: a few tens of MB at worst). */
export const BOARD_CACHE_ENTRIES = 5_000;

/** What a board cache keeps: the board's JSON, made once, and when it stops being served. */
interface RenderedBoard {
  readonly json: string;
  readonly expiresAtEpochMs: number;
}

/**
 * Boards about now, rendered and kept for a moment (`ttlMs`, about a second): when many riders look at one stop at
 * once, the timetable's departures, the live rows' merge and the answer's check and JSON are made once per moment,
 * not once per rider. Every answer holds its own `at`, and its minutes are counted from it, so a board a second old
 * is a true board of a second ago. A board still waiting on a live source (`live.isPending`) is not kept: the
 * client asks again soon for what the source brings. `ttlMs` 0 keeps nothing.
 */
export function createBoardCache(now: () => number, ttlMs: number) {
  const boards = new LRUCache<string, RenderedBoard>({ max: BOARD_CACHE_ENTRIES });
  return {
    /**
     * Whether this cache keeps boards at all (`ttlMs` above 0): only then is a board's JSON made ahead to be kept;
     * otherwise the board is answered as it is.
     */
    keepsBoards: ttlMs > 0,
    /** The board's JSON when one made less than `ttlMs` ago is kept. */
    get(key: string): string | undefined {
      if (ttlMs <= 0) return undefined;
      const board = boards.get(key);
      if (board === undefined) return undefined;
      if (board.expiresAtEpochMs > now()) return board.json;
      boards.delete(key);
      return undefined;
    },
    /** Keeps a board's JSON (made by the caller from the checked answer) unless it is waiting on a source. */
    set(key: string, json: string, isPending: boolean): void {
      if (ttlMs <= 0 || isPending) return;
      boards.set(key, { json, expiresAtEpochMs: now() + ttlMs });
    },
  };
}

export type BoardCache = ReturnType<typeof createBoardCache>;

/** Sends a board's JSON as made (already checked against its schema when it was made). */
export function sendBoardJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}
