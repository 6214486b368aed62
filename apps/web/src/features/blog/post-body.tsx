import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { internalLinkPath } from './internal-link';

/** A post's server-rendered HTML, set for reading; links to this site stay in the app. */
export function PostBody({ html }: { html: string }) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    const path = internalLinkPath(
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
      event,
      window.location.origin,
    );
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };

  return (
    // The click handler only upgrades real links to in-app navigation; Enter on a focused link fires it too.
    <div
      className="prose-dd"
      onClick={onClick}
      // The HTML is rendered on the server from this repository's own Markdown files, which show raw
      // HTML as text and neutralise unsafe link schemes, so it is trusted content, not user input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
