import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueService } from './catalogue.service.js';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async () => {};
