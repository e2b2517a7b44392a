#!/usr/bin/env bash
# `npm test`: every test the project has, in order of cost. Prints one closing line "N passed, N failed".
#   type check, import rule, GraphQL types current → unit tests → API tests on PGlite → API tests on PostgreSQL →
#   scale-out (3 instances behind nginx) → browser tests (Chromium)
# PostgreSQL: TEST_DATABASE_URL (default the local server). In CI (CI=true) an unreachable server fails the run;
# locally it is skipped with a warning so a newcomer without PostgreSQL can still run everything else.
set -uo pipefail
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT
failed_steps=()

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

run_vitest() { # name, extra env…, -- vitest args
  local name=$1; shift
  local env_args=()
  while [ "$1" != "--" ]; do env_args+=("$1"); shift; done; shift
  env "${env_args[@]}" npx vitest run "$@" --reporter=default --reporter=json --outputFile="$results_dir/$name.json" \
    || failed_steps+=("$name")
}

step "type check"
npx tsc --noEmit || failed_steps+=("typecheck")
npm run --silent check:imports || failed_steps+=("imports")
# The web's GraphQL types must be generated from the schemas as they are now (ADR 10).
npm run --silent codegen -- --check || failed_steps+=("graphql-codegen")

step "unit tests"
run_vitest unit CI="${CI:-}" -- --project unit

step "API tests on PGlite"
run_vitest api-pglite TEST_DATABASE=pglite -- --project api

step "API tests on PostgreSQL"
pg_url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$pg_url"; then
  pg_reachable=yes
  run_vitest api-postgres TEST_DATABASE=postgres TEST_DATABASE_URL="$pg_url" -- --project api
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL is unreachable at $pg_url — CI requires it." >&2
  failed_steps+=("postgres-unreachable")
else
  echo "WARNING: PostgreSQL unreachable at $pg_url; skipping the PostgreSQL run (CI does not skip it)." >&2
fi

step "scale-out: 3 instances behind nginx (PostgreSQL, Redis, S3)"
# bench/scale/scale-set.ts: a scratch database on the PostgreSQL above, a private redis-server, nginx; builds Next once
# (the browser tests then reuse that build). Skipped locally with a warning when a piece is missing; CI requires it.
if command -v nginx >/dev/null && command -v redis-server >/dev/null && [ "${pg_reachable:-}" = "yes" ]; then
  run_vitest scale SCALE_ADMIN_URL="$pg_url" -- --project scale
elif [ "${CI:-}" = "true" ]; then
  echo "The scale-out tests need nginx, redis-server and PostgreSQL — CI requires them (.ci/run installs nginx)." >&2
  failed_steps+=("scale-prerequisites")
else
  echo "WARNING: nginx, redis-server or PostgreSQL missing; skipping the scale-out tests. Install with: apt-get install -y nginx redis-server" >&2
fi

step "browser tests (Chromium)"
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium" ]; then
  # failOnFlakyTests (playwright.config.ts) makes a test that passed only on a retry fail this step.
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/e2e.json" npx playwright test --reporter=list,json || failed_steps+=("e2e")
  rm -rf data/e2e-* # each run starts its server on a fresh embedded database
elif [ "${CI:-}" = "true" ]; then
  echo "Chromium not found at $chromium — CI requires it (.ci/run installs Debian's chromium)." >&2
  failed_steps+=("chromium-missing")
else
  echo "WARNING: no Chromium at $chromium; skipping browser tests. Install it with: apt-get install -y chromium" >&2
fi

# One closing line over every runner.
node -e '
const fs = require("fs"), path = require("path");
let passed = 0, failed = 0, skipped = 0;
for (const f of fs.readdirSync(process.argv[1])) {
  const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
  if (r.stats && r.stats.expected !== undefined) { // Playwright
    // "flaky" passed only on a retry: counted as failed, as it would fail a run without retries.
    passed += r.stats.expected; failed += r.stats.unexpected + (r.stats.flaky || 0); skipped += r.stats.skipped;
  } else { // Vitest
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests || 0);
  }
}
const steps = process.argv[2];
if (steps) failed = Math.max(failed, 1);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (steps) console.log(`failed steps: ${steps}`);
' "$results_dir" "${failed_steps[*]:-}"

[ ${#failed_steps[@]} -eq 0 ]
