// Analytics' work waits for a moment when the main thread has nothing else to do: what it queues or sends
// never lands between a player's tap and the frame that answers it (docs/decisions.md "Analytics").

/** Runs `task` at the next idle period, at the latest after `timeoutMs`; where the browser has no idle callbacks, in the next task. */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 0);
}
