// How a stream failure reads for the monitoring (SPEC 8 "Sync stream": UNAVAILABLE and INTERNAL are
// retried with back-off, UNAUTHENTICATED refreshes once, others fail). A dropped connection never
// reaches the app as a gRPC code: fetch rejects with a TypeError; it is retried like UNAVAILABLE.
import { describe, expect, it } from 'vitest';
import { Code, ConnectError } from '@connectrpc/connect';
import { syncErrorCode } from './stream';

describe('syncErrorCode', () => {
  it('reads the gRPC codes of SPEC 8', () => {
    expect(syncErrorCode(new ConnectError('down', Code.Unavailable))).toBe('UNAVAILABLE');
    expect(syncErrorCode(new ConnectError('boom', Code.Internal))).toBe('INTERNAL');
    expect(syncErrorCode(new ConnectError('who', Code.Unauthenticated))).toBe('UNAUTHENTICATED');
    expect(syncErrorCode(new ConnectError('no', Code.PermissionDenied))).toBe('OTHER');
  });

  it('a connection reset (fetch TypeError, raw or wrapped) is retried like UNAVAILABLE', () => {
    expect(syncErrorCode(new TypeError('Failed to fetch'))).toBe('UNAVAILABLE');
    expect(syncErrorCode(new ConnectError('network', Code.Unknown, undefined, undefined, new TypeError('network error')))).toBe('UNAVAILABLE');
    expect(syncErrorCode(new Error('something else'))).toBe('OTHER');
  });
});
