import { routedModule, type AppModule, type Platform } from '../module.js';
import { forumRoutes } from './forum.routes.js';
import { ForumService, type ForumServiceDeps } from './forum.service.js';

/** Threads and replies, and their push topics. Owns forum_threads, forum_replies. */
export function forumModule(
  platform: Platform,
  deps: Omit<ForumServiceDeps, 'db' | 'media' | 'clock' | 'events' | 'repliesPerHour'>,
): AppModule<ForumService> {
  const service = new ForumService({
    db: platform.db,
    ...deps,
    media: platform.media,
    clock: platform.clock,
    events: platform.bus,
    repliesPerHour: platform.config.forumRepliesPerHour,
  });
  // Every member may follow the thread list and any thread that exists and is not deleted.
  platform.topics.define('forum', (_user, id) => id === null);
  platform.topics.define('thread', (_user, id) => id !== null && service.isLiveThread(id));
  return routedModule('forum', service, forumRoutes, { forum: service });
}
