// The direct methods' browser model run: the flow's own graph (machines/direct-deposit.machine.ts) from
// Paysafecard and Skrill (FR), Multibanco (PT), the premium ticket (FR) and a page reloaded during the call,
// walked in few long paths (walk-plan.ts), each abstract event realised in Chromium against the sandbox
// (docs/sandbox.md "Deposits", "Premium ticket"): the forms' buttons and the browser's back, amounts
// 114 / 115 (422 refusal, 500 unreadable: sent again after the back-offs run on the page's clock),
// `faults.deposit=http401` (refresh, 401 again), the sandbox's answers for the rest (a provider page, the
// Multibanco reference, a ticket paid at once).
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { directDepositInputs } from '../../../machines/direct-deposit.events';
import { refusalError } from '../../../machines/fixtures';
import type { FlowInput } from '../../../machines/flow-output';
import { METHOD_IDS } from '../../../sandbox/means';
import { runUntil } from '../page-clock';
import type { FlowPath } from './flow-plan';
import { pathIs, visible, runFlowPath, type Expectation, type FlowDriver, unconfirmedDialog } from './flow-realise';
import { amountPage, errorDialog, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import { walkPlan } from './walk-plan';
import type { directDepositMachine } from '../../../machines/direct-deposit.machine';
import { tagReader } from '../../model/tags';

/** The direct-deposit machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof directDepositMachine>();

/** The ends of the flow's deposit call child (machines/deposit-call.machine.ts). */
const answered = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });

export const DIRECT_FIXTURES = {
  'skrill.submit': { type: 'skrill.submitted', login: 'player@example.com', password: 'secret' },
  'skrill.cancel': { type: 'skrill.cancelled' },
  'ticket.submit': { type: 'ticket.submitted', code: '4000123456789012' },
  'ticket.cancel': { type: 'ticket.cancelled' },
  'dep:redirect': answered({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: '/sandbox/provider/paysafecard' } }),
  'dep:success': answered({ status: 'success', transaction_uid: 'tx-1' }),
  'dep:reference': answered({
    status: 'pending',
    transaction_uid: 'tx-1',
    transaction_context: { entity: '12345', reference: '123 456 789', amount: 25, expires_in_days: 3 },
  }),
  'dep:refusal': callEnded({ kind: 'refused', error: refusalError }),
  'dep:expired': callEnded({ kind: 'sessionExpired' }),
  'dep:unknown': callEnded({ kind: 'unknown' }),
  'reference.close': { type: 'reference.closed' },
  back: { type: 'navigation.back' },
} satisfies Record<string, AnyEventObject>;
export type DirectKey = keyof typeof DIRECT_FIXTURES;

const [paysafecard, skrill, multibanco, ticket, resumed] = directDepositInputs as [FlowInput, FlowInput, FlowInput, FlowInput, FlowInput];
const INPUTS = [
  { label: 'FR Paysafecard', input: paysafecard },
  { label: 'FR Skrill', input: skrill },
  { label: 'PT Multibanco', input: multibanco },
  { label: 'FR premium ticket', input: ticket },
  { label: 'FR Paysafecard, reloaded during the call', input: resumed },
];
const METHOD = ['PAYSAFECARD', 'SKRILL', 'MULTIBANCO', 'PREMIUM_TICKET', 'PAYSAFECARD'] as const;

type Ctx = { method: string; result: { kind: string; unconfirmed?: boolean } };

function directEvents(s: AnyMachineSnapshot): DirectKey[] {
  const c = s.context as Ctx;
  if (tagged(s, 'skrillForm')) return ['skrill.submit', 'skrill.cancel', 'back'];
  if (tagged(s, 'ticketForm')) return ['ticket.submit', 'ticket.cancel', 'back'];
  if (tagged(s, 'depositing')) {
    const answer: DirectKey = c.method === 'MULTIBANCO' ? 'dep:reference' : c.method === 'PREMIUM_TICKET' ? 'dep:success' : 'dep:redirect';
    return [answer, 'dep:refusal', 'dep:expired', 'dep:unknown'];
  }
  if (tagged(s, 'reference')) return ['reference.close', 'back'];
  return [];
}

export const directDepositPlan = () =>
  walkPlan<DirectKey>({
    machine: 'direct-deposit',
    inputs: INPUTS,
    fixtures: DIRECT_FIXTURES,
    events: directEvents,
    why: [
      [
        /error\.actor\.depositCall/,
        'a deposit call child that throws: no page can make it throw; proven at machine level (direct-deposit.machine.test.ts, test/model)',
      ],
    ],
    dropped: [
      { event: 'ticket.submitted with an incomplete code', why: "refused by the form's guard (and the form itself): no transition to cover" },
      {
        event: 'depositCall answered: refused (amount 113, Skrill password `wrong`, a used ticket) or an unexpected status (116)',
        why: 'the same transitions as any other answer (deciding, then done)',
      },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

const TRIGGERS = new Set<DirectKey>(['skrill.submit', 'skrill.cancel', 'ticket.submit', 'ticket.cancel', 'reference.close', 'back']);
const ACTION: Record<DirectKey, string> = {
  'skrill.submit': 'the Skrill form: login, password, Deposit',
  'skrill.cancel': 'the Skrill form: Choose another method',
  'ticket.submit': 'the ticket form: a 16-digit code of this run, Deposit',
  'ticket.cancel': 'the ticket form: close',
  'dep:redirect': 'the sandbox: redirect to its provider page',
  'dep:success': 'the sandbox issuer: the ticket paid at once',
  'dep:reference': 'the sandbox: pending with the ATM reference',
  'dep:refusal': 'amount 114: 422 DEP_FraudCheckRefused (a clear refusal)',
  'dep:expired': 'faults.deposit=http401 (refresh, 401 again)',
  'dep:unknown': "amount 115 (500, unreadable, every send): the page's clock runs the back-offs; sent again with the same intent, then unknown",
  'reference.close': 'the Multibanco dialog: Close',
  back: "the browser's back",
};

function directExpectation(s: AnyMachineSnapshot): Expectation | null {
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
      case 'redirect': {
        const method = c.method.toLowerCase();
        return {
          label: `the provider page [provider-page] data-method=${method}`,
          check: async (p) => {
            await visible(p, 'provider-page', 15_000);
            await expect(p.getByTestId('provider-page')).toHaveAttribute('data-method', method);
          },
        };
      }
      case 'failure':
        return errorDialog;
      case 'sessionExpired':
        return sessionTimeout;
      case 'cancelled':
      case 'closed':
        return {
          label: `${amountPage.label}, no flow screen`,
          check: async (p) => {
            await amountPage.check(p);
            await expect(p.getByTestId('multibanco-dialog').or(p.getByTestId('skrill-form')).or(p.getByTestId('ticket-form'))).toHaveCount(0);
          },
        };
    }
    return null;
  }
  if (tagged(s, 'skrillForm'))
    return {
      label: '/skrill [skrill-form]',
      check: async (p) => {
        await pathIs(p, '/skrill');
        await visible(p, 'skrill-form');
      },
    };
  if (tagged(s, 'ticketForm'))
    return {
      label: '/premium-ticket [ticket-form]',
      check: async (p) => {
        await pathIs(p, '/premium-ticket');
        await visible(p, 'ticket-form');
      },
    };
  if (tagged(s, 'reference')) {
    return {
      label: '/multibanco [multibanco-dialog] entity 12345, reference 123 456 789',
      check: async (p) => {
        await pathIs(p, '/multibanco', 15_000);
        const dialog = p.getByTestId('multibanco-dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByTestId('mb-entity')).toContainText('12345');
        await expect(dialog.getByTestId('mb-reference')).toContainText('123 456 789');
      },
    };
  }
  return null;
}

export function directDepositDriver(fp: FlowPath<DirectKey>): FlowDriver<DirectKey> {
  const keys = fp.keys;
  const method = METHOD[fp.input]!;
  const reload = fp.input === 4;
  const amount = keys.includes('dep:refusal') ? '114' : keys.includes('dep:unknown') ? '115' : '25';
  const wire = method === 'PREMIUM_TICKET' ? 'premiumticket' : method.toLowerCase();
  return {
    triggers: TRIGGERS,
    action: (k) => ACTION[k],
    expectation: directExpectation,
    stable: () => false,
    profile: () => ({
      legislation: method === 'MULTIBANCO' ? 'PT' : 'FR',
      language: 'en',
      currency: 'EUR',
      tokens: [],
      banner: null,
      payment_methods: method === 'MULTIBANCO' ? ['CARD', 'MULTIBANCO', 'PAYSAFECARD'] : ['CARD', method, ...(method === 'PAYSAFECARD' ? [] : ['PAYSAFECARD'])],
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
    }),
    prepare: async (page) => {
      // the back-offs between the sends of an unreadable answer (1 s, 3 s): run on the page's clock
      if (keys.includes('dep:unknown')) await page.clock.install();
      // a reload during the call: the call is held, never answered
      if (reload) await page.route(/\/kong\/v6\/me\/deposits\/paysafecard$/, () => {});
    },
    open: async (page) => {
      const tile = page.locator(`[data-testid="mean-tile"][data-mean-id="${METHOD_IDS[method]}"]`);
      await expect(tile).toBeVisible({ timeout: 10_000 });
      await tile.click();
      await expect(tile).toHaveAttribute('data-selected', 'true');
      await page.getByTestId('amount-input').fill(amount);
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      if (reload) {
        await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/deposits/${wire}`)), page.getByTestId('pay-button').click()]);
        await page.reload();
        return `${method} tile, amount ${amount}, Pay; the call held (page.route), the page reloaded during it`;
      }
      await page.getByTestId('pay-button').click();
      // Paysafecard and Multibanco call at once: an unreadable answer's back-offs run here
      if (keys[0] === 'dep:unknown') await runUntil(page, 'deposit-unconfirmed');
      return `${method} tile, amount ${amount}, Pay`;
    },
    before: async (_page, segKeys, patch) => {
      if (segKeys.includes('dep:expired')) await patch({ faults: { deposit: 'http401' } });
    },
    act: async (page, k) => {
      switch (k) {
        case 'skrill.submit':
          await page.getByTestId('skrill-login').fill('qa.player@example.com');
          await page.getByTestId('skrill-password').fill('s3cret!');
          await page.getByTestId('skrill-submit').click();
          if (keys.includes('dep:unknown')) await runUntil(page, 'deposit-unconfirmed');
          return;
        case 'skrill.cancel':
          return page.getByTestId('skrill-form').getByRole('button', { name: 'Choose another method' }).click();
        case 'ticket.submit': {
          // the sandbox spends an accepted code for its run: a code of this run's own
          const middle = String(Date.now() % 100_000_000).padStart(8, '0');
          await page.getByTestId('ticket-code').fill(`4000${middle}9012`);
          await page.getByTestId('ticket-submit').click();
          if (keys.includes('dep:unknown')) await runUntil(page, 'deposit-unconfirmed');
          return;
        }
        case 'ticket.cancel':
          return page.getByTestId('ticket-close').click();
        case 'reference.close':
          return page.getByTestId('multibanco-close').click();
        case 'back':
          return page.goBack();
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runDirectDepositPath = (page: Page, fp: FlowPath<DirectKey>, records: StepRecord[]) => runFlowPath(page, fp, records, directDepositDriver(fp));
