// The realtime sync service "Front v1" of the sandbox (proto/realtime/sync/front/v1/front.proto),
// served over gRPC-web by @connectrpc/connect-fastify. A subscription to
// payment.deposit.{deposit_id}.state.update gets the deposit's state at once and on every change,
// heartbeats every HEARTBEAT_MS, and ends after a final state. Faults on demand come from the deposit's
// phone number (sandbox/mobile-money.ts FAULT_ENDINGS), or from the player's profile (`faults.stream`,
// `http<status>` as its gRPC code, malformed, incomplete, empty, unknown-enum or extra-fields update bodies,
// a first update after TIMEOUT_FAULT_MS, hang (nothing, not even heartbeats), reset and lost).
import { Code, ConnectError, type ConnectRouter, type HandlerContext } from '@connectrpc/connect';
import { FrontService, type SyncRequest } from './gen/realtime/sync/front/v1/front_pb';
import { depositStateBody, type StreamFault } from './mobile-money';
import { HTTP_FAULT, type FaultKind } from './fault-specs';
import { INCOMPLETE_STREAM_BODY, MALFORMED_STREAM_BODY, TIMEOUT_FAULT_MS, transformed } from './faults';
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
/** Set by the stream's request hook to the fault of this subscription (a client's own value is dropped). */
export const STREAM_FAULT_HEADER = 'x-sandbox-stream-fault';

/** The gRPC code an HTTP status maps to (the gRPC-over-HTTP status mapping, read backwards). */
export function codeOfStatus(status: number): Code {
  if (status === 400) return Code.InvalidArgument;
  if (status === 401) return Code.Unauthenticated;
  if (status === 403) return Code.PermissionDenied;
  if (status === 404) return Code.NotFound;
  if (status === 409) return Code.Aborted;
  if (status === 429) return Code.ResourceExhausted;
  if (status === 501) return Code.Unimplemented;
  if (status === 503) return Code.Unavailable;
  if (status === 504) return Code.DeadlineExceeded;
  return status >= 500 ? Code.Internal : Code.FailedPrecondition;
}

/** An update's body under the subscription's fault. */
export function streamBody(fault: FaultKind | null, body: string): string {
  switch (fault) {
    case 'malformed':
      return MALFORMED_STREAM_BODY;
    case 'incomplete':
      return INCOMPLETE_STREAM_BODY;
    case 'empty':
      return '';
    case 'unknown-enum': {
      const o = JSON.parse(body) as { deposit?: Record<string, unknown>; transaction?: Record<string, unknown> };
      return JSON.stringify({
        ...o,
        deposit: { ...o.deposit, status: 'SANDBOX_UNKNOWN' },
        transaction: { ...o.transaction, status: 'SANDBOX_UNKNOWN', status_detail: 'SANDBOX_UNKNOWN' },
      });
    }
    case 'extra-fields':
      return String(transformed('extra-fields', body));
    default:
      return body;
  }
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
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
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
    // The player's own stream fault (profile `faults.stream`), drawn once per subscription by the
    // request hook of routes/mobile-money.ts (which answers `reset` and `lost` itself).
    const profileFault = ctx.requestHeader.get(STREAM_FAULT_HEADER) as FaultKind | null;
    const http = profileFault ? HTTP_FAULT.exec(profileFault) : null;
    if (http) throw new ConnectError(`sandbox fault ${profileFault}`, codeOfStatus(Number(http[1])));
    if (profileFault === 'hang') {
      await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
      return;
    }
    if (profileFault === 'timeout') await sleep(TIMEOUT_FAULT_MS, ctx.signal);
    const bodyOf = (d: Deposit) => streamBody(profileFault, depositStateBody(d));
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
          wake.fn = () => {
            clearTimeout(t);
            resolve();
          };
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
