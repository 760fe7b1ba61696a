import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const trigger = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.primary,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  padding: 0,
  minHeight: vars.size.touch,
  textDecoration: 'underline',
  alignSelf: 'flex-start',
  textAlign: 'start',
});
export const content = style({
  maxWidth: 'min(300px, calc(100vw - 24px))',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  zIndex: 50,
});
export const arrow = style({ fill: vars.color.surface });
/** The help link's place, held while its code loads: nothing under it moves when it arrives (DESIGN 7). */
export const slot = style({ display: 'flex', flexDirection: 'column', minHeight: vars.size.touch });
