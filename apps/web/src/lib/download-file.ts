/**
 * Saving a call's answer as a file: the token-carrying fetch cannot be a plain link, so the answer is saved through
 * a temporary object URL and an `a[download]` (the admin's CSV export, the member's data export).
 */

/** The file name of a `content-disposition: attachment; filename="..."` header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  let name = match?.[1] ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded after all: keep it as sent.
  }
  name = name.replace(/[/\\]/g, '_').trim();
  return name || fallback;
}

/** Hands the answer's body to the browser as a download, named by its content-disposition (else `fallback`). */
export async function saveDownload(response: Response, fallback: string): Promise<string> {
  const name = attachmentName(response.headers.get('content-disposition'), fallback);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed after this turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
