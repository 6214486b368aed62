import { REPLAY_TEXT, type CardReplay, type CardReplayAction } from '@dd/contracts';
import { getCard } from '@dd/game';

/** A player's name by user id, as the replay names its two seats. */
export type NameOf = (userId: number) => string;

export function nameOf(replay: Pick<CardReplay, 'playerA' | 'playerB'>): NameOf {
  return (userId) =>
    userId === replay.playerA.id
      ? replay.playerA.username
      : userId === replay.playerB.id
        ? replay.playerB.username
        : `#${userId}`;
}

/** A card's name as the card set writes it; an id the set does not know is shown as it is. */
export function cardName(cardId: string | undefined): string {
  if (!cardId) return 'a card';
  return getCard(cardId)?.name ?? cardId;
}

/** One logged action in words: 'alice played Impulse Buy', 'bob ended the turn', 'bob timed out'. */
export function moveText(action: Pick<CardReplayAction, 'type' | 'player' | 'cardId'>, names: NameOf): string {
  const who = names(action.player);
  switch (action.type) {
    case 'play_card':
      return REPLAY_TEXT.played(who, cardName(action.cardId));
    case 'end_turn':
      return REPLAY_TEXT.endedTurn(who);
    case 'timeout':
      return REPLAY_TEXT.timedOut(who);
    case 'forfeit':
      return REPLAY_TEXT.forfeited(who);
  }
}
