import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { GlowBlob } from './glow-blob';

interface GlowPanelProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'header';
  /** The two glows' places, sizes and colours (each a GlowBlob's className). */
  glows: readonly [string, string];
  /** The content's layout; it is lifted above the glows. */
  contentClassName: string;
}

/** A panel with two soft glows behind its content (the games' dark and colourful panels); it clips them. */
export function GlowPanel({
  as: Tag = 'section',
  glows,
  className,
  contentClassName,
  children,
  ...rest
}: GlowPanelProps) {
  return (
    <Tag className={cn('relative overflow-hidden', className)} {...rest}>
      <GlowBlob className={glows[0]} />
      <GlowBlob className={glows[1]} />
      <div className={cn('relative', contentClassName)}>{children}</div>
    </Tag>
  );
}
