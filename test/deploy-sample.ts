// The sample configuration (.env.example) as the tests read it, and the same with an operator's own ids in
// place of the example ones, which a production build refuses (docs/decisions.md "The sample configuration
// is not a configuration").
import { readFileSync } from 'node:fs';
import { VARIABLES } from '../server/deploy-config';

export function sampleEnv(): Record<string, string> {
  return Object.fromEntries(
    readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => /^CASHIER_[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The sample with every id an operator must provide replaced by another value of the same form. */
export function operatorsOwnEnv(): Record<string, string> {
  const env = sampleEnv();
  for (const v of VARIABLES) if (v.kind === 'id' && !v.allowedInProduction && env[v.name] === v.example) env[v.name] = `${v.example}9`;
  return env;
}
