// In-memory players and sessions. A session is what one launch of the app holds: a single-use id
// (the `token` of the app URL), the current refresh token, and whether it is expired.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Currency } from './spec';
import type { MethodName } from './means';
import type { Profile, ProfileFields } from './profile';
import type { RecordedAnswer } from './idempotency';

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

export class Store {
  private readonly players = new Map<string, Player>();
  private readonly sessions = new Map<string, Session>();
  private readonly bySingleUse = new Map<string, string>();
  private readonly byRefresh = new Map<string, string>();
  private readonly deposits = new Map<string, Deposit>();
  /** Deposit calls' answers by `<player id>:<correlation id>` (sandbox/idempotency.ts). */
  private readonly answers = new Map<string, RecordedAnswer>();
  private readonly lostAnswers = new Map<string, number>();
  private nextPlayerNumber = 100_001;
  private nextDepositNumber = 500_001;

  createPlayer(fields: ProfileFields, profile: Profile): Player {
    const player = { id: String(this.nextPlayerNumber++), fields, profile };
    this.players.set(player.id, player);
    return player;
  }

  player(id: string): Player | undefined {
    return this.players.get(id);
  }

  createSession(playerId: string): Session {
    const session: Session = {
      id: randomUUID(),
      playerId,
      singleUseId: randomUUID(),
      singleUseConsumed: false,
      refreshToken: opaqueToken(),
    };
    this.sessions.set(session.id, session);
    this.bySingleUse.set(session.singleUseId, session.id);
    this.byRefresh.set(session.refreshToken, session.id);
    return session;
  }

  session(id: string): Session | undefined {
    return this.sessions.get(id);
  }

  sessionBySingleUse(singleUseId: string): Session | undefined {
    const id = this.bySingleUse.get(singleUseId);
    return id === undefined ? undefined : this.sessions.get(id);
  }

  sessionByRefreshToken(refreshToken: string): Session | undefined {
    const id = this.byRefresh.get(refreshToken);
    return id === undefined ? undefined : this.sessions.get(id);
  }

  /** Gives the session a new refresh token; the previous one stops working. */
  rotateRefreshToken(session: Session): string {
    this.byRefresh.delete(session.refreshToken);
    session.refreshToken = opaqueToken();
    this.byRefresh.set(session.refreshToken, session.id);
    return session.refreshToken;
  }

  createDeposit(fields: Omit<Deposit, 'transaction_uid' | 'deposit_id' | 'created_at' | 'updated_at'>): Deposit {
    const now = new Date().toISOString();
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
    return this.deposits.get(transactionUid);
  }

  /** A player's deposits, oldest first. */
  depositsOf(playerId: string): Deposit[] {
    return [...this.deposits.values()].filter((d) => d.player_id === playerId);
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
