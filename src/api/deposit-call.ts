// The deposit call of every flow (DESIGN 7 one intent, one deposit): the body goes out with its intent's correlation id, as
// `correlation_id` and the X-Correlation-Id header. A send again of the same intent (the machine's
// retry after an unreadable answer) sends the very same body: it is kept, in memory, until the call is
// answered (readably, with an explicit refusal, or the session lost), so that a Skrill password never has to enter a machine's
// context and the server sees the same deposit again.
import type * as z from 'zod/mini';
import { verdictOf } from '../domain/verdict';
import type { ApiClient } from './client';

const unanswered = new Map<string, unknown>();

export async function sendDeposit<T>(
  api: ApiClient,
  path: string,
  schema: z.ZodMiniType<T>,
  correlationId: string,
  build: () => unknown,
  signal?: AbortSignal,
): Promise<T> {
  const first = !unanswered.has(correlationId);
  const json = unanswered.get(correlationId) ?? build();
  unanswered.set(correlationId, json);
  try {
    const answer = await api.post(path, schema, { json, signal, headers: { 'X-Correlation-Id': correlationId } });
    unanswered.delete(correlationId);
    return answer;
  } catch (error) {
    // Kept while the deposit may still be sent again (any verdict but a refusal or a lost session).
    if (verdictOf({ kind: 'failure', error, call: first ? 'deposit' : 'resend' }) !== 'unknown') unanswered.delete(correlationId);
    throw error;
  }
}

/** For tests: whether a body waits for a send again. */
export const hasUnansweredBody = (correlationId: string): boolean => unanswered.has(correlationId);
