/**
 * The card game's replay screen and finished-match lists (issue 21: fair play). The community spec has no words
 * for them; these are ours. Zod-free, so the pages that show them load no schema code.
 */

export const REPLAY_TEXT = {
  title: 'Card Battle Replay',
  watchReplay: 'Watch replay',
  loading: 'Loading the replay...',
  loadFailed: 'Could not load this replay.',
  notFound: 'No replay for this match',
  notFoundDetail: 'There is no finished match with this number, or it was played before replays were kept.',
  stillRunning: 'This match is still being played',
  stillRunningDetail: 'Its replay opens when the match ends: the seed of its shuffle stays secret until then.',
  backToLobby: 'Back to Lobby',
  /* The move log. */
  dealt: (first: string) => `Cards dealt: ${first} moves first`,
  played: (player: string, card: string) => `${player} played ${card}`,
  endedTurn: (player: string) => `${player} ended the turn`,
  timedOut: (player: string) => `${player} timed out`,
  forfeited: (player: string) => `${player} forfeited`,
  moveLog: 'Moves',
  step: (n: number, total: number) => `Move ${n} of ${total}`,
  turn: (n: number) => `Turn ${n}`,
  hand: (n: number) => `Hand ${n}`,
  deckAndDiscard: (deck: number, discard: number) => `Deck ${deck} · Discard ${discard}`,
  onTurn: 'On turn',
  playedThisTurn: (player: string) => `${player}'s cards this turn`,
  /* The controls. */
  first: 'First move',
  back: 'Step back',
  forward: 'Step forward',
  last: 'Last move',
  play: 'Play',
  pause: 'Pause',
  speed: 'Speed',
  slider: 'Move',
  keysHint: 'Arrow keys step through the moves.',
  /* The result. */
  won: (player: string) => `${player} won`,
  tie: 'Tie game',
  /* The verification. */
  checking: 'Checking the shuffle...',
  verified: 'Shuffle verified against the commitment',
  verifiedDetail: (moves: number) =>
    `Your browser hashed the seed (SHA-256) and got the commitment both players saw before the first move, then replayed the ${moves} ${moves === 1 ? 'move' : 'moves'} from that seed and reached exactly the recorded result.`,
  notVerified: 'Not verified',
  commitmentMismatch: 'The seed does not hash to the commitment: this is not the shuffle the players were promised.',
  actionRefused: (n: number, message: string) =>
    `Move ${n} cannot be replayed from this seed (${message}): the record does not hold together.`,
  finalMismatch: 'Replaying the moves from this seed does not reach the recorded result.',
  replayFailed: (message: string) => `This match cannot be replayed: ${message}`,
  commitment: 'Commitment (SHA-256 of the seed)',
  seed: 'Seed',
  /* Finished-match lists (the lobby, the public profile). */
  recentGames: 'Recent games',
  recentCardGames: 'Recent card games',
  noGamesYou: 'No finished games yet. Your results and their replays show up here.',
  noGames: (name: string) => `${name} has not finished a card game yet.`,
  listLoading: 'Loading games...',
  listFailed: 'Could not load the finished games.',
  showMore: 'Show more',
  resultWon: 'Won',
  resultLost: 'Lost',
  resultTie: 'Tie',
  versus: 'vs',
  turns: (n: number) => `${n} ${n === 1 ? 'turn' : 'turns'}`,
  practice: 'Practice',
  noReplay: 'No replay (played before replays)',
} as const;
