// The PayPal machine's browser model run: the flow's own graph (machines/paypal.machine.ts) from a new
// PayPal with the one-click consent flag on, a saved PayPal and a page reloaded during the call (FR), walked
// in few long paths (walk-plan.ts), each abstract event realised in Chromium against the sandbox
// (docs/sandbox.md "PayPal"): the real braintree-web with the processor's client API routed to the sandbox
// (as test/e2e/paypal.spec.ts does), the sandbox's PayPal SDK stand-in and its approval pop-up (approve,
// cancel, error), the SDK answered 500 by page.route for a checkout that fails to prepare, amounts 114 / 115
// (422 refusal, 500 unreadable: sent again after the back-offs run on the page's clock) and
// `faults.deposit=http401` (refresh, 401 again).
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { paypalInputs } from '../../../machines/paypal.events';
import { refusalError } from '../../../machines/fixtures';
import type { FlowInput } from '../../../machines/flow-output';
import { METHOD_IDS } from '../../../sandbox/means';
import { test } from '../fixtures';
import { runUntil } from '../page-clock';
import type { FlowPath } from './flow-plan';
import { pathIs, visible, runFlowPath, type Expectation, type FlowDriver, unconfirmedDialog } from './flow-realise';
import { amountPage, errorDialog, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import { walkPlan } from './walk-plan';
import type { paypalMachine } from '../../../machines/paypal.machine';
import { tagReader } from '../../model/tags';

/** The paypal machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof paypalMachine>();

/** The ends of the flow's deposit call child (machines/deposit-call.machine.ts). */
const answered = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });

export const PAYPAL_FIXTURES = {
  'setup:done': { type: 'xstate.done.actor.setupCheckout' },
  'setup:error': { type: 'xstate.error.actor.setupCheckout', error: new Error('SDK failed to load') },
  consent: { type: 'paypal.consentChanged', consent: true },
  approve: { type: 'paypal.approved', nonce: 'nonce-1', email: 'a@b.fr', payerId: 'PAYER1' },
  cancel: { type: 'paypal.cancelled' },
  fail: { type: 'paypal.failed' },
  'dep:success': answered({ status: 'success', transaction_uid: 'tx-1' }),
  'dep:refusal': callEnded({ kind: 'refused', error: refusalError }),
  'dep:expired': callEnded({ kind: 'sessionExpired' }),
  'dep:unknown': callEnded({ kind: 'unknown' }),
} satisfies Record<string, AnyEventObject>;
export type PayPalKey = keyof typeof PAYPAL_FIXTURES;

const [consentOn, , saved, resumed] = paypalInputs as [FlowInput, FlowInput, FlowInput, FlowInput];
const INPUTS = [
  { label: 'FR new PayPal, consent flag on', input: consentOn },
  { label: 'FR saved PayPal', input: saved },
  { label: 'FR new PayPal, reloaded during the call', input: resumed },
];

type Ctx = { tokenId: string | null; consent: boolean; result: { kind: string; unconfirmed?: boolean } };

function paypalEvents(s: AnyMachineSnapshot): PayPalKey[] {
  const c = s.context as Ctx;
  if (tagged(s, 'loader')) return ['setup:done', 'setup:error'];
  if (tagged(s, 'approving')) return [...(c.consent ? [] : (['consent'] as PayPalKey[])), 'approve', 'cancel', 'fail'];
  if (tagged(s, 'depositing')) return ['dep:success', 'dep:refusal', 'dep:expired', 'dep:unknown'];
  return [];
}

export const paypalPlan = () =>
  walkPlan<PayPalKey>({
    machine: 'paypal',
    inputs: INPUTS,
    fixtures: PAYPAL_FIXTURES,
    events: paypalEvents,
    why: [
      [
        /error\.actor\.depositCall/,
        'a deposit call child that throws: no page can make it throw; proven at machine level (paypal.machine.test.ts, test/model)',
      ],
    ],
    dropped: [
      { event: 'paypal.consentChanged with the flag off or a saved PayPal', why: 'the consent is not shown then (SPEC 4 PayPal): nothing sends it' },
      {
        event: 'depositCall answered: pending, refused (PAYPAL_REFUSED) or an unexpected status',
        why: 'the same transitions as success (deciding, then done)',
      },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

const TRIGGERS = new Set<PayPalKey>(['consent', 'approve', 'cancel', 'fail']);
const ACTION: Record<PayPalKey, string> = {
  'setup:done': "braintree-web and the SDK stand-in load (the loader, then PayPal's button)",
  'setup:error': 'page.route: the PayPal SDK script answers 500',
  consent: 'tick the one-click consent',
  approve: "PayPal's button, the approval pop-up: Approve",
  cancel: "PayPal's button, the approval pop-up: Cancel",
  fail: "PayPal's button, the approval pop-up: Error",
  'dep:success': 'the sandbox: success',
  'dep:refusal': 'amount 114: 422 DEP_FraudCheckRefused (a clear refusal)',
  'dep:expired': 'faults.deposit=http401 (refresh, 401 again)',
  'dep:unknown': "amount 115 (500, unreadable, every send): the page's clock runs the back-offs; sent again with the same intent, then unknown",
};
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

function paypalExpectation(s: AnyMachineSnapshot): Expectation | null {
  const c = s.context as Ctx;
  if (s.status === 'done') {
    switch (c.result.kind) {
      case 'success':
      case 'pending':
        if (c.result.unconfirmed) return unconfirmedDialog;
        return {
          label: `return page, status=${c.result.kind}`,
          check: async (p) => {
            await pathIs(p, '/sandbox/return', 20_000);
            await visible(p, 'return-page');
            expect(new URL(p.url()).searchParams.get('status')).toBe(c.result.kind);
          },
        };
      case 'failure':
        return errorDialog;
      case 'sessionExpired':
        return sessionTimeout;
      case 'cancelled':
        return {
          label: `${amountPage.label}, no PayPal area`,
          check: async (p) => {
            await amountPage.check(p);
            await expect(p.getByTestId('paypal-area')).toHaveCount(0);
          },
        };
    }
    return null;
  }
  if (tagged(s, 'approving')) {
    return {
      label: `/ [paypal-button]${c.consent ? ' [paypal-consent] checked' : ''}, no loader`,
      check: async (p) => {
        await pathIs(p, '/');
        await visible(p, 'paypal-button', 20_000);
        await expect(p.getByTestId('paypal-loader')).toHaveCount(0);
        if (c.consent) await expect(p.getByTestId('paypal-consent')).toBeChecked();
      },
    };
  }
  return null;
}

export function paypalDriver(fp: FlowPath<PayPalKey>): FlowDriver<PayPalKey> {
  const keys = fp.keys;
  const token = fp.input === 1;
  const reload = fp.input === 2;
  const amount = keys.includes('dep:refusal') ? '114' : keys.includes('dep:unknown') ? '115' : '30';
  const unknown = keys.includes('dep:unknown');
  const popup = async (page: Page, button: string) => {
    const [p] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('paypal-button').click()]);
    await expect(p.getByTestId(button)).toBeEnabled();
    await p.getByTestId(button).click();
  };
  return {
    triggers: TRIGGERS,
    action: (k) => ACTION[k],
    expectation: paypalExpectation,
    stable: () => false,
    profile: () => ({
      legislation: 'FR',
      language: 'en',
      currency: 'EUR',
      banner: null,
      payment_methods: ['PAYPAL', 'CARD', 'PAYSAFECARD'],
      tokens: token ? [{ type: 'PAYPAL', email: 'camille.martin@example.com' }] : [],
      ...(fp.input === 0 ? { feature_flags: { 'payment-f-paypal-consent-enabled': true } } : {}),
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
    }),
    prepare: async (page) => {
      // the processor's client API (braintree-web accepts only its own domains) answered by the sandbox
      const base = test.info().project.use.baseURL!;
      await page.context().route('https://api.sandbox.braintreegateway.com/**', async (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
        const url = new URL(route.request().url());
        const path = url.pathname.replace('/merchants/cashier_sandbox/client_api', '/sandbox/braintree/client_api');
        return route.fulfill({ response: await route.fetch({ url: `${base}${path}${url.search}` }) });
      });
      await page.context().route('https://www.paypal.com/**', (route) => route.fulfill({ status: 204, headers: CORS }));
      if (keys.includes('setup:error'))
        await page.route(/\/sandbox\/paypal\/sdk\/js/, (route) => route.fulfill({ status: 500, body: 'model run: page.route' }));
      // the back-offs between the sends of an unreadable answer (1 s, 3 s): run on the page's clock
      if (unknown) await page.clock.install();
      // a reload during the call: the call is held, never answered
      if (reload) await page.route(/\/kong\/v6\/me\/deposits\/paypal$/, () => {});
    },
    open: async (page) => {
      const tile = page.locator(`[data-testid="mean-tile"][data-mean-id="${token ? 'tok_paypal_1' : METHOD_IDS.PAYPAL}"]`);
      await expect(tile).toBeVisible({ timeout: 10_000 });
      await tile.click();
      await expect(tile).toHaveAttribute('data-selected', 'true');
      await page.getByTestId('amount-input').fill(amount);
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      await page.getByTestId('pay-button').click();
      if (reload) {
        await visible(page, 'paypal-button', 20_000);
        await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/deposits/paypal')), popup(page, 'paypal-approve')]);
        await page.reload();
        return `PayPal tile, amount ${amount}, Pay, approve; the call held (page.route), the page reloaded during it`;
      }
      // a saved PayPal calls at once: an unreadable answer's back-offs run here
      if (token && unknown) await runUntil(page, 'deposit-unconfirmed');
      return `${token ? 'saved PayPal tok_paypal_1' : 'PayPal tile'}, amount ${amount}, Pay`;
    },
    before: async (_page, segKeys, patch) => {
      if (segKeys.includes('dep:expired')) await patch({ faults: { deposit: 'http401' } });
    },
    act: async (page, k) => {
      switch (k) {
        case 'consent':
          return page.getByTestId('paypal-consent').check();
        case 'approve':
          await popup(page, 'paypal-approve');
          if (unknown) await runUntil(page, 'deposit-unconfirmed');
          return;
        case 'cancel':
          return popup(page, 'paypal-cancel');
        case 'fail':
          return popup(page, 'paypal-error');
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runPayPalPath = (page: Page, fp: FlowPath<PayPalKey>, records: StepRecord[]) => runFlowPath(page, fp, records, paypalDriver(fp));
