/**
 * A benchmark that changes its unit between executions or between base and head: every
 * execution in the other unit is a failed record whose reason names both units and the
 * execution the benchmark's unit came from, and a version left with no usable value says so
 * (issue 17, reliability 6; it once read "the first: unknown", then "… in ns elsewhere").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { validateResults } from '../../src/results/validate-results.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { runArgs } from '../support/run-args.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

/** `unit` is a JavaScript expression, so it may depend on the build (k) or the execution (j). */
const bench = (unit: string) => `
const j = Number(process.env.BENCHGATE_EXECUTION), k = Number(process.env.BENCHGATE_BINARY);
for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'work', value: 10 * (1 + 0.01 * ((i * 7 + j * 3 + k) % 5)), unit: ${unit} }));
`;

async function run(base: string, head: string) {
  const repo = createRepo({ 'bench.mjs': bench(base) }, { 'bench.mjs': bench(head) });
  const out = tempDir();
  dirs.push(repo, out);
  let stderr = '';
  const args = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--binaries', '2', '--executions', '2', '--seed', '3', '--out', out];
  const code = await runCommand(args, { stdout: () => undefined, stderr: (s) => (stderr += s), cwd: repo });
  const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
  return { code, stderr, results };
}

function failures(results: ReturnType<typeof validateResults>, side: 'base' | 'head'): (string | undefined)[][] {
  return results.benchmarks[0][side].binaries.map((binary) => binary.executions.map((e) => e.failure));
}

describe('a unit mismatch', () => {
  it('base in ns, head in ms: head could not be measured, and the reason names ms, ns and where ns came from', async () => {
    const { code, stderr, results } = await run("'ns'", "'ms'");
    expect(code, stderr).toBe(3);
    expect(results.benchmarks[0].unit).toBe('ns');
    const reason = '"work" reported in ms here but in ns in base build 1, execution 1, where it was first seen; one benchmark must keep one unit';
    expect(failures(results, 'head')).toEqual([
      [reason, reason],
      [reason, reason],
    ]);
    expect(failures(results, 'base').flat()).toEqual([undefined, undefined, undefined, undefined]);
    expect(stderr).toContain(`benchgate run: no head execution gave a usable measurement; the first: ${reason}`);
    expect(stderr).not.toContain('unknown');
  });

  it('one build of head in another unit: only its executions are failed, each saying so', async () => {
    const { results } = await run("'ns'", "k === 1 ? 'ms' : 'ns'");
    const reason = '"work" reported in ms here but in ns in base build 1, execution 1, where it was first seen; one benchmark must keep one unit';
    expect(failures(results, 'head')).toEqual([
      [undefined, undefined],
      [reason, reason],
    ]);
  });

  it('both units in one execution: the reason says so', async () => {
    // Execution 1 of every build prints its last value in ms.
    const repo = createRepo(
      {
        'bench.mjs': `for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'work', value: 10 + i, unit: i === 5 && process.env.BENCHGATE_EXECUTION === '0' ? 'ms' : 'ns' }));\n`,
      },
      {},
    );
    const out = tempDir();
    dirs.push(repo, out);
    // The same benchmark in both versions: measured, not proved unchanged (the proof is on by default).
    const args = runArgs({ base: 'base', head: 'head', bench: 'node bench.mjs', binaries: 1, executions: 2, seed: 3, 'prove-unchanged': false, out });
    await runCommand(args, { stdout: () => undefined, stderr: () => undefined, cwd: repo });
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    const firstRun = results.benchmarks[0].base.binaries[0].executions.find((e) => e.failure?.includes('both'));
    expect(firstRun?.failure).toBe(`"work" reported in both ns and ms in this execution's output; one benchmark must keep one unit`);
  });
});
