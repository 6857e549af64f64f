/**
 * End to end: the bundled action when the gate cannot tell. A head that could not be measured
 * (every execution failed, or most did) fails the check with the reason; a suite that measured
 * but could not decide passes with a warning and no ✅; a regression never shows ✅.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, projectFiles, runBundledAction, type ActionRun, type PullRequestCommits } from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 8_000_000_001 });

function openPullRequest(number: number, headFiles: Record<string, string>): PullRequestCommits {
  const pr = fixture.openPullRequest(number, headFiles);
  return pr;
}

function runOnPullRequest(pr: PullRequestCommits, overrides: Record<string, string> = {}): Promise<ActionRun> {
  return runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pullRequestStep(pr, overrides),
  });
}

const headlineOf = (markdown: string) => markdown.split('\n').find((line) => line.startsWith('### benchgate'));
const commentOn = (pr: number) => fixture.api.commentsOn(pr).at(-1)?.body ?? '';

describe('a head whose every execution fails', () => {
  let run: ActionRun;

  beforeAll(async () => {
    // The build succeeds; the benchmark it copies exits 1 on head only.
    const pr = openPullRequest(41, { 'bench.src.mjs': 'console.error("cannot open data.bin");\nprocess.exit(1);\n' });
    run = await runOnPullRequest(pr);
  });

  it('fails the check with an error that names head and the first failure', () => {
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toContain('benchgate: head could not be measured: every head execution failed; the first: exited with code 1: cannot open data.bin');
  });

  it('says so in the headline of the summary and the comment, never with ✅', () => {
    for (const markdown of [run.summary, commentOn(41)]) {
      expect(headlineOf(markdown)).toMatch(/^### benchgate: ❌ head could not be measured — /);
      expect(markdown).toContain('**The check fails: head could not be measured.**');
      expect(markdown).not.toContain('✅');
    }
    expect(run.outputs.verdict).toBe('inconclusive');
  });
});

describe('a head most of whose executions fail', () => {
  it('fails the check once more head executions failed than max-failure-share allows', async () => {
    // Every execution of the one head build counts itself in a file next to the benchmark: the first
    // measures, the next two fail, and the runner stops there (2 failures of 6 are over 0.25).
    const flaky = `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const file = new URL('./runs.txt', import.meta.url);
const runs = (existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0) + 1;
writeFileSync(file, String(runs));
if (runs % 3 !== 1) { console.error('segfault in worker ' + runs); process.exit(139); }
console.log(JSON.stringify({ name: 'parse', value: 1, unit: 'ms' }));
console.log(JSON.stringify({ name: 'sort', value: 1, unit: 'ms' }));
`;
    const pr = openPullRequest(42, { 'bench.src.mjs': flaky });
    // One build: one counter file, so the count of failures is exact (no traced execution of the proof counts in it).
    const run = await runOnPullRequest(pr, { binaries: '1', 'prove-unchanged': 'false' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    const failure = run.errors.find((e) => e.startsWith('benchgate: '));
    expect(failure, describeRun(run)).toBe(
      'benchgate: head could not be measured: 2 of the 3 head executions that ran failed, more than the run allows (max-failure-share 0.25); the ' +
        'first: exited with code 139: segfault in worker 2',
    );
    expect(headlineOf(run.summary)).toMatch(/❌ head could not be measured/);
  });
});

describe('a suite that was measured but not decided', () => {
  it('passes the check, warns, and shows no ✅', async () => {
    // A/A (a README change) judged at 99.99 % with a min-effect of 0.01 %: no interval can be that narrow.
    // Measured: the proof (on by default) would show it unchanged (identical inputs) without measuring.
    const pr = openPullRequest(43, { 'README.md': '# docs only\n' });
    const run = await runOnPullRequest(pr, { 'min-effect': '0.01%', confidence: '0.9999', 'prove-unchanged': 'false' });

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.verdict).toBe('inconclusive');
    expect(run.errors.filter((e) => e.startsWith('benchgate'))).toEqual([]);
    expect(
      run.warnings.some((w) => /^benchgate: not decided: 2 of 2 benchmarks inconclusive \(parse, sort\)\. The check passes/.test(w)),
      describeRun(run),
    ).toBe(true);
    for (const markdown of [run.summary, commentOn(43)]) {
      // What the intervals still rule out, beside the min-effect asked.
      expect(headlineOf(markdown)).toMatch(
        /^### benchgate: ⚠️ not decided: 2 inconclusive; no regression beyond \+[\d.]+ % in any of the 2 \(asked ±0\.01 %\)$/,
      );
      expect(markdown).toMatch(/\| ⚠️ inconclusive, ≤ \+[\d.]+ % \|\n/);
      expect(markdown).not.toContain('✅');
      expect(markdown).toContain('The check still passes (only a gated regression or a version that could not be measured fails it)');
    }
  });
});

describe('a regression', () => {
  it('fails the check and never shows ✅', async () => {
    const pr = openPullRequest(44, projectFiles({ sortWork: 3 }));
    const run = await runOnPullRequest(pr);

    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    for (const markdown of [run.summary, commentOn(44)]) {
      expect(headlineOf(markdown)).toMatch(/^### benchgate: 🔴 1 regression/);
      expect(markdown).not.toContain('✅');
    }
    expect(run.warnings.filter((w) => w.startsWith('benchgate: not decided'))).toEqual([]);
  });
});
