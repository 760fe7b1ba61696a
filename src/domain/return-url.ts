// Success handling (SPEC 4): the return URL a player is sent to after a pending or confirmed deposit,
// and whether the native bridge hears of the success first.
import { closesThroughBridge, isThirdPartyPokerLauncher, type ApplicationType, type Brand, type Legislation, type Universe } from './context';
import { allowedOr, checkRedirectUrl, operatorHomeUrl } from './redirects';

export type SuccessStatus = 'success' | 'pending';

export interface SuccessReturnInput {
  /** The checked url_success of the context, null when absent or refused. */
  urlSuccess: string | null;
  /** Accepted for the bridge decision's callers; the address is the same for every application type. */
  applicationType: ApplicationType;
  universe: Universe;
  brand: Brand;
  legislation: Legislation;
  method: string;
  status: SuccessStatus;
  amount: number;
  isFirstDeposit: boolean;
  transactionId: string | null;
}

/** Query keys of the return URL, spelled as SPEC 4 gives them. */
export const RETURN_URL_KEYS = ['method', 'status', 'amount', 'isFirstDeposit', 'transactionid'] as const;

const RELATIVE_BASE = 'https://relative.invalid';

/** The base URL with method, status, amount, isFirstDeposit and transactionid set on its query. */
function withReturnQuery(base: string, input: SuccessReturnInput): string {
  const relative = base.startsWith('/');
  const url = new URL(base, RELATIVE_BASE);
  const q = url.searchParams;
  q.set('method', input.method);
  q.set('status', input.status);
  q.set('amount', String(input.amount));
  q.set('isFirstDeposit', String(input.isFirstDeposit));
  if (input.transactionId != null && input.transactionId.trim() !== '') q.set('transactionid', input.transactionId);
  else q.delete('transactionid');
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/**
 * url_success when set and still allow-listed, else the operator page of the universe; with method,
 * status, amount, isFirstDeposit and transactionid set on its query (replacing keys of the same name,
 * keeping the others and the fragment). transactionid is left out when unknown. A same-origin path stays
 * a path.
 */
export function successReturnUrl(input: SuccessReturnInput): string {
  const home = withReturnQuery(operatorHomeUrl(input.brand, input.legislation, input.universe), input);
  const checked = checkRedirectUrl(input.urlSuccess);
  // Checked again once built: building re-serialises the URL, and only the final URL reaches the browser.
  return checked == null ? home : allowedOr(withReturnQuery(checked, input), home);
}

/**
 * SPEC 4 and 6: the native bridge is told of a deposit success in the native apps (those closed through
 * the bridge) and always in the third-party poker launcher; not in the web app nor our own launchers.
 */
export function notifiesBridgeOnSuccess(applicationType: ApplicationType): boolean {
  return closesThroughBridge(applicationType) || isThirdPartyPokerLauncher(applicationType);
}
