/**
 * The texts of deleting an account (issue 24): the settings section, its confirm step and the server's refusals.
 * Zod-free, so pages that only show a deleted member's name load no schema code.
 */
export const ACCOUNT_DELETION_TEXT = {
  /** Shown wherever a deleted member's name would be (forum posts, finished games, ranks' history). */
  deletedMember: 'Deleted member',
  title: 'Delete account',
  intro: 'Delete your account and your private data for good. This cannot be undone.',
  open: 'Delete account',
  confirmTitle: 'Delete your account?',
  goesHeading: 'Deleted at once:',
  goes: [
    'your sign-in, e-mail address and every signed-in device',
    'your profile, points, wishlist, card decks, follows and blocks',
    'your newsletter subscription and your places on the leaderboards and in the game queues',
  ],
  staysHeading: "Kept, shown as 'Deleted member':",
  stays: ['your forum threads and replies', 'finished games and the ranks they gave'],
  running: 'Games you are playing now are forfeited: your opponent wins.',
  nameFree: 'Your username becomes free for anyone to register.',
  passwordLabel: 'Your password',
  passwordHint: 'Enter your password to confirm.',
  confirm: 'Delete my account',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  failed: 'Your account could not be deleted. Please try again.',
  /** The notice on the home page afterwards. */
  done: 'Your account has been deleted.',
  wrongPassword: 'That password is not right. Your account was not deleted.',
  tooManyAttempts: (minutes: number) =>
    `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  lastAdmin: 'You are the only admin: make another member an admin before deleting your account.',
  alreadyDeleted: 'This account has already been deleted.',
} as const;

/**
 * Whether a shown member is a deleted account's tombstone: its username is the text itself, which registration can
 * never produce (a space), so it has no profile to link to.
 */
export const isDeletedMember = (username: string): boolean => username === ACCOUNT_DELETION_TEXT.deletedMember;
