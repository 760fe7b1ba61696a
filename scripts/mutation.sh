#!/usr/bin/env bash
# npm run mutation: StrykerJS on machines/ and src/domain/ (stryker.config.json), then the summary in
# docs/quality.md (scripts/mutation-summary.ts). Arguments go to `stryker run`, e.g.
#   npm run mutation -- --mutate 'src/domain/**/*.ts,!src/domain/**/*.test.ts'
# Not part of npm test: a full run takes long (one test runner; the machine is shared).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports/mutation
npx stryker run "$@"
npx tsx scripts/mutation-summary.ts reports/mutation/mutation.json
