// The flow contract (docs/architecture.md "Method flows"): what the running flow emits (bridge messages,
// redirects) is handed to the root, which emits it as its own (DESIGN 3); the listener stops with the flow.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, emit, setup, type AnyEventObject } from 'xstate';
import { flowActors, listenToFlow } from './flow-output';
import { FLOW_KINDS } from '../src/domain/methods';

const flow = setup({ types: { events: {} as { type: 'say'; emitted: AnyEventObject } } }).createMachine({
  on: { say: { actions: emit(({ event }) => event.emitted) } },
});

/** A root that runs a flow (system id `flow`) and, while `listening`, the listener. */
function root(withFlow: boolean) {
  const heard: AnyEventObject[] = [];
  const machine = setup({
    actors: { flow, listenToFlow },
    types: { events: {} as { type: 'flow.emitted'; emitted: AnyEventObject } | { type: 'stop' } },
  }).createMachine({
    invoke: withFlow ? { src: 'flow', id: 'flow', systemId: 'flow' } : [],
    initial: 'listening',
    states: {
      listening: {
        invoke: { src: 'listenToFlow' },
        on: { 'flow.emitted': { actions: ({ event }) => heard.push(event.emitted) }, stop: 'deaf' },
      },
      deaf: { on: { 'flow.emitted': { actions: ({ event }) => heard.push(event.emitted) } } },
    },
  });
  const actor = createActor(machine).start();
  return { actor, heard };
}

describe('listenToFlow', () => {
  it('hands every event the flow emits to the root', () => {
    const { actor, heard } = root(true);
    const message = { type: 'bridge.paymentRedirectInApp', payload: { url: 'https://issuer.example' } };
    (actor.getSnapshot().children as Record<string, { send(e: AnyEventObject): void }>).flow!.send({ type: 'say', emitted: message });
    expect(heard).toEqual([message]);
  });

  it('stops listening when it is stopped (the flow left)', () => {
    const { actor, heard } = root(true);
    const child = (actor.getSnapshot().children as Record<string, { send(e: AnyEventObject): void }>).flow!;
    actor.send({ type: 'stop' });
    child.send({ type: 'say', emitted: { type: 'app.redirect', url: '/late' } });
    expect(heard).toEqual([]);
  });

  it('with no flow running there is nothing to listen to, and nothing fails', () => {
    const { actor, heard } = root(false);
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'stop' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(heard).toEqual([]);
  });
});

describe("the root's default flows fail loudly until src/app provides them", () => {
  it.each(FLOW_KINDS)('%s', async (kind) => {
    const actor = createActor(createMachine({ invoke: { src: flowActors[kind] } }));
    actor.subscribe({ error: () => {} });
    actor.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(String(actor.getSnapshot().error)).toContain(`${kind} is provided by src/app`);
  });
});
