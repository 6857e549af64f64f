/**
 * context.json comes back from an artifact that a fork's workflow produced: `mode: comment` must
 * treat every field as forged until checked.
 */
import { describe, expect, it } from 'vitest';
import { parseRunContext, RunContextError, type RunContext } from '../../src/action/action-context.js';

const valid: RunContext = {
  version: 1,
  pullRequest: 7,
  workflow: 'benchgate',
  runUrl: 'https://github.com/acme/widgets/actions/runs/123',
  baseSha: 'b'.repeat(40),
  headSha: 'c'.repeat(40),
  analysis: { confidence: 0.95, minEffect: 0.01, correction: 'holm', rule: 'interval' },
};

const parse = (value: unknown) => parseRunContext(JSON.stringify(value));
const withField = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
const withAnalysis = (patch: Record<string, unknown>) => ({ ...valid, analysis: { ...valid.analysis, ...patch } });

describe('parseRunContext', () => {
  it('accepts what mode: run writes, PR or not', () => {
    expect(parse(valid)).toEqual(valid);
    expect(parse(withField({ pullRequest: null })).pullRequest).toBeNull();
    expect(parse(withAnalysis({ correction: 'bh', rule: 'overlap', confidence: 0.99, minEffect: 0 }))).toBeTruthy();
  });

  it('rejects text that is not JSON, and unknown versions', () => {
    expect(() => parseRunContext('{"version":1,')).toThrow('context.json in the results artifact: not valid JSON');
    expect(() => parse(withField({ version: 2 }))).toThrow('unknown version');
    expect(() => parse(null)).toThrow(RunContextError);
  });

  it.each([
    ['a string', '7'],
    ['zero', 0],
    ['negative', -3],
    ['a fraction', 7.5],
    ['missing', undefined],
  ])('rejects a pullRequest that is %s', (_, pullRequest) => {
    expect(() => parse(withField({ pullRequest }))).toThrow('pullRequest is not a PR number');
  });

  it('rejects a workflow name that is not a string or absurdly long (it becomes the comment marker)', () => {
    expect(() => parse(withField({ workflow: 42 }))).toThrow('workflow is not a name');
    expect(() => parse(withField({ workflow: 'x'.repeat(201) }))).toThrow('workflow is not a name');
  });

  it.each([
    'http://github.com/acme/widgets/actions/runs/1',
    'javascript:alert(1)',
    'https://evil.example/x) [click](https://evil.example',
    'https://github.com/a b',
    'https://github.com/<img>',
    '',
  ])('rejects a runUrl that could inject markdown or is not https: %s', (runUrl) => {
    expect(() => parse(withField({ runUrl }))).toThrow('runUrl is not an https URL');
  });

  it.each([
    ['short', 'abc123'],
    ['upper case', 'B'.repeat(40)],
    ['a ref name', 'refs/heads/main'],
    ['with markdown', `${'b'.repeat(40)} **x**`],
  ])('rejects a SHA that is %s', (_, sha) => {
    expect(() => parse(withField({ baseSha: sha }))).toThrow('baseSha/headSha are not commit SHAs');
    expect(() => parse(withField({ headSha: sha }))).toThrow('baseSha/headSha are not commit SHAs');
  });

  it.each([
    { confidence: 0.2 },
    { confidence: 1 },
    { confidence: '0.95' },
    { minEffect: -0.1 },
    { minEffect: 11 },
    { correction: 'bonferroni' },
    { rule: 'vibes' },
  ])('rejects analysis settings out of range: %o', (patch) => {
    expect(() => parse(withAnalysis(patch))).toThrow('analysis settings are out of range');
  });

  it('rejects a missing analysis block', () => {
    expect(() => parse(withField({ analysis: undefined }))).toThrow('analysis settings are out of range');
  });
});
