import type { CardMatchStateResponse } from '@dd/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRealtimeStatus } from '../../../lib/realtime/use-realtime';
import { cardApi } from '../api';
import { useCards } from '../cards/use-cards';
import { cardKeys } from '../query-keys';
import { BOARD_TEXT, playFailure, playFailureText } from './board-text';
import { turnKey } from './blitz-timer';
import { boardView, cardBlockedReason, withoutOneCard } from './board-view';
import { PlayLock } from './play-lock';
import { resyncDelays, shouldSkipSync, syncIntervalMs, type BoardAction } from './sync-schedule';

type State = CardMatchStateResponse;
type SeatKey = 'playerA' | 'playerB';

const mySeat = (state: State): SeatKey => (state.playerId === state.playerAId ? 'playerA' : 'playerB');

/** The state with the asking player's hand replaced. */
function withHand(state: State, hand: (string | null)[]): State {
  const seat = mySeat(state);
  return { ...state, [seat]: { ...state[seat], hand } };
}

/**
 * The board's match and its actions (community spec section 4): the sync (every 3 s without push, skipped while
 * a card is being played or within 2 s of the last play, forced re-syncs after the player's own actions), the
 * optimistic card play under the one-play lock, end turn, forfeit, and the section 8 alerts.
 */
export function useBoard(matchId: number, meId: number) {
  const queryClient = useQueryClient();
  const key = cardKeys.match(matchId);
  const pushUp = useRealtimeStatus() === 'open';
  const lock = useRef(new PlayLock()).current;
  const timers = useRef<number[]>([]);
  const [alert, setAlert] = useState<{ text: string; at: number } | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);
  const [forfeiting, setForfeiting] = useState(false);

  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const current = queryClient.getQueryData<State>(key);
      // A read now would race the play in flight and put the played card back for a moment.
      if (current && shouldSkipSync({ playing: lock.playing, lastPlayAt: lock.lastPlayAt, now: Date.now() })) {
        return current;
      }
      return cardApi.matchState(matchId, meId, signal);
    },
    refetchInterval: (q) => syncIntervalMs(pushUp, q.state.data ? q.state.data.gameStatus !== 'in_progress' : false),
    refetchIntervalInBackground: true,
  });
  const cards = useCards(query.data?.cardSet);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const say = useCallback((text: string) => setAlert({ text, at: Date.now() }), []);

  /** Reads the match now, past the quiet window: the board's own action has landed and it wants the truth. */
  const syncNow = useCallback(() => {
    cardApi.matchState(matchId, meId).then(
      (next) => {
        if (!lock.playing) queryClient.setQueryData(key, next);
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is derived from matchId.
  }, [matchId, meId, lock, queryClient]);

  const resyncAfter = useCallback(
    (action: BoardAction) => {
      for (const delay of resyncDelays(action)) timers.current.push(window.setTimeout(syncNow, delay));
    },
    [syncNow],
  );

  const state = query.data;

  const play = useCallback(
    (cardId: string) => {
      const current = queryClient.getQueryData<State>(key);
      if (!current || current.gameStatus !== 'in_progress') return;
      const view = boardView(current);
      if (!view.myTurn) return say(BOARD_TEXT.notYourTurn);
      if (!view.me.hand.includes(cardId)) return say(BOARD_TEXT.cardNotAvailable);
      if (lock.playing) return say(BOARD_TEXT.anotherCardPlaying);
      const blocked = cardBlockedReason(view.me, cards.byId.get(cardId));
      if (blocked === BOARD_TEXT.notEnoughEnergy) return say(BOARD_TEXT.notEnoughEnergyAlert);
      // Already on the table this turn: the server would refuse it ('Played card').
      if (blocked === BOARD_TEXT.playedCard) return say(BOARD_TEXT.playFailed);
      if (!lock.tryAcquire(Date.now())) return say(BOARD_TEXT.anotherCardPlaying);
      setPlaying(cardId);
      const handBefore = view.me.hand;
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<State>(key, (s) => (s ? withHand(s, withoutOneCard(boardView(s).me.hand, cardId)) : s));
      cardApi
        .playCard(matchId, meId, cardId)
        .then(
          (next) => {
            queryClient.setQueryData(key, next);
            resyncAfter('play');
          },
          (error: unknown) => {
            queryClient.setQueryData<State>(key, (s) => (s ? withHand(s, handBefore) : s));
            const failure = playFailure(error instanceof ApiError && error.fromServer ? error.message : '');
            say(playFailureText(failure));
            if (failure === 'not-in-hand') {
              lock.release();
              syncNow();
            }
          },
        )
        .finally(() => {
          lock.release();
          setPlaying(null);
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is derived from matchId.
    [queryClient, matchId, meId, lock, cards.byId, say, resyncAfter, syncNow],
  );

  const endTurn = useCallback(
    (isTimeout = false) => {
      setEnding(true);
      cardApi
        .endTurn(matchId, meId, isTimeout)
        .then(
          (next) => queryClient.setQueryData(key, next),
          (error: unknown) => {
            // A timeout the server already applied is no news: the re-syncs show it.
            if (!isTimeout) say(errorMessage(error, 'Failed to end turn'));
          },
        )
        .finally(() => {
          setEnding(false);
          resyncAfter(isTimeout ? 'timeout' : 'end-turn');
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is derived from matchId.
    [matchId, meId, queryClient, say, resyncAfter],
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
        queryClient.setQueryData(key, fresh);
        if (boardView(fresh).myTurn && turnKey(fresh.turnCount, fresh.currentTurn) === turn) endTurn(true);
        else resyncAfter('timeout');
      },
      () => endTurn(true),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is derived from matchId.
  }, [queryClient, matchId, meId, endTurn, resyncAfter]);

  const forfeit = useCallback(() => {
    setForfeiting(true);
    cardApi
      .forfeit(matchId, meId)
      .then(
        (next) => queryClient.setQueryData(key, next),
        (error: unknown) => say(errorMessage(error, 'Failed to forfeit')),
      )
      .finally(() => setForfeiting(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is derived from matchId.
  }, [matchId, meId, queryClient, say]);

  return {
    query,
    state,
    cards,
    pushUp,
    play,
    playing,
    endTurn,
    timeOut,
    ending,
    forfeit,
    forfeiting,
    alert,
    dismissAlert: useCallback(() => setAlert(null), []),
  };
}
