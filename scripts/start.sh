#!/usr/bin/env bash
# npm start: install, build the app for production (and the QA workbench) and serve them with the
# sandbox operator API. `npm run start:device` (--device): the same, for a phone on this machine's network.
# Before the launcher's address it prints one line per step and nothing else (docs/decisions.md "npm start
# says what it does"): the builds run at --logLevel error and npm at --loglevel=error, so their warnings
# stay in `npm run build` and `npm run build:workbench`, and an error is still printed and stops the script
# (set -e). scripts/start.test.ts runs this script and reads its lines.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh "$0" "$@"
# npm's "new version available" notice; Vite's notice that this config is not ready for its native config
# loader (a future major's default: the config's imports have no file extensions), printed again by the
# vanilla-extract plugin, which loads the config at its own log level.
export npm_config_update_notifier=false VITE_CONFIG_NATIVE_IGNORE_WARNING=true
bash scripts/ensure-deps.sh
# The build production ships: it holds no configuration. The sandbox's front server hands its pages the
# sandbox's (the API on this origin, the wallets' and PayPal's stand-ins, the acquirers' test merchants;
# server/deploy-config.ts, docs/decisions.md "Configuration at run time").
echo "Building the app (Node $(node -v))…"
npx vite build --logLevel error
echo "Building the server's first screen…"
npx vite build --ssr --logLevel error # server/front.ts
echo "Building the statechart workbench…"
npx vite build -c sandbox/workbench/vite.config.ts --logLevel error
echo "Starting the sandbox…"
# --device (npm run start:device): also over TLS on all interfaces, with the addresses a phone opens.
if [ "${1:-}" = "--device" ]; then exec npx tsx sandbox/device-main.ts; fi
exec npx tsx sandbox/main.ts
