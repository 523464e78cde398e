#!/usr/bin/env bash
# `pnpm test` (and so `./run test` and CI): every task of turbo.json in every package, in three lanes started
# as soon as what they serve or test is built:
#   1. the builds the e2e suites need (the packages, the journey, the customer space);
#   2. then, side by side:
#      - the journey's end-to-end suite (two Playwright workers), the longest task (20 of CI's minutes);
#      - the core service's tasks, its suite run twice (PGlite, then PostgreSQL: 9 minutes of one core);
#      - everything else, one task at a time (TEST_CONCURRENCY=2: two; beside the suite two such tasks starved
#        the journey's userEvent tests on CI's two cores).
# In one `turbo run` the suite queued behind every lint, type check and unit test (turbo runs ready tasks first
# come, first served) and started 9 minutes in. With the core service's tasks in the third lane, they were the
# last to start, after the suite had ended, and ran 9 minutes on one core of the two (CI: 32 minutes). The
# builds of step 1 are cache hits in step 2: turbo leaves their outputs as they are, so the servers under test
# never see a file rewritten.
# Step 2 prints the logs of the tasks it runs (step 1's are not repeated). The exit status is a failure's; with
# --continue every task still runs and reports.
set -uo pipefail
cd "$(dirname "$0")/../.."

tasks=(lint typecheck test build lighthouse test:bench boundaries)
if ! turbo run build --filter=@souscrire/journey --filter=@souscrire/customer-space --concurrency=2; then
  # A build the suite needs failed: run everything as one graph so that every other failure is reported too.
  exec turbo run "${tasks[@]}" test:e2e --continue --concurrency=2
fi

turbo run @souscrire/journey#test:e2e --output-logs=new-only &
e2e=$!
turbo run lint typecheck test test:bench --filter=@souscrire/core-service --continue --output-logs=new-only \
  --concurrency=1 &
core=$!
# A Ctrl-C stops the background lanes too (a background job of a script ignores SIGINT).
trap 'kill "$e2e" "$core" 2>/dev/null' INT TERM
turbo run "${tasks[@]}" @souscrire/customer-space#test:e2e --filter='!@souscrire/core-service' --continue \
  --output-logs=new-only --concurrency="${TEST_CONCURRENCY:-1}"
rest=$?
wait "$core"
service=$?
wait "$e2e"
suite=$?
for status in "$rest" "$service" "$suite"; do
  if [ "$status" -ne 0 ]; then exit "$status"; fi
done
exit 0
