/**
 * Which execution mean decides best, by seeded simulation (docs/measurements.md, "Execution
 * means on a busy machine"): the plain mean, Huber's M-estimate (`--robust`) and the 5 %
 * winsorized mean, each through the default gate (`analyzeResults`, 3 builds × 5 processes,
 * min-effect 1 %, confidence 95 %), on the same seeded records.
 *
 *   npm run bench:estimator                    # 400 runs per cell
 *   npm run bench:estimator -- --runs 100 --generators preemption,gaussian
 *
 * Cases: A/A; head 5, 12 and 30 % slower throughout; and a tail cost, 10 % of head's
 * iterations twice as long (+10 % on the mean, nothing on the median). Decided: a slowdown
 * flagged as a regression, the A/A shown unchanged. Wrong: the A/A flagged, or a slowdown
 * called an improvement or unchanged. The A/A's flagged share is judged against the binomial
 * band of α (bench/simulation/binomial-band.ts).
 */
import { analyzeResults } from '../src/analysis/analyze-results.js';
import { analysisOptions, EXECUTION_ESTIMATORS, type ExecutionEstimator } from '../src/config/analysis-options.js';
import { GENERATORS, generate, type Generator, type GeneratorKey } from './simulation/generators.js';
import { binomialUpperCount } from './simulation/binomial-band.js';
import { printTable } from './markdown-table.js';
import { median } from '../src/stats/descriptive.js';
import { analysisSettings } from '../src/experiment/analysis-settings.js';
import { analyzeLook, type LookPlan } from '../src/sequential/analyze-look.js';
import { recordUpToRound } from '../src/sequential/truncate-results.js';
import { lookRounds } from '../src/planning/look-schedule.js';
import { DEFAULT_SPENDING } from '../src/stats/alpha-spending.js';
import type { BenchmarkRecord } from '../src/results/results-format.js';

const args = process.argv.slice(2);
function option(name: string, fallback: string): string {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
}
const runs = Number(option('--runs', '400'));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of 1 or more');
const generatorKeys = option('--generators', 'gaussian,heavyTailed,ar1,bimodal,burst,preemption').split(',') as GeneratorKey[];
for (const key of generatorKeys) if (!(key in GENERATORS)) throw new Error(`--generators: "${key}" is not one of ${Object.keys(GENERATORS).join(', ')}`);
const estimators = option('--estimators', EXECUTION_ESTIMATORS.join(',')).split(',') as ExecutionEstimator[];
for (const e of estimators) if (!EXECUTION_ESTIMATORS.includes(e)) throw new Error(`--estimators: "${e}" is not one of ${EXECUTION_ESTIMATORS.join(', ')}`);

export interface EstimatorCase {
  label: string;
  change: number;
  tail?: { share: number; factor: number };
}
export const CASES: EstimatorCase[] = [
  { label: 'A/A', change: 0 },
  { label: '+5 %', change: 0.05 },
  { label: '+12 %', change: 0.12 },
  { label: '+30 %', change: 0.3 },
  { label: 'tail: 10 % of iterations 2×', change: 0, tail: { share: 0.1, factor: 2 } },
];

const withTail = (generator: Generator, tail: EstimatorCase['tail']): Generator =>
  tail === undefined ? generator : { ...generator, spec: { ...generator.spec, headTail: tail } };

type Verdict = 'regression' | 'improvement' | 'unchanged' | 'inconclusive';
/** Two tests at half the error each: a change when either finds one (and none the opposite), unchanged when both say so. */
function union(a: Verdict, b: Verdict): Verdict {
  const changes = new Set([a, b].filter((v) => v === 'regression' || v === 'improvement'));
  if (changes.size === 1) return [...changes][0];
  if (changes.size === 2) return 'inconclusive';
  return a === 'unchanged' && b === 'unchanged' ? 'unchanged' : 'inconclusive';
}
const UNIONS: (readonly [ExecutionEstimator, ExecutionEstimator])[] =
  option('--unions', 'yes') === 'no'
    ? []
    : [
        ['huber', 'winsorized'],
        ['huber', 'mean'],
      ];

interface Cell {
  decided: number;
  wrong: number;
  flagged: number;
  /** Δ̂ of each run (the relative change the estimator reads), where there was one. */
  deltas: number[];
}

const ALPHA = 0.05;
const aaLimit = binomialUpperCount(ALPHA, runs, 0.999);
const started = Date.now();
const rows: string[][] = [];
for (const key of generatorKeys) {
  for (const [c, testCase] of CASES.entries()) {
    const columns = [...estimators, ...UNIONS.map(([a, b]) => `${a} ∪ ${b}`)];
    const cells = new Map<string, Cell>(columns.map((e) => [e, { decided: 0, wrong: 0, flagged: 0, deltas: [] }]));
    const generator = withTail(GENERATORS[key], testCase.tail);
    for (let i = 0; i < runs; i++) {
      // The same record for every estimator: the comparison is paired.
      const record = generate(generator, 30_000_000 + Object.keys(GENERATORS).indexOf(key) * 100_000 + c * 10_000 + i, testCase.change);
      const verdicts = new Map<string, Verdict>();
      for (const estimator of estimators) {
        const b = analyzeResults({ version: 1, benchmarks: [record] }, analysisOptions({ estimator, bootstrapReplicates: 10 })).benchmarks[0];
        verdicts.set(estimator, b.verdict);
        if (b.delta) cells.get(estimator)!.deltas.push(b.delta.relative);
      }
      const half = (estimator: ExecutionEstimator) =>
        analyzeResults({ version: 1, benchmarks: [record] }, analysisOptions({ estimator, bootstrapReplicates: 10, confidence: 1 - ALPHA / 2 })).benchmarks[0]
          .verdict;
      for (const [a, b] of UNIONS) verdicts.set(`${a} ∪ ${b}`, union(half(a), half(b)));
      for (const [column, verdict] of verdicts) {
        const cell = cells.get(column)!;
        const slower = testCase.change > 0 || testCase.tail !== undefined;
        const flagged = verdict === 'regression' || verdict === 'improvement';
        if (flagged) cell.flagged++;
        if (slower ? verdict === 'regression' : verdict === 'unchanged') cell.decided++;
        if (slower ? verdict === 'improvement' || verdict === 'unchanged' : flagged) cell.wrong++;
      }
    }
    const share = (n: number) => `${((n / runs) * 100).toFixed(1)} %`;
    rows.push([
      GENERATORS[key].name,
      testCase.label,
      ...columns.map((e) => {
        const cell = cells.get(e)!;
        const aaFlag = testCase.change === 0 && testCase.tail === undefined && cell.flagged > aaLimit ? ' ⚠' : '';
        const aa = testCase.change === 0 && testCase.tail === undefined;
        const read = cell.deltas.length > 0 ? ` (Δ̂ ${(median(cell.deltas) * 100).toFixed(1)} %)` : '';
        return aa ? `flagged ${share(cell.flagged)}${aaFlag}` : `${share(cell.decided)} / ${cell.wrong}${read}`;
      }),
    ]);
    console.error(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${key} ${testCase.label}: ${rows[rows.length - 1].slice(2).join(' | ')}`);
  }
}
printTable(
  `Execution means through the default gate (3 builds × 5 processes, min-effect 1 %, confidence 95 %), ${runs} seeded runs per cell`,
  ['generator', 'case', ...[...estimators, ...UNIONS.map(([a, b]) => `${a} ∪ ${b} (α/2 each)`)].map((e) => `${e}: decided / wrong`)],
  rows,
  `Decided: a slowdown flagged as a regression, the A/A shown unchanged within min-effect. Wrong: the A/A flagged, or a slowdown called an ` +
    `improvement or unchanged. Δ̂: the median relative change the estimator read (single estimators). ⚠: the A/A flagged more often than the binomial band of α = 5 % allows (> ${aaLimit} of ${runs}, at 0.999).`,
);

// The adaptive design's looks (the action's default), simplified: one build per version from the
// source (deterministic), up to 40 rounds of one block, 8 looks spaced geometrically from round 5,
// the default spending, each look's repeated interval read by the stopping rule; the verdict is
// the first look's that decides, else inconclusive.
const lookRunCount = Number(option('--look-runs', '200'));
if (!Number.isInteger(lookRunCount) || lookRunCount < 0) throw new Error('--look-runs must be a whole number of 0 or more');
const ROUNDS = 40;
const rounds = lookRounds(ROUNDS, 8, 5, 'geometric');
const plans: LookPlan[] = rounds.map((_, k) => ({
  spending: DEFAULT_SPENDING,
  fractions: rounds.slice(0, k + 1).map((r) => r / ROUNDS),
  alpha: ALPHA,
  final: k === rounds.length - 1,
  blocks: rounds.slice(0, k + 1),
  repeatedT: true,
  information: 'blocks',
}));
const fromSource = (record: BenchmarkRecord): BenchmarkRecord => {
  for (const side of [record.base, record.head]) for (const binary of side.binaries) binary.outputHash = 'source:0123abcd';
  return record;
};
function adaptiveVerdict(record: BenchmarkRecord, estimator: ExecutionEstimator): { verdict: Verdict; round: number } {
  const options = analysisSettings({ estimator, bootstrapReplicates: 0 });
  for (const [k, round] of rounds.entries()) {
    const [look] = analyzeLook({ version: 1, benchmarks: [recordUpToRound(record, round)] }, plans[k], options);
    if (look.decision && look.decision.verdict !== 'inconclusive') return { verdict: look.decision.verdict, round };
  }
  return { verdict: 'inconclusive', round: ROUNDS };
}
if (lookRunCount > 0) {
  const lookRows: string[][] = [];
  const lookCases = CASES.filter((c) => c.label !== '+30 %');
  for (const key of ['gaussian', 'preemption'] as const) {
    for (const [c, testCase] of lookCases.entries()) {
      const cells = new Map(estimators.map((e) => [e, { decided: 0, wrong: 0, flagged: 0, rounds: [] as number[] }]));
      const base = GENERATORS[key];
      const generator: Generator = {
        ...base,
        spec: { ...base.spec, binaries: 1, binarySd: 0, executions: ROUNDS, outputHashes: undefined, headTail: testCase.tail },
      };
      for (let i = 0; i < lookRunCount; i++) {
        const record = fromSource(generate(generator, 40_000_000 + Object.keys(GENERATORS).indexOf(key) * 100_000 + c * 10_000 + i, testCase.change));
        for (const estimator of estimators) {
          const { verdict, round } = adaptiveVerdict(record, estimator);
          const cell = cells.get(estimator)!;
          const slower = testCase.change > 0 || testCase.tail !== undefined;
          const flagged = verdict === 'regression' || verdict === 'improvement';
          if (flagged) cell.flagged++;
          if (slower ? verdict === 'regression' : verdict === 'unchanged') cell.decided++;
          if (slower ? verdict === 'improvement' || verdict === 'unchanged' : flagged) cell.wrong++;
          cell.rounds.push(round);
        }
      }
      const share = (n: number) => `${((n / lookRunCount) * 100).toFixed(1)} %`;
      lookRows.push([
        GENERATORS[key].name,
        testCase.label,
        ...estimators.map((e) => {
          const cell = cells.get(e)!;
          const aa = testCase.change === 0 && testCase.tail === undefined;
          return `${share(cell.decided)} / ${aa ? `flagged ${share(cell.flagged)}` : cell.wrong}, ${median(cell.rounds)} rounds`;
        }),
      ]);
      console.error(`[${((Date.now() - started) / 1000).toFixed(0)} s] looks ${key} ${testCase.label}: ${lookRows[lookRows.length - 1].slice(2).join(' | ')}`);
    }
  }
  printTable(
    `The adaptive design's looks: 1 build per version from the source, up to ${ROUNDS} rounds, looks after rounds ${rounds.join(', ')}, ` +
      `min-effect 1 %, ${lookRunCount} seeded runs per cell`,
    ['generator', 'case', ...estimators.map((e) => `${e}: decided / wrong, median rounds`)],
    lookRows,
    'Decided: a slowdown flagged as a regression, the A/A shown unchanged within min-effect (A/A: also the share flagged). The verdict is the first ' +
      'deciding look’s; median rounds: when it stopped (40 when undecided).',
  );
}
