import { describe, expect, it } from 'vitest';
import { inspectionRequested, maskString, sanitize } from './inspect';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

describe('inspection flag', () => {
  it('is off by default, on with ?inspect=1, remembered for the tab, off again with ?inspect=0', () => {
    const storage = memory();
    expect(inspectionRequested({ search: '' }, storage)).toBe(false);
    expect(inspectionRequested({ search: '?token=a&inspect=1' }, storage)).toBe(true);
    expect(inspectionRequested({ search: '' }, storage)).toBe(true);
    expect(inspectionRequested({ search: '?inspect=0' }, storage)).toBe(false);
    expect(inspectionRequested({ search: '' }, storage)).toBe(false);
  });
});

describe('masking', () => {
  it('masks sensitive keys and card-like digit runs, keeps the rest', () => {
    const out = sanitize({
      type: 'card.submitted',
      cardNumber: '4111111111111111',
      cvv: '123',
      detail: { password: 'secret', login: 'player@example.com', number: '5555 5555 5555 4444', cvc: 999 },
      note: 'paid with 4111 1111 1111 1111 today',
      amount: 25,
      refresh_token: 'abc',
      phone: '+351912345678',
    }) as Record<string, any>;
    expect(out.cardNumber).toBe('•••');
    expect(out.cvv).toBe('•••');
    expect(out.detail).toEqual({ password: '•••', login: 'player@example.com', number: '•••', cvc: '•••' });
    expect(out.note).toBe('paid with •••1111 today');
    expect(out.amount).toBe(25);
    expect(out.refresh_token).toBe('•••');
    expect(out.phone).toBe('+351912345678');
    expect(JSON.stringify(out)).not.toMatch(/4111111111111111|secret|"123"/);
  });

  it('masks the PayPal client token and approval nonce (credentials of the payment, not facts of the session)', () => {
    const out = sanitize({ clientToken: 'eyJ2ZXJzaW9uIjoy', approval: { nonce: 'fake-paypal-nonce-1', payerEmail: 'p@example.com' } }) as Record<string, any>;
    expect(out.clientToken).toBe('•••');
    expect(out.approval).toEqual({ nonce: '•••', payerEmail: 'p@example.com' });
  });

  it('masks the request a flow gives its deposit call (a BLIK code, a Skrill password, encrypted card payloads), keeps its correlation id', () => {
    const out = sanitize({ correlationId: 'intent-1', attempt: 1, depositRequest: { amount: 25, code: '777123' } }) as Record<string, any>;
    expect(out).toEqual({ correlationId: 'intent-1', attempt: 1, depositRequest: '•••' });
  });

  it('masks a 13 to 19 digit run, not a 12 digit one', () => {
    expect(maskString('1234567890123')).toBe('•••0123');
    expect(maskString('123456789012')).toBe('123456789012');
  });

  it('makes errors, cycles and functions serialisable', () => {
    const a: Record<string, unknown> = { f: () => 1, e: new Error('boom') };
    a.self = a;
    expect(() => structuredClone(sanitize(a))).not.toThrow();
    expect(sanitize(a)).toEqual({ e: { error: 'boom', name: 'Error' }, self: '(cycle)' });
  });
});
