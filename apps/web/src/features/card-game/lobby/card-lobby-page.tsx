import { href, REPLAY_TEXT, TOPICS, type CardMode } from '@dd/contracts';
import { getCard, WIN_BUY_POWER } from '@dd/game';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { errorMessage } from '../../../lib/api-client';
import { useRealtimeStatus, useRealtimeTopic } from '../../../lib/realtime/use-realtime';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { cardApi } from '../api';
import { CardArt } from '../cards/card-art';
import { FinishedMatches } from '../finished/finished-matches';
import { cardKeys } from '../query-keys';
import { ActiveGames } from './active-games';
import { GameGuide } from './game-guide';
import {
  asyncActive,
  asyncFull,
  joinFailureText,
  LOBBY_TEXT,
  modeButton,
  MODES,
  practiceProminent,
  queueSizeOf,
  searchStatus,
} from './lobby-view';
import { GamePanelButton } from '../../../components/game-panel-button';
import { ModeCard } from './mode-card';
import { PracticeEntry } from './practice-entry';
import { useCardSearch } from './use-card-search';
import { useCardQueueStatus, useUserGames } from './use-lobby-data';
import { GlowPanel } from '../../../components/glow-panel';

/** The deck manager (its own chunk): loaded when a member opens it. */
const DeckManagerModal = lazy(() =>
  import('../decks/deck-manager-modal').then((m) => ({ default: m.DeckManagerModal })),
);

const PRACTICE_FAILED = 'Could not start a practice game. Please try again.';

/**
 * /card-game-lobby: running games, the blitz and async queues, practice against the bot, the member's recent
 * games with their replays, and the game guide.
 */
export default function CardGameLobbyPage() {
  useDocumentTitle(LOBBY_TEXT.title);
  const { loggedIn, user } = useSession();
  const [decksOpen, setDecksOpen] = useState(false);
  const meId = loggedIn && user ? Number(user.id) : null;
  return (
    <Page className="flex flex-col gap-8 sm:gap-10">
      <LobbyHeader loggedIn={meId !== null} onManageDecks={() => setDecksOpen(true)} />
      {/* Keyed by member: another login in this tab starts with a fresh search. */}
      {meId !== null ? <MemberLobby key={meId} meId={meId} /> : <VisitorLobby />}
      <GameGuide />
      {decksOpen && (
        <Suspense fallback={null}>
          <DeckManagerModal open={decksOpen} onClose={() => setDecksOpen(false)} />
        </Suspense>
      )}
    </Page>
  );
}

function LobbyHeader({ loggedIn, onManageDecks }: { loggedIn: boolean; onManageDecks: () => void }) {
  return (
    <GlowPanel
      as="header"
      className="rounded-card bg-ink px-5 py-6 text-white shadow-pop sm:px-10 sm:py-10"
      glows={['-right-24 -top-28 size-80 bg-zap/60', '-bottom-28 left-1/3 size-64 bg-hot/30']}
      contentClassName="flex flex-col gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={href('home')}
          className="inline-flex min-h-11 items-center gap-2 rounded-pill pr-3 font-bold text-white/85 hover:text-sun"
        >
          <span aria-hidden>←</span>
          {LOBBY_TEXT.backToHome}
        </Link>
        {loggedIn && (
          <GamePanelButton kind="outline" size="sm" onClick={onManageDecks}>
            <span aria-hidden>🗃️</span>
            {LOBBY_TEXT.manageDecks}
          </GamePanelButton>
        )}
      </div>
      <div className="flex items-center justify-between gap-6">
        <div className="flex min-w-0 flex-col gap-3">
          <p className="self-start rounded-pill bg-sun px-3 py-1 text-xs font-extrabold uppercase tracking-widest text-ink">
            Card Battle · 1 vs 1
          </p>
          <h1 className="text-4xl font-extrabold leading-[1.05] sm:text-6xl">{LOBBY_TEXT.title}</h1>
          <p className="max-w-xl text-white/80 sm:text-lg">
            Build a deck of questionable purchases and race your opponent to {WIN_BUY_POWER} Buy Power. Quick Blitz or
            slow-burn Async: pick your pace.
          </p>
        </div>
        <FannedCards />
      </div>
    </GlowPanel>
  );
}

/** Three of the cards fanned out beside the title (decoration, from the tablet width up). */
function FannedCards() {
  // Names and costs from the engine's current set, so a balance change shows here too.
  const cards = [
    { id: 'impulse_buy', turn: '-rotate-12 translate-y-2' },
    { id: 'the_butler', turn: 'rotate-0 -translate-y-2' },
    { id: 'flash_sale', turn: 'rotate-12 translate-y-2' },
  ].map((card) => ({ ...card, name: getCard(card.id)?.name ?? card.id, cost: getCard(card.id)?.cost ?? 1 }));
  return (
    <div aria-hidden className="relative hidden h-44 w-[18.5rem] shrink-0 md:block">
      {cards.map((card, i) => (
        <span
          key={card.id}
          className={`absolute top-2 flex h-40 w-28 flex-col overflow-hidden rounded-2xl border-4 border-white bg-white text-ink shadow-pop ${card.turn}`}
          style={{ left: `${i * 88}px` }}
        >
          <CardArt cardId={card.id} className="aspect-[4/3] w-full" />
          <span className="flex flex-1 flex-col items-center justify-center gap-1 px-1 text-center">
            <span className="text-xs font-extrabold leading-tight">{card.name}</span>
            <span className="rounded-pill bg-ink px-2 text-[10px] font-bold text-white">{card.cost} energy</span>
          </span>
        </span>
      ))}
    </div>
  );
}

function VisitorLobby() {
  const queue = useCardQueueStatus();
  return (
    <>
      <p className="rounded-card bg-sun/40 px-5 py-4 text-center font-bold">
        <span aria-hidden>🔒 </span>
        Log in to join a queue, practice against the bot and build your decks.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        {MODES.map((mode) => (
          <ModeCard
            key={mode}
            mode={mode}
            loggedIn={false}
            queueSize={queueSizeOf(mode, queue.data)}
            asyncCount={null}
            button={modeButton(mode, { loggedIn: false, searching: null, asyncFull: false })}
            searching={null}
            error={null}
            onJoin={() => undefined}
            onCancel={() => undefined}
          />
        ))}
      </div>
    </>
  );
}

function MemberLobby({ meId }: { meId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pushUp = useRealtimeStatus() === 'open';
  const games = useUserGames(true, pushUp);
  const queue = useCardQueueStatus(pushUp);
  useRealtimeTopic(TOPICS.cardQueue);

  const openMatch = useCallback(
    (matchId: number) => {
      void queryClient.invalidateQueries({ queryKey: cardKeys.userGames });
      void navigate(href('cardGame', { matchId }));
    },
    [navigate, queryClient],
  );
  const search = useCardSearch(pushUp, openMatch);
  const leave = useMutation({
    mutationFn: cardApi.leaveQueue,
    // Not left: the pairing came meanwhile, and its game is in the list now.
    onSettled: () => Promise.all([games.refetch(), queue.refetch()]),
  });
  const practice = useMutation({
    mutationFn: (mode: CardMode) => cardApi.practice(mode),
    onSuccess: ({ matchId }) => openMatch(matchId),
  });

  const searching = search.state.mode;
  const running = games.data?.games ?? [];
  const full = asyncFull(running);
  const prominent = practiceProminent(queue.data) && searching === null;
  const joinButton = (mode: CardMode) => {
    const button = modeButton(mode, { loggedIn: true, searching, asyncFull: full });
    // A join sent before the leave of the search just cancelled is answered would be undone by it.
    return leave.isPending ? { ...button, disabled: true } : button;
  };
  const practiceEntry = (
    <PracticeEntry
      prominent={prominent}
      pending={practice.isPending}
      disabled={searching !== null}
      error={practice.isError ? errorMessage(practice.error, PRACTICE_FAILED) : null}
      onPractice={(mode) => practice.mutate(mode)}
    />
  );

  const activeGames = (
    <ActiveGames
      games={games.data?.games}
      meId={meId}
      loading={games.isPending}
      error={games.isError ? errorMessage(games.error, 'Could not load your games.') : null}
    />
  );
  // Running games lead (they may wait on this member); without any, practice does when the queues are empty.
  const gamesFirst = running.length > 0;

  return (
    <>
      {gamesFirst && activeGames}
      {prominent && practiceEntry}
      {!gamesFirst && activeGames}
      <div className="grid gap-6 lg:grid-cols-2">
        {MODES.map((mode) => (
          <ModeCard
            key={mode}
            mode={mode}
            loggedIn
            queueSize={queueSizeOf(mode, queue.data)}
            asyncCount={asyncActive(running)}
            button={joinButton(mode)}
            searching={
              searching === mode ? { status: searchStatus(mode, queue.data), cancelling: leave.isPending } : null
            }
            error={search.state.failure?.mode === mode ? joinFailureText(mode, search.state.failure.error) : null}
            onJoin={() => {
              if (search.start(mode)) void queue.refetch();
            }}
            onCancel={() => {
              if (search.cancel()) leave.mutate();
            }}
          />
        ))}
      </div>
      {!prominent && practiceEntry}
      <FinishedMatches userId={meId} title={REPLAY_TEXT.recentGames} empty={REPLAY_TEXT.noGamesYou} />
    </>
  );
}
