import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseActionInputs, InputError, Input } from '../../src/action/action-inputs.js';

/** core.getInput returns '' for an input that was not set. */
const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';
const parse = (values: Record<string, string> = {}) => parseActionInputs(reader(values));

describe('parseActionInputs', () => {
  it('defaults everything that was not given (the same defaults as action.yml)', () => {
    expect(parse()).toEqual({
      mode: 'run',
      build: undefined,
      bench: undefined,
      format: undefined,
      binaries: undefined,
      executions: undefined,
      timeoutSeconds: undefined,
      configPath: '.github/benchgate.yml',
      base: undefined,
      head: undefined,
      // Not given: the config file's values or the defaults apply (resolveAnalysisSettings).
      analysis: {},
      failOnRegression: true,
      comment: 'always',
      token: '',
      acceptLabel: 'benchgate:accept-regression',
      acceptLabelFrom: [],
      artifactName: 'benchgate-results',
      artifactDir: undefined,
      workingDirectory: '.',
      history: 'cache',
      historyBranch: 'benchgate-data',
      trendIssue: false,
      bisect: false,
      bisectBudgetMinutes: 30,
      site: null,
      suite: 'default',
      replicas: 1,
      allowMissingShards: false,
      profile: 'auto',
    });
  });

  it('reads the sharding inputs: shard and replica for run, shards and replicas for merge', () => {
    expect(parse({ shard: '2/4', replica: ' 1 / 3 ' })).toMatchObject({ mode: 'run', shard: { index: 2, count: 4 }, replica: { index: 1, count: 3 } });
    expect(parse({ mode: 'merge', shards: '4', replicas: '3' })).toMatchObject({ mode: 'merge', shards: 4, replicas: 3 });
    expect(parse({ mode: 'merge', shards: '4', 'allow-missing-shards': 'true' })).toMatchObject({ allowMissingShards: true });
    expect(() => parse({ mode: 'merge', shards: '4', 'allow-missing-shards': 'yes' })).toThrow(/allow-missing-shards/);
    expect(() => parse({ shard: '5/4' })).toThrow(/^input "shard": i must be from 1 to N/);
    expect(() => parse({ shard: '2' })).toThrow(/^input "shard": expected "i\/N"/);
    expect(() => parse({ replica: '1/2' })).toThrow(/^input "replica": needs `shard`/);
    expect(() => parse({ mode: 'merge' })).toThrow(/^input "shards": `mode: merge` needs/);
    expect(() => parse({ shards: '2' })).toThrow(/^input "shards": is for `mode: merge`/);
    expect(() => parse({ mode: 'merge', shards: '0' })).toThrow(/^input "shards": expected a whole number/);
    expect(() => parse({ mode: 'comment', shard: '1/2' })).toThrow(/^input "shard": is for `mode: run`/);
  });

  it('treats whitespace-only values as not given', () => {
    expect(parse({ 'min-effect': '  ', base: ' ', binaries: '\t' })).toMatchObject({ analysis: {}, base: undefined, binaries: undefined });
  });

  it('reads every input by its action.yml name', () => {
    const inputs = parse({
      mode: 'comment',
      build: 'npm ci',
      bench: 'node bench.js',
      format: 'hyperfine',
      binaries: '2',
      executions: '8',
      timeout: '60',
      config: 'bench/benchgate.yml',
      base: 'main',
      head: 'v2',
      confidence: '0.99',
      'min-effect': '0.05',
      correction: 'bh',
      rule: 'overlap',
      'detect-warmup': 'False',
      'fail-on-regression': 'false',
      comment: 'on-change',
      token: 'ghs_x',
      'accept-label': 'perf-ok',
      'accept-label-from': 'alice, release-bot[bot]  carol',
      'artifact-name': 'perf',
      'artifact-dir': '/tmp/a',
      'working-directory': 'packages/core',
      history: 'git-branch',
      'history-branch': 'perf-data',
      'trend-issue': 'true',
      'bisect-budget': '12',
      site: 'perf-site',
      suite: 'micro',
      'allow-missing-shards': 'true',
      profile: 'off',
    });
    expect(inputs).toEqual({
      mode: 'comment',
      build: 'npm ci',
      bench: 'node bench.js',
      format: 'hyperfine',
      binaries: 2,
      executions: 8,
      timeoutSeconds: 60,
      configPath: 'bench/benchgate.yml',
      base: 'main',
      head: 'v2',
      analysis: { confidence: 0.99, minEffect: 0.05, correction: 'bh', rule: 'overlap', detectWarmup: false },
      failOnRegression: false,
      comment: 'on-change',
      token: 'ghs_x',
      acceptLabel: 'perf-ok',
      acceptLabelFrom: ['alice', 'release-bot[bot]', 'carol'],
      artifactName: 'perf',
      artifactDir: '/tmp/a',
      workingDirectory: 'packages/core',
      history: 'git-branch',
      historyBranch: 'perf-data',
      trendIssue: true,
      bisect: false,
      bisectBudgetMinutes: 12,
      site: { path: resolve('perf-site') },
      suite: 'micro',
      replicas: 1,
      allowMissingShards: true,
      profile: 'off',
    });
    // Every input of the Input table is read under that exact name.
    const asked: string[] = [];
    parseActionInputs((name) => (asked.push(name), ''));
    expect(new Set(asked)).toEqual(new Set(Object.values(Input)));
  });

  it('refuses a profile value other than auto or off, naming the input', () => {
    expect(() => parseActionInputs((name) => (name === 'profile' ? 'on' : ''))).toThrow('input "profile": expected one of auto, off, got "on"');
  });

  it('refuses an accept-label-from entry that is not a GitHub login, naming the input', () => {
    expect(() => parseActionInputs((name) => (name === 'accept-label-from' ? 'alice, @bob' : ''))).toThrow(
      'input "accept-label-from": expected GitHub logins separated by commas or spaces, got "@bob"',
    );
  });

  it.each([
    ['2%', 0.02],
    ['2.5%', 0.025],
    ['0%', 0],
    ['0.02', 0.02],
    ['150%', 1.5],
    ['2 %', 0.02],
  ])('min-effect %s is %f', (raw, value) => {
    expect(parse({ 'min-effect': raw }).analysis.minEffect).toBeCloseTo(value, 12);
  });

  it('confidence also takes a percentage', () => {
    expect(parse({ confidence: '99%' }).analysis.confidence).toBeCloseTo(0.99, 12);
  });

  it.each(['abc', '%', '%%', '-1%', '1001%', 'NaN', 'Infinity', '2%5', '0x10'])('min-effect %j is an InputError naming the input', (raw) => {
    let error: unknown;
    try {
      parse({ 'min-effect': raw });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(`input "min-effect": expected a share below 1 (0.02) or a percentage up to 1000% (2%), got ${JSON.stringify(raw)}`);
  });

  it.each(['1', '0.3', '95%x'])('confidence %j out of range or malformed names the input', (raw) => {
    expect(() => parse({ confidence: raw })).toThrow(/^input "confidence": expected a number from 0.5 to 0.9999/);
  });

  it.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    ['FALSE', false],
  ])('fail-on-regression %s is %s (the YAML 1.2 core booleans core.getBooleanInput accepts)', (raw, value) => {
    expect(parse({ 'fail-on-regression': raw }).failOnRegression).toBe(value);
  });

  it.each(['yes', 'no', 'on', '1', '0', 'tRUE'])('fail-on-regression %j is an InputError', (raw) => {
    expect(() => parse({ 'fail-on-regression': raw })).toThrow(new InputError('fail-on-regression', `expected true or false, got ${JSON.stringify(raw)}`));
  });

  it.each([
    ['binaries', '0', 1],
    ['binaries', '2.5', 1],
    ['executions', 'five', 1],
  ])('%s %j is not a whole number ≥ %d', (name, raw, min) => {
    expect(() => parse({ [name]: raw })).toThrow(`input "${name}": expected a whole number ≥ ${min}, got ${JSON.stringify(raw)}`);
  });

  it('timeout takes any number of seconds above 0, as the config file and --timeout do', () => {
    expect(parse({ timeout: '0.5' }).timeoutSeconds).toBe(0.5);
    expect(() => parse({ timeout: '0' })).toThrow('input "timeout": expected seconds, a number > 0 and at most 2147483 (24 days), got "0"');
    expect(() => parse({ timeout: '1e12' })).toThrow('input "timeout": expected seconds, a number > 0 and at most 2147483 (24 days), got "1e12"');
    expect(parse({ timeout: '2147483' }).timeoutSeconds).toBe(2147483);
  });

  it('prior without budget is an error naming both (a prior plans an adaptive run); calibrate has a default budget', () => {
    expect(() => parse({ prior: 'calibration.json' })).toThrow(/^input "prior": plans an adaptive run, which `budget` turns on: give `budget`/);
    expect(parse({ prior: 'calibration.json', budget: '15' })).toMatchObject({ prior: 'calibration.json', budgetMinutes: 15 });
    expect(parse({ mode: 'calibrate', prior: 'calibration.json' })).toMatchObject({ prior: 'calibration.json', budgetMinutes: undefined });
  });

  it('anchor and anchor-budget: unset by default; a ref and a share or percentage when given', () => {
    expect(parse()).toMatchObject({ anchor: undefined, anchorBudget: undefined });
    expect(parse({ anchor: ' v2.4.0 ', 'anchor-budget': '3%' })).toMatchObject({ anchor: 'v2.4.0', anchorBudget: 0.03 });
    expect(parse({ 'anchor-budget': '0.005' })).toMatchObject({ anchorBudget: 0.005 });
  });

  it.each(['3', 'lots', '-1%'])('anchor-budget %j names the input and says how to write it', (raw) => {
    expect(() => parse({ 'anchor-budget': raw })).toThrow(/^input "anchor-budget": expected a share below 1 \(0\.02\) or a percentage up to 1000% \(2%\)/);
  });

  it.each(['0', '-3', '1441', 'ten'])('budget %j names the input and the range', (raw) => {
    expect(() => parse({ budget: raw })).toThrow(`input "budget": expected minutes, a number above 0 and at most 1440, got ${JSON.stringify(raw)}`);
  });

  it.each([
    ['mode', 'measure', 'run, comment, merge'],
    ['format', 'csv', 'jsonl'],
    ['correction', 'bonferroni', 'holm, bh, none'],
    ['rule', 'strict', 'interval, overlap'],
    ['comment', 'sometimes', 'always, on-change, never'],
  ])('%s %j lists the allowed values', (name, raw, allowed) => {
    expect(() => parse({ [name]: raw })).toThrow(new RegExp(`^input "${name}": expected one of .*${allowed}.*, got "${raw}"$`));
  });

  it.each([
    ['perf/results', '"/"'],
    ['a:b', '":"'],
    ['run*1', '"*"'],
    ['back\\slash', '"\\\\"'],
    ['two\nlines', '"\\n"'],
  ])('artifact-name %j is refused when the inputs are read, naming the input and the character', (name, character) => {
    expect(() => parse({ 'artifact-name': name })).toThrow(InputError);
    expect(() => parse({ 'artifact-name': name })).toThrow(`input "artifact-name": ${JSON.stringify(name)} contains ${character}, which GitHub does not allow`);
  });

  it('artifact-name accepts dots, dashes, spaces and unicode', () => {
    expect(parse({ 'artifact-name': 'perf results-1.2 ✓' }).artifactName).toBe('perf results-1.2 ✓');
  });
});

describe('bisect, bisect-budget and site', () => {
  const trend = { 'trend-issue': 'true', history: 'git-branch' };

  it('bisect needs trend-issue and a history, and runs only in mode run without shard', () => {
    expect(parse({ ...trend, bisect: 'true' })).toMatchObject({ bisect: true, bisectBudgetMinutes: 30 });
    expect(() => parse({ bisect: 'true' })).toThrow(/^input "bisect": needs `trend-issue: true`/);
    expect(() => parse({ ...trend, bisect: 'true', history: 'none' })).toThrow(/^input "bisect": needs a `history`/);
    expect(() => parse({ ...trend, bisect: 'true', mode: 'calibrate' })).toThrow(
      /^input "bisect": is for the trend runs of `mode: run`, not `mode: calibrate`/,
    );
    expect(() => parse({ ...trend, bisect: 'true', shard: '1/2' })).toThrow(/^input "bisect": needs the whole suite on one runner/);
    expect(() => parse({ ...trend, bisect: 'yes' })).toThrow(/^input "bisect": expected true or false, got "yes"/);
  });

  it('bisect-budget is minutes, checked like budget', () => {
    expect(parse({ ...trend, bisect: 'true', 'bisect-budget': '90' }).bisectBudgetMinutes).toBe(90);
    expect(() => parse({ 'bisect-budget': 'soon' })).toThrow(/^input "bisect-budget": /);
    expect(() => parse({ 'bisect-budget': '-5' })).toThrow(/^input "bisect-budget": /);
  });

  it('site is off, on (RUNNER_TEMP) or a directory inside the workspace', () => {
    const read = (values: Record<string, string>) => parseActionInputs(reader(values), '/home/runner/work/widgets');
    expect(read({ site: 'false' }).site).toBeNull();
    expect(read({ site: 'TRUE' }).site).toEqual({ path: null });
    expect(read({ site: 'public/bench' }).site).toEqual({ path: '/home/runner/work/widgets/public/bench' });
    for (const outside of ['../elsewhere', '/tmp/site', '.', 'a/../..']) {
      expect(() => read({ site: outside }), outside).toThrow(/^input "site": expected true, false or a directory inside the workspace/);
    }
    expect(() => read({ site: 'true', history: 'none' })).toThrow(/^input "site": is made from the history/);
  });
});
