// The provider side of the redirect methods: the provider pages, the player's decision on them, and
// control endpoints to read or settle any deposit from tests (Multibanco is paid at an ATM: no page).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEPOSIT_METHOD_NAME, PROVIDER_PAGE_METHODS, declineReasonOf, settleDeposit, withTransactionUid, type ProviderPageKey } from '../deposit-flow';
import { ERROR_CODES, sendError } from '../errors';
import { multibancoPage } from '../pages/multibanco';
import { providerPage } from '../pages/provider';
import { MULTIBANCO_ENTITY, MULTIBANCO_REFERENCE } from './redirect-deposits';
import { DEPOSIT_STATUSES, FINAL_DEPOSIT_STATUSES, type DepositStatusValue } from '../store';
import type { SandboxDeps } from '../tokens';

const MERCHANTS = { kestrel: 'KestrelBet', orbit: 'OrbitPlay' } as const;

const decisionBody = z.strictObject({
  decision: z.enum(['approve', 'decline', 'cancel']),
  /** Failure reason of a decline; default payment.genericfailurenoncard (bank transfer: payment.genericfailure). */
  reason: z.string().min(1).optional(),
});

const settleBody = z.strictObject({
  status: z.enum(DEPOSIT_STATUSES),
  /** Default: null, except failure: the method's generic failure code. */
  reason: z.string().min(1).nullable().optional(),
});

const issuesOf = (error: z.ZodError): string => error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
const isPageKey = (m: string): m is ProviderPageKey => (PROVIDER_PAGE_METHODS as readonly string[]).includes(m);

export async function providerRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.get<{ Params: { method: string }; Querystring: { transaction_uid?: string } }>('/sandbox/provider/:method', async (request, reply) => {
    const { method } = request.params;
    if (!isPageKey(method)) return sendError(reply, 404, ERROR_CODES.notFound, `No provider page for ${method}`);
    const d = deps.store.deposit(String(request.query.transaction_uid ?? ''));
    if (!d || d.method !== DEPOSIT_METHOD_NAME[method]) {
      return sendError(reply, 404, ERROR_CODES.notFound, `No ${method} transaction ${request.query.transaction_uid ?? ''}`);
    }
    const player = deps.store.player(d.player_id);
    const merchant = player ? MERCHANTS[player.profile.brand] : MERCHANTS.kestrel;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(providerPage(method, d, merchant));
  });

  app.post<{ Params: { method: string; uid: string } }>('/sandbox/provider/:method/:uid/decision', async (request, reply) => {
    const { method, uid } = request.params;
    if (!isPageKey(method)) return sendError(reply, 404, ERROR_CODES.notFound, `No provider page for ${method}`);
    const d = deps.store.deposit(uid);
    if (!d || d.method !== DEPOSIT_METHOD_NAME[method]) return sendError(reply, 404, ERROR_CODES.notFound, `No ${method} transaction ${uid}`);
    const parsed = decisionBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendError(reply, 400, ERROR_CODES.badRequest, `Invalid decision: ${issuesOf(parsed.error)}`);
    if (FINAL_DEPOSIT_STATUSES.includes(d.status)) {
      return sendError(reply, 409, 'payment.transaction.final', `Transaction ${uid} is already ${d.status}`);
    }
    const { decision, reason } = parsed.data;
    if (decision === 'approve') settleDeposit(deps.store, d, 'success', null);
    else if (decision === 'decline') settleDeposit(deps.store, d, 'failure', reason ?? declineReasonOf(d.method));
    else settleDeposit(deps.store, d, 'aborted', null);
    return { status: d.status, reason: d.reason, return_url: withTransactionUid(d.return_url ?? '/', d.transaction_uid) };
  });

  // Every deposit a player made, oldest first: "nothing doubled" in the fault tests.
  app.get<{ Params: { id: string } }>('/sandbox/players/:id/deposits', async (request, reply) => {
    if (!deps.store.player(request.params.id)) return sendError(reply, 404, ERROR_CODES.notFound, `No player ${request.params.id}`);
    return deps.store.depositsOf(request.params.id);
  });

  app.get<{ Params: { uid: string } }>('/sandbox/deposits/:uid', async (request, reply) => {
    const d = deps.store.deposit(request.params.uid);
    if (!d) return sendError(reply, 404, ERROR_CODES.notFound, `No transaction ${request.params.uid}`);
    return d;
  });

  // The Multibanco ATM: every Multibanco deposit, the pending ones payable (pages/multibanco.ts).
  app.get('/sandbox/multibanco', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(multibancoPage(deps.store.depositsByMethod('MULTIBANCO'), MULTIBANCO_ENTITY, MULTIBANCO_REFERENCE)),
  );

  app.post<{ Params: { uid: string } }>('/sandbox/deposits/:uid/settle', async (request, reply) => {
    const d = deps.store.deposit(request.params.uid);
    if (!d) return sendError(reply, 404, ERROR_CODES.notFound, `No transaction ${request.params.uid}`);
    const parsed = settleBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendError(reply, 400, ERROR_CODES.badRequest, `Invalid settlement: ${issuesOf(parsed.error)}`);
    const status: DepositStatusValue = parsed.data.status;
    const reason = parsed.data.reason !== undefined ? parsed.data.reason : status === 'failure' ? declineReasonOf(d.method) : null;
    return settleDeposit(deps.store, d, status, reason);
  });
}
