// PayPal through the processor's PayPal checkout (docs/sandbox.md "PayPal"), offline:
// - GET /kong/v1/transactions/providers/{processor}/auth-token: the client token (SPEC 7);
// - what braintree-web asks for: its configuration (the client token's configUrl), the two client API
//   calls (create the payment resource, tokenize the approval; the e2e routes Braintree's client API
//   host here, and in a plain browser the launcher's service worker does: see sandbox/paypal.ts), the
//   frame service's pages;
// - a stand-in for PayPal's JS SDK (the PayPal button) and its approval page (approve, cancel, error);
// - POST /kong/v6/me/deposits/paypal and /paypal/token (SPEC 3, 7).
import { openDeposit } from '../open-deposit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepositResponse } from '../contract/types';
import { REFUSED_REASON_BY_AMOUNT, settleDeposit, UNEXPECTED_STATUS } from '../deposit-flow';
import { ERROR_CODES, sendError } from '../errors';
import { withFault } from '../faults';
import { idempotentDeposit } from '../idempotency';
import {
  CLIENT_API_PATH,
  clientTokenFor,
  gatewayConfiguration,
  paypalScenarioOf,
  PROCESSOR_WORKER_PATH,
  processorWorkerScript,
  type Approval,
} from '../paypal';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';
import { PAYPAL_APPROVAL_PAGE, PAYPAL_APPROVAL_SCRIPT, PAYPAL_SDK_STANDIN } from './paypal-standin';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, braintree-version, authorization',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host || 'localhost'}`;

export async function paypalRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  /** Approvals given on the approval page, by order token; nonces issued, by nonce. */
  const approvals = new Map<string, Approval>();
  const nonces = new Map<string, Approval>();
  let orders = 0;

  app.get<{ Querystring: { customer_id?: string } }>('/kong/v1/transactions/providers/:processor/auth-token', async (request, reply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'paypal-auth-token')) return reply;
    return { client_token: clientTokenFor(originOf(request), player.id, request.query.customer_id ?? null) };
  });

  // braintree-web's configuration (GET with the client token's fingerprint in the query).
  app.get('/sandbox/braintree/v1/configuration', async (request, reply) => reply.headers(CORS).send(gatewayConfiguration(originOf(request), 'EUR')));
  app.get('/sandbox/braintree/assets/*', async (_request, reply) =>
    reply.type('text/html').send('<!doctype html><html><head><meta charset="utf-8"><title>Frame service (sandbox)</title></head><body></body></html>'),
  );
  app.options(`${CLIENT_API_PATH}/*`, async (_request, reply) => reply.code(204).headers(CORS).send());
  app.post(`${CLIENT_API_PATH}/v1/paypal_hermes/create_payment_resource`, async (request, reply) => {
    const token = `EC-SANDBOX${String(++orders).padStart(6, '0')}`;
    const redirectUrl = `${originOf(request)}/sandbox/paypal/checkout?token=${token}`;
    return reply.headers(CORS).send({ paymentResource: { paymentToken: token, redirectUrl } });
  });
  app.post<{ Body: { paypalAccount?: { paymentToken?: string; payerId?: string } } }>(
    `${CLIENT_API_PATH}/v1/payment_methods/paypal_accounts`,
    async (request, reply) => {
      const token = request.body?.paypalAccount?.paymentToken ?? '';
      const approval = approvals.get(token);
      if (!approval)
        return reply
          .code(422)
          .headers(CORS)
          .send({ error: { message: `No approval for ${token}` } });
      const nonce = `sandbox-paypal-nonce-${token}`;
      nonces.set(nonce, approval);
      return reply
        .headers(CORS)
        .send({ paypalAccounts: [{ nonce, type: 'PayPalAccount', details: { payerInfo: { email: approval.email, payerId: approval.payerId } } }] });
    },
  );

  // The launcher's service worker that answers the client API host in a plain browser (sandbox/paypal.ts).
  app.get(PROCESSOR_WORKER_PATH, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').headers({ 'service-worker-allowed': '/', 'cache-control': 'no-cache' }).send(processorWorkerScript()),
  );

  // The stand-in of PayPal's SDK and its approval page (a pop-up window).
  app.get('/sandbox/paypal/sdk/js', async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(PAYPAL_SDK_STANDIN));
  app.get('/sandbox/paypal/checkout', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAYPAL_APPROVAL_PAGE));
  app.get('/sandbox/paypal/checkout.js', async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(PAYPAL_APPROVAL_SCRIPT));
  app.post<{ Body: { token?: string; email?: string } }>('/sandbox/paypal/approvals', async (request, reply) => {
    const token = String(request.body?.token ?? '');
    const email = String(request.body?.email ?? '').trim() || 'player@paypal.example';
    if (!/^EC-SANDBOX\d+$/.test(token)) return sendError(reply, 400, ERROR_CODES.badRequest, 'unknown order token');
    const payerId = `PAYER${token.slice(-6)}`;
    approvals.set(token, { email, payerId });
    return { payerId };
  });

  async function deposit(request: FastifyRequest, reply: FastifyReply, token: boolean) {
    const { player } = authOf(request);
    const body = request.body as { amount: number; correlation_id: string; detail: { braintree_nonce_token?: string; tokenId?: string } };
    let email: string | null = null;
    if (token) {
      const saved = player.profile.tokens.find((t) => t.id === body.detail.tokenId && t.type === 'PAYPAL');
      if (!saved) return sendError(reply, 400, ERROR_CODES.badRequest, `detail.tokenId: no PayPal token ${String(body.detail.tokenId)}`, '/detail/tokenId');
      email = (saved as { email?: string }).email ?? null;
    } else {
      const approval = nonces.get(body.detail.braintree_nonce_token ?? '');
      if (!approval) return sendError(reply, 400, ERROR_CODES.badRequest, 'detail.braintree_nonce_token: unknown nonce', '/detail/braintree_nonce_token');
      email = approval.email;
    }
    const opened = openDeposit(deps.store, reply, { player, method: 'PAYPAL', amount: body.amount, correlationId: body.correlation_id });
    if (!opened) return reply;
    const { outcome, deposit: d, ids } = opened;
    const scenario = outcome === 'refused' ? 'refused' : outcome === 'unexpected' ? 'unexpected' : paypalScenarioOf(email);
    if (scenario === 'unexpected') return { status: UNEXPECTED_STATUS, ...ids };
    if (scenario === 'pending') return { status: 'pending', ...ids } satisfies DepositResponse;
    if (scenario === 'refused') {
      const reason = outcome === 'refused' ? REFUSED_REASON_BY_AMOUNT : 'PAYPAL_REFUSED';
      settleDeposit(deps.store, d, 'failure', reason);
      return { status: 'refused', ...ids, refused_reason: reason } satisfies DepositResponse;
    }
    settleDeposit(deps.store, d, 'success', null);
    return { status: 'success', ...ids } satisfies DepositResponse;
  }

  app.post('/kong/v6/me/deposits/paypal', (request, reply) => idempotentDeposit(deps.store, request, reply, () => deposit(request, reply, false)));
  app.post('/kong/v6/me/deposits/paypal/token', (request, reply) => idempotentDeposit(deps.store, request, reply, () => deposit(request, reply, true)));
}
