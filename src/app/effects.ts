// What the root actor emits, carried out at the edge: bridge messages to the native side, redirects,
// the session cookie, and warnings in the console.
import type { Actor } from 'xstate';
import type { depositMachine } from '../../machines/deposit.machine';
import { BRIDGE_EVENT_NAMES, toBridgeMessage, type BridgeEmitted } from '../domain/bridge-events';
import type { SessionStore } from '../api/session-store';
import type { BridgeTransport } from '../bridge/transport';
import { forwardBannerWarnings } from './banner-actors';

export interface Effects {
  transport: BridgeTransport;
  store: SessionStore;
  redirect(url: string): void;
  warn(message: string): void;
  /** The first-deposit cookie is cleared after a first deposit (SPEC 4). */
  clearFirstDeposit(): void;
}

export function wireEffects(actor: Actor<typeof depositMachine>, fx: Effects): void {
  for (const name of BRIDGE_EVENT_NAMES) {
    actor.on(`bridge.${name}`, (event) => fx.transport.send(toBridgeMessage(event as BridgeEmitted)));
  }
  actor.on('app.redirect', (e) => fx.redirect(e.url));
  actor.on('session.cleared', () => fx.store.clear());
  actor.on('session.timedOut', () => fx.warn('session timed out'));
  actor.on('app.warning', (e) => fx.warn(e.message));
  actor.on('firstDeposit.cleared', () => fx.clearFirstDeposit());
  forwardBannerWarnings(actor, fx.warn);
}
