import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { commandOutput } from '../support/command-output.js';

const cli = (...argv: string[]) => commandOutput(runCli, argv, process.cwd());

const dir = mkdtempSync(join(tmpdir(), 'benchgate-analyze-'));
function writeResults(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}
const suite = new URL('../../fixtures/results/simulated-suite.json', import.meta.url).pathname;

describe('benchgate analyze', () => {
  it('prints the markdown report and exits 1 on a regression', async () => {
    const { code, stdout } = await cli('analyze', suite, '--min-effect', '0.02');
    expect(code).toBe(1);
    expect(stdout).toContain('CHANGE DETECTED** (worse)');
  });

  it('takes --min-effect as a fraction or a percentage, as the action input does', async () => {
    const percent = await cli('analyze', suite, '--json', '--min-effect', '2%');
    const fraction = await cli('analyze', suite, '--json', '--min-effect', '0.02');
    expect(JSON.parse(percent.stdout).options.minEffect).toBe(0.02);
    expect(percent.stdout).toBe(fraction.stdout);
    const bad = await cli('analyze', suite, '--min-effect', '2x');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--min-effect: expected a share below 1 \(0\.02\) or a percentage up to 1000% \(2%\), got/);
  });

  it('prints the JSON report with --json, with the documented fields', async () => {
    const { stdout } = await cli('analyze', suite, '--json', '--confidence', '0.9');
    const report = JSON.parse(stdout);
    expect(report.options.confidence).toBe(0.9);
    const b = report.benchmarks[0];
    for (const key of ['name', 'unit', 'better', 'base', 'head', 'delta', 'verdict', 'changeDetected', 'recommended']) expect(b).toHaveProperty(key);
    for (const key of ['mean', 'ci', 'components', 'counts', 'impact', 'paper']) expect(b.base).toHaveProperty(key);
    expect(b.delta).toHaveProperty('pValue');
  });

  it("exits 3 when a version could not be measured: the gate the action's check follows, with the reason on stderr", async () => {
    const measured = simulateBenchmark({ ...DEFAULT_SPEC, binaries: 3 }, 4, 'crashing');
    const failed = {
      binaries: measured.head.binaries.map((binary) => ({
        executions: binary.executions.map(() => ({ values: [], failure: 'exited with code 1: cannot open data.bin' })),
      })),
    };
    const path = writeResults('head-failed.json', { version: 1, benchmarks: [{ ...measured, head: failed }] });
    const { code, stdout, stderr } = await cli('analyze', path);
    expect(code).toBe(3);
    expect(stdout).toMatch(/head could not be measured/);
    expect(stderr).toMatch(/^benchgate analyze: .*head execution/m);
  });

  it('exits 0 when nothing regressed', async () => {
    const path = writeResults('same.json', { version: 1, benchmarks: [simulateBenchmark({ ...DEFAULT_SPEC, binaries: 5 }, 9, 'same')] });
    expect((await cli('analyze', path)).code).toBe(0);
  });

  it.each([
    [['analyze'], /exactly one results file/],
    [['analyze', '/nonexistent.json'], /cannot read \/nonexistent.json: no such file/],
    [['analyze', tmpdir()], /cannot read .*: it is a directory; give a results file$/m],
    [['analyze', suite, '--confidence', '1.5'], /--confidence: expected a number from 0.5 to 0.9999 \(or a percentage like 95%\), got "1.5"/],
    // The range of the config file and the action input: 0.3 used to pass here only.
    [['analyze', suite, '--confidence', '0.3'], /--confidence: expected a number from 0.5 to 0.9999/],
    [['analyze', suite, '--min-effect=-1%'], /--min-effect: expected a share below 1 \(0\.02\) or a percentage up to 1000% \(2%\), got "-1%"/],
    [['analyze', suite, '--seed', '1.5'], /--seed: expected a whole number from 0 to 4294967295, got "1.5"/],
    [['analyze', suite, '--rule', 'vibes'], /--rule: expected one of interval, overlap/],
    [['analyze', suite, '--frobnicate'], /unknown option --frobnicate/],
  ])('usage error %j → exit 2', async (argv, message) => {
    const { code, stderr } = await cli(...argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('names the JSON path of bad data, without a stack trace', async () => {
    const value = JSON.parse(readFileSync(suite, 'utf8'));
    value.benchmarks[2].head.binaries[0].executions[3].values[7] = 'fast';
    const { code, stderr } = await cli('analyze', writeResults('bad.json', value));
    expect(code).toBe(2);
    expect(stderr).toContain('benchmarks[2].head.binaries[0].executions[3].values[7]: not a finite number');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('summarises executions by the 8 % winsorized mean unless --estimator (or --robust) says otherwise, and says which', async () => {
    const estimator = async (...flags: string[]) => {
      const { code, stdout, stderr } = await cli('analyze', suite, '--json', ...flags);
      return code === 2 ? stderr : JSON.parse(stdout).options.estimator;
    };
    expect(await estimator()).toBe('winsorized');
    expect(await estimator('--estimator', 'mean')).toBe('mean');
    expect(await estimator('--robust')).toBe('huber');
    expect(await estimator('--estimator', 'huber', '--robust')).toBe('huber');
    expect(await estimator('--estimator', 'median')).toMatch(/--estimator: expected one of mean, huber, winsorized, got "median"/);
    expect(await estimator('--estimator', 'mean', '--robust')).toMatch(/--robust is --estimator huber; it cannot go with --estimator mean/);
    const { stdout } = await cli('analyze', suite, '--estimator', 'huber');
    expect(stdout).toContain('executions summarised by Huber M-estimates (`--robust`)');
  });

  it('a results file recorded before the estimator had a name keeps its meaning: robust false is the plain mean', async () => {
    const results = JSON.parse(readFileSync(suite, 'utf8'));
    const recorded = {
      ...results,
      meta: {
        ...results.meta,
        analysis: { confidence: 0.95, minEffect: 0.01, correction: 'holm', rule: 'interval', design: 'auto', robust: false, detectWarmup: true, policies: 0 },
      },
    };
    const { stdout } = await cli('analyze', writeResults('before-estimator.json', recorded), '--json');
    expect(JSON.parse(stdout).options.estimator).toBe('mean');
    const plain = await cli('analyze', suite, '--json', '--estimator', 'mean');
    expect(JSON.parse(stdout).benchmarks).toEqual(JSON.parse(plain.stdout).benchmarks);
  });

  it('re-analyses with the failure share the run recorded', async () => {
    const record = simulateBenchmark(DEFAULT_SPEC, 10, 'flaky');
    for (const e of record.head.binaries[0].executions.slice(0, 5)) {
      e.values = [];
      e.failure = 'exit code 1';
    }
    const strict = JSON.parse((await cli('analyze', writeResults('strict.json', { version: 1, benchmarks: [record] }), '--json')).stdout);
    const lenient = JSON.parse(
      (await cli('analyze', writeResults('lenient.json', { version: 1, benchmarks: [record], meta: { maxFailureShare: 0.5 } }), '--json')).stdout,
    );
    expect(strict.benchmarks[0].delta).toBeNull();
    expect(lenient.benchmarks[0].delta).not.toBeNull();
  });
});
