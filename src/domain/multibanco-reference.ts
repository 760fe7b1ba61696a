// A Multibanco reference stays the player's until it is paid or expires (SPEC 4 Multibanco: the deposit
// answers a reference paid later at an ATM; SPEC 9: valid 3 days). DESIGN 7 "one player action creates at
// most one deposit request": once shown, the reference is kept for the tab, offered again on the amount
// page, and Pay with Multibanco for the same amount shows it instead of asking for a second deposit
// (docs/decisions.md "What the player reads is true"). Pure.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface KeptReference {
  entity: string;
  reference: string;
  /** The amount the reference pays (the answer's, else the amount sent). */
  amount: number;
  /** When it stops being payable (ms since the epoch). */
  expiresAt: number;
}

/** The reference as shown, kept from the moment it was shown for its validity. */
export function keptReferenceOf(
  shown: { entity: string; reference: string; amount: number | null; expiresInDays: number },
  amountSent: number,
  shownAt: number,
): KeptReference {
  return { entity: shown.entity, reference: shown.reference, amount: shown.amount ?? amountSent, expiresAt: shownAt + shown.expiresInDays * DAY_MS };
}

/** The kept reference while it can still be paid, else null. */
export function liveReference(kept: KeptReference | null, now: number): KeptReference | null {
  return kept && kept.expiresAt > now ? kept : null;
}

/**
 * Whether Pay would ask for a deposit the player already has a reference for: Multibanco, the same amount,
 * the reference still payable. Pay then shows that reference, and names that it does.
 */
export function payShowsReference(kept: KeptReference | null, mean: { method: string } | null, amount: number | null, now: number): boolean {
  return liveReference(kept, now) !== null && mean?.method === 'MULTIBANCO' && amount !== null && Math.round(amount * 100) === Math.round(kept!.amount * 100);
}

/** A kept reference read back from storage; anything else is null. */
export function parseKeptReference(raw: string | null): KeptReference | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<KeptReference>;
    const ok =
      typeof v.entity === 'string' &&
      v.entity !== '' &&
      typeof v.reference === 'string' &&
      v.reference !== '' &&
      typeof v.amount === 'number' &&
      Number.isFinite(v.amount) &&
      v.amount > 0 &&
      typeof v.expiresAt === 'number' &&
      Number.isFinite(v.expiresAt);
    return ok ? { entity: v.entity!, reference: v.reference!, amount: v.amount!, expiresAt: v.expiresAt! } : null;
  } catch {
    return null;
  }
}
