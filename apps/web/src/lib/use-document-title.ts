import { useEffect } from 'react';

const SITE = 'Dopamine Drops';

/** Keeps the tab title in step with client-side navigation (the server renders the first one). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE}: weird, viral and giftable finds`;
  }, [title]);
}
