import { style } from '@vanilla-extract/css';
import { PAYPAL_BUTTON_HEIGHT } from '../rules';

/**
 * The PayPal button's place, reserved before PayPal's SDK draws it (the height the app asks of it), so
 * that "Choose another method" below never moves under the finger.
 */
export const buttonSlot = style({ minHeight: `${PAYPAL_BUTTON_HEIGHT}px` });
