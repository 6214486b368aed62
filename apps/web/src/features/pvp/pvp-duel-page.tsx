import { PVP_OPPONENT_FOUND_MS, PVP_TEXT, TOPICS, type PvpMatch, type PvpMatchStatus, href } from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useFleetingState } from '../../lib/use-fleeting-state';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { StateMessage } from '../../components/state-message';
import { invalidateAccount } from '../../lib/account-key';
import { errorMessage } from '../../lib/api-client';
import { useRealtimeStatus, useRealtimeTopic } from '../../lib/realtime/use-realtime';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { gamePanelButton } from '../../components/game-panel-button';
import { useClearOldMatches, useJoinQueue, useMyMatch, useQueueStatus, useSubmitTurn } from './api';
import { DuelBoard } from './duel-board';
import { DuelResult } from './duel-result';
import type { DuelLocationState } from './duel-text';
import { duelPlayers, duelScreen, opensWithOpponentFound, parseGameState, queueText } from './match-view';
import { queuePollMs } from './poll-intervals';
import { pvpKeys } from './query-keys';
import { useLeaveQueueOnExit } from './use-leave-queue-on-exit';
import { Fighter, Versus } from './versus';
import { PanelAlert } from '../../components/panel-alert';

/** /pvp: the Reach 10 duel, from joining the queue to 'You won!' or 'You lost...' (community spec section 2). */
export default function DuelPage() {
  const { loggedIn, user } = useSession();
  if (!loggedIn || !user) return <LoggedOut />;
  // A new member signing in here starts over.
  return <MemberDuel key={String(user.id)} meId={Number(user.id)} />;
}

function LoggedOut() {
  useDocumentTitle(PVP_TEXT.title);
  return (
    <Page className="flex max-w-3xl flex-col gap-6">
      <DuelHeader />
      <SignInPrompt message={PVP_TEXT.logInToPlay} returnTo={href('pvpDuel')} />
    </Page>
  );
}

function DuelHeader({ opponent }: { opponent?: string | null }) {
  return (
    <header className="flex flex-col items-center gap-0.5 text-center sm:gap-1">
      <p className="text-xs font-extrabold uppercase tracking-[0.25em] text-hot-dark sm:text-sm">⚔️ PvP</p>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{PVP_TEXT.title}</h1>
      {opponent && (
        <p className="max-w-full truncate text-base font-bold text-ink-soft sm:text-lg" data-testid="facing">
          {PVP_TEXT.facing(opponent)}
        </p>
      )}
    </header>
  );
}

function MemberDuel({ meId }: { meId: number }) {
  const location = useLocation();
  const countedDown = (location.state as DuelLocationState | null)?.countedDown ?? null;
  const pushUp = useRealtimeStatus() === 'open';
  const join = useJoinQueue();
  const { mutate: joinQueue } = join;
  const joined = useRef(false);
  useEffect(() => {
    // Once per visit ('Joining queue...'); the server hands back the member's match when there is one.
    if (joined.current) return;
    joined.current = true;
    joinQueue();
  }, [joinQueue]);

  const matchQuery = useMyMatch(join.isSuccess, 'duel', pushUp, meId);
  const match = join.isSuccess ? matchQuery.data?.match : undefined;
  const waiting = match?.status === 'pending';
  const queue = useQueueStatus(waiting, queuePollMs(match ?? null, pushUp));
  useRealtimeTopic(waiting ? TOPICS.pvpQueue : null);
  useLeaveQueueOnExit(waiting);
  const banner = useOpponentFoundBanner(match, countedDown);
  useResultRefresh(match);

  const screen = duelScreen({
    loggedIn: true,
    join: join.isPending || join.isIdle ? 'pending' : join.isError ? 'error' : 'success',
    match,
    meId,
    banner,
  });
  const myTurn = screen.kind === 'playing' && screen.myTurn;
  useDocumentTitle(myTurn ? `Your turn! ${PVP_TEXT.title}` : PVP_TEXT.title);

  const fetchError = matchQuery.isError ? errorMessage(matchQuery.error, PVP_TEXT.fetchMatchFailed) : null;
  let body: ReactNode;
  switch (screen.kind) {
    case 'login':
    case 'joining':
      body = <StateMessage kind="loading" title={PVP_TEXT.joiningQueue} />;
      break;
    case 'join-failed':
      body = (
        <StateMessage kind="error" title={errorMessage(join.error, PVP_TEXT.joinQueueFailed)}>
          <Button variant="secondary" onClick={() => joinQueue()}>
            Try again
          </Button>
        </StateMessage>
      );
      break;
    case 'gone':
      body = (
        <StateMessage kind="empty" title="No duel in progress.">
          <ButtonLink to={href('pvpLobby')}>Go to the lobby</ButtonLink>
        </StateMessage>
      );
      break;
    case 'waiting':
      body = (
        <WaitingRoom
          match={match as PvpMatch}
          meId={meId}
          queueLine={
            queue.data
              ? queueText(queue.data.count)
              : queue.isError
                ? errorMessage(queue.error, PVP_TEXT.queueStatusFailed)
                : null
          }
          error={fetchError}
        />
      );
      break;
    case 'opponent-found':
      body = <OpponentFound match={match as PvpMatch} meId={meId} />;
      break;
    case 'playing':
      body = <Playing match={match as PvpMatch} meId={meId} myTurn={screen.myTurn} fetchError={fetchError} />;
      break;
    case 'result':
      body = <Finished match={match as PvpMatch} meId={meId} won={screen.won} />;
      break;
  }
  const showsOpponent = screen.kind === 'playing' || screen.kind === 'opponent-found' || screen.kind === 'result';
  return (
    // Tighter than a Page: the duel, its total and +1 / +2 fit one screen under the game bar (issue 22).
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4 sm:gap-5 sm:px-6 sm:py-6">
      <DuelHeader opponent={match && showsOpponent ? (duelPlayers(match, meId).opponent?.name ?? null) : null} />
      {body}
    </div>
  );
}

/**
 * 'Opponent found! Game starting...' for 3 s once the match turns active here (match-view.ts says when).
 * Decided while rendering, so the board never flashes before the banner.
 */
function useOpponentFoundBanner(match: PvpMatch | null | undefined, countedDown: number | null): boolean {
  const [seen, setSeen] = useState<PvpMatchStatus | null>(null);
  const [bannerFor, setBannerFor] = useFleetingState<number | null>(null, PVP_OPPONENT_FOUND_MS);
  if (match && match.status !== seen) {
    setSeen(match.status);
    if (opensWithOpponentFound(seen, match, countedDown)) setBannerFor(match.id);
  }
  return bannerFor !== null && bannerFor === match?.id;
}

/** A finished duel moved ratings and points: the rankings and the member's points are read again. */
function useResultRefresh(match: PvpMatch | null | undefined): void {
  const queryClient = useQueryClient();
  const finishedId = match?.status === 'completed' ? match.id : null;
  useEffect(() => {
    if (finishedId === null) return;
    void queryClient.invalidateQueries({ queryKey: pvpKeys.leaderboard });
    void invalidateAccount(queryClient);
  }, [finishedId, queryClient]);
}

function WaitingRoom({
  match,
  meId,
  queueLine,
  error,
}: {
  match: PvpMatch;
  meId: number;
  queueLine: string | null;
  error: string | null;
}) {
  const { me } = duelPlayers(match, meId);
  return (
    <section className="flex flex-col items-center gap-8 rounded-card bg-ink px-5 py-10 text-center text-white shadow-pop sm:px-10">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-2">
        <h2 className="text-3xl font-extrabold sm:text-4xl">{PVP_TEXT.waitingForOpponent}</h2>
        <p className="min-h-6 font-bold text-sun" data-testid="queue-text">
          {queueLine ?? ''}
        </p>
      </div>
      <Versus
        left={<Fighter player={me} side="left" label="You" />}
        right={<Fighter player={null} side="right" label="Searching" />}
      />
      <PanelAlert>{error}</PanelAlert>
      <Link to={href('pvpLobby')} className={gamePanelButton('outline')}>
        Leave the queue
      </Link>
    </section>
  );
}

function OpponentFound({ match, meId }: { match: PvpMatch; meId: number }) {
  const { me, opponent } = duelPlayers(match, meId);
  return (
    <section className="flex flex-col items-center gap-8 rounded-card bg-gradient-to-br from-zap via-hot to-sun px-5 py-10 text-center text-white shadow-pop sm:px-10">
      <h2 role="status" className="text-3xl font-extrabold drop-shadow sm:text-4xl">
        {PVP_TEXT.opponentFound}
      </h2>
      <Versus
        left={<Fighter player={me} side="left" label="You" size="lg" />}
        right={<Fighter player={opponent} side="right" label="Opponent" size="lg" />}
      />
    </section>
  );
}

function Playing({
  match,
  meId,
  myTurn,
  fetchError,
}: {
  match: PvpMatch;
  meId: number;
  myTurn: boolean;
  fetchError: string | null;
}) {
  const submit = useSubmitTurn();
  return (
    <DuelBoard
      match={match}
      meId={meId}
      myTurn={myTurn}
      onAdd={(add) => submit.mutate({ matchId: match.id, add })}
      submitting={submit.isPending}
      error={submit.isError ? errorMessage(submit.error, PVP_TEXT.submitTurnFailed) : fetchError}
    />
  );
}

function Finished({ match, meId, won }: { match: PvpMatch; meId: number; won: boolean }) {
  const navigate = useNavigate();
  const clear = useClearOldMatches();
  return (
    <DuelResult
      match={match}
      meId={meId}
      won={won}
      total={parseGameState(match.game_state).total}
      onPlayAgain={() => clear.mutate(undefined, { onSuccess: () => void navigate(href('pvpLobby')) })}
      clearing={clear.isPending}
      error={clear.isError ? errorMessage(clear.error, PVP_TEXT.clearOldMatchesFailed) : null}
    />
  );
}
