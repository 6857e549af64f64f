import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, parseActionInputs } from '../../src/action/action-inputs.js';
import { ConfigError } from '../../src/config/run-settings.js';
import { parseConfigText } from '../../src/config/config-file.js';
import { joinNegativeValues } from '../../src/cli/argv-scan.js';
import { runCli } from '../../src/cli/main.js';

async function cli(...argv: string[]) {
  let stderr = '';
  const code = await runCli(argv, { stdout: () => undefined, stderr: (t) => (stderr += t), cwd: process.cwd() });
  return { code, stderr };
}

const suite = new URL('../../fixtures/results/simulated-suite.json', import.meta.url).pathname;

/** Where the same value goes through each front end: the config file key, the action input, the CLI flag. */
async function verdicts(name: string, value: string): Promise<{ file: boolean; input: boolean; flag: boolean }> {
  let file = true;
  try {
    parseConfigText(`${name}: "${value}"\n`, 'benchgate.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    file = false;
  }
  let input = true;
  try {
    parseActionInputs((input) => (input === name ? value : ''));
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    input = false;
  }
  const { code } = await cli('analyze', suite, `--${name}=${value}`);
  return { file, input, flag: code !== 2 };
}

describe('one validator per setting: the config file, the action input and the CLI flag agree', () => {
  it.each([
    ['confidence', '0.3', false],
    ['confidence', '95%', true],
    ['confidence', '0.99', true],
    ['confidence', '1', false],
    ['min-effect', '2%', true],
    ['min-effect', '0.02', true],
    ['min-effect', '-0.1', false],
    ['min-effect', '11', false],
    // A bare 2 would be 200 %, a gate that never fails: refused; as a percentage it is what it says.
    ['min-effect', '2', false],
    ['min-effect', '1', false],
    ['min-effect', '150%', true],
    ['min-effect', '0.5', true],
    ['correction', 'bh', true],
    ['correction', 'bonferroni', false],
    ['rule', 'overlap', true],
    ['rule', 'strict', false],
  ])('%s %j accepted: %s', async (name, value, accepted) => {
    expect(await verdicts(name, value)).toEqual({ file: accepted, input: accepted, flag: accepted });
  });
});

describe('numbers as a user types them', () => {
  // A scratch repository, not this checkout: a value wrongly accepted must not start a run here.
  const scratch = mkdtempSync(join(tmpdir(), 'benchgate-numbers-'));
  execFileSync('git', ['init', '--quiet', scratch]);
  execFileSync('git', ['-C', scratch, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'base']);
  it.each([
    // Given as two words, a negative value reaches the flag's own check instead of the argument parser's "ambiguous".
    [
      ['analyze', suite, '--min-effect', '-2%'],
      /^benchgate analyze: --min-effect: expected a share below 1 \(0\.02\) or a percentage up to 1000% \(2%\), got "-2%"$/m,
    ],
    [['analyze', suite, '--seed', '-1'], /^benchgate analyze: --seed: expected a whole number from 0 to 4294967295, got "-1"/],
    [
      ['run', '--repo', scratch, '--base', 'HEAD', '--bench', 'true', '--budget', '-2'],
      /^benchgate run: --budget: expected minutes, a number above 0 and at most 1440, got "-2"$/m,
    ],
    [['history', 'prune', '--history', 'h', '--keep', '-1'], /^benchgate history: --keep: expected a number from 1 to 10000000, got "-1"$/m],
    // Counts and seeds are decimals: hexadecimal, binary and octal are refused.
    [['analyze', suite, '--seed', '0x1F'], /^benchgate analyze: --seed: expected a whole number from 0 to 4294967295, got "0x1F"/],
    [['run', '--repo', scratch, '--base', 'HEAD', '--bench', 'true', '--timeout', '0x10'], /^benchgate run: --timeout: .*got "0x10"$/m],
    [['run', '--repo', scratch, '--base', 'HEAD', '--bench', 'true', '--executions', '0b11'], /^benchgate run: --executions: .*got "0b11"$/m],
  ])('%j is a usage error about the value', async (argv, message) => {
    const { code, stderr } = await cli(...argv);
    expect(stderr).toMatch(message);
    expect(code).toBe(2);
  });

  it('says what a bare min-effect of 2 would mean and how to write it', async () => {
    const { code, stderr } = await cli('analyze', suite, '--min-effect', '2');
    expect(code).toBe(2);
    expect(stderr).toBe(
      'benchgate analyze: --min-effect: expected a share below 1 (0.02) or a percentage up to 1000% (2%), got "2": that would be 200 %; for 2 % write 2%, and for 200 % write 200%\n',
    );
    expect(() => parseConfigText('benchmarks:\n  - match: "io/*"\n    min-effect: 5\n', 'benchgate.yml')).toThrow(/min-effect: expected a share below 1/);
    expect((await cli('analyze', suite, '--min-effect', '1.1')).stderr).toMatch(/that would be 110 %; for 1\.1 % write 1\.1%, and for 110 % write 110%\n$/);
  });

  it('refuses an option given twice, which the parser would silently take the last of; --env and --artifact may repeat', async () => {
    const twice = await cli('run', '--repo', scratch, '--base', 'HEAD~1', '--bench', 'true', '--base=HEAD');
    expect(twice).toEqual({ code: 2, stderr: 'benchgate run: --base is given more than once; give it once (only --artifact and --env may repeat)\n' });
    expect((await cli('analyze', suite, '--min-effect', '2%', '--min-effect', '5%')).stderr).toMatch(/--min-effect is given more than once/);
    const repeatable = await cli('run', '--repo', scratch, '--base', 'HEAD', '--bench', 'true', '--env', 'A=1', '--env', 'B=2', '--budget', '-1');
    expect(repeatable.stderr).toMatch(/--budget: expected minutes/);
  });

  it('leaves everything after -- alone', () => {
    expect(joinNegativeValues(['--budget', '-2', '--', '--keep', '-1'])).toEqual(['--budget=-2', '--', '--keep', '-1']);
    expect(joinNegativeValues(['--min-effect=1%', '--json', 'file.json'])).toEqual(['--min-effect=1%', '--json', 'file.json']);
  });

  it('a config file refuses a hexadecimal count as the flag does', () => {
    expect(() => parseConfigText('executions: "0x10"\n', 'benchgate.yml')).toThrow(/executions: expected a whole number/);
    // Unquoted, YAML 1.2 would read them as 16 and 7.
    expect(() => parseConfigText('executions: 0x10\n', 'benchgate.yml')).toThrow(/executions: expected a whole number.*"0x10"/);
    expect(() => parseConfigText('timeout: 0o7\n', 'benchgate.yml')).toThrow(/timeout: .*"0o7"/);
    expect(parseConfigText('executions: 10\n', 'benchgate.yml').run.executions).toBe(10);
  });
});

describe('prior without budget', () => {
  it('benchgate run refuses --prior without --budget, naming both', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'benchgate-prior-'));
    execFileSync('git', ['init', '--quiet', repo]);
    writeFileSync(join(repo, 'prior.json'), '{}');
    const { code, stderr } = await cli('run', '--repo', repo, '--base', 'HEAD', '--bench', 'true', '--prior', join(repo, 'prior.json'));
    expect(code).toBe(2);
    expect(stderr).toMatch(/--prior plans an adaptive run: give --budget MINUTES too/);
  });

  it('the action refuses prior without budget, naming both', () => {
    expect(() => parseActionInputs((name) => (name === 'prior' ? 'calibration.json' : ''))).toThrow(/^input "prior": .*give `budget`/);
  });
});
