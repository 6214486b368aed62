import type { CardDefinitionDto } from '@dd/contracts';
import { CARD_SET_VERSION, cardSet, isCardSetVersion } from '@dd/game';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cardApi } from '../api';
import { cardKeys } from '../query-keys';

/**
 * The card list (`cardApi.cards`), read once per visit: it only changes with a deploy. A match dealt with
 * an older card set (`cardSet` of its state, issue 22's balance) is shown with that set's numbers, which the
 * engine in this bundle holds, so a card's face says what it does in that match.
 */
export function useCards(matchCardSet?: number) {
  const query = useQuery({
    queryKey: cardKeys.cards,
    queryFn: ({ signal }) => cardApi.cards(signal),
    staleTime: Infinity,
  });
  const older = isCardSetVersion(matchCardSet) && matchCardSet !== CARD_SET_VERSION ? matchCardSet : undefined;
  const byId = useMemo(() => {
    const list: readonly CardDefinitionDto[] =
      older === undefined
        ? (query.data?.cards ?? [])
        : cardSet(older).map((card) => ({ ...card, effect: { ...card.effect }, imageUrl: null }));
    return new Map<string, CardDefinitionDto>(list.map((card) => [card.id, card]));
  }, [query.data, older]);
  return { ...query, byId };
}
