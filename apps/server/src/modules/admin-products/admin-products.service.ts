import type { Db } from '../../db/dialect.js';
import type { Clock } from '../../platform/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';

export class AdminProductsService {
  constructor(
    readonly deps: { db: Db; catalog: CatalogService; catalogue: CatalogueService; clock: Clock; affiliateTag: string },
  ) {}
}
