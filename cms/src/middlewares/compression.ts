import { Stream } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Next } from 'koa';
import { chooseEncoding, type Encoding, isCompressibleType } from '../http/frontends/content-encoding';

/** Below this an answer fits in one packet anyway; compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain at a cost close to gzip's, paid on every answer.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The bytes of an answer held in memory; null for streams (files, ZIP and CSV downloads, events). */
function bufferedBody(body: unknown): Buffer | null {
  if (body === null || body === undefined || body instanceof Stream) return null;
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  if (typeof body === 'object') return Buffer.from(JSON.stringify(body));
  return null;
}

/**
 * Compresses the API's JSON (and any other text answer held in memory) on the fly, by the client's
 * Accept-Encoding. Streams pass untouched: the site's files are precompressed at build time (sent with
 * their Content-Encoding already set), and downloads and event streams must not be buffered.
 * Not Strapi's strapi::compression (koa-compress 5.1): it sends the compressed JSON as a stream
 * without Content-Length, compresses streamed files that have no built copy, and maps `*` to gzip.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (ctx.response.get('Content-Encoding') || ctx.status === 204 || ctx.status === 304) return;
  if (!isCompressibleType(ctx.response.type || '')) return;
  const body = bufferedBody(ctx.body);
  if (!body) return;
  ctx.vary('Accept-Encoding');
  // HEAD keeps GET's headers; its Content-Length stays the plain one (Koa sends no body).
  if (ctx.method === 'HEAD' || body.length < COMPRESS_THRESHOLD_BYTES) return;
  const encoding = chooseEncoding(ctx.get('accept-encoding'));
  if (!encoding) return;
  const compressed = await compressors[encoding](body);
  ctx.body = compressed;
  ctx.set('Content-Encoding', encoding);
  ctx.length = compressed.length;
};
