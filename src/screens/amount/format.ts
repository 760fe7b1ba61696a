// Money as this player reads it: their currency, in their language and market.
import { useCallback } from 'react';
import { formatMoney, formatMoneyRange } from '../../domain/money';
import { useDeposit } from '../../app/actor-context';
import { selectCurrency, selectLocale } from '../../app/selectors';

export function useMoney(): (amount: number) => string {
  const currency = useDeposit(selectCurrency);
  const locale = useDeposit(selectLocale);
  return useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
}

/** A min – max range as a tile footer has room for it (the symbol once where it follows the number). */
export function useMoneyRange(): (min: number, max: number) => string {
  const currency = useDeposit(selectCurrency);
  const locale = useDeposit(selectLocale);
  return useCallback((min: number, max: number) => formatMoneyRange(min, max, currency, locale), [currency, locale]);
}
