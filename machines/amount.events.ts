export const amountInput = { presets: [15, 25, 50, 100], initialAmount: 15 };

export const amountEvents = [
  { type: 'amount.changed', text: '42', amount: 42 },
  { type: 'amount.changed', text: '', amount: null },
  { type: 'amount.presetSelected', text: '50', amount: 50 },
  { type: 'limits.opened' },
  { type: 'limits.closed' },
];
