// Properties of the amount field over every language and market (SPEC 9 "Amount format", SPEC 5's
// technical maximum): an amount written in the player's locale reads back as itself; whatever a player
// writes, the field refuses it or reads exactly the amount written, and Pay's label and the deposit
// request then carry that same amount; more digits than the technical maximum are always refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, LANGUAGES, LEGISLATIONS, type Currency, type Legislation } from './context';
import { AMOUNT_MAX_INTEGER_DIGITS, type AmountFormat, changeAmountField, formatAmountEntry, numberSeparators, parseAmountEntry } from './amount-entry';
import { buildDepositRequest } from './deposit-request';
import { amountDecimals, CURRENCY_SYMBOLS, formatMoney, intlLocale } from './money';

const RUNS = 500;
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** A player: their language and market (the Intl locale the app reads them with) and their currency. */
const player = fc
  .record({ language: pick(LANGUAGES), legislation: pick(LEGISLATIONS), currency: pick(CURRENCIES) })
  .map(({ language, legislation, currency }): AmountFormat => ({ locale: intlLocale(language, legislation), legislation, currency }));

/** An amount the field may hold: whole in CI, SN, BJ, else in cents; up to the technical maximum. */
const amountFor = (legislation: Legislation) =>
  amountDecimals(legislation) === 0
    ? fc.integer({ min: 0, max: 99_999_999 })
    : fc.integer({ min: 0, max: 9_999_999_999 }).map((cents) => Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`));

/** Pay's label as MeansSection writes it (money(amount) of src/screens/amount/format.ts) and the request's body. */
const payLabel = (amount: number, currency: Currency, locale: string) => formatMoney(amount, currency, locale);
const requestAmount = (amount: number) =>
  (
    JSON.parse(
      JSON.stringify(buildDepositRequest({ amount, method: 'CARD', correlationId: 'c', browserInfo: { user_agent: 'x' }, storeToken: false, detail: {} })),
    ) as { amount: number }
  ).amount;

/** The ways players write thousands and decimals: their locale's own, and the usual others. */
const STYLES = [
  { group: '.', decimal: ',' }, // PT, PL, BR
  { group: ' ', decimal: ',' }, // FR typed
  { group: '\u202f', decimal: ',' }, // FR as Intl writes it
  { group: '\u00a0', decimal: ',' }, // PT, PL as Intl writes it
  { group: ',', decimal: '.' }, // English
  { group: '', decimal: ',' },
  { group: '', decimal: '.' },
] as const;

/** A written amount: its digits (any count, leading zeros too), 0 to 3 fraction digits, a style, a sign around it. */
const written = fc.record({
  whole: fc.stringMatching(/^\d{1,20}$/),
  fraction: fc.stringMatching(/^\d{0,3}$/),
  style: pick(STYLES),
  sign: pick(['', 'before', 'after'] as const),
});

type Written = { whole: string; fraction: string; style: (typeof STYLES)[number]; sign: '' | 'before' | 'after' };

/** The whole part grouped by threes from the right, as people write it. */
function groupedWhole(w: Written): string {
  const groups: string[] = [];
  for (let end = w.whole.length; end > 0; end -= 3) groups.unshift(w.whole.slice(Math.max(0, end - 3), end));
  return groups.join(w.style.group);
}

/** The text as the player writes it. */
function write(w: Written, currency: Currency): string {
  const number = groupedWhole(w) + (w.fraction === '' ? '' : w.style.decimal + w.fraction);
  const sign = CURRENCY_SYMBOLS[currency];
  return w.sign === 'before' ? `${sign} ${number}` : w.sign === 'after' ? `${number} ${sign}` : number;
}

/** The oracle, written apart from the code: the decimal the player wrote, as a JSON number prints it ("1000.5"). */
function decimalOf(whole: string, fraction: string): string {
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  return f === '' ? w : `${w}.${f}`;
}

describe('amount field properties (fast-check)', () => {
  it("format then parse gives back the same amount, in every language and market, with or without Pay's currency sign", () => {
    fc.assert(
      fc.property(
        player.chain((p) => fc.tuple(fc.constant(p), amountFor(p.legislation))),
        ([format, amount]) => {
          expect(parseAmountEntry(formatAmountEntry(amount, format), format)).toEqual({ ok: true, amount });
          expect(parseAmountEntry(payLabel(amount, format.currency, format.locale), format)).toEqual({ ok: true, amount });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("whatever is written, the field refuses it or holds exactly the amount written, and Pay's label and the request carry that amount", () => {
    fc.assert(
      fc.property(player, written, fc.boolean(), (format, w, pasted) => {
        const { locale, currency } = format;
        // "12.345" in PT is twelve thousand: three digits after the mark that is not the locale's decimal
        // separator, with no other mark, read as thousands; the writer's meaning is not in the text.
        fc.pre(!(w.fraction.length === 3 && w.style.decimal !== numberSeparators(format).decimal && !/[.,]/.test(groupedWhole(w))));
        const text = write(w, currency);
        const field = changeAmountField(text, pasted ? 'pasted' : 'typed', format);
        if (w.whole.length > AMOUNT_MAX_INTEGER_DIGITS) expect(field, `${text}: longer than the maximum`).toBeNull();
        if (field === null || field.amount === null) return;
        const expected = decimalOf(w.whole, w.fraction);
        expect(String(field.amount), `${text} in ${locale}`).toBe(expected);
        // The field shows that amount, and leaving it keeps it.
        expect(parseAmountEntry(field.text, format)).toEqual({ ok: true, amount: field.amount });
        if (field.amount === 0) return; // Pay names no amount and sends nothing for 0 (SPEC 5).
        const label = payLabel(field.amount, currency, locale);
        expect(parseAmountEntry(label, format), label).toEqual({ ok: true, amount: field.amount });
        expect(String(requestAmount(field.amount))).toBe(expected);
        // Pay's label names the same digits the request sends (whole amounts without decimals, SPEC 9).
        const [whole, cents = ''] = expected.split('.');
        expect(label.replace(/\D/g, '')).toBe(cents === '' ? whole : `${whole}${cents.padEnd(2, '0')}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('strings longer than the maximum are refused, however they are written', () => {
    fc.assert(
      fc.property(
        player,
        written.filter((w) => w.whole.replace(/^0+/, '').length > AMOUNT_MAX_INTEGER_DIGITS),
        fc.boolean(),
        (format, w, pasted) => {
          expect(changeAmountField(write(w, format.currency), pasted ? 'pasted' : 'typed', format)).toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the amounts players write in their own locale are never refused', () => {
    fc.assert(
      fc.property(
        player.chain((p) => fc.tuple(fc.constant(p), amountFor(p.legislation))),
        fc.boolean(),
        ([format, amount], pasted) => {
          const text = formatAmountEntry(amount, format);
          expect(changeAmountField(text, pasted ? 'pasted' : 'typed', format)).toEqual({ text, amount });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
