import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { DESKTOP_MEDIA } from './breakpoints';

/** Fixed tile box: nothing in the list moves when logos, labels or limits arrive. */
export const TILE_WIDTH = 116;
export const TILE_HEIGHT = 140;
const TILE_WIDTH_DESKTOP = 136;
const TILE_HEIGHT_DESKTOP = 152;
const TILE_GAP = 8;
/** Room for the 3px focus ring (+2px offset) inside the clipped scroller. */
const SCROLL_PADDING = 6;

/** The list's height on a phone and from DESKTOP_MEDIA: what a placeholder of the list takes (no shift when it arrives). */
export const LIST_HEIGHT = { mobile: TILE_HEIGHT + 2 * SCROLL_PADDING, desktop: TILE_HEIGHT_DESKTOP + 2 * SCROLL_PADDING };

/** Below this width the list is swiped: no arrows, so two and a half tiles show on a 390 px phone. */
const SWIPE_ONLY = 'screen and (max-width: 599px)';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { [SWIPE_ONLY]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const rootNoButtons = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

const FADE = 24;
const fade = `${FADE}px`;
/** Visible margin kept around a tile the list scrolls to: clear of the faded edge. */
export const EDGE_MARGIN_PX = FADE;
export const SCROLL_PADDING_PX = SCROLL_PADDING;

export const scroller = style({
  display: 'flex',
  gap: `${TILE_GAP}px`,
  overflowX: 'auto',
  overflowY: 'hidden',
  padding: `${SCROLL_PADDING}px`,
  // Keep the tiles' positions independent of scrollbars (hidden; the buttons, swipe and keys scroll).
  scrollbarWidth: 'none',
  // No scroll snapping: it would move the list off the positions computed to show the selected tile.
  overscrollBehaviorX: 'contain',
  WebkitOverflowScrolling: 'touch',
  // Reserve the height even while the list is empty.
  minHeight: `${TILE_HEIGHT + 2 * SCROLL_PADDING}px`,
  position: 'relative',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // Fade the edge that has more tiles behind it.
    '&[data-at-start="false"][data-at-end="false"]': {
      WebkitMaskImage: `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`,
      maskImage: `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`,
    },
    '&[data-at-start="true"][data-at-end="false"]': {
      WebkitMaskImage: `linear-gradient(to right, #000 calc(100% - ${fade}), transparent)`,
      maskImage: `linear-gradient(to right, #000 calc(100% - ${fade}), transparent)`,
    },
    '&[data-at-start="false"][data-at-end="true"]': {
      WebkitMaskImage: `linear-gradient(to right, transparent, #000 ${fade})`,
      maskImage: `linear-gradient(to right, transparent, #000 ${fade})`,
    },
  },
});

export const tile = style({
  position: 'relative',
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: `${TILE_WIDTH}px`,
  height: `${TILE_HEIGHT}px`,
  // Desktop: room for 14 px text on every line of the tile.
  '@media': { [DESKTOP_MEDIA]: { width: `${TILE_WIDTH_DESKTOP}px`, height: `${TILE_HEIGHT_DESKTOP}px` } },
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.textMuted },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-selected="true"], &[aria-selected="true"]:hover': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceAlt,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const logoBox = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '40px',
});

export const text = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  width: '100%',
  minHeight: 0,
  overflow: 'hidden',
});

export const label = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

/**
 * A saved mean's identity (a phone number with its calling code, an e-mail) may take two lines: it wraps
 * at its spaces, an e-mail at its "@" (Identity.tsx), and what does not fit ends in an ellipsis, never
 * cut short nor broken inside a word.
 */
export const sublabel = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  maxWidth: '100%',
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  '@media': { [DESKTOP_MEDIA]: { fontSize: vars.fontSize.sm } },
  lineHeight: 1.35,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const footer = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  height: '16px',
  fontSize: vars.fontSize.xs,
  '@media': { [DESKTOP_MEDIA]: { fontSize: vars.fontSize.sm } },
  lineHeight: '16px',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&[data-error="true"]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  },
});

export const footerText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const footerIcon = style({ flex: 'none' });

/** Check badge of the selected tile: shape, not only colour, says "selected". */
export const badge = style({
  position: 'absolute',
  top: '4px',
  right: '4px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const navButton = style({
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
});

// Two classes: wins over the icon button's own display whatever the stylesheet order.
globalStyle(`${root} > ${navButton}`, { '@media': { [SWIPE_ONLY]: { display: 'none' } } });
// Nothing to scroll (every tile in view): the arrows would do nothing, so they are not shown; their place is
// kept, so no tile moves when a late tile makes the list scroll (docs/decisions.md "Arrows only when the list scrolls").
globalStyle(`${root}[data-scrolls="false"] > ${navButton}`, { visibility: 'hidden' });
