// What every machine shares about its side effects (DESIGN 3): a named actor's default fails loudly
// until src/app (or a test) provides the real one, and a lost session is read the same way everywhere.
import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';
import { verdictOf } from '../src/domain/verdict';

/** A promise actor that src/app provides; called unprovided, it fails with its name. */
export const notProvided = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by src/app`);
  });

/** A callback actor that src/app provides; started unprovided, it fails with its name. */
export const callbackNotProvided = <TEvent extends EventObject, TInput = NonReducibleUnknown>(name: string) =>
  fromCallback<TEvent, TInput>(() => {
    throw new Error(`${name} is provided by src/app`);
  });

/** Guard: an actor failed because the session is gone (the refresh failed, SPEC 4 Authentication; verdict.ts). */
export function sessionExpired<TArgs>(_: TArgs, params: { error: unknown }): boolean {
  return verdictOf({ kind: 'failure', error: params.error, call: 'read' }) === 'lostSession';
}

/** The params of the `sessionExpired` guard, read from an actor's error event. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The params of the root's `warnChildFailed` action: which child failed, and its error. */
export const childFailed =
  (child: string) =>
  ({ event }: { event: { error: unknown } }) => ({ child, error: event.error });

/**
 * What a machine's `warnChildFailed` action emits: a child that threw instead of ending, with its cause,
 * for src/app to log (the same message as the root's). The state the failure leads to is the way on.
 */
export const childFailedWarning = (_: unknown, params: { child: string; error: unknown }) => ({
  type: 'app.warning' as const,
  message: `${params.child} failed: ${params.error instanceof Error ? params.error.message : String(params.error)}`,
});

/** What `warnChildFailed` emits. */
export type ChildFailedEmitted = ReturnType<typeof childFailedWarning>;

/**
 * The transition of a child that threw after the deposit was accepted (DESIGN 7): it read nothing about the
 * deposit, so its cause is logged (the machine's `warnChildFailed`) and the flow ends pending, unconfirmed
 * (`end`, the machine's own action), never failed.
 */
export const childFailedUnconfirmed = <const End>(child: string, end: End) =>
  ({ target: 'done', actions: [{ type: 'warnChildFailed', params: childFailed(child) }, end] }) as const;
