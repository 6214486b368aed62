import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '@dd/contracts';

/** The image types every upload accepts (avatar, forum photo, admin images); the server checks the content again. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The same types for a file input's `accept`. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
const ACCEPTED_TYPES = new Set<string>(ACCEPTED_IMAGE_TYPES);

/** The message for a file the client can already tell the server will refuse, or null when it may go. */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!ACCEPTED_TYPES.has(file.type.toLowerCase())) return UPLOAD_TEXT.notAnImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return UPLOAD_TEXT.tooLarge;
  if (file.size === 0) return UPLOAD_TEXT.notAnImage;
  return null;
}
