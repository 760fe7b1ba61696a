// A child's emitted events reach only its own listeners, never the root's `on` (xstate v5 `emit`). The root
// re-emits its running flow's (machines/flow-output.ts `listenToFlow`); every other actor of the system (the
// banner, the provider return's callback, a flow's deposit monitor) is followed here, so the warning it
// emits when a child of its own failed (machines/side-effects.ts `childFailedWarning`) reaches the log.
import type { AnyActorRef } from 'xstate';
import { FLOW_ACTOR_ID } from '../../machines/routes';

type Warning = { message: string };

/** Calls `warn` for every `app.warning` of an actor of the root's system. Call before `root.start()`. */
export function forwardChildWarnings(root: AnyActorRef, warn: (message: string) => void): () => void {
  const followed = new WeakSet<AnyActorRef>();
  const listening: Array<{ unsubscribe(): void }> = [];
  const follow = (actor: AnyActorRef) => {
    if (followed.has(actor)) return;
    followed.add(actor);
    if (actor !== root && actor !== root.system.get(FLOW_ACTOR_ID)) {
      listening.push(actor.on('app.warning', (e: Warning) => warn(e.message)));
    }
    const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children;
    for (const child of Object.values(children ?? {})) if (child) follow(child);
  };
  // The children made with the root's first state exist already; later ones are announced to the system's
  // inspectors, before their system id is set (the flow is known by it), hence the microtask.
  follow(root);
  const watching = root.system.inspect((event) => {
    if (event.type === '@xstate.actor') queueMicrotask(() => follow(event.actorRef as AnyActorRef));
  });
  return () => {
    watching.unsubscribe();
    for (const l of listening.splice(0)) l.unsubscribe();
  };
}
