import { isRecord } from '../util/is-record.js';

/**
 * The V8 CPU profile (`.cpuprofile`), what `node --cpu-prof --cpu-prof-dir=D` writes and Chrome
 * DevTools opens: a call tree of `nodes`, the node on top of the stack at each sample, and the
 * microseconds between samples. Only the fields read here are typed; others are ignored.
 */
export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, −1 for native frames such as `(program)`. */
  lineNumber: number;
  columnNumber: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds. */
  startTime: number;
  endTime: number;
  /** The id of the node on top of the stack at each sample. */
  samples: number[];
  /** Microseconds since the previous sample (the first: since startTime). */
  timeDeltas: number[];
}

/**
 * Profiles come from the measured code and are data: a file larger than this is refused before
 * it is parsed (a one-minute process sampled every millisecond writes about 1 MB).
 */
export const MAX_PROFILE_BYTES = 64 * 1024 * 1024;
export const MAX_PROFILE_NODES = 200_000;
export const MAX_PROFILE_SAMPLES = 5_000_000;
/** Longer names and URLs are cut: they are shown, never looked up. */
export const MAX_FRAME_TEXT = 1000;

/** A profile that is not one: the message names the file and what is wrong. */
export class ProfileFormatError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: not a V8 CPU profile (.cpuprofile): ${problem}`);
    this.name = 'ProfileFormatError';
  }
}

const cut = (text: string) => (text.length > MAX_FRAME_TEXT ? `${text.slice(0, MAX_FRAME_TEXT - 1)}…` : text);

/**
 * Parses and checks a `.cpuprofile`: sizes within the bounds above, every number finite, node ids
 * unique, the children forming one tree from a single root, and every sample naming a node.
 * Throws ProfileFormatError naming `file`.
 */
export function parseCpuProfile(text: string, file: string): CpuProfile {
  const fail = (problem: string): never => {
    throw new ProfileFormatError(file, problem);
  };
  if (text.length > MAX_PROFILE_BYTES) fail(`${text.length} characters, more than the ${MAX_PROFILE_BYTES} a profile may have`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(json)) return fail('the top level is not an object');
  const { nodes, startTime, endTime, samples, timeDeltas } = json;
  if (!Array.isArray(nodes) || nodes.length === 0) return fail('"nodes" is not a non-empty array');
  if (nodes.length > MAX_PROFILE_NODES) fail(`${nodes.length} nodes, more than the ${MAX_PROFILE_NODES} read`);
  if (!isFiniteNumber(startTime) || !isFiniteNumber(endTime) || endTime < startTime) fail('"startTime"/"endTime" are not finite microseconds in order');
  if (!Array.isArray(samples) || !Array.isArray(timeDeltas)) return fail('"samples" and "timeDeltas" must be arrays (a profile of Node 12 or later)');
  if (samples.length !== timeDeltas.length) fail(`${samples.length} samples but ${timeDeltas.length} timeDeltas`);
  if (samples.length > MAX_PROFILE_SAMPLES) fail(`${samples.length} samples, more than the ${MAX_PROFILE_SAMPLES} read`);
  const parsed = nodes.map((node: unknown, index) => parseNode(node, index, fail));
  checkTree(parsed, fail);
  const ids = new Set(parsed.map((n) => n.id));
  samples.forEach((id: unknown, i) => {
    if (typeof id !== 'number' || !ids.has(id)) fail(`samples[${i}] is not the id of a node`);
  });
  timeDeltas.forEach((delta: unknown, i) => {
    if (!isFiniteNumber(delta)) fail(`timeDeltas[${i}] is not a finite number`);
  });
  return { nodes: parsed, startTime: startTime as number, endTime: endTime as number, samples: samples as number[], timeDeltas: timeDeltas as number[] };
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function parseNode(node: unknown, index: number, fail: (problem: string) => never): ProfileNode {
  const at = `nodes[${index}]`;
  if (!isRecord(node)) return fail(`${at} is not an object`);
  const { id, callFrame, children = [] } = node;
  if (!Number.isSafeInteger(id)) fail(`${at}.id is not an integer`);
  if (!isRecord(callFrame)) return fail(`${at}.callFrame is not an object`);
  const { functionName, url, lineNumber, columnNumber } = callFrame;
  if (typeof functionName !== 'string' || typeof url !== 'string') fail(`${at}.callFrame.functionName and .url must be strings`);
  if (!Number.isSafeInteger(lineNumber) || !Number.isSafeInteger(columnNumber)) fail(`${at}.callFrame.lineNumber and .columnNumber must be integers`);
  if (!Array.isArray(children) || !children.every((c) => Number.isSafeInteger(c))) fail(`${at}.children is not an array of node ids`);
  return {
    id: id as number,
    callFrame: { functionName: cut(functionName), url: cut(url), lineNumber: lineNumber as number, columnNumber: columnNumber as number },
    children: children as number[],
  };
}

/** Unique ids; each child an existing node with one parent; exactly one root; every node reachable from it (so no cycle). */
function checkTree(nodes: readonly ProfileNode[], fail: (problem: string) => never): void {
  const byId = new Map<number, ProfileNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) fail(`node id ${node.id} appears twice`);
    byId.set(node.id, node);
  }
  const hasParent = new Set<number>();
  for (const node of nodes)
    for (const child of node.children) {
      if (!byId.has(child)) fail(`node ${node.id} names child ${child}, which is not a node`);
      if (hasParent.has(child)) fail(`node ${child} has more than one parent`);
      hasParent.add(child);
    }
  const roots = nodes.filter((n) => !hasParent.has(n.id));
  if (roots.length !== 1) fail(`the call tree has ${roots.length} roots, not 1`);
  let reached = 0;
  const stack = [roots[0]];
  while (stack.length > 0) {
    const node = stack.pop() as ProfileNode;
    reached++;
    for (const child of node.children) stack.push(byId.get(child) as ProfileNode);
  }
  if (reached !== nodes.length) fail('the children form a cycle');
}
