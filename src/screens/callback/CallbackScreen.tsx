// Return from a provider (SPEC 2 route "callback"): the status is being read (a spinner, not the overlay
// loader: the wait has a way out, issue 12, "Stop waiting", which ends as pending, unconfirmed).
import { Trans } from '@lingui/react/macro';
import type { AnyActorRef } from 'xstate';
import { useChild } from '../../app/actor-context';
import { Spinner } from '../../ui/Spinner';
import { StopWaiting } from '../shared/StopWaiting';
import * as screen from '../screen.css';

export function CallbackScreen() {
  const callback = useChild<AnyActorRef>('callback');
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="callback" aria-live="polite">
      <Spinner size="lg" />
      <p className={screen.text}><Trans>Checking your payment…</Trans></p>
      {callback && <StopWaiting onStop={() => callback.send({ type: 'wait.stopped' })} testId="callback-stop-waiting" />}
    </section>
  );
}
