// Wallets (SPEC 3, 4, 7): the Apple Pay merchant session, POST /kong/v6/me/deposits/applepay
// and /googlepay (bodies checked against the contract first, server.ts), and the stand-in scripts: the
// Google Pay script (PaymentsClient, served at the app's configured script URL) and the ApplePaySession
// stand-in (installed only by the simulated webview and the e2e tests, never by the app).
// Outcomes: the test card picked in the stand-in sheet (sandbox/wallets.ts), then the amount outcomes.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDeposit } from '../open-deposit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepositResponse } from '../contract/types';
import { REFUSED_REASON_BY_AMOUNT, settleDeposit } from '../deposit-flow';
import { withFault } from '../faults';
import { idempotentDeposit } from '../idempotency';
import type { SandboxDeps } from '../tokens';
import { merchantSession, walletCardOf, WALLET_REFUSED_REASON, WALLET_TEST_CARDS } from '../wallets';
import { authOf } from '../wire';

const STAND_INS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'wallet-stand-ins');
export const GOOGLE_PAY_SCRIPT_PATH = '/sandbox/googlepay/pay.js';
export const APPLE_PAY_STAND_IN_PATH = '/sandbox/applepay/stand-in.js';

export async function walletRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const script = (file: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send((await readFile(join(STAND_INS_DIR, file), 'utf8')).replace('__SANDBOX_CARDS__', JSON.stringify(WALLET_TEST_CARDS)));
  app.get(GOOGLE_PAY_SCRIPT_PATH, script('googlepay-pay.js'));
  app.get(APPLE_PAY_STAND_IN_PATH, script('applepay-stand-in.js'));

  app.get('/kong/v4/transactions/applepay/session', async (request, reply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'applepay-session')) return reply;
    return merchantSession(Date.now());
  });

  async function handle(request: FastifyRequest, reply: FastifyReply, method: 'APPLEPAY' | 'GOOGLEPAY') {
    const { player } = authOf(request);
    const body = request.body as { amount: number; correlation_id: string; detail: { token: string } };
    const card = walletCardOf(body.detail.token);
    const opened = openDeposit(deps.store, reply, { player, method, amount: body.amount, correlationId: body.correlation_id });
    if (!opened) return reply;
    const { outcome, deposit: d, ids } = opened;
    if (outcome === 'unexpected') return { status: 'weird', ...ids };
    if (outcome === 'refused' || !card || card.outcome === 'refused') {
      const reason = outcome === 'refused' ? REFUSED_REASON_BY_AMOUNT : WALLET_REFUSED_REASON;
      settleDeposit(deps.store, d, 'failure', reason);
      const refused: DepositResponse = { status: 'refused', ...ids, refused_reason: reason };
      return refused;
    }
    if (card.outcome === 'pending') return { status: 'pending', ...ids };
    settleDeposit(deps.store, d, 'success', null);
    return { status: 'success', ...ids };
  }

  app.post('/kong/v6/me/deposits/applepay', (request, reply) => idempotentDeposit(deps.store, request, reply, () => handle(request, reply, 'APPLEPAY')));
  app.post('/kong/v6/me/deposits/googlepay', (request, reply) => idempotentDeposit(deps.store, request, reply, () => handle(request, reply, 'GOOGLEPAY')));
}
