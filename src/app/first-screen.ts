// When the first screen is what it will stay until the player acts (docs/decisions.md "The first screen on
// the server"): the server renders it then, and the browser hydrates the server's markup once its own actor,
// fed the server's answers, is there too. Read from the root's snapshot and its means child.
import type { AnyActorRef } from 'xstate';
import type { DepositSnapshot } from './actor-context';

export function firstScreenSettled(snapshot: DepositSnapshot): boolean {
  if (snapshot.status !== 'active') return true;
  if (snapshot.hasTag('errorPage') || snapshot.hasTag('ineligible')) return true;
  if (!snapshot.hasTag('amountPage')) return false;
  const child = (id: string) =>
    (snapshot.children as Record<string, AnyActorRef | undefined>)[id]?.getSnapshot() as { hasTag(tag: string): boolean } | undefined;
  // The means' list stays as it is until the device or the player acts, and the banner's fetch has ended.
  return !!child('paymentMeans')?.hasTag('settled') && !child('banner')?.hasTag('loading');
}

/** The part of the first screen's state both sides must agree on before the browser hydrates the server's markup. */
export function firstScreenKey(snapshot: DepositSnapshot): string {
  const child = (id: string) => (snapshot.children as Record<string, AnyActorRef | undefined>)[id]?.getSnapshot() as { value?: unknown } | undefined;
  // The header's balance too: an error page can come before or after the eligibility's answer, on either side.
  return JSON.stringify([snapshot.value, child('paymentMeans')?.value ?? null, child('banner')?.value ?? null, snapshot.context.eligibility?.balance ?? null]);
}
