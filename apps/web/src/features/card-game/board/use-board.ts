import { useCallback, useMemo, useRef, useState } from 'react';
import { cardApi } from '../api';
import { useCards } from '../cards/use-cards';
import { BOARD_TEXT } from './board-text';
import { turnKey } from './blitz-timer';
import { boardView } from './board-view';
import { shownState } from './optimistic-play';
import { playCheck } from './play-check';
import { PlayLock } from './play-lock';
import { useEndTurn, useForfeit, usePlayCard } from './use-board-moves';
import { useMatchSync } from './use-match-sync';

/**
 * The board's match and its actions (community spec section 4): the sync (use-match-sync.ts), the optimistic
 * card play under the one-play lock (on the table at once, back in the hand with the spec's alert when
 * refused), end turn, the timeout of the player's own clock, forfeit (use-board-moves.ts), and the section 8
 * alerts.
 */
export function useBoard(matchId: number, meId: number) {
  const lock = useRef(new PlayLock()).current;
  const sync = useMatchSync(matchId, meId, lock);
  const [alert, setAlert] = useState<{ text: string; at: number } | null>(null);
  const say = useCallback((text: string) => setAlert({ text, at: Date.now() }), []);
  const moves = { matchId, meId, sync, say };
  const playCard = usePlayCard(moves, lock);
  const { endTurn: sendEndTurn, ending } = useEndTurn(moves);
  const { forfeit, forfeiting } = useForfeit(moves);
  const cards = useCards(sync.query.data?.cardSet);

  const server = sync.query.data;
  const { pending } = playCard;
  const state = useMemo(() => (server ? shownState(server, pending) : undefined), [server, pending]);

  const { held, offer, resyncAfter } = sync;
  const sendPlay = playCard.play;
  const play = useCallback(
    (cardId: string) => {
      const shown = held();
      if (!shown) return;
      // The engine's own check of the play, on the state the board holds.
      const check = playCheck(shown, cardId, lock.playing);
      if (check === 'ignore') return;
      if (check !== 'send') return say(check.alert);
      if (!lock.tryAcquire(Date.now())) return say(BOARD_TEXT.anotherCardPlaying);
      // On the table at once, before the server answers; the answer (or its refusal) replaces it.
      sendPlay({ cardId, cost: cards.byId.get(cardId)?.cost ?? 0, baseVersion: shown.version });
    },
    [held, lock, say, sendPlay, cards.byId],
  );

  const endTurn = useCallback((isTimeout = false) => sendEndTurn(isTimeout), [sendEndTurn]);

  /**
   * The clock ran out on the player's own turn: read the match first (the server may have ended the turn for
   * its clock already, and a second end would only be refused), then end it, flagged as a timeout.
   */
  const timeOut = useCallback(() => {
    const before = held();
    if (!before) return;
    const turn = turnKey(before.turnCount, before.currentTurn);
    cardApi.matchState(matchId, meId).then(
      (fresh) => {
        offer(fresh);
        if (boardView(fresh).myTurn && turnKey(fresh.turnCount, fresh.currentTurn) === turn) sendEndTurn(true);
        else resyncAfter('timeout');
      },
      () => sendEndTurn(true),
    );
  }, [held, matchId, meId, offer, sendEndTurn, resyncAfter]);

  return {
    query: sync.query,
    state,
    cards,
    pushUp: sync.pushUp,
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
