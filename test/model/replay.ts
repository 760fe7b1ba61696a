import { createActor, SimulatedClock, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { describeEvent, providedMachine, type ModelPath } from './paths';
import { createTransitionIndex } from './transitions';
import type { MachineEntry } from './types';
import { checkRules, type Call, type Rule, type Sent, type Step } from './expectations/rule';

export interface ReplayResult {
  /** Transition ids that fired on the real actor (from `@xstate.microstep` inspection events). */
  covered: Set<string>;
  /** Events the actor emitted (`emit(...)`), in order. */
  emitted: AnyEventObject[];
  /** Simulated time at the end of the path. */
  elapsedMs: number;
  /** How many steps each expectation applied to (rule id -> count). */
  applied: Map<string, number>;
}

export interface ReplayOptions {
  /** Expectations written from the product rules (docs/product-rules.md) (test/model/expectations), checked at the start and after every step. */
  rules?: readonly Rule[];
}

export class ReplayDivergence extends Error {
  override name = 'ReplayDivergence';
}

interface ScheduledEvent {
  source: AnyActorRef;
  event: AnyEventObject;
  delay: number;
  id: string;
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replays a model path on a real actor (`entry.machine.provide(entry.implementations)`, a SimulatedClock and an
 * inspector). External events and the done/error events of (stubbed) invoked actors are sent; `xstate.after.*`
 * events are produced by advancing the clock to the real timer. After every step the actor's value and status
 * must equal the model's, or a ReplayDivergence is thrown.
 */
export async function replayPath(entry: MachineEntry, path: ModelPath, options: ReplayOptions = {}): Promise<ReplayResult> {
  const machine = providedMachine(entry);
  const index = createTransitionIndex(machine);
  const covered = new Set<string>();
  const emitted: AnyEventObject[] = [];
  const clock = new SimulatedClock();
  const errors: unknown[] = [];
  /** when each timer of the root actor was first seen scheduled (simulated ms) */
  const timerSeenAt = new Map<string, number>();

  const applied = new Map<string, number>();
  const rules = options.rules ?? [];
  // What the step did besides changing state: side effects started (with their input), events sent to children.
  // (children created with the initial snapshot are seen before `actor` exists: filtered when the step is read)
  let calls: Array<Call & { parent: unknown }> = [];
  let sent: Array<Sent & { source: unknown; target: unknown }> = [];
  const inspect = (ev: InspectionEvent) => {
    if (ev.type === '@xstate.actor') {
      const child = ev.actorRef as any;
      calls.push({ id: child.id, input: child.options?.input, parent: child._parent });
      return;
    }
    if (ev.type === '@xstate.event') {
      sent.push({ to: (ev.actorRef as AnyActorRef).id, event: ev.event, source: ev.sourceRef, target: ev.actorRef });
      return;
    }
    if (ev.type !== '@xstate.microstep') return;
    if (ev.actorRef.sessionId !== ev.rootId) return; // only the machine under test, not its children
    for (const t of ev._transitions) covered.add(index.idOf(t));
  };
  const input = 'input' in path ? path.input : entry.input;
  const actor = createActor(machine, { input: input as any, clock, inspect });
  actor.on('*', (e: AnyEventObject) => emitted.push(e));
  actor.subscribe({ error: (err) => errors.push(err) });

  const scheduled = (): Array<[string, ScheduledEvent]> =>
    Object.entries((actor.system as any)._snapshot._scheduledEvents as Record<string, ScheduledEvent>).filter(([, s]) => s.source === actor);
  const noteTimers = () => {
    const live = new Set<string>();
    for (const [key] of scheduled()) {
      live.add(key);
      if (!timerSeenAt.has(key)) timerSeenAt.set(key, clock.now());
    }
    for (const key of [...timerSeenAt.keys()]) if (!live.has(key)) timerSeenAt.delete(key);
  };

  const trail: string[] = [];
  const check = (expected: AnyMachineSnapshot, where: string) => {
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    if (!same(actual.value, expected.value) || actual.status !== expected.status) {
      const err = errors.length ? `\n  actor error: ${String((errors[0] as Error)?.message ?? errors[0])}` : '';
      throw new ReplayDivergence(
        `${entry.name}: replay diverged from the model ${where}\n` +
          `  expected ${JSON.stringify(expected.value)} (${expected.status})\n` +
          `  actual   ${JSON.stringify(actual.value)} (${actual.status})${err}\n` +
          `  path: ${['start', ...trail].join(' → ')}`,
      );
    }
  };

  const history: Step[] = [];
  const expectations = (event: AnyEventObject, before: AnyMachineSnapshot | null, emittedFrom: number) => {
    const step: Step = {
      machine: entry.name,
      index: history.length,
      event,
      before,
      after: actor.getSnapshot() as AnyMachineSnapshot,
      emitted: emitted.slice(emittedFrom),
      calls: calls.filter((c) => c.parent === actor).map(({ id, input }) => ({ id, input })),
      sent: sent.filter((e) => e.source === actor && e.target !== actor).map(({ to, event }) => ({ to, event })),
      input,
      now: clock.now(),
      previous: [...history],
    };
    calls = [];
    sent = [];
    checkRules(rules, step, ['start', ...trail].join(' → '), applied);
    history.push(step);
  };

  try {
    actor.start();
    await flush();
    noteTimers();
    check(path.initial, 'at start');
    expectations({ type: 'xstate.init' }, null, 0);

    for (const [i, step] of path.steps.entries()) {
      const label = describeEvent(step.event);
      trail.push(label);
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      const emittedFrom = emitted.length;
      if (step.event.type.startsWith('xstate.after.')) {
        const timers = scheduled();
        const target = timers.find(([, s]) => s.event.type === step.event.type);
        if (!target) {
          throw new ReplayDivergence(
            `${entry.name}: step ${i + 1} expects timer '${step.event.type}' but it is not scheduled ` +
              `(scheduled: ${timers.map(([, s]) => s.event.type).join(', ') || 'none'})\n  path: ${['start', ...trail].join(' → ')}`,
          );
        }
        const remaining = (key: string, s: ScheduledEvent) => s.delay - (clock.now() - (timerSeenAt.get(key) ?? clock.now()));
        const wait = Math.max(0, remaining(target[0], target[1]));
        const earlier = timers.filter(([k, s]) => k !== target[0] && remaining(k, s) < wait);
        if (earlier.length) {
          throw new ReplayDivergence(
            `${entry.name}: step ${i + 1} '${step.event.type}' is not feasible in real time: ` +
              `${earlier.map(([k, s]) => `${s.event.type} (in ${remaining(k, s)}ms)`).join(', ')} fires before it (in ${wait}ms)\n` +
              `  path: ${['start', ...trail].join(' → ')}`,
          );
        }
        clock.increment(wait);
      } else {
        actor.send(step.event);
      }
      await flush();
      noteTimers();
      check(step.state, `after step ${i + 1} (${label})`);
      expectations(step.event, before, emittedFrom);
    }
    return { covered, emitted, elapsedMs: clock.now(), applied };
  } finally {
    actor.stop();
  }
}
