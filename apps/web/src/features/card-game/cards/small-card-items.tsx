import type { CardDefinitionDto } from '@dd/contracts';
import { CardFace } from './card-face';

interface SmallCardItemsProps {
  /** The cards in order; one may stand more than once. */
  cardIds: readonly string[];
  cards: ReadonlyMap<string, CardDefinitionDto>;
  /** What each item is to the tests ('played-card', 'seat-hand-card'); `data-card-id` says which card. */
  testId: string;
  className: string;
}

/** Small face-up cards as the items of a list (the table's rows, a replay seat's hand). */
export function SmallCardItems({ cardIds, cards, testId, className }: SmallCardItemsProps) {
  return cardIds.map((id, i) => (
    <li key={`${id}-${i}`} className={className} data-testid={testId} data-card-id={id}>
      <CardFace cardId={id} card={cards.get(id)} size="sm" />
    </li>
  ));
}
