import type { PvpMatch, UserCardGame } from '@dd/contracts';
import { TURN_SECONDS } from '@dd/game';

/** The finished duel's way on to the card game (community spec sections 2 and 8). */
export const CARD_REMATCH_TEXT = {
  button: 'Card Battle rematch',
  failed: (message: string) => `Failed to create card match: ${message}`,
} as const;

/** The two players of a finished duel, as create-match takes them; null while the duel has no second player. */
export function rematchPlayers(match: PvpMatch): { playerAId: number; playerBId: number } | null {
  return match.player2_id === null ? null : { playerAId: match.player1_id, playerBId: match.player2_id };
}

/**
 * The Card Battle rematch the other player created while this one looks at the result: a running async game
 * (not practice) of these two players that was not among the member's games when the result was first read,
 * and whose current turn started after the duel ended. Null when there is none.
 */
export function rematchCreatedByOpponent(
  games: readonly UserCardGame[],
  known: ReadonlySet<number>,
  match: PvpMatch,
): number | null {
  const players = rematchPlayers(match);
  if (!players) return null;
  const duelEnded = Date.parse(match.updated_at);
  const ofThesePlayers = (g: UserCardGame) =>
    (g.player_a === players.playerAId && g.player_b === players.playerBId) ||
    (g.player_a === players.playerBId && g.player_b === players.playerAId);
  const found = games.find(
    (g) =>
      g.game_mode === 'async' &&
      !g.practice &&
      !known.has(g.id) &&
      ofThesePlayers(g) &&
      Date.parse(g.turn_deadline) - TURN_SECONDS.async * 1000 >= duelEnded,
  );
  return found?.id ?? null;
}
