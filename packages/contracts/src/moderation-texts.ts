/** Visible texts of reports, blocking and the moderation dashboard (both specs), zod-free. */
export const MODERATION_TEXT = {
  reportUserTitle: 'Report User',
  reportContentTitle: 'Report Content',
  reportingUser: (name: string) => `Reporting user: ${name}`,
  selectReason: 'Select a reason',
  additionalDetails: 'Additional details (optional)',
  cancel: 'Cancel',
  submitReport: 'Submit Report',
  submitting: 'Submitting...',
  reportSubmitted: 'Report submitted successfully!',
  pleaseSelectReason: 'Please select a reason',
  contentTypeRequired: 'Content type is required',
  loginToReport: 'You need to log in to submit a report.',
  reportFailed: 'Failed to submit report',

  block: 'Block',
  unblock: 'Unblock',
  blockFailed: 'Failed to block user',
  unblockFailed: 'Failed to unblock user',
  loginToBlock: 'You must be logged in to block users',
  loginToUnblock: 'You must be logged in to unblock users',
  fetchBlocksFailed: 'Failed to fetch blocked users',
  reportUserFailed: 'Failed to report user',
  reportContentFailed: 'Failed to report content',
  fetchReportsFailed: 'Failed to fetch reports',
  resolveReportFailed: 'Failed to resolve report',
  authenticationRequired: 'Authentication required.',

  cannotBlockSelf: 'You cannot block yourself.',
  cannotReportSelf: 'You cannot report yourself.',
  cannotFollow: 'You cannot follow this user.',
  userNotFound: 'User not found.',
  contentNotFound: 'Content not found.',
  reportNotFound: 'Report not found.',
  reasonInvalid: 'Please select a reason',
  descriptionTooLong: 'Additional details must be at most 1000 characters.',
  alreadyInStatus: (status: string) => `This report is already ${status}.`,
  tooManyReports: 'You have sent too many reports in the last hour. Please try again later.',

  dashboardTitle: 'Moderation',
  resolve: 'Resolve',
  dismiss: 'Dismiss',
  noReports: 'No reports match these filters.',
} as const;

export const REPORT_DESCRIPTION_MAX = 1000;
export const ADMIN_NOTES_MAX = 2000;
/** Reports one member may file per hour (beyond it: 429 tooManyReports), so the queue cannot be flooded. */
export const REPORTS_PER_HOUR = 20;

export interface ReasonOption {
  value: string;
  label: string;
}

/** Community spec section 3: the reasons of a user report. */
export const USER_REPORT_REASONS: readonly ReasonOption[] = [
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'spam', label: 'Spam or unwanted messages' },
  { value: 'inappropriate', label: 'Inappropriate behavior' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'other', label: 'Other' },
];

/** Community spec section 3: the reasons of a content report. */
export const CONTENT_REPORT_REASONS: readonly ReasonOption[] = [
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'false_information', label: 'False information' },
  { value: 'copyright', label: 'Copyright violation' },
  { value: 'other', label: 'Other' },
];

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const CONTENT_TYPES = ['thread', 'reply'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** A reason's label, for lists that store the value. */
export function reasonLabel(value: string, kind: 'user' | 'content'): string {
  const list = kind === 'user' ? USER_REPORT_REASONS : CONTENT_REPORT_REASONS;
  return list.find((r) => r.value === value)?.label ?? value;
}
