// POST /sandbox/bridge/validate (the simulated webview's check) against docs/bridge.schema.json: a message as
// the contract gives it passes; a dropped field, a wrong version, an unknown field or message do not, with
// the field named.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({ distDir: null });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const check = async (body: unknown) => (await app.inject({ method: 'POST', url: '/sandbox/bridge/validate', payload: body as object })).json();
const success = { status: 'success', method: 'CARD', amount: 50, transactionId: 'tx-1' };

describe('the simulated webview checks bridge messages against the contract', () => {
  it('accepts a conforming message, with or without the frame channel', async () => {
    expect(await check({ name: 'paymentDepositSuccess', contractVersion: '1.0.0', payload: success })).toEqual({ valid: true, errors: [] });
    expect(await check({ channel: 'cashier.bridge', name: 'paymentCloseApplication', contractVersion: '1.0.0', payload: { reason: null } })).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('names what breaks the contract', async () => {
    const { transactionId: _dropped, ...withoutId } = success;
    expect(await check({ name: 'paymentDepositSuccess', contractVersion: '1.0.0', payload: withoutId })).toEqual({
      valid: false,
      errors: ['/payload/transactionId is required'],
    });
    expect(await check({ name: 'paymentDepositSuccess', contractVersion: '0.9.0', payload: success })).toEqual({
      valid: false,
      errors: ['/contractVersion must be "1.0.0"'],
    });
    expect(await check({ name: 'paymentDepositSuccess', payload: success })).toEqual({ valid: false, errors: ['/contractVersion is required'] });
    expect(await check({ name: 'paymentSetCloseNavigationIcon', contractVersion: '1.0.0', payload: { visible: true, cardNumber: '4111' } })).toEqual({
      valid: false,
      errors: ['/payload/cardNumber is not in the contract'],
    });
    expect((await check({ name: 'paymentSomethingElse', contractVersion: '1.0.0', payload: {} })).valid).toBe(false);
    expect((await check({ name: 'statusBarHeight.answer', contractVersion: '1.0.0', payload: {} })).valid).toBe(false);
  });
});
