import { describe, expect, it } from 'vitest';
import { ALLOWED_BRAND_DOMAINS, allowedOr, checkRedirectUrl, operatorHomeUrl, sameOriginPath } from './redirects';

// The rule (SPEC 5, DESIGN 7): https on a brand domain or its subdomain, without userinfo, or a
// path that stays on this origin once normalised. Whitespace or control characters inside, backslashes and
// encoded separators in a path are refused; surrounding whitespace is trimmed. Accepted URLs come back
// normalised.

type Accepted = [raw: string, normalised: string];
type Refused = [raw: string, why: string];

const ACCEPTED: Accepted[] = [
  ['https://kestrelbet.fr/depot/ok', 'https://kestrelbet.fr/depot/ok'],
  ['https://www.kestrelbet.fr/x?y=1#z', 'https://www.kestrelbet.fr/x?y=1#z'],
  ['https://sports.m.orbitplay.pt/back', 'https://sports.m.orbitplay.pt/back'],
  ['https://kestrelbet.com', 'https://kestrelbet.com/'],
  ['https://KESTRELBET.PL/Path', 'https://kestrelbet.pl/Path'],
  ['HTTPS://WWW.ORBITPLAY.FR/a', 'https://www.orbitplay.fr/a'],
  ['https://www.kestrelbet.fr/dépôt', 'https://www.kestrelbet.fr/d%C3%A9p%C3%B4t'],
  ['https://kestrelbet.fr/@evil.com', 'https://kestrelbet.fr/@evil.com'],
  ['https://kestrelbet.fr/next?to=//evil.com', 'https://kestrelbet.fr/next?to=//evil.com'],
  // The parser completes a special scheme's missing slashes: still https to the brand.
  ['https:kestrelbet.fr/a', 'https://kestrelbet.fr/a'],
  ['https:///kestrelbet.fr/a', 'https://kestrelbet.fr/a'],
  // An empty userinfo leaves nothing behind.
  ['https://@kestrelbet.fr', 'https://kestrelbet.fr/'],
  // Ports on a brand host: the host is what the rule decides.
  ['https://kestrelbet.cd:8443/a', 'https://kestrelbet.cd:8443/a'],
  ['https://kestrelbet.fr:443/a', 'https://kestrelbet.fr/a'],
  ['https://kestrelbet.fr:/a', 'https://kestrelbet.fr/a'],
  // Surrounding whitespace is trimmed.
  ['  https://orbitplay.sn/a  ', 'https://orbitplay.sn/a'],
  ['\thttps://kestrelbet.fr/a\n', 'https://kestrelbet.fr/a'],
  // Unicode that IDNA maps onto the brand's own ASCII host goes to the brand.
  ['https://ｋｅｓｔｒｅｌｂｅｔ.fr/a', 'https://kestrelbet.fr/a'],
  ['https://evil.com\u3002kestrelbet.fr/', 'https://evil.com.kestrelbet.fr/'],
  // Same-origin paths, normalised.
  ['/callback?status=ok', '/callback?status=ok'],
  ['/sandbox/return?outcome=success', '/sandbox/return?outcome=success'],
  ['/a/./b/../c?x=1#h', '/a/c?x=1#h'],
  ['/../sandbox/return', '/sandbox/return'],
  ['/..', '/'],
  ['/?//evil.com', '/?//evil.com'],
  ['/#//evil.com', '/#//evil.com'],
  ['/a?next=%2F%2Fevil.com', '/a?next=%2F%2Fevil.com'],
];

const REFUSED: Record<string, Refused[]> = {
  'dot segments': [
    ['/..//evil.com', 'normalises to //evil.com'],
    ['/.//evil.com', 'normalises to //evil.com'],
    ['/a/..//evil.com', 'normalises to //evil.com'],
    ['/%2e%2e//evil.com', 'encoded dots are dot segments'],
    ['/.%2e//evil.com', 'half-encoded dots'],
    ['/./\\evil.com', 'backslash after a dot segment'],
    ['/..\\evil.com', 'backslash as a separator'],
  ],
  'encoded slashes and backslashes': [
    ['%2f%2fevil.com', 'neither a path nor an absolute URL'],
    ['/%2f%2fevil.com', 'encoded // at the start'],
    ['/%2F%2Fevil.com', 'upper-case encoding'],
    ['/%5cevil.com', 'encoded backslash'],
    ['/%5c%5cevil.com', 'encoded backslashes'],
    ['/..%2f%2fevil.com', 'becomes /..//evil.com once decoded'],
    ['/a/%2f%2fb', 'any encoded slash in a path'],
    ['/%09/evil.com', 'encoded tab'],
    ['https:%2f%2fevil.com', 'encoded authority slashes'],
    ['https://evil.com%2f.kestrelbet.fr', 'encoded slash in the host'],
    ['https://evil.com%23.kestrelbet.fr', 'encoded # in the host'],
  ],
  backslashes: [
    ['/\\evil.com', 'the browser reads /\\ as //'],
    ['\\\\evil.com', 'two backslashes'],
    ['\\/evil.com', 'backslash then slash'],
    ['/\\/evil.com', 'slash, backslash, slash'],
    ['https:\\\\evil.com', 'backslashes for the authority slashes'],
    ['https://evil.com\\.kestrelbet.fr/', 'backslash ends the host'],
    ['https://evil.com\\@kestrelbet.fr', 'backslash before a userinfo sign'],
    ['https://kestrelbet.fr\\@evil.com', 'no backslash at all, even where the parser would stay on the brand'],
  ],
  userinfo: [
    ['https://kestrelbet.fr@evil.com', 'brand as the user name'],
    ['https://kestrelbet.fr:pass@evil.com/', 'brand as user and password'],
    ['https://kestrelbet.fr%40evil.com', 'encoded @ in the host'],
    ['https://user@kestrelbet.fr/', 'userinfo on a brand host'],
    ['https://evil.com@kestrelbet.fr/', 'a foreign name as userinfo'],
    ['https://kestrelbet.fr:443@evil.com', 'a port-looking password'],
  ],
  ports: [
    ['https://kestrelbet.fr:evil.com', 'not a port'],
    ['https://kestrelbet.fr:99999/', 'port out of range'],
    ['https://evil.com:443/kestrelbet.fr', 'foreign host with a port'],
    ['http://kestrelbet.fr:443/', 'http even on 443'],
  ],
  schemes: [
    ['javascript:alert(1)', 'javascript:'],
    ['JaVaScRiPt:alert(1)', 'javascript: in mixed case'],
    ['JavaScript://kestrelbet.fr/%0aalert(1)', 'javascript: dressed as a brand URL'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data: base64'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['http://kestrelbet.fr/ok', 'plain http on a brand domain'],
    ['http://www.orbitplay.com/', 'plain http on a brand subdomain'],
    ['ftp://kestrelbet.fr/', 'ftp'],
    ['file:///etc/passwd', 'file'],
    ['blob:https://kestrelbet.fr/0f3c', 'blob'],
    ['wss://kestrelbet.fr/', 'websocket'],
    ['//evil.com/', 'protocol-relative'],
    ['//kestrelbet.fr/', 'protocol-relative even to a brand domain'],
    ['///evil.com', 'three slashes'],
    ['https:evil.com', 'missing slashes to a foreign host'],
    ['kestrelbet.fr/ok', 'no scheme'],
    ['not a url', 'garbage'],
  ],
  'whitespace and control characters': [
    ['java\tscript:alert(1)', 'tab inside the scheme'],
    ['java\nscript:alert(1)', 'newline inside the scheme'],
    ['java\rscript:alert(1)', 'carriage return inside the scheme'],
    ['\u0000javascript:alert(1)', 'leading NUL (not trimmed)'],
    ['\u0001https://kestrelbet.fr/', 'leading control character'],
    ['\u200bhttps://kestrelbet.fr/', 'leading zero-width space'],
    ['https://kestrel\tbet.fr/', 'tab inside the host'],
    ['https://evil.com\t.kestrelbet.fr', 'tab inside the host'],
    ['https://kestrelbet.fr/a b', 'space inside'],
    ['https://kestrelbet.fr/\u0085', 'C1 control character'],
    ['/\t/evil.com', 'tab the browser would strip'],
    ['/\n/evil.com', 'newline the browser would strip'],
    ['/ /evil.com', 'space inside a path'],
    ['', 'empty'],
    ['   ', 'blank'],
  ],
  'IDN and punycode look-alikes': [
    ['https://k\u0435strelbet.fr/', 'Cyrillic e'],
    ['https://kestrelb\u0435t.fr/', 'Cyrillic e in the second part'],
    ['https://\u03bfrbitplay.fr/', 'Greek omicron'],
    ['https://xn--kstrelbet-g0h.fr/', 'the look-alike in punycode'],
    ['https://kestrelbet.fr\u3002evil.com/', 'ideographic full stop'],
    ['https://kestrelbet.fr\uff0eevil.com/', 'fullwidth full stop'],
  ],
  'suffix and prefix tricks': [
    ['https://evilkestrelbet.fr/', 'brand as a suffix without a dot'],
    ['https://wwwkestrelbet.fr/', 'no dot before the brand'],
    ['https://kestrelbet.fr.evil.com/', 'brand as a prefix'],
    ['https://kestrelbet.com.evil.com/', 'brand .com as a prefix'],
    ['https://kestrelbet.fr-evil.com/', 'brand then a hyphen'],
    ['https://kestrelbet.frevil.com/', 'brand glued to a foreign name'],
    ['https://kestrelbet.fr./', 'trailing dot'],
    ['https://kestrelbet.de/', 'country domain not in the list'],
    ['https://orbitplay.co/', 'a shorter top-level domain'],
    ['https://evil.com/kestrelbet.fr', 'brand in the path'],
    ['https://evil.com/.kestrelbet.fr', 'brand after a slash'],
    ['https://evil.com?.kestrelbet.fr', 'brand in the query'],
    ['https://evil.com#.kestrelbet.fr', 'brand in the fragment'],
    ['https://evil.com/', 'foreign domain'],
    ['https://1.2.3.4/', 'an IPv4 address'],
    ['https://0x7f.1/', 'an IPv4 address in hex'],
    ['https://[::1]/', 'an IPv6 address'],
  ],
};

describe('checkRedirectUrl (SPEC 5: allow-listed brand domains and same-origin paths only)', () => {
  it.each(ACCEPTED)('accepts %j as %j', (raw, normalised) => {
    expect(checkRedirectUrl(raw)).toBe(normalised);
  });

  it('accepts every allow-listed domain and its subdomains', () => {
    for (const d of ALLOWED_BRAND_DOMAINS) {
      expect(checkRedirectUrl(`https://${d}/a`)).toBe(`https://${d}/a`);
      expect(checkRedirectUrl(`https://www.${d}/a`)).toBe(`https://www.${d}/a`);
    }
  });

  for (const [family, cases] of Object.entries(REFUSED)) {
    describe(family, () => {
      it.each(cases)('refuses %j (%s)', (raw) => {
        expect(checkRedirectUrl(raw)).toBeNull();
      });
    });
  }

  it('stores a missing redirect as null', () => {
    expect(checkRedirectUrl(null)).toBeNull();
    expect(checkRedirectUrl(undefined)).toBeNull();
  });

  it('is idempotent: an accepted URL passes again unchanged', () => {
    for (const [raw] of ACCEPTED) {
      const once = checkRedirectUrl(raw)!;
      expect(checkRedirectUrl(once)).toBe(once);
    }
  });
});

describe('sameOriginPath', () => {
  it('refuses anything that is not a path', () => {
    expect(sameOriginPath('https://kestrelbet.fr/')).toBeNull();
    expect(sameOriginPath('a/b')).toBeNull();
  });
  it('what the browser gets must read back as the same URL: an empty ? or # that normalising drops is refused (fail-safe)', () => {
    // '/ok?' parses with an empty query, which pathname + search + hash loses: '/ok' is not the URL read.
    expect(sameOriginPath('/depot/ok?')).toBeNull();
    expect(sameOriginPath('/depot/ok#')).toBeNull();
    expect(checkRedirectUrl('/depot/ok?')).toBeNull();
    expect(sameOriginPath('/depot/ok?a=1#b')).toBe('/depot/ok?a=1#b');
  });
  it('trims surrounding whitespace, like checkRedirectUrl', () => {
    expect(sameOriginPath('  /depot/ok?x=1  ')).toBe('/depot/ok?x=1');
  });
});

describe('checkRedirectUrl: userinfo (DESIGN 7: no userinfo on a brand URL)', () => {
  it('refuses a password alone, a user alone, or both', () => {
    expect(checkRedirectUrl('https://:secret@kestrelbet.fr/')).toBeNull();
    expect(checkRedirectUrl('https://user@kestrelbet.fr/')).toBeNull();
    expect(checkRedirectUrl('https://user:secret@kestrelbet.fr/')).toBeNull();
  });
});

describe('operatorHomeUrl (where a web player goes without url_back)', () => {
  it("the brand's domain in the market's country, COM on .com, the universe as path", () => {
    expect(operatorHomeUrl('kestrel', 'FR', 'sports')).toBe('https://www.kestrelbet.fr/sports');
    expect(operatorHomeUrl('orbit', 'PT', 'casino')).toBe('https://www.orbitplay.pt/casino');
    expect(operatorHomeUrl('kestrel', 'COM', 'poker')).toBe('https://www.kestrelbet.com/poker');
  });
  it('an unknown brand goes to the first brand', () => {
    expect(operatorHomeUrl('other', 'PL', 'turf')).toBe('https://www.kestrelbet.pl/turf');
  });
});

describe('allowedOr', () => {
  it('the candidate when allowed, else the fallback', () => {
    expect(allowedOr('/ok', 'https://www.kestrelbet.fr/sports')).toBe('/ok');
    expect(allowedOr('/..//evil.com', 'https://www.kestrelbet.fr/sports')).toBe('https://www.kestrelbet.fr/sports');
    expect(allowedOr(null, 'https://www.kestrelbet.fr/sports')).toBe('https://www.kestrelbet.fr/sports');
  });
});
