// What the root actor emits, carried out at the edge: bridge messages to the native side, redirects,
// the session cookie, and warnings in the console.
import type { Actor } from 'xstate';
import type { depositMachine } from '../../machines/deposit.machine';
import { LEAVE_WAIT_MS } from '../domain/tracking';
import { toBridgeMessage, type BridgeEmitted } from '../domain/bridge-events';
import { BRIDGE_EVENT_NAMES } from '../domain/bridge-protocol';
import type { SessionStore } from '../api/session-store';
import type { BridgeTransport } from '../bridge/transport';
import type { PendingDeposit } from '../domain/deposit-call';
import { operatorHomeUrl } from '../domain/redirects';
import { forwardChildWarnings } from './child-warnings';

export interface Effects {
  transport: BridgeTransport;
  store: SessionStore;
  redirect(url: string): void;
  warn(message: string): void;
  /** The first-deposit cookie is cleared after a first deposit (SPEC 4). */
  clearFirstDeposit(): void;
  /** The deposit under way, kept over a reload of this tab (src/app/pending-deposit.ts). */
  pendingDeposit: { save(deposit: PendingDeposit): void; clear(): void };
  /** What was tracked, handed to the browser before the page leaves (src/analytics `beforeLeaving`). */
  beforeLeaving(): Promise<void>;
}

/**
 * Runs `go` once `ready` settles (resolved or not), or after `capMs` if it has not: the page leaves with
 * its tracking sent (SPEC 7 tracking events), and never waits on it longer than the cap.
 */
export function leaveAfter(ready: Promise<unknown>, capMs: number, go: () => void): void {
  let gone = false;
  const once = () => {
    if (gone) return;
    gone = true;
    clearTimeout(timer);
    go();
  };
  const timer = setTimeout(once, capMs);
  ready.then(once, once);
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'error');

/**
 * location.assign throws on a URL it cannot use, and the machine then waits in a busy state with the
 * loader up: go to the operator home instead, and say so. The URL itself is not logged (it may carry a
 * transaction id or a provider's token).
 */
export function redirectOrHome(url: string, home: () => string, fx: Pick<Effects, 'redirect' | 'warn'>): void {
  try {
    fx.redirect(url);
    return;
  } catch (error) {
    fx.warn(`redirect failed (${errorName(error)}): going to the operator home`);
  }
  try {
    fx.redirect(home());
  } catch (error) {
    fx.warn(`redirect to the operator home failed (${errorName(error)})`);
  }
}

export function wireEffects(actor: Actor<typeof depositMachine>, fx: Effects): void {
  for (const name of BRIDGE_EVENT_NAMES) {
    actor.on(`bridge.${name}`, (event) => fx.transport.send(toBridgeMessage(event as BridgeEmitted)));
  }
  const home = () => {
    const { brand, legislation, universe } = actor.getSnapshot().context.app;
    return operatorHomeUrl(brand, legislation, universe);
  };
  actor.on('app.redirect', (e) => {
    let ready: Promise<void>;
    try {
      ready = fx.beforeLeaving();
    } catch {
      ready = Promise.resolve();
    }
    leaveAfter(ready, LEAVE_WAIT_MS, () => redirectOrHome(e.url, home, fx));
  });
  actor.on('session.cleared', () => fx.store.clear());
  actor.on('session.ended', () => fx.store.forgetRefresh());
  actor.on('session.timedOut', () => fx.warn('session timed out'));
  actor.on('app.warning', (e) => fx.warn(e.message));
  actor.on('firstDeposit.cleared', () => fx.clearFirstDeposit());
  actor.on('deposit.pendingSaved', (e) => fx.pendingDeposit.save(e.deposit));
  actor.on('deposit.pendingCleared', () => fx.pendingDeposit.clear());
  forwardChildWarnings(actor, fx.warn);
}
