#!/usr/bin/env bash
# Every test suite, one after the other, each with the time it took: `npm test` (Jest, the
# bench tooling, Playwright against the production build), then the suites against real
# engines, which install Debian's packages with apt-get (run as root, as CI does) and reuse
# the build that Playwright made.
set -euo pipefail
cd "$(dirname "$0")/.."

all=$SECONDS
stage() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name: done in $((SECONDS - started)) s"
}

stage "unit tests (Jest)" npm run test:unit
stage "bench tooling" npm run test:bench
stage "browser tests (Playwright, production build)" npm run test:e2e
stage "real WordPress (Debian's wordpress, MariaDB, PHP on loopback)" npm run test:wordpress
stage "real engines (PostgreSQL, redis-server, nginx on loopback)" npm run test:engines
stage "secrets stay out of the browser's files" npm run test:secrets
echo "== every suite passed in $((SECONDS - all)) s"
