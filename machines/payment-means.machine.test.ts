// Payment means (SPEC 4 "Payment tokens", "Payment methods", "Default mean rules"; SPEC 3 payment-means state:
// init status ONGOING, FETCHED or FINISHED, scroll status INITIATED, MANUAL or AUTOMATIC, the selected mean).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { toPaymentMeans, type PaymentMean } from '../src/domain/payment-means';
import { httpError, sessionExpiredError } from './fixtures';
import { paymentMeansMachine, type MeansConfig, type MeansData } from './payment-means.machine';

const serverMean = (id: string, method: string, order: number) => ({
  payment_mean_id: id,
  display_order: order,
  status: 'enabled' as const,
  min_amount: 10,
  max_amount: 1000,
  features: [],
  payment_method: method,
});
const methods = toPaymentMeans([serverMean('m-p24', 'PRZELEWY24', 1), serverMean('m-blik', 'BLIK', 2), serverMean('m-psc', 'PAYSAFECARD', 3)]);
const savedCard: PaymentMean = {
  id: 'm-card-tok',
  type: 'CARD',
  method: 'CARD',
  displayOrder: 4,
  format: 'TOKEN',
  features: [],
  name: 'CARD',
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 1000, id: 'tok-1' },
  providersRef: [],
  tokenId: 'tok-1',
};
const disabled: PaymentMean = { ...methods[2]!, id: 'm-off', status: 'disabled' };

const data = (withToken: boolean): MeansData => ({
  means: [...methods, disabled, ...(withToken ? [savedCard] : [])],
  methods: [
    { name: 'PRZELEWY24', enabled: true, displayOrder: 1, tokenOnly: false, unavailable: false },
    { name: 'BLIK', enabled: true, displayOrder: 2, tokenOnly: false, unavailable: false },
    { name: 'PAYSAFECARD', enabled: true, displayOrder: 3, tokenOnly: false, unavailable: false },
  ],
  tokens: withToken ? [{ id: 'tok-1', type: 'CARD', displayOrder: 1 }] : [],
  cse: [],
  suggestedAmounts: [50, 100, 250, 500],
  resumePosition: 1,
});
const config: MeansConfig = { lastMethod: null, isFirstDeposit: false };

function start(answers: Array<() => Promise<MeansData>>) {
  let call = 0;
  const actor = createActor(paymentMeansMachine.provide({ actors: { fetchMeans: fromPromise(() => answers[Math.min(call++, answers.length - 1)]!()) } }), {
    input: undefined,
  });
  actor.start();
  return { actor, calls: () => call };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('payment means (SPEC 4)', () => {
  it('starts ONGOING, scroll INITIATED, nothing selected', () => {
    const { actor } = start([() => new Promise(() => {})]);
    expect(actor.getSnapshot().context).toMatchObject({ initStatus: 'ONGOING', scrollStatus: 'INITIATED', selectedId: null, defaultIds: [], failure: null });
  });

  it("fetched before the player's last method is known: FETCHED, no default yet; then FINISHED with the defaults", async () => {
    const { actor } = start([async () => data(false)]);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ initStatus: 'FETCHED', data: data(false), defaultIds: [] });
    actor.send({ type: 'means.configure', config });
    // SPEC 4 Default mean rules: "If PRZELEWY24 is default with no tokens and BLIK is enabled, both are defaults."
    expect(actor.getSnapshot().context).toMatchObject({
      initStatus: 'FINISHED',
      defaultIds: ['m-p24', 'm-blik'],
      selectedId: 'm-p24',
      currentTokenId: null,
      config,
    });
  });

  it('configured before the means arrive: FINISHED as soon as they do', async () => {
    const { actor } = start([async () => data(false)]);
    actor.send({ type: 'means.configure', config: { ...config, lastMethod: 'BLIK' } });
    await settle();
    // SPEC 4: "If the last method was BLIK and no token is selected, BLIK is default."
    expect(actor.getSnapshot().context).toMatchObject({ initStatus: 'FINISHED', defaultIds: ['m-blik'], selectedId: 'm-blik' });
  });

  it('with a saved token, the current token is chosen and the selection starts on it', async () => {
    const { actor } = start([async () => data(true)]);
    actor.send({ type: 'means.configure', config });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ currentTokenId: 'tok-1', selectedId: 'm-card-tok' });
  });

  it('selecting a method clears the current token and resets the multiple defaults', async () => {
    const { actor } = start([async () => data(true)]);
    actor.send({ type: 'means.configure', config });
    await settle();
    actor.send({ type: 'mean.selected', id: 'm-psc' });
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: 'm-psc', currentTokenId: null, defaultIds: ['m-psc'] });
  });

  it('selecting a saved mean makes its token the current one, the defaults stay', async () => {
    const { actor } = start([async () => data(true)]);
    actor.send({ type: 'means.configure', config });
    await settle();
    actor.send({ type: 'mean.selected', id: 'm-psc' });
    actor.send({ type: 'mean.selected', id: 'm-card-tok' });
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: 'm-card-tok', currentTokenId: 'tok-1', defaultIds: ['m-psc'] });
  });

  it('a disabled or unknown mean cannot be selected', async () => {
    const { actor } = start([async () => data(false)]);
    actor.send({ type: 'means.configure', config });
    await settle();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'mean.selected', id: 'm-off' });
    actor.send({ type: 'mean.selected', id: 'nowhere' });
    expect(actor.getSnapshot().context).toEqual(before);
  });

  it('the scroll status follows the list (MANUAL, AUTOMATIC)', async () => {
    const { actor } = start([async () => data(false)]);
    actor.send({ type: 'means.configure', config });
    await settle();
    actor.send({ type: 'means.scrolled', status: 'MANUAL' });
    expect(actor.getSnapshot().context.scrollStatus).toBe('MANUAL');
    actor.send({ type: 'means.scrolled', status: 'AUTOMATIC' });
    expect(actor.getSnapshot().context.scrollStatus).toBe('AUTOMATIC');
  });

  it('a fetch failure is recorded (technical error page), a lost session as such; a refetch that succeeds clears it', async () => {
    const failing = start([async () => Promise.reject(httpError), async () => data(false)]);
    await settle();
    expect(failing.actor.getSnapshot().value).toBe('failed');
    expect(failing.actor.getSnapshot().context.failure).toBe('failed');
    failing.actor.send({ type: 'means.refetch' });
    await settle();
    expect(failing.calls()).toBe(2);
    expect(failing.actor.getSnapshot().context.failure).toBeNull();

    const lost = start([async () => Promise.reject(sessionExpiredError)]);
    await settle();
    expect(lost.actor.getSnapshot().context.failure).toBe('sessionExpired');
  });

  it('means are refetched on request (deposit flow start, callback failure)', async () => {
    const { actor, calls } = start([async () => data(false)]);
    actor.send({ type: 'means.configure', config });
    await settle();
    actor.send({ type: 'means.refetch' });
    await settle();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});

describe('wallets among the means (SPEC 4 "Eligibility is checked before display only when there is no last method or the last method is that wallet")', () => {
  const apple = toPaymentMeans([serverMean('m-apple', 'APPLEPAY', 0)]);
  const withApple = (): MeansData => ({ ...data(false), means: [...apple, ...data(false).means] });
  function startWithWallets(check: () => Promise<unknown>) {
    const requests: unknown[] = [];
    const actor = createActor(
      paymentMeansMachine.provide({
        actors: {
          fetchMeans: fromPromise(async () => withApple()),
          checkWallets: fromPromise(async ({ input }) => (requests.push(input), check())) as never,
        },
      }),
      { input: undefined },
    );
    actor.start();
    return { actor, requests };
  }
  const compatible = { applePay: 'compatible', googlePay: 'notCompatible', googlePayHasCardInWallet: false };

  it("no last method: the page waits for the check; a compatible Apple Pay is the first depositor's default", async () => {
    let resolve: (v: unknown) => void = () => {};
    const { actor, requests } = startWithWallets(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'means.configure', config: { lastMethod: null, isFirstDeposit: true } });
    await settle();
    expect(requests).toEqual([{ applePayEnabled: true, googlePayEnabled: false, app: null }]);
    expect(actor.getSnapshot().context.initStatus).toBe('FETCHED');
    resolve(compatible);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ initStatus: 'FINISHED', defaultIds: ['m-apple'], wallet: compatible });
    // checked before the page showed: Apple Pay takes its place in the display order
    expect(actor.getSnapshot().context.walletsLate).toBe(false);
  });

  it('a last method that is not a wallet: shown at once, Apple Pay appears when its check ends, the default stays', async () => {
    let resolve: (v: unknown) => void = () => {};
    const { actor } = startWithWallets(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'means.configure', config: { lastMethod: 'PAYSAFECARD', isFirstDeposit: false } });
    await settle();
    expect(actor.getSnapshot().context.initStatus).toBe('FINISHED');
    const defaults = actor.getSnapshot().context.defaultIds;
    expect(defaults).not.toContain('m-apple');
    resolve(compatible);
    await settle();
    expect(actor.getSnapshot().context.wallet.applePay).toBe('compatible');
    expect(actor.getSnapshot().context.defaultIds).toEqual(defaults);
    // found after the tiles were shown: it goes after them (docs/decisions.md "A late wallet tile")
    expect(actor.getSnapshot().context.walletsLate).toBe(true);
  });

  it('the means arrive before the last method: the page shown meanwhile keeps the one check (one bridge question per page load)', async () => {
    let resolve: (v: unknown) => void = () => {};
    const { actor, requests } = startWithWallets(() => new Promise((r) => (resolve = r)));
    await settle();
    // fetched, no config yet: the check starts (it may have to hold the page)
    expect(actor.getSnapshot().matches('checkingWallets')).toBe(true);
    // the last method is not a wallet: the page shows before the check ends (SPEC 4)
    actor.send({ type: 'means.configure', config: { lastMethod: 'PAYSAFECARD', isFirstDeposit: false } });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'checkingWallets' })).toBe(true);
    expect(actor.getSnapshot().context.initStatus).toBe('FINISHED');
    expect(requests).toHaveLength(1);
    resolve(compatible);
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.wallet.applePay).toBe('compatible');
    expect(requests).toHaveLength(1);
  });

  it('a refetch while the check runs: that check is dropped, the new means get their own', async () => {
    const answers: Array<(v: unknown) => void> = [];
    const { actor, requests } = startWithWallets(() => new Promise((r) => answers.push(r)));
    actor.send({ type: 'means.configure', config: { lastMethod: 'PAYSAFECARD', isFirstDeposit: false } });
    await settle();
    actor.send({ type: 'means.refetch' });
    await settle();
    expect(requests).toHaveLength(2);
    answers[0]!(compatible); // the dropped check's late answer is not heard
    await settle();
    expect(actor.getSnapshot().context.wallet.applePay).toBe('notChecked');
    answers[1]!(compatible);
    await settle();
    expect(actor.getSnapshot().context.wallet.applePay).toBe('compatible');
  });

  it('the check fails: the wallets are not compatible, the page shows', async () => {
    const { actor } = startWithWallets(async () => Promise.reject(new Error('chunk failed')));
    actor.send({ type: 'means.configure', config: { lastMethod: null, isFirstDeposit: true } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ initStatus: 'FINISHED', wallet: { applePay: 'notCompatible', googlePay: 'notCompatible' } });
  });

  it('no tile that cannot pay: a method no flow pays is not listed, never a default, its token never the current one', async () => {
    // 'NEWWALLET' stands for any method the registry (src/domain/methods.ts) has no flow for.
    const flowless: PaymentMean = { ...methods[0]!, id: 'm-new', method: 'NEWWALLET', name: 'NEWWALLET', displayOrder: 0 };
    const flowlessToken: PaymentMean = {
      ...savedCard,
      id: 'm-new-tok',
      method: 'NEWWALLET',
      name: 'NEWWALLET',
      tokenId: 'tok-0',
      detail: { minAmount: 10, maxAmount: 1000, id: 'tok-0' },
    };
    const base = data(true);
    const withFlowless: MeansData = {
      ...base,
      means: [flowless, flowlessToken, ...base.means],
      methods: [{ name: 'NEWWALLET', enabled: true, displayOrder: 0, tokenOnly: false, unavailable: false }, ...base.methods],
      tokens: [{ id: 'tok-0', type: 'EWALLET', displayOrder: 0 }, ...base.tokens],
    };
    const { actor } = start([async () => withFlowless]);
    actor.send({ type: 'means.configure', config });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.data?.means.map((m) => m.id)).toEqual(base.means.map((m) => m.id));
    expect(context.data?.tokens.map((t) => t.id)).toEqual(['tok-1']);
    expect(context.defaultIds).toEqual(['m-p24']);
    expect(context).toMatchObject({ currentTokenId: 'tok-1', selectedId: 'm-card-tok' });
    actor.send({ type: 'mean.selected', id: 'm-new' });
    expect(actor.getSnapshot().context.selectedId).toBe('m-card-tok');
  });
});

// docs/decisions.md "Page lifecycle": the player's choice comes back after a page load (a reload, a
// provider's return), as their own selection would, instead of the saved card the default rules prefer.
describe('the chosen mean after the page loaded again', () => {
  it("a failed provider payment's method is selected again, not the saved card (the current token cleared)", async () => {
    const { actor } = start([async () => data(true)]);
    actor.send({ type: 'means.configure', config: { ...config, chosen: { method: 'PAYSAFECARD', meanId: null } } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: 'm-psc', currentTokenId: null, defaultIds: ['m-psc'] });
  });

  it('the mean kept for the tab is selected again; a saved one keeps its token current', async () => {
    const { actor } = start([async () => data(true)]);
    actor.send({ type: 'means.configure', config: { ...config, chosen: { method: null, meanId: 'm-blik' } } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: 'm-blik', currentTokenId: null });
  });

  it('a chosen mean no longer offered or disabled gives way to the default rules', async () => {
    const { actor } = start([async () => data(true)]);
    actor.send({ type: 'means.configure', config: { ...config, chosen: { method: 'SKRILL', meanId: 'm-off' } } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: 'm-card-tok', currentTokenId: 'tok-1' });
  });
});
