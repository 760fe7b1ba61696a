import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.xl}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease, transform 80ms ease',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'scale(0.98)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primaryHover },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceAlt },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceAlt },
    },
  },
});

export const fullWidth = style({ display: 'flex', width: '100%' });

/** The label keeps its box (and its accessible name) while the spinner sits on top of it. */
export const labelHidden = style({ opacity: 0 });

export const spinnerLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
