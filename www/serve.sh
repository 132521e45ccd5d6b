#!/usr/bin/env bash
# Builds the game (www/dist.sh: the self-contained, minified copy with the
# offline worker) and serves it on localhost, printing its address.
# PORT picks the port (default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/setup.sh
bash www/dist.sh
port="${PORT:-8080}"
echo "Blackjack is being served at http://localhost:$port/ (Ctrl-C stops it)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
