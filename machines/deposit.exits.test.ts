import { describe, expect, it } from 'vitest';
import { leaveExit, successExit } from './deposit.exits';
import { iosApp, webApp } from './fixtures';

// The context normally holds checked URLs; the exits check again, so a value that slipped past (or was
// stored before the rule tightened) still cannot send the player elsewhere.
describe('exits check the URL handed to the browser', () => {
  it('leaving: a refused url_back falls back to the operator home', () => {
    expect(leaveExit({ ...webApp, urlBack: '/..//evil.com' }, null)).toEqual({ type: 'app.redirect', url: 'https://www.kestrelbet.fr/sports' });
    expect(leaveExit({ ...webApp, urlBack: 'https://www.kestrelbet.fr/back' }, null)).toEqual({
      type: 'app.redirect',
      url: 'https://www.kestrelbet.fr/back',
    });
  });
  it('success: a refused url_success falls back to the operator home with the return query', () => {
    const events = successExit({ ...webApp, urlSuccess: '/..//evil.com' }, { status: 'success', method: 'CARD', amount: 5, transactionId: 'tx-1' });
    const redirect = events.find((e) => e.type === 'app.redirect');
    expect(redirect).toEqual({
      type: 'app.redirect',
      url: 'https://www.kestrelbet.fr/sports?method=CARD&status=success&amount=5&isFirstDeposit=false&transactionid=tx-1',
    });
  });
});

// SPEC 4 Success handling: "for a pending or confirmed deposit ... the native bridge is told (in the web app, or
// always in the third-party poker launcher) and a redirect to the return URL follows"; SPEC 4 Context init: "A
// first-deposit flag is kept in a cookie and cleared after a first deposit". SPEC 4 Authentication: leaving.
describe('success handling: what is told, in which order', () => {
  const success = { status: 'pending' as const, method: 'MOBILEMONEY', amount: 40, transactionId: 'tx-9' };

  it('in the native app: the bridge hears of the deposit first, then the return URL', () => {
    const events = successExit(iosApp, success);
    expect(events.map((e) => e.type)).toEqual(['bridge.paymentDepositSuccess', 'session.ended', 'app.redirect']);
    expect(events[0]).toEqual({ type: 'bridge.paymentDepositSuccess', payload: success });
  });

  it('in the web app in a browser: only the return URL (no bridge there)', () => {
    expect(successExit(webApp, success).map((e) => e.type)).toEqual(['session.ended', 'app.redirect']);
  });

  it('after a first deposit the first-deposit flag is cleared, before the redirect; not otherwise', () => {
    expect(successExit({ ...webApp, isFirstDeposit: true }, success).map((e) => e.type)).toEqual(['firstDeposit.cleared', 'session.ended', 'app.redirect']);
    expect(successExit({ ...iosApp, isFirstDeposit: true }, success).map((e) => e.type)).toEqual([
      'bridge.paymentDepositSuccess',
      'firstDeposit.cleared',
      'session.ended',
      'app.redirect',
    ]);
    expect(successExit({ ...webApp, isFirstDeposit: false }, success).some((e) => e.type === 'firstDeposit.cleared')).toBe(false);
  });

  it('leaving the native app closes it through the bridge, with the reason', () => {
    expect(leaveExit(iosApp, 'DEP_UserNotEligibleForDeposit')).toEqual({
      type: 'bridge.paymentCloseApplication',
      payload: { reason: 'DEP_UserNotEligibleForDeposit' },
    });
  });
});
