// The realtime sync client (SPEC 7 "Realtime Sync", DESIGN 2 src/sync): service Front v1 over gRPC-web
// with @connectrpc/connect-web, on the code generated from proto/ (src/sync/gen). Loaded only when a
// deposit is monitored (see ./index.ts): never part of the amount page's initial JavaScript.
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-web';
import { depositChannel, INVALID_MESSAGE, parseDepositMessage, type SyncErrorCode } from '../domain/mobile-money-sync';
import { FrontService } from './gen/realtime/sync/front/v1/front_pb';
import type { StreamEvent, SyncOptions } from './types';

/** The gRPC code as the monitoring reads it (SPEC 8). */
export function syncErrorCode(error: unknown): SyncErrorCode {
  // A dropped connection (reset, network gone) reaches fetch as a TypeError: retried like UNAVAILABLE.
  if (error instanceof TypeError || (error instanceof ConnectError && error.cause instanceof TypeError)) return 'UNAVAILABLE';
  const code = ConnectError.from(error).code;
  if (code === Code.Unavailable) return 'UNAVAILABLE';
  if (code === Code.Internal) return 'INTERNAL';
  if (code === Code.Unauthenticated) return 'UNAUTHENTICATED';
  return 'OTHER';
}

/**
 * Subscribes to the deposit's channel and reports each update until the signal aborts. A heartbeat is
 * reported as one (`sync.heartbeat`, no state: the monitoring only counts it as a sign of life), an unreadable
 * body too: the stream is alive even when a message cannot be read. A stream the server ends without a final state is reported as UNAVAILABLE, so it is retried.
 */
export async function syncDeposit(options: SyncOptions, depositId: string, report: (e: StreamEvent) => void, signal: AbortSignal): Promise<void> {
  const transport = createGrpcWebTransport({ baseUrl: options.baseUrl });
  const client = createClient(FrontService, transport);
  const token = options.accessToken();
  try {
    const stream = client.sync({ method: 'GET', name: depositChannel(depositId) }, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    for await (const update of stream) {
      if (update.heartbeat) {
        report({ type: 'sync.heartbeat' });
        continue;
      }
      const message = parseDepositMessage(update.body);
      if (!message) {
        options.warn?.(`${INVALID_MESSAGE} on ${depositChannel(depositId)}`);
        report({ type: 'sync.heartbeat' });
        continue;
      }
      report({ type: 'sync.update', message });
    }
    if (!signal.aborted) report({ type: 'sync.error', code: 'UNAVAILABLE' });
  } catch (error) {
    if (signal.aborted) return;
    report({ type: 'sync.error', code: syncErrorCode(error) });
  }
}
