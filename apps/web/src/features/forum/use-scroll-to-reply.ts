import { useEffect, useRef } from 'react';

/**
 * Brings the reply the address names (`#reply-{id}`, where a notification points) into view once it is on the
 * page: after a client-side navigation the browser does not, and the reply may arrive with the data.
 */
export function useScrollToReply(hash: string, replies: unknown): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!/^#reply-\d+$/.test(hash) || done.current === hash) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView({ block: 'center' });
  }, [hash, replies]);
}
