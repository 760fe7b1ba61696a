// Live inspection for the QA workbench (sandbox/workbench, docs/qa.md). Off unless the page was opened
// with ?inspect=1; the flag is then kept in sessionStorage for the tab, so it survives the token scrub
// and the round trips to the provider pages (?inspect=0 turns it off). When on, the root actor gets an
// `inspect` callback that posts serialisable, masked copies of xstate's inspection events to
// BroadcastChannel('cashier.inspect'), which the workbench (same origin) listens to.
import type { AnyEventObject, InspectionEvent } from 'xstate';
// The flag is read by the entry chunk without this module (inspect-flag.ts): it loads only when on.
import { inspectionRequested, pageStorage } from './inspect-flag';

export const INSPECT_CHANNEL = 'cashier.inspect';
export { INSPECT_STORAGE_KEY, inspectionRequested } from './inspect-flag';
export const INSPECT_PROTOCOL = 1;

/** A serialisable actor reference: who the event is about. */
export interface InspectActor {
  sessionId: string;
  id: string;
  systemId: string | null;
  /** The machine's id (`deposit`, `amount`, …) for machine actors, null for promise/callback actors. */
  machineId: string | null;
  parentSessionId: string | null;
}

/** A transition that fired, by position in its state node: `source` id, event descriptor, index among alternatives. */
export interface InspectTransition {
  source: string;
  eventType: string;
  index: number;
  targets: string[];
}

export interface InspectMessage {
  v: typeof INSPECT_PROTOCOL;
  /** Random id of the inspected page (one per page load). */
  page: string;
  seq: number;
  at: number;
  kind: 'actor' | 'event' | 'snapshot' | 'microstep';
  actor: InspectActor;
  source?: InspectActor | null;
  event?: unknown;
  snapshot?: { value: unknown; status: string; context: unknown; tags: string[]; error?: unknown; output?: unknown };
  transitions?: InspectTransition[];
  /** True when re-sent in answer to a workbench's hello (the page's state when the workbench joined). */
  replay?: boolean;
}

/** What the workbench may send: a hello asks every inspected page for its current snapshots. */
export interface InspectHello {
  v: typeof INSPECT_PROTOCOL;
  kind: 'hello';
}

// A deposit call's request (machines/deposit-call.machine.ts) may carry a BLIK code, a password or encrypted card data.
const SENSITIVE_KEY =
  /^(card_?number|number|pan|cvv|cvc|cvv2|cvx|security_?code|password|pin|access_?token|refresh_?token|token|session_?token|client_?token|nonce|deposit_?request)$/i;
/** A run of 13 to 19 digits, optionally grouped by spaces or dashes (a card number). */
const CARD_RUN = /\d(?:[ -]?\d){12,18}/g;
const MASK = '•••';

export const maskString = (s: string): string => s.replace(CARD_RUN, (run) => `${MASK}${run.replace(/\D/g, '').slice(-4)}`);

/**
 * A JSON-safe, masked copy of any value: values of sensitive keys become '•••', card-like digit runs in
 * strings keep only their last 4 digits, Errors become { error }, actor refs { actor }, functions and
 * cycles are dropped, depth and size are bounded.
 */
export function sanitize(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return maskString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (depth > 8) return '…';
  if (typeof value !== 'object') return String(value);
  if (seen.has(value)) return '(cycle)';
  seen.add(value);
  if (value instanceof Error) return { error: maskString(value.message), name: value.name };
  if (value instanceof Date) return value.toISOString();
  const v = value as Record<string, unknown>;
  if (typeof v.sessionId === 'string' && typeof v.send === 'function') return { actor: String(v.id ?? v.sessionId) };
  if (Array.isArray(value)) {
    const arr = value.slice(0, 200).map((x) => sanitize(x, depth + 1, seen));
    seen.delete(value);
    return arr;
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v).slice(0, 200)) {
    if (SENSITIVE_KEY.test(k) && x !== null && x !== undefined && x !== '') {
      out[k] = MASK;
      continue;
    }
    const s = sanitize(x, depth + 1, seen);
    if (s !== undefined) out[k] = s;
  }
  seen.delete(value); // only a value inside itself is a cycle; a value met twice side by side is not
  return out;
}

interface ActorLike {
  sessionId: string;
  id?: string;
  systemId?: string;
  _parent?: { sessionId: string };
  getSnapshot: () => unknown;
}

function describeActor(ref: unknown): InspectActor {
  const a = ref as ActorLike;
  const snap = safeSnapshot(a) as { machine?: { id?: string } } | undefined;
  return {
    sessionId: a.sessionId,
    id: a.id ?? a.sessionId,
    systemId: a.systemId ?? null,
    machineId: snap?.machine?.id ?? null,
    parentSessionId: a._parent?.sessionId ?? null,
  };
}

function safeSnapshot(a: ActorLike): unknown {
  try {
    return a.getSnapshot();
  } catch {
    return undefined;
  }
}

function describeSnapshot(snapshot: unknown): InspectMessage['snapshot'] {
  const s = snapshot as { value?: unknown; status?: string; context?: unknown; tags?: Set<string>; error?: unknown; output?: unknown };
  const out: NonNullable<InspectMessage['snapshot']> = {
    value: sanitize(s.value ?? null),
    status: s.status ?? 'active',
    context: sanitize(s.context ?? null),
    tags: s.tags instanceof Set ? [...s.tags] : [],
  };
  if (s.error !== undefined) out.error = sanitize(s.error);
  if (s.output !== undefined) out.output = sanitize(s.output);
  return out;
}

function describeTransition(t: {
  source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] };
  eventType: string;
  target?: Array<{ id: string }>;
}): InspectTransition {
  const group = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return { source: t.source.id, eventType: t.eventType, index: group.indexOf(t), targets: (t.target ?? []).map((n) => n.id) };
}

/** The inspector: an xstate `inspect` observer posting to the channel, or null when inspection is off. */
export function createInspector(options: {
  location: Pick<Location, 'search'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}): ((event: InspectionEvent) => void) | null {
  if (!inspectionRequested(options.location, options.storage)) return null;
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(INSPECT_CHANNEL);
  const page = Math.random().toString(36).slice(2, 10);
  let seq = 0;
  /** The latest snapshot message of every actor, re-sent when a workbench says hello. */
  const latest = new Map<string, InspectMessage>();

  const post = (m: Omit<InspectMessage, 'v' | 'page' | 'seq' | 'at'>) => {
    const message: InspectMessage = { v: INSPECT_PROTOCOL, page, seq: ++seq, at: Date.now(), ...m };
    try {
      channel.postMessage(message);
    } catch {
      // a value that still cannot be cloned: drop this one message, never break the app
    }
    return message;
  };

  channel.onmessage = (e: MessageEvent<InspectHello>) => {
    if (e.data?.kind !== 'hello') return;
    for (const m of latest.values()) post({ ...m, replay: true });
  };

  return (ev: InspectionEvent) => {
    try {
      const actor = describeActor(ev.actorRef);
      switch (ev.type) {
        case '@xstate.actor':
          post({ kind: 'actor', actor });
          break;
        case '@xstate.event':
          post({ kind: 'event', actor, source: ev.sourceRef ? describeActor(ev.sourceRef) : null, event: sanitize(ev.event as AnyEventObject) });
          break;
        case '@xstate.microstep':
          post({
            kind: 'microstep',
            actor,
            event: sanitize(ev.event),
            transitions: ev._transitions.map((t) => describeTransition(t as never)),
          });
          break;
        case '@xstate.snapshot': {
          const m = post({ kind: 'snapshot', actor, event: sanitize(ev.event), snapshot: describeSnapshot(ev.snapshot) });
          if (m.snapshot?.status === 'active' || actor.parentSessionId === null) latest.set(actor.sessionId, m);
          else latest.delete(actor.sessionId);
          break;
        }
        default:
          break;
      }
    } catch {
      // inspection must never break the app
    }
  };
}

/** The inspector of this page (window.location, the tab's sessionStorage), or null when off. */
export function createPageInspector(): ((event: InspectionEvent) => void) | null {
  return createInspector({ location: window.location, storage: pageStorage() });
}
