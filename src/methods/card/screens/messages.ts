// Texts of the card validation keys (SPEC 5): the key is the Lingui message id.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const CARD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'payment.card.number.empty.error': msg({ id: 'payment.card.number.empty.error', message: 'Please enter your card number.' }),
  'payment.card.number.error': msg({ id: 'payment.card.number.error', message: 'This card number is not valid.' }),
  'payment.card.number.amex.error': msg({ id: 'payment.card.number.amex.error', message: 'American Express cards are not accepted.' }),
  'payment.expiration.date.validation.error': msg({
    id: 'payment.expiration.date.validation.error',
    message: 'Enter a valid expiry date (MM/YY) that has not passed.',
  }),
  'payment.card.cvv.error': msg({ id: 'payment.card.cvv.error', message: 'The security code has at least 3 digits.' }),
};

export const BRAND_NAMES: Readonly<Record<string, string>> = {
  cb: 'CB',
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  electron: 'Visa Electron',
};
