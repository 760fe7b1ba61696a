// How a side effect failed, as the machines need to know it: a lost session is a state of its own
// (session timeout), anything else is a technical failure with an optional operator error code.
export type FailureKind = 'SESSION_EXPIRED' | 'HTTP' | 'TIMEOUT' | 'MALFORMED' | 'NETWORK';

export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly errorCode: string | null = null,
    message: string = kind,
    /** The HTTP status of an HTTP failure, when there was an answer. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiFailure && error.kind === 'SESSION_EXPIRED';
