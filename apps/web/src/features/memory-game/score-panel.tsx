import { MEMORY_TEXT, memoryRewardText, SCORE_SUBMITTED_MS, href } from '@dd/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFleetingState } from '../../lib/use-fleeting-state';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { useSubmitScore } from './api';
import { RewardsLink } from '../../components/rewards-link';
import { GlowPanel } from '../../components/glow-panel';
import { LogInLink } from './log-in-link';

interface ScorePanelProps {
  moves: number;
  /** The score the play's last answer gave (the server's, for a member). */
  score: number;
  /** The member's finished play, which the score records; null for a visitor. */
  playId: number | null;
  loggedIn: boolean;
  onPlayAgain: () => void;
}

/**
 * The end of a game: the score, 'Submit Score' (once per game: the page gives each game its own panel; the server
 * records a play once), then 'Score submitted!' for SCORE_SUBMITTED_MS, and 'Play Again'.
 */
export function ScorePanel({ moves, score, playId, loggedIn, onPlayAgain }: ScorePanelProps) {
  const submit = useSubmitScore();
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const [showSubmitted, setShowSubmitted] = useFleetingState(false, SCORE_SUBMITTED_MS);
  const heading = useRef<HTMLHeadingElement>(null);

  // The game just ended: bring the result into view (a phone player is down at the board) and put the keyboard
  // there, next to Submit Score.
  useEffect(() => {
    const el = heading.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.closest('section')?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, []);

  const onSubmit = () => {
    if (!loggedIn || playId === null) {
      setAskedToLogIn(true);
      return;
    }
    if (submit.isPending || submit.isSuccess) return;
    submit.mutate({ score, playId }, { onSuccess: () => setShowSubmitted(true) });
  };

  const points = submit.data?.points_awarded ?? 0;
  return (
    <GlowPanel
      aria-labelledby="memory-result"
      className="rounded-card bg-linear-135 from-zap-dark to-hot-dark px-5 py-6 text-center text-white shadow-pop"
      glows={['-left-10 -top-12 size-36 bg-white/10', '-bottom-14 -right-8 size-40 bg-sun/20']}
      contentClassName="flex flex-col items-center"
    >
      <h2 id="memory-result" ref={heading} tabIndex={-1} className="text-2xl font-extrabold outline-none sm:text-3xl">
        <span aria-hidden className="mr-2 inline-block motion-safe:animate-[dd-pop_0.6s_ease-out]">
          🎉
        </span>
        All pairs found!
      </h2>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="text-sm font-bold uppercase tracking-wider text-white/85">Score</span>
        <span className="font-display text-5xl font-extrabold tabular-nums text-sun" data-testid="memory-score">
          {score}
        </span>
      </p>
      <p className="text-white/90">
        {moves} {MEMORY_TEXT.moves.toLowerCase()}
      </p>

      <div
        role="status"
        aria-live="polite"
        className="flex flex-col items-center gap-1 font-bold [&>*:first-child]:mt-3"
      >
        {showSubmitted && (
          <p className="rounded-pill bg-white px-4 py-1 text-success motion-safe:animate-[dd-pop_0.4s_ease-out]">
            <span aria-hidden>✓ </span>
            {MEMORY_TEXT.submitted}
          </p>
        )}
        {submit.isSuccess && (
          <p data-testid="memory-reward" className="rounded-pill bg-sun px-4 py-1 text-ink">
            {memoryRewardText(points)}
          </p>
        )}
      </div>
      {askedToLogIn && !loggedIn && (
        <div className="mt-3 flex flex-col items-center gap-2">
          <p role="alert" className="rounded-xl bg-white px-3 py-2 font-bold text-danger">
            {MEMORY_TEXT.logInToSubmit}
          </p>
          <LogInLink className="inline-flex min-h-11 items-center text-white" />
        </div>
      )}
      {submit.isError && (
        <p role="alert" className="mt-3 rounded-xl bg-white px-3 py-2 font-bold text-danger">
          {errorMessage(submit.error, MEMORY_TEXT.submitFailed)}
        </p>
      )}

      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {!submit.isSuccess && (
          <Button size="lg" variant="secondary" onClick={onSubmit} disabled={submit.isPending}>
            {submit.isPending ? 'Submitting...' : MEMORY_TEXT.submit}
          </Button>
        )}
        {submit.isSuccess ? (
          <Button size="lg" variant="secondary" onClick={onPlayAgain}>
            {MEMORY_TEXT.playAgain}
          </Button>
        ) : (
          // Outlined on the coloured panel while Submit Score is the main action.
          <button
            type="button"
            onClick={onPlayAgain}
            className="inline-flex min-h-13 items-center justify-center rounded-pill border-2 border-white px-7 text-lg font-bold text-white transition hover:bg-white hover:text-ink active:scale-[0.97]"
          >
            {MEMORY_TEXT.playAgain}
          </button>
        )}
      </div>
      {submit.isSuccess && (
        <Link
          to={href('memoryLeaderboard')}
          className="mt-2 inline-flex min-h-11 items-center font-bold text-white underline underline-offset-2 hover:text-sun"
        >
          See the leaderboard
        </Link>
      )}
      {submit.isSuccess && <RewardsLink className="text-white hover:text-sun" />}
    </GlowPanel>
  );
}
