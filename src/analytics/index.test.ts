// The tracking edge: the root's tracking, its children's (forwarded), and open_screen
// when the route the router follows changes (a flow's own screens included), all through one sender that
// loads on the first event. A small stand-in root with the same shape (meta.route, `flow` child) is used.
import { createActor, createMachine, emit, setup, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tracked } from '../domain/tracking';
import { wireTracking } from './index';
import type { AppFacts } from './sender';

const app: AppFacts = {
  userId: 'p',
  legislation: 'FR',
  language: 'fr',
  currencyCode: 'EUR',
  platform: 'web',
  applicationType: 'WEBAPP',
  universe: 'sports',
  brand: 'kestrel',
};

const flowMachine = createMachine({
  initial: 'form',
  states: {
    form: { meta: { route: '/card' }, on: { challenge: 'challenge' } },
    challenge: { meta: { route: '/card/3ds2' }, on: { back: 'form', end: 'done' } },
    done: { type: 'final' },
  },
});
const amountMachine = setup({ types: { emitted: {} as ReturnType<typeof tracked> } }).createMachine({
  on: { preset: { actions: emit(tracked('amount_preset_selected', { amount: 20 })) } },
});
const rootMachine = setup({ actors: { flow: flowMachine, amount: amountMachine }, types: { emitted: {} as ReturnType<typeof tracked> } }).createMachine({
  context: { app },
  initial: 'loading',
  states: {
    loading: { on: { loaded: 'ready' } },
    ready: {
      meta: { route: '/' },
      invoke: { src: 'amount', id: 'amount' },
      initial: 'idle',
      states: {
        idle: { on: { pay: { target: 'paying', actions: emit(tracked('deposit_request', { method: 'CARD' })) } } },
        paying: { invoke: { src: 'flow', id: 'flow', onDone: '#leaving' } },
      },
    },
    // Like the root's success handling: no route declared, the page stays where it is.
    leaving: { id: 'leaving' },
  },
});

/** `loaded`: when the sender's chunk arrives (at once unless given). The sender's `leave` is recorded as `left`. */
async function run(loaded: Promise<void> = Promise.resolve()) {
  const sent: string[] = [];
  const root = createActor(rootMachine);
  const tracking = wireTracking(root as unknown as AnyActorRef, {
    collectorUrl: '/c',
    appVersion: '1',
    loadSender: async () => {
      await loaded;
      return {
        createSender: () => ({
          track: ({ event }) => void sent.push(`${event.name} ${JSON.stringify(event.params)}`),
          leave: () => void sent.push('left'),
        }),
      };
    },
  });
  root.start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { root, sent, settle, tracking };
}

describe('wireTracking', () => {
  it('open_screen for each route reached, flow screens and the way back included, none when a flow ends on no screen; tracking of the root and its children', async () => {
    const { root, sent, settle } = await run();
    root.send({ type: 'loaded' });
    (root.getSnapshot().children as Record<string, AnyActorRef>).amount!.send({ type: 'preset' });
    root.send({ type: 'pay' });
    const flow = () => (root.getSnapshot().children as Record<string, AnyActorRef>).flow!;
    flow().send({ type: 'challenge' });
    flow().send({ type: 'back' });
    flow().send({ type: 'challenge' });
    flow().send({ type: 'end' });
    await settle();
    expect(sent).toEqual([
      'open_screen {"screen":"/","previous_screen":null}',
      'amount_preset_selected {"amount":20}',
      'deposit_request {"method":"CARD"}',
      'open_screen {"screen":"/card","previous_screen":"/"}',
      'open_screen {"screen":"/card/3ds2","previous_screen":"/card"}',
      'open_screen {"screen":"/card","previous_screen":"/card/3ds2"}',
      'open_screen {"screen":"/card/3ds2","previous_screen":"/card"}',
      // The flow's end leads to no screen: nothing, not the amount page seen for an instant before the root reads the end.
    ]);
  });

  it("the sender's work is not done in the task that emitted the event (the player's tap), but right after", async () => {
    const { root, sent, settle } = await run();
    root.send({ type: 'loaded' });
    await settle();
    await settle();
    const before = sent.length;
    (root.getSnapshot().children as Record<string, AnyActorRef>).amount!.send({ type: 'preset' });
    expect(sent).toHaveLength(before);
    await settle();
    expect(sent.slice(before)).toEqual(['amount_preset_selected {"amount":20}']);
  });

  it('before a redirect, what was tracked reaches the sender and leaves by beacon, even while its chunk is still on its way', async () => {
    let arrive!: () => void;
    const { root, sent, settle, tracking } = await run(new Promise<void>((r) => (arrive = r)));
    root.send({ type: 'loaded' });
    root.send({ type: 'pay' });
    let handedOver = false;
    const leaving = tracking.beforeLeaving().then(() => (handedOver = true));
    await settle();
    expect(handedOver, 'the redirect waits for the chunk').toBe(false);
    arrive();
    await leaving;
    expect(sent).toEqual([
      'open_screen {"screen":"/","previous_screen":null}',
      'deposit_request {"method":"CARD"}',
      'open_screen {"screen":"/card","previous_screen":"/"}',
      'left',
    ]);
  });

  it('before a redirect with the sender loaded, what waits for an idle moment is handed over at once, then the beacon', async () => {
    const { root, sent, settle, tracking } = await run();
    root.send({ type: 'loaded' });
    await settle();
    await settle();
    root.send({ type: 'pay' }); // waits for an idle moment that the page leaving will not give
    await tracking.beforeLeaving();
    expect(sent).toEqual([
      'open_screen {"screen":"/","previous_screen":null}',
      'deposit_request {"method":"CARD"}',
      'open_screen {"screen":"/card","previous_screen":"/"}',
      'left',
    ]);
  });

  it('before a redirect with nothing tracked: nothing to wait for', async () => {
    const { sent, tracking } = await run(new Promise<void>(() => undefined));
    await tracking.beforeLeaving();
    expect(sent).toEqual([]);
  });

  it('no screen while nothing declares a route (loading)', async () => {
    const { sent, settle } = await run();
    await settle();
    expect(sent).toEqual([]);
  });
});
