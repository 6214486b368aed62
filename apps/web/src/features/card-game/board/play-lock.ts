/**
 * One card play at a time (community spec section 4): a second play while one runs is refused with
 * 'Please wait - another card is being played'. Also remembers when the last play started, for the sync's
 * quiet window.
 */
export class PlayLock {
  private busy = false;
  private last: number | null = null;

  /** Takes the lock for a play starting at `now`; false when another play holds it. */
  tryAcquire(now: number): boolean {
    if (this.busy) return false;
    this.busy = true;
    this.last = now;
    return true;
  }

  release(): void {
    this.busy = false;
  }

  get playing(): boolean {
    return this.busy;
  }

  get lastPlayAt(): number | null {
    return this.last;
  }
}
