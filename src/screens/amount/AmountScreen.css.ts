import { style } from '@vanilla-extract/css';
import { DESKTOP_MEDIA } from '../../ui/breakpoints';
import { LIST_HEIGHT } from '../../ui/MeanList.css';
import { vars } from '../../ui/theme.css';

export const limits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const limitRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'center' });
export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const dialogAmount = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text, margin: 0 });
export const means = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** The means while they load: the list's own height (src/ui/MeanList.css.ts) and the Pay button's, so nothing below moves. */
export const meansLoading = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: `${LIST_HEIGHT.mobile}px`,
  '@media': { [DESKTOP_MEDIA]: { minHeight: `${LIST_HEIGHT.desktop}px` } },
});
export const payPlaceholder = style({ height: vars.size.control, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
