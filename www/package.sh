#!/usr/bin/env bash
# Builds the engine as an npm package for other developers (no page): the
# wasm-pack output with package.json and TypeScript types for the whole API,
# in target/npm/. Try it: `npm pack target/npm`.
set -euo pipefail
cd "$(dirname "$0")/.."
wasm-pack build crate --target web --profile wasm --no-opt --out-dir ../target/npm --features custom-rules >/dev/null 2>&1 \
  || wasm-pack build crate --target web --profile wasm --no-opt --out-dir ../target/npm --features custom-rules
tests/node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  target/npm/blackjack_bg.wasm -o target/npm/blackjack_bg.wasm
echo "built target/npm ($(node -p "require('./target/npm/package.json').name + '@' + require('./target/npm/package.json').version"))"
