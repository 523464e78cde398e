// The CPU profile of `pnpm bench` (scripts/bench.ts): V8's `--cpu-prof` file of the service while it answered
// one call, read back as self time per function and per module (a package of node_modules, a file of the
// service, Node's own code), so that the bench names what a route costs beyond the framework.
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** A span of the monotonic clock in microseconds (`process.hrtime`'s, which V8's profile timestamps use). */
export type Window = { from: number; to: number };

/** A function or module and its share of the profile's sampled time. */
export type SelfTime = { name: string; ms: number; share: number };

/** Where a frame's code lives: a package, a file of this repository, Node's own, or V8's (GC, idle, program). */
export function moduleOf(url: string): string {
  if (url === '') return '(V8: garbage collection, idle, native)';
  if (url.startsWith('node:')) return url;
  const path = url.replace(/^file:\/\//, '');
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (pnpm?.[1] !== undefined) return pnpm[1];
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (plain?.[1] !== undefined) return plain[1];
  const own = /\/(apps|packages|tooling)\/(.+)$/.exec(path);
  return own === null ? path : `${own[1]}/${own[2]}`;
}

const top = (totals: Map<string, number>, all: number, count: number): SelfTime[] =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: us / all }));

/**
 * The `count` functions and modules with the most self time in a `.cpuprofile` file, with their share of all
 * time sampled within `window` (the process's start and stop left out; idle included: a share is of the wall
 * time the window covers).
 *
 * @example
 * const { functions, modules } = selfTimes('.data/bench/root.cpuprofile', window, 15);
 */
export function selfTimes(
  file: string,
  window: Window,
  count: number,
): { functions: SelfTime[]; modules: SelfTime[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let all = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    at += us;
    const frame = frames.get(id);
    if (frame === undefined || at < window.from || at > window.to) return;
    all += us;
    const module = moduleOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${module}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byModule.set(module, (byModule.get(module) ?? 0) + us);
  });
  return { functions: top(byFunction, all, count), modules: top(byModule, all, count) };
}
