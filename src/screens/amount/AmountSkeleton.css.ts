import { keyframes, style } from '@vanilla-extract/css';
import { DESKTOP_MEDIA } from '../../ui/breakpoints';
import { LIST_HEIGHT } from '../../ui/MeanList.css';
import { vars } from '../../ui/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

/** Grey blocks of the real amount page's sizes, so nothing moves when the page arrives. */
export const block = style({
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const label = style({ height: '1.25rem', width: '5rem' });
export const field = style({ height: vars.size.control });
export const presets = style({ height: '44px' });
export const means = style({ height: `${LIST_HEIGHT.mobile}px`, '@media': { [DESKTOP_MEDIA]: { height: `${LIST_HEIGHT.desktop}px` } } });
export const pay = style({ height: vars.size.control });
