#!/usr/bin/env bash
# npm start: install, build the app for production and serve it with the sandbox operator API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx vite build --logLevel warn
exec npx tsx sandbox/main.ts
