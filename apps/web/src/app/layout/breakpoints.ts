import { MOBILE_BREAKPOINT_PX } from '@dd/contracts';

/** Under 768px the header switches to the hamburger menu and tap-toggled dropdowns. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
