import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const header = style({
  display: 'grid',
  // Equal side columns keep the title optically centred whatever the balance width.
  gridTemplateColumns: `minmax(${vars.size.touch}, 1fr) minmax(0, auto) minmax(${vars.size.touch}, 1fr)`,
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  // A native app that draws its status bar over the webview says how tall it is (statusBarHeight, docs/bridge.md).
  padding: `calc(${vars.space.xs} + max(env(safe-area-inset-top), var(--cashier-status-bar-height, 0px))) ${vars.space.sm} ${vars.space.xs}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const leading = style({ justifySelf: 'start', display: 'flex' });

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const balance = style({
  justifySelf: 'end',
  margin: 0,
  paddingRight: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});
