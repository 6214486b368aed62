import type { PvpMatch } from '@dd/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRealtimeStatus } from '../../lib/realtime/use-realtime';
import { createCardMatch, fetchCardGames, rematchKeys } from './card-rematch-api';
import { rematchCreatedByOpponent, rematchPlayers } from './card-rematch';

/** The member's running card games, read while the result is shown: every 3 s, with push up only as a safety net. */
const GAMES_POLL_MS = { push: 15_000, poll: 3_000 } as const;

export interface CardRematch {
  start: () => void;
  pending: boolean;
  error: unknown;
}

/**
 * 'Card Battle rematch' on a finished duel: creates the card match of the two players (the server makes one per
 * duel, whoever asks first) and opens it. The other player, still on this screen, is taken to the same match as
 * soon as it appears among their running games (the card.match push reads them again; polling otherwise).
 */
export function useCardRematch(match: PvpMatch): CardRematch {
  const navigate = useNavigate();
  const pushUp = useRealtimeStatus() === 'open';
  const games = useQuery({
    queryKey: rematchKeys.cardGames,
    queryFn: ({ signal }) => fetchCardGames(signal),
    refetchInterval: pushUp ? GAMES_POLL_MS.push : GAMES_POLL_MS.poll,
    staleTime: 0,
    retry: false,
  });
  // The games running when the result was first read: none of them is this duel's rematch.
  const [known, setKnown] = useState<ReadonlySet<number> | null>(null);
  if (known === null && games.data) setKnown(new Set(games.data.games.map((g) => g.id)));

  const create = useMutation({
    mutationFn: () => {
      const players = rematchPlayers(match);
      if (!players) throw new Error('The duel has no second player');
      return createCardMatch(players.playerAId, players.playerBId);
    },
    onSuccess: ({ matchId }) => navigate(`/card-game/${matchId}`),
  });

  const created = known && games.data ? rematchCreatedByOpponent(games.data.games, known, match) : null;
  const creating = create.isPending || create.isSuccess;
  useEffect(() => {
    if (created !== null && !creating) void navigate(`/card-game/${created}`);
  }, [created, creating, navigate]);

  return { start: () => create.mutate(), pending: create.isPending, error: create.error };
}
