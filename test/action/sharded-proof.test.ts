/**
 * prove-unchanged in a sharded run, through the bundled action as a runner runs it: two `shard`
 * jobs each trace their own benchmarks (one traced execution per version, with the shard's
 * environment), a benchmark whose inputs are identical is not measured, and the `mode: merge`
 * job checks each shard's `meta.proof` and reports a proved benchmark `unchanged (identical
 * inputs)`. A shard artifact whose proof is forged or malformed proves nothing.
 *
 * The bench script runs only the names in BENCHGATE_BENCHMARKS, one file each
 * (benches/<name>.mjs), and exits 9 when an execution that is not the discovery lacks its shard
 * assignment: the traced executions must run as the shard's executions do.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { spinModule, splitProject } from './support/bench-scripts.js';
import { describeRun, runBundledAction, tempDir, type ActionRun, type PullRequestCommits } from './support/runner.js';

const fixture = useActionFixture({ baseFiles: splitProject('sharded-proof', { shards: '2' }) });

const mergeInputs = { mode: 'merge', shards: '2', build: '', bench: '', format: '', binaries: '', executions: '' };

function job(pr: PullRequestCommits, inputs: Record<string, string>, store: string, workspace?: string): Promise<ActionRun> {
  return runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pullRequestStep(pr, inputs, { runId: 7_200_000_000 + pr.number, artifactDir: store, workspace }),
  });
}

/** Both shard jobs side by side, as matrix jobs run, then their artifacts in `store`. */
async function shardJobs(number: number, headFiles: Record<string, string>) {
  const pr = fixture.openPullRequest(number, headFiles);
  const store = tempDir('benchgate-shard-proof-artifacts-');
  const inputs = (shard: string) => ({ build: '', bench: 'node bench.mjs', 'prove-unchanged': 'true', shard });
  const shards = await Promise.all([job(pr, inputs('1/2'), store), job(pr, inputs('2/2'), store)]);
  const shardFile = (i: number) => join(store, `benchgate-shard-${i}-of-2`, 'files', 'results.json');
  return { pr, store, shards, shardFile, shardResults: (i: number) => JSON.parse(readFileSync(shardFile(i), 'utf8')) };
}

async function mergeJob(pr: PullRequestCommits, store: string) {
  const run = await job(pr, mergeInputs, store, tempDir('benchgate-merge-workspace-'));
  const read = (file: string) => JSON.parse(readFileSync(join(store, 'benchgate-results', 'files', file), 'utf8'));
  return { run, results: read('results.json'), report: read('report.json'), comment: fixture.api.commentsOn(pr.number).at(-1)?.body ?? '' };
}

type Row = { name: string; verdict: string; verdictSource?: { kind: string }; delta: unknown; notes?: string[] };
const rowsOf = (report: { benchmarks: Row[] }) => Object.fromEntries(report.benchmarks.map((b) => [b.name, b]));
const line = (markdown: string, name: string) => markdown.split('\n').find((l) => l.startsWith(`| ${name} |`)) ?? '';

describe('prove-unchanged in a sharded run', () => {
  it('one shard’s benchmark untouched: that shard proves it and measures nothing, the merge reports it unchanged (identical inputs)', async () => {
    const { pr, store, shards, shardResults } = await shardJobs(61, { 'benches/sort.mjs': `${spinModule(1)}// a comment: the file differs\n` });
    for (const run of shards) expect(run.exitCode, describeRun(run)).toBe(0);
    const files = [shardResults(1), shardResults(2)];
    const owner = (name: string) => files.find((f) => f.meta.shard.assigned.includes(name));
    const parseShard = owner('parse');
    const sortShard = owner('sort');
    expect(parseShard).not.toBe(sortShard);
    // The shard of parse traced its part with its shard's environment, proved it, and ran nothing.
    expect(parseShard.meta.proof).toMatchObject({ proved: true, parts: [{ names: ['parse'], proved: true, proof: { kind: 'identical-inputs' } }] });
    expect(parseShard.meta.proof.parts[0].proof.changedNotRead).toEqual(['benches/sort.mjs']);
    expect(parseShard.meta.executionsPerVersion).toBe(0);
    expect(parseShard.benchmarks).toEqual([]);
    // The shard of sort measured, with the reason.
    expect(sortShard.meta.proof).toMatchObject({
      proved: false,
      parts: [{ names: ['sort'], proved: false, reason: { kind: 'inputs-differ', paths: ['benches/sort.mjs'] } }],
    });
    expect(sortShard.benchmarks.map((b: { name: string }) => b.name)).toContain('sort');

    const { run, results, report, comment } = await mergeJob(pr, store);
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(results.meta.notMeasured).toBeUndefined();
    expect(run.warnings.filter((w) => w.includes('not measured'))).toEqual([]);
    expect(results.meta.proof.proved).toBe(false);
    expect(results.meta.proof.parts.map((p: { shard: string; names: string[]; proved: boolean }) => [p.names, p.proved])).toEqual(
      parseShard === files[0]
        ? [
            [['parse'], true],
            [['sort'], false],
          ]
        : [
            [['sort'], false],
            [['parse'], true],
          ],
    );
    const rows = rowsOf(report);
    expect(rows.parse).toMatchObject({ verdict: 'unchanged', verdictSource: { kind: 'identical-inputs' }, delta: null });
    expect(rows.sort.verdictSource?.kind).not.toBe('identical-inputs');
    expect(rows.sort.delta).not.toBeNull();
    expect(line(comment, 'parse')).toContain('⚪ unchanged (identical inputs)');
    expect(comment).toMatch(/Proved unchanged part by part: 1 of 2 parts \(parse\)/);
    expect(comment).toMatch(/Measured, not proved unchanged: shard \d\/2 part 1 \(sort\): the benchmark read files that differ: benches\/sort\.mjs\./);
    expect(comment).toMatch(/- shard \d\/2 part 1 \(parse\): proof of no change: /);
  }, 180_000);

  describe('a README-only change: both shards prove everything', () => {
    let ctx: Awaited<ReturnType<typeof shardJobs>>;
    beforeAll(async () => {
      ctx = await shardJobs(62, { 'README.md': '# widgets\n\nOne more line.\n' });
    }, 180_000);

    it('the merge is decided: unchanged, check green, nothing measured, one proof over the shards', async () => {
      for (const run of ctx.shards) expect(run.exitCode, describeRun(run)).toBe(0);
      for (const i of [1, 2]) expect(ctx.shardResults(i).meta.executionsPerVersion).toBe(0);
      const { run, results, report, comment } = await mergeJob(ctx.pr, ctx.store);
      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(results.benchmarks).toEqual([]);
      expect(results.meta.proof).toMatchObject({ proved: true, proof: { kind: 'identical-inputs', changedNotRead: ['README.md'] } });
      expect(report.benchmarks.map((b: Row) => [b.name, b.verdict, b.verdictSource?.kind]).sort()).toEqual([
        ['parse', 'unchanged', 'identical-inputs'],
        ['sort', 'unchanged', 'identical-inputs'],
      ]);
      expect(run.outputs.verdict).toBe('unchanged');
      expect(line(comment, 'sort')).toContain('⚪ unchanged (identical inputs)');
      expect(comment).toContain('both read byte-identical inputs');
    }, 120_000);

    it('a shard artifact whose proof claims another shard’s benchmark, or is malformed, proves nothing: not unchanged, and the check is not green', async () => {
      for (const [label, forge] of [
        ['claims a benchmark of the other shard', (proof: { parts: { names: string[] }[] }) => (proof.parts[0].names = ['parse', 'sort'])],
        ['a count that is not a number', (proof: { parts: { proof: { filesRead: unknown } }[] }) => (proof.parts[0].proof.filesRead = 'many')],
      ] as const) {
        const store = tempDir('benchgate-shard-proof-forged-');
        for (const i of [1, 2]) cpSync(join(ctx.store, `benchgate-shard-${i}-of-2`), join(store, `benchgate-shard-${i}-of-2`), { recursive: true });
        const file = join(store, 'benchgate-shard-1-of-2', 'files', 'results.json');
        const results = JSON.parse(readFileSync(file, 'utf8'));
        (forge as (proof: unknown) => void)(results.meta.proof);
        writeFileSync(file, JSON.stringify(results));
        const forgedShard = results.meta.shard.assigned as string[];
        const merged = await mergeJob(ctx.pr, store);
        expect(merged.run.exitCode, `${label}\n${describeRun(merged.run)}`).not.toBe(0);
        expect(merged.results.meta.proof.proved, label).toBe(false);
        const rows = rowsOf(merged.report);
        for (const name of forgedShard) {
          expect(rows[name].verdict, `${label}: ${name}`).toBe('inconclusive');
          expect(rows[name].verdictSource?.kind).not.toBe('identical-inputs');
          expect(line(merged.comment, name)).not.toContain('identical inputs');
        }
        expect(merged.results.meta.notMeasured.map((e: { name: string }) => e.name).sort(), label).toEqual([...forgedShard].sort());
        // The forged file is not the one shard 1's job sealed (issue 43): refused before its proof is read.
        expect(merged.results.meta.notMeasured[0].reason, label).toContain('shard 1/2 failed: its results were refused: its results.json (sha256:');
      }
    }, 240_000);
  });
});
