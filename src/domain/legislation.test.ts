import { describe, expect, it } from 'vitest';
import { LEGISLATIONS, type Legislation } from './context';
import {
  AFRICAN_LEGISLATIONS,
  BANK_TRANSFER_FOOTER_LEGISLATIONS,
  MOBILE_MONEY_LEGISLATIONS,
  ORANGE_MONEY_SPECIAL,
  faqUrl,
  footerLogos,
  isAfrican,
  isMobileMoneyLegislation,
  isOrangeMoneySpecial,
  responsibleGamingUrl,
  showsBankTransferFooter,
  showsMinimumLimit,
  type PaymentLogo,
} from './legislation';
import { checkRedirectUrl } from './redirects';

describe('footerLogos (SPEC 2)', () => {
  const expected: Record<Legislation, PaymentLogo[]> = {
    FR: ['visa', 'cb', 'mastercard', 'applepay', 'googlepay', 'paysafecard', 'skrill', 'paypal', 'banktransfer'],
    PL: ['visa', 'mastercard', 'applepay', 'paysafecard', 'skrill', 'banktransfer', 'p24', 'blik'],
    PT: ['visa', 'mastercard', 'applepay', 'paysafecard', 'skrill', 'banktransfer', 'multibanco', 'mbway'],
    COM: ['visa', 'mastercard', 'paysafecard', 'skrill'],
    TG: ['orange', 'mtn', 'moov', 'wave'],
    CI: ['orange', 'mtn', 'moov', 'wave'],
    SN: ['orange'],
    BJ: ['mtn', 'moov', 'celtiis'],
    CD: ['orange', 'airtel', 'mpesa'],
  };
  it.each(LEGISLATIONS)('%s lists its logos in order', (l) => {
    expect(footerLogos(l)).toEqual(expected[l]);
  });
});

describe('help links (SPEC 2)', () => {
  it.each(LEGISLATIONS)('%s has an https FAQ link on an allow-listed operator domain', (l) => {
    const url = faqUrl(l);
    expect(url).toMatch(/^https:\/\/www\.kestrelbet\.[a-z]+\//);
    expect(checkRedirectUrl(url)).toBe(url);
  });
  it('each market links its own country domain', () => {
    for (const l of LEGISLATIONS) expect(new URL(faqUrl(l)).hostname).toBe(`www.kestrelbet.${l.toLowerCase()}`);
    expect(faqUrl('FR')).toBe('https://www.kestrelbet.fr/aide/depot');
  });
  it('only PT has a responsible-gaming link', () => {
    expect(responsibleGamingUrl('PT')).toMatch(/^https:\/\/www\.kestrelbet\.pt\//);
    for (const l of LEGISLATIONS.filter((x) => x !== 'PT')) expect(responsibleGamingUrl(l)).toBeNull();
  });
});

describe('market groups (SPEC 9)', () => {
  const members = (pred: (l: Legislation) => boolean) => LEGISLATIONS.filter(pred).sort();
  it('African legislations are CI, BJ, SN, CD (not TG)', () => {
    expect([...AFRICAN_LEGISLATIONS].sort()).toEqual(['BJ', 'CD', 'CI', 'SN']);
    expect(members(isAfrican)).toEqual(['BJ', 'CD', 'CI', 'SN']);
  });
  it('mobile-money legislations are CI, SN, BJ, TG, CD', () => {
    expect([...MOBILE_MONEY_LEGISLATIONS].sort()).toEqual(['BJ', 'CD', 'CI', 'SN', 'TG']);
    expect(members(isMobileMoneyLegislation)).toEqual(['BJ', 'CD', 'CI', 'SN', 'TG']);
  });
  it('Orange Money special legislations are BJ, CI, SN', () => {
    expect([...ORANGE_MONEY_SPECIAL].sort()).toEqual(['BJ', 'CI', 'SN']);
    expect(members(isOrangeMoneySpecial)).toEqual(['BJ', 'CI', 'SN']);
  });
  it('bank transfer footer legislations are FR, PT, PL', () => {
    expect([...BANK_TRANSFER_FOOTER_LEGISLATIONS].sort()).toEqual(['FR', 'PL', 'PT']);
    expect(members(showsBankTransferFooter)).toEqual(['FR', 'PL', 'PT']);
  });
  it('the minimum limit is hidden for PT only', () => {
    expect(members((l) => !showsMinimumLimit(l))).toEqual(['PT']);
  });
});

describe('card network information page', () => {
  it('exists for FR only', async () => {
    const { cardNetworkInfoUrl } = await import('./legislation');
    expect(cardNetworkInfoUrl('FR')).toMatch(/^https:\/\/www\.kestrelbet\.fr\//);
    for (const l of ['PT', 'PL', 'COM', 'CI'] as const) expect(cardNetworkInfoUrl(l)).toBeNull();
  });
});
