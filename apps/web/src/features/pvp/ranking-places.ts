/**
 * Places on the rankings: one more than the number of players rated strictly higher, so equal ratings share a
 * place (1, 1, 3), as profiles count a player's rank.
 */
export function rankingPlaces(ratings: readonly number[]): number[] {
  return ratings.map((rating) => 1 + ratings.filter((other) => other > rating).length);
}
