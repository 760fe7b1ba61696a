#!/usr/bin/env bash
# Fails when the committed generated code (src/sync/gen, sandbox/gen) is not what buf + protoc-gen-es generate from
# proto/ now (npm run proto:check). Regenerate with: npm run proto:generate
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$root/node_modules/.bin:$PATH"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$root/proto"
bash "$root/proto/buf.sh" lint
mkdir -p "$tmp/proto"
bash "$root/proto/buf.sh" generate -o "$tmp/proto"
for gen in src/sync/gen sandbox/gen; do
  if ! diff -r "$tmp/$gen" "$root/$gen" >"$tmp/diff.txt"; then
    cat "$tmp/diff.txt"
    echo "proto:check: $gen is stale; run npm run proto:generate" >&2
    exit 1
  fi
done
echo "proto:check: generated code is current"
