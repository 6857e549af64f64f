import { HISTORY_FORMAT_VERSION, type HistoryEntry, type HistoryFile } from '../../src/results/history-format.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';

/** A year of nightly runs over `count` benchmarks, with one step in the first benchmark at run 200. */
export function yearOfRuns(count: number, nights: number): HistoryFile {
  const random = createRandom(365);
  const entries: HistoryEntry[] = [];
  for (let night = 0; night < nights; night++) {
    const date = new Date(Date.UTC(2026, 0, 1 + night, 3)).toISOString();
    entries.push({
      sha: ((night * 2654435761) >>> 0).toString(16).padStart(8, '0') + 'a'.repeat(32),
      date,
      measuredAt: date,
      runId: String(20_000 + night),
      runAttempt: 1,
      runner: 'ubuntu-24.04',
      confidence: 0.95,
      benchmarks: Array.from({ length: count }, (_, b) => {
        const mean = 100 * (1 + (b % 13)) * (b === 0 && night >= 200 ? 1.2 : 1) * (1 + 0.01 * randomNormal(random));
        const half = mean * 0.01;
        return {
          name: `suite/b${String(b).padStart(3, '0')}`,
          unit: 'ns',
          better: 'lower' as const,
          mean,
          ci: [mean - half, mean + half] as [number, number],
          df: 8,
          variance: [null, null, null] as [null, null, null],
          counts: [3, 5, 30, 0] as [number, number, number, number],
          impact: [null, null] as [null, null],
          means: [[mean]],
        };
      }),
    });
  }
  return { version: HISTORY_FORMAT_VERSION, entries };
}
