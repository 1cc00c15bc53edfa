import { connect, type Socket } from 'node:net';
import type { App } from './app';

/** Listens on a free port of 127.0.0.1 (once) and gives the port. */
export async function listenOnFreePort(app: App): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/**
 * An open client socket, once connected. `onCreated` sees it before any event, so a listener it adds misses nothing
 * (the server may close a connection as soon as it opens).
 */
export function openSocket(
  port: number,
  localAddress = '127.0.0.1',
  onCreated?: (socket: Socket) => void,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    onCreated?.(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What came back on a socket until the server closed it, and when it closed (ms after `since`). */
export interface Closed {
  readonly text: string;
  readonly closedAfterMs: number;
}

/**
 * Resolves when the server closes the socket (or it errs), with what it answered; rejects when it is still open
 * after `limitMs`, which is the defect these tests look for. The socket is left as it is: the caller closes it.
 */
export function whenClosed(socket: Socket, limitMs: number, since = performance.now()): Promise<Closed> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server still held the connection after ${limitMs} ms`)),
      limitMs,
    );
    const done = () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closedAfterMs: performance.now() - since });
    };
    // A reset counts as closed: the server ended the connection.
    socket.once('error', () => undefined);
    socket.once('close', done);
  });
}

/** Sends raw bytes and reads the whole answer, up to the close (the request asks for one). */
export async function exchange(port: number, raw: string, limitMs = 5000): Promise<string> {
  const socket = await openSocket(port);
  try {
    const closed = whenClosed(socket, limitMs);
    socket.write(raw, 'latin1');
    return (await closed).text;
  } finally {
    socket.destroy();
  }
}

/** The status and the JSON body of a raw HTTP/1.1 answer (Content-Length framed). */
export function parseAnswer(text: string): { status: number; headers: string; body: unknown } {
  const split = text.indexOf('\r\n\r\n');
  const headers = text.slice(0, split);
  const body = text.slice(split + 4);
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
    headers,
    body: body === '' ? undefined : (JSON.parse(body) as unknown),
  };
}
