import {
  count,
  defined,
  describe,
  fields,
  finite,
  flag,
  listOf,
  maybe,
  nonEmptyText,
  oneOf,
  optional,
  requireRecord,
  ResultsFormatError,
  text,
  type Read,
} from './json-checks.js';
import { readAnalysisRecord } from './analysis-record.js';
import { maybeOutputNotes } from './output-notes.js';
import { BETTER_DIRECTIONS, VERSION_SIDES, type VersionSide } from './results-format.js';
import {
  COST_SOURCES,
  SPENDING_KINDS,
  STOPPED_BY_REASONS,
  GROWTH_MODES,
  T_BOUNDARIES,
  type CommandsMeta,
  type DesignMeta,
  type EndedProcessRecord,
  type FailedBuildMeta,
  type FailureMeta,
  type GitHubMeta,
  type LookMeta,
  type MergeInputMeta,
  type MergeMeta,
  type NotMeasuredMeta,
  type PlanMeta,
  type ProofMeta,
  type ResultsMeta,
  type RunnerMeta,
  type SequentialMeta,
  type ShardMeta,
  type Sides,
  type SpendingMeta,
  type StoppedByMeta,
} from './results-meta.js';

function sides<T>(read: Read<T>): Read<Sides<T>> {
  return (value, path) => fields<Sides<T>>(value, path, { base: read, head: read });
}

const someSides: Read<Partial<Sides<string>>> = (value, path) => fields<Partial<Sides<string>>>(value, path, { base: maybe(text), head: maybe(text) });
const side: Read<VersionSide> = (value, path) => oneOf(value, VERSION_SIDES, path);
const names: Read<string[]> = (value, path) => listOf(value, path, text);
const list =
  <T>(read: Read<T>): Read<T[]> =>
  (value, path) =>
    listOf(value, path, read);
const positive: Read<number> = (value, path) => count(value, path, 1);
const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);
/** `read`, with `fallback` for an absent value (fields older writers left out). */
const absentAs =
  <T>(fallback: unknown, read: Read<T>): Read<T> =>
  (value, path) =>
    read(value ?? fallback, path);

const design: Read<DesignMeta> = (value, path) =>
  fields<DesignMeta>(value, path, {
    binaries: positive,
    executions: positive,
    interleaving: maybe(text),
    builds: maybe(sides(count)),
    executionsPerBuild: maybe(count),
    extraRounds: maybe(count),
    identicalBuilds: maybe(sides(flag)),
    addedBuilds: maybe(count),
  });

const commands: Read<CommandsMeta> = (value, path) =>
  fields<CommandsMeta>(value, path, { build: nullable(text), clean: absentAs(null, nullable(text)), bench: text });

const runner: Read<RunnerMeta> = (value, path) =>
  typeof value === 'string'
    ? value
    : fields<Exclude<RunnerMeta, string>>(value, path, { os: maybe(text), cpu: maybe(text), cpus: maybe(count), node: maybe(text), name: maybe(text) });

const failure: Read<FailureMeta> = (value, path) =>
  fields<FailureMeta>(value, path, { version: side, binary: maybe(count), execution: maybe(count), block: maybe(count), reason: text, from: maybe(text) });

const failedBuild: Read<FailedBuildMeta> = (value, path) =>
  fields<FailedBuildMeta>(value, path, {
    version: side,
    binary: count,
    reason: text,
    command: maybe(text),
    exitCode: maybe(nullable(count)),
    outputTail: maybe(text),
  });

const stoppedBy: Read<StoppedByMeta> = (value, path) =>
  fields<StoppedByMeta>(value, path, {
    reason: (v, at) => oneOf(v, STOPPED_BY_REASONS, at),
    blocks: count,
    scheduledBlocks: count,
    oneBlockSeconds: maybe(seconds),
    suggestedBudgetSeconds: maybe(seconds),
  });

/** The costs an adaptive run's first-look stop planned from (sequential-controller.ts): the report plans from the same. */
const planCosts: Read<{ blockSeconds: number; buildSeconds: number }> = (value, path) => fields(value, path, { blockSeconds: seconds, buildSeconds: seconds });

function seconds(value: unknown, path: string): number {
  const n = finite(value, path);
  if (n < 0) throw new ResultsFormatError(path, `expected seconds ≥ 0, got ${n}`);
  return n;
}

/** The reasons src/proof/input-proof.ts gives for measuring (NotProvedReason's kinds). */
const NOT_PROVED_KINDS = [
  'no-tracer',
  'trace-failed',
  'trace-incomplete',
  'network',
  'unhashable',
  'inputs-differ',
  'outside-inputs-differ',
  'outside-state',
  'read-and-written',
  'changed-during-trace',
] as const;

/** `meta.proof`, rebuilt from checked fields only: a proved run's benchmarks are its report. */
function proof(value: unknown, path: string): ProofMeta {
  const p = requireRecord(value, path);
  const seconds = finite(p.seconds, `${path}.seconds`);
  const parts = optional(p.parts, `${path}.parts`, (v, at) =>
    listOf(v, at, (part, partAt) => {
      const q = requireRecord(part, partAt);
      const shard = optional(q.shard, `${partAt}.shard`, text);
      return { ...(shard === undefined ? {} : { shard }), names: names(q.names, `${partAt}.names`), ...proofOutcome(q, partAt) };
    }),
  );
  return { ...proofOutcome(p, path), seconds, ...(parts === undefined ? {} : { parts }) };
}

/** `proved`, the proof or the reason, and the benchmarks reported: of the run, or of one part of it. */
function proofOutcome(p: Record<string, unknown>, path: string): Omit<ProofMeta, 'seconds' | 'parts'> {
  const proved = flag(p.proved, `${path}.proved`);
  const benchmarks = listOf(p.benchmarks, `${path}.benchmarks`, (v, at) => {
    const b = requireRecord(v, at);
    return { name: nonEmptyText(b.name, `${at}.name`), unit: text(b.unit, `${at}.unit`), better: oneOf(b.better, BETTER_DIRECTIONS, `${at}.better`) };
  });
  const paths = (v: unknown, at: string) => listOf(v, at, text);
  if (proved) {
    const q = requireRecord(p.proof, `${path}.proof`);
    const at = (key: string) => `${path}.proof.${key}`;
    return {
      proved,
      proof: {
        kind: oneOf(q.kind, ['identical-inputs'] as const, at('kind')),
        filesRead: count(q.filesRead, at('filesRead')),
        executables: count(q.executables, at('executables')),
        probed: count(q.probed, at('probed')),
        processes: count(q.processes, at('processes')),
        kernelPaths: count(q.kernelPaths, at('kernelPaths')),
        hash: text(q.hash, at('hash')),
        changedNotRead: paths(q.changedNotRead, at('changedNotRead')),
      },
      benchmarks,
    };
  }
  const r = requireRecord(p.reason, `${path}.reason`);
  const at = (key: string) => `${path}.reason.${key}`;
  const gap = (v: unknown, gapAt: string) => {
    const g = requireRecord(v, gapAt);
    return defined({
      kind: text(g.kind, `${gapAt}.kind`),
      syscall: optional(g.syscall, `${gapAt}.syscall`, text),
      detail: optional(g.detail, `${gapAt}.detail`, text),
      line: optional(g.line, `${gapAt}.line`, text),
    });
  };
  return {
    proved,
    reason: defined({
      kind: oneOf(r.kind, NOT_PROVED_KINDS, at('kind')),
      detail: optional(r.detail, at('detail'), text),
      paths: optional(r.paths, at('paths'), paths),
      gaps: optional(r.gaps, at('gaps'), (v, gapsAt) => listOf(v, gapsAt, gap)),
    }),
    benchmarks,
  };
}

const discovery: Read<{ benchmarks: string[]; seconds: number }> = (value, path) => fields(value, path, { benchmarks: names, seconds: finite });

function plan(value: unknown, path: string): PlanMeta {
  const p = requireRecord(value, path);
  const forecast = optional(p.forecast, `${path}.forecast`, (f, at) =>
    fields<NonNullable<PlanMeta['forecast']>>(f, at, {
      binaries: count,
      rounds: count,
      binding: absentAs(null, nullable(text)),
      benchmarks: list(requireRecord),
      reasons: names,
    }),
  );
  return defined({
    ...fields<Omit<PlanMeta, 'forecast'>>(p, path, {
      source: (v, at) => oneOf(v, ['prior', 'settings'] as const, at),
      binaries: positive,
      budgetSeconds: finite,
      reasons: names,
    }),
    forecast,
  });
}

function spending(value: unknown, path: string): SpendingMeta {
  const s = requireRecord(value, path);
  const kind = oneOf(s.kind, SPENDING_KINDS, `${path}.kind`);
  if (kind === 'hsd') return { kind, gamma: finite(s.gamma, `${path}.gamma`) };
  if (kind !== 'power') return { kind };
  const rho = finite(s.rho, `${path}.rho`);
  if (!(rho > 0)) throw new ResultsFormatError(`${path}.rho`, `expected a positive number, got ${rho}`);
  return { kind, rho };
}

const look: Read<LookMeta> = (value, path) =>
  fields<LookMeta>(value, path, { round: count, blocks: positive, fraction: finite, final: flag, divisor: positive, level: finite, elapsedSeconds: finite });

function sequential(value: unknown, path: string): SequentialMeta {
  const s = requireRecord(value, path);
  if (s.version !== 1) throw new ResultsFormatError(`${path}.version`, `expected 1, got ${describe(s.version)}`);
  requireRecord(s.stop, `${path}.stop`);
  return fields<SequentialMeta>(s, path, {
    version: () => 1,
    method: text,
    spending,
    alpha: finite,
    blocksPerRound: positive,
    maxRounds: count,
    maxLooks: positive,
    budgetSeconds: nullable(finite),
    looks: list(look),
    stop: (v, at) =>
      fields<SequentialMeta['stop']>(v, at, {
        // Any name: a newer writer's reason is shown as recorded (escaped), not refused (results-meta.ts).
        reason: nonEmptyText,
        round: count,
        blocks: count,
        elapsedSeconds: finite,
        detail: text,
        costs: maybe(planCosts),
      }),
    growth: maybe((v, at) => oneOf(v, GROWTH_MODES, at)),
    buildBlocks: maybe(positive),
    tBoundaries: maybe((v, at) => oneOf(v, T_BOUNDARIES, at)),
  });
}

const shard: Read<ShardMeta> = (value, path) =>
  fields<ShardMeta>(value, path, {
    index: positive,
    count: positive,
    replica: maybe(positive),
    replicas: maybe(positive),
    assigned: names,
    plan: list(names),
    // Older writers and other split strategies: an unknown source reads as a split by count.
    costSource: (v) => COST_SOURCES.find((source) => source === v) ?? 'count',
    shas: sides(text),
    settings: text,
    failure: maybe(text),
  });

const mergeInput: Read<MergeInputMeta> = (value, path) =>
  fields<MergeInputMeta>(value, path, {
    source: text,
    shard: maybe(text),
    assigned: maybe(count),
    replica: maybe(count),
    failure: maybe(text),
    runner: maybe(text),
    benchmarks: count,
    seed: maybe(count),
    totalSeconds: maybe(finite),
    stoppedEarly: maybe(text),
    failureShareExceeded: maybe(list(side)),
    machine: maybe(text),
  });

const merge: Read<MergeMeta> = (value, path) =>
  fields<MergeMeta>(value, path, {
    shards: absentAs(null, nullable(count)),
    replicas: absentAs(null, nullable(count)),
    inputs: list(mergeInput),
    missing: absentAs([], names),
    plansAgree: maybe(flag),
    warnings: absentAs([], names),
  });

const notMeasured: Read<NotMeasuredMeta> = (value, path) =>
  fields<NotMeasuredMeta>(value, path, {
    name: nonEmptyText,
    reason: nonEmptyText,
    unit: maybe(text),
    better: maybe((v, at) => oneOf(v, BETTER_DIRECTIONS, at)),
  });

const github: Read<GitHubMeta> = (value, path) =>
  fields<GitHubMeta>(value, path, { event: text, pullRequest: absentAs(null, nullable(positive)), runUrl: text });

function share(value: unknown, path: string): number {
  const x = finite(value, path);
  if (x < 0 || x > 1) throw new ResultsFormatError(path, `expected a share between 0 and 1, got ${x}`);
  return x;
}

function endedProcess(value: unknown, path: string): EndedProcessRecord {
  return fields<EndedProcessRecord>(value, path, { pid: (v, p) => count(v, p, 1), name: text, leftBy: nullable(text), foundAfter: text });
}

/**
 * `meta` of a parsed results file, checked field by field and rebuilt from the known fields
 * only: a present field of the wrong type is refused with its JSON path; keys this version does
 * not know are dropped (an older or newer writer's extra metadata is ignored, never refused).
 */
export function validateMeta(value: unknown, path = 'meta'): ResultsMeta {
  return fields<ResultsMeta>(value, path, {
    tool: maybe(text),
    refs: maybe(someSides),
    shas: maybe(someSides),
    seed: maybe(count),
    design: maybe(design),
    format: maybe(text),
    resultFile: maybe(text),
    commands: maybe(commands),
    workdir: maybe(nullable(text)),
    timeoutSeconds: maybe(finite),
    envNames: maybe(names),
    runner: maybe(runner),
    startedAt: maybe(text),
    totalSeconds: maybe(finite),
    buildSeconds: maybe(finite),
    measureSeconds: maybe(finite),
    executionsPerVersion: maybe(count),
    failedExecutions: maybe(sides(count)),
    failures: maybe(list(failure)),
    notRunExecutions: maybe(sides(count)),
    maxFailureShare: maybe(share),
    failureShareExceeded: maybe(list(side)),
    stoppedEarly: maybe(text),
    stoppedBy: maybe(stoppedBy),
    failedBuilds: maybe(list(failedBuild)),
    discovery: maybe(discovery),
    splitBenchmarks: maybe((v, p) => {
      const r = requireRecord(v, p);
      const proved = optional(r.proved, `${p}.proved`, count);
      return defined({ ...fields<{ perProcess: number; processes: number }>(r, p, { perProcess: count, processes: count }), proved });
    }),
    proof: maybe(proof),
    plan: maybe(plan),
    sequential: maybe(sequential),
    shard: maybe(shard),
    merge: maybe(merge),
    notMeasured: maybe(list(notMeasured)),
    outputNotes: maybeOutputNotes,
    endedProcesses: maybe(list(endedProcess)),
    github: maybe(github),
    analysis: maybe(readAnalysisRecord),
  });
}
