import { UPLOAD_TEXT } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';
import { NUL_MESSAGE } from './reject-nul.js';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/** The answer to a multipart body the parser cannot read: no boundary, cut short, broken part headers. */
export const MALFORMED_FORM = 'The form could not be read: the multipart body is malformed or incomplete';
/** A multipart body with no part at all (empty, or only the closing boundary). */
export const EMPTY_FORM = 'The form is empty';
/** A part that declares a type other than text but no filename: browsers always name an uploaded file. */
export const NOT_TEXT_FIELD = 'A form part without a filename must be plain text (upload images as files)';

/**
 * Reads a whole multipart form into memory: text fields and (small, limited) files. The limits are the
 * multipart plugin's (see app.ts). Every way the body can be wrong answers 400 with a clear message: past a
 * limit, not multipart, malformed or cut short, empty, a NUL character in a field (as reject-nul.ts does
 * for every other body).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  /** A larger text field limit (bytes) for a form with long text; a longer value is cut to it. */
  limits?: { fieldSize?: number },
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  let parts = 0;
  try {
    for await (const part of request.parts(limits ? { limits } : undefined)) {
      parts += 1;
      if (part.fieldname.includes('\u0000')) throw badRequest(NUL_MESSAGE);
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes.
        if (part.filename || bytes.length > 0) form.files[part.fieldname] = bytes;
      } else {
        // A part without a filename arrives as a text field, already decoded as text: binary bytes sent
        // that way are lost, so a part that says it is not text is refused instead of being read as text.
        if (part.mimetype && !part.mimetype.toLowerCase().startsWith('text/plain')) {
          throw badRequest(NOT_TEXT_FIELD);
        }
        if (typeof part.value !== 'string') continue;
        if (part.value.includes('\u0000')) throw badRequest(NUL_MESSAGE);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (parts === 0) throw badRequest(EMPTY_FORM);
  return form;
}

/** The multipart plugin's and the parser's errors as messages a person understands; always a 4xx. */
export function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(UPLOAD_TEXT.tooLarge);
  if (code !== undefined && /^FST_(FILES|PARTS|FIELDS)_LIMIT/.test(code)) {
    return badRequest('Too many fields in the form');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('The form is not multipart/form-data');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('A form field has a name that is not allowed');
  // Everything else here is the body itself (busboy's "Boundary not found", "Unexpected end of form",
  // "Malformed part header", a premature close): the client's fault, never the server's.
  return badRequest(MALFORMED_FORM);
}
