import { count, defined, describe, finite, flag, listOf, nonEmptyText, oneOf, optional, requireRecord, ResultsFormatError, text } from './json-checks.js';
import { readAnalysisRecord } from './analysis-record.js';
import { BETTER_DIRECTIONS, VERSION_SIDES, type VersionSide } from './results-format.js';
import {
  COST_SOURCES,
  SPENDING_KINDS,
  STOPPED_BY_REASONS,
  GROWTH_MODES,
  T_BOUNDARIES,
  type CommandsMeta,
  type DesignMeta,
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

type Read<T> = (value: unknown, path: string) => T;

function sides<T>(read: Read<T>): Read<Sides<T>> {
  return (value, path) => {
    const record = requireRecord(value, path);
    return { base: read(record.base, `${path}.base`), head: read(record.head, `${path}.head`) };
  };
}

function someSides(value: unknown, path: string): Partial<Sides<string>> {
  const record = requireRecord(value, path);
  return defined({ base: optional(record.base, `${path}.base`, text), head: optional(record.head, `${path}.head`, text) });
}

const side: Read<VersionSide> = (value, path) => oneOf(value, VERSION_SIDES, path);
const names: Read<string[]> = (value, path) => listOf(value, path, text);
const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);

function design(value: unknown, path: string): DesignMeta {
  const d = requireRecord(value, path);
  return defined({
    binaries: count(d.binaries, `${path}.binaries`, 1),
    executions: count(d.executions, `${path}.executions`, 1),
    interleaving: optional(d.interleaving, `${path}.interleaving`, text),
    builds: optional(d.builds, `${path}.builds`, sides(count)),
    executionsPerBuild: optional(d.executionsPerBuild, `${path}.executionsPerBuild`, count),
    extraRounds: optional(d.extraRounds, `${path}.extraRounds`, count),
    identicalBuilds: optional(d.identicalBuilds, `${path}.identicalBuilds`, sides(flag)),
    addedBuilds: optional(d.addedBuilds, `${path}.addedBuilds`, count),
  });
}

function commands(value: unknown, path: string): CommandsMeta {
  const c = requireRecord(value, path);
  return { build: nullable(text)(c.build, `${path}.build`), clean: nullable(text)(c.clean ?? null, `${path}.clean`), bench: text(c.bench, `${path}.bench`) };
}

function runner(value: unknown, path: string): RunnerMeta {
  if (typeof value === 'string') return value;
  const r = requireRecord(value, path);
  return defined({
    os: optional(r.os, `${path}.os`, text),
    cpu: optional(r.cpu, `${path}.cpu`, text),
    cpus: optional(r.cpus, `${path}.cpus`, count),
    node: optional(r.node, `${path}.node`, text),
    name: optional(r.name, `${path}.name`, text),
  });
}

function failure(value: unknown, path: string): FailureMeta {
  const f = requireRecord(value, path);
  return defined({
    version: side(f.version, `${path}.version`),
    binary: optional(f.binary, `${path}.binary`, count),
    execution: optional(f.execution, `${path}.execution`, count),
    block: optional(f.block, `${path}.block`, count),
    reason: text(f.reason, `${path}.reason`),
    from: optional(f.from, `${path}.from`, text),
  });
}

function failedBuild(value: unknown, path: string): FailedBuildMeta {
  const f = requireRecord(value, path);
  return defined({
    version: side(f.version, `${path}.version`),
    binary: count(f.binary, `${path}.binary`),
    reason: text(f.reason, `${path}.reason`),
    command: optional(f.command, `${path}.command`, text),
    exitCode: optional(f.exitCode, `${path}.exitCode`, nullable(count)),
    outputTail: optional(f.outputTail, `${path}.outputTail`, text),
  });
}

function stoppedBy(value: unknown, path: string): StoppedByMeta {
  const s = requireRecord(value, path);
  return {
    reason: oneOf(s.reason, STOPPED_BY_REASONS, `${path}.reason`),
    blocks: count(s.blocks, `${path}.blocks`),
    scheduledBlocks: count(s.scheduledBlocks, `${path}.scheduledBlocks`),
    ...defined({
      oneBlockSeconds: optional(s.oneBlockSeconds, `${path}.oneBlockSeconds`, seconds),
      suggestedBudgetSeconds: optional(s.suggestedBudgetSeconds, `${path}.suggestedBudgetSeconds`, seconds),
    }),
  };
}

/** The costs an adaptive run's first-look stop planned from (sequential-controller.ts): the report plans from the same. */
function planCosts(value: unknown, path: string): { blockSeconds: number; buildSeconds: number } {
  const c = requireRecord(value, path);
  return { blockSeconds: seconds(c.blockSeconds, `${path}.blockSeconds`), buildSeconds: seconds(c.buildSeconds, `${path}.buildSeconds`) };
}

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

function discovery(value: unknown, path: string): { benchmarks: string[]; seconds: number } {
  const d = requireRecord(value, path);
  return { benchmarks: names(d.benchmarks, `${path}.benchmarks`), seconds: finite(d.seconds, `${path}.seconds`) };
}

function plan(value: unknown, path: string): PlanMeta {
  const p = requireRecord(value, path);
  const forecast = optional(p.forecast, `${path}.forecast`, (f, at) => {
    const r = requireRecord(f, at);
    return {
      binaries: count(r.binaries, `${at}.binaries`),
      rounds: count(r.rounds, `${at}.rounds`),
      binding: nullable(text)(r.binding ?? null, `${at}.binding`),
      benchmarks: listOf(r.benchmarks, `${at}.benchmarks`, (entry, entryPath) => requireRecord(entry, entryPath)),
      reasons: names(r.reasons, `${at}.reasons`),
    };
  });
  return defined({
    source: oneOf(p.source, ['prior', 'settings'] as const, `${path}.source`),
    binaries: count(p.binaries, `${path}.binaries`, 1),
    budgetSeconds: finite(p.budgetSeconds, `${path}.budgetSeconds`),
    reasons: names(p.reasons, `${path}.reasons`),
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

function look(value: unknown, path: string): LookMeta {
  const l = requireRecord(value, path);
  return {
    round: count(l.round, `${path}.round`),
    blocks: count(l.blocks, `${path}.blocks`, 1),
    fraction: finite(l.fraction, `${path}.fraction`),
    final: flag(l.final, `${path}.final`),
    divisor: count(l.divisor, `${path}.divisor`, 1),
    level: finite(l.level, `${path}.level`),
    elapsedSeconds: finite(l.elapsedSeconds, `${path}.elapsedSeconds`),
  };
}

function sequential(value: unknown, path: string): SequentialMeta {
  const s = requireRecord(value, path);
  if (s.version !== 1) throw new ResultsFormatError(`${path}.version`, `expected 1, got ${describe(s.version)}`);
  const stop = requireRecord(s.stop, `${path}.stop`);
  return {
    version: 1,
    method: text(s.method, `${path}.method`),
    spending: spending(s.spending, `${path}.spending`),
    alpha: finite(s.alpha, `${path}.alpha`),
    blocksPerRound: count(s.blocksPerRound, `${path}.blocksPerRound`, 1),
    maxRounds: count(s.maxRounds, `${path}.maxRounds`),
    maxLooks: count(s.maxLooks, `${path}.maxLooks`, 1),
    budgetSeconds: nullable(finite)(s.budgetSeconds, `${path}.budgetSeconds`),
    looks: listOf(s.looks, `${path}.looks`, look),
    stop: {
      // Any name: a newer writer's reason is shown as recorded (escaped), not refused (results-meta.ts).
      reason: nonEmptyText(stop.reason, `${path}.stop.reason`),
      round: count(stop.round, `${path}.stop.round`),
      blocks: count(stop.blocks, `${path}.stop.blocks`),
      elapsedSeconds: finite(stop.elapsedSeconds, `${path}.stop.elapsedSeconds`),
      detail: text(stop.detail, `${path}.stop.detail`),
      ...defined({ costs: optional(stop.costs, `${path}.stop.costs`, planCosts) }),
    },
    ...(s.growth === undefined ? {} : { growth: oneOf(s.growth, GROWTH_MODES, `${path}.growth`) }),
    ...(s.buildBlocks === undefined ? {} : { buildBlocks: count(s.buildBlocks, `${path}.buildBlocks`, 1) }),
    ...(s.tBoundaries === undefined ? {} : { tBoundaries: oneOf(s.tBoundaries, T_BOUNDARIES, `${path}.tBoundaries`) }),
  };
}

function shard(value: unknown, path: string): ShardMeta {
  const s = requireRecord(value, path);
  return defined({
    index: count(s.index, `${path}.index`, 1),
    count: count(s.count, `${path}.count`, 1),
    replica: optional(s.replica, `${path}.replica`, (v, at) => count(v, at, 1)),
    replicas: optional(s.replicas, `${path}.replicas`, (v, at) => count(v, at, 1)),
    assigned: names(s.assigned, `${path}.assigned`),
    plan: listOf(s.plan, `${path}.plan`, names),
    // Older writers and other split strategies: an unknown source reads as a split by count.
    costSource: COST_SOURCES.find((source) => source === s.costSource) ?? 'count',
    shas: sides(text)(s.shas, `${path}.shas`),
    settings: text(s.settings, `${path}.settings`),
    failure: optional(s.failure, `${path}.failure`, text),
  });
}

function mergeInput(value: unknown, path: string): MergeInputMeta {
  const m = requireRecord(value, path);
  return defined({
    source: text(m.source, `${path}.source`),
    shard: optional(m.shard, `${path}.shard`, text),
    assigned: optional(m.assigned, `${path}.assigned`, count),
    replica: optional(m.replica, `${path}.replica`, count),
    failure: optional(m.failure, `${path}.failure`, text),
    runner: optional(m.runner, `${path}.runner`, text),
    benchmarks: count(m.benchmarks, `${path}.benchmarks`),
    seed: optional(m.seed, `${path}.seed`, count),
    totalSeconds: optional(m.totalSeconds, `${path}.totalSeconds`, finite),
    stoppedEarly: optional(m.stoppedEarly, `${path}.stoppedEarly`, text),
    failureShareExceeded: optional(m.failureShareExceeded, `${path}.failureShareExceeded`, (v, at) => listOf(v, at, side)),
    machine: optional(m.machine, `${path}.machine`, text),
  });
}

function merge(value: unknown, path: string): MergeMeta {
  const m = requireRecord(value, path);
  return defined({
    shards: nullable(count)(m.shards ?? null, `${path}.shards`),
    replicas: nullable(count)(m.replicas ?? null, `${path}.replicas`),
    inputs: listOf(m.inputs, `${path}.inputs`, mergeInput),
    missing: names(m.missing ?? [], `${path}.missing`),
    plansAgree: optional(m.plansAgree, `${path}.plansAgree`, flag),
    warnings: names(m.warnings ?? [], `${path}.warnings`),
  });
}

function notMeasured(value: unknown, path: string): NotMeasuredMeta {
  const n = requireRecord(value, path);
  return defined({
    name: nonEmptyText(n.name, `${path}.name`),
    reason: nonEmptyText(n.reason, `${path}.reason`),
    unit: optional(n.unit, `${path}.unit`, text),
    better: optional(n.better, `${path}.better`, (v, at) => oneOf(v, BETTER_DIRECTIONS, at)),
  });
}

function github(value: unknown, path: string): GitHubMeta {
  const g = requireRecord(value, path);
  return {
    event: text(g.event, `${path}.event`),
    pullRequest: nullable((v, at) => count(v, at, 1))(g.pullRequest ?? null, `${path}.pullRequest`),
    runUrl: text(g.runUrl, `${path}.runUrl`),
  };
}

function share(value: unknown, path: string): number {
  const x = finite(value, path);
  if (x < 0 || x > 1) throw new ResultsFormatError(path, `expected a share between 0 and 1, got ${x}`);
  return x;
}

/**
 * `meta` of a parsed results file, checked field by field and rebuilt from the known fields
 * only: a present field of the wrong type is refused with its JSON path; keys this version does
 * not know are dropped (an older or newer writer's extra metadata is ignored, never refused).
 */
export function validateMeta(value: unknown, path = 'meta'): ResultsMeta {
  const m = requireRecord(value, path);
  const at = (key: string) => `${path}.${key}`;
  return defined({
    tool: optional(m.tool, at('tool'), text),
    refs: optional(m.refs, at('refs'), someSides),
    shas: optional(m.shas, at('shas'), someSides),
    seed: optional(m.seed, at('seed'), count),
    design: optional(m.design, at('design'), design),
    format: optional(m.format, at('format'), text),
    resultFile: optional(m.resultFile, at('resultFile'), text),
    commands: optional(m.commands, at('commands'), commands),
    workdir: optional(m.workdir, at('workdir'), nullable(text)),
    timeoutSeconds: optional(m.timeoutSeconds, at('timeoutSeconds'), finite),
    envNames: optional(m.envNames, at('envNames'), names),
    runner: optional(m.runner, at('runner'), runner),
    startedAt: optional(m.startedAt, at('startedAt'), text),
    totalSeconds: optional(m.totalSeconds, at('totalSeconds'), finite),
    buildSeconds: optional(m.buildSeconds, at('buildSeconds'), finite),
    measureSeconds: optional(m.measureSeconds, at('measureSeconds'), finite),
    executionsPerVersion: optional(m.executionsPerVersion, at('executionsPerVersion'), count),
    failedExecutions: optional(m.failedExecutions, at('failedExecutions'), sides(count)),
    failures: optional(m.failures, at('failures'), (v, p) => listOf(v, p, failure)),
    notRunExecutions: optional(m.notRunExecutions, at('notRunExecutions'), sides(count)),
    maxFailureShare: optional(m.maxFailureShare, at('maxFailureShare'), share),
    failureShareExceeded: optional(m.failureShareExceeded, at('failureShareExceeded'), (v, p) => listOf(v, p, side)),
    stoppedEarly: optional(m.stoppedEarly, at('stoppedEarly'), text),
    stoppedBy: optional(m.stoppedBy, at('stoppedBy'), stoppedBy),
    failedBuilds: optional(m.failedBuilds, at('failedBuilds'), (v, p) => listOf(v, p, failedBuild)),
    discovery: optional(m.discovery, at('discovery'), discovery),
    splitBenchmarks: optional(m.splitBenchmarks, at('splitBenchmarks'), (v, p) => {
      const r = requireRecord(v, p);
      const proved = optional(r.proved, `${p}.proved`, count);
      return {
        perProcess: count(r.perProcess, `${p}.perProcess`),
        processes: count(r.processes, `${p}.processes`),
        ...(proved === undefined ? {} : { proved }),
      };
    }),
    proof: optional(m.proof, at('proof'), proof),
    plan: optional(m.plan, at('plan'), plan),
    sequential: optional(m.sequential, at('sequential'), sequential),
    shard: optional(m.shard, at('shard'), shard),
    merge: optional(m.merge, at('merge'), merge),
    notMeasured: optional(m.notMeasured, at('notMeasured'), (v, p) => listOf(v, p, notMeasured)),
    github: optional(m.github, at('github'), github),
    analysis: optional(m.analysis, at('analysis'), readAnalysisRecord),
  });
}
