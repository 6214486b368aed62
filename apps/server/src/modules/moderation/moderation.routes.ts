import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModerationService } from './moderation.service.js';

export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async () => {};
