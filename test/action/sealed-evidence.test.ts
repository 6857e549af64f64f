/**
 * Issue 43, fault 1 and "a shard that reports none of its benchmarks": what decides a sharded
 * merge and a label's re-gate must be what GitHub recorded, not an artifact the measured code
 * could rewrite. A process the benchmark leaves behind can rewrite results.json before the upload
 * (copying each benchmark's base over its head); here the rewrite is done directly on the stored
 * artifact between the measuring jobs and the merge or label run, so the defence is tested on
 * its own. The bundled action runs as a runner runs it; the harness reports each job to the
 * local API server with the annotations its workflow commands made (runner.ts `reportJob`), and
 * the server lists them as GitHub does (`GET /actions/runs/{id}/jobs`, `GET /check-runs/{id}/annotations`).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealDigest, SEAL_TITLE } from '../../src/github/results-seal.js';
import { ROUTES } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import { shardedBench } from './support/bench-scripts.js';
import { describeRun, Origin, projectFiles, runBundledAction, tempDir, type ActionRun, type PullRequestCommits } from './support/runner.js';

/** What the daemon does to results.json: every benchmark's base measurements copied over its head. */
function baseOverHead(file: string): void {
  const results = JSON.parse(readFileSync(file, 'utf8'));
  for (const benchmark of results.benchmarks) benchmark.head = { ...structuredClone(benchmark.base), ref: benchmark.head.ref, sha: benchmark.head.sha };
  writeFileSync(file, `${JSON.stringify(results)}\n`);
}

const mergeInputs = { mode: 'merge', shards: '2', build: '', bench: '', format: '', binaries: '', executions: '' };

const fixture = useActionFixture({ firstRunId: 4_300_000_001 });

describe('the merge of shards rests on what each shard job sealed', () => {
  let origin: Origin;
  let pr: PullRequestCommits;
  let store: string;
  const shards: ActionRun[] = [];
  const runId = fixture.nextRunId();

  const job = (inputs: Record<string, string>, artifacts: string, workspace?: string): Promise<ActionRun> =>
    runBundledAction({
      bundle: fixture.bundle,
      ...fixture.pullRequestStep(pr, inputs, { origin, runId, artifactDir: artifacts, workspace, timeoutMs: 300_000 }),
    });
  const merge = (artifacts: string, inputs: Record<string, string> = {}) => job({ ...mergeInputs, ...inputs }, artifacts, tempDir('benchgate-merge-'));
  /** A copy of the shards' artifacts, shard 1's results.json (hash, sort: the regression) rewritten by the daemon. */
  const rewritten = () => {
    const copy = tempDir('benchgate-rewritten-');
    for (const i of [1, 2]) cpSync(join(store, `benchgate-shard-${i}-of-2`), join(copy, `benchgate-shard-${i}-of-2`), { recursive: true });
    baseOverHead(join(copy, 'benchgate-shard-1-of-2', 'files', 'results.json'));
    return copy;
  };

  beforeAll(async () => {
    origin = new Origin(projectFiles({ extra: { 'bench.src.mjs': shardedBench({ sortWork: 1 }) } }));
    pr = fixture.openPullRequest(43, { 'bench.src.mjs': shardedBench({ sortWork: 4 }) }, origin);
    store = tempDir('benchgate-shards-');
    for (const shard of ['1/2', '2/2']) shards.push(await job({ shard }, store));
  }, 900_000);

  it('each shard job measures its part and seals its results.json in one notice', () => {
    for (const [i, run] of shards.entries()) {
      expect(run.exitCode, describeRun(run)).toBe(0);
      const digest = sealDigest(readFileSync(join(store, `benchgate-shard-${i + 1}-of-2`, 'files', 'results.json')));
      expect(run.commands.filter((c) => c.command === 'notice' && c.properties.title === SEAL_TITLE).map((c) => c.message)).toEqual([
        `benchgate-shard-${i + 1}-of-2 ${digest}`,
      ]);
    }
  });

  it('control: the untouched shards merge to the regression, a red check', async () => {
    const run = await merge(store);
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
  }, 300_000);

  it('a shard whose results.json was rewritten after its job sealed it counts as a failed shard: red, the reason in the log and the comment', async () => {
    const run = await merge(rewritten());
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).not.toBe('unchanged');
    expect(run.warnings.some((w) => w.startsWith('benchgate-shard-1-of-2 counts as a failed shard: its results.json (sha256:'))).toBe(true);
    expect(run.errors.join('\n')).toContain('shard 1/2 failed (its results were refused: its results.json');
    const comment = fixture.api.commentsOn(43).at(-1)?.body ?? '';
    expect(comment).toContain('**Shard results refused:** `benchgate-shard-1-of-2`');
    expect(comment).toContain('it was changed after benchgate wrote it');
  }, 300_000);

  it('allow-missing-shards does not let a refused shard pass as partial results', async () => {
    const run = await merge(rewritten(), { 'allow-missing-shards': 'true' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors.join('\n')).toContain('shard 1/2 failed (its results were refused');
  }, 300_000);

  it('a second seal of the rewritten file, printed by something besides benchgate, is refused, not chosen', async () => {
    const copy = rewritten();
    const digest = sealDigest(readFileSync(join(copy, 'benchgate-shard-1-of-2', 'files', 'results.json')));
    const forged = fixture.api.addJob(runId, {
      name: 'measure (1/2) daemon',
      annotations: [{ level: 'notice', title: SEAL_TITLE, message: `benchgate-shard-1-of-2 ${digest}` }],
    });
    try {
      const run = await merge(copy);
      expect(run.exitCode, describeRun(run)).toBe(1);
      expect(run.warnings.some((w) => w.includes('the run has 2 seals of benchgate-shard-1-of-2'))).toBe(true);
    } finally {
      fixture.api.state.jobs = fixture.api.state.jobs.filter((j) => j.id !== forged.id);
    }
  }, 300_000);

  it('when GitHub cannot be read, the merge fails closed, naming the permissions', async () => {
    fixture.api.failAlways(ROUTES.listJobsForWorkflowRun, 403);
    try {
      const run = await merge(store);
      expect(run.exitCode, describeRun(run)).toBe(1);
      expect(run.errors.join('\n')).toContain("no shard's results could be trusted");
      expect(run.errors.join('\n')).toContain('`permissions: actions: read` and `checks: read`');
    } finally {
      fixture.api.clearFaults();
    }
  }, 300_000);
});

describe('a shard whose assigned benchmarks no process reported', () => {
  it('counts as a failed shard: the merge is red, naming the shard and the benchmark', async () => {
    // `parse` (shard 2/2's only benchmark) is discovered but never printed, by base or head (their processes print `decoy`); no regression anywhere.
    const origin = new Origin(projectFiles({ extra: { 'bench.src.mjs': shardedBench({ sortWork: 1, silent: ['parse'] }) } }));
    const pr = fixture.openPullRequest(44, { 'README.md': 'no change to the benchmark\n' }, origin);
    const store = tempDir('benchgate-silent-shards-');
    const runId = fixture.nextRunId();
    const job = (inputs: Record<string, string>, workspace?: string) =>
      runBundledAction({
        bundle: fixture.bundle,
        ...fixture.pullRequestStep(pr, inputs, { origin, runId, artifactDir: store, workspace, timeoutMs: 300_000 }),
      });
    // Measured, not proved: a README-only change would be proved unchanged, and a proof that names `parse` without reporting it is refused for its own reason.
    for (const shard of ['1/2', '2/2']) {
      const run = await job({ shard, 'prove-unchanged': 'false' });
      expect(run.exitCode, describeRun(run)).toBe(0);
    }
    const uploaded = JSON.parse(readFileSync(join(store, 'benchgate-shard-2-of-2', 'files', 'results.json'), 'utf8'));
    expect(uploaded.benchmarks.map((b: { name: string }) => b.name)).not.toContain('parse');

    const run = await job(mergeInputs, tempDir('benchgate-merge-'));

    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors, describeRun(run)).toContain(
      'benchgate: the run is incomplete: shard 2/2 failed (no execution of base or head reported its one assigned benchmark (parse)), so 1 benchmark ' +
        'was not measured (parse); allow-missing-shards: true accepts partial results',
    );
    expect(fixture.api.commentsOn(44).at(-1)?.body ?? '').toContain('shard 2/2 failed');
  }, 900_000);
});

describe('a label re-gate rests on what GitHub recorded for the measuring run', () => {
  /** A `mode: run` measurement of `commits` in a run of its own, its artifact then served by the API for that run; `rewrite` edits it first. */
  const measure = (commits: PullRequestCommits, rewrite = false) =>
    fixture.measureRun(commits, { timeoutMs: 300_000, ...(rewrite ? { edit: (dir: string) => baseOverHead(join(dir, 'results.json')) } : {}) });
  const labelRun = (commits: PullRequestCommits, label: string) => fixture.labelRun(commits, label, { timeoutMs: 300_000 });

  it('a label event after a red run whose results.json was rewritten before the upload keeps the check red, saying why', async () => {
    const pr = fixture.openPullRequest(45, projectFiles({ sortWork: 2 }));
    const measured = await measure(pr, true);
    expect(measured.run.exitCode, describeRun(measured.run)).toBe(1);
    expect(measured.run.outputs.verdict).toBe('regression');

    const run = await labelRun(pr, 'bug');

    expect(run.exitCode, describeRun(run)).toBe(1);
    const error = run.errors.join('\n');
    expect(error).toContain("the last run's results would pass the check, but they are not what GitHub recorded");
    expect(error).toContain(`run ${measured.id}: its results.json (sha256:`);
    expect(error).toContain('it was changed after benchgate wrote it');
    expect(run.outputs.verdict).toBeUndefined();
  }, 900_000);

  describe('an honest run that passed', () => {
    let pr: PullRequestCommits;

    beforeAll(async () => {
      pr = fixture.openPullRequest(46, projectFiles({ extra: { 'README.md': 'no change to the benchmark\n' } }));
      const measured = await measure(pr);
      expect(measured.run.exitCode, describeRun(measured.run)).toBe(0);
    }, 900_000);

    it('control: a label event re-gates from its sealed results and passes, saying which job sealed them', async () => {
      const run = await labelRun(pr, 'bug');
      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(run.stdout).toMatch(/The last run's results\.json is the one job measure \(run \d+\) sealed, and GitHub recorded that job as a success\./);
    }, 300_000);

    it('when the jobs cannot be read (no `actions: read`), the re-gate fails closed instead of passing', async () => {
      fixture.api.failAlways(ROUTES.listJobsForWorkflowRun, 403);
      try {
        const run = await labelRun(pr, 'bug');
        expect(run.exitCode, describeRun(run)).toBe(1);
        expect(run.errors.join('\n')).toContain('`permissions: actions: read` and `checks: read`');
      } finally {
        fixture.api.clearFaults();
      }
    }, 300_000);
  });
});
