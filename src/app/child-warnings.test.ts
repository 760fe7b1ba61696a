import { describe, expect, it, vi } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import { FLOW_ACTOR_ID } from '../../machines/routes';
import { forwardChildWarnings } from './child-warnings';

/** A child that warns when told to; a parent that runs it under the given ids. */
const warner = (message: string) =>
  setup({ types: { emitted: {} as { type: 'app.warning'; message: string } } }).createMachine({
    on: { warn: { actions: emit({ type: 'app.warning', message }) } },
  });

describe('forwardChildWarnings (machines/side-effects.ts childFailedWarning reaches the log)', () => {
  it('a child, and a child of a child, are followed; the root and its flow (re-emitted by the root) are not', async () => {
    const grandchild = warner('depositMonitor failed: stream closed');
    const flow = setup({ types: { emitted: {} as { type: 'app.warning'; message: string } }, actors: { grandchild } }).createMachine({
      invoke: { src: 'grandchild', id: 'depositMonitor', systemId: 'depositMonitor' },
      on: { warn: { actions: emit({ type: 'app.warning', message: 'from the flow' } as const) } },
    });
    const root = createActor(
      setup({
        types: { emitted: {} as { type: 'app.warning'; message: string } },
        actors: { callback: warner('callback failed: read refused'), flow },
      }).createMachine({
        invoke: [
          { src: 'callback', id: 'callback', systemId: 'callback' },
          { src: 'flow', id: FLOW_ACTOR_ID, systemId: FLOW_ACTOR_ID },
        ],
        on: { warn: { actions: emit({ type: 'app.warning', message: 'from the root' } as const) } },
      }),
    );
    const warn = vi.fn();
    const stop = forwardChildWarnings(root, warn);
    root.start();
    await Promise.resolve();
    for (const id of ['callback', FLOW_ACTOR_ID, 'depositMonitor']) root.system.get(id)!.send({ type: 'warn' });
    root.send({ type: 'warn' });
    expect(warn.mock.calls).toEqual([['callback failed: read refused'], ['depositMonitor failed: stream closed']]);
    stop();
    root.system.get('callback')!.send({ type: 'warn' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a child started later (the provider return, a flow chosen by the player) is followed too', async () => {
    const root = createActor(
      setup({ actors: { banner: warner('banner stopped: feed refused') } }).createMachine({
        initial: 'idle',
        states: { idle: { on: { go: 'running' } }, running: { invoke: { src: 'banner', systemId: 'banner' } } },
      }),
    );
    const warn = vi.fn();
    forwardChildWarnings(root, warn);
    root.start();
    root.send({ type: 'go' });
    await Promise.resolve();
    root.system.get('banner')!.send({ type: 'warn' });
    expect(warn).toHaveBeenCalledWith('banner stopped: feed refused');
  });
});
