import { classFamily } from '../../lib/class-family';

/*
 * Buttons on the duel's dark and colourful panels. The site's Button variants are made for the light page
 * (ink text, hot-dark fill) and cn() does not resolve conflicting classes, so these are whole class lists.
 */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-pill px-7 font-extrabold transition active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-60 disabled:active:scale-100 focus-visible:outline-white';

const KINDS = {
  /** The main action: bright sun, ink text. */
  bright: 'bg-sun text-ink shadow-pop hover:bg-white',
  /** A second action: white outline. */
  outline: 'border-2 border-white bg-transparent text-white hover:bg-white hover:text-ink',
} as const;

const SIZES = {
  md: 'min-h-13 text-lg',
  /** The one big call to action of a panel (Start Match, Play Again). */
  xl: 'min-h-16 text-xl',
} as const;

export const arenaButton = classFamily(BASE, KINDS, SIZES, 'md');
