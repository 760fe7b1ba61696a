// The withdrawal machine's browser model run: the pending withdrawals fragment's own graph
// (machines/withdrawal.machine.ts) from the flag on and off (SPEC 9 payment-f-new-withdrawal-flow-enabled),
// walked in few long paths (walk-plan.ts), each abstract event realised in Chromium against the sandbox
// (docs/sandbox.md "Withdrawals"): the profile's `withdrawals.refusals` (PATCHed per segment) choose a
// refused list, cancel or IBAN; `faults.eligibility=http500` the failed balance read after a cancel;
// `page.route` answers a call 401 (the app refreshes, 401 again: the session is lost) and holds the list
// until the header's back is pressed. The buttons do the rest; the browser's back under a modal.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../../../src/domain/failures';
import { WITHDRAWAL_MEAN } from '../../../src/domain/withdrawal';
import { httpError, sessionExpiredError, webApp } from '../../../machines/fixtures';
import type { FlowInput } from '../../../machines/flow-output';
import type { FlowPath } from './flow-plan';
import { pathIs, visible, runFlowPath, type Expectation, type FlowDriver } from './flow-realise';
import { amountPage, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import { walkPlan } from './walk-plan';
import type { withdrawalMachine } from '../../../machines/withdrawal.machine';
import { tagReader } from '../../model/tags';

/** The withdrawal machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof withdrawalMachine>();

const FLAG = 'payment-f-new-withdrawal-flow-enabled';
/** The model's list: what the sandbox answers for the profile's `withdrawals.pending` below (ids wd_1, wd_2). */
const LISTED = [
  { id: 'wd_1', amount: 50, createdDate: '2026-11-21T09:30:00.000Z', iban: 'FR76 •••• 0189', cancellable: true },
  { id: 'wd_2', amount: 120.5, createdDate: '2026-11-20T17:05:00.000Z', iban: null, cancellable: false },
];
const PENDING = [{ amount: 50 }, { amount: 120.5, cancellable: false }];
const BALANCE = 42.5;
const VALID_IBAN = 'GB82 WEST 1234 5698 7654 32';
/** A SPEC 8 withdrawal code, as the sandbox answers it (422 with its error_code). */
const refused = (code: string) => new ApiFailure('HTTP', code, 'HTTP 422', 422);

export const WD_FIXTURES = {
  'list:done': { type: 'xstate.done.actor.fetchPendingWithdrawals', output: LISTED },
  'list:refused': { type: 'xstate.error.actor.fetchPendingWithdrawals', error: refused('payment.withdraw.error') },
  'list:expired': { type: 'xstate.error.actor.fetchPendingWithdrawals', error: sessionExpiredError },
  cancel: { type: 'withdrawal.cancelRequested', id: 'wd_1' },
  confirm: { type: 'cancel.confirmed' },
  dismiss: { type: 'cancel.dismissed' },
  'cancel:done': { type: 'xstate.done.actor.cancelWithdrawal' },
  'cancel:refused': { type: 'xstate.error.actor.cancelWithdrawal', error: refused('payment.withdrawal.eligibility.velocity') },
  'cancel:expired': { type: 'xstate.error.actor.cancelWithdrawal', error: sessionExpiredError },
  'balance:done': { type: 'xstate.done.actor.fetchBalance', output: BALANCE + 50 },
  'balance:error': { type: 'xstate.error.actor.fetchBalance', error: httpError },
  'iban.open': { type: 'iban.opened' },
  'iban.submit': { type: 'iban.submitted', iban: VALID_IBAN },
  'iban.close': { type: 'iban.closed' },
  'iban:done': { type: 'xstate.done.actor.addIban' },
  'iban:refused': { type: 'xstate.error.actor.addIban', error: refused('payment.withdrawal.invalid_credential') },
  'iban:expired': { type: 'xstate.error.actor.addIban', error: sessionExpiredError },
  'dialog.closed': { type: 'dialog.closed' },
  back: { type: 'navigation.back' },
} satisfies Record<string, AnyEventObject>;
export type WdKey = keyof typeof WD_FIXTURES;

const input = (flag: boolean): FlowInput => ({ mean: WITHDRAWAL_MEAN, amount: 0, app: webApp, flags: { [FLAG]: flag }, intentId: 'withdrawal-pending' });
const INPUTS = [
  { label: 'FR, flag on', input: input(true) },
  { label: 'FR, flag off', input: input(false) },
];

type Ctx = { withdrawals: Array<{ id: string; cancellable: boolean }>; cancelled: unknown; ibanAdded: string | null; result: { kind: string } };

function wdEvents(s: AnyMachineSnapshot): WdKey[] {
  const c = s.context as Ctx;
  if (tagged(s, 'loading')) return ['list:done', 'list:refused', 'list:expired', 'back'];
  if (tagged(s, 'loadFailed')) return ['dialog.closed', 'back'];
  // while the balance is read again, only its answer (the player's next action waits for the header)
  if (tagged(s, 'refreshingBalance')) return ['balance:done', 'balance:error'];
  if (tagged(s, 'list')) return [...(c.withdrawals.some((w) => w.id === 'wd_1' && w.cancellable) ? (['cancel'] as WdKey[]) : []), 'iban.open', 'back'];
  if (tagged(s, 'confirming')) return ['confirm', 'dismiss', 'back'];
  if (tagged(s, 'cancelling')) return ['cancel:done', 'cancel:refused', 'cancel:expired'];
  if (tagged(s, 'cancelRefused')) return ['dialog.closed', 'back'];
  if (tagged(s, 'ibanEditing')) return ['iban.submit', 'iban.close', 'back'];
  if (tagged(s, 'ibanAdding')) return ['iban:done', 'iban:refused', 'iban:expired'];
  if (tagged(s, 'ibanRefused')) return ['dialog.closed', 'back'];
  return [];
}

export const withdrawalPlan = () =>
  walkPlan<WdKey>({
    machine: 'withdrawal',
    inputs: INPUTS,
    fixtures: WD_FIXTURES,
    events: wdEvents,
    why: [],
    dropped: [
      {
        event: 'withdrawal.cancelRequested for a withdrawal not cancellable or not listed',
        why: 'no cancel button on it (or no such item): the guard refuses, no transition to cover',
      },
      {
        event: 'iban.submitted with an IBAN that breaks ISO 13616',
        why: "refused by the guard before any call (the dialog's message): no transition to cover; test/e2e/withdrawal.spec.ts",
      },
      { event: 'a player action while the balance is read again', why: "the same list transitions as from idle; the run waits for the header's balance first" },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

const TRIGGERS = new Set<WdKey>(['cancel', 'confirm', 'dismiss', 'iban.open', 'iban.submit', 'iban.close', 'dialog.closed', 'back']);
const ACTION: Record<WdKey, string> = {
  'list:done': 'the sandbox lists wd_1 (50, cancellable) and wd_2 (120.50)',
  'list:refused': 'withdrawals.refusals.list=payment.withdraw.error (422)',
  'list:expired': 'page.route: the list answers 401 (refresh, 401 again)',
  cancel: 'Cancel on wd_1',
  confirm: 'the question: Cancel withdrawal',
  dismiss: 'the question: keep it',
  'cancel:done': 'DELETE answers 204 (50 back in the balance)',
  'cancel:refused': 'withdrawals.refusals.cancel=payment.withdrawal.eligibility.velocity (422)',
  'cancel:expired': 'page.route: the DELETE answers 401 (refresh, 401 again)',
  'balance:done': 'eligibility answers the balance 92.50',
  'balance:error': 'faults.eligibility=http500: the balance read fails',
  'iban.open': 'Add a new IBAN',
  'iban.submit': `type ${VALID_IBAN}, Add this IBAN`,
  'iban.close': "the IBAN dialog's Cancel",
  'iban:done': 'the IBAN call answers 201',
  'iban:refused': 'withdrawals.refusals.iban=payment.withdrawal.invalid_credential (422)',
  'iban:expired': 'page.route: the IBAN call answers 401 (refresh, 401 again)',
  'dialog.closed': 'close the error dialog',
  back: "the header's back (under a modal: the browser's back; while the list loads: the list held by page.route)",
};
/** States that show a modal over the fragment: the header is under it, back is the browser's (or Android's). */
const modal = (s: AnyMachineSnapshot) => tagged(s, 'confirming') || tagged(s, 'cancelRefused') || tagged(s, 'loadFailed') || tagged(s, 'iban');

const noDialog = async (p: Page) => {
  await expect(p.getByTestId('error-dialog')).toHaveCount(0);
  await expect(p.getByTestId('withdrawal-cancel-dialog')).toHaveCount(0);
  await expect(p.getByTestId('iban-dialog')).toHaveCount(0);
};
const errorOver = (what: string): Expectation => ({
  label: `/pending [error-dialog] (${what})`,
  check: async (p) => {
    await pathIs(p, '/pending');
    await visible(p, 'error-dialog');
  },
});
const money = (n: number) => new RegExp(n.toFixed(2).replace('.', '[.,]'));

/** `balance`: the header's (null: hidden, a failed read after a cancel; undefined: not checked). */
function wdExpectation(s: AnyMachineSnapshot, balance: number | null | undefined): Expectation | null {
  const c = s.context as Ctx;
  if (s.status === 'done') return c.result.kind === 'sessionExpired' ? sessionTimeout : amountPage;
  if (tagged(s, 'list')) {
    const n = c.withdrawals.length;
    return {
      label: `/pending [withdrawals] ${n} item(s)${c.cancelled ? ', cancelled' : ''}${c.ibanAdded ? ' [iban-added]' : ''}${balance === null ? ', no header balance' : balance !== undefined ? `, header balance ${balance.toFixed(2)}` : ''}, no dialog`,
      check: async (p) => {
        await pathIs(p, '/pending');
        await visible(p, 'withdrawals');
        await expect(p.getByTestId('withdrawal-item')).toHaveCount(n);
        await noDialog(p);
        if (c.ibanAdded) await visible(p, 'iban-added');
        if (balance === null) await expect(p.getByTestId('header-balance')).toHaveCount(0);
        else if (balance !== undefined) await expect(p.getByTestId('header-balance')).toContainText(money(balance));
      },
    };
  }
  if (tagged(s, 'confirming'))
    return {
      label: '/pending [withdrawal-cancel-dialog]',
      check: async (p) => {
        await pathIs(p, '/pending');
        await visible(p, 'withdrawal-cancel-dialog');
      },
    };
  if (tagged(s, 'loadFailed')) return errorOver('list refused');
  if (tagged(s, 'cancelRefused')) return errorOver('cancel refused');
  if (tagged(s, 'ibanRefused')) return errorOver('IBAN refused');
  if (tagged(s, 'ibanEditing')) {
    return {
      label: '/pending [iban-dialog], no error dialog',
      check: async (p) => {
        await pathIs(p, '/pending');
        await visible(p, 'iban-dialog');
        await expect(p.getByTestId('error-dialog')).toHaveCount(0);
      },
    };
  }
  return null; // loading, cancelling, adding, the balance read: busy
}

export function withdrawalDriver(fp: FlowPath<WdKey>): FlowDriver<WdKey> {
  const keys = fp.keys;
  const states = [fp.path.initial, ...fp.path.steps.map((s) => s.state)];
  /** Keys consumed by the segments already set up: the next segment's first index. */
  let at = 0;
  let opened = false;
  let releaseList: (() => void) | null = null;
  /** The header's balance the list shows: the player's, then the one read after a cancel (hidden when the read fails). */
  let balance: number | null = BALANCE;
  const first = keys.findIndex((k) => TRIGGERS.has(k));
  /** The answers of the page load's segment go in the profile and in routes set before the page opens. */
  const firstKeys = first < 0 ? keys : keys.slice(0, first);
  const answer401 = async (page: Page, method: string, re: RegExp) => {
    await page.route(re, (route) =>
      route.request().method() === method
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ error_code: 'unauthorized', message: 'model run: page.route' }),
          })
        : route.continue(),
    );
  };
  /** The routes a segment's answers need: a 401 (refresh, 401 again), the list held until back. */
  const routes = async (page: Page, segKeys: WdKey[], end: AnyMachineSnapshot) => {
    if (segKeys.includes('list:expired')) await answer401(page, 'GET', /\/kong\/v6\/me\/withdrawals(\?|$)/);
    if (segKeys.includes('cancel:expired')) await answer401(page, 'DELETE', /\/kong\/v6\/me\/withdrawals\/wd_/);
    if (segKeys.includes('iban:expired')) await answer401(page, 'POST', /\/kong\/v2\/me\/withdrawal\/options\/iban$/);
    if (segKeys.includes('balance:done')) balance = BALANCE + 50;
    if (segKeys.includes('balance:error')) balance = null;
    // the segment ends while the list loads, and back follows: the list is held until back is pressed
    if (end.status === 'active' && tagged(end, 'loading')) {
      const held = new Promise<void>((resolve) => (releaseList = resolve));
      await page.route(/\/kong\/v6\/me\/withdrawals(\?|$)/, async (route) => {
        await held;
        await route.abort().catch(() => {});
      });
    }
  };
  return {
    triggers: TRIGGERS,
    action: (k) => ACTION[k],
    expectation: (s) => wdExpectation(s, balance),
    stable: () => false,
    profile: () => ({
      legislation: 'FR',
      language: 'en',
      currency: 'EUR',
      balance: BALANCE,
      banner: null,
      path: '/pending',
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
      feature_flags: { [FLAG]: fp.input === 0 },
      tokens: [{ type: 'BANK_ACCOUNT', iban: 'FR7630006000011234567890189', holder_name: 'Camille Martin' }],
      withdrawals: { pending: PENDING, ...(firstKeys.includes('list:refused') ? { refusals: { list: 'payment.withdraw.error' } } : {}) },
    }),
    prepare: (page) => routes(page, firstKeys, states[firstKeys.length]!),
    open: async () => "open the app on /pending (the session's path)",
    before: async (page, segKeys, patch) => {
      const end = states[at + segKeys.length]!;
      at += segKeys.length;
      if (!opened) {
        opened = true;
        return;
      }
      await patch({
        withdrawals: {
          pending: PENDING,
          refusals: {
            ...(segKeys.includes('list:refused') ? { list: 'payment.withdraw.error' } : {}),
            ...(segKeys.includes('cancel:refused') ? { cancel: 'payment.withdrawal.eligibility.velocity' } : {}),
            ...(segKeys.includes('iban:refused') ? { iban: 'payment.withdrawal.invalid_credential' } : {}),
          },
        },
        faults: segKeys.includes('balance:error') ? { eligibility: 'http500' } : {},
      });
      await routes(page, segKeys, end);
    },
    act: async (page, k, i) => {
      switch (k) {
        case 'cancel':
          return page.locator('[data-testid="withdrawal-item"][data-id="wd_1"] [data-testid="withdrawal-cancel"]').click();
        case 'confirm':
          return page.getByTestId('withdrawal-cancel-dialog').getByTestId('confirm-dialog-confirm').click();
        case 'dismiss':
          return page.getByTestId('withdrawal-cancel-dialog').getByTestId('confirm-dialog-cancel').click();
        case 'iban.open':
          return page.getByTestId('iban-open').click();
        case 'iban.submit':
          await page.getByTestId('iban-input').fill(VALID_IBAN);
          return page.getByTestId('iban-submit').click();
        case 'iban.close':
          return page.getByTestId('iban-cancel').click();
        case 'dialog.closed':
          return page.getByTestId('error-dialog-close').click();
        case 'back': {
          if (modal(states[i]!)) await page.goBack();
          else await page.getByTestId('header-back').click();
          releaseList?.();
          return;
        }
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runWithdrawalPath = (page: Page, fp: FlowPath<WdKey>, records: StepRecord[]) => runFlowPath(page, fp, records, withdrawalDriver(fp));
