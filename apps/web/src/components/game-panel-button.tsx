import type { ButtonHTMLAttributes } from 'react';
import { classFamily } from '../lib/class-family';

/*
 * Buttons on the games' dark and colourful panels (the card lobby, the duel arena). The site's Button variants
 * are made for the light page (ink text, hot-dark fill) and cn() does not resolve conflicting classes, so these
 * are whole class lists.
 */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-pill font-extrabold transition active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-60 disabled:active:scale-100 focus-visible:outline-white';

const KINDS = {
  /** The main action on a dark panel: bright sun, ink text. */
  bright: 'bg-sun text-ink shadow-pop hover:bg-white',
  /** A second action on a dark panel: white outline. */
  outline: 'border-2 border-white bg-transparent text-white hover:bg-white hover:text-ink',
  /** The main action on a light or sunny panel. */
  ink: 'bg-ink text-white shadow-card hover:bg-zap-dark focus-visible:outline-ink',
} as const;

const SIZES = {
  sm: 'min-h-11 px-6 text-sm',
  md: 'min-h-13 px-7 text-lg',
  /** The one big call to action of a panel (Start Match, Play Again). */
  xl: 'min-h-16 px-7 text-xl',
} as const;

export const gamePanelButton = classFamily(BASE, KINDS, SIZES, 'md');

interface GamePanelButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind: keyof typeof KINDS;
  size?: keyof typeof SIZES;
}

/** A button of the family (a link takes `gamePanelButton`'s classes instead), like the site's Button. */
export function GamePanelButton({ kind, size, className, type = 'button', ...rest }: GamePanelButtonProps) {
  return <button type={type} className={gamePanelButton(kind, size, className)} {...rest} />;
}
