// PayPal (SPEC 2 PayPal consent and loader area, SPEC 3 PayPal bodies, SPEC 4 PayPal, SPEC 7, SPEC 8,
// SPEC 9 payment-f-paypal-consent-enabled), written from the product rules (docs/product-rules.md): the flow, and its client token.
import {
  answeredBy,
  called,
  callEndedAs,
  callsList,
  depositRequestOf,
  doneOf,
  errorOf,
  expect,
  expectOutput,
  isEvent,
  tagsOf,
  where,
  type Rule,
  type Step,
} from './rule';
import { depositCallRules as callChildRules } from './deposit-call';
import type { paypalMachine } from '../../../machines/paypal.machine';
import type { paypalClientTokenMachine } from '../../../machines/paypal-client-token.machine';

const paypalTags = tagsOf<typeof paypalMachine>();
const clientTokenTags = tagsOf<typeof paypalClientTokenMachine>();

const flowInput = (s: Step) => s.input as { mean: any; amount: number; flags: Record<string, boolean>; resume?: unknown };
const isToken = (s: Step) => flowInput(s).mean.format === 'TOKEN';
const created = (s: Step, pred: (o: any) => boolean) => answeredBy(s, pred);
const status = (o: any) => String(o?.status ?? '').toLowerCase();
/** SPEC 4 PayPal: one-click consent only if the setting allows (the flag) and no PayPal token mean exists. */
const consentAllowed = (s: Step) => flowInput(s).flags['payment-f-paypal-consent-enabled'] === true && flowInput(s).mean.detail.paypalSaved !== true;

export const paypalRules: Rule[] = [
  {
    id: 'token→direct',
    spec: 'SPEC 3 (PayPal token variant with tokenId), SPEC 4 Choice of deposit request (token deposit)',
    says: 'a saved PayPal is paid at once with its token id and the amount, no approval, nothing saved',
    when: (s) => s.index === 0 && isToken(s) && !flowInput(s).resume,
    then: (s) => {
      const call = depositRequestOf(s);
      return expect(
        call?.tokenId === flowInput(s).mean.tokenId && call?.approval === null && call?.storeToken === false && call?.amount === flowInput(s).amount,
        () => `started ${callsList(s)} with ${JSON.stringify(call)}`,
      );
    },
  },
  {
    id: 'new→loader-with-client-token',
    spec: 'SPEC 2 (PayPal loader area), SPEC 4 PayPal (client token)',
    says: "a new PayPal first shows the loader while the checkout is set up with the mean's client token; no deposit yet",
    when: (s) => s.index === 0 && !isToken(s) && !flowInput(s).resume,
    then: (s) => {
      const setup = called(s, 'setupCheckout')[0]?.input as any;
      const token = flowInput(s).mean.detail.clientToken ?? null;
      return expect(
        s.after.hasTag('loader') && setup?.clientToken === token && called(s, 'depositCall').length === 0,
        () => `state ${where(s.after)}, started ${callsList(s)}`,
      );
    },
  },
  {
    id: 'consent-only-when-allowed',
    spec: 'SPEC 4 PayPal ("One-click consent shows only if the one-click setting allows, the loader is hidden and no PayPal token mean exists"), SPEC 9',
    says: 'the one-click consent is offered only with the flag on and no saved PayPal, and only once the loader is hidden',
    when: (s) => s.after.status === 'active' && !isToken(s),
    then: (s) => {
      const offered = (s.after.context as any).consentAllowed && !s.after.hasTag('loader') && paypalTags.has(s.after, 'approving');
      const may = consentAllowed(s) && !s.after.hasTag('loader');
      return expect(!offered || may, () => `consent offered in ${where(s.after)} with flags ${JSON.stringify(flowInput(s).flags)}`);
    },
  },
  {
    id: 'approved→deposit-call',
    spec: 'SPEC 3 (PayPal: braintree_nonce_token, email, paypal_payer_id, storeToken), SPEC 7 (POST /paypal)',
    says: "the approval's nonce, e-mail and payer id go to the deposit call with the amount; storeToken is the consent, never true without it being allowed",
    when: (s) => isEvent(s, 'paypal.approved') && paypalTags.has(s.before, 'approving'),
    then: (s) => {
      const call = depositRequestOf(s);
      const e = s.event as any;
      const consent = (s.before!.context as any).consent === true;
      return expect(
        call?.approval?.nonce === e.nonce &&
          call?.approval?.email === e.email &&
          call?.approval?.payerId === e.payerId &&
          call?.amount === flowInput(s).amount &&
          call?.storeToken === (consentAllowed(s) && consent),
        () => `started ${callsList(s)} with ${JSON.stringify(call)}`,
      );
    },
  },
  {
    id: 'success-or-pending→success-handling',
    spec: 'SPEC 4 PayPal ("Success ends as success or pending")',
    says: 'an answer success or pending ends the flow as such, with PAYPAL and the amount',
    when: (s) => created(s, (o) => ['success', 'pending'].includes(status(o))),
    then: (s) => expectOutput(s, { kind: status((s.event as any).output.answer), method: 'PAYPAL', amount: flowInput(s).amount }),
  },
  {
    id: 'refused→paypalrefusal',
    spec: 'SPEC 8 (payment.deposit.paypalrefusal in the error dialog mapping; PayPal failures show the error dialog)',
    says: 'a refused PayPal payment whose reason is payment.deposit.paypalrefusal fails with it',
    when: (s) => created(s, (o) => status(o) === 'refused' && (o as { refused_reason?: unknown }).refused_reason === 'payment.deposit.paypalrefusal'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'payment.deposit.paypalrefusal' }),
  },
  {
    id: 'refused-no-spec-code→genericfailure',
    spec: 'SPEC 8 ("payment.genericfailure: ... PayPal and BLIK non-success"; "All others ... show the generic failure")',
    says: 'a refused PayPal payment whose reason is no SPEC code fails with payment.genericfailure',
    when: (s) => created(s, (o) => status(o) === 'refused' && (o as { refused_reason?: unknown }).refused_reason === 'PAYPAL_REFUSED'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'payment.genericfailure' }),
  },
  {
    id: 'other-status→genericfailure',
    spec: 'SPEC 4 PayPal ("otherwise failure payment.genericfailure"), SPEC 8 ("PayPal non-success")',
    says: 'any other answer fails with payment.genericfailure',
    when: (s) => created(s, (o) => !['success', 'pending', 'refused'].includes(status(o))),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true }),
  },
  {
    id: 'api-error→error-code',
    spec: 'SPEC 8 (refusal reason on an API failure: error_code, else payment.internal.error)',
    says: 'a refused deposit call fails with its error code',
    when: (s) => callEndedAs(s, 'refused'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: (s.event as any).output.error?.errorCode || 'payment.internal.error' }),
  },
  {
    id: 'cancelled→amount-page',
    spec: 'SPEC 4 PayPal; a cancelled approval',
    says: 'cancelling on PayPal before the deposit call returns to the amount page with no deposit',
    when: (s) => paypalTags.has(s.before, 'approving') && isEvent(s, 'paypal.cancelled'),
    then: (s) => expect(called(s, 'depositCall').length === 0, () => `started ${callsList(s)}`) ?? expectOutput(s, { kind: 'cancelled' }),
  },
  {
    id: 'checkout-failure→genericfailure',
    spec: 'SPEC 8 (Google Pay and PayPal failures show the error dialog), SPEC 4 PayPal (payment.genericfailure)',
    says: 'a checkout that cannot be set up, or an error on PayPal, fails with payment.genericfailure and no deposit',
    when: (s) => errorOf(s, 'setupCheckout') || (paypalTags.has(s.before, 'approving') && isEvent(s, 'paypal.failed')),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'payment.genericfailure' }),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session ends as session timeout',
    when: (s) => callEndedAs(s, 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
];

export const paypalClientTokenRules: Rule[] = [
  {
    id: 'request→fetch-with-customer-id',
    spec: 'SPEC 4 PayPal ("a client token is requested ... using the customer id"), SPEC 7 (optional customer_id)',
    says: 'each request asks for a client token with its customer id, the previous token dropped',
    when: (s) => isEvent(s, 'clientToken.requested'),
    then: (s) => {
      const call = called(s, 'fetchClientToken')[0]?.input as any;
      return expect(
        call?.customerId === (s.event as any).request.customerId && (s.after.context as any).clientToken === null,
        () => `started ${callsList(s)}, token ${(s.after.context as any).clientToken}`,
      );
    },
  },
  {
    id: 'first-failure→retried-once',
    spec: 'SPEC 4 PayPal ("retried once")',
    says: 'a first failure asks once more; a second failure gives up',
    when: (s) => errorOf(s, 'fetchClientToken'),
    then: (s) => {
      const first = clientTokenTags.has(s.before, 'requesting');
      return first
        ? expect(called(s, 'fetchClientToken').length === 1, () => `started ${callsList(s)}`)
        : expect(
            called(s, 'fetchClientToken').length === 0 && clientTokenTags.has(s.after, 'failed'),
            () => `state ${where(s.after)}, started ${callsList(s)}`,
          );
    },
  },
  {
    id: 'done→token-kept',
    spec: 'SPEC 4 PayPal',
    says: 'the client token received is kept',
    when: (s) => doneOf(s, 'fetchClientToken'),
    then: (s) => expect((s.after.context as any).clientToken === (s.event as any).output, () => `token ${(s.after.context as any).clientToken}`),
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  paypal: [...paypalRules, ...callChildRules(() => 'PAYPAL')],
  'paypal-client-token': paypalClientTokenRules,
};
