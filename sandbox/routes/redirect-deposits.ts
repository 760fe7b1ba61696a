// Deposits of the redirect methods (SPEC 3 "Deposit request body", SPEC 7): Paysafecard, Przelewy24,
// Skrill and bank transfer answer a redirect to the sandbox's provider page; Multibanco answers a
// pending ATM reference. Then GET /kong/v4/me/deposits/status reads any deposit's status.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepositResponse } from '../contract/types';
import {
  DEPOSIT_METHOD_NAME,
  FRAUD_ERROR_CODE,
  REDIRECT_DEPOSIT_METHODS,
  REFUSED_REASON_BY_AMOUNT,
  SKRILL_WRONG_PASSWORD,
  UNEXPECTED_STATUS,
  depositStatusOf,
  outcomeOfAmount,
  parseDepositBody,
  providerPageUrl,
  settleDeposit,
  type DepositBody,
  type RedirectDepositKey,
} from '../deposit-flow';
import { ERROR_CODES, sendError } from '../errors';
import { withFault } from '../faults';
import { idempotentDeposit } from '../idempotency';
import { resolveProfile } from '../profile';
import type { Deposit, Player } from '../store';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

export const TRANSACTION_NOT_FOUND = 'payment.transaction.notfound';

/** The fixed Multibanco reference every Multibanco deposit gets (SPEC 9: valid 3 days). */
export const MULTIBANCO_ENTITY = '12345';
export const MULTIBANCO_REFERENCE = '123 456 789';
export const MULTIBANCO_EXPIRES_IN_DAYS = 3;

/** The origin the player's browser used, for the absolute provider-page URL. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

const refused = (d: Deposit): DepositResponse => ({
  status: 'refused',
  transaction_uid: d.transaction_uid,
  deposit_id: d.deposit_id,
  refused_reason: d.reason ?? undefined,
});

/** Saves the Skrill login as an EWALLET token (once per login). */
function storeSkrillToken(player: Player, login: string, transactionUid: string): void {
  if (player.profile.tokens.some((t) => t.type === 'EWALLET' && t.login === login)) return;
  const tokens = [...(player.fields.tokens ?? [])];
  tokens.push({
    type: 'EWALLET',
    id: `tok_ewallet_${transactionUid.slice(0, 8)}`,
    login,
    created_date: new Date().toISOString(),
    initial_transaction_uid: transactionUid,
  });
  player.fields = { ...player.fields, tokens };
  player.profile = resolveProfile(player.fields);
}

export async function redirectDepositRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  async function deposit(key: RedirectDepositKey, request: FastifyRequest, reply: FastifyReply) {
    const { player } = authOf(request);
    const parsed = parseDepositBody(key, request.body);
    if (!parsed.ok) return sendError(reply, 400, ERROR_CODES.badRequest, parsed.message);
    const body: DepositBody<RedirectDepositKey> = parsed.body;

    const outcome = outcomeOfAmount(body.amount);
    if (outcome === 'fraud') return sendError(reply, 422, FRAUD_ERROR_CODE, 'The fraud check refused the deposit (sandbox amount outcome)');
    if (outcome === 'server-error') {
      return reply.code(500).type('application/json; charset=utf-8').send({ message: 'Internal server error (sandbox amount outcome)' });
    }

    const detail = body.detail as Record<string, unknown>;
    const d = deps.store.createDeposit({
      player_id: player.id,
      method: DEPOSIT_METHOD_NAME[key],
      amount: body.amount,
      currency: player.profile.currency,
      status: 'pending',
      reason: null,
      return_url: typeof detail.return_url === 'string' ? detail.return_url : null,
      correlation_id: body.correlation_id,
    });

    if (outcome === 'refused') return refused(settleDeposit(deps.store, d, 'failure', REFUSED_REASON_BY_AMOUNT));
    if (key === 'skrill' && detail.password === SKRILL_WRONG_PASSWORD) {
      return refused(settleDeposit(deps.store, d, 'failure', 'payment.genericfailurenoncard'));
    }
    if (outcome === 'unexpected') {
      const weird: DepositResponse = { status: UNEXPECTED_STATUS, transaction_uid: d.transaction_uid, deposit_id: d.deposit_id };
      return weird;
    }
    if (key === 'skrill' && body.store_token) storeSkrillToken(player, String(detail.login).trim(), d.transaction_uid);

    if (key === 'multibanco') {
      const pending: DepositResponse = {
        status: 'pending',
        transaction_uid: d.transaction_uid,
        deposit_id: d.deposit_id,
        transaction_context: {
          entity: MULTIBANCO_ENTITY,
          reference: MULTIBANCO_REFERENCE,
          amount: d.amount,
          expires_in_days: MULTIBANCO_EXPIRES_IN_DAYS,
        },
      };
      return pending;
    }
    const redirect: DepositResponse = {
      status: 'redirect',
      transaction_uid: d.transaction_uid,
      deposit_id: d.deposit_id,
      transaction_context: { redirect_url: providerPageUrl(originOf(request), key, d) },
    };
    return redirect;
  }

  for (const key of REDIRECT_DEPOSIT_METHODS) {
    app.post(`/kong/v6/me/deposits/${key}`, (request, reply) => idempotentDeposit(deps.store, request, reply, () => deposit(key, request, reply)));
  }

  app.get<{ Querystring: { transaction_uid?: string | string[] } }>('/kong/v4/me/deposits/status', async (request, reply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'deposit-status')) return reply;
    const uid = request.query.transaction_uid;
    if (typeof uid !== 'string' || uid.trim() === '') {
      return sendError(reply, 400, ERROR_CODES.badRequest, 'transaction_uid: a transaction uid is required');
    }
    const d = deps.store.deposit(uid);
    // Another player's deposit answers exactly like an unknown one: its existence is not revealed.
    if (!d || d.player_id !== player.id) return sendError(reply, 404, TRANSACTION_NOT_FOUND, `No transaction ${uid}`);
    return reply.send(depositStatusOf(d));
  });
}
