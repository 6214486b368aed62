import { endpoint, memberWire, publicWire } from '../endpoint.js';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  forgotPasswordRequestSchema,
  recoveryMessageResponseSchema,
  resetPasswordRequestSchema,
} from '../account-recovery.js';

const tags = ['auth'];

export const accountRecoveryEndpoints = {
  forgotPassword: endpoint(
    'POST',
    '/api/auth/forgot-password',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'Ask for a password reset link. Always the same 200 answer, whether an account uses the address or not; a known address gets an e-mail with a /reset-password link valid for one hour (a newer link voids the older ones; at most 3 mails per address and hour). 429 past the requests allowed per IP.',
        body: forgotPasswordRequestSchema,
        ok: recoveryMessageResponseSchema,
        errors: [400, 429],
      }),
  ),
  resetPassword: endpoint(
    'POST',
    '/api/auth/reset-password',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          "Set a new password with a reset link's token (single use). Ends every session of the account and e-mails a notice. 400 for an invalid, used or expired token; 429 past the requests allowed per IP; 503 when the password-hashing queue is full.",
        body: resetPasswordRequestSchema,
        ok: recoveryMessageResponseSchema,
        errors: [400, 429, 503],
      }),
  ),
  changePassword: endpoint(
    'POST',
    '/api/account/password',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Change your password; every other session ends, this one stays. 400 (code wrong_password) for a wrong current password; 429 after too many wrong ones in an hour.',
        body: changePasswordRequestSchema,
        ok: recoveryMessageResponseSchema,
        errors: [400, 401, 429, 503],
      }),
  ),
  changeEmail: endpoint(
    'POST',
    '/api/account/email',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Ask to change your e-mail address: a confirmation link (/confirm-email, valid 24 hours) goes to the new address and a notice to the old one; the address changes only when the link is opened. 400 (wrong_password) for a wrong password, 409 when the new address is taken, 429 after too many wrong passwords or changes.',
        body: changeEmailRequestSchema,
        ok: recoveryMessageResponseSchema,
        errors: [400, 401, 409, 429, 503],
      }),
  ),
  confirmEmail: endpoint(
    'POST',
    '/api/account/email/confirm',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          "Finish an e-mail change with the confirmation link's token (no login needed: the token is the proof; single use). 400 for an invalid, used or expired token, 409 when the address was taken meanwhile.",
        body: confirmEmailRequestSchema,
        ok: confirmEmailResponseSchema,
        errors: [400, 409, 429],
      }),
  ),
};
