import { REPLAY_TEXT, type CardMode, type FinishedCardMatch } from '@dd/contracts';
import { winReasonText } from '../board/board-view';

export type FinishedResult = 'won' | 'lost' | 'tie';

/** One finished match as a list row shows it, from the side of the member whose list it is. */
export interface FinishedRow {
  matchId: number;
  result: FinishedResult;
  resultText: string;
  opponent: { id: number; name: string };
  mode: CardMode;
  practice: boolean;
  turns: number;
  reason: string;
  endedAt: string;
  replayable: boolean;
}

const RESULT_TEXT: Record<FinishedResult, string> = {
  won: REPLAY_TEXT.resultWon,
  lost: REPLAY_TEXT.resultLost,
  tie: REPLAY_TEXT.resultTie,
};

export function finishedRow(match: FinishedCardMatch, userId: number): FinishedRow {
  const mine = match.playerB.id === userId ? match.playerB : match.playerA;
  const theirs = mine === match.playerA ? match.playerB : match.playerA;
  const result: FinishedResult = match.winner === null ? 'tie' : match.winner === mine.id ? 'won' : 'lost';
  return {
    matchId: match.matchId,
    result,
    resultText: RESULT_TEXT[result],
    opponent: { id: theirs.id, name: theirs.username },
    mode: match.mode,
    practice: match.practice,
    turns: match.turnCount,
    reason: winReasonText(match.winReason),
    endedAt: match.endedAt,
    replayable: match.replayable,
  };
}
