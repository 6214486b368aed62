import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { linkify } from './linkify';

/**
 * Forum content as plain text: React text nodes only (nothing is ever read as HTML), line breaks kept,
 * http(s) addresses as links that open in a new tab and pass no ranking or referrer.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const tokens = useMemo(() => linkify(text), [text]);
  return (
    <div className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)}>
      {tokens.map((token, i) =>
        token.kind === 'link' ? (
          <a
            key={i}
            href={token.href}
            target="_blank"
            rel="nofollow ugc noopener noreferrer"
            className="font-semibold text-zap underline underline-offset-2 hover:text-zap-dark"
          >
            {token.text}
          </a>
        ) : (
          <span key={i}>{token.text}</span>
        ),
      )}
    </div>
  );
}
