import type { BenchmarkRecord, BinaryRecord, VersionRecord } from '../results/results-format.js';

/** One runner's record of a benchmark, and the id its binaries get in the merged record. */
export interface ReplicaRecord {
  runner: string;
  record: BenchmarkRecord;
}

function largestBlock(version: VersionRecord): number {
  let largest = -1;
  for (const binary of version.binaries) for (const e of binary.executions) if (e.block !== undefined && e.block > largest) largest = e.block;
  return largest;
}

function tagged(binary: BinaryRecord, runner: string, blockOffset: number): BinaryRecord {
  return {
    ...binary,
    // A record that already went through a merge keeps its runners apart: `replica-2:replica-1`.
    runner: binary.runner === undefined ? runner : `${runner}:${binary.runner}`,
    executions: binary.executions.map((e) => (e.block === undefined ? { ...e } : { ...e, block: e.block + blockOffset })),
  };
}

/**
 * One benchmark measured on several runners, as one record: the binaries of every runner,
 * each tagged with its runner id, so the analysis can make the runner the top random level.
 * Interleaving blocks are renumbered so that they stay unique (block b of the second runner
 * becomes b + the first runner's block count), keeping each base/head pair on its own runner;
 * `order` stays the position within its runner's run. The caller checks unit and direction.
 */
export function combineReplicas(replicas: readonly ReplicaRecord[]): BenchmarkRecord {
  if (replicas.length === 0) throw new RangeError('combineReplicas: no records');
  const [first] = replicas;
  const base: VersionRecord = { ...pick(first.record.base), binaries: [] };
  const head: VersionRecord = { ...pick(first.record.head), binaries: [] };
  let offset = 0;
  for (const { runner, record } of replicas) {
    base.binaries.push(...record.base.binaries.map((b) => tagged(b, runner, offset)));
    head.binaries.push(...record.head.binaries.map((b) => tagged(b, runner, offset)));
    offset += Math.max(largestBlock(record.base), largestBlock(record.head)) + 1;
  }
  return { name: first.record.name, unit: first.record.unit, better: first.record.better, base, head };
}

function pick(version: VersionRecord): Omit<VersionRecord, 'binaries'> {
  return { ...(version.ref === undefined ? {} : { ref: version.ref }), ...(version.sha === undefined ? {} : { sha: version.sha }) };
}
