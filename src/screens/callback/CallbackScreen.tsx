// Return from a provider (SPEC 2 route "callback"): the status is being read (a spinner, not the overlay
// loader: the wait has a way out, "Stop waiting", which ends as pending, unconfirmed).
// The wait says which deposit it reads (amount and method, when the return names them).
import { Trans } from '@lingui/react/macro';
import type { AnyActorRef } from 'xstate';
import { useChild, useDeposit } from '../../app/actor-context';
import { Spinner } from '../../ui/Spinner';
import { PaymentLogo, toPaymentLogoId } from '../../ui/logos';
import { useMoney } from '../amount/format';
import { StopWaiting } from '../shared/StopWaiting';
import * as screen from '../screen.css';

export function CallbackScreen() {
  const callback = useChild<AnyActorRef>('callback');
  const money = useMoney();
  const amount = useDeposit((s) => s.context.callback?.amount ?? null);
  const logo = toPaymentLogoId(useDeposit((s) => s.context.callback?.method ?? null));
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="callback" aria-live="polite">
      <Spinner size="lg" />
      {amount !== null && (
        <p className={screen.title} data-testid="callback-amount">
          {money(amount)}
        </p>
      )}
      {logo && <PaymentLogo id={logo} />}
      <p className={screen.text}>
        <Trans>Checking your payment…</Trans>
      </p>
      {callback && <StopWaiting onStop={() => callback.send({ type: 'wait.stopped' })} testId="callback-stop-waiting" />}
    </section>
  );
}
