import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: 'env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)',
  background: vars.color.scrim,
  animation: `${fadeIn} 150ms ease-out`,
  // Swallows taps so nothing behind can be triggered twice while a request runs.
  touchAction: 'none',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  maxWidth: 'min(320px, calc(100vw - 32px))',
  textAlign: 'center',
});

export const spinner = style({ color: vars.color.primary });

export const label = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
