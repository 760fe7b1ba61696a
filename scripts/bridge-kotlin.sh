#!/usr/bin/env bash
# The bridge's Kotlin module (docs/bridge/kotlin), compiled and run against the conformance pack, and the
# Kotlin snippets of docs/bridge-integration.md compiled against it (with stubs of the Android APIs they
# call): `npm run bridge:kotlin`, in `npm test`. No Gradle: this project's machines reach the npm registry and
# Debian's packages only, so the compiler comes from the npm registry (kotlin-compiler, into .tools/) and the
# JVM from the machine (docs/decisions.md "The bridge as packages").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --kotlin

kotlin_home=".tools/kotlin/node_modules/kotlin-compiler"
lib="$kotlin_home/lib"
module=docs/bridge/kotlin
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# One compiler run for the module, its checks and the snippets: each run costs a JVM start and the
# compiler's warm-up, on 2 cores shared with the rest of `npm test`. C1 only and the serial GC: a short run
# spends most of its time warming up, where C2's compiles do not pay back (about half the CPU time).
# The module must not lean on the Android stand-ins: its sources import nothing but Kotlin and Java.
if grep -rhE '^import ' "$module/src/main/kotlin" | grep -vE '^import (kotlin|java)\.'; then
  echo "docs/bridge/kotlin/src/main imports the above: the module depends on the Kotlin standard library only" >&2; exit 1
fi
echo "Compiling the Kotlin module, its conformance checks and the guide's Kotlin snippets (Kotlin $(node -p "require('./$kotlin_home/package.json').version"), $(java -version 2>&1 | head -1))"
JAVA_OPTS="${JAVA_OPTS:-} -XX:TieredStopAtLevel=1 -XX:+UseSerialGC" "$kotlin_home/bin/kotlinc" -Werror -cp "$lib/kotlin-test.jar" -d "$out/module" \
  "$module/src/main/kotlin" "$module/src/test/kotlin" "$module/src/snippets/kotlin" "$module/src/snippets/android-stubs"
java -cp "$out/module:$lib/kotlin-stdlib.jar:$lib/kotlin-test.jar" com.cashier.bridge.ConformanceTestKt docs/bridge/conformance
