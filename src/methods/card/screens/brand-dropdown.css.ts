// The brand dropdown (BrandDropdown.tsx): a field like the card form's text fields. Where the browser
// supports `appearance: base-select` (customizable select) the open list is drawn in the page in the
// app's colours; elsewhere the browser's own list is shown.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  minHeight: vars.size.control,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-within': { borderColor: vars.color.primary } },
});
// The logo sits over the select's left padding, so the select (and its open list) spans the whole field.
export const logo = style({
  position: 'absolute',
  left: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  pointerEvents: 'none',
});
export const select = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.control} - 2px)`,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-logo="true"]': { paddingLeft: `calc(${vars.space.md} + 40px + ${vars.space.sm})` } },
});
export const option = style({ padding: `${vars.space.sm} ${vars.space.md}`, minHeight: vars.size.touch, fontSize: vars.fontSize.md });

// Customizable select (Chromium 135+): the list as a panel under the field, options as touch-sized rows.
globalStyle(`${select}, ${select}::picker(select)`, { appearance: 'base-select' } as never);
globalStyle(`${select}::picker(select)`, {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  marginTop: vars.space.xs,
});
globalStyle(`${option}`, { display: 'flex', alignItems: 'center', borderRadius: vars.radius.sm });
globalStyle(`${option}:is(:hover, :focus-visible)`, { background: vars.color.surfaceAlt, outline: 'none' });
globalStyle(`${option}:checked`, { fontWeight: vars.fontWeight.bold, color: vars.color.primary });
