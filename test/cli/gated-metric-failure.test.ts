/**
 * Issue 43: a gated metric that a version could not produce in more than the failure share
 * fails the check, as a harness benchmark missing from half of a version's processes does.
 * `benchgate run --metrics instructions` with real processes under the real valgrind: the base
 * commit's config gates `process/instructions` and leaves time report-only; head does twice the
 * work and refuses to run under valgrind (the honest form: code valgrind cannot run, AVX-512 or
 * a syscall it does not know). On main: every head count failed, the row read "head: 3 of 3
 * executions failed … not analysed", and the run passed as not decided (exit 0).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { INSTRUCTIONS_GATED_CONFIG as CONFIG, instructionsSuite as suite } from '../support/instructions-gated-suite.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

async function run(headRefuses: boolean, extra: string[] = []) {
  const repo = createRepo({ '.github/benchgate.yml': CONFIG, 'bench.sh': suite(200, false) }, { 'bench.sh': suite(400, headRefuses) });
  const out = tempDir();
  dirs.push(repo, out);
  let stderr = '';
  let stdout = '';
  const args = ['--base', 'base', '--head', 'head', '--bench', '/bin/sh bench.sh', '--binaries', '1', '--executions', '3', '--seed', '3'];
  const code = await runCommand([...args, '--metrics', 'instructions', '--out', out, ...extra], {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    cwd: repo,
  });
  const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
  return { code, stderr, stdout, report };
}

describe('a gated metric a version could not produce', () => {
  it('head fails only under valgrind: the check fails, naming the metric, the share and the first reason', { timeout: 120_000 }, async () => {
    const { code, stderr, stdout } = await run(true);
    expect(code, stderr).toBe(3);
    const reason =
      'the gated metric "process/instructions" could not be measured in 3 of the 3 head executions that ran, ' +
      'more than max-failure-share 0.25 allows; the first: exited with code 4: illegal instruction under valgrind';
    expect(stderr).toContain(`benchgate run: ${reason}`);
    // The report's headline says the check failed and why.
    expect(stdout).toContain('### benchgate: ❌ head could not be measured');
    expect(stdout).toContain('**The check fails: head could not be measured.** The gated metric "process/instructions" could not be measured in 3 of the 3');
  });

  it('the control: head counted as base is, the count decides (a regression of the doubled loop)', { timeout: 120_000 }, async () => {
    const { code, stderr, report } = await run(false);
    expect(code, stderr).toBe(1);
    expect(report.benchmarks.find((b: { name: string }) => b.name === 'process/instructions')).toMatchObject({ verdict: 'regression', gate: 'gate' });
  });
});
