// The PayPal area's place on the amount page while the PayPal flow runs (SPEC 2): the area's chunk, then
// its loader, then PayPal's button come in turn, each in one box reserved at the button's full height, so
// that what lies below (the banner and its opt-in) never moves under the finger (DESIGN 7). The box is
// taller when the one-click consent will show, which the flow knows from its start (SPEC 4).
import { lazy, Suspense } from 'react';
import { useSelector } from '../../app/use-actor-selector';
import type { ActorRefFrom } from 'xstate';
import type { paypalMachine } from '../../../machines/paypal.machine';
import { useFlow } from '../../app/use-flow';
import { loadPayPalArea } from '../../methods/paypal/area';
import * as css from './PayPalSlot.css';

// The area itself is PayPal's flow code: its own chunk (DESIGN 7).
const PayPalArea = lazy(loadPayPalArea);

export function PayPalSlot() {
  const flow = useFlow<ActorRefFrom<typeof paypalMachine>>('paypal');
  const consent = useSelector(flow, (s) => s?.context.consentAllowed === true);
  if (!flow) return null;
  return (
    <div className={consent ? css.slot.withConsent : css.slot.plain} data-testid="paypal-slot">
      <Suspense fallback={null}>
        <PayPalArea />
      </Suspense>
    </div>
  );
}
