import type { DepositStateMessage, SyncErrorCode } from '../domain/mobile-money-sync';

/** `sync.heartbeat`: the stream is alive; it says nothing about the deposit (SPEC 4: heartbeats are ignored as states). */
export type StreamEvent = { type: 'sync.update'; message: DepositStateMessage } | { type: 'sync.heartbeat' } | { type: 'sync.error'; code: SyncErrorCode };

export interface SyncOptions {
  /** Where the Front v1 service answers (gRPC-web). */
  baseUrl: string;
  /** The current access token, read at each subscription (it may have been refreshed). */
  accessToken(): string | null;
  warn?(message: string): void;
}
