import { FAIR_PLAY, GAME_POINTS, PVP_TURN_IDLE_MS } from '@dd/contracts';

/** What the lobby hands the duel page after its 3-2-1: that match needs no 'Opponent found!' again. */
export interface DuelLocationState {
  countedDown?: number;
}

/** The rules as the lobby explains them. */
export const DUEL_RULES = [
  { emoji: '🤝', text: 'Start a match and we pair you with the next member who wants a duel.' },
  { emoji: '➕', text: 'Take turns adding 1 or 2 to a shared total that starts at 0.' },
  { emoji: '🏁', text: 'Whoever brings the total to 10 wins. Plan a move ahead!' },
  { emoji: '⏱️', text: `No dawdling: ${PVP_TURN_IDLE_MS / 60_000} minutes without a move loses the duel.` },
  {
    emoji: '🏆',
    text:
      `A win earns ${GAME_POINTS.duelWin} points, a loss ${GAME_POINTS.duelLoss}, and your rating moves either way ` +
      `(${FAIR_PLAY.pairGamesPerDay} paid duels a day per opponent, up to ${FAIR_PLAY.dailyGamePoints} game points a day).`,
  },
] as const;
