#!/usr/bin/env bash
# Installs whatever the build and the tests need and is not there yet, from
# the registries this machine reaches (crates.io, Debian, npm; never GitHub).
# A second run costs nothing: every step checks first.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '== setup: %s\n' "$*"; }

# What building and serving the game needs (the wasm target, wasm-bindgen,
# wasm-opt, esbuild): www/setup.sh, which www/serve.sh runs alone.
bash www/setup.sh

# What only the tests need: the formatter and linter, Chromium with its
# driver, and wasm-pack (wasm-bindgen-test).
for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    step "rustup component add $component"
    rustup component add "$component"
  fi
done

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  step "apt-get install chromium chromium-driver"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi

if ! command -v wasm-pack >/dev/null; then
  step "cargo install wasm-pack (about 5 minutes)"
  cargo install wasm-pack --locked
fi

