#!/usr/bin/env bash
# The test command: installs what is missing, then runs every test.
# CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tests/setup.sh

echo "== format"
cargo fmt --all -- --check

echo "== lint"
cargo clippy --workspace --all-targets --all-features -- -D warnings

echo "== engine tests (release; 100000 property-test cases)"
PROPTEST_CASES="${PROPTEST_CASES:-100000}" cargo test --release --workspace --all-targets

echo "== doc tests"
cargo test --release --workspace --doc

echo "== scenarios"
scenarios=(tests/scenarios/*.json)
if [ -d ../shared/scenarios ]; then
  scenarios+=(../shared/scenarios/*.json)
fi
cargo run --release --bin blackjack -- scenario "${scenarios[@]}"

echo "== generated charts, the docs' copies and links"
bash tests/charts.sh
bash tests/docs.sh

echo "== engine in the browser (wasm-bindgen-test, headless Chromium)"
wasm-pack test --headless --chrome crate/wasm-game --features test-hooks

echo "== page in the browser (playwright-core, Debian's Chromium)"
bash www/build.sh
bash www/build.sh --test
bash www/package.sh
bash www/dist.sh --no-build
echo "== page modules (node --test, no browser)"
(cd tests && node --test unit/)
# Two end-to-end files at a time: each has its own server (a free port) and
# each test its own browser profile, so they share nothing.
(cd tests && node --test --test-concurrency=2 e2e/)
