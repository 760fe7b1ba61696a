// The bench's reference: Adyen Web's card component alone, as an operator would drop it in:
// tree-shaken ES import of AdyenCheckout and Card, with its CSS. No payment-methods call (the card
// component needs none); its calls to Adyen's hosts are unreachable offline, which only makes it faster.
import { AdyenCheckout, Card } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import './offline.css';

void (async () => {
  const checkout = await AdyenCheckout({
    environment: 'test',
    clientKey: 'test_BENCHREFERENCEPAGE00000000000000',
    countryCode: 'FR',
    locale: 'en-US',
    amount: { value: 2000, currency: 'EUR' },
    analytics: { enabled: false },
    onSubmit: () => {},
    onAdditionalDetails: () => {},
  });
  new Card(checkout).mount('#card');
})();
