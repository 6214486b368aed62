import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { IMAGE_UPLOAD_MAX_BYTES } from '@dd/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import { registerAdmission } from './admission.js';
import { registerCompression } from './compression.js';
import { registerErrorHandling } from './errors.js';
import { registerRateLimits } from './rate-limits.js';
import { registerSecurity } from './security.js';

/**
 * What every route runs inside, registered before any route: validation, the error envelope, security headers and
 * origin checks, rate limits, compression, the API document, cookies, form and multipart bodies.
 */
export async function registerHttpStack(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  // Handlers are typed against the response schemas at compile time; at run time plain
  // JSON.stringify keeps hot list endpoints fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  // First, so its hooks cover every route registered after it, the API docs included.
  await registerSecurity(app, config);
  // Before the write limits and (registered after this stack) the session lookup: a refusal costs nothing.
  registerAdmission(app, config.admission);
  await registerRateLimits(app, config);
  registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.siteName} API`, version: '1.0.0' },
      servers: [],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
  });
}
