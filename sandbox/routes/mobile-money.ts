// Mobile money deposits (SPEC 3, 4, 7): POST /kong/v6/me/deposits/mobilemoney and /mobilemoney/token,
// HEAD /kong/v4/me/transactions/{id} for the polling variant, the operator pages (Wave QR payment link,
// post form), and the realtime sync service over gRPC-web (sandbox/sync.ts). The operator confirms
// CONFIRM_DELAY_MS after the call, the way the phone number says (sandbox/mobile-money.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyConnectPlugin } from '@connectrpc/connect-fastify';
import type { DepositResponse } from '../contract/types';
import { FRAUD_ERROR_CODE, settleDeposit, withTransactionUid } from '../deposit-flow';
import { ERROR_CODES, sendError } from '../errors';
import { nextFault, resetConnection, withFault } from '../faults';
import { idempotentDeposit } from '../idempotency';
import { STREAM_FAULT_HEADER, streamPlayer, SYNC_PATH } from '../sync';
import {
  amountOutcome,
  CODE_MARKETS,
  codeLength,
  CONFIRM_DELAY_MS,
  faultOf,
  isWrongCode,
  newMomoBody,
  scenarioOf,
  tokenMomoBody,
  type MomoScenario,
} from '../mobile-money';
import type { Deposit, DepositStatusValue } from '../store';
import { MomoDeposits, syncRoutes } from '../sync';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
const issues = (e: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
  e.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.75rem 1.25rem;margin:.25rem}</style></head><body>${body}</body></html>`;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function mobileMoneyRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const momo = new MomoDeposits();
  // The operator pages post ordinary HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
    momo.closeAll();
  });

  const settle = (d: Deposit, status: DepositStatusValue, reason: string | null) => {
    if (d.status === 'success' || d.status === 'failure' || d.status === 'aborted') return;
    settleDeposit(deps.store, d, status, reason);
    momo.changed(d);
  };
  /** The operator's answer after the delay (pending for ever never answers). */
  const confirmLater = (d: Deposit, scenario: MomoScenario) => {
    if (scenario.kind === 'pendingForever') return;
    const t = setTimeout(() => {
      timers.delete(t);
      if (scenario.kind === 'failure') settle(d, 'failure', scenario.reason);
      else settle(d, 'success', null);
    }, CONFIRM_DELAY_MS);
    t.unref();
    timers.add(t);
  };

  async function deposit(request: FastifyRequest, token: boolean) {
    const { player } = authOf(request);
    const parsed = (token ? tokenMomoBody : newMomoBody).safeParse(request.body);
    if (!parsed.success) return { error: `Invalid deposit request: ${issues(parsed.error)}` } as const;
    const body = parsed.data;
    const detail = body.detail as Record<string, unknown>;
    let phone = String(detail.phone_number ?? '');
    let operator = String(detail.operator ?? '');
    if (token) {
      const saved = player.profile.tokens.find((t) => t.id === detail.token_id && t.type === 'MOBILE_MONEY');
      if (!saved) return { error: `detail.token_id: no mobile money token ${String(detail.token_id)}` } as const;
      phone = saved.phone_number ?? '';
      operator = saved.operator ?? '';
    }
    const legislation = player.profile.legislation;
    const code = typeof detail.code === 'string' ? detail.code : null;
    if (operator === 'orange_money' && CODE_MARKETS.includes(legislation)) {
      if (!code || code.length !== codeLength(legislation)) {
        return { error: `detail.code: Orange Money in ${legislation} needs a ${codeLength(legislation)}-digit code` } as const;
      }
    }
    return { body, phone, operator, code, player } as const;
  }

  async function handle(request: FastifyRequest, reply: import('fastify').FastifyReply, token: boolean) {
    const { player } = authOf(request);
    const r = await deposit(request, token);
    if ('error' in r) return sendError(reply, 400, ERROR_CODES.badRequest, r.error!);
    const outcome = amountOutcome(r.body.amount);
    if (outcome === 'fraud') return sendError(reply, 422, FRAUD_ERROR_CODE, 'The fraud check refused the deposit (sandbox amount outcome)');
    if (outcome === 'server-error') return reply.code(500).send({ message: 'Internal server error (sandbox amount outcome)' });

    const d = deps.store.createDeposit({
      player_id: player.id,
      method: 'MOBILEMONEY',
      amount: r.body.amount,
      currency: player.profile.currency,
      status: 'pending',
      reason: null,
      return_url: r.body.detail.return_url,
      correlation_id: r.body.correlation_id,
    });
    if (outcome === 'refused' || (r.code && isWrongCode(r.code))) {
      settleDeposit(deps.store, d, 'failure', outcome === 'refused' ? 'payment.insufficientfunds.momo' : 'payment.authentication.momo');
      const refused: DepositResponse = {
        status: 'refused',
        transaction_uid: d.transaction_uid,
        deposit_id: d.deposit_id,
        refused_reason: d.reason ?? undefined,
      };
      return refused;
    }
    if (outcome === 'unexpected') return { status: 'weird', transaction_uid: d.transaction_uid, deposit_id: d.deposit_id };

    const scenario = scenarioOf(r.phone, r.operator);
    momo.add(d, faultOf(r.phone));
    const ids = { transaction_uid: d.transaction_uid, deposit_id: d.deposit_id };
    if (scenario.kind === 'immediate') {
      if (scenario.status === 'success') settleDeposit(deps.store, d, 'success', null);
      return { status: scenario.status, ...ids };
    }
    const origin = originOf(request);
    const providerQuery = `transaction_uid=${encodeURIComponent(d.transaction_uid)}`;
    if (scenario.kind === 'postForm') {
      return {
        status: 'redirect',
        ...ids,
        transaction_context: { post_form_url: `${origin}/sandbox/provider/momo-form`, transaction_uid: d.transaction_uid, merchant: 'cashier-sandbox' },
      };
    }
    if (scenario.kind === 'redirectUrl') {
      return { status: 'redirect', ...ids, transaction_context: { redirect_url: `${origin}/sandbox/provider/momo-confirm?${providerQuery}` } };
    }
    if (scenario.kind === 'waveQr') {
      confirmLater(d, scenario);
      return {
        status: 'redirect',
        ...ids,
        update_protocol: 'gordon',
        transaction_context: { redirect_qrcode_wave: `${origin}/sandbox/provider/wave/pay?${providerQuery}` },
      };
    }
    confirmLater(d, scenario);
    return { status: 'pending', ...ids, update_protocol: 'gordon' };
  }

  app.post('/kong/v6/me/deposits/mobilemoney', (request, reply) => idempotentDeposit(deps.store, request, reply, () => handle(request, reply, false)));
  app.post('/kong/v6/me/deposits/mobilemoney/token', (request, reply) => idempotentDeposit(deps.store, request, reply, () => handle(request, reply, true)));

  // Polling variant (SPEC 7): ready once the deposit is no longer pending. Any method's deposit: the
  // callback polls the redirect methods' the same way (card transactions are the card hook's).
  app.head<{ Params: { id: string } }>('/kong/v4/me/transactions/:id', async (request, reply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'transaction')) return reply;
    const d = deps.store.deposit(request.params.id);
    if (!d || d.player_id !== player.id) return reply.code(404).send();
    reply.header('X-Poll-Interval', '1000');
    reply.header('X-Transaction-IsReady', d.status === 'pending' || d.status === 'redirect' ? 'false' : 'true');
    return reply.code(200).send();
  });

  // The Wave payment link the QR code holds: opening it (scanning) pays at once.
  app.get<{ Querystring: { transaction_uid?: string } }>('/sandbox/provider/wave/pay', async (request, reply) => {
    const d = deps.store.deposit(request.query.transaction_uid ?? '');
    if (!d) return reply.code(404).type('text/html').send(page('Wave', '<p>Unknown payment.</p>'));
    settle(d, 'success', null);
    return reply.type('text/html').send(page('Wave', `<h1>Wave</h1><p data-testid="wave-paid">Payment of ${d.amount} ${d.currency} confirmed.</p>`));
  });

  // The operator page of a post-form or redirect_url deposit: confirm or decline, then back to the app.
  const operatorPage = (d: Deposit) =>
    page(
      'Mobile money operator',
      `<h1>Mobile money operator (sandbox)</h1><p>Deposit of ${d.amount} ${d.currency}.</p>` +
        `<form method="post" action="/sandbox/provider/momo-decide"><input type="hidden" name="transaction_uid" value="${esc(d.transaction_uid)}">` +
        `<button name="decision" value="confirm" data-testid="momo-confirm">Confirm</button><button name="decision" value="decline">Decline</button></form>`,
    );
  app.post<{ Body: Record<string, string> }>('/sandbox/provider/momo-form', async (request, reply) => {
    const d = deps.store.deposit(String(request.body?.transaction_uid ?? ''));
    if (!d) return reply.code(404).type('text/html').send(page('Operator', '<p>Unknown payment.</p>'));
    return reply.type('text/html').send(operatorPage(d));
  });
  app.get<{ Querystring: { transaction_uid?: string } }>('/sandbox/provider/momo-confirm', async (request, reply) => {
    const d = deps.store.deposit(request.query.transaction_uid ?? '');
    if (!d) return reply.code(404).type('text/html').send(page('Operator', '<p>Unknown payment.</p>'));
    return reply.type('text/html').send(operatorPage(d));
  });
  app.post<{ Body: Record<string, string> }>('/sandbox/provider/momo-decide', async (request, reply) => {
    const d = deps.store.deposit(String(request.body?.transaction_uid ?? ''));
    if (!d) return reply.code(404).type('text/html').send(page('Operator', '<p>Unknown payment.</p>'));
    if (request.body?.decision === 'confirm') settle(d, 'success', null);
    else settle(d, 'failure', 'payment.playercancel.momo');
    return reply.redirect(withTransactionUid(d.return_url ?? '/callback', d.transaction_uid), 303);
  });

  // The stream's profile fault, drawn once per subscription: `reset` and `lost` reset the connection
  // before the service answers; any other kind is handed to the service (sync.ts) in a request header.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(SYNC_PATH)) return;
    delete request.raw.headers[STREAM_FAULT_HEADER];
    const player = await streamPlayer(deps, request.headers.authorization);
    const kind = player ? nextFault(player.profile, 'stream') : undefined;
    if (kind === 'reset' || kind === 'lost') return resetConnection(reply);
    if (kind) request.raw.headers[STREAM_FAULT_HEADER] = kind;
  });
  await app.register(fastifyConnectPlugin, { routes: syncRoutes(deps, momo) });
}
