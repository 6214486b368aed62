import { SUBMIT_TEXT, suggestionEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveForm } from '../../platform/endpoint-route.js';
import type { SuggestionsService } from './suggestions.service.js';

export const suggestionsRoutes: FastifyPluginAsyncZod<{ suggestions: SuggestionsService }> = async (
  app,
  { suggestions },
) => {
  serveForm(
    app,
    suggestionEndpoints.submit,
    'Product name is required',
    async (request, reply) => {
      await suggestions.submit(request.body);
      return reply.status(201).send({ success: true as const, message: SUBMIT_TEXT.success });
    },
    // Answered above with the field's own message ('Product name is required' ...), not a schema path.
  );
};
