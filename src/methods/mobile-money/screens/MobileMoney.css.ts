import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { FOCUS_RING } from '../../../ui/focus-ring.css';

export const operators = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const operator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touch,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': FOCUS_RING },
});
export const helper = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});
export const code = style({ letterSpacing: '0.5em', fontSize: vars.fontSize.xl, textAlign: 'center' });
export const qr = style({ width: 240, height: 240, alignSelf: 'center', background: '#FFFFFF', padding: vars.space.sm, borderRadius: vars.radius.md });
export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });
export const amount = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text, margin: 0 });
export const nowrap = style({ whiteSpace: 'nowrap' });
