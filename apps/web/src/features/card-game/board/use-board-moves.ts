import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { cardApi } from '../api';
import type { PendingPlay } from './optimistic-play';
import { playRefusal } from './play-check';
import type { PlayLock } from './play-lock';
import type { MatchSync } from './use-match-sync';

/** What the board's moves need: the match, the sync that shows their answers, and where alerts go. */
export interface MoveDeps {
  matchId: number;
  meId: number;
  sync: Pick<MatchSync, 'offer' | 'syncNow' | 'resyncAfter'>;
  say(text: string): void;
}

/**
 * A card play, optimistic: the play is laid over the server state (`pending`) in the very event that made it, so
 * the card is on the table at once, and stays laid over until the board holds a newer version, so it never
 * flashes back between the answer and its read. A refusal rolls it back (the card returns to the hand) with the
 * spec's alert for the answer's code. The caller takes the one-play lock; it is released once the answer is shown.
 */
export function usePlayCard({ matchId, meId, sync, say }: MoveDeps, lock: PlayLock) {
  const [pending, setPending] = useState<PendingPlay | null>(null);
  const { mutate } = useMutation({
    mutationFn: (play: PendingPlay) => cardApi.playCard(matchId, meId, play.cardId),
    onSuccess: (next) => {
      sync.offer(next);
      sync.resyncAfter('play');
    },
    onError: (error) => {
      setPending(null);
      const refusal = playRefusal(error);
      say(refusal.alert);
      if (refusal.resync) sync.syncNow();
    },
    onSettled: () => lock.release(),
  });
  // Set here rather than in onMutate (a microtask later): the play's own event renders the card on the table.
  const play = useCallback(
    (next: PendingPlay) => {
      setPending(next);
      mutate(next);
    },
    [mutate],
  );
  return { play, pending };
}

/** Ends the player's turn (`true`: flagged as a timeout); re-syncs after it either way. */
export function useEndTurn({ matchId, meId, sync, say }: MoveDeps) {
  const mutation = useMutation({
    mutationFn: (isTimeout: boolean) => cardApi.endTurn(matchId, meId, isTimeout),
    onSuccess: sync.offer,
    onError: (error, isTimeout) => {
      // A timeout the server already applied is no news: the re-syncs show it.
      if (!isTimeout) say(errorMessage(error, 'Failed to end turn'));
    },
    onSettled: (_answer, _error, isTimeout) => sync.resyncAfter(isTimeout ? 'timeout' : 'end-turn'),
  });
  return { endTurn: mutation.mutate, ending: mutation.isPending };
}

export function useForfeit({ matchId, meId, sync, say }: MoveDeps) {
  const mutation = useMutation({
    mutationFn: () => cardApi.forfeit(matchId, meId),
    onSuccess: sync.offer,
    onError: (error) => say(errorMessage(error, 'Failed to forfeit')),
  });
  return { forfeit: () => mutation.mutate(), forfeiting: mutation.isPending };
}
