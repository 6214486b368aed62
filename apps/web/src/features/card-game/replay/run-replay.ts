import type { CardReplay } from '@dd/contracts';
import { replayCardMatch } from '@dd/game';
import { engineInput, runOutcome, type RunOutcome } from './replay-check';
import type { ReplayState } from './replay-steps';

/** Re-runs a finished match with the pure engine, in this browser, and compares the end with the recorded one. */
export function runReplay(replay: CardReplay): RunOutcome<ReplayState> {
  try {
    return runOutcome<ReplayState>(replayCardMatch(engineInput(replay)), replay.final);
  } catch (error) {
    // A seed or deck the engine cannot start from: the record does not hold together.
    return runOutcome<ReplayState>(error instanceof Error ? error : new Error(String(error)), replay.final);
  }
}
