#!/usr/bin/env bash
# npm test: every test of the project, in order of speed. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --chromium
mkdir -p reports

echo "== types";            npx tsc -p tsconfig.json --noEmit
echo "== statecharts";      npm run -s charts:check
echo "== translations";     npm run -s i18n:check
echo "== unit, sandbox and model-based tests (transition coverage)"
npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json
echo "== end-to-end in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json
node scripts/test-summary.mjs reports/vitest.json reports/playwright.json
