import type { Clock } from '../../platform/clock.js';
import type { MediaStore } from '../../platform/media-store.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogueRepository } from './catalogue.repository.js';

export interface CatalogueServiceDeps {
  repo: CatalogueRepository;
  catalog: CatalogService;
  media: MediaStore;
  clock: Clock;
}

export class CatalogueService {
  constructor(readonly deps: CatalogueServiceDeps) {}
}
