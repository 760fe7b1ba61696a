import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const limits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const limitRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'center' });
export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const dialogAmount = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text, margin: 0 });
export const means = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const meansLoading = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '140px' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
