import { MEMORY_PAIRS } from '@dd/game';
import { MEMORY_TEXT, href } from '@dd/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { MemoryCard } from './memory-card';
import {
  canFlip,
  flipBackDelay,
  isFaceUp,
  isFinished,
  isMismatchShowing,
  isPending,
  matchedPairs,
} from './memory-board';
import { ScorePanel } from './score-panel';
import { useMemoryGame } from './use-memory-game';
import { LogInLink } from './log-in-link';

/**
 * /game: the memory game (community spec sections 2, 4 and 9). A member plays the server's board (each face comes
 * with the flip's answer, and the score the server computed is the one submitted); a visitor plays a board dealt
 * in the browser and submits nothing.
 */
export default function MemoryGamePage() {
  useDocumentTitle('Mini Game');
  const { loggedIn } = useSession();
  const { board, gameNumber, playId, error, stuck, onFlip, dispatch, newGame } = useMemoryGame(loggedIn);
  const finished = isFinished(board);

  // A mismatch flips back on its own after MEMORY_FLIP_BACK_MS.
  useEffect(() => {
    const delay = flipBackDelay(board);
    if (delay === null) return;
    const pair = board.open;
    const timer = window.setTimeout(() => dispatch({ type: 'flipBack', pair }), delay);
    return () => window.clearTimeout(timer);
  }, [board, dispatch]);

  return (
    // Tighter than a Page on a phone: the whole board fits one screen under the game bar (issue 22).
    <div className="mx-auto w-full max-w-5xl px-4 py-4 sm:px-6 sm:py-8 lg:py-12">
      {/* Phones: one column, board last. Wide screens: the board beside the rest, so it fits without scrolling. */}
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,31rem)] lg:items-start lg:gap-10">
        <div className="flex min-w-0 flex-col gap-4 sm:gap-5">
          <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-sm font-bold uppercase tracking-widest text-hot-dark">Mini game</p>
              <h1 className="text-3xl font-extrabold leading-none text-ink sm:text-5xl">{MEMORY_TEXT.title}</h1>
              <p className="mt-1 text-sm text-ink-soft sm:text-base">
                Find all {MEMORY_PAIRS} pairs in as few moves as you can: every move costs 5 of your 100 points.
              </p>
            </div>
            <Link
              to={href('memoryLeaderboard')}
              className="inline-flex min-h-11 items-center gap-2 rounded-pill bg-sun/40 px-4 font-bold text-ink hover:bg-sun/70"
            >
              <span aria-hidden>🏆</span> Leaderboard
            </Link>
          </header>

          {!loggedIn && (
            <p className="rounded-card border-2 border-dashed border-zap/40 bg-zap/5 px-4 py-3 text-center text-ink-soft">
              {MEMORY_TEXT.loggedOut} <LogInLink className="text-zap hover:text-zap-dark" />
            </p>
          )}

          {finished && board.score !== null ? (
            <ScorePanel
              key={gameNumber}
              moves={board.moves}
              score={board.score}
              playId={playId}
              loggedIn={loggedIn}
              onPlayAgain={newGame}
            />
          ) : error ? (
            // In the stats' place and at least their height, so the board does not move under the player's finger.
            <div
              role="alert"
              className="flex min-h-16 flex-wrap items-center justify-between gap-3 rounded-card border-2 border-danger/30 bg-surface px-4 py-3 font-bold text-danger shadow-card"
            >
              <p>{error}</p>
              {stuck && (
                <Button variant="secondary" size="sm" onClick={newGame}>
                  {playId === null ? MEMORY_TEXT.retryStart : MEMORY_TEXT.playAgain}
                </Button>
              )}
            </div>
          ) : (
            <GameStats moves={board.moves} pairs={matchedPairs(board)} />
          )}
          <HowToPlay />
        </div>

        <div
          role="group"
          aria-label="Memory cards"
          className="mx-auto grid w-full max-w-lg grid-cols-4 gap-2 sm:gap-3 lg:max-w-none"
        >
          {board.cards.map((card) => (
            <MemoryCard
              key={`${gameNumber}-${card.id}`}
              id={card.id}
              emoji={card.emoji ?? ''}
              faceUp={isFaceUp(board, card.id) && card.emoji !== null}
              matched={card.matched}
              mismatched={isMismatchShowing(board) && board.open.includes(card.id)}
              pending={isPending(board, card.id)}
              flippable={!stuck && canFlip(board, card.id)}
              onFlip={onFlip}
            />
          ))}
        </div>
        <p aria-live="polite" className="sr-only">
          {isMismatchShowing(board) ? 'No match.' : finished ? 'All pairs found!' : ''}
        </p>
      </div>
    </div>
  );
}

function GameStats({ moves, pairs }: { moves: number; pairs: number }) {
  return (
    <dl className="grid min-h-16 grid-cols-2 items-center divide-x-2 divide-line rounded-card bg-surface py-2 text-center sm:py-3 shadow-card">
      <Stat label={MEMORY_TEXT.moves} value={moves} testId="memory-moves" />
      <Stat label="Pairs found" value={`${pairs}/${MEMORY_PAIRS}`} />
    </dl>
  );
}

function Stat({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <div className="flex flex-col-reverse gap-0.5 px-2">
      <dt className="text-xs font-bold uppercase tracking-wider text-muted">{label}</dt>
      <dd data-testid={testId} className="font-display text-2xl font-extrabold tabular-nums text-ink sm:text-3xl">
        {value}
      </dd>
    </div>
  );
}

/** The rules, beside the board on wide screens (phones have the one-line version under the title). */
function HowToPlay() {
  return (
    <ol className="hidden list-none flex-col gap-2 rounded-card border-2 border-line px-5 py-4 text-ink-soft lg:flex">
      <li>
        <span aria-hidden>👆 </span>Turn over two cards.
      </li>
      <li>
        <span aria-hidden>✨ </span>Same picture: they stay up. Different: they flip back, so remember them.
      </li>
      <li>
        <span aria-hidden>🏆 </span>Two cards turned are one move. A perfect game takes {MEMORY_PAIRS} moves and scores
        60.
      </li>
    </ol>
  );
}
