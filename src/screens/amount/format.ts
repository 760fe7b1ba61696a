// Money as this player reads it: their currency, in their language and market.
import { useMemo } from 'react';
import { formatMoney, formatMoneyRange } from '../../domain/money';
import { useDeposit } from '../../app/actor-context';
import { selectCurrency, selectLocale } from '../../app/selectors';

export function useMoney(): (amount: number) => string {
  const currency = useDeposit(selectCurrency);
  const locale = useDeposit(selectLocale);
  return useMemo(() => remembered((amount: number) => formatMoney(amount, currency, locale)), [currency, locale]);
}

/** A min – max range as a tile footer has room for it (the symbol once where it follows the number). */
export function useMoneyRange(): (min: number, max: number) => string {
  const currency = useDeposit(selectCurrency);
  const locale = useDeposit(selectLocale);
  return useMemo(() => {
    const range = remembered((key: string) => {
      const [min, max] = key.split('/').map(Number) as [number, number];
      return formatMoneyRange(min, max, currency, locale);
    });
    return (min: number, max: number) => range(`${min}/${max}`);
  }, [currency, locale]);
}

/**
 * Each amount formatted once per currency and locale: a re-render (a tap on a tile, a keystroke) reads the
 * strings again instead of building an Intl.NumberFormat for every preset and tile footer.
 */
function remembered<K extends number | string>(format: (key: K) => string): (key: K) => string {
  const known = new Map<K, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) {
      if (known.size >= 500) known.clear(); // a player typing amounts: bounded
      text = format(key);
      known.set(key, text);
    }
    return text;
  };
}
