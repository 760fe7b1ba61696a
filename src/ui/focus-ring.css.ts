// The one focus ring of the app (DESIGN 4: everything works from the keyboard; docs/decisions.md "One focus
// ring"). 3px of the brand's focus colour, 2px outside the control's own box: an outline follows the box's
// border-radius, so a pill gets a pill ring and a field a rounded one. Three rules place it:
//  - every element the keyboard reaches shows it on :focus-visible (links, checkboxes, buttons, tiles);
//  - a field draws it on its box (ringHost), never on the input inside it (ringInner): a ring on the input
//    is square inside a rounded field and stops at its prefix or suffix;
//  - an element the page focuses only to tell a screen reader where it is (a screen's heading, tabindex -1,
//    src/app/focus-on-screen.ts) shows none: the player did not move there and cannot act on it.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The ring itself, for a component that places it on a box of its own (`'&:focus-visible': FOCUS_RING`). */
export const FOCUS_RING = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

// Lowest specificity: a component's own '&:focus-visible' rule wins, and with the same ring.
globalStyle(':focus-visible', FOCUS_RING);
// Focused for screen readers only: no ring (a control with tabindex -1, a tile of a roving list, keeps its).
globalStyle(':is(h1, h2, h3, h4, p, div, section, main, article, header, footer, span)[tabindex="-1"]:focus', { outline: 'none' });

/** The control inside a ringHost: no ring of its own. */
export const ringInner = style({ selectors: { '&:focus, &:focus-visible': { outline: 'none' } } });
/** A box (a field) that carries the ring of its ringInner control (a button beside it keeps its own). */
export const ringHost = style({ selectors: { [`&:has(${ringInner}:focus-visible)`]: FOCUS_RING } });
