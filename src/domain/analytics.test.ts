// SPEC 6 (consent, anonymisation), SPEC 3 (analytics session), DESIGN 7 (no card data in an event).
// Expectations written by hand from SPEC and docs/decisions.md "Analytics".
import { describe, expect, it } from 'vitest';
import { allowsPersonalised, anonymise, parsePrivacyCookie, readStoredSession, scrub, sessionAt, SESSION_IDLE_MS } from './analytics';

describe('consent from TC_PRIVACY_CENTER (SPEC 6)', () => {
  it('reads the allowed category ids and always adds 6', () => {
    expect(parsePrivacyCookie('1,2,5')).toEqual([1, 2, 5, 6]);
    expect(parsePrivacyCookie('1%2C5')).toEqual([1, 5, 6]);
    expect(parsePrivacyCookie(' 3 , 6 ')).toEqual([3, 6]);
  });
  it('no cookie, an empty or unreadable one: category 6 only', () => {
    expect(parsePrivacyCookie(null)).toEqual([6]);
    expect(parsePrivacyCookie('')).toEqual([6]);
    expect(parsePrivacyCookie('%E0%A4%A')).toEqual([6]);
    expect(parsePrivacyCookie('five,-5,0,5.5,abc')).toEqual([6]);
  });
  it('category 5 allows non-anonymous events; 6 alone does not', () => {
    expect(allowsPersonalised(parsePrivacyCookie('5'))).toBe(true);
    expect(allowsPersonalised(parsePrivacyCookie('1,2,3,4,6'))).toBe(false);
    expect(allowsPersonalised(parsePrivacyCookie('15'))).toBe(false);
  });
});

describe('anonymisation without consent (SPEC 6)', () => {
  const all = { mission_id: 'm-1', user_id: 'u-1', bet_id: 'b-1', message_concrete_mission_id: 'c-1', method: 'CARD', amount: 20 };
  it('removes mission_id, user_id, bet_id and message_concrete_mission_id', () => {
    expect(anonymise('banner_opt_in', all)).toEqual({ method: 'CARD', amount: 20 });
    expect(anonymise('open_screen', { user_id: 'u-1', screen: '/' })).toEqual({ screen: '/' });
  });
  it('keeps user_id on the money movements (the kept ones), never the others', () => {
    for (const name of ['payment_deposit_request', 'deposit_front_success', 'deposit_failed'] as const) {
      expect(anonymise(name, all)).toEqual({ user_id: 'u-1', method: 'CARD', amount: 20 });
    }
  });
});

describe('never a secret in an event (DESIGN 7)', () => {
  it('drops keys that name a secret', () => {
    expect(scrub({ card_number: '4', cvv: '123', token: 'x', refresh_token: 'y', password: 'p', blik_code: '777123', otp: '1234', method: 'CARD' })).toEqual({
      method: 'CARD',
    });
  });
  it('nulls a card number or a JWT found in any value, keeps ids and error codes', () => {
    expect(scrub({ reason: 'card 4111 1111 1111 1111 refused', note: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc' })).toEqual({ reason: null, note: null });
    const id = '12345678-1234-4234-8234-123456789012';
    expect(scrub({ correlation_id: id, error_code: 'payment.genericfailure', amount: 1234567890123 })).toEqual({
      correlation_id: id,
      error_code: 'payment.genericfailure',
      amount: 1234567890123,
    });
  });
});

describe('the analytics session (SPEC 3)', () => {
  let n = 0;
  const newId = () => `s${++n}`;
  it('starts session 1 when none is stored', () => {
    n = 0;
    expect(sessionAt(null, 1000, newId)).toEqual({ sessionId: 's1', count: 1, lastActivity: 1000 });
  });
  it('keeps the session up to 30 minutes without an event, then starts the next one', () => {
    n = 0;
    const s = { sessionId: 'a', count: 3, lastActivity: 0 };
    expect(sessionAt(s, SESSION_IDLE_MS, newId)).toEqual({ sessionId: 'a', count: 3, lastActivity: 30 * 60 * 1000 });
    expect(sessionAt(s, 30 * 60 * 1000 + 1, newId)).toEqual({ sessionId: 's1', count: 4, lastActivity: 30 * 60 * 1000 + 1 });
  });
  it('a clock that went back keeps the session', () => {
    expect(sessionAt({ sessionId: 'a', count: 1, lastActivity: 5000 }, 4000, newId)).toEqual({ sessionId: 'a', count: 1, lastActivity: 5000 });
  });
  it('reads a stored session back, or nothing', () => {
    expect(readStoredSession('{"sessionId":"a","count":2,"lastActivity":5}')).toEqual({ sessionId: 'a', count: 2, lastActivity: 5 });
    expect(readStoredSession('{"sessionId":"a"}')).toBeNull();
    expect(readStoredSession('nope')).toBeNull();
    expect(readStoredSession(null)).toBeNull();
  });
});
