import { SPINNER_HISTORY_SIZE } from '@dd/contracts';

/**
 * The ids of the last picks, oldest first (storefront spec section 4, spinner). When the server
 * says every product was excluded (`historyReset`), the history restarts from this pick.
 */
export function recordPick(
  history: readonly string[],
  pickId: string,
  historyReset: boolean,
  size: number = SPINNER_HISTORY_SIZE,
): string[] {
  if (historyReset) return [pickId];
  return [...history.filter((id) => id !== pickId), pickId].slice(-size);
}
