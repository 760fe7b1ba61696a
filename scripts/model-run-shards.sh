#!/usr/bin/env bash
# The browser model runs split in shards and joined again, on this machine (docs/qa.md "Runs that scale"):
#   bash scripts/model-run-shards.sh [shards=2] [spec filter=model-run]
# One build and one sandbox serve every shard (E2E_PORT, default 8181; reused when already up): shards that
# each built the app would write the same dist/ at once. Each shard is a process of its own, in parallel,
# `--workers=1`, with its own reports folder (MODEL_RUN_REPORTS=reports/shards/<i>), blob report and
# test-results (the blob reporter empties its folder, Playwright cleans its --output). Then the Playwright
# side joins with `merge-reports` (one list of every path) and the coverage with scripts/model-run-merge.ts
# (reports/model-run.json). In CI each shard is a job of a matrix on its own machine (docs/qa.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh "$0" "$@"
n="${1:-2}"
filter="${2:-model-run}"
port="${E2E_PORT:-8181}"
export CI=

server=""
if ! curl -sf -o /dev/null "http://localhost:$port/sandbox"; then
  echo "== build and sandbox on :$port"
  npx vite build --logLevel warn
  npx vite build --ssr --logLevel warn
  npx vite build -c sandbox/workbench/vite.config.ts --logLevel warn
  PORT="$port" npx tsx sandbox/main.ts >/dev/null 2>&1 &
  server=$!
  trap 'kill "$server" 2>/dev/null || true' EXIT
  for _ in $(seq 1 60); do curl -sf -o /dev/null "http://localhost:$port/sandbox" && break; sleep 1; done
fi

rm -rf reports/shards blob-report/shards blob-all
mkdir -p reports/shards blob-all
start=$(date +%s)
pids=()
for i in $(seq 1 "$n"); do
  mkdir -p "reports/shards/$i"
  (
    s=$(date +%s)
    status=0
    MODEL_RUN_REPORTS="reports/shards/$i" PLAYWRIGHT_BLOB_OUTPUT_DIR="blob-report/shards/$i" E2E_PORT="$port" \
      npx playwright test "$filter" --shard="$i/$n" --workers=1 --reporter=blob --output="test-results/shard-$i" \
      >"reports/shards/$i/playwright.log" 2>&1 || status=$?
    echo "== shard $i/$n: exit $status, $(( $(date +%s) - s )) s wall"
    exit "$status"
  ) &
  pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
echo "== $n shards in parallel: $(( $(date +%s) - start )) s wall"

cp blob-report/shards/*/*.zip blob-all/
echo "== merge-reports"
npx playwright merge-reports --reporter="${MERGE_REPORTER:-list}" blob-all | tail -n 5
echo "== coverage joined (reports/model-run.json)"
npx tsx scripts/model-run-merge.ts reports/shards/* || failed=1
exit "$failed"
