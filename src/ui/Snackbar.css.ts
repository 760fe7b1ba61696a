import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -12px)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});

/** The live region is always mounted (announcements need an existing region); empty when hidden. */
// At the top: a sheet's or a page's main button sits at the bottom, and the confirmation must not cover it.
export const region = style({
  position: 'fixed',
  left: 0,
  right: 0,
  top: 0,
  height: 0,
  zIndex: 1000,
  pointerEvents: 'none',
});

export const toast = style({
  position: 'absolute',
  left: '50%',
  top: `calc(${vars.space.lg} + env(safe-area-inset-top))`,
  transform: 'translate(-50%, 0)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  // Inverted surface: readable on both themes.
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.4,
  animation: `${enter} 180ms ease-out both`,
  selectors: { '&[data-tone="error"]': { background: vars.color.danger, color: '#FFFFFF' } },
});

export const icon = style({ flex: 'none' });
