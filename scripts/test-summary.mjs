// Prints one closing line for the whole suite ("N passed, N failed") from the vitest and Playwright
// JSON reports, and fails when any test failed or none ran.
import { readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8'));

const passed = vitest.numPassedTests + (playwright.stats?.expected ?? 0);
const failed = vitest.numFailedTests + (playwright.stats?.unexpected ?? 0) + (playwright.stats?.flaky ?? 0);
const skipped = vitest.numPendingTests + vitest.numTodoTests + (playwright.stats?.skipped ?? 0);

console.log(
  `unit ${vitest.numPassedTests}/${vitest.numTotalTests}, e2e ${playwright.stats?.expected ?? 0}/${(playwright.stats?.expected ?? 0) + (playwright.stats?.unexpected ?? 0) + (playwright.stats?.flaky ?? 0)}`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
