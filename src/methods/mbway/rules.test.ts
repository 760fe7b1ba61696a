// SPEC 3 (MB Way bodies, Features mbway_with_mandate), SPEC 4 MB Way (outcomes, app-to-app when not
// WEBAPP), SPEC 5 (a missing phone number shows payment.null.information.error), SPEC 8
// (payment.genericfailurenoncard: MB Way unexpected status). Expected values written by hand.
import { describe, expect, it } from 'vitest';
import { appToAppAllowed, mbwayDigits, mbwayOutcome, mbwayPhoneError, newMbwayRequest, offersMandate, tokenMbwayRequest } from './rules';

describe('MB Way phone (SPEC 5)', () => {
  it('a missing number is payment.null.information.error', () => {
    expect(mbwayPhoneError('')).toBe('payment.null.information.error');
  });
  it('Portuguese mobile numbers (9 digits, 91/92/93/96) are valid; others are not', () => {
    for (const ok of ['912345678', '923456789', '934567890', '961234567']) expect(mbwayPhoneError(ok)).toBeNull();
    for (const bad of ['212345678', '94123456', '9123456789', '951234567']) expect(mbwayPhoneError(bad)).not.toBeNull();
  });
  it('typing keeps the national digits: +351 or 00351 dropped, spaces ignored', () => {
    expect(mbwayDigits('+351 912 345 678')).toBe('912345678');
    expect(mbwayDigits('00351912345678')).toBe('912345678');
    expect(mbwayDigits('912 345 678')).toBe('912345678');
  });
});

describe('MB Way request (SPEC 3)', () => {
  it('new mean, web app: phone, mandate choice, no app-to-app, no return_url; store_token true', () => {
    expect(newMbwayRequest({ phoneDigits: '912345678', createMandate: true, appToApp: false, returnUrl: 'https://x/callback' })).toEqual({
      storeToken: true,
      detail: { phone_number: '+351912345678', create_mandate: true, enable_app_to_app: false },
    });
  });
  it('new mean, app-to-app: return_url only then', () => {
    expect(newMbwayRequest({ phoneDigits: '912345678', createMandate: false, appToApp: true, returnUrl: 'https://x/callback' }).detail).toEqual({
      phone_number: '+351912345678',
      create_mandate: false,
      enable_app_to_app: true,
      return_url: 'https://x/callback',
    });
  });
  it('token: token_id and app-to-app, return_url when app-to-app; store_token false', () => {
    expect(tokenMbwayRequest({ tokenId: 't1', appToApp: false, returnUrl: 'r' })).toEqual({
      storeToken: false,
      detail: { token_id: 't1', enable_app_to_app: false },
    });
    expect(tokenMbwayRequest({ tokenId: 't1', appToApp: true, returnUrl: 'r' }).detail).toEqual({ token_id: 't1', enable_app_to_app: true, return_url: 'r' });
  });
  it('app-to-app whenever the application type is not WEBAPP (SPEC 4)', () => {
    expect(appToAppAllowed('WEBAPP')).toBe(false);
    expect(appToAppAllowed('APP_IOS')).toBe(true);
    expect(appToAppAllowed('APP_ANDROID')).toBe(true);
  });
  it('the mandate is offered with the enabled mbway_with_mandate feature', () => {
    expect(offersMandate([{ name: 'mbway_with_mandate', enabled: true }])).toBe(true);
    expect(offersMandate([{ name: 'mbway_with_mandate', enabled: false }])).toBe(false);
    expect(offersMandate([])).toBe(false);
  });
});

describe('MB Way answer (SPEC 4, 8)', () => {
  it('pending with create-mandate: pending recorded as MBWayOneClick', () => {
    expect(mbwayOutcome({ status: 'pending' }, true)).toEqual({ kind: 'pending', method: 'MBWayOneClick' });
  });
  it('otherwise success, pending (MBWAY), redirect (app-to-app)', () => {
    expect(mbwayOutcome({ status: 'success' }, false)).toEqual({ kind: 'success' });
    expect(mbwayOutcome({ status: 'pending' }, false)).toEqual({ kind: 'pending', method: 'MBWAY' });
    expect(mbwayOutcome({ status: 'redirect', transaction_context: { redirect_url: 'https://mbway.example/app' } }, false)).toEqual({
      kind: 'appToApp',
      url: 'https://mbway.example/app',
    });
  });
  it('refused: payment.genericfailurenoncard', () => {
    expect(mbwayOutcome({ status: 'refused' }, false)).toEqual({ kind: 'failure', reason: 'payment.genericfailurenoncard' });
  });
  // docs/decisions.md "Unknown is not failed": what cannot be acted on is not known yet.
  it.each(['weird', ''])('%j: not known yet, never a failure', (status) => {
    expect(mbwayOutcome({ status }, false)).toEqual({ kind: 'unknown' });
  });
  it('a redirect without a usable URL: not known yet, nothing opened', () => {
    expect(mbwayOutcome({ status: 'redirect', transaction_context: { redirect_url: 'javascript:alert(1)' } }, false)).toEqual({ kind: 'unknown' });
  });
});
