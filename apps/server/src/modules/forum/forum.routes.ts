import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ForumService } from './forum.service.js';

export const forumRoutes: FastifyPluginAsyncZod<{ forum: ForumService }> = async () => {};
