import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveAfter, redirectOrHome, wireEffects, type Effects } from './effects';

const HOME = 'https://www.kestrelbet.fr/sports';

// In the browser location.assign throws a SyntaxError on a URL it cannot parse; here a stub does.
const assignThrowingOn = (bad: (url: string) => boolean) =>
  vi.fn((url: string) => {
    if (bad(url)) throw new DOMException(`'${url}' is not a valid URL.`, 'SyntaxError');
  });

describe('redirectOrHome (the edge of app.redirect)', () => {
  it('goes where it was asked when the browser accepts it', () => {
    const fx = { redirect: assignThrowingOn(() => false), warn: vi.fn() };
    redirectOrHome('/sandbox/return?x=1', () => HOME, fx);
    expect(fx.redirect.mock.calls).toEqual([['/sandbox/return?x=1']]);
    expect(fx.warn).not.toHaveBeenCalled();
  });

  it('a refused assign falls back to the operator home and warns, without the URL', () => {
    const fx = { redirect: assignThrowingOn((u) => u !== HOME), warn: vi.fn() };
    redirectOrHome('https://tx-secret.invalid:bad/', () => HOME, fx);
    expect(fx.redirect.mock.calls).toEqual([['https://tx-secret.invalid:bad/'], [HOME]]);
    expect(fx.warn).toHaveBeenCalledWith('redirect failed (SyntaxError): going to the operator home');
    expect(String(fx.warn.mock.calls)).not.toContain('tx-secret');
  });

  it('never throws, even when the home is refused too', () => {
    const fx = { redirect: assignThrowingOn(() => true), warn: vi.fn() };
    expect(() => redirectOrHome('x', () => HOME, fx)).not.toThrow();
    expect(fx.warn).toHaveBeenCalledTimes(2);
  });
});

// docs/decisions.md "Analytics" (A redirect waits for the tracking): the page leaves after 1000 ms at most.
describe('leaveAfter (a redirect waits for the tracking to be handed over, within a cap)', () => {
  afterEach(() => vi.useRealTimers());

  it('goes once the tracking is handed over, not before', async () => {
    let handOver!: () => void;
    const go = vi.fn();
    leaveAfter(new Promise<void>((r) => (handOver = r)), 1000, go);
    await Promise.resolve();
    expect(go).not.toHaveBeenCalled();
    handOver();
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  });

  it('goes at the cap when the tracking never answers, and once only', async () => {
    vi.useFakeTimers();
    let handOver!: () => void;
    const go = vi.fn();
    leaveAfter(new Promise<void>((r) => (handOver = r)), 1000, go);
    vi.advanceTimersByTime(999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
    handOver();
    await Promise.resolve();
    await Promise.resolve();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('goes when the tracking fails', async () => {
    const go = vi.fn();
    leaveAfter(Promise.reject(new Error('chunk failed')), 1000, go);
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  });
});

describe('wireEffects: app.redirect', () => {
  /** A stand-in for the root actor: its `on` listeners, and a snapshot with the app facts the home URL needs. */
  function rootStub() {
    const listeners = new Map<string, (e: { type: string; url?: string }) => void>();
    const actor = {
      on: (type: string, fn: (e: { type: string; url?: string }) => void) => (listeners.set(type, fn), { unsubscribe() {} }),
      subscribe: () => ({ unsubscribe() {} }),
      system: { inspect: () => ({ unsubscribe() {} }), get: () => undefined },
      getSnapshot: () => ({ context: { app: { brand: 'kestrel', legislation: 'FR', universe: 'sports' } } }),
    };
    return { actor: actor as unknown as Parameters<typeof wireEffects>[0], emit: (e: { type: string; url?: string }) => listeners.get(e.type)?.(e) };
  }
  const effects = (beforeLeaving: () => Promise<void>, redirect: (url: string) => void): Effects => ({
    transport: { send: vi.fn() } as unknown as Effects['transport'],
    store: { clear: vi.fn() } as unknown as Effects['store'],
    redirect,
    warn: vi.fn(),
    clearFirstDeposit: vi.fn(),
    pendingDeposit: { save: vi.fn(), clear: vi.fn() },
    beforeLeaving,
  });

  it('leaves only after the tracking is handed over (a deposit_front_success before url_success, SPEC 7)', async () => {
    const steps: string[] = [];
    let handOver!: () => void;
    const { actor, emit } = rootStub();
    const beforeLeaving = () => {
      steps.push('tracking asked');
      return new Promise<void>((r) => (handOver = () => (steps.push('tracking handed over'), r())));
    };
    wireEffects(
      actor,
      effects(beforeLeaving, (url) => void steps.push(`redirect ${url}`)),
    );
    emit({ type: 'app.redirect', url: '/sandbox/return?status=success' });
    await Promise.resolve();
    expect(steps).toEqual(['tracking asked']);
    handOver();
    await vi.waitFor(() => expect(steps).toEqual(['tracking asked', 'tracking handed over', 'redirect /sandbox/return?status=success']));
  });

  it('a tracking edge that throws does not keep the page', async () => {
    const redirect = vi.fn();
    const { actor, emit } = rootStub();
    wireEffects(
      actor,
      effects(() => {
        throw new Error('no tracking');
      }, redirect),
    );
    emit({ type: 'app.redirect', url: '/x' });
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('/x'));
  });

  it('leaves after 1000 ms when the tracking never answers (docs/decisions.md "Analytics")', () => {
    vi.useFakeTimers();
    try {
      const redirect = vi.fn();
      const { actor, emit } = rootStub();
      wireEffects(
        actor,
        effects(() => new Promise<void>(() => {}), redirect),
      );
      emit({ type: 'app.redirect', url: '/x' });
      vi.advanceTimersByTime(999);
      expect(redirect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(redirect.mock.calls).toEqual([['/x']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
