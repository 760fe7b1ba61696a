// The browser model-based run (issue 7): paths generated from the root deposit machine's graph
// (xstate/graph via test/model/paths.ts), restricted to the events the browser can realise against the
// sandbox. Each abstract event has a key; realise.ts maps keys to sandbox profiles and UI actions.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { depositEvents } from '../../../machines/deposit.events';
import { machineRegistry, type MachineEntry } from '../../../machines/registry';
import { buildModel, serializeEvent, type ModelPath } from '../../model/paths';
import { listTransitions } from '../../model/transitions';

const depositEntry = machineRegistry.find((e) => e.name === 'deposit')!;

const find = (pred: (e: AnyEventObject) => boolean): AnyEventObject => {
  const e = (depositEvents as AnyEventObject[]).find(pred);
  if (!e) throw new Error('deposit fixture missing');
  return e;
};
const out = (e: AnyEventObject) => e.output as Record<string, any>;

/** The realisable abstract events: key -> the fixture event of machines/deposit.events.ts. */
export const FIXTURES = {
  'init:web': find((e) => e.type === 'xstate.done.actor.contextInit' && out(e).app.initStatus === 'Succeeded' && !out(e).callback && out(e).app.applicationType === find((x) => x.type === 'xstate.done.actor.contextInit').output.app.applicationType),
  'init:callback': find((e) => e.type === 'xstate.done.actor.contextInit' && !!out(e).callback && !out(e).app.embedConfirmation),
  'init:embedded-callback': find((e) => e.type === 'xstate.done.actor.contextInit' && !!out(e).callback && out(e).app.embedConfirmation),
  'init:invalid': find((e) => e.type === 'xstate.done.actor.contextInit' && out(e).sessionInvalid === true),
  'init:failed': find((e) => e.type === 'xstate.done.actor.contextInit' && out(e).app.initStatus === 'Failed' && out(e).sessionInvalid === false),
  'elig:eligible': find((e) => e.type === 'xstate.done.actor.eligibility' && out(e).kind === 'eligible'),
  'elig:ineligible': find((e) => e.type === 'xstate.done.actor.eligibility' && out(e).kind === 'ineligible'),
  'elig:expired': find((e) => e.type === 'xstate.done.actor.eligibility' && out(e).kind === 'sessionExpired'),
  'elig:failed': find((e) => e.type === 'xstate.done.actor.eligibility' && out(e).kind === 'failed'),
  'last:done': find((e) => e.type === 'xstate.done.actor.fetchLastDeposit'),
  'last:error': find((e) => e.type === 'xstate.error.actor.fetchLastDeposit' && (e.error as { kind?: string }).kind === 'HTTP'),
  'flags:done': find((e) => e.type === 'xstate.done.actor.fetchFeatureFlags'),
  'flags:error': find((e) => e.type === 'xstate.error.actor.fetchFeatureFlags'),
  'means:failed': find((e) => e.type === 'xstate.snapshot.paymentMeans' && e.snapshot.context.failure === 'failed'),
  // A payment: the realiser picks the direct method from what the flow is to do next (realise.ts).
  deposit: find((e) => e.type === 'deposit.requested' && e.mean.method === 'PAYSAFECARD' && e.amount === 25),
  'load:done': find((e) => e.type === 'xstate.done.actor.loadFlow'),
  'flow:redirect': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'redirect'),
  'flow:failure': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'failure'),
  'flow:cancelled': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'cancelled'),
  'flow:closed': find((e) => e.type === 'xstate.done.actor.flow' && out(e).kind === 'closed'),
  'callback:success': find((e) => e.type === 'xstate.done.actor.callback' && out(e).kind === 'success'),
  'callback:pending': find((e) => e.type === 'xstate.done.actor.callback' && out(e).kind === 'pending'),
  'callback:failure': find((e) => e.type === 'xstate.done.actor.callback' && out(e).kind === 'failure'),
  'confirmation.closed': find((e) => e.type === 'confirmation.closed'),
  'dialog.closed': find((e) => e.type === 'dialog.closed'),
  'app.close': find((e) => e.type === 'app.close'),
} satisfies Record<string, AnyEventObject>;
export type EventKey = keyof typeof FIXTURES;

/** Fixture events of machines/deposit.events.ts the browser run leaves out, and why. */
export const DROPPED: Array<{ event: string; why: string }> = [
  { event: 'contextInit done (iOS app)', why: 'the native close goes through the bridge, not a screen: covered by the bridge e2e tests' },
  { event: 'error: fetchLastDeposit (session expired)', why: 'the sandbox cannot expire only this call: session_expired expires every call (eligibility stands for it)' },
  { event: 'snapshot: paymentMeans (session expired)', why: 'same: a session expiry is seen first by whichever call answers first' },
  { event: 'done: flow (session expired)', why: 'an issued access token stays valid for 900 s; the sandbox cannot expire it mid-session' },
  { event: 'done: flow (success)', why: 'direct methods end on the provider page; card and mobile-money successes are in their own browser runs' },
  { event: 'done: callback (session expired)', why: 'same: the session cookie of the return page is still valid' },
  { event: 'error: banner', why: 'banner failures end inside the banner machine (no banner), never as an error of the actor' },
  { event: 'app.close on the amount page', why: 'the header close button leaves to the operator home, an external URL the sandbox cannot load' },
];

const keyOf = new Map<string, EventKey>(Object.entries(FIXTURES).map(([k, e]) => [serializeEvent(e), k as EventKey]));
export const eventKey = (e: AnyEventObject): EventKey => {
  const k = keyOf.get(serializeEvent(e));
  if (!k) throw new Error(`no realisation for ${e.type}`);
  return k;
};

const F = (...keys: EventKey[]) => keys.map((k) => FIXTURES[k]);

/** Which realisable events the browser can produce in a model state. */
function browserEvents(s: AnyMachineSnapshot): AnyEventObject[] {
  const ctx = s.context as { app: { initStatus: string }; failedAmount: number | null };
  if (s.matches('initializing')) return F('init:web', 'init:callback', 'init:embedded-callback', 'init:invalid', 'init:failed');
  if (s.matches({ active: 'loading' })) {
    // session_expired only works from the first token exchange: tokens already issued stay valid (a reload after a callback)
    const expired = ctx.failedAmount === null ? F('elig:expired') : [];
    return [...F('elig:eligible', 'elig:ineligible', 'elig:failed', 'last:done', 'last:error', 'flags:done', 'flags:error', 'means:failed'), ...expired];
  }
  if (s.matches({ active: 'callback' })) return F('callback:success', 'callback:pending', 'callback:failure');
  if (s.matches({ active: { succeeded: 'confirming' } })) return F('confirmation.closed');
  if (s.matches({ active: { ready: { flow: 'idle' } } })) return F('deposit');
  if (s.matches({ active: { ready: { flow: 'loadingFlow' } } })) return F('load:done');
  if (s.matches({ active: { ready: { flow: 'direct' } } })) return F('flow:redirect', 'flow:failure', 'flow:cancelled', 'flow:closed');
  if (s.matches({ active: { ready: { flow: 'failed' } } })) return F('dialog.closed');
  if (s.matches('ineligible')) return F('dialog.closed');
  // leaving from a failed context init would go to the operator's home (external): not offered
  if ((s.matches('technicalError') || s.matches('sessionTimeout')) && ctx.app.initStatus === 'Succeeded') return F('app.close');
  return [];
}

export interface BrowserPlan {
  paths: ModelPath[];
  transitions: string[];
  reachable: Set<string>;
}

export function browserPlan(): BrowserPlan {
  const entry: MachineEntry = { ...depositEntry, events: browserEvents };
  const model = buildModel(entry, { limit: 50_000, select: 'cover' });
  return { paths: model.paths, transitions: listTransitions(model.machine).map((t) => t.id), reachable: model.reachable };
}
