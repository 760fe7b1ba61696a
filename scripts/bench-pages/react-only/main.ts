// The bench's floor: React and react-dom rendering a heading and an input, nothing else.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  h('main', null, h('h1', null, 'How much do you want to deposit?'), h('input', { 'aria-label': 'Amount', inputMode: 'decimal' })),
);
