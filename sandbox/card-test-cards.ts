// The sandbox's test cards (docs/sandbox.md "Cards"), the way payment providers' test modes do it: the
// card number decides the brands (through its bin) and the outcome. Every number passes Luhn.
import { brandOfBin, luhn } from './spec';

export type CardScenario =
  | 'success'
  | 'frictionless'
  | 'challenge'
  | 'challengeFailed'
  | 'threeDs1'
  | 'issuerRedirect'
  | 'pending'
  | 'acquirerTimeout'
  | { refused: string };

/** The Luhn check digit appended to 15 digits. */
export function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhn(body + d)) return body + d;
  throw new Error('unreachable');
}

/** The code the sandbox ACS accepts in a 3DS2 challenge (and the 3DS1 page). */
export const CHALLENGE_CODE = '1234';

export interface TestCard {
  number: string;
  label: string;
  scenario: CardScenario;
}

export const TEST_CARDS = {
  success: { number: '4111111111111111', label: 'Visa, success without 3DS', scenario: 'success' },
  frictionless: { number: withCheckDigit('411111000000001'), label: 'Visa, 3DS2 frictionless (fingerprint, then success)', scenario: 'frictionless' },
  challenge: { number: withCheckDigit('411111000000002'), label: `Visa, 3DS2 challenge (code ${CHALLENGE_CODE})`, scenario: 'challenge' },
  challengeFailed: { number: withCheckDigit('411111000000003'), label: 'Visa, 3DS2 challenge that fails whatever the code', scenario: 'challengeFailed' },
  threeDs1: { number: withCheckDigit('411111000000004'), label: `Visa, 3DS1 redirect (password ${CHALLENGE_CODE})`, scenario: 'threeDs1' },
  issuerRedirect: { number: withCheckDigit('411111000000005'), label: 'Visa, issuer redirect (pending, detail 6)', scenario: 'issuerRedirect' },
  pending: { number: withCheckDigit('411111000000006'), label: 'Visa, pending (detail 1)', scenario: 'pending' },
  acquirerTimeout: { number: withCheckDigit('411111000000009'), label: 'Visa, both acquirers time out (CSE only), success', scenario: 'acquirerTimeout' },
  insufficientFunds: {
    number: withCheckDigit('411111000000101'),
    label: 'refused: payment.insufficientfunds',
    scenario: { refused: 'payment.insufficientfunds' },
  },
  notAuthorized: { number: withCheckDigit('411111000000102'), label: 'refused: payment.cardnotauthorized', scenario: { refused: 'payment.cardnotauthorized' } },
  incorrectData: { number: withCheckDigit('411111000000103'), label: 'refused: payment.incorrectcarddata', scenario: { refused: 'payment.incorrectcarddata' } },
  authFailed: {
    number: withCheckDigit('411111000000104'),
    label: 'refused: payment.authentication3dsfailed',
    scenario: { refused: 'payment.authentication3dsfailed' },
  },
  genericFailure: {
    number: withCheckDigit('411111000000105'),
    label: 'refused: payment.genericfailure (back on the card form)',
    scenario: { refused: 'payment.genericfailure' },
  },
  cbVisa: { number: withCheckDigit('497010000000001'), label: 'co-badged CB + Visa, success', scenario: 'success' },
  cbMastercard: { number: withCheckDigit('513100000000001'), label: 'co-badged CB + Mastercard, success', scenario: 'success' },
  mastercard2: { number: withCheckDigit('222100000000001'), label: 'Mastercard 2-series, success', scenario: 'success' },
  maestro: { number: withCheckDigit('676770000000001'), label: 'Maestro, success', scenario: 'success' },
  unknownBrand: {
    number: withCheckDigit('401200000000001'),
    label: 'unknown brand (the bin lookup answers UNIONPAY): refused by the form',
    scenario: 'success',
  },
} as const satisfies Record<string, TestCard>;

/** The card-processing provider's bins (GET /v2/bin/{bin}); other bins answer from the number's type. */
export const BIN_BRANDS: Readonly<Record<string, string[]>> = {
  '497010': ['CB', 'VISA'],
  '513100': ['CB', 'MASTERCARD'],
  '401200': ['UNIONPAY'],
  '411111': ['VISA'],
  '222100': ['MASTERCARD'],
  '676770': ['MAESTRO'],
};

export function brandsOfBin(bin: string): string[] {
  const known = BIN_BRANDS[bin];
  if (known) return [...known];
  const brand = brandOfBin(bin);
  return brand ? [brand] : [];
}

const BY_NUMBER = new Map<string, TestCard>(Object.values(TEST_CARDS).map((c) => [c.number, c]));

/** The scenario of a card number; any other valid number succeeds without 3DS. */
export const scenarioOf = (number: string): CardScenario => BY_NUMBER.get(number)?.scenario ?? 'success';

/** A saved card's scenario: the test card with its bin and last four digits, else success. */
export function scenarioOfToken(bin: string, lastDigits: string): CardScenario {
  for (const c of Object.values(TEST_CARDS)) if (c.number.startsWith(bin) && c.number.endsWith(lastDigits)) return c.scenario;
  return 'success';
}

export const isAcquirerTimeoutCard = (number: string): boolean => scenarioOf(number) === 'acquirerTimeout';
