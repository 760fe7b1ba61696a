import { toPaymentMeans } from '../src/domain/payment-means';
import { httpError } from './fixtures';
import type { MeansConfig, MeansData } from './payment-means.machine';

const serverMean = (id: string, method: string, order: number) => ({
  payment_mean_id: id,
  display_order: order,
  status: 'enabled' as const,
  min_amount: 10,
  max_amount: 1000,
  features: [],
  payment_method: method,
});

const data: MeansData = {
  means: toPaymentMeans([
    serverMean('m-p24', 'PRZELEWY24', 1),
    serverMean('m-blik', 'BLIK', 2),
    serverMean('m-psc', 'PAYSAFECARD', 3),
    serverMean('m-pp', 'PAYPAL', 4),
  ]),
  methods: [
    { name: 'PRZELEWY24', enabled: true, displayOrder: 1, tokenOnly: false, unavailable: false },
    { name: 'BLIK', enabled: true, displayOrder: 2, tokenOnly: false, unavailable: false },
    { name: 'PAYSAFECARD', enabled: true, displayOrder: 3, tokenOnly: false, unavailable: false },
    { name: 'PAYPAL', enabled: true, displayOrder: 4, tokenOnly: false, unavailable: false },
  ],
  tokens: [],
  cse: [],
  suggestedAmounts: [50, 100, 250, 500],
  resumePosition: 1,
};

const config: MeansConfig = {
  lastMethod: null,
  isFirstDeposit: false,
};

/** Apple Pay and Google Pay among the means: their check runs before or beside display. */
const walletData: MeansData = {
  ...data,
  means: [...toPaymentMeans([serverMean('m-apple', 'APPLEPAY', 0), serverMean('m-google', 'GOOGLEPAY', 4)]), ...data.means],
};
const checked = { applePay: 'compatible', googlePay: 'notCompatible', googlePayHasCardInWallet: false };

export const paymentMeansEvents = [
  { type: 'xstate.done.actor.fetchMeans', output: data },
  { type: 'xstate.done.actor.fetchMeans', output: walletData },
  { type: 'xstate.done.actor.checkWallets', output: checked },
  { type: 'xstate.error.actor.checkWallets', error: httpError },
  // The client token child throws: PayPal is disabled, as when its token fails (SPEC 8).
  { type: 'xstate.error.actor.paypalClientToken', error: new Error('child crashed') },
  // A returning player whose last method is not a wallet: the page shows before the wallets' check ends.
  { type: 'means.configure', config: { lastMethod: 'PAYSAFECARD', isFirstDeposit: false } },
  { type: 'xstate.error.actor.fetchMeans', error: httpError },
  { type: 'means.configure', config },
  { type: 'mean.selected', id: 'm-psc' },
  // SPEC 4 PayPal: choosing PayPal asks for a client token again; its answer (the paypalClientToken child).
  { type: 'mean.selected', id: 'm-pp' },
  { type: 'xstate.snapshot.paypalClientToken', snapshot: { value: 'ready', context: { clientToken: 'ct-1' } } },
  { type: 'xstate.snapshot.paypalClientToken', snapshot: { value: 'failed', context: { clientToken: null } } },
  { type: 'xstate.snapshot.paypalClientToken', snapshot: { value: 'requesting', context: { clientToken: null } } },
  { type: 'means.refetch' },
  { type: 'means.scrolled', status: 'MANUAL' },
];
