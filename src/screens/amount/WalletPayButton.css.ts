// The wallets' own Pay buttons (WalletPayButton.tsx). Apple Pay: Safari's (and WebKit webviews') built-in
// button, `-webkit-appearance: -apple-pay-button`, where the engine has it; elsewhere the same look drawn
// here (a black button with the Apple Pay mark, white on a dark theme; Apple's Human Interface Guidelines).
// Google Pay: the host of the button the Google Pay API draws (createButton), one Pay button high.
import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { FOCUS_RING } from '../../ui/focus-ring.css';

/** A wallet's button drawn here: black with the wallet's mark, white with a black edge on a dark theme. */
export const drawn = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: vars.size.control,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: '#000000',
  cursor: 'pointer',
  selectors: {
    '&[data-dark="true"]': { background: '#FFFFFF', boxShadow: 'inset 0 0 0 1px #000000' },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': FOCUS_RING,
  },
});

export const applePay = style({
  '@supports': {
    '(-webkit-appearance: -apple-pay-button)': {
      WebkitAppearance: '-apple-pay-button',
      '-apple-pay-button-type': 'plain',
      '-apple-pay-button-style': 'black',
      selectors: { '&[data-dark="true"]': { '-apple-pay-button-style': 'white-outline' } },
    },
  } as never,
});

/** The mark drawn in the button. */
export const mark = style({ display: 'inline-flex' });
/** Apple's mark, drawn where WebKit does not draw the button itself. */
export const appleMark = style({ '@supports': { '(-webkit-appearance: -apple-pay-button)': { display: 'none' } } });

export const googlePayHost = style({
  display: 'flex',
  width: '100%',
  height: vars.size.control,
  borderRadius: vars.radius.md,
});

/** Where Google's button goes: nothing until it is there. */
export const googlePaySlot = style({ display: 'flex', flex: 1, selectors: { '&:empty': { display: 'none' } } });
