// In-memory players and sessions. A session is what one launch of the app holds: a single-use id
// (the `token` of the app URL), the current refresh token, and whether it is expired.
// Nothing stays for ever: a session unused for STORE_TTLS.sessionIdleMs is gone with
// its tokens and, once it has no other session, its player; an unused single-use id stops working after
// STORE_TTLS.singleUseMs; a deposit is dropped STORE_TTLS.depositMs after its last change. Lookups
// honour the expiry at once; `sweep()` (every SWEEP_INTERVAL_MS once `startSweeping` ran) frees the
// memory.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Currency } from './spec';
import type { MethodName } from './means';
import type { Profile, ProfileFields } from './profile';

export interface Player {
  id: string;
  /** The fields the profile was created (or last patched) with, before defaults. */
  fields: ProfileFields;
  profile: Profile;
}

export interface Session {
  id: string;
  playerId: string;
  singleUseId: string;
  singleUseConsumed: boolean;
  /** The one refresh token that works for this session; rotating it revokes the previous one. */
  refreshToken: string;
  /** Epoch ms of creation and of the last lookup (exchange, refresh, any authenticated call). */
  createdAt: number;
  lastSeenAt: number;
}

export interface StoreTtls {
  /** A session (its refresh token, its single-use id) unused this long is gone. */
  sessionIdleMs: number;
  /** A single-use id not exchanged this long after its session's creation stops working. */
  singleUseMs: number;
  /** A deposit is dropped this long after its last change (updated_at). */
  depositMs: number;
}

/**
 * Idle session: longer than the session cookie of SPEC 9 lives (a 15 min access token + 3 h with a
 * refresh token). Single-use id: a launch URL is opened at once; 30 min leaves room for a person.
 * Deposit: a day, far beyond any provider trip or status poll of a session.
 */
export const STORE_TTLS: StoreTtls = {
  sessionIdleMs: 4 * 3600_000,
  singleUseMs: 30 * 60_000,
  depositMs: 24 * 3600_000,
};
export const SWEEP_INTERVAL_MS = 60_000;

export interface StoreSizes {
  players: number;
  sessions: number;
  singleUseIds: number;
  refreshTokens: number;
  deposits: number;
}

/** Status of a deposit as GET /kong/v4/me/deposits/status reports it. */
export const DEPOSIT_STATUSES = ['success', 'pending', 'redirect', 'aborted', 'failure'] as const;
export type DepositStatusValue = (typeof DEPOSIT_STATUSES)[number];
export const FINAL_DEPOSIT_STATUSES: readonly DepositStatusValue[] = ['success', 'aborted', 'failure'];

/** One deposit made through the operator API. */
export interface Deposit {
  transaction_uid: string;
  deposit_id: string;
  player_id: string;
  /** Wire name of the method (PAYSAFECARD, PRZELEWY24, SKRILL, BANKTRANSFER, MULTIBANCO...). */
  method: MethodName;
  amount: number;
  currency: Currency;
  status: DepositStatusValue;
  /** null, or a refusal code such as payment.insufficientfunds. */
  reason: string | null;
  /** Where the provider page sends the player back (detail.return_url); null when there is none. */
  return_url: string | null;
  correlation_id: string;
  created_at: string;
  updated_at: string;
}

const opaqueToken = (): string => randomBytes(32).toString('base64url');

/**
 * A deposit call's first answer, kept for a repeat of its correlation id (sandbox/idempotency.ts): declared
 * with the other records of the store, so that the store imports nothing of the routes' machinery.
 */
export interface RecordedAnswer {
  intent: string;
  status: number;
  body: unknown;
  transactionUid: string;
}

export class Store {
  private readonly players = new Map<string, Player>();
  private readonly sessions = new Map<string, Session>();
  private readonly bySingleUse = new Map<string, string>();
  private readonly byRefresh = new Map<string, string>();
  private readonly deposits = new Map<string, Deposit>();
  /** Epoch ms a player was last seen (created, or one of its sessions looked up). */
  private readonly playerSeenAt = new Map<string, number>();
  /** Deposit calls' answers by `<player id>:<correlation id>` (sandbox/idempotency.ts). */
  private readonly answers = new Map<string, RecordedAnswer>();
  private readonly lostAnswers = new Map<string, number>();
  private nextPlayerNumber = 100_001;
  private nextDepositNumber = 500_001;

  constructor(private readonly ttls: StoreTtls = STORE_TTLS) {}

  createPlayer(fields: ProfileFields, profile: Profile): Player {
    const player = { id: String(this.nextPlayerNumber++), fields, profile };
    this.players.set(player.id, player);
    this.playerSeenAt.set(player.id, Date.now());
    return player;
  }

  player(id: string): Player | undefined {
    return this.players.get(id);
  }

  createSession(playerId: string): Session {
    const now = Date.now();
    const session: Session = {
      id: randomUUID(),
      playerId,
      singleUseId: randomUUID(),
      singleUseConsumed: false,
      refreshToken: opaqueToken(),
      createdAt: now,
      lastSeenAt: now,
    };
    this.sessions.set(session.id, session);
    this.bySingleUse.set(session.singleUseId, session.id);
    this.byRefresh.set(session.refreshToken, session.id);
    return session;
  }

  /** The live session of this id (its use counts as activity); undefined once it expired. */
  session(id: string): Session | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    const now = Date.now();
    if (now - session.lastSeenAt >= this.ttls.sessionIdleMs) {
      this.dropSession(session);
      return undefined;
    }
    session.lastSeenAt = now;
    this.playerSeenAt.set(session.playerId, now);
    return session;
  }

  sessionBySingleUse(singleUseId: string): Session | undefined {
    const id = this.bySingleUse.get(singleUseId);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (!session) return undefined;
    if (Date.now() - session.createdAt >= this.ttls.singleUseMs) {
      this.bySingleUse.delete(singleUseId);
      return undefined;
    }
    return this.session(session.id);
  }

  sessionByRefreshToken(refreshToken: string): Session | undefined {
    const id = this.byRefresh.get(refreshToken);
    return id === undefined ? undefined : this.session(id);
  }

  /** Gives the session a new refresh token; the previous one stops working. */
  rotateRefreshToken(session: Session): string {
    this.byRefresh.delete(session.refreshToken);
    session.refreshToken = opaqueToken();
    this.byRefresh.set(session.refreshToken, session.id);
    return session.refreshToken;
  }

  createDeposit(fields: Omit<Deposit, 'transaction_uid' | 'deposit_id' | 'created_at' | 'updated_at'>): Deposit {
    const now = new Date(Date.now()).toISOString();
    const deposit: Deposit = {
      transaction_uid: randomUUID(),
      deposit_id: String(this.nextDepositNumber++),
      ...fields,
      created_at: now,
      updated_at: now,
    };
    this.deposits.set(deposit.transaction_uid, deposit);
    return deposit;
  }

  deposit(transactionUid: string): Deposit | undefined {
    const deposit = this.deposits.get(transactionUid);
    if (deposit && this.depositExpired(deposit, Date.now())) {
      this.deposits.delete(transactionUid);
      return undefined;
    }
    return deposit;
  }

  /** Frees what expired: sessions with their tokens, players left without a session, old deposits. */
  sweep(): void {
    const now = Date.now();
    for (const session of this.sessions.values()) {
      if (now - session.lastSeenAt >= this.ttls.sessionIdleMs) this.dropSession(session);
      else if (now - session.createdAt >= this.ttls.singleUseMs) this.bySingleUse.delete(session.singleUseId);
    }
    const withSession = new Set([...this.sessions.values()].map((s) => s.playerId));
    for (const [id, seenAt] of this.playerSeenAt) {
      if (!withSession.has(id) && now - seenAt >= this.ttls.sessionIdleMs) {
        this.players.delete(id);
        this.playerSeenAt.delete(id);
        this.lostAnswers.delete(id);
        for (const key of this.answers.keys()) if (key.startsWith(`${id}:`)) this.answers.delete(key);
      }
    }
    for (const [uid, deposit] of this.deposits) if (this.depositExpired(deposit, now)) this.deposits.delete(uid);
  }

  /** Sweeps every `intervalMs` until the returned function is called; never keeps the process alive. */
  startSweeping(intervalMs: number = SWEEP_INTERVAL_MS): () => void {
    const timer = setInterval(() => this.sweep(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  sizes(): StoreSizes {
    return {
      players: this.players.size,
      sessions: this.sessions.size,
      singleUseIds: this.bySingleUse.size,
      refreshTokens: this.byRefresh.size,
      deposits: this.deposits.size,
    };
  }

  private dropSession(session: Session): void {
    this.sessions.delete(session.id);
    this.bySingleUse.delete(session.singleUseId);
    this.byRefresh.delete(session.refreshToken);
  }

  private depositExpired(deposit: Deposit, now: number): boolean {
    const changed = Date.parse(deposit.updated_at);
    return Number.isFinite(changed) && now - changed >= this.ttls.depositMs;
  }

  /** A player's deposits, oldest first. */
  depositsOf(playerId: string): Deposit[] {
    return [...this.deposits.values()].filter((d) => d.player_id === playerId);
  }

  /** Every player's deposits of one method, newest first (the Multibanco ATM page). */
  depositsByMethod(method: MethodName): Deposit[] {
    return [...this.deposits.values()].filter((d) => d.method === method).reverse();
  }

  depositCountOf(playerId: string): number {
    return this.depositsOf(playerId).length;
  }

  lastDepositOf(playerId: string): Deposit | undefined {
    return this.depositsOf(playerId).at(-1);
  }

  recordedAnswer(key: string): RecordedAnswer | undefined {
    return this.answers.get(key);
  }

  recordAnswer(key: string, answer: RecordedAnswer): void {
    this.answers.set(key, answer);
  }

  /** Deposit answers lost so far for a player (the profile's `lost_deposit_answers.times`). */
  lostAnswersOf(playerId: string): number {
    return this.lostAnswers.get(playerId) ?? 0;
  }

  countLostAnswer(playerId: string): void {
    this.lostAnswers.set(playerId, this.lostAnswersOf(playerId) + 1);
  }
}
