import { endpoint, memberWire } from '../endpoint.js';
import { deleteAccountRequestSchema } from '../account-deletion.js';
import { successResponseSchema } from '../accounts.js';

const tags = ['account'];

export const accountDeletionEndpoints = {
  deleteAccount: endpoint(
    'DELETE',
    '/api/account',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Delete your account, confirmed with your password: your sign-in, sessions, e-mail address, profile, points, wishlist, decks, follows, blocks, login records and newsletter subscription go in one transaction; forum posts and finished games stay, shown as 'Deleted member'. Running games are forfeited and you leave every queue and leaderboard; the username becomes free. 400 `wrong_password` for a wrong password (counted: 429 with Retry-After past the limit); 409 for the only admin.",
        body: deleteAccountRequestSchema,
        ok: successResponseSchema,
        errors: [400, 401, 409, 429, 503],
      }),
  ),
};
