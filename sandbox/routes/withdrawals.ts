// Withdrawal fragments (docs/decisions.md "Withdrawal fragments", docs/sandbox.md "Withdrawals"):
//   GET    /kong/v6/me/withdrawals?status=pending   the player's pending withdrawals (contract withdrawals)
//   DELETE /kong/v6/me/withdrawals/{id}             cancels one: 204, its amount back in the balance;
//                                                   404 unknown, 409 not cancellable
//   POST   /kong/v2/me/withdrawal/options/iban      the add-new-IBAN dialog (contract withdrawal-iban.request):
//                                                   201 with the BANK_ACCOUNT token; an IBAN that breaks
//                                                   ISO 13616 is refused (422 payment.withdrawal.invalid_credential)
// X-Correlation-Id is required on all three (wire.ts, SPEC 7). The profile field `withdrawals` (sandbox/withdrawals.ts)
// gives the pending list and the SPEC 8 codes each call answers instead (`refusals`). What the IBAN call
// received is kept for tests: GET /sandbox/players/{id}/withdrawals.
import type { FastifyInstance } from 'fastify';
import { violations } from '../contract';
import { ERROR_CODES, sendError } from '../errors';
import type { Player } from '../store';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';
import type { SandboxWithdrawal, WITHDRAWAL_CALLS } from '../withdrawals';

/** ISO 13616: the IBAN, its first four characters moved to the end, letters as 10..35, modulo 97 is 1. */
export function ibanChecks(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

/** What the IBAN call received, as the sandbox read it (tests compare it field by field). */
export interface ReceivedIban {
  body: unknown;
  correlation_id: string;
}

export async function withdrawalRoutes(app: FastifyInstance, _deps: SandboxDeps): Promise<void> {
  /** Per player: the pending list as cancels change it, and the IBAN calls received. */
  const state = new WeakMap<Player, { pending: SandboxWithdrawal[]; ibans: ReceivedIban[] }>();
  const of = (player: Player) => {
    let s = state.get(player);
    if (!s) state.set(player, (s = { pending: [...player.profile.withdrawals.pending], ibans: [] }));
    return s;
  };
  const refused = (player: Player, call: (typeof WITHDRAWAL_CALLS)[number]) => player.profile.withdrawals.refusals[call];

  app.get<{ Querystring: { status?: string } }>('/kong/v6/me/withdrawals', async (request, reply) => {
    const { player } = authOf(request);
    const code = refused(player, 'list');
    if (code) return sendError(reply, 422, code, `sandbox refusal of the withdrawals list: ${code}`);
    const status = request.query.status ?? 'pending';
    return { withdrawals: status === 'pending' ? of(player).pending : [] };
  });

  app.delete<{ Params: { id: string } }>('/kong/v6/me/withdrawals/:id', async (request, reply) => {
    const { player } = authOf(request);
    const code = refused(player, 'cancel');
    if (code) return sendError(reply, 422, code, `sandbox refusal of the cancel: ${code}`);
    const s = of(player);
    const found = s.pending.find((w) => w.id === request.params.id);
    if (!found) return sendError(reply, 404, ERROR_CODES.notFound, `No pending withdrawal ${request.params.id}`);
    if (!found.cancellable) return sendError(reply, 409, 'payment.withdraw.error', `Withdrawal ${found.id} can no longer be cancelled`);
    s.pending = s.pending.filter((w) => w !== found);
    player.profile.balance = Math.round((player.profile.balance + found.amount) * 100) / 100;
    return reply.code(204).send();
  });

  app.post('/kong/v2/me/withdrawal/options/iban', async (request, reply) => {
    const { player } = authOf(request);
    const found = violations('withdrawal-iban.request', request.body);
    if (found.length) return sendError(reply, 400, ERROR_CODES.badRequest, `Invalid IBAN request: ${found.map((v) => v.message).join('; ')}`, found[0]!.field);
    const body = request.body as { iban: string; country_code: string };
    of(player).ibans.push({ body, correlation_id: String(request.headers['x-correlation-id']) });
    const code = refused(player, 'iban');
    if (code) return sendError(reply, 422, code, `sandbox refusal of the IBAN: ${code}`);
    if (!ibanChecks(body.iban) || body.country_code !== body.iban.slice(0, 2)) {
      return sendError(reply, 422, 'payment.withdrawal.invalid_credential', 'The IBAN breaks ISO 13616 (mod-97) or its country code', '/iban');
    }
    const token = {
      id: `tok_iban_${of(player).ibans.length}`,
      type: 'BANK_ACCOUNT',
      iban: body.iban,
      country_code: body.country_code,
      holder_name: null,
      is_instant_eligible: false,
    };
    return reply.code(201).send(token);
  });

  // Sandbox control: what the withdrawal calls hold and received, for tests and the QA workbench.
  app.get<{ Params: { id: string } }>('/sandbox/players/:id/withdrawals', async (request, reply) => {
    const player = _deps.store.player(request.params.id);
    if (!player) return sendError(reply, 404, ERROR_CODES.notFound, `No player ${request.params.id}`);
    const s = of(player);
    return { pending: s.pending, ibans: s.ibans, balance: player.profile.balance };
  });
}
