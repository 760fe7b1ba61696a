import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xs,
  selectors: { '& + &': { borderTop: `1px dashed ${vars.color.border}` } },
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const detail = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  minHeight: vars.size.touch,
});

export const value = style({
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const validity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
