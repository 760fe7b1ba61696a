// Default payment mean (SPEC 4 "Payment tokens", "Payment methods" and "Default mean rules"): which saved
// token is current and which new method(s) are the default, as one pure function of what the server
// sent, the player's last method, the first-deposit flag and the wallets' compatibility.
//
// Precedence, lowest to highest (a later rule that applies replaces what an earlier one chose):
//   1. Server default: the first method, in display_order, that is enabled (an unavailable method is
//      disabled), not token-only, known, has an enabled new-method mean, and, for Apple Pay / Google
//      Pay, is compatible. This is also SPEC's "Apple Pay or Google Pay becomes default if enabled,
//      compatible and first in order": a compatible wallet first in order is that method; an
//      incompatible or not-yet-checked wallet is hidden (SPEC 5), so the next method is the default.
//   2. PRZELEWY24 is the default, the player has no tokens and BLIK is usable  -> [PRZELEWY24, BLIK].
//   3. Last method BLIK, no current token and BLIK usable                      -> [BLIK] (replaces 2).
//   4. Last method MULTIBANCO and MULTIBANCO usable -> [MULTIBANCO, MBWAY] ([MULTIBANCO] without a usable
//      MB Way).
//   5. Wallet override (highest): "Apple Pay, if available and enabled, overrides the default" is read
//      together with the first-depositor rule that follows it: Apple Pay (compatible, usable) becomes
//      the sole default for a first depositor or when the last method was APPLEPAY; otherwise Google
//      Pay (compatible, card in the wallet, usable) for a first depositor or when the last method was
//      GOOGLEPAY. Apple Pay is tried before Google Pay (as useAsDefault keeps Apple Pay over Google Pay).
//      A wallet made default this way also clears the current token (SPEC: the current token is
//      cleared when a method is set as default). Rules 1-4 never clear it.
//   Reading 5 unconditionally would override a returning player's last method (rules 3 and 4) and, since
//   the wallet is checked before display only with no last method or that wallet as last method, would
//   switch the default after the page is shown; so the override is limited to those two cases.
import { isOperatorStatusEnabled, isTokenOnly, methodType, renameMethod, sameMethod, type PaymentMean } from './payment-means';

export type WalletCompatibility = 'compatible' | 'notCompatible' | 'notChecked';
export type WalletMethod = 'APPLEPAY' | 'GOOGLEPAY';

export interface WalletState {
  applePay: WalletCompatibility;
  googlePay: WalletCompatibility;
  /** Google Pay's readiness check said the wallet holds a usable card ("an existing method"). */
  googlePayHasCardInWallet: boolean;
}

/** A server payment method, reduced to what the rules read. */
export interface MethodEntry {
  name: string;
  enabled: boolean;
  displayOrder: number;
  tokenOnly: boolean;
  unavailable: boolean;
}

/** A saved token, reduced to what the current-token rule reads. */
export interface TokenEntry {
  id: string;
  /** Token type (CARD, MOBILE_MONEY, ...). */
  type: string;
  displayOrder: number;
  /** Mobile money: deposit_operator_status; only ENABLED (any case) counts as an enabled operator. */
  depositOperatorStatus?: string | null;
}

export interface DefaultMeanInput {
  means: readonly PaymentMean[];
  methods: readonly MethodEntry[];
  tokens: readonly TokenEntry[];
  lastMethod: string | null;
  isFirstDeposit: boolean;
  wallet: WalletState;
}

export interface DefaultSelection {
  /** Ids of the default new-method means: one, or two (PRZELEWY24+BLIK, MULTIBANCO+MBWAY). */
  defaultIds: string[];
  currentTokenId: string | null;
}

const byDisplayOrder = <T extends { displayOrder: number }>(list: readonly T[]): T[] => [...list].sort((a, b) => a.displayOrder - b.displayOrder);

const lastMethodName = (last: string | null | undefined): string | null => (last == null || last.trim() === '' ? null : last.trim());

/**
 * SPEC 4 "Payment tokens": when any token is mobile money, the first by displayOrder among the mobile
 * money tokens whose operator is enabled (none: no current token); otherwise the first by displayOrder.
 */
export function currentTokenOf(tokens: readonly TokenEntry[]): string | null {
  const sorted = byDisplayOrder(tokens);
  const isMobileMoney = (t: TokenEntry) => t.type.trim().toUpperCase() === 'MOBILE_MONEY';
  if (sorted.some(isMobileMoney)) {
    return sorted.find((t) => isMobileMoney(t) && isOperatorStatusEnabled(t.depositOperatorStatus))?.id ?? null;
  }
  return sorted[0]?.id ?? null;
}

/**
 * SPEC 4 "Payment methods": filtered (methods of an unknown name are dropped), sorted by display_order
 * (ties keep the server's order), an unavailable method becomes disabled.
 */
export function normalizeMethods(methods: readonly MethodEntry[]): MethodEntry[] {
  return byDisplayOrder(methods.filter((m) => methodType(m.name) !== 'UNKNOWN')).map((m) => ({
    ...m,
    name: renameMethod(m.name),
    enabled: m.enabled && !m.unavailable,
  }));
}

const walletStatus = (name: string, wallet: WalletState): WalletCompatibility | null => {
  if (sameMethod(name, 'APPLEPAY')) return wallet.applePay;
  if (sameMethod(name, 'GOOGLEPAY')) return wallet.googlePay;
  return null;
};

/** The new-method mean of a method: same name first, else the first new mean of the same type. */
function newMeanOf(name: string, means: readonly PaymentMean[]): PaymentMean | undefined {
  const fresh = byDisplayOrder(means.filter((m) => m.format === 'PAYMENT_METHOD'));
  const type = methodType(name);
  return fresh.find((m) => sameMethod(m.method, name)) ?? (type === 'UNKNOWN' ? undefined : fresh.find((m) => m.type === type));
}

interface Rules {
  /** The mean a method would be defaulted to, when it may be a default at all. */
  usable(name: string): PaymentMean | undefined;
}

function rulesFor(input: DefaultMeanInput, methods: readonly MethodEntry[]): Rules {
  return {
    usable(name) {
      const entry = methods.find((m) => sameMethod(m.name, name));
      if (entry && (!entry.enabled || entry.tokenOnly)) return undefined;
      const status = walletStatus(name, input.wallet);
      if (status !== null && status !== 'compatible') return undefined;
      const mean = newMeanOf(name, input.means);
      if (!mean || mean.status !== 'enabled' || isTokenOnly(mean)) return undefined;
      return mean;
    },
  };
}

/** Rule 1: the server default method's mean (see the precedence above), undefined when none. */
function serverDefault(input: DefaultMeanInput, methods: readonly MethodEntry[], rules: Rules): PaymentMean | undefined {
  for (const m of methods) {
    const mean = rules.usable(m.name);
    if (mean) return mean;
  }
  if (methods.length > 0) return undefined;
  // No method list at all: the first usable new mean by display order.
  for (const mean of byDisplayOrder(input.means)) {
    if (mean.format === 'PAYMENT_METHOD' && rules.usable(mean.method)?.id === mean.id) return mean;
  }
  return undefined;
}

/** Rule 5: the wallet that overrides every other default, if any. */
function walletOverride(input: DefaultMeanInput, rules: Rules): PaymentMean | undefined {
  const last = lastMethodName(input.lastMethod);
  const applies = (wallet: WalletMethod) => input.isFirstDeposit || sameMethod(last, wallet);
  if (applies('APPLEPAY') && input.wallet.applePay === 'compatible') {
    const mean = rules.usable('APPLEPAY');
    if (mean) return mean;
  }
  if (applies('GOOGLEPAY') && input.wallet.googlePay === 'compatible' && input.wallet.googlePayHasCardInWallet) {
    const mean = rules.usable('GOOGLEPAY');
    if (mean) return mean;
  }
  return undefined;
}

export function chooseDefaults(input: DefaultMeanInput): DefaultSelection {
  const currentTokenId = currentTokenOf(input.tokens);
  const methods = normalizeMethods(input.methods);
  const rules = rulesFor(input, methods);
  const last = lastMethodName(input.lastMethod);

  const wallet = walletOverride(input, rules);
  if (wallet) return { defaultIds: [wallet.id], currentTokenId: null };

  const base = serverDefault(input, methods, rules);
  let defaults: PaymentMean[] = base ? [base] : [];

  const blik = rules.usable('BLIK');
  if (base && sameMethod(base.method, 'PRZELEWY24') && input.tokens.length === 0 && blik && blik.id !== base.id) {
    defaults = [base, blik];
  }
  if (sameMethod(last, 'BLIK') && currentTokenId === null && blik) defaults = [blik];
  if (sameMethod(last, 'MULTIBANCO')) {
    const multibanco = rules.usable('MULTIBANCO');
    const mbway = rules.usable('MBWAY');
    if (multibanco) defaults = mbway && mbway.id !== multibanco.id ? [multibanco, mbway] : [multibanco];
  }
  return { defaultIds: defaults.map((m) => m.id), currentTokenId };
}

/**
 * SPEC 4 "Payment methods": making a method the default resets multiple defaults and clears the current
 * token, except that it is ignored when the default is Apple Pay and the method is Google Pay. A saved
 * token "used as default" becomes the current token and leaves the default methods as they are.
 */
export function useAsDefault(current: DefaultSelection, mean: PaymentMean, means: readonly PaymentMean[]): DefaultSelection {
  if (mean.format === 'TOKEN') return { defaultIds: [...current.defaultIds], currentTokenId: mean.tokenId };
  const defaultIsApplePay = current.defaultIds.some((id) => means.find((m) => m.id === id)?.type === 'APPLEPAY');
  if (defaultIsApplePay && mean.type === 'GOOGLEPAY') return current;
  return { defaultIds: [mean.id], currentTokenId: null };
}

/**
 * SPEC 4: a wallet's eligibility is checked before the means are displayed only when there is no last
 * method or the last method is that wallet.
 */
export function needsWalletCheckBeforeDisplay(lastMethod: string | null | undefined, wallet: WalletMethod): boolean {
  const last = lastMethodName(lastMethod);
  return last === null || sameMethod(last, wallet);
}

/** The wallets whose check must finish before display: those needing it and not checked yet. */
export function walletsToCheckBeforeDisplay(lastMethod: string | null | undefined, wallet: WalletState): WalletMethod[] {
  const pending: WalletMethod[] = [];
  if (wallet.applePay === 'notChecked' && needsWalletCheckBeforeDisplay(lastMethod, 'APPLEPAY')) pending.push('APPLEPAY');
  if (wallet.googlePay === 'notChecked' && needsWalletCheckBeforeDisplay(lastMethod, 'GOOGLEPAY')) pending.push('GOOGLEPAY');
  return pending;
}

/** Before any check: neither wallet known yet (hidden, never a default). */
export const NO_WALLET: WalletState = { applePay: 'notChecked', googlePay: 'notChecked', googlePayHasCardInWallet: false };

/**
 * SPEC 4: which wallets are enabled among the means (a new-method mean enabled, its method enabled and
 * not token-only): only those are checked (the Google Pay script loads only when Google Pay is enabled).
 */
export function walletsOffered(means: readonly PaymentMean[], methods: readonly MethodEntry[]): { applePay: boolean; googlePay: boolean } {
  const normalized = normalizeMethods(methods);
  const enabled = (wallet: WalletMethod) => {
    const entry = normalized.find((m) => sameMethod(m.name, wallet));
    if (entry && (!entry.enabled || entry.tokenOnly)) return false;
    const mean = newMeanOf(wallet, means);
    return !!mean && mean.status === 'enabled' && !isTokenOnly(mean);
  };
  return { applePay: enabled('APPLEPAY'), googlePay: enabled('GOOGLEPAY') };
}

/** SPEC 5: Apple Pay and Google Pay are hidden when the device is not compatible or eligible. */
export function isMeanOffered(mean: PaymentMean, wallet: WalletState): boolean {
  if (mean.type === 'APPLEPAY') return wallet.applePay === 'compatible';
  if (mean.type === 'GOOGLEPAY') return wallet.googlePay === 'compatible';
  return true;
}

const isWallet = (mean: PaymentMean) => mean.type === 'APPLEPAY' || mean.type === 'GOOGLEPAY';

/**
 * The means the page offers, in display order (SPEC 3 display_order, SPEC 5 wallets). A wallet found by a
 * check that ended after the tiles were shown (`walletsLate`) goes after them, in its own order: a tile
 * arriving in its place would move those beside and after it while the player aims at one (DESIGN 7,
 * docs/decisions.md "A late wallet tile").
 */
export function offeredMeans(means: readonly PaymentMean[], wallet: WalletState, walletsLate: boolean): PaymentMean[] {
  const offered = means.filter((mean) => isMeanOffered(mean, wallet));
  return walletsLate ? [...offered.filter((m) => !isWallet(m)), ...offered.filter(isWallet)] : offered;
}
