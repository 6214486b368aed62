import type { Db } from '../../db/dialect.js';
import type { Clock } from '../../platform/clock.js';

export class AdminPasswordGuard {
  constructor(readonly deps: { db: Db; clock: Clock; password: string }) {}
}
