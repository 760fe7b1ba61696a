// Where the browser may be sent with url_success / url_back (SPEC 5, DESIGN 7): https on one of the
// brands' country domains, or a path that stays on this origin once normalised. One check, applied when
// the query is read and again on the URL finally handed to the browser.
export const ALLOWED_BRAND_DOMAINS: readonly string[] = [
  'kestrelbet.fr',
  'kestrelbet.pt',
  'kestrelbet.pl',
  'kestrelbet.com',
  'kestrelbet.ci',
  'kestrelbet.tg',
  'kestrelbet.sn',
  'kestrelbet.bj',
  'kestrelbet.cd',
  'orbitplay.fr',
  'orbitplay.pt',
  'orbitplay.pl',
  'orbitplay.com',
  'orbitplay.ci',
  'orbitplay.tg',
  'orbitplay.sn',
  'orbitplay.bj',
  'orbitplay.cd',
];

// The URL parser silently drops tabs and newlines ('java\tscript:') and reads '\' as '/': such input is
// refused rather than guessed at. Surrounding whitespace alone is trimmed.
const UNSAFE_CHAR = /[\s\u0000-\u001f\u007f-\u009f\\]/;
// A path starting with two slashes (or backslashes) is protocol-relative: another host.
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
// An encoded '/', '\' or control character in a path: a server decoding it again reads other segments
// ('/%2f%2fevil.com' becomes '//evil.com').
const ENCODED_SEPARATOR = /%(2f|5c|[01][0-9a-f]|7f)/i;
// Stands for this app's origin while resolving a path; any origin would do.
const PROBE_ORIGIN = 'https://same-origin.invalid';

const parse = (value: string, base?: string): URL | null => {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

/** True when the host is a brand domain or one of its subdomains (the host as the URL parser gives it). */
export function isBrandHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return ALLOWED_BRAND_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
}

/**
 * The normalised form of a path on this origin ('/a/../b?x' -> '/b?x'), or null when normalising takes
 * it elsewhere ('/..//evil.com' -> '//evil.com') or its path carries an encoded separator.
 */
export function sameOriginPath(raw: string): string | null {
  const value = raw.trim();
  if (!value.startsWith('/') || UNSAFE_CHAR.test(value) || PROTOCOL_RELATIVE.test(value)) return null;
  const url = parse(value, PROBE_ORIGIN);
  if (url == null || url.origin !== PROBE_ORIGIN || ENCODED_SEPARATOR.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What the browser gets must itself be a path that reads back as the same place.
  return !PROTOCOL_RELATIVE.test(path) && parse(path, PROBE_ORIGIN)?.href === url.href ? path : null;
}

/**
 * May the browser go there: the normalised URL when it is https on a brand domain (no userinfo) or a
 * path that stays on this origin, else null (empty, missing or refused).
 */
export function checkRedirectUrl(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const value = raw.trim();
  if (value === '' || UNSAFE_CHAR.test(value)) return null;
  if (value.startsWith('/')) return sameOriginPath(value);
  const url = parse(value);
  if (url == null || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return isBrandHost(url.hostname) ? url.href : null;
}

/** The candidate when it passes the check, else the fallback (the operator home). */
export function allowedOr(candidate: string | null | undefined, fallback: string): string {
  return checkRedirectUrl(candidate) ?? fallback;
}

const BRAND_HOSTS: Readonly<Record<string, string>> = { kestrel: 'kestrelbet', orbit: 'orbitplay' };

/** Where a web player goes when leaving Cashier without a url_back: the operator's home for the universe. */
export function operatorHomeUrl(brand: string, legislation: string, universe: string): string {
  const host = BRAND_HOSTS[brand] ?? 'kestrelbet';
  const tld = legislation === 'COM' ? 'com' : legislation.toLowerCase();
  return `https://www.${host}.${tld}/${universe}`;
}
