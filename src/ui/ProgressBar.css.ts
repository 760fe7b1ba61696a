import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Fill ratio, set per instance through inlineVars (the only inline style in the design system). */
export const fillPercent = createVar();

export const track = style({
  width: '100%',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
});

export const fill = style({
  height: '100%',
  width: `calc(${fillPercent} * 1%)`,
  borderRadius: vars.radius.pill,
  transition: 'width 240ms ease',
});

export const tone = styleVariants({
  primary: { background: vars.color.primary },
  success: { background: vars.color.success },
  danger: { background: vars.color.danger },
});
