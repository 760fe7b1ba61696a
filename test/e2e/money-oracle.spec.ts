// The money oracle checks itself (./money-oracle.ts): its verdicts on hand-written records break where the
// law says (the rule broken on purpose, DESIGN 7), and on a real card deposit it sees the player, the
// deposit call and the outcome, so its silence elsewhere means agreement, not blindness.
import { expect, test } from './fixtures';
import { moneyMismatches, outcomeOfReturnUrl, playerOfAuthorization, trackingMismatches, type Shown } from './money-oracle';
import { openApp } from './sandbox';
import { openCardForm, payByCard, returnStatus, TEST_CARDS } from './card-helpers';

const RETURN_URL = '/sandbox/return?outcome=success';
const record = (status: string, correlation_id = 'intent-1', transaction_uid = 'uid-1') => ({
  transaction_uid, player_id: 'p1', method: 'CARD', amount: 25, status, reason: null, correlation_id,
});
const shown = (outcome: Shown['outcome'], intent: string | null = 'intent-1'): Shown => ({ outcome, via: 'error-dialog', intent, url: 'http://localhost/' });

test.describe('its verdicts (SPEC 8, DESIGN 7)', () => {
  test('"failed" agrees with nothing recorded or a refusal, and disagrees with a paid or pending deposit', () => {
    expect(moneyMismatches({ shown: [shown('failed')] }, [])).toEqual([]);
    expect(moneyMismatches({ shown: [shown('failed')] }, [record('failure')])).toEqual([]);
    expect(moneyMismatches({ shown: [shown('failed')] }, [record('aborted')])).toEqual([]);
    for (const status of ['success', 'pending', 'redirect']) {
      expect(moneyMismatches({ shown: [shown('failed')] }, [record(status)])).toHaveLength(1);
    }
  });

  test('"success" needs a recorded success; "pending" agrees with anything', () => {
    expect(moneyMismatches({ shown: [shown('success')] }, [record('success')])).toEqual([]);
    expect(moneyMismatches({ shown: [shown('success')] }, [record('pending')])).toHaveLength(1);
    expect(moneyMismatches({ shown: [shown('success')] }, [])).toHaveLength(1);
    for (const status of ['success', 'pending', 'failure']) expect(moneyMismatches({ shown: [shown('pending')] }, [record(status)])).toEqual([]);
    expect(moneyMismatches({ shown: [shown('pending')] }, [])).toEqual([]);
  });

  test('the last outcome of an intent counts; outcomes before any deposit call do not', () => {
    expect(moneyMismatches({ shown: [shown('failed'), shown('pending')] }, [record('pending')])).toEqual([]);
    expect(moneyMismatches({ shown: [shown('pending'), shown('failed')] }, [record('pending')])).toHaveLength(1);
    expect(moneyMismatches({ shown: [shown('failed', null)] }, [record('success')])).toEqual([]);
  });

  test('two deposits of one correlation id disagree, whatever was shown', () => {
    expect(moneyMismatches({ shown: [] }, [record('success', 'intent-1', 'a'), record('pending', 'intent-1', 'b')])).toHaveLength(1);
    expect(moneyMismatches({ shown: [] }, [record('success', 'intent-1', 'a'), record('pending', 'intent-2', 'b')])).toEqual([]);
  });

  test('tracking: each outcome shown and each deposit call sent has its event', () => {
    const oracle = { shown: [shown('success')], calls: [{ correlationId: 'intent-1', path: '/kong/v6/me/deposits/card' }], players: new Set(['p1']) };
    const sent = { name: 'payment_deposit_request', params: { user_id: 'p1', correlation_id: 'intent-1' } };
    const success = { name: 'deposit_front_success', params: { user_id: 'p1', status: 'success', transaction_id: 'uid-1' } };
    expect(trackingMismatches(oracle, [record('success')], [sent, success])).toEqual([]);
    expect(trackingMismatches(oracle, [record('success')], [sent])).toHaveLength(1);
    expect(trackingMismatches(oracle, [record('success')], [success])).toHaveLength(1);
    expect(trackingMismatches(oracle, [record('success')], [sent, { ...success, params: { ...success.params, user_id: 'p2' } }])).toHaveLength(1);
    const failed = { ...oracle, shown: [shown('failed')] };
    expect(trackingMismatches(failed, [], [sent, { name: 'deposit_failed', params: { user_id: 'p1' } }])).toEqual([]);
    expect(trackingMismatches(failed, [], [sent])).toHaveLength(1);
  });

  test('reads the return URL (SPEC 4) and the bearer token', () => {
    expect(outcomeOfReturnUrl('http://localhost/sandbox/return?outcome=success&method=CARD&status=success&amount=25&isFirstDeposit=false')).toBe('success');
    expect(outcomeOfReturnUrl('https://www.kestrelbet.fr/?method=BLIK&status=pending&amount=100&isFirstDeposit=true')).toBe('pending');
    expect(outcomeOfReturnUrl('http://localhost/callback?status=error&method=APPLEPAY')).toBeNull();
    expect(outcomeOfReturnUrl('http://localhost/sandbox/return?outcome=success')).toBeNull();
    const payload = Buffer.from(JSON.stringify({ sub: '100042' })).toString('base64url');
    expect(playerOfAuthorization(`Bearer e30.${payload}.sig`)).toBe('100042');
    expect(playerOfAuthorization(undefined)).toBeNull();
  });
});

test('on a real card deposit it sees the player, the call and the success shown', async ({ page, moneyOracle }) => {
  const s = await openApp(page, { legislation: 'FR', language: 'en', url_success: RETURN_URL, banner: null });
  await openCardForm(page, '25');
  const request = await payByCard(page, TEST_CARDS.frictionless.number);
  expect((await returnStatus(page)).get('status')).toBe('success');
  expect([...moneyOracle.players]).toContain(s.player_id);
  expect(moneyOracle.calls.map((c) => c.correlationId)).toEqual([request.headers()['x-correlation-id']]);
  expect(moneyOracle.shown.map((o) => [o.outcome, o.via, o.intent])).toContainEqual(['success', 'return-url', request.headers()['x-correlation-id']]);
});

test('once stopped it judges nothing more: an outcome shown after the test ends is not read against an earlier record', async ({ page, moneyOracle }) => {
  await openApp(page, { legislation: 'FR', language: 'en', url_success: RETURN_URL, banner: null });
  await openCardForm(page, '25');
  const request = await payByCard(page, TEST_CARDS.frictionless.number);
  moneyOracle.stop();
  expect((await returnStatus(page)).get('status')).toBe('success');
  expect(moneyOracle.calls.map((c) => c.correlationId)).toEqual([request.headers()['x-correlation-id']]);
  expect(moneyOracle.shown).toEqual([]);
});
