import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const MIN_COMPRESS_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip' | null;

/** Picks brotli, else gzip, from an Accept-Encoding header (q=0 means "not this one"). */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A serialised JSON response that is cached: it is compressed at most once per encoding, so a
 * cached list page costs no serialising or compressing on the request path.
 */
export class JsonBody {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly raw: Buffer) {}

  static of(value: unknown): JsonBody {
    return new JsonBody(Buffer.from(JSON.stringify(value)));
  }

  encoded(encoding: ContentEncoding): { body: Buffer; encoding: ContentEncoding } {
    if (encoding === null || this.raw.length < MIN_COMPRESS_BYTES) return { body: this.raw, encoding: null };
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: this.br, encoding };
    }
    this.gzip ??= gzipSync(this.raw);
    return { body: this.gzip, encoding };
  }

  parse<T>(): T {
    return JSON.parse(this.raw.toString('utf8')) as T;
  }
}
