// npm run bench:anchor (node --import tsx bench/anchor.ts) — the anchor's acceptance (issue 33):
// 60 nightly trend runs of 50 benchmarks, analysed by the trend analysis the action runs
// (analyzeTrend: trend/trend-analysis.ts and trend/anchor-trend.ts), with and without the anchor.
// Prints measured figures only.
//
// Simulated per-run model outputs, written as history entries and read back through the history's
// own parser (history/parse-history.ts):
// - three commits land per night; run n measures the night's newest commit;
// - every run draws a runner: a shared per-run factor (normal, 2 % SD) and per-benchmark noise
//   (1 % SD) scale the head's and the anchor's absolute means alike (they run interleaved on it);
//   each absolute mean has its own measurement error (0.5 % SE, df 9);
// - the anchor comparison's Δ is the code's true ratio times its own model error (0.4 % SE, df 9)
//   and a runner × version jitter (0.15 % SD) the interval does not know of;
// - (a) runner change: every absolute time ×1.15 from run RUNNER_RUN on;
// - (b) a 3 % step in benchmark STEP_BENCH at commit STEP_COMMIT;
// - (c) drift: +0.3 % in every benchmark at each of the 10 commits from DRIFT_COMMIT on.
import { DEFAULT_E_DIVISIVE_OPTIONS } from '../src/stats/e-divisive.js';
import { createRandom, randomNormal } from '../src/stats/rng.js';
import { tCritical } from '../src/stats/distributions.js';
import { parseHistory, serializeHistory } from '../src/history/parse-history.js';
import type { HistoryBenchmark, HistoryEntry, HistoryFile } from '../src/results/history-format.js';
import { analyzeTrend, type TrendAnalysis } from '../src/trend/trend-analysis.js';
import { culprit, initialRange, narrow, nextProbe, probeSide } from '../src/trend/bisect.js';

const arg = (flag: string, fallback: number) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = 60;
const BENCHMARKS = 50;
const PER_NIGHT = 3;
const RUNNER_RUN = arg('--runner-run', 16);
const STEP_BENCH = 7;
const STEP_COMMIT = arg('--step-commit', 3 * 25 + 1);
const DRIFT_COMMIT = arg('--drift-commit', 3 * 35);
const SEED = arg('--seed', 1);
const T9 = tCritical(0.95, 9);

const commitOfRun = (run: number) => PER_NIGHT * run + PER_NIGHT - 1;
const shaOf = (commit: number) => commit.toString(16).padStart(40, 'c');

/** The code's true time factor of benchmark b at commit c. */
function code(b: number, c: number): number {
  const step = b === STEP_BENCH && c >= STEP_COMMIT ? 1.03 : 1;
  const drifted = Math.max(0, Math.min(10, c - DRIFT_COMMIT + 1));
  return step * 1.003 ** drifted;
}

/** The suite's true drift at the newest commit: the geometric mean over benchmarks of the code's factor. */
function trueSuiteDrift(): number {
  const last = commitOfRun(RUNS - 1);
  const logs = Array.from({ length: BENCHMARKS }, (_, b) => Math.log(code(b, last)));
  return Math.expm1(logs.reduce((a, c) => a + c, 0) / BENCHMARKS);
}

function simulate(seed: number): HistoryFile {
  const random = createRandom(seed);
  const base = Array.from({ length: BENCHMARKS }, () => 1e5 * (1 + 9 * random()));
  const entries: HistoryEntry[] = [];
  for (let n = 0; n < RUNS; n++) {
    const commit = commitOfRun(n);
    const runner = (n >= RUNNER_RUN ? 1.15 : 1) * (1 + 0.02 * randomNormal(random));
    const benchmarks: HistoryBenchmark[] = [];
    for (let b = 0; b < BENCHMARKS; b++) {
      const env = base[b] * runner * (1 + 0.01 * randomNormal(random));
      const head = env * code(b, commit) * (1 + 0.005 * randomNormal(random));
      const anchor = env * (1 + 0.005 * randomNormal(random));
      const ratio = code(b, commit) * Math.exp(0.004 * randomNormal(random) + 0.0015 * randomNormal(random));
      const half = (x: number) => T9 * 0.005 * x;
      const r = (x: number) => Number(x.toPrecision(6));
      benchmarks.push({
        name: `bench-${String(b).padStart(2, '0')}`,
        unit: 'ns',
        better: 'lower',
        mean: r(head),
        ci: [r(head - half(head)), r(head + half(head))],
        df: 9,
        variance: [null, null, null],
        counts: [10, 10, 100, 0],
        impact: [null, null],
        means: [[r(head)]],
        anchor: [r(ratio - 1), r(ratio * Math.exp(-T9 * 0.004) - 1), r(ratio * Math.exp(T9 * 0.004) - 1), 0.95, 9, r(anchor)],
      });
    }
    const date = new Date(Date.UTC(2026, 0, 1 + n, 3)).toISOString();
    entries.push({
      sha: shaOf(commit),
      date,
      measuredAt: date,
      runId: String(1000 + n),
      runAttempt: 1,
      runner: n >= RUNNER_RUN ? 'runner B' : 'runner A',
      confidence: 0.95,
      anchor: { ref: 'v2.4.0', sha: 'a'.repeat(40) },
      benchmarks,
    });
  }
  // Through the history's own parser, as a trend run reads the cache.
  const parsed = parseHistory(serializeHistory({ version: 1, entries }), 'simulated history');
  if (!parsed.ok || parsed.dropped > 0) throw new Error(`the simulated history did not parse: ${JSON.stringify(parsed)}`);
  return parsed.history;
}

function withoutAnchor(history: HistoryFile): HistoryFile {
  return {
    ...history,
    entries: history.entries.map(({ anchor: _a, ...e }) => ({ ...e, benchmarks: e.benchmarks.map(({ anchor: _b, ...b }) => b) })),
  };
}

const prefix = (history: HistoryFile, runs: number): HistoryFile => ({ ...history, entries: history.entries.slice(0, runs) });
const near = (entry: number, target: number) => Math.abs(entry - target) <= 1;
const stepRun = Math.floor(STEP_COMMIT / PER_NIGHT) + (STEP_COMMIT % PER_NIGHT === PER_NIGHT - 1 ? 0 : 0);

/** Code change points near the runner change: anchor steps plus absolute steps not marked environment. */
function codeChangesAtRunner(analysis: TrendAnalysis): { anchor: number; absolute: number; environment: number } {
  let anchor = 0;
  let absolute = 0;
  let environment = 0;
  for (const b of analysis.anchor?.benchmarks ?? []) anchor += b.changes.filter((c) => near(c.after.entry, RUNNER_RUN)).length > 0 ? 1 : 0;
  for (const b of analysis.benchmarks) {
    const at = b.changes.filter((c) => near(c.after.entry, RUNNER_RUN));
    if (at.some((c) => !c.environment)) absolute += 1;
    if (at.some((c) => c.environment)) environment += 1;
  }
  return { anchor, absolute, environment };
}

function foundStep(analysis: TrendAnalysis, withAnchor: boolean): boolean {
  const name = `bench-${String(STEP_BENCH).padStart(2, '0')}`;
  if (withAnchor) return analysis.anchor?.benchmarks.find((b) => b.name === name)?.changes.some((c) => near(c.after.entry, stepRun)) ?? false;
  return analysis.benchmarks.find((b) => b.series.name === name)?.changes.some((c) => near(c.after.entry, stepRun) && !c.environment) ?? false;
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)} %`;

function main(): void {
  const options = { ...DEFAULT_E_DIVISIVE_OPTIONS, seed: SEED };
  const history = simulate(SEED);
  const bare = withoutAnchor(history);
  console.log(
    `${RUNS} nightly runs × ${BENCHMARKS} benchmarks (${PER_NIGHT} commits a night), seed ${SEED}: runner ×1.15 from run ${RUNNER_RUN}; ` +
      `3 % step in bench-${String(STEP_BENCH).padStart(2, '0')} at commit ${STEP_COMMIT} (measured first by run ${stepRun}); ` +
      `+0.3 % in every benchmark at commits ${DRIFT_COMMIT}–${DRIFT_COMMIT + 9} (runs ${Math.floor(DRIFT_COMMIT / PER_NIGHT)}–${Math.floor((DRIFT_COMMIT + 9) / PER_NIGHT)}; true drift ${pct(1.003 ** 10 - 1)}).`,
  );
  const started = performance.now();
  const full = analyzeTrend(history, options);
  const seconds = (performance.now() - started) / 1000;
  const plain = analyzeTrend(bare, options);
  const anchor = full.anchor!;

  console.log('\n(a) runner change');
  for (const s of anchor.environmentShifts) {
    console.log(`  with anchor: environment shift at run ${s.entry} (${s.benchmarks} of ${s.of} benchmarks, anchor's time ${pct(s.medianStep)})`);
  }
  if (anchor.environmentShifts.length === 0) console.log('  with anchor: no environment shift reported');
  const a = codeChangesAtRunner(full);
  console.log(
    `  with anchor: benchmarks with a code change point at the runner change (±1 run): ${a.anchor} against the anchor, ${a.absolute} in the absolute series not marked environment; ${a.environment} absolute steps marked environment`,
  );
  const p = codeChangesAtRunner(plain);
  console.log(`  without anchor (today): benchmarks with a regression change point at the runner change: ${p.absolute} of ${BENCHMARKS}`);

  console.log('\n(b) 3 % step, found at run (analysing the history after each run)');
  let foundWith: number | null = null;
  let foundWithout: number | null = null;
  for (let n = stepRun + 1; n <= Math.min(RUNS, stepRun + 10) && (foundWith === null || foundWithout === null); n++) {
    if (foundWith === null && foundStep(analyzeTrend(prefix(history, n), options), true)) foundWith = n - 1;
    if (foundWithout === null && foundStep(analyzeTrend(prefix(bare, n), options), false)) foundWithout = n - 1;
  }
  const runsAfter = (found: number | null) =>
    found === null ? 'not within 10 runs' : `run ${found}, ${found - stepRun} run${found - stepRun === 1 ? '' : 's'} after the step`;
  console.log(`  with anchor (anchor-relative series): ${runsAfter(foundWith)}`);
  console.log(`  without anchor (absolute series): ${runsAfter(foundWithout)}`);

  // Bisection of the range the anchor-relative change point names, with simulated probes against good
  // (the true ratio × a model error of 0.4 % SE, df 9), by the bisect core.
  const step = anchor.benchmarks.find((b) => b.name === `bench-${String(STEP_BENCH).padStart(2, '0')}`)?.changes.find((c) => near(c.after.entry, stepRun));
  if (step) {
    const random = createRandom(SEED + 7);
    const good = commitOfRun(step.before.entry);
    const bad = commitOfRun(step.after.entry);
    const commits = Array.from({ length: bad - good }, (_, i) => good + 1 + i);
    const measureAgainstGood = (c: number): [number, number] => {
      const ratio = (code(STEP_BENCH, c) / code(STEP_BENCH, good)) * Math.exp(0.004 * randomNormal(random));
      return [ratio * Math.exp(-T9 * 0.004) - 1, ratio * Math.exp(T9 * 0.004) - 1];
    };
    const stepCi = measureAgainstGood(bad);
    const stepSize = Math.sqrt((1 + stepCi[0]) * (1 + stepCi[1])) - 1;
    let range = initialRange(commits.length);
    let probes = 0;
    for (let next = nextProbe(range); next !== null; next = nextProbe(range)) {
      const side = probeSide(measureAgainstGood(commits[next]), stepSize);
      probes++;
      if (side === 'unclear') break;
      range = narrow(range, next, side);
    }
    const found = culprit(range);
    console.log(
      `  bisect (trend/bisect.ts, simulated probes): range of ${commits.length} commits (${good + 1}–${bad}), ${probes} probe${probes === 1 ? '' : 's'}: ` +
        `${found === null ? 'no culprit named' : `commit ${commits[found]}${commits[found] === STEP_COMMIT ? ' (the true one)' : ` (true: ${STEP_COMMIT})`}`}`,
    );
  }

  console.log('\n(c) drift at the end');
  const d = anchor.drift;
  console.log(
    d === null
      ? '  with anchor: no drift'
      : `  with anchor: suite drift ${pct(d.worse)}, 95 % CI [${pct(d.ci[0])}, ${pct(d.ci[1])}] over ${d.benchmarks} benchmarks; excludes 0: ${d.ci[0] > 0 ? 'yes' : 'no'}; ` +
          `true: ${pct(trueSuiteDrift())} (the geometric mean of the code's factors, the 3 % step included)`,
  );
  const perBenchmark = anchor.benchmarks.filter((b) => b.drift !== null && b.drift.ci[0] > 0).length;
  console.log(`  with anchor: benchmarks whose own drift interval excludes 0: ${perBenchmark} of ${BENCHMARKS}`);
  const driftChanges = anchor.benchmarks.filter((b) => b.changes.some((c) => c.after.entry >= Math.floor(DRIFT_COMMIT / PER_NIGHT) - 1)).length;
  console.log(`  with anchor: benchmarks with a code change point during the drift: ${driftChanges} of ${BENCHMARKS}`);
  const plainDrift = plain.benchmarks.filter((b) => b.changes.some((c) => c.after.entry > RUNNER_RUN + 1 && !c.environment)).length;
  const levels = plain.benchmarks.map((b) => (b.segments.at(-1)?.mean ?? NaN) / (b.segments[0]?.mean ?? NaN) - 1).sort((x, y) => x - y);
  console.log(
    `  without anchor (today): benchmarks with a change point during the drift: ${plainDrift} of ${BENCHMARKS}; newest segment vs first, median over benchmarks: ${pct(levels[Math.floor(levels.length / 2)])} ` +
      '(runner change and drift mixed; no interval for the drift)',
  );
  console.log(`\nOne analysis of the full history with the anchor: ${seconds.toFixed(1)} s.`);
}

main();
