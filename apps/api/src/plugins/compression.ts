import { constants } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than the encoding costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Every text answer of at least 1 KB — API JSON, server-rendered HTML, SVG — is compressed on the fly with
 * brotli or gzip as the client's `Accept-Encoding` prefers, with `Vary: Accept-Encoding`. Registered before any
 * route, so the hook reaches every route added later by any plugin. The SPA's built files are compressed once
 * at build time and sent as they are (plugins/static.ts); an answer that already has a `Content-Encoding` is
 * left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 is brotli's sweet spot for dynamic answers (≈ gzip 6 in time, smaller output).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as they are: nothing in the API accepts compressed uploads.
    globalDecompression: false,
  });
});
