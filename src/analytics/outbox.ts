// What a page tracked but could not hand to the sender before it was left (the sender's chunk still on its
// way, or its load failed) is kept in localStorage and sent by the next page of the same origin
// (docs/decisions.md "Analytics · The outbox"). Kept small: this file is in the initial bundle.
import type { TrackEvent } from '../domain/tracking';
import type { AppFacts } from './sender';

export interface Tracked {
  event: TrackEvent;
  app: AppFacts;
  at: number;
}

const OUTBOX_KEY = 'cashier.analytics.outbox';
/** The most kept: the newest first; a page left over and over does not fill the origin's storage. */
export const OUTBOX_MAX = 100;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(store: Storage): Tracked[] {
  try {
    const kept: unknown = JSON.parse(store.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isTracked) : [];
  } catch {
    return [];
  }
}

const isTracked = (x: unknown): x is Tracked => {
  const t = x as Partial<Tracked> | null;
  return typeof t?.at === 'number' && typeof t.event?.name === 'string' && typeof t.app === 'object' && t.app !== null;
};

/** Keeps these for the next page (storage full or blocked: they are lost, the page leaves). */
export function keepForNextPage(items: Tracked[]): void {
  const store = storage();
  if (!store || items.length === 0) return;
  try {
    store.setItem(OUTBOX_KEY, JSON.stringify([...read(store), ...items].slice(-OUTBOX_MAX)));
  } catch {
    // storage full or blocked
  }
}

/** What an earlier page kept, taken out of storage (a second tab does not send it again). */
export function takeKept(): Tracked[] {
  const store = storage();
  if (!store) return [];
  const kept = read(store);
  try {
    store.removeItem(OUTBOX_KEY);
  } catch {
    return [];
  }
  return kept;
}
