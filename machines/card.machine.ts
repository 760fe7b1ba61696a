// The card flow (SPEC 4 "Card response" and "Card brand", 5, 7): the card form (or, for a saved card, the
// CVV form), the brand lookup from the bin and the FR brand choice, the acquirers' encryption, the card
// deposit, and every outcome: success, pending, refusal (payment.genericfailure back on the form), 3DS1,
// 3DS2 fingerprint and polling (the threeds2 child, the shared transaction polling), the challenge page, the issuer redirect.
// The card number and CVV never enter this machine's context: the encryption actor takes them from
// the form event (like the Skrill password in the root), and only the bin, the last four digits, the
// expiry and the acquirers' encrypted payloads are kept.
import { assign, emit, setup } from 'xstate';
import {
  binOf,
  cardFormError,
  cardOutcomeOf,
  cvvError,
  CARD_3DS1_REASON,
  CARD_INTERNAL_ERROR,
  CARD_POLL_INTERVAL_MS,
  issuerRedirectIsDirect,
  THREEDS_METHOD_TIMEOUT_MS,
  defaultBrand,
  detectCardType,
  hasAnyPayload,
  lastDigitsOf,
  offersBrandChoice,
  parseExpiry,
  readBrands,
  returnsToCardForm,
  type AcquirerPayloads,
  type CardOutcome,
  type CardResponseLike,
  threeDsPollQuery,
} from '../src/methods/card/rules';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import { flowOutputOf, savedCardFields, type CardContext, type CardDepositRequest, type CardEvent, type EncryptInput } from './card.context';
import { unconfirmedPending, type FlowInput, type FlowOutput, type PendingDepositEmitted, type UnderWayEmitted } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { failureTracking } from './deposit.tracking';
import { tracked, type TrackEmitted } from '../src/domain/tracking';
import { transactionPollingMachine, type PollingOutput } from './transaction-polling.machine';
import { childFailedUnconfirmed, childFailedWarning, notProvided, sessionExpired, type ChildFailedEmitted } from './side-effects';
import { correlationIdFor, intentContext, PENDING_CLEARED, pendingSaved, REFUSED_ON_FORM, resumedAt } from './deposit-call';
import { callEnded, DEPOSITING_TAGS, depositCallEnds, depositCallMachine, type DepositCallInput } from './deposit-call.machine';

export type { CardDepositInput, CardDepositRequest, CardFacts, EncryptInput } from './card.context';

export const cardMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as CardContext,
    events: {} as CardEvent,
    output: {} as FlowOutput,
    /**
     * 'busy' and 'dialog' say what covers the form; the others are the steps the card screen names (docs/decisions.md
     * "State names stay in their machine"): the bank has the payment ('bankWait': 3DS2, the issuer's page;
     * 'issuer'), the 3DS method ('fingerprinting'), a saved card's brands fetched ('fetchingBrands'), a new card's
     * brand looked up or not found ('brandLookup', 'brandUnknown').
     */
    tags: {} as
      | 'busy'
      | 'dialog'
      | 'bankWait'
      | 'issuer'
      | 'fingerprinting'
      | 'fetchingBrands'
      | 'brandLookup'
      | 'brandUnknown'
      | 'depositing'
      | 'cardForm'
      | 'noBrandYet'
      | 'brandKnown'
      | 'cvvForm'
      | 'networkChannels'
      | 'encrypting'
      | 'threeDs2'
      | 'challenge'
      | 'cancelAsked',
    meta: {} as ScreenMeta,
    children: {} as { threeds2: 'threeDs2'; lookupBrands: 'lookupBrands'; encryptCard: 'encryptCard'; depositCall: 'depositCall' },
    emitted: {} as
      | PendingDepositEmitted
      | UnderWayEmitted
      | TrackEmitted
      | ChildFailedEmitted
      | { type: 'app.redirect'; url: string }
      | { type: 'bridge.paymentRedirectInApp'; payload: { url: string; reason: string; navigationStrategy: 'MANY' } }
      | { type: 'bridge.paymentCancelRedirectInApp'; payload: Record<string, never> },
  },
  actors: {
    threeDs2: transactionPollingMachine,
    lookupBrands: notProvided<string[], { bin: string }>('lookupBrands'),
    encryptCard: notProvided<AcquirerPayloads, EncryptInput>('encryptCard'),
    depositCall: depositCallMachine,
  },
  delays: {
    methodTimeout: THREEDS_METHOD_TIMEOUT_MS,
  },
  guards: {
    isToken: ({ context }) => context.isToken,
    /** SPEC 4 detail 6: the issuer page was opened by the native app (paymentRedirectInApp), not by this page. */
    issuerInApp: ({ context }) => !issuerRedirectIsDirect(context.app.applicationType),
    tokenNeedsBrands: ({ context }) => context.isToken && context.brands.length === 0 && !!context.card?.bin,
    binCleared: (_, params: { bin: string | null }) => params.bin === null,
    validCard: ({ context }, form: { number: string; expiry: string; cvv: string }) => cardFormError(form, new Date(context.app.clientCurrentDate)) === null,
    validCvv: (_, form: { cvv: string }) => cvvError(form.cvv, true) === null,
    offersChoice: ({ context }) => offersBrandChoice(context.app.legislation, context.brands),
    anyPayload: (_, payloads: AcquirerPayloads) => hasAnyPayload(payloads),
    sessionExpired,
    outcomeIs: ({ context }, params: { kind: CardOutcome['kind'] }) => context.outcome?.kind === params.kind,
    backToForm: ({ context }) => context.outcome?.kind === 'refused' && returnsToCardForm(context.outcome.reason),
    hasSaved: ({ context }) => context.hasSaved,
    threeDsIs: (_, params: { output: PollingOutput; kind: PollingOutput['kind'] }) => params.output.kind === params.kind,
    callEnded,
    resumedAt,
    resumed: ({ context }) => context.resume !== null,
  },
  actions: {
    takeBin: assign((_, params: { bin: string | null }) => ({
      bin: params.bin,
      brands: [],
      brandError: null,
      scheme: null,
      selectionType: 'not_applicable' as const,
    })),
    takeBrands: assign(({ context }, raw: string[]) => {
      const read = readBrands(raw);
      if (read.kind === 'unknown') return { brands: [], brandError: read.reason, scheme: null };
      return {
        brands: read.brands,
        savedBrands: context.isToken ? read.brands : context.savedBrands,
        brandError: null,
        // A saved card keeps the scheme it was saved with when it is still offered.
        scheme: context.scheme && read.brands.includes(context.scheme as never) ? context.scheme : defaultBrand(read.brands),
      };
    }),
    takeBrandError: assign({ brands: [], brandError: 'Brands are not available', scheme: null }),
    chooseBrand: assign((_, params: { brand: string }) => ({ scheme: params.brand, selectionType: 'user' as const })),
    /** Only the bin, last digits, type and expiry are kept from the form; the number and CVV are not. */
    takeCardFacts: assign((_, params: { number: string; expiry: string; remember: boolean; intentId: string }) => ({
      correlationId: params.intentId,
      card: {
        bin: binOf(params.number) ?? '',
        lastDigits: lastDigitsOf(params.number),
        type: detectCardType(params.number) ?? 'unknown',
        expiry: parseExpiry(params.expiry) ?? { month: 0, year: 0 },
        remember: params.remember,
      },
    })),
    /** A saved card's CVV submitted: a new intent (its id from the form); a refusal shown stays until its outcome. */
    takeCvvIntent: assign((_, params: { intentId: string }) => ({ correlationId: params.intentId })),
    useNewCard: assign({
      isToken: false,
      card: null,
      bin: null,
      brands: [],
      brandError: null,
      scheme: null,
      selectionType: 'not_applicable' as const,
      notice: null,
    }),
    useSavedCard: assign(({ context }) => ({ ...savedCardFields(context, context.savedBrands), notice: null })),
    takePayloads: assign((_, payloads: AcquirerPayloads) => ({ payloads })),
    readResponse: assign(({ context }, response: CardResponseLike) => {
      const outcome = cardOutcomeOf(response);
      return {
        outcome,
        transactionId: response.transaction_uid ?? context.transactionId,
        threeDs: outcome.kind === 'fingerprint' || outcome.kind === 'challenge' ? outcome.threeDs : context.threeDs,
      };
    }),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    takeNotice: assign(({ context }) => ({
      notice: context.outcome?.kind === 'refused' ? { reason: context.outcome.reason, intentId: context.correlationId } : null,
      payloads: null,
    })),
    /** After the challenge, the flow polls again without a fingerprint. */
    clearMethod: assign(({ context }) => ({ threeDs: context.threeDs ? { ...context.threeDs, threeDSMethodURL: null } : null })),
    end: assign((_, result: FlowOutput) => ({ result })),
    /** SPEC 4 detail 6: straight to the issuer on the web app and in launchers, else the native app opens it. */
    redirectToIssuer: emit(({ context }) => {
      const url = context.outcome?.kind === 'issuerRedirect' ? context.outcome.url : '';
      return issuerRedirectIsDirect(context.app.applicationType)
        ? { type: 'app.redirect' as const, url }
        : { type: 'bridge.paymentRedirectInApp' as const, payload: { url, reason: CARD_3DS1_REASON, navigationStrategy: 'MANY' as const } };
    }),
    /** The player cancelled from the waiting screen: a native app closes the issuer page it opened (docs/bridge.md). */
    cancelRedirectInApp: emit({ type: 'bridge.paymentCancelRedirectInApp' as const, payload: {} }),
    endWithOutcome: assign(({ context }) => ({ result: flowOutputOf(context.outcome, context.amount, context.transactionId) })),
    /**
     * The card answer or the 3DS2 result could not be read, the page was reloaded during the
     * call, or the player stopped waiting: pending, unconfirmed.
     */
    endUnconfirmed: assign(({ context }) => ({
      result: unconfirmedPending('CARD', context.amount, context.threeDs?.transactionId ?? context.transactionId),
    })),
    /** Kept over a reload (src/app, sessionStorage): the call under way, then the 3DS2 transaction. */
    rememberDeposit: emit(({ context }, params: { stage: 'calling' | 'threeDs2' | 'challenge' }) => {
      const facts = {
        flow: 'card' as const,
        method: 'CARD',
        amount: context.amount,
        stage: params.stage,
        transactionId: context.threeDs?.transactionId ?? context.transactionId,
        depositId: null,
        token: false,
      };
      const t = context.threeDs;
      // The challenge is kept with what the page posts to the ACS again after a reload (never card data).
      if (params.stage !== 'challenge' || !t) return pendingSaved(context, facts);
      return pendingSaved(context, {
        ...facts,
        challenge: { acsURL: t.acsURL, creq: t.creq, acsTransID: t.acsTransID, threeDSServerTransID: t.threeDSServerTransID, messageVersion: t.messageVersion },
      });
    }),
    /** A reload during the challenge: the challenge kept for this tab is shown again (docs/decisions.md "Page lifecycle"). */
    takeResumedChallenge: assign(({ context }) => {
      const c = context.resume?.challenge;
      const transactionId = context.resume?.transactionId ?? '';
      return {
        threeDs: {
          transactionId,
          threeDSMethodURL: null,
          methodData: null,
          acsURL: c?.acsURL ?? null,
          creq: c?.creq ?? null,
          acsTransID: c?.acsTransID ?? null,
          threeDSServerTransID: c?.threeDSServerTransID ?? null,
          messageVersion: c?.messageVersion ?? null,
        },
      };
    }),
    forgetDeposit: emit(PENDING_CLEARED),
    /** Back on the form after a refusal: the root has nothing under way any more (DESIGN 7). */
    leaveUnderWay: emit(REFUSED_ON_FORM),
    warnChildFailed: emit(childFailedWarning),
    /** A refused card back on its form is a failure shown on the form; the 3DS2 challenge shown. */
    trackRefused: emit(
      ({ context }, params: { i: 0 | 1 }) =>
        failureTracking({
          method: 'CARD',
          amount: context.amount,
          currency: context.app.currencyCode,
          reason: context.notice?.reason ?? (context.outcome && 'reason' in context.outcome ? context.outcome.reason : 'unknown'),
          screen: ROUTES.CARD,
        })[params.i]!,
    ),
    trackChallenge: emit(tracked('threeds_challenge_displayed', { method: 'CARD' })),
  },
}).createMachine({
  id: 'card',
  context: ({ input }) => {
    const saved = savedCardFields(input, []);
    return {
      ...input,
      ...saved,
      hasSaved: saved.isToken,
      savedBrands: saved.isToken ? saved.brands : [],
      payloads: null,
      outcome: null,
      threeDs: null,
      notice: null,
      result: { kind: 'cancelled' },
      ...intentContext(input),
      transactionId: input.resume?.transactionId ?? null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        // A reload during 3DS2 polls that transaction again; during the call, pending unconfirmed.
        { guard: { type: 'resumedAt', params: { stage: 'threeDs2' } }, target: 'threeDs2' },
        // A reload on the challenge page shows the bank's challenge again, never an empty card form.
        { guard: { type: 'resumedAt', params: { stage: 'challenge' } }, target: 'challenge', actions: 'takeResumedChallenge' },
        { guard: 'resumed', target: 'done', actions: 'endUnconfirmed' },
        { guard: 'tokenNeedsBrands', target: 'fetchingTokenBrands' },
        { guard: 'isToken', target: 'cvvForm' },
        { target: 'form' },
      ],
    },
    // SPEC 4: a saved card with no available schemes fetches its brands from its bin.
    fetchingTokenBrands: {
      meta: { route: ROUTES.CARD },
      tags: ['fetchingBrands'],
      // back: nothing is paid yet, so back leaves the flow as on the CVV form it leads to.
      on: { 'navigation.back': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } } },
      invoke: {
        src: 'lookupBrands',
        id: 'lookupBrands',
        input: ({ context }) => ({ bin: context.card?.bin ?? '' }),
        onDone: { target: 'cvvForm', actions: { type: 'takeBrands', params: ({ event }) => event.output } },
        onError: { target: 'cvvForm' },
      },
    },
    form: {
      tags: ['cardForm'],
      meta: { route: ROUTES.CARD },
      initial: 'idle',
      on: {
        'card.binChanged': [
          { guard: { type: 'binCleared', params: ({ event }) => event }, target: '.idle', actions: { type: 'takeBin', params: ({ event }) => event } },
          { target: '.lookingUp', actions: { type: 'takeBin', params: ({ event }) => event } },
        ],
        'brand.choose': { guard: 'offersChoice', target: 'networkChannels' },
        'card.useSaved': { guard: 'hasSaved', target: 'starting', actions: 'useSavedCard' },
        'card.cancelled': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
        'navigation.back': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
      },
      states: {
        idle: { tags: ['noBrandYet'] },
        lookingUp: {
          tags: ['brandLookup'],
          invoke: {
            src: 'lookupBrands',
            id: 'lookupBrands',
            input: ({ context }) => ({ bin: context.bin ?? '' }),
            onDone: [
              {
                guard: ({ event }) => readBrands(event.output).kind === 'brands',
                target: 'known',
                actions: { type: 'takeBrands', params: ({ event }) => event.output },
              },
              { target: 'unknown', actions: { type: 'takeBrands', params: ({ event }) => event.output } },
            ],
            onError: { target: 'unknown', actions: 'takeBrandError' },
          },
        },
        // SPEC 5: a card is paid only once its brand is known and the form is valid (the screen shows why not).
        known: {
          tags: ['brandKnown'],
          on: {
            'brand.chosen': { guard: 'offersChoice', actions: { type: 'chooseBrand', params: ({ event }) => event } },
            'card.submitted': {
              guard: { type: 'validCard', params: ({ event }) => event },
              target: '#card.encrypting',
              actions: { type: 'takeCardFacts', params: ({ event }) => event },
            },
          },
        },
        unknown: { tags: ['brandUnknown'] },
      },
    },
    cvvForm: {
      tags: ['cvvForm'],
      meta: { route: ROUTES.CARD },
      on: {
        'cvv.submitted': {
          guard: { type: 'validCvv', params: ({ event }) => event },
          target: 'encrypting',
          actions: { type: 'takeCvvIntent', params: ({ event }) => event },
        },
        'brand.choose': { guard: 'offersChoice', target: 'networkChannels' },
        'brand.chosen': { guard: 'offersChoice', actions: { type: 'chooseBrand', params: ({ event }) => event } },
        'card.useNew': { target: 'starting', actions: 'useNewCard' },
        'card.cancelled': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
        'navigation.back': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
      },
    },
    // SPEC 2 network-channels: the FR brand choice (sets scheme, selectionType user); the dropdown sends brand.chosen on the forms.
    networkChannels: {
      tags: ['networkChannels'],
      meta: { route: ROUTES.NETWORK_CHANNELS },
      on: {
        'brand.chosen': [
          { guard: 'isToken', target: 'cvvForm', actions: { type: 'chooseBrand', params: ({ event }) => event } },
          { target: '#card.form.known', actions: { type: 'chooseBrand', params: ({ event }) => event } },
        ],
        'brand.cancelled': [{ guard: 'isToken', target: 'cvvForm' }, { target: '#card.form.known' }],
        // back: to the form the choice was opened from, as the page's own Back does.
        'navigation.back': [{ guard: 'isToken', target: 'cvvForm' }, { target: '#card.form.known' }],
      },
    },
    // back: from here until the answer (encrypting, depositing, fingerprinting, 3DS polling, the issuer
    // redirect) back is ignored: one intent is one deposit, and a deposit in flight cannot be taken back.
    encrypting: {
      meta: { route: ROUTES.CARD },
      tags: ['busy', 'encrypting'],
      invoke: {
        src: 'encryptCard',
        id: 'encryptCard',
        // The number and CVV go from the form event to the acquirers; they are never kept in context.
        input: ({ context, event }): EncryptInput =>
          event.type === 'card.submitted'
            ? {
                kind: 'new',
                number: event.number,
                expiry: parseExpiry(event.expiry) ?? { month: 0, year: 0 },
                cvv: event.cvv,
                legislation: context.app.legislation,
              }
            : { kind: 'token', cvv: event.type === 'cvv.submitted' ? event.cvv : '', legislation: context.app.legislation },
        onDone: [
          {
            guard: { type: 'anyPayload', params: ({ event }) => event.output },
            target: 'depositing',
            actions: { type: 'takePayloads', params: ({ event }) => event.output },
          },
          // SPEC 5: all three payloads empty → payment.internal.error.
          { target: 'done', actions: { type: 'end', params: { kind: 'failure', reason: CARD_INTERNAL_ERROR } } },
        ],
        onError: { target: 'done', actions: { type: 'end', params: { kind: 'failure', reason: CARD_INTERNAL_ERROR } } },
      },
    },
    // One intent: the deposit call child (deposit-call.machine.ts) sends it, again with the same
    // correlation id after an unreadable answer, then ends unknown (pending, unconfirmed).
    depositing: {
      meta: { route: ROUTES.CARD },
      tags: DEPOSITING_TAGS,
      entry: { type: 'rememberDeposit', params: { stage: 'calling' } },
      exit: 'forgetDeposit',
      invoke: {
        src: 'depositCall',
        id: 'depositCall',
        // The encrypted card goes to the call in memory; the record kept for a reload never holds it.
        input: ({ context }): DepositCallInput<CardDepositRequest> => ({
          correlationId: correlationIdFor(context),
          depositRequest: {
            amount: context.amount,
            tokenId: context.isToken ? (context.mean.tokenId ?? context.mean.detail.id ?? null) : null,
            card: context.card ?? { bin: '', lastDigits: '', type: '', expiry: { month: 0, year: 0 }, remember: false },
            payloads: context.payloads ?? {},
            scheme: context.scheme,
            selectionType: context.selectionType,
            availableSchemes: context.brands,
          },
        }),
        // The call's ends (DESIGN 7): an answer or a refusal is read, anything else is pending, unconfirmed.
        ...depositCallEnds<CardResponseLike>()({
          next: 'deciding',
          read: 'readResponse',
          fail: 'failFromError',
          endWith: 'end',
          unconfirmed: 'endUnconfirmed',
        }),
      },
    },
    deciding: {
      always: [
        { guard: { type: 'outcomeIs', params: { kind: 'fingerprint' } }, target: 'fingerprinting' },
        { guard: { type: 'outcomeIs', params: { kind: 'challenge' } }, target: 'challenge' },
        { guard: { type: 'outcomeIs', params: { kind: 'issuerRedirect' } }, target: 'issuerRedirect' },
        { guard: 'backToForm', target: 'refusedOnForm', actions: 'takeNotice' },
        { target: 'done', actions: 'endWithOutcome' },
      ],
    },
    refusedOnForm: {
      entry: ['leaveUnderWay', { type: 'trackRefused', params: { i: 0 } }, { type: 'trackRefused', params: { i: 1 } }], // deposit_failed, error_displayed
      always: [{ guard: 'isToken', target: 'cvvForm' }, { target: '#card.form.known' }],
    },
    // SPEC 4 detail 2: the 3DS method runs in a hidden iframe the screen posts to threeDSMethodURL; the
    // flow goes on when it reports back, or after its time-out (or at once without a method URL).
    fingerprinting: {
      meta: { route: ROUTES.CARD },
      tags: ['busy', 'fingerprinting'],
      always: { guard: ({ context }) => !context.threeDs?.threeDSMethodURL, target: 'threeDs2' },
      on: { 'threeds.methodCompleted': 'threeDs2' },
      after: { methodTimeout: 'threeDs2' },
    },
    threeDs2: {
      meta: { route: ROUTES.CARD },
      tags: ['busy', 'bankWait', 'threeDs2'],
      entry: { type: 'rememberDeposit', params: { stage: 'threeDs2' } },
      exit: 'forgetDeposit',
      invoke: {
        src: 'threeDs2',
        id: 'threeds2',
        systemId: 'threeds2',
        input: ({ context }) => ({
          transactionId: context.threeDs?.transactionId ?? context.transactionId ?? '',
          intervalMs: CARD_POLL_INTERVAL_MS,
          query: threeDsPollQuery(context.outcome, context.resume?.stage ?? null),
        }),
        onDone: [
          {
            guard: { type: 'threeDsIs', params: ({ event }) => ({ output: event.output, kind: 'fetched' }) },
            target: 'deciding',
            // The transaction context reads like a card deposit answer (src/api validated its shape).
            actions: {
              type: 'readResponse',
              params: ({ event }) => (event.output.kind === 'fetched' ? (event.output.result as CardResponseLike) : { status: 'failure' }),
            },
          },
          {
            guard: { type: 'threeDsIs', params: ({ event }) => ({ output: event.output, kind: 'sessionExpired' }) },
            target: 'done',
            actions: { type: 'end', params: { kind: 'sessionExpired' } },
          },
          {
            guard: { type: 'threeDsIs', params: ({ event }) => ({ output: event.output, kind: 'cancelled' }) },
            target: 'done',
            actions: { type: 'end', params: { kind: 'cancelled' } },
          },
          // verdict.ts (docs/decisions.md "Unknown is not failed"): a result that could not be read, any
          // failed read included (not SPEC 8's internal error), is pending, never failed.
          { target: 'done', actions: 'endUnconfirmed' },
        ],
        // A 3DS2 polling that threw read nothing about the accepted deposit (DESIGN 7): pending, unconfirmed.
        onError: childFailedUnconfirmed('threeds2', 'endUnconfirmed'),
      },
      // The wait has a way out ("Stop waiting"): the deposit may still complete.
      on: { 'wait.stopped': { target: 'done', actions: 'endUnconfirmed' } },
    },
    // SPEC 4 detail 3: the shopper challenge at card/3ds2 (the ACS in an iframe).
    // back: the bank is already asking, so back first asks whether to give the payment up (a dialog on
    // the same page); the page's own Cancel button ends at once. A completed challenge goes on whatever.
    challenge: {
      tags: ['challenge'],
      meta: { route: ROUTES.THREEDS2 },
      // A reload during the challenge shows it again (the record keeps what is posted to the ACS).
      entry: [{ type: 'rememberDeposit', params: { stage: 'challenge' } }, 'trackChallenge'],
      exit: 'forgetDeposit',
      initial: 'showing',
      on: {
        'threeds.challengeCompleted': { target: 'threeDs2', actions: 'clearMethod' },
      },
      states: {
        showing: {
          on: { 'navigation.back': 'confirmingCancel' },
        },
        confirmingCancel: {
          tags: ['dialog', 'cancelAsked'],
          on: {
            'threeds.cancelConfirmed': { target: '#card.done', actions: { type: 'end', params: { kind: 'cancelled' } } },
            'threeds.cancelDismissed': 'showing',
            // back: a second back closes the question, as Escape does.
            'navigation.back': 'showing',
          },
        },
      },
    },
    // SPEC 4 detail 6: the issuer redirect, emitted for the root to forward (directly on the web app and in
    // launchers, else the bridge's paymentRedirectInApp, reason CARD_3DS1, strategy MANY).
    issuerRedirect: {
      meta: { route: ROUTES.CARD },
      tags: ['busy', 'bankWait', 'issuer'],
      // Kept over a reload (a native app's webview stays on this page): the transaction is read again, never a fresh form.
      entry: ['redirectToIssuer', { type: 'rememberDeposit', params: { stage: 'threeDs2' } }],
      exit: 'forgetDeposit',
      on: {
        // The app's browser may have been closed over this page (the bridge does not say so): the player opens
        // the issuer's page again, the same paymentRedirectInApp (docs/decisions.md "The bank's page, closed").
        'card.issuerReopened': { guard: 'issuerInApp', actions: 'redirectToIssuer' },
        'card.cancelled': [
          { guard: 'issuerInApp', target: 'done', actions: ['cancelRedirectInApp', { type: 'end', params: { kind: 'cancelled' } }] },
          { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
