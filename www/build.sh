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

# SHA-256 in its compact form (the seed commitment needs one hash a round;
# sha2 0.11 names the option sha2_backend_soft).
small='--cfg sha2_backend_soft="compact"'
nightly=0
if rustup +nightly component list --installed 2>/dev/null | grep -q '^rust-src' \
   && rustup +nightly target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  nightly=1
fi

# build_wasm NAME PACKAGE PROFILE OPT OUTDIR CARGO-ARGS...: the wasm module
# of the binding crate PACKAGE (crate/wasm-*), its glue and types in OUTDIR
# named NAME (cargo profile PROFILE, then wasm-opt OPT).
build_wasm() {
  local name=$1 package=$2 profile=$3 opt=$4 dir=$5 wasm=""
  local lib=${package//-/_}
  shift 5
  if [ "$nightly" = 1 ]; then
    if RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none $small" \
       cargo +nightly build --quiet --profile "$profile" --target wasm32-unknown-unknown -p "$package" --lib "$@" \
         -Zbuild-std=std,panic_abort --target-dir "target/nightly-$name"; then
      wasm=target/nightly-$name/wasm32-unknown-unknown/$profile/$lib.wasm
    else
      echo "www/build.sh: the nightly build failed; building with stable instead" >&2
    fi
  fi
  if [ -z "$wasm" ]; then
    RUSTFLAGS="$small" cargo build --quiet --profile "$profile" --target wasm32-unknown-unknown -p "$package" --lib "$@" \
      --target-dir "target/stable-$name"
    wasm=target/stable-$name/wasm32-unknown-unknown/$profile/$lib.wasm
  fi
  rm -rf "$dir"
  wasm-bindgen --target web --out-name "$name" --out-dir "$dir" "$wasm"
  tests/node_modules/.bin/wasm-opt $opt --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$dir/${name}_bg.wasm" -o "$dir/${name}_bg.wasm"
}

# The game module: the smallest wasm-opt gives (--converge repeats -Oz until
# nothing changes; --low-memory-unused: Rust never uses the first 1 KB, the
# stack starting at 1 MB and growing down; --strip-producers: metadata only).
build_wasm blackjack blackjack-wasm-game wasm "-Oz --converge --low-memory-unused --strip-producers" "$out" --no-default-features "${features[@]}"
# The odds module (every use of the exact odds: hints, the trainer, the
# count, charts, index plays, round reviews, share links, a session's sums,
# lifetime progress, the simulator): the one module the game's engine port
# (www/core/engine.js) loads into its workers, once each, when the page is
# idle. Built for speed (-O3; the low 1 KB unused and the producers dropped,
# as the game's).
build_wasm odds blackjack-wasm-odds wasm-fast "-O3 --low-memory-unused --strip-producers" "$out/odds"
# Saved games of the earlier format and the checks of a recalled round: a
# small module of its own, loaded only when needed.
build_wasm recall blackjack-wasm-recall wasm -Oz "$out/recall"
# The practice drill: a small module of its own, loaded when the drill is
# first entered.
build_wasm practice blackjack-wasm-practice wasm -Oz "$out/practice"
gz() { gzip -9c "$1" | wc -c; }
echo "built $out ($(wc -c < "$out/blackjack_bg.wasm") bytes of wasm, $(gz "$out/blackjack_bg.wasm") gzipped; the odds module $(gz "$out/odds/odds_bg.wasm"), the recall module $(gz "$out/recall/recall_bg.wasm"), the practice module $(gz "$out/practice/practice_bg.wasm") gzipped)"
