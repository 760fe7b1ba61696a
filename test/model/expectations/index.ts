// Expectations per machine (registry name -> rules), written by hand from SPEC.md; see rule.ts.
import type { Rule } from './rule';
import { depositRules } from './deposit';

export const machineExpectations: Record<string, readonly Rule[]> = {
  deposit: depositRules,
};
