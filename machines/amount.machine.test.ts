// The amount state of SPEC 3 ("Amount state: currentAmount, source (INITIATED, INPUT, PRESET),
// interacted flag") and SPEC 4 Callback (a failed deposit's amount is put back in the field).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { amountMachine } from './amount.machine';

const start = (initialAmount: number | null) => createActor(amountMachine, { input: { presets: [15, 25, 50, 100], initialAmount } }).start();

describe('amount state (SPEC 3)', () => {
  it('starts on the amount the app chose: source INITIATED, not interacted, shown in the field', () => {
    const { context } = start(15).getSnapshot();
    expect(context).toMatchObject({ amount: 15, text: '15', source: 'INITIATED', interacted: false, presets: [15, 25, 50, 100] });
  });

  it('starts empty when there is no amount to put', () => {
    expect(start(null).getSnapshot().context).toMatchObject({ amount: null, text: '', source: 'INITIATED', interacted: false });
  });

  it('typing makes it INPUT and interacted, keeping exactly what was typed', () => {
    const actor = start(15);
    actor.send({ type: 'amount.changed', text: '42,5', amount: 42.5 });
    expect(actor.getSnapshot().context).toMatchObject({ amount: 42.5, text: '42,5', source: 'INPUT', interacted: true });
    actor.send({ type: 'amount.changed', text: '', amount: null });
    expect(actor.getSnapshot().context).toMatchObject({ amount: null, text: '', source: 'INPUT', interacted: true });
  });

  it('tapping a preset makes it PRESET and interacted', () => {
    const actor = start(15);
    actor.send({ type: 'amount.presetSelected', amount: 50, text: '50' });
    expect(actor.getSnapshot().context).toMatchObject({ amount: 50, text: '50', source: 'PRESET', interacted: true });
  });

  it('the limits dialog opens and closes without touching the amount', () => {
    const actor = start(15);
    actor.send({ type: 'limits.opened' });
    expect(actor.getSnapshot().matches({ limitsDialog: 'open' })).toBe(true);
    actor.send({ type: 'limits.closed' });
    expect(actor.getSnapshot().matches({ limitsDialog: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ amount: 15, source: 'INITIATED', interacted: false });
  });
});
