import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { incompleteRun } from '../../src/analysis/missing-shards.js';
import { analysisRecord, analysisSettings, recordedRunOptions } from '../../src/experiment/analysis-settings.js';
import { differencesFromRun } from '../../src/experiment/recorded-analysis.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import type { AnalysisMeta } from '../../src/results/results-meta.js';
import { validateResults } from '../../src/results/validate-results.js';
import { MergeError } from '../../src/sharding/merge-error.js';
import { mergeResults, type MergeInput } from '../../src/sharding/merge-results.js';
import { settingsFingerprint } from '../../src/sharding/settings-fingerprint.js';
import { failedShardResults } from '../../src/sharding/shard-manifest.js';
import { allShards, NAMES, plan, record, runMeta, SHAS, shardResults } from './shard-fixtures.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';
import { PARTIAL_ANALYSIS_RECORD } from '../support/recorded-analysis.js';

function mergeError(run: () => unknown): MergeError {
  try {
    run();
  } catch (error) {
    if (error instanceof MergeError) return error;
    throw error;
  }
  throw new Error('expected a MergeError');
}

const names = (results: ResultsFile) => results.benchmarks.map((b) => b.name);

describe('mergeResults: complete shards', () => {
  const shardPlan = plan(4);
  const inputs = allShards(shardPlan);

  it('has every benchmark exactly once, nothing missing, and is a valid results file', () => {
    const { results, notMeasured, warnings } = mergeResults(inputs);
    expect(names(results).slice().sort()).toEqual(NAMES.slice().sort());
    expect(new Set(names(results)).size).toBe(NAMES.length);
    expect(notMeasured).toEqual([]);
    expect(warnings).toEqual([]);
    expect(results.meta).toMatchObject({ tool: 'benchgate merge', shas: SHAS, merge: { shards: 4, replicas: 1, missing: [], plansAgree: true } });
    expect(results.meta?.notMeasured).toBeUndefined();
    expect(validateResults(JSON.parse(JSON.stringify(results)))).toEqual(results);
  });

  it('keeps the shards’ settings and sums what adds up; the wall time is the slowest shard’s', () => {
    const withTimes = inputs.map((input, i) => ({
      ...input,
      results: { ...input.results, meta: { ...input.results.meta, totalSeconds: 100 + i, failedExecutions: { base: i, head: 1 } } },
    }));
    const meta = mergeResults(withTimes).results.meta!;
    expect(meta).toMatchObject({
      design: runMeta().design,
      commands: runMeta().commands,
      maxFailureShare: 0.25,
      totalSeconds: 103,
      failedExecutions: { base: 6, head: 4 },
    });
    expect(meta.runner).toMatchObject({ cpu: 'AMD EPYC 7763', name: '4 runners' });
    expect((meta.merge as { inputs: { shard: string; seed: number }[] }).inputs.map((i) => [i.shard, i.seed])).toEqual([
      ['1/4', 101],
      ['2/4', 102],
      ['3/4', 103],
      ['4/4', 104],
    ]);
  });

  it('keeps the analysis settings the shards’ runs reported with, only when they all agree (the seed aside), with the merge’s seed', () => {
    const recorded = analysisRecord(analysisSettings({ seed: 7 }, { minEffect: 0.05, estimator: 'huber' }));
    const withAnalysis = (analysis: AnalysisMeta | undefined) => (input: MergeInput) => ({
      ...input,
      results: { ...input.results, meta: { ...input.results.meta, analysis } },
    });
    const agreeing = inputs.map(withAnalysis(recorded));
    const merged = mergeResults(agreeing).results;
    expect(merged.meta?.analysis).toEqual(recorded);
    // A re-gate of the merged file reads them back whole: the merged analysis's settings.
    const read = validateResults(JSON.parse(JSON.stringify(merged))).meta;
    expect(analysisSettings(recordedRunOptions(read))).toEqual(analysisSettings(recordedRunOptions({ analysis: recorded })));
    expect(differencesFromRun(read?.analysis, analysisSettings(recordedRunOptions(read)))).toBeNull();
    expect(differencesFromRun(read?.analysis, analysisSettings({}))).toMatch(/--min-effect 0\.05 --estimator huber\.$/);

    // Each shard's own seed (its run order): the merge analyses with the default seed, and records it.
    const ownSeeds = agreeing.map((input, i) => withAnalysis({ ...recorded, seed: 100 + i })(input));
    expect(mergeResults(ownSeeds).results.meta?.analysis).toEqual({ ...recorded, seed: 1 });

    // Shards whose records differ, or one without a record, are refused (mergeResults: shards run with other settings).
    // The same settings written with the keys in another order are the same settings.
    const reordered = Object.fromEntries(Object.entries(recorded).reverse()) as AnalysisMeta;
    expect(mergeResults(agreeing.map((input, i) => (i === 1 ? withAnalysis(reordered)(input) : input))).results.meta?.analysis).toEqual(recorded);
  });

  it('does not depend on the order of the files', () => {
    expect(mergeResults(inputs.slice().reverse())).toEqual(mergeResults(inputs));
  });

  it('analyses the suite as one: Holm over all benchmarks, as if one runner had measured them all', () => {
    const merged = analyzeResults(mergeResults(inputs).results, analysisOptions());
    const unsharded = analyzeResults({ version: 1, benchmarks: mergeResults(inputs).results.benchmarks }, analysisOptions());
    expect(merged.benchmarks.map((b) => b.delta)).toEqual(unsharded.benchmarks.map((b) => b.delta));
    const smallest = merged.benchmarks.reduce((a, b) => (a.delta!.pValue < b.delta!.pValue ? a : b));
    expect(smallest.delta!.pAdjusted).toBeCloseTo(Math.min(1, smallest.delta!.pValue * NAMES.length), 12);
    // Each shard alone would have corrected over its 3 benchmarks only.
    const alone = analyzeResults(inputs[0].results, analysisOptions()).benchmarks;
    expect(alone).toHaveLength(3);
  });
});

describe('mergeResults: a missing or failed shard is never silent', () => {
  const shardPlan = plan(4);

  it('lists the benchmarks of a missing shard as not measured, and the analysis reports them inconclusive', () => {
    const inputs = allShards(shardPlan).filter((_, i) => i !== 2);
    const { results, notMeasured } = mergeResults(inputs);
    expect(notMeasured.map((n) => n.name)).toEqual(shardPlan.shards[2]);
    for (const entry of notMeasured) expect(entry.reason).toBe('shard 3/4 did not deliver results (no artifact benchgate-shard-3-of-4)');
    expect(results.meta).toMatchObject({ merge: { missing: ['shard 3/4'] }, notMeasured });
    const report = analyzeResults(validateResults(JSON.parse(JSON.stringify(results))), analysisOptions());
    expect(report.benchmarks).toHaveLength(NAMES.length);
    for (const name of shardPlan.shards[2]) {
      const benchmark = report.benchmarks.find((b) => b.name === name)!;
      expect(benchmark.verdict).toBe('inconclusive');
      expect(benchmarkNoteTexts(benchmark)).toEqual(['not measured: shard 3/4 did not deliver results (no artifact benchgate-shard-3-of-4)']);
    }
    expect(report.summary.inconclusive).toBeGreaterThanOrEqual(shardPlan.shards[2].length);
  });

  it('gives the failure of a shard that could not measure, whose settings are then not compared', () => {
    const failure = 'head build 1 failed: `npm run build` exited with code 2';
    const inputs = allShards(shardPlan);
    inputs[1] = {
      source: 'shard-2.json',
      results: failedShardResults({ shard: { index: 2, count: 4 }, plan: shardPlan, shas: SHAS, meta: { runner: 'x' }, failure }),
    };
    const { notMeasured } = mergeResults(inputs);
    expect(notMeasured).toEqual(shardPlan.shards[1].map((name) => ({ name, reason: `shard 2/4 failed: ${failure}` })));
  });

  it('takes the plan from the other shards when a shard failed before it could discover the benchmarks (empty plan)', () => {
    const failure = 'head build 1 failed: `npm run build` exited with code 2';
    const empty = { count: 4, shards: [[], [], [], []], loads: [0, 0, 0, 0], costSource: 'count' as const };
    const inputs = allShards(shardPlan);
    inputs[2] = { source: 'shard-3.json', results: failedShardResults({ shard: { index: 3, count: 4 }, plan: empty, shas: SHAS, meta: {}, failure }) };
    const { notMeasured, warnings, results } = mergeResults(inputs, { expect: 4 });
    expect(notMeasured).toEqual(shardPlan.shards[2].map((name) => ({ name, reason: `shard 3/4 failed: ${failure}` })));
    expect(warnings).toEqual([]);
    expect((results.meta?.merge as { plansAgree: boolean }).plansAgree).toBe(true);
  });

  it('names a benchmark its shard ran but no execution reported', () => {
    const inputs = allShards(shardPlan);
    const omitted = shardPlan.shards[0][1];
    inputs[0] = { source: 'shard-1.json', results: shardResults(shardPlan, 1, { omit: [omitted] }) };
    expect(mergeResults(inputs).notMeasured).toEqual([{ name: omitted, reason: 'shard 1/4 ran, but no execution of base or head reported it' }]);
  });

  it('counts a shard that ran but reported an assigned benchmark as failed, as the same data unsharded fails (issue 43)', () => {
    const inputs = allShards(shardPlan);
    const assigned = shardPlan.shards[0];
    inputs[0] = { source: 'shard-1.json', results: shardResults(shardPlan, 1, { omit: assigned }) };
    const { results } = mergeResults(inputs);
    const run = incompleteRun(results);
    expect(run.shards).toEqual([
      {
        shard: 'shard 1/4',
        failure: `no execution of base or head reported ${assigned.length} of its ${assigned.length} assigned benchmarks (${assigned.join(', ')})`,
      },
    ]);
    expect(run.notMeasured).toEqual(assigned);
  });

  it('checks every benchmark of either plan when the shards planned differently', () => {
    const before = plan(2, ['a', 'b', 'c', 'd']);
    const after = plan(2, ['a', 'b', 'c', 'd', 'e']); // e.g. history changed between the jobs
    expect(before.shards).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(after.shards).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    const shard1 = { source: 'shard-1.json', results: shardResults(before, 1) };
    const shard2 = { source: 'shard-2.json', results: shardResults(after, 2) };
    const { notMeasured, warnings, results } = mergeResults([shard1, shard2]);
    expect(names(results)).toEqual(['a', 'c', 'b', 'd']);
    expect(notMeasured).toEqual([{ name: 'e', reason: 'shard 1/2 ran, but no execution of base or head reported it' }]);
    expect(warnings).toEqual([
      'the shards planned different assignments (costs from history changed between the jobs?): every benchmark of any plan is checked for coverage',
    ]);
    expect(results.meta).toMatchObject({ merge: { plansAgree: false } });
  });
});

describe('mergeResults: refuses what cannot be one comparison', () => {
  const shardPlan = plan(4);

  it('shards that measured other commits, naming the files and the commits', () => {
    const inputs = allShards(shardPlan);
    inputs[1] = {
      source: 'shard-2.json',
      results: shardResults(shardPlan, 2, { shas: { base: SHAS.base, head: '3333333333333333333333333333333333333333' } }),
    };
    const error = mergeError(() => mergeResults(inputs));
    expect(error.message).toBe(
      [
        'the files measured different commits, so they cannot make one comparison:',
        '  base 111111111111, head 222222222222: shard-1.json (shard 1/4), shard-3.json (shard 3/4), shard-4.json (shard 4/4)',
        '  base 111111111111, head 333333333333: shard-2.json (shard 2/4)',
      ].join('\n'),
    );
    expect(error.sources).toEqual(['shard-1.json', 'shard-3.json', 'shard-4.json', 'shard-2.json']);
  });

  it('shards run with other settings, naming what differs', () => {
    const inputs = allShards(shardPlan);
    inputs[3] = { source: 'shard-4.json', results: shardResults(shardPlan, 4, { meta: { design: { binaries: 3, executions: 10 }, timeoutSeconds: 60 } }) };
    expect(mergeError(() => mergeResults(inputs)).message).toBe(
      'shard-1.json (shard 1/4) and shard-4.json (shard 4/4) were run with different settings (design, timeoutSeconds differ: design.executions is 5 in ' +
        'shard-1.json, 10 in shard-4.json): merging them ' +
        'would analyse unlike measurements as one',
    );
  });

  it('shards split into processes of different sizes (split-benchmarks) are refused; the processes each made are not a setting', () => {
    const split = (index: number, perProcess: number, processes: number) =>
      shardResults(shardPlan, index, { meta: { splitBenchmarks: { perProcess, processes } } });
    const same = shardPlan.shards.map((_, i) => ({ source: `shard-${i + 1}.json`, results: split(i + 1, 1, 3 + i) }));
    expect(() => mergeResults(same)).not.toThrow();
    const differing = same.slice();
    differing[1] = { source: 'shard-2.json', results: split(2, 2, 2) };
    expect(mergeError(() => mergeResults(differing)).message).toMatch(
      /^shard-1\.json \(shard 1\/4\) and shard-2\.json \(shard 2\/4\) were run with different settings \(splitBenchmarks differs/,
    );
  });

  describe('the settings are compared from each shard’s own meta, not from the fingerprint its manifest claims (issue 34)', () => {
    const withMeta = (index: number, meta: Record<string, unknown>, claimedFrom?: ResultsFile, raw = false) => {
      const results = shardResults(shardPlan, index, { meta });
      // The manifest claims the fingerprint of another shard's settings.
      if (claimedFrom) results.meta!.shard = { ...results.meta!.shard!, settings: claimedFrom.meta!.shard!.settings };
      // As the merge job reads them (through the results validation), except for keys this version's validation does not know yet.
      return { source: `shard-${index}.json`, results: raw ? results : validateResults(JSON.parse(JSON.stringify(results))) };
    };

    it('a shard with other design settings under a copied fingerprint is refused, naming the setting and both values', () => {
      const inputs = allShards(shardPlan);
      inputs[2] = withMeta(3, { design: { binaries: 3, executions: 10 } }, inputs[0].results);
      const error = mergeError(() => mergeResults(inputs));
      expect(error.message).toBe(
        'shard-1.json (shard 1/4) and shard-3.json (shard 3/4) were run with different settings (design differs: design.executions is 5 in ' +
          'shard-1.json, 10 in shard-3.json): merging them would analyse unlike measurements as one',
      );
      expect(error.sources).toEqual(['shard-1.json', 'shard-3.json']);
    });

    const analysis = PARTIAL_ANALYSIS_RECORD;
    const withAnalysis = (overrides: Record<string, unknown>) =>
      shardPlan.shards.map((_, i) => withMeta(i + 1, { analysis: { ...analysis, ...(i === 3 ? overrides : {}) } }, undefined, true));

    it('shards whose recorded analysis settings differ are refused, naming the first differing key', () => {
      const error = mergeError(() => mergeResults(withAnalysis({ confidence: 0.9 })));
      expect(error.message).toBe(
        'shard-1.json (shard 1/4) and shard-4.json (shard 4/4) were run with different settings (analysis differs: analysis.confidence is 0.95 ' +
          'in shard-1.json, 0.9 in shard-4.json): merging them would analyse unlike measurements as one',
      );
    });

    it('compares the whole recorded object, so a setting recorded later is covered too (a nested one, a new key)', () => {
      const inputs = shardPlan.shards.map((_, i) =>
        withMeta(i + 1, { analysis: { ...analysis, priors: { 'sort/1e5': i === 1 ? 0.02 : 0.01 } } }, undefined, true),
      );
      expect(mergeError(() => mergeResults(inputs)).message).toContain(
        '(analysis differs: analysis.priors["sort/1e5"] is 0.01 in shard-1.json, 0.02 in shard-2.json)',
      );
      expect(mergeError(() => mergeResults(withAnalysis({ maxFailures: 3 }))).message).toContain(
        '(analysis differs: analysis.maxFailures is absent in shard-1.json, 3 in shard-4.json)',
      );
      const withoutRecord = withAnalysis({});
      withoutRecord[0] = withMeta(1, {});
      expect(mergeError(() => mergeResults(withoutRecord)).message).toContain('(analysis differs: analysis is absent in shard-1.json, {"confidence":0.95,');
    });

    it('the seed aside: each shard draws its own for its run order', () => {
      const inputs = shardPlan.shards.map((_, i) => withMeta(i + 1, { analysis: { ...analysis, seed: 100 + i } }, undefined, true));
      expect(names(mergeResults(inputs).results).slice().sort()).toEqual(NAMES.slice().sort());
    });
  });

  describe('result-file', () => {
    // As the merge job reads them: through JSON and the results validation.
    const withResultFile = (resultFile: string | undefined) =>
      shardPlan.shards.map((_, i) => {
        const results = shardResults(shardPlan, i + 1, resultFile === undefined ? {} : { meta: { resultFile } });
        return { source: `shard-${i + 1}.json`, results: validateResults(JSON.parse(JSON.stringify(results))) };
      });

    it('shards that differ only in it are refused, naming it', () => {
      const inputs = withResultFile('out/results.json');
      inputs[2] = withResultFile('out/other.json')[2];
      const error = mergeError(() => mergeResults(inputs));
      expect(error.message).toBe(
        'shard-1.json (shard 1/4) and shard-3.json (shard 3/4) were run with different settings (resultFile differs: resultFile is "out/results.json" in ' +
          'shard-1.json, "out/other.json" in shard-3.json): merging them ' +
          'would analyse unlike measurements as one',
      );
      expect(error.sources).toEqual(['shard-1.json', 'shard-3.json']);
    });

    it('shards with the same one merge and keep it', () => {
      const { results } = mergeResults(withResultFile('out/results.json'));
      expect(results.meta?.resultFile).toBe('out/results.json');
      expect(names(results).slice().sort()).toEqual(NAMES.slice().sort());
    });

    it('a shard with one and a shard without are refused', () => {
      const inputs = withResultFile(undefined);
      inputs[0] = withResultFile('out/results.json')[0];
      expect(mergeError(() => mergeResults(inputs)).message).toContain(
        '(resultFile differs: resultFile is "out/results.json" in shard-1.json, absent in shard-2.json)',
      );
    });

    it('without it, the fingerprint is the one stored before it was fingerprinted (null counts as absent)', () => {
      // The value earlier versions computed for runMeta() and stored in meta.shard.settings.
      const before = 'sha256:28429437890c5d400f7b312fa0f9e688d419a398265d052dca59eb1a0f67b225';
      expect(settingsFingerprint(runMeta())).toBe(before);
      expect(settingsFingerprint(runMeta({ resultFile: null }))).toBe(before);
      expect(settingsFingerprint(runMeta({ resultFile: 'out/results.json' }))).not.toBe(before);
    });
  });

  it('a benchmark measured by two shards', () => {
    // Two plans that both give parse/small to a shard: the second shard really measured it.
    const first = plan(2);
    const holder = first.shards.findIndex((s) => s.includes('parse/small'));
    const other = { ...first, shards: first.shards.map((s, i) => (i === holder ? s.filter((n) => n !== 'parse/small') : [...s, 'parse/small'].sort())) };
    const error = mergeError(() =>
      mergeResults([
        { source: 'a.json', results: shardResults(first, holder + 1) },
        { source: 'b.json', results: shardResults(other, 2 - holder) },
      ]),
    );
    expect(error.message).toMatch(/^1 benchmark was measured by more than one shard; each must come from one shard, or from replicas of one shard/);
    expect(error.message).toContain(`  "parse/small": ${holder === 0 ? 'a.json (shard 1/2), b.json (shard 2/2)' : 'b.json (shard 1/2), a.json (shard 2/2)'}`);
    expect(error.message).toMatch(/\nThe shards planned different assignments: give every shard the same benchmark names and costs\.$/);
  });

  it('a benchmark in two files without manifests, unless they are replicas', () => {
    const file = (source: string, list: string[]): MergeInput => ({ source, results: { version: 1, benchmarks: list.map((n) => record(n)), meta: runMeta() } });
    expect(mergeResults([file('a.json', ['x', 'y']), file('b.json', ['z'])]).results.benchmarks.map((b) => b.name)).toEqual(['x', 'y', 'z']);
    const error = mergeError(() => mergeResults([file('a.json', ['x', 'y']), file('b.json', ['y', 'x'])]));
    expect(error.message).toMatch(/^2 benchmarks were measured by more than one shard;.*--replicas/);
    expect(error.message).toContain('  "x": a.json, b.json\n  "y": a.json, b.json');
  });

  it('one shard given twice, shards of different splits, and --expect that does not match', () => {
    const inputs = allShards(shardPlan);
    expect(mergeError(() => mergeResults([...inputs, { source: 'again.json', results: inputs[1].results }])).message).toBe(
      'shard 2/4 was given twice: shard-2.json and again.json',
    );
    const three = plan(3);
    expect(mergeError(() => mergeResults([inputs[0], { source: 'other.json', results: shardResults(three, 1) }])).message).toBe(
      'the files belong to different splits: shard-1.json is shard 1/4, other.json is shard 1/3',
    );
    expect(mergeError(() => mergeResults(inputs, { expect: 5 })).message).toBe('expected 5 shards (--expect), but the files are shards of 4');
    expect(mergeResults(inputs, { expect: 4 }).notMeasured).toEqual([]);
    const plain = { source: 'plain.json', results: { version: 1 as const, benchmarks: [record('x')], meta: runMeta() } };
    expect(mergeError(() => mergeResults([plain], { expect: 2 })).message).toMatch(
      /^expected 2 results files \(--expect\), got 1; files without a shard manifest/,
    );
  });

  it('a damaged manifest, naming the file; and nothing to merge', () => {
    const results = shardResults(shardPlan, 1);
    (results.meta!.shard as Record<string, unknown>).index = 9;
    expect(mergeError(() => mergeResults([{ source: 'bad.json', results }])).message).toBe('bad.json: meta.shard.index: shard 9 of 4 does not exist');
    expect(mergeError(() => mergeResults([])).message).toMatch(/nothing to merge/);
  });

  it('warns about a file without commit SHAs instead of guessing', () => {
    const plain = {
      source: 'old.json',
      results: {
        version: 1 as const,
        benchmarks: [{ ...record('x'), base: { binaries: record('x').base.binaries }, head: { binaries: record('x').head.binaries } }],
      },
    };
    expect(mergeResults([plain]).warnings).toEqual([
      'old.json records no base and head commit SHAs: could not check that it measured the same commits as the others',
    ]);
  });

  it('leaves out, with a warning, a benchmark a shard reported although the plan gave it to another', () => {
    const inputs = allShards(shardPlan);
    const stray = shardPlan.shards[1][0];
    inputs[0] = { source: 'shard-1.json', results: shardResults(shardPlan, 1, { extra: [stray] }) };
    const { results, warnings } = mergeResults(inputs);
    expect(names(results).filter((n) => n === stray)).toHaveLength(1);
    expect(warnings).toEqual([
      `shard-1.json (shard 1/4) also reported 1 benchmark assigned to other shards (${JSON.stringify(stray)}): left out, each counts from its own shard only`,
    ]);
  });
});

describe('mergeResults: replicas', () => {
  const shardPlan = plan(2);
  const replica = (index: number, r: number) => ({
    source: `s${index}r${r}.json`,
    results: shardResults(shardPlan, index, { replica: { index: r, count: 2 } }),
  });

  it('combines one benchmark from several runners, the runner as top level, blocks kept apart', () => {
    const { results, notMeasured } = mergeResults([replica(1, 1), replica(1, 2), replica(2, 2), replica(2, 1)]);
    expect(notMeasured).toEqual([]);
    expect(names(results).slice().sort()).toEqual(NAMES.slice().sort());
    const benchmark = results.benchmarks[0];
    expect(benchmark.base.binaries.map((b) => b.runner)).toEqual(['replica-1', 'replica-1', 'replica-1', 'replica-2', 'replica-2', 'replica-2']);
    const blocks = (side: 'base' | 'head') => benchmark[side].binaries.flatMap((b) => b.executions.map((e) => e.block));
    expect(new Set(blocks('base')).size).toBe(30);
    expect(new Set(blocks('head'))).toEqual(new Set(blocks('base')));
    const report = analyzeResults(results, analysisOptions());
    expect(report.benchmarks[0].base!.level).toBe('runner');
    expect(report.benchmarks[0].base!.runners).toBe(2);
    expect(report.benchmarks[0].delta!.df).toBe(1);
  });

  it('warns when a replica is missing, and still counts the benchmarks as measured', () => {
    const { notMeasured, warnings, results } = mergeResults([replica(1, 1), replica(1, 2), replica(2, 1)]);
    expect(notMeasured).toEqual([]);
    expect(warnings).toEqual(['shard 2/2 replica 2/2 did not deliver results: its benchmarks were measured on 1 of 2 runners']);
    expect(results.meta).toMatchObject({ merge: { missing: ['shard 2/2 replica 2/2'] } });
  });

  it('refuses an adaptive run: a merged file would lose the levels of its looks', () => {
    const adaptive: MergeInput = {
      source: 'adaptive.json',
      results: { version: 1, benchmarks: [record('x', 1)], meta: { ...runMeta(), sequential: {} as never } },
    };
    expect(mergeError(() => mergeResults([adaptive, adaptive], { replicas: true })).message).toMatch(
      /^adaptive\.json is an adaptive run \(meta\.sequential\): its verdicts come from its looks, which a merge cannot keep/,
    );
  });

  it('combines files without manifests with --replicas, and refuses a benchmark whose unit differs', () => {
    const file = (source: string, unit = 'ns'): MergeInput => ({
      source,
      results: { version: 1, benchmarks: [{ ...record('x', source.length), unit }], meta: runMeta() },
    });
    const { results } = mergeResults([file('a.json'), file('bb.json'), file('ccc.json')], { replicas: true });
    expect(new Set(results.benchmarks[0].base.binaries.map((b) => b.runner))).toEqual(new Set(['runner-1', 'runner-2', 'runner-3']));
    expect(mergeError(() => mergeResults([file('a.json'), file('bb.json', 'ms')], { replicas: true })).message).toBe(
      'benchmark "x" is in ns (lower is better) in a.json but in ms (lower is better) in bb.json',
    );
  });
});
