// The Google Pay script when VITE_GOOGLE_PAY_SCRIPT_URL is not set: the sandbox's stand-in (production sets
// Google's). Its own module: the app's config and the build's early start (scripts/early-start-plugin.ts) read it.
export const DEFAULT_GOOGLE_PAY_SCRIPT_URL = '/sandbox/googlepay/pay.js';
