#!/usr/bin/env bash
# Builds the engine for the browser into www/pkg/ (the shipped page), or,
# with --test, a build that can stack the shoe into target/pkg-test/ (for the
# end-to-end tests only). Needs the tools of tests/setup.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

out=www/pkg
features=()
if [ "${1:-}" = "--test" ]; then
  out=target/pkg-test
  features=(--features test-hooks)
fi

cargo build --quiet --profile wasm --target wasm32-unknown-unknown -p blackjack --lib "${features[@]}"
rm -rf "$out"
wasm-bindgen --target web --out-dir "$out" target/wasm32-unknown-unknown/wasm/blackjack.wasm
tests/node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$out/blackjack_bg.wasm" -o "$out/blackjack_bg.wasm"
echo "built $out ($(wc -c < "$out/blackjack_bg.wasm") bytes of wasm, $(gzip -9c "$out/blackjack_bg.wasm" | wc -c) gzipped)"
