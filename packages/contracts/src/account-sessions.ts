import { z } from 'zod';

/**
 * The member's signed-in devices (settings page): each session by its public id (random, never the token or its
 * hash), when it started and was last used, and a coarse device label read from the browser's User-Agent.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  device: z.string(),
  /** The session this request came with ('This device'). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

/** Any short text: an id that is not one of the member's sessions answers 404, never a validation message. */
export const sessionIdParamsSchema = z.object({ id: z.string().max(64) });

export const revokeOthersResponseSchema = z.object({ success: z.literal(true), ended: z.number().int() });
export type RevokeOthersResponse = z.infer<typeof revokeOthersResponseSchema>;

/** The sessions section of the settings page and the server's answers about sessions. */
export const SESSIONS_TEXT = {
  title: 'Signed-in devices',
  description: 'Where your account is signed in. Sign out of a device you do not use or do not recognise.',
  loading: 'Loading your devices…',
  loadFailed: 'Your devices could not be loaded. Please try again.',
  retry: 'Try again',
  thisDevice: 'This device',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutOthers: 'Sign out of all other devices',
  signingOutOthers: 'Signing out…',
  onlyThisDevice: 'You are signed in on this device only.',
  signOutFailed: 'That device could not be signed out. Please try again.',
  othersSignedOut: (n: number) => (n === 1 ? 'Signed out of 1 other device.' : `Signed out of ${n} other devices.`),
  notFound: 'That session does not exist or has already ended.',
  unknownDevice: 'Unknown device',
} as const;
