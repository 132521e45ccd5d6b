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
