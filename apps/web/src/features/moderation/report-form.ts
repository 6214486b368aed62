import {
  CONTENT_REPORT_REASONS,
  MODERATION_TEXT,
  USER_REPORT_REASONS,
  type ContentType,
  type ReasonOption,
} from '@dd/contracts';
import { ApiError } from '../../lib/api-client';

/** What a report is about: a member, or one forum thread or reply. */
export type ReportTarget =
  | { kind: 'user'; userId: number; name: string }
  | { kind: 'content'; contentType: 'thread' | 'reply'; contentId: number };

/** Which report call (`moderationEndpoints.reportUser` or `.reportContent`) and its body. */
export type ReportRequest =
  | { kind: 'user'; body: { reported_id: number; reason: string; description: string | null } }
  | {
      kind: 'content';
      body: { content_type: ContentType; content_id: number; reason: string; description: string | null };
    };

export function reportTitle(target: ReportTarget): string {
  return target.kind === 'user' ? MODERATION_TEXT.reportUserTitle : MODERATION_TEXT.reportContentTitle;
}

export function reportReasons(target: ReportTarget): readonly ReasonOption[] {
  return target.kind === 'user' ? USER_REPORT_REASONS : CONTENT_REPORT_REASONS;
}

/**
 * Checks the form (community spec section 5) and builds the request: `{ error }` with the spec's
 * message when the reason (or a content target's type) is missing.
 */
export function buildReportRequest(
  target: ReportTarget,
  reason: string,
  description: string,
): { error: string } | { request: ReportRequest } {
  const value = reason.trim();
  if (!value || !reportReasons(target).some((r) => r.value === value)) {
    return { error: MODERATION_TEXT.pleaseSelectReason };
  }
  const details = description.trim() || null;
  if (target.kind === 'user') {
    return {
      request: {
        kind: 'user',
        body: { reported_id: target.userId, reason: value, description: details },
      },
    };
  }
  if (!target.contentType) return { error: MODERATION_TEXT.contentTypeRequired };
  return {
    request: {
      kind: 'content',
      body: { content_type: target.contentType, content_id: target.contentId, reason: value, description: details },
    },
  };
}

/** True when a failure means "not logged in": a 401, or a message containing unauthorized or 401. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /unauthori[sz]ed|\b401\b/i.test(message);
}

/**
 * The message of a failed report (community spec section 8): the log-in hint for an unauthorized
 * failure, else the server's message, else 'Failed to submit report'.
 */
export function reportErrorMessage(error: unknown): string {
  if (isUnauthorized(error)) return MODERATION_TEXT.loginToReport;
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return MODERATION_TEXT.reportFailed;
}

/** How long the success message stays before the dialog closes itself. */
export const REPORT_SUCCESS_CLOSE_MS = 2000;
