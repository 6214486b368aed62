/** Business constants of storefront spec section 9, shared by server and client. */
export const TAGLINE = "We don't sell anything. We just show you what to buy.";
export const AFFILIATE_DISCLOSURE = 'As an Amazon Associate we earn from qualifying purchases.';
export const ANNOUNCEMENT_FIGURE = '13,200+';

export const PRODUCT_CACHE_MS = 5 * 60 * 1000;
export const FRESH_FINDS_COUNT = 12;
export const TRENDING_COUNT = 8;
export const SPINNER_DELAY_MS = 2000;
export const SPINNER_HISTORY_SIZE = 5;
export const DICE_TICK_MS = 100;
export const DICE_MIN_TICKS = 10;
export const DICE_NAVIGATE_DELAY_MS = 200;
export const EASTER_EGG_MODAL_MS = 5000;
export const EASTER_EGG_MESSAGE_MS = 3000;
export const NEWSLETTER_MODAL_CLOSE_MS = 2000;
export const SUBMIT_REDIRECT_MS = 2000;
export const MOBILE_BREAKPOINT_PX = 768;
export const BANNER_LOOP_MS = 60_000;

export const POINTS = { newsletter: 100, thread: 10, reply: 3, wishlistAdd: 2 } as const;

/** The five products that hide the scavenger-hunt gift button. */
export const EASTER_EGG_PRODUCT_IDS = [
  'egg-glow-cube',
  'egg-rubber-duck-debugger',
  'egg-cat-dj-turntable',
  'egg-mystery-snack-box',
  'egg-pocket-disco-ball',
] as const;

/** Account rules (shared/design/decisions.md). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 500;
/** Uploaded images (avatars, later forum photos and categories). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/** A wishlist holds at most this many products. */
export const WISHLIST_MAX_ITEMS = 500;

/** Registration: redirect to /rewards after 2 s when subscribed, home after 1.2 s, /login after 2 s on failure. */
export const REGISTER_REWARDS_REDIRECT_MS = 2000;
export const REGISTER_HOME_REDIRECT_MS = 1200;
export const AUTO_LOGIN_FAILED_REDIRECT_MS = 2000;
/** Public profile: the puzzle rank is shown only for these places. */
export const PUZZLE_RANK_SHOWN_MAX = 10;
