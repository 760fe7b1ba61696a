// One intent, one deposit: the deposit calls are idempotent by their X-Correlation-Id, as
// Stripe's Idempotency-Key and Adyen's idempotency key are. The first call that records a deposit
// records its answer; a later call of the same player with the same id and the same intent (path,
// amount, method, mean) gets that answer again and records nothing; the same id with another intent
// is refused (422 DEP_CorrelationIdReused). Two calls with one id at once: the second waits for the
// first and answers like a repeat. A call that recorded no deposit (a refused body, a fault before the
// deposit, the 500 of amount 115) records no answer: its repeat runs again. Every deposit route of the
// sandbox runs through here, so the profile's `faults.deposit` and `lost_deposit_answers` hold on each.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { nextFault, resetConnection, sendLostAnswer, transformOf, withKind } from './faults';
import type { Player, Store } from './store';
import { authOf } from './wire';

export const CORRELATION_ID_REUSED = 'DEP_CorrelationIdReused';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * The intent of a deposit body: the endpoint, the amount, the method and the mean it pays with (a saved
 * token, or the card's bin, last digits and expiry, the phone and operator, the Skrill login). Not the
 * encrypted card data nor the browser info: they may differ between two sends of one intent.
 */
export function intentOf(path: string, body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const d = (b.detail ?? {}) as Record<string, unknown>;
  const mean = ['token_id', 'bin', 'last_digit', 'expiry_month', 'expiry_year', 'phone_number', 'prefix', 'operator', 'login'].map((k) => str(d[k]));
  return JSON.stringify([path.split('?')[0], str(b.amount), str(b.payment_method), ...mean]);
}

const inFlight = new WeakMap<Store, Map<string, Promise<unknown>>>();

/** Runs a deposit route once per correlation id: `run` answers a plain body (200) once it recorded a deposit. */
export async function idempotentDeposit(store: Store, request: FastifyRequest, reply: FastifyReply, run: () => Promise<unknown>): Promise<unknown> {
  const { player } = authOf(request);
  // The profile's deposit fault of this call (a resend is a call too): answered before anything is
  // recorded, or, for the transform kinds (lost, unknown-enum, extra-fields), on the recorded answer.
  if (await withKind(reply, 'deposit', nextFault(player.profile, 'deposit'))) return reply;
  const header = request.headers['x-correlation-id'];
  const id = typeof header === 'string' ? header : '';
  const key = `${player.id}:${id}`;
  const intent = intentOf(request.url, request.body);
  const running = inFlight.get(store) ?? new Map<string, Promise<unknown>>();
  inFlight.set(store, running);
  while (running.has(key)) await running.get(key);

  const seen = store.recordedAnswer(key);
  if (seen) {
    if (seen.intent !== intent) {
      return sendError(reply, 422, CORRELATION_ID_REUSED, `X-Correlation-Id ${id} was used for another deposit (${seen.transactionUid})`);
    }
    reply.header(REPLAYED_HEADER, 'true');
    return answer(store, reply, player, seen.status, seen.body);
  }

  const before = store.depositCountOf(player.id);
  const call = run();
  running.set(
    key,
    call.catch(() => undefined),
  );
  try {
    const result = await call;
    const created = store.depositCountOf(player.id) > before ? store.lastDepositOf(player.id) : undefined;
    if (!created || result === reply) return result;
    store.recordAnswer(key, { intent, status: 200, body: result, transactionUid: created.transaction_uid });
    return answer(store, reply, player, 200, result);
  } finally {
    running.delete(key);
  }
}

/** The recorded answer, or, while the profile says so, a lost one (the deposit stays recorded). */
function answer(store: Store, reply: FastifyReply, player: Player, status: number, body: unknown): unknown {
  if (transformOf(reply) === 'lost') return resetConnection(reply);
  const lost = player.profile.lost_deposit_answers;
  if (lost && (lost.times === null || store.lostAnswersOf(player.id) < lost.times)) {
    store.countLostAnswer(player.id);
    return sendLostAnswer(reply, lost.kind);
  }
  return reply.code(status).send(body);
}
