#!/usr/bin/env bash
# npm run mutation: StrykerJS on machines/ and src/domain/ (stryker.config.json), then the summary
# (scripts/mutation-summary.ts) in reports/mutation/summary.md; with --write-docs, in the section
# "Mutation score" of the committed docs/quality.md instead. Other arguments go to `stryker run`, e.g.
#   npm run mutation -- --mutate 'src/domain/**/*.ts,!src/domain/**/*.test.ts'
# Not part of npm test: a full run takes long (one test runner; the machine is shared).
set -euo pipefail
cd "$(dirname "$0")/.."
write_docs=()
stryker_args=()
for arg in "$@"; do
  if [ "$arg" = --write-docs ]; then write_docs=(--write-docs); else stryker_args+=("$arg"); fi
done
mkdir -p reports/mutation
npx stryker run ${stryker_args[@]+"${stryker_args[@]}"}
npx tsx scripts/mutation-summary.ts ${write_docs[@]+"${write_docs[@]}"} reports/mutation/mutation.json
