import { endpoint, memberWire } from '../endpoint.js';
import { accountDataSchema } from '../account-data.js';

const tags = ['account'];

export const accountDataEndpoints = {
  export: endpoint(
    'GET',
    '/api/account/export',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Everything stored about the signed-in member as one JSON file (content-disposition: attachment): account, wishlist, points and their ledger, forum posts, reports filed, follows, blocks, decks, games and scores, sessions (never a token). Limited to a few per member per hour (429 with Retry-After).',
        ok: accountDataSchema,
        errors: [401, 429],
      }),
  ),
};
