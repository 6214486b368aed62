import { href, matchPage, PAGES, type PageRoute, type PageScreen } from '@dd/contracts';

/**
 * The game pages (the card board, the duel, the memory game) trade the site's header, announcement and
 * collections banner for one slim bar: the logo and a way back, so the game fills the screen (issue 22).
 */
export interface GameChrome {
  /** The game's name beside the logo. */
  game: string;
  emoji: string;
  /** Where the way back leads: the game's lobby (the memory game has none: home). */
  backTo: string;
  /** The way back's short text (phones) and its full name (wider screens and screen readers). */
  backShort: string;
  backLabel: string;
}

const CARD_BOARD: GameChrome = {
  game: 'Card Battle',
  emoji: '🃏',
  backTo: href('cardGameLobby'),
  backShort: 'Lobby',
  backLabel: 'Card Battle lobby',
};
const DUEL: GameChrome = {
  game: 'Reach 10 Duel',
  emoji: '⚔️',
  backTo: href('pvpLobby'),
  backShort: 'Lobby',
  backLabel: 'PvP lobby',
};
const MEMORY: GameChrome = {
  game: 'Mini Game',
  emoji: '🧠',
  backTo: href('home'),
  backShort: 'Home',
  backLabel: 'Home',
};

/** A game page by the page table (`chrome: 'game'`): the card board (not its replay, a page one reads at leisure with
 * the site around it), the duel or the memory game. Apart from the bar's texts, so the first load of every other
 * page does not carry them. Paths match case-insensitively, as the router does. */
export function isGamePage(pathname: string): boolean {
  return gamePage(pathname) !== null;
}

function gamePage(pathname: string): PageScreen | null {
  const found = matchPage(pathname.toLowerCase());
  const page: PageRoute | null = found ? PAGES[found.id] : null;
  return page?.chrome === 'game' ? (page.screen as PageScreen) : null;
}

/** The slim bar of a game page, or null for every other page (which keeps the full header). */
export function gameChrome(pathname: string): GameChrome | null {
  const screen = gamePage(pathname);
  if (screen === null) return null;
  if (screen === 'memory-game') return MEMORY;
  if (screen === 'pvp-duel') return DUEL;
  return CARD_BOARD;
}
