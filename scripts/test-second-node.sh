#!/usr/bin/env bash
# The lean leg CI runs on its second Node.js LTS (the whole suite runs on the first), on the same
# node_modules (better-sqlite3's Node-API binary loads under both): better-sqlite3 checked under
# this Node.js, the production build, the unit tests, and a browser smoke (pages, the
# screener's lead, the newsletter sign-up, an article with its PDF viewer) against that build,
# each stage timed like scripts/test-all.sh. Run it with the
# second Node.js first on PATH and npm_config_nodedir pointing at its folder (.ci/run does).
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

echo "== second Node.js leg on $(node --version)"
stage "better-sqlite3 loads under $(node --version)" node scripts/check-native.mjs
stage "build (next build and the server)" npm run build
stage "unit tests (Jest)" npm run test:unit
stage "browser smoke (Playwright, a few specs)" env E2E_SKIP_BUILD=1 npx playwright test \
  e2e/shell.spec.ts e2e/screener.spec.ts e2e/newsletter.spec.ts e2e/article.spec.ts
echo "== second Node.js leg passed in $((SECONDS - all)) s"
