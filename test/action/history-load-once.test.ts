/**
 * The job's history is loaded once, before anything is measured (action/pipeline.ts): the
 * history prior, the trend entry and its analysis all read that one load. In-process (the real
 * @actions/core port, real git checkouts and benchmark processes); the history factory is a
 * local directory behind a wrapper that counts the loads and saves and notes when the load came.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LocalHistoryBackend } from '../../src/history/local-history-backend.js';
import type { HistoryBackend } from '../../src/ports/history-backend.js';
import { parseResults } from '../../src/results/validate-results.js';
import { useActionFixture } from './support/action-fixture.js';
import { runActionInProcess } from './support/in-process.js';
import { describeRun, projectFiles, tempDir } from './support/runner.js';

const fixture = useActionFixture({ bundle: false });

/** A local history that records its loads (with the time each started) and saves. */
function countingHistory(dir: string): { backend: HistoryBackend; loads: number[]; saves: number[] } {
  const local = new LocalHistoryBackend(dir);
  const loads: number[] = [];
  const saves: number[] = [];
  const backend: HistoryBackend = {
    description: local.description,
    load: () => {
      loads.push(Date.now());
      return local.load();
    },
    save: (history) => {
      saves.push(history.entries.length);
      return local.save(history);
    },
  };
  return { backend, loads, saves };
}

describe('a trend run (push to main) with a fixed design and a history', () => {
  it('loads the history once, before it measures, and records its entry in it', async () => {
    const after = fixture.origin.pushCommit(fixture.origin.base, projectFiles({ sortWork: 2 }), 'main');
    const history = countingHistory(tempDir('benchgate-history-'));
    const run = await runActionInProcess({
      ...fixture.pushStep(fixture.origin.base, after, { history: 'cache' }, { runId: 7_400_000_001, fetchDepth: 1 }),
      services: () => ({ history: () => history.backend }),
    });
    expect(run.exitCode === 0 || run.exitCode === 1, describeRun(run)).toBe(true);
    // The prior (a fixed design's, fitted before measuring) and the trend read the same load.
    expect(run.stdout).toContain('History prior: none');
    expect(history.loads).toHaveLength(1);
    const results = parseResults(readFileSync(run.outputs['results-json'], 'utf8'), 'results.json');
    const startedAt = Date.parse(results.meta?.startedAt ?? '');
    expect(Number.isFinite(startedAt)).toBe(true);
    // Loaded before the experiment started (meta.startedAt), not after it was measured.
    expect(history.loads[0]).toBeLessThanOrEqual(startedAt);
    // The trend run saved its one entry, and the job summary shows the trend.
    expect(history.saves).toEqual([1]);
    expect(run.summary).toContain('benchgate trend');
  }, 240_000);
});
