import { mailingPlatform, routedModule, type AppModule, type Platform } from '../module.js';
import type { PointsService } from '../points/points.service.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { NewsletterService } from './newsletter.service.js';

/** Newsletter subscriptions, welcome mail and unsubscribe links. Owns newsletter_subscribers. */
export function newsletterModule(platform: Platform, deps: { points: PointsService }): AppModule<NewsletterService> {
  const service = new NewsletterService({
    ...mailingPlatform(platform),
    secret: platform.config.appSecret,
    publicUrl: platform.config.publicUrl,
    siteName: platform.config.siteName,
    points: deps.points,
  });
  return routedModule('newsletter', service, newsletterRoutes, { newsletter: service });
}
