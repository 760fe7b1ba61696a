import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { DESKTOP_MEDIA } from './breakpoints';

/** `url("...")` of the campaign artwork, set inline by Banner (a custom property, never a raw style). */
export const backgroundImage = createVar();

// The banner is campaign artwork: light text on a dark, brand-tinted card in both themes.
const INK = '#FFFFFF';
const INK_MUTED = 'rgba(255, 255, 255, 0.82)';
const ACCENT = '#FFD166';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '152px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  color: INK,
  backgroundColor: ['#13221B', `color-mix(in srgb, ${vars.color.primary} 45%, #050807)`],
  backgroundImage: `linear-gradient(100deg, rgba(0, 0, 0, 0.72) 0%, rgba(0, 0, 0, 0.45) 55%, rgba(0, 0, 0, 0.15) 100%), ${fallbackVar(backgroundImage, 'none')}`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  boxShadow: vars.shadow.sm,
  '@media': { [DESKTOP_MEDIA]: { padding: vars.space.xl } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '24px',
});

export const reward = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: ACCENT,
  color: '#1A1300',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.4,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  marginLeft: 'auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.45)',
  color: INK,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.4,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
  maxWidth: '32ch',
  '@media': { [DESKTOP_MEDIA]: { fontSize: vars.fontSize.xl } },
});

export const subtitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  color: INK_MUTED,
  overflowWrap: 'anywhere',
  maxWidth: '40ch',
});

export const action = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: INK,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

const whiteRing = {
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `3px solid ${INK}`, outlineOffset: '2px' },
} as const;

/** The opt-in call to action: light button on the dark card. */
export const optIn = style({
  background: INK,
  color: '#0F1A14',
  minWidth: '132px',
  selectors: {
    ...whiteRing,
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: 'rgba(255, 255, 255, 0.88)' },
  },
});

export const optedIn = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: INK,
});

export const optedInIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.pill,
  background: ACCENT,
  color: '#1A1300',
});

/** "Opt out": a text link look, with a full touch target. */
export const optOut = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  background: 'transparent',
  color: INK,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    ...whiteRing,
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: 'rgba(255, 255, 255, 0.12)' },
  },
});
