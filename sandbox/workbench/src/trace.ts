// The saved trace, version 2 (docs/qa.md "Record and replay a trace"): events and the changes they made, not
// whole snapshots. Each distinct event is written once (the inspector sends it with its event, microstep
// and snapshot messages) and as its changes from the previous event of its type (a child's snapshot event
// repeats most of the last one); each snapshot keeps only what changed in its actor's value, status, tags
// and context since that actor's previous snapshot. Actors and pages are tables. Loading expands it back
// into the inspection messages the workbench replays. Every event and changed value is masked again on
// the way out (src/app/inspect.ts sanitize): a trace is meant to be attached to a bug report.
import { sanitize, type InspectActor, type InspectMessage } from '../../../src/app/inspect';

export const TRACE_FORMAT = 'cashier.trace';
export const TRACE_VERSION = 2;

type Path = Array<string | number>;
/** A change: [path, value] sets the value there, [path] removes it. The root is the empty path. */
export type Change = [Path, unknown] | [Path];

interface CompactEvent {
  /** The event as it is, or its changes from an earlier event of the table. */
  event?: unknown;
  from?: number;
  changes?: Change[];
}

interface CompactMessage {
  seq: number;
  at: number;
  page: number;
  kind: InspectMessage['kind'];
  actor: number;
  source?: number | null;
  event?: number;
  /** Snapshot messages: what changed since the actor's previous snapshot (only the fields that did). */
  value?: unknown;
  status?: string;
  tags?: string[];
  context?: Change[];
  error?: unknown;
  output?: unknown;
  transitions?: InspectMessage['transitions'];
  replay?: true;
}

export interface TraceFileV2 {
  format: typeof TRACE_FORMAT;
  version: typeof TRACE_VERSION;
  savedAt: string;
  pages: string[];
  actors: InspectActor[];
  events: CompactEvent[];
  messages: CompactMessage[];
}

const json = (v: unknown) => JSON.stringify(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The changes that turn a into b (objects and same-length arrays member by member). */
export function diff(a: unknown, b: unknown, path: Path = [], out: Change[] = []): Change[] {
  if (a === b || json(a) === json(b)) return out;
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) out.push([[...path, k]]);
    for (const k of Object.keys(b)) diff(a[k], b[k], [...path, k], out);
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    b.forEach((x, i) => diff(a[i], x, [...path, i], out));
    return out;
  }
  out.push([path, b === undefined ? null : b]);
  return out;
}

/** base with the changes applied (base is not modified). */
export function patch(base: unknown, changes: readonly Change[]): unknown {
  let root = structuredClone(base);
  for (const change of changes) {
    const [path] = change;
    if (path.length === 0) {
      root = change.length === 2 ? structuredClone(change[1]) : null;
      continue;
    }
    // Own properties only, set as data properties: a key such as "__proto__" is a key like any other (a
    // trace is a file someone attached; it must not reach Object.prototype).
    const own = (n: Record<string | number, unknown>, k: string | number) => (Object.hasOwn(n, k) ? n[k] : undefined);
    const set = (n: Record<string | number, unknown>, k: string | number, v: unknown) =>
      Object.defineProperty(n, k, { value: v, writable: true, enumerable: true, configurable: true });
    let node = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) {
      const next = own(node, key);
      if (typeof next !== 'object' || next === null) set(node, key, typeof key === 'number' ? [] : {});
      node = own(node, key) as Record<string | number, unknown>;
    }
    const last = path[path.length - 1]!;
    if (change.length === 2) set(node, last, structuredClone(change[1]));
    else if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  }
  return root;
}

/**
 * An actor snapshot inside a value (a child's `xstate.snapshot.*` event, a snapshot kept in a context) without
 * its machine definition and state-node list: the workbench has the machines; the rest of it stays.
 */
export function withoutInternals(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInternals);
  if (!isObject(value)) return value;
  const snapshot = 'status' in value && 'context' in value && ('machine' in value || '_nodes' in value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!(snapshot && (k === 'machine' || k === '_nodes'))) out[k] = withoutInternals(v);
  return out;
}

/** Masked again: a value as sanitize leaves it, under its own key (a change at `…cvv` is masked too). */
const masked = (value: unknown, key?: string | number): unknown =>
  withoutInternals(key === undefined ? sanitize(value) : (sanitize({ [String(key)]: value }) as Record<string, unknown>)[String(key)]);
const maskChanges = (changes: Change[]): Change[] => changes.map((c) => (c.length === 2 ? [c[0], masked(c[1], c[0][c[0].length - 1])] : c));

/** Inspection messages -> the compact trace file. */
export function compactTrace(messages: readonly InspectMessage[], now = new Date()): TraceFileV2 {
  const pages: string[] = [];
  const actors: InspectActor[] = [];
  const actorIndex = new Map<string, number>();
  const events: CompactEvent[] = [];
  const eventIndex = new Map<string, number>();
  /** Per event type, the last distinct event written (its index and value). */
  const lastOfType = new Map<string, { index: number; event: unknown }>();
  const lastSnapshot = new Map<string, NonNullable<InspectMessage['snapshot']>>();

  const pageOf = (p: string) => (pages.includes(p) ? pages.indexOf(p) : pages.push(p) - 1);
  const actorOf = (a: InspectActor) => {
    const key = json(a);
    if (!actorIndex.has(key)) actorIndex.set(key, actors.push(a) - 1);
    return actorIndex.get(key)!;
  };
  const eventOf = (raw: unknown) => {
    const e = masked(raw);
    const key = json(e);
    const known = eventIndex.get(key);
    if (known !== undefined) return known;
    const type = isObject(e) && typeof e.type === 'string' ? e.type : '';
    const prev = lastOfType.get(type);
    const changes = prev ? diff(prev.event, e) : [];
    const entry: CompactEvent = prev && json(changes).length < key.length ? { from: prev.index, changes } : { event: e };
    const index = events.push(entry) - 1;
    eventIndex.set(key, index);
    lastOfType.set(type, { index, event: e });
    return index;
  };

  const out: CompactMessage[] = messages.map((m) => {
    const c: CompactMessage = { seq: m.seq, at: m.at, page: pageOf(m.page), kind: m.kind, actor: actorOf(m.actor) };
    if (m.source !== undefined) c.source = m.source === null ? null : actorOf(m.source);
    if (m.event !== undefined) c.event = eventOf(m.event);
    if (m.transitions) c.transitions = m.transitions;
    if (m.replay) c.replay = true;
    if (m.snapshot) {
      const prev = lastSnapshot.get(m.actor.sessionId);
      const s = m.snapshot;
      if (!prev || json(prev.value) !== json(s.value)) c.value = masked(s.value);
      if (!prev || prev.status !== s.status) c.status = s.status;
      if (!prev || json(prev.tags) !== json(s.tags)) c.tags = s.tags;
      const changes = maskChanges(diff(prev ? withoutInternals(prev.context) : undefined, withoutInternals(s.context)));
      if (changes.length) c.context = changes;
      if (s.error !== undefined) c.error = masked(s.error);
      if (s.output !== undefined) c.output = masked(s.output);
      lastSnapshot.set(m.actor.sessionId, s);
    }
    return c;
  });
  return { format: TRACE_FORMAT, version: TRACE_VERSION, savedAt: now.toISOString(), pages, actors, events, messages: out };
}

/** The compact trace file -> the inspection messages it was made from (masked). */
export function expandTrace(file: TraceFileV2): InspectMessage[] {
  const events: unknown[] = [];
  file.events.forEach((e, i) => {
    if (e.from === undefined) events.push(e.event);
    else if (e.from >= 0 && e.from < i) events.push(patch(events[e.from], e.changes ?? []));
    else throw new Error(`event ${i + 1} refers to a later event`);
  });
  const actor = (i: number) => {
    const a = file.actors[i];
    if (!a) throw new Error(`no actor ${i}`);
    return a;
  };
  const lastSnapshot = new Map<string, NonNullable<InspectMessage['snapshot']>>();
  return file.messages.map((c) => {
    const m: InspectMessage = { v: 1, page: file.pages[c.page] ?? String(c.page), seq: c.seq, at: c.at, kind: c.kind, actor: actor(c.actor) };
    if (c.source !== undefined) m.source = c.source === null ? null : actor(c.source);
    if (c.event !== undefined) m.event = structuredClone(events[c.event]);
    if (c.transitions) m.transitions = c.transitions;
    if (c.replay) m.replay = true;
    if (c.kind === 'snapshot') {
      const prev = lastSnapshot.get(m.actor.sessionId);
      const s: NonNullable<InspectMessage['snapshot']> = {
        value: c.value !== undefined ? c.value : (prev?.value ?? null),
        status: c.status ?? prev?.status ?? 'active',
        tags: c.tags ?? prev?.tags ?? [],
        context: patch(prev ? prev.context : undefined, c.context ?? []) ?? null,
      };
      if (c.error !== undefined) s.error = c.error;
      if (c.output !== undefined) s.output = c.output;
      m.snapshot = s;
      lastSnapshot.set(m.actor.sessionId, s);
    }
    return m;
  });
}
