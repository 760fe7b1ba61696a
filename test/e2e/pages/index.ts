// The page models of the e2e suite, one per screen the specs drive: a spec imports them from here.
export { amountPage, type Surface } from './amount-page';
export { blik } from './blik';
export { CVV, cardForm, cvvForm, EXPIRY } from './card-form';
export { errorDialog } from './error-dialog';
export { mbway } from './mbway';
export { mobileMoney } from './mobile-money';
export { providerPage } from './provider-page';
export { returnPage } from './return-page';
export { sentBy } from './sent';
export { openWebview, webview } from './webview';
