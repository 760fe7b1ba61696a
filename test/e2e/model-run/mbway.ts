// The MB Way machine's browser model run: the flow's own graph (machines/mbway.machine.ts) in PT from a new
// MB Way (the phone form, the mandate ticked), a saved MB Way in the iOS app (app-to-app) and two reloads
// (while the approval is awaited, during the call), walked in few long paths (walk-plan.ts), each abstract
// event realised in Chromium against the sandbox's MB Way (docs/sandbox.md "MB Way": the number's last three
// digits choose the answer and the MB Way app's end), amounts 114 / 115 / 116 (422, 500 on every send,
// an unexpected status), `faults.deposit` a 401 or a call that never answers (the reload during the call),
// page.route the transaction's HEAD (401, or ready while the deposit is still pending), `page.clock` the
// back-offs. An iOS `paymentBridge` stand-in records the bridge's messages (SPEC 7 paymentRedirectAppToApp).
// Expectations by hand from SPEC 4 "MB Way" and "Success handling", SPEC 8.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { mbwayInputs } from '../../../machines/mbway.events';
import { refusalError } from '../../../machines/fixtures';
import type { FlowInput } from '../../../machines/flow-output';
import { METHOD_IDS } from '../../../sandbox/means';
import { translation } from '../catalog';
import { READ_TIMEOUT_MS } from '../../../src/domain/transactions';
import { runUntil, runWhileReadsAnswer } from '../page-clock';
import type { FlowPath } from './flow-plan';
import { pathIs, visible, runFlowPath, type Expectation, type FlowDriver, unconfirmedDialog } from './flow-realise';
import { amountPage, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import { walkPlan } from './walk-plan';
import type { mbwayMachine } from '../../../machines/mbway.machine';
import { tagReader } from '../../model/tags';

/** The mbway machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof mbwayMachine>();

/** The ends of the flow's deposit call child (machines/deposit-call.machine.ts) and of its polling child. */
const created = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });
const polled = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.transactionPolling', output });

export const MBWAY_FIXTURES = {
  submit: { type: 'mbway.submitted', phoneDigits: '912345678', createMandate: true },
  cancel: { type: 'mbway.cancelled' },
  back: { type: 'navigation.back' },
  'dep:pending': created({ status: 'pending', transaction_uid: 'tx-1' }),
  'dep:success': created({ status: 'success', transaction_uid: 'tx-1' }),
  'dep:redirect': created({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: 'https://mbway.example/app' } }),
  'dep:refused': created({ status: 'refused', transaction_uid: 'tx-1' }),
  'dep:weird': created({ status: 'SOMETHING_NEW', transaction_uid: 'tx-1' }),
  'dep:refusal': callEnded({ kind: 'refused', error: refusalError }),
  'dep:expired': callEnded({ kind: 'sessionExpired' }),
  'dep:lost': callEnded({ kind: 'unknown' }),
  'poll:success': polled({ kind: 'fetched', result: { status: 'success', reason: null } }),
  'poll:failure': polled({ kind: 'fetched', result: { status: 'failure', reason: 'EXPIRED' } }),
  'poll:expired': polled({ kind: 'sessionExpired' }),
  'poll:pending': polled({ kind: 'fetched', result: { status: 'pending', reason: null } }),
  /** The 5-minute wait runs out while the MB Way app says nothing (the machine's own timer). */
  'wait:end': { type: 'xstate.after.approvalWait.mbway.waiting' },
} satisfies Record<string, AnyEventObject>;
export type MbwayKey = keyof typeof MBWAY_FIXTURES;

const [byPhone, savedIos, resumedCalling, resumedWaiting] = mbwayInputs as [FlowInput, FlowInput, FlowInput, FlowInput];
const INPUTS = [
  { label: 'PT new MB Way (phone form)', input: byPhone },
  { label: 'PT saved MB Way in the iOS app (app-to-app)', input: savedIos },
  { label: 'PT reloaded during the deposit call', input: resumedCalling },
  { label: 'PT reloaded while the approval is awaited', input: resumedWaiting },
];
const SAVED_IOS = 1;
const RESUMED_CALLING = 2;
const RESUMED_WAITING = 3;

type Ctx = { tokenId: string | null; resume: unknown };

function mbwayKeys(s: AnyMachineSnapshot): MbwayKey[] {
  const c = s.context as Ctx;
  if (tagged(s, 'form')) return ['submit', 'cancel', 'back'];
  // a saved MB Way in the iOS app: its saved number (ending 300) answers the app-to-app redirect
  if (tagged(s, 'depositing') && c.tokenId !== null) return ['dep:redirect'];
  if (tagged(s, 'depositing')) return ['dep:pending', 'dep:success', 'dep:refused', 'dep:weird', 'dep:refusal', 'dep:expired', 'dep:lost'];
  // a resumed wait (912345200, never approved, reloaded): the player leaves; its other ends are taken
  // from a wait reached in the page
  if (tagged(s, 'waiting') && c.resume) return ['cancel'];
  if (tagged(s, 'waiting')) return ['poll:success', 'poll:failure', 'cancel', 'back', 'poll:expired', 'poll:pending', 'wait:end'];
  if (tagged(s, 'appToApp')) return ['cancel', 'back'];
  return [];
}

export const mbwayPlan = () =>
  walkPlan<MbwayKey>({
    machine: 'mbway',
    inputs: INPUTS,
    fixtures: MBWAY_FIXTURES,
    events: mbwayKeys,
    why: [
      [
        /mbway\.depositing --xstate\.error\.actor\.depositCall/,
        'a deposit call child that throws: no page can make it throw; proven at machine level (mbway.machine.test.ts, test/model)',
      ],
      [
        /mbway\.waiting --xstate\.error\.actor\.transactionPolling/,
        'a polling child that throws: no page can make it throw (its reads end as fetched, sessionExpired or unknown); proven at machine level (test/model)',
      ],
    ],
    dropped: [
      { event: 'mbway.submitted with an empty or invalid number', why: "refused by the form's guard (and the form itself): no transition to cover" },
      {
        event: 'mbway.submitted without the mandate',
        why: 'the same transition as with it (the mandate only changes the pending record: MBWayOneClick, asserted on the return page)',
      },
      {
        event: 'depositCall answered: refused (912345101) vs a 422 (amount 114)',
        why: "both offered; they share routing's failure transition, so the plan keeps the one it reaches first",
      },
      { event: 'transactionPolling done: failed / unknown', why: 'the same transition as a status still pending (pending, unconfirmed)' },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

/** The number's last three digits choose the sandbox's answer, then the MB Way app's end (docs/sandbox.md "MB Way"). */
function phoneFor(keys: MbwayKey[]): string {
  if (keys.includes('dep:success')) return '912345500';
  if (keys.includes('dep:refused')) return '912345101';
  if (keys.includes('poll:success')) return '912345678';
  if (keys.includes('poll:failure')) return '912345102';
  // no end on its own: the player leaves, or the wait's reads end it
  return '912345200';
}

const TRIGGERS = new Set<MbwayKey>(['submit', 'cancel', 'back', 'poll:expired', 'poll:pending', 'dep:lost', 'wait:end']);
const ACTION: Record<MbwayKey, string> = {
  submit: 'type the number (its ending chooses the answer), tick the mandate, Deposit',
  cancel: "Close (the form) / Don't wait (the wait, the app-to-app screen)",
  back: "the browser's back",
  'dep:pending': 'pending: the wait for the MB Way app',
  'dep:success': 'number 912345500: success at once',
  'dep:redirect': 'the saved number +351912345300 in the iOS app: redirect, app-to-app',
  'dep:refused': 'number 912345101: refused at once',
  'dep:weird': 'amount 116: an unexpected status (readable, not actionable)',
  'dep:refusal': 'amount 114: 422 DEP_FraudCheckRefused (a clear refusal)',
  'dep:expired': 'faults.deposit=http401 (refresh, 401 again)',
  'dep:lost': "amount 115 (500 on every send): the page's clock runs the back-offs (1 s, 3 s), then unknown",
  'poll:success': 'number 912345678: the MB Way app approves after 3 s',
  'poll:failure': 'number 912345102: the request expires after 3 s (failure)',
  'poll:expired': 'page.route: the transaction HEAD (held until the wait was asserted) answers 401 (refresh, 401 again)',
  'wait:end':
    "number 912345200 (never approved), its HEAD answered with X-Poll-Interval 60 s: the page's clock, paused, runs the 5 minutes 3 s at a time (below a read's 4 s time-out, no read in flight at each step); past the polling's usual 25 s the wait still shows, then it ends",
  'poll:pending': 'page.route: the held transaction HEAD answers ready while the deposit is still pending (912345200): its status reads pending',
};

/** SPEC 4 Success handling: the return URL with the status and the method (SPEC 4 MB Way: a pending new mandate is MBWayOneClick). */
const returnPage = (status: string, method: string): Expectation => ({
  label: `return page, status=${status}, method=${method}`,
  check: async (p) => {
    await pathIs(p, '/sandbox/return', 20_000);
    await visible(p, 'return-page');
    const q = new URL(p.url()).searchParams;
    expect(q.get('status')).toBe(status);
    expect(q.get('method')).toBe(method);
  },
});

/** SPEC 8 Error dialog mapping: '<code>.title' and '<code>.text' (the titles read alike; the texts do not), on the amount page. */
const errorDialogOf = (code: string): Expectation => ({
  label: `/ [error-dialog] ${code}.title, ${code}.text`,
  check: async (p) => {
    const dialog = p.getByTestId('error-dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('heading')).toHaveText(translation('en', `${code}.title`));
    await expect(dialog).toContainText(translation('en', `${code}.text`));
    await pathIs(p, '/');
  },
});

/** The iOS app's bridge messages, as its stand-in recorded them (SPEC 7 native bridge events). */
const bridgeMessages = (p: Page) =>
  p.evaluate(() => (window as unknown as { __mbwayRunBridge?: Array<{ name: string; payload: { url?: string } }> }).__mbwayRunBridge ?? []);

/**
 * The 5-minute wait runs out on the page's clock (docs/decisions.md "MB Way · The wait"), paused, 3 s at a time:
 * below a read's 4 s time-out (READ_TIMEOUT_MS), so the reads the server spaces a minute apart are answered as in real time. The
 * wait shows at every step, far past the polling's usual 25 s, until its end.
 */
async function outwaitTheApproval(page: Page): Promise<void> {
  const ended = page.getByTestId('deposit-unconfirmed');
  const ran = await runWhileReadsAnswer(page, {
    isRead: (r) => r.url().includes('/kong/v4/me/transactions/'),
    stepMs: READ_TIMEOUT_MS - 1_000,
    maxMs: 310_000,
    done: () => ended.isVisible(),
    each: async (ms) => {
      if (ms < 290_000) await expect(page.getByTestId('mbway-waiting')).toBeVisible();
    },
  });
  await expect(ended, 'the wait ends by its 5 minutes').toBeVisible();
  expect(ran, "the wait lasted past the polling's usual 25 s").toBeGreaterThan(280_000);
  await page.clock.resume();
}

const cancelled: Expectation = {
  label: `${amountPage.label}, no MB Way form`,
  check: async (p) => {
    await amountPage.check(p);
    await expect(p.getByTestId('mbway-form')).toHaveCount(0);
  },
};

/**
 * The screen a path ends on, from the event that ended the flow (SPEC 4 MB Way and Success handling, SPEC 8,
 * DESIGN 7): a new MB Way is paid with the mandate ticked, so its pending is MBWayOneClick (SPEC 4 MB Way); a
 * saved one asks no mandate (SPEC 3), MBWAY.
 */
function endOf(keys: MbwayKey[], input: number): Expectation {
  const last = keys[keys.length - 1];
  const pendingMethod = input === SAVED_IOS ? 'MBWAY' : 'MBWayOneClick';
  switch (last) {
    // SPEC 4 MB Way: success gives success (SPEC 4 Success handling: the return URL with the method)
    case 'dep:success':
    case 'poll:success':
      return returnPage('success', 'MBWAY');
    // MB Way's refusal, and a request that failed in the MB Way app: payment.genericfailurenoncard (SPEC 4 MB
    // Way, SPEC 8 "MB Way unexpected status; async FAILURE")
    case 'dep:refused':
    case 'poll:failure':
      return errorDialogOf('payment.genericfailurenoncard');
    // SPEC 8: a refusal's reason is its error_code; DEP_FraudCheckRefused shows the generic failure
    case 'dep:refusal':
      return errorDialogOf('payment.genericfailure');
    // SPEC 4 Authentication: a 401 refreshed, 401 again: session timeout
    case 'dep:expired':
    case 'poll:expired':
      return sessionTimeout;
    // DESIGN 7: after the send only an explicit refusal fails; an answer not known is pending, unconfirmed
    // (docs/decisions.md "Unknown is not failed", "MB Way"); so is a reload during the call (no step)
    case 'dep:weird':
    case 'dep:lost':
    case 'poll:pending':
    case undefined:
      return unconfirmedDialog;
    // docs/decisions.md "MB Way · The wait": the countdown's end, the MB Way app silent: not known, pending, unconfirmed
    case 'wait:end':
      return unconfirmedDialog;
    // the form closed or left (the path's only step): the amount page; leaving the wait or the app-to-app
    // screen: pending (the deposit is credited once MB Way confirms it; docs/decisions.md "MB Way")
    case 'cancel':
    case 'back':
      return keys.length === 1 && input !== RESUMED_WAITING ? cancelled : returnPage('pending', pendingMethod);
    default:
      throw new Error(`the flow cannot end on ${last}`);
  }
}

const isMbwayPost = (url: string) => /\/kong\/v6\/me\/deposits\/mbway(\/token)?$/.test(new URL(url).pathname);

export function mbwayDriver(fp: FlowPath<MbwayKey>): FlowDriver<MbwayKey> {
  const keys = fp.keys;
  const ios = fp.input === SAVED_IOS;
  const amount = keys.includes('dep:refusal') ? '114' : keys.includes('dep:lost') ? '115' : keys.includes('dep:weird') ? '116' : '30';
  const phone = phoneFor(keys);
  const heldEnd = keys.includes('poll:expired') || keys.includes('poll:pending');
  let answer: 'continue' | 'expired' | 'ready' = 'continue';
  let releasePolls = () => {};
  const heldPolls = new Promise<void>((resolve) => (releasePolls = resolve));

  const payByPhone = async (page: Page, digits: string) => {
    await page.getByTestId('mbway-phone').fill(digits);
    await page.getByTestId('mbway-mandate').check();
    await page.getByTestId('mbway-submit').click();
  };

  const expectation = (s: AnyMachineSnapshot): Expectation | null => {
    // The flow's end is read from the event that ended it, by hand from the spec, never from the model's
    // result: a machine that maps an answer wrongly shows the wrong screen here.
    if (s.status === 'done') return endOf(keys, fp.input);
    if (tagged(s, 'form')) {
      return {
        label: '/mbway [mbway-form] +351, the mandate offered',
        check: async (p) => {
          await pathIs(p, '/mbway');
          await visible(p, 'mbway-form');
          await expect(p.getByTestId('mbway-calling-code')).toHaveText('+351');
          await visible(p, 'mbway-mandate');
        },
      };
    }
    if (tagged(s, 'waiting')) {
      return {
        label: '/mbway [mbway-waiting] [countdown] [mbway-leave]',
        check: async (p) => {
          await pathIs(p, '/mbway');
          await visible(p, 'mbway-waiting', 10_000);
          await visible(p, 'countdown');
          await visible(p, 'mbway-leave');
        },
      };
    }
    if (tagged(s, 'appToApp')) {
      return {
        label: '/mbway [mbway-app-to-app] [mbway-leave]; the bridge: paymentRedirectAppToApp to the MB Way app',
        check: async (p) => {
          await pathIs(p, '/mbway');
          await visible(p, 'mbway-app-to-app', 10_000);
          await visible(p, 'mbway-leave');
          // SPEC 4 MB Way: redirect is an app-to-app redirect; SPEC 7: through the bridge, to the answer's redirect_url
          await expect
            .poll(async () => (await bridgeMessages(p)).filter((m) => m.name === 'paymentRedirectAppToApp').map((m) => m.payload.url))
            .toEqual([expect.stringMatching(/^http:\/\/[^/]+\/sandbox\/provider\/mbway-app\?transaction_uid=/)]);
        },
      };
    }
    return null;
  };

  return {
    triggers: TRIGGERS,
    action: (k) => ACTION[k],
    expectation,
    // the MB Way app answers after 3 s (and the held reads wait): the wait is asserted on the way
    stable: (s) => tagged(s, 'waiting'),
    profile: () => ({
      legislation: 'PT',
      language: 'en',
      currency: 'EUR',
      banner: null,
      tokens: ios ? [{ type: 'MBWAY', phone_number: '+351912345300' }] : [],
      ...(ios ? { platform: 'IOS' } : {}),
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
      ...(fp.input === RESUMED_CALLING ? { faults: { deposit: 'hang' } } : {}),
    }),
    prepare: async (page) => {
      if (keys.includes('dep:lost') || keys.includes('wait:end')) await page.clock.install();
      // the server may ask for reads a minute apart (SPEC 7 X-Poll-Interval, read up to 60 s): 5 reads in the wait
      if (keys.includes('wait:end')) {
        await page.route(/\/kong\/v4\/me\/transactions\//, async (route) => {
          const res = await route.fetch();
          await route.fulfill({ response: res, headers: { ...res.headers(), 'x-poll-interval': '60000' } });
        });
      }
      // the iOS app's side of the bridge (WKScriptMessageHandler paymentBridge): records what it is told
      if (ios) {
        await page.addInitScript(() => {
          const w = window as unknown as { __mbwayRunBridge: unknown[]; webkit: unknown };
          w.__mbwayRunBridge = [];
          w.webkit = { messageHandlers: { paymentBridge: { postMessage: (m: unknown) => w.__mbwayRunBridge.push(m) } } };
        });
      }
      // the wait is asserted before the polling's end: the transaction's HEAD is held until then
      if (heldEnd) {
        await page.route(/\/kong\/v4\/me\/transactions\//, async (route) => {
          await heldPolls;
          if (answer === 'continue') return route.continue();
          if (answer === 'ready') return route.fulfill({ status: 200, headers: { 'X-Transaction-IsReady': 'true', 'X-Poll-Interval': '1000' } });
          return route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ error_code: 'unauthorized', message: 'model run: page.route' }),
          });
        });
      }
    },
    open: async (page) => {
      const tile = page.locator(`[data-testid="mean-tile"][data-mean-id="${ios ? 'tok_mbway_1' : METHOD_IDS.MBWAY}"]`);
      await expect(tile).toBeVisible({ timeout: 10_000 });
      await tile.click();
      await expect(tile).toHaveAttribute('data-selected', 'true');
      await page.getByTestId('amount-input').fill(amount);
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      await page.getByTestId('pay-button').click();
      if (fp.input === RESUMED_WAITING) {
        await visible(page, 'mbway-form');
        await payByPhone(page, '912345200');
        await visible(page, 'mbway-waiting');
        await page.reload();
        return `MB Way tile, amount ${amount}, Pay, number 912345200 (never approved), mandate, Deposit; reload while the approval is awaited`;
      }
      if (fp.input === RESUMED_CALLING) {
        await visible(page, 'mbway-form');
        await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && isMbwayPost(r.url())), payByPhone(page, '912345678')]);
        await page.reload();
        return `MB Way tile, amount ${amount}, Pay, number 912345678, mandate, Deposit (faults.deposit=hang: no answer); reload during the call`;
      }
      return `${ios ? 'the saved MB Way (+351 912 345 300) in the iOS app' : 'MB Way tile'}, amount ${amount}, Pay`;
    },
    before: async (_page, segKeys, patch) => {
      if (segKeys.includes('dep:expired')) await patch({ faults: { deposit: 'http401' } });
    },
    act: async (page, k) => {
      switch (k) {
        case 'submit':
          return payByPhone(page, phone);
        case 'cancel':
          return page.getByTestId('mbway-close').or(page.getByTestId('mbway-leave')).click();
        case 'back':
          return page.goBack();
        case 'dep:lost':
          return runUntil(page, 'deposit-unconfirmed');
        case 'wait:end':
          return outwaitTheApproval(page);
        case 'poll:expired':
        case 'poll:pending':
          answer = k === 'poll:expired' ? 'expired' : 'ready';
          releasePolls();
          return;
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runMbwayPath = (page: Page, fp: FlowPath<MbwayKey>, records: StepRecord[]) => runFlowPath(page, fp, records, mbwayDriver(fp));
