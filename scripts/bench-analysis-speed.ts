import { analysisOptions } from '../src/config/analysis-options.js';
// The benchmark benchgate runs on itself (.github/workflows/benchgate.yml): how long the
// analysis of a simulated 3 × 5 × 2,000 suite of 8 benchmarks takes, in native JSON lines.
import { analyzeResults } from '../src/analysis/analyze-results.js';
import { renderMarkdownReport } from '../src/report/markdown.js';
import { suiteOutcome } from '../src/analysis/decide.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../bench/simulation/nested-model.js';

const suite = {
  version: 1 as const,
  benchmarks: Array.from({ length: 8 }, (_, i) => simulateBenchmark({ ...DEFAULT_SPEC, measurements: 2000 }, i + 1, `suite/${i}`)),
};
const ITERATIONS = 30;
const WARMUP = 5;
for (let i = 0; i < ITERATIONS; i++) {
  const start = process.hrtime.bigint();
  const report = analyzeResults(suite, analysisOptions());
  renderMarkdownReport(report, { outcome: suiteOutcome(report, { failures: [], failOnRegression: true, accepted: false }) });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  console.log(JSON.stringify({ name: 'analyze/suite-8x30000', value: ms, unit: 'ms', ...(i < WARMUP ? { warmup: true } : {}) }));
}
