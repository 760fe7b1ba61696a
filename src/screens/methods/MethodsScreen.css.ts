import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
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
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, borderWidth: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const sub = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minWidth: 0 });
export const range = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
