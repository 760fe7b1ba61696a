// The workbench's pure logic: charts from machines/registry.ts, state values -> state node ids, fired
// transitions -> transition ids, the live/trace view of inspection messages, and the trace file format.
// No React, no DOM: unit-tested in model.test.ts.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { InspectMessage, InspectTransition } from '../../../src/app/inspect';
import { listTransitions } from '../../../test/model/transitions';
import { compactTrace, expandTrace, TRACE_FORMAT, TRACE_VERSION as TRACE_V2, type TraceFileV2 } from './trace';

export type { InspectMessage } from '../../../src/app/inspect';

export interface MachineInfo {
  name: string;
  machine: AnyStateMachine;
}

/** Ids of the active state nodes of a snapshot value (root included), walking the machine's own tree. */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const out: string[] = [machine.root.id];
  const walk = (node: AnyStateNode, v: unknown) => {
    if (v === null || v === undefined) return;
    if (typeof v === 'string') {
      const child = node.states?.[v] as AnyStateNode | undefined;
      if (child) out.push(child.id);
      return;
    }
    if (typeof v === 'object') {
      for (const [key, sub] of Object.entries(v as Record<string, unknown>)) {
        const child = node.states?.[key] as AnyStateNode | undefined;
        if (!child) continue;
        out.push(child.id);
        walk(child, sub);
      }
    }
  };
  walk(machine.root, value);
  return out;
}

/** Maps a fired transition (source, event descriptor, index) to the transition id of charts and coverage. */
export function transitionIndex(machine: AnyStateMachine): (t: InspectTransition) => string | undefined {
  const byKey = new Map<string, string>();
  for (const info of listTransitions(machine)) byKey.set(`${info.source}\u0000${info.eventType}\u0000${info.index}`, info.id);
  return (t) => byKey.get(`${t.source}\u0000${t.eventType}\u0000${t.index}`);
}

export interface ActorView {
  sessionId: string;
  id: string;
  systemId: string | null;
  machineId: string | null;
  parentSessionId: string | null;
  value: unknown;
  status: string;
  context: unknown;
  /** seq of the message that last changed it. */
  seq: number;
  page: string;
}

export interface SystemView {
  actors: Map<string, ActorView>;
  /** Transition ids fired by the last step, per machine id. */
  fired: Map<string, string[]>;
}

/** The state of every inspected actor after the given messages (the live view, or a trace at step i). */
export function systemAt(messages: readonly InspectMessage[], machines: readonly MachineInfo[]): SystemView {
  const actors = new Map<string, ActorView>();
  const fired = new Map<string, string[]>();
  const index = new Map(machines.map((m) => [m.machine.id, transitionIndex(m.machine)]));
  let lastSnapshot = -1;
  messages.forEach((m, i) => {
    if (m.kind === 'snapshot') lastSnapshot = i;
  });
  messages.forEach((m) => {
    if (m.kind === 'snapshot' && m.snapshot) {
      const prev = actors.get(m.actor.sessionId);
      actors.set(m.actor.sessionId, {
        sessionId: m.actor.sessionId,
        id: m.actor.id,
        systemId: m.actor.systemId ?? prev?.systemId ?? null,
        machineId: m.actor.machineId ?? prev?.machineId ?? null,
        parentSessionId: m.actor.parentSessionId,
        value: m.snapshot.value,
        status: m.snapshot.status,
        context: m.snapshot.context,
        seq: m.seq,
        page: m.page,
      });
    }
  });
  // transitions of the last step: the microsteps between the previous snapshot message and the last one
  if (lastSnapshot >= 0) {
    const last = messages[lastSnapshot]!;
    for (let i = lastSnapshot - 1; i >= 0; i--) {
      const m = messages[i]!;
      if (m.actor.sessionId !== last.actor.sessionId) continue; // other actors' messages interleave
      if (m.kind === 'snapshot') break;
      if (m.kind !== 'microstep' || !m.actor.machineId) continue;
      const idOf = index.get(m.actor.machineId);
      const ids = (m.transitions ?? []).map((t) => idOf?.(t)).filter((x): x is string => !!x);
      fired.set(m.actor.machineId, [...ids, ...(fired.get(m.actor.machineId) ?? [])]);
    }
  }
  return { actors, fired };
}

/** The actor to show on a machine's chart: the latest still-active one of that machine, else the latest. */
export function actorOf(view: SystemView, machineId: string): ActorView | undefined {
  const all = [...view.actors.values()].filter((a) => a.machineId === machineId);
  const active = all.filter((a) => a.status === 'active');
  const pick = (list: ActorView[]) => list.sort((a, b) => b.seq - a.seq)[0];
  return pick(active) ?? pick(all);
}

/** The rows of the event list: one per snapshot message (an event received by an actor, and its result). */
export const steps = (messages: readonly InspectMessage[]): number[] => messages.flatMap((m, i) => (m.kind === 'snapshot' ? [i] : []));

export const eventType = (m: InspectMessage): string => {
  const e = m.event as { type?: unknown } | undefined;
  return typeof e?.type === 'string' ? e.type : '(no event)';
};

export const actorLabel = (a: { systemId: string | null; id: string; machineId: string | null; parentSessionId?: string | null }): string =>
  a.systemId ?? (a.parentSessionId === null && a.machineId ? `${a.machineId} (root)` : a.machineId && a.machineId !== a.id ? `${a.id} (${a.machineId})` : a.id);

// ---- trace files ---------------------------------------------------------------------------------------
// Saved as version 2 (./trace.ts: events and their changes); version 1 (whole messages) still loads.

export { TRACE_FORMAT } from './trace';
export const TRACE_VERSION = TRACE_V2;

/** A trace as the workbench holds it: the inspection messages, whatever version the file was. */
export interface TraceFile {
  format: typeof TRACE_FORMAT;
  version: 1 | 2;
  savedAt: string;
  messages: InspectMessage[];
}

/** The file to save: compact (version 2). */
export function toTraceFile(messages: readonly InspectMessage[], now = new Date()): TraceFileV2 {
  return compactTrace(messages, now);
}

/** Parses a trace file of version 1 or 2 into its messages; throws a readable error when it is not one. */
export function parseTraceFile(text: string): TraceFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  const t = data as { format?: unknown; version?: unknown; savedAt?: unknown; messages?: unknown; actors?: unknown; events?: unknown; pages?: unknown };
  if (t?.format !== TRACE_FORMAT) throw new Error(`not a Cashier trace (format should be "${TRACE_FORMAT}")`);
  if (t.version !== 1 && t.version !== TRACE_V2) throw new Error(`unsupported trace version ${String(t.version)}`);
  if (!Array.isArray(t.messages)) throw new Error('no messages');
  let messages: InspectMessage[];
  if (t.version === 1) messages = t.messages as InspectMessage[];
  else {
    if (!Array.isArray(t.actors) || !Array.isArray(t.events) || !Array.isArray(t.pages)) throw new Error('no actors, events or pages');
    try {
      messages = expandTrace(t as unknown as TraceFileV2);
    } catch (err) {
      throw new Error(`a broken trace: ${(err as Error).message}`);
    }
  }
  for (const [i, m] of messages.entries()) {
    if (!m || typeof m !== 'object' || typeof m.kind !== 'string' || typeof m.actor?.sessionId !== 'string') {
      throw new Error(`message ${i + 1} is not an inspection message`);
    }
  }
  return { format: TRACE_FORMAT, version: t.version, savedAt: String(t.savedAt ?? ''), messages };
}

// ---- coverage and model-run reports ----------------------------------------------------------------------

export interface CoverageRow {
  total: number;
  covered: number;
  uncovered: string[];
  paths: number;
}
export type CoverageReport = Record<string, CoverageRow>;

/** One machine's browser model run (test/e2e/model-run*.spec.ts, test/e2e/model-run/report.ts). */
export interface MachineRunReport {
  machine: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  transitions: { total: number; covered: string[]; uncovered: string[]; notRealisable: Array<{ id: string; why: string }> };
  paths: Array<{
    name: string;
    status: 'passed' | 'failed' | 'skipped';
    durationMs: number;
    transitions: string[];
    steps: Array<{ event: string; action: string; expect: string; ok: boolean | null }>;
    error?: string;
  }>;
  droppedEvents: Array<{ event: string; why: string }>;
  failures: number;
}

/**
 * reports/model-run.json: the root deposit machine's run at the top level (the first format), and since
 * the flow machines' runs, every machine's last run under `machines` (deposit, card, mobile-money...).
 */
export interface ModelRunReport extends MachineRunReport {
  machines?: Record<string, MachineRunReport>;
}

/** The browser run of one machine, from either format. */
export function runOf(run: ModelRunReport | null | undefined, machine: string): MachineRunReport | null {
  if (!run) return null;
  return run.machines?.[machine] ?? (run.machine === machine ? run : null);
}

/** Every machine's browser run in the report (the top-level one alone in the first format). */
export function machineRuns(run: ModelRunReport): MachineRunReport[] {
  return run.machines && Object.keys(run.machines).length ? Object.values(run.machines) : [run];
}
