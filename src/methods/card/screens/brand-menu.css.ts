// The brand menu (BrandMenu.tsx): a row of brand tiles that collapses to a one-line row on page scroll.
// Each form appears with a short fade and slide; with prefers-reduced-motion it simply appears.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { FOCUS_RING } from '../../../ui/focus-ring.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });
const motion = {
  animation: `${appear} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
} as const;

export const menu = style({ minWidth: 0 });
export const group = style({ ...motion, border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
export const tiles = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto', paddingBottom: '2px' });
export const tile = style({
  position: 'relative',
  flex: '1 0 auto',
  minWidth: '96px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  minHeight: vars.size.control,
  cursor: 'pointer',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}`, fontWeight: vars.fontWeight.bold },
    '&:has(input:focus-visible)': FOCUS_RING,
  },
});
// The radio stays in the tile (for the keyboard and screen readers) but is drawn by the tile's border.
export const radio = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' });
export const tileName = style({ whiteSpace: 'nowrap' });
export const row = style({
  ...motion,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  minHeight: vars.size.touch,
});
export const rowLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const change = style({
  font: 'inherit',
  color: vars.color.primary,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  padding: vars.space.xs,
  minHeight: vars.size.touch,
  fontWeight: vars.fontWeight.medium,
});
