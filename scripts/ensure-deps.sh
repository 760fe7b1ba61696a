#!/usr/bin/env bash
# Installs what the project needs on a machine that has only Node and npm: the npm packages (when
# node_modules is missing or older than the lock file) and, when asked, a Chromium for the end-to-end
# tests (--chromium), nginx for the front server's test (--nginx), and a JVM and the Kotlin compiler for the
# bridge's Kotlin module (--kotlin: scripts/bridge-kotlin.sh), and a Swift parser for the Swift package's
# syntax check (--swift-syntax: scripts/bridge-swift-syntax.ts). The Chromium, in this order
# (playwright.config.ts picks the same one): CHROMIUM_PATH when set; Playwright's own when installed
# (`npx playwright install chromium`); Debian's /usr/bin/chromium, installed with apt-get on Debian only;
# elsewhere (macOS) Playwright's own, downloaded by `npx playwright install chromium`.
set -euo pipefail
cd "$(dirname "$0")/.."

# One line, then npm's errors only: its summary and warnings (install scripts not yet allowed) are not for
# the reader of `npm start` or `npm test`; `npm ci` by hand shows them.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing the npm packages (npm ci)…"
  npm ci --no-audit --no-fund --loglevel=error >/dev/null
fi

on_debian() { [ -f /etc/debian_version ] && command -v apt-get >/dev/null; }
apt_install() {
  local sudo=""
  [ "$(id -u)" = "0" ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

for what in "$@"; do
  case "$what" in
    --chromium)
      if [ -n "${CHROMIUM_PATH:-}" ]; then
        [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
      elif [ -x "$(node -e "import('@playwright/test').then((p) => console.log(p.chromium.executablePath()))")" ]; then
        : # Playwright's own Chromium
      elif on_debian; then
        [ -x /usr/bin/chromium ] || apt_install chromium
      else
        npx playwright install chromium
      fi
      ;;
    --nginx)
      if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
        if on_debian; then
          apt_install nginx libnginx-mod-http-brotli-static
        elif command -v brew >/dev/null; then
          brew install nginx
        else
          echo "nginx is needed for the front server's test: install it with your package manager" >&2; exit 1
        fi
      fi
      ;;
    --kotlin)
      # A JVM from the machine (Debian's default JDK where there is none); the compiler from the npm
      # registry, the only registry besides Debian's that this project's machines reach (kotlin-compiler
      # ships the whole JVM compiler and its libraries; its install runs nothing).
      if ! command -v java >/dev/null; then
        if on_debian; then
          echo "Installing a JDK (default-jdk-headless) for the bridge's Kotlin module…"
          apt_install default-jdk-headless
        else
          echo "A JDK (17 or newer) is needed for the bridge's Kotlin module: install one with your package manager" >&2; exit 1
        fi
      fi
      kotlin_version=2.4.20
      kotlin_pkg=.tools/kotlin/node_modules/kotlin-compiler/package.json
      if [ ! -f "$kotlin_pkg" ] || [ "$(node -p "require('./$kotlin_pkg').version")" != "$kotlin_version" ]; then
        echo "Installing the Kotlin compiler $kotlin_version into .tools/kotlin (npm registry)…"
        mkdir -p .tools/kotlin
        [ -f .tools/kotlin/package.json ] || echo '{ "private": true }' > .tools/kotlin/package.json
        npm install --prefix .tools/kotlin --no-audit --no-fund --no-save --loglevel=error "kotlin-compiler@$kotlin_version" >/dev/null
      fi
      ;;
    --swift-syntax)
      # tree-sitter's Swift grammar, built to WebAssembly (tree-sitter-wasms), and its runtime
      # (web-tree-sitter 0.22, of the same ABI): no Swift compiler can be installed here.
      if [ ! -f .tools/swift-syntax/node_modules/tree-sitter-wasms/out/tree-sitter-swift.wasm ] || [ ! -f .tools/swift-syntax/node_modules/web-tree-sitter/package.json ]; then
        echo "Installing a Swift parser into .tools/swift-syntax (npm registry)…"
        mkdir -p .tools/swift-syntax
        [ -f .tools/swift-syntax/package.json ] || echo '{ "private": true }' > .tools/swift-syntax/package.json
        npm install --prefix .tools/swift-syntax --no-audit --no-fund --no-save --loglevel=error tree-sitter-wasms@0.1.13 web-tree-sitter@0.22.6 >/dev/null
      fi
      ;;
  esac
done
