/**
 * The texts of the account settings page (/settings), one object per section, so each section's words are in one
 * place for the web and the tests.
 */
export const SETTINGS_TEXT = {
  title: 'Settings',
  intro: 'Your password, e-mail address, signed-in devices and your data.',
  mustLogIn: 'Please log in to manage your account.',
  menuLink: 'Settings',
} as const;
