// Keeps the amount page's choice (the selected mean and the amount) for this tab while the player makes
// it, so that a reload, a return from a provider's page or a trip back and forth shows the amount page as
// chosen (docs/decisions.md "Page lifecycle"; SPEC 9 persisted values "amount and source"). It reads the
// `amount` and `paymentMeans` children's snapshots; the root reads the draft back at start (page-session.ts).
import type { AnyActorRef, Actor } from 'xstate';
import type { depositMachine } from '../../machines/deposit.machine';
import type { PaymentDraft } from '../domain/deposit-call';

type Child = AnyActorRef | undefined;

export function keepPaymentDraft(actor: Actor<typeof depositMachine>, save: (draft: PaymentDraft) => void): () => void {
  let amountRef: Child;
  let meansRef: Child;
  const subs: Array<{ unsubscribe(): void }> = [];
  let last = '';
  const write = () => {
    const means = meansRef?.getSnapshot()?.context as { selectedId?: string | null; initStatus?: string } | undefined;
    const amount = amountRef?.getSnapshot()?.context as { amount?: number | null } | undefined;
    // Only once the selection is decided: before, the page shows no choice of its own to keep.
    if (!means?.selectedId || means.initStatus !== 'FINISHED') return;
    const draft: PaymentDraft = { meanId: means.selectedId, amount: amount?.amount ?? null };
    const key = JSON.stringify(draft);
    if (key === last) return;
    last = key;
    save(draft);
  };
  const attach = () => {
    const a = actor.system.get('amount') as Child;
    const m = actor.system.get('paymentMeans') as Child;
    if (a === amountRef && m === meansRef) return;
    subs.splice(0).forEach((s) => s.unsubscribe());
    amountRef = a;
    meansRef = m;
    for (const ref of [a, m]) if (ref) subs.push(ref.subscribe({ next: write, error: () => {} }));
    write();
  };
  const root = actor.subscribe({ next: attach, error: () => {} });
  return () => {
    root.unsubscribe();
    subs.splice(0).forEach((s) => s.unsubscribe());
  };
}
