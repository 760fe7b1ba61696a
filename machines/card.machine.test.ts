// The card flow's issuer redirect (SPEC 4 "Card response", detail 6): directly on the web app and in
// launchers, otherwise through the native bridge (reason CARD_3DS1, navigation strategy MANY). The card
// machine emits it; no screen opens a URL itself.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor, type AnyEventObject } from 'xstate';
import type { AppContext } from '../src/domain/context';
import type { AcquirerPayloads, CardResponseLike } from '../src/methods/card/rules';
import { cardMachine, type CardDepositInput, type EncryptInput } from './card.machine';
import { cardInput } from './card.events';
import { ApiFailure } from '../src/domain/failures';
import type { FlowInput } from './flow-output';
import { depositCallWith, iosApp, sessionExpiredError, webApp } from './fixtures';

function payWithSavedCard(app: AppContext) {
  const actor = createActor(
    cardMachine.provide({
      actors: {
        lookupBrands: fromPromise(async () => ['visa']),
        encryptCard: fromPromise<AcquirerPayloads, EncryptInput>(async () => ({ cse_dalenys: 'enc' })),
        depositCall: depositCallWith(async () => ({
          status: 'pending',
          status_detail: 6,
          transaction_uid: 'tx-6',
          transaction_context: { issuer_url: 'https://issuer.example/auth' },
        })),
      },
    }),
    { input: { ...cardInput, app } },
  );
  const emitted: AnyEventObject[] = [];
  // The record of the deposit under way (deposit.pending*) is checked by the model expectations.
  actor.on('*', (e) => {
    if (!e.type.startsWith('deposit.pending')) emitted.push(e);
  });
  actor.start();
  return { actor, emitted };
}

describe('card issuer redirect (SPEC 4 detail 6)', () => {
  it('on the web app: the browser goes to the issuer URL, once', async () => {
    const { actor, emitted } = payWithSavedCard(webApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    expect(emitted).toEqual([{ type: 'app.redirect', url: 'https://issuer.example/auth' }]);
  });

  it('in the native iOS app: the bridge paymentRedirectInApp, reason CARD_3DS1, strategy MANY', async () => {
    const { actor, emitted } = payWithSavedCard(iosApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    expect(emitted).toEqual([
      { type: 'bridge.paymentRedirectInApp', payload: { url: 'https://issuer.example/auth', reason: 'CARD_3DS1', navigationStrategy: 'MANY' } },
    ]);
  });

  // docs/decisions.md "The bank's page, closed": the app's browser may be closed over the waiting page.
  it('in the native app, "open my bank\'s page" sends the same paymentRedirectInApp again and stays waiting; on the web it does nothing', async () => {
    const { actor, emitted } = payWithSavedCard(iosApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    actor.send({ type: 'card.issuerReopened' });
    const redirect = { type: 'bridge.paymentRedirectInApp', payload: { url: 'https://issuer.example/auth', reason: 'CARD_3DS1', navigationStrategy: 'MANY' } };
    expect(emitted).toEqual([redirect, redirect]);
    expect(actor.getSnapshot().matches('issuerRedirect')).toBe(true);
    const web = payWithSavedCard(webApp);
    await waitFor(web.actor, (s) => s.matches('cvvForm'));
    web.actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    await waitFor(web.actor, (s) => s.matches('issuerRedirect'));
    web.actor.send({ type: 'card.issuerReopened' });
    expect(web.emitted).toEqual([{ type: 'app.redirect', url: 'https://issuer.example/auth' }]);
  });
});

describe("the card form rules are the machine's (SPEC 5)", () => {
  function newCard() {
    const encrypted: EncryptInput[] = [];
    const actor = createActor(
      cardMachine.provide({
        actors: {
          lookupBrands: fromPromise(async () => ['visa']),
          encryptCard: fromPromise<AcquirerPayloads, EncryptInput>(async ({ input }) => (encrypted.push(input), {})),
          depositCall: depositCallWith(async () => ({ status: 'success' })),
        },
      }),
      {
        input: { ...cardInput, mean: { ...cardInput.mean, format: 'PAYMENT_METHOD', tokenId: null, detail: { minAmount: 10, maxAmount: 5000 } }, app: webApp },
      },
    );
    actor.start();
    return { actor, encrypted };
  }

  it.each([
    ['a number failing the Luhn check', { number: '4970100000000015', expiry: '1229', cvv: '123' }],
    ['an expiry in the past (the app date is 2026-11)', { number: '4970100000000014', expiry: '1026', cvv: '123' }],
    ['a CVV under 3 digits', { number: '4970100000000014', expiry: '1229', cvv: '12' }],
    ['an American Express card', { number: '378282246310005', expiry: '1229', cvv: '1234' }],
  ])('refuses %s: nothing is encrypted or paid', async (_, form) => {
    const { actor, encrypted } = newCard();
    actor.send({ type: 'card.binChanged', bin: form.number.slice(0, 6) });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    actor.send({ type: 'card.submitted', ...form, remember: false, intentId: 'intent-1' });
    expect(actor.getSnapshot().matches({ form: 'known' })).toBe(true);
    expect(encrypted).toEqual([]);
  });

  it('pays a valid card once its brand is known, and not before', async () => {
    const { actor, encrypted } = newCard();
    const form = { number: '4970100000000014', expiry: '1229', cvv: '123', remember: false };
    actor.send({ type: 'card.submitted', ...form, intentId: 'intent-1' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    actor.send({ type: 'card.submitted', ...form, intentId: 'intent-1' });
    expect(encrypted).toHaveLength(1);
  });

  it("refuses a saved card's CVV under 3 digits", async () => {
    const { actor, emitted } = payWithSavedCard(webApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '12', intentId: 'intent-1' });
    expect(actor.getSnapshot().matches('cvvForm')).toBe(true);
    expect(emitted).toEqual([]);
  });
});

// ---- What the card flow hands its side effects and where each answer leads (SPEC 3 card body, SPEC 4 "Card
// brand" and "Card response", SPEC 5, SPEC 7 card poll interval 2000 ms) ------------------------------------------

interface CardAnswers {
  brands?: (bin: string) => Promise<string[]>;
  payloads?: () => Promise<AcquirerPayloads>;
  deposit?: () => Promise<CardResponseLike>;
  threeDs?: () => Promise<unknown>;
}

const newCardMean = { ...cardInput.mean, format: 'PAYMENT_METHOD' as const, tokenId: null, detail: { minAmount: 10, maxAmount: 5000 } };

function card(input: FlowInput, answers: CardAnswers = {}) {
  const seen = { lookups: [] as string[], encrypts: [] as EncryptInput[], deposits: [] as CardDepositInput[], threeDs: [] as unknown[] };
  const clock = new SimulatedClock();
  const actor = createActor(
    cardMachine.provide({
      actors: {
        lookupBrands: fromPromise<string[], { bin: string }>(
          async ({ input: i }) => (seen.lookups.push(i.bin), (answers.brands ?? (async () => ['visa']))(i.bin)),
        ),
        encryptCard: fromPromise<AcquirerPayloads, EncryptInput>(
          async ({ input: i }) => (seen.encrypts.push(i), (answers.payloads ?? (async () => ({ cse_dalenys: 'enc' })))()),
        ),
        depositCall: depositCallWith<CardDepositInput>(
          async (i) => (seen.deposits.push(i), (answers.deposit ?? (async () => ({ status: 'success', transaction_uid: 'tx-1' })))()),
        ),
        threeDs2: fromPromise(
          async ({ input: i }) => (seen.threeDs.push(i), (answers.threeDs ?? (async () => ({ kind: 'fetched', result: { status: 'success' } })))()),
        ) as never,
      },
    }),
    { input, clock },
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, seen, clock, emitted, done: toPromise(actor) };
}
const frNewCard: FlowInput = { ...cardInput, mean: newCardMean, app: webApp };
const settle = () => new Promise((r) => setTimeout(r, 0));
const form = { number: '4970100000000014', expiry: '1229', cvv: '123', remember: true };

describe('new card: brand, form, encryption and the deposit body', () => {
  it('the bin (first 6 digits) is looked up; the brands found are offered, cb by default in FR', async () => {
    const { actor, seen } = card(frNewCard, { brands: async () => ['VISA', 'CB'] });
    actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    expect(seen.lookups).toEqual(['497010']);
    expect(actor.getSnapshot().context).toMatchObject({
      bin: '497010',
      brands: ['visa', 'cb'],
      scheme: 'cb',
      brandError: null,
      selectionType: 'not_applicable',
    });
  });

  it('fewer than 6 digits clears the brand', async () => {
    const { actor } = card(frNewCard, { brands: async () => ['VISA', 'CB'] });
    actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    actor.send({ type: 'card.binChanged', bin: null });
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ bin: null, brands: [], scheme: null, brandError: null });
  });

  it.each([
    ['an empty list', async () => [], 'Brands are empty'],
    ['a failed lookup', async () => Promise.reject(new Error('HTTP 500')), 'Brands are not available'],
  ])('a brand lookup with %s is an error; the card cannot be paid', async (_, brands, error) => {
    const { actor, seen } = card(frNewCard, { brands: brands as () => Promise<string[]> });
    actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(actor, (s) => s.matches({ form: 'unknown' }));
    expect(actor.getSnapshot().context).toMatchObject({ brands: [], brandError: error, scheme: null });
    actor.send({ type: 'card.submitted', ...form, intentId: 'intent-1' });
    expect(seen.encrypts).toEqual([]);
  });

  it('FR with more than one brand: the player chooses (schemeSelected, selection type user), and it goes in the body', async () => {
    const { actor, seen, done } = card(frNewCard, { brands: async () => ['VISA', 'CB'] });
    actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    actor.send({ type: 'brand.choose' });
    expect(actor.getSnapshot().value).toBe('networkChannels');
    actor.send({ type: 'brand.chosen', brand: 'visa' });
    expect(actor.getSnapshot().matches({ form: 'known' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ scheme: 'visa', selectionType: 'user' });
    actor.send({ type: 'card.submitted', ...form, intentId: 'intent-1' });
    expect(await done).toEqual({ kind: 'success', method: 'CARD', amount: 25, transactionId: 'tx-1' });
    expect(seen.encrypts).toEqual([{ kind: 'new', number: '4970100000000014', expiry: { month: 12, year: 2029 }, cvv: '123', legislation: 'FR' }]);
    expect(seen.deposits).toMatchObject([
      {
        amount: 25,
        tokenId: null,
        card: { bin: '497010', lastDigits: '0014', type: 'visa', expiry: { month: 12, year: 2029 }, remember: true },
        payloads: { cse_dalenys: 'enc' },
        scheme: 'visa',
        selectionType: 'user',
        availableSchemes: ['visa', 'cb'],
      },
    ]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('4970100000000014');
  });

  it('the brand choice is offered only in FR with more than one brand', async () => {
    const one = card(frNewCard, { brands: async () => ['VISA'] });
    one.actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(one.actor, (s) => s.matches({ form: 'known' }));
    one.actor.send({ type: 'brand.choose' });
    expect(one.actor.getSnapshot().matches({ form: 'known' })).toBe(true);
    const pt = card({ ...frNewCard, app: { ...webApp, legislation: 'PT' } }, { brands: async () => ['VISA', 'CB'] });
    pt.actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(pt.actor, (s) => s.matches({ form: 'known' }));
    pt.actor.send({ type: 'brand.choose' });
    expect(pt.actor.getSnapshot().matches({ form: 'known' })).toBe(true);
  });

  it.each(['brand.cancelled', 'navigation.back'] as const)('%s on the brand choice goes back to the form, brand unchanged', async (type) => {
    const { actor } = card(frNewCard, { brands: async () => ['VISA', 'CB'] });
    actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    actor.send({ type: 'brand.choose' });
    actor.send({ type });
    expect(actor.getSnapshot().matches({ form: 'known' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ scheme: 'cb', selectionType: 'not_applicable' });
  });

  it('SPEC 5: all three payloads empty is payment.internal.error; an encryption failure too', async () => {
    for (const payloads of [async () => ({ worldline: null, dalenys: null, keypayment: null }), async () => Promise.reject(new Error('WebCrypto'))]) {
      const { actor, seen, done } = card(frNewCard, { payloads: payloads as () => Promise<AcquirerPayloads> });
      actor.send({ type: 'card.binChanged', bin: '497010' });
      await waitFor(actor, (s) => s.matches({ form: 'known' }));
      actor.send({ type: 'card.submitted', ...form, intentId: 'intent-1' });
      expect(await done).toEqual({ kind: 'failure', reason: 'payment.internal.error' });
      expect(seen.deposits).toEqual([]);
    }
  });

  it.each(['card.cancelled', 'navigation.back'] as const)('%s on the form ends the flow cancelled', async (type) => {
    const { actor, done } = card(frNewCard);
    actor.send({ type });
    expect(await done).toEqual({ kind: 'cancelled' });
  });
});

describe('saved card: CVV, brands and the token body', () => {
  it('a saved card with no available schemes fetches its brands from its bin, then the CVV form', async () => {
    const { actor, seen } = card(cardInput, { brands: async () => ['CB', 'VISA'] });
    expect(actor.getSnapshot().value).toBe('fetchingTokenBrands');
    await waitFor(actor, (s) => s.matches('cvvForm'));
    expect(seen.lookups).toEqual(['497010']);
    expect(actor.getSnapshot().context).toMatchObject({ brands: ['cb', 'visa'], savedBrands: ['cb', 'visa'], scheme: 'cb' });
  });

  it('a failed brand fetch still shows the CVV form', async () => {
    const { actor } = card(cardInput, { brands: async () => Promise.reject(new Error('HTTP 500')) });
    await waitFor(actor, (s) => s.matches('cvvForm'));
    expect(actor.getSnapshot().context.brands).toEqual([]);
  });

  it('a saved card with its schemes goes straight to the CVV form, keeping the scheme it was saved with', async () => {
    const saved = {
      ...cardInput,
      mean: {
        ...cardInput.mean,
        detail: { ...cardInput.mean.detail, availableSchemes: ['cb', 'visa'], schemeSelected: 'visa', schemeSelectionType: 'user' as const },
      },
    };
    const { actor, seen, done } = card(saved);
    expect(actor.getSnapshot().value).toBe('cvvForm');
    expect(seen.lookups).toEqual([]);
    actor.send({ type: 'cvv.submitted', cvv: '321', intentId: 'intent-1' });
    await done;
    expect(seen.encrypts).toEqual([{ kind: 'token', cvv: '321', legislation: 'FR' }]);
    expect(seen.deposits[0]).toMatchObject({
      amount: 25,
      tokenId: 'tok_card_1',
      card: { bin: '497010', lastDigits: '1234', type: 'DEBIT', expiry: { month: 12, year: 2029 }, remember: false },
      payloads: { cse_dalenys: 'enc' },
      scheme: 'visa',
      selectionType: 'user',
      availableSchemes: ['cb', 'visa'],
    });
  });

  it('a fetched brand list keeps the saved scheme when it is still offered', async () => {
    const saved = { ...cardInput, mean: { ...cardInput.mean, detail: { ...cardInput.mean.detail, schemeSelected: 'visa' } } };
    const { actor } = card(saved, { brands: async () => ['CB', 'VISA'] });
    await waitFor(actor, (s) => s.matches('cvvForm'));
    expect(actor.getSnapshot().context.scheme).toBe('visa');
  });

  it("the token id is the mean's, else its detail id", async () => {
    const saved = {
      ...cardInput,
      mean: { ...cardInput.mean, tokenId: null, detail: { ...cardInput.mean.detail, id: 'tok-detail', availableSchemes: ['visa'] } },
    };
    const { actor, seen, done } = card(saved);
    actor.send({ type: 'cvv.submitted', cvv: '321', intentId: 'intent-1' });
    await done;
    expect(seen.deposits[0]!.tokenId).toBe('tok-detail');
  });

  it('the player may switch to a new card and back to the saved one (its brands kept)', async () => {
    const { actor } = card(cardInput, { brands: async (bin) => (bin === '497010' ? ['CB', 'VISA'] : ['MASTERCARD']) });
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'card.useNew' });
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ isToken: false, card: null, bin: null, brands: [], scheme: null, selectionType: 'not_applicable' });
    actor.send({ type: 'card.binChanged', bin: '510000' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    expect(actor.getSnapshot().context.savedBrands).toEqual(['cb', 'visa']);
    actor.send({ type: 'card.useSaved' });
    expect(actor.getSnapshot().value).toBe('cvvForm');
    expect(actor.getSnapshot().context).toMatchObject({ isToken: true, bin: '497010', brands: ['cb', 'visa'], scheme: 'cb' });
  });

  it('a new-card flow has no saved card to go back to', () => {
    const { actor } = card(frNewCard);
    actor.send({ type: 'card.useSaved' });
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
  });
});

describe('card answers (SPEC 4 "Card response")', () => {
  async function paySaved(answers: CardAnswers, app: AppContext = webApp) {
    const saved = { ...cardInput, app, mean: { ...cardInput.mean, detail: { ...cardInput.mean.detail, availableSchemes: ['visa'] } } };
    const run = card(saved, answers);
    run.actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    await settle();
    return run;
  }

  it('refused with payment.genericfailure: back on the card form with the refusal shown, payloads dropped', async () => {
    const { actor } = await paySaved({ deposit: async () => ({ status: 'refused', refused_reason: 'payment.genericfailure', transaction_uid: 'tx-1' }) });
    expect(actor.getSnapshot().value).toBe('cvvForm');
    expect(actor.getSnapshot().context).toMatchObject({ notice: { reason: 'payment.genericfailure', intentId: 'intent-1' }, payloads: null });
  });

  it('refused with a new card: back on the form; the notice stays while the next payment is under way, and the next refusal replaces it', async () => {
    // docs/decisions.md "A refused card's notice stays until the next outcome": Pay does not move when tapped.
    const answers: Array<(r: CardResponseLike) => void> = [];
    const { actor } = card(frNewCard, { deposit: () => new Promise<CardResponseLike>((resolve) => answers.push(resolve)) });
    actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    actor.send({ type: 'card.submitted', ...form, intentId: 'intent-1' });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!({ status: 'refused', refused_reason: 'payment.genericfailure' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }) && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({ reason: 'payment.genericfailure', intentId: 'intent-1' });
    actor.send({ type: 'card.submitted', ...form, intentId: 'intent-2' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(actor.getSnapshot().context.notice).toEqual({ reason: 'payment.genericfailure', intentId: 'intent-1' });
    answers[1]!({ status: 'refused', refused_reason: 'payment.genericfailure' });
    await waitFor(actor, (s) => s.context.notice?.intentId === 'intent-2');
    expect(actor.getSnapshot().matches({ form: 'known' })).toBe(true);
  });

  it('a saved card refused on its form, then "Use another card": the notice goes with the card it was about', async () => {
    const { actor } = await paySaved({ deposit: async () => ({ status: 'refused', refused_reason: 'payment.genericfailure', transaction_uid: 'tx-1' }) });
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    actor.send({ type: 'card.useNew' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('refused with another reason: the flow fails with it', async () => {
    const { done } = await paySaved({ deposit: async () => ({ status: 'refused', refused_reason: 'payment.insufficientfunds' }) });
    expect(await done).toEqual({ kind: 'failure', reason: 'payment.insufficientfunds' });
  });

  it('an API failure: its error code (SPEC 8), a lost session ends the flow as such', async () => {
    expect(await (await paySaved({ deposit: async () => Promise.reject(new ApiFailure('HTTP', 'DEP_CreateTransactionError', '422', 422)) })).done).toEqual({
      kind: 'failure',
      reason: 'DEP_CreateTransactionError',
    });
    expect(await (await paySaved({ deposit: async () => Promise.reject(sessionExpiredError) })).done).toEqual({ kind: 'sessionExpired' });
  });

  it('pending with detail 1: pending, with the transaction', async () => {
    expect(await (await paySaved({ deposit: async () => ({ status: 'pending', status_detail: 1, transaction_uid: 'tx-7' }) })).done).toEqual({
      kind: 'pending',
      method: 'CARD',
      amount: 25,
      transactionId: 'tx-7',
    });
  });

  it('redirect with detail 1: the 3DS1 redirect', async () => {
    const { done } = await paySaved({
      deposit: async () => ({ status: 'redirect', status_detail: 1, transaction_uid: 'tx-1', transaction_context: { issuer_url: 'https://acs.example/3ds1' } }),
    });
    expect(await done).toEqual({ kind: 'redirect', url: 'https://acs.example/3ds1' });
  });

  it('detail 2 without a method URL: the 3DS2 polling at once, every 2000 ms, on the transaction', async () => {
    const { seen, done } = await paySaved({
      deposit: async () => ({ status: 'pending', status_detail: 2, transaction_uid: 'tx-2', transaction_context: {} }),
      threeDs: async () => ({ kind: 'fetched', result: { status: 'success', transaction_uid: 'tx-2' } }),
    });
    expect(await done).toEqual({ kind: 'success', method: 'CARD', amount: 25, transactionId: 'tx-2' });
    expect(seen.threeDs).toEqual([{ transactionId: 'tx-2', intervalMs: 2000, query: { status: 'pending', status_detail: '2' } }]);
  });

  it('detail 2 with a method URL: the fingerprint runs until it reports back, or at most its time-out', async () => {
    const answer = async () => ({
      status: 'pending',
      status_detail: 2,
      transaction_uid: 'tx-2',
      transaction_context: { threeDSMethodURL: 'https://acs.example/method' },
    });
    const reported = await paySaved({ deposit: answer, threeDs: () => new Promise(() => {}) });
    expect(reported.actor.getSnapshot().value).toBe('fingerprinting');
    expect(reported.actor.getSnapshot().context.threeDs?.threeDSMethodURL).toBe('https://acs.example/method');
    reported.actor.send({ type: 'threeds.methodCompleted' });
    expect(reported.actor.getSnapshot().value).toBe('threeDs2');

    const silent = await paySaved({ deposit: answer, threeDs: () => new Promise(() => {}) });
    silent.clock.increment(9_999);
    expect(silent.actor.getSnapshot().value).toBe('fingerprinting');
    silent.clock.increment(1);
    expect(silent.actor.getSnapshot().value).toBe('threeDs2');
  });

  it.each([
    [{ kind: 'sessionExpired' }, { kind: 'sessionExpired' }],
    [{ kind: 'cancelled' }, { kind: 'cancelled' }],
    // A read never refuses by failing (docs/decisions.md "Unknown is not failed").
    [{ kind: 'failed' }, { kind: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-2', unconfirmed: true }],
  ])('the 3DS2 polling ending %j ends the flow %j', async (polled, want) => {
    const { done } = await paySaved({
      deposit: async () => ({ status: 'pending', status_detail: 2, transaction_uid: 'tx-2', transaction_context: {} }),
      threeDs: async () => polled,
    });
    expect(await done).toEqual(want);
  });

  // DESIGN 7: after the deposit call, only a refusal is a failure; a 3DS2 polling that threw read nothing.
  it('a 3DS2 polling that throws: pending, unconfirmed, never failed; the cause logged', async () => {
    const { done, emitted } = await paySaved({
      deposit: async () => ({ status: 'pending', status_detail: 2, transaction_uid: 'tx-2', transaction_context: {} }),
      threeDs: async () => {
        throw new Error('threeds2 crashed');
      },
    });
    expect(await done).toEqual({ kind: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-2', unconfirmed: true });
    expect(emitted).toContainEqual({ type: 'app.warning', message: 'threeds2 failed: threeds2 crashed' });
  });

  it('a deposit call child that throws: pending, unconfirmed, never failed; the cause logged', async () => {
    const actor = createActor(
      cardMachine.provide({
        actors: {
          lookupBrands: fromPromise(async () => ['visa']),
          encryptCard: fromPromise<AcquirerPayloads, EncryptInput>(async () => ({ cse_dalenys: 'enc' })),
          depositCall: fromPromise(async () => {
            throw new Error('depositCall crashed');
          }) as never,
        },
      }),
      { input: { ...cardInput, app: webApp } },
    );
    const emitted: AnyEventObject[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-7' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.output).toEqual({ kind: 'pending', method: 'CARD', amount: 25, transactionId: null, unconfirmed: true });
    expect(emitted).toContainEqual({ type: 'app.warning', message: 'depositCall failed: depositCall crashed' });
  });

  it('detail 3: the challenge page; once completed, polled again without the fingerprint', async () => {
    let polls = 0;
    const { actor, seen, done } = await paySaved({
      deposit: async () => ({ status: 'pending', status_detail: 2, transaction_uid: 'tx-3', transaction_context: {} }),
      threeDs: async () =>
        ++polls === 1
          ? {
              kind: 'fetched',
              result: {
                status: 'pending',
                status_detail: 3,
                transaction_uid: 'tx-3',
                transaction_context: { threeDSMethodURL: 'https://acs.example/m', acsURL: 'https://acs.example/challenge' },
              },
            }
          : { kind: 'fetched', result: { status: 'success' } },
    });
    await waitFor(actor, (s) => s.matches('challenge'));
    expect(actor.getSnapshot().context.threeDs?.acsURL).toBe('https://acs.example/challenge');
    actor.send({ type: 'threeds.challengeCompleted' });
    expect(actor.getSnapshot().context.threeDs?.threeDSMethodURL).toBeNull();
    expect(await done).toEqual({ kind: 'success', method: 'CARD', amount: 25, transactionId: 'tx-3' });
    expect(seen.threeDs).toHaveLength(2);
  });

  it('back on the challenge asks first; a second back or "no" stays, "yes" ends the flow cancelled', async () => {
    const { actor, done } = await paySaved({
      deposit: async () => ({ status: 'pending', status_detail: 3, transaction_uid: 'tx-3', transaction_context: { acsURL: 'https://acs.example/challenge' } }),
    });
    expect(actor.getSnapshot().matches({ challenge: 'showing' })).toBe(true);
    actor.send({ type: 'navigation.back' });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'navigation.back' });
    expect(actor.getSnapshot().matches({ challenge: 'showing' })).toBe(true);
    actor.send({ type: 'navigation.back' });
    actor.send({ type: 'threeds.cancelDismissed' });
    expect(actor.getSnapshot().matches({ challenge: 'showing' })).toBe(true);
    actor.send({ type: 'navigation.back' });
    actor.send({ type: 'threeds.cancelConfirmed' });
    expect(await done).toEqual({ kind: 'cancelled' });
  });

  it('detail 6 from the 3DS2 polling: the issuer redirect, on the transaction of the deposit', async () => {
    const { actor, emitted } = await paySaved({
      deposit: async () => ({ status: 'pending', status_detail: 2, transaction_uid: 'tx-6', transaction_context: {} }),
      threeDs: async () => ({
        kind: 'fetched',
        result: { status: 'pending', status_detail: 6, transaction_context: { issuer_url: 'https://issuer.example/6' } },
      }),
    });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    expect(emitted.filter((e) => e.type === 'app.redirect' || e.type.startsWith('bridge.'))).toEqual([
      { type: 'app.redirect', url: 'https://issuer.example/6' },
    ]);
    expect(actor.getSnapshot().context.transactionId).toBe('tx-6');
  });
});

describe('card: what goes back to the form and what ends the flow', () => {
  const savedWith = (detail: Record<string, unknown>) => ({ ...cardInput, mean: { ...cardInput.mean, detail: { ...cardInput.mean.detail, ...detail } } });

  it('any other status (pending detail 4) is not known yet: it ends the flow pending, unconfirmed, not back on the form', async () => {
    const { actor, done } = card(savedWith({ availableSchemes: ['visa'] }), {
      deposit: async () => ({ status: 'pending', status_detail: 4, transaction_uid: 'tx-4' }),
    });
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    expect(await done).toEqual({ kind: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-4', unconfirmed: true });
  });

  it('a saved scheme no longer offered by the bin lookup gives way to the default (cb)', async () => {
    const { actor } = card(savedWith({ schemeSelected: 'visa' }), { brands: async () => ['CB', 'MASTERCARD'] });
    await waitFor(actor, (s) => s.matches('cvvForm'));
    expect(actor.getSnapshot().context.scheme).toBe('cb');
  });

  it('the 3DS2 polling follows the 3DS transaction id when the answer gives one', async () => {
    const { actor, seen } = card(savedWith({ availableSchemes: ['visa'] }), {
      deposit: async () => ({ status: 'pending', status_detail: 2, transaction_uid: 'tx-2', transaction_context: { transactionId: '3ds-tx-2' } }),
      threeDs: () => new Promise(() => {}),
    });
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    await waitFor(actor, (s) => s.matches('threeDs2'));
    expect(seen.threeDs).toEqual([{ transactionId: '3ds-tx-2', intervalMs: 2000, query: { status: 'pending', status_detail: '2' } }]);
  });
});

describe('one intent, one deposit (docs/decisions.md "One intent, one deposit"): the retry and the pending record', () => {
  const flushAll = async () => {
    for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
  };
  function savedCard(answer: () => Promise<CardResponseLike>, input: FlowInput = { ...cardInput, app: webApp }) {
    const calls: CardDepositInput[] = [];
    const events: AnyEventObject[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      cardMachine.provide({
        actors: {
          lookupBrands: fromPromise(async () => ['visa']),
          encryptCard: fromPromise<AcquirerPayloads, EncryptInput>(async () => ({ cse_dalenys: 'enc' })),
          depositCall: depositCallWith<CardDepositInput>(async (i) => (calls.push(i), answer())),
        },
      }),
      { input, clock },
    );
    actor.on('*', (e) => events.push(e));
    actor.start();
    return { actor, calls, events, clock };
  }

  it('an unreadable answer is sent again with the same correlation id after 1 s, then 3 s; still unreadable: pending, unconfirmed', async () => {
    const { actor, calls, clock } = savedCard(async () => Promise.reject(new ApiFailure('NETWORK')));
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-7' });
    await flushAll();
    expect(calls.map((c) => [c.correlationId, c.attempt])).toEqual([['intent-7', 0]]);
    clock.increment(999);
    await flushAll();
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await flushAll();
    expect(calls.map((c) => [c.correlationId, c.attempt])).toEqual([
      ['intent-7', 0],
      ['intent-7', 1],
    ]);
    clock.increment(2999);
    await flushAll();
    expect(calls).toHaveLength(2);
    clock.increment(1);
    await flushAll();
    expect(calls.map((c) => [c.correlationId, c.attempt])).toEqual([
      ['intent-7', 0],
      ['intent-7', 1],
      ['intent-7', 2],
    ]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'CARD', amount: 25, transactionId: null, unconfirmed: true });
  });

  it("the call under way is recorded (flow card, method CARD, stage calling, the intent's id, no token) and cleared when it ends", async () => {
    const { actor, events } = savedCard(async () => ({ status: 'success', transaction_uid: 'tx-1' }));
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-7' });
    await flushAll();
    expect(events.filter((e) => e.type.startsWith('deposit.pending'))).toEqual([
      {
        type: 'deposit.pendingSaved',
        deposit: { flow: 'card', method: 'CARD', amount: 25, stage: 'calling', transactionId: null, depositId: null, token: false, correlationId: 'intent-7' },
      },
      { type: 'deposit.pendingCleared' },
    ]);
  });

  it('a reload during the call: pending, unconfirmed, on the recorded transaction, with no new call', async () => {
    const resume = {
      flow: 'card' as const,
      method: 'CARD',
      amount: 25,
      correlationId: 'intent-r',
      stage: 'calling' as const,
      transactionId: 'tx-r',
      depositId: null,
      token: false,
    };
    const { actor, calls } = savedCard(async () => ({ status: 'success' }), { ...cardInput, app: webApp, intentId: 'intent-r', resume });
    await flushAll();
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-r', unconfirmed: true });
  });

  // SPEC 4 detail 3, docs/decisions.md "Page lifecycle": a reload on card/3ds2 shows the bank's challenge again
  // (never an empty card form, never a new call), and its end is read by polling that transaction.
  const acs = {
    acsURL: 'https://acs.bank.example/challenge',
    creq: 'eyJtIjoiQ1JlcSJ9',
    acsTransID: 'acs-9',
    threeDSServerTransID: 's-9',
    messageVersion: '2.2.0',
  };
  it('the challenge is recorded with its ACS and CReq; a reload on it shows the same challenge again', async () => {
    const { actor, events } = savedCard(async () => ({ status: 'pending', status_detail: 3, transaction_uid: 'tx-c', transaction_context: acs }));
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-c' });
    await waitFor(actor, (s) => s.matches('challenge'));
    const saved = events.filter((e) => e.type === 'deposit.pendingSaved').at(-1) as unknown as { deposit: Record<string, unknown> };
    expect(saved.deposit).toEqual({
      flow: 'card',
      method: 'CARD',
      amount: 25,
      stage: 'challenge',
      transactionId: 'tx-c',
      depositId: null,
      token: false,
      correlationId: 'intent-c',
      challenge: acs,
    });

    const reloaded = savedCard(async () => ({ status: 'success' }), { ...cardInput, app: webApp, intentId: 'intent-c', resume: saved.deposit as never });
    await flushAll();
    expect(reloaded.calls).toHaveLength(0);
    const snap = reloaded.actor.getSnapshot();
    expect(snap.value).toEqual({ challenge: 'showing' });
    expect(snap.context.threeDs).toMatchObject({ transactionId: 'tx-c', acsURL: acs.acsURL, creq: acs.creq });
  });

  it('the issuer redirect is recorded too: a reload reads that transaction again (stage threeDs2), never a fresh form', async () => {
    const { actor, events } = savedCard(
      async () => ({ status: 'pending', status_detail: 6, transaction_uid: 'tx-i', transaction_context: { issuer_url: 'https://issuer.example/x' } }),
      { ...cardInput, app: iosApp },
    );
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-i' });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    const saved = events.filter((e) => e.type === 'deposit.pendingSaved').at(-1) as unknown as { deposit: Record<string, unknown> };
    expect(saved.deposit).toMatchObject({ stage: 'threeDs2', transactionId: 'tx-i', correlationId: 'intent-i' });
  });
});
