// When the first screen is what it will stay until the player acts (docs/decisions.md "The first screen on
// the server"): the server renders it then, and the browser hydrates the server's markup once its own actor,
// fed the server's answers, is there too. Read from the root's snapshot and its means child.
import type { AnyActorRef } from 'xstate';
import type { DepositSnapshot } from './actor-context';

/** The means child's states in which its part of the amount page stays as it is until the device or the player acts. */
const MEANS_SETTLED = ['ready', 'checkingWallets', 'failed'] as const;

export function firstScreenSettled(snapshot: DepositSnapshot): boolean {
  if (snapshot.status !== 'active') return true;
  if (snapshot.matches('technicalError') || snapshot.matches('sessionTimeout') || snapshot.matches('ineligible')) return true;
  if (!snapshot.matches({ active: 'ready' })) return false;
  const means = (snapshot.children as Record<string, AnyActorRef | undefined>).paymentMeans?.getSnapshot() as { matches(state: string): boolean } | undefined;
  const banner = (snapshot.children as Record<string, AnyActorRef | undefined>).banner?.getSnapshot() as { matches(state: string): boolean } | undefined;
  return !!means && MEANS_SETTLED.some((state) => means.matches(state)) && !banner?.matches('loading');
}

/** The part of the first screen's state both sides must agree on before the browser hydrates the server's markup. */
export function firstScreenKey(snapshot: DepositSnapshot): string {
  const child = (id: string) => (snapshot.children as Record<string, AnyActorRef | undefined>)[id]?.getSnapshot() as { value?: unknown } | undefined;
  // The header's balance too: an error page can come before or after the eligibility's answer, on either side.
  return JSON.stringify([snapshot.value, child('paymentMeans')?.value ?? null, child('banner')?.value ?? null, snapshot.context.eligibility?.balance ?? null]);
}
