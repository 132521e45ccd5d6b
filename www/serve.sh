#!/usr/bin/env bash
# Builds the game (www/dist.sh: the self-contained, minified copy with the
# offline worker) and serves it on localhost, printing its address, as a host
# would: brotli or gzip, application/wasm, ETag, Cache-Control and the
# page's first fetches as a Link header (www/serve.py).
# PORT picks the port (default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash www/setup.sh
bash www/dist.sh
exec python3 www/serve.py dist "${PORT:-8080}"
