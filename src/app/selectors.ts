// Small selectors shared by screens: each returns a primitive so components re-render only on change.
import { intlLocale } from '../domain/money';
import type { DepositSnapshot } from './actor-context';

export const selectLegislation = (s: DepositSnapshot) => s.context.app.legislation;
export const selectCurrency = (s: DepositSnapshot) => s.context.app.currencyCode;
export const selectLanguage = (s: DepositSnapshot) => s.context.app.language;
export const selectLocale = (s: DepositSnapshot) => intlLocale(s.context.app.language, s.context.app.legislation);
export const selectBalance = (s: DepositSnapshot) => s.context.eligibility?.balance ?? null;
export const selectDark = (s: DepositSnapshot) => s.context.app.isDarkMode;
export const selectBrand = (s: DepositSnapshot) => s.context.app.brand;
export const selectHasHeader = (s: DepositSnapshot) => s.context.app.hasHeader;
/** A deposit call sent and not ended yet (the root's record, DESIGN 7): leaving does not undo it. */
export const selectDepositUnderWay = (s: DepositSnapshot) => s.context.depositUnderWay !== null;
export const selectIneligibleReason = (s: DepositSnapshot) => (s.hasTag('ineligible') ? s.context.ineligibleReason : null);
