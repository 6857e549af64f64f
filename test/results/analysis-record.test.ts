import { describe, expect, it } from 'vitest';
import { analysisRecord, analysisSettings } from '../../src/experiment/analysis-settings.js';
import { MAX_POLICIES, MAX_PRIORS, readAnalysisRecord } from '../../src/results/analysis-record.js';
import { ResultsFormatError, validateResults } from '../../src/results/validate-results.js';

const WHOLE = analysisRecord(
  analysisSettings(
    { seed: 42, maxFailureShare: 0.1, buildVariancePriors: { work: 0.0001, 'io/read': 0 } },
    { confidence: 0.99, minEffect: 0.03, correction: 'bh', rule: 'overlap', policies: [{ match: 'io/**', gate: 'report', minEffect: 0.1 }] },
  ),
);

const read = (analysis: unknown) => validateResults({ version: 1, benchmarks: [], meta: { analysis } }).meta?.analysis;

describe('meta.analysis, the whole record', () => {
  it('is a plain JSON object that reads back equal, every setting included', () => {
    expect(Object.keys(WHOLE).sort()).toEqual(
      [
        'bootstrapReplicates',
        'buildVariancePriors',
        'confidence',
        'correction',
        'design',
        'detectWarmup',
        'estimator',
        'historyPriors',
        'maxFailureShare',
        'minEffect',
        'moderate',
        'policies',
        'robust',
        'rule',
        'seed',
      ].sort(),
    );
    expect(read(JSON.parse(JSON.stringify(WHOLE)))).toEqual(WHOLE);
  });

  it('drops keys it does not know, and keeps a benchmark named like an Object property as a name', () => {
    expect(read({ ...WHOLE, later: 1 })).toEqual(WHOLE);
    const priors = JSON.parse('{"constructor": 0.5, "__proto__": 0.25}') as Record<string, number>;
    const back = read({ ...WHOLE, buildVariancePriors: priors }) as typeof WHOLE;
    expect(Object.hasOwn(back.buildVariancePriors, '__proto__')).toBe(true);
    expect(back.buildVariancePriors.constructor).toBe(0.5);
  });

  it('reads a record written before `estimator` as its `robust` meant: huber when true, the plain mean when false', () => {
    const { estimator: _estimator, ...older } = WHOLE;
    expect(read({ ...older, robust: false })).toEqual({ ...WHOLE, estimator: 'mean', robust: false });
    expect(read({ ...older, robust: true })).toEqual({ ...WHOLE, estimator: 'huber', robust: true });
    // This version writes both, `robust` for the versions before `estimator`.
    expect(WHOLE).toMatchObject({ estimator: 'winsorized', robust: false });
    expect(analysisRecord(analysisSettings({}, { estimator: 'huber' }))).toMatchObject({ estimator: 'huber', robust: true });
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['an unknown estimator', { estimator: 'median' }, 'meta.analysis.estimator: expected one of "mean", "huber", "winsorized", got the string "median"'],
    ['an unknown correction', { correction: 'sidak' }, 'meta.analysis.correction: expected one of "holm", "bh", "none", got the string "sidak"'],
    ['an unknown rule', { rule: 'vibes' }, 'meta.analysis.rule'],
    ['an unknown design', { design: 'bayesian' }, 'meta.analysis.design'],
    ['a confidence out of the settings’ range', { confidence: 0.3 }, 'meta.analysis.confidence: expected a number from 0.5 to 0.9999, got 0.3'],
    ['a min-effect over 1000 %', { minEffect: 11 }, 'meta.analysis.minEffect: expected a number from 0 to 10, got 11'],
    ['a confidence that is not a number', { confidence: '0.95' }, 'meta.analysis.confidence'],
    ['a seed beyond 32 bits', { seed: 2 ** 32 }, 'meta.analysis.seed: expected a whole number from 0 to 4294967295'],
    ['a fractional seed', { seed: 1.5 }, 'meta.analysis.seed'],
    ['a failure limit above 1', { maxFailureShare: 1.5 }, 'meta.analysis.maxFailureShare: expected a number from 0 to 1, got 1.5'],
    ['a huge bootstrap', { bootstrapReplicates: 1e9 }, 'meta.analysis.bootstrapReplicates: expected at most 100000'],
    ['moderate that is not a boolean', { moderate: 'yes' }, 'meta.analysis.moderate'],
    ['policies that are not a list', { policies: 'all' }, 'meta.analysis.policies: expected a list of { match, gate?, minEffect? }'],
    ['a policy with a glob that does not compile', { policies: [{ match: '{a' }] }, 'meta.analysis.policies[0].match: invalid glob "{a"'],
    ['a policy with an empty glob', { policies: [{ match: '' }] }, 'meta.analysis.policies[0].match'],
    ['a policy with a glob of 1,001 characters', { policies: [{ match: 'a'.repeat(1001) }] }, 'a glob of 1001 characters; at most 1000'],
    ['a policy of an unknown gate', { policies: [{ match: '*', gate: 'off' }] }, 'meta.analysis.policies[0].gate'],
    ['a policy’s min-effect below 0', { policies: [{ match: '*', minEffect: -1 }] }, 'meta.analysis.policies[0].minEffect'],
    ['too many policies', { policies: Array.from({ length: MAX_POLICIES + 1 }, () => ({ match: '*' })) }, `1001 policies; at most ${MAX_POLICIES}`],
    ['priors that are not an object', { buildVariancePriors: [0.1] }, 'meta.analysis.buildVariancePriors'],
    ['a negative prior', { buildVariancePriors: { work: -0.1 } }, 'meta.analysis.buildVariancePriors["work"]: expected a variance of 0 or more'],
    ['a prior that is not a number', { buildVariancePriors: { work: 'big' } }, 'meta.analysis.buildVariancePriors["work"]'],
    ['a prior for a name longer than any benchmark’s', { buildVariancePriors: { ['x'.repeat(257)]: 0 } }, 'expected a benchmark name of 1 to 256 characters'],
    [
      'too many priors',
      { buildVariancePriors: Object.fromEntries(Array.from({ length: MAX_PRIORS + 1 }, (_, i) => [`b${i}`, 0])) },
      `${MAX_PRIORS + 1} priors; at most ${MAX_PRIORS}`,
    ],
    ['a missing seed', { seed: undefined }, 'meta.analysis.seed'],
    ['missing priors', { buildVariancePriors: undefined }, 'meta.analysis.buildVariancePriors'],
  ];
  it.each(cases)('refuses %s, naming the path', (_, change, message) => {
    const analysis = JSON.parse(JSON.stringify({ ...WHOLE, ...change })) as unknown;
    expect(() => read(analysis)).toThrow(ResultsFormatError);
    expect(() => read(analysis)).toThrow(message);
  });

  it('refuses a non-finite number where JSON cannot carry one (a value built in memory)', () => {
    expect(() => readAnalysisRecord({ ...WHOLE, minEffect: Number.NaN }, 'meta.analysis')).toThrow('meta.analysis.minEffect');
    expect(() => readAnalysisRecord({ ...WHOLE, buildVariancePriors: { work: Infinity } }, 'meta.analysis')).toThrow('buildVariancePriors["work"]');
  });
});
