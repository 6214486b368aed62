import { CONTENT_REPORT_REASONS, MODERATION_TEXT, USER_REPORT_REASONS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  buildReportRequest,
  isUnauthorized,
  reportErrorMessage,
  reportReasons,
  reportTitle,
  type ReportTarget,
} from './report-form';

const user: ReportTarget = { kind: 'user', userId: 7, name: 'Quacky' };
const thread: ReportTarget = { kind: 'content', contentType: 'thread', contentId: 12 };

describe('reportTitle and reportReasons', () => {
  it('names the dialog and lists the reasons of its target', () => {
    expect(reportTitle(user)).toBe('Report User');
    expect(reportTitle(thread)).toBe('Report Content');
    expect(reportReasons(user)).toBe(USER_REPORT_REASONS);
    expect(reportReasons(thread)).toBe(CONTENT_REPORT_REASONS);
  });
});

describe('buildReportRequest', () => {
  it('asks for a reason when none (or an unknown one) is chosen', () => {
    expect(buildReportRequest(user, '', 'x')).toEqual({ error: 'Please select a reason' });
    expect(buildReportRequest(user, '   ', '')).toEqual({ error: 'Please select a reason' });
    // A content-only reason is not a user reason.
    expect(buildReportRequest(user, 'copyright', '')).toEqual({ error: 'Please select a reason' });
  });

  it('builds a user report with the reason value and trimmed details (empty details -> null)', () => {
    expect(buildReportRequest(user, 'harassment', '  keeps spamming me  ')).toEqual({
      request: {
        kind: 'user',
        body: { reported_id: 7, reason: 'harassment', description: 'keeps spamming me' },
      },
    });
    expect(buildReportRequest(user, 'other', '   ')).toMatchObject({ request: { body: { description: null } } });
  });

  it('builds a content report with its type and id', () => {
    expect(buildReportRequest(thread, 'false_information', '')).toEqual({
      request: {
        kind: 'content',
        body: { content_type: 'thread', content_id: 12, reason: 'false_information', description: null },
      },
    });
  });

  it('requires a content target to carry its type', () => {
    const broken = { kind: 'content', contentType: '', contentId: 3 } as unknown as ReportTarget;
    expect(buildReportRequest(broken, 'spam', '')).toEqual({ error: 'Content type is required' });
  });
});

describe('reportErrorMessage', () => {
  it('turns a 401 or a message with unauthorized/401 into the log-in hint', () => {
    expect(reportErrorMessage(new ApiError(401, 'Authentication required.', true))).toBe(MODERATION_TEXT.loginToReport);
    expect(reportErrorMessage(new Error('Unauthorized'))).toBe(MODERATION_TEXT.loginToReport);
    expect(reportErrorMessage(new Error('Request failed (401)'))).toBe(MODERATION_TEXT.loginToReport);
    expect(isUnauthorized(new ApiError(403, 'Forbidden', true))).toBe(false);
  });

  it("shows the server's message, else the fallback", () => {
    expect(reportErrorMessage(new ApiError(400, 'You cannot report yourself.', true))).toBe(
      'You cannot report yourself.',
    );
    expect(reportErrorMessage(new ApiError(500, 'Request failed (500)', false))).toBe('Failed to submit report');
    expect(reportErrorMessage(new ApiError(0, 'Network error', false))).toBe('Failed to submit report');
    expect(reportErrorMessage('boom')).toBe('Failed to submit report');
  });
});
