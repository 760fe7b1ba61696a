#!/usr/bin/env bash
# npm start: install, build the app for production (and the QA workbench) and serve them with the
# sandbox operator API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx vite build --logLevel warn
npx vite build -c sandbox/workbench/vite.config.ts --logLevel warn
exec npx tsx sandbox/main.ts
