import {
  PUZZLE_GAME_ID,
  type GameScoreResponse,
  type LeaderboardResponse,
  type MemoryFlipResponse,
  type MemoryStartResponse,
} from '@dd/contracts';
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

/** POST /api/game/memory/start: a new play dealt by the server (the member's unfinished one is abandoned). */
export function startPlay(): Promise<MemoryStartResponse> {
  return api<MemoryStartResponse>('/api/game/memory/start', { method: 'POST' });
}

/** POST /api/game/memory/{playId}/flip: the turned card's face, the moves, and the score after the last pair. */
export function flipCard(playId: number, index: number): Promise<MemoryFlipResponse> {
  return api<MemoryFlipResponse>(`/api/game/memory/${playId}/flip`, { method: 'POST', body: { index } });
}

/**
 * POST /api/game/score {game_id: 'puzzle', score, play_id}: records the finished play the server scored. A success
 * refreshes the leaderboard and the member's account data (points, the profile's puzzle score and rank).
 */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ score, playId }: { score: number; playId: number }) =>
      api<GameScoreResponse>('/api/game/score', {
        method: 'POST',
        body: { game_id: PUZZLE_GAME_ID, score, play_id: playId },
      }),
    // Not awaited: 'Score submitted!' shows at once, the other screens catch up in the background.
    onSuccess: () => {
      void invalidateLeaderboard(queryClient);
      void invalidateAccount(queryClient);
    },
  });
}
