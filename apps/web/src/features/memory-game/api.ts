import {
  gameScoreEndpoints,
  memoryGameEndpoints,
  PUZZLE_GAME_ID,
  type MemoryFlipResponse,
  type MemoryStartResponse,
} from '@dd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '../../lib/account-key';
import { call } from '../../lib/api-client';
import { invalidateLeaderboard, memoryGameKeys } from './query-keys';

/** The puzzle's leaderboard -> { leaderboard }, best first. */
export function useLeaderboard() {
  return useQuery({
    queryKey: memoryGameKeys.leaderboard,
    queryFn: ({ signal }) => call(gameScoreEndpoints.leaderboard, { query: { game_id: PUZZLE_GAME_ID } }, { signal }),
    staleTime: 0,
  });
}

/** A new play dealt by the server (the member's unfinished one is abandoned). */
export function startPlay(): Promise<MemoryStartResponse> {
  return call(memoryGameEndpoints.start, {});
}

/** Turns a card of the play over: the turned card's face, the moves, and the score after the last pair. */
export function flipCard(playId: number, index: number): Promise<MemoryFlipResponse> {
  return call(memoryGameEndpoints.flip, { params: { playId }, body: { index } });
}

/**
 * The score call {game_id: 'puzzle', score, play_id}: records the finished play the server scored. A success
 * refreshes the leaderboard and the member's account data (points, the profile's puzzle score and rank).
 */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ score, playId }: { score: number; playId: number }) =>
      call(gameScoreEndpoints.submit, { body: { game_id: PUZZLE_GAME_ID, score, play_id: playId } }),
    // Not awaited: 'Score submitted!' shows at once, the other screens catch up in the background.
    onSuccess: () => {
      void invalidateLeaderboard(queryClient);
      void invalidateAccount(queryClient);
    },
  });
}
