import { styleVariants } from '@vanilla-extract/css';
import { PAYPAL_BUTTON_HEIGHT } from '../../methods/paypal/rules';
import { vars } from '../../ui/theme.css';

// (Read at build time: the amount page's chunk gets the class names and their CSS, none of PayPal's code.)

/**
 * The PayPal area's height once the button shows: its padding and gaps (the screen stack's), the button and
 * "Choose another method"; with the consent, its two lines and a gap more (PayPalArea.css.ts). The area's
 * chunk and its loader come in the same box.
 */
const buttonAndClose = `2 * ${vars.space.lg} + ${PAYPAL_BUTTON_HEIGHT}px + ${vars.space.lg} + ${vars.size.control}`;
export const slot = styleVariants({
  plain: { minHeight: `calc(${buttonAndClose})` },
  withConsent: { minHeight: `calc(${buttonAndClose} + 3em + ${vars.space.lg})` },
});
