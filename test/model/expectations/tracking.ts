// Usage tracking of the root deposit actor, written by hand from SPEC 7 and 8 ("tracking
// events: open_screen, deposit_request, deposit_front_success, error_displayed, payment_deposit_request
// and others; 'deposit failed' is sent on each failure; technical-error route display tracks feature
// initialization with type technical-error") and docs/decisions.md "Analytics".
import { emittedOf, expect, isEvent, tagsOf, type Rule, type Step } from './rule';
import type { depositMachine } from '../../../machines/deposit.machine';

const depositTags = tagsOf<typeof depositMachine>();

const tracks = (s: Step) => s.emitted.filter((e) => e.type === 'analytics.track').map((e) => e.event as { name: string; params: Record<string, unknown> });
const named = (s: Step, name: string) => tracks(s).filter((e) => e.name === name);
const list = (s: Step) =>
  `[${tracks(s)
    .map((e) => e.name)
    .join(', ')}]`;

export const trackingRules: Rule[] = [
  {
    id: 'technical-error→feature-initialization',
    spec: 'SPEC 7 tracking events',
    says: 'displaying the technical error route tracks feature initialization with type technical-error',
    when: (s) => depositTags.entered(s, 'technicalError'),
    then: (s) =>
      expect(
        JSON.stringify(named(s, 'feature_initialization')) === JSON.stringify([{ name: 'feature_initialization', params: { type: 'technical-error' } }]),
        () => `tracked ${list(s)}`,
      ),
  },
  {
    id: 'failure→deposit-failed+error-displayed',
    spec: "SPEC 7 and 8: 'deposit failed' on each failure; the error dialog shown on every deposit failure",
    says: 'every failure shown over the amount page tracks one deposit_failed and one error_displayed with its reason',
    when: (s) => depositTags.entered(s, 'depositFailed'),
    then: (s) => {
      const reason = (s.after.context as any).failure;
      const failed = named(s, 'deposit_failed');
      const shown = named(s, 'error_displayed');
      return expect(
        failed.length === 1 && failed[0]!.params.reason === reason && shown.length === 1 && shown[0]!.params.error_code === reason,
        () => `failure ${reason}, tracked ${JSON.stringify(tracks(s))}`,
      );
    },
  },
  {
    id: 'pay-accepted→deposit-request',
    spec: 'SPEC 7 tracking events (deposit_request)',
    says: 'a Pay the rule accepts tracks one deposit_request with the method, the amount and the intent id',
    when: (s) => isEvent(s, 'deposit.requested') && depositTags.entered(s, 'flowLoading'),
    then: (s) => {
      const e = s.event as any;
      const got = named(s, 'deposit_request');
      return expect(
        got.length === 1 && got[0]!.params.method === e.mean.method && got[0]!.params.amount === e.amount && got[0]!.params.correlation_id === e.intentId,
        () => `tracked ${JSON.stringify(tracks(s))}`,
      );
    },
  },
  {
    id: 'pay-refused→no-deposit-request',
    spec: 'SPEC 7 tracking events (deposit_request)',
    says: 'a Pay the rule refuses starts nothing and tracks no deposit_request',
    when: (s) => isEvent(s, 'deposit.requested') && !depositTags.entered(s, 'flowLoading'),
    then: (s) => expect(named(s, 'deposit_request').length === 0, () => `tracked ${list(s)}`),
  },
  {
    id: 'success→deposit-front-success',
    spec: 'SPEC 7 tracking events (deposit_front_success)',
    says: 'a deposit that ends confirmed or pending tracks one deposit_front_success with its status, method and amount',
    when: (s) => depositTags.entered(s, 'succeeded'),
    then: (s) => {
      const success = (s.after.context as any).success;
      const got = named(s, 'deposit_front_success');
      return expect(
        got.length === 1 && got[0]!.params.status === success.status && got[0]!.params.method === success.method && got[0]!.params.amount === success.amount,
        () => `success ${JSON.stringify(success)}, tracked ${JSON.stringify(tracks(s))}`,
      );
    },
  },
  {
    id: 'deposit-call-sent→payment-deposit-request',
    spec: 'SPEC 7 tracking events (payment_deposit_request)',
    says: "a flow's deposit call sent (its record saved at stage calling) tracks one payment_deposit_request with its correlation id",
    when: (s) => isEvent(s, 'flow.emitted', (e) => e.emitted?.type === 'deposit.pendingSaved' && e.emitted.deposit?.stage === 'calling'),
    then: (s) => {
      const d = (s.event as any).emitted.deposit;
      const got = named(s, 'payment_deposit_request');
      return expect(
        got.length === 1 && got[0]!.params.correlation_id === d.correlationId && got[0]!.params.method === d.method,
        () => `tracked ${JSON.stringify(tracks(s))}`,
      );
    },
  },
];

/**
 * The flows that keep no record of their call for a reload (Apple Pay, Google Pay) track the call
 * themselves: each intent's first send tracks one payment_deposit_request with its correlation id (a
 * resend of the same intent is the same deposit: not tracked again).
 */
export const flowCallTrackingRules = (call: string, method: string): Rule[] => [
  {
    id: 'flow-deposit-call→payment-deposit-request',
    spec: 'SPEC 7 tracking events (payment_deposit_request)',
    says: "the deposit call sent tracks one payment_deposit_request with the method and the call's correlation id, and never the code or token",
    when: (s) => s.calls.some((c) => c.id === call && !((c.input as { attempt?: number }).attempt! > 0)),
    then: (s) => {
      const input = s.calls.find((c) => c.id === call)!.input as { correlationId: string; code?: string | null; token?: string };
      const got = named(s, 'payment_deposit_request');
      const text = JSON.stringify(got);
      return expect(
        got.length === 1 &&
          got[0]!.params.method === method &&
          got[0]!.params.correlation_id === input.correlationId &&
          (!input.code || !text.includes(input.code)) &&
          (!input.token || !text.includes(input.token)),
        () => `call ${JSON.stringify(input)}, tracked ${text}`,
      );
    },
  },
];

/**
 * A flow that keeps its call for a reload (its record at stage `calling`) leaves the call's tracking to
 * the root, which reads the record (machines/deposit.tracking.ts): the flow emits the record once per
 * intent, with its correlation id, and no payment_deposit_request of its own (it would be counted twice).
 */
export const recordedCallRules = (call: string): Rule[] => [
  {
    id: 'flow-deposit-call→recorded-once',
    spec: 'SPEC 7 tracking events (payment_deposit_request), DESIGN 7 (one intent, one deposit)',
    says: "the deposit call's first send is recorded once at stage calling with its correlation id, and the flow tracks no payment_deposit_request itself",
    when: (s) => s.calls.some((c) => c.id === call && !((c.input as { attempt?: number }).attempt! > 0)),
    then: (s) => {
      const input = s.calls.find((c) => c.id === call)!.input as { correlationId: string };
      const records = emittedOf(s, 'deposit.pendingSaved').filter((e: any) => e.deposit?.stage === 'calling');
      return expect(
        records.length === 1 && (records[0] as any).deposit.correlationId === input.correlationId && named(s, 'payment_deposit_request').length === 0,
        () => `call ${JSON.stringify(input)}, records ${JSON.stringify(records)}, tracked ${JSON.stringify(named(s, 'payment_deposit_request'))}`,
      );
    },
  },
];
