#!/usr/bin/env bash
# Stops the servers start.sh started: each runs in its own process group (setsid), so PHP's
# worker processes end with their parent.
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK="${HG_WP_WORK:-$(dirname "$HERE")/.wordpress-test}"
for name in php mariadbd; do
  if [[ -f "$WORK/run/$name.pid" ]]; then
    pid="$(cat "$WORK/run/$name.pid")"
    kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
    rm -f "$WORK/run/$name.pid"
  fi
done
