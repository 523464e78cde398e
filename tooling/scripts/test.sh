#!/usr/bin/env bash
# `pnpm test` (and so `./run test` and CI): every task of turbo.json in every package, in two lanes, one per
# core of CI's machine, each running one task at a time:
#   1. the builds the suite needs (the packages, the journey, the customer space);
#   2. lane one: the journey's end-to-end suite, by far the longest task (two workers), started as soon as what
#      it serves is built; then the core service's suite on PostgreSQL (test:pg), its bench and load scripts run
#      short (test:bench) and the journey's other tasks;
#      lane two, beside it: every other package's tasks, then the production rehearsal (the journey's
#      test:rehearsal: the bundle over HTTPS on PostgreSQL, one person on the desktop, about a minute), run on the
#      bundle that lane's release tests made;
#   3. Lighthouse, alone once both lanes have ended: its scores follow the machine's load (the home page scored
#      78 with TBT 1,026 ms beside the other lane's last task, 92-97 alone).
# In one `turbo run` the e2e suite queued behind every lint, type check and unit test (turbo runs ready tasks
# first come, first served) and started 9 minutes in. Two tasks at a time beside the suite (TEST_CONCURRENCY=2)
# starved the unit tests (userEvent tests past their time limits), and so did a third lane: the machine is bound
# by CPU. So the lanes are balanced by what each holds: in CI on 30 November lane one (the e2e suite 484 s, the
# PostgreSQL run 161 s, the bench 63 s, the journey's and the registry check's tasks 90 s) ended at 821 s, lane
# two at 725 s and the rehearsal at 767 s, so the registry check (22 s) runs in lane two. The builds are then
# cache hits: turbo leaves their outputs as they are, so the servers under test never see a file rewritten.
# Step 2 prints the logs of the tasks it runs (step 1's are not repeated). The exit status is a failure's; with
# --continue every task still runs and reports.
set -uo pipefail
cd "$(dirname "$0")/../.."
started_ms=$(( $(date +%s) * 1000 ))
# Each turbo run writes its summary (.turbo/runs), from which the end of this script prints where the time went.
export TURBO_RUN_SUMMARY=true

# Every package's own tasks. test:bench (the core service's only one) runs in lane one, named on its own: in lane
# two it made that lane end last.
tasks=(lint typecheck test build boundaries test:registry ticket-words)
if ! turbo run build --filter=@souscrire/journey --filter=@souscrire/customer-space --concurrency=2; then
  # A build the suite needs failed: run everything as one graph so that every other failure is reported too.
  exec turbo run "${tasks[@]}" test:bench test:e2e test:pg test:rehearsal lighthouse --continue --concurrency=2
fi

# Runs a command and keeps the lane's first failure.
keep_first() {
  "$@"
  local status=$?
  if [ "$lane_status" -eq 0 ]; then lane_status=$status; fi
}
lane_one() {
  lane_status=0
  keep_first turbo run @souscrire/journey#test:e2e --output-logs=new-only
  keep_first turbo run @souscrire/core-service#test:pg --output-logs=new-only
  keep_first turbo run @souscrire/core-service#test:bench --output-logs=new-only
  keep_first turbo run "${tasks[@]}" --filter=@souscrire/journey --continue \
    --output-logs=new-only --concurrency=1
  return "$lane_status"
}
lane_one &
lane=$!
# A Ctrl-C stops lane one too (a background job of a script ignores SIGINT): its turbo, then the lane.
trap 'pkill -TERM -P "$lane" 2>/dev/null; kill "$lane" 2>/dev/null' INT TERM
turbo run "${tasks[@]}" @souscrire/customer-space#test:e2e \
  --filter='!@souscrire/journey' --continue \
  --output-logs=new-only --concurrency="${TEST_CONCURRENCY:-1}"
rest=$?
# A run of its own: named beside a filter, a task of the journey brings the journey's other tasks into scope,
# and its unit tests and type check ran twice (once in each lane). --only: the bundle lane two's release tests made
# (the bundle is never cached) is the one rehearsed, not made a second time.
turbo run @souscrire/journey#test:rehearsal --only --output-logs=new-only
rehearsal=$?
if [ "$rest" -eq 0 ]; then rest=$rehearsal; fi
wait "$lane"
first=$?
turbo run lighthouse --output-logs=new-only
audit=$?
node tooling/scripts/ci-times.ts "$started_ms"
if [ "$rest" -ne 0 ]; then exit "$rest"; fi
if [ "$first" -ne 0 ]; then exit "$first"; fi
exit "$audit"
