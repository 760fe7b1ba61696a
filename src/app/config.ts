// Runtime configuration: the only difference between the sandbox and production is the base URLs.
declare const __APP_VERSION__: string;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** Base URL per path prefix (SPEC 7: "base URLs are chosen per path prefix"). Empty = same origin. */
export const BASE_URLS: Readonly<Record<string, string>> = {
  '/kong/': import.meta.env.VITE_API_BASE ?? '',
};
