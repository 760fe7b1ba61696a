// A send again of one intent sends the very same body with the same correlation id.
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../domain/failures';
import type { ApiClient } from './client';
import { createBlikDeposit } from '../methods/blik/api';
import { createWalletDeposit } from './wallets';
import { hasUnansweredBody, sendDeposit } from './deposit-call';

const schema = z.object({ status: z.string() });
const apiFailingWith = (...errors: (ApiFailure | null)[]) => {
  const post = vi.fn(async () => {
    const e = errors.shift();
    if (e) throw e;
    return { status: 'success' };
  });
  return { api: { post } as unknown as ApiClient, post };
};

describe('sendDeposit', () => {
  it('sends the correlation id as the header, and the first body again after an unreadable answer', async () => {
    const { api, post } = apiFailingWith(new ApiFailure('NETWORK'), null);
    let built = 0;
    const build = () => ({ n: ++built, correlation_id: 'c-1' });
    await expect(sendDeposit(api, '/p', schema, 'c-1', build)).rejects.toThrow();
    expect(hasUnansweredBody('c-1')).toBe(true);
    await expect(sendDeposit(api, '/p', schema, 'c-1', build)).resolves.toEqual({ status: 'success' });
    const calls = post.mock.calls as unknown as [string, unknown, { json: unknown; headers: Record<string, string> }][];
    expect(calls.map((c) => c[2].json)).toEqual([
      { n: 1, correlation_id: 'c-1' },
      { n: 1, correlation_id: 'c-1' },
    ]);
    expect(calls.map((c) => c[2].headers['X-Correlation-Id'])).toEqual(['c-1', 'c-1']);
    expect(hasUnansweredBody('c-1')).toBe(false);
  });

  it('forgets the body after a clear refusal', async () => {
    const { api } = apiFailingWith(new ApiFailure('HTTP', 'DEP_FraudCheckRefused', 'HTTP 422', 422));
    await expect(sendDeposit(api, '/p', schema, 'c-2', () => ({}))).rejects.toThrow();
    expect(hasUnansweredBody('c-2')).toBe(false);
  });

  it('BLIK: the send again carries no code (the machine never keeps it) and goes out with the first body', async () => {
    const { api, post } = apiFailingWith(new ApiFailure('NETWORK'), null);
    const env = { origin: 'https://cashier.example', browser: { userAgent: 'test' } };
    const input = { amount: 100, tokenId: null, oneClick: false, correlationId: 'c-blik' };
    await expect(createBlikDeposit(api, { ...input, code: '777123', attempt: 0 }, env)).rejects.toThrow();
    await expect(createBlikDeposit(api, { ...input, code: null, attempt: 1 }, env)).resolves.toEqual({ status: 'success' });
    const calls = post.mock.calls as unknown as [string, unknown, { json: unknown }][];
    expect(calls).toHaveLength(2);
    expect(JSON.stringify(calls[1]![2].json)).toContain('777123');
    expect(calls[1]![2].json).toEqual(calls[0]![2].json);
  });

  it('wallets: the send again carries no token and goes out with the first body', async () => {
    const { api, post } = apiFailingWith(new ApiFailure('NETWORK'), null);
    const env = { origin: 'https://cashier.example', browser: { userAgent: 'test' } };
    await expect(createWalletDeposit(api, 'APPLEPAY', { amount: 20, token: 'apple-token-1', correlationId: 'c-wallet' }, env)).rejects.toThrow();
    await expect(createWalletDeposit(api, 'APPLEPAY', { amount: 20, token: '', correlationId: 'c-wallet' }, env)).resolves.toEqual({ status: 'success' });
    const calls = post.mock.calls as unknown as [string, unknown, { json: unknown }][];
    expect(calls).toHaveLength(2);
    expect(calls[1]![2].json).toEqual(calls[0]![2].json);
  });
});
