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

export const AUTH_TEXT = {
  newsletterLabel: 'Sign me up for awesome deals!',
  passwordsDoNotMatch: 'Passwords do not match',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  autoLoginFailed: 'Auto-login failed',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  authRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

export const WISHLIST_TEXT = {
  loginRequired: 'You need to login to your account to have a wishlist',
  mustLogIn: 'You must be logged in to view your wishlist.',
  loadFailed: 'Failed to load wishlist.',
  updateFailed: 'Failed to update wishlist',
  privacyFailed: 'Failed to update wishlist privacy.',
  removeFailed: 'Failed to remove item from wishlist.',
  sharedMissing: 'This wishlist does not exist or is not public.',
  productNotFound: 'Product not found',
} as const;

export const PROFILE_TEXT = {
  loadFailed: 'Failed to load profile.',
  userNotFound: 'User not found.',
  mustLogIn: 'You must be logged in to view your profile.',
  notRanked: '(Not ranked)',
  save: 'Save Changes',
  saving: 'Saving...',
  uploadPhoto: 'Upload Photo',
  createWishlist: 'Create Wishlist',
  myWishlist: 'My Wishlist',
  recentThreads: 'Recent Threads',
  cannotFollowSelf: 'You cannot follow yourself',
} as const;

export const REWARDS_TEXT = {
  loggedOut: 'Please log in to view your rewards.',
  howToEarn: 'How to Earn Points',
  pointsLabel: 'POINTS',
  balanceFailed: 'Failed to fetch balance',
  pointsFailed: 'Failed to fetch points.',
} as const;

export const UPLOAD_TEXT = {
  notAnImage: 'Please upload a JPEG, PNG or WebP image',
  tooLarge: 'Image is too large (max 5 MB)',
  missing: 'Please choose an image to upload',
} as const;
