#!/usr/bin/env bash
# Installs what the project needs on a machine that has only Node and npm: the npm packages (when
# node_modules is missing or older than the lock file) and, when asked, a Chromium for the end-to-end
# tests (--chromium) and nginx for the front server's test (--nginx). The Chromium, in this order
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
  esac
done
