import { describe, expect, it } from 'vitest';
import { ALLOWED_BRAND_DOMAINS, checkRedirectUrl } from './redirects';

describe('checkRedirectUrl (SPEC 5: allow-listed brand domains only)', () => {
  it.each([
    ['https://kestrelbet.fr/depot/ok', 'https://kestrelbet.fr/depot/ok'],
    ['https://www.kestrelbet.fr/x?y=1#z', 'https://www.kestrelbet.fr/x?y=1#z'],
    ['https://sports.m.orbitplay.pt/back', 'https://sports.m.orbitplay.pt/back'],
    ['https://kestrelbet.com', 'https://kestrelbet.com/'],
    ['https://KESTRELBET.PL/Path', 'https://kestrelbet.pl/Path'],
    ['https://kestrelbet.cd:8443/a', 'https://kestrelbet.cd:8443/a'],
    ['  https://orbitplay.sn/a  ', 'https://orbitplay.sn/a'],
    ['/callback?status=ok', '/callback?status=ok'],
  ])('accepts %j', (raw, checked) => {
    expect(checkRedirectUrl(raw)).toBe(checked);
  });

  it('accepts every allow-listed domain and its subdomains', () => {
    for (const d of ALLOWED_BRAND_DOMAINS) {
      expect(checkRedirectUrl(`https://${d}/a`)).toBe(`https://${d}/a`);
      expect(checkRedirectUrl(`https://www.${d}/a`)).toBe(`https://www.${d}/a`);
    }
  });

  it.each([
    ['http://kestrelbet.fr/ok', 'plain http'],
    ['https://evil.com/', 'foreign domain'],
    ['https://kestrelbet.fr.evil.com/', 'brand domain as a prefix'],
    ['https://evilkestrelbet.fr/', 'brand domain as a suffix without a dot'],
    ['https://kestrelbet.de/', 'country domain not in the list'],
    ['https://kestrelbet.fr@evil.com/', 'brand domain as userinfo'],
    ['https://evil.com/kestrelbet.fr', 'brand domain in the path'],
    ['https://evil.com/?r=https://kestrelbet.fr', 'brand domain in the query'],
    ['https://evil.com#kestrelbet.fr', 'brand domain in the fragment'],
    ['https://evil.com\\.kestrelbet.fr/', 'backslash trick'],
    ['https://kestrelbet.fr\u3002evil.com/', 'ideographic full stop'],
    ['//evil.com/', 'protocol-relative'],
    ['//kestrelbet.fr/', 'protocol-relative even to a brand domain'],
    ['/\\evil.com', 'backslash after the slash'],
    ['/\t/evil.com', 'tab the browser would strip'],
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript://kestrelbet.fr/%0aalert(1)', 'javascript: dressed as a brand URL'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['ftp://kestrelbet.fr/', 'other scheme'],
    ['kestrelbet.fr/ok', 'no scheme'],
    ['not a url', 'garbage'],
    ['', 'empty'],
    ['   ', 'blank'],
  ])('refuses %j (%s)', (raw) => {
    expect(checkRedirectUrl(raw)).toBeNull();
  });

  it('stores a missing redirect as null', () => {
    expect(checkRedirectUrl(null)).toBeNull();
    expect(checkRedirectUrl(undefined)).toBeNull();
  });
});
