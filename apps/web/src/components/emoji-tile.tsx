import { cn } from '../lib/cn';

/** An emoji on a coloured tile, as decoration beside a title (screen readers skip it); `className` sizes and colours it. */
export function EmojiTile({ emoji, className }: { emoji: string; className: string }) {
  return (
    <span aria-hidden className={cn('flex shrink-0 items-center justify-center', className)}>
      {emoji}
    </span>
  );
}
