// The withdrawal fragment, written from the product rules (docs/product-rules.md): section 2 (route `pending`, the add-new-IBAN
// dialog, modals), 7 (paymentWithdrawalSuccess), 8 (refusal reason, withdrawal codes), 9 (flag
// payment-f-new-withdrawal-flow-enabled), ISO 13616 for the IBAN, and docs/decisions.md "Withdrawal
// fragments" where the spec is silent (flag off -> the amount page; a cancel tells the native app).
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
  routeOf,
  sessionLost,
  tagsOf,
  where,
  type Rule,
  type Step,
} from './rule';
import type { withdrawalMachine } from '../../../machines/withdrawal.machine';

const withdrawalTags = tagsOf<typeof withdrawalMachine>();

const FLAG = 'payment-f-new-withdrawal-flow-enabled';
const flagOn = (s: Step) => (s.input as { flags: Record<string, boolean> }).flags[FLAG] === true;
/** SPEC 8: "Refusal reason on an API failure is the response error_code, or payment.internal.error when absent". */
const apiReason = (error: any) => error?.errorCode || 'payment.internal.error';
const ctx = (s: Step) => s.after.context as any;
/** ISO 13616 examples of the registry: the valid one the fixtures use. */
const VALID_IBAN = 'GB82WEST12345698765432';
const compact = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();
/** The withdrawal the player asked to cancel: the id of the last cancelRequested that was listed. */
const askedToCancel = (s: Step) => [...s.previous].reverse().find((p) => isEvent(p, 'withdrawal.cancelRequested') && withdrawalTags.has(p.after, 'confirming'));
const listed = (s: Step) => (ctx(s).withdrawals as Array<{ id: string }>).map((w) => w.id);
const dialogWith = (s: Step, reason: string) =>
  expect(
    s.after.hasTag('dialog') && ctx(s).error === reason && routeOf(s.after) === '/pending',
    () => `state ${where(s.after)}, error ${JSON.stringify(ctx(s).error)}; expected the error dialog with ${reason}`,
  );

export const withdrawalRules: Rule[] = [
  {
    id: 'flag-on→pending-withdrawals',
    spec: 'SPEC 2 (route pending: pending withdrawals), SPEC 9 (payment-f-new-withdrawal-flow-enabled)',
    says: 'with the flag on, the fragment opens at /pending and fetches the pending withdrawals',
    when: (s) => s.index === 0 && flagOn(s),
    then: (s) =>
      expect(routeOf(s.after) === '/pending' && called(s, 'fetchPendingWithdrawals').length === 1, () => `route ${routeOf(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'flag-off→amount-page',
    spec: 'SPEC 9 (the flag), SPEC 7 (an unknown or failed flag is off), docs/decisions.md "Withdrawal fragments" (flag off: the amount page)',
    says: 'with the flag off or unknown, nothing is fetched and the fragment ends at once (back to the amount page)',
    when: (s) => s.index === 0 && !flagOn(s),
    then: (s) => expectOutput(s, { kind: 'cancelled' }) ?? expect(s.calls.length === 0, () => `started ${callsList(s)}`),
  },
  {
    id: 'list-shown',
    spec: 'SPEC 2 (pending withdrawals)',
    says: 'the fetched withdrawals are what the fragment lists',
    when: (s) => doneOf(s, 'fetchPendingWithdrawals'),
    then: (s) =>
      expect(
        withdrawalTags.has(s.after, 'list') && JSON.stringify(ctx(s).withdrawals) === JSON.stringify((s.event as any).output),
        () => `state ${where(s.after)}`,
      ),
  },
  {
    id: 'list-refused→error-dialog',
    spec: 'SPEC 8 (refusal reason; withdrawal codes and their dialog)',
    says: 'a refused list shows the error dialog with its code over the fragment; closing it leaves the fragment',
    when: (s) => errorOf(s, 'fetchPendingWithdrawals', (e) => !sessionLost(e)),
    then: (s) => dialogWith(s, apiReason((s.event as any).error)),
  },
  {
    id: 'cancel-needs-yes',
    spec: "house rule (money moves only on the player's explicit action), SPEC 2 (confirm modal mode)",
    says: 'asking to cancel a cancellable withdrawal asks first: no call until the player confirms; an uncancellable or unknown one is ignored',
    when: (s) => isEvent(s, 'withdrawal.cancelRequested') && withdrawalTags.has(s.before, 'list'),
    then: (s) => {
      const w = (ctx(s).withdrawals as Array<{ id: string; cancellable: boolean }>).find((x) => x.id === (s.event as any).id);
      const want = w?.cancellable ? 'confirming' : 'list';
      return expect(
        withdrawalTags.has(s.after, want) && called(s, 'cancelWithdrawal').length === 0,
        () => `state ${where(s.after)}, started ${callsList(s)}; expected ${want}`,
      );
    },
  },
  {
    id: 'confirmed→cancel-call',
    spec: 'SPEC 7 (/me/withdrawals), docs/decisions.md "Withdrawal fragments" (DELETE /kong/v6/me/withdrawals/{id})',
    says: "the player's yes cancels the withdrawal asked for, by its id",
    when: (s) => isEvent(s, 'cancel.confirmed') && withdrawalTags.has(s.before, 'confirming'),
    then: (s) => {
      const id = (askedToCancel(s)?.event as any)?.id;
      return expect(
        (called(s, 'cancelWithdrawal')[0]?.input as any)?.id === id,
        () => `started ${callsList(s)} with ${JSON.stringify(called(s, 'cancelWithdrawal')[0]?.input)}, expected id ${id}`,
      );
    },
  },
  {
    id: 'cancelled→paymentWithdrawalSuccess',
    spec: 'SPEC 7 (native bridge event paymentWithdrawalSuccess), docs/decisions.md "Withdrawal fragments" (sent when a cancel succeeds, with its amount)',
    says: 'a cancelled withdrawal leaves the list and the native app is told once, with the amount back in the balance',
    when: (s) => doneOf(s, 'cancelWithdrawal'),
    then: (s) => {
      const id = (askedToCancel(s)?.event as any)?.id;
      const amount = ((s.before!.context as any).withdrawals as Array<{ id: string; amount: number }>).find((w) => w.id === id)?.amount;
      const sent = emittedOf(s, 'bridge.paymentWithdrawalSuccess');
      return expect(
        sent.length === 1 && (sent[0] as any).payload?.amount === amount && !listed(s).includes(id) && withdrawalTags.has(s.after, 'list'),
        () => `emitted ${emittedTypes(s)} ${JSON.stringify(sent)}, list ${listed(s)}`,
      );
    },
  },
  {
    id: 'cancelled→balance-read-again',
    spec: 'SPEC 2 (the header shows the user balance), house rule (what the player is shown agrees with the server)',
    says: 'after a cancel the balance is read again from the server, and what it reads is handed to the header; the list stays',
    when: (s) => doneOf(s, 'cancelWithdrawal') || doneOf(s, 'fetchBalance'),
    then: (s) =>
      doneOf(s, 'cancelWithdrawal')
        ? expect(called(s, 'fetchBalance').length === 1, () => `started ${callsList(s)}`)
        : expect(
            JSON.stringify(emittedOf(s, 'balance.read')) === JSON.stringify([{ type: 'balance.read', balance: (s.event as any).output }]) &&
              withdrawalTags.has(s.after, 'list'),
            () => `emitted ${emittedTypes(s)}, state ${where(s.after)}`,
          ),
  },
  {
    id: 'balance-unreadable→hidden',
    spec: 'house rule (what the player is shown agrees with the server; DESIGN 7)',
    says: 'a balance that cannot be read again after a cancel is known to be stale: the header is told to hide it (balance null)',
    when: (s) => errorOf(s, 'fetchBalance'),
    then: (s) =>
      expect(
        JSON.stringify(emittedOf(s, 'balance.read')) === JSON.stringify([{ type: 'balance.read', balance: null }]) && withdrawalTags.has(s.after, 'list'),
        () => `emitted ${emittedTypes(s)}, state ${where(s.after)}`,
      ),
  },
  {
    id: 'no-success-without-cancel',
    spec: 'SPEC 7 (paymentWithdrawalSuccess), docs/decisions.md "Withdrawal fragments" (on a successful cancel; a new IBAN sends nothing)',
    says: 'paymentWithdrawalSuccess is sent only when a cancel succeeded',
    when: (s) => emittedOf(s, 'bridge.paymentWithdrawalSuccess').length > 0,
    then: (s) => expect(doneOf(s, 'cancelWithdrawal'), () => `sent on ${s.event.type}`),
  },
  {
    id: 'cancel-refused→error-dialog',
    spec: 'SPEC 8 (e.g. payment.withdrawal.eligibility.velocity: title error.title, close ok)',
    says: 'a refused cancel shows the error dialog with its code; nothing is sent to the native app',
    when: (s) => errorOf(s, 'cancelWithdrawal', (e) => !sessionLost(e)),
    then: (s) =>
      dialogWith(s, apiReason((s.event as any).error)) ??
      expect(emittedOf(s, 'bridge.paymentWithdrawalSuccess').length === 0, () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'after-refused-cancel→list-again',
    spec: 'house rule (what cannot be read is never guessed): the server says what is still pending',
    says: 'closing the dialog of a refused cancel fetches the list again',
    when: (s) => isEvent(s, 'dialog.closed') && withdrawalTags.has(s.before, 'cancelRefused'),
    then: (s) => expect(called(s, 'fetchPendingWithdrawals').length === 1, () => `started ${callsList(s)}`),
  },
  {
    id: 'iban-dialog',
    spec: 'SPEC 2 (add-new-IBAN dialog, withdrawal)',
    says: 'the add-new-IBAN dialog opens over the fragment, still at /pending',
    when: (s) => isEvent(s, 'iban.opened') && withdrawalTags.has(s.before, 'list'),
    then: (s) => expect(s.after.hasTag('ibanDialog') && routeOf(s.after) === '/pending', () => `state ${where(s.after)}`),
  },
  {
    id: 'invalid-iban→not-sent',
    spec: 'ISO 13616 (country length and mod-97) ("IBAN checked by its mod-97 rule")',
    says: 'an IBAN that breaks ISO 13616 is never sent: the dialog stays open',
    when: (s) => isEvent(s, 'iban.submitted', (e) => compact(e.iban) !== VALID_IBAN),
    then: (s) => expect(called(s, 'addIban').length === 0 && s.after.hasTag('ibanDialog'), () => `state ${where(s.after)}, started ${callsList(s)}`),
  },
  {
    id: 'valid-iban→posted',
    spec: 'ISO 13616, docs/decisions.md "Withdrawal fragments" (POST /kong/v2/me/withdrawal/options/iban)',
    says: 'a valid IBAN is sent in its electronic format (no spaces, upper case)',
    when: (s) => isEvent(s, 'iban.submitted', (e) => compact(e.iban) === VALID_IBAN) && withdrawalTags.has(s.before, 'ibanEditing'),
    then: (s) =>
      expect(
        (called(s, 'addIban')[0]?.input as any)?.iban === VALID_IBAN,
        () => `started ${callsList(s)} with ${JSON.stringify(called(s, 'addIban')[0]?.input)}`,
      ),
  },
  {
    id: 'iban-accepted→list',
    spec: 'SPEC 2 (add-new-IBAN dialog)',
    says: 'an accepted IBAN closes the dialog; the fragment says which IBAN (masked) was added',
    when: (s) => doneOf(s, 'addIban'),
    then: (s) =>
      expect(withdrawalTags.has(s.after, 'list') && ctx(s).ibanAdded === 'GB82 •••• 5432', () => `state ${where(s.after)}, ibanAdded ${ctx(s).ibanAdded}`),
  },
  {
    id: 'iban-refused→dialog→form',
    spec: "SPEC 8 (payment.withdrawal.invalid_credential: close '<code>.button')",
    says: 'a refused IBAN shows the error dialog with its code; closing it goes back to the IBAN form',
    when: (s) => errorOf(s, 'addIban', (e) => !sessionLost(e)) || (isEvent(s, 'dialog.closed') && withdrawalTags.has(s.before, 'ibanRefused')),
    then: (s) =>
      s.event.type === 'dialog.closed'
        ? expect(withdrawalTags.has(s.after, 'ibanEditing'), () => `state ${where(s.after)}`)
        : dialogWith(s, apiReason((s.event as any).error)),
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication',
    says: 'a lost session on any withdrawal call ends the fragment as session timeout',
    when: (s) => ['fetchPendingWithdrawals', 'cancelWithdrawal', 'addIban'].some((id) => errorOf(s, id, sessionLost)),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'back→amount-page',
    spec: 'SPEC 2 (a back button elsewhere than the root), docs/decisions.md "Withdrawal fragments" (back from the fragment: the amount page)',
    says: 'back on the list (or on a failed list) leaves the fragment for the amount page; back in a dialog closes it',
    when: (s) =>
      isEvent(s, 'navigation.back') &&
      withdrawalTags.has(s.before, 'pendingWithdrawals') &&
      !withdrawalTags.has(s.before, 'cancelling') &&
      !withdrawalTags.has(s.before, 'ibanAdding'),
    then: (s) =>
      withdrawalTags.has(s.before, 'list') || withdrawalTags.has(s.before, 'loading') || withdrawalTags.has(s.before, 'loadFailed')
        ? expectOutput(s, { kind: 'cancelled' })
        : expect(
            s.after.status === 'active' &&
              routeOf(s.after) === '/pending' &&
              !s.after.hasTag('confirming') &&
              !(withdrawalTags.has(s.before, 'ibanEditing') && s.after.hasTag('ibanDialog')),
            () => `state ${where(s.after)}`,
          ),
  },
  {
    id: 'never-a-deposit',
    spec: 'SPEC 1 (withdrawal fragments are not deposits)',
    says: 'the fragment never ends as a deposit success, pending or redirect',
    when: (s) => s.after.status === 'done',
    then: (s) => expect(['cancelled', 'sessionExpired'].includes((s.after.output as any)?.kind), () => `output ${JSON.stringify(s.after.output)}`),
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  withdrawal: withdrawalRules,
};
