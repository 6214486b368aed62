import type { ReactNode } from 'react';

/** The board's own sticky bars: opaque enough that the table scrolling under them does not show through. */
const BAR = 'sticky z-20 -mx-3 px-3 backdrop-blur-md sm:-mx-6 sm:px-6';

/**
 * The card board on one screen (issue 22): a sticky top bar (turn, names, Buy Powers, energy, timer), the table
 * with the players' panels beside it, and a sticky tray with the hand and End Turn at the bottom, so the timer,
 * the hand and End Turn are in view together at 1280×800 and 390×844.
 *
 * The board is at least the screen under the game bar, so the tray sits at the screen's foot; a table that
 * grows past it scrolls the page under the two sticky bars (no inner scroll boxes: a keyboard user scrolls the
 * page). `log` is the move log's place: beside the table under the opponent's panel from 768 px, after the
 * table on a phone (where it folds up by itself); a long log keeps to its own height.
 */
export function BoardLayout({
  top,
  you,
  opponentLine,
  table,
  opponent,
  log,
  tray,
  ...data
}: {
  top: ReactNode;
  /** The YOU and OPPONENT panels (spec: left and right), shown from 768 px. */
  you: ReactNode;
  opponent: ReactNode;
  /** The phone's one line of the opponent's face-down hand above the table. */
  opponentLine: ReactNode;
  table: ReactNode;
  log?: ReactNode;
  tray: ReactNode;
  'data-testid'?: string;
  'data-my-turn'?: string;
}) {
  return (
    <div {...data} className="flex min-h-[calc(100dvh-var(--spacing-game-bar))] flex-col">
      <div className={`${BAR} top-0 border-b border-white/10 bg-[#2a1358]/85 py-2`} data-testid="board-top-bar">
        {top}
      </div>
      <div className="grid flex-1 content-start gap-3 py-3 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,14rem)] md:grid-rows-[auto_1fr] md:content-stretch md:[grid-template-areas:'you_table_opp'_'you_table_log']">
        <div className="hidden md:block md:[grid-area:you]">{you}</div>
        <div className="flex min-w-0 flex-col gap-2 md:[grid-area:table]">
          <div className="md:hidden">{opponentLine}</div>
          <div className="flex flex-1 flex-col [&>*]:flex-1">{table}</div>
        </div>
        <div className="hidden md:block md:[grid-area:opp]">{opponent}</div>
        {log && <div className="min-w-0 md:[grid-area:log]">{log}</div>}
      </div>
      <div
        className={`${BAR} bottom-0 rounded-t-card border-t border-white/15 bg-ink/90 pb-2 pt-1 shadow-[0_-12px_32px_rgb(0_0_0/0.35)]`}
        data-testid="hand-tray"
      >
        {tray}
      </div>
    </div>
  );
}
