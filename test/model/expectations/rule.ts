// The expectation mechanism: rules written by hand from the product rules (docs/product-rules.md), checked by the replay
// (test/model/replay.ts) on the real actor at every step of every generated path. The model and the actor
// are the same machine, so comparing their states cannot catch a wrong rule; these tables can.
// A rule never reads the machine under test: only the step's facts (event, snapshots before and after,
// what was emitted, which side effects were started with which input, what was sent to children).
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { tagReader, type TagOf } from '../tags';

/** A side effect (invoked or spawned child) the actor under test started during the step. */
export interface Call {
  id: string;
  input: unknown;
}

/** An event the actor under test sent to one of its children during the step. */
export interface Sent {
  to: string;
  event: AnyEventObject;
}

export interface Step {
  machine: string;
  /** 0 is the start (event `xstate.init`, no `before`); then 1..n, the path's steps. */
  index: number;
  event: AnyEventObject;
  before: AnyMachineSnapshot | null;
  after: AnyMachineSnapshot;
  emitted: AnyEventObject[];
  calls: Call[];
  sent: Sent[];
  /** The input the actor started with. */
  input: unknown;
  /** Simulated time (ms) at the end of the step. */
  now: number;
  /** The earlier steps of the path (start included). */
  previous: Step[];
}

/** `then` returns null when the expectation holds, else what was seen instead. */
export interface Rule {
  id: string;
  /** The SPEC section(s) the rule is written from. */
  spec: string;
  /** What must hold, in the words of the SPEC. */
  says: string;
  when: (s: Step) => boolean;
  then: (s: Step) => string | null;
}

export class ExpectationFailure extends Error {
  override name = 'ExpectationFailure';
}

// ---- small predicates shared by the tables -------------------------------------------------------------

export const isEvent = (s: Step, type: string, pred: (e: any) => boolean = () => true) => s.event.type === type && pred(s.event);
/** The done event of an invoked side effect, with a predicate on its output. */
export const doneOf = (s: Step, id: string, pred: (output: any) => boolean = () => true) => isEvent(s, `xstate.done.actor.${id}`, (e) => pred(e.output));
export const errorOf = (s: Step, id: string, pred: (error: any) => boolean = () => true) => isEvent(s, `xstate.error.actor.${id}`, (e) => pred(e.error));
export const sessionLost = (error: any) => error?.kind === 'SESSION_EXPIRED';

/** What a snapshot shows, for a broken rule's message. */
export const where = (snap: AnyMachineSnapshot) => `${JSON.stringify(snap.value)} (${snap.status})`;

/** null when `ok`, else the message. */
export const expect = (ok: boolean, otherwise: string | (() => string)) => (ok ? null : typeof otherwise === 'string' ? otherwise : otherwise());

/**
 * The states a rule names are the tags the machine declares, never its state paths (test/model/tags.ts):
 * `tagsOf<typeof cardMachine>()` reads a step through the card's tags.
 */
export const tagsOf = <M extends AnyStateMachine>() => {
  const carries = tagReader<M>();
  const has = (snap: AnyMachineSnapshot | null | undefined, tag: TagOf<M>) => !!snap && snap.status !== 'error' && carries(snap, tag);
  return {
    /** The snapshot carries the tag (a snapshot that errored carries none). */
    has,
    /** The step went into a state with the tag. */
    entered: (s: Step, tag: TagOf<M>) => has(s.after, tag) && !has(s.before, tag),
    /** null when the step ends in a state with the tag, else what it ended in. */
    expect: (s: Step, tag: TagOf<M>) => expect(has(s.after, tag), () => `state is ${where(s.after)}, without the tag '${tag}'`),
  };
};

export const emittedOf = (s: Step, type: string) => s.emitted.filter((e) => e.type === type);
export const emittedTypes = (s: Step) => `[${s.emitted.map((e) => e.type).join(', ')}]`;
export const called = (s: Step, id: string) => s.calls.filter((c) => c.id === id);
export const callsList = (s: Step) => `[${s.calls.map((c) => c.id).join(', ')}]`;

/** The flow machines end with their output (machines/flow-output.ts): the end the root reads. */
export const output = (s: Step): any => (s.after.status === 'done' ? s.after.output : undefined);
export const expectOutput = (s: Step, want: Record<string, unknown>) => {
  const got = output(s);
  if (s.after.status !== 'done') return `the flow did not end: state ${where(s.after)}`;
  const bad = Object.entries(want).filter(([k, v]) => JSON.stringify(got?.[k]) !== JSON.stringify(v));
  return bad.length ? `output ${JSON.stringify(got)}, expected ${JSON.stringify(want)}` : null;
};
export const routeOf = (snap: AnyMachineSnapshot): string | null => {
  // The deepest state declaring a route wins (SPEC 2; machines/routes.ts reads meta the same way).
  let best: { route: string; depth: number } | null = null;
  for (const [id, meta] of Object.entries(snap.getMeta() as Record<string, { route?: string } | undefined>)) {
    if (!meta?.route) continue;
    const depth = id.split('.').length;
    if (!best || depth > best.depth) best = { route: meta.route, depth };
  }
  return best?.route ?? null;
};

/** Checks every rule on a step; returns the number of rules that applied. Throws on the first broken one. */
export function checkRules(rules: readonly Rule[], step: Step, trail: string, applied: Map<string, number>): void {
  for (const rule of rules) {
    let applies: boolean;
    try {
      applies = rule.when(step);
    } catch {
      applies = false;
    }
    if (!applies) continue;
    applied.set(rule.id, (applied.get(rule.id) ?? 0) + 1);
    let problem: string | null;
    try {
      problem = rule.then(step);
    } catch (err) {
      problem = `the check threw: ${(err as Error).message}`;
    }
    if (problem !== null) {
      throw new ExpectationFailure(
        `${step.machine}: expectation '${rule.id}' (${rule.spec}) broken at ${step.index === 0 ? 'start' : `step ${step.index}`}\n` +
          `  rule: ${rule.says}\n` +
          `  got:  ${problem}\n` +
          `  path: ${trail}`,
      );
    }
  }
}

/**
 * The law by hand (DESIGN 7; docs/decisions.md "Unknown is not failed"): only a 4xx carrying an error
 * code, other than 401 (the session), 408, 409, 425 and 429, refuses a deposit, and only on the
 * intent's first send. Anything else after the send is "not known yet".
 */
export const refusesDeposit = (e: any) =>
  e?.kind === 'HTTP' &&
  typeof e?.status === 'number' &&
  e.status >= 400 &&
  e.status < 500 &&
  ![401, 408, 409, 425, 429].includes(e.status) &&
  typeof e?.errorCode === 'string' &&
  e.errorCode.trim() !== '';
/** The attempt of the send of `id` this step answers (0: the intent's first send). */
export const sendAttempt = (s: Step, id: string): number => {
  const starts = [...s.previous].flatMap((p) => called(p, id));
  return (starts.at(-1)?.input as any)?.attempt ?? 0;
};
/** This step is an explicit refusal of the deposit by its call `id`. */
export const refusedBy = (s: Step, id: string) => errorOf(s, id, (e) => !sessionLost(e) && refusesDeposit(e)) && sendAttempt(s, id) === 0;
/** This step is a failure of the call `id` that is not known (neither a refusal nor a lost session). */
export const unknownBy = (s: Step, id: string) => errorOf(s, id, (e) => !sessionLost(e)) && !refusedBy(s, id);

/**
 * A child that threw while it ran (DESIGN 7: it says nothing about the money; DESIGN 3: every invoke has
 * onError). Its cause is logged: an `app.warning` naming the child.
 */
export const childThrew = (s: Step, id: string) => errorOf(s, id) && s.before?.status === 'active';
export const causeLogged = (s: Step, id: string) =>
  expect(
    emittedOf(s, 'app.warning').some((e) => String(e.message).startsWith(`${id} failed: `)),
    () => `emitted ${emittedTypes(s)}`,
  );

// ---- a flow's deposit call child (machines/deposit-call.machine.ts) -------------------------------------

/** The flow's deposit call ended with the server's answer (`pred` on the answer). */
export const answeredBy = (s: Step, pred: (answer: any) => boolean = () => true) => doneOf(s, 'depositCall', (o) => o?.kind === 'answered' && pred(o.answer));
/** The flow's deposit call ended with this kind (answered, refused, sessionExpired, unknown). */
export const callEndedAs = (s: Step, kind: string) => doneOf(s, 'depositCall', (o) => o?.kind === kind);
/** The request the flow gave the deposit call it started in this step (undefined: none started). */
export const depositRequestOf = (s: Step): any => (called(s, 'depositCall')[0]?.input as any)?.depositRequest;
