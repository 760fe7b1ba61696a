// The test data a person pays with (docs/sandbox.md has every outcome): the launcher shows it beside the
// players with copy buttons. Built from the sandbox's own tables where they hold the value, so the list
// cannot drift from what the sandbox does; sandbox/pages.test.ts checks each row against them.
import { CHALLENGE_CODE, TEST_CARDS } from './card-test-cards';
import { CODE_MARKETS } from './mobile-money';
import { MULTIBANCO_ENTITY, MULTIBANCO_REFERENCE } from './routes/redirect-deposits';
import { SKRILL_WRONG_PASSWORD } from './deposit-flow';

export interface TestDatum {
  /** What it is for ("card, success"). */
  label: string;
  /** What the person types (copied as is). */
  value: string;
  /** What happens. */
  outcome: string;
}

export interface TestDataGroup {
  key: string;
  title: string;
  rows: readonly TestDatum[];
}

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export const TEST_DATA: readonly TestDataGroup[] = [
  {
    key: 'cards',
    title: 'Cards (any future expiry, e.g. 12/30; any CVV)',
    rows: [
      { label: 'success', value: spaced(TEST_CARDS.success.number), outcome: 'paid at once, no 3DS' },
      { label: '3DS2 challenge', value: spaced(TEST_CARDS.challenge.number), outcome: `the bank's page asks a code: ${CHALLENGE_CODE}` },
      { label: '3DS2 frictionless', value: spaced(TEST_CARDS.frictionless.number), outcome: 'fingerprint, then paid' },
      { label: '3DS1 redirect', value: spaced(TEST_CARDS.threeDs1.number), outcome: `the bank's page, password ${CHALLENGE_CODE}` },
      { label: 'refused', value: spaced(TEST_CARDS.insufficientFunds.number), outcome: 'insufficient funds' },
      { label: 'pending', value: spaced(TEST_CARDS.pending.number), outcome: 'the deposit stays pending' },
      { label: 'CB + Visa (FR brand choice)', value: spaced(TEST_CARDS.cbVisa.number), outcome: 'choose the brand, then paid' },
      { label: 'CVV / 3DS code', value: CHALLENGE_CODE, outcome: 'the code the bank pages accept' },
    ],
  },
  {
    key: 'amounts',
    title: 'Any method, by amount',
    rows: [
      { label: 'refused', value: '113', outcome: 'refused (insufficient funds)' },
      { label: 'fraud check', value: '114', outcome: 'refused by the fraud check' },
      { label: 'server error', value: '115', outcome: 'an unreadable answer: pending, "we are confirming"' },
      { label: 'unexpected status', value: '116', outcome: 'a status the app does not know' },
    ],
  },
  {
    key: 'blik',
    title: 'BLIK (PL): 6-digit code',
    rows: [
      { label: 'confirmed', value: '777123', outcome: 'confirmed in the banking app after 3 s' },
      { label: 'refused', value: '777101', outcome: 'refused at once' },
      { label: 'pending', value: '777200', outcome: 'pending until settled on the banking app page' },
    ],
  },
  {
    key: 'mbway',
    title: 'MB Way (PT): phone',
    rows: [
      { label: 'approved', value: '912345678', outcome: 'approved in the MB Way app after 3 s' },
      { label: 'refused', value: '912345101', outcome: 'refused at once' },
      { label: 'app-to-app', value: '912345300', outcome: 'opens the MB Way app (native apps)' },
    ],
  },
  {
    key: 'multibanco',
    title: 'Multibanco (PT): pay the reference at the sandbox ATM',
    rows: [
      { label: 'entity', value: MULTIBANCO_ENTITY, outcome: 'shown in the app after Pay' },
      { label: 'reference', value: MULTIBANCO_REFERENCE, outcome: 'pay or let it expire at /sandbox/multibanco' },
    ],
  },
  {
    key: 'momo',
    title: 'Mobile money (CI, TG, SN, BJ, CD): any valid number',
    rows: [
      { label: 'CI success', value: '0701020304', outcome: 'confirmed after 3 s' },
      { label: 'CI refused', value: '0701020101', outcome: 'insufficient funds (ending 101)' },
      { label: 'CI pending', value: '0701020200', outcome: 'pending for ever (ending 200)' },
      { label: 'Orange Money code', value: '1234', outcome: `asked in ${CODE_MARKETS.join(', ')} (6 digits in SN: 123456); all zeros is refused` },
    ],
  },
  {
    key: 'paypal',
    title: 'PayPal (FR): e-mail on the approval page',
    rows: [
      { label: 'success', value: 'camille.martin@example.com', outcome: 'paid' },
      { label: 'refused', value: 'refused@example.com', outcome: 'refused by PayPal' },
      { label: 'pending', value: 'pending@example.com', outcome: 'stays pending' },
    ],
  },
  {
    key: 'others',
    title: "Premium ticket, Skrill (the redirect methods' pages have Approve / Decline / Cancel)",
    rows: [
      { label: 'premium ticket', value: '4000123412345678', outcome: 'accepted once; ending 1001 invalid, 1002 used' },
      { label: 'premium ticket, invalid', value: '4000123412341001', outcome: 'refused: unknown ticket' },
      { label: 'Skrill wrong password', value: SKRILL_WRONG_PASSWORD, outcome: 'refused; any other password pays' },
    ],
  },
];
