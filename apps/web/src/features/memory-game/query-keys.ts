import type { QueryClient } from '@tanstack/react-query';
import { PUZZLE_GAME_ID } from '@dd/contracts';

/** The memory game's query keys. The leaderboard is public: it is the same for every viewer. */
export const memoryGameKeys = {
  leaderboard: ['memory-game', 'leaderboard', PUZZLE_GAME_ID] as const,
};

/** A score was accepted: the leaderboard may have changed. */
export function invalidateLeaderboard(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: memoryGameKeys.leaderboard });
}
