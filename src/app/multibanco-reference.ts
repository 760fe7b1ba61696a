// The Multibanco reference kept for this tab (src/domain/multibanco-reference.ts): written when the
// reference dialog shows one, read by the amount page (offered again; Pay for the same amount shows it).
// sessionStorage, as the deposit under way (pending-deposit.ts): a reload keeps it; it holds the
// reference the player is to pay, never a token. A React hook follows it.
import { useSyncExternalStore } from 'react';
import { parseKeptReference, type KeptReference } from '../domain/multibanco-reference';

export const MULTIBANCO_REFERENCE_KEY = 'cashier-multibanco-reference';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: KeptReference | null } = { raw: null, value: null };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readKeptReference(): KeptReference | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(MULTIBANCO_REFERENCE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, value: parseKeptReference(raw) };
  return cached.value;
}

export function keepReference(reference: KeptReference): void {
  try {
    storage()?.setItem(MULTIBANCO_REFERENCE_KEY, JSON.stringify(reference));
  } catch {
    // quota or disabled storage: the reference is shown now, not kept
  }
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The kept reference (expired or not: the caller asks liveReference with its clock). */
export function useKeptReference(): KeptReference | null {
  return useSyncExternalStore(subscribe, readKeptReference, () => null);
}
