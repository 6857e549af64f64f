import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_FILE_FIELDS, loadConfigFile, parseConfigText } from '../../src/config/config-file.js';
import { ANALYSIS_CONFIG_KEYS } from '../../src/config/analysis-config.js';
import { ConfigError, resolveRunSettings } from '../../src/config/run-settings.js';
import { removeDir, tempDir, writeFiles } from '../runner/git-fixture.js';

const SOURCE = '.github/benchgate.yml';
const parse = (text: string) => parseConfigText(text, SOURCE).run;

describe('config file', () => {
  it('reads every key', () => {
    const text = `
base: main
head: feature/x
build: npm run build -- --production
clean: [rm, -rf, .cache]
bench: "node dist/bench.mjs --filter 'sort/*'"
format: google-benchmark
binaries: 4
executions: 6
timeout: 90
artifacts: [dist/**, "build/*.so"]
seed: 12345
max-failure-share: 0.1
env:
  NODE_ENV: production
  THREADS: 2
  FAST: true
workdir: packages/core
`;
    expect(parse(text)).toEqual({
      base: 'main',
      head: 'feature/x',
      build: ['npm', 'run', 'build', '--', '--production'],
      clean: ['rm', '-rf', '.cache'],
      bench: ['node', 'dist/bench.mjs', '--filter', 'sort/*'],
      format: 'google-benchmark',
      binaries: 4,
      executions: 6,
      timeoutSeconds: 90,
      artifacts: ['dist/**', 'build/*.so'],
      seed: 12345,
      maxFailureShare: 0.1,
      env: { NODE_ENV: 'production', THREADS: '2', FAST: 'true' },
      workdir: 'packages/core',
    });
  });

  it('reads the anchor keys, and names a bad budget', () => {
    expect(parse('anchor: v2.4.0\nanchor-budget: 3%\nbench: node b.mjs\n')).toMatchObject({ anchor: 'v2.4.0', anchorBudget: 0.03 });
    expect(() => parse('anchor-budget: 3\n')).toThrow(/anchor-budget: expected a share below 1/);
  });

  it('takes an empty file, null build and a single artifact glob', () => {
    expect(parse('')).toEqual({});
    expect(parse('# only a comment\n')).toEqual({});
    expect(parse('build: null\nartifacts: out/bench\nworkdir: .\n')).toEqual({ build: null, artifacts: ['out/bench'], workdir: null });
  });

  it.each([
    ['binaries: three', '.github/benchgate.yml: binaries: expected a whole number ≥ 1, got "three"'],
    ['binaries: 0', '.github/benchgate.yml: binaries: expected a whole number ≥ 1, got 0'],
    ['executions: 2.5', '.github/benchgate.yml: executions: expected a whole number ≥ 1, got 2.5'],
    ['timeout: -1', '.github/benchgate.yml: timeout: expected seconds, a number > 0 and at most 2147483 (24 days), got -1'],
    // Node's timers would fire at once beyond 2³¹ − 1 ms and time out every execution.
    ['timeout: 2200000', '.github/benchgate.yml: timeout: expected seconds, a number > 0 and at most 2147483 (24 days), got 2200000'],
    ['max-failure-share: 2', '.github/benchgate.yml: max-failure-share: expected a share from 0 to 1 (e.g. 0.25), got 2'],
    ['seed: -4', '.github/benchgate.yml: seed: expected a whole number from 0 to 4294967295, got -4'],
    [
      'format: csv',
      '.github/benchgate.yml: format: expected one of jsonl, plain, go, cargo, criterion, google-benchmark, google-benchmark-cpu, catch2, ' +
        'pytest-benchmark, hyperfine, benchmarkjs, tinybench, vitest, mitata, jmh, benchmarkdotnet, customSmallerIsBetter, customBiggerIsBetter, ' +
        'bencher, asv, julia, gungraun, auto, process, got "csv"',
    ],
    ['base: 1234567', '.github/benchgate.yml: base: expected a git ref such as main or a SHA (quote it if it looks like a number), got 1234567'],
    ['bench: [node, 3]', '.github/benchgate.yml: bench: expected a command (a string, or a list of arguments), got a list ["node",3]'],
    [
      'bench: make && ./bench',
      `.github/benchgate.yml: bench: cannot split command "make && ./bench": '&&' is a shell operator, and benchgate runs commands without a ` +
        `shell; write sh -c '…' to use one`,
    ],
    [
      'artifacts: /usr/lib/x.so',
      '.github/benchgate.yml: artifacts: expected a relative path inside the checkout (no leading / and no ..), got "/usr/lib/x.so"',
    ],
    ['workdir: ../elsewhere', '.github/benchgate.yml: workdir: expected a relative path inside the checkout (no leading / and no ..), got "../elsewhere"'],
    ['env: [A=1]', '.github/benchgate.yml: env: expected a mapping of variable names to values, got a list ["A=1"]'],
    ['env: { "MY-VAR": 1 }', '.github/benchgate.yml: env: expected a variable name (letters, digits, _), got "MY-VAR"'],
    ['env: { BENCHGATE_VERSION: x }', '.github/benchgate.yml: env: expected a name not starting with BENCHGATE_ (reserved), got "BENCHGATE_VERSION"'],
    ['env: { A: { b: 1 } }', '.github/benchgate.yml: env: expected a string value for A, got a mapping {"b":1}'],
  ])('%s', (text, message) => {
    expect(() => parse(text)).toThrow(ConfigError);
    expect(() => parse(text)).toThrow(message);
  });

  it('names an unknown key, suggests the right spelling and lists the valid keys', () => {
    const valid = [...Object.keys(CONFIG_FILE_FIELDS), ...ANALYSIS_CONFIG_KEYS].join(', ');
    expect(() => parse('maxFailureShare: 0.1')).toThrow(
      `.github/benchgate.yml: unknown key "maxFailureShare" (did you mean "max-failure-share"?); valid keys: ${valid}`,
    );
    expect(() => parse('binary: 3')).toThrow('unknown key "binary" (did you mean "binaries"?)');
    expect(() => parse('timeout-seconds: 3')).toThrow('unknown key "timeout-seconds" (did you mean "timeout"?)');
    expect(() => parse('seeds: 3')).toThrow('unknown key "seeds" (did you mean "seed"?)');
    expect(() => parse('parallel: 3')).toThrow(`.github/benchgate.yml: unknown key "parallel"; valid keys: ${valid}`);
  });

  it('reports YAML syntax errors, duplicate keys and a document that is not a mapping', () => {
    expect(() => parse('binaries: [3')).toThrow(/^\.github\/benchgate\.yml: not valid YAML: /);
    expect(() => parse('binaries: 3\nbinaries: 4\n')).toThrow(/not valid YAML: Map keys must be unique/);
    expect(() => parse('- base: main\n')).toThrow('.github/benchgate.yml: expected a mapping of settings (key: value), got a list');
  });

  describe('loadConfigFile', () => {
    const dirs: string[] = [];
    afterEach(() => dirs.splice(0).forEach(removeDir));

    it('returns nothing for a missing optional file and fails for a missing explicit one', async () => {
      const dir = tempDir();
      dirs.push(dir);
      await expect(loadConfigFile(join(dir, SOURCE), SOURCE, true)).resolves.toEqual({ run: {}, analysis: {} });
      await expect(loadConfigFile(join(dir, 'nope.yml'), 'nope.yml', false)).rejects.toThrow(/^nope\.yml: cannot read the config file: ENOENT/);
    });

    it('reads a file', async () => {
      const dir = tempDir();
      dirs.push(dir);
      writeFiles(dir, { [SOURCE]: 'bench: node bench.mjs\nbinaries: 2\n' });
      await expect(loadConfigFile(join(dir, SOURCE), SOURCE, true)).resolves.toEqual({ run: { bench: ['node', 'bench.mjs'], binaries: 2 }, analysis: {} });
    });
  });
});

describe('resolveRunSettings', () => {
  it('fills defaults, lets later layers win and draws a seed when none is given', () => {
    const settings = resolveRunSettings(
      '/repo',
      [
        { base: 'main', bench: ['a'], binaries: 2, executions: 9 },
        { binaries: 4, executions: undefined },
      ],
      () => 99,
    );
    expect(settings).toEqual({
      repo: '/repo',
      base: 'main',
      head: 'HEAD',
      build: null,
      clean: null,
      bench: ['a'],
      format: 'jsonl',
      binaries: 4,
      executions: 9,
      timeoutSeconds: 300,
      artifacts: [],
      seed: 99,
      maxFailureShare: 0.25,
      env: {},
      workdir: null,
      resultFile: null,
      splitBenchmarks: null,
    });
  });

  it('requires base and bench', () => {
    expect(() => resolveRunSettings('/repo', [{ bench: ['a'] }])).toThrow(/^base: no baseline ref given/);
    expect(() => resolveRunSettings('/repo', [{ base: 'main' }])).toThrow(/^bench: no benchmark command given/);
  });
});

describe('parseConfigText: alias expansion', () => {
  // "Billion laughs": each level refers to the one above nine times, 9^9 strings once expanded.
  const aliasBomb = [
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    ...'bcdefghi'.split('').map((name, i) => {
      const previous = 'abcdefghi'[i];
      return `${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`;
    }),
  ].join('\n');

  it('refuses an alias bomb with a ConfigError naming the file, not a ReferenceError', () => {
    expect(() => parse(aliasBomb)).toThrow(ConfigError);
    expect(() => parse(aliasBomb)).toThrow(/^\.github\/benchgate\.yml: not a usable YAML document: .*alias/i);
  });

  it('still accepts a few ordinary aliases', () => {
    expect(parse('base: &ref main\nhead: *ref\n')).toMatchObject({ base: 'main', head: 'main' });
  });
});
