import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import { mergeCommand } from '../../src/cli/merge-command.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { shardArtifactName } from '../../src/sharding/shard-manifest.js';
import { plan, SHAS, shardResults } from './shard-fixtures.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-merge-'));
  dirs.push(dir);
  return dir;
}

async function run(command: typeof mergeCommand, args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await command(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd });
  return { code, stdout, stderr };
}

const write = (dir: string, name: string, results: ResultsFile) => writeFileSync(join(dir, name), JSON.stringify(results));

describe('benchgate merge', () => {
  const shardPlan = plan(3);

  it('merges shard files into one results file that `benchgate analyze` reads', async () => {
    const dir = workspace();
    shardPlan.shards.forEach((_, i) => write(dir, `s${i + 1}.json`, shardResults(shardPlan, i + 1)));
    const merged = await run(mergeCommand, ['s1.json', 's2.json', 's3.json', '-o', 'out/all.json', '--expect', '3'], dir);
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toBe('');
    expect(merged.stderr).toBe('merged 3 files: 12 benchmarks measured; wrote out/all.json\n');
    const results = validateResults(JSON.parse(readFileSync(join(dir, 'out/all.json'), 'utf8')));
    expect(results.benchmarks).toHaveLength(12);
    const analysed = await run(analyzeCommand, [join(dir, 'out/all.json'), '--json'], dir);
    expect(JSON.parse(analysed.stdout).benchmarks).toHaveLength(12);
  });

  it('reads every results.json below a directory (the downloaded artifacts), and says which benchmarks were not measured', async () => {
    const dir = workspace();
    for (const index of [1, 3]) {
      const artifact = join(dir, 'shards', shardArtifactName({ index, count: 3 }));
      mkdirSync(artifact, { recursive: true });
      write(artifact, 'results.json', shardResults(shardPlan, index));
      writeFileSync(join(artifact, 'report.md'), 'ignored');
    }
    const merged = await run(mergeCommand, ['shards', '--expect', '3'], dir);
    expect(merged.code, merged.stderr).toBe(0);
    const results = validateResults(JSON.parse(merged.stdout));
    expect(results.benchmarks).toHaveLength(8);
    const lines = merged.stderr.trim().split('\n');
    expect(lines).toEqual([
      ...shardPlan.shards[1].map((name) => `not measured: ${name}: shard 2/3 did not deliver results (no artifact benchgate-shard-2-of-3)`),
      'merged 2 files: 8 benchmarks measured, 4 not measured (reported as inconclusive)',
    ]);
    expect((results.meta?.merge as { inputs: { source: string }[] }).inputs.map((i) => i.source)).toEqual([
      'shards/benchgate-shard-1-of-3/results.json',
      'shards/benchgate-shard-3-of-3/results.json',
    ]);
  });

  it('benchgate analyze of a merge that lost a shard exits 3 naming it, unless --allow-missing-shards (issue 34)', async () => {
    const dir = workspace();
    for (const index of [1, 3]) write(dir, `s${index}.json`, shardResults(shardPlan, index));
    expect((await run(mergeCommand, ['s1.json', 's3.json', '--expect', '3', '-o', 'all.json'], dir)).code).toBe(0);
    const strict = await run(analyzeCommand, [join(dir, 'all.json')], dir);
    expect(strict.code).toBe(3);
    expect(strict.stderr).toBe(
      `benchgate analyze: the run is incomplete: shard 2/3 did not deliver results, so 4 benchmarks were not measured ` +
        `(${shardPlan.shards[1].join(', ')}); allow-missing-shards: true accepts partial results\n`,
    );
    expect(strict.stdout).toContain('❌ incomplete: shard 2/3 did not deliver results');
    const partial = await run(analyzeCommand, [join(dir, 'all.json'), '--allow-missing-shards'], dir);
    expect(partial.code, partial.stderr).toBe(0);
    expect(partial.stdout).toContain('**Partial results** (allow-missing-shards): shard 2/3 did not deliver results; 4 benchmarks were not measured:');
  });

  it('exits 2 with the message on files that measured different commits', async () => {
    const dir = workspace();
    write(dir, 'a.json', shardResults(shardPlan, 1));
    write(dir, 'b.json', shardResults(shardPlan, 2, { shas: { base: SHAS.base, head: 'f'.repeat(40) } }));
    const merged = await run(mergeCommand, ['a.json', 'b.json', '-o', 'all.json'], dir);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toBe(
      'benchgate merge: the files measured different commits, so they cannot make one comparison:\n' +
        '  base 111111111111, head 222222222222: a.json (shard 1/3)\n' +
        '  base 111111111111, head ffffffffffff: b.json (shard 2/3)\n',
    );
  });

  it('exits 2 naming the file and the JSON path of an invalid results file, a missing file, or a bad flag', async () => {
    const dir = workspace();
    const broken = shardResults(shardPlan, 1);
    (broken.benchmarks[0].base.binaries[0].executions[0].values as unknown[])[2] = 'fast';
    write(dir, 'broken.json', broken);
    const invalid = await run(mergeCommand, ['broken.json'], dir);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toBe(
      'benchgate merge: broken.json: benchmarks[0].base.binaries[0].executions[0].values[2]: not a finite number (got the string "fast")\n',
    );
    await expect(run(mergeCommand, ['nope.json'], dir)).rejects.toThrow('cannot read nope.json: no such file or directory');
    await expect(run(mergeCommand, ['broken.json', '--expect', 'two'], dir)).rejects.toThrow('--expect: expected a number from 1 to 256, got "two"');
    await expect(run(mergeCommand, [], dir)).rejects.toThrow(/merge needs at least one results file/);
  });
});
