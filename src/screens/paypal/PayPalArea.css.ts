import { style } from '@vanilla-extract/css';

/**
 * The PayPal button's place, reserved before PayPal's SDK draws it (45 px, the height the app asks of
 * it: src/app/paypal-checkout.ts), so that "Choose another method" below never moves under the finger.
 */
export const buttonSlot = style({ minHeight: '45px' });
