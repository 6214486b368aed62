import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminService } from './admin.service.js';

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async () => {};
