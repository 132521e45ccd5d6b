#!/usr/bin/env bash
# Installs what building and serving the game needs and is not there yet
# (www/serve.sh runs it; tests/setup.sh runs it and adds the test tools):
# the wasm target, the wasm-bindgen CLI of Cargo.lock's version, and
# wasm-opt and esbuild from tests/package-lock.json. From the registries
# this machine reaches (crates.io, npm; never GitHub). A second run costs
# nothing: every step checks first.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '== setup: %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# The smaller browser build (www/build.sh) rebuilds std with nightly where nightly is there.
if rustup toolchain list | grep -q '^nightly'; then
  if ! rustup +nightly component list --installed 2>/dev/null | grep -q '^rust-src'; then
    step "rustup component add rust-src (nightly)"
    rustup component add rust-src --toolchain nightly || true
  fi
  if ! rustup +nightly target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    step "rustup target add wasm32-unknown-unknown (nightly)"
    rustup target add wasm32-unknown-unknown --toolchain nightly || true
  fi
fi

# The wasm-bindgen CLI must be exactly the version Cargo.lock pins.
wb_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$wb_version" ]; then
  step "cargo install wasm-bindgen-cli $wb_version (about 5 minutes)"
  cargo install wasm-bindgen-cli --version "$wb_version" --force
fi

# wasm-opt (npm binaryen) and playwright-core, pinned by tests/package-lock.json.
if [ ! -x tests/node_modules/.bin/wasm-opt ] || [ ! -d tests/node_modules/playwright-core ] \
   || [ tests/package-lock.json -nt tests/node_modules/.package-lock.json ]; then
  step "npm ci (tests/)"
  (cd tests && npm ci --no-audit --no-fund --loglevel=error)
fi
