/**
 * Tests only: lets a waiter sleep until something arrives or its time is up. A socket's message handler calls
 * `wake()`; a reader that found nothing new calls `sleep(ms)` and looks again when it resolves.
 */
export class WakeSignal {
  private waiter: (() => void) | null = null;

  sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        this.waiter = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiter = () => {
        clearTimeout(timer);
        done();
      };
    });
  }

  wake(): void {
    this.waiter?.();
  }
}
