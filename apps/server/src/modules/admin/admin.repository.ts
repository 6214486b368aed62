import type { Db } from '../../db/dialect.js';

export class AdminRepository {
  constructor(readonly db: Db) {}
}
