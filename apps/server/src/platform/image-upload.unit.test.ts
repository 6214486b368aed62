import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '@dd/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeDataUrl, processImage } from './image-upload.js';

function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 300, height = 200): Promise<Buffer> {
  const blank = sharp({ create: { width, height, channels: 3, background: '#33aaff' } });
  return blank.toFormat(format).toBuffer();
}

describe('processImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('re-encodes %s to a WebP square', async (format) => {
    const out = await processImage(await image(format), { square: 256 });
    expect(out.contentType).toBe('image/webp');
    const meta = await sharp(out.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('fits other images inside a box without enlarging', async () => {
    const out = await processImage(await image('png', 3000, 1000), { maxWidth: 1200, maxHeight: 1200 });
    expect([out.width, out.height]).toEqual([1200, 400]);
    const small = await processImage(await image('png', 100, 50), { maxWidth: 1200 });
    expect([small.width, small.height]).toEqual([100, 50]);
  });

  it('drops metadata such as EXIF', async () => {
    const withExif = await sharp(await image('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret location' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const out = await processImage(withExif, { square: 64 });
    expect((await sharp(out.bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, whatever it is called', async () => {
    await expect(processImage(Buffer.from('GIF89a but not really'), { square: 64 })).rejects.toMatchObject({
      status: 400,
      message: UPLOAD_TEXT.notAnImage,
    });
    await expect(processImage(await image('gif'), { square: 64 })).rejects.toMatchObject({
      message: UPLOAD_TEXT.notAnImage,
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    await expect(processImage(svg, { square: 64 })).rejects.toMatchObject({ message: UPLOAD_TEXT.notAnImage });
    const png = await image('png');
    await expect(processImage(png.subarray(0, 60), { square: 64 })).rejects.toMatchObject({
      message: UPLOAD_TEXT.notAnImage,
    });
  });

  it('refuses empty and oversized input', async () => {
    await expect(processImage(Buffer.alloc(0), { square: 64 })).rejects.toMatchObject({ message: UPLOAD_TEXT.missing });
    await expect(processImage(Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1), { square: 64 })).rejects.toMatchObject({
      message: UPLOAD_TEXT.tooLarge,
    });
  });
});

describe('decodeDataUrl', () => {
  it('decodes base64 data URLs only', () => {
    expect(decodeDataUrl('data:image/png;base64,aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeDataUrl('data:image/png,hello')).toBeNull();
    expect(decodeDataUrl('https://example.com/a.png')).toBeNull();
    expect(decodeDataUrl('/media/abc')).toBeNull();
  });
});
