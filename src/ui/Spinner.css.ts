import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5em',
});

export const svg = style({
  flex: 'none',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A loading indicator is essential motion: keep it turning, slowly, when motion is reduced
    // (the class beats the global `*` reduced-motion rule on specificity).
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '1.6s !important',
      animationIterationCount: 'infinite !important',
    },
  },
});

export const size = styleVariants({
  sm: { width: '16px', height: '16px' },
  md: { width: '24px', height: '24px' },
  lg: { width: '40px', height: '40px' },
});

export const track = style({ opacity: 0.25 });
