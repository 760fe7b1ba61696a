import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  touchAction: 'manipulation',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

/**
 * The presets in a balanced grid, never one lone chip on a row: up to three in one row; four
 * in two rows of two on a phone, one row when there is room; five and six in rows of three.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  selectors: {
    '&[data-count="1"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '&[data-count="2"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '&[data-count="4"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  '@media': {
    'screen and (min-width: 600px)': {
      selectors: { '&[data-count="4"]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
    },
  },
});

export const rowItem = style({ minWidth: 0, width: '100%' });
