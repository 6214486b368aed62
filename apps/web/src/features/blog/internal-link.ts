/**
 * The in-app path a click on a post's link should open without a page reload, or null when the
 * browser should handle it (another site, a new tab, a download, an anchor on this page).
 */
export function internalLinkPath(
  anchor: { href: string; target: string; hasDownload: boolean },
  click: { button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean },
  origin: string,
): string | null {
  if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasDownload) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Files the server serves itself (images, feeds) are not app routes.
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
