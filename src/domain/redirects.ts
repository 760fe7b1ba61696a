// Return URLs (url_success, url_back) are used only when they pass a URL check and, when they carry an
// origin, that origin ends with one of the operator brands' country domains (SPEC section 5).
export const ALLOWED_BRAND_DOMAINS: readonly string[] = [
  'kestrelbet.fr', 'kestrelbet.pt', 'kestrelbet.pl', 'kestrelbet.com',
  'kestrelbet.ci', 'kestrelbet.tg', 'kestrelbet.sn', 'kestrelbet.bj', 'kestrelbet.cd',
  'orbitplay.fr', 'orbitplay.pt', 'orbitplay.pl', 'orbitplay.com',
  'orbitplay.ci', 'orbitplay.tg', 'orbitplay.sn', 'orbitplay.bj', 'orbitplay.cd',
];

const SAFE_RELATIVE = /^\/(?!\/)[^\s\\]*$/;

/** A checked return URL, or null when it is empty or refused. */
export function checkRedirectUrl(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const value = raw.trim();
  if (value === '') return null;
  // A path on the current origin has no origin to check; it must not be protocol-relative.
  if (value.startsWith('/')) return SAFE_RELATIVE.test(value) ? value : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  const allowed = ALLOWED_BRAND_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
  return allowed ? url.toString() : null;
}

const BRAND_HOSTS: Readonly<Record<string, string>> = { kestrel: 'kestrelbet', orbit: 'orbitplay' };

/** Where a web player goes when leaving Cashier without a url_back: the operator's home for the universe. */
export function operatorHomeUrl(brand: string, legislation: string, universe: string): string {
  const host = BRAND_HOSTS[brand] ?? 'kestrelbet';
  const tld = legislation === 'COM' ? 'com' : legislation.toLowerCase();
  return `https://www.${host}.${tld}/${universe}`;
}
