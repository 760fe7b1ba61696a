import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Keyboard focus ring shared by every interactive element (only on :focus-visible). */
export const focusRing = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
