#!/usr/bin/env bash
# `pnpm test` (and so `./run test` and CI): every task of turbo.json in every package, with the journey's
# end-to-end suite, by far the longest task (18 of CI's 30 minutes on two workers, 13 alone; 31 on one worker),
# started as soon as what it serves is built. The other tasks, one at a time beside it, now end last.
# In one `turbo run` it queued behind every lint, type check and unit test (turbo runs ready tasks first come,
# first served) and started 9 minutes in. Here:
#   1. the builds the suite needs (the packages, the journey, the customer space);
#   2. the suite, and alongside it everything else, one task at a time (TEST_CONCURRENCY=2: two; on CI's two
#      cores the suite beside two tasks starved the unit tests: userEvent tests past their time limits); those
#      builds are then cache hits: turbo leaves their outputs as they are, so the servers under test never see a
#      file rewritten.
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
# A Ctrl-C stops the suite too (a background job of a script ignores SIGINT).
trap 'kill "$e2e" 2>/dev/null' INT TERM
turbo run "${tasks[@]}" @souscrire/customer-space#test:e2e --continue --output-logs=new-only \
  --concurrency="${TEST_CONCURRENCY:-1}"
rest=$?
wait "$e2e"
suite=$?
if [ "$rest" -ne 0 ]; then exit "$rest"; fi
exit "$suite"
