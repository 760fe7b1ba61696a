// The law's table (DESIGN 7 "A deposit whose result cannot be read is pending, never failed"; SPEC 4,
// 8). Expectations are written by hand from SPEC, not computed from verdict.ts.
import { describe, expect, it } from 'vitest';
import { ApiFailure } from './failures';
import { ASYNC_MESSAGE, CALLBACK_STATUS, DEPOSIT_ANSWER, DEPOSIT_STATUS, verdictOf, type CallRole, type Verdict } from './verdict';

const http = (status: number, code: string | null = null) => new ApiFailure('HTTP', code, `HTTP ${status}`, status);
const failed = (error: unknown, call: CallRole) => verdictOf({ kind: 'failure', error, call });

// By hand: the 4xx statuses that refuse a first deposit call when it carries an error_code (SPEC 8), i.e.
// every 4xx but 401 (the session), 408 (time-out), 409 (conflict), 425 (too early) and 429 (too many).
const REFUSING_4XX = [
  400, 402, 403, 404, 405, 406, 407, 410, 411, 412, 413, 414, 415, 416, 417, 418, 419, 420, 421, 422, 423, 424, 426, 427, 428, 430, 431, 432, 433, 434, 435,
  436, 437, 438, 439, 440, 441, 442, 443, 444, 445, 446, 447, 448, 449, 450, 451, 452, 453, 454, 455, 456, 457, 458, 459, 460, 461, 462, 463, 464, 465, 466,
  467, 468, 469, 470, 471, 472, 473, 474, 475, 476, 477, 478, 479, 480, 481, 482, 483, 484, 485, 486, 487, 488, 489, 490, 491, 492, 493, 494, 495, 496, 497,
  498, 499,
];

describe('every HTTP status, on every call', () => {
  for (let status = 100; status <= 599; status++) {
    it(`HTTP ${status}`, () => {
      for (const call of ['deposit', 'resend', 'read'] as const) {
        const withCode: Verdict = status === 401 ? 'lostSession' : call === 'deposit' && REFUSING_4XX.includes(status) ? 'refused' : 'unknown';
        const withoutCode: Verdict = status === 401 ? 'lostSession' : 'unknown';
        expect(failed(http(status, 'payment.insufficientfunds'), call), `${call} with code`).toBe(withCode);
        expect(failed(http(status), call), `${call} without code`).toBe(withoutCode);
        expect(failed(http(status, '   '), call), `${call} blank code`).toBe(withoutCode);
        // A code that is not the deposit API's (SPEC 8: payment.*, DEP_*) refuses nothing: a gateway's, a proxy's.
        expect(failed(http(status, 'sandbox.fault'), call), `${call} foreign code`).toBe(withoutCode);
        expect(failed(http(status, 'not.found'), call), `${call} foreign code`).toBe(withoutCode);
      }
    });
  }

  it('rows the probe met, by hand', () => {
    expect(failed(http(404), 'read')).toBe('unknown');
    expect(failed(http(429), 'read')).toBe('unknown');
    expect(failed(http(409, 'DEP_Duplicate'), 'resend')).toBe('unknown');
    expect(failed(http(429, 'too_many'), 'resend')).toBe('unknown');
    expect(failed(http(409, 'DEP_Duplicate'), 'deposit')).toBe('unknown');
    expect(failed(http(422, 'payment.cardnotauthorized'), 'deposit')).toBe('refused');
    expect(failed(http(422, 'payment.cardnotauthorized'), 'resend')).toBe('unknown');
    expect(failed(http(400), 'deposit')).toBe('unknown');
    expect(failed(http(503, 'payment.internal.error'), 'deposit')).toBe('unknown');
    expect(failed(http(404, 'payment.internal.error'), 'read')).toBe('unknown');
    expect(failed(http(422, 'DEP_FraudCheckRefused'), 'deposit')).toBe('refused');
    expect(failed(http(400, 'payment.bad.request'), 'deposit')).toBe('refused');
    expect(failed(http(403, 'forbidden'), 'deposit')).toBe('unknown');
    expect(failed(http(400, 'rate.limited'), 'deposit')).toBe('unknown');
  });
});

describe('failures without an HTTP status', () => {
  it.each([
    ['session expired', new ApiFailure('SESSION_EXPIRED'), 'lostSession'],
    ['time-out', new ApiFailure('TIMEOUT'), 'unknown'],
    ['reset / network', new ApiFailure('NETWORK'), 'unknown'],
    ['malformed body', new ApiFailure('MALFORMED'), 'unknown'],
    ['HTTP of unknown status', new ApiFailure('HTTP', 'payment.x', 'HTTP', null), 'unknown'],
    ['a thrown programming error', new TypeError('x is undefined'), 'unknown'],
    ['a thrown string', 'boom', 'unknown'],
    ['undefined', undefined, 'unknown'],
  ] as const)('%s', (_, error, expected) => {
    for (const call of ['deposit', 'resend', 'read'] as const) expect(failed(error, call)).toBe(expected);
  });

  it('no answer at all is unknown', () => expect(verdictOf({ kind: 'none' })).toBe('unknown'));
});

const answer = (body: unknown, vocabulary = DEPOSIT_ANSWER) => verdictOf({ kind: 'answer', body, vocabulary });

// SPEC 3 transaction status details: none is a deposit answer's status.
const STATUS_DETAILS = [
  'CREATED',
  '3DS_FINGERPRINT',
  '3DS_CHALLENGE',
  'PENDING_AUTHORIZATION',
  'PENDING_PAYMENT',
  'REDIRECT',
  'GENERIC',
  'CUSTOMER_ABORTED',
  'AUTHORIZED',
  'CAPTURED',
  'SETTLED',
  'EXPIRED',
  'DENIED',
  'FORBIDDEN',
  'DUPLICATED',
  'AMOUNT_INVALID',
  'INSUFFICIENT_FUNDS',
  'RISK_MANAGEMENT',
  'ISSUER_REJECTED',
  'ISSUER_ERROR',
  'ACQUIRER_ERROR',
  'SCA_REQUIRED',
  'PAYMENT_MEAN_BLOCKED',
  'PAYMENT_MEAN_EXPIRED',
  'PAYMENT_MEAN_RESTRICTED',
  'PAYMENT_MEAN_INVALID',
  'PAYMENT_MEAN_CLOSED',
  'TOKEN_REFERENCE_INVALID',
  'AUTHENTICATION_FAILED',
  'UNEXPECTED_PROVIDER_STATUS',
];
const UNKNOWN_VALUES = ['accepted', 'processing', 'failed', 'error', 'ok', 'SUCCES', 'success!', '42', 'null', 'undefined', '__proto__', 'toString'];

describe('status values of a deposit answer (SPEC 4 Deposit outcome statuses)', () => {
  it.each([
    ['success', 'success'],
    ['SUCCESS', 'success'],
    [' Success ', 'success'],
    ['pending', 'pending'],
    ['PENDING', 'pending'],
    ['redirect', 'redirect'],
    ['refused', 'refused'],
    ['REFUSED', 'refused'],
  ] as const)('%j is %s', (status, expected) => expect(answer({ status })).toBe(expected));

  // REDIRECT (a status detail) reads as the status redirect: values are matched case-insensitively.
  it.each([...STATUS_DETAILS.filter((d) => d !== 'REDIRECT'), ...UNKNOWN_VALUES, 'aborted', 'failure', 'FAILURE', '10', '20'])('%j is unknown', (status) =>
    expect(answer({ status })).toBe('unknown'),
  );
});

describe('status values of a deposit status read (SPEC 3, SPEC 4 transaction status codes)', () => {
  it.each([
    ['SUCCESS', 'success'],
    [10, 'success'],
    ['10', 'success'],
    ['PENDING', 'pending'],
    [1, 'pending'],
    ['PENDING_NOTIFICATION', 'pending'],
    [6, 'pending'],
    ['PENDING_REDIRECT', 'pending'],
    [7, 'pending'],
    ['FAILURE', 'refused'],
    [20, 'refused'],
    ['UNAUTHORIZE', 'refused'],
    [30, 'refused'],
    ['REFUSED', 'refused'],
  ] as const)('%j is %s', (status, expected) => expect(answer({ status, reason: null }, DEPOSIT_STATUS)).toBe(expected));

  it.each([...STATUS_DETAILS, ...UNKNOWN_VALUES, 'redirect', 0, 2, 11, 21, -1, 1.5])('%j is unknown', (status) =>
    expect(answer({ status }, DEPOSIT_STATUS)).toBe('unknown'),
  );
});

describe('the async deposit message (SPEC 3, 4 Async monitoring)', () => {
  it.each([
    ['SUCCESS', 'success'],
    ['PENDING', 'pending'],
    ['FAILURE', 'refused'],
  ] as const)('%s is %s', (status, expected) => expect(answer({ status }, ASYNC_MESSAGE)).toBe(expected));
  it.each([...UNKNOWN_VALUES, 'REFUSED', 'redirect'])('%j is unknown', (status) => expect(answer({ status }, ASYNC_MESSAGE)).toBe('unknown'));
});

describe('the callback read (SPEC 4 Callback)', () => {
  it.each([
    ['success', 'success'],
    ['pending', 'pending'],
    ['redirect', 'pending'],
    ['aborted', 'refused'],
    ['FAILURE', 'refused'],
    ['20', 'refused'],
  ] as const)('%s is %s', (status, expected) => expect(answer({ status }, CALLBACK_STATUS)).toBe(expected));
  it.each([...UNKNOWN_VALUES, 'cancelled'])('%j is unknown', (status) => expect(answer({ status }, CALLBACK_STATUS)).toBe('unknown'));
});

describe('body shapes', () => {
  for (const [name, vocabulary] of [
    ['deposit answer', DEPOSIT_ANSWER],
    ['status read', DEPOSIT_STATUS],
    ['async message', ASYNC_MESSAGE],
    ['callback', CALLBACK_STATUS],
  ] as const) {
    it(`${name}: malformed, incomplete and empty bodies are unknown`, () => {
      for (const body of [
        '<html>502</html>',
        '{"status":"succ',
        42,
        true,
        ['success'],
        {},
        { reason: 'x' },
        { status: null },
        { status: '' },
        { status: '  ' },
        { status: {} },
        { status: ['success'] },
        null,
        undefined,
        '',
      ]) {
        expect(answer(body, vocabulary), JSON.stringify(body)).toBe('unknown');
      }
    });
  }

  it('extra fields change nothing', () => {
    expect(answer({ status: 'success', extra: 1, refused_reason: 'x', nested: { status: 'refused' } })).toBe('success');
    expect(answer({ status: 'refused', unknown_field: true })).toBe('refused');
    expect(answer({ status: 'teapot', transaction_uid: 't-1' })).toBe('unknown');
    expect(answer({ status: 'FAILURE', reason: 'payment.x', more: [] }, DEPOSIT_STATUS)).toBe('refused');
  });
});
