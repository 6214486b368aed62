import { UPLOAD_TEXT } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a whole multipart form into memory: text fields and (small, limited) files. The limits are the
 * multipart plugin's (see app.ts); going past the file size limit is a 400 with a clear message.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  /** A larger text field limit (bytes) for a form with long text; a longer value is cut to it. */
  limits?: { fieldSize?: number },
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts(limits ? { limits } : undefined)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes.
        if (part.filename || bytes.length > 0) form.files[part.fieldname] = bytes;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  return form;
}

/** The multipart plugin's limit errors as the messages a person understands. */
export function multipartError(err: unknown): unknown {
  const code = (err as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(UPLOAD_TEXT.tooLarge);
  if (code === 'FST_FILES_LIMIT_REACHED' || code === 'FST_PARTS_LIMIT_REACHED' || code === 'FST_FIELDS_LIMIT_REACHED') {
    return badRequest('Too many fields in the form');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('The form is not multipart/form-data');
  return err;
}
