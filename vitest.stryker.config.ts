import { defineConfig } from 'vitest/config';

/**
 * The test run of `npm run mutation` (stryker.config.json), not of `npm test`: only the tests that can kill
 * a mutant of machines/, src/domain/ and the method modules' rules (their unit tests, the other unit tests of src/api that import the
 * domain, and the model-based tests of test/model), in Node, without the React, Lingui and vanilla-extract
 * plugins of vite.config.ts (no mutated file needs them). Stryker's perTest coverage then runs, for each
 * mutant, only the tests that reach it.
 *
 * MUTATION_TESTS=unit leaves out the model-based tests: a domain mutant they reach re-runs that file's
 * hundreds of paths, which makes a run of src/domain too long for a shared machine. The score is then
 * that of the unit tests alone (a lower bound of the score with every test).
 */
const unitOnly = process.env.MUTATION_TESTS === 'unit';

export default defineConfig({
  test: {
    // The sandbox's deployment configuration, as vite.config.ts gives vitest (src/domain/run-config.ts).
    setupFiles: ['test/sandbox-config.ts'],
    include: [
      'src/domain/**/*.test.ts',
      'machines/**/*.test.ts',
      'src/api/**/*.test.ts',
      // A method module's rules and calls (src/methods/<flow>/rules.ts, api.ts).
      'src/methods/*/rules.test.ts',
      'src/methods/*/api.test.ts',
      ...(unitOnly ? [] : ['test/model/**/*.test.ts']),
    ],
    environment: 'node',
  },
});
