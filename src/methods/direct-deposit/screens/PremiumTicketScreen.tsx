// The premium ticket (SPEC 1; route /premium-ticket, docs/decisions.md "Premium ticket"): the ticket's
// 16-digit code, typed in groups of four as printed, sent with the deposit and never kept. SPEC 5: a
// missing code shows payment.null.information.error.
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { directDepositMachine } from '../../../../machines/direct-deposit.machine';
import { useFlow } from '../../../app/use-flow';
import { PREMIUM_TICKET_CODE_MISSING, premiumTicketCodeError, premiumTicketDigits, premiumTicketGroups } from '../rules';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useMoney } from '../../../screens/amount/format';
import * as screen from '../../../screens/screen.css';

type DirectRef = ActorRefFrom<typeof directDepositMachine>;

const CODE_ERRORS = {
  missing: msg({ id: 'payment.null.information.error', message: 'Please fill in this field.' }),
  incomplete: msg`Enter the 16 digits of your premium ticket.`,
};

export function PremiumTicketScreen() {
  const flow = useFlow<DirectRef>('directDeposit');
  return flow ? <TicketForm flow={flow} /> : null;
}

function TicketForm({ flow }: { flow: DirectRef }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const amount = useSelector(flow, (s) => s.context.amount);
  const amountText = money(amount);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const error = premiumTicketCodeError(code);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error === null) flow.send({ type: 'ticket.submitted', code });
  };

  return (
    <form className={screen.stack} onSubmit={submit} noValidate data-testid="ticket-form">
      <h1 className={screen.title}>
        <Trans>Pay with a premium ticket</Trans>
      </h1>
      {/* What is sent is what is credited (the request's amount, docs/decisions.md "Premium ticket"): the text
          and the button say that one amount, never a ticket value the app does not know. */}
      <p className={screen.text}>
        <Trans>
          Enter the 16-digit code printed on the ticket you bought in a shop. The deposit of {amountText} is made from this ticket once it is accepted.
        </Trans>
      </p>
      <TextField
        label={t`Premium ticket code`}
        inputMode="numeric"
        autoComplete="off"
        placeholder="0000 0000 0000 0000"
        value={premiumTicketGroups(code)}
        onChange={(e) => setCode(premiumTicketDigits(e.target.value))}
        error={touched && error ? i18n._(error === PREMIUM_TICKET_CODE_MISSING ? CODE_ERRORS.missing : CODE_ERRORS.incomplete) : undefined}
        disabled={busy}
        data-testid="ticket-code"
      />
      <Button type="submit" fullWidth loading={busy} disabled={busy} data-testid="ticket-submit">
        <Trans>Deposit {money(amount)}</Trans>
      </Button>
      <Button variant="ghost" fullWidth disabled={busy} onClick={() => flow.send({ type: 'ticket.cancelled' })} data-testid="ticket-close">
        <Trans>Choose another method</Trans>
      </Button>
    </form>
  );
}

export default PremiumTicketScreen;
