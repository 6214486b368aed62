import type { Db } from '../../db/dialect.js';

export class CatalogueRepository {
  constructor(readonly db: Db) {}
}
