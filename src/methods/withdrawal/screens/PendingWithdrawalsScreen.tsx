// The pending withdrawals fragment (SPEC 2 route `pending`): the player's pending withdrawals,
// each cancellable while pending (after a confirmation); the add-new-IBAN dialog (SPEC 2), which checks
// the IBAN by ISO 13616 before anything is sent; the SPEC 8 error dialog over the fragment.
import { useId, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { withdrawalMachine } from '../../../../machines/withdrawal.machine';
import { useDeposit } from '../../../app/actor-context';
import { selectLocale } from '../../../app/selectors';
import { useFlow } from '../../../app/use-flow';
import { IBAN_LENGTHS, formatIban, ibanCountry, ibanError, type IbanError } from '../rules';
import type { PendingWithdrawal } from '../../../domain/withdrawal';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { focusFirstInvalid } from '../../../ui/focus-first-invalid';
import { useMoney } from '../../../screens/amount/format';
import * as screen from '../../../screens/screen.css';
import { ErrorDialog } from '../../../screens/shared/ErrorDialog';
import * as s from './withdrawal.css';

type WithdrawalRef = ActorRefFrom<typeof withdrawalMachine>;

const IBAN_ERRORS: Record<Exclude<IbanError, 'length'>, MessageDescriptor> = {
  empty: msg({ id: 'payment.null.information.error', message: 'Please fill in this field.' }),
  format: msg`An IBAN starts with two letters and two digits, followed by the account number.`,
  country: msg`This IBAN's country code is not one we can pay to.`,
  checksum: msg`This IBAN is not valid. Check it for a typing mistake.`,
};

export function PendingWithdrawalsScreen() {
  const flow = useFlow<WithdrawalRef>('withdrawal');
  return flow ? <PendingWithdrawals flow={flow} /> : null;
}

function PendingWithdrawals({ flow }: { flow: WithdrawalRef }) {
  const money = useMoney();
  const loading = useSelector(flow, (snap) => snap.hasTag('loading'));
  const withdrawals = useSelector(flow, (snap) => snap.context.withdrawals);
  const cancelled = useSelector(flow, (snap) => snap.context.cancelled);
  const ibanAdded = useSelector(flow, (snap) => snap.context.ibanAdded);
  const selected = useSelector(flow, (snap) => (snap.hasTag('confirming') || snap.hasTag('cancelling') ? snap.context.selected : null));
  const cancelling = useSelector(flow, (snap) => snap.hasTag('cancelling'));
  const ibanOpen = useSelector(flow, (snap) => snap.hasTag('ibanDialog'));
  const error = useSelector(flow, (snap) => (snap.hasTag('dialog') ? snap.context.error : null));

  return (
    <section className={screen.stack} data-testid="withdrawals" aria-busy={loading}>
      <h1 className={screen.title}>
        <Trans>Pending withdrawals</Trans>
      </h1>
      <p className={screen.text}>
        <Trans>A withdrawal can be cancelled while it is pending: the money goes back to your balance.</Trans>
      </p>
      <div aria-live="polite" data-testid="withdrawals-status">
        {cancelled && (
          <p className={s.status}>
            <Trans>Withdrawal of {money(cancelled.amount)} cancelled: the money is back in your balance.</Trans>
          </p>
        )}
        {ibanAdded && (
          <p className={s.status} data-testid="iban-added">
            <Trans>
              New IBAN <span className={s.iban}>{ibanAdded}</span> added: your next withdrawals are paid to it.
            </Trans>
          </p>
        )}
      </div>
      {loading ? (
        <Spinner size="lg" />
      ) : withdrawals.length === 0 ? (
        <p className={screen.text} data-testid="withdrawals-empty">
          <Trans>You have no pending withdrawals.</Trans>
        </p>
      ) : (
        <ul className={s.list} data-testid="withdrawals-list">
          {withdrawals.map((w) => (
            <WithdrawalItem key={w.id} withdrawal={w} onCancel={() => flow.send({ type: 'withdrawal.cancelRequested', id: w.id })} />
          ))}
        </ul>
      )}
      <Button variant="secondary" fullWidth disabled={loading} onClick={() => flow.send({ type: 'iban.opened' })} data-testid="iban-open">
        <Trans>Add a new IBAN</Trans>
      </Button>
      <ConfirmDialog
        open={selected !== null}
        title={<Trans>Cancel this withdrawal?</Trans>}
        message={selected ? <Trans>{money(selected.amount)} will go back to your balance.</Trans> : null}
        confirmLabel={<Trans>Cancel withdrawal</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        busy={cancelling}
        onConfirm={() => flow.send({ type: 'cancel.confirmed' })}
        onCancel={() => flow.send({ type: 'cancel.dismissed' })}
        data-testid="withdrawal-cancel-dialog"
      />
      {ibanOpen && error === null && <IbanDialog flow={flow} />}
      {error !== null && <ErrorDialog code={error} onClose={() => flow.send({ type: 'dialog.closed' })} />}
    </section>
  );
}

function WithdrawalItem({ withdrawal: w, onCancel }: { withdrawal: PendingWithdrawal; onCancel: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const locale = useDeposit(selectLocale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(w.createdDate));
  const amount = money(w.amount);
  return (
    <li className={s.item} data-testid="withdrawal-item" data-id={w.id}>
      <div className={s.details}>
        <p className={s.amount}>{amount}</p>
        <p className={s.meta}>
          <Trans>Requested on {date}</Trans>
        </p>
        {w.iban && (
          <p className={s.meta}>
            <Trans>
              To <span className={s.iban}>{w.iban}</span>
            </Trans>
          </p>
        )}
        {!w.cancellable && (
          <p className={s.meta}>
            <Trans>Being processed</Trans>
          </p>
        )}
      </div>
      {w.cancellable && (
        <Button variant="ghost" className={s.action} onClick={onCancel} aria-label={t`Cancel the withdrawal of ${amount}`} data-testid="withdrawal-cancel">
          <Trans>Cancel</Trans>
        </Button>
      )}
    </li>
  );
}

function IbanDialog({ flow }: { flow: WithdrawalRef }) {
  const { t, i18n } = useLingui();
  const busy = useSelector(flow, (snap) => snap.hasTag('busy'));
  // After a refusal the form comes back with the IBAN sent, in groups of four.
  const [iban, setIban] = useState(() => formatIban(flow.getSnapshot().context.iban ?? ''));
  const [touched, setTouched] = useState(false);
  // Each refused submit draws its message anew: the press is answered (the live region says it again)
  // even when the message was already shown while typing.
  const [refusals, setRefusals] = useState(0);
  const formId = useId();
  const problem = ibanError(iban);
  const message = (() => {
    if (!touched || problem === null) return undefined;
    if (problem === 'length') {
      const country = ibanCountry(iban);
      const length = IBAN_LENGTHS[country] ?? 0;
      return t`An IBAN from ${country} has ${length} characters.`;
    }
    return i18n._(IBAN_ERRORS[problem]);
  })();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched(true);
    if (problem === null) flow.send({ type: 'iban.submitted', iban });
    else {
      setRefusals((n) => n + 1);
      focusFirstInvalid(e.currentTarget); // DESIGN 4: focus on the field in error, not left on the button
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && flow.send({ type: 'iban.closed' })}
      title={<Trans>Add a new IBAN</Trans>}
      description={<Trans>Your withdrawals are paid by bank transfer to this account, which must be in your name.</Trans>}
      actions={
        <>
          <Button type="submit" form={formId} fullWidth loading={busy} disabled={busy} data-testid="iban-submit">
            <Trans>Add this IBAN</Trans>
          </Button>
          <Button variant="ghost" fullWidth disabled={busy} onClick={() => flow.send({ type: 'iban.closed' })} data-testid="iban-cancel">
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
      data-testid="iban-dialog"
    >
      <form id={formId} className={s.form} onSubmit={submit} noValidate>
        <TextField
          label={t`IBAN`}
          inputClassName={s.ibanInput}
          placeholder="FR76 3000 6000 0112 3456 7890 189"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={iban}
          onChange={(e) => setIban(e.target.value.toUpperCase())}
          onBlur={() => iban !== '' && setTouched(true)}
          error={message === undefined ? undefined : <span key={refusals}>{message}</span>}
          reserveErrorSpace
          disabled={busy}
          data-testid="iban-input"
        />
      </form>
    </Modal>
  );
}

export default PendingWithdrawalsScreen;
