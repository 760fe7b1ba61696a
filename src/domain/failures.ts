// How a side effect failed, as the machines need to know it: a lost session is a state of its own
// (session timeout), anything else is a technical failure with an optional operator error code.
export type FailureKind = 'SESSION_EXPIRED' | 'HTTP' | 'TIMEOUT' | 'MALFORMED' | 'NETWORK';

export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly errorCode: string | null = null,
    message: string = kind,
    /** The HTTP status of an 'HTTP' failure, when there was an answer. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const isSessionExpired = (error: unknown): boolean => error instanceof ApiFailure && error.kind === 'SESSION_EXPIRED';

/**
 * A read whose answer could not be read: no answer (network, reset, time-out), a server
 * error (5xx, or an HTTP failure of unknown status) or a body that is not what was asked for (malformed,
 * incomplete). The result is unknown, not refused: it is retried, then reads as pending, never failed.
 * A lost session and a 4xx (the server's clear refusal) are not unreadable.
 */
export function isUnreadable(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return true;
  switch (error.kind) {
    case 'SESSION_EXPIRED':
      return false;
    case 'HTTP':
      return error.status === null || error.status >= 500;
    default:
      return true;
  }
}
