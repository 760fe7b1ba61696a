import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const pop = keyframes({
  '0%': { transform: 'scale(0.6)', opacity: 0 },
  '60%': { transform: 'scale(1.06)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});
const draw = keyframes({ to: { strokeDashoffset: 0 } });
const flip = keyframes({
  '0%, 40%': { transform: 'rotate(0deg)' },
  '50%, 90%': { transform: 'rotate(180deg)' },
  '100%': { transform: 'rotate(180deg)' },
});
const sand = keyframes({
  '0%': { transform: 'scaleY(1)' },
  '40%, 100%': { transform: 'scaleY(0)' },
});
const shake = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-4px)' },
  '40%, 80%': { transform: 'translateX(4px)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '80px',
  height: '80px',
  borderRadius: '50%',
  // Every animation keeps its end state, so the reduced-motion rule (0.01ms, one iteration) shows the
  // finished drawing at once.
  animation: `${pop} 360ms cubic-bezier(0.2, 0.8, 0.2, 1.2) both`,
});

export const tone = styleVariants({
  success: { background: [vars.color.surfaceAlt, `color-mix(in srgb, ${vars.color.success} 14%, transparent)`], color: vars.color.success },
  pending: { background: [vars.color.surfaceAlt, `color-mix(in srgb, ${vars.color.primary} 12%, transparent)`], color: vars.color.primary },
  error: { background: [vars.color.surfaceAlt, `color-mix(in srgb, ${vars.color.danger} 12%, transparent)`], color: vars.color.danger },
});

/** For dark backgrounds whatever the theme (e.g. an embedded confirmation over dark artwork). */
export const dark = styleVariants({
  success: { background: 'rgba(74, 222, 128, 0.16)', color: '#4ADE80' },
  pending: { background: 'rgba(255, 255, 255, 0.12)', color: '#FFD166' },
  error: { background: 'rgba(255, 122, 110, 0.16)', color: '#FF7A6E' },
});

export const svg = style({ width: '48px', height: '48px', overflow: 'visible' });

export const ring = style({
  strokeDasharray: 126,
  strokeDashoffset: 126,
  animation: `${draw} 420ms ease-out 120ms both`,
});

export const mark = style({
  strokeDasharray: 30,
  strokeDashoffset: 30,
  animation: `${draw} 300ms ease-out 480ms both`,
});

export const hourglass = style({
  transformOrigin: '24px 24px',
  animation: `${flip} 2.4s ease-in-out 300ms infinite`,
});

export const sandTop = style({
  transformOrigin: '24px 22px',
  transformBox: 'view-box',
  animation: `${sand} 2.4s linear 300ms infinite`,
});

export const errorShake = style({ animation: `${shake} 360ms ease-in-out 700ms both` });
