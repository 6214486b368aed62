/**
 * Which queue a password derivation waits in, first served first: logins with a valid device token, then
 * logins from addresses with no recent failure (the owner on a new device, a new member), then the rest (anyone
 * whose address has failed lately: where a flood comes from once its first guesses have failed).
 */
export const HASH_LANES = ['device', 'clean', 'rest'] as const;
export type HashLane = (typeof HASH_LANES)[number];

export interface HashLanesOptions {
  /** Derivations running at once for every lane. */
  shared: number;
  /** Extra derivations only the device lane may run, so it never waits behind a running flood either. */
  reservedForDevices: number;
  /** Derivations allowed to wait, per lane; past it that lane refuses at once. */
  maxQueue: number;
}

interface Task {
  start: () => void;
}

/**
 * Runs tasks with a bounded concurrency, taking the next waiting task from the first non-empty lane in
 * HASH_LANES order; the device lane also has reserved slots of its own. Each lane's queue is bounded
 * separately, so a flood filling the rest lane cannot refuse a device-token or clean-address login.
 */
export class HashLanes {
  private sharedActive = 0;
  private reservedActive = 0;
  private readonly queues = new Map<HashLane, Task[]>(HASH_LANES.map((lane) => [lane, []]));

  constructor(private readonly options: HashLanesOptions) {}

  get load(): { active: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.length;
    return { active: this.sharedActive + this.reservedActive, waiting };
  }

  /** The task's result, or null (nothing run) when it would have to wait in a full lane. */
  run<T>(lane: HashLane, task: () => Promise<T>): Promise<T> | null {
    const queue = this.queues.get(lane) as Task[];
    if (!this.canStart(lane) && queue.length >= this.options.maxQueue) return null;
    return new Promise<T>((resolve, reject) => {
      queue.push({
        start: () => {
          const reserved = lane === 'device' && this.reservedActive < this.options.reservedForDevices;
          if (reserved) this.reservedActive += 1;
          else this.sharedActive += 1;
          const done = () => {
            if (reserved) this.reservedActive -= 1;
            else this.sharedActive -= 1;
            this.pump();
          };
          // The slot is freed (and the next task started) before the caller hears back.
          task().finally(done).then(resolve, reject);
        },
      });
      this.pump();
    });
  }

  private canStart(lane: HashLane): boolean {
    // While a device derivation runs on its reserved thread no other starts: fewer derivations share the cores
    // (in the login bench this halved the device logins' median under a flood).
    if (lane !== 'device' && this.reservedActive > 0) return false;
    if (this.sharedActive < this.options.shared) return true;
    return lane === 'device' && this.reservedActive < this.options.reservedForDevices;
  }

  private pump(): void {
    for (const lane of HASH_LANES) {
      const queue = this.queues.get(lane) as Task[];
      while (queue.length > 0 && this.canStart(lane)) (queue.shift() as Task).start();
    }
  }
}
