// How the root's guards read its children's answers: params builders for eligibilityIs, callbackIs and
// the means checks, kept here so the root's config reads as states and transitions.
import type { CallbackResult } from './callback.machine';
import type { EligibilityOutput } from './eligibility.machine';

export const eligibilityIs = (kind: EligibilityOutput['kind']) => ({
  type: 'eligibilityIs' as const,
  params: ({ event }: { event: { output: EligibilityOutput } }) => ({ output: event.output, kind }),
});

export const callbackIs = (kind: CallbackResult['kind']) => ({
  type: 'callbackIs' as const,
  params: ({ event }: { event: { output: CallbackResult } }) => ({ result: event.output, kind }),
});

/** The means child's failure, read from its snapshot (stand-in children in tests have no context). */
export const meansFailure = ({ event }: { event: { snapshot: { context?: { failure?: string | null } } } }) => ({
  failure: event.snapshot.context?.failure ?? null,
});
