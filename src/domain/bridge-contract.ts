// The native bridge contract (SPEC 7 "Native bridge events") as zod 4 schemas: one per message, with when
// it is sent, who receives it and an example. The app's types (bridge-events.ts) are derived from it with a
// type-only import, so zod stays out of the app bundle; scripts/bridge-contract.ts generates docs/bridge.md and
// docs/bridge.schema.json from it for the mobile teams, and the sandbox's simulated webview validates every
// message it receives against that schema.
import { z } from 'zod';
import { BRIDGE_CONTRACT_VERSION, BRIDGE_FRAME_CHANNEL, type BridgeEventName } from './bridge-protocol';
import { CURRENCIES, LANGUAGES, LEGISLATIONS } from './context';
import { addressDeepLink, DEEP_LINK_PATTERN, depositDeepLink } from './deep-links';

/** Where a message can arrive: the iOS message handler, the Android JavaScript interface, a parent frame. */
export type BridgePlatform = 'iOS' | 'Android' | 'frame';
const ALL: readonly BridgePlatform[] = ['iOS', 'Android', 'frame'];

export interface BridgeMessageSpec {
  /** When Cashier sends it, and what the native side is expected to do. */
  description: string;
  platforms: readonly BridgePlatform[];
  payload: z.ZodObject;
  example: Record<string, unknown>;
  /** A question: what the native side answers on BRIDGE_ANSWER_CHANNEL. */
  answer?: { schema: z.ZodType; example: unknown; description: string };
}

const url = z.string().min(1).describe("An absolute https URL, or a path on Cashier's own origin.");
const amount = z.number().min(0).describe("In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did not carry it.");

export const BRIDGE_CONTRACT = {
  appInitialized: {
    description:
      "Sent once per page load of Cashier, when the session is read and Cashier knows the player (context init Succeeded, SPEC 4), before the first screen. A provider's return loaded in the webview (the callback after the in-app browser or the MB Way app) and a reload are new page loads: appInitialized, isDarkStatusBar and statusBarHeight come again; handle them as idempotent. Not sent when context init fails (technical error page).",
    platforms: ALL,
    payload: z.strictObject({
      legislation: z.enum(LEGISLATIONS).describe("The player's market."),
      language: z.enum(LANGUAGES).describe('The language Cashier shows.'),
    }),
    example: { legislation: 'FR', language: 'fr' },
  },
  isDarkStatusBar: {
    description:
      'Native apps only (APP_IOS, APP_ANDROID, APP_MACOS): sent right after appInitialized. Cashier shows its dark theme when isDark is true (is_dark query option, else the dark-mode cookie); the app styles its status bar to match. The theme never changes while Cashier runs, so it is sent once per page load.',
    platforms: ALL,
    payload: z.strictObject({ isDark: z.boolean().describe("True: Cashier's background is dark (use light status-bar content).") }),
    example: { isDark: false },
  },
  statusBarHeight: {
    description:
      'Native apps only: sent right after isDarkStatusBar. A question: the app answers with the height of its status bar over the webview, and Cashier pads its header by that much (0 or no answer: no padding).',
    platforms: ALL,
    payload: z.strictObject({}),
    example: {},
    answer: {
      description: "The status bar's height in CSS pixels (0 when the webview starts below it).",
      schema: z.strictObject({ height: z.number().min(0) }),
      example: { height: 47 },
    },
  },
  paymentSetCloseNavigationIcon: {
    description:
      "Native apps only. visible true when the player is on the amount page with no payment under way (the root screen: the app's close icon leaves Cashier); visible false as soon as a payment starts (a method's screens, where Cashier's own back and cancel buttons lead). Sent on each change.",
    platforms: ALL,
    payload: z.strictObject({ visible: z.boolean().describe("Show the app's close (X) icon in its navigation bar.") }),
    example: { visible: true },
  },
  paymentDepositSuccess: {
    description:
      'A deposit is confirmed (success) or accepted and not yet confirmed (pending), just before Cashier goes to the return URL (after the confirmation dialog when embed_confirmation is set). Sent in native apps and always in the third-party poker launcher (SPEC 4, 6); not in the web app nor our own launchers.',
    platforms: ALL,
    payload: z.strictObject({
      status: z.enum(['success', 'pending']),
      method: z.string().min(1).describe('The payment method, e.g. CARD, MBWAY, MOBILEMONEY.'),
      amount,
      transactionId: z.string().nullable().describe("The deposit's transaction uid, null when unknown."),
    }),
    example: { status: 'success', method: 'CARD', amount: 50, transactionId: '4f6c1d2e-8a3b-4c5d-9e0f-1a2b3c4d5e6f' },
  },
  paymentWithdrawalSuccess: {
    description:
      "The withdrawal fragments (behind payment-f-new-withdrawal-flow-enabled) changed the player's withdrawals, e.g. a pending withdrawal was cancelled and its money is back on the balance: the app refreshes the balance.",
    platforms: ALL,
    payload: z.strictObject({
      amount,
      currency: z.enum(CURRENCIES).optional().describe("The player's currency; optional since 1.0.0 (absent: the session's currency)."),
    }),
    example: { amount: 100, currency: 'EUR' },
  },
  paymentCloseApplication: {
    description:
      'Native apps only (SPEC 4 "Leaving the app"): the player leaves Cashier (the ineligibility dialog closed, close or back on the session-timeout or technical error page, the header\'s close). The app closes the webview.',
    platforms: ALL,
    payload: z.strictObject({
      reason: z.string().nullable().describe('The ineligibility reason when the player may not deposit (e.g. DEP_UserTriedToDepositOverLimit), else null.'),
    }),
    example: { reason: 'DEP_UserTriedToDepositOverLimit' },
  },
  paymentRedirectInApp: {
    description:
      "Native apps only: the card issuer's page (SPEC 4 card status pending, detail 6: reason CARD_3DS1, strategy MANY). The app opens url in an in-app browser over the webview; when that browser reaches a page of Cashier's origin (the callback route), the app closes it and loads that page in the webview.",
    platforms: ALL,
    payload: z.strictObject({
      url,
      reason: z.string().min(1).describe('Why: CARD_3DS1 for the card issuer.'),
      navigationStrategy: z.enum(['ONE', 'MANY']).describe('MANY: the page may navigate several times before it returns; ONE: a single page.'),
    }),
    example: { url: 'https://issuer.example/3ds?tx=4f6c1d2e', reason: 'CARD_3DS1', navigationStrategy: 'MANY' },
  },
  paymentCancelRedirectInApp: {
    description:
      'Native apps only: after paymentRedirectInApp, the player cancelled that payment from Cashier\'s waiting screen ("Choose another method"), e.g. after closing the in-app browser. The app closes the in-app browser if it is still open and stops waiting for its return (a late return must not load the callback over what the player does now); Cashier is back on the amount page.',
    platforms: ALL,
    payload: z.strictObject({}),
    example: {},
  },
  paymentRedirectInMobileBrowser: {
    description:
      "Native apps only: the player opened a page that is not part of the payment (the market's FAQ / help link). The app opens url in the device's browser; Cashier stays where it is.",
    platforms: ALL,
    payload: z.strictObject({ url }),
    example: { url: 'https://www.kestrelbet.fr/aide' },
  },
  paymentRedirectAppToApp: {
    description:
      "Native apps (any application type but WEBAPP, SPEC 4 MB Way): the MB Way payment continues in the MB Way app. The app opens url (the MB Way app); MB Way returns to Cashier's callback.",
    platforms: ALL,
    payload: z.strictObject({ url }),
    example: { url: 'https://mbway.example/pay?transaction_uid=4f6c1d2e' },
  },
  applePayEligibility: {
    description:
      "The turf app on iOS (SPEC 4 Apple Pay), when the payment means offer Apple Pay: can this device pay with Apple Pay? Once per page load that shows the payment means (not on a provider's return); once, also when Cashier shows the means before the wallets' check ends (the same check goes on beside the page; the app may keep its answer for the session). No answer within 500 ms reads as false.",
    platforms: ['iOS', 'frame'],
    payload: z.strictObject({ merchantId: z.string().nullable() }),
    example: { merchantId: 'merchant.com.kestrelbet' },
    answer: { description: 'Whether Apple Pay can be offered.', schema: z.strictObject({ eligible: z.boolean() }), example: { eligible: true } },
  },
  googlePayEligibility: {
    description:
      "Android (SPEC 4 Google Pay), when the payment means offer Google Pay: is Google Pay ready? request is the isReadyToPay request. Once per page load that shows the payment means (not on a provider's return); once, also when Cashier shows the means before the wallets' check ends (the same check goes on beside the page; the app may keep its answer for the session). No answer within 500 ms reads as not ready.",
    platforms: ['Android', 'frame'],
    payload: z.strictObject({ request: z.record(z.string(), z.unknown()).describe("Google Pay's IsReadyToPayRequest.") }),
    example: { request: { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [] } },
    answer: {
      description: 'Readiness, and whether a card is already in the wallet.',
      schema: z.strictObject({ ready: z.boolean(), hasCard: z.boolean() }),
      example: { ready: true, hasCard: true },
    },
  },
  googlePayPaymentData: {
    description: 'Android, after the player taps the Google Pay button: the payment data. request is the loadPaymentData request.',
    platforms: ['Android', 'frame'],
    payload: z.strictObject({ request: z.record(z.string(), z.unknown()).describe("Google Pay's PaymentDataRequest.") }),
    example: { request: { apiVersion: 2, apiVersionMinor: 0, transactionInfo: { totalPrice: '50.00', currencyCode: 'EUR' } } },
    answer: {
      description: 'The payment token (tokenizationData.token), or an error (e.g. CANCELED).',
      schema: z.union([z.strictObject({ token: z.string().min(1) }), z.strictObject({ error: z.string() })]),
      example: { token: '{"signedMessage":"…"}' },
    },
  },
} satisfies Record<BridgeEventName, BridgeMessageSpec>;

/** SPEC 7: the native sports and turf apps' deep links, in their two forms (src/domain/deep-links.ts). */
export const DEEP_LINKS = {
  description:
    "The operator's native sports and turf apps (not casino, not poker) open from deep links of scheme `<brand><universe>` (kestrelsports, kestrelturf, orbitsports, orbitturf), in two forms: an address of the app, `<scheme>://<address>`, and the app's deposit screen with a redirect parameter, `<scheme>://deposit?redirect=<URL-encoded Cashier URL>`, which opens that URL in the app's webview. Cashier sends the deposit form as MB Way's app-to-app return URL in the sports and turf apps on iOS and Android (`<scheme>://deposit?redirect=<Cashier's callback URL>`): the MB Way app opens it when the player has approved.",
  schema: z.string().regex(new RegExp(DEEP_LINK_PATTERN)).describe('A deep link of a native sports or turf app.'),
  examples: [
    addressDeepLink('kestrel', 'sports', 'mybets/open'),
    depositDeepLink('kestrel', 'turf', 'https://cashier.kestrelbet.fr/callback?transaction_uid=4f6c1d2e'),
  ],
};

/** The whole message a transport carries for `name`: its name, the contract version and its payload. */
export function messageSchema(name: BridgeEventName) {
  const spec: BridgeMessageSpec = BRIDGE_CONTRACT[name];
  return z
    .strictObject({
      channel: z.literal(BRIDGE_FRAME_CHANNEL).optional().describe('Frame transport only: the postMessage channel.'),
      name: z.literal(name),
      contractVersion: z.literal(BRIDGE_CONTRACT_VERSION),
      payload: spec.payload,
    })
    .describe(spec.description);
}
