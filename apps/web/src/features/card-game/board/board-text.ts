/** The board's visible texts, exactly as the community spec writes them (sections 2 and 8). */
export const BOARD_TEXT = {
  yourTurn: 'Your Turn',
  opponentsTurn: "Opponent's Turn",
  you: 'YOU',
  opponent: 'OPPONENT',
  buyPower: 'Buy Power',
  energy: (x: number, max: number) => `Energy ${x} / ${max}`,
  timeouts: (x: number) => `Timeouts ${x} / 3`,
  yourPlayed: 'Your Played Cards:',
  opponentPlayed: 'Opponent Played Cards:',
  noneplayed: 'No cards played yet',
  endTurn: 'End Turn',
  forfeit: 'Forfeit',
  manageDecks: 'Manage Decks',
  playCard: 'Play Card',
  notEnoughEnergy: 'Not enough energy',
  playedCard: 'Played card',
  victory: 'Victory',
  defeat: 'Defeat',
  tie: 'Tie Game',
  won: 'Congratulations! You won!',
  lost: 'Better luck next time!',
  tied: "It's a tie! Great game!",
  winner: 'Winner',
  loser: 'Loser',
  result: 'Result',
  turnsPlayed: 'Turns Played',
  finalBuyPower: 'Final Buy Power',
  playAgain: 'Play Again',
  backToLobby: 'Back to Lobby',
  somethingWrong: 'Something went wrong',
  refreshPage: 'Refresh Page',
  /* Section 8's play alerts. */
  cardNotAvailable: 'Card not available - please wait for the game to sync and try again.',
  notEnoughEnergyAlert: 'Not enough energy to play this card',
  notYourTurn: "It's not your turn",
  anotherCardPlaying: 'Please wait - another card is being played',
  playFailed: 'Failed to play card',
  createFailed: (message: string) => `Failed to create card match: ${message}`,
  /* Our own, for what the spec leaves open. */
  forfeitConfirm: 'Forfeit this match? Your opponent wins.',
  loading: 'Dealing the cards...',
  loadFailed: 'Could not load this match.',
  logInToPlay: 'Please log in to play',
  practice: 'Practice vs bot',
  unknownCard: (id: string) => `Unknown card: ${id}`,
  /* What a screen reader hears while a card is dragged (dnd-kit's live region): names and places, never ids. */
  dragInstructions:
    'To pick up a card, press Space. Press Arrow Up to move it over the table, then Space or Enter to play it there, or Escape to put it back.',
  dragPickedUp: (card: string) => `Picked up ${card} from your hand.`,
  dragOverTable: (card: string) => `${card} is over the table. Drop it here to play it.`,
  dragOffTable: (card: string) => `${card} is no longer over the table.`,
  dragDropped: (card: string) => `Dropped ${card} on the table.`,
  dragPutBack: (card: string) => `${card} was not dropped on the table and stays in your hand.`,
  dragCancelled: (card: string) => `Cancelled. ${card} is back in your hand.`,
} as const;

export type PlayFailure = 'not-in-hand' | 'energy' | 'turn' | 'other';

/** Which of the spec's play errors a server message is (section 8: recognised by what it contains). */
export function playFailure(message: string): PlayFailure {
  if (message.includes('Card not in hand')) return 'not-in-hand';
  if (message.includes('Not enough energy')) return 'energy';
  if (message.includes('Not your turn')) return 'turn';
  return 'other';
}

export function playFailureText(failure: PlayFailure): string {
  switch (failure) {
    case 'not-in-hand':
      return BOARD_TEXT.cardNotAvailable;
    case 'energy':
      return BOARD_TEXT.notEnoughEnergyAlert;
    case 'turn':
      return BOARD_TEXT.notYourTurn;
    case 'other':
      return BOARD_TEXT.playFailed;
  }
}
