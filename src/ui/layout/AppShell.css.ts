import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { DESKTOP_MEDIA } from '../breakpoints';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  paddingLeft: 'env(safe-area-inset-left)',
  paddingRight: 'env(safe-area-inset-right)',
  '@media': { [DESKTOP_MEDIA]: { background: vars.color.surfaceAlt, padding: `${vars.space.xxl} ${vars.space.xl}` } },
});

/**
 * Full width on phones; on desktop Cashier is a centred elevated card: header band, content
 * and footer in one surface with rounded corners and a shadow.
 */
export const card = style({
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  '@media': {
    [DESKTOP_MEDIA]: {
      flex: 'none',
      maxWidth: `calc(${vars.size.content} + 2 * ${vars.space.xl})`,
      marginInline: 'auto',
      background: vars.color.background,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

/** The header band keeps the card's rounded top (it is sticky, so the card cannot clip it). */
export const headerSlot = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  '@media': {
    [DESKTOP_MEDIA]: { borderTopLeftRadius: vars.radius.lg, borderTopRightRadius: vars.radius.lg, overflow: 'hidden' },
  },
});

/**
 * On a phone the content fills at least the screen, so the footer (terms, logos) starts below the fold:
 * content arriving late (the means, the banner, the limits) never pushes a visible footer (CLS).
 */
export const main = style({
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  padding: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [DESKTOP_MEDIA]: { minHeight: 0, padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}` } },
});

export const footerSlot = style({ flex: 'none' });
