// The card machine's browser model run: the card flow's own graph (machines/card.machine.ts) from a new
// card and from a saved FR card, each abstract event realised in Chromium against the sandbox: test card
// numbers (docs/sandbox.md "Test cards") choose the bin lookup and the deposit answer, amounts 113/115
// and `faults.deposit=http401` choose the rest, the ACS code 1234 (or another) the challenge's end.
// Further inputs: the brand menu on the form (its flag on), a reload on the challenge page, and a new card
// in the iOS app's webview (the issuer page opened by the app, and the way back from it).
import { rewriteAnswer } from '../served-answers';
import { runUntil } from '../page-clock';
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { cardInput, cardNativeInput, cardResumedInputs } from '../../../machines/card.events';
import { webApp } from '../../../machines/fixtures';
import type { FlowInput } from '../../../machines/flow-output';
import { httpError, refusedError } from '../../../machines/fixtures';
import { TEST_CARDS } from '../../../sandbox/card-test-cards';
import { CARD_INTERNAL_ERROR, issuerRedirectIsDirect, THREEDS_METHOD_TIMEOUT_MS } from '../../../src/methods/card/rules';
import { flowPlan, type FlowPath } from './flow-plan';
import { pathIs, visible, runFlowPath, type FlowDriver, type Expectation, unconfirmedDialog, returnPage } from './flow-realise';
import type { cardMachine } from '../../../machines/card.machine';
import { tagReader } from '../../model/tags';

/** The card machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof cardMachine>();

/** The ends of the flow's deposit call child (machines/deposit-call.machine.ts). */
const deposit = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });
const tds = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.threeds2', output });
const ACS = { acsURL: '/sandbox/threeds/acs', creq: 'e30' };
const METHOD = { threeDSMethodURL: '/sandbox/threeds/method', threeDSServerTransID: 's-1' };

/** The browser's abstract events of the card flow: key -> event given to the model. */
export const CARD_FIXTURES = {
  'bin:cbvisa': { type: 'card.binChanged', bin: '497010' },
  'bin:visa': { type: 'card.binChanged', bin: '411111' },
  'bin:unknown': { type: 'card.binChanged', bin: '401200' },
  'bin:cleared': { type: 'card.binChanged', bin: null },
  'brands:cbvisa': { type: 'xstate.done.actor.lookupBrands', output: ['CB', 'VISA'] },
  'brands:visa': { type: 'xstate.done.actor.lookupBrands', output: ['VISA'] },
  'brands:unknown': { type: 'xstate.done.actor.lookupBrands', output: ['UNIONPAY'] },
  'brands:error': { type: 'xstate.error.actor.lookupBrands', error: httpError },
  submit: { type: 'card.submitted', number: '4111111111111111', expiry: '1230', cvv: '123', remember: true, intentId: 'intent-2' },
  cvv: { type: 'cvv.submitted', cvv: '123', intentId: 'intent-3' },
  useNew: { type: 'card.useNew' },
  useSaved: { type: 'card.useSaved' },
  cancel: { type: 'card.cancelled' },
  'brand.choose': { type: 'brand.choose' },
  'brand.chosen': { type: 'brand.chosen', brand: 'visa' },
  'brand.cancelled': { type: 'brand.cancelled' },
  'encrypt:ok': { type: 'xstate.done.actor.encryptCard', output: { worldline: 'enc-w', dalenys: 'enc-d', keypayment: 'enc-k' } },
  // every acquirer failed (SPEC 5: all three payloads empty → payment.internal.error)
  'encrypt:none': { type: 'xstate.done.actor.encryptCard', output: { worldline: null, dalenys: null, keypayment: null } },
  'dep:success': deposit({ status: 'success', transaction_uid: 'tx-success' }),
  'dep:pending': deposit({ status: 'pending', status_detail: 1, transaction_uid: 'tx-pending' }),
  'dep:refused': deposit({ status: 'refused', refused_reason: 'payment.insufficientfunds', transaction_uid: 'tx-refused' }),
  'dep:generic': deposit({ status: 'refused', refused_reason: 'payment.genericfailure', transaction_uid: 'tx-generic' }),
  'dep:threeDs1': deposit({
    status: 'redirect',
    status_detail: 1,
    transaction_uid: 'tx-threeDs1',
    transaction_context: { issuer_url: '/sandbox/acs/3ds1', params: { MD: 'tx' } },
  }),
  'dep:frictionless': deposit({ status: 'pending', status_detail: 2, transaction_uid: 'tx-frictionless', transaction_context: METHOD }),
  'dep:fingerprint+challenge': deposit({ status: 'pending', status_detail: 2, transaction_uid: 'tx-challenge', transaction_context: METHOD }),
  'dep:challenge': deposit({ status: 'pending', status_detail: 3, transaction_uid: 'tx-challengeFailed', transaction_context: ACS }),
  'dep:issuer': deposit({ status: 'pending', status_detail: 6, transaction_uid: 'tx-issuer', transaction_context: { issuer_url: '/sandbox/acs/issuer' } }),
  // every send answered 500 (unreadable): sent again after 1 s and 3 s, then unknown
  'dep:error': callEnded({ kind: 'unknown' }),
  'dep:expired': callEnded({ kind: 'sessionExpired' }),
  'method.completed': { type: 'threeds.methodCompleted' },
  // SPEC 4 detail 2: the 3DS method never reported back; the flow goes on after its time-out
  'method.timeout': { type: 'xstate.after.methodTimeout.card.fingerprinting' },
  'tds:success': tds({ kind: 'fetched', result: { status: 'success' } }),
  'tds:challenge': tds({ kind: 'fetched', result: { status: 'pending', status_detail: 3, transaction_uid: 'tx-challenge', transaction_context: ACS } }),
  'tds:refused': tds({ kind: 'fetched', result: { status: 'refused', refused_reason: 'payment.authentication3dsfailed' } }),
  'challenge.completed': { type: 'threeds.challengeCompleted' },
  back: { type: 'navigation.back' },
  'cancel.confirmed': { type: 'threeds.cancelConfirmed' },
  'cancel.dismissed': { type: 'threeds.cancelDismissed' },
  // a fingerprint answer with no 3DS method URL (page.route strips it from the sandbox's answer)
  'dep:nomethod': deposit({ status: 'pending', status_detail: 2, transaction_uid: 'tx-nomethod', transaction_context: { threeDSServerTransID: 's-1' } }),
  'tds:expired': tds({ kind: 'sessionExpired' }),
  'tds:failed': tds({ kind: 'failed' }),
  // A clear refusal of the call (a 4xx), the back-off before sending again an unreadable answer,
  // "Stop waiting" during the 3DS polling and a polling whose reads all failed (unknown)
  'dep:forbidden': callEnded({ kind: 'refused', error: refusedError }),
  stop: { type: 'wait.stopped' },
  'tds:unknown': tds({ kind: 'unknown' }),
} satisfies Record<string, AnyEventObject>;
export type CardKey = keyof typeof CARD_FIXTURES;

const newCard: FlowInput = {
  mean: {
    id: '1',
    type: 'CARD',
    method: 'CARD',
    displayOrder: 1,
    format: 'PAYMENT_METHOD',
    features: [],
    name: 'CARD',
    status: 'enabled',
    detail: { minAmount: 10, maxAmount: 5000 },
    providersRef: [],
    tokenId: null,
  },
  amount: 25,
  app: webApp,
  flags: {},
  intentId: 'intent-1',
};
/** cardInput: a saved FR card (bin 497010, CB + Visa) whose brands are fetched from its bin. */
/** A saved Visa card refused with payment.genericfailure (test card 1052): back on the CVV form. */
const savedGeneric: FlowInput = {
  ...cardInput,
  mean: { ...cardInput.mean, id: 'tok_card_1', tokenId: 'tok_card_1', detail: { ...cardInput.mean.detail, bin: '411111', lastDigits: '1052' } },
};
/** The brand choice on the form itself (a menu of tiles on a phone), behind this flag (SPEC 2, SPEC 4 "Card brand"). */
const BRAND_MENU_FLAG = 'payment-f-new-brand-choice-enabled';
const INPUTS = [
  { label: 'new card', input: newCard },
  { label: 'saved card', input: cardInput },
  { label: 'saved card 1052', input: savedGeneric },
  // The page reloaded during the 3DS2 polling (the pending record in sessionStorage)
  { label: 'reloaded during 3DS2', input: cardResumedInputs[0]! },
  { label: 'saved card, brand menu', input: { ...cardInput, flags: { [BRAND_MENU_FLAG]: true } } },
  // The page reloaded on the challenge page: the bank's challenge is shown again
  { label: 'reloaded on the challenge', input: cardResumedInputs[2]! },
  // A new card in the iOS app's webview: the app opens the issuer page, this page offers a way back
  { label: 'new card in the iOS app', input: { ...cardNativeInput, mean: newCard.mean } },
];
const RESUMED = 3;
const MENU = 4;
const RESUMED_CHALLENGE = 5;
const IN_APP = 6;
const TOKEN_INPUTS = new Set([1, 2, MENU]);

type Ctx = {
  isToken: boolean;
  hasSaved: boolean;
  bin: string | null;
  brands: string[];
  scheme: string | null;
  app: { legislation: string; applicationType: string };
  flags: Record<string, boolean>;
  card: { bin: string } | null;
  outcome: { kind: string } | null;
  transactionId: string | null;
  resume: { stage: string } | null;
};
const choice = (c: Ctx) => c.app.legislation === 'FR' && c.brands.length > 1;
const menu = (c: Ctx) => c.flags[BRAND_MENU_FLAG] === true;
const inApp = (c: Ctx) => !issuerRedirectIsDirect(c.app.applicationType);

function cardEvents(s: AnyMachineSnapshot): CardKey[] {
  const c = s.context as Ctx;
  // The brand menu: the choice on the CVV form, then on a new card's form (no network-channels page).
  if (menu(c)) {
    if (tagged(s, 'fetchingBrands') || tagged(s, 'brandLookup')) return ['brands:cbvisa'];
    if (tagged(s, 'noBrandYet')) return ['bin:cbvisa'];
    if (tagged(s, 'brandKnown')) return c.scheme !== 'visa' ? ['brand.chosen'] : [];
    if (tagged(s, 'cvvForm')) return c.scheme !== 'visa' ? ['brand.chosen'] : ['useNew'];
    return [];
  }
  // In the app: a Visa card the bank sends to the issuer's page; the player comes back from it.
  if (inApp(c)) {
    if (tagged(s, 'noBrandYet')) return ['bin:visa'];
    if (tagged(s, 'brandLookup')) return ['brands:visa'];
    if (tagged(s, 'brandKnown')) return ['submit'];
    if (tagged(s, 'encrypting')) return ['encrypt:ok'];
    if (tagged(s, 'depositing')) return ['dep:issuer'];
    if (tagged(s, 'issuer')) return ['cancel'];
    return [];
  }
  // back while the brands load (the lookup held by page.route until back is pressed)
  if (tagged(s, 'fetchingBrands')) return c.card?.bin === '411111' ? ['brands:visa'] : ['brands:cbvisa', 'brands:error', 'back'];
  if (tagged(s, 'brandLookup')) {
    if (c.bin === '497010') return ['brands:cbvisa', 'brands:error'];
    if (c.bin === '411111') return ['brands:visa'];
    return ['brands:unknown'];
  }
  if (tagged(s, 'cardForm')) {
    const out: CardKey[] = [];
    // typing another number: a bin the form does not hold yet (the form only reports a change of bin)
    if (c.bin !== '497010') out.push('bin:cbvisa');
    if (c.bin !== '411111') out.push('bin:visa');
    if (c.bin !== '401200') out.push('bin:unknown');
    if (c.bin !== null) out.push('bin:cleared');
    if (tagged(s, 'brandKnown')) {
      out.push('submit');
      if (choice(c)) out.push('brand.choose');
    }
    if (c.hasSaved) out.push('useSaved');
    out.push('cancel', 'back');
    return out;
  }
  if (tagged(s, 'cvvForm')) return ['cvv', ...(choice(c) ? (['brand.choose'] as CardKey[]) : []), 'useNew', 'cancel', 'back'];
  if (tagged(s, 'networkChannels')) return ['brand.chosen', 'brand.cancelled', 'back'];
  // the acquirers' answers and the options' keys made unusable by page.route, only for the flow's first payment
  if (tagged(s, 'encrypting')) return c.outcome === null ? ['encrypt:ok', 'encrypt:none'] : ['encrypt:ok'];
  if (tagged(s, 'depositing')) {
    // amount- and fault-driven answers only for the flow's first deposit (the amount holds for the whole flow)
    const first: CardKey[] = c.outcome === null ? ['dep:error', 'dep:expired', 'dep:forbidden'] : [];
    if (c.isToken && c.card?.bin === '411111') return ['dep:generic'];
    if (c.isToken) return ['dep:success', ...(c.outcome === null ? (['dep:refused'] as CardKey[]) : []), ...first];
    if (c.isToken) return [];
    if (c.bin === '497010') return ['dep:success', ...first];
    return [
      'dep:success',
      'dep:pending',
      'dep:refused',
      'dep:generic',
      'dep:threeDs1',
      'dep:frictionless',
      'dep:nomethod',
      'dep:fingerprint+challenge',
      'dep:challenge',
      'dep:issuer',
      ...first,
    ];
  }
  if (tagged(s, 'fingerprinting')) return ['method.completed'];
  // a resumed 3DS2 polling (its HEADs held by page.route): "Stop waiting" ends it; after a resumed
  // challenge (test card 0039) the bank refuses whatever the code
  if (tagged(s, 'threeDs2') && c.resume) return c.resume.stage === 'challenge' ? ['tds:refused'] : ['stop'];
  if (tagged(s, 'threeDs2')) {
    const afterChallenge = c.outcome?.kind === 'challenge';
    // a 401 (refresh, 401 again) or a 403 on the transaction's polling: page.route on the HEAD
    if (c.transactionId === 'tx-frictionless') return afterChallenge ? [] : ['tds:success', 'tds:expired', 'tds:failed', 'stop', 'tds:unknown'];
    if (c.transactionId === 'tx-nomethod') return ['tds:success'];
    if (c.transactionId === 'tx-challenge') return afterChallenge ? ['tds:success', 'tds:refused'] : ['tds:challenge'];
    if (c.transactionId === 'tx-challengeFailed') return afterChallenge ? ['tds:refused'] : [];
    return [];
  }
  if (tagged(s, 'cancelAsked')) return ['cancel.confirmed', 'cancel.dismissed', 'back'];
  if (tagged(s, 'challenge')) return c.resume ? ['challenge.completed'] : ['challenge.completed', 'back'];
  return [];
}

export const cardPlan = () =>
  flowPlan<CardKey>({
    machine: 'card',
    inputs: INPUTS,
    fixtures: CARD_FIXTURES,
    events: cardEvents,
    why: [
      [
        /encrypting --xstate\.error\.actor\.encryptCard/,
        'an encryption that throws: the actor (src/methods/card/api.ts encryptCard) turns every acquirer failure (HTTP error, time-out, malformed answer) and every WebCrypto failure (a key it cannot import) into an empty payload, realised here as encrypt:none; only a fault in the code itself could throw; proven at machine level (test/model)',
      ],
      [
        /card\.threeDs2 --xstate\.done\.actor\.threeds2 \[threeDsIs\]--> card\.done #2/,
        'a cancelled 3DS polling: nothing sends polling.cancelled to the card flow\'s polling child (machines/transaction-polling.machine.ts); SPEC 4\'s "polling can be cancelled" is the wait\'s "Stop waiting" (wait.stopped, run by paths of this plan), which ends pending unconfirmed since the deposit may still complete (DESIGN 7)',
      ],
      [
        /card\.threeDs2 --xstate\.error\.actor\.threeds2/,
        'a 3DS2 polling child that throws: every failed read ends it with an output (run here: tds:failed, tds:expired, tds:unknown); proven at machine level (test/model)',
      ],
      [
        /card\.depositing --xstate\.error\.actor\.depositCall/,
        'a deposit call child that throws: no page can make it throw; proven at machine level (card.machine.test.ts, test/model)',
      ],
      [
        /card\.starting --always \[resumed\]--> card\.done/,
        'a reload during the call itself: the flow ends at once (no step), and the plan keeps only paths with at least one step (test/e2e/model-run/flow-plan.ts)',
      ],
      [
        /card\.issuerRedirect --card\.cancelled--> card\.done$/,
        'on the web app and in launchers the page itself leaves for the issuer\'s page at once (SPEC 4 detail 6): its "Choose another method" shows only while that page loads, and the browser leaves anyway; the in-app cancel is run',
      ],
    ],
    dropped: [
      { event: 'encryptCard error', why: 'the encryption actor turns every acquirer and WebCrypto failure into an empty payload (encrypt:none)' },
      { event: 'threeds2 done: cancelled', why: 'nothing sends polling.cancelled to the 3DS polling child; the player stops waiting with wait.stopped' },
      { event: 'card.cancelled during a direct issuer redirect', why: 'the web app leaves for the issuer page at once' },
      {
        event: 'brand lookup error on a Visa-only bin, unknown brand of a saved card',
        why: "same transitions as the co-badged bin lookup error and the new card's unknown brand",
      },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

const CVV = '7391';
// The saved FR card was saved with CB, the scheme the model's input defaults to (the sandbox's default is Visa).
const TOKENS = [null, { type: 'CARD', bin: '497010', last_digits: '0014', scheme: 'cb' }, { type: 'CARD', bin: '411111', last_digits: '1052' }];

/** The test card a typed bin stands for, chosen by the deposit answer that follows (docs/sandbox.md). */
function numberFor(bin: CardKey | undefined, dep: CardKey | undefined, tds: CardKey | undefined): string {
  if (bin === 'bin:cbvisa') return TEST_CARDS.cbVisa.number;
  if (bin === 'bin:unknown') return TEST_CARDS.unknownBrand.number;
  switch (dep) {
    case 'dep:pending':
      return TEST_CARDS.pending.number;
    case 'dep:refused':
      return TEST_CARDS.insufficientFunds.number;
    case 'dep:generic':
      return TEST_CARDS.genericFailure.number;
    case 'dep:threeDs1':
      return TEST_CARDS.threeDs1.number;
    case 'dep:frictionless':
      return TEST_CARDS.frictionless.number;
    case 'dep:fingerprint+challenge':
      return TEST_CARDS.challenge.number;
    case 'dep:challenge':
      return TEST_CARDS.challengeFailed.number;
    case 'dep:issuer':
      return TEST_CARDS.issuerRedirect.number;
    case 'dep:nomethod':
      return TEST_CARDS.frictionless.number;
    default:
      return tds ? TEST_CARDS.challenge.number : TEST_CARDS.success.number;
  }
}

const TRIGGERS = new Set<CardKey>([
  'bin:cbvisa',
  'bin:visa',
  'bin:unknown',
  'bin:cleared',
  'submit',
  'cvv',
  'useNew',
  'useSaved',
  'cancel',
  'brand.choose',
  'brand.chosen',
  'brand.cancelled',
  'challenge.completed',
  'back',
  'cancel.confirmed',
  'cancel.dismissed',
  'stop',
  'tds:unknown',
  'method.timeout',
]);

const ACTION: Record<CardKey, string> = {
  'bin:cbvisa': 'type 4970 1000 0000 0014 (CB + Visa)',
  'bin:visa': 'type a 4111 11.. Visa test card (chosen by the answer that follows)',
  'bin:unknown': 'type 4012 0000 0000 0016 (UnionPay)',
  'bin:cleared': 'shorten the number to 4 digits',
  'brands:cbvisa': 'bin lookup answers CB, VISA',
  'brands:visa': 'bin lookup answers VISA',
  'brands:unknown': 'bin lookup answers UNIONPAY',
  'brands:error': 'bin lookup fails (page.route answers 500 once)',
  submit: 'expiry 12/30, CVV, Pay',
  cvv: 'type the CVV, Pay',
  useNew: 'Use another card',
  useSaved: 'Use my saved card',
  cancel: 'Choose another method',
  'brand.choose': 'Change (card network)',
  'brand.chosen': 'choose Visa',
  'brand.cancelled': 'Back',
  'encrypt:ok': 'acquirers and CSE encrypt',
  'dep:success': 'deposit answers success',
  'dep:pending': 'test card 0062: pending',
  'dep:refused': 'test card 1011 / amount 113: refused insufficient funds',
  'dep:generic': 'test card 1052: refused genericfailure',
  'dep:threeDs1': 'test card 0047: 3DS1 redirect',
  'dep:frictionless': 'test card 0013: fingerprint',
  'dep:fingerprint+challenge': 'test card 0021: fingerprint',
  'dep:challenge': 'test card 0039: challenge at once',
  'dep:issuer': 'test card 0054: issuer redirect',
  'dep:error': 'amount 115 (500, unreadable, every send): the back-offs (1 s, 3 s) run, the call is sent again with the same intent, then unknown',
  'dep:expired': 'faults.deposit=http401: refresh, 401 again',
  'method.completed': 'the 3DS method iframe loads',
  'tds:success': 'polling: success',
  'tds:challenge': 'polling: challenge (pending 3)',
  'tds:refused': 'polling: refused 3DS failed',
  'challenge.completed': 'ACS: type the code (1234, or 0000 to fail), submit',
  back: "the header's back (while the brands load: the bin lookup held by page.route)",
  'cancel.confirmed': 'the question: Cancel the payment',
  'cancel.dismissed': 'the question: Continue with my bank',
  'dep:nomethod': 'test card 0013, page.route strips the 3DS method URL from the answer',
  'encrypt:none': "page.route: acquirers A and B answer 503 and the options' CSE keys are no keys WebCrypto can import",
  'method.timeout': "test card 0013, page.route holds the 3DS method page; the page's clock jumps the 10 s time-out",
  'dep:forbidden': 'page.route: the deposit call answers 403 payment.forbidden (a clear refusal: not sent again)',
  stop: 'test card 0013: the transaction HEADs held by page.route; "Stop waiting"',
  'tds:unknown': "test card 0013: page.route answers the transaction HEADs 500; the page's clock runs the read retries out",
  'tds:expired': 'page.route: the transaction HEAD answers 401 (refresh, 401 again)',
  'tds:failed': 'page.route: the transaction HEAD answers 403 (a clear refusal; a 5xx is retried)',
};

type Ctx2 = Ctx & { notice: { reason: string; intentId: string } | null; result: { kind: string }; scheme: string | null };

export const amountPage: Expectation = {
  label: '/ [pay-button], no dialog',
  check: async (p) => {
    await pathIs(p, '/');
    await visible(p, 'pay-button');
    await expect(p.getByTestId('error-dialog')).toHaveCount(0);
  },
};
export const errorDialog: Expectation = {
  label: '/ [error-dialog]',
  check: async (p) => {
    await visible(p, 'error-dialog', 15_000);
    await pathIs(p, '/');
  },
};
const translatedErrorDialog: Expectation = {
  label: '/ [error-dialog] translated, [error-dialog-close]',
  check: async (p) => {
    await errorDialog.check(p);
    await expect(p.getByTestId('error-dialog')).not.toContainText(/payment\.[a-z]/);
    await visible(p, 'error-dialog-close');
  },
};
export const sessionTimeout: Expectation = {
  label: '/session-timeout [session-timeout]',
  check: async (p) => {
    await pathIs(p, '/session-timeout', 15_000);
    await visible(p, 'session-timeout');
  },
};

/**
 * A refusal back on the form: the error dialog (SPEC 8), closed as a player would before the next step, then
 * the notice above the fields. The dialog opens once per refusal: a later look at the same notice (the model's
 * same notice, e.g. after the brand page, where the form is mounted again) expects no dialog.
 */
const closedNotices = new WeakMap<Page, WeakSet<object>>(); // per page: paths may share the model's snapshots
async function closeRefusalDialog(p: Page, notice: object) {
  const closed = closedNotices.get(p) ?? new WeakSet<object>();
  closedNotices.set(p, closed);
  const dialog = p.getByTestId('error-dialog');
  if (!closed.has(notice)) {
    await visible(p, 'error-dialog', 15_000);
    await dialog.getByTestId('error-dialog-close').click();
    closed.add(notice);
  }
  await expect(dialog).toHaveCount(0);
  // The notice comes with the dialog's close (CardScreen.tsx Notice): the player's own tap.
  await visible(p, 'card-notice');
}

function cardExpectation(s: AnyMachineSnapshot): Expectation | null {
  const c = s.context as Ctx2;
  if (s.status === 'done') {
    switch (c.result.kind) {
      case 'success':
      case 'pending':
        // A deposit whose result could not be read: "We are confirming your deposit", never failed
        if ((c.result as { unconfirmed?: boolean }).unconfirmed) return unconfirmedDialog;
        return returnPage(c.result.kind);
      // SPEC 8: the error dialog's text is the code's translation, never the code; its button is the way on
      case 'failure':
        return (c.result as { reason?: string }).reason === CARD_INTERNAL_ERROR ? translatedErrorDialog : errorDialog;
      case 'cancelled':
        return amountPage;
      case 'sessionExpired':
        return sessionTimeout;
      case 'redirect':
        return { label: '3DS1 page [acs-3ds1]', check: async (p) => visible(p, 'acs-3ds1', 15_000) };
    }
    return null;
  }
  const brandRow = c.brands.length ? (choice(c) ? 'card-brand-choice' : 'card-brand-readonly') : null;
  if (tagged(s, 'noBrandYet')) {
    return {
      label: '/card [card-form], no brand',
      check: async (p) => {
        await pathIs(p, '/card');
        await visible(p, 'card-form');
        await expect(p.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]')).toHaveCount(0);
      },
    };
  }
  if (tagged(s, 'brandKnown')) {
    return {
      label: `/card [card-form] [${brandRow}${c.scheme ? ` ${c.scheme}` : ''}]${c.notice ? ' [card-notice]' : ''}`,
      check: async (p) => {
        await pathIs(p, '/card');
        await visible(p, 'card-form');
        await visible(p, brandRow!);
        if (c.scheme) await expect(p.getByTestId(brandRow!)).toHaveAttribute('data-brand', c.scheme);
        if (c.notice) await closeRefusalDialog(p, c.notice);
      },
    };
  }
  if (tagged(s, 'brandUnknown')) {
    return {
      label: '/card [card-form] "not accepted"',
      check: async (p) => {
        await pathIs(p, '/card');
        await visible(p, 'card-form');
        await expect(p.getByText('This card is not accepted')).toBeVisible();
      },
    };
  }
  if (tagged(s, 'cvvForm')) {
    return {
      label: `/card [cvv-form]${brandRow ? ` [${brandRow}${c.scheme ? ` ${c.scheme}` : ''}]` : ''}`,
      check: async (p) => {
        await pathIs(p, '/card');
        await visible(p, 'cvv-form');
        if (c.notice) await closeRefusalDialog(p, c.notice);
        if (brandRow) await visible(p, brandRow);
        if (brandRow && c.scheme) await expect(p.getByTestId(brandRow)).toHaveAttribute('data-brand', c.scheme);
        await expect(p.getByTestId('cvv-submit')).not.toHaveAttribute('aria-busy', 'true');
        await visible(p, 'cvv-help'); // the lazy CVV help has rendered: the form no longer moves
      },
    };
  }
  if (tagged(s, 'networkChannels'))
    return {
      label: '/network-channels [network-channels]',
      check: async (p) => {
        await pathIs(p, '/network-channels');
        await visible(p, 'network-channels');
      },
    };
  if (tagged(s, 'cancelAsked')) {
    return {
      label: '/card/3ds2 [threeds2-cancel-dialog]',
      check: async (p) => {
        await pathIs(p, '/card/3ds2');
        await visible(p, 'threeds2-cancel-dialog');
      },
    };
  }
  if (tagged(s, 'challenge')) {
    return {
      label: '/card/3ds2 [threeds2-page] ACS [acs-challenge]',
      check: async (p) => {
        await pathIs(p, '/card/3ds2', 15_000);
        await visible(p, 'threeds2-page');
        await expect(p.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge')).toBeVisible({ timeout: 10_000 });
      },
    };
  }
  // SPEC 4 detail 6: in a native app the app opens the issuer's page; this one waits, with a way back
  if (tagged(s, 'issuer') && inApp(c)) {
    return {
      label: '/card [issuer-redirect] [issuer-redirect-cancel]',
      check: async (p) => {
        await pathIs(p, '/card');
        await visible(p, 'issuer-redirect', 15_000);
        await visible(p, 'issuer-redirect-cancel');
      },
    };
  }
  if (tagged(s, 'issuer')) return { label: 'issuer page [issuer-page]', check: async (p) => visible(p, 'issuer-page', 15_000) };
  // the 3DS2 result being read: the bank's wait and its way out (after the 3DS method's time-out)
  if (tagged(s, 'threeDs2'))
    return {
      label: '/card [card-bank-wait] [card-stop-waiting]',
      check: async (p) => {
        await pathIs(p, '/card');
        await visible(p, 'card-bank-wait', 15_000);
        await visible(p, 'card-stop-waiting');
      },
    };
  return null; // starting, fetching brands, looking up, encrypting, depositing, fingerprinting: busy
}

export function cardDriver(fp: FlowPath<CardKey>): FlowDriver<CardKey> {
  const keys = fp.keys;
  const token = TOKEN_INPUTS.has(fp.input);
  const amount = keys.includes('dep:error') ? '115' : token && keys.includes('dep:refused') ? '113' : '25';
  let typed = '';
  const nextOf = (from: number, pred: (k: CardKey) => boolean, stop: (k: CardKey) => boolean = () => false) => {
    for (let i = from; i < keys.length; i++) {
      if (pred(keys[i]!)) return keys[i];
      if (stop(keys[i]!)) return undefined;
    }
    return undefined;
  };
  const binBefore = (i: number) => {
    for (let j = i; j >= 0; j--) if (keys[j]!.startsWith('bin:')) return keys[j];
    return undefined;
  };
  const wanted = (i: number) =>
    numberFor(
      binBefore(i),
      nextOf(
        i + 1,
        (k) => k.startsWith('dep:'),
        (k) => k.startsWith('bin:'),
      ),
      nextOf(
        i + 1,
        (k) => k === 'tds:challenge',
        (k) => k.startsWith('bin:'),
      ),
    );
  let releaseLookup: (() => void) | null = null;
  /** Holds the saved card's bin lookup until back is pressed: the flow stays in fetchingTokenBrands. */
  const holdBinLookup = async (page: Page) => {
    const held = new Promise<void>((resolve) => (releaseLookup = resolve));
    await page.route('**/ext/cpp/v2/bin/**', async (route) => {
      await held;
      await route.abort().catch(() => {});
    });
  };
  const failTransactionPolling = async (page: Page, status: 401 | 403 | 500) => {
    await page.route(/\/kong\/v4\/me\/transactions\//, (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ error_code: status === 401 ? 'unauthorized' : 'payment.internal.error', message: 'model run: page.route' }),
      }),
    );
  };
  const stripMethodUrl = async (page: Page) => {
    await page.route(/\/kong\/v6\/me\/deposits\/card$/, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { transaction_context?: Record<string, unknown> };
      delete body.transaction_context?.threeDSMethodURL;
      delete body.transaction_context?.threeDSMethodData;
      await route.fulfill({ response: res, json: body });
    });
  };
  /** The 3DS method pages the path lets time out are held (never answered): the hidden iframe never loads. */
  const methodEnds = keys.filter((k) => k === 'method.completed' || k === 'method.timeout');
  let seenMethod: () => void = () => {};
  const methodHeld = new Promise<void>((resolve) => (seenMethod = resolve));
  const holdMethodPages = async (page: Page) => {
    let n = 0;
    await page.route('**/sandbox/threeds/method', async (route) => {
      if (methodEnds[n++] !== 'method.timeout') return route.continue();
      seenMethod();
    });
  };
  /** Every acquirer fails: A and B answer 503, and the options' CSE keys are bytes WebCrypto cannot import. */
  const breakEncryption = async (page: Page) => {
    await page.route('**/ext/acq-*/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"model run: acquirer unavailable"}' }),
    );
    await rewriteAnswer<{ cse?: Array<{ provider_code: string; public_key: string }> }>(
      page,
      /\/kong\/v\d+\/me\/(deposit\/options|payment-methods\/deposit)(\?|$)/,
      (body) => ({
        ...body,
        cse: body.cse?.map((k) => ({ ...k, public_key: btoa('not a public key') })),
      }),
    );
  };
  const blockBinLookupOnce = async (page: Page) => {
    let done = false;
    await page.route('**/ext/cpp/v2/bin/**', async (route) => {
      if (done) return route.continue();
      done = true;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"sandbox: blocked by the model run"}' });
    });
  };

  return {
    triggers: TRIGGERS,
    action: (k) => ACTION[k],
    expectation: cardExpectation,
    stable: () => false,
    profile: () => ({
      legislation: 'FR',
      language: 'en',
      currency: 'EUR',
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
      banner: null,
      ...(token ? { tokens: [TOKENS[fp.input === 2 ? 2 : 1]] } : {}),
      ...(fp.input === MENU ? { feature_flags: { [BRAND_MENU_FLAG]: true } } : {}),
      ...(fp.input === IN_APP ? { platform: 'IOS' } : {}),
    }),
    // the 3DS polling's read retries (1 s, 2 s, 4 s) and its 10 s limit, and the 3DS method's time-out, run on the page's clock
    prepare: async (page) => {
      if (keys.includes('tds:unknown') || keys.includes('method.timeout')) await page.clock.install();
      // the iOS app's webview: its message handler (docs/bridge.md), recording what the page sends
      if (fp.input === IN_APP) {
        await page.addInitScript(() => {
          const w = window as unknown as { webkit?: unknown; __runBridge?: unknown[] };
          const sent: unknown[] = (w.__runBridge = []);
          w.webkit = { messageHandlers: { paymentBridge: { postMessage: (m: unknown) => void sent.push(m) } } };
        });
      }
      if (keys.includes('encrypt:none')) await breakEncryption(page);
    },
    open: async (page, firstKeys) => {
      if (firstKeys.includes('brands:error')) await blockBinLookupOnce(page);
      if (keys.includes('dep:forbidden')) {
        await page.route(/\/kong\/v6\/me\/deposits\/card(\/token)?$/, (route) =>
          route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ error_code: 'payment.forbidden', message: 'model run: page.route' }),
          }),
        );
      }
      if (keys.includes('tds:unknown')) await failTransactionPolling(page, 500);
      // held: the polling never ends by itself before "Stop waiting"
      if (keys.includes('stop')) await page.route(/\/kong\/v4\/me\/transactions\//, () => {});
      if (keys[0] === 'back' && token) await holdBinLookup(page);
      if (keys.includes('method.timeout')) await holdMethodPages(page);
      if (fp.input === RESUMED_CHALLENGE) {
        // a new card the bank challenges at once (test card 0039), reloaded on the challenge page
        await page.locator('[data-testid="mean-tile"][data-mean-id="1"]').click();
        await page.getByTestId('amount-input').fill(amount);
        await page.getByTestId('pay-button').click();
        await expect(page.getByTestId('card-form')).toBeVisible({ timeout: 10_000 });
        await page.getByTestId('card-number').fill(TEST_CARDS.challengeFailed.number);
        await page.getByTestId('card-expiry').fill('1230');
        await page.getByTestId('card-cvv').fill(CVV);
        await expect(page.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]')).toBeVisible();
        await page.getByTestId('card-submit').click();
        await expect(page.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge')).toBeVisible({ timeout: 15_000 });
        await page.reload();
        return 'card tile, amount 25, Pay, test card 0039, Pay; reload on the challenge page';
      }
      if (fp.input === RESUMED) {
        // a new card whose 3DS2 result is read by polling (test card 0013), reloaded while it polls
        await page.route(/\/kong\/v4\/me\/transactions\//, () => {});
        await page.locator('[data-testid="mean-tile"][data-mean-id="1"]').click();
        await page.getByTestId('amount-input').fill(amount);
        await page.getByTestId('pay-button').click();
        await expect(page.getByTestId('card-form')).toBeVisible({ timeout: 10_000 });
        await page.getByTestId('card-number').fill(TEST_CARDS.frictionless.number);
        await page.getByTestId('card-expiry').fill('1230');
        await page.getByTestId('card-cvv').fill('7391');
        await expect(page.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]')).toBeVisible();
        await page.getByTestId('card-submit').click();
        await visible(page, 'card-stop-waiting', 15_000);
        await page.reload();
        await visible(page, 'card-stop-waiting', 15_000);
        return 'card tile, amount 25, Pay, test card 0013 (its transaction HEADs held by page.route), Pay; reload while the 3DS2 result is polled';
      }
      const tile = page.locator(`[data-testid="mean-tile"][data-mean-id="${token ? 'tok_card_1' : '1'}"]`);
      await expect(tile).toBeVisible({ timeout: 10_000 });
      await tile.click();
      await expect(tile).toHaveAttribute('data-selected', 'true');
      await page.getByTestId('amount-input').fill(amount);
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      await page.getByTestId('pay-button').click();
      return `${token ? 'saved card tile' : 'card tile'}, amount ${amount}, Pay`;
    },
    before: async (page, segKeys, patch) => {
      if (segKeys.includes('brands:error')) await blockBinLookupOnce(page);
      if (segKeys.includes('dep:expired')) await patch({ faults: { deposit: 'http401' } });
      if (segKeys.includes('tds:expired')) await failTransactionPolling(page, 401);
      // a clear refusal (4xx) fails the polling; a 5xx is unreadable, retried, then pending
      if (segKeys.includes('tds:failed')) await failTransactionPolling(page, 403);
      if (segKeys.includes('dep:nomethod')) await stripMethodUrl(page);
    },
    act: async (page, k, i) => {
      const number = page.getByTestId('card-number');
      // the number shows masked while not focused: focus it (the raw digits come back), then replace them
      const type = async (digits: string) => {
        await number.focus();
        await expect(number).not.toHaveValue(/•/);
        await number.fill(digits);
      };
      switch (k) {
        case 'bin:cbvisa':
        case 'bin:visa':
        case 'bin:unknown':
          typed = wanted(i);
          await type(typed);
          return;
        case 'bin:cleared':
          typed = typed.slice(0, 4) || '4970';
          await type(typed);
          return;
        case 'submit': {
          const n = wanted(i);
          if (n !== typed) {
            typed = n;
            await type(n);
          }
          await page.getByTestId('card-expiry').fill('1230');
          await page.getByTestId('card-cvv').fill(CVV);
          await page.getByTestId('card-submit').click();
          return;
        }
        case 'cvv':
          await page.getByTestId('cvv-input').fill(CVV);
          await expect(page.getByTestId('cvv-submit')).not.toHaveAttribute('aria-busy', 'true');
          await page.getByTestId('cvv-submit').click();
          return;
        case 'useNew':
          return page.getByTestId('cvv-use-new').click();
        case 'useSaved':
          return page.getByTestId('card-use-saved').click();
        case 'cancel': {
          if (fp.input !== IN_APP) return page.getByTestId('card-cancel').or(page.getByTestId('cvv-cancel')).click();
          // back from the app's issuer page: the app is told to close it (SPEC 6 paymentCancelRedirectInApp)
          await page.getByTestId('issuer-redirect-cancel').click();
          const names = () => page.evaluate(() => ((window as unknown as { __runBridge?: Array<{ name?: string }> }).__runBridge ?? []).map((m) => m.name));
          await expect.poll(names).toContain('paymentCancelRedirectInApp');
          expect(await names()).toContain('paymentRedirectInApp');
          return;
        }
        case 'brand.choose':
          return page.getByTestId('card-brand-change').click();
        case 'brand.chosen': {
          if (fp.input !== MENU) return page.getByTestId('brand-option-visa').click();
          // the flag's menu of tiles on the form (a phone), opened again if the page's scroll collapsed it
          // (SPEC 2: it collapses on page scroll; the click's own scroll into view can do that before it lands)
          const change = page.getByTestId('card-brand-menu-change');
          const menu = page.getByTestId('card-brand-choice');
          return expect(async () => {
            if (await change.isVisible()) await change.click();
            await page.getByTestId('brand-tile-visa').click();
            await expect(menu).toHaveAttribute('data-brand', 'visa');
          }).toPass();
        }
        case 'method.timeout':
          await methodHeld;
          return page.clock.fastForward(THREEDS_METHOD_TIMEOUT_MS);
        case 'brand.cancelled':
          return page.getByTestId('brand-back').click();
        case 'challenge.completed': {
          const acs = page.frameLocator('[data-testid="threeds2-frame"]');
          await acs.getByTestId('acs-code').fill(
            keys[i + 1] === 'tds:refused' ||
              nextOf(
                i + 1,
                (x) => x === 'tds:refused',
                (x) => x === 'tds:success',
              )
              ? '0000'
              : '1234',
          );
          await acs.getByTestId('acs-submit').click();
          return;
        }
        case 'stop':
          return page.getByTestId('card-stop-waiting').click();
        case 'tds:unknown':
          return runUntil(page, 'deposit-unconfirmed');
        case 'back': {
          if (i === 0 && token) await expect.poll(() => new URL(page.url()).pathname).toBe('/card');
          // the 3DS question is a modal over the header: the browser's back (as Android's hardware back)
          if (i > 0 && keys[i - 1] === 'back') await page.goBack();
          else await page.getByTestId('header-back').click();
          releaseLookup?.();
          return;
        }
        case 'cancel.confirmed':
          return page.getByTestId('threeds2-cancel-dialog').getByTestId('confirm-dialog-confirm').click();
        case 'cancel.dismissed':
          return page.getByTestId('threeds2-cancel-dialog').getByTestId('confirm-dialog-cancel').click();
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runCardPath = (page: Page, fp: FlowPath<CardKey>, records: Parameters<typeof runFlowPath>[2]) => runFlowPath(page, fp, records, cardDriver(fp));
