// The sandbox's mobile money operators (SPEC 3 bodies, SPEC 4 "Mobile money", docs/sandbox.md): the
// request bodies, the outcome chosen by the phone number, the operator's confirmation after a delay, and
// the deposit state each deposit shows on the realtime stream.
import { z } from 'zod';
import { isReturnUrl, outcomeOfAmount } from './deposit-flow';
import { OPERATORS } from './means';
import type { Deposit } from './store';

/** The operator confirms (or declines) this long after the deposit call. */
export const CONFIRM_DELAY_MS = 3000;

/** What the national number's last three digits choose (docs/sandbox.md "Mobile money"). */
export type MomoScenario =
  | { kind: 'success' }
  | { kind: 'failure'; reason: string | null }
  | { kind: 'pendingForever' }
  | { kind: 'postForm' }
  | { kind: 'redirectUrl' }
  | { kind: 'waveQr' }
  | { kind: 'immediate'; status: 'success' | 'pending' };

/** Faults of the realtime stream, chosen by the number too. */
export type StreamFault = 'none' | 'dropTwice' | 'unavailable' | 'unauthenticatedOnce' | 'unauthenticated' | 'silence' | 'internalOnce';

export const FAILURE_ENDINGS: Readonly<Record<string, string | null>> = {
  '101': 'payment.insufficientfunds.momo',
  '102': 'payment.serviceunavailable.momo',
  '103': 'payment.authentication.momo',
  '104': 'payment.invaliddetails.momo',
  '105': 'payment.playercancel.momo',
  '106': 'payment.thresholdreached.momo',
  '107': null,
};
export const FAULT_ENDINGS: Readonly<Record<string, StreamFault>> = {
  '400': 'dropTwice',
  '401': 'unavailable',
  '402': 'unauthenticatedOnce',
  '403': 'unauthenticated',
  '404': 'silence',
  '405': 'internalOnce',
};

export function scenarioOf(phoneNumber: string, operator: string): MomoScenario {
  const end = phoneNumber.slice(-3);
  if (end in FAILURE_ENDINGS) return { kind: 'failure', reason: FAILURE_ENDINGS[end] ?? null };
  if (end === '200') return { kind: 'pendingForever' };
  if (end === '300') return { kind: 'postForm' };
  if (end === '301') return { kind: 'redirectUrl' };
  if (end === '500') return { kind: 'immediate', status: 'success' };
  if (end === '501') return { kind: 'immediate', status: 'pending' };
  if (operator === 'wave') return { kind: 'waveQr' };
  return { kind: 'success' };
}
export const faultOf = (phoneNumber: string): StreamFault => FAULT_ENDINGS[phoneNumber.slice(-3)] ?? 'none';

/** Orange Money takes a payment code in these markets (SPEC 5); 6 digits in SN, 4 elsewhere. */
export const CODE_MARKETS = ['CI', 'SN', 'TG', 'BJ'];
export const codeLength = (legislation: string): number => (legislation === 'SN' ? 6 : 4);
/** The code the operator rejects (payment.authentication.momo): all zeros. */
export const isWrongCode = (code: string): boolean => /^0+$/.test(code);

const returnUrl = z.string().min(1).refine(isReturnUrl, 'must be an http(s) URL or a path starting with /');
const common = {
  amount: z.number().positive(),
  payment_method: z.literal('MOBILEMONEY'),
  fees: z.literal(0),
  requester: z.literal('App:Front'),
  correlation_id: z.string().trim().min(1),
  browser_info: z.looseObject({ user_agent: z.string().min(1) }),
};
export const newMomoBody = z.looseObject({
  ...common,
  store_token: z.literal(true),
  detail: z.looseObject({
    prefix: z.string().regex(/^\d{3}$/),
    phone_number: z.string().regex(/^\d{8,10}$/),
    operator: z.enum(OPERATORS),
    code: z
      .string()
      .regex(/^\d{4,6}$/)
      .optional(),
    return_url: returnUrl,
  }),
});
export const tokenMomoBody = z.looseObject({
  ...common,
  store_token: z.literal(false),
  detail: z.looseObject({
    token_id: z.string().min(1),
    code: z
      .string()
      .regex(/^\d{4,6}$/)
      .optional(),
    return_url: returnUrl,
  }),
});

export const amountOutcome = outcomeOfAmount;

/** SPEC 3 "Transaction status message", as the stream's update body carries it. */
export function depositStateBody(d: Deposit, context: Record<string, unknown> | null = null): string {
  const status = d.status === 'success' ? 'SUCCESS' : d.status === 'failure' || d.status === 'aborted' ? 'FAILURE' : 'PENDING';
  const detail = status === 'SUCCESS' ? 'CAPTURED' : status === 'FAILURE' ? 'DENIED' : d.status === 'redirect' ? 'REDIRECT' : 'PENDING_PAYMENT';
  return JSON.stringify({
    deposit: { id: d.deposit_id, status, created_at: d.created_at, updated_at: d.updated_at },
    transaction: { id: d.transaction_uid, status, status_detail: detail, created_at: d.created_at, updated_at: d.updated_at, context: context ?? {} },
  });
}
