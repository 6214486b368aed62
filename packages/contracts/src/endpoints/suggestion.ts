import { endpoint, publicWire } from '../endpoint.js';
import { submitProductRequestSchema, submitProductResponseSchema } from '../submit.js';

export const suggestionEndpoints = {
  submit: endpoint(
    'POST',
    '/api/submit-product',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(['suggestions'], {
        summary: 'Suggest a product (name and http(s) URL); stored as pending for the admins',
        body: submitProductRequestSchema,
        created: submitProductResponseSchema,
        errors: [400],
      }),
  ),
};
