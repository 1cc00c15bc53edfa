import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { fixtureCities } from './fixtureNetwork';
import { exchange, listenOnFreePort, openSocket, parseAnswer, whenClosed } from './testSockets';

/** Short limits, so the tests wait a fraction of a second for what takes 30 s by default. */
const REQUEST_TIMEOUT_MS = 400;
const CONNECTION_TIMEOUT_MS = 400;
/** How long past its timeout the server may take to notice (Node checks open requests every 50 ms here). */
const SLACK_MS = 1500;

let app: App | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

async function start(limits: Parameters<typeof createApp>[0]['limits']): Promise<number> {
  app = createApp({ cities: fixtureCities(), now: () => 0, limits });
  return listenOnFreePort(app);
}

async function held(
  port: number,
  localAddress?: string,
  onCreated?: (socket: Socket) => void,
): Promise<Socket> {
  const socket = await openSocket(port, localAddress, onCreated);
  sockets.push(socket);
  return socket;
}

/** Writes `text` a byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let next = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) {
      clearInterval(timer);
      return;
    }
    socket.write(text[next % text.length] ?? 'x');
    next += 1;
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

describe('request and connection timeouts: a slow client is cut', () => {
  const limits = { requestTimeoutMs: REQUEST_TIMEOUT_MS, connectionTimeoutMs: CONNECTION_TIMEOUT_MS };

  it('a request body trickled a byte at a time is not held open past the request timeout', async () => {
    const port = await start(limits);
    const socket = await held(port);
    const started = performance.now();
    const closed = whenClosed(socket, REQUEST_TIMEOUT_MS + SLACK_MS + 3000, started);
    socket.write(
      'POST /api/madrid/v1/stops HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    );
    trickle(socket, '{"a":1}', 20);
    const { closedAfterMs } = await closed;
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('headers trickled a byte at a time: 408 REQUEST_TIMEOUT as JSON, and the connection closed', async () => {
    const port = await start(limits);
    const socket = await held(port);
    const started = performance.now();
    const closed = whenClosed(socket, REQUEST_TIMEOUT_MS + SLACK_MS + 3000, started);
    socket.write('GET /time HTTP/1.1\r\nHost: x\r\n');
    trickle(socket, 'X-Slow: still coming\r\n', 20);
    const { text, closedAfterMs } = await closed;
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    const answer = parseAnswer(text);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' });
  });

  it('a connection that sends nothing is closed after the connection timeout', async () => {
    const port = await start(limits);
    const socket = await held(port);
    const { closedAfterMs } = await whenClosed(socket, CONNECTION_TIMEOUT_MS + SLACK_MS + 3000);
    expect(closedAfterMs).toBeLessThan(CONNECTION_TIMEOUT_MS + SLACK_MS);
  });

  it('answers a client that sends its request at once', async () => {
    const port = await start(limits);
    const answer = parseAnswer(
      await exchange(port, 'GET /time HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
  });
});

describe('connections per client address: one client holding thousands does not starve others', () => {
  const MAX_PER_CLIENT = 20;
  const HELD = 1000;

  it('closes the connections a client opens past its cap, and still answers another client', async () => {
    const port = await start({
      maxConnectionsPerClient: MAX_PER_CLIENT,
      // Long enough that no held connection times out during the test.
      requestTimeoutMs: 60_000,
      connectionTimeoutMs: 60_000,
    });
    // In batches, so the kernel's accept queue never overflows (it would hold some connections back for seconds).
    let closedByServer = 0;
    const countClose = (socket: Socket) => socket.once('close', () => (closedByServer += 1));
    for (let batch = 0; batch < HELD / 50; batch += 1) {
      await Promise.all(Array.from({ length: 50 }, () => held(port, '127.0.0.1', countClose)));
    }
    // The server closes each connection past the cap as it opens; those within it stay open.
    for (let waitedMs = 0; closedByServer < HELD - MAX_PER_CLIENT && waitedMs < 15_000; waitedMs += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closedByServer).toBe(HELD - MAX_PER_CLIENT);

    // Another address is another client: it gets its answer.
    const other = await held(port, '127.0.0.2');
    const closed = whenClosed(other, 5000);
    other.write('GET /time HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(parseAnswer((await closed).text).status).toBe(200);
  });

  it('lets a client open new connections once it closes its own', async () => {
    const port = await start({
      maxConnectionsPerClient: 2,
      requestTimeoutMs: 60_000,
      connectionTimeoutMs: 60_000,
    });
    const first = await held(port);
    await held(port);
    const third = await held(port);
    await whenClosed(third, 1000);
    first.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = parseAnswer(
      await exchange(port, 'GET /time HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
  });
});
