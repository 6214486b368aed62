/**
 * The texts of password recovery, the settings page's password and e-mail sections, and their e-mails (issue 24),
 * one object per area, so the web, the server and the tests read the same words.
 */
export const RECOVERY_TEXT = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot Password',
  forgotSubtitle: "Enter your account's e-mail address and we will send you a link to choose a new password.",
  forgotSubmit: 'Send Reset Link',
  forgotPending: 'Sending...',
  forgotFailed: 'Could not send the reset link',
  /** The one answer to every forgot-password request, known address or not. */
  forgotSent:
    'If an account uses that address, we have sent it a link to reset the password. The link works for one hour.',
  backToLogin: 'Back to Log In',
  resetTitle: 'Reset Password',
  resetSubtitle: 'Choose a new password for your account.',
  resetSubmit: 'Set New Password',
  resetPending: 'Saving...',
  resetFailed: 'Could not reset the password',
  resetDone: 'Your password was changed. Every device was signed out; log in with your new password.',
  resetMissingToken: 'This reset link is incomplete. Please open the link from the e-mail again.',
  invalidResetLink: 'This reset link is invalid or has expired.',
  requestNewLink: 'Request a new link',
  logIn: 'Log In',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
} as const;

export const CONFIRM_EMAIL_TEXT = {
  title: 'Confirm E-mail',
  subtitle: 'Finishing the move of your account to its new e-mail address.',
  pending: 'Confirming your new e-mail address...',
  done: 'Your e-mail address is now {email}.',
  invalidLink: 'This confirmation link is invalid or has expired.',
  failed: 'Could not confirm the e-mail address',
  toSettings: 'Go to Settings',
  home: 'Go home',
} as const;

export const PASSWORD_SECTION_TEXT = {
  title: 'Password',
  description: 'Changing your password signs you out on every other device.',
  current: 'Current password',
  submit: 'Change Password',
  pending: 'Changing...',
  failed: 'Could not change the password',
  done: 'Your password was changed. Other devices were signed out.',
  wrongPassword: 'Your current password is not right.',
  tooManyWrong: 'Too many wrong passwords. Please try again in an hour, or reset your password by e-mail.',
} as const;

export const EMAIL_SECTION_TEXT = {
  title: 'E-mail address',
  description: 'We send a confirmation link to the new address; the change happens when you open it.',
  current: 'Current address',
  newEmail: 'New e-mail address',
  password: 'Your password',
  submit: 'Change E-mail',
  pending: 'Sending...',
  failed: 'Could not change the e-mail address',
  /** `{email}`: the new address. */
  sent: 'We sent a confirmation link to {email}. Open it within 24 hours to finish the change.',
  sameAddress: 'That is already your e-mail address.',
  tooMany: 'Too many e-mail changes. Please try again later.',
} as const;

/** The e-mails; `{site}`, `{link}`, `{email}` are filled in by the server. */
export const RECOVERY_MAIL_TEXT = {
  resetSubject: 'Reset your {site} password',
  resetBody: [
    'Someone (hopefully you) asked to reset the password of your {site} account.',
    'Choose a new password here (the link works for one hour, once):',
  ],
  resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  resetButton: 'Choose a new password',
  changedSubject: 'Your password was changed',
  changedBody: 'The password of your {site} account was just changed, and every other device was signed out.',
  changedWarning: 'If this was not you, reset your password now: {link}',
  confirmSubject: 'Confirm your new {site} e-mail address',
  confirmBody: [
    'You asked to use this address for your {site} account.',
    'Confirm it here (the link works for 24 hours, once):',
  ],
  confirmIgnore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
  confirmButton: 'Confirm this address',
  noticeSubject: 'Your {site} e-mail address is being changed',
  noticeBody: 'Someone signed in to your {site} account asked to change its e-mail address to {email}.',
  noticeWarning:
    'The change happens only when the link sent to the new address is opened. If this was not you, change your password now: {link}',
} as const;

/** Fills `{name}` placeholders of the texts above. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
