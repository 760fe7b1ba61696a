#!/usr/bin/env bash
# npm test: every test of the project, in order of speed. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --chromium
mkdir -p test-results

echo "== types";            npx tsc -p tsconfig.json --noEmit
echo "== statecharts";      npm run -s charts:check
echo "== translations";     npm run -s i18n:check
echo "== unit, sandbox and model-based tests (transition coverage)"
npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json
echo "== end-to-end in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json
node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json
