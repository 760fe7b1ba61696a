// Property: whatever url_success / url_back says, the URL finally handed to the browser,
// resolved against the app's origin, is on that origin or https on a brand domain.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usableRedirectUrl } from './deposit-outcome';
import { allowedOr, ALLOWED_BRAND_DOMAINS, checkRedirectUrl, operatorHomeUrl } from './redirects';
import { successReturnUrl } from './return-url';

const RUNS = 300;
// The sandbox serves over http on localhost; production over https.
const APP_ORIGINS = ['https://cashier.example', 'http://localhost:8080'];

/** The oracle, written apart from the code under test. */
function goesSomewhereAllowed(finalUrl: string, appOrigin: string): boolean {
  const url = new URL(finalUrl, appOrigin);
  if (url.origin === appOrigin) return true;
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  return ALLOWED_BRAND_DOMAINS.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`));
}

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

const scheme = pick(['https:', 'http:', 'HTTPS:', 'javascript:', 'data:', 'vbscript:', 'java\tscript:', 'ftp:', ' https:', '']);
const slashes = pick(['//', '/', '///', '/\\', '\\\\', '\\/', '', '%2f%2f', '/\t/']);
const label = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const brand = pick(ALLOWED_BRAND_DOMAINS);
const lookAlike = pick(['k\u0435strelbet.fr', 'ｋｅｓｔｒｅｌｂｅｔ.fr', 'kestrelbet.fr\u3002evil.com', 'kestrelbet.fr\uff0eevil.com', 'xn--kstrelbet-g0h.fr']);
const host = fc.oneof(
  brand,
  fc.tuple(label, brand).map(([l, d]) => `${l}.${d}`),
  fc.tuple(label, brand).map(([l, d]) => `${l}${d}`),
  fc.tuple(brand, label).map(([d, l]) => `${d}.${l}.com`),
  fc.tuple(brand, pick(['.', '-', '%2f', '%40', '\\', '@', '#', '?', '/', ':443@', '.\t'])).map(([d, sep]) => `${d}${sep}evil.com`),
  fc.tuple(pick(['evil.com', 'evil.com.']), pick(['@', '\\@', '%40', '/.', '\\.', '#', '\u3002'])).map(([e, sep]) => `${e}${sep}kestrelbet.fr`),
  lookAlike,
  pick(['evil.com', '1.2.3.4', '[::1]', '0x7f.1', 'localhost', '']),
);
const userinfo = pick(['', '', 'user@', 'kestrelbet.fr@', 'a:b@', '@']);
const port = pick(['', '', ':443', ':8443', ':0', ':99999', ':evil.com', ':']);
const segment = fc.oneof(
  pick([
    '..',
    '.',
    '%2e%2e',
    '.%2e',
    '%2e',
    '',
    '%2f',
    '%2F%2F',
    '%5c',
    '\\',
    '%09',
    '\t',
    '@evil.com',
    'evil.com',
    '//evil.com',
    'a b',
    '%00',
    '?x=//evil.com',
    '#//evil.com',
  ]),
  label,
);
const path = fc.tuple(fc.array(segment, { maxLength: 6 }), pick(['/', '\\', '/./', '/../'])).map(([segs, sep]) => `/${segs.join(sep)}`);
const generatedUrl = fc
  .tuple(pick(['', ' ', '\t', '\n', '\u0000']), scheme, slashes, userinfo, host, port, fc.oneof(path, fc.constant('')))
  .map(([lead, s, sl, u, h, p, rest]) => `${lead}${s}${sl}${u}${h}${p}${rest}`);

// Mostly well-formed, so that accepted URLs are common enough to be tested after the query is added.
const plausibleUrl = fc
  .tuple(pick(['https://', 'https://www.', 'https://m.']), brand, port, fc.oneof(path, fc.constant('')), pick(['', '?a=1', '#top', '?next=%2F%2Fevil.com']))
  .map(([start, d, p, rest, tail]) => `${start}${d}${p}${rest}${tail}`);

const anyInput = fc.oneof(
  plausibleUrl,
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: pick(['/', '\\', '.', '%', '2', 'f', '5', 'c', '@', ':', 'e', '\t', ' ', 'h', 't', 'p', 's']) }),
  generatedUrl,
  path,
);

const returnInput = (urlSuccess: string) => ({
  urlSuccess,
  applicationType: 'WEBAPP' as const,
  universe: 'sports' as const,
  brand: 'kestrel' as const,
  legislation: 'FR' as const,
  method: 'CARD',
  status: 'success' as const,
  amount: 10,
  isFirstDeposit: false,
  transactionId: 'tx-1',
});

describe('redirect properties (fast-check)', () => {
  it('the checked url_success / url_back stays on the app origin or a brand domain over https', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const checked = checkRedirectUrl(raw);
        return checked == null || APP_ORIGINS.every((o) => goesSomewhereAllowed(checked, o));
      }),
      { numRuns: RUNS },
    );
  });

  it('the built return URL (query added) does too, and the leave URL', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const home = operatorHomeUrl('kestrel', 'FR', 'sports');
        const built = successReturnUrl(returnInput(raw));
        return APP_ORIGINS.every((o) => goesSomewhereAllowed(built, o) && goesSomewhereAllowed(allowedOr(raw, home), o));
      }),
      { numRuns: RUNS },
    );
  });

  it('checking is idempotent: what passed passes again unchanged', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const once = checkRedirectUrl(raw);
        return once == null || checkRedirectUrl(once) === once;
      }),
      { numRuns: RUNS },
    );
  });

  it('a provider redirect given as a path stays on the app origin', () => {
    fc.assert(
      fc.property(path, (raw) => {
        const url = usableRedirectUrl(raw);
        return url == null || APP_ORIGINS.every((o) => new URL(url, o).origin === o);
      }),
      { numRuns: RUNS },
    );
  });

  it('the generators do reach both verdicts (the properties are not vacuous)', () => {
    const samples = fc.sample(anyInput, { numRuns: RUNS, seed: 42 });
    const accepted = samples.filter((s) => checkRedirectUrl(s) != null);
    expect(accepted.length).toBeGreaterThan(RUNS / 10);
    expect(accepted.filter((s) => s.trim().startsWith('/')).length).toBeGreaterThan(RUNS / 50);
    expect(samples.length - accepted.length).toBeGreaterThan(RUNS / 2);
  });

  it('every operator home is allowed', () => {
    for (const b of ['kestrel', 'orbit'])
      for (const l of ['FR', 'PT', 'PL', 'CI', 'TG', 'SN', 'BJ', 'CD', 'COM'])
        for (const u of ['sports', 'casino', 'poker', 'turf']) expect(checkRedirectUrl(operatorHomeUrl(b, l, u))).toBe(operatorHomeUrl(b, l, u));
  });
});
