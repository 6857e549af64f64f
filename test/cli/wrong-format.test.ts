/**
 * A format that reads nothing: the first process of each version already shows it, so the run
 * stops after that block with one warning, instead of running on and repeating the same long
 * warning for every execution. Real processes through `benchgate run`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateResults } from '../../src/results/validate-results.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { runInProcess as cli } from '../support/run-in-process.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

// jsonl lines, read with --format go.
const BENCH = "for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: 10 + (i % 3), unit: 'ms' }));";

describe('a wrong --format', () => {
  it('stops after the first process of both versions, with one warning that names the format and what the output looks like', async () => {
    const repo = createRepo({ 'bench.mjs': BENCH }, { 'bench.mjs': `${BENCH}\n` });
    const out = tempDir();
    dirs.push(repo, out);
    const { code, stdout, stderr } = await cli(['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--format', 'go', '--out', out], repo);
    expect(code, stderr).toBe(3);
    const warnings = stderr.split('\n').filter((line) => line.includes('warning:'));
    expect(warnings, stderr).toHaveLength(1);
    expect(warnings[0]).toMatch(/stopping after block 1: .*format go.*no measurement found.*looks like jsonl output/);
    // The parser's message, once in the warning and once in the reason the run failed.
    expect(stderr.match(/no measurement found/g), stderr).toHaveLength(2);
    // The report says it once for both versions.
    expect(stdout.match(/The check fails/g)).toHaveLength(1);
    expect(stdout).toContain('**The check fails: neither base nor head could be measured.** The format go read nothing in the first process of base or head');
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    expect(results.meta?.executionsPerVersion).toBe(1);
    expect(results.meta?.failedExecutions).toEqual({ base: 1, head: 1 });
    expect(results.meta?.stoppedBy).toMatchObject({ reason: 'unreadable-output', blocks: 1 });
  }, 120_000);

  it('goes on when only one version prints nothing readable: that is a finding about the change, not the setting', async () => {
    const repo = createRepo({ 'bench.mjs': BENCH }, { 'bench.mjs': "console.log('BenchmarkWork 100 12 ns/op');" });
    const out = tempDir();
    dirs.push(repo, out);
    const { stderr } = await cli(['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--format', 'go', '--executions', '2', '--out', out], repo);
    expect(stderr).not.toMatch(/stopping after block 1: .*format go/);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    expect(results.meta?.stoppedBy).toBeUndefined();
  }, 120_000);
});
