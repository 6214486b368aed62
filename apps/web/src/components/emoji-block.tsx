import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

interface EmojiBlockProps extends HTMLAttributes<HTMLDivElement> {
  /** The big emoji on top; decoration only. */
  emoji: ReactNode;
}

/**
 * A short centred message under a big emoji: a form's outcome, an empty list, a notice instead of a screen.
 * `className` gives its spacing and card; other attributes (role, data-testid) go on the block.
 */
export function EmojiBlock({ emoji, className, children, ...rest }: EmojiBlockProps) {
  return (
    <div className={cn('flex flex-col items-center text-center', className)} {...rest}>
      <span aria-hidden className="text-5xl">
        {emoji}
      </span>
      {children}
    </div>
  );
}
