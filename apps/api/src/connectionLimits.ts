import type { ServerOptions } from 'node:http';
import type { Server, Socket } from 'node:net';

/** How long a client may take, and how many connections it may hold: what keeps a slow or greedy client from others. */
export interface ConnectionLimits {
  /**
   * The longest a request, its headers and its body, may take to arrive, milliseconds (≥ 1). A client still sending
   * then (a body trickled a byte at a time) is answered 408 and its connection closed.
   */
  readonly requestTimeoutMs: number;
  /**
   * How long a connection may stay silent, no byte either way, while it opens or a request is answered,
   * milliseconds (≥ 1); then it is closed.
   */
  readonly connectionTimeoutMs: number;
  /**
   * The most connections one client address may hold at once (≥ 0); a connection past it is closed as it opens,
   * before any byte is read. 0 turns the cap off (behind a proxy that caps per client, every connection comes from
   * the proxy's address).
   */
  readonly maxConnectionsPerClient: number;
}

/** A slow body is cut at 30 s; a browser opens at most 6 connections to a host, a load test a few dozen. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 30_000,
  maxConnectionsPerClient: 128,
};

/** Node checks open requests against their timeouts this often; a tenth of the timeout, from 50 ms to 1 s. */
function checkingIntervalMs(requestTimeoutMs: number): number {
  return Math.min(1000, Math.max(50, Math.floor(requestTimeoutMs / 10)));
}

/**
 * The server options that apply the timeouts. Fastify's own defaults leave the request timeout off, so a client
 * trickling a body held its connection for as long as it liked.
 */
export function timeoutOptions(limits: ConnectionLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      // The headers are part of the request: one clock for both.
      headersTimeout: limits.requestTimeoutMs,
      // Node's default of 30 s would let a request run up to twice its timeout.
      connectionsCheckingInterval: checkingIntervalMs(limits.requestTimeoutMs),
      // A request without Host gets the API's JSON answer (app.ts), not Node's empty 400.
      requireHostHeader: false,
    },
  };
}

/** An IPv4 client seen through an IPv6 socket ('::ffff:127.0.0.1') is the same client as over IPv4. */
function clientAddressOf(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * Caps the connections each client address holds at once: past the cap, a new connection is closed before the HTTP
 * parser reads a byte, so thousands of connections held open by one client cost the others nothing.
 */
export function capConnectionsPerClient(server: Server, maxConnectionsPerClient: number): void {
  if (maxConnectionsPerClient <= 0) return;
  const openByClient = new Map<string, number>();
  // Before the HTTP server's own listener, which would start reading the socket.
  server.prependListener('connection', (socket: Socket) => {
    const client = clientAddressOf(socket);
    const open = openByClient.get(client) ?? 0;
    if (open >= maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    openByClient.set(client, open + 1);
    socket.once('close', () => {
      const left = (openByClient.get(client) ?? 1) - 1;
      if (left <= 0) openByClient.delete(client);
      else openByClient.set(client, left);
    });
  });
}
