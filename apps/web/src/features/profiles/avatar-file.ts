import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '@dd/contracts';

/** What the 'Upload Photo' input accepts; the server checks the content again. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
const ACCEPTED_TYPES = new Set(AVATAR_ACCEPT.split(','));

/** The message for a file the client can already tell the server will refuse, or null when it may go. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!ACCEPTED_TYPES.has(file.type.toLowerCase())) return UPLOAD_TEXT.notAnImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return UPLOAD_TEXT.tooLarge;
  if (file.size === 0) return UPLOAD_TEXT.notAnImage;
  return null;
}
