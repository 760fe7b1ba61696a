// The realtime sync service "Front v1" of the sandbox (proto/realtime/sync/front/v1/front.proto),
// served over gRPC-web by @connectrpc/connect-fastify. A subscription to
// payment.deposit.{deposit_id}.state.update gets the deposit's state at once and on every change,
// heartbeats every HEARTBEAT_MS, and ends after a final state. Faults on demand come from the deposit's
// phone number (sandbox/mobile-money.ts FAULT_ENDINGS), or from the player's profile (`faults.stream`,
// Http500 INTERNAL on every subscription, malformed or incomplete update bodies, reset).
import { Code, ConnectError, type ConnectRouter, type HandlerContext } from '@connectrpc/connect';
import { FrontService, type SyncRequest } from './gen/realtime/sync/front/v1/front_pb';
import { depositStateBody, type StreamFault } from './mobile-money';
import { INCOMPLETE_STREAM_BODY, MALFORMED_STREAM_BODY } from './faults';
import type { Deposit, Player } from './store';
import type { SandboxDeps } from './tokens';

export const HEARTBEAT_MS = 2000;
/** The path of the Sync call (gRPC-web): the `reset` fault is a hook on it (routes/mobile-money.ts). */
export const SYNC_PATH = '/realtime.sync.front.v1.FrontService/Sync';

/** The player behind a stream call's bearer token, if any. */
export async function streamPlayer(deps: SandboxDeps, authorization: string | undefined): Promise<Player | undefined> {
  const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const claims = bearer ? await deps.jwt.verify(bearer) : null;
  return claims ? deps.store.player(claims.sub) : undefined;
}
const CHANNEL = /^payment\.deposit\.([^.]+)\.state\.update$/;

interface Watched {
  deposit: Deposit;
  fault: StreamFault;
  subscriptions: number;
  listeners: Set<() => void>;
}

/** Mobile money deposits the stream can serve, by deposit id. */
export class MomoDeposits {
  private readonly byId = new Map<string, Watched>();
  add(deposit: Deposit, fault: StreamFault): void {
    this.byId.set(deposit.deposit_id, { deposit, fault, subscriptions: 0, listeners: new Set() });
  }
  get(depositId: string): Watched | undefined {
    return this.byId.get(depositId);
  }
  changed(deposit: Deposit): void {
    this.byId.get(deposit.deposit_id)?.listeners.forEach((l) => l());
  }
  closeAll(): void {
    for (const w of this.byId.values()) w.listeners.forEach((l) => l());
  }
}

const isFinal = (d: Deposit) => d.status === 'success' || d.status === 'failure' || d.status === 'aborted';
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(t); resolve(); }, { once: true });
  });

export function syncRoutes(deps: SandboxDeps, momo: MomoDeposits) {
  async function* sync(request: SyncRequest, ctx: HandlerContext) {
    const bearer = /^Bearer (.+)$/.exec(ctx.requestHeader.get('authorization') ?? '')?.[1];
    const claims = bearer ? await deps.jwt.verify(bearer) : null;
    if (!claims) throw new ConnectError('missing, malformed or expired access token', Code.Unauthenticated);
    if (request.method !== 'GET') throw new ConnectError(`method ${request.method}: only GET`, Code.InvalidArgument);
    const depositId = CHANNEL.exec(request.name)?.[1];
    const watched = depositId ? momo.get(depositId) : undefined;
    if (!watched || watched.deposit.player_id !== claims.sub) throw new ConnectError(`no channel ${request.name}`, Code.NotFound);

    watched.subscriptions += 1;
    const n = watched.subscriptions;
    // The player's own stream fault (profile `faults.stream`).
    const profileFault = deps.store.player(claims.sub)?.profile.faults.stream;
    if (profileFault === 'http500') throw new ConnectError('internal error (sandbox fault http500)', Code.Internal);
    const bodyOf = (d: Deposit) =>
      profileFault === 'malformed' ? MALFORMED_STREAM_BODY : profileFault === 'incomplete' ? INCOMPLETE_STREAM_BODY : depositStateBody(d);
    switch (watched.fault) {
      case 'dropTwice':
        if (n <= 2) {
          await sleep(300, ctx.signal);
          throw new ConnectError('connection dropped (sandbox fault)', Code.Unavailable);
        }
        break;
      case 'unavailable':
        throw new ConnectError('sync unavailable (sandbox fault)', Code.Unavailable);
      case 'internalOnce':
        if (n === 1) throw new ConnectError('internal error (sandbox fault)', Code.Internal);
        break;
      case 'unauthenticatedOnce':
        if (n === 1) throw new ConnectError('token rejected (sandbox fault)', Code.Unauthenticated);
        break;
      case 'unauthenticated':
        throw new ConnectError('token rejected (sandbox fault)', Code.Unauthenticated);
      default:
        break;
    }

    const d = watched.deposit;
    let changed = true;
    const wake = { fn: () => {} };
    const listener = () => {
      changed = true;
      wake.fn();
    };
    watched.listeners.add(listener);
    try {
      let version = 0n;
      let sent = '';
      while (!ctx.signal.aborted) {
        // a settle from outside the mobile-money routes (POST /sandbox/deposits/{uid}/settle) calls no listener
        if (d.updated_at !== sent) changed = true;
        if (changed && watched.fault !== 'silence') {
          changed = false;
          sent = d.updated_at;
          version += 1n;
          yield { body: bodyOf(d), originDatetimeUtcMillis: BigInt(Date.parse(d.updated_at)), version, heartbeat: false };
          if (isFinal(d)) return;
        }
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, HEARTBEAT_MS);
          wake.fn = () => { clearTimeout(t); resolve(); };
          ctx.signal.addEventListener('abort', wake.fn, { once: true });
        });
        if (!changed || watched.fault === 'silence') {
          yield { body: '', originDatetimeUtcMillis: BigInt(Date.now()), version, heartbeat: true };
        }
      }
    } finally {
      watched.listeners.delete(listener);
    }
  }
  return (router: ConnectRouter) => {
    router.service(FrontService, { sync });
  };
}
