#!/usr/bin/env bash
# Runs buf. It is not a devDependency: its npm package lists one optional binary package per platform,
# and a registry mirror that carries only some of them breaks `npm ci` for everyone. npx fetches the
# one this machine needs, pinned.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$root/node_modules/.bin:$PATH"
exec npx --yes @bufbuild/buf@1.75.0 "$@"
