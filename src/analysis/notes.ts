// The notes' types, a leaf: nothing here imports the analysis back, so every layer that makes or
// renders notes imports them without a cycle (analysis/, sequential/, experiment/, report/).
import type { DecisionRule } from '../results/analysis-record.js';
import type { OutputNote } from '../results/output-notes.js';

/** What became of a benchmark's history prior in this analysis (the report says it). */
export type HistoryPriorUse =
  | { used: true; runs: number; priorDf: number; ownDf: number }
  | { used: false; reason: 'design-changed'; was: string; now: string }
  | { used: false; reason: 'disagrees'; ratio: number; pValue: number; runs: number };

/**
 * What the analysis of one benchmark found that a reader should know, as values: report/
 * words them (report/notes.ts), and nothing on the way to a verdict reads words.
 * - `version-not-analysed`: a version's data could not be analysed; `reason` is the statistic's own;
 * - `not-compared`: both versions were analysed but could not be compared (`reason`, the statistic's);
 * - `compared-independent`: fewer than 2 complete interleaved blocks, so the versions were compared as independent samples;
 * - `build-level-missing`: one build per version, not proven deterministic: the interval carries no decision;
 * - `builds-differ`: rebuilds produced different files (the runner's `outputDiff`; paths are data);
 * - `warmup-cut`: the warm-up detection cut executions recorded without a split;
 * - `warmup-unchecked`: executions too short for the warm-up detection;
 * - `deterministic-build`: identical build outputs on every rebuild, the build level collapsed;
 * - `scaled-unit`: values analysed in units of 2^exponent (value-scale.ts);
 * - `not-measured`: a missing shard's benchmark, with the merge's reason;
 * - `history-prior`: what became of the benchmark's history prior (history-prior.ts).
 */
export type AnalysisNote =
  | { kind: 'version-not-analysed'; side: 'base' | 'head'; reason: string }
  | { kind: 'not-compared'; reason: string }
  | { kind: 'compared-independent' }
  | { kind: 'build-level-missing' }
  | { kind: 'builds-differ'; sides: { side: 'base' | 'head'; files: string[]; more: boolean }[] }
  | { kind: 'warmup-cut'; cuts: { side: 'base' | 'head'; executions: number; of: number }[]; largestShift: number }
  | { kind: 'warmup-unchecked'; short: number; measured: number; minValues: number }
  | { kind: 'deterministic-build' }
  | { kind: 'scaled-unit'; exponent: number; unit: string }
  | { kind: 'not-measured'; reason: string }
  | { kind: 'history-prior'; use: HistoryPriorUse };

/**
 * Why the fixed design's interval flagged no change (decide.ts), as a value: report/ words it.
 * - `significant-inside-min-effect`: the interval excludes 0 but lies inside ±min-effect;
 * - `cannot-tell`: the interval includes 0 (with rule `overlap`: the versions' intervals
 *   overlap) and reaches beyond ±min-effect.
 */
export type VerdictNote =
  | { kind: 'significant-inside-min-effect'; relative: number; minEffect: number }
  | { kind: 'cannot-tell'; rule: DecisionRule; ci: [number, number]; minEffect: number };

/**
 * What an undecided benchmark's interval still rules out (analysis/ruled-out.ts), as a value:
 * report/ words it. `bound` is the end of the Δ interval the verdict used on the side of a
 * regression (the upper end when lower is better, the lower end otherwise): no regression larger
 * than it is left open. `worse` is that end as a worsening (≤ 0: the interval allows no
 * regression at all). `minEffect` is the change that was asked about.
 */
export type RuledOutNote = { kind: 'ruled-out'; bound: number; worse: number; minEffect: number };

/** Why the accept label's adder does not count (github/label-authority.ts `NotAuthorised`, as data). */
export type LabelRefusal =
  { kind: 'no-actor' } | { kind: 'no-write-access'; permission: string; role?: string } | { kind: 'permission-unreadable'; reason: string };

/**
 * What a run says beside its benchmarks' rows, as values: report/run-notes.ts words them, and
 * escapes there, the one place, every value that came from outside (names, reasons, logins,
 * labels, paths, a config's sentence). The modes and front ends that know them give values.
 * - `config-differs`: the pull request's config file differs from the base's in keys the base decides (`text`: config/'s plain sentence);
 * - `regression-accepted`: a maintainer accepted the regression with the accept label;
 * - `accept-label-not-for-head`: the label was added before this head was pushed, or when cannot be told (`why`);
 * - `accept-label-not-authorised`: whoever added the label does not count;
 * - `shards-refused`: shard results whose seal did not hold: they count as failed shards;
 * - `not-measured`: benchmarks no delivered shard measured, reported inconclusive;
 * - `shard-alone`: the report of one shard (`benchgate run --shard`), which does not decide;
 * - `default-budget`: no design was named: an adaptive run with the default budget;
 * - `leftover-processes`: processes benchmarks or builds left running, which benchgate ended;
 * - an `OutputNote` (results/output-notes.ts, recorded in `meta.outputNotes`): what the parsers and
 *   the runner found about the executions' output (only aggregates, lines skipped, a reserved name, …).
 */
export type RunNote =
  | { kind: 'config-differs'; text: string }
  | { kind: 'regression-accepted'; label: string; by: string | null }
  | { kind: 'accept-label-not-for-head'; label: string; by?: string; at?: string; headSha: string; pushedAt?: string; why?: string }
  | { kind: 'accept-label-not-authorised'; label: string; by?: string; why: LabelRefusal }
  | { kind: 'shards-refused'; shards: { name: string; reason: string }[] }
  | { kind: 'not-measured'; names: string[] }
  | { kind: 'shard-alone'; shard: string; replica: string | null }
  | { kind: 'default-budget'; minutes: number }
  | { kind: 'leftover-processes'; ended: { pid: number; name: string; leftBy: string | null; foundAfter: string }[] }
  | OutputNote;

/**
 * What a benchmark's trend (trend/trend-analysis.ts) says beside its change points, as values:
 * report/notes.ts words them. `too-few-runs`: no change-point analysis (`reason`: the
 * statistic's own); `other-unit`: older runs in another unit were left out of the series.
 */
export type TrendNote = { kind: 'too-few-runs'; reason: string } | { kind: 'other-unit'; runs: number };
