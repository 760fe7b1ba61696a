#!/usr/bin/env bash
# npm start: install, build the app for production (and the QA workbench) and serve them with the
# sandbox operator API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
# The third-party SDKs' base URLs point at the sandbox's stand-ins (the only difference from production).
export VITE_PAYPAL_SDK_URL=/sandbox/paypal/sdk/js
npx vite build --logLevel warn
npx vite build -c sandbox/workbench/vite.config.ts --logLevel warn
exec npx tsx sandbox/main.ts
