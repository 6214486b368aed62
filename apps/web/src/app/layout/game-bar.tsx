import { Link } from 'react-router';
import { gameChrome } from './game-chrome';
import { SiteLogo } from './site-logo';

/**
 * The header of a game page: one slim dark bar with the logo, the game's name and a way back to its lobby, in
 * place of the site's announcement, header and collections banner (issue 22: the game fits one screen).
 */
export function GameBar({ pathname }: { pathname: string }) {
  const chrome = gameChrome(pathname);
  if (!chrome) return null;
  return (
    <header className="border-b border-white/10 bg-ink text-white" data-testid="game-bar">
      <div className="mx-auto flex h-game-bar max-w-6xl items-center gap-3 px-3 sm:px-6">
        <SiteLogo look="game" />
        <p className="hidden min-w-0 items-center gap-1.5 truncate border-l border-white/20 pl-3 text-sm font-extrabold uppercase tracking-widest text-sun sm:flex">
          <span aria-hidden>{chrome.emoji}</span>
          <span className="truncate">{chrome.game}</span>
        </p>
        <Link
          to={chrome.backTo}
          aria-label={`Back to ${chrome.backLabel}`}
          data-testid="game-back"
          className="ml-auto flex min-h-11 shrink-0 items-center gap-1.5 rounded-pill px-3 text-sm font-bold text-white/90 ring-1 ring-white/25 transition hover:bg-white hover:text-ink"
        >
          <span aria-hidden>←</span>
          <span className="sm:hidden">{chrome.backShort}</span>
          <span className="hidden sm:inline">{chrome.backLabel}</span>
        </Link>
      </div>
    </header>
  );
}
