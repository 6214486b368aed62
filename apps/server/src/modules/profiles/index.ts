import { routedModule, type AppModule, type Platform } from '../module.js';
import { profilesRoutes } from './profiles.routes.js';
import { ProfilesService, type ProfilesServiceDeps } from './profiles.service.js';

/** Public profiles, profile edits and follows. Owns follows. */
export function profilesModule(
  platform: Platform,
  deps: Omit<ProfilesServiceDeps, 'db' | 'media' | 'clock'>,
): AppModule<ProfilesService> {
  const service = new ProfilesService({
    db: platform.db,
    ...deps,
    media: platform.media,
    clock: platform.clock,
  });
  return routedModule('profiles', service, profilesRoutes, { profiles: service });
}
