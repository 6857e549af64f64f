// npm run bench:analysis-speed — how long `benchgate analyze` takes as a whole process on
// 10⁶ values, all in one benchmark or spread over 333, and on 4 × 10⁶ values in 1,333
// benchmarks or in one (issue 47: ≤ 2× a bare parse for 10⁶ values, ≤ 1 s for 4 × 10⁶ in 1,333),
// against a bare parse (a Node process that reads and JSON.parses the same file) timed
// alternately in the same run, and where the time goes inside the process. Wall and CPU time
// (user + system of the child, from /proc/self/stat, 10 ms ticks) are both given: on a loaded
// machine the CPU time is the steadier figure. The CLI is bundled with ncc into a
// temporary directory first (as dist/cli is built), so the figures are those of the shipped
// bundle on the current sources.   --runs N  whole-process runs per shape (default 7)
//   --baseline REF  also bundle the sources of git REF (e.g. HEAD~5) and time both bundles,
//                   runs interleaved, with the ratio current / baseline
//   --node PATH     run the CLI with this Node binary instead of the bench's own (e.g. Node 24's
//                   from `npm ci --prefix test/node24`, to see the compile cache of Node ≥ 22.1)
// Each bundle runs once unmeasured first, as a user's second run would: where Node has a compile
// cache, it is then filled. The processes get TMPDIR in the bench's temporary directory, so the
// cache starts empty and is removed with it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { analyzeResults } from '../src/analysis/analyze-results.js';
import { analyzeVersion } from '../src/analysis/analyze-version.js';
import { midpointPairs, relativePairs } from '../src/analysis/pair-blocks.js';
import { analysisOptions, DEFAULT_ANALYSIS_OPTIONS } from '../src/config/analysis-options.js';
import { parseResults } from '../src/results/validate-results.js';
import type { ResultsFile } from '../src/results/results-format.js';
import { fitCrossedModel, type CrossedFit } from '../src/stats/crossed-model.js';
import { summarizeExecution } from '../src/stats/execution-summary.js';
import { impactFactors } from '../src/stats/impact-factors.js';
import { withinDependence } from '../src/stats/within-dependence.js';
import { printTable } from './markdown-table.js';
import { DEFAULT_SPEC, simulateBenchmark } from './simulation/nested-model.js';

const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 7;
const baselineIndex = process.argv.indexOf('--baseline');
const BASELINE = baselineIndex >= 0 ? process.argv[baselineIndex + 1] : undefined;
const nodeIndex = process.argv.indexOf('--node');
const NODE = nodeIndex >= 0 ? resolve(process.argv[nodeIndex + 1]) : process.execPath;
const shapes = [
  { benchmarks: 1, total: 1_000_000 },
  { benchmarks: 333, total: 1_000_000 },
  { benchmarks: 1333, total: 4_000_000 },
  { benchmarks: 1, total: 4_000_000 },
].map((shape) => {
  const perExecution = Math.ceil(shape.total / (shape.benchmarks * 2 * DEFAULT_SPEC.binaries * DEFAULT_SPEC.executions));
  const label = `${shape.benchmarks.toLocaleString('en-US')} benchmark${shape.benchmarks === 1 ? '' : 's'} × 2 versions × ${DEFAULT_SPEC.binaries} × ${DEFAULT_SPEC.executions} × ${perExecution.toLocaleString('en-US')}`;
  return { ...shape, perExecution, label };
});
const directory = mkdtempSync(join(tmpdir(), 'benchgate-speed-'));
const bundle = join(directory, 'cli');
const bundled = performance.now();
execFileSync(join('node_modules', '.bin', 'ncc'), ['build', 'src/cli-entry.ts', '-o', bundle, '-q'], { stdio: 'inherit' });
let baselineBundle: string | undefined;
if (BASELINE !== undefined) {
  // The baseline's sources from git, built against this checkout's node_modules.
  const tree = join(directory, 'baseline');
  const archive = join(directory, 'baseline.tar');
  mkdirSync(tree);
  execFileSync('git', ['archive', '--output', archive, BASELINE, 'src', 'types', 'tsconfig.json', 'package.json'], { stdio: 'inherit' });
  execFileSync('tar', ['-xf', archive, '-C', tree], { stdio: 'inherit' });
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'));
  baselineBundle = join(directory, 'baseline-cli');
  execFileSync(join('node_modules', '.bin', 'ncc'), ['build', join(tree, 'src', 'cli-entry.ts'), '-o', baselineBundle, '-q'], { stdio: 'inherit' });
}
const nodeVersion = execFileSync(NODE, ['--version']).toString().trim();
console.log(
  `## bench:analysis-speed\n\nCLI bundled with ncc${BASELINE === undefined ? '' : ` (and the baseline at ${BASELINE})`} in ${((performance.now() - bundled) / 1000).toFixed(1)} s; ${RUNS} whole-process runs per ` +
    `shape with Node ${nodeVersion}, after one unmeasured run, median and fastest.`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const childEnv = { ...process.env, TMPDIR: directory };
/** CPU time (user + system, ms) of the children this process has waited for: /proc/self/stat fields 16 and 17, in 10 ms ticks. */
const childCpuMs = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
};
let lastCpu = 0;
const wall = (args: string[]): number => {
  const cpuBefore = childCpuMs();
  const started = performance.now();
  const result = spawnSync(NODE, args, { stdio: ['ignore', 'ignore', 'pipe'], env: childEnv });
  const elapsed = performance.now() - started;
  lastCpu = childCpuMs() - cpuBefore;
  if (result.status !== 0 && result.status !== 1) throw new Error(`exit ${result.status}: ${result.stderr.toString()}`);
  return elapsed;
};
const BARE_PARSE = "JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))";
const timeMs = (f: () => void) => {
  const started = performance.now();
  f();
  return performance.now() - started;
};

const bare = Array.from({ length: RUNS }, () => wall(['-e', '0']));
const rows: (string | number)[][] = [
  [
    `bare \`node -e 0\` (process start-up alone, Node ${nodeVersion})`,
    '–',
    median(bare).toFixed(0),
    Math.min(...bare).toFixed(0),
    '–',
    '–',
    '–',
    '–',
    '–',
    ...(BASELINE === undefined ? [] : ['–', '–', '–', '–']),
    '–',
    '–',
    '–',
    '–',
    '–',
  ],
];
for (const shape of shapes) {
  const { perExecution } = shape;
  const file: ResultsFile = {
    version: 1,
    benchmarks: Array.from({ length: shape.benchmarks }, (_, i) => simulateBenchmark({ ...DEFAULT_SPEC, measurements: perExecution }, i + 1, `bench/${i}`)),
  };
  const path = join(directory, `results-${shape.benchmarks}-${shape.total}.json`);
  writeFileSync(path, JSON.stringify(file));
  const values = file.benchmarks.reduce(
    (sum, b) => sum + [b.base, b.head].reduce((s, v) => s + v.binaries.reduce((t, k) => t + k.executions.reduce((u, e) => u + e.values.length, 0), 0), 0),
    0,
  );
  const times: number[] = [];
  const cpus: number[] = [];
  const parses: number[] = [];
  const parseCpus: number[] = [];
  const baselineTimes: number[] = [];
  const baselineCpus: number[] = [];
  for (const cli of [bundle, baselineBundle]) if (cli !== undefined) wall([join(cli, 'index.js'), 'analyze', path, '--json']);
  for (let run = 0; run < RUNS; run++) {
    // Alternately, so that a change of the machine's load hits both.
    times.push(wall([join(bundle, 'index.js'), 'analyze', path, '--json']));
    cpus.push(lastCpu);
    parses.push(wall(['-e', BARE_PARSE, path]));
    parseCpus.push(lastCpu);
    if (baselineBundle !== undefined) {
      baselineTimes.push(wall([join(baselineBundle, 'index.js'), 'analyze', path, '--json']));
      baselineCpus.push(lastCpu);
    }
  }
  // Inside one process: parsing, the whole analysis, and the impact factors and the comparison-model fits alone.
  const text = readFileSync(path, 'utf8');
  let parsed: ResultsFile | undefined;
  const parse = timeMs(() => {
    parsed = parseResults(text);
  });
  const analysis = timeMs(() => analyzeResults(parsed ?? file, analysisOptions()));
  const summaries = file.benchmarks
    .flatMap((b) => [b.base, b.head])
    .map((v) => ({
      grouped: v.binaries.map((k) => k.executions.map((e) => summarizeExecution(e.values))),
      series: v.binaries.flatMap((k) => k.executions.map((e) => e.values)),
    }));
  const impact = timeMs(() => {
    for (const version of summaries) impactFactors(version.grouped, { confidence: 0.95, dependence: withinDependence(version.series) });
  });
  // The comparison-model fits alone (the interleaved pairs prepared first, as analyzeBenchmark does):
  // the first on each version's own scale, then the second on the midpoint scale.
  const paired = file.benchmarks.map((b) =>
    relativePairs(analyzeVersion('base', b.base, DEFAULT_ANALYSIS_OPTIONS), analyzeVersion('head', b.head, DEFAULT_ANALYSIS_OPTIONS)),
  );
  const level = { baseRandom: true, headRandom: true };
  const firstFits: CrossedFit[] = [];
  const fits = timeMs(() => {
    for (const { pairs } of paired) firstFits.push(fitCrossedModel(pairs, level));
  });
  // The second fit, on the midpoint scale, started from the first (compareInModel).
  const midpointFits = timeMs(() => {
    paired.forEach(({ pairs, baseMean, headMean }, i) => fitCrossedModel(midpointPairs(pairs, baseMean, headMean).pairs, level, firstFits[i]));
  });
  rows.push([
    shape.label,
    values.toLocaleString('en-US'),
    median(times).toFixed(0),
    Math.min(...times).toFixed(0),
    median(parses).toFixed(0),
    (median(times) / median(parses)).toFixed(2),
    median(cpus).toFixed(0),
    median(parseCpus).toFixed(0),
    (median(cpus) / median(parseCpus)).toFixed(2),
    ...(baselineBundle === undefined
      ? []
      : [
          median(baselineTimes).toFixed(0),
          (median(times) / median(baselineTimes)).toFixed(2),
          median(baselineCpus).toFixed(0),
          (median(cpus) / median(baselineCpus)).toFixed(2),
        ]),
    parse.toFixed(0),
    analysis.toFixed(0),
    impact.toFixed(1),
    fits.toFixed(1),
    midpointFits.toFixed(1),
  ]);
}
rmSync(directory, { recursive: true, force: true });
printTable(
  'Whole-process `benchgate analyze FILE --json` against a bare parse of the same file (issue 47: ratio ≤ 2 for 10⁶ values; ≤ 1,000 ms for 4 × 10⁶ in 1,333 benchmarks)',
  [
    'shape',
    'values',
    'whole process, median ms',
    'fastest ms',
    'bare parse, median ms',
    'ratio (wall)',
    'CPU ms, analyze',
    'CPU ms, bare parse',
    'ratio (CPU)',
    ...(BASELINE === undefined ? [] : [`baseline ${BASELINE}, median ms`, 'ratio to baseline', 'CPU ms, baseline', 'CPU ratio to baseline']),
    'in-process: read + validate ms',
    'analyzeResults ms',
    'impact factors (AR(1) fit included) ms',
    'first fits (each version on its own scale) ms',
    'midpoint-scale fits ms',
  ],
  rows,
  'In-process columns are one warm run each inside this bench process (tsx), for where the time goes; the whole-process columns are what a user waits for.',
);
