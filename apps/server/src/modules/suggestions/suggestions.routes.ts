import { SUBMIT_TEXT, suggestionEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { badRequest } from '../../platform/errors.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { SuggestionsService } from './suggestions.service.js';

export const suggestionsRoutes: FastifyPluginAsyncZod<{ suggestions: SuggestionsService }> = async (
  app,
  { suggestions },
) => {
  serve(
    app,
    suggestionEndpoints.submit,
    async (request, reply) => {
      if (request.validationError) throw badRequest(fieldMessage(request.validationError, 'Product name is required'));
      await suggestions.submit(request.body);
      return reply.status(201).send({ success: true as const, message: SUBMIT_TEXT.success });
    },
    // Answered above with the field's own message ('Product name is required' ...), not a schema path.
    { attachValidation: true },
  );
};
