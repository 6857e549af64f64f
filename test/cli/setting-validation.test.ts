import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, parseActionInputs } from '../../src/action/action-inputs.js';
import { ConfigError } from '../../src/config/run-settings.js';
import { parseConfigText } from '../../src/config/config-file.js';
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
    ['correction', 'bh', true],
    ['correction', 'bonferroni', false],
    ['rule', 'overlap', true],
    ['rule', 'strict', false],
  ])('%s %j accepted: %s', async (name, value, accepted) => {
    expect(await verdicts(name, value)).toEqual({ file: accepted, input: accepted, flag: accepted });
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
