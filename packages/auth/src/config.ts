/** Prefix of every stored key (spec section 3: keys are prefixed with the app title). */
export const APP_TITLE = 'HostDesk';
/** Cookie defaults (spec section 9): path /, 30 days. */
export const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
