import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
export const checkbox = style({ width: '20px', height: '20px', flexShrink: 0, accentColor: vars.color.primary });
export const mandate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text, margin: 0 });
export const detail = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  margin: 0,
});
