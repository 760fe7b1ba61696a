// The side effects of the PayPal flow (machines/paypal.machine.ts): preparing the processor's checkout
// (its code and PayPal's SDK are a chunk of their own, fetched here) and the deposit call's send. Loaded on
// demand, with the flow (src/app/lazy-flow.ts). The client token itself is fetched by the payment-means
// machine's `paypalClientToken` child (src/app/actors.ts).
import { fromPromise } from 'xstate';
import { depositCallMachine, sendOf, type DepositSendInput } from '../../../machines/deposit-call.machine';
import { paypalMachine, type PayPalCheckoutInput, type PayPalDepositRequest } from '../../../machines/paypal.machine';
import type { ApiClient } from '../../api/client';
import type { PageEnv } from '../../api/direct-deposits';
import { createPayPalDeposit } from './api';
import { fetchPayPalClientToken } from '../../api/paypal-client-token';

export function providePayPalMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return paypalMachine.provide({
    actors: {
      setupCheckout: fromPromise(async ({ input, signal }: { input: PayPalCheckoutInput; signal: AbortSignal }) => {
        // A payment started before the means' client token arrived asks for its own.
        const clientToken = input.clientToken ?? (await fetchPayPalClientToken(api, { customerId: null }, signal));
        const { setupCheckout } = await import('./checkout');
        await setupCheckout({ clientToken, amount: input.amount, currency: input.currency });
      }),
      depositCall: depositCallMachine.provide({
        actors: {
          send: fromPromise(
            ({ input, signal }: { input: DepositSendInput; signal: AbortSignal }): Promise<unknown> =>
              createPayPalDeposit(api, sendOf<PayPalDepositRequest>(input), pageEnv(), signal),
          ),
        },
      }),
    },
  });
}
