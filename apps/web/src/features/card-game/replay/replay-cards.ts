import type { CardDefinitionDto } from '@dd/contracts';
import { cardSet, isCardSetVersion, type CardSetVersion } from '@dd/game';

export type ReplayCards = ReadonlyMap<string, CardDefinitionDto>;

const bySet = new Map<CardSetVersion, ReplayCards>();

/**
 * A card set the engine replays with, in the shape the card faces take (art is drawn from the type): a match
 * dealt before a balance change shows its cards' numbers as it was played with them.
 */
export function replayCards(version: CardSetVersion): ReplayCards {
  let cards = bySet.get(version);
  if (!cards) {
    // A set this build does not know (a newer server) shows 'Unknown card' faces rather than wrong numbers.
    const known = isCardSetVersion(version) ? cardSet(version) : [];
    cards = new Map(known.map((card) => [card.id, { ...card, imageUrl: null }]));
    bySet.set(version, cards);
  }
  return cards;
}
