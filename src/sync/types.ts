import type { DepositStateMessage, SyncErrorCode } from '../domain/mobile-money-sync';

export type StreamEvent = { type: 'sync.update'; message: DepositStateMessage } | { type: 'sync.error'; code: SyncErrorCode };

export interface SyncOptions {
  /** Where the Front v1 service answers (gRPC-web). */
  baseUrl: string;
  /** The current access token, read at each subscription (it may have been refreshed). */
  accessToken(): string | null;
  warn?(message: string): void;
}
