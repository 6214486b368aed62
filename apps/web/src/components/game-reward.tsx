import { gameRewardLine, type GameRewardFields } from '@dd/contracts';
import { cn } from '../lib/cn';

interface GameRewardProps {
  game: GameRewardFields;
  testId: string;
  className: string;
  /** The colours of a paid line and of an unpaid one (with its reason), for the result screen's background. */
  paidClassName: string;
  unpaidClassName: string;
}

/** A finished game's reward line: the points it paid, or why it paid nothing; nothing for practice. */
export function GameReward({ game, testId, className, paidClassName, unpaidClassName }: GameRewardProps) {
  const reward = gameRewardLine(game);
  if (!reward) return null;
  return (
    <p data-testid={testId} className={cn(className, reward.paid ? paidClassName : unpaidClassName)}>
      {reward.text}
    </p>
  );
}
