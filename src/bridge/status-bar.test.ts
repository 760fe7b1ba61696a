// docs/bridge.md statusBarHeight: the answer { height } in CSS pixels on the answer channel; anything else is ignored.
import { describe, expect, it } from 'vitest';
import { statusBarHeightOf } from './status-bar';

const answer = (payload: unknown, name = 'statusBarHeight', channel = 'cashier.bridge.answer') => ({ channel, name, payload });

describe('statusBarHeight answer', () => {
  it('reads the height of the answer', () => {
    expect(statusBarHeightOf(answer({ height: 47 }))).toBe(47);
    expect(statusBarHeightOf(answer({ height: 0 }))).toBe(0);
  });
  it('ignores other answers, other channels and heights that are not one', () => {
    expect(statusBarHeightOf(answer({ height: 47 }, 'applePayEligibility'))).toBeNull();
    expect(statusBarHeightOf(answer({ height: 47 }, 'statusBarHeight', 'cashier.bridge'))).toBeNull();
    for (const height of [-1, Number.NaN, '47', 500, undefined]) expect(statusBarHeightOf(answer({ height }))).toBeNull();
    expect(statusBarHeightOf(null)).toBeNull();
  });
});
