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

/** Brotli quality of a body sent many times (cached): smaller, and compressed once. */
const BROTLI_QUALITY_REUSED = 5;
/**
 * Brotli quality of a body sent once (the list cache is off, or the page is not kept): about a third less CPU
 * than quality 5 for a tenth more bytes, since that cost is paid on every request (issue 26's profile).
 */
const BROTLI_QUALITY_ONCE = 4;

/**
 * A serialised JSON response that is cached: it is compressed at most once per encoding, so a
 * cached list page costs no serialising or compressing on the request path.
 */
export class JsonBody {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(
    readonly raw: Buffer,
    private readonly reused = true,
  ) {}

  /** A body that will be cached and sent many times. */
  static of(value: unknown): JsonBody {
    return new JsonBody(Buffer.from(JSON.stringify(value)));
  }

  /** A body sent once: compressed with less effort. */
  static once(value: unknown): JsonBody {
    return new JsonBody(Buffer.from(JSON.stringify(value)), false);
  }

  encoded(encoding: ContentEncoding): { body: Buffer; encoding: ContentEncoding } {
    if (encoding === null || this.raw.length < MIN_COMPRESS_BYTES) return { body: this.raw, encoding: null };
    if (encoding === 'br') {
      const quality = this.reused ? BROTLI_QUALITY_REUSED : BROTLI_QUALITY_ONCE;
      this.br ??= brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
      return { body: this.br, encoding };
    }
    this.gzip ??= gzipSync(this.raw);
    return { body: this.gzip, encoding };
  }

  parse<T>(): T {
    return JSON.parse(this.raw.toString('utf8')) as T;
  }
}
