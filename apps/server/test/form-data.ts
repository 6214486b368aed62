/** A file a multipart form carries. */
export interface FormFile {
  name: string;
  bytes: Buffer;
  type: string;
}

/** A multipart form as the browser sends it: the text fields, then `file` (if any) under `fileField`. */
export function multipartForm(fields: Record<string, string>, fileField: string, file?: FormFile): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}
