import { describe, expect, it } from 'vitest';
import { type ErrorReport, REDACTED_CVV, REDACTED_PAN, redactCardData, reportError, reportUnhandledErrors } from './error-reporting';

const page = (hook?: (r: ErrorReport) => void) => ({ cashierErrorHook: hook, location: { pathname: '/card' } as Location });

describe('redactCardData', () => {
  it.each([
    ['4111111111111111', REDACTED_PAN],
    ['card 4111 1111 1111 1111 refused', `card ${REDACTED_PAN} refused`],
    ['pan=5555-5555-5555-4444;', `pan=${REDACTED_PAN};`],
    ['378282246310005 (Amex, 15)', `${REDACTED_PAN} (Amex, 15)`],
    ['{"cvv":"123","cvc2": 4567}', `{"cvv":"${REDACTED_CVV}","cvc2": ${REDACTED_CVV}}`],
    ['Security code 987 is wrong', `Security code ${REDACTED_CVV} is wrong`],
  ])('%s', (input, expected) => {
    expect(redactCardData(input)).toBe(expected);
  });

  it('leaves what is not card data: amounts, short ids, dates', () => {
    const text = 'deposit 1500.00 EUR, transaction 88213, 2026-11-28T10:00:00Z, at chunk 123:45';
    expect(redactCardData(text)).toBe(text);
  });
});

describe('reportError', () => {
  it("hands the operator's hook the error, its card number and CVV replaced in message and stack", () => {
    const reports: ErrorReport[] = [];
    const error = new TypeError('cannot tokenise 4111 1111 1111 1111 (cvv 123)');
    reportError(
      error,
      'render',
      page((r) => reports.push(r)),
      '1.2.3',
    );
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report).toMatchObject({
      source: 'render',
      name: 'TypeError',
      message: `cannot tokenise ${REDACTED_PAN} (cvv ${REDACTED_CVV})`,
      path: '/card',
      appVersion: '1.2.3',
    });
    expect(report!.stack).toContain(REDACTED_PAN);
    expect(JSON.stringify(report)).not.toMatch(/4111|123\)/);
  });

  it('without a hook, or with a hook that throws, nothing happens to the page', () => {
    expect(() => reportError(new Error('x'), 'error', page())).not.toThrow();
    expect(() =>
      reportError(
        new Error('x'),
        'error',
        page(() => {
          throw new Error('the tool is down');
        }),
      ),
    ).not.toThrow();
  });

  it('reports what is not an Error as text', () => {
    const reports: ErrorReport[] = [];
    reportError(
      'rejected with 4000056655665556',
      'unhandledrejection',
      page((r) => reports.push(r)),
    );
    expect(reports[0]).toMatchObject({ name: 'string', message: `rejected with ${REDACTED_PAN}`, stack: null });
  });
});

describe('reportUnhandledErrors', () => {
  it('reports uncaught errors and unhandled rejections of the page', () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const reports: ErrorReport[] = [];
    const win = { ...page((r) => reports.push(r)), addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn) };
    reportUnhandledErrors(win as unknown as Parameters<typeof reportUnhandledErrors>[0], '1.2.3');
    listeners.get('error')!({ error: new Error('boom 4111111111111111'), message: 'Uncaught Error' });
    listeners.get('unhandledrejection')!({ reason: new RangeError('late') });
    expect(reports.map((r) => [r.source, r.message])).toEqual([
      ['error', `boom ${REDACTED_PAN}`],
      ['unhandledrejection', 'late'],
    ]);
  });
});
