// The processor's PayPal checkout in the browser: braintree-web's client and PayPal Checkout
// components with PayPal's JS SDK, fetched only when a PayPal payment starts (never in the initial
// chunk). braintree-web reads the client token (its configuration URL), creates the payment resource and
// tokenizes the approval; the SDK script, loaded from paypalSdkUrl() (src/app/config.ts), draws the
// PayPal button and opens PayPal's approval page. The sandbox answers both offline (docs/decisions.md).
import { create as createClient } from 'braintree-web/client';
import { create as createCheckout, type PayPalCheckout } from 'braintree-web/paypal-checkout';
import { PAYPAL_BUTTON_HEIGHT, type PayPalApproval } from './rules';
import { paypalSdkUrl } from '../../app/config';

interface ApproveData {
  orderID?: string;
  payerID?: string;
  paymentID?: string;
}
interface PayPalButtons {
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void>;
}
interface PayPalSdk {
  Buttons(options: {
    fundingSource?: string;
    /** PayPal's button style; `height` in px, 25 to 55 (developer.paypal.com, JS SDK reference). */
    style?: { height?: number };
    createOrder(): Promise<string>;
    onApprove(data: ApproveData): Promise<void>;
    onCancel(): void;
    onError(error: unknown): void;
  }): PayPalButtons;
  FUNDING?: { PAYPAL?: string };
}
declare global {
  interface Window {
    paypal?: PayPalSdk;
  }
}

export interface CheckoutSetup {
  clientToken: string;
  amount: number;
  currency: string;
}

let current: { checkout: PayPalCheckout; amount: number; currency: string } | null = null;
let sdkLoading: { src: string; promise: Promise<void> } | null = null;

/** PayPal's SDK script, once per page and set of parameters (as braintree-web's loadPayPalSDK builds it). */
function loadSdk(clientId: string, currency: string): Promise<void> {
  const params = new URLSearchParams({ 'client-id': clientId, components: 'buttons', intent: 'authorize', currency });
  const src = `${paypalSdkUrl()}?${params.toString()}`;
  if (sdkLoading?.src === src) return sdkLoading.promise;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      sdkLoading = null;
      script.remove();
      reject(new Error('PayPal SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  sdkLoading = { src, promise };
  return promise;
}

/** The checkout for this payment: the processor's client, its PayPal component, then PayPal's SDK. */
export async function setupCheckout(setup: CheckoutSetup): Promise<void> {
  const client = await createClient({ authorization: setup.clientToken });
  const checkout = await createCheckout({ client });
  await loadSdk(await checkout.getClientId(), setup.currency);
  current = { checkout, amount: setup.amount, currency: setup.currency };
}

export interface ButtonHandlers {
  approved(approval: PayPalApproval): void;
  cancelled(): void;
  failed(): void;
}

/** Draws the PayPal button in the container; returns what removes it. */
export function renderPayPalButton(container: HTMLElement, handlers: ButtonHandlers): () => void {
  const sdk = window.paypal;
  const session = current;
  if (!sdk || !session) {
    handlers.failed();
    return () => {};
  }
  const buttons = sdk.Buttons({
    fundingSource: sdk.FUNDING?.PAYPAL,
    // PayPal's buttons take 25-55 px; the screen reserves this height (PayPalArea.css.ts).
    style: { height: PAYPAL_BUTTON_HEIGHT },
    createOrder: () => session.checkout.createPayment({ flow: 'checkout', amount: session.amount, currency: session.currency, intent: 'authorize' }),
    onApprove: (data) =>
      session.checkout.tokenizePayment(data).then(
        (payload) => handlers.approved({ nonce: payload.nonce, email: payload.details.email ?? '', payerId: payload.details.payerId ?? data.payerID ?? '' }),
        () => handlers.failed(),
      ),
    onCancel: () => handlers.cancelled(),
    onError: () => handlers.failed(),
  });
  buttons.render(container).catch(() => handlers.failed());
  return () => {
    buttons.close?.().catch(() => {});
  };
}
