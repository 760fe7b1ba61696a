// Helpers for the payment-means, redirect-method and callback e2e tests.
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { METHOD_IDS } from '../../sandbox/means';
import { amountPage, errorDialog, returnPage, sentBy } from './pages';

/** Fixed method ids of the sandbox (docs/sandbox.md "Payment means"): a method mean's id. */
export const MEAN_ID = METHOD_IDS;

export const RETURN_URL = '/sandbox/return?outcome=success';

export const tile = (page: Page, id: string): Locator => amountPage(page).tile(id);

/** Ids of the tiles marked selected (data-selected="true"), in display order. */
export async function markedTiles(page: Page): Promise<string[]> {
  return page.locator('[data-testid="mean-tile"][data-selected="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mean-id') ?? ''));
}

/**
 * The tiles are shown and the app owns the page: the server's first screen shows its tiles before the app has
 * run, and Pay waits for the app (src/app/early-taps.ts), so a test's tap is the app's from here on.
 */
export const meansReady = (page: Page): Promise<void> => amountPage(page).ready();

export const isDepositPost = (path: string) => (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === `/kong/v6/me/deposits/${path}`;

/**
 * Chromium leaves postData out of the request events of a fetch(Request) body unless the request is
 * intercepted: a pass-through route on the deposit POSTs makes the JSON body readable.
 */
export async function exposeDepositBodies(page: Page): Promise<void> {
  await page.route(/\/kong\/v6\/me\/deposits\/(paysafecard|przelewy24|skrill|banktransfer|multibanco)$/, (route) => route.continue());
}

/** On the amount page (path /, whatever query the app keeps). */
export async function expectAmountPage(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(amountPage(page).input).toBeVisible();
  await expect(amountPage(page).payButton).toBeVisible();
}

/** Chooses a mean, types an amount, clicks Pay and returns the deposit request the app sent. */
export async function payWith(page: Page, meanId: string, amount: string, path: string): Promise<Request> {
  await exposeDepositBodies(page);
  return sentBy(page, isDepositPost(path), () => amountPage(page).payWith(meanId, amount));
}

/** Checks the common body of SPEC 3 "Deposit request body", field by field. */
export async function expectCommonBody(
  request: Request,
  expected: { amount: number; payment_method: string; store_token: boolean },
): Promise<Record<string, any>> {
  const body = request.postDataJSON() as Record<string, any>;
  expect(body.amount, 'amount').toBe(expected.amount);
  expect(typeof body.amount, 'amount is a number').toBe('number');
  expect(body.payment_method, 'payment_method').toBe(expected.payment_method);
  expect(body.fees, 'fees').toBe(0);
  expect(body.requester, 'requester').toBe('App:Front');
  expect(typeof body.correlation_id, 'correlation_id').toBe('string');
  expect(body.correlation_id.length, 'correlation_id non-empty').toBeGreaterThan(0);
  const header = await request.headerValue('x-correlation-id');
  expect(header, 'X-Correlation-Id header equals correlation_id').toBe(body.correlation_id);
  const userAgent = await request.headerValue('user-agent');
  expect(userAgent, 'the browser sent a User-Agent').toBeTruthy();
  expect(body.browser_info?.user_agent, 'browser_info.user_agent').toBe(userAgent);
  expect(body.store_token, 'store_token').toBe(expected.store_token);
  expect(typeof body.detail, 'detail').toBe('object');
  expect(body.detail).not.toBeNull();
  return body;
}

/** detail.return_url of a redirect method: the app's /callback with method and amount. */
export function expectCallbackReturnUrl(returnUrl: unknown, request: Request, method: RegExp | string, amount: number): void {
  expect(typeof returnUrl, 'detail.return_url').toBe('string');
  const origin = new URL(request.url()).origin;
  const url = new URL(returnUrl as string, origin);
  expect(url.origin).toBe(origin);
  expect(url.pathname).toBe('/callback');
  const m = url.searchParams.get('method');
  if (typeof method === 'string') expect(m).toBe(method);
  else expect(m).toMatch(method);
  expect(Number(url.searchParams.get('amount'))).toBe(amount);
}

/**
 * A deposit whose answer could not be read is "We are confirming your deposit" (never the error
 * dialog); its Continue goes on with success handling, status pending.
 */
export async function continueUnconfirmed(page: Page): Promise<void> {
  const dialog = page.getByTestId('deposit-unconfirmed');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(errorDialog(page).root).toHaveCount(0);
  await dialog.getByTestId('confirmation-close').click();
}

/** On the sandbox return page, the query parameters the app added. */
export const returnParams = (page: Page): Promise<URLSearchParams> => returnPage(page).params();

/** Translated message with one {0} placeholder as a regex (the placeholder matches anything holding `value`). */
export function messageWith(template: string, value: string): RegExp {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = template.split('{0}');
  return new RegExp(`${esc(before)}[^]*${esc(value)}[^]*${esc(after)}`);
}
