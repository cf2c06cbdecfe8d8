#!/usr/bin/env bash
# Stops the servers start.sh started (by their recorded process ids).
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK="${HG_WP_WORK:-$(dirname "$HERE")/.wordpress-test}"
for name in php mariadbd; do
  if [[ -f "$WORK/run/$name.pid" ]]; then
    kill "$(cat "$WORK/run/$name.pid")" 2>/dev/null || true
    rm -f "$WORK/run/$name.pid"
  fi
done
