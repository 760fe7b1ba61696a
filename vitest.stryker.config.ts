import { defineConfig } from 'vitest/config';

/**
 * The test run of `npm run mutation` (stryker.config.json), not of `npm test`: only the tests that can kill
 * a mutant of machines/ and src/domain/ (their unit tests, the model-based tests of test/model, and the other
 * unit tests of src/ that import the domain), in Node, without the React, Lingui and vanilla-extract plugins
 * of vite.config.ts (no mutated file needs them). Stryker's perTest coverage then runs, for each mutant,
 * only the tests that reach it.
 */
export default defineConfig({
  test: {
    include: ['src/domain/**/*.test.ts', 'machines/**/*.test.ts', 'test/model/**/*.test.ts', 'src/api/**/*.test.ts'],
    environment: 'node',
  },
});
