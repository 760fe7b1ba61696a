import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text, margin: 0 });
export const action = style({ justifySelf: 'end', paddingInline: vars.space.sm });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0, overflowWrap: 'anywhere' });
// An IBAN never breaks inside a group of four.
export const iban = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const status = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
export const ibanInput = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em', textTransform: 'uppercase' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
