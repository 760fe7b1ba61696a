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

echo "Compiling the Kotlin module and its conformance checks ($("$kotlin_home/bin/kotlinc" -version 2>&1 | grep -o 'kotlinc-jvm [0-9.]*'), $(java -version 2>&1 | head -1))"
"$kotlin_home/bin/kotlinc" -Werror -cp "$lib/kotlin-test.jar" -d "$out/module" "$module/src/main/kotlin" "$module/src/test/kotlin"
# The guide's snippets and the Android stubs apart from the module: the module must compile without them.
echo "Compiling the guide's Kotlin snippets against the module"
"$kotlin_home/bin/kotlinc" -nowarn -cp "$out/module" -d "$out/snippets" "$module/src/snippets/kotlin" "$module/src/snippets/android-stubs"
java -cp "$out/module:$lib/kotlin-stdlib.jar:$lib/kotlin-test.jar" com.cashier.bridge.ConformanceTestKt docs/bridge/conformance
