#!/usr/bin/env bash
# Builds the engine as an npm package for other developers (no page): the
# wasm-pack output with package.json and TypeScript types for the whole API,
# in target/npm/. Try it: `npm pack target/npm`.
set -euo pipefail
cd "$(dirname "$0")/.."
# The game's binding crate (crate/wasm-game), published under the engine's
# name: files blackjack*, package "blackjack".
build=(build crate/wasm-game --target web --profile wasm --no-opt --out-dir ../../target/npm --out-name blackjack --features full-api)
wasm-pack "${build[@]}" >/dev/null 2>&1 || wasm-pack "${build[@]}"
node -e '
  const fs = require("fs"), file = "target/npm/package.json";
  const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
  manifest.name = "blackjack";
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
'
tests/node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  target/npm/blackjack_bg.wasm -o target/npm/blackjack_bg.wasm
echo "built target/npm ($(node -p "require('./target/npm/package.json').name + '@' + require('./target/npm/package.json').version"))"
