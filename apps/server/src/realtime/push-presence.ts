import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/dialect.js';
import type { Clock, Timer } from '../platform/clock.js';

/** How long an instance's presence rows count without a heartbeat (a crashed instance's rows then stop counting). */
export const PRESENCE_TTL_MS = 90_000;
/** Heartbeats come three times per TTL, so one slow or lost write does not make anyone look away. */
const HEARTBEAT_MS = PRESENCE_TTL_MS / 3;
/** A dead instance's rows are deleted by the others this long after its heartbeat stopped. */
const FORGET_DEAD_AFTER_MS = 24 * 60 * 60 * 1000;

export interface PushPresenceDeps {
  db: { readonly kysely: Executor };
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** This instance's name in the rows (default: host, process and a random part). */
  instance?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Which members have a push socket open on any instance (for the notification e-mails: a member with a tab open
 * sees the bell instead). Each instance writes a row per member with a socket on it when their first socket
 * opens and deletes it when their last one closes (never per message), and keeps one heartbeat row alive; rows of
 * an instance whose heartbeat stopped (a crash) are ignored. Writes are batched: a burst of connects is one
 * insert and one delete, in order, whatever the sockets did meanwhile.
 */
export class PushPresence {
  readonly instance: string;
  private readonly dirty = new Set<number>();
  /** The members this instance's rows name (as last written). */
  private readonly present = new Set<number>();
  private flushing: Promise<void> | null = null;
  private heartbeat: Timer | null = null;
  private beating: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: PushPresenceDeps,
    /** Whether this instance holds a socket of the member now (the hub's own map). */
    private readonly holds: (userId: number) => boolean,
  ) {
    this.instance = (deps.instance ?? `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`).slice(0, 100);
  }

  private get k() {
    return this.deps.db.kysely;
  }

  /** The member's sockets on this instance went from none to some, or from some to none. */
  changed(userId: number): void {
    if (this.stopped) return;
    this.dirty.add(userId);
    this.heartbeat ??= this.deps.clock.setTimeout(() => this.beat(), HEARTBEAT_MS);
    this.startFlush();
  }

  /** Resolves once every change so far is written (tests, and before a shutdown's delete). */
  async settled(): Promise<void> {
    while (this.flushing || this.beating) await (this.flushing ?? this.beating);
  }

  /** The members of `userIds` with a push socket open on a live instance. */
  async onlineAmong(userIds: readonly number[]): Promise<Set<number>> {
    const online = new Set(userIds.filter((id) => this.holds(id)));
    const rest = userIds.filter((id) => !online.has(id));
    if (rest.length === 0) return online;
    const rows = await this.k
      .selectFrom('push_presence')
      .innerJoin('push_instances', 'push_instances.instance', 'push_presence.instance')
      .select('push_presence.user_id')
      .distinct()
      .where('push_presence.user_id', 'in', rest)
      .where('push_instances.alive_until', '>', iso(this.nowMs()))
      .execute();
    for (const row of rows) online.add(row.user_id);
    return online;
  }

  /** Shutdown: this instance's rows go, so nobody counts as online here any more. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.heartbeat?.cancel();
    this.heartbeat = null;
    await this.settled();
    try {
      await this.k.deleteFrom('push_presence').where('instance', '=', this.instance).execute();
      await this.k.deleteFrom('push_instances').where('instance', '=', this.instance).execute();
    } catch (err) {
      // Its heartbeat stops anyway: the rows stop counting within the TTL.
      this.deps.log.error({ err }, 'removing the push presence rows failed');
    }
  }

  private nowMs(): number {
    return this.deps.clock.now().getTime();
  }

  private startFlush(): void {
    if (this.flushing) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
    });
  }

  private async flush(): Promise<void> {
    while (this.dirty.size > 0) {
      const users = [...this.dirty];
      this.dirty.clear();
      const here = users.filter((id) => this.holds(id));
      const gone = users.filter((id) => !this.holds(id));
      try {
        if (here.length > 0) {
          await this.keepAlive();
          await this.k
            .insertInto('push_presence')
            .values(here.map((user_id) => ({ instance: this.instance, user_id })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        for (const id of here) this.present.add(id);
        if (gone.length > 0) {
          await this.k
            .deleteFrom('push_presence')
            .where('instance', '=', this.instance)
            .where('user_id', 'in', gone)
            .execute();
        }
        for (const id of gone) this.present.delete(id);
      } catch (err) {
        // Written again with the next change or heartbeat; until then the member may look away or online.
        for (const id of users) this.dirty.add(id);
        this.deps.log.error({ err }, 'writing push presence failed');
        return;
      }
    }
  }

  /** The instance's row lives TTL from now; never moved back by a slower earlier write. */
  private async keepAlive(): Promise<void> {
    const until = iso(this.nowMs() + PRESENCE_TTL_MS);
    await this.k
      .insertInto('push_instances')
      .values({ instance: this.instance, alive_until: until })
      .onConflict((oc) =>
        oc.column('instance').doUpdateSet({ alive_until: until }).where('push_instances.alive_until', '<', until),
      )
      .execute();
  }

  private beat(): void {
    this.heartbeat = null;
    if (this.stopped) return;
    // Nobody here: the row may lapse (the next socket starts the heartbeat again).
    if (this.present.size === 0 && this.dirty.size === 0) return;
    // The next one is set before this one's write, so a test clock moving far ahead keeps the row alive.
    this.heartbeat = this.deps.clock.setTimeout(() => this.beat(), HEARTBEAT_MS);
    const nowMs = this.nowMs();
    const beat = (async () => {
      try {
        await this.keepAlive();
        // A change that failed to write is tried again here.
        if (this.dirty.size > 0) this.startFlush();
        await this.forgetDead(nowMs);
      } catch (err) {
        this.deps.log.error({ err }, 'the push presence heartbeat failed');
      }
    })();
    this.beating = beat;
    void beat.finally(() => {
      if (this.beating === beat) this.beating = null;
    });
  }

  /** Rows of instances that stopped beating long ago (crashed) are deleted, so the table does not grow. */
  private async forgetDead(nowMs: number): Promise<void> {
    const before = iso(nowMs - FORGET_DEAD_AFTER_MS);
    const dead = this.k.selectFrom('push_instances').select('instance').where('alive_until', '<', before);
    await this.k.deleteFrom('push_presence').where('instance', 'in', dead).execute();
    await this.k.deleteFrom('push_instances').where('alive_until', '<', before).execute();
  }
}
