// The browser model-based run: paths generated from the root deposit machine's graph
// (xstate/graph via test/model/paths.ts), restricted to the events the browser can realise against the
// sandbox. Each abstract event has a key; realise.ts maps keys to sandbox profiles and UI actions.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { depositEvents } from '../../../machines/deposit.events';
import { machineRegistry, type MachineEntry } from '../../../machines/registry';
import { buildModel, serializeEvent, type ModelPath } from '../../model/paths';
import { listTransitions } from '../../model/transitions';
import type { depositMachine } from '../../../machines/deposit.machine';
import { tagReader } from '../../model/tags';

/** The deposit machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof depositMachine>();

const depositEntry = machineRegistry.find((e) => e.name === 'deposit')!;

const find = (pred: (e: AnyEventObject) => boolean): AnyEventObject => {
  const e = (depositEvents as AnyEventObject[]).find(pred);
  if (!e) throw new Error('deposit fixture missing');
  return e;
};
const out = (e: AnyEventObject) => e.output as Record<string, any>;

/** The realisable abstract events: key -> the fixture event of machines/deposit.events.ts. */
export const FIXTURES = {
  'init:web': find(
    (e) =>
      e.type === 'xstate.done.actor.contextInit' &&
      out(e).app.initStatus === 'Succeeded' &&
      !out(e).callback &&
      out(e).app.applicationType === find((x) => x.type === 'xstate.done.actor.contextInit').output.app.applicationType,
  ),
  'init:callback': find((e) => e.type === 'xstate.done.actor.contextInit' && !!out(e).callback && !out(e).app.embedConfirmation),
  'init:embedded-callback': find((e) => e.type === 'xstate.done.actor.contextInit' && !!out(e).callback && out(e).app.embedConfirmation),
  'init:invalid': find((e) => e.type === 'xstate.done.actor.contextInit' && out(e).sessionInvalid === true),
  // A reload while a mobile-money deposit waits on the phone (the pending record in sessionStorage)
  'init:resume': find((e) => e.type === 'xstate.done.actor.contextInit' && !!out(e).resume),
  'init:failed': find((e) => e.type === 'xstate.done.actor.contextInit' && out(e).app.initStatus === 'Failed' && out(e).sessionInvalid === false),
  'elig:eligible': find((e) => e.type === 'xstate.done.actor.eligibility' && out(e).kind === 'eligible'),
  'elig:ineligible': find((e) => e.type === 'xstate.done.actor.eligibility' && out(e).kind === 'ineligible'),
  'elig:expired': find((e) => e.type === 'xstate.done.actor.eligibility' && out(e).kind === 'sessionExpired'),
  'elig:failed': find((e) => e.type === 'xstate.done.actor.eligibility' && out(e).kind === 'failed'),
  'last:done': find((e) => e.type === 'xstate.done.actor.fetchLastDeposit'),
  'last:error': find((e) => e.type === 'xstate.error.actor.fetchLastDeposit' && (e.error as { kind?: string }).kind === 'HTTP'),
  'last:expired': find((e) => e.type === 'xstate.error.actor.fetchLastDeposit' && (e.error as { kind?: string }).kind !== 'HTTP'),
  'flags:done': find((e) => e.type === 'xstate.done.actor.fetchFeatureFlags'),
  'flags:error': find((e) => e.type === 'xstate.error.actor.fetchFeatureFlags' && (e.error as { kind?: string }).kind === 'HTTP'),
  'flags:expired': find((e) => e.type === 'xstate.error.actor.fetchFeatureFlags' && (e.error as { kind?: string }).kind !== 'HTTP'),
  // the banner ends only when one of its calls lost the session
  'banner:expired': find((e) => e.type === 'xstate.done.actor.banner'),
  'means:failed': find((e) => e.type === 'xstate.snapshot.paymentMeans' && e.snapshot.context.failure === 'failed'),
  'means:expired': find((e) => e.type === 'xstate.snapshot.paymentMeans' && e.snapshot.context.failure === 'sessionExpired'),
  // A payment: the realiser picks the direct method from what the flow is to do next (realise.ts).
  deposit: find((e) => e.type === 'deposit.requested' && e.mean.method === 'PAYSAFECARD' && e.amount === 25),
  // the card and mobile-money flows: the realiser drives their screens to the end the path says next
  'deposit:card': find((e) => e.type === 'deposit.requested' && e.mean.method === 'CARD'),
  'deposit:momo': find((e) => e.type === 'deposit.requested' && e.mean.method === 'MOBILEMONEY'),
  'deposit:blik': find((e) => e.type === 'deposit.requested' && e.mean.method === 'BLIK'),
  'load:done': find((e) => e.type === 'xstate.done.actor.loadFlow'),
  'load:error': find((e) => e.type === 'xstate.error.actor.loadFlow'),
  'flow:success': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'success'),
  'flow:expired': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'sessionExpired'),
  'flow:emitted': find((e) => e.type === 'flow.emitted'),
  'flow:redirect': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'redirect'),
  'flow:failure': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'failure'),
  'flow:cancelled': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'cancelled'),
  'flow:closed': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'closed'),
  'callback:success': find((e) => e.type === 'xstate.done.actor.callback' && out(e).kind === 'success'),
  'callback:pending': find((e) => e.type === 'xstate.done.actor.callback' && out(e).kind === 'pending' && !out(e).unconfirmed),
  // The result could not be read ("We are confirming your deposit")
  'callback:unconfirmed': find((e) => e.type === 'xstate.done.actor.callback' && out(e).kind === 'pending' && !!out(e).unconfirmed),
  'callback:failure': find((e) => e.type === 'xstate.done.actor.callback' && out(e).kind === 'failure'),
  'callback:expired': find((e) => e.type === 'xstate.done.actor.callback' && out(e).kind === 'sessionExpired'),
  'confirmation.closed': find((e) => e.type === 'confirmation.closed'),
  'dialog.closed': find((e) => e.type === 'dialog.closed'),
  'app.close': find((e) => e.type === 'app.close'),
  back: find((e) => e.type === 'navigation.back'),
} satisfies Record<string, AnyEventObject>;
export type EventKey = keyof typeof FIXTURES;

/** Fixture events of machines/deposit.events.ts the browser run leaves out, and why. */
export const DROPPED: Array<{ event: string; why: string }> = [
  { event: 'contextInit done (iOS app)', why: 'the native close goes through the bridge, not a screen: covered by the bridge e2e tests' },
  { event: 'deposit.requested Paysafecard 5', why: 'refused by the Pay rule (canPay): the Pay button stays disabled, no transition' },
  { event: 'error: flow (a flow crashed)', why: 'every child of the flow machines has its error handled: no browser input makes a flow machine throw' },
  { event: 'error: banner', why: 'banner failures end inside the banner machine (no banner), never as an error of the actor' },
  {
    event: 'link.opened (the FAQ)',
    why: "a native app's message (paymentRedirectInMobileBrowser), no screen change: covered by test/e2e/bridge-contract.spec.ts",
  },
  {
    event: "the flow's code load time-out (10 s)",
    why: 'a timer the model offers by itself; a path stops before it (the stalled chunk is run in machines/deposit.loading.test.ts)',
  },
];

const keyOf = new Map<string, EventKey>(Object.entries(FIXTURES).map(([k, e]) => [serializeEvent(e), k as EventKey]));
/** A step the browser can replay: its event has a realisation (the model also offers every timer of a state). */
const realisable = (e: AnyEventObject) => keyOf.has(serializeEvent(e));
export const eventKey = (e: AnyEventObject): EventKey => {
  const k = keyOf.get(serializeEvent(e));
  if (!k) throw new Error(`no realisation for ${e.type}`);
  return k;
};

const F = (...keys: EventKey[]) => keys.map((k) => FIXTURES[k]);

type Ctx = { app: { initStatus: string }; failedAmount: number | null; request: { flow: string; resume?: unknown } | null; resume?: unknown };

/**
 * The flow a path pays with: one market per path (mobile money needs CI, realise.ts), so once a path
 * paid with one kind of flow it keeps to it.
 */
const deposits = (ctx: Ctx): EventKey[] => {
  const kind = ctx.request?.flow;
  return kind === 'card'
    ? ['deposit:card']
    : kind === 'mobileMoney'
      ? ['deposit:momo']
      : kind === 'blik'
        ? ['deposit:blik']
        : kind === 'direct'
          ? ['deposit']
          : ['deposit', 'deposit:card', 'deposit:momo', 'deposit:blik'];
};

/** Which realisable events the browser can produce in a model state. */
function browserEvents(s: AnyMachineSnapshot): AnyEventObject[] {
  const ctx = s.context as Ctx;
  if (tagged(s, 'initializing')) return F('init:web', 'init:callback', 'init:embedded-callback', 'init:invalid', 'init:failed', 'init:resume');
  // a resumed deposit: the page's calls answer, then the flow's code loads and the flow takes the deposit up again
  if (ctx.resume && tagged(s, 'loading')) return F('elig:eligible', 'last:done', 'flags:done');
  if (ctx.request?.resume && tagged(s, 'flowLoading')) return F('load:done');
  if (tagged(s, 'loading')) {
    // session_expired only works from the first token exchange: tokens already issued stay valid (a reload after a callback)
    const expired = ctx.failedAmount === null ? F('elig:expired') : [];
    return [
      ...F(
        'elig:eligible',
        'elig:ineligible',
        'elig:failed',
        'last:done',
        'last:error',
        'last:expired',
        'flags:done',
        'flags:error',
        'flags:expired',
        'means:failed',
        'means:expired',
        'banner:expired',
      ),
      ...expired,
    ];
  }
  if (tagged(s, 'callbackPage')) return F('callback:success', 'callback:pending', 'callback:unconfirmed', 'callback:failure', 'callback:expired');
  if (tagged(s, 'resultDialog') || tagged(s, 'unconfirmedDialog')) return F('confirmation.closed');
  if (tagged(s, 'noFlow')) return F(...deposits(ctx), 'app.close');
  if (tagged(s, 'flowLoading')) return F('load:done', 'load:error');
  if (tagged(s, 'directFlow')) return F('flow:redirect', 'flow:failure', 'flow:cancelled', 'flow:closed', 'flow:expired', 'back');
  // the card flow emits (an issuer redirect: the page leaves) and answers back on its form (a cancel)
  if (tagged(s, 'cardFlow')) return F('flow:success', 'flow:redirect', 'flow:failure', 'flow:cancelled', 'flow:expired', 'flow:emitted', 'back');
  if (tagged(s, 'mobileMoneyFlow')) return F('flow:success', 'flow:redirect', 'flow:failure', 'flow:cancelled', 'flow:expired', 'back');
  // BLIK (PL): the code chooses the bank's answer; it never redirects
  if (tagged(s, 'blikFlow')) return F('flow:success', 'flow:failure', 'flow:cancelled', 'flow:expired', 'back');
  if (tagged(s, 'depositFailed')) return F('dialog.closed');
  if (tagged(s, 'ineligible')) return F('dialog.closed');
  // leaving from a failed context init would go to the operator's home (external): not offered
  // Dead ends show a close, not a back arrow: back there is the device's, which leaves the page.
  if ((tagged(s, 'technicalError') || tagged(s, 'sessionTimeout')) && ctx.app.initStatus === 'Succeeded') return F('app.close');
  return [];
}

/** Events after which the page has left the flow the model still shows (the root does not model its child): a path ends there. */
export const LAST: ReadonlySet<EventKey> = new Set<EventKey>(['back', 'flow:emitted']);

export interface BrowserPlan {
  paths: ModelPath[];
  transitions: string[];
  reachable: Set<string>;
}

/** What a path costs to replay: a page load each, a provider round trip for a callback, a step each. */
const cost = (p: ModelPath): number => {
  const first = p.steps[0] ? eventKey(p.steps[0].event) : 'init:web';
  return p.steps.length + 4 + (first === 'init:callback' || first === 'init:embedded-callback' ? 6 : 0);
};

export function browserPlan(): BrowserPlan {
  const entry: MachineEntry = { ...depositEntry, events: browserEvents };
  const model = buildModel(entry, { limit: 50_000, select: 'edges' });
  // a path stops before its first step the browser cannot replay (a timer of the model's own)
  const realisableOnly = model.paths.flatMap((p) => {
    const stop = p.steps.findIndex((st) => !realisable(st.event));
    if (stop < 0) return [p];
    return stop > 0 ? [{ ...p, steps: p.steps.slice(0, stop) }] : [];
  });
  // a path ends once the page left the flow the model still runs (back, the issuer redirect)
  const cut = realisableOnly.map((p) => {
    // a resumed flow runs past its first screen, which the root's model does not know: the path ends once it loaded
    const resumed = p.steps[0] && eventKey(p.steps[0].event) === 'init:resume';
    const i = p.steps.findIndex((st) => (resumed ? eventKey(st.event) === 'load:done' : LAST.has(eventKey(st.event)) && tagged(st.state, 'amountPage')));
    return i < 0 ? p : { ...p, steps: p.steps.slice(0, i + 1) };
  });
  // greedy cover: the path that adds the most transitions for its cost first
  const seen = new Set<string>();
  const chosen: ModelPath[] = [];
  const ids = (p: ModelPath) => [...p.initialTransitions, ...p.steps.flatMap((st) => st.transitions)];
  for (;;) {
    let best: ModelPath | null = null;
    let score = 0;
    for (const p of cut) {
      const added = new Set(ids(p).filter((id) => !seen.has(id))).size;
      const sc = added / cost(p);
      if (added && sc > score) [best, score] = [p, sc];
    }
    if (!best) break;
    ids(best).forEach((id) => seen.add(id));
    chosen.push(best);
  }
  chosen.sort((a, b) => a.steps.length - b.steps.length);
  return { paths: chosen, transitions: listTransitions(model.machine).map((t) => t.id), reachable: model.reachable };
}
