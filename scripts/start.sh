#!/usr/bin/env bash
# npm start: install, build the app for production (and the QA workbench) and serve them with the
# sandbox operator API.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh "$0" "$@"
echo "Node $(node -v)"
bash scripts/ensure-deps.sh
# A sandbox build: the sandbox's configuration (the API on this origin, the wallets' and PayPal's stand-ins,
# the acquirers' test merchants; scripts/deploy-config.ts). Production builds with `npm run build`.
npx vite build --mode sandbox --logLevel warn
npx vite build --mode sandbox --ssr --logLevel warn # the server's first screen (server/front.ts)
npx vite build -c sandbox/workbench/vite.config.ts --logLevel warn
exec npx tsx sandbox/main.ts
