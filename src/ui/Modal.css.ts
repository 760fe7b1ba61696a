import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { DESKTOP_MEDIA } from './breakpoints';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideDown = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: vars.color.scrim,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} 180ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in` },
  },
});

/**
 * Mobile first: a bottom sheet. From 840px (DESKTOP_MEDIA, same query as useIsDesktop): a centred dialog.
 * Chosen in CSS so the right layout paints first, with no JS measurement.
 */
export const content = style({
  position: 'fixed',
  zIndex: 901,
  fontFamily: vars.font.body,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // sheet
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: 'calc(100dvh - 24px - env(safe-area-inset-top))',
  padding: `${vars.space.sm} ${vars.space.xl} calc(${vars.space.xl} + env(safe-area-inset-bottom))`,
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="open"]': { animation: `${slideUp} 220ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
    '&[data-state="closed"]': { animation: `${slideDown} 180ms ease-in` },
  },
  '@media': {
    [DESKTOP_MEDIA]: {
      left: '50%',
      right: 'auto',
      top: '50%',
      bottom: 'auto',
      transform: 'translate(-50%, -50%)',
      width: 'min(440px, calc(100vw - 48px))',
      maxHeight: 'calc(100dvh - 48px)',
      padding: vars.space.xl,
      borderRadius: vars.radius.lg,
      selectors: {
        '&[data-state="open"]': { animation: `${popIn} 180ms ease-out` },
        '&[data-state="closed"]': { animation: `${popOut} 150ms ease-in` },
      },
    },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The grab handle of the sheet (decorative; hidden on desktop). */
export const handle = style({
  alignSelf: 'center',
  flex: 'none',
  width: '40px',
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  '@media': { [DESKTOP_MEDIA]: { display: 'none' } },
});

export const header = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const headerDismissible = style({ paddingInline: vars.size.touch });

export const close = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  right: `calc(-1 * ${vars.space.md})`,
});

export const icon = style({ display: 'flex', justifyContent: 'center', color: vars.color.primary });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const body = style({ fontSize: vars.fontSize.md });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [DESKTOP_MEDIA]: { flexDirection: 'row' },
  },
});

// Action buttons keep their DOM order (= focus order): stacked full width on mobile, side by side with equal
// widths on desktop. Pass the main action first.
globalStyle(`${actions} > *`, {
  width: '100%',
  '@media': { [DESKTOP_MEDIA]: { width: 'auto', flex: '1 1 0' } },
});
