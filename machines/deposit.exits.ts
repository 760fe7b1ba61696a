// How the player leaves the app, as the events the root emits (pure: src/app carries them out).
import { closesThroughBridge, type AppContext } from '../src/domain/context';
import { allowedOr, operatorHomeUrl } from '../src/domain/redirects';
import { notifiesBridgeOnSuccess, successReturnUrl } from '../src/domain/return-url';
import type { DepositEmitted, DepositSuccess } from './deposit.types';

/**
 * Success handling (SPEC 4): the bridge hears of a pending or confirmed deposit where it should, the
 * first-deposit cookie is cleared after a first deposit, the session's refresh token is forgotten, then the
 * return URL.
 */
export function successExit(app: AppContext, success: DepositSuccess): DepositEmitted[] {
  const events: DepositEmitted[] = [];
  if (notifiesBridgeOnSuccess(app.applicationType)) {
    const { status, method, amount, transactionId } = success;
    events.push({ type: 'bridge.paymentDepositSuccess', payload: { status, method, amount, transactionId } });
  }
  if (app.isFirstDeposit) events.push({ type: 'firstDeposit.cleared' });
  // The player is handed back to the operator: the refresh token is of no further use here and must not
  // stay usable in this tab's storage (docs/decisions.md "The session ends at the return URL").
  events.push({ type: 'session.ended' });
  events.push({
    type: 'app.redirect',
    url: successReturnUrl({
      urlSuccess: app.urlSuccess,
      applicationType: app.applicationType,
      universe: app.universe,
      brand: app.brand,
      legislation: app.legislation,
      method: success.method,
      status: success.status,
      amount: success.amount,
      isFirstDeposit: app.isFirstDeposit,
      transactionId: success.transactionId,
    }),
  });
  return events;
}

/** Leaving the app (SPEC 4): native apps are closed through the bridge; the web app and launchers go to a URL. */
export function leaveExit(app: AppContext, reason: string | null): DepositEmitted {
  return closesThroughBridge(app.applicationType)
    ? { type: 'bridge.paymentCloseApplication', payload: { reason } }
    : { type: 'app.redirect', url: allowedOr(app.urlBack, operatorHomeUrl(app.brand, app.legislation, app.universe)) };
}
