// Session timeout (SPEC 2): the player's session ended; they sign in again on the operator's side.
import { Trans } from '@lingui/react/macro';
import { useDepositActor } from '../../app/actor-context';
import { Button } from '../../ui/Button';
import { useFocusedOnMount } from '../../ui/focus-on-mount';
import * as screen from '../screen.css';

export function SessionTimeoutScreen() {
  const actor = useDepositActor();
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="session-timeout">
      <h1 className={screen.title} tabIndex={-1} ref={useFocusedOnMount()}>
        <Trans>Your session has expired</Trans>
      </h1>
      <p className={screen.text}>
        <Trans>For your security you have been signed out. Please sign in again to make a deposit.</Trans>
      </p>
      <Button fullWidth onClick={() => actor.send({ type: 'app.close' })}>
        <Trans>Sign in again</Trans>
      </Button>
    </section>
  );
}
