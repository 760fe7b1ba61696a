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
});

/** Full width on phones; a centred ~480px column on desktop. */
export const column = style({
  width: '100%',
  marginInline: 'auto',
  '@media': { [DESKTOP_MEDIA]: { maxWidth: vars.size.content } },
});

export const headerSlot = style([column, { position: 'sticky', top: 0, zIndex: 10 }]);

export const main = style([
  column,
  {
    flex: '1 0 auto',
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.lg,
    selectors: { '&:focus': { outline: 'none' } },
  },
]);

export const footerSlot = style([column, { flex: 'none' }]);
