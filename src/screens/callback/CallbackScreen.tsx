// Return from a provider (SPEC 2 route "callback"): the status is being read; the overlay loader shows.
// The wait has a way out (issue 12): "Stop waiting" ends as pending, unconfirmed.
import { Trans } from '@lingui/react/macro';
import type { AnyActorRef } from 'xstate';
import { useChild } from '../../app/actor-context';
import { StopWaiting } from '../shared/StopWaiting';
import * as screen from '../screen.css';

export function CallbackScreen() {
  const callback = useChild<AnyActorRef>('callback');
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="callback">
      <p className={screen.text}><Trans>Checking your payment…</Trans></p>
      {callback && <StopWaiting onStop={() => callback.send({ type: 'wait.stopped' })} testId="callback-stop-waiting" />}
    </section>
  );
}
