import { style } from '@vanilla-extract/css';

/** The reference a person can read out, with its copy button beside it. */
export const reference = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '8px', margin: 0 });
