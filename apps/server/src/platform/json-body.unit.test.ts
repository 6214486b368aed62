import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JsonBody, pickEncoding } from './json-body.js';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('JsonBody', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `product ${i}` })) };

  it('compresses once per encoding and round-trips', () => {
    const body = JsonBody.of(big);
    const br = body.encoded('br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(body.raw.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(big);
    expect(body.encoded('br').body).toBe(br.body);
    expect(JSON.parse(gunzipSync(body.encoded('gzip').body).toString())).toEqual(big);
  });

  it('compresses a body sent once with less effort, to the same JSON', () => {
    const once = JsonBody.once(big).encoded('br');
    expect(once.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(once.body).toString())).toEqual(big);
    expect(JSON.parse(gunzipSync(JsonBody.once(big).encoded('gzip').body).toString())).toEqual(big);
  });

  it('sends small bodies and clients without compression the raw bytes', () => {
    expect(JsonBody.of({ a: 1 }).encoded('br').encoding).toBeNull();
    const body = JsonBody.of(big);
    expect(body.encoded(null).body).toBe(body.raw);
    expect(body.parse()).toEqual(big);
  });
});
