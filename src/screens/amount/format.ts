// Money as this player reads it: their currency, in their language and market.
import { useCallback } from 'react';
import { formatMoney } from '../../domain/money';
import { useDeposit } from '../../app/actor-context';
import { selectCurrency, selectLocale } from '../../app/selectors';

export function useMoney(): (amount: number) => string {
  const currency = useDeposit(selectCurrency);
  const locale = useDeposit(selectLocale);
  return useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
}
