#!/usr/bin/env bash
# `pnpm test` (and so `./run test` and CI): every task of turbo.json in every package, in two lanes, one per
# core of CI's machine:
#   1. the builds the suite needs (the packages, the journey, the customer space);
#   2. lane one: the journey's end-to-end suite, by far the longest task (two workers), started as soon as what
#      it serves is built, then the core service's suite on PostgreSQL (test:pg);
#      lane two, beside it: everything else, one task at a time.
# In one `turbo run` the e2e suite queued behind every lint, type check and unit test (turbo runs ready tasks
# first come, first served) and started 9 minutes in. A lane two of two tasks at a time (TEST_CONCURRENCY=2)
# starved the unit tests beside the suite (userEvent tests past their time limits), and so did a third lane
# for the core service's suite: the machine is bound by CPU, so each lane runs one thing at a time and the
# PostgreSQL run waits for the e2e suite's end rather than running beside it. The builds are then cache hits:
# turbo leaves their outputs as they are, so the servers under test never see a file rewritten.
# Step 2 prints the logs of the tasks it runs (step 1's are not repeated). The exit status is a failure's; with
# --continue every task still runs and reports.
set -uo pipefail
cd "$(dirname "$0")/../.."

tasks=(lint typecheck test build lighthouse test:bench boundaries)
if ! turbo run build --filter=@souscrire/journey --filter=@souscrire/customer-space --concurrency=2; then
  # A build the suite needs failed: run everything as one graph so that every other failure is reported too.
  exec turbo run "${tasks[@]}" test:e2e test:pg --continue --concurrency=2
fi

lane_one() {
  turbo run @souscrire/journey#test:e2e --output-logs=new-only
  local suite=$?
  turbo run @souscrire/core-service#test:pg --output-logs=new-only
  local pg=$?
  if [ "$suite" -ne 0 ]; then return "$suite"; fi
  return "$pg"
}
lane_one &
lane=$!
# A Ctrl-C stops lane one too (a background job of a script ignores SIGINT): its turbo, then the lane.
trap 'pkill -TERM -P "$lane" 2>/dev/null; kill "$lane" 2>/dev/null' INT TERM
turbo run "${tasks[@]}" @souscrire/customer-space#test:e2e --continue --output-logs=new-only \
  --concurrency="${TEST_CONCURRENCY:-1}"
rest=$?
wait "$lane"
first=$?
if [ "$rest" -ne 0 ]; then exit "$rest"; fi
exit "$first"
