// A method flow whose code loads on demand (DESIGN 7: no payment method's flow code in the initial
// bundle). The root provides `logic` to its `flow` child and runs `load()` (its `loadFlow` step) before
// invoking it; `logic` stands for the loaded machine from then on.
import type { AnyActorLogic } from 'xstate';

export interface LazyFlow {
  logic: AnyActorLogic;
  load(): Promise<void>;
}

export function lazyFlow(loader: () => Promise<AnyActorLogic>): LazyFlow {
  let loaded: AnyActorLogic | null = null;
  let loading: Promise<void> | null = null;
  const target = (): Record<PropertyKey, unknown> => {
    if (!loaded) throw new Error('a method flow was started before its code was loaded');
    return loaded as unknown as Record<PropertyKey, unknown>;
  };
  const logic = new Proxy({} as AnyActorLogic, {
    get(_, key) {
      const real = target();
      const value = real[key];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
    },
    has: (_, key) => loaded !== null && key in (loaded as object),
  });
  return {
    logic,
    load() {
      loading ??= loader().then(
        (machine) => {
          loaded = machine;
        },
        (error: unknown) => {
          loading = null; // a failed chunk load may be retried on the next attempt
          throw error;
        },
      );
      return loading;
    },
  };
}
