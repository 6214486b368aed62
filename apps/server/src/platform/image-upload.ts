import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '@dd/contracts';
import sharp from 'sharp';
import { badRequest } from './errors.js';

/** What the server accepts, judged by the decoded content, never by name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Decompression bombs: a small file that decodes to a huge bitmap is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface ImageTarget {
  /** A square of this size (cover crop), or a box the image fits inside. */
  square?: number;
  maxWidth?: number;
  maxHeight?: number;
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP image and re-encodes them as WebP: metadata (EXIF,
 * location) and anything appended to the file are dropped, and the size is bounded.
 */
export async function processImage(input: Buffer, target: ImageTarget): Promise<ProcessedImage> {
  if (input.length === 0) throw badRequest(UPLOAD_TEXT.missing);
  if (input.length > IMAGE_UPLOAD_MAX_BYTES) throw badRequest(UPLOAD_TEXT.tooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw badRequest(UPLOAD_TEXT.notAnImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(UPLOAD_TEXT.notAnImage);
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (target.square) pipeline.resize(target.square, target.square, { fit: 'cover', position: 'attention' });
    else
      pipeline.resize(target.maxWidth ?? 1600, target.maxHeight ?? 1600, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt data that the header check let through.
    throw badRequest(UPLOAD_TEXT.notAnImage);
  }
}

/** `data:image/png;base64,...` -> bytes; null when the text is not a base64 data URL. */
export function decodeDataUrl(value: string): Buffer | null {
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  return match?.[1] ? Buffer.from(match[1], 'base64') : null;
}
