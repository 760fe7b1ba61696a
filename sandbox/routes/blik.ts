// BLIK deposits (SPEC 3, 4, 7): POST /kong/v6/me/deposits/blik (a code) and /blik/token (BLIK
// one-click), and a simulated banking app page where the player confirms or declines a pending BLIK
// payment. The bodies are checked against the contract first (server.ts); the code chooses the outcome
// (sandbox/blik.ts), the bank answers BLIK_CONFIRM_DELAY_MS later. The wait is read by the transaction
// HEAD (routes/mobile-money.ts) and the deposit status (routes/redirect-deposits.ts), as for any deposit.
import { openDeposit } from '../open-deposit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BLIK_CONFIRM_DELAY_MS, BLIK_DECLINED_REASON, BLIK_EXPIRED_REASON, blikScenarioOf, type BlikScenario } from '../blik';
import type { DepositResponse } from '../contract/types';
import { settleDeposit } from '../deposit-flow';
import { ERROR_CODES, sendError } from '../errors';
import { idempotentDeposit } from '../idempotency';
import type { Deposit, DepositStatusValue } from '../store';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.75rem 1.25rem;margin:.25rem}li{margin:.75rem 0}</style></head><body>${body}</body></html>`;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function blikRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  // The banking app page posts an ordinary HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
  });
  /** Every BLIK deposit still waiting for the player's confirmation (the banking app's list). */
  const waiting = new Map<string, Deposit>();

  const settle = (d: Deposit, status: DepositStatusValue, reason: string | null) => {
    waiting.delete(d.transaction_uid);
    if (d.status !== 'pending') return;
    settleDeposit(deps.store, d, status, reason);
  };
  const later = (d: Deposit, scenario: BlikScenario) => {
    const t = setTimeout(() => {
      timers.delete(t);
      if (scenario.kind === 'expired') settle(d, 'failure', BLIK_EXPIRED_REASON);
      else if (scenario.kind === 'declined') settle(d, 'failure', BLIK_DECLINED_REASON);
      else settle(d, 'success', null);
    }, BLIK_CONFIRM_DELAY_MS);
    t.unref();
    timers.add(t);
  };

  async function handle(request: FastifyRequest, reply: FastifyReply, token: boolean) {
    const { player } = authOf(request);
    const body = request.body as { amount: number; correlation_id: string; detail: { code?: string; token_id?: string } };
    if (token && !player.profile.tokens.some((t) => t.id === body.detail.token_id && t.type === 'BLIK')) {
      return sendError(reply, 400, ERROR_CODES.badRequest, `detail.token_id: no BLIK token ${String(body.detail.token_id)}`, '/detail/token_id');
    }
    const opened = openDeposit(deps.store, reply, { player, method: 'BLIK', amount: body.amount, correlationId: body.correlation_id });
    if (!opened) return reply;
    const { outcome, deposit: d, ids } = opened;
    const scenario = token ? ({ kind: 'confirmed' } as const) : blikScenarioOf(body.detail.code ?? null);
    if (outcome === 'refused' || scenario.kind === 'refused') {
      settleDeposit(deps.store, d, 'failure', 'payment.genericfailure');
      const refused: DepositResponse = { status: 'refused', ...ids, refused_reason: 'payment.genericfailure' };
      return refused;
    }
    if (outcome === 'unexpected') return { status: 'weird', ...ids };
    if (scenario.kind === 'immediateSuccess') {
      settleDeposit(deps.store, d, 'success', null);
      return { status: 'success', ...ids };
    }
    waiting.set(d.transaction_uid, d);
    if (scenario.kind !== 'pendingForever') later(d, scenario);
    return { status: 'pending', ...ids, status_detail: 'PENDING_AUTHORIZATION' };
  }

  app.post('/kong/v6/me/deposits/blik', (request, reply) => idempotentDeposit(deps.store, request, reply, () => handle(request, reply, false)));
  app.post('/kong/v6/me/deposits/blik/token', (request, reply) => idempotentDeposit(deps.store, request, reply, () => handle(request, reply, true)));

  // The simulated banking app: the BLIK payments waiting for the player, each to confirm or decline.
  app.get('/sandbox/provider/blik-bank', async (_request, reply) => {
    const items = [...waiting.values()].filter((d) => d.status === 'pending');
    const list = items.length
      ? `<ul>${items
          .map(
            (d) =>
              `<li data-testid="blik-bank-payment">BLIK payment of ${d.amount} ${esc(d.currency)}` +
              `<form method="post" action="/sandbox/provider/blik-bank"><input type="hidden" name="transaction_uid" value="${esc(d.transaction_uid)}">` +
              `<button name="decision" value="confirm" data-testid="blik-bank-confirm">Confirm</button><button name="decision" value="decline" data-testid="blik-bank-decline">Decline</button></form></li>`,
          )
          .join('')}</ul>`
      : '<p data-testid="blik-bank-empty">No BLIK payment is waiting for your confirmation.</p>';
    return reply.type('text/html').send(page('Banking app (sandbox)', `<h1>Banking app (sandbox)</h1>${list}`));
  });
  app.post<{ Body: Record<string, string> }>('/sandbox/provider/blik-bank', async (request, reply) => {
    const d = waiting.get(String(request.body?.transaction_uid ?? ''));
    if (!d) return reply.code(404).type('text/html').send(page('Banking app (sandbox)', '<p>Unknown payment.</p>'));
    if (request.body?.decision === 'confirm') settle(d, 'success', null);
    else settle(d, 'failure', BLIK_DECLINED_REASON);
    return reply.redirect('/sandbox/provider/blik-bank', 303);
  });
}
