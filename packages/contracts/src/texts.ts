/** Visible texts shared by server and client; kept free of zod so the web's first load stays small. */
export const NEWSLETTER_TEXT = {
  success: "You're in! Check your email for fresh drops.",
  modalFallbackError: 'Something went wrong. Try again!',
  homeFallbackError: 'Something went wrong. Please try again.',
  loggedOutHint: 'Create an account first to earn 100 points for subscribing!',
  unsubscribed: 'You have been successfully unsubscribed from our newsletter.',
  invalidLink: 'Invalid unsubscribe link. Please check your email and try again.',
  unsubscribeFallbackError: 'An error occurred while unsubscribing.',
} as const;

export const SUBMIT_TEXT = {
  success: 'Thanks! We will take a look.',
  failure: 'Failed to submit product. Please try again.',
} as const;
