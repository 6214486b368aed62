/**
 * One card play at a time (community spec section 4): a second play while one runs is refused with
 * 'Please wait - another card is being played'. Also remembers when the last play started, for the sync's
 * quiet window, and wakes the reads that wait for the play to land.
 */
export class PlayLock {
  private busy = false;
  private last: number | null = null;
  private waiters = new Set<() => void>();

  /** Takes the lock for a play starting at `now`; false when another play holds it. */
  tryAcquire(now: number): boolean {
    if (this.busy) return false;
    this.busy = true;
    this.last = now;
    return true;
  }

  release(): void {
    this.busy = false;
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }

  get playing(): boolean {
    return this.busy;
  }

  get lastPlayAt(): number | null {
    return this.last;
  }

  /** Resolves once no play runs (at once when none does); rejects when `signal` aborts first. */
  released(signal?: AbortSignal): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const wake = () => {
        signal?.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        this.waiters.delete(wake);
        reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      };
      if (signal?.aborted) return abort();
      this.waiters.add(wake);
      signal?.addEventListener('abort', abort, { once: true });
    });
  }
}
