import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    // The ring itself is ringHost's (focus-ring.css.ts), on this box.
    '&:focus-within': { borderColor: vars.color.primary },
    // Thicker by an inset shadow, not a wider border: an invalid field keeps its size, so nothing under it moves.
    '&[data-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled="true"]': { opacity: 0.5 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: `calc(${vars.size.control} - 2px)`,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  // >= 16px so iOS does not zoom the page on focus.
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const amountInput = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const prefix = style({
  flex: 'none',
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const suffix = style({
  flex: 'none',
  paddingRight: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const amountSuffix = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
  // A set line height, so the reserved line (errorReserved) is exactly one line of it.
  lineHeight: 1.5,
  selectors: { '&:empty': { display: 'none' } },
});

/** The error line keeps its height when empty (see TextField's reserveErrorSpace). */
export const errorReserved = style({
  minHeight: '1.5em',
  margin: 0,
  selectors: { '&:empty': { display: 'block' } },
});

export const trailing = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  paddingRight: vars.space.xxs,
});
