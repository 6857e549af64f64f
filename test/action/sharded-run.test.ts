/**
 * End to end: a sharded pull request run as a matrix workflow would do it. Two (and three) `shard` jobs of
 * the bundled action measure their part of a 3-benchmark suite into one artifact directory (the
 * workflow run's artifacts), then a `mode: merge` job merges them, analyses the whole suite and
 * posts the one comment and the check. A merge with a shard missing reports its benchmarks as
 * not measured (inconclusive).
 *
 * The bench script runs only the names in BENCHGATE_BENCHMARKS and exits 9 when a measuring
 * execution does not get them, so a shard that ignored its assignment fails visibly.
 * Assignment by count (no history): hash and sort to shard 1, parse to shard 2; with three
 * shards, one benchmark each (hash, parse, sort).
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMarker } from '../../src/github/sticky-comment.js';
import { ROUTES } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import { shardedBench } from './support/bench-scripts.js';
import { describeRun, projectFiles, runBundledAction, tempDir, type ActionRun, type PullRequestCommits } from './support/runner.js';

const MARKER = buildMarker('benchgate');
/** Exits 9 when measured without its shard assignment (2 or 3 shards), so a shard that ignored it fails visibly. */
const bench = (sortWork: number) => shardedBench({ sortWork, shards: '2|3' });
const PR = 8;
const RUN_ID = 6_000_000_001;

const fixture = useActionFixture({ baseFiles: projectFiles({ extra: { 'bench.src.mjs': bench(1) } }) });
let pr: PullRequestCommits;
let artifactDir: string;

const rowOf = (markdown: string, name: string) => markdown.split('\n').find((line) => line.startsWith(`| ${name} |`));

async function runJob(inputs: Record<string, string>, store: string, workspace?: string): Promise<ActionRun> {
  return runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pullRequestStep(pr, inputs, { runId: RUN_ID, artifactDir: store, workspace }),
  });
}

const mergeInputs = { mode: 'merge', shards: '2', build: '', bench: '', format: '', binaries: '', executions: '' };

beforeAll(async () => {
  pr = fixture.openPullRequest(PR, { 'bench.src.mjs': bench(2) });
  artifactDir = tempDir('benchgate-shard-artifacts-');
});

describe('a pull request measured by two shards and merged', () => {
  const shards: ActionRun[] = [];
  let merge: ActionRun;
  let beforeMerge: { resultsArtifact: boolean; comments: number };

  beforeAll(async () => {
    // Side by side, as matrix jobs run.
    shards.push(...(await Promise.all([runJob({ shard: '1/2' }, artifactDir), runJob({ shard: '2/2' }, artifactDir)])));
    beforeMerge = { resultsArtifact: existsSync(join(artifactDir, 'benchgate-results')), comments: fixture.api.requestsTo(ROUTES.createComment).length };
    merge = await runJob(mergeInputs, artifactDir, tempDir('benchgate-merge-workspace-'));
  }, 120_000);

  it('each shard job measures its part, uploads it as benchgate-shard-<i>-of-2, writes a summary and passes without commenting', () => {
    for (const [i, run] of shards.entries()) {
      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(existsSync(join(artifactDir, `benchgate-shard-${i + 1}-of-2`, 'files', 'results.json'))).toBe(true);
      expect(run.summary).toContain(`### benchgate: shard ${i + 1}/2`);
    }
    expect(beforeMerge).toEqual({ resultsArtifact: false, comments: 0 });
    const names = (i: number) =>
      JSON.parse(readFileSync(join(artifactDir, `benchgate-shard-${i}-of-2`, 'files', 'results.json'), 'utf8')).benchmarks.map((b: { name: string }) => b.name);
    expect(names(1)).toEqual(['hash', 'sort']);
    expect(names(2)).toEqual(['parse']);
    // Shard 1 measured the regression, and still passed: the merge job decides.
    expect(rowOf(shards[0].summary, 'sort')).toContain('CHANGE DETECTED');
    // The proof is on by default on a pull request (refused here: the benchmark's code differs).
    expect(shards[0].summary).toContain('This job proved unchanged or measured 2 of the suite');
    expect(shards[0].summary).toContain('Measured, not proved unchanged: part 1 (hash, sort): the benchmark read files that differ: out/bench.mjs.');
  });

  it('the merge job posts one comment with all three benchmarks and the regression, and fails the check', () => {
    expect(merge.exitCode, describeRun(merge)).toBe(1);
    expect(merge.errors).toContain('benchgate: performance regression in 1 benchmark: sort');
    expect(fixture.api.requestsTo(ROUTES.createComment)).toHaveLength(1);
    const comments = fixture.api.commentsOn(PR);
    expect(comments).toHaveLength(1);
    const body = comments[0].body;
    expect(body.startsWith(MARKER)).toBe(true);
    expect(rowOf(body, 'sort')).toContain('🔴 **CHANGE DETECTED** (worse)');
    for (const name of ['hash', 'parse']) {
      expect(rowOf(body, name), name).toBeDefined();
      expect(rowOf(body, name)).not.toContain('CHANGE DETECTED');
    }
    expect(merge.outputs.verdict).toBe('regression');
    expect(merge.outputs.regressions).toBe('1');
    const merged = JSON.parse(readFileSync(join(artifactDir, 'benchgate-results', 'files', 'results.json'), 'utf8'));
    expect(merged.benchmarks.map((b: { name: string }) => b.name).sort()).toEqual(['hash', 'parse', 'sort']);
    expect(merged.meta.merge.missing).toEqual([]);
    expect(merge.warnings.filter((w) => w.includes('not measured'))).toEqual([]);
  });

  it('a merge with shard 2 missing reports its benchmark as not measured (inconclusive) and still gates the regression', async () => {
    const partial = tempDir('benchgate-shard-artifacts-partial-');
    cpSync(join(artifactDir, 'benchgate-shard-1-of-2'), join(partial, 'benchgate-shard-1-of-2'), { recursive: true });
    const run = await runJob(mergeInputs, partial, tempDir('benchgate-merge-workspace-'));
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.warnings).toContain('no artifact benchgate-shard-2-of-2 in this workflow run: its benchmarks are reported as not measured');
    expect(
      run.warnings.some((w) => w.startsWith('1 benchmark was not measured and is reported as inconclusive: parse (shard 2/2 did not deliver results')),
    ).toBe(true);
    const body = fixture.api.commentsOn(PR).at(-1)!.body;
    expect(rowOf(body, 'parse')).toMatch(/inconclusive/i);
    expect(body).toContain('shard 2/2 did not deliver results (no artifact benchgate-shard-2-of-2)');
    expect(rowOf(body, 'sort')).toContain('CHANGE DETECTED');
    const report = JSON.parse(readFileSync(run.outputs['report-json'], 'utf8'));
    expect(report.benchmarks.find((b: { name: string }) => b.name === 'parse').verdict).toBe('inconclusive');
  }, 60_000);

  it('a merge whose regression shard delivered nothing fails the check, naming the missing shard in the comment and the log (issue 34)', async () => {
    const partial = tempDir('benchgate-shard-artifacts-no-regression-shard-');
    cpSync(join(artifactDir, 'benchgate-shard-2-of-2'), join(partial, 'benchgate-shard-2-of-2'), { recursive: true });
    const run = await runJob(mergeInputs, partial, tempDir('benchgate-merge-workspace-'));
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toContain(
      'benchgate: the run is incomplete: shard 1/2 did not deliver results, so 2 benchmarks were not measured (hash, sort); ' +
        'allow-missing-shards: true accepts partial results',
    );
    expect(run.warnings).toContain('no artifact benchgate-shard-1-of-2 in this workflow run: its benchmarks are reported as not measured');
    expect(run.warnings.filter((w) => w.includes('The check passes'))).toEqual([]);
    const body = fixture.api.commentsOn(PR).at(-1)!.body;
    // parse (shard 2's, unchanged in truth) is measured: unchanged, or inconclusive when its small shard design cannot tell. Not this test's point.
    expect(body.split('\n').find((line) => line.startsWith('### '))).toMatch(
      /^### benchgate: ❌ incomplete: shard 1\/2 did not deliver results — (2 inconclusive, 1 unchanged|3 inconclusive)/,
    );
    expect(body).toContain('**The check fails: shard 1/2 did not deliver results.** 2 benchmarks were not measured: hash, sort.');
    expect(run.outputs.verdict).toBe('inconclusive');
  }, 60_000);

  it('with allow-missing-shards: true the same merge passes on partial results, and says so', async () => {
    const partial = tempDir('benchgate-shard-artifacts-partial-allowed-');
    cpSync(join(artifactDir, 'benchgate-shard-2-of-2'), join(partial, 'benchgate-shard-2-of-2'), { recursive: true });
    const run = await runJob({ ...mergeInputs, 'allow-missing-shards': 'true' }, partial, tempDir('benchgate-merge-workspace-'));
    expect(run.exitCode, describeRun(run)).toBe(0);
    const body = fixture.api.commentsOn(PR).at(-1)!.body;
    expect(body.split('\n').find((line) => line.startsWith('### '))).toMatch(
      /^### benchgate: ⚠️ not decided: (2 inconclusive, 1 unchanged|3 inconclusive)(; no regression beyond [+-][\d.]+ %( in any of the [23])? \(asked ±[\d.]+ %\))?$/,
    );
    expect(body).toContain('**Partial results** (allow-missing-shards): shard 1/2 did not deliver results; 2 benchmarks were not measured: hash, sort.');
  }, 60_000);
});

describe('a pull request measured by three shards, each a separate process, and merged', () => {
  it('three shard jobs and a merge job (shards: 3) post one comment with all three benchmarks', async () => {
    const three = fixture.openPullRequest(10, { 'bench.src.mjs': bench(2) });
    const store = tempDir('benchgate-shard-artifacts-three-');
    const job = (inputs: Record<string, string>, workspace?: string) =>
      runBundledAction({
        bundle: fixture.bundle,
        ...fixture.pullRequestStep(three, inputs, { runId: RUN_ID + 2, artifactDir: store, workspace }),
      });
    const shardRuns = await Promise.all(['1/3', '2/3', '3/3'].map((shard) => job({ shard })));
    for (const [i, run] of shardRuns.entries()) {
      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(run.summary).toContain(`### benchgate: shard ${i + 1}/3`);
      const uploaded = JSON.parse(readFileSync(join(store, `benchgate-shard-${i + 1}-of-3`, 'files', 'results.json'), 'utf8'));
      expect(uploaded.benchmarks.map((b: { name: string }) => b.name)).toEqual([['hash'], ['parse'], ['sort']][i]);
    }
    expect(fixture.api.commentsOn(10)).toEqual([]);

    const merge = await job({ ...mergeInputs, shards: '3' }, tempDir('benchgate-merge-workspace-'));
    expect(merge.exitCode, describeRun(merge)).toBe(1);
    const comments = fixture.api.commentsOn(10);
    expect(comments).toHaveLength(1);
    const body = comments[0].body;
    expect(body.startsWith(MARKER)).toBe(true);
    for (const name of ['hash', 'parse', 'sort']) expect(rowOf(body, name), name).toBeDefined();
    expect(rowOf(body, 'sort')).toContain('CHANGE DETECTED');
    const merged = JSON.parse(readFileSync(join(store, 'benchgate-results', 'files', 'results.json'), 'utf8'));
    expect(merged.benchmarks.map((b: { name: string }) => b.name).sort()).toEqual(['hash', 'parse', 'sort']);
    expect(merged.meta.merge.missing).toEqual([]);
  }, 120_000);
});

describe('a shard whose build fails', () => {
  it('uploads the failure under its shard artifact and fails its job; a merge with no benchmark known fails with the reasons', async () => {
    const broken = fixture.openPullRequest(9, projectFiles({ buildFailsAfterLines: 3, extra: { 'bench.src.mjs': bench(1) } }));
    const store = tempDir('benchgate-shard-artifacts-broken-');
    const job = (inputs: Record<string, string>, workspace?: string) =>
      runBundledAction({
        bundle: fixture.bundle,
        ...fixture.pullRequestStep(broken, inputs, { runId: RUN_ID + 1, artifactDir: store, workspace }),
      });
    const shard = await job({ shard: '1/2' });
    expect(shard.exitCode, describeRun(shard)).toBe(1);
    expect(shard.errors[0]).toMatch(/^benchgate: head build 1 failed: `node build.mjs`/);
    const uploaded = JSON.parse(readFileSync(join(store, 'benchgate-shard-1-of-2', 'files', 'results.json'), 'utf8'));
    expect(uploaded.benchmarks).toEqual([]);
    expect(uploaded.meta.shard).toMatchObject({ index: 1, count: 2, failure: expect.stringMatching(/^head build 1 failed: `node build.mjs` /) });
    expect(fixture.api.commentsOn(9)).toEqual([]);

    // Neither shard knew the benchmarks: the merge refuses to pass on nothing.
    const merge = await job(mergeInputs, tempDir('benchgate-merge-workspace-'));
    expect(merge.exitCode, describeRun(merge)).toBe(1);
    expect(merge.errors[0]).toMatch(
      /^benchgate: no shard measured any benchmark, so there is nothing to compare: benchgate-shard-1-of-2: head build 1 failed: .*; shard 2\/2: no artifact$/,
    );
  }, 60_000);
});
