/**
 * Acceptance (issue 12, item 1; issue 17, item 8): the bundled action, run as a runner runs it
 * (runBundledAction passes every input with a default in action.yml as INPUT_*), takes the
 * config file's min-effect, confidence, correction and rule; an explicit input still wins; on a
 * pull request the gate policy is the base commit's, and a PR that changes it is told so; so are
 * the settings that decide whether and how much is measured (issue 43).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/results-format.js';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, Origin, projectFiles, pullRequestRun, runBundledAction, tempDir, type PullRequestCommits } from './support/runner.js';

const CONFIG = `confidence: 0.9
min-effect: 25%
correction: bh
rule: overlap
benchmarks:
  - match: "sort"
    gate: report
`;

const fixture = useActionFixture({ firstRunId: 7_100_000_001, baseFiles: projectFiles({ extra: { '.github/benchgate.yml': CONFIG } }) });
let nextPr = 41;

async function runOnPullRequest(headFiles: Record<string, string>, inputs: Record<string, string> = {}, on: Origin = fixture.origin) {
  const number = nextPr++;
  const pr: PullRequestCommits = on.addPullRequest(number, headFiles);
  fixture.api.setPullRequestRefs(number, { head: { sha: pr.head, ref: `feature-${number}`, owner: 'acme' }, base: { sha: pr.base, ref: 'main' } });
  const run = await runBundledAction({
    bundle: fixture.bundle,
    apiUrl: fixture.api.url,
    ...pullRequestRun(on, pr, { fetchDepth: 0 }),
    runId: fixture.nextRunId(),
    timeoutMs: 120_000,
    inputs: {
      token: fixture.api.token,
      build: 'node build.mjs',
      bench: 'node out/bench.mjs',
      binaries: '1',
      executions: '2',
      history: 'none',
      comment: 'never',
      'artifact-dir': tempDir('benchgate-artifacts-'),
      ...inputs,
    },
  });
  expect(run.outputs['report-json'], describeRun(run)).toBeTruthy();
  const report = JSON.parse(readFileSync(run.outputs['report-json'], 'utf8')) as { options: Record<string, unknown> };
  const results = JSON.parse(readFileSync(run.outputs['results-json'], 'utf8')) as ResultsFile;
  return { run, options: report.options, results };
}

describe('settings precedence in the bundled action, with action.yml defaults present', () => {
  it('the config file applies where the workflow gives no input', { timeout: 240_000 }, async () => {
    const { options } = await runOnPullRequest({ 'README.md': 'docs only\n' });
    expect(options).toMatchObject({ confidence: 0.9, minEffect: 0.25, correction: 'bh', rule: 'overlap', policies: [{ match: 'sort', gate: 'report' }] });
  });

  it('an explicit input wins over the config file', { timeout: 240_000 }, async () => {
    const { options } = await runOnPullRequest({ 'README.md': 'inputs\n' }, { 'min-effect': '5%', confidence: '0.99', correction: 'none', rule: 'interval' });
    expect(options).toMatchObject({ confidence: 0.99, minEffect: 0.05, correction: 'none', rule: 'interval' });
  });

  it("a pull request cannot loosen its own gate: the base commit's config decides, and the summary says the PR's differs", { timeout: 240_000 }, async () => {
    const loosened = `confidence: 0.9\nmin-effect: 500%\ncorrection: bh\nrule: overlap\nbenchmarks:\n  - match: "**"\n    gate: ignore\n`;
    const { run, options } = await runOnPullRequest({ '.github/benchgate.yml': loosened });
    expect(options).toMatchObject({ minEffect: 0.25, policies: [{ match: 'sort', gate: 'report' }] });
    expect(run.summary).toMatch(/gate policy comes from the base commit's \.github\/benchgate\.yml/);
    expect(run.summary).toMatch(/min-effect: 0\.25 → 5/);
    expect(run.warnings.join('\n')).toMatch(/This pull request changes its analysis settings/);
  });

  it(
    'a pull request cannot prove itself unchanged, add metrics, shrink its design or loosen its failure limit with its own config file (issue 43)',
    { timeout: 240_000 },
    async () => {
      // The repository fixes a small design in its config file, turned the proof (on by default) off and never opted into the counts.
      const design = 'binaries: 1\nexecutions: 2\nprove-unchanged: false\n';
      const guarded = new Origin(projectFiles({ extra: { '.github/benchgate.yml': CONFIG + design } }));
      // The PR changes nothing the benchmark reads, only the config file: on main the proof held, nothing was measured, exit 0.
      const own = `${CONFIG}binaries: 1\nexecutions: 1\nprove-unchanged: true\nmetrics: instructions\nmax-failure-share: 1\n`;
      const { run, results } = await runOnPullRequest({ '.github/benchgate.yml': own }, { binaries: '', executions: '' }, guarded);
      expect(results.meta?.proof, describeRun(run)).toBeUndefined();
      expect(results.meta?.maxFailureShare).toBe(0.25);
      expect(results.meta?.executionsPerVersion).toBe(2);
      const names = results.benchmarks.map((b) => b.name);
      expect(names).toContain('parse');
      expect(names.filter((name) => name.endsWith('instructions'))).toEqual([]);
      for (const side of ['base', 'head'] as const) {
        const parse = results.benchmarks.find((b) => b.name === 'parse')![side];
        expect(parse.binaries.flatMap((b) => b.executions).filter((e) => e.values.length > 0)).toHaveLength(2);
      }
      const warning =
        'This pull request changes prove-unchanged, metrics, executions, max-failure-share in its .github/benchgate.yml; not applied here, ' +
        'they take effect once it is merged.';
      expect(run.warnings.join('\n')).toContain(warning);
      expect(run.summary).toContain('This pull request changes prove-unchanged, metrics, executions, max-failure-share in its .github/benchgate.yml');
      expect(run.stdout).not.toContain('Tracing one execution');
    },
  );
});
