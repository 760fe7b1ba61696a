import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch, color: vars.color.text, fontSize: vars.fontSize.md });
export const checkbox = style({ width: '20px', height: '20px', flexShrink: 0, accentColor: vars.color.primary });
export const mandate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const helpButton = style({
  font: 'inherit', fontSize: vars.fontSize.sm, color: vars.color.primary, background: 'none', border: 'none', cursor: 'pointer',
  padding: 0, minHeight: vars.size.touch, textDecoration: 'underline', alignSelf: 'flex-start',
});
export const popover = style({
  maxWidth: '300px', padding: vars.space.md, background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg, border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.sm, lineHeight: 1.5, zIndex: 50,
});
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text, margin: 0 });
export const detail = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', color: vars.color.textMuted, fontSize: vars.fontSize.md, margin: 0 });
