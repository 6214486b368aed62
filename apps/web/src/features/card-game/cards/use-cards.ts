import type { CardDefinitionDto } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cardApi } from '../api';
import { cardKeys } from '../query-keys';

/** The card list (`GET /api/card/cards`), read once per visit: it only changes with a deploy. */
export function useCards() {
  const query = useQuery({
    queryKey: cardKeys.cards,
    queryFn: ({ signal }) => cardApi.cards(signal),
    staleTime: Infinity,
  });
  const byId = useMemo(
    () => new Map<string, CardDefinitionDto>((query.data?.cards ?? []).map((card) => [card.id, card])),
    [query.data],
  );
  return { ...query, byId };
}
