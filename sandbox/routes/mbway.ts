// MB Way deposits (SPEC 3, 4, 7): POST /kong/v6/me/deposits/mbway (a phone number) and /mbway/token (a
// saved MB Way), and a simulated MB Way app where the player approves or declines a pending request
// (also the app-to-app redirect target). The bodies are checked against the contract first (server.ts);
// the phone number chooses the outcome (sandbox/mbway.ts), the MB Way app answers
// MBWAY_APPROVAL_DELAY_MS later. The wait is read by the transaction HEAD (routes/mobile-money.ts) and the
// deposit status (routes/redirect-deposits.ts), as for any deposit. Calls are idempotent by correlation id.
import { openDeposit } from '../open-deposit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepositResponse } from '../contract/types';
import { settleDeposit, withTransactionUid } from '../deposit-flow';
import { ERROR_CODES, sendError } from '../errors';
import { idempotentDeposit } from '../idempotency';
import {
  MBWAY_APP_PATH,
  MBWAY_APPROVAL_DELAY_MS,
  openedByDevice,
  MBWAY_DECLINED_REASON,
  MBWAY_EXPIRED_REASON,
  mbwayScenarioOf,
  type MbwayScenario,
} from '../mbway';
import type { Deposit, DepositStatusValue } from '../store';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.75rem 1.25rem;margin:.25rem}li{margin:.75rem 0}</style></head><body>${body}</body></html>`;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface MbwayBody {
  amount: number;
  correlation_id: string;
  detail: { phone_number?: string; token_id?: string; create_mandate?: boolean; enable_app_to_app: boolean; return_url?: string };
}

/** A request waiting in the MB Way app: the deposit and the number it was sent to. */
interface Waiting {
  deposit: Deposit;
  phone: string;
}

export async function mbwayRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  // The MB Way app page posts an ordinary HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
  });
  /** Every MB Way request still waiting for the player's approval (the MB Way app's list). */
  const waiting = new Map<string, Waiting>();
  /** The bodies received (after the contract check), per player, oldest first: for e2e tests to read. */
  const received = new Map<string, Array<{ path: string; body: unknown }>>();

  const settle = (d: Deposit, status: DepositStatusValue, reason: string | null) => {
    waiting.delete(d.transaction_uid);
    if (d.status !== 'pending') return;
    settleDeposit(deps.store, d, status, reason);
  };
  const later = (d: Deposit, scenario: MbwayScenario) => {
    const t = setTimeout(() => {
      timers.delete(t);
      if (scenario.kind === 'expired') settle(d, 'failure', MBWAY_EXPIRED_REASON);
      else if (scenario.kind === 'declined') settle(d, 'failure', MBWAY_DECLINED_REASON);
      else settle(d, 'success', null);
    }, MBWAY_APPROVAL_DELAY_MS);
    t.unref();
    timers.add(t);
  };

  async function deposit(request: FastifyRequest, reply: FastifyReply, token: boolean): Promise<unknown> {
    const { player } = authOf(request);
    const body = request.body as MbwayBody;
    const list = received.get(player.id) ?? [];
    list.push({ path: request.url.split('?')[0]!, body });
    received.set(player.id, list.slice(-50));
    const saved = token ? player.profile.tokens.find((t) => t.id === body.detail.token_id && t.type === 'MBWAY') : undefined;
    if (token && !saved) {
      return sendError(reply, 400, ERROR_CODES.badRequest, `detail.token_id: no MBWAY token ${String(body.detail.token_id)}`, '/detail/token_id');
    }
    const phone = saved && 'phone_number' in saved ? String(saved.phone_number) : (body.detail.phone_number ?? '');
    const opened = openDeposit(deps.store, reply, {
      player,
      method: 'MBWAY',
      amount: body.amount,
      correlationId: body.correlation_id,
      returnUrl: body.detail.return_url,
    });
    if (!opened) return reply;
    const { outcome, deposit: d, ids } = opened;
    const scenario = mbwayScenarioOf(phone);
    if (outcome === 'refused' || scenario.kind === 'refused') {
      settleDeposit(deps.store, d, 'failure', 'payment.genericfailurenoncard');
      const refused: DepositResponse = { status: 'refused', ...ids, refused_reason: 'payment.genericfailurenoncard' };
      return refused;
    }
    if (outcome === 'unexpected') return { status: 'weird', ...ids };
    if (scenario.kind === 'immediateSuccess') {
      settleDeposit(deps.store, d, 'success', null);
      return { status: 'success', ...ids };
    }
    waiting.set(d.transaction_uid, { deposit: d, phone });
    // App-to-app (SPEC 4 MB Way): the native app opens the MB Way app at redirect_url; it answers there.
    if (scenario.kind === 'appToApp' && body.detail.enable_app_to_app) {
      // Absolute, as a real MB Way app link is: the native app opens it, it cannot resolve a path against anything.
      const appUrl = `${request.protocol}://${request.host}${MBWAY_APP_PATH}?transaction_uid=${encodeURIComponent(d.transaction_uid)}`;
      return { status: 'redirect', ...ids, transaction_context: { redirect_url: appUrl } };
    }
    if (scenario.kind !== 'pendingForever') later(d, scenario);
    return { status: 'pending', ...ids, status_detail: 'PENDING_AUTHORIZATION' };
  }

  const handle = (token: boolean) => (request: FastifyRequest, reply: FastifyReply) =>
    idempotentDeposit(deps.store, request, reply, () => deposit(request, reply, token));
  app.post('/kong/v6/me/deposits/mbway', handle(false));
  app.post('/kong/v6/me/deposits/mbway/token', handle(true));

  // The MB Way bodies a player's calls carried, as received: e2e tests read them (docs/sandbox.md).
  app.get<{ Params: { id: string } }>('/sandbox/players/:id/mbway-requests', async (request, reply) => {
    if (!deps.store.player(request.params.id)) return sendError(reply, 404, ERROR_CODES.notFound, `No player ${request.params.id}`);
    return received.get(request.params.id) ?? [];
  });

  // The simulated MB Way app: the requests waiting for the player (or the one app-to-app opened), each
  // to approve or decline. After an app-to-app request, the app returns to its return_url.
  app.get<{ Querystring: { transaction_uid?: string } }>(MBWAY_APP_PATH, async (request, reply) => {
    const only = request.query.transaction_uid;
    const items = [...waiting.values()].filter((w) => w.deposit.status === 'pending' && (!only || w.deposit.transaction_uid === only));
    const list = items.length
      ? `<ul>${items
          .map(
            ({ deposit: d, phone }) =>
              `<li data-testid="mbway-app-payment">MB Way payment of ${d.amount} ${esc(d.currency)} requested on ${esc(phone)}` +
              `<form method="post" action="${MBWAY_APP_PATH}"><input type="hidden" name="transaction_uid" value="${esc(d.transaction_uid)}">` +
              `<button name="decision" value="approve" data-testid="mbway-app-approve">Approve</button><button name="decision" value="decline" data-testid="mbway-app-decline">Decline</button></form></li>`,
          )
          .join('')}</ul>`
      : '<p data-testid="mbway-app-empty">No MB Way payment is waiting for your approval.</p>';
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-store')
      .send(page('MB Way (sandbox)', `<h1>MB Way (sandbox)</h1>${list}`));
  });
  app.post<{ Body: Record<string, string> }>(MBWAY_APP_PATH, async (request, reply) => {
    const w = waiting.get(String(request.body?.transaction_uid ?? ''));
    if (!w) return reply.code(404).type('text/html').send(page('MB Way (sandbox)', '<p>Unknown payment.</p>'));
    const d = w.deposit;
    if (request.body?.decision === 'approve') settle(d, 'success', null);
    else settle(d, 'failure', MBWAY_DECLINED_REASON);
    // App-to-app: back to the app that opened MB Way (its return_url, with the transaction). A native app's deep
    // link is opened as the phone would: the app's deposit screen loads its redirect in the webview.
    return reply.redirect(d.return_url ? withTransactionUid(openedByDevice(d.return_url), d.transaction_uid) : MBWAY_APP_PATH, 303);
  });
}
