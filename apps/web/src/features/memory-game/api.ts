import { PUZZLE_GAME_ID, type GameScoreResponse, type LeaderboardResponse } from '@dd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '../../lib/account-key';
import { api } from '../../lib/api-client';
import { invalidateLeaderboard, memoryGameKeys } from './query-keys';

/** GET /api/game/leaderboard?game_id=puzzle -> { leaderboard }, best first. */
export function useLeaderboard() {
  return useQuery({
    queryKey: memoryGameKeys.leaderboard,
    queryFn: ({ signal }) => api<LeaderboardResponse>(`/api/game/leaderboard?game_id=${PUZZLE_GAME_ID}`, { signal }),
    staleTime: 0,
  });
}

/**
 * POST /api/game/score {game_id: 'puzzle', score}. A success refreshes the leaderboard and the member's
 * account data (points, the profile's puzzle score and rank).
 */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (score: number) =>
      api<GameScoreResponse>('/api/game/score', { method: 'POST', body: { game_id: PUZZLE_GAME_ID, score } }),
    // Not awaited: 'Score submitted!' shows at once, the other screens catch up in the background.
    onSuccess: () => {
      void invalidateLeaderboard(queryClient);
      void invalidateAccount(queryClient);
    },
  });
}
