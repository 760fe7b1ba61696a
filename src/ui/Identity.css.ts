import { style } from '@vanilla-extract/css';

/** One line of an identity, ellipsised when it is longer than its box. */
export const line = style({ display: 'block', maxWidth: '100%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
