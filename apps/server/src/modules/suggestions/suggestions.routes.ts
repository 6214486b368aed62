import { SUBMIT_TEXT, submitProductRequestSchema, submitProductResponseSchema } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, errorResponses } from '../../platform/errors.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { SuggestionsService } from './suggestions.service.js';

export const suggestionsRoutes: FastifyPluginAsyncZod<{ suggestions: SuggestionsService }> = async (
  app,
  { suggestions },
) => {
  app.post(
    '/api/submit-product',
    {
      // Answered below with the field's own message ('Product name is required' ...), not a schema path.
      attachValidation: true,
      schema: {
        tags: ['suggestions'],
        summary: 'Suggest a product (name and http(s) URL); stored as pending for the admins',
        body: submitProductRequestSchema,
        response: { 201: submitProductResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest(fieldMessage(request.validationError, 'Product name is required'));
      await suggestions.submit(request.body);
      return reply.status(201).send({ success: true as const, message: SUBMIT_TEXT.success });
    },
  );
};
