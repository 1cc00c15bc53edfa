import { type Network, encodeNetwork } from '@transit/network';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createStaticBytes, gzipStaticBody, sendStaticBody, type StaticBody } from './staticBody';

/**
 * GET {apiBase}/v1/network: the city's compiled network artifact, the bytes the app's offline planner decodes in a
 * Web Worker: the file the server loaded (a network built in memory, as tests' fixtures, is encoded). Gzipped once, on
 * the first request (a few megabytes: not worth the start-up time of every server), then served like the static
 * lists: strong ETag, 304, gzip.
 */
export const NETWORK_ARTIFACT_CONTENT_TYPE = 'application/octet-stream';

const bodies = new WeakMap<Network, Promise<StaticBody>>();

function artifactOf(network: Network, loaded: Uint8Array | undefined): Promise<StaticBody> {
  let body = bodies.get(network);
  if (!body) {
    body = (async () => {
      const bytes = loaded ?? encodeNetwork(network);
      const made = createStaticBytes(
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        NETWORK_ARTIFACT_CONTENT_TYPE,
      );
      await gzipStaticBody(made);
      return made;
    })();
    bodies.set(network, body);
  }
  return body;
}

export async function sendNetworkArtifact(
  request: FastifyRequest,
  reply: FastifyReply,
  network: Network,
  loaded: Uint8Array | undefined,
): Promise<FastifyReply> {
  sendStaticBody(request, reply, await artifactOf(network, loaded));
  return reply;
}
