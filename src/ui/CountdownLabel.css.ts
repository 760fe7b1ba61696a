import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-block',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
