export const callbackInput = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25, refusal: null };

/** A polling return without transaction_uid: nothing to poll. */
export const callbackNoTransactionInput = { ...callbackInput, transactionUid: null };

/** An Apple Pay failure without a transaction (status=error&reason=…, SPEC 8). */
export const callbackRefusedInput = { ...callbackNoTransactionInput, method: 'APPLEPAY', refusal: 'payment.insufficientfunds' };

/** The gordon flow (the query holds deposit_id). */
export const callbackGordonInput = { flow: 'gordon', transactionUid: null, depositId: 'dep-1', method: 'MOBILEMONEY', amount: 5000, refusal: null };

/** The gordon flow whose return also names its transaction: a stream that read nothing falls back to its status. */
export const callbackGordonNamedInput = { ...callbackGordonInput, transactionUid: 'tx-1' };

export const callbackEvents = [
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'success', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'redirect', context: {}, token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'failure', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'timeout', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'error', code: 'OTHER', token: false } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'fetched', result: { status: 'success', reason: null } } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'fetched', result: { status: 'aborted', reason: null } } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'fetched', result: { status: 'refused', reason: null } } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'failed' } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'unknown' } },
  { type: 'xstate.error.actor.depositMonitor', error: new Error('depositMonitor crashed') },
  { type: 'xstate.error.actor.transactionPolling', error: new Error('transactionPolling crashed') },
  { type: 'wait.stopped' },
];
