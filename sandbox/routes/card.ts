// Card deposits (SPEC 3 card body, SPEC 4 "Card response", SPEC 7): the BIN lookup, both acquirers, the
// card and card-token deposits with the outcome of the test card, and the 3DS pages. The 3DS2 transaction
// poll (HEAD /kong/v4/me/transactions/{id}) and result (GET …/context) are answered by a hook for the card
// transactions only, so another flow may register those routes for its own transactions.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FRAUD_ERROR_CODE,
  REFUSED_REASON_BY_AMOUNT,
  UNEXPECTED_STATUS,
  isReturnUrl,
  outcomeOfAmount,
  settleDeposit,
  withTransactionUid,
} from '../deposit-flow';
import { acquirerAStore, acquirerBTokenize, cardOfPayloads, cvvOfPayloads } from '../acquirers';
import { brandsOfBin, CHALLENGE_CODE, isAcquirerTimeoutCard, scenarioOf, scenarioOfToken, type CardScenario } from '../card-test-cards';
import { ERROR_CODES, sendError } from '../errors';
import { withFault } from '../faults';
import { idempotentDeposit } from '../idempotency';
import { challengePage, issuerPage, methodPage, notificationPage, threeDs1Page } from '../pages/acs';
import type { Deposit, Store } from '../store';
import type { SandboxDeps } from '../tokens';
import { authOf, pathOf } from '../wire';

/** How long an acquirer holds its answer for the time-out test card: beyond the app's 3500 ms. */
export const ACQUIRER_DELAY_MS = 5000;
/** X-Poll-Interval the sandbox answers (the app's card default is 2000 ms without it). */
export const CARD_POLL_INTERVAL_MS = 1000;

type Stage = 'fingerprint' | 'challenge' | 'done';
interface CardTx {
  uid: string;
  scenario: CardScenario;
  stage: Stage;
  methodDone: boolean;
  polls: number;
  challengeDone: boolean;
  challengeOk: boolean;
  acsTransID: string;
  lastDigits: string;
}
const cardTxs = new Map<string, CardTx>();
const byAcs = new Map<string, CardTx>();

const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
const money = (d: Deposit) => `${d.amount.toFixed(2)} ${d.currency}`;
const formOf = (body: unknown): Record<string, string> =>
  body && typeof body === 'object' ? Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)])) : {};

const schemes = z.array(z.string().min(1));
const cardBody = (token: boolean) =>
  z.looseObject({
    amount: z.number().positive(),
    payment_method: z.literal('CARD'),
    fees: z.literal(0),
    requester: z.literal('App:Front'),
    correlation_id: z.string().trim().min(1),
    browser_info: z.looseObject({
      user_agent: z.string().min(1),
      accept_header: z.string().min(1),
      color_depth: z.number(),
      java_enabled: z.boolean(),
      language: z.string().min(1),
      screen_height: z.number(),
      screen_width: z.number(),
      timezone_offset: z.number(),
    }),
    store_token: token ? z.literal(false) : z.boolean(),
    detail: z.looseObject({
      ...(token ? { token_id: z.string().min(1) } : {}),
      type: z.string().min(1),
      bin: z.string().regex(/^\d{6}$/),
      last_digit: z.string().regex(/^\d{4}$/),
      expiry_month: z.string().regex(/^(0[1-9]|1[0-2])$/),
      expiry_year: z.string().regex(/^20\d{2}$/),
      return_url: z.string().min(1).refine(isReturnUrl, 'must be an http(s) URL or a path starting with /'),
      scheme: z.string().min(1).nullable(),
      scheme_selection_type: z.enum(['user', 'not_applicable']),
      available_schemes: schemes,
    }),
  });

const problems = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');

function threeDs2Context(origin: string, tx: CardTx, challenge: boolean): Record<string, unknown> {
  const base = { transactionId: tx.uid, threeDSServerTransID: `srv-${tx.uid}`, acsTransID: tx.acsTransID, messageVersion: '2.2.0' };
  if (!challenge) {
    const methodData = Buffer.from(
      JSON.stringify({ threeDSServerTransID: base.threeDSServerTransID, threeDSMethodNotificationURL: `${origin}/sandbox/threeds/notify` }),
    ).toString('base64url');
    return { ...base, threeDSMethodURL: `${origin}/sandbox/threeds/method`, threeDSMethodData: methodData };
  }
  const creq = Buffer.from(
    JSON.stringify({
      threeDSServerTransID: base.threeDSServerTransID,
      acsTransID: tx.acsTransID,
      messageVersion: '2.2.0',
      messageType: 'CReq',
      challengeWindowSize: '05',
    }),
  ).toString('base64url');
  return { ...base, acsURL: `${origin}/sandbox/threeds/acs`, creq };
}

/** The answer for a card transaction at its current stage (the deposit call, or the result once ready). */
function answer(store: Store, d: Deposit, tx: CardTx, origin: string): Record<string, unknown> {
  const uid = d.transaction_uid;
  const refuse = (reason: string) => {
    settleDeposit(store, d, 'failure', reason);
    tx.stage = 'done';
    return { status: 'refused', transaction_uid: uid, deposit_id: d.deposit_id, refused_reason: reason };
  };
  const succeed = () => {
    settleDeposit(store, d, 'success', null);
    tx.stage = 'done';
    return { status: 'success', transaction_uid: uid, deposit_id: d.deposit_id };
  };
  const s = tx.scenario;
  if (typeof s === 'object') return refuse(s.refused);
  if (tx.stage === 'challenge' && tx.challengeDone) return tx.challengeOk ? succeed() : refuse('payment.authentication3dsfailed');
  if (tx.stage === 'fingerprint' && tx.methodDone) {
    if (s === 'challenge') {
      tx.stage = 'challenge';
      return { status: 'pending', status_detail: 3, transaction_uid: uid, deposit_id: d.deposit_id, transaction_context: threeDs2Context(origin, tx, true) };
    }
    return succeed();
  }
  switch (s) {
    case 'success':
    case 'acquirerTimeout':
      return succeed();
    case 'pending':
      tx.stage = 'done';
      return { status: 'pending', status_detail: 1, transaction_uid: uid, deposit_id: d.deposit_id };
    case 'frictionless':
    case 'challenge':
      tx.stage = 'fingerprint';
      return { status: 'pending', status_detail: 2, transaction_uid: uid, deposit_id: d.deposit_id, transaction_context: threeDs2Context(origin, tx, false) };
    case 'challengeFailed':
      tx.stage = 'challenge';
      return { status: 'pending', status_detail: 3, transaction_uid: uid, deposit_id: d.deposit_id, transaction_context: threeDs2Context(origin, tx, true) };
    case 'threeDs1':
      return {
        status: 'redirect',
        status_detail: 1,
        transaction_uid: uid,
        deposit_id: d.deposit_id,
        transaction_context: {
          issuer_url: `${origin}/sandbox/acs/3ds1`,
          params: { MD: uid, PaReq: Buffer.from(`pareq:${uid}`).toString('base64') },
          params_state: 'POST',
        },
      };
    case 'issuerRedirect':
      return {
        status: 'pending',
        status_detail: 6,
        transaction_uid: uid,
        deposit_id: d.deposit_id,
        transaction_context: { issuer_url: `${origin}/sandbox/acs/issuer`, params: { transaction_uid: uid } },
      };
  }
}

const isReady = (tx: CardTx): boolean =>
  (tx.stage === 'fingerprint' && (tx.methodDone || tx.polls >= 3)) || (tx.stage === 'challenge' && tx.challengeDone) || tx.stage === 'done';

const TX_PATH = /^\/kong\/v4\/me\/transactions\/([^/]+)(\/context)?$/;

/** SPEC 7 HEAD /kong/v4/me/transactions/{id}: query status, status_detail. What is wrong with a 3DS2 poll's query, or null. */
export function pollQueryProblem(q: URLSearchParams): string | null {
  const status = q.get('status')?.trim();
  const detail = q.get('status_detail')?.trim();
  if (!status) return 'status: required (SPEC 7: the poll carries status and status_detail)';
  if (!detail) return 'status_detail: required (SPEC 7: the poll carries status and status_detail)';
  if (status.toLowerCase() !== 'pending' || !['2', '3'].includes(detail))
    return `status ${status}, status_detail ${detail}: a 3DS2 wait is on pending 2 (fingerprint) or 3 (challenge)`;
  return null;
}

/**
 * HEAD /kong/v4/me/transactions/{id} and GET …/{id}/context for card transactions, as a root onRequest
 * hook placed after the wire rules (so the caller is authenticated). Other transactions go on to
 * whatever route serves them.
 */
export function registerCardTransactionHook(app: FastifyInstance, deps: SandboxDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    const m = TX_PATH.exec(pathOf(request.url));
    if (!m || !request.auth) return;
    const uid = decodeURIComponent(m[1]!);
    const tx = cardTxs.get(uid);
    const d = deps.store.deposit(uid);
    if (!tx || !d || d.player_id !== request.auth.player.id) return;
    const profile = request.auth.player.profile;
    if (!m[2] && request.method === 'HEAD' && (await withFault(reply, profile, 'transaction'))) return reply;
    if (m[2] && request.method === 'GET' && (await withFault(reply, profile, 'transaction-context'))) return reply;
    if (!m[2] && request.method === 'HEAD') {
      // SPEC 7: the 3DS2 poll carries the status and status_detail of the answer it waits on (pending 2 or
      // 3). A transaction outside a 3DS2 wait (a 3DS1 or issuer return read by the callback) is not asked.
      const bad = tx.stage !== 'done' && pollQueryProblem(new URL(request.url, 'http://sandbox').searchParams);
      if (bad) return sendError(reply, 400, ERROR_CODES.badRequest, bad);
      tx.polls++;
      if (tx.stage === 'fingerprint' && tx.polls >= 3) tx.methodDone = true; // the method never called back: go on
      return reply
        .code(200)
        .header('X-Poll-Interval', String(CARD_POLL_INTERVAL_MS))
        .header('X-Transaction-IsReady', String(isReady(tx)))
        .header('Access-Control-Expose-Headers', 'X-Poll-Interval, X-Transaction-IsReady')
        .send();
    }
    if (m[2] && request.method === 'GET') {
      if (!isReady(tx)) return sendError(reply, 409, 'payment.transaction.notready', 'The transaction is not ready');
      if (tx.stage === 'done') {
        return reply.send(
          d.status === 'success'
            ? { status: 'success', transaction_uid: uid }
            : d.status === 'failure'
              ? { status: 'refused', transaction_uid: uid, refused_reason: d.reason }
              : { status: 'pending', status_detail: 1, transaction_uid: uid },
        );
      }
      tx.polls = 0;
      return reply.send(answer(deps.store, d, tx, originOf(request)));
    }
  });
}

export async function cardRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  // ---- card-processing provider and acquirers (/ext/: no bearer) ----
  app.get<{ Params: { bin: string } }>('/ext/cpp/v2/bin/:bin', async (request, reply) => {
    const bin = request.params.bin;
    if (!/^\d{6}$/.test(bin)) return sendError(reply, 400, ERROR_CODES.badRequest, 'bin: six digits');
    return { brands: brandsOfBin(bin).map((brand) => ({ brand, bin_range: `${bin}0000000000-${bin}9999999999` })) };
  });

  app.post('/ext/acq-a/keypayment/rest/v2/store', async (request, reply) => {
    const form = formOf(request.body);
    if (isAcquirerTimeoutCard(form.b1 ?? '')) await new Promise((r) => setTimeout(r, ACQUIRER_DELAY_MS));
    const res = acquirerAStore(form, `${originOf(request)}/sandbox/threeds/method`);
    return reply.code(res.status).send(res.body);
  });

  app.post('/ext/acq-b/hosted-fields/service/tokenize', async (request, reply) => {
    const form = formOf(request.body);
    if (isAcquirerTimeoutCard(form.CARDCODE ?? '')) await new Promise((r) => setTimeout(r, ACQUIRER_DELAY_MS));
    const res = acquirerBTokenize(form);
    return reply.code(res.status).send(res.body);
  });

  // ---- card deposits ----
  async function deposit(token: boolean, request: FastifyRequest, reply: FastifyReply) {
    const { player } = authOf(request);
    const parsed = cardBody(token).safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, ERROR_CODES.badRequest, `Invalid card deposit request: ${problems(parsed.error)}`);
    const body = parsed.data;
    const detail = body.detail as Record<string, unknown> & { bin: string; last_digit: string; expiry_month: string; expiry_year: string; return_url: string };

    let scenario: CardScenario;
    if (token) {
      const saved = player.profile.tokens.find((t) => t.type === 'CARD' && t.id === detail.token_id);
      if (!saved) return sendError(reply, 400, ERROR_CODES.badRequest, `detail.token_id: no saved card ${String(detail.token_id)}`);
      const cvv = cvvOfPayloads(detail);
      if (!cvv.ok) return sendError(reply, 400, ERROR_CODES.badRequest, cvv.message);
      scenario = scenarioOfToken(saved.bin ?? '', saved.last_digits ?? '');
    } else {
      const card = cardOfPayloads(detail);
      if (!card.ok) return sendError(reply, 400, ERROR_CODES.badRequest, card.message);
      const c = card.card;
      if (c.number.slice(0, 6) !== detail.bin || c.number.slice(-4) !== detail.last_digit) {
        return sendError(reply, 400, ERROR_CODES.badRequest, 'detail.bin / detail.last_digit do not match the encrypted card');
      }
      if (Number(detail.expiry_month) !== c.month || Number(detail.expiry_year) !== c.year) {
        return sendError(reply, 400, ERROR_CODES.badRequest, 'detail.expiry_month / expiry_year do not match the encrypted card');
      }
      scenario = scenarioOf(c.number);
    }

    const outcome = outcomeOfAmount(body.amount);
    if (outcome === 'fraud') return sendError(reply, 422, FRAUD_ERROR_CODE, 'The fraud check refused the deposit (sandbox amount outcome)');
    if (outcome === 'server-error')
      return reply.code(500).type('application/json; charset=utf-8').send({ message: 'Internal server error (sandbox amount outcome)' });

    const d = deps.store.createDeposit({
      player_id: player.id,
      method: 'CARD',
      amount: body.amount,
      currency: player.profile.currency,
      status: 'pending',
      reason: null,
      return_url: detail.return_url,
      correlation_id: body.correlation_id,
    });
    if (outcome === 'unexpected') return { status: UNEXPECTED_STATUS, transaction_uid: d.transaction_uid, deposit_id: d.deposit_id };
    if (outcome === 'refused') scenario = { refused: REFUSED_REASON_BY_AMOUNT };
    const tx: CardTx = {
      uid: d.transaction_uid,
      scenario,
      stage: 'done',
      methodDone: false,
      polls: 0,
      challengeDone: false,
      challengeOk: false,
      acsTransID: randomUUID(),
      lastDigits: detail.last_digit,
    };
    cardTxs.set(tx.uid, tx);
    byAcs.set(tx.acsTransID, tx);
    return answer(deps.store, d, tx, originOf(request));
  }
  app.post('/kong/v6/me/deposits/card', (request, reply) => idempotentDeposit(deps.store, request, reply, () => deposit(false, request, reply)));
  app.post('/kong/v6/me/deposits/card/token', (request, reply) => idempotentDeposit(deps.store, request, reply, () => deposit(true, request, reply)));

  // ---- 3DS2: method (fingerprint), challenge (CReq → CRes), notification ----
  app.post('/sandbox/threeds/method', async (request, reply) => {
    const form = formOf(request.body);
    try {
      const data = JSON.parse(Buffer.from(form.threeDSMethodData ?? '', 'base64url').toString('utf8')) as { threeDSServerTransID?: string };
      const uid = String(data.threeDSServerTransID ?? '').replace(/^srv-/, '');
      const tx = cardTxs.get(uid);
      if (tx && tx.stage === 'fingerprint') tx.methodDone = true;
    } catch {
      // a method call without data only shows the page
    }
    return reply.type('text/html; charset=utf-8').send(methodPage());
  });

  const challengeOf = (acsTransID: string) => {
    const tx = byAcs.get(acsTransID);
    const d = tx ? deps.store.deposit(tx.uid) : undefined;
    return tx && d ? { tx, d } : null;
  };

  app.post('/sandbox/threeds/acs', async (request, reply) => {
    const form = formOf(request.body);
    let creq: { acsTransID?: string; messageType?: string } = {};
    try {
      creq = JSON.parse(Buffer.from(form.creq ?? '', 'base64url').toString('utf8')) as typeof creq;
    } catch {
      return reply.code(400).type('text/html; charset=utf-8').send('<p>Invalid CReq</p>');
    }
    const found = creq.messageType === 'CReq' ? challengeOf(String(creq.acsTransID ?? '')) : null;
    if (!found) return reply.code(400).type('text/html; charset=utf-8').send('<p>Unknown 3DS transaction</p>');
    const hint =
      found.tx.scenario === 'challengeFailed' ? 'Sandbox: this card fails the challenge whatever the code.' : `Sandbox: the code is ${CHALLENGE_CODE}.`;
    return reply
      .type('text/html; charset=utf-8')
      .send(challengePage({ acsTransID: found.tx.acsTransID, amount: money(found.d), merchant: 'Kestrelbet', lastDigits: found.tx.lastDigits, hint }));
  });

  app.post('/sandbox/threeds/acs/submit', async (request, reply) => {
    const form = formOf(request.body);
    const found = challengeOf(form.acsTransID ?? '');
    if (!found || found.tx.stage !== 'challenge') return reply.code(400).type('text/html; charset=utf-8').send('<p>Unknown 3DS transaction</p>');
    const ok = form.action !== 'cancel' && found.tx.scenario === 'challenge' && form.code === CHALLENGE_CODE;
    found.tx.challengeDone = true;
    found.tx.challengeOk = ok;
    return reply.type('text/html; charset=utf-8').send(notificationPage({ transStatus: ok ? 'Y' : 'N', acsTransID: found.tx.acsTransID }));
  });

  // ---- 3DS1 and the issuer redirect: back to the deposit's return URL with transaction_uid ----
  const backTo = (reply: FastifyReply, d: Deposit) => reply.redirect(withTransactionUid(d.return_url ?? '/callback', d.transaction_uid), 303);

  app.get<{ Querystring: { MD?: string } }>('/sandbox/acs/3ds1', async (request, reply) => {
    const tx = cardTxs.get(request.query.MD ?? '');
    const d = tx ? deps.store.deposit(tx.uid) : undefined;
    if (!tx || !d) return reply.code(404).type('text/html; charset=utf-8').send('<p>Unknown transaction</p>');
    return reply.type('text/html; charset=utf-8').send(threeDs1Page({ md: tx.uid, amount: money(d), lastDigits: tx.lastDigits }));
  });
  app.post('/sandbox/acs/3ds1', async (request, reply) => {
    const form = formOf(request.body);
    const tx = cardTxs.get(form.MD ?? '');
    const d = tx ? deps.store.deposit(tx.uid) : undefined;
    if (!tx || !d) return reply.code(404).type('text/html; charset=utf-8').send('<p>Unknown transaction</p>');
    settleDeposit(
      deps.store,
      d,
      form.password === CHALLENGE_CODE ? 'success' : 'failure',
      form.password === CHALLENGE_CODE ? null : 'payment.authentication3dsfailed',
    );
    tx.stage = 'done';
    return backTo(reply, d);
  });

  app.get<{ Querystring: { transaction_uid?: string } }>('/sandbox/acs/issuer', async (request, reply) => {
    const tx = cardTxs.get(request.query.transaction_uid ?? '');
    const d = tx ? deps.store.deposit(tx.uid) : undefined;
    if (!tx || !d) return reply.code(404).type('text/html; charset=utf-8').send('<p>Unknown transaction</p>');
    return reply.type('text/html; charset=utf-8').send(issuerPage({ uid: tx.uid, amount: money(d), lastDigits: tx.lastDigits }));
  });
  app.post('/sandbox/acs/issuer', async (request, reply) => {
    const form = formOf(request.body);
    const tx = cardTxs.get(form.transaction_uid ?? '');
    const d = tx ? deps.store.deposit(tx.uid) : undefined;
    if (!tx || !d) return reply.code(404).type('text/html; charset=utf-8').send('<p>Unknown transaction</p>');
    const ok = form.decision === 'approve';
    settleDeposit(deps.store, d, ok ? 'success' : 'failure', ok ? null : 'payment.cardnotauthorized');
    tx.stage = 'done';
    return backTo(reply, d);
  });
}
