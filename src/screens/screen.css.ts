import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0, color: vars.color.text });
export const text = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, margin: 0, lineHeight: 1.5 });
export const centred = style({ textAlign: 'center', alignItems: 'center', paddingTop: vars.space.xxl });
