import { PVP_TEXT, TOPICS, type PvpMatch, href } from '@dd/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { EmojiArt, PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useRealtimeStatus, useRealtimeTopic } from '../../lib/realtime/use-realtime';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { GamePanelButton } from '../../components/game-panel-button';
import { useJoinQueue, useLeaveQueue, useMyMatch, useQueueStatus } from './api';
import { countdownPhase, serverClockOffset } from './countdown';
import { countdownStart, duelPlayers, lobbyScreen, queueText, type DuelPlayer } from './match-view';
import { queuePollMs } from './poll-intervals';
import { DUEL_RULES, type DuelLocationState } from './duel-text';
import { useLeaveQueueOnExit } from './use-leave-queue-on-exit';
import { useNow } from './use-now';
import { Fighter, Versus } from './versus';
import { EmojiTile } from '../../components/emoji-tile';
import { PanelAlert } from '../../components/panel-alert';
import { GlowPanel } from '../../components/glow-panel';

/** /pvp-lobby: Quick Play, the search for an opponent, then 'Get Ready' and the 3-2-1 (community spec section 2). */
export default function LobbyPage() {
  useDocumentTitle('PvP Lobby');
  const { loggedIn, user } = useSession();
  return (
    <Page className="max-w-5xl">
      <PageHeader
        title="PvP Lobby"
        art={<EmojiArt emoji="⚔️" />}
        subtitle="Challenge another member to a Reach 10 duel: quick, simple, and way more tense than it looks."
      />
      {loggedIn && user ? (
        <MemberLobby
          me={{ id: Number(user.id), username: user.username, name: nameOf(user), avatarUrl: user.avatar_url }}
        />
      ) : (
        <SignInPrompt message={PVP_TEXT.logInToPlay} returnTo={href('pvpLobby')} />
      )}
    </Page>
  );
}

function nameOf(user: { username: string; display_name: string | null }): string {
  return user.display_name ?? (user.username || 'You');
}

function MemberLobby({ me }: { me: DuelPlayer }) {
  const [searching, setSearching] = useState(false);
  const join = useJoinQueue();
  const leave = useLeaveQueue();
  const pushUp = useRealtimeStatus() === 'open';
  const matchQuery = useMyMatch(searching && join.isSuccess, 'lobby', pushUp);
  // Until this search's join has answered, whatever the cache holds is an older match.
  const match = searching && join.isSuccess ? matchQuery.data?.match : undefined;
  const screen = lobbyScreen(true, searching, match);
  const waiting = screen === 'searching' && match?.status === 'pending';
  const queue = useQueueStatus(waiting, queuePollMs(match ?? null, pushUp));
  useRealtimeTopic(waiting ? TOPICS.pvpQueue : null);
  useLeaveQueueOnExit(waiting);

  const start = () => {
    setSearching(true);
    join.mutate(undefined, { onError: () => setSearching(false) });
  };
  const cancel = () =>
    leave.mutate(undefined, {
      // Not left: the match was paired meanwhile, and the poll (or push) brings 'Get Ready'.
      onSuccess: (response) => {
        if (response.left) setSearching(false);
      },
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:gap-8">
      <GlowPanel
        aria-labelledby="quick-play-title"
        className="flex min-h-[26rem] flex-col rounded-card bg-ink px-5 py-8 text-white shadow-pop sm:px-10 sm:py-10"
        glows={['-right-20 -top-24 size-72 bg-zap/50', '-bottom-24 -left-16 size-64 bg-hot/30']}
        contentClassName="flex flex-1 flex-col"
      >
        {screen === 'found' && match ? (
          <GetReady match={match} meId={me.id} receivedAt={matchQuery.dataUpdatedAt} />
        ) : screen === 'searching' ? (
          <Searching
            me={me}
            queueLine={queue.data ? queueText(queue.data.count) : null}
            queueError={queue.isError && !queue.data ? errorMessage(queue.error, PVP_TEXT.queueStatusFailed) : null}
            matchError={matchQuery.isError ? errorMessage(matchQuery.error, PVP_TEXT.fetchMatchFailed) : null}
            onCancel={cancel}
            cancelling={leave.isPending || !join.isSuccess}
            cancelError={leave.isError ? errorMessage(leave.error, 'Could not leave the queue.') : null}
          />
        ) : (
          <QuickPlay
            me={me}
            onStart={start}
            error={join.isError ? errorMessage(join.error, PVP_TEXT.joinQueueFailed) : null}
          />
        )}
      </GlowPanel>
      <HowItWorks />
    </div>
  );
}

function QuickPlay({ me, onStart, error }: { me: DuelPlayer; onStart: () => void; error: string | null }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-between gap-8 text-center">
      <div className="flex flex-col items-center gap-2">
        <p className="rounded-pill bg-sun px-3 py-1 text-xs font-extrabold uppercase tracking-widest text-ink">
          1 vs 1 · Live
        </p>
        <h2 id="quick-play-title" className="text-4xl font-extrabold sm:text-5xl">
          {PVP_TEXT.quickPlay}
        </h2>
        <p className="max-w-sm text-white/80">We pair you with the next member who wants a duel.</p>
      </div>
      <Versus
        left={<Fighter player={me} side="left" label="You" />}
        right={<Fighter player={null} side="right" label="Opponent" />}
      />
      <div className="flex w-full flex-col items-center gap-3">
        <GamePanelButton kind="bright" size="xl" onClick={onStart} className="w-full max-w-xs">
          {PVP_TEXT.startMatch}
        </GamePanelButton>
        <PanelAlert>{error}</PanelAlert>
      </div>
    </div>
  );
}

interface SearchingProps {
  me: DuelPlayer;
  queueLine: string | null;
  queueError: string | null;
  matchError: string | null;
  onCancel: () => void;
  cancelling: boolean;
  cancelError: string | null;
}

function Searching({ me, queueLine, queueError, matchError, onCancel, cancelling, cancelError }: SearchingProps) {
  return (
    <div className="flex flex-1 flex-col items-center justify-between gap-8 text-center">
      <div className="flex flex-col items-center gap-2" role="status" aria-live="polite">
        <h2 id="quick-play-title" className="text-3xl font-extrabold sm:text-4xl">
          {PVP_TEXT.searching}
        </h2>
        <p className="min-h-6 font-bold text-sun" data-testid="queue-text">
          {queueLine ?? queueError ?? ''}
        </p>
      </div>
      <Versus
        left={<Fighter player={me} side="left" label="You" />}
        right={<Fighter player={null} side="right" label="Searching" />}
        center={<Radar />}
      />
      <div className="flex w-full flex-col items-center gap-3">
        <GamePanelButton kind="outline" size="md" onClick={onCancel} disabled={cancelling} className="w-full max-w-xs">
          Cancel
        </GamePanelButton>
        <PanelAlert>{cancelError ?? matchError}</PanelAlert>
      </div>
    </div>
  );
}

/** The searching state's middle piece: a sonar ping. */
function Radar() {
  return (
    <span aria-hidden className="relative flex size-14 items-center justify-center sm:size-16">
      <span className="absolute inset-0 rounded-full bg-sun/40 motion-safe:animate-ping" />
      <span className="relative flex size-12 items-center justify-center rounded-full bg-sun text-2xl sm:size-14">
        🔍
      </span>
    </span>
  );
}

/**
 * Both players and the 3-2-1 at the server's countdown time, then the duel. The time is read on the server's
 * clock as this browser estimates it (countdown.ts), so a browser with a wrong clock still counts with the other.
 */
function GetReady({ match, meId, receivedAt }: { match: PvpMatch; meId: number; receivedAt: number }) {
  const navigate = useNavigate();
  const offset = usePinnedOffset(match, receivedAt);
  const now = useNow(true, 100);
  const startAt = Date.parse(countdownStart(match) ?? '');
  const phase = countdownPhase(now + offset, startAt);
  const { me, opponent } = duelPlayers(match, meId);

  useEffect(() => {
    if (phase.kind === 'go') {
      const state: DuelLocationState = { countedDown: match.id };
      void navigate(href('pvpDuel'), { state });
    }
  }, [phase.kind, match.id, navigate]);

  return (
    <div className="flex flex-1 flex-col items-center justify-between gap-8 text-center">
      <div className="flex flex-col items-center gap-2">
        <h2 id="quick-play-title" className="text-4xl font-extrabold text-sun sm:text-6xl">
          {PVP_TEXT.getReady}
        </h2>
        <p className="text-white/80">
          {me.name} vs {opponent?.name ?? 'your opponent'}
        </p>
      </div>
      <Versus
        left={<Fighter player={me} side="left" label="You" size="lg" />}
        right={<Fighter player={opponent} side="right" label="Opponent" size="lg" />}
        center={
          <span
            role="timer"
            aria-live="assertive"
            aria-label={phase.kind === 'count' ? String(phase.n) : PVP_TEXT.getReady}
            data-testid="countdown"
            className="flex size-20 items-center justify-center rounded-full bg-sun font-display font-extrabold text-ink shadow-pop sm:size-24"
          >
            <span
              key={phase.kind === 'count' ? phase.n : phase.kind}
              className={cn(
                'motion-safe:animate-[dd-pop_0.5s_ease-out]',
                phase.kind === 'count' ? 'text-5xl sm:text-6xl' : 'text-2xl sm:text-3xl',
              )}
            >
              {phase.kind === 'count' ? phase.n : phase.kind === 'go' ? 'GO' : 'VS'}
            </span>
          </span>
        }
      />
      <p className="font-bold text-white/80">First to 10 wins. Fingers ready!</p>
    </div>
  );
}

/**
 * The server-clock offset, taken from the first answer that showed this match paired and kept: later reads of
 * the same unchanged match arrive later and would make the server's clock look slower than it is.
 */
function usePinnedOffset(match: PvpMatch, receivedAt: number): number {
  const [pinned, setPinned] = useState<{ matchId: number; offset: number } | null>(null);
  if (pinned?.matchId === match.id) return pinned.offset;
  // Adjusting state while rendering (React's pattern for values derived from an earlier render).
  const next = { matchId: match.id, offset: serverClockOffset(match.updated_at, receivedAt) ?? 0 };
  setPinned(next);
  return next.offset;
}

function HowItWorks() {
  return (
    <aside className="flex flex-col gap-5 rounded-card bg-surface p-6 shadow-card sm:p-8">
      <h2 className="text-2xl font-extrabold">How Reach 10 works</h2>
      <ol className="flex flex-col gap-4">
        {DUEL_RULES.map((rule, i) => (
          <li key={rule.text} className="flex items-start gap-3">
            <EmojiTile emoji={rule.emoji} className="size-10 rounded-2xl bg-sun/40 text-xl" />
            <p className="pt-2 text-ink-soft">
              <span className="sr-only">{i + 1}. </span>
              {rule.text}
            </p>
          </li>
        ))}
      </ol>
      <Link
        to={href('pvpLeaderboard')}
        className="mt-auto inline-flex min-h-11 items-center gap-2 self-start font-bold text-zap underline-offset-2 hover:text-zap-dark hover:underline"
      >
        📊 See the {PVP_TEXT.rankingsTitle}
      </Link>
    </aside>
  );
}
