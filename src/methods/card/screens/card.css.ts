import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { DESKTOP_MEDIA } from '../../../ui/breakpoints';

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md, alignItems: 'start' });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text, margin: 0 });
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
export const checkbox = style({ width: '20px', height: '20px', accentColor: vars.color.primary });
export const brandRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  minHeight: vars.size.touch,
});
export const brandButton = style({
  font: 'inherit',
  color: vars.color.primary,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  padding: vars.space.xs,
  minHeight: vars.size.touch,
  fontWeight: vars.fontWeight.medium,
});
export const notice = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const hidden = style({ position: 'absolute', width: 0, height: 0, border: 0, visibility: 'hidden' });
export const brandList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const brandOption = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minHeight: vars.size.control,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&[aria-checked="true"]': { borderColor: vars.color.primary, borderWidth: '2px', fontWeight: vars.fontWeight.bold } },
});
export const savedCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  animationName: 'none',
});
/**
 * The challenge window at the EMV 3DS sizes (no empty band under the bank's page): 400 px
 * high on a phone (window sizes 01, 02, 04), 600 px on a desktop (03, 500 x 600).
 */
export const challengeFrame = style({
  width: '100%',
  height: '400px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  '@media': { [DESKTOP_MEDIA]: { height: '600px' } },
});
export const wide = style({ maxWidth: '600px', width: '100%', margin: '0 auto' });
export const brandLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

// ---- The CVV form's entrance (SPEC 2 "CVV form (animation, ...)") ---------------------------------
// The form rises and fades in; the saved card follows a beat later with a slight lift, so the eye lands on
// the card being confirmed, then the field. Only opacity and transform move (no layout shift). With
// prefers-reduced-motion the form simply appears: no animation at all (not merely a shorter one).
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});
const lift = keyframes({
  '0%': { opacity: 0, transform: 'translateY(16px) scale(0.96)' },
  '70%': { opacity: 1, transform: 'translateY(-2px) scale(1.01)' },
  '100%': { opacity: 1, transform: 'none' },
});
const reduced = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };
export const cvvEnter = style({
  animation: `${rise} 280ms cubic-bezier(0.2, 0, 0, 1) both`,
  '@media': reduced,
});
export const cvvCardEnter = style({
  animation: `${lift} 420ms cubic-bezier(0.2, 0, 0, 1) 90ms both`,
  '@media': reduced,
});

/**
 * The card network's row is held from the first paint of the card form: it arrives after the BIN lookup,
 * and would otherwise push the fields and Pay down under the player's finger (DESIGN 7). Its height is
 * the taller row's (with the "Change" button): a touch target, the row's padding and border.
 */
export const brandSlot = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: `calc(${vars.size.touch} + 2 * ${vars.space.sm} + 2px)`,
});
