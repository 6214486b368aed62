import { href, REPLAY_TEXT, type CardMatchStateResponse } from '@dd/contracts';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { cn } from '../../../lib/cn';
import { BOARD_TEXT } from './board-text';
import { gameOverSummary, winReasonText } from './board-view';
import { GameReward } from '../../../components/game-reward';
import { RewardsLink } from '../../../components/rewards-link';

const LOBBY = href('cardGameLobby');
const ICON = { win: '🏆', loss: '💸', tie: '🤝' } as const;

/**
 * The end of the match (spec section 2): Victory, Defeat or Tie Game, what it paid or why nothing (not for
 * practice), the stats, Play Again and Back to Lobby; 'Watch replay' under them for a match with a committed seed
 * (every match since fair play). A match with points links to the rewards page.
 */
export function GameOverDialog({
  state,
  open,
  onClose,
}: {
  state: CardMatchStateResponse;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const s = gameOverSummary(state);
  const reason = winReasonText(state.winReason);
  const row = 'flex items-center justify-between gap-3 border-b border-line py-2';
  return (
    <Modal open={open} onClose={onClose} title={s.title}>
      <div className="flex flex-col items-center gap-2 text-center" data-testid="game-over">
        <span aria-hidden className="text-6xl motion-safe:animate-[dd-pop_0.5s_ease-out]">
          {ICON[s.result]}
        </span>
        <h2
          className={cn(
            'font-display text-4xl font-extrabold',
            s.result === 'win' ? 'text-hot-dark' : s.result === 'loss' ? 'text-ink' : 'text-zap',
          )}
        >
          {s.title}
        </h2>
        <p className="text-lg font-bold text-ink-soft">{s.message}</p>
        {reason && <p className="text-sm font-semibold text-muted">{reason}</p>}
        <GameReward
          game={state}
          testId="game-over-reward"
          className="mt-1 rounded-pill px-4 py-1.5 font-extrabold"
          paidClassName="bg-sun text-ink"
          unpaidClassName="bg-line text-ink-soft"
        />
        {!state.practice && <RewardsLink className="text-zap-dark" />}
      </div>
      <dl className="mt-4 rounded-xl bg-paper px-4 py-1 text-ink" data-testid="game-over-stats">
        {s.winner !== null ? (
          <>
            <div className={row}>
              <dt className="font-semibold text-ink-soft">{BOARD_TEXT.winner}</dt>
              <dd className="min-w-0 truncate font-extrabold">🏆 {s.winner}</dd>
            </div>
            <div className={row}>
              <dt className="font-semibold text-ink-soft">{BOARD_TEXT.loser}</dt>
              <dd className="min-w-0 truncate font-extrabold">{s.loser}</dd>
            </div>
          </>
        ) : (
          <div className={row}>
            <dt className="font-semibold text-ink-soft">{BOARD_TEXT.result}</dt>
            <dd className="font-extrabold">{s.resultLine}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="font-semibold text-ink-soft">{BOARD_TEXT.turnsPlayed}</dt>
          <dd className="font-extrabold">{s.turnsPlayed}</dd>
        </div>
        <div className="flex flex-col gap-1.5 py-2">
          <dt className="font-semibold text-ink-soft">{BOARD_TEXT.finalBuyPower}</dt>
          <dd className="grid grid-cols-2 gap-2">
            <FinalScore name={state.youUsername} value={s.myBuyPower} label="You" />
            <FinalScore name={state.opponentUsername} value={s.opponentBuyPower} label="Opponent" />
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" className="flex-1 whitespace-nowrap" onClick={() => navigate(LOBBY)}>
          {BOARD_TEXT.playAgain}
        </Button>
        <Button size="lg" variant="secondary" className="flex-1 whitespace-nowrap" onClick={() => navigate(LOBBY)}>
          {BOARD_TEXT.backToLobby}
        </Button>
      </div>
      {state.seedCommitment && (
        <Link
          to={href('cardGameReplay', { matchId: state.matchId })}
          className="mt-3 flex min-h-11 items-center justify-center gap-2 rounded-pill font-bold text-zap-dark underline-offset-4 hover:underline"
        >
          <span aria-hidden>🎬</span>
          {REPLAY_TEXT.watchReplay}
        </Link>
      )}
    </Modal>
  );
}

function FinalScore({ name, value, label }: { name: string; value: number; label: string }) {
  return (
    <span className="flex min-w-0 flex-col items-center rounded-xl bg-surface px-2 py-1.5 ring-1 ring-line">
      <span className="text-[10px] font-extrabold uppercase tracking-wider text-muted">{label}</span>
      <span className="w-full truncate text-center text-sm font-bold text-ink-soft" title={name}>
        {name}
      </span>
      <span className="font-display text-2xl font-extrabold text-ink">{value}</span>
    </span>
  );
}
