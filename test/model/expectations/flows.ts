// The method flows (SPEC 4 Mobile money, Card response, Bank transfer / Skrill / Multibanco / Paysafecard,
// SPEC 5, SPEC 8) and the payment means (SPEC 4 Payment tokens, Payment methods, Default mean rules),
// written from the product rules (docs/product-rules.md). A flow ends with its output (machines/flow-output.ts), which the root reads.
import {
  answeredBy,
  called,
  callEndedAs,
  callsList,
  causeLogged,
  childThrew,
  depositRequestOf,
  doneOf,
  emittedOf,
  emittedTypes,
  errorOf,
  expect,
  expectOutput,
  isEvent,
  output,
  routeOf,
  sessionLost,
  tagsOf,
  where,
  type Rule,
  type Step,
} from './rule';
import { cardBridgeRules } from './bridge';
import { depositCallRules as callChildRules, resumeRules } from './deposit-call';
import type { mobileMoneyMachine } from '../../../machines/mobile-money.machine';
import type { cardMachine } from '../../../machines/card.machine';
import type { directDepositMachine } from '../../../machines/direct-deposit.machine';
import type { paymentMeansMachine } from '../../../machines/payment-means.machine';

const momoTags = tagsOf<typeof mobileMoneyMachine>();
const cardTags = tagsOf<typeof cardMachine>();
const directTags = tagsOf<typeof directDepositMachine>();
const meansTags = tagsOf<typeof paymentMeansMachine>();

const flowInput = (s: Step) => s.input as { mean: any; amount: number; app: { applicationType: string; legislation: string } };
const routeIs = (s: Step, route: string) => expect(routeOf(s.after) === route, () => `route ${routeOf(s.after)} in ${where(s.after)}`);
/** SPEC 8: "Refusal reason on an API failure is the response error_code, or payment.internal.error when absent". */
const apiReason = (error: any) => error?.errorCode || 'payment.internal.error';

// ---- Mobile money ------------------------------------------------------------------------------------------
const momoCreated = (s: Step, pred: (o: any) => boolean) => answeredBy(s, pred);
const polled = (s: Step, pred: (o: any) => boolean) => doneOf(s, 'transactionPolling', pred) || doneOf(s, 'wavePolling', pred);
/** Pending, unconfirmed, with the reference the deposit call answered. */
const momoUnconfirmed = (s: Step) => {
  const created = [...s.previous].reverse().find((p) => answeredBy(p));
  // A deposit resumed after a reload carries its reference in the flow's input.
  const resumed = (flowInput(s) as { resume?: { transactionId: string | null } | null }).resume?.transactionId ?? null;
  return {
    kind: 'pending',
    unconfirmed: true,
    method: 'MOBILEMONEY',
    amount: flowInput(s).amount,
    transactionId: (created?.event as any)?.output?.answer?.transaction_uid ?? resumed,
  };
};
const momoSuccess = (s: Step, kind: 'success' | 'pending') => expectOutput(s, { kind, method: 'MOBILEMONEY', amount: flowInput(s).amount });

export const mobileMoneyRules: Rule[] = [
  {
    id: 'monitor-threw→polling-or-pending-unconfirmed',
    spec: 'DESIGN 7 (after the deposit call only an explicit refusal is a failure); docs/decisions.md "Unknown is not failed"; SPEC 4 "streaming with polling fallback"',
    says: 'a monitoring that threw is a stream that failed: its transaction is polled, else pending, unconfirmed (never failed); its cause logged',
    when: (s) => childThrew(s, 'depositMonitor'),
    then: (s) =>
      ((s.before?.context as any)?.transactionId ? momoTags.expect(s, 'polling') : expectOutput(s, { ...momoUnconfirmed(s) })) ??
      causeLogged(s, 'depositMonitor'),
  },
  {
    id: 'polling-threw→pending-unconfirmed',
    spec: 'DESIGN 7 (after the deposit call only an explicit refusal is a failure); docs/decisions.md "Unknown is not failed"',
    says: 'a polling (waiting screen or Wave QR page) that threw ends pending, unconfirmed (never failed), its cause logged',
    when: (s) => childThrew(s, 'transactionPolling') || childThrew(s, 'wavePolling'),
    then: (s) => expectOutput(s, { ...momoUnconfirmed(s) }) ?? causeLogged(s, s.event.type.replace('xstate.error.actor.', '')),
  },
  {
    id: 'route:operators',
    spec: 'SPEC 2 (method_operator: mobile money operator selection)',
    says: 'the operator selection is at /method_operator',
    when: (s) => momoTags.has(s.after, 'operators'),
    then: (s) => routeIs(s, '/method_operator'),
  },
  {
    id: 'route:phone-form',
    spec: 'SPEC 2 (mobile-money: mobile money phone form)',
    says: 'the phone form is at /mobile-money',
    when: (s) => momoTags.has(s.after, 'phoneForm'),
    then: (s) => routeIs(s, '/mobile-money'),
  },
  {
    id: 'unlisted-operator→stays',
    spec: 'SPEC 3 (Payment method: operators with display_order, for MOBILEMONEY)',
    says: 'an operator the server does not list for the method is not taken: the selection stays',
    when: (s) => isEvent(s, 'momo.operatorSelected', (e) => e.operator === 'WAVE') && momoTags.has(s.before!, 'operators'),
    then: (s) => expect(momoTags.has(s.after, 'operators'), () => `state ${where(s.after)}`),
  },
  {
    id: 'listed-operator→phone',
    spec: 'SPEC 3 (operators the server lists), SPEC 2 (mobile money phone form)',
    says: 'an operator the server lists for the method leads to the phone form',
    when: (s) => isEvent(s, 'momo.operatorSelected', (e) => e.operator === 'MTN' || e.operator === 'ORANGE_MONEY') && momoTags.has(s.before!, 'operators'),
    then: (s) => expect(momoTags.has(s.after, 'phoneForm'), () => `state ${where(s.after)}`),
  },
  {
    id: 'invalid-phone→no-deposit',
    spec: 'SPEC 5, SPEC 8 (payment.number.format.error.*)',
    says: 'a phone number in the wrong format is refused on the form: no deposit call',
    when: (s) => isEvent(s, 'momo.phoneSubmitted', (e) => e.phoneNumber.length < 8),
    then: (s) => expect(called(s, 'depositCall').length === 0 && momoTags.has(s.after, 'phoneForm'), () => `state ${where(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'deposit-call-input',
    spec: 'SPEC 3 (mobile money body), SPEC 4 Choice of deposit request',
    says: 'the deposit call carries the amount, the chosen operator, the phone number and the code',
    when: (s) => called(s, 'depositCall').length > 0,
    then: (s) => {
      const call = depositRequestOf(s);
      const phone = [...s.previous, s].reverse().find((p) => isEvent(p, 'momo.phoneSubmitted'))?.event as any;
      const code = isEvent(s, 'momo.codeSubmitted') ? (s.event as any).code : null;
      return expect(
        call.amount === flowInput(s).amount &&
          (!phone || call.phoneNumber === phone.phoneNumber) &&
          (code === null || call.code === code) &&
          call.operator !== null,
        () => `input ${JSON.stringify(call)}`,
      );
    },
  },
  {
    id: 'success→success',
    spec: 'SPEC 4 Mobile money (success: deposit-success with status success)',
    says: 'a success answer ends in success, method MOBILEMONEY, the amount',
    when: (s) => momoCreated(s, (o) => o.status === 'success' && !o.update_protocol),
    then: (s) => momoSuccess(s, 'success'),
  },
  {
    id: 'pending→pending',
    spec: 'SPEC 4 Mobile money (pending: same event with status pending)',
    says: 'a pending answer (synchronous) ends as pending',
    when: (s) => momoCreated(s, (o) => o.status === 'pending' && !o.update_protocol),
    then: (s) => momoSuccess(s, 'pending'),
  },
  {
    id: 'gordon→monitoring',
    spec: 'SPEC 4 Mobile money (asynchronous protocol: gordon with the flag on)',
    says: 'update_protocol gordon with the async flag on: monitoring by deposit id',
    when: (s) =>
      momoCreated(s, (o) => o.update_protocol === 'gordon' && !!o.deposit_id) &&
      (flowInput(s) as any).flags?.['payment-f-gordon-async-deposit-enabled'] === true,
    then: (s) =>
      expect((called(s, 'depositMonitor')[0]?.input as any)?.depositId === (s.event as any).output.answer.deposit_id, () => `started ${callsList(s)}`),
  },
  {
    id: 'polling-protocol→polling',
    spec: 'SPEC 4 Mobile money (polling variant)',
    says: 'the polling variant starts a transaction status check on the transaction',
    when: (s) => momoCreated(s, (o) => o.update_protocol === 'polling'),
    then: (s) =>
      expect(
        (called(s, 'transactionPolling')[0]?.input as any)?.transactionId === (s.event as any).output.answer.transaction_uid,
        () => `started ${callsList(s)}`,
      ),
  },
  {
    id: 'redirect-url→redirect',
    spec: 'SPEC 4 Mobile money (redirect to issuer_url or redirect_url)',
    says: 'a redirect with redirect_url leaves for that URL',
    when: (s) => momoCreated(s, (o) => o.status === 'redirect' && !!o.transaction_context?.redirect_url),
    then: (s) => expectOutput(s, { kind: 'redirect', url: (s.event as any).output.answer.transaction_context.redirect_url }),
  },
  {
    id: 'redirect-post-form/wave→provider-page',
    spec: 'SPEC 4 Mobile money (post form; Wave QR code page), SPEC 2 (mobile-money/provider)',
    says: 'a post form or a Wave QR code redirect shows the provider page (/mobile-money/provider)',
    when: (s) => momoCreated(s, (o) => o.status === 'redirect' && (!!o.transaction_context?.post_form_url || !!o.transaction_context?.redirect_qrcode_wave)),
    then: (s) => routeIs(s, '/mobile-money/provider'),
  },
  {
    id: 'refused→reason-or-genericfailurenoncard',
    spec: 'SPEC 4 Mobile money ("Other status: failure with payment.genericfailurenoncard"), SPEC 8 refusal reason',
    says: 'a refused deposit fails with its refused reason, else payment.genericfailurenoncard',
    when: (s) => momoCreated(s, (o) => !['success', 'pending', 'redirect'].includes(o.status)),
    then: (s) => expectOutput(s, { kind: 'failure', reason: (s.event as any).output.answer.refused_reason || 'payment.genericfailurenoncard' }),
  },
  {
    id: 'api-error→error-code',
    spec: 'SPEC 8 (refusal reason on an API failure: error_code, else payment.internal.error)',
    says: 'a deposit call refused (a 4xx with its code) fails with its error code (payment.internal.error without one)',
    when: (s) => callEndedAs(s, 'refused'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: apiReason((s.event as any).output.error) }),
  },
  {
    id: 'monitor-success→success',
    spec: 'SPEC 4 Mobile money (asynchronous: success), Async monitoring',
    says: 'a monitored SUCCESS ends in success',
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'success'),
    then: (s) => momoSuccess(s, 'success'),
  },
  {
    id: 'monitor-timeout→pending-after-a-read',
    spec: 'SPEC 4 Async monitoring ("after 10000 ms with no final state the outcome is pending"); DESIGN 7 ("pending after one status read"); docs/decisions.md "Silence is a fault"',
    says: 'no final state in time: the transaction is polled (its status read first); with no transaction to read, pending',
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'timeout'),
    then: (s) => ((s.before?.context as any)?.transactionId ? momoTags.expect(s, 'polling') : momoSuccess(s, 'pending')),
  },
  {
    id: 'monitor-failure→genericfailurenoncard',
    spec: 'SPEC 4 Mobile money ("error and failure map to generic failure"), SPEC 8 (async FAILURE: payment.genericfailurenoncard)',
    says: 'a monitored FAILURE fails with payment.genericfailurenoncard',
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'failure'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'payment.genericfailurenoncard' }),
  },
  {
    id: 'monitor-error→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (the stream failing after the deposit was accepted is pending, never failed; goes further than SPEC 4 "error maps to generic failure")',
    says: 'a sync error after the deposit was accepted ends pending, unconfirmed, with the transaction reference',
    // SPEC 4 "streaming with polling fallback": with a transaction to poll, polling follows.
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'error'),
    then: (s) => ((s.before?.context as any)?.transactionId ? momoTags.expect(s, 'polling') : expectOutput(s, { ...momoUnconfirmed(s) })),
  },
  {
    id: 'stop-waiting→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (every waiting screen has a way out; never failed, never a second deposit)',
    says: '"Stop waiting" on the monitoring or polling wait, or on the Wave QR page, ends pending, unconfirmed',
    when: (s) => isEvent(s, 'wait.stopped') && (momoTags.has(s.before, 'monitoring') || momoTags.has(s.before, 'polling') || momoTags.has(s.before, 'waveQr')),
    then: (s) => expectOutput(s, { ...momoUnconfirmed(s) }),
  },
  {
    id: 'wave-qr→kept-over-reload',
    spec: 'DESIGN 7 (one intent is one deposit), docs/decisions.md "Page lifecycle"',
    says: 'the Wave QR page keeps its accepted deposit over a reload, as the wait on its transaction (stage polling)',
    when: (s) => momoTags.entered(s, 'waveQr'),
    then: (s) => {
      const saved = emittedOf(s, 'deposit.pendingSaved').at(-1)?.deposit;
      const tx = (s.after.context as any).transactionId;
      return expect(
        saved?.stage === 'polling' && saved.method === 'MOBILEMONEY' && saved.transactionId === tx,
        () => `saved ${JSON.stringify(saved)}, transaction ${tx}`,
      );
    },
  },
  {
    id: 'monitor-redirect→redirect',
    spec: 'SPEC 4 Async monitoring (PENDING with REDIRECT gives redirect with the transaction context)',
    says: 'a PENDING + REDIRECT update redirects with its transaction context',
    when: (s) => doneOf(s, 'depositMonitor', (o) => o.kind === 'redirect' && !!o.context?.redirect_url),
    then: (s) => expectOutput(s, { kind: 'redirect', url: (s.event as any).output.context.redirect_url }),
  },
  {
    id: 'polled-SUCCESS→success',
    spec: 'SPEC 4 Mobile money polling variant ("SUCCESS gives deposit success ... method MOBILEMONEY and the current amount")',
    says: 'a polled SUCCESS ends in success, MOBILEMONEY, the amount',
    when: (s) => polled(s, (o) => o.kind === 'fetched' && o.result.status === 'SUCCESS'),
    then: (s) => momoSuccess(s, 'success'),
  },
  {
    id: 'polled-other→reason-or-momo',
    spec: 'SPEC 4 Mobile money polling variant ("failure with the reason or payment.genericfailure.momo"), SPEC 8',
    says: 'any other polled status fails with its reason, or payment.genericfailure.momo',
    // docs/decisions.md "Unknown is not failed": only a refusal (FAILURE, UNAUTHORIZE, REFUSED, 20, 30)
    // fails; a status still pending or unknown is pending, unconfirmed.
    when: (s) => polled(s, (o) => o.kind === 'fetched' && o.result.status !== 'SUCCESS'),
    then: (s) =>
      ['FAILURE', 'UNAUTHORIZE', 'REFUSED', '20', '30'].includes(
        String((s.event as any).output.result.status)
          .trim()
          .toUpperCase(),
      )
        ? expectOutput(s, { kind: 'failure', reason: (s.event as any).output.result.reason || 'payment.genericfailure.momo' })
        : expectOutput(s, { ...momoUnconfirmed(s) }),
  },
  {
    id: 'polled-unknown→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (goes further than SPEC 4 "a failed status fetch behaves the same")',
    says: 'a status that could not be read ends pending, unconfirmed, never failed',
    when: (s) => polled(s, (o) => o.kind === 'unknown'),
    then: (s) => expectOutput(s, { ...momoUnconfirmed(s) }),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session (deposit call or polling) ends as session timeout',
    when: (s) => callEndedAs(s, 'sessionExpired') || polled(s, (o) => o.kind === 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
];

// ---- Card --------------------------------------------------------------------------------------------------
/** Pending, unconfirmed, with the transaction the 3DS2 polling was last started on. */
const cardPolledUnconfirmed = (s: Step) => {
  const poll = [...s.previous].reverse().find((p) => called(p, 'threeds2').length > 0);
  const polled = (called(poll!, 'threeds2')[0]!.input as any).transactionId;
  return expectOutput(s, { kind: 'pending', unconfirmed: true, method: 'CARD', amount: flowInput(s).amount, transactionId: polled });
};
const cardDone = (s: Step, pred: (o: any) => boolean) => answeredBy(s, pred) || doneOf(s, 'threeds2', (o) => o.kind === 'fetched' && pred(o.result));
/** The card answer a step read: the deposit call's, or the 3DS2 polling's transaction context. */
const cardAnswer = (s: Step): any => {
  const o = (s.event as any).output;
  return o?.kind === 'answered' ? o.answer : o?.kind === 'fetched' ? o.result : o;
};
const cardSuccess = (s: Step, kind: 'success' | 'pending') => expectOutput(s, { kind, method: 'CARD', amount: flowInput(s).amount });

export const cardRules: Rule[] = [
  {
    id: 'saved-card-without-schemes→brand-fetch',
    spec: 'SPEC 4 Card brand ("A saved card with no available schemes triggers a brand fetch from its bin")',
    says: 'a saved card with no schemes fetches its brands from its bin at once',
    when: (s) => s.index === 0 && flowInput(s).mean.format === 'TOKEN' && !flowInput(s).mean.detail.availableSchemes?.length,
    then: (s) => expect((called(s, 'lookupBrands')[0]?.input as any)?.bin === flowInput(s).mean.detail.bin, () => `started ${callsList(s)}`),
  },
  {
    id: 'bin→lookup',
    spec: 'SPEC 4 Card brand ("at least 6 digits triggers a bin lookup; fewer clears the brand")',
    says: 'a bin triggers a lookup with it; no bin clears the brand without a lookup',
    when: (s) => isEvent(s, 'card.binChanged'),
    then: (s) => {
      const bin = (s.event as any).bin;
      return bin
        ? expect((called(s, 'lookupBrands')[0]?.input as any)?.bin === bin, () => `started ${callsList(s)}`)
        : expect(
            called(s, 'lookupBrands').length === 0 && (s.after.context as any).scheme === null,
            () => `started ${callsList(s)}, scheme ${(s.after.context as any).scheme}`,
          );
    },
  },
  {
    id: 'brand-chosen→user-selection',
    spec: 'SPEC 4 Card brand ("Choosing a brand sets schemeSelected and selectionType to user")',
    says: 'choosing a brand sets the scheme and selectionType user',
    when: (s) => isEvent(s, 'brand.chosen'),
    then: (s) =>
      expect(
        (s.after.context as any).scheme === (s.event as any).brand && (s.after.context as any).selectionType === 'user',
        () => `context ${JSON.stringify({ scheme: (s.after.context as any).scheme, sel: (s.after.context as any).selectionType })}`,
      ),
  },
  {
    id: 'route:network-channels',
    spec: 'SPEC 2 (network-channels: card brand choice), SPEC 4 (FR with more than one brand)',
    says: 'the brand choice page is at /network-channels, for FR with more than one brand',
    when: (s) => cardTags.entered(s, 'networkChannels'),
    then: (s) =>
      expect(
        routeOf(s.after) === '/network-channels' && flowInput(s).app.legislation === 'FR' && (s.after.context as any).brands.length > 1,
        () => `route ${routeOf(s.after)}, brands ${JSON.stringify((s.after.context as any).brands)}`,
      ),
  },
  {
    id: 'success→success',
    spec: 'SPEC 4 Card response (success: success), 3DS2 polling ("Success gives deposit success")',
    says: 'a card success ends in success, method CARD, the amount',
    when: (s) => cardDone(s, (o) => o.status === 'success'),
    then: (s) => cardSuccess(s, 'success'),
  },
  {
    id: 'pending-1→pending',
    spec: 'SPEC 4 Card response (pending with detail 1: pending)',
    says: 'pending with detail 1 ends as pending',
    when: (s) => cardDone(s, (o) => o.status === 'pending' && String(o.status_detail) === '1'),
    then: (s) => cardSuccess(s, 'pending'),
  },
  {
    id: 'refused→refused-reason',
    spec: 'SPEC 4 Card response ("refused: failure with the refused reason")',
    says: 'a refusal fails with its refused reason',
    when: (s) => cardDone(s, (o) => o.status === 'refused' && o.refused_reason !== 'payment.genericfailure'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: cardAnswer(s).refused_reason }),
  },
  {
    id: 'refused-generic→card-route',
    spec: 'SPEC 4 Card response ("A refused card deposit with payment.genericfailure navigates back to the card route")',
    says: 'a refusal with payment.genericfailure goes back to the card route',
    when: (s) => cardDone(s, (o) => o.status === 'refused' && o.refused_reason === 'payment.genericfailure'),
    then: (s) =>
      expect(
        s.after.status === 'active' && routeOf(s.after) === '/card' && !s.after.hasTag('busy'),
        () => `state ${where(s.after)}, route ${routeOf(s.after)}`,
      ),
  },
  {
    id: 'redirect-1→3ds1',
    spec: 'SPEC 4 Card response (redirect with detail 1: 3DS1 redirect)',
    says: 'redirect with detail 1 leaves for the issuer (3DS1)',
    when: (s) => cardDone(s, (o) => o.status === 'redirect' && String(o.status_detail) === '1'),
    then: (s) =>
      expect(
        output(s)?.kind === 'redirect' && String(output(s).url).startsWith(cardAnswer(s).transaction_context.issuer_url),
        () => `output ${JSON.stringify(output(s))}`,
      ),
  },
  {
    id: 'pending-2→fingerprint',
    spec: 'SPEC 4 Card response (detail 2: start 3DS2 fingerprinting), 3DS2 polling',
    says: 'pending with detail 2 starts the 3DS2 fingerprint (then the polling); never ends the flow',
    when: (s) => cardDone(s, (o) => o.status === 'pending' && String(o.status_detail) === '2'),
    then: (s) =>
      expect(cardTags.has(s.after, 'fingerprinting') || called(s, 'threeds2').length === 1, () => `state ${where(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'pending-3→challenge-page',
    spec: 'SPEC 4 Card response (detail 3: shopper challenge at card/3ds2), SPEC 2',
    says: 'pending with detail 3 shows the challenge at /card/3ds2',
    when: (s) => cardDone(s, (o) => o.status === 'pending' && String(o.status_detail) === '3'),
    then: (s) => routeIs(s, '/card/3ds2'),
  },
  {
    id: 'pending-6→issuer-redirect',
    spec: 'SPEC 4 Card response (detail 6: direct on WEBAPP or in the launcher, otherwise the bridge, reason CARD_3DS1, MANY)',
    says: 'pending with detail 6 redirects to the issuer: app.redirect on the web app, else bridge.paymentRedirectInApp (CARD_3DS1, MANY)',
    when: (s) => cardDone(s, (o) => o.status === 'pending' && String(o.status_detail) === '6'),
    then: (s) => {
      const url = cardAnswer(s).transaction_context.issuer_url;
      const t = flowInput(s).app.applicationType;
      if (t === 'WEBAPP' || t.startsWith('LAUNCHER_'))
        return expect(
          emittedOf(s, 'app.redirect').some((e) => e.url === url),
          () => `emitted ${JSON.stringify(s.emitted)}`,
        );
      return expect(
        emittedOf(s, 'bridge.paymentRedirectInApp').some(
          (e) => e.payload.url === url && e.payload.reason === 'CARD_3DS1' && e.payload.navigationStrategy === 'MANY',
        ),
        () => `emitted ${emittedTypes(s)}`,
      );
    },
  },
  {
    id: 'other-status→genericfailure',
    spec: 'SPEC 4 Card response ("Any other status: failure payment.genericfailure"), SPEC 8',
    says: 'an unexpected status or detail fails with payment.genericfailure',
    // docs/decisions.md "Unknown is not failed": a detail the app cannot act on is pending, unconfirmed.
    when: (s) => cardDone(s, (o) => o.status === 'pending' && !['1', '2', '3', '6'].includes(String(o.status_detail))),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true }),
  },
  {
    id: 'empty-payloads→internal-error',
    spec: 'SPEC 8 (payment.internal.error: all card payloads empty)',
    says: 'no acquirer payload at all fails with payment.internal.error, no deposit call',
    when: (s) => doneOf(s, 'encryptCard', (o) => !o.worldline && !o.dalenys && !o.keypayment),
    then: (s) => expectOutput(s, { kind: 'failure', reason: 'payment.internal.error' }),
  },
  {
    id: 'api-error→error-code',
    spec: 'SPEC 8 (refusal reason on an API failure: error_code, else payment.internal.error)',
    says: 'a card deposit call refused (a 4xx with its code) fails with its error code',
    when: (s) => callEndedAs(s, 'refused'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: apiReason(cardAnswer(s).error) }),
  },
  {
    id: '3ds2-unknown/stop-waiting→pending-unconfirmed',
    spec: 'docs/decisions.md "A result that cannot be read is pending, never failed" (every wait has a way out)',
    says: 'a 3DS2 result that could not be read, or "Stop waiting" during the 3DS2 polling, ends pending, unconfirmed, with the polled transaction',
    when: (s) =>
      doneOf(s, 'threeds2', (o) => o.kind === 'unknown') || (isEvent(s, 'wait.stopped') && s.before?.status === 'active' && !!s.before.children.threeds2),
    then: (s) => cardPolledUnconfirmed(s),
  },
  {
    id: '3ds2-threw→pending-unconfirmed',
    spec: 'DESIGN 7 (after the deposit call only an explicit refusal is a failure); docs/decisions.md "Unknown is not failed"',
    says: 'a 3DS2 polling that threw ends pending, unconfirmed, with the polled transaction (never failed), its cause logged',
    when: (s) => childThrew(s, 'threeds2'),
    then: (s) => cardPolledUnconfirmed(s) ?? causeLogged(s, 'threeds2'),
  },
  {
    id: '3ds2-cancelled→cancelled',
    spec: 'SPEC 4 3DS2 polling ("Polling can be cancelled")',
    says: 'a cancelled 3DS2 polling ends the flow as cancelled',
    when: (s) => doneOf(s, 'threeds2', (o) => o.kind === 'cancelled'),
    then: (s) => expectOutput(s, { kind: 'cancelled' }),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session (deposit call or 3DS2 polling) ends as session timeout',
    when: (s) => callEndedAs(s, 'sessionExpired') || doneOf(s, 'threeds2', (o) => o.kind === 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
];

// ---- Direct methods (Paysafecard, Skrill, Multibanco, ...) -----------------------------------------------------
const method = (s: Step) => flowInput(s).mean.method as string;

export const directDepositRules: Rule[] = [
  {
    id: 'skrill→form-first',
    spec: 'SPEC 2 (skrill), SPEC 4 Choice of deposit request',
    says: 'Skrill asks for the login and password first, at /skrill: no deposit call yet',
    when: (s) => s.index === 0 && method(s) === 'SKRILL',
    then: (s) => expect(routeOf(s.after) === '/skrill' && called(s, 'depositCall').length === 0, () => `route ${routeOf(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'others→deposit-at-once',
    spec: 'SPEC 4 Choice of deposit request ("other means do a direct deposit")',
    says: 'the other direct methods call the deposit at once with the method and the amount',
    when: (s) => s.index === 0 && !['SKRILL', 'PREMIUM_TICKET'].includes(method(s)) && !(s.input as any).resume, // a resumed flow: test/model/expectations/deposit-call.ts
    then: (s) => {
      const call = depositRequestOf(s);
      return expect(call?.method === method(s) && call?.amount === flowInput(s).amount, () => `started ${callsList(s)} with ${JSON.stringify(call)}`);
    },
  },
  {
    id: 'ticket→code-form-first',
    spec: 'SPEC 1 (premium ticket), docs/decisions.md "Premium ticket" (its code form)',
    says: 'a premium ticket asks for its code first, at /premium-ticket: no deposit call yet',
    when: (s) => s.index === 0 && method(s) === 'PREMIUM_TICKET' && !(s.input as any).resume,
    then: (s) =>
      expect(routeOf(s.after) === '/premium-ticket' && called(s, 'depositCall').length === 0, () => `route ${routeOf(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'ticket-code→deposit-call',
    spec: 'SPEC 3 (detail.code, as BLIK), SPEC 5 (a missing code: payment.null.information.error, no call)',
    says: 'a 16-digit ticket code goes to the deposit call with the amount; any other code stays on the form with no call',
    when: (s) => isEvent(s, 'ticket.submitted') && directTags.has(s.before, 'ticketForm'),
    then: (s) => {
      const code = (s.event as any).code as string;
      const call = depositRequestOf(s);
      if (!/^\d{16}$/.test(code)) return expect(!call && directTags.has(s.after, 'ticketForm'), () => `state ${where(s.after)}, started ${callsList(s)}`);
      return expect(
        call?.code === code && call?.amount === flowInput(s).amount && call?.method === 'PREMIUM_TICKET',
        () => `started ${callsList(s)} with ${JSON.stringify(call)}`,
      );
    },
  },
  {
    id: 'ticket-close→amount-page',
    spec: 'SPEC 2 Back, docs/decisions.md "Premium ticket"',
    says: 'closing the ticket form (or back) returns to the amount page with no deposit',
    when: (s) => directTags.has(s.before, 'ticketForm') && (isEvent(s, 'ticket.cancelled') || isEvent(s, 'navigation.back')),
    then: (s) => expectOutput(s, { kind: 'cancelled' }),
  },
  {
    id: 'ticket-paid→success-handling',
    spec: 'SPEC 4 Deposit outcome statuses (success, pending), Success handling',
    says: 'a premium ticket answered success or pending goes to success handling with that status, the method and the amount',
    when: (s) => method(s) === 'PREMIUM_TICKET' && answeredBy(s, (o) => ['success', 'pending'].includes(o.status)),
    then: (s) =>
      expectOutput(s, {
        kind: (s.event as any).output.answer.status,
        method: 'PREMIUM_TICKET',
        amount: flowInput(s).amount,
        transactionId: (s.event as any).output.answer.transaction_uid,
      }),
  },
  {
    id: 'ticket-unexpected→genericfailurenoncard',
    spec: 'SPEC 4 ("anything else is a generic failure"), SPEC 8 (payment.genericfailurenoncard for non-card methods), docs/decisions.md "Premium ticket" (outcomes)',
    says: 'a premium ticket answer other than success, pending or refused fails with payment.genericfailurenoncard',
    when: (s) => method(s) === 'PREMIUM_TICKET' && answeredBy(s, (o) => !['success', 'pending', 'refused'].includes(o.status)),
    then: (s) => expectOutput(s, { kind: 'pending', unconfirmed: true }),
  },
  {
    id: 'skrill-submitted→credentials',
    spec: 'SPEC 4 Skrill, SPEC 3',
    says: 'the Skrill form submits its login and password to the deposit call',
    when: (s) => isEvent(s, 'skrill.submitted'),
    then: (s) => {
      const call = depositRequestOf(s);
      return expect(
        call?.credentials?.login === (s.event as any).login && call?.credentials?.password === (s.event as any).password,
        () => `started ${callsList(s)}`,
      );
    },
  },
  {
    id: 'redirect→redirect_url',
    spec: 'SPEC 4 Skrill / Paysafecard / Przelewy24 ("redirect to redirect_url")',
    says: 'a redirect answer leaves for redirect_url',
    when: (s) => answeredBy(s, (o) => o.status === 'redirect' && !['MULTIBANCO', 'PREMIUM_TICKET'].includes(method(s))),
    then: (s) => expectOutput(s, { kind: 'redirect', url: (s.event as any).output.answer.transaction_context.redirect_url }),
  },
  {
    id: 'multibanco→reference',
    spec: 'SPEC 4 Multibanco ("shows the reference in a modal or sheet and hides the loader"), SPEC 2',
    says: 'a Multibanco answer shows its reference at /multibanco, loader hidden',
    when: (s) => answeredBy(s, (o) => o.status === 'pending' && !!o.transaction_context?.reference) && method(s) === 'MULTIBANCO',
    then: (s) => {
      const ref = (s.after.context as any).reference;
      return expect(
        routeOf(s.after) === '/multibanco' && !s.after.hasTag('busy') && ref?.reference === (s.event as any).output.answer.transaction_context.reference,
        () => `route ${routeOf(s.after)}, reference ${JSON.stringify(ref)}`,
      );
    },
  },
  {
    id: 'skrill-unexpected→genericfailurenoncard',
    spec: 'SPEC 4 Skrill ("else failure payment.genericfailurenoncard"), SPEC 8',
    says: 'a Skrill answer that is neither success nor redirect fails (payment.genericfailurenoncard, or its refused reason)',
    when: (s) => method(s) === 'SKRILL' && answeredBy(s, (o) => !['success', 'redirect'].includes(o.status)),
    then: (s) =>
      (s.event as any).output.answer.status === 'refused'
        ? expectOutput(s, { kind: 'failure', reason: (s.event as any).output.answer.refused_reason || 'payment.internal.error' })
        : expectOutput(s, { kind: 'pending', unconfirmed: true }),
  },
  {
    id: 'refused→failure',
    spec: 'SPEC 4 Deposit outcome statuses (refused), SPEC 8 (error dialog on every failure)',
    says: 'a refused direct deposit fails with a reason (its refused reason when given)',
    when: (s) => answeredBy(s, (o) => o.status === 'refused') && method(s) !== 'MULTIBANCO',
    then: (s) => expectOutput(s, { kind: 'failure', reason: (s.event as any).output.answer.refused_reason }),
  },
  {
    id: 'api-error→error-code',
    spec: 'SPEC 8 (refusal reason on an API failure: error_code, else payment.internal.error)',
    says: 'a deposit call refused (a 4xx with its code) fails with its error code',
    when: (s) => callEndedAs(s, 'refused'),
    then: (s) => expectOutput(s, { kind: 'failure', reason: apiReason((s.event as any).output.error) }),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session ends as session timeout',
    when: (s) => callEndedAs(s, 'sessionExpired'),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
];

// ---- Payment means -----------------------------------------------------------------------------------------
const means = (s: Step) => s.after.context as any;
const idOf = (s: Step, method: string) => means(s).data?.means.find((m: any) => m.method === method)?.id;

export const paymentMeansRules: Rule[] = [
  {
    id: 'paypal:fetched-or-chosen→client-token',
    spec: 'SPEC 4 PayPal ("after fetching payment means, or after a PayPal mean is chosen ... a client token is requested")',
    says: 'once the means are fetched, or PayPal is chosen, with an enabled new PayPal: a client token is asked for (the previous one dropped)',
    when: (s) =>
      (doneOf(s, 'fetchMeans') || (meansTags.has(s.before, 'ready') && isEvent(s, 'mean.selected', (e) => e.id === idOf(s, 'PAYPAL')))) &&
      !!means(s).data?.means.some((m: any) => m.method === 'PAYPAL' && m.format === 'PAYMENT_METHOD' && m.status === 'enabled'),
    then: (s) => {
      const sent = s.sent.filter((x) => x.to === 'paypalClientToken' && x.event.type === 'clientToken.requested');
      const pp = means(s).data.means.find((m: any) => m.method === 'PAYPAL');
      return expect(
        sent.length === 1 && pp.detail.clientToken === undefined,
        () => `sent ${JSON.stringify(s.sent)}, PayPal detail ${JSON.stringify(pp.detail)}`,
      );
    },
  },
  {
    id: 'paypal:client-token-failed→disabled',
    spec: 'SPEC 4 PayPal ("If the client token fetch fails, that PayPal mean is disabled"), SPEC 8',
    says: 'a failed client token disables the new PayPal mean (its tile says why); the other means stay as they were',
    when: (s) => isEvent(s, 'xstate.snapshot.paypalClientToken', (e) => e.snapshot.value === 'failed') && !!means(s).data,
    then: (s) => {
      const before = (s.before!.context as any).data.means as any[];
      const after = means(s).data.means as any[];
      const ok = after.every((m, i) =>
        m.method === 'PAYPAL' && m.format === 'PAYMENT_METHOD'
          ? m.status === 'disabled' && !!m.detail.unavailable
          : JSON.stringify(m) === JSON.stringify(before[i]),
      );
      return expect(ok, () => `means ${JSON.stringify(after.map((m) => [m.method, m.status, m.detail.unavailable]))}`);
    },
  },
  {
    id: 'paypal:client-token-ready→on-the-mean',
    spec: 'SPEC 4 PayPal',
    says: 'the client token received goes with the new PayPal mean (its payment uses it)',
    when: (s) => isEvent(s, 'xstate.snapshot.paypalClientToken', (e) => e.snapshot.value === 'ready') && !!means(s).data,
    then: (s) => {
      const pp = means(s).data.means.find((m: any) => m.method === 'PAYPAL' && m.format === 'PAYMENT_METHOD');
      return expect(!pp || pp.detail.clientToken === (s.event as any).snapshot.context.clientToken, () => `PayPal detail ${JSON.stringify(pp?.detail)}`);
    },
  },
  {
    id: 'fetches-at-once',
    spec: 'SPEC 4 Payment methods, SPEC 7',
    says: 'the payment means are fetched at once; initial status ONGOING',
    when: (s) => s.index === 0,
    then: (s) =>
      expect(called(s, 'fetchMeans').length === 1 && means(s).initStatus === 'ONGOING', () => `started ${callsList(s)}, status ${means(s).initStatus}`),
  },
  {
    id: 'defaults:P24+BLIK',
    spec: 'SPEC 4 Default mean rules ("If PRZELEWY24 is default with no tokens and BLIK is enabled, both are defaults"), Payment tokens (FINISHED)',
    says: 'once the means and the player are known, P24 first with BLIK enabled and no token: both are defaults; status FINISHED',
    when: (s) => meansTags.entered(s, 'ready') && means(s).data?.tokens.length === 0 && means(s).config?.lastMethod === null,
    then: (s) => {
      const d = means(s).defaultIds as string[];
      return expect(
        d.includes(idOf(s, 'PRZELEWY24')) && d.includes(idOf(s, 'BLIK')) && means(s).initStatus === 'FINISHED',
        () => `defaults ${JSON.stringify(d)}, status ${means(s).initStatus}`,
      );
    },
  },
  {
    id: 'method-selected→token-cleared,single-default',
    spec: 'SPEC 4 Payment tokens ("cleared when a method is selected"), Payment methods ("Selecting a method resets multiple defaults")',
    says: 'selecting a method clears the current token and leaves it the only default',
    when: (s) => meansTags.has(s.before, 'ready') && isEvent(s, 'mean.selected'),
    then: (s) =>
      expect(
        means(s).currentTokenId === null && JSON.stringify(means(s).defaultIds) === JSON.stringify([(s.event as any).id]),
        () => `token ${means(s).currentTokenId}, defaults ${JSON.stringify(means(s).defaultIds)}`,
      ),
  },
  {
    id: 'fetch-failure→reported',
    spec: 'SPEC 4 Payment methods ("a fetch failure goes to the technical error page")',
    says: 'a fetch failure is reported to the root (which shows the technical error page)',
    when: (s) => errorOf(s, 'fetchMeans'),
    then: (s) => expect(means(s).failure === (sessionLost((s.event as any).error) ? 'sessionExpired' : 'failed'), () => `failure ${means(s).failure}`),
  },
  {
    id: 'refetch→fetched-again',
    spec: 'SPEC 4 Payment methods ("refetched on deposit flow start, withdraw flow start, or callback failure")',
    says: 'a refetch fetches the means again',
    when: (s) => isEvent(s, 'means.refetch') && !meansTags.has(s.before, 'fetching'),
    then: (s) => expect(called(s, 'fetchMeans').length === 1, () => `started ${callsList(s)}`),
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
/**
 * SPEC 4 3DS2 ("Polling can be cancelled or continued"), the challenge given up, and detail 6's issuer page
 * left (the bridge's paymentCancelRedirectInApp): the bank's authentication is abandoned, so the player may
 * cancel the deposit under way there.
 */
const cardSpecCancels = (s: Step) =>
  doneOf(s, 'threeds2', (o) => o.kind === 'cancelled') ||
  isEvent(s, 'threeds.cancelConfirmed') ||
  (isEvent(s, 'card.cancelled') && cardTags.has(s.before!, 'issuer'));

export const expectations: Record<string, readonly Rule[]> = {
  'mobile-money': [
    ...mobileMoneyRules,
    ...callChildRules(() => 'MOBILEMONEY'),
    ...resumeRules({ monitoring: { child: 'depositMonitor', key: 'depositId' }, polling: { child: 'transactionPolling', key: 'transactionId' } }),
  ],
  card: [
    ...cardRules,
    ...cardBridgeRules,
    ...callChildRules(() => 'CARD', { specCancels: cardSpecCancels }),
    ...resumeRules({ threeDs2: { child: 'threeds2', key: 'transactionId' } }),
  ],
  'direct-deposit': [...directDepositRules, ...callChildRules((s) => (s.input as { mean: { method: string } }).mean.method)],
  'payment-means': paymentMeansRules,
};
