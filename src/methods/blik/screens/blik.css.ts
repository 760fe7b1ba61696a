import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const steps = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.text, fontSize: vars.fontSize.md, lineHeight: 1.6 });
export const code = style({ letterSpacing: '0.5em', fontSize: vars.fontSize.xl, textAlign: 'center' });
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
export const checkbox = style({ width: '20px', height: '20px', flexShrink: 0, accentColor: vars.color.primary });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text, margin: 0 });
export const timeLeft = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  margin: 0,
});
