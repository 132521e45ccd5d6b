#!/usr/bin/env bash
# Builds the engine for the browser into www/pkg/ (the shipped page), or,
# with --test, a build that can stack the shoe into target/pkg-test/ (for the
# end-to-end tests only). Needs the tools of tests/setup.sh.
#
# Where the nightly toolchain with rust-src is present (tests/setup.sh adds
# them), the standard library is rebuilt with panics that abort at once,
# which leaves out the panic message machinery, and without Debug formatting
# or source locations: about 16 KB less gzipped.
# Otherwise the stable toolchain builds it as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

out=www/pkg
features=()
if [ "${1:-}" = "--test" ]; then
  out=target/pkg-test
  features=(--features test-hooks)
fi

# SHA-256 in its compact form (the seed commitment needs one hash a round).
small='--cfg sha2_backend="soft-compact"'
wasm=""
if rustup +nightly component list --installed 2>/dev/null | grep -q '^rust-src' \
   && rustup +nightly target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  if RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none $small" \
     cargo +nightly build --quiet --profile wasm --target wasm32-unknown-unknown -p blackjack --lib \
       "${features[@]}" -Zbuild-std=std,panic_abort --target-dir target/nightly; then
    wasm=target/nightly/wasm32-unknown-unknown/wasm/blackjack.wasm
  else
    echo "www/build.sh: the nightly build failed; building with stable instead" >&2
  fi
fi
if [ -z "$wasm" ]; then
  RUSTFLAGS="$small" cargo build --quiet --profile wasm --target wasm32-unknown-unknown -p blackjack --lib "${features[@]}"
  wasm=target/wasm32-unknown-unknown/wasm/blackjack.wasm
fi

rm -rf "$out"
wasm-bindgen --target web --out-dir "$out" "$wasm"
tests/node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$out/blackjack_bg.wasm" -o "$out/blackjack_bg.wasm"
echo "built $out ($(wc -c < "$out/blackjack_bg.wasm") bytes of wasm, $(gzip -9c "$out/blackjack_bg.wasm" | wc -c) gzipped)"
