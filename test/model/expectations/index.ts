// Expectations per machine (registry name -> rules), written by hand from the product rules (docs/product-rules.md); see rule.ts.
// Each file of this folder exports the rules of the machines it covers as `expectations`; they are gathered here,
// so a new machine's rules are its file and no line here (docs/architecture.md "Adding a payment method").
import type { Rule } from './rule';

type Expectations = Record<string, readonly Rule[]>;

const files = import.meta.glob<Expectations | undefined>(['./*.ts', '!./index.ts'], { eager: true, import: 'expectations' });

export const machineExpectations: Expectations = {};
for (const [file, expectations] of Object.entries(files)) {
  for (const [name, rules] of Object.entries(expectations ?? {})) {
    if (name in machineExpectations) throw new Error(`${file} gives the rules of '${name}' a second time`);
    machineExpectations[name] = rules;
  }
}
