// SPEC 2 route "preferred" (the choice is in docs/decisions.md "The shell's rules").
import { describe, expect, it } from 'vitest';
import { preferredMeans } from './preferred-means';

const mean = (id: string, format: 'PAYMENT_METHOD' | 'TOKEN' = 'PAYMENT_METHOD') => ({ id, format });

describe('preferredMeans', () => {
  const list = [mean('tok-card', 'TOKEN'), mean('card'), mean('paypal'), mean('tok-skrill', 'TOKEN'), mean('skrill')];
  it('the saved means, the default and the selected one, in the list order', () => {
    expect(preferredMeans(list, ['card'], 'skrill').map((m) => m.id)).toEqual(['tok-card', 'card', 'tok-skrill', 'skrill']);
    expect(preferredMeans(list, [], null).map((m) => m.id)).toEqual(['tok-card', 'tok-skrill']);
  });
  it('a player without saved means, default or selection sees every mean', () => {
    const fresh = [mean('card'), mean('paypal')];
    expect(preferredMeans(fresh, [], null).map((m) => m.id)).toEqual(['card', 'paypal']);
  });
});
