import { style } from '@vanilla-extract/css';
// The theme's rules first in the stylesheet, as before these rules (vanilla-extract orders CSS by import).
import '../../../ui/theme.css';
import { PAYPAL_BUTTON_HEIGHT } from '../rules';

/**
 * The PayPal button's place, reserved before PayPal's SDK draws it (the height the app asks of it), so
 * that "Choose another method" below never moves under the finger.
 */
export const buttonSlot = style({ minHeight: `${PAYPAL_BUTTON_HEIGHT}px` });

/** The consent's line, two lines of text high whatever the language's wrapping on a phone. */
export const consent = style({ display: 'block', minHeight: '3em', lineHeight: 1.5 });
