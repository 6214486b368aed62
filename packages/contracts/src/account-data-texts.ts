/** The texts of the data export (settings page section and the server's answers), for the web and the tests. */
export const ACCOUNT_DATA_TEXT = {
  title: 'Your data',
  description:
    'Download one JSON file with everything stored about you: your profile and e-mail, wishlist, points, forum posts, reports, follows, blocks, decks, games and signed-in devices.',
  download: 'Download my data',
  downloading: 'Preparing your file…',
  downloaded: 'Your file is downloading.',
  noMember: 'This account no longer exists.',
  failed: 'We could not prepare your file. Please try again.',
  tooMany: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `You have downloaded your data several times in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
} as const;
