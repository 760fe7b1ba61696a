import type { DepositCallInput } from './deposit-call.machine';
import { httpError, lostAnswerError, refusalError, sessionExpiredError } from './fixtures';

/** A flow's request, opaque to the deposit call. */
export const depositCallInput: DepositCallInput = { correlationId: 'intent-1', depositRequest: { amount: 25, tokenId: null } };

export const depositCallEvents = [
  { type: 'xstate.done.actor.send', output: { status: 'pending', transaction_uid: 'tx-1' } },
  { type: 'xstate.error.actor.send', error: sessionExpiredError },
  { type: 'xstate.error.actor.send', error: refusalError },
  { type: 'xstate.error.actor.send', error: httpError },
  { type: 'xstate.error.actor.send', error: lostAnswerError },
];
