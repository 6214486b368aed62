import type { Mention } from '@dd/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { postParts } from './post-parts';

const LINK_CLASS = 'font-semibold text-zap underline underline-offset-2 hover:text-zap-dark';

/**
 * Forum content as plain text: React text nodes only (nothing is ever read as HTML), line breaks kept,
 * http(s) addresses as links that open in a new tab and pass no ranking or referrer, and `@username` of the
 * members the server found (`mentions`) as links to their profiles.
 */
export function PlainText({
  text,
  mentions,
  className,
}: {
  text: string;
  mentions?: readonly Mention[] | undefined;
  className?: string;
}) {
  const parts = useMemo(() => postParts(text, mentions), [text, mentions]);
  return (
    <div className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)}>
      {parts.map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="nofollow ugc noopener noreferrer" className={LINK_CLASS}>
            {part.text}
          </a>
        ) : part.kind === 'mention' ? (
          <Link key={i} to={part.href} className={LINK_CLASS}>
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </div>
  );
}
