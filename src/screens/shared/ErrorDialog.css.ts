import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The error mark above the title: shape and colour, not colour alone. */
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  margin: '0 auto',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.danger,
});
