export const amountInput = { presets: [15, 25, 50, 100], initialAmount: 15, format: { locale: 'fr-FR', legislation: 'FR', currency: 'EUR' } as const };

export const amountEvents = [
  { type: 'amount.changed', text: '42', amount: 42 },
  { type: 'amount.changed', text: '', amount: null },
  { type: 'amount.presetSelected', text: '50', amount: 50 },
  { type: 'limits.opened' },
  { type: 'limits.closed' },
];
