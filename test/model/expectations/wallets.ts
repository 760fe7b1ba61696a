// Apple Pay and Google Pay: the wallets' eligibility check and their two flows, written by hand
// from the product rules (docs/product-rules.md) (SPEC 3 wallet bodies, 4 "Apple Pay", "Google Pay", "Default mean rules", 5, 7 calls and
// bridge messages, 8, 9 Google Pay and Apple Pay constants), never from the machines. The rules of docs/decisions.md "A result that cannot be read is pending, never failed"
// for their deposit calls are deposit-call.ts's where they apply (see index.ts), plus the wallets' own
// "unreadable → pending, unconfirmed" below.
import {
  called,
  callsList,
  doneOf,
  emittedOf,
  emittedTypes,
  errorOf,
  expect,
  expectOutput,
  isEvent,
  output,
  sessionLost,
  where,
  type Rule,
  type Step,
} from './rule';
import { inlineDepositCallRules as depositCallRules } from './inline-deposit-call';
import { flowCallTrackingRules } from './tracking';

// ---- wallet eligibility ----------------------------------------------------------------------------------

const checkInput = (s: Step) =>
  s.input as {
    applePay: { enabled: boolean; path: { kind: 'flag'; value: boolean } | { kind: 'bridge' } | { kind: 'session' }; merchantId: string | null };
    googlePay: { enabled: boolean; throughBridge: boolean; readyRequest: unknown };
  };
/** SPEC 4: each wallet's compatibility goes from not checked to compatible or notCompatible. */
const apple = (s: Step) => (s.after.context as any)?.applePay as string;
const google = (s: Step) => (s.after.context as any)?.googlePay as string;
const appleBefore = (s: Step) => (s.before ? ((s.before.context as any)?.applePay as string) : 'notChecked');
const googleBefore = (s: Step) => (s.before ? ((s.before.context as any)?.googlePay as string) : 'notChecked');
const appleEnabled = (s: Step) => checkInput(s).applePay.enabled;
const applePath = (s: Step) => checkInput(s).applePay.path.kind;
const googleOnWeb = (s: Step) => checkInput(s).googlePay.enabled && !checkInput(s).googlePay.throughBridge;
const googleOnAndroid = (s: Step) => checkInput(s).googlePay.enabled && checkInput(s).googlePay.throughBridge;
const allSteps = (s: Step) => [...s.previous, s];
const answer = (s: Step, name: string) => isEvent(s, 'bridge.answered', (e) => e.name === name);
/** SPEC 9: Apple Pay bridge eligibility 500 ms; Google Pay eligibility retry 600 ms. */
const APPLE_PAY_BRIDGE_MS = 500;
const GOOGLE_PAY_RETRY_MS = 600;
const decided = (v: string) => v === 'compatible' || v === 'notCompatible';
/** A failed web readiness check (isReadyToPay rejected); "not ready" is an answer (docs/decisions.md "Apple Pay and Google Pay"). */
const readyCheckFailed = (p: Step) => errorOf(p, 'isReadyToPay');

export const walletEligibilityRules: Rule[] = [
  {
    id: 'apple-pay-disabled→not-compatible-unchecked',
    spec: 'SPEC 4 Default mean rules ("if enabled, compatible"), SPEC 5 (hidden when not compatible or eligible)',
    says: 'a disabled Apple Pay is never compatible, and neither the bridge nor the device is asked',
    when: (s) => !appleEnabled(s),
    then: (s) =>
      expect(
        apple(s) !== 'compatible' && called(s, 'canMakeApplePayments').length === 0 && emittedOf(s, 'bridge.applePayEligibility').length === 0,
        () => `Apple Pay ${apple(s)}, started ${callsList(s)}, emitted ${emittedTypes(s)}`,
      ),
  },
  {
    id: 'apple-pay-app-flag→query-or-cookie',
    spec: 'SPEC 4 Apple Pay ("native sports app on iOS or poker app on macOS reads the apple_pay query parameter or a cookie equal to \'true\'")',
    says: 'the sports app on iOS and the poker app on macOS take apple_pay as it is: compatible when true, not compatible otherwise, at once, asking nobody',
    when: (s) => s.index === 0 && appleEnabled(s) && applePath(s) === 'flag',
    then: (s) => {
      const want = (checkInput(s).applePay.path as { value: boolean }).value === true ? 'compatible' : 'notCompatible';
      return expect(
        apple(s) === want && called(s, 'canMakeApplePayments').length === 0 && emittedOf(s, 'bridge.applePayEligibility').length === 0,
        () => `Apple Pay ${apple(s)} (want ${want}), started ${callsList(s)}, emitted ${emittedTypes(s)}`,
      );
    },
  },
  {
    id: 'apple-pay-turf-ios→asks-bridge',
    spec: 'SPEC 4 Apple Pay ("the turf app on iOS asks the native bridge"), SPEC 7 (bridge: Apple Pay eligibility check)',
    says: 'the turf app on iOS asks the bridge for Apple Pay eligibility at once, and not the device',
    when: (s) => s.index === 0 && appleEnabled(s) && applePath(s) === 'bridge',
    then: (s) =>
      expect(
        emittedOf(s, 'bridge.applePayEligibility').length === 1 && called(s, 'canMakeApplePayments').length === 0 && apple(s) === 'notChecked',
        () => `emitted ${emittedTypes(s)}, started ${callsList(s)}, Apple Pay ${apple(s)}`,
      ),
  },
  {
    id: 'apple-pay-bridge-answer→as-answered',
    spec: 'SPEC 4 Apple Pay (the bridge decides for the turf app)',
    says: "the bridge's eligibility answer within 500 ms decides: eligible is compatible, anything else not compatible",
    when: (s) => appleEnabled(s) && applePath(s) === 'bridge' && appleBefore(s) === 'notChecked' && answer(s, 'applePayEligibility'),
    then: (s) => {
      const want = (s.event as any).payload?.eligible === true ? 'compatible' : 'notCompatible';
      return expect(apple(s) === want, () => `Apple Pay ${apple(s)}, want ${want} for ${JSON.stringify((s.event as any).payload)}`);
    },
  },
  {
    id: 'apple-pay-bridge-silent→undecided-until-500ms',
    spec: 'SPEC 4 Apple Pay ("500 ms time-out"), SPEC 9 (Apple Pay bridge eligibility 500 ms)',
    says: 'without an answer, Apple Pay stays not checked for the first 500 ms',
    when: (s) => appleEnabled(s) && applePath(s) === 'bridge' && s.now < APPLE_PAY_BRIDGE_MS && !allSteps(s).some((p) => answer(p, 'applePayEligibility')),
    then: (s) => expect(apple(s) === 'notChecked', () => `Apple Pay ${apple(s)} at ${s.now} ms with no answer`),
  },
  {
    id: 'apple-pay-bridge-timeout→not-compatible-at-500ms',
    spec: 'SPEC 4 Apple Pay ("false on time-out"), SPEC 8 ("an eligibility time-out logs an error and means not compatible"), SPEC 9 (500 ms)',
    says: 'when Apple Pay gets decided without a bridge answer, it is at 500 ms, not compatible, and the time-out is logged',
    when: (s) =>
      appleEnabled(s) && applePath(s) === 'bridge' && appleBefore(s) === 'notChecked' && apple(s) !== 'notChecked' && !answer(s, 'applePayEligibility'),
    then: (s) =>
      expect(
        apple(s) === 'notCompatible' && s.now === APPLE_PAY_BRIDGE_MS && emittedOf(s, 'app.warning').length === 1,
        () => `Apple Pay ${apple(s)} at ${s.now} ms, emitted ${emittedTypes(s)}`,
      ),
  },
  {
    id: 'apple-pay-other→can-make-payments',
    spec: 'SPEC 4 Apple Pay ("otherwise a check for active-card payment capability with the merchant id")',
    says: 'any other device asks ApplePaySession for an active card at once, and not the bridge',
    when: (s) => s.index === 0 && appleEnabled(s) && applePath(s) === 'session',
    then: (s) =>
      expect(
        called(s, 'canMakeApplePayments').length === 1 && emittedOf(s, 'bridge.applePayEligibility').length === 0 && apple(s) === 'notChecked',
        () => `started ${callsList(s)}, emitted ${emittedTypes(s)}, Apple Pay ${apple(s)}`,
      ),
  },
  {
    id: 'apple-pay-active-card→as-answered',
    spec: 'SPEC 4 Apple Pay (active-card capability; "always false on the server")',
    says: 'the active-card check decides: true is compatible; false or a failing check (no ApplePaySession) is not compatible',
    when: (s) => doneOf(s, 'canMakeApplePayments') || errorOf(s, 'canMakeApplePayments'),
    then: (s) => {
      const want = doneOf(s, 'canMakeApplePayments', (o) => o === true) ? 'compatible' : 'notCompatible';
      return expect(apple(s) === want, () => `Apple Pay ${apple(s)}, want ${want}`);
    },
  },
  {
    id: 'google-pay-disabled→not-compatible-no-script',
    spec: 'SPEC 4 Google Pay ("if enabled and in a browser the script loads, else not compatible")',
    says: 'a disabled Google Pay is not compatible and its script never loads',
    when: (s) => !checkInput(s).googlePay.enabled,
    then: (s) =>
      expect(google(s) === 'notCompatible' && called(s, 'loadGooglePayScript').length === 0, () => `Google Pay ${google(s)}, started ${callsList(s)}`),
  },
  {
    id: 'google-pay-enabled→script-loads-first',
    spec: 'SPEC 4 Google Pay ("if enabled and in a browser the script loads"; "After loading, the check runs")',
    says: 'an enabled Google Pay loads its script at once; no readiness check (bridge or web) before it has loaded',
    when: (s) => s.index === 0 && checkInput(s).googlePay.enabled,
    then: (s) =>
      expect(
        called(s, 'loadGooglePayScript').length === 1 &&
          called(s, 'isReadyToPay').length === 0 &&
          emittedOf(s, 'bridge.googlePayEligibility').length === 0 &&
          google(s) === 'notChecked',
        () => `started ${callsList(s)}, emitted ${emittedTypes(s)}, Google Pay ${google(s)}`,
      ),
  },
  {
    id: 'google-pay-script-failure→not-compatible',
    spec: 'SPEC 4 Google Pay ("Script unsupported or failed: not compatible"), SPEC 8 ("Google Pay script failure means not compatible")',
    says: 'a script that fails to load makes Google Pay not compatible, with no readiness check',
    when: (s) => errorOf(s, 'loadGooglePayScript'),
    then: (s) =>
      expect(
        google(s) === 'notCompatible' && called(s, 'isReadyToPay').length === 0 && emittedOf(s, 'bridge.googlePayEligibility').length === 0,
        () => `Google Pay ${google(s)}, started ${callsList(s)}, emitted ${emittedTypes(s)}`,
      ),
  },
  {
    id: 'google-pay-android→asks-bridge',
    spec: 'SPEC 4 Google Pay ("the check runs via the native bridge on Android"), SPEC 7 (bridge: Google Pay eligibility check)',
    says: 'on Android, once the script has loaded, the readiness is asked of the bridge (with the readiness request), never of isReadyToPay',
    when: (s) => googleOnAndroid(s) && doneOf(s, 'loadGooglePayScript'),
    then: (s) => {
      const asked = emittedOf(s, 'bridge.googlePayEligibility');
      return expect(
        asked.length === 1 &&
          JSON.stringify(asked[0]?.payload?.request) === JSON.stringify(checkInput(s).googlePay.readyRequest) &&
          called(s, 'isReadyToPay').length === 0,
        () => `emitted ${JSON.stringify(asked)}, started ${callsList(s)}`,
      );
    },
  },
  {
    id: 'google-pay-android-answer→as-answered',
    spec: 'SPEC 4 Google Pay (Android readiness through the bridge), SPEC 4 Default mean rules (Google Pay "with an existing method in the wallet")',
    says: "the bridge's readiness answer decides: ready is compatible (a card in the wallet noted as answered), not ready is not compatible",
    when: (s) => googleOnAndroid(s) && googleBefore(s) === 'notChecked' && answer(s, 'googlePayEligibility'),
    then: (s) => {
      const p = (s.event as any).payload;
      const want = p?.ready === true ? 'compatible' : 'notCompatible';
      const card = (s.after.context as any).googlePayHasCardInWallet;
      return expect(
        google(s) === want && card === (p?.ready === true && p?.hasCard === true),
        () => `Google Pay ${google(s)} (card ${card}), answer ${JSON.stringify(p)}`,
      );
    },
  },
  {
    id: 'google-pay-web→is-ready-to-pay',
    spec: 'SPEC 4 Google Pay ("the web check elsewhere")',
    says: 'off Android, once the script has loaded, isReadyToPay is asked with the readiness request, and the bridge is not',
    when: (s) => googleOnWeb(s) && doneOf(s, 'loadGooglePayScript'),
    then: (s) => {
      const call = called(s, 'isReadyToPay')[0]?.input as any;
      return expect(
        JSON.stringify(call?.request) === JSON.stringify(checkInput(s).googlePay.readyRequest) && emittedOf(s, 'bridge.googlePayEligibility').length === 0,
        () => `started ${JSON.stringify(s.calls)}, emitted ${emittedTypes(s)}`,
      );
    },
  },
  {
    id: 'google-pay-web-ready→compatible',
    spec: 'SPEC 4 Google Pay (web check), SPEC 4 Default mean rules ("an existing method in the wallet")',
    says: 'isReadyToPay saying ready makes Google Pay compatible, with its card-in-wallet answer',
    when: (s) => doneOf(s, 'isReadyToPay', (o) => o?.ready === true),
    then: (s) =>
      expect(
        google(s) === 'compatible' && (s.after.context as any).googlePayHasCardInWallet === ((s.event as any).output.hasCard === true),
        () => `Google Pay ${google(s)}, context ${JSON.stringify(s.after.context)}`,
      ),
  },
  {
    id: 'google-pay-web-not-ready→not-compatible',
    spec: 'SPEC 4 Google Pay (web check; "retried" only when the check fails, docs/decisions.md "Apple Pay and Google Pay"), SPEC 5 (not compatible: hidden)',
    says: 'isReadyToPay answering "not ready" makes Google Pay not compatible at once, with no second check',
    when: (s) => doneOf(s, 'isReadyToPay', (o) => o?.ready !== true),
    then: (s) => expect(google(s) === 'notCompatible' && called(s, 'isReadyToPay').length === 0, () => `Google Pay ${google(s)}, started ${callsList(s)}`),
  },
  {
    id: 'google-pay-web-first-failure→retry-pending',
    spec: 'SPEC 4 Google Pay ("retried once after 600 ms")',
    says: 'a first failed web check decides nothing yet and asks nothing at once',
    when: (s) => readyCheckFailed(s) && allSteps(s).filter(readyCheckFailed).length === 1,
    then: (s) => expect(google(s) === 'notChecked' && called(s, 'isReadyToPay').length === 0, () => `Google Pay ${google(s)}, started ${callsList(s)}`),
  },
  {
    id: 'google-pay-web-retry→600ms-later',
    spec: 'SPEC 4 Google Pay ("retried once after 600 ms"), SPEC 9 (Google Pay eligibility retry 600 ms)',
    says: 'the web check is asked a second time exactly 600 ms after the first one failed',
    when: (s) => called(s, 'isReadyToPay').length > 0 && allSteps(s).flatMap((p) => called(p, 'isReadyToPay')).length === 2,
    then: (s) => {
      const failed = s.previous.find(readyCheckFailed);
      return expect(!!failed && s.now - failed.now === GOOGLE_PAY_RETRY_MS, () => `second check at ${s.now} ms, first failure at ${failed?.now ?? 'none'}`);
    },
  },
  {
    id: 'google-pay-web-second-failure→not-compatible',
    spec: 'SPEC 4 Google Pay ("retried once"), SPEC 8 (not compatible)',
    says: 'a second failed web check makes Google Pay not compatible; there is no third check',
    when: (s) => readyCheckFailed(s) && allSteps(s).filter(readyCheckFailed).length === 2,
    then: (s) => expect(google(s) === 'notCompatible' && called(s, 'isReadyToPay').length === 0, () => `Google Pay ${google(s)}, started ${callsList(s)}`),
  },
  {
    id: 'google-pay-web→at-most-two-checks',
    spec: 'SPEC 4 Google Pay ("retried once")',
    says: 'isReadyToPay is never asked more than twice',
    when: (s) => called(s, 'isReadyToPay').length > 0,
    then: (s) => {
      const n = allSteps(s).flatMap((p) => called(p, 'isReadyToPay')).length;
      return expect(n <= 2, `${n} readiness checks`);
    },
  },
  {
    id: 'done→both-wallets-decided',
    spec: 'SPEC 4 Apple Pay and Google Pay (not checked → compatible or notCompatible), SPEC 5 (not compatible: hidden)',
    says: 'the check ends with each wallet compatible or not compatible, as it was decided',
    when: (s) => s.after.status === 'done',
    then: (s) => {
      const o = output(s);
      return expect(decided(o?.applePay) && decided(o?.googlePay) && o.applePay === apple(s) && o.googlePay === google(s), () => `output ${JSON.stringify(o)}`);
    },
  },
];

// ---- the two wallet flows ------------------------------------------------------------------------------

const flowInput = (s: Step) => s.input as { mean: any; amount: number; intentId: string; app: { applicationType: string; currencyCode: string } };
const status = (o: any) => String(o?.status ?? '').toLowerCase();
/** docs/decisions.md "A result that cannot be read is pending, never failed": no answer, a time-out, a garbled body or a server error (5xx). */
const answerLost = (e: any) => ['NETWORK', 'TIMEOUT', 'MALFORMED'].includes(e?.kind) || (e?.kind === 'HTTP' && e?.status >= 500);
/** SPEC 8: "Refusal reason on an API failure is the response error_code, or payment.internal.error when absent". */
const apiReason = (error: any) => error?.errorCode || 'payment.internal.error';
const everCalled = (s: Step, id: string) => allSteps(s).some((p) => called(p, id).length > 0);
const sentTo = (s: Step, to: string, type: string) => s.sent.filter((e) => e.to === to && e.event.type === type);
const sentTypes = (s: Step) => `[${s.sent.map((e) => `${e.to}:${e.event.type}`).join(', ')}]`;

/** SPEC 8: "Apple Pay failures redirect to callback with status error and a reason". */
const toCallbackWithError = (s: Step, reason: string) => {
  const o = output(s);
  if (s.after.status !== 'done' || o?.kind !== 'redirect') return `not a redirect: ${s.after.status === 'done' ? JSON.stringify(o) : where(s.after)}`;
  const url = new URL(String(o.url), 'https://cashier.test');
  return expect(
    url.pathname === '/callback' && url.searchParams.get('status') === 'error' && url.searchParams.get('reason') === reason,
    () => `redirect to ${o.url}, want /callback with status=error and reason=${reason}`,
  );
};
/** The Apple Pay sheet is closed with completePayment(success) (SPEC 4 "success or failure"). */
const sheetCompleted = (s: Step, success: boolean) => {
  const done = sentTo(s, 'applePaySession', 'completePayment');
  return expect(done.length === 1 && (done[0]!.event as any).success === success, () => `sent ${sentTypes(s)} ${JSON.stringify(done)}`);
};
const validated = (s: Step) => s.previous.some((p) => sentTo(p, 'applePaySession', 'completeMerchantValidation').length > 0);

export const applePayRules: Rule[] = [
  {
    id: 'start→sheet-only',
    spec: "SPEC 4 Apple Pay (session flow: start), SPEC 5, 9 (the session's request: amount, currency)",
    says: 'the flow starts the Apple Pay session with the amount and currency, loader shown; no merchant session and no deposit yet',
    when: (s) => s.index === 0,
    then: (s) => {
      const session = called(s, 'applePaySession')[0]?.input as any;
      return expect(
        session?.amount === flowInput(s).amount &&
          session?.currencyCode === flowInput(s).app.currencyCode &&
          s.after.hasTag('busy') &&
          called(s, 'fetchMerchantSession').length === 0 &&
          called(s, 'createApplePayDeposit').length === 0,
        () => `started ${JSON.stringify(s.calls)} in ${where(s.after)}`,
      );
    },
  },
  {
    id: 'validate-merchant→merchant-session-call',
    spec: 'SPEC 4 Apple Pay ("merchant validation (fetch merchant session ...)"), SPEC 7 (GET /kong/v4/transactions/applepay/session)',
    says: 'the sheet asking for merchant validation fetches the merchant session for its validation URL',
    when: (s) => isEvent(s, 'applePay.validateMerchant') && s.after.status === 'active',
    then: (s) => {
      const call = called(s, 'fetchMerchantSession')[0]?.input as any;
      return expect(call?.validationURL === (s.event as any).validationURL, () => `started ${JSON.stringify(s.calls)}`);
    },
  },
  {
    id: 'merchant-session→complete-validation',
    spec: 'SPEC 4 Apple Pay ("complete validation")',
    says: 'the merchant session fetched completes the merchant validation on the sheet with that session',
    when: (s) => doneOf(s, 'fetchMerchantSession'),
    then: (s) => {
      const sent = sentTo(s, 'applePaySession', 'completeMerchantValidation');
      return expect(
        sent.length === 1 && JSON.stringify((sent[0]!.event as any).merchantSession) === JSON.stringify((s.event as any).output) && s.after.status === 'active',
        () => `sent ${sentTypes(s)} in ${where(s.after)}`,
      );
    },
  },
  {
    id: 'merchant-failure→abort-and-callback',
    spec: 'SPEC 4 Apple Pay ("A session fetch failure aborts the session and redirects to callback with error reason payment.internal.error"), SPEC 8',
    says: 'a merchant session that cannot be fetched aborts the sheet and goes to the callback route with status error and payment.internal.error; no deposit',
    when: (s) => errorOf(s, 'fetchMerchantSession', (e) => !sessionLost(e)),
    then: (s) =>
      expect(
        sentTo(s, 'applePaySession', 'abort').length === 1 && !everCalled(s, 'createApplePayDeposit'),
        () => `sent ${sentTypes(s)}, started ${callsList(s)}`,
      ) ?? toCallbackWithError(s, 'payment.internal.error'),
  },
  {
    id: 'merchant-session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session while fetching the merchant session ends as session timeout, the sheet aborted',
    when: (s) => errorOf(s, 'fetchMerchantSession', sessionLost),
    then: (s) => expect(sentTo(s, 'applePaySession', 'abort').length === 1, () => `sent ${sentTypes(s)}`) ?? expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'authorised→deposit-call-with-token',
    spec: 'SPEC 4 Apple Pay ("payment authorised, deposit call"), SPEC 3 (Apple Pay: detail.token, store_token false), SPEC 7 (POST /kong/v6/me/deposits/applepay)',
    says: "the authorised payment's token goes to the deposit call with the amount and the intent's correlation id",
    when: (s) => isEvent(s, 'applePay.authorized') && validated(s) && s.after.status === 'active',
    then: (s) => {
      const call = called(s, 'createApplePayDeposit')[0]?.input as any;
      return expect(
        call?.token === (s.event as any).token &&
          call?.amount === flowInput(s).amount &&
          call?.correlationId === flowInput(s).intentId &&
          s.after.hasTag('busy'),
        () => `started ${JSON.stringify(s.calls)} in ${where(s.after)}`,
      );
    },
  },
  {
    id: 'no-deposit-before-merchant-validation',
    spec: 'SPEC 4 Apple Pay (session flow order: merchant validation, then payment authorised, then deposit call)',
    says: 'no Apple Pay deposit call is made before the merchant validation was completed',
    when: (s) => called(s, 'createApplePayDeposit').length > 0,
    then: (s) => expect(validated(s), 'deposit call without a completed merchant validation'),
  },
  {
    id: 'success-or-pending→success-handling',
    spec: 'SPEC 4 Apple Pay ("success"), SPEC 4 Deposit outcome statuses, Success handling',
    says: 'an answer success or pending closes the sheet as a success and ends as such, with APPLEPAY, the amount and the transaction',
    when: (s) => doneOf(s, 'createApplePayDeposit', (o) => ['success', 'pending'].includes(status(o))),
    then: (s) => {
      const o = (s.event as any).output;
      return (
        sheetCompleted(s, true) ??
        expectOutput(s, { kind: status(o), method: 'APPLEPAY', amount: flowInput(s).amount, transactionId: o.transaction_uid ?? null })
      );
    },
  },
  {
    id: 'refused→callback-with-reason',
    spec: 'SPEC 4 Apple Pay ("failure"), SPEC 8 ("Apple Pay failures redirect to callback with status error and a reason")',
    says: 'a refused deposit closes the sheet as a failure and goes to the callback route with status error and its refused reason',
    when: (s) => doneOf(s, 'createApplePayDeposit', (o) => status(o) === 'refused'),
    then: (s) => sheetCompleted(s, false) ?? toCallbackWithError(s, (s.event as any).output.refused_reason || 'payment.internal.error'),
  },
  {
    id: 'api-refusal→callback-with-error-code',
    spec: 'SPEC 8 (API failure: error_code, else payment.internal.error; Apple Pay failures redirect to callback with status error and a reason)',
    says: 'a deposit call refused with an error code closes the sheet as a failure and goes to the callback route with that code',
    when: (s) => errorOf(s, 'createApplePayDeposit', (e) => !sessionLost(e) && !answerLost(e)),
    then: (s) => sheetCompleted(s, false) ?? toCallbackWithError(s, apiReason((s.event as any).error)),
  },
  {
    id: 'answer-lost→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (an unreadable deposit answer is pending, unconfirmed, never failed); AGENTS: money is never guessed',
    says: "a deposit answer that cannot be read ends pending, unconfirmed, APPLEPAY and the amount: never the callback's error",
    when: (s) => errorOf(s, 'createApplePayDeposit', answerLost),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true, method: 'APPLEPAY', amount: flowInput(s).amount }),
  },
  {
    id: 'deposit-session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session on the deposit call ends as session timeout',
    when: (s) => errorOf(s, 'createApplePayDeposit', sessionLost),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'cancel→reload',
    spec: 'SPEC 4 Apple Pay ("Cancel by the player reloads the page")',
    says: 'the player cancelling the sheet reloads the page (a redirect to the amount page); no deposit is made',
    when: (s) => isEvent(s, 'applePay.cancelled') && s.before?.status === 'active',
    then: (s) => expect(!everCalled(s, 'createApplePayDeposit'), () => `started ${callsList(s)}`) ?? expectOutput(s, { kind: 'redirect', url: '/' }),
  },
];

const onAndroid = (s: Step) => flowInput(s).app.applicationType === 'APP_ANDROID';
const paymentDataToken = (s: Step): string | null => {
  if (doneOf(s, 'loadPaymentData')) return String((s.event as any).output);
  if (answer(s, 'googlePayPaymentData')) {
    const t = (s.event as any).payload?.token;
    return typeof t === 'string' && t !== '' ? t : null;
  }
  return null;
};
const paymentDataError = (s: Step) => errorOf(s, 'loadPaymentData') || (answer(s, 'googlePayPaymentData') && paymentDataToken(s) === null);

const resumed = (s: Step) => !!(s.input as { resume?: unknown }).resume;

export const googlePayRules: Rule[] = [
  {
    id: 'reload-during-call→pending-unconfirmed',
    spec: 'docs/decisions.md "Page lifecycle" (2026-12-06: a reload or back during Google Pay\'s call), DESIGN 7 (pending, never failed)',
    says: 'a Google Pay flow resumed on its deposit call ends at once pending, unconfirmed: no sheet, no second deposit call',
    when: (s) => s.index === 0 && resumed(s),
    then: (s) =>
      expect(called(s, 'loadPaymentData').length === 0 && called(s, 'createGooglePayDeposit').length === 0, () => `started ${callsList(s)}`) ??
      expectOutput(s, { kind: 'pending', method: 'GOOGLEPAY', amount: flowInput(s).amount, transactionId: null, unconfirmed: true }),
  },
  {
    id: 'call→kept-over-a-reload',
    spec: 'docs/decisions.md "Page lifecycle" (2026-12-06), DESIGN 7 (one action, one deposit, whatever the reloads)',
    says: "Google Pay's deposit call, once sent, is kept for a reload (stage calling, never the token) until it is answered",
    when: (s) => called(s, 'createGooglePayDeposit').length > 0,
    then: (s) => {
      const saved = emittedOf(s, 'deposit.pendingSaved') as any[];
      return expect(
        saved.length === 1 && saved[0].deposit.stage === 'calling' && saved[0].deposit.flow === 'googlePay' && !JSON.stringify(saved[0]).includes('gpay-token'),
        () => `emitted ${emittedTypes(s)}`,
      );
    },
  },
  {
    id: 'web→payment-data-with-loader',
    spec: 'SPEC 4 Google Pay ("A button click shows the loader, gets payment data (web ...)"), SPEC 9 (final price)',
    says: 'off Android the flow shows the loader and asks the script for payment data for the amount; no deposit yet, no bridge message',
    when: (s) => s.index === 0 && !onAndroid(s) && !resumed(s),
    then: (s) => {
      const call = called(s, 'loadPaymentData')[0]?.input as any;
      return expect(
        call?.amount === flowInput(s).amount &&
          call?.currencyCode === flowInput(s).app.currencyCode &&
          s.after.hasTag('busy') &&
          called(s, 'createGooglePayDeposit').length === 0 &&
          emittedOf(s, 'bridge.googlePayPaymentData').length === 0,
        () => `started ${JSON.stringify(s.calls)}, emitted ${emittedTypes(s)} in ${where(s.after)}`,
      );
    },
  },
  {
    id: 'android→bridge-payment-data',
    spec: 'SPEC 4 Google Pay (payment data "web or Android"), SPEC 7 (bridge: Google Pay payment data)',
    says: 'on Android the loader shows and the payment data are asked of the bridge (the amount as the final price, the currency), never of the script',
    when: (s) => onAndroid(s) && emittedOf(s, 'bridge.googlePayPaymentData').length > 0,
    then: (s) => {
      const req = emittedOf(s, 'bridge.googlePayPaymentData')[0]?.payload?.request;
      return expect(
        req?.totalPrice === flowInput(s).amount.toFixed(2) &&
          req?.currencyCode === flowInput(s).app.currencyCode &&
          s.after.hasTag('busy') &&
          !everCalled(s, 'loadPaymentData'),
        () => `asked ${JSON.stringify(req)} in ${where(s.after)}, script asked ${everCalled(s, 'loadPaymentData')}`,
      );
    },
  },
  {
    id: 'android→asked-once-before-deposit',
    spec: 'SPEC 4 Google Pay ("gets payment data (web or Android), then makes the deposit")',
    says: 'an Android deposit call follows exactly one bridge question for the payment data',
    when: (s) => onAndroid(s) && called(s, 'createGooglePayDeposit').length > 0,
    then: (s) => {
      const n = allSteps(s).flatMap((p) => emittedOf(p, 'bridge.googlePayPaymentData')).length;
      return expect(n === 1, `${n} payment-data questions`);
    },
  },
  {
    id: 'payment-data→deposit-call-with-token',
    spec: 'SPEC 4 Google Pay ("then makes the deposit"), SPEC 3 (Google Pay: detail.token, store_token false), SPEC 7 (POST /kong/v6/me/deposits/googlepay)',
    says: "the payment data's token goes to the deposit call with the amount and the intent's correlation id, the loader still shown",
    when: (s) => paymentDataToken(s) !== null && s.before?.status === 'active',
    then: (s) => {
      const call = called(s, 'createGooglePayDeposit')[0]?.input as any;
      return expect(
        call?.token === paymentDataToken(s) && call?.amount === flowInput(s).amount && call?.correlationId === flowInput(s).intentId && s.after.hasTag('busy'),
        () => `started ${JSON.stringify(s.calls)} in ${where(s.after)}`,
      );
    },
  },
  {
    id: 'payment-data-error→loader-hidden-no-deposit',
    spec: 'SPEC 4 Google Pay ("A payment-data error hides the loader")',
    says: 'a payment-data error (web or Android) hides the loader and ends on the amount page: no deposit, no error dialog',
    when: (s) => paymentDataError(s) && s.before?.status === 'active',
    then: (s) =>
      expect(
        !s.after.hasTag('busy') && !everCalled(s, 'createGooglePayDeposit'),
        () => `state ${where(s.after)}, deposit ${everCalled(s, 'createGooglePayDeposit')}`,
      ) ?? expectOutput(s, { kind: 'cancelled' }),
  },
  {
    id: 'success-or-pending→success-handling',
    spec: 'SPEC 4 Google Pay ("Success leads to success handling"), SPEC 4 Deposit outcome statuses',
    says: 'an answer success or pending ends as such, with GOOGLEPAY, the amount and the transaction',
    when: (s) => doneOf(s, 'createGooglePayDeposit', (o) => ['success', 'pending'].includes(status(o))),
    then: (s) => {
      const o = (s.event as any).output;
      return expectOutput(s, { kind: status(o), method: 'GOOGLEPAY', amount: flowInput(s).amount, transactionId: o.transaction_uid ?? null });
    },
  },
  {
    id: 'refused→error-dialog-with-reason',
    spec: 'SPEC 4 Google Pay ("failure shows the error dialog"), SPEC 4 Deposit outcome statuses (refused), SPEC 8',
    says: 'a refused deposit fails (the error dialog) with its refused reason',
    when: (s) => doneOf(s, 'createGooglePayDeposit', (o) => status(o) === 'refused'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: (s.event as any).output.refused_reason || 'payment.internal.error' }),
  },
  {
    id: 'answer-lost→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (an unreadable deposit answer is pending, unconfirmed, never failed); AGENTS: money is never guessed',
    says: 'a deposit answer that cannot be read ends pending, unconfirmed, GOOGLEPAY and the amount',
    when: (s) => errorOf(s, 'createGooglePayDeposit', answerLost),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true, method: 'GOOGLEPAY', amount: flowInput(s).amount }),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session on the deposit call ends as session timeout',
    when: (s) => errorOf(s, 'createGooglePayDeposit', sessionLost),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
];

/**
 * The rules of the machines this file covers, by registry name (gathered by index.ts). The wallets send a deposit
 * call once (no send again): of deposit-call.ts, the rules that do not assume a second send or a record kept for a
 * reload; the wallets' own unreadable rule is above.
 */
export const expectations: Record<string, readonly Rule[]> = {
  'wallet-eligibility': walletEligibilityRules,
  'apple-pay': [
    ...applePayRules,
    ...flowCallTrackingRules('createApplePayDeposit', 'APPLEPAY'),
    ...depositCallRules('createApplePayDeposit', () => 'APPLEPAY').filter((r) =>
      ['one-intent→one-correlation-id', 'never-failed-while-unknown'].includes(r.id),
    ),
  ],
  'google-pay': [
    ...googlePayRules,
    ...flowCallTrackingRules('createGooglePayDeposit', 'GOOGLEPAY'),
    ...depositCallRules('createGooglePayDeposit', () => 'GOOGLEPAY').filter((r) =>
      ['one-intent→one-correlation-id', 'never-failed-while-unknown', 'clear-refusal→failure'].includes(r.id),
    ),
  ],
};
