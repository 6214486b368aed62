import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MIN_COMPRESS_BYTES, pickEncoding } from './json-body.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON answers and server-rendered pages; images and fonts are compressed already. */
const COMPRESSIBLE_TYPE = /^(application\/json|text\/html|text\/plain)\b/;

/**
 * Routes whose answers are small, different for every request and asked hundreds of times a second (a card
 * game's moves and state) set `config: { compress: false }`: compressing each of those cost the event loop more
 * than the bytes it saves (issue 26: a third of the server's main thread in the card bench's paced run).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    compress?: boolean;
  }
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * Compresses JSON and HTML bodies of 1 KB or more with brotli or gzip, as the client accepts. Only bodies that
 * are whole strings or buffers: streams (static files, sent precompressed from the build) are left alone, and so
 * is a reply that already has a content-encoding (the catalog's cached lists, compressed once per encoding).
 * The push socket upgrades before any reply, so it never gets here.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.routeOptions.config?.compress === false) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = Buffer.byteLength(payload);
    if (size < MIN_COMPRESS_BYTES) return payload;
    addVary(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // Per-request work: brotli quality 4 compresses about as well as gzip 6, several times faster than the default 11.
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : await gzipAsync(payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}
