import { FAIR_PLAY_TEXT, PVP_TEXT, RESULT_TEXT, ratingChangeText, type PvpMatch, href } from '@dd/contracts';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { GamePanelButton, gamePanelButton } from '../../components/game-panel-button';
import { CardRematchButton, CardRematchStatus } from './card-rematch-panel';
import { duelPlayers } from './match-view';
import { useCardRematch } from './use-card-rematch';
import { Fighter, Versus } from './versus';
import { GameReward } from '../../components/game-reward';
import { RewardsLink } from '../../components/rewards-link';
import { PanelAlert } from '../../components/panel-alert';

interface DuelResultProps {
  match: PvpMatch;
  meId: number;
  won: boolean;
  total: number;
  onPlayAgain: () => void;
  /** Play Again's call is running. */
  clearing: boolean;
  error: string | null;
}

/** Decorations along the result's edges (left and top in %): a party for a win, a drizzle for a loss. */
const CONFETTI = {
  won: [
    { emoji: '🎉', left: 4, top: 6 },
    { emoji: '✨', left: 88, top: 8 },
    { emoji: '⭐', left: 7, top: 48 },
    { emoji: '🎊', left: 90, top: 44 },
    { emoji: '✨', left: 3, top: 84 },
    { emoji: '🥳', left: 87, top: 82 },
  ],
  lost: [
    { emoji: '💫', left: 6, top: 8 },
    { emoji: '🌧️', left: 87, top: 10 },
    { emoji: '💭', left: 4, top: 70 },
    { emoji: '🌧️', left: 89, top: 66 },
  ],
} as const;

/**
 * The end of a duel: won or lost, the final total, what it paid (or why nothing), both players (a crown on the
 * winner), Play Again and the Card Battle rematch.
 */
export function DuelResult({ match, meId, won, total, onPlayAgain, clearing, error }: DuelResultProps) {
  const { me, opponent } = duelPlayers(match, meId);
  const rematch = useCardRematch(match, meId);
  const rematchError = rematch.error;
  const opponentName = opponent?.name ?? 'Your opponent';
  const confetti = won ? CONFETTI.won : CONFETTI.lost;
  const rating = ratingChangeText({
    before: match.rating_before,
    after: match.rating_after,
    provisionalBefore: match.rating_before_provisional,
    provisionalAfter: match.rating_after_provisional,
  });
  const provisional = match.rating_before_provisional === true || match.rating_after_provisional === true;
  return (
    <section
      aria-label="Result"
      data-testid="duel-result"
      className={cn(
        'relative flex flex-col items-center gap-7 overflow-hidden rounded-card px-5 py-10 text-center text-white shadow-pop sm:px-10',
        won ? 'bg-gradient-to-br from-hot-dark via-zap to-zap-dark' : 'bg-gradient-to-br from-ink via-ink to-zap-dark',
      )}
    >
      {confetti.map(({ emoji, left, top }, i) => (
        <span
          key={i}
          aria-hidden
          className={cn(
            'pointer-events-none absolute text-3xl motion-safe:animate-[dd-float_5s_ease-in-out_infinite] sm:text-4xl',
            // On a phone the content spans the width: only the top corners stay free.
            top > 20 && 'hidden sm:block',
          )}
          style={{
            left: `${left}%`,
            top: `${top}%`,
            animationDelay: `${-i * 0.8}s`,
            opacity: 0.7,
          }}
        >
          {emoji}
        </span>
      ))}
      <span aria-hidden className="relative text-7xl motion-safe:animate-[dd-pop_0.6s_ease-out] sm:text-8xl">
        {won ? '🏆' : '🥲'}
      </span>
      <div className="relative flex flex-col items-center gap-2">
        <h2 role="status" className={cn('text-5xl font-extrabold drop-shadow sm:text-6xl', won && 'text-sun')}>
          {won ? PVP_TEXT.won : PVP_TEXT.lost}
        </h2>
        <p className="text-lg font-bold text-white/85">
          {won ? `You hit 10 before ${opponentName}.` : `${opponentName} hit 10 first. Rematch?`}
        </p>
      </div>
      <div className="relative flex w-full justify-center pt-4">
        <Versus
          left={<Fighter player={me} side="left" label="You" crowned={won} dim={!won} />}
          right={<Fighter player={opponent} side="right" label="Opponent" crowned={!won} dim={won} />}
        />
      </div>
      <div className="relative flex flex-wrap items-center justify-center gap-3">
        <p className="flex items-baseline gap-3 rounded-2xl bg-white/15 px-5 py-3">
          <span className="text-sm font-extrabold uppercase tracking-[0.2em] text-white/80">{PVP_TEXT.finalTotal}</span>
          <strong className="font-display text-4xl tabular-nums" data-testid="final-total">
            {total}
          </strong>
        </p>
        <GameReward
          game={{ paid: match.paid, unpaidReason: match.unpaid_reason, pointsEarned: match.points_earned }}
          testId="duel-reward"
          className="px-4 py-2 font-extrabold"
          paidClassName="rounded-pill bg-sun text-ink"
          unpaidClassName="rounded-2xl bg-white text-ink"
        />
        {rating && (
          <p
            data-testid="duel-rating"
            className="flex items-baseline gap-2 rounded-2xl bg-white/15 px-4 py-2 font-extrabold"
            title={provisional ? FAIR_PLAY_TEXT.provisional : undefined}
          >
            <span className="text-sm uppercase tracking-[0.2em] text-white/80">{RESULT_TEXT.rating}</span>
            <span className="tabular-nums">{rating}</span>
            {provisional && <span className="sr-only">{FAIR_PLAY_TEXT.provisional}</span>}
          </p>
        )}
      </div>
      <RewardsLink className="relative -mt-3 text-white hover:text-sun" />
      <CardRematchStatus rematch={rematch} />
      <div className="relative flex w-full flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <GamePanelButton
          kind="bright"
          size="xl"
          onClick={onPlayAgain}
          disabled={clearing}
          className="w-full max-w-xs sm:w-auto"
        >
          {PVP_TEXT.playAgain}
        </GamePanelButton>
        <CardRematchButton rematch={rematch} opponentName={opponentName} />
        <Link to={href('pvpLeaderboard')} className={gamePanelButton('outline', 'xl', 'w-full max-w-xs sm:w-auto')}>
          {PVP_TEXT.rankingsTitle}
        </Link>
      </div>
      <PanelAlert className="relative">{error ?? rematchError}</PanelAlert>
    </section>
  );
}
