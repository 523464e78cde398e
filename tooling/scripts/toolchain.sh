#!/usr/bin/env bash
# Makes Node 24 LTS and pnpm 12 available in this shell (source it). On a machine whose Node is older than
# 22.12, Node 24 is installed from the npm registry (the `node` package ships the binary), as
# ../shared/ENVIRONMENT.md found to work; pnpm is installed with npm (corepack cannot fetch pnpm 12 here).
NODE_VERSION=24.21.0
PNPM_VERSION=12.21.0
TOOLCHAIN_DIR="${SOUSCRIRE_TOOLCHAIN_DIR:-$HOME/.cache/souscrire-toolchain}"

node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! node_is_recent; then
  if [ ! -x "$TOOLCHAIN_DIR/node/node_modules/node/bin/node" ]; then
    echo "toolchain: installing Node $NODE_VERSION from the npm registry"
    npm install --prefix "$TOOLCHAIN_DIR/node" --no-audit --no-fund --loglevel=error "node@$NODE_VERSION" >/dev/null
  fi
  export PATH="$TOOLCHAIN_DIR/node/node_modules/node/bin:$PATH"
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$TOOLCHAIN_DIR/pnpm/bin/pnpm" ]; then
    echo "toolchain: installing pnpm $PNPM_VERSION"
    npm install --global --prefix "$TOOLCHAIN_DIR/pnpm" --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$TOOLCHAIN_DIR/pnpm/bin:$PATH"
fi

export TURBO_TELEMETRY_DISABLED=1
export STORYBOOK_DISABLE_TELEMETRY=1
echo "toolchain: node $(node --version), pnpm $(pnpm --version)"
