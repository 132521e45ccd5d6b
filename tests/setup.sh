#!/usr/bin/env bash
# Installs whatever the build and the tests need and is not there yet, from
# the registries this machine reaches (crates.io, Debian, npm; never GitHub).
# A second run costs nothing: every step checks first.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '== setup: %s\n' "$*"; }

for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    step "rustup component add $component"
    rustup component add "$component"
  fi
done

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

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  step "apt-get install chromium chromium-driver"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# The wasm-bindgen CLI must be exactly the version Cargo.lock pins.
wb_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$wb_version" ]; then
  step "cargo install wasm-bindgen-cli $wb_version (about 5 minutes)"
  cargo install wasm-bindgen-cli --version "$wb_version" --force
fi

if ! command -v wasm-pack >/dev/null; then
  step "cargo install wasm-pack (about 5 minutes)"
  cargo install wasm-pack --locked
fi

# wasm-opt (npm binaryen) and playwright-core, pinned by tests/package-lock.json.
if [ ! -x tests/node_modules/.bin/wasm-opt ] || [ ! -d tests/node_modules/playwright-core ] \
   || [ tests/package-lock.json -nt tests/node_modules/.package-lock.json ]; then
  step "npm ci (tests/)"
  (cd tests && npm ci --no-audit --no-fund --loglevel=error)
fi
