// Technical error page (SPEC 2 and 8): payment.error.page.title, .text and .button. "Try again"
// loads the page again (the session is kept for the tab), the SPEC's button leaves. The page knows nothing of
// the player's deposits (another tab may have one under way): its text claims no outcome (src/i18n/claims.ts).
import { Trans } from '@lingui/react/macro';
import { useDepositActor } from '../../app/actor-context';
import { Button } from '../../ui/Button';
import { useFocusedOnMount } from '../../ui/focus-on-mount';
import * as screen from '../screen.css';

export function TechnicalErrorScreen() {
  const actor = useDepositActor();
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="technical-error">
      <h1 className={screen.title} tabIndex={-1} ref={useFocusedOnMount()}>
        <Trans id="payment.error.page.title">Service temporarily unavailable</Trans>
      </h1>
      <p className={screen.text}>
        <Trans id="payment.error.page.text">
          We could not load the deposit page because of a technical problem. Please try again later. If you already started a deposit, check your balance before
          paying again.
        </Trans>
      </p>
      <Button fullWidth onClick={() => window.location.reload()} data-testid="technical-error-retry">
        <Trans>Try again</Trans>
      </Button>
      <Button fullWidth variant="ghost" onClick={() => actor.send({ type: 'app.close' })}>
        <Trans id="payment.error.page.button">Back</Trans>
      </Button>
    </section>
  );
}
