import { HISTORY_FORMAT_VERSION, type HistoryBenchmark, type HistoryEntry, type HistoryFile } from '../../src/results/history-format.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';

export const EVIL = 'evil|name <img src=x> @octocat #1 **bold** "quoted"; %%';

/** A sha for run i; runs 33 and 34 measured the same commit (a nightly run with no new commit). */
export function shaOf(i: number): string {
  const k = i === 34 ? 33 : i;
  return `${(Math.imul(k + 1, 2654435761) >>> 0).toString(16).padStart(8, '0')}${'e'.repeat(32)}`;
}

function bench(name: string, unit: string, better: 'lower' | 'higher', mean: number): HistoryBenchmark {
  const half = Number((mean * 0.015).toPrecision(6));
  return {
    name,
    unit,
    better,
    mean: Number(mean.toPrecision(6)),
    ci: [Number((mean - half).toPrecision(6)), Number((mean + half).toPrecision(6))],
    df: 2,
    variance: [1, 2, 3],
    counts: [3, 15, 450, 0],
    impact: [1.4, 1.1],
    means: [[mean], [mean], [mean]],
  };
}

/**
 * 40 nightly runs with known changes:
 * - parse/large (ns): +8 % from run 36 (a regression);
 * - EVIL (ops/s, higher is better): +12 % from run 12 (an improvement);
 * - io/write (ns): no change; not measured in run 38;
 * - runner/sensitive (ns): +10 % from run 34, which re-measured run 33's commit;
 * - new/bench (ns): only in the last 5 runs.
 */
export function trendHistory(): HistoryFile {
  const random = createRandom(2024);
  const noisy = (level: number) => level * (1 + 0.01 * randomNormal(random));
  const entries: HistoryEntry[] = [];
  for (let i = 0; i < 40; i++) {
    const date = new Date(Date.UTC(2025, 2, 1 + i, 3, 17)).toISOString();
    const benchmarks = [
      bench('parse/large', 'ns', 'lower', noisy(i >= 36 ? 1080 : 1000)),
      bench(EVIL, 'ops/s', 'higher', noisy(i >= 12 ? 560 : 500)),
      bench('runner/sensitive', 'ns', 'lower', noisy(i >= 34 ? 2200 : 2000)),
    ];
    if (i !== 38) benchmarks.push(bench('io/write', 'ns', 'lower', noisy(250)));
    if (i >= 35) benchmarks.push(bench('new/bench', 'ns', 'lower', noisy(10)));
    entries.push({
      sha: shaOf(i),
      date: i === 34 ? entries[33].date : date,
      measuredAt: date,
      runId: String(9000 + i),
      runAttempt: 1,
      runner: 'ubuntu-24.04 · 4 vCPU',
      confidence: 0.95,
      benchmarks,
    });
  }
  return { version: HISTORY_FORMAT_VERSION, entries };
}
