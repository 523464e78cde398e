// Where the test command's time went: every task turbo ran since a moment (the test command's start), from the
// run summaries `turbo run --summarize` writes in .turbo/runs, longest first, with each run's wall time. The
// test command prints it at its end, so a CI log says which tasks to look at when CI gets slower.
//
// Usage: node tooling/scripts/ci-times.ts <start, in milliseconds since the epoch>
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Summary = {
  execution: { command: string; startTime: number; endTime: number };
  tasks: {
    taskId: string;
    cache: { status: 'HIT' | 'MISS' };
    execution?: { startTime: number; endTime: number };
  }[];
};

const since = Number(process.argv[2] ?? 0);
const folder = join(import.meta.dirname, '../../.turbo/runs');
const summaries = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
  .map((entry) => JSON.parse(readFileSync(join(folder, entry.name), 'utf8')) as Summary)
  .filter((summary) => summary.execution.startTime >= since)
  .toSorted((a, b) => a.execution.startTime - b.execution.startTime);

const print = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(0).padStart(5)} s`;
print('Where the time went (turbo runs, wall time from the start of the test command):');
for (const { execution } of summaries) {
  const command = execution.command.replace(/^turbo run /, '').slice(0, 90);
  print(`${seconds(execution.startTime - since)} to ${seconds(execution.endTime - since)}  ${command}`);
}
const ran = summaries
  .flatMap((summary) => summary.tasks)
  .filter((task) => task.cache.status === 'MISS' && task.execution !== undefined)
  .map((task) => ({
    id: task.taskId,
    took: (task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0),
  }))
  .toSorted((a, b) => b.took - a.took);
print('Tasks run (cache hits aside), longest first:');
for (const task of ran.slice(0, 25)) print(`${seconds(task.took)}  ${task.id}`);
const total = ran.reduce((sum, task) => sum + task.took, 0);
print(`${seconds(total)}  all ${ran.length} tasks together`);
