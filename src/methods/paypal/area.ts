// The PayPal module's area on the amount page (SPEC 2: "PayPal consent and loader area"), loaded by the
// amount page's slot while the PayPal flow runs; a manifest like flow.ts, so the slot never reaches into screens/.
export const loadPayPalArea = () => import('./screens/PayPalArea');
