import { REPLAY_TEXT, type CardReplay, href } from '@dd/contracts';
import { useMemo, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/button';
import { BOARD_TEXT } from '../board/board-text';
import { winReasonText } from '../board/board-view';
import { moveText, nameOf } from './move-log';
import { MoveList } from './move-list';
import { replayCardSet, replayCheck } from './replay-check';
import { replayCards } from './replay-cards';
import { ReplayControls } from './replay-controls';
import { ReplaySeat, type SeatKey } from './replay-seat';
import { ReplayTable } from './replay-table';
import { onTurn, replaySteps, type ReplayState, type ReplayStep } from './replay-steps';
import { runReplay } from './run-replay';
import { useReplayPlayer } from './use-replay-player';
import { useSeedDigest } from './use-seed-digest';
import { VerificationBadge, VerificationPanel } from './verification-panel';

/**
 * A finished match, re-run in this browser from its seed and action log: the browser hashes the seed against
 * the commitment and replays every action with the pure engine before it shows a single position as verified.
 */
export function ReplayViewer({ replay }: { replay: CardReplay }) {
  const run = useMemo(() => runReplay(replay), [replay]);
  const digest = useSeedDigest(replay.seed);
  const check = replayCheck(replay.seedCommitment, digest, run);
  const states = run.kind === 'reproduced' || run.kind === 'different' ? run.states : null;
  const steps = useMemo(() => (states ? replaySteps(replay, states) : []), [replay, states]);
  const moves = replay.actions.length;

  const verification = (
    <VerificationPanel check={check} commitment={replay.seedCommitment} seed={replay.seed} moves={moves} />
  );
  const badge = <VerificationBadge check={check} />;
  return (
    <div className="flex flex-col gap-4" data-testid="card-replay">
      {steps.length > 0 ? (
        <ReplayBoard
          replay={replay}
          steps={steps}
          verification={verification}
          failed={check.status === 'failed'}
          badge={badge}
        />
      ) : (
        <>
          <ReplayHeader replay={replay} badge={badge} />
          {verification}
          <ActionLog replay={replay} />
          <BackLinks />
        </>
      )}
    </div>
  );
}

function ReplayHeader({ replay, badge }: { replay: CardReplay; badge: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-col">
        <p className="text-xs font-extrabold uppercase tracking-[0.25em] text-sun">
          🎬 Replay · {replay.mode === 'blitz' ? 'Blitz' : 'Async'}
          {replay.practice ? ` · ${BOARD_TEXT.practice}` : ''}
        </p>
        <h1 className="break-words font-display text-2xl font-extrabold text-white sm:text-4xl">
          {replay.playerA.username} <span className="text-white/50">vs</span> {replay.playerB.username}
        </h1>
      </div>
      {badge}
    </header>
  );
}

function ReplayBoard({
  replay,
  steps,
  verification,
  failed,
  badge,
}: {
  replay: CardReplay;
  steps: readonly ReplayStep[];
  verification: ReactNode;
  /** A failed check leads the page: nothing below is presented as verified. */
  failed: boolean;
  badge: ReactNode;
}) {
  const player = useReplayPlayer(steps);
  const current = steps[player.step] as ReplayStep;
  const state = current.state;
  const names = nameOf(replay);
  const blitz = replay.mode === 'blitz';
  const cards = replayCards(replayCardSet(replay));
  const over = state.gameStatus !== 'in_progress';
  const turnPlayer = over ? null : onTurn(state);
  const seat = (key: SeatKey) => {
    const a = key === 'player_a';
    const seated = a ? state.playerA : state.playerB;
    return (
      <ReplaySeat
        seat={key}
        player={seated}
        name={(a ? replay.playerA : replay.playerB).username}
        onTurn={turnPlayer === seated.id}
        winner={over && state.winner === seated.id}
        timeouts={a ? state.playerATimeouts : state.playerBTimeouts}
        blitz={blitz}
        cards={cards}
      />
    );
  };
  return (
    <>
      <ReplayHeader replay={replay} badge={badge} />
      {failed && verification}
      <Caption step={current} last={player.last} />
      {over && <ResultBanner state={state} names={names} />}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex min-w-0 flex-col gap-3">
          {seat('player_a')}
          <ReplayTable state={state} names={names} cards={cards} />
          {seat('player_b')}
        </div>
        {/* From the laptop width up the log is as tall as the board beside it, and scrolls. */}
        <div className="relative">
          <MoveList
            steps={steps}
            current={player.step}
            onPick={player.goTo}
            className="max-h-80 lg:absolute lg:inset-0 lg:max-h-none"
          />
        </div>
      </div>
      <ReplayControls player={player} />
      <p className="hidden text-center text-sm text-white/60 md:block">{REPLAY_TEXT.keysHint}</p>
      {!failed && verification}
      <BackLinks />
    </>
  );
}

/** The current step in words, big: what just happened (on a phone under the turn and the move number). */
function Caption({ step, last }: { step: ReplayStep; last: number }) {
  const turn = step.state.turnCount;
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-card bg-black/25 px-4 py-3 ring-1 ring-white/10"
      aria-live="polite"
    >
      <span
        className="order-1 rounded-pill bg-white/15 px-3 py-0.5 text-xs font-extrabold uppercase tracking-widest text-sun"
        data-testid="replay-turn"
      >
        {REPLAY_TEXT.turn(turn)}
      </span>
      <p
        key={step.index}
        className="order-3 min-w-0 basis-full break-words font-display text-lg font-extrabold text-white motion-safe:animate-[dd-rise_0.3s_ease-out] sm:order-2 sm:flex-1 sm:basis-0 sm:text-2xl"
        data-testid="replay-caption"
      >
        {step.text}
      </p>
      <span className="order-2 ml-auto text-sm font-bold tabular-nums text-white/60 sm:order-3">
        {REPLAY_TEXT.step(step.index, last)}
      </span>
    </div>
  );
}

function ResultBanner({ state, names }: { state: ReplayState; names: (id: number) => string }) {
  const reason = winReasonText(state.winReason);
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card bg-sun px-4 py-3 text-ink shadow-pop motion-safe:animate-[dd-rise_0.4s_ease-out]"
      data-testid="replay-result"
    >
      <span aria-hidden className="text-3xl motion-safe:animate-[dd-pop_0.6s_ease-out]">
        {state.winner === null ? '🤝' : '🏆'}
      </span>
      <p className="font-display text-xl font-extrabold sm:text-2xl">
        {state.winner === null ? REPLAY_TEXT.tie : REPLAY_TEXT.won(names(state.winner))}
      </p>
      {reason && <p className="font-bold text-ink-soft">· {reason}</p>}
    </div>
  );
}

/** The logged actions in words, for a record the engine could not replay (no positions to show). */
function ActionLog({ replay }: { replay: CardReplay }) {
  const names = nameOf(replay);
  return (
    <section aria-labelledby="action-log-title" className="rounded-card bg-white/10 p-4 ring-1 ring-white/15">
      <h2 id="action-log-title" className="text-sm font-extrabold uppercase tracking-wider text-white/80">
        {REPLAY_TEXT.moveLog} · {replay.actions.length}
      </h2>
      <ol className="mt-2 flex flex-col gap-1 text-sm text-white/85" data-testid="move-log">
        {replay.actions.map((action) => (
          <li key={action.n} className="flex gap-2">
            <span className="w-6 shrink-0 text-right tabular-nums opacity-70">{action.n}</span>
            {moveText(action, names)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function BackLinks() {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <ButtonLink to={href('cardGameLobby')} variant="secondary">
        {REPLAY_TEXT.backToLobby}
      </ButtonLink>
    </div>
  );
}
