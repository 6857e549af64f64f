import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * The action's history prior, in-process (the real @actions/core port, the local GitHub API
 * server, real git checkouts and benchmark processes; only the history factory is swapped for a
 * local directory, as the Actions cache would restore one). A pull-request run fits the prior
 * from the restored history, records it in meta.analysis, says in the comment's details what
 * became of it, and gating again from its results.json gives its verdicts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings, recordedRunOptions } from '../../src/experiment/analysis-settings.js';
import { describeRunner } from '../../src/history/history-entry.js';
import { LocalHistoryBackend } from '../../src/history/local-history-backend.js';
import { serializeHistory } from '../../src/history/parse-history.js';
import type { HistoryEntry } from '../../src/results/history-format.js';
import { parseResults } from '../../src/results/validate-results.js';
import { useActionFixture } from './support/action-fixture.js';
import { runActionInProcess } from './support/in-process.js';
import { describeRun, projectFiles, tempDir, type PullRequestCommits } from './support/runner.js';

const fixture = useActionFixture({ bundle: false });
let pr: PullRequestCommits;

beforeAll(async () => {
  pr = fixture.openPullRequest(31, projectFiles({ sortWork: 2 }));
});

const pullRequestRun = (runId: number, historyDir: string, design: Record<string, string> = {}) =>
  runActionInProcess({
    ...fixture.pullRequestStep(pr, { history: 'cache', ...design }, { runId }),
    services: () => ({ history: () => new LocalHistoryBackend(historyDir) }),
  });

describe('a pull-request run with a history prior', () => {
  it.each([
    ['the fixed design', {}, 7_300_000_001],
    // The adaptive design's looks take the prior too: it is fitted before measuring (issue 29).
    ['the adaptive design', { budget: '1' }, 7_300_000_011],
  ])(
    '%s: fits it from the restored history, records it, says so in the details, and a re-gate agrees',
    async (_design, design, runId) => {
      // A first run (empty history) gives this runner's description, the design and each benchmark's noise.
      const first = await pullRequestRun(runId, tempDir('benchgate-history-'), design);
      expect(first.exitCode === 0 || first.exitCode === 1, describeRun(first)).toBe(true);
      expect(first.stdout).toContain('History prior: none');
      const measured = parseResults(readFileSync(first.outputs['results-json'], 'utf8'), 'results.json');
      const own = analyzeResults(measured, analysisOptions()).benchmarks.filter((b) => b.noise !== undefined);
      expect(own.length).toBeGreaterThan(0);

      // Four earlier runs on this runner with this design, their noise around the first run's.
      const historyDir = tempDir('benchgate-history-');
      const entries: HistoryEntry[] = [1, 0.8, 1.25, 1.1].map((factor, i) => ({
        sha: String(i + 1).padStart(40, 'a'),
        date: `2026-01-0${i + 1}T00:00:00Z`,
        measuredAt: `2026-01-0${i + 1}T00:00:00Z`,
        runId: String(100 + i),
        runAttempt: 1,
        runner: describeRunner(measured.meta?.runner),
        confidence: 0.95,
        benchmarks: own.map((b) => ({
          name: b.name,
          unit: b.unit,
          better: b.better,
          mean: b.base!.mean,
          ci: b.base!.ci,
          df: b.base!.df,
          variance: [null, null, null],
          counts: [1, 1, 1, 0],
          impact: [null, null],
          means: [[b.base!.mean]],
          noise: [b.noise!.kind, b.noise!.variance * factor, b.noise!.df, b.noise!.design],
        })),
      }));
      writeFileSync(join(historyDir, 'history.json'), serializeHistory({ version: 1, entries }));

      const run = await pullRequestRun(runId + 1, historyDir, design);
      expect(run.exitCode === 0 || run.exitCode === 1, describeRun(run)).toBe(true);
      expect(run.stdout).toMatch(/History prior: \d+ benchmarks? with the noise of earlier runs on /);
      const results = parseResults(readFileSync(run.outputs['results-json'], 'utf8'), 'results.json');
      const recorded = results.meta!.analysis as { historyPriors: Record<string, { runs: number; design: string }> };
      expect(Object.keys(recorded.historyPriors).sort()).toEqual(own.map((b) => b.name).sort());
      // The looks match any number of builds (their design grows): the record says so with `*`.
      const expectedDesign = (recordedDesign: string) => ('budget' in design ? recordedDesign.replace(/(^|\/)\d+x/g, '$1*x') : recordedDesign);
      for (const b of own) expect(recorded.historyPriors[b.name]).toMatchObject({ runs: 4, design: expectedDesign(b.noise!.design) });
      // The details name what became of it: used, or not and why (the noise of real processes may disagree).
      expect(run.summary).toMatch(/history prior (used: the noise of 4 earlier runs|not used: )/);
      expect(fixture.api.commentsOn(pr.number).at(-1)?.body).toMatch(/history prior (used|not used)/);
      // Gating again from the results alone (no history) gives the run's verdicts.
      const report = JSON.parse(readFileSync(run.outputs['report-json'], 'utf8')) as { benchmarks: { name: string; verdict: string }[] };
      const again = analyse(results, analysisSettings(recordedRunOptions(results.meta))).report;
      expect(again.benchmarks.map((b) => [b.name, b.verdict])).toEqual(report.benchmarks.map((b) => [b.name, b.verdict]));
    },
    240_000,
  );
});
