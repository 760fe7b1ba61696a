// Return from a provider (SPEC 2 route "callback"): the status is being read; the overlay loader shows.
import { Trans } from '@lingui/react/macro';
import * as screen from '../screen.css';

export function CallbackScreen() {
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="callback">
      <p className={screen.text}><Trans>Checking your payment…</Trans></p>
    </section>
  );
}
