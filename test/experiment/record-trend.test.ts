import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * The trend pipeline the action's trend runs and `benchgate history` share
 * (experiment/record-trend.ts): one analysed run becomes one entry, a rerun of the same run
 * replaces it, the same run again is kept once; recording loads, adds, saves and analyses the
 * saved series.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { addRun, recordTrend } from '../../src/experiment/record-trend.js';
import { LocalHistoryBackend } from '../../src/history/local-history-backend.js';
import { emptyHistory } from '../../src/results/history-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { trendHistory } from '../trend/trend-fixture.js';

const results = validateResults(JSON.parse(readFileSync(new URL('../../fixtures/results/simulated-suite.json', import.meta.url), 'utf8')));
const report = analyzeResults(results, analysisOptions());
const meta = { sha: 'c'.repeat(40), date: '2026-02-01T03:00:00Z', runId: '4242' };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'benchgate-record-trend-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('addRun', () => {
  it('adds a new run, replaces it by a later attempt, and keeps the same run once', () => {
    const first = addRun(emptyHistory(), { results, report }, meta);
    expect(first.outcome).toBe('added');
    expect(first.history.entries).toEqual([first.entry]);
    expect(first.entry.sha).toBe(meta.sha);
    expect(first.entry.benchmarks.map((b) => b.name).sort()).toEqual(report.benchmarks.map((b) => b.name).sort());
    expect(first.leftOut).toEqual([]);

    const again = addRun(first.history, { results, report }, meta);
    expect(again.outcome).toBe('kept');
    expect(again.history.entries).toHaveLength(1);

    const retried = addRun(first.history, { results, report }, { ...meta, runAttempt: 2 });
    expect(retried.outcome).toBe('replaced');
    expect(retried.history.entries).toEqual([retried.entry]);
  });

  it('names the benchmarks whose side could not be analysed instead of recording them', () => {
    const [dropped, ...kept] = report.benchmarks;
    const partial = { ...report, benchmarks: [{ ...dropped, head: null }, ...kept] };
    const recorded = addRun(emptyHistory(), { results, report: partial }, meta);
    expect(recorded.entry.benchmarks.map((b) => b.name)).not.toContain(dropped.name);
    expect(recorded.leftOut.map((b) => b.name)).toEqual([dropped.name]);
  });
});

describe('recordTrend', () => {
  it('saves the history with the run and returns the trend of the whole saved series', async () => {
    const backend = new LocalHistoryBackend(dir);
    await backend.save(trendHistory());
    const before = trendHistory().entries.length;
    const recorded = await recordTrend(backend, { results, report }, meta, { repository: { owner: 'acme', repo: 'widgets' } });
    expect(recorded.outcome).toBe('added');
    const saved = (await backend.load()).history;
    expect(saved.entries).toHaveLength(before + 1);
    expect(saved.entries.some((e) => e.sha === meta.sha && e.runId === meta.runId)).toBe(true);
    expect(recorded.trend.analysis.runs).toHaveLength(before + 1);
    expect(recorded.trend.markdown).toContain(`History: ${before + 1} runs`);
    expect(recorded.trend.svgFiles.length).toBe(recorded.trend.analysis.benchmarks.length);
  });
});
