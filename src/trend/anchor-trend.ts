import type { HistoryAnchorDelta, HistoryFile } from '../results/history-format.js';
import type { Better } from '../results/results-format.js';
import { normalQuantile, tCritical } from '../stats/distributions.js';
import { eDivisive, type EDivisiveOptions } from '../stats/e-divisive.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';

// The budget's check is the gate's (analysis/anchor-budget.ts, read by decide.ts).
export { checkAnchorBudget, type AnchorBudgetCheck } from '../analysis/anchor-budget.js';

/**
 * The anchor series of a history (docs/history-format.md, "Anchor"): every trend run with an `anchor`
 * interleaved the anchor build with the measured commit on its runner, and its entry holds per
 * benchmark the model's change against the anchor and the anchor's own mean. The anchor's code
 * never changes, so:
 * - a step in the anchor-relative series (head / anchor) is the code's;
 * - a step in the anchor's own absolute mean is the runner's (an environment shift), and the
 *   same step in the measured commit's absolute series is not a regression.
 * Pure; deterministic for the options' seed.
 */

/** One run of a benchmark against the anchor. */
export interface AnchorRun {
  /** Index of the entry in the history. */
  entry: number;
  sha: string;
  date: string;
  runId: string;
  /** head / anchor − 1 and its interval, as the run's model reported them. */
  relative: number;
  ci: [number, number];
  /** ln(head / anchor) and its variance, from the interval on the log scale. */
  log: number;
  logVariance: number;
  /** The anchor build's own absolute mean in this run. */
  anchorMean: number;
}

/** A step in a benchmark's anchor-relative series: the code changed. */
export interface AnchorChange {
  /** Index in the benchmark's anchor runs of the first run after the step. */
  index: number;
  before: AnchorRun;
  after: AnchorRun;
  /** Ratio after / ratio before − 1, with its interval (null when not estimable). */
  relative: number | null;
  ci: [number, number] | null;
  kind: 'regression' | 'improvement';
}

/** A change of the measured code against the anchor, pooled over the runs since the last step. */
export interface Drift {
  /** head / anchor − 1 and its interval at `level`. */
  relative: number;
  ci: [number, number];
  level: number;
  /** Runs pooled: the newest ones since the last step of the anchor-relative series, at most `DRIFT_WINDOW`; 1 when the newest alone (`driftOf`). */
  runs: number;
  /** ln ratio and its standard error (for the suite's drift). */
  log: number;
  se: number;
}

export interface AnchorBenchmarkTrend {
  name: string;
  unit: string;
  better: Better;
  runs: AnchorRun[];
  changes: AnchorChange[];
  /** Entry indices (first run after) where the anchor's own absolute mean stepped: the runner, not the code. */
  anchorSteps: number[];
  drift: Drift | null;
  /** The series was too short to look for steps at all: its runs, and the fewest a step needs (2 × min segment); report/anchor-markdown.ts says so. */
  tooShort?: { runs: number; needed: number };
}

/** A step of the anchor's own absolute time seen in many benchmarks at one run: the runner or its environment changed. */
export interface EnvironmentShift {
  /** Index of the first entry after the shift. */
  entry: number;
  before: { sha: string; date: string; runId: string };
  after: { sha: string; date: string; runId: string };
  /** Benchmarks whose anchor time stepped there, of those with enough anchor runs. */
  benchmarks: number;
  of: number;
  /** Median step of the anchor's mean over those benchmarks (after / before − 1). */
  medianStep: number;
}

/** The suite's cumulative drift since the anchor: the geometric mean over benchmarks, signed so that positive is worse (slower for time). */
export interface SuiteDrift {
  worse: number;
  ci: [number, number];
  level: number;
  benchmarks: number;
}

export interface AnchorTrend {
  /** The series analysed: the newest entry's anchor, or the one asked for. */
  ref: string;
  sha: string;
  benchmarks: AnchorBenchmarkTrend[];
  environmentShifts: EnvironmentShift[];
  drift: SuiteDrift | null;
  /** Older anchor series kept in the history (re-anchored), oldest first, with the dates of their first and last runs. */
  otherSeries: Array<{ ref: string; sha: string; entries: number; from: string; to: string }>;
  /** Runs since the series began without the anchor (it did not build, or no anchor was set). */
  withoutAnchor: AnchorRunRef[];
  /** Runs of this series that name the anchor but hold no usable measurement against it for any benchmark. */
  unmeasured: AnchorRunRef[];
}

/** One run of the history, by its entry. */
export interface AnchorRunRef {
  entry: number;
  sha: string;
  date: string;
  runId: string;
}

/** At most this many of the newest runs pooled into a benchmark's drift. */
export const DRIFT_WINDOW = 10;

/** A shift is the environment's when at least this share of the benchmarks with enough anchor runs saw the anchor step at one run (±1). */
export const ENVIRONMENT_SHARE = 0.5;

/**
 * Pools runs' ln ratios x_i with variances v_i: the inverse-variance weighted mean, with the
 * standard error 1/√Σw inflated by the Birge ratio √(Q/(n−1)) when the runs scatter more than
 * their own intervals say (Q = Σ w_i (x_i − x̄)², the runner's between-run spread), never deflated.
 * The interval is x̄ ± z·se at `level` (normal quantile), mapped back to a relative change.
 * Example: x = [ln 1.03, ln 1.03], v = [1e-4, 1e-4] → 3 %, se 0.00707.
 */
export function pooledDrift(runs: ReadonlyArray<{ log: number; logVariance: number }>, level: number): Drift {
  if (runs.length === 0) throw new RangeError('pooledDrift: no runs');
  const weights = runs.map((r) => 1 / r.logVariance);
  const total = weights.reduce((a, b) => a + b, 0);
  const log = runs.reduce((sum, r, i) => sum + weights[i] * r.log, 0) / total;
  const q = runs.reduce((sum, r, i) => sum + weights[i] * (r.log - log) ** 2, 0);
  const birge = runs.length > 1 ? Math.max(1, q / (runs.length - 1)) : 1;
  const se = Math.sqrt(birge / total);
  const z = normalQuantile(1 - (1 - level) / 2);
  return { relative: Math.expm1(log), ci: [Math.expm1(log - z * se), Math.expm1(log + z * se)], level, runs: runs.length, log, se };
}

/** The suite's drift: the mean of the benchmarks' ln ratios (signed worse-positive), se √Σse²/n (benchmarks taken as independent). */
export function suiteDrift(benchmarks: ReadonlyArray<{ better: Better; drift: Drift }>, level: number): SuiteDrift | null {
  if (benchmarks.length === 0) return null;
  const n = benchmarks.length;
  const log = benchmarks.reduce((s, b) => s + (b.better === 'lower' ? b.drift.log : -b.drift.log), 0) / n;
  const se = Math.sqrt(benchmarks.reduce((s, b) => s + b.drift.se ** 2, 0)) / n;
  const z = normalQuantile(1 - (1 - level) / 2);
  return { worse: Math.expm1(log), ci: [Math.expm1(log - z * se), Math.expm1(log + z * se)], level, benchmarks: n };
}

/**
 * A recorded change against the anchor on the log scale: ln(1 + relative), and the variance
 * from its interval, ((ln(1 + high) − ln(1 + low)) / (2 t))² with t the two-sided quantile of
 * Student's t at the recorded level and df. Null when the interval has no width.
 */
export function anchorLogChange(delta: HistoryAnchorDelta): { log: number; logVariance: number } | null {
  const [relative, low, high, level, df] = delta;
  const se = (Math.log1p(high) - Math.log1p(low)) / (2 * tCritical(level, df));
  return se > 0 ? { log: Math.log1p(relative), logVariance: se * se } : null;
}

function anchorRuns(history: HistoryFile, ref: string): Map<string, { unit: string; better: Better; runs: AnchorRun[] }> {
  const byName = new Map<string, { unit: string; better: Better; runs: AnchorRun[] }>();
  history.entries.forEach((entry, index) => {
    if (entry.anchor?.ref !== ref) return;
    for (const b of entry.benchmarks) {
      if (b.anchor === undefined) continue;
      const [relative, low, high, , , anchorMean] = b.anchor;
      const change = anchorLogChange(b.anchor);
      if (change === null) continue;
      const run: AnchorRun = { entry: index, sha: entry.sha, date: entry.date, runId: entry.runId, relative, ci: [low, high], ...change, anchorMean };
      const series = byName.get(b.name);
      if (series === undefined || series.unit !== b.unit) byName.set(b.name, { unit: b.unit, better: b.better, runs: [run] });
      else series.runs.push(run);
    }
  });
  return byName;
}

function analyseBenchmark(name: string, s: { unit: string; better: Better; runs: AnchorRun[] }, options: EDivisiveOptions): AnchorBenchmarkTrend {
  let tooShort: AnchorBenchmarkTrend['tooShort'];
  let changes: AnchorChange[] = [];
  let anchorSteps: number[] = [];
  let lastStep = 0;
  try {
    const ratio = eDivisive(
      s.runs.map((r) => ({ value: Math.exp(r.log), variance: r.logVariance * Math.exp(2 * r.log) })),
      options,
    );
    changes = ratio.changePoints.map((c) => {
      const worse = s.better === 'lower' ? c.difference > 0 : c.difference < 0;
      return {
        index: c.index,
        before: s.runs[c.index - 1],
        after: s.runs[c.index],
        relative: c.relative,
        ci: c.ci,
        kind: worse ? 'regression' : 'improvement',
      };
    });
    lastStep = changes.length === 0 ? 0 : Math.max(...changes.map((c) => c.index));
    const own = eDivisive(
      s.runs.map((r) => ({ value: r.anchorMean })),
      options,
    );
    anchorSteps = own.changePoints.map((c) => s.runs[c.index].entry);
  } catch (error) {
    if (!(error instanceof InsufficientDataError)) throw error;
    tooShort = { runs: s.runs.length, needed: 2 * options.minSegment };
  }
  return {
    name,
    unit: s.unit,
    better: s.better,
    runs: s.runs,
    changes,
    anchorSteps,
    drift: driftOf(s.runs, lastStep, tooShort === undefined, options.confidence),
    ...(tooShort === undefined ? {} : { tooShort }),
  };
}

/**
 * A benchmark's drift: its runs since the last step against the anchor pooled (at most
 * `DRIFT_WINDOW`), or the newest run alone when the series is too short to look for steps or
 * the newest run's interval misses the pooled one (a step too recent to be found yet).
 */
function driftOf(runs: AnchorRun[], lastStep: number, searched: boolean, level: number): Drift | null {
  const newest = runs.at(-1);
  if (newest === undefined) return null;
  const alone = pooledDrift([newest], level);
  if (!searched) return alone;
  const pooled = pooledDrift(runs.slice(Math.max(lastStep, runs.length - DRIFT_WINDOW)), level);
  return alone.ci[1] < pooled.ci[0] || alone.ci[0] > pooled.ci[1] ? alone : pooled;
}

/** Steps of the anchor's time shared by at least `ENVIRONMENT_SHARE` of the benchmarks (within one run): environment shifts. */
function environmentShifts(history: HistoryFile, benchmarks: AnchorBenchmarkTrend[]): EnvironmentShift[] {
  const analysed = benchmarks.filter((b) => b.tooShort === undefined);
  if (analysed.length === 0) return [];
  const counts = new Map<number, number>();
  for (const b of analysed) for (const e of new Set(b.anchorSteps)) counts.set(e, (counts.get(e) ?? 0) + 1);
  const shifts: EnvironmentShift[] = [];
  const taken = new Set<number>();
  const needed = Math.max(1, Math.ceil(ENVIRONMENT_SHARE * analysed.length));
  for (const [entry] of [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
    if (taken.has(entry)) continue;
    const near = (e: number) => Math.abs(e - entry) <= 1;
    const seen = analysed.filter((b) => b.anchorSteps.some(near));
    if (seen.length < needed) continue;
    for (const e of [entry - 1, entry, entry + 1]) taken.add(e);
    const steps = seen.map((b) => {
      const i = b.runs.findIndex((r) => r.entry >= entry);
      const before = b.runs.slice(Math.max(0, i - 4), i).map((r) => r.anchorMean);
      const after = b.runs.slice(i, i + 4).map((r) => r.anchorMean);
      const mean = (xs: number[]) => xs.reduce((a, c) => a + c, 0) / xs.length;
      return before.length > 0 && after.length > 0 ? mean(after) / mean(before) - 1 : 0;
    });
    steps.sort((a, b) => a - b);
    const before = history.entries[entry - 1] ?? history.entries[entry];
    const after = history.entries[entry];
    const pick = (e: typeof after) => ({ sha: e.sha, date: e.date, runId: e.runId });
    shifts.push({
      entry,
      before: pick(before),
      after: pick(after),
      benchmarks: seen.length,
      of: analysed.length,
      medianStep: steps[Math.floor(steps.length / 2)],
    });
  }
  return shifts.sort((a, b) => a.entry - b.entry);
}

/**
 * The anchor trend of a history: the series of the newest entry's anchor (or of `ref`), or null
 * when no entry has one. Other anchors' series stay in the history and are listed.
 */
export function analyzeAnchorTrend(history: HistoryFile, options: EDivisiveOptions, ref?: string): AnchorTrend | null {
  const anchored = history.entries.filter((e) => e.anchor !== undefined);
  const current = ref === undefined ? anchored.at(-1)?.anchor : anchored.find((e) => e.anchor?.ref === ref)?.anchor;
  if (current === undefined) return null;
  const series = anchorRuns(history, current.ref);
  const benchmarks = [...series].map(([name, s]) => analyseBenchmark(name, s, options));
  const others = new Map<string, AnchorTrend['otherSeries'][number]>();
  for (const e of anchored) {
    if (e.anchor === undefined || e.anchor.ref === current.ref) continue;
    const o = others.get(e.anchor.ref) ?? { ref: e.anchor.ref, sha: e.anchor.sha, entries: 0, from: e.date, to: e.date };
    o.entries += 1;
    o.to = e.date;
    others.set(e.anchor.ref, o);
  }
  const first = history.entries.findIndex((e) => e.anchor?.ref === current.ref);
  const refOf = (index: number): AnchorRunRef => {
    const e = history.entries[index];
    return { entry: index, sha: e.sha, date: e.date, runId: e.runId };
  };
  const measured = new Set(benchmarks.flatMap((b) => b.runs.map((r) => r.entry)));
  const withoutAnchor: AnchorRunRef[] = [];
  const unmeasured: AnchorRunRef[] = [];
  history.entries.forEach((e, index) => {
    if (index >= first && e.anchor === undefined) withoutAnchor.push(refOf(index));
    if (e.anchor?.ref === current.ref && !measured.has(index)) unmeasured.push(refOf(index));
  });
  const newest = history.entries.at(-1);
  const level = newest?.confidence ?? options.confidence;
  // The drift is of the code as it stands: benchmarks whose newest anchor run is the newest entry's.
  const fresh = benchmarks.filter((b): b is AnchorBenchmarkTrend & { drift: Drift } => b.drift !== null && b.runs.at(-1)?.entry === history.entries.length - 1);
  return {
    ref: current.ref,
    sha: current.sha,
    benchmarks,
    environmentShifts: environmentShifts(history, benchmarks),
    drift: suiteDrift(fresh, level),
    otherSeries: [...others.values()],
    withoutAnchor,
    unmeasured,
  };
}

/** Whether a step of a benchmark's absolute series at entry `entry` is the runner's by the anchor: its own anchor time, or the suite's, stepped there (±1 run). */
export function anchorSaysEnvironment(anchor: AnchorTrend | null, name: string, entry: number): boolean {
  if (anchor === null) return false;
  const near = (e: number) => Math.abs(e - entry) <= 1;
  if (anchor.environmentShifts.some((s) => near(s.entry))) return true;
  return anchor.benchmarks.find((b) => b.name === name)?.anchorSteps.some(near) ?? false;
}
