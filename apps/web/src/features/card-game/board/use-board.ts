import type { CardMatchStateResponse } from '@dd/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useRealtimeStatus } from '../../../lib/realtime/use-realtime';
import { cardApi } from '../api';
import { useCards } from '../cards/use-cards';
import { cardKeys } from '../query-keys';
import { BOARD_TEXT } from './board-text';
import { turnKey } from './blitz-timer';
import { boardView } from './board-view';
import { readMatch } from './match-sync';
import { newerState, shownState, type PendingPlay } from './optimistic-play';
import { playCheck, playRefusal } from './play-check';
import { PlayLock } from './play-lock';
import { resyncDelays, versionCheckMs, type BoardAction } from './sync-schedule';

type State = CardMatchStateResponse;

/**
 * The board's match and its actions (community spec section 4): the sync (match-sync.ts: every `card.match`
 * event read, put off while the board's own play could be raced but never dropped; the version checked every
 * 3 s while the opponent is on turn; forced re-syncs after the player's own actions; an older answer never
 * shown over a newer one), the optimistic card play under the one-play lock (on the table at once, back in
 * the hand with the spec's alert when refused), end turn, forfeit, and the section 8 alerts.
 */
export function useBoard(matchId: number, meId: number) {
  const queryClient = useQueryClient();
  const key = useMemo(() => cardKeys.match(matchId), [matchId]);
  const pushUp = useRealtimeStatus() === 'open';
  const lock = useRef(new PlayLock()).current;
  const timers = useRef<number[]>([]);
  const [alert, setAlert] = useState<{ text: string; at: number } | null>(null);
  const [pending, setPending] = useState<PendingPlay | null>(null);
  const [ending, setEnding] = useState(false);
  const [forfeiting, setForfeiting] = useState(false);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      readMatch(
        {
          now: Date.now,
          lock,
          shown: () => queryClient.getQueryData<State>(key),
          fetchState: (s) => cardApi.matchState(matchId, meId, s),
        },
        signal,
      ),
  });
  const cards = useCards(query.data?.cardSet);

  const server = query.data;
  const state = useMemo(() => (server ? shownState(server, pending) : undefined), [server, pending]);
  const checkEvery = server
    ? versionCheckMs(pushUp, boardView(server).myTurn, server.gameStatus !== 'in_progress')
    : false;

  // The version check: cheap enough to run every 3 s while waiting; the whole state is read only when it moved.
  useEffect(() => {
    if (checkEvery === false) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      cardApi.matchVersion(matchId, controller.signal).then(
        (answer) => {
          const shown = queryClient.getQueryData<State>(key);
          if (!shown || answer.version > shown.version) void queryClient.invalidateQueries({ queryKey: key });
        },
        () => undefined,
      );
    }, checkEvery);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [checkEvery, matchId, key, queryClient]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const say = useCallback((text: string) => setAlert({ text, at: Date.now() }), []);

  /** Shows a state the server answered, unless a newer one is shown already. */
  const offer = useCallback(
    (next: State) => queryClient.setQueryData<State>(key, (shown) => newerState(shown, next)),
    [queryClient, key],
  );

  /** Reads the match now, past the quiet window: the board's own action has landed and it wants the truth. */
  const syncNow = useCallback(() => {
    cardApi.matchState(matchId, meId).then(offer, () => undefined);
  }, [matchId, meId, offer]);

  const resyncAfter = useCallback(
    (action: BoardAction) => {
      for (const delay of resyncDelays(action)) timers.current.push(window.setTimeout(syncNow, delay));
    },
    [syncNow],
  );

  const play = useCallback(
    (cardId: string) => {
      const held = queryClient.getQueryData<State>(key);
      if (!held) return;
      // The engine's own check of the play, on the state the board holds.
      const check = playCheck(held, cardId, lock.playing);
      if (check === 'ignore') return;
      if (check !== 'send') return say(check.alert);
      if (!lock.tryAcquire(Date.now())) return say(BOARD_TEXT.anotherCardPlaying);
      // On the table at once, before the server answers; the answer (or its refusal) replaces it.
      setPending({ cardId, cost: cards.byId.get(cardId)?.cost ?? 0, baseVersion: held.version });
      cardApi
        .playCard(matchId, meId, cardId)
        .then(
          (next) => {
            offer(next);
            resyncAfter('play');
          },
          (error: unknown) => {
            // Refused: the card goes back to the hand, with the spec's alert for the answer's code.
            setPending(null);
            const refusal = playRefusal(error);
            say(refusal.alert);
            if (refusal.resync) syncNow();
          },
        )
        // Taken, the overlay stays: it stops applying once the board holds the answer (a newer version), so the
        // card never flashes back between the two.
        .finally(() => lock.release());
    },
    [queryClient, key, matchId, meId, lock, cards.byId, say, offer, resyncAfter, syncNow],
  );

  const endTurn = useCallback(
    (isTimeout = false) => {
      setEnding(true);
      cardApi
        .endTurn(matchId, meId, isTimeout)
        .then(offer, (error: unknown) => {
          // A timeout the server already applied is no news: the re-syncs show it.
          if (!isTimeout) say(errorMessage(error, 'Failed to end turn'));
        })
        .finally(() => {
          setEnding(false);
          resyncAfter(isTimeout ? 'timeout' : 'end-turn');
        });
    },
    [matchId, meId, offer, say, resyncAfter],
  );

  /**
   * The clock ran out on the player's own turn: read the match first (the server may have ended the turn for
   * its clock already, and a second end would only be refused), then end it, flagged as a timeout.
   */
  const timeOut = useCallback(() => {
    const before = queryClient.getQueryData<State>(key);
    if (!before) return;
    const turn = turnKey(before.turnCount, before.currentTurn);
    cardApi.matchState(matchId, meId).then(
      (fresh) => {
        offer(fresh);
        if (boardView(fresh).myTurn && turnKey(fresh.turnCount, fresh.currentTurn) === turn) endTurn(true);
        else resyncAfter('timeout');
      },
      () => endTurn(true),
    );
  }, [queryClient, key, matchId, meId, offer, endTurn, resyncAfter]);

  const forfeit = useCallback(() => {
    setForfeiting(true);
    cardApi
      .forfeit(matchId, meId)
      .then(offer, (error: unknown) => say(errorMessage(error, 'Failed to forfeit')))
      .finally(() => setForfeiting(false));
  }, [matchId, meId, offer, say]);

  return {
    query,
    state,
    cards,
    pushUp,
    play,
    endTurn,
    timeOut,
    ending,
    forfeit,
    forfeiting,
    alert,
    dismissAlert: useCallback(() => setAlert(null), []),
  };
}
