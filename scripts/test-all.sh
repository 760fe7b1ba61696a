#!/usr/bin/env bash
# npm test: every test of the project, in order of speed. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh "$0" "$@"
echo "== Node $(node -v)"
bash scripts/ensure-deps.sh --chromium
mkdir -p reports

echo "== types";            npx tsc -p tsconfig.json --noEmit
echo "== import layers (docs/architecture.md)"; npm run -s deps:check
echo "== lint and format (Biome: a warning fails too)"; npm run -s lint -- --error-on-warnings
echo "== statecharts";      npm run -s charts:check
echo "== bridge contract (docs/bridge.md, the schema, the Swift package's and Kotlin module's sources, the conformance pack)"; npm run -s bridge:check
echo "== bridge Kotlin module (compiled, decodes the conformance pack; the guide's Kotlin snippets compiled)"; npm run -s bridge:kotlin
echo "== bridge Swift package (syntax only: no Swift compiler here)"; npm run -s bridge:swift-syntax
echo "== generated proto code"; npm run -s proto:check
echo "== translations";     npm run -s i18n:check
echo "== unit, sandbox and model-based tests (transition coverage)"
npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json
# Size budgets of docs/performance.md (sizes only; timings are in `npm run bench`). A passed budget fails
# the run at the end, after the end-to-end tests have still run.
echo "== size budgets (production build)"
size_status=0
npx vite build --logLevel warn && npx tsx scripts/size-check.ts || size_status=$?
# With a seeded sample of the fault matrix under the money oracle: a new seed each run, printed (replay a
# run's sample with SEED=<seed> npm run test:fault-matrix; docs/reliability.md).
export FAULT_MATRIX_SIZE="${FAULT_MATRIX_SIZE:-4}" SEED="${SEED:-$(date +%s)}"
echo "== end-to-end in Chromium (fault matrix sample: FAULT_MATRIX_SIZE=$FAULT_MATRIX_SIZE SEED=$SEED)"
# E2E_SHARD=i/n runs the i-th of n parts of the browser tests (Playwright's --shard; .github/workflows/ci.yml).
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json ${E2E_SHARD:+--shard="$E2E_SHARD"}
node scripts/test-summary.mjs reports/vitest.json reports/playwright.json
if [ "$size_status" -ne 0 ]; then echo "== size budgets: FAILED (see above)"; exit "$size_status"; fi
