/// <reference types="googlepay" />
// The Google Pay script (its URL from wallet-config.ts: the sandbox's stand-in offline, Google's in
// production), loaded once, on demand, when Google Pay is enabled; and its PaymentsClient.
import { walletConfig } from './wallet-config';

let loading: Promise<void> | null = null;

/** Loads the script once; a failure (network, blocked, no google.payments.api) may be retried later. */
export function loadGooglePayScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    if (window.google?.payments?.api?.PaymentsClient) return resolve();
    const script = document.createElement('script');
    script.src = walletConfig().googlePayScriptUrl;
    script.async = true;
    script.onload = () => (window.google?.payments?.api?.PaymentsClient ? resolve() : reject(new Error('Google Pay script: no PaymentsClient')));
    script.onerror = () => reject(new Error('Google Pay script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

let client: google.payments.api.PaymentsClient | null = null;

export function paymentsClient(): google.payments.api.PaymentsClient {
  client ??= new google.payments.api.PaymentsClient({ environment: walletConfig().googlePayEnvironment });
  return client;
}
