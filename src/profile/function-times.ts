import type { CallFrame, CpuProfile, ProfileNode } from './cpuprofile.js';

/** Where a function is: its name, script URL and 0-based line and column, as V8 reports them. */
export interface FunctionFrame {
  name: string;
  url: string;
  line: number;
  column: number;
}

/** One function's time in one profile, in milliseconds. */
export interface FunctionTime {
  frame: FunctionFrame;
  /** Time it was on top of the stack: samples × the sampling interval. */
  selfMs: number;
  /** Time it was anywhere on the stack (a recursive function counted once per sample). */
  totalMs: number;
}

export interface ProfileTimes {
  functions: FunctionTime[];
  /** Every sampled millisecond except `(idle)`: what the functions' self times add up to. */
  sampledMs: number;
}

/** V8's pseudo-frames that are no function's time: the tree's root and a thread waiting for work. */
const NOT_FUNCTIONS = new Set(['(root)', '(idle)']);

/** The identity of a frame within one profile: V8's script ids differ between processes, URLs do not. */
export function frameKey(frame: FunctionFrame): string {
  return JSON.stringify([frame.name, frame.url, frame.line, frame.column]);
}

function frameOf(callFrame: CallFrame): FunctionFrame {
  return {
    name: callFrame.functionName === '' ? '(anonymous)' : callFrame.functionName,
    url: callFrame.url,
    line: callFrame.lineNumber,
    column: callFrame.columnNumber,
  };
}

/**
 * Self and total time per function of one profile, grouped by function identity (name, URL,
 * line, column): the call tree has one node per call path, so a function called from several
 * places has several nodes. Each sample counts the profile's sampling interval (the median gap
 * between samples), not the gap to the next sample as Chrome DevTools counts it: a process
 * descheduled by a busy neighbour takes no samples meanwhile, and the gap would charge that
 * wait to whatever function it was running (measured beside a load of 25 on 2 cores: one
 * function's gap-time ranged 19–226 ms over 10 processes, its sample count 51–70).
 */
export function functionTimes(profile: CpuProfile): ProfileTimes {
  const { nodes, samples, timeDeltas } = profile;
  const index = new Map<number, number>(nodes.map((n, i) => [n.id, i]));
  const selfUs = new Float64Array(nodes.length);
  const interval = samplingInterval(timeDeltas);
  for (const id of samples) selfUs[index.get(id) as number] += interval;
  const keys = nodes.map((n) => frameKey(frameOf(n.callFrame)));
  const byKey = new Map<string, FunctionTime>();
  const entry = (i: number): FunctionTime => {
    let found = byKey.get(keys[i]);
    if (found === undefined) {
      found = { frame: frameOf(nodes[i].callFrame), selfMs: 0, totalMs: 0 };
      byKey.set(keys[i], found);
    }
    return found;
  };
  const subtreeUs = subtreeSums(nodes, index, selfUs);
  // Depth-first with a count of each function on the current path: a function's total is the
  // subtree time under its outermost nodes, so recursion is counted once.
  const onPath = new Map<string, number>();
  const root = rootIndex(nodes, index);
  const stack: { i: number; leaving: boolean }[] = [{ i: root, leaving: false }];
  let sampledUs = 0;
  while (stack.length > 0) {
    const { i, leaving } = stack.pop() as { i: number; leaving: boolean };
    const key = keys[i];
    const counted = !NOT_FUNCTIONS.has(nodes[i].callFrame.functionName);
    if (leaving) {
      if (counted) onPath.set(key, (onPath.get(key) ?? 0) - 1);
      continue;
    }
    if (counted) {
      const fn = entry(i);
      fn.selfMs += selfUs[i] / 1000;
      sampledUs += selfUs[i];
      if ((onPath.get(key) ?? 0) === 0) fn.totalMs += subtreeUs[i] / 1000;
      onPath.set(key, (onPath.get(key) ?? 0) + 1);
    }
    stack.push({ i, leaving: true });
    for (const child of nodes[i].children) stack.push({ i: index.get(child) as number, leaving: false });
  }
  return { functions: [...byKey.values()], sampledMs: sampledUs / 1000 };
}

/** The median of the gaps between samples (µs): the interval the profiler ran at while the process ran; 0 without samples. */
export function samplingInterval(timeDeltas: readonly number[]): number {
  const gaps = timeDeltas.filter((d) => d > 0).sort((a, b) => a - b);
  if (gaps.length === 0) return 0;
  const middle = gaps.length >> 1;
  return gaps.length % 2 === 1 ? gaps[middle] : (gaps[middle - 1] + gaps[middle]) / 2;
}

function rootIndex(nodes: readonly ProfileNode[], index: ReadonlyMap<number, number>): number {
  const children = new Set(nodes.flatMap((n) => n.children));
  return index.get((nodes.find((n) => !children.has(n.id)) as ProfileNode).id) as number;
}

/** Each node's self time plus its descendants' (the idle pseudo-frame's excluded), without recursion. */
function subtreeSums(nodes: readonly ProfileNode[], index: ReadonlyMap<number, number>, selfUs: Float64Array): Float64Array {
  const order: number[] = [];
  const stack = [rootIndex(nodes, index)];
  while (stack.length > 0) {
    const i = stack.pop() as number;
    order.push(i);
    for (const child of nodes[i].children) stack.push(index.get(child) as number);
  }
  const sums = new Float64Array(nodes.length);
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k];
    let sum = nodes[i].callFrame.functionName === '(idle)' ? 0 : selfUs[i];
    for (const child of nodes[i].children) sum += sums[index.get(child) as number];
    sums[i] = sum;
  }
  return sums;
}
