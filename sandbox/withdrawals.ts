// A player's withdrawals (docs/decisions.md "Withdrawal fragments"): the profile field `withdrawals`, declared and
// resolved here (profile.ts only wires it in): the pending list and the SPEC 8 codes the calls answer instead.
// Its endpoints (routes/withdrawals.ts) read the resolved field from the player; kept apart from them so that the
// profile imports no route (a route imports the store, which imports the profile).
import { z } from 'zod';

/** The calls a profile can make answer a SPEC 8 code instead. */
export const WITHDRAWAL_CALLS = ['list', 'cancel', 'iban'] as const;

/**
 * Profile field `withdrawals`: `pending` (in order; ids wd_1, wd_2, ...; `iban` default: the player's
 * saved BANK_ACCOUNT, masked; `cancellable` default true) and `refusals` (call -> error_code, answered 422).
 */
export const withdrawalsField = z.strictObject({
  pending: z
    .array(
      z.strictObject({
        amount: z.number().positive(),
        created_date: z.string().min(1).optional(),
        iban: z.string().min(1).nullable().optional(),
        cancellable: z.boolean().optional(),
      }),
    )
    .optional(),
  refusals: z.partialRecord(z.enum(WITHDRAWAL_CALLS), z.string().min(1)).optional(),
});
export type WithdrawalsField = z.output<typeof withdrawalsField>;

export interface SandboxWithdrawal {
  id: string;
  amount: number;
  currency: string;
  status: 'pending';
  created_date: string;
  iban: string | null;
  cancellable: boolean;
}

export interface ResolvedWithdrawals {
  pending: SandboxWithdrawal[];
  refusals: Partial<Record<(typeof WITHDRAWAL_CALLS)[number], string>>;
}

/** Country, check digits, then the last four characters. */
export const maskedIban = (iban: string): string => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

export function resolveWithdrawals(field: WithdrawalsField | undefined, ctx: { currency: string; savedIban: string | null; now: Date }): ResolvedWithdrawals {
  return {
    pending: (field?.pending ?? []).map((w, i) => ({
      id: `wd_${i + 1}`,
      amount: w.amount,
      currency: ctx.currency,
      status: 'pending' as const,
      created_date: w.created_date ?? new Date(ctx.now.getTime() - (i + 1) * 3_600_000).toISOString(),
      iban: w.iban === undefined ? (ctx.savedIban ? maskedIban(ctx.savedIban) : null) : w.iban,
      cancellable: w.cancellable ?? true,
    })),
    refusals: { ...field?.refusals },
  };
}
