import { routedModule, type AppModule, type Platform } from '../module.js';
import { suggestionsRoutes } from './suggestions.routes.js';
import { SuggestionsService } from './suggestions.service.js';

/** Products visitors suggest. Owns product_suggestions. */
export function suggestionsModule(platform: Platform): AppModule<SuggestionsService> {
  const service = new SuggestionsService({ db: platform.db, clock: platform.clock });
  return routedModule('suggestions', service, suggestionsRoutes, { suggestions: service });
}
