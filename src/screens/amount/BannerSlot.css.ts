import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
