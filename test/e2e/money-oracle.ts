// The money oracle (DESIGN 7 "a deposit whose result cannot be read is pending, never failed"; "one player
// action creates at most one deposit request"), automatic on every e2e and model-run test: at the end of
// the test, what the player was last shown for each deposit intent is compared with the sandbox's own
// record of that intent (GET /sandbox/players/{id}/deposits):
//   - "failed" only when nothing or a refusal (failure, aborted) was recorded;
//   - "success" only when a success was recorded;
//   - at most one deposit per correlation id.
// The law of what the player reads (src/i18n/claims.ts): every element that shows a message stating a
// deposit's outcome carries data-claim="<claim>"; each claim shown is judged against the same record:
//   - "no-money-taken" only when no deposit of the test's players recorded before it was shown is
//     pending or paid (any intent, any tab);
//   - "not-paid" only when the intent it answers recorded nothing or a refusal;
//   - "paid" only when the intent it answers recorded a success.
// The technical error page claims nothing about a deposit (it knows none): it is judged by its claims only.
// Its sibling checks the analytics collector (SPEC 7 tracking events, docs/analytics.md): each outcome
// shown was tracked (deposit_front_success with its status, deposit_failed), and each deposit call sent
// was (payment_deposit_request with its correlation id).
//
// What the player was shown is read from the page as it happens, in every page and popup of the test:
// the deposit confirmation (data-testid deposit-confirmation, its status-animation's data-variant),
// "we are confirming" (deposit-unconfirmed), the error dialog (error-dialog), a refused card's notice (card-notice), and the success return URL the app leaves
// for (SPEC 4: its query carries method, status, amount, isFirstDeposit). An outcome belongs to the intent
// of the last deposit call sent before it (its X-Correlation-Id). The players are those whose access
// token the test's pages used.
import { test as base, expect, type BrowserContext, type Request } from '@playwright/test';
import { silenceMismatches, watchSilence } from './silence-oracle';

export type ShownOutcome = 'success' | 'pending' | 'failed';

export interface Shown {
  outcome: ShownOutcome;
  /** What showed it: a test id, or `return-url`. */
  via: string;
  /** The intent (correlation id) current when it was shown; null before any deposit call. */
  intent: string | null;
  url: string;
}

/** The claims of src/i18n/claims.ts the oracle judges. */
export type ShownClaimKind = 'no-money-taken' | 'not-paid' | 'paid';

export interface ShownClaim {
  claim: string;
  /** What showed it: the test id of the nearest element that has one. */
  via: string;
  /** The intent (correlation id) current when it was shown; null before any deposit call. */
  intent: string | null;
  url: string;
  /** When it was shown (ms since the epoch, this machine's clock, as the sandbox's created_at). */
  at: number;
}

export interface DepositCall {
  correlationId: string;
  path: string;
}

interface Recorded {
  transaction_uid: string;
  player_id: string;
  method: string;
  amount: number;
  status: string;
  reason: string | null;
  correlation_id: string;
  /** ISO 8601, the sandbox's clock (this machine's). */
  created_at?: string;
}

interface Collected {
  name: string;
  params: Record<string, unknown>;
}

export interface MoneyOracle {
  /** What the pages showed, in order. */
  shown: Shown[];
  /** The claims the pages showed (data-claim), in order. */
  claims: ShownClaim[];
  /** The deposit calls the pages sent, in order. */
  calls: DepositCall[];
  /** The players whose tokens the pages used. */
  players: Set<string>;
  /** Stops recording: what the pages show after it is not judged. */
  stop(): void;
}

export const ORACLE_BINDING = '__moneyOracleShown';
export const CLAIM_BINDING = '__moneyOracleClaim';
const DEPOSIT_CALL = /^\/kong\/v6\/me\/deposits\/[a-z0-9]+(\/token)?$/;
/** Statuses of a recorded deposit that mean no money moved by the player's choice or the provider's. */
const REFUSED = new Set(['failure', 'aborted']);

/** The `sub` of a bearer JWT, read without verification (the sandbox signed it). */
export function playerOfAuthorization(header: string | undefined): string | null {
  const token = /^Bearer ([^.]+)\.([^.]+)\.[^.]+$/.exec(header ?? '')?.[2];
  if (!token) return null;
  try {
    const claims = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/** The outcome a success return URL says (SPEC 4 success handling), or null when the URL is not one. */
export function outcomeOfReturnUrl(url: string): ShownOutcome | null {
  let q: URLSearchParams;
  try {
    q = new URL(url).searchParams;
  } catch {
    return null;
  }
  const status = q.get('status');
  if (!q.has('method') || !q.has('isFirstDeposit') || (status !== 'success' && status !== 'pending')) return null;
  return status;
}

/** Runs in every frame of every page: reports each outcome element and each claim as it appears (top frame only). */
function watchOutcomes([binding, claimBinding]: [string, string]) {
  if (window.top !== window) return;
  const seen = new Set<Element>();
  const seenClaims = new Set<Element>();
  const report = (outcome: string, via: string) =>
    (window as unknown as Record<string, (o: string, v: string, u: string) => void>)[binding]?.(outcome, via, location.href);
  const reportClaim = (claim: string, via: string) =>
    (window as unknown as Record<string, (c: string, v: string, u: string) => void>)[claimBinding]?.(claim, via, location.href);
  const check = () => {
    for (const el of document.querySelectorAll('[data-claim]')) {
      const claim = el.getAttribute('data-claim');
      if (seenClaims.has(el) || !claim) continue;
      seenClaims.add(el);
      reportClaim(claim, el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName.toLowerCase());
    }
    for (const el of document.querySelectorAll(
      '[data-testid="deposit-confirmation"], [data-testid="deposit-unconfirmed"], [data-testid="error-dialog"], [data-testid="card-notice"]',
    )) {
      if (seen.has(el)) continue;
      seen.add(el);
      const id = el.getAttribute('data-testid')!;
      if (id === 'deposit-confirmation') {
        const variant = el.querySelector('[data-testid="status-animation"]')?.getAttribute('data-variant');
        report(variant === 'success' ? 'success' : 'pending', id);
      } else report(id === 'deposit-unconfirmed' ? 'pending' : 'failed', id);
    }
  };
  const start = () => {
    new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-claim'] });
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** Starts watching a context; the returned record fills as the test runs. */
export async function watchMoney(context: BrowserContext): Promise<MoneyOracle> {
  let watching = true;
  const oracle: MoneyOracle = {
    shown: [],
    claims: [],
    calls: [],
    players: new Set(),
    stop: () => {
      watching = false;
      context.off('request', onRequest);
    },
  };
  const intent = () => oracle.calls.at(-1)?.correlationId ?? null;
  const onRequest = (request: Request) => {
    const headers = request.headers();
    const player = playerOfAuthorization(headers.authorization);
    if (player) oracle.players.add(player);
    let path = '';
    try {
      path = new URL(request.url()).pathname;
    } catch {
      return;
    }
    if (request.method() === 'POST' && DEPOSIT_CALL.test(path)) {
      const id = headers['x-correlation-id'] ?? (request.postDataJSON() as { correlation_id?: string } | null)?.correlation_id;
      // A resend of the current intent is the same intent: it stays current.
      if (id && intent() !== id) oracle.calls.push({ correlationId: id, path });
    }
    if (request.isNavigationRequest() && request.frame().parentFrame() === null) {
      const outcome = outcomeOfReturnUrl(request.url());
      if (outcome) oracle.shown.push({ outcome, via: 'return-url', intent: intent(), url: request.url() });
    }
  };
  context.on('request', onRequest);
  await context.exposeBinding(ORACLE_BINDING, (_source, outcome: ShownOutcome, via: string, url: string) => {
    if (watching) oracle.shown.push({ outcome, via, intent: intent(), url });
  });
  await context.exposeBinding(CLAIM_BINDING, (_source, claim: string, via: string, url: string) => {
    if (watching) oracle.claims.push({ claim, via, intent: intent(), url, at: Date.now() });
  });
  await context.addInitScript(watchOutcomes, [ORACLE_BINDING, CLAIM_BINDING] as [string, string]);
  return oracle;
}

/** The law's verdicts on what was shown against what was recorded: one line per mismatch. */
export function moneyMismatches(oracle: Pick<MoneyOracle, 'shown'>, recorded: readonly Recorded[]): string[] {
  const problems: string[] = [];
  const lastByIntent = new Map<string, Shown>();
  for (const s of oracle.shown) if (s.intent) lastByIntent.set(s.intent, s);
  for (const [intent, last] of lastByIntent) {
    const records = recorded.filter((d) => d.correlation_id === intent);
    const statuses = records.map((d) => d.status);
    if (last.outcome === 'failed' && records.some((d) => !REFUSED.has(d.status))) {
      problems.push(`intent ${intent}: shown "failed" (${last.via}) while the sandbox recorded ${statuses.join(', ')}`);
    }
    if (last.outcome === 'success' && !statuses.includes('success')) {
      problems.push(`intent ${intent}: shown "success" (${last.via}) while the sandbox recorded ${statuses.join(', ') || 'nothing'}`);
    }
  }
  const byIntent = new Map<string, Recorded[]>();
  for (const d of recorded) byIntent.set(d.correlation_id, [...(byIntent.get(d.correlation_id) ?? []), d]);
  for (const [intent, list] of byIntent) {
    if (list.length > 1)
      problems.push(`intent ${intent}: ${list.length} deposits recorded (${list.map((d) => `${d.transaction_uid} ${d.status}`).join('; ')})`);
  }
  return problems;
}

/** Statuses of a recorded deposit that mean money may have moved or will (anything but a refusal). */
const takesMoney = (d: Recorded) => !REFUSED.has(d.status);

/**
 * The law of what the player reads (src/i18n/claims.ts): each claim shown against the record, one line per
 * breach. "no-money-taken" is judged on every showing against the deposits recorded before it; the claims
 * about the intent they answer, on the last of each intent (as the outcomes are); a claim this oracle does
 * not know is a breach itself (a claim nobody checks is no law).
 */
export function claimMismatches(oracle: Pick<MoneyOracle, 'claims'>, recorded: readonly Recorded[]): string[] {
  const problems: string[] = [];
  const lastByIntent = new Map<string, ShownClaim>();
  for (const c of oracle.claims) {
    if (c.claim === 'no-money-taken') {
      const before = recorded.filter((d) => takesMoney(d) && (d.created_at === undefined || Date.parse(d.created_at) <= c.at));
      if (before.length) {
        problems.push(
          `claim "no-money-taken" shown (${c.via}) at ${c.url} while the sandbox recorded ${before.map((d) => `${d.transaction_uid} ${d.method} ${d.status}`).join(', ')}`,
        );
      }
    } else if (c.claim === 'not-paid' || c.claim === 'paid') {
      if (c.intent) lastByIntent.set(`${c.claim}\u0000${c.intent}`, c);
    } else {
      problems.push(`claim "${c.claim}" shown (${c.via}) is none the oracle knows (src/i18n/claims.ts)`);
    }
  }
  for (const c of lastByIntent.values()) {
    const statuses = recorded.filter((d) => d.correlation_id === c.intent).map((d) => d.status);
    if (c.claim === 'not-paid' && statuses.some((st) => !REFUSED.has(st))) {
      problems.push(`intent ${c.intent}: claim "not-paid" shown (${c.via}) while the sandbox recorded ${statuses.join(', ')}`);
    }
    if (c.claim === 'paid' && !statuses.includes('success')) {
      problems.push(`intent ${c.intent}: claim "paid" shown (${c.via}) while the sandbox recorded ${statuses.join(', ') || 'nothing'}`);
    }
  }
  return problems;
}

/** The tracking verdicts: each outcome shown and each deposit call sent has its event. */
export function trackingMismatches(
  oracle: Pick<MoneyOracle, 'shown' | 'calls' | 'players'>,
  recorded: readonly Recorded[],
  events: readonly Collected[],
): string[] {
  const problems: string[] = [];
  const mine = events.filter((e) => oracle.players.has(String(e.params.user_id)));
  const lastByIntent = new Map<string, Shown>();
  for (const s of oracle.shown) if (s.intent) lastByIntent.set(s.intent, s);
  for (const [intent, last] of lastByIntent) {
    const uids = new Set(recorded.filter((d) => d.correlation_id === intent).map((d) => d.transaction_uid));
    if (last.outcome === 'failed') {
      // Any deposit_failed of the player will do: its params (method, amount, currency, reason; docs/analytics.md)
      // carry neither the correlation id nor the transaction, so it cannot be matched to its intent.
      if (!mine.some((e) => e.name === 'deposit_failed')) problems.push(`intent ${intent}: shown "failed" (${last.via}), no deposit_failed tracked`);
    } else {
      const tracked = mine.some(
        (e) =>
          e.name === 'deposit_front_success' &&
          e.params.status === last.outcome &&
          (e.params.transaction_id == null || uids.size === 0 || uids.has(String(e.params.transaction_id))),
      );
      if (!tracked) problems.push(`intent ${intent}: shown "${last.outcome}" (${last.via}), no deposit_front_success with status ${last.outcome} tracked`);
    }
  }
  for (const call of oracle.calls) {
    if (!mine.some((e) => e.name === 'payment_deposit_request' && e.params.correlation_id === call.correlationId)) {
      problems.push(`intent ${call.correlationId}: deposit call ${call.path} sent, no payment_deposit_request tracked`);
    }
  }
  return problems;
}

const describe = (oracle: MoneyOracle, recorded: readonly Recorded[], extra: string) =>
  [
    extra,
    'shown to the player:',
    ...oracle.shown.map((s) => `  ${s.outcome} via ${s.via} for intent ${s.intent ?? '(none)'} at ${s.url}`),
    'claims shown (data-claim):',
    ...oracle.claims.map((c) => `  ${c.claim} via ${c.via} for intent ${c.intent ?? '(none)'} at ${c.url}`),
    'deposit calls sent:',
    ...oracle.calls.map((c) => `  ${c.correlationId} ${c.path}`),
    'recorded by the sandbox:',
    ...recorded.map((d) => `  ${d.correlation_id}: ${d.transaction_uid} ${d.method} ${d.amount} ${d.status}${d.reason ? ` (${d.reason})` : ''}`),
  ].join('\n');

async function recordedOf(context: BrowserContext, players: Iterable<string>): Promise<Recorded[]> {
  const all: Recorded[] = [];
  for (const id of players) {
    const res = await context.request.get(`/sandbox/players/${encodeURIComponent(id)}/deposits`);
    // A player whose deposits cannot be read would leave the oracle judging nothing.
    expect(res.ok(), `the money oracle could not read the deposits of player ${id}: ${res.status()} ${await res.text()}`).toBe(true);
    all.push(...((await res.json()) as Recorded[]));
  }
  return all;
}

export const test = base.extend<{ moneyOracle: MoneyOracle; trackingOracle: boolean; playerStopsWaiting: boolean }>({
  // The analytics sibling runs on every test, as the money oracle does (docs/reliability.md).
  trackingOracle: [true, { option: true }],
  // A test in which the player presses "Stop waiting" says so: that "pending" is the player's choice, handed
  // over without a read (docs/decisions.md "Silence is a fault"), so the silence oracle does not judge it.
  playerStopsWaiting: [false, { option: true }],
  moneyOracle: [
    async ({ context, trackingOracle, playerStopsWaiting }, use) => {
      const oracle = await watchMoney(context);
      // The pages' posts to the analytics collector, kept to explain a tracking verdict (a beacon lost or refused).
      const posts: string[] = [];
      const collectorPost = (r: Request) => r.method() === 'POST' && r.url().includes('/ext/analytics/v1/events');
      const onPosted = async (r: Request) => {
        if (collectorPost(r)) posts.push(`  ${new Date().toISOString()} ${(await r.response().catch(() => null))?.status() ?? 'no answer'}`);
      };
      const onFailed = (r: Request) => {
        if (collectorPost(r)) posts.push(`  ${new Date().toISOString()} failed: ${r.failure()?.errorText ?? 'unknown'}`);
      };
      context.on('requestfinished', onPosted);
      context.on('requestfailed', onFailed);
      // Silence is a fault (silence-oracle.ts): no "pending" handed over unread after a stream.
      const silence = watchSilence(context, () => oracle.calls.at(-1)?.correlationId ?? null, outcomeOfReturnUrl);
      await use(oracle);
      silence.stop();
      if (!playerStopsWaiting) {
        expect(silenceMismatches(silence.heard), 'The silence oracle (silence-oracle.ts): "pending" handed over unread after a stream').toEqual([]);
      }
      // What was shown is fixed before the sandbox is read: the sandbox records a deposit before it answers,
      // so every outcome in the record was answered by a deposit the read will find. A page still running
      // after the test (a success arriving during the read) would otherwise be judged against a read
      // made before its deposit was recorded.
      oracle.stop();
      if (oracle.players.size === 0 || (oracle.shown.length === 0 && oracle.calls.length === 0 && oracle.claims.length === 0)) return;
      const recorded = await recordedOf(context, oracle.players);
      const money = [...moneyMismatches(oracle, recorded), ...claimMismatches(oracle, recorded)];
      expect(money, describe(oracle, recorded, 'The money oracle: what the player was shown disagrees with the sandbox')).toEqual([]);

      const intents = oracle.shown.some((s) => s.intent) || oracle.calls.length > 0;
      if (!trackingOracle || !intents) return;
      let tracking: string[] = [];
      let collected: Collected[] = [];
      await expect
        .poll(
          async () => {
            const res = await context.request.get('/sandbox/analytics/events');
            const events = res.ok() ? ((await res.json()) as { events: Collected[] }).events : [];
            tracking = trackingMismatches(oracle, recorded, events);
            collected = events.filter((e) => oracle.players.has(String(e.params.user_id)));
            return tracking.length;
          },
          // the standard wait, for a batch in flight (the app sends one 2 s after its first event; docs/decisions.md
          // "Waits in the browser tests")
          { intervals: [250, 500, 1000] },
        )
        .toBe(0)
        .catch(() => undefined);
      context.off('requestfinished', onPosted);
      context.off('requestfailed', onFailed);
      const explained = [
        describe(oracle, recorded, 'The analytics oracle: an outcome or a deposit call was not tracked'),
        'tracked for these players:',
        ...collected.map((e) => `  ${e.name}${e.params.correlation_id ? ` ${e.params.correlation_id}` : ''}${e.params.screen ? ` ${e.params.screen}` : ''}`),
        'posts to the collector:',
        ...posts,
      ].join('\n');
      expect(tracking, explained).toEqual([]);
    },
    { auto: true },
  ],
});
