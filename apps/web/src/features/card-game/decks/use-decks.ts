import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardApi } from '../api';
import { cardKeys } from '../query-keys';

/** The member's decks (starter first), read while the deck manager is open. */
export function useDecks(enabled: boolean) {
  return useQuery({ queryKey: cardKeys.decks, queryFn: ({ signal }) => cardApi.decks(signal), enabled });
}

export interface DeckDraftInput {
  /** Null: a new deck. */
  id: string | null;
  name: string;
  cardIds: string[];
}

/** Save Deck: creates or replaces a deck, then reads the list again. */
export function useSaveDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, cardIds }: DeckDraftInput) =>
      id === null ? cardApi.createDeck(name, cardIds) : cardApi.updateDeck(id, name, cardIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.decks }),
  });
}

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cardApi.deleteDeck(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.decks }),
  });
}

export function useActivateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cardApi.activateDeck(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.decks }),
  });
}
