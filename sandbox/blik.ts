// The sandbox's BLIK bank (SPEC 3 bodies, SPEC 4 "BLIK", docs/sandbox.md "BLIK"): the outcome a BLIK
// code chooses, and the bank's confirmation after a delay. A saved BLIK (one-click) is confirmed the
// way an ordinary code is; the amount outcomes (deposit-flow.ts) apply to both.

/** The bank confirms (or the code expires, or the player declines) this long after the deposit call. */
export const BLIK_CONFIRM_DELAY_MS = 3000;

export type BlikScenario =
  /** pending; the player confirms in the banking app after the delay. */
  | { kind: 'confirmed' }
  /** refused at once by the bank. */
  | { kind: 'refused' }
  /** pending; the code expires after the delay (deposit status failure). */
  | { kind: 'expired' }
  /** pending; the player declines in the banking app after the delay. */
  | { kind: 'declined' }
  /** pending for ever, unless confirmed or declined on the simulated banking app page. */
  | { kind: 'pendingForever' }
  /** success at once (no confirmation needed). */
  | { kind: 'immediateSuccess' };

/** What a code's last three digits choose (docs/sandbox.md); every other 6-digit code is confirmed. */
export const BLIK_CODE_ENDINGS: Readonly<Record<string, BlikScenario['kind']>> = {
  '101': 'refused',
  '102': 'expired',
  '103': 'declined',
  '200': 'pendingForever',
  '500': 'immediateSuccess',
};

export function blikScenarioOf(code: string | null): BlikScenario {
  const kind = code ? BLIK_CODE_ENDINGS[code.slice(-3)] : undefined;
  return { kind: kind ?? 'confirmed' } as BlikScenario;
}

/** The deposit status reason of a code that expired or a payment the player declined. */
export const BLIK_EXPIRED_REASON = 'EXPIRED';
export const BLIK_DECLINED_REASON = 'CUSTOMER_ABORTED';
