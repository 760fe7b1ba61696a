// The amount state of SPEC 3 ("Amount state: currentAmount, source (INITIATED, INPUT, PRESET),
// interacted flag") and SPEC 4 Callback (a failed deposit's amount is put back in the field).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Currency, Legislation } from '../src/domain/context';
import { amountMachine } from './amount.machine';

const start = (initialAmount: number | null, locale = 'fr-FR', legislation: Legislation = 'FR', currency: Currency = 'EUR') =>
  createActor(amountMachine, { input: { presets: [15, 25, 50, 100], initialAmount, format: { locale, legislation, currency } } }).start();

describe('amount state (SPEC 3)', () => {
  it('starts on the amount the app chose: source INITIATED, not interacted, shown in the field', () => {
    const { context } = start(15).getSnapshot();
    expect(context).toMatchObject({ amount: 15, text: '15', source: 'INITIATED', interacted: false, presets: [15, 25, 50, 100] });
  });

  it("shows the starting amount as the player's locale writes it (SPEC 9), like the presets and Pay", () => {
    expect(start(2000, 'fr-CI', 'CI', 'XOF').getSnapshot().context).toMatchObject({ amount: 2000, text: '2\u202f000' });
    expect(start(10.5, 'fr-FR', 'FR').getSnapshot().context).toMatchObject({ amount: 10.5, text: '10,50' });
    expect(start(1000.5, 'en', 'COM').getSnapshot().context).toMatchObject({ amount: 1000.5, text: '1,000.50' });
  });

  it('starts empty on an amount the field could not hold, so Pay never names another amount (SPEC 5, 9)', () => {
    expect(start(123_456_789_012_345_680).getSnapshot().context).toMatchObject({ amount: null, text: '' });
    expect(start(12.345).getSnapshot().context).toMatchObject({ amount: null, text: '' });
    expect(start(2000.5, 'fr-CI', 'CI', 'XOF').getSnapshot().context).toMatchObject({ amount: null, text: '' });
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
