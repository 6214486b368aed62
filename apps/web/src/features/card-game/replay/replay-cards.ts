import type { CardDefinitionDto } from '@dd/contracts';
import { CARDS } from '@dd/game';

/** The card set the engine replays with, in the shape the card faces take (art is drawn from the type). */
export const REPLAY_CARDS: Map<string, CardDefinitionDto> = new Map(
  CARDS.map((card) => [card.id, { ...card, imageUrl: null }]),
);
