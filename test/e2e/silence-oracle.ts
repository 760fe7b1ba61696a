// The silence oracle (DESIGN 7 "after the deposit call is sent, only an explicit refusal is a failure; anything
// else is 'not known yet', then pending after one status read"; docs/decisions.md "Silence is a fault"), run by
// the money oracle's fixture under every e2e test: when the app hands the player back as "pending" (a return
// URL with status=pending, SPEC 4 success handling; the bridge's paymentDepositSuccess precedes it) for an
// intent whose deposit it watched over the realtime stream, a status read (HEAD /kong/v4/me/transactions/{id}
// or GET /kong/v4/me/deposits/status) must have been answered after that stream's last call ended: what the
// stream said last, or its silence, is never handed over unread.
//
// The order is the order the browser's network events reach the test: a stream call's start and end (its abort
// included), a read's answer and a navigation are put on one list.
import type { BrowserContext, Request, Response } from '@playwright/test';

const SYNC = /FrontService\/Sync$/;
const STATUS_READ = /^\/kong\/v4\/me\/(transactions\/[^/]+|deposits\/status)$/;

export type Heard =
  /** A stream call started (`id` names the call) or ended, finished, failed or aborted. */
  | { kind: 'sync' | 'syncEnd'; id: number; intent: string | null }
  /** A status read answered (any HTTP status: it is on the wire). */
  | { kind: 'read' }
  /** The app handed the player back as "pending". */
  | { kind: 'pending'; intent: string | null; url: string };

/** The law's verdicts on what was heard, in order: one line per "pending" handed over unread after a stream. */
export function silenceMismatches(heard: readonly Heard[]): string[] {
  const problems: string[] = [];
  heard.forEach((h, i) => {
    if (h.kind !== 'pending') return;
    const before = heard.slice(0, i);
    const lastStream = before.findLastIndex((e) => (e.kind === 'sync' || e.kind === 'syncEnd') && e.intent === h.intent);
    if (lastStream < 0) return;
    if (!before.slice(lastStream + 1).some((e) => e.kind === 'read')) {
      problems.push(`intent ${h.intent}: "pending" handed over (${h.url}) with no status read answered since the stream's last call`);
    }
  });
  return problems;
}

export interface SilenceOracle {
  heard: Heard[];
  stop(): void;
}

const hasTransaction = (url: string): boolean => {
  try {
    return !!new URL(url).searchParams.get('transactionid');
  } catch {
    return false;
  }
};

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
};

/**
 * Starts watching a context; `intent` gives the deposit intent current now (the money oracle's), `outcomeOf`
 * reads a return URL (the money oracle's outcomeOfReturnUrl).
 */
export function watchSilence(context: BrowserContext, intent: () => string | null, outcomeOf: (url: string) => string | null): SilenceOracle {
  const heard: Heard[] = [];
  const syncs = new Map<Request, { id: number; intent: string | null }>();
  const onRequest = (request: Request) => {
    if (SYNC.test(pathOf(request.url()))) {
      const call = { id: syncs.size + 1, intent: intent() };
      syncs.set(request, call);
      heard.push({ kind: 'sync', ...call });
    }
    // A return URL that names no transaction: there was nothing to read the status by (SPEC 7's status read
    // takes a transaction_uid; docs/decisions.md "Silence is a fault").
    if (request.isNavigationRequest() && request.frame().parentFrame() === null && outcomeOf(request.url()) === 'pending' && hasTransaction(request.url())) {
      heard.push({ kind: 'pending', intent: intent(), url: request.url() });
    }
  };
  const onEnd = (request: Request) => {
    const call = syncs.get(request);
    if (call) heard.push({ kind: 'syncEnd', ...call });
  };
  const onResponse = (response: Response) => {
    if (STATUS_READ.test(pathOf(response.url()))) heard.push({ kind: 'read' });
  };
  context.on('request', onRequest);
  context.on('requestfinished', onEnd);
  context.on('requestfailed', onEnd);
  context.on('response', onResponse);
  return {
    heard,
    stop: () => {
      context.off('request', onRequest);
      context.off('requestfinished', onEnd);
      context.off('requestfailed', onEnd);
      context.off('response', onResponse);
    },
  };
}
