import type { CardDefinitionDto } from '@dd/contracts';

type Effect = CardDefinitionDto['effect'];

/** A card's effect in short lines, for the hover tooltip and the details panel ("+2 Buy Power", "Draw 1"). */
export function effectSummary(effect: Effect): string[] {
  const lines: string[] = [];
  if (effect.buyPower) lines.push(`${effect.buyPower > 0 ? '+' : ''}${effect.buyPower} Buy Power`);
  if (effect.damage) lines.push(`Opponent -${effect.damage} Buy Power`);
  if (effect.heal) lines.push(`Recover up to ${effect.heal} Buy Power`);
  if (effect.opponentBuyPower) lines.push(`Opponent +${effect.opponentBuyPower} Buy Power`);
  if (effect.discardAllHands) lines.push('Both discard their hands');
  if (effect.draw) lines.push(effect.discardAllHands ? `Both draw ${effect.draw}` : `Draw ${effect.draw}`);
  if (effect.nextCardFree) lines.push('Next card costs 0');
  if (effect.buff === 'shield') lines.push('Shield: negates the next attack');
  if (effect.buff === 'double') lines.push('Double: next card counts twice');
  return lines;
}
