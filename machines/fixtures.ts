// Sample values shared by the event fixtures of the machines (graph traversal and replay), and the stand-ins
// the machine tests share (the root with stand-in children, a child that throws).
import { createMachine, fromPromise, type AnyActorLogic } from 'xstate';
import { contextFromClaims, initialAppContext, parseQueryOptions, type AppContext } from '../src/domain/context';
import { ApiFailure } from '../src/domain/failures';
import type { SessionClaims } from '../src/domain/session';
import { depositCallMachine, sendOf, type DepositSendInput } from './deposit-call.machine';
import { depositMachine } from './deposit.machine';
import type { EligibilityData } from './eligibility.machine';

const base = initialAppContext({
  query: parseQueryOptions({}),
  stored: { hasHeader: null, isDarkMode: null, isFirstDeposit: null },
  userAgent: 'Mozilla/5.0',
  browserLanguage: 'en',
  nowIso: '2026-11-22T10:00:00.000Z',
});

const claims = (over: Partial<SessionClaims>): SessionClaims => ({
  sub: 'player-1',
  plt: 'web',
  iss: 'kestrelbet.fr',
  cur: 'EUR',
  lng: 'fr',
  unv: 'sports',
  rzn: 'FR',
  brn: 'kestrel',
  exp: 1_900_000_000,
  nbf: 1_800_000_000,
  ...over,
});

/** base64url JSON, as in a JWT (the signature is not read by the app). */
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
export const sampleJwt = (over: Partial<SessionClaims> = {}) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims(over))}.c2lnbmF0dXJl`;

export const webApp: AppContext = contextFromClaims(base, claims({}), 'Mozilla/5.0');
export const iosApp: AppContext = contextFromClaims(base, claims({ plt: 'IOS' }), 'Mozilla/5.0 (iPhone)');
export const failedApp: AppContext = { ...base, initStatus: 'Failed' };

export const eligibleData: EligibilityData = {
  eligible: true,
  reason: null,
  currentDate: '2026-11-22T10:00:00.000Z',
  balance: 42.5,
  minDepositAmount: 10,
  maxDepositAmount: 1000,
  technicalMaxDepositAmount: 99_999_999,
  userLimits: [{ type: 'weekly', value: 500, remaining: 320 }],
};
export const ineligibleData: EligibilityData = { ...eligibleData, eligible: false, reason: 'DEP_UserTriedToDepositOverLimit' };

export const sessionExpiredError = new ApiFailure('SESSION_EXPIRED', null, 'refresh failed');
export const httpError = new ApiFailure('HTTP', 'payment.internal.error', '500', 500);
/** A clear refusal of the server (a 4xx): not retried, not unknown. */
export const refusedError = new ApiFailure('HTTP', 'payment.forbidden', '403', 403);
/** A clear refusal: a 4xx with its error body (a failure, as before). */
export const refusalError = new ApiFailure('HTTP', 'DEP_FraudCheckRefused', 'HTTP 422', 422);
/** Answers that cannot be read: the deposit may be recorded. */
export const lostAnswerError = new ApiFailure('NETWORK', null, 'network failure');
export const serverError = new ApiFailure('HTTP', 'payment.internal.error', 'HTTP 500', 500);
export const malformedError = new ApiFailure('MALFORMED', null, 'malformed JSON');

/** A deposit under way before a reload (src/domain/deposit-call.ts), at each stage a flow resumes. */
export const pendingRecord = (
  flow: 'card' | 'mobileMoney' | 'direct' | 'mbway' | 'paypal' | 'blik' | 'googlePay',
  method: string,
  stage: 'calling' | 'threeDs2' | 'challenge' | 'monitoring' | 'polling',
  amount = 25,
) => ({
  flow,
  method,
  amount,
  correlationId: 'intent-0',
  stage,
  transactionId: stage === 'calling' ? null : 'tx-0',
  depositId: stage === 'monitoring' ? 'dep-0' : null,
  token: false,
  // the challenge page's ACS and CReq, kept to show it again after a reload
  ...(stage === 'challenge' && {
    challenge: { acsURL: '/sandbox/threeds/acs', creq: 'e30', acsTransID: 'acs-0', threeDSServerTransID: 's-0', messageVersion: '2.2.0' },
  }),
});

export const embeddedWebApp: AppContext = { ...webApp, embedConfirmation: true };

/** A child that throws instead of ending, with the error `<name> crashed` (DESIGN 3: every invoke has onError). */
export const crashingActor = (name: string) =>
  fromPromise<never>(async () => {
    throw new Error(`${name} crashed`);
  });

/** The messages of the `app.warning` events an actor emits (where a crash's cause is logged), from now on. */
export function warningsOf(actor: { on(type: 'app.warning', listener: (e: { message: string }) => void): unknown }): string[] {
  const messages: string[] = [];
  actor.on('app.warning', (e) => messages.push(e.message));
  return messages;
}

/**
 * The root with stand-in children: a web player, eligible (`eligibleData`), no callback; the means, banner and
 * amount children empty machines; no last deposit, no feature flag; every flow's code loads at once.
 * `overrides` replaces any of them, or provides a flow or the callback.
 */
export const rootWith = (overrides: Record<string, AnyActorLogic> = {}) =>
  depositMachine.provide({
    actors: {
      contextInit: fromPromise(async () => ({ app: webApp, sessionInvalid: false, callback: null })),
      eligibility: fromPromise(async () => ({ kind: 'eligible', data: eligibleData })),
      paymentMeans: createMachine({}),
      banner: createMachine({}),
      amount: createMachine({}),
      fetchLastDeposit: fromPromise(async () => null),
      fetchFeatureFlags: fromPromise(async () => ({})),
      loadFlow: fromPromise(async () => {}),
      ...overrides,
    } as never,
  });

/**
 * The deposit call child of a flow (machines/deposit-call.machine.ts) whose sends go to `send`: the flow's
 * request with the intent's correlation id and attempt, as src/app's call receives it.
 */
export const depositCallWith = <Request extends object>(send: (request: Request & { correlationId: string; attempt: number }) => Promise<unknown>) =>
  depositCallMachine.provide({ actors: { send: fromPromise(({ input }: { input: DepositSendInput }) => send(sendOf<Request>(input))) } });
