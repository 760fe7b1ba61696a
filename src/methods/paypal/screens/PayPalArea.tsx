// The PayPal consent and loader area (SPEC 2) of the amount page while the PayPal flow runs: the loader
// while the processor's checkout and PayPal's SDK load, then the PayPal button (drawn by PayPal's SDK)
// and, when allowed (SPEC 4: the flag, the loader hidden, no saved PayPal), the one-click consent.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { paypalMachine } from '../../../../machines/paypal.machine';
import { useFlow } from '../../../app/use-flow';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import * as screen from '../../../screens/screen.css';
import * as css from './PayPalArea.css';

type PayPalRef = ActorRefFrom<typeof paypalMachine>;

export function PayPalArea() {
  const flow = useFlow<PayPalRef>('paypal');
  return flow ? <Area flow={flow} /> : null;
}

function Area({ flow }: { flow: PayPalRef }) {
  const loader = useSelector(flow, (s) => s.hasTag('loader'));
  const approving = useSelector(flow, (s) => s.hasTag('approving'));
  const consentAllowed = useSelector(flow, (s) => s.context.consentAllowed);
  const consent = useSelector(flow, (s) => s.context.consent);
  if (loader) {
    return (
      <section className={`${screen.stack} ${screen.centred}`} aria-busy="true" data-testid="paypal-loader">
        <Spinner />
        <p className={screen.text}>
          <Trans>Connecting to PayPal…</Trans>
        </p>
      </section>
    );
  }
  if (!approving) return null;
  return (
    <section className={screen.stack} data-testid="paypal-area">
      {consentAllowed && (
        <label className={css.consent} data-testid="paypal-consent-label">
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => flow.send({ type: 'paypal.consentChanged', consent: e.target.checked })}
            data-testid="paypal-consent"
          />{' '}
          <Trans>Save my PayPal account for one-click deposits</Trans>
        </label>
      )}
      <PayPalButton flow={flow} />
      <Button variant="ghost" fullWidth onClick={() => flow.send({ type: 'paypal.cancelled' })} data-testid="paypal-close">
        <Trans>Choose another method</Trans>
      </Button>
    </section>
  );
}

function PayPalButton({ flow }: { flow: PayPalRef }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let remove: (() => void) | null = null;
    let gone = false;
    void import('../checkout').then(({ renderPayPalButton }) => {
      if (gone) return;
      remove = renderPayPalButton(el, {
        approved: (a) => flow.send({ type: 'paypal.approved', ...a }),
        cancelled: () => flow.send({ type: 'paypal.cancelled' }),
        failed: () => flow.send({ type: 'paypal.failed' }),
      });
    });
    return () => {
      gone = true;
      remove?.();
    };
  }, [flow]);
  return <div ref={container} className={css.buttonSlot} data-testid="paypal-button-container" />;
}

export default PayPalArea;
