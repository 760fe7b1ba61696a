import { style, styleVariants } from '@vanilla-extract/css';
import { logoSize, PAYMENT_LOGO_IDS, type LogoSize, type PaymentLogoId } from '../logos/meta';
import { vars } from '../theme.css';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg} calc(${vars.space.xl} + env(safe-area-inset-bottom))`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.5,
  textAlign: 'center',
});

export const text = style({ margin: 0, maxWidth: '42ch' });

export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const logoItem = style({ display: 'flex', flex: 'none' });

/** Each logo's box at its final size (SPEC 2 icon sizes): a class, not a style attribute (the page's CSP). */
export const logoBox = styleVariants(Object.fromEntries(PAYMENT_LOGO_IDS.map((id) => [id, logoSize(id)])) as Record<PaymentLogoId, LogoSize>, (size) => ({
  width: size.width,
  height: size.height,
}));

/** The FAQ link and, in PT, the responsible-gaming link (SPEC 2): side by side, wrapping on a narrow phone. */
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const faq = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
