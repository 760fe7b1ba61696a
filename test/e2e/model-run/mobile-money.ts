// The mobile-money machine's browser model run: the flow's own graph (machines/mobile-money.machine.ts)
// from a new mean in CI (stream monitoring, or polling with the gordon flag off) and from saved Orange
// Money and MTN means, each abstract event realised in Chromium against the sandbox: the operator
// buttons, the last three digits of the phone number (docs/sandbox.md "Mobile money") choosing the
// answer and the stream's end, amounts 1113/1115 (refused / 500) and `faults.deposit=http401`.
import { rewriteAnswer } from '../served-answers';
import { expect, type Page, type Request } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { mobileMoneyInputs } from '../../../machines/mobile-money.events';
import { refusedError } from '../../../machines/fixtures';
import type { FlowInput } from '../../../machines/flow-output';
import { countReadsInPage, runUntil, runWhileReadsAnswer } from '../page-clock';
import { flowPlan, type FlowPath } from './flow-plan';
import { pathIs, visible, runFlowPath, type Expectation, type FlowDriver, unconfirmedDialog } from './flow-realise';
import { amountPage, errorDialog, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import type { mobileMoneyMachine } from '../../../machines/mobile-money.machine';
import { tagReader } from '../../model/tags';

/** The mobile-money machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof mobileMoneyMachine>();

/** The ends of the flow's deposit call child (machines/deposit-call.machine.ts). */
const created = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });

export const MOMO_FIXTURES = {
  'op:orange': { type: 'momo.operatorSelected', operator: 'ORANGE_MONEY' },
  'op:mtn': { type: 'momo.operatorSelected', operator: 'MTN' },
  'op:wave': { type: 'momo.operatorSelected', operator: 'WAVE' },
  phone: { type: 'momo.phoneSubmitted', phoneNumber: '0701020304' },
  code: { type: 'momo.codeSubmitted', code: '1234' },
  back: { type: 'momo.back' },
  cancel: { type: 'momo.cancelled' },
  'dep:success': created({ status: 'success', transaction_uid: 'tx-1' }),
  'dep:pending': created({ status: 'pending', transaction_uid: 'tx-1' }),
  'dep:async': created({ status: 'pending', transaction_uid: 'tx-1', deposit_id: 'dep-1', update_protocol: 'gordon' }),
  // the same answer without a transaction: a stream that fails then has nothing to poll
  'dep:asyncNoTx': created({ status: 'pending', deposit_id: 'dep-1', update_protocol: 'gordon' }),
  'dep:postForm': created({
    status: 'redirect',
    transaction_uid: 'tx-1',
    transaction_context: { post_form_url: 'https://operator.example/pay', transaction_uid: 'tx-1' },
  }),
  'dep:wave': created({
    status: 'redirect',
    transaction_uid: 'tx-1',
    update_protocol: 'gordon',
    transaction_context: { redirect_qrcode_wave: 'https://pay.wave.example/c/1' },
  }),
  'dep:url': created({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: 'https://operator.example/confirm' } }),
  'dep:refused': created({ status: 'refused', refused_reason: 'payment.insufficientfunds' }),
  'dep:expired': callEnded({ kind: 'sessionExpired' }),
  // every send answered 500 (unreadable): sent again after 1 s and 3 s, then unknown
  'dep:error': callEnded({ kind: 'unknown' }),
  'mon:success': { type: 'xstate.done.actor.depositMonitor', output: { kind: 'success', token: false } },
  'mon:timeout': { type: 'xstate.done.actor.depositMonitor', output: { kind: 'timeout', token: false } },
  'mon:failure': { type: 'xstate.done.actor.depositMonitor', output: { kind: 'failure', token: false } },
  'poll:success': { type: 'xstate.done.actor.transactionPolling', output: { kind: 'fetched', result: { status: 'SUCCESS', reason: null } } },
  'poll:failure': {
    type: 'xstate.done.actor.transactionPolling',
    output: { kind: 'fetched', result: { status: 'FAILURE', reason: 'payment.insufficientfunds.momo' } },
  },
  'wave:success': { type: 'xstate.done.actor.wavePolling', output: { kind: 'fetched', result: { status: 'SUCCESS', reason: null } } },
  'nav.back': { type: 'navigation.back' },
  // the stream's PENDING + REDIRECT with no context (the sandbox deposit settled to redirect): no usable redirect
  'mon:redirect': { type: 'xstate.done.actor.depositMonitor', output: { kind: 'redirect', context: {}, token: false } },
  'poll:expired': { type: 'xstate.done.actor.transactionPolling', output: { kind: 'sessionExpired' } },
  'poll:failed': { type: 'xstate.done.actor.transactionPolling', output: { kind: 'failed' } },
  'wave:failure': {
    type: 'xstate.done.actor.wavePolling',
    output: { kind: 'fetched', result: { status: 'FAILURE', reason: 'payment.insufficientfunds.momo' } },
  },
  'wave:expired': { type: 'xstate.done.actor.wavePolling', output: { kind: 'sessionExpired' } },
  'wave:failed': { type: 'xstate.done.actor.wavePolling', output: { kind: 'failed' } },
  // A clear refusal of the call (a 4xx), "Stop waiting", the stream's end in error and a polling whose
  // reads all failed (unknown)
  'dep:forbidden': callEnded({ kind: 'refused', error: refusedError }),
  stop: { type: 'wait.stopped' },
  'mon:error': { type: 'xstate.done.actor.depositMonitor', output: { kind: 'error', token: false } },
  'poll:unknown': { type: 'xstate.done.actor.transactionPolling', output: { kind: 'unknown' } },
  'wave:unknown': { type: 'xstate.done.actor.wavePolling', output: { kind: 'unknown' } },
} satisfies Record<string, AnyEventObject>;
export type MomoKey = keyof typeof MOMO_FIXTURES;

const [newMean, savedOrange, savedMtn, , resumedMonitoring, resumedPolling, resumedCalling] = mobileMoneyInputs as [
  FlowInput,
  FlowInput,
  FlowInput,
  FlowInput,
  FlowInput,
  FlowInput,
  FlowInput,
];
const GORDON = 'payment-f-gordon-async-deposit-enabled';
// The sandbox lists CI's operators as the server does (sandbox/means.ts): Wave among them, so its QR page is reached.
const ciNewMean: FlowInput = { ...newMean, mean: { ...newMean.mean, detail: { ...newMean.mean.detail, operators: ['ORANGE_MONEY', 'MTN', 'MOOV', 'WAVE'] } } };
const INPUTS = [
  { label: 'CI new mean', input: ciNewMean },
  { label: 'CI new mean, polling', input: { ...ciNewMean, flags: { [GORDON]: false } } },
  { label: 'CI saved Orange Money', input: savedOrange },
  { label: 'CI saved MTN', input: savedMtn },
  // SPEC 3: a new mean may name its operator (`operator`): page.route adds it to the options' MOBILEMONEY mean
  { label: 'CI new mean naming MTN', input: { ...newMean, mean: { ...newMean.mean, detail: { ...newMean.mean.detail, operator: 'mtn' } } } },
  // The page reloaded while the deposit waits on the phone (the pending record in sessionStorage)
  { label: 'CI reloaded while the stream waits', input: resumedMonitoring },
  { label: 'CI reloaded while the polling waits', input: { ...resumedPolling, flags: { [GORDON]: false } } },
  // The page reloaded during the deposit call itself (its answer held back): whether it was recorded cannot be told
  { label: 'CI reloaded during the deposit call', input: resumedCalling },
];
/** The inputs of a reloaded page: the deposit is paid (number ending 200: no end), then the page reloads. */
const RESUMED = new Set([5, 6]);
const RELOADED_DURING_CALL = 7;

type Ctx = { tokenId: string | null; operator: string | null; gordon: boolean; result: { kind: string }; resume: unknown };

function momoEvents(s: AnyMachineSnapshot): MomoKey[] {
  const c = s.context as Ctx;
  if (tagged(s, 'operators')) return ['op:orange', 'op:mtn', 'op:wave', 'cancel', 'nav.back'];
  if (tagged(s, 'phoneForm')) return ['phone', 'back', 'nav.back'];
  if (tagged(s, 'code')) return ['code', 'back', 'nav.back'];
  if (tagged(s, 'depositing')) {
    const any: MomoKey[] = [
      'dep:refused',
      'dep:expired',
      'dep:error',
      'dep:forbidden',
      'dep:success',
      'dep:pending',
      'dep:async',
      'dep:postForm',
      'dep:url',
      'dep:asyncNoTx',
    ];
    return c.operator === 'WAVE' ? ['dep:wave', ...any] : any;
  }
  // a resumed wait (a number with no end): "Stop waiting" ends it
  if (c.resume && (tagged(s, 'monitoring') || tagged(s, 'polling'))) return ['stop'];
  if (tagged(s, 'monitoring')) return ['mon:success', 'mon:timeout', 'mon:failure', 'mon:redirect', 'stop', 'mon:error'];
  // a 401 (refresh, 401 again) or a 403 on the transaction's HEAD: page.route
  if (tagged(s, 'polling')) return ['poll:success', 'poll:failure', 'cancel', 'nav.back', 'poll:expired', 'poll:failed', 'stop', 'poll:unknown'];
  if (tagged(s, 'waveQr')) return ['wave:success', 'cancel', 'nav.back', 'wave:failure', 'wave:expired', 'wave:failed', 'wave:unknown', 'stop'];
  return [];
}

export const momoPlan = () =>
  flowPlan<MomoKey>({
    machine: 'mobile-money',
    inputs: INPUTS,
    fixtures: MOMO_FIXTURES,
    events: momoEvents,
    why: [
      [
        /mobileMoney\.depositing --xstate\.error\.actor\.depositCall/,
        'a deposit call child that throws: no page can make it throw; proven at machine level (mobile-money.machine.test.ts, test/model)',
      ],
      [
        /xstate\.error\.actor\.(depositMonitor|transactionPolling|wavePolling)/,
        'a crash of the monitoring or polling child: every call of machines/deposit-monitor.machine.ts and transaction-polling.machine.ts has its onError (a read that fails ends as failed, unknown, error or time-out), so no page makes the child machine fail; proven at machine level (test/model)',
      ],
    ],
    dropped: [
      { event: 'momo.phoneSubmitted / momo.codeSubmitted invalid', why: "refused by the form's guard: no transition to cover" },
      {
        event: 'created pending, update_protocol polling',
        why: 'the sandbox answers gordon; with the flag off the app polls it (dep:async in the polling input)',
      },
      {
        event: 'depositMonitor done: redirect with a redirect_url',
        why: 'the sandbox stream sends no transaction context: its REDIRECT (a deposit settled to redirect) has none',
      },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

/** The last three digits of the national number: the sandbox's answer, then the stream's or the polling's end. */
function endingFor(keys: MomoKey[], from: number): string {
  const dep = keys.slice(from).find((k) => k.startsWith('dep:'));
  const after = keys.slice(from).find((k) => k.startsWith('mon:') || k.startsWith('poll:') || k === 'cancel' || k === 'nav.back' || k === 'stop');
  switch (dep) {
    case 'dep:success':
      return '500';
    case 'dep:pending':
      return '501';
    case 'dep:postForm':
      return '300';
    case 'dep:url':
      return '301';
    case 'dep:async':
    case 'dep:asyncNoTx':
      if (after === 'mon:timeout' || after === 'cancel' || after === 'stop' || after === 'mon:redirect' || after === 'nav.back') return '200';
      if (after === 'mon:failure' || after === 'poll:failure') return '101';
      // A failed stream falls back to polling the transaction (SPEC 4): held pending, unless it then fails.
      if (after === 'mon:error') {
        const then = keys.slice(keys.indexOf('mon:error') + 1);
        return then.includes('poll:failure') ? '101' : then.includes('poll:success') ? '304' : '200';
      }
      return '304';
    default:
      return '304';
  }
}

// the polling's and the Wave page's ends are acted once their waiting screen is asserted (a route on the next poll, a settle)
const TRIGGERS = new Set<MomoKey>([
  'op:orange',
  'op:mtn',
  'op:wave',
  'phone',
  'code',
  'back',
  'cancel',
  'wave:success',
  'nav.back',
  'mon:redirect',
  'mon:timeout',
  'poll:success',
  'poll:failure',
  'poll:expired',
  'poll:failed',
  'wave:failure',
  'wave:expired',
  'wave:failed',
  'dep:error',
  'stop',
  'mon:error',
  'poll:unknown',
  'wave:unknown',
]);
const ACTION: Record<MomoKey, string> = {
  'op:orange': 'choose Orange Money',
  'op:mtn': 'choose MTN',
  'op:wave': 'choose Wave',
  phone: 'type the phone number (its ending chooses the answer), Deposit',
  code: 'type the code 1234, Deposit',
  back: 'Back',
  cancel: 'Cancel / Choose another method',
  'dep:success': 'ending 500: success at once',
  'dep:pending': 'ending 501: pending at once',
  'dep:async': 'pending, deposit_id, update_protocol gordon',
  'dep:asyncNoTx': 'page.route: the same answer without its transaction_uid',
  'dep:postForm': 'ending 300: redirect with a post form',
  'dep:wave': 'Wave: redirect_qrcode_wave',
  'dep:url': 'ending 301: redirect_url',
  'dep:refused': 'amount 1113: refused',
  'dep:expired': 'faults.deposit=http401: refresh, 401 again',
  'dep:error':
    "amount 1115 (500, unreadable, every send): the page's clock runs the back-offs (1 s, 3 s); the call is sent again with the same intent, then unknown",
  'mon:success': 'stream: SUCCESS after 3 s',
  'mon:timeout': "ending 200: no end; the page's clock jumps the 10 s monitoring time-out",
  'mon:failure': 'ending 101: stream FAILURE after 3 s',
  'poll:success': 'polling: SUCCESS after 3 s (after the stream ran out, the held polls go on)',
  'poll:failure': 'ending 101: polling FAILURE after 3 s (after the stream ran out, the held polls go on)',
  'wave:success': 'scan the QR code (the phone opens its link)',
  'nav.back': "the header's back",
  'mon:redirect': 'ending 200, then POST /sandbox/deposits/{uid}/settle redirect: the stream sends PENDING + REDIRECT (no context)',
  'poll:expired': 'page.route: the transaction HEAD (held until the waiting screen was asserted) answers 401 (refresh, 401 again)',
  'poll:failed': 'page.route: the held transaction HEAD answers 403 (a clear refusal; a 5xx is retried)',
  'wave:failure':
    'the deposit settled to failure when created (POST /sandbox/deposits/{uid}/settle), the transaction HEAD held by page.route until the QR page was asserted',
  'wave:expired': 'page.route: the held transaction HEAD answers 401',
  'wave:failed': 'page.route: the held transaction HEAD answers 403 (a clear refusal; a 5xx is retried)',
  'dep:forbidden': 'page.route: the deposit call answers 403 payment.forbidden (a clear refusal: not sent again)',
  stop: '"Stop waiting" (ending 200, no end; on the Wave page its transaction HEAD held)',
  'mon:error': "faults.stream=http500: the page's clock runs the stream's retries out, 500 ms at a time",
  'poll:unknown': "page.route: the held transaction HEADs answer 500; the page's clock runs the read retries out",
  'wave:unknown': "page.route: the held transaction HEADs answer 500; the page's clock runs the read retries out",
};

/** The reloads' deposit, up to its Deposit button: the mobile money tile, 5000, Pay, MTN, a number ending 200 (no end). */
async function fillMtnNoEnd(page: Page): Promise<void> {
  const tile = page.locator('[data-testid="mean-tile"][data-mean-id="12"]');
  await expect(tile).toBeVisible({ timeout: 10_000 });
  await tile.click();
  await page.getByTestId('amount-input').fill('5000');
  await page.getByTestId('pay-button').click();
  await page.getByTestId('momo-operator-MTN').click();
  await page.getByTestId('momo-phone').fill('0501020200');
}

/**
 * Runs the stream's retries out on the page's clock: 250 ms at a time, and only while no Sync call is in
 * flight, so each retry's answer comes before its next timer however slow the machine (page time spent
 * waiting on the network would bring the monitoring's 10 s time-out first). Until "we are confirming"
 * shows, or the polling's first read of the transaction is sent (its waiting screen looks the same).
 */
async function runStreamOut(page: Page, until: 'deposit-unconfirmed' | 'polling'): Promise<void> {
  let polled = false;
  const read = (r: Request) => void (r.url().includes('/kong/v4/me/transactions/') && (polled = true));
  page.on('request', read);
  const reached = async () => (until === 'polling' ? polled : page.getByTestId(until).isVisible());
  try {
    await runWhileReadsAnswer(page, { isRead: (r) => r.url().includes('FrontService/Sync'), stepMs: 250, maxMs: 9_500, done: reached });
    await expect.poll(reached).toBe(true);
  } finally {
    await page.clock.resume();
    page.off('request', read);
  }
}

const operatorPage: Expectation = { label: 'operator page [momo-confirm]', check: async (p) => visible(p, 'momo-confirm', 15_000) };

function momoExpectation(s: AnyMachineSnapshot): Expectation | null {
  const c = s.context as Ctx;
  if (s.status === 'done') {
    switch (c.result.kind) {
      case 'success':
      case 'pending': {
        // A deposit whose result could not be read: "We are confirming your deposit", never failed
        if ((c.result as { unconfirmed?: boolean }).unconfirmed) return unconfirmedDialog;
        const status = c.result.kind;
        return {
          label: `return page, status=${status}`,
          check: async (p) => {
            await pathIs(p, '/sandbox/return', 20_000);
            await visible(p, 'return-page');
            expect(new URL(p.url()).searchParams.get('status')).toBe(status);
          },
        };
      }
      case 'failure':
        return errorDialog;
      case 'cancelled':
        return amountPage;
      case 'sessionExpired':
        return sessionTimeout;
      case 'redirect':
        return operatorPage;
    }
    return null;
  }
  if (tagged(s, 'operators'))
    return {
      label: '/method_operator [momo-operators]',
      check: async (p) => {
        await pathIs(p, '/method_operator');
        await visible(p, 'momo-operators');
      },
    };
  if (tagged(s, 'phoneForm'))
    return {
      label: '/mobile-money [momo-phone-form]',
      check: async (p) => {
        await pathIs(p, '/mobile-money');
        await visible(p, 'momo-phone-form');
      },
    };
  if (tagged(s, 'code'))
    return {
      label: '/mobile-money [momo-code-form]',
      check: async (p) => {
        await pathIs(p, '/mobile-money');
        await visible(p, 'momo-code-form');
      },
    };
  if (tagged(s, 'monitoring')) {
    return {
      label: '/mobile-money [momo-waiting] [momo-how-to-cancel]',
      check: async (p) => {
        await pathIs(p, '/mobile-money');
        await visible(p, 'momo-waiting');
        await visible(p, 'momo-how-to-cancel');
      },
    };
  }
  if (tagged(s, 'polling'))
    return {
      label: '/mobile-money [momo-waiting] [momo-how-to-cancel]',
      check: async (p) => {
        await pathIs(p, '/mobile-money');
        await visible(p, 'momo-waiting');
        await visible(p, 'momo-how-to-cancel');
      },
    };
  if (tagged(s, 'waveQr'))
    return {
      label: '/mobile-money/provider [wave-qr-page]',
      check: async (p) => {
        await pathIs(p, '/mobile-money/provider');
        await visible(p, 'wave-qr');
      },
    };
  if (tagged(s, 'postingForm')) return operatorPage;
  return null;
}

export function momoDriver(fp: FlowPath<MomoKey>): FlowDriver<MomoKey> {
  const keys = fp.keys;
  const amount = keys.includes('dep:refused') ? '1113' : keys.includes('dep:error') ? '1115' : '5000';
  const ending = endingFor(keys, 0);
  let transactionUid: string | null = null;
  const waveFailure = keys.includes('wave:failure');
  // After the stream ran out (real seconds), the sandbox's 3 s settlement is already read by the first poll:
  // the polls are held until the waiting screen was asserted, then go on.
  const settledWhileStreaming = keys.includes('mon:error') && keys.some((k) => k === 'poll:success' || k === 'poll:failure');
  const heldEnd =
    keys.some((k) => ['wave:failure', 'wave:expired', 'wave:failed', 'poll:expired', 'poll:failed', 'poll:unknown', 'wave:unknown'].includes(k)) ||
    settledWhileStreaming ||
    (keys.includes('dep:wave') && keys.includes('stop')); // the Wave page stays until "Stop waiting": its reads are held
  let answer: 'continue' | 401 | 403 | 500 = 'continue';
  const clocked = keys.some((k) => ['mon:timeout', 'mon:redirect', 'dep:error', 'mon:error', 'poll:unknown', 'wave:unknown'].includes(k));
  let releasePolls = () => {};
  const heldPolls = new Promise<void>((resolve) => (releasePolls = resolve));
  const token =
    fp.input === 2
      ? { type: 'MOBILE_MONEY', operator: 'orange_money', prefix: '225', phone_number: `0701020${ending}` }
      : fp.input === 3
        ? { type: 'MOBILE_MONEY', operator: 'mtn', prefix: '225', phone_number: `0501020${ending}` }
        : null;
  return {
    triggers: TRIGGERS,
    action: (k) => ACTION[k],
    expectation: momoExpectation,
    // the waits last 3 s or more: asserted on the way
    stable: (s) => tagged(s, 'monitoring') || tagged(s, 'polling') || tagged(s, 'waveQr'),
    profile: () => ({
      legislation: 'CI',
      language: 'en',
      currency: 'XOF',
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
      banner: null,
      ...(keys.includes('mon:error') ? { faults: { stream: 'http500' } } : {}),
      ...(fp.input === 1 || fp.input === 6 ? { feature_flags: { [GORDON]: false } } : {}),
      ...(token ? { tokens: [token] } : {}),
    }),
    prepare: async (page) => {
      // the monitoring's 10 s time-out: the page's clock jumps it once the waiting screen shows (mon:timeout)
      if (clocked) await page.clock.install();
      // the stream's calls, counted by the page from its load: the first may be on its way when runStreamOut starts
      if (keys.includes('mon:error')) await countReadsInPage(page, 'FrontService/Sync');
      if (keys.includes('dep:asyncNoTx')) {
        await page.route(/\/kong\/v6\/me\/deposits\/mobilemoney/, async (route) => {
          const res = await route.fetch();
          const { transaction_uid: _, ...answer } = (await res.json()) as Record<string, unknown>;
          await route.fulfill({ response: res, json: answer });
        });
      }
      if (keys.includes('dep:forbidden')) {
        await page.route(/\/kong\/v6\/me\/deposits\/mobilemoney/, (route) =>
          route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ error_code: 'payment.forbidden', message: 'model run: page.route' }),
          }),
        );
      }
      if (fp.input === 4) {
        await rewriteAnswer<{ payment_means: Array<{ payment_method: string; operator?: string }> }>(page, /\/kong\/v2\/me\/deposit\/options/, (body) => {
          for (const m of body.payment_means) if (m.payment_method === 'MOBILEMONEY') m.operator = 'mtn';
          return body;
        });
      }
    },
    open: async (page) => {
      // the deposit's transaction, to settle it from the sandbox
      page.on('response', async (r) => {
        if (r.request().method() === 'POST' && /\/kong\/v6\/me\/deposits\/mobilemoney/.test(r.url())) {
          transactionUid = ((await r.json().catch(() => ({}))) as { transaction_uid?: string }).transaction_uid ?? transactionUid;
          // a Wave payment confirms itself 3 s after the call: it is settled to failure at once, and the page
          // only reads it once the QR page was asserted (the transaction's HEAD is held until wave:failure)
          if (waveFailure && transactionUid)
            await page.request.post(`/sandbox/deposits/${transactionUid}/settle`, { data: { status: 'failure', reason: 'payment.insufficientfunds.momo' } });
        }
      });
      // the waiting screen is asserted before the polling's end: the transaction's HEAD is held until then,
      // then goes on (a settled failure) or answers 401 / 500
      if (heldEnd) {
        await page.route(/\/kong\/v4\/me\/transactions\//, async (route) => {
          await heldPolls;
          if (answer === 'continue') return route.continue();
          return route.fulfill({
            status: answer,
            contentType: 'application/json',
            body: JSON.stringify({ error_code: answer === 401 ? 'unauthorized' : 'payment.internal.error', message: 'model run: page.route' }),
          });
        });
      }
      if (fp.input === RELOADED_DURING_CALL) {
        // the deposit reaches the sandbox (it is recorded), its answer never reaches the page: it reloads first
        let reloaded = () => {};
        const afterReload = new Promise<void>((resolve) => (reloaded = resolve));
        await page.route(/\/kong\/v6\/me\/deposits\/mobilemoney$/, async (route) => {
          await route.fetch();
          await afterReload;
          await route.abort().catch(() => undefined);
        });
        await fillMtnNoEnd(page);
        const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/kong\/v6\/me\/deposits\/mobilemoney$/.test(r.url()));
        await page.getByTestId('momo-submit').click();
        await sent;
        await page.reload();
        reloaded();
        return 'mobile money tile, amount 5000, Pay, MTN, Deposit; reload while its answer is held back';
      }
      if (RESUMED.has(fp.input)) {
        await fillMtnNoEnd(page);
        await page.getByTestId('momo-submit').click();
        await visible(page, 'momo-waiting');
        await page.reload();
        return 'mobile money tile, amount 5000, Pay, MTN, number ending 200 (no end), Deposit; reload while it waits';
      }
      const tile = token ? page.getByTestId('mean-tile').first() : page.locator('[data-testid="mean-tile"][data-mean-id="12"]');
      await expect(tile).toBeVisible({ timeout: 10_000 });
      await tile.click();
      await expect(tile).toHaveAttribute('data-selected', 'true');
      await page.getByTestId('amount-input').fill(amount);
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      await page.getByTestId('pay-button').click();
      return `${token ? `saved ${token.operator} ${token.phone_number}` : 'mobile money tile'}, amount ${amount}, Pay`;
    },
    before: async (_page, segKeys, patch) => {
      if (segKeys.includes('dep:expired')) await patch({ faults: { deposit: 'http401' } });
    },
    act: async (page, k, i) => {
      switch (k) {
        case 'op:orange':
          return page.getByTestId('momo-operator-ORANGE_MONEY').click();
        case 'op:mtn':
          return page.getByTestId('momo-operator-MTN').click();
        case 'op:wave':
          return page.getByTestId('momo-operator-WAVE').click();
        case 'phone': {
          const prefix = fp.input === 4 || keys.slice(0, i).findLast((x) => x.startsWith('op:')) === 'op:mtn' ? '0501020' : '0701020';
          await page.getByTestId('momo-phone').fill(`${prefix}${endingFor(keys, i)}`);
          await page.getByTestId('momo-submit').click();
          // The monitoring's 10 s time-out must not come first: before the settle reaches the stream (mon:redirect),
          // or before the stream's retries (1 s, 2 s, 4 s of back-off) have run out (mon:error, runStreamOut). The
          // page's clock stands still from a second after the tap, however long a loaded machine takes to assert the
          // waiting screen: the stream's slow calls take no page time. Paused after the tap, never before: a page
          // whose clock stopped before the tap could not answer it (the UI invariants' "unanswered").
          if (keys.includes('mon:redirect') || keys.includes('mon:error')) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
          return;
        }
        case 'code':
          await page.getByTestId('momo-code').fill('1234');
          return page.getByTestId('momo-code-submit').click();
        case 'back':
          return page.getByTestId('momo-phone-form').or(page.getByTestId('momo-code-form')).getByRole('button', { name: 'Back' }).click();
        case 'cancel':
          return page
            .getByTestId('momo-operators')
            .getByRole('button', { name: /another method/i })
            .click();
        case 'nav.back':
          return page.getByTestId('header-back').click();
        case 'mon:timeout':
          return page.clock.fastForward(10_000);
        case 'dep:error':
          return runUntil(page, 'deposit-unconfirmed');
        case 'stop':
          return page.getByTestId('momo-stop-waiting').click();
        // the stream's retries (1 s, 2 s, 4 s) run out on the page's clock, stepped so that each retry's answer
        // comes before the next timer (a jump of 11 s would fire the 10 s time-out first): then the polling's
        // first read of the transaction, or with no transaction to poll "we are confirming"
        case 'mon:error':
          return runStreamOut(page, keys.includes('dep:asyncNoTx') ? 'deposit-unconfirmed' : 'polling');
        case 'poll:unknown':
        case 'wave:unknown':
          answer = 500;
          releasePolls();
          return runUntil(page, 'deposit-unconfirmed');
        case 'poll:success':
        case 'poll:failure':
          // After the 10 s (docs/decisions.md "Silence is a fault": pending only after a status read) the
          // transaction is polled: the deposit (ending 200, no end of its own) is settled now, for the polls only.
          if (keys.includes('mon:timeout')) {
            expect(
              (await page.request.post(`/sandbox/deposits/${transactionUid}/settle`, { data: { status: k === 'poll:success' ? 'success' : 'failure' } })).ok(),
            ).toBe(true);
          }
          // held only after the stream ran out (settledWhileStreaming): they go on and read the settlement
          releasePolls();
          return;
        case 'poll:expired':
        case 'poll:failed':
        case 'wave:expired':
        case 'wave:failed':
          // a clear refusal (4xx) fails the polling; a 5xx is unreadable, retried, then pending
          answer = k.endsWith('expired') ? 401 : 403;
          releasePolls();
          return;
        case 'wave:failure': {
          // the deposit was settled to failure when created: the held polls go on and read FAILURE
          await expect
            .poll(async () => ((await (await page.request.get(`/sandbox/deposits/${transactionUid}`)).json()) as { status: string }).status)
            .toBe('failure');
          releasePolls();
          return;
        }
        case 'mon:redirect': {
          const res = await page.request.post(`/sandbox/deposits/${transactionUid}/settle`, { data: { status: 'redirect' } });
          expect(res.ok()).toBe(true);
          return page.clock.resume();
        }
        case 'wave:success': {
          const qr = await page.getByTestId('wave-qr').getAttribute('data-qr');
          const res = await page.request.get(qr!);
          expect(res.ok()).toBe(true);
          return;
        }
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runMomoPath = (page: Page, fp: FlowPath<MomoKey>, records: StepRecord[]) => runFlowPath(page, fp, records, momoDriver(fp));
