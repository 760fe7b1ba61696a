import { describe, expect, it } from 'vitest';
import { leaveExit, successExit } from './deposit.exits';
import { webApp } from './fixtures';

// The context normally holds checked URLs; the exits check again, so a value that slipped past (or was
// stored before the rule tightened) still cannot send the player elsewhere (issue 12).
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
