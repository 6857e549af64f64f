import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * The history prior (analysis/history-prior.ts): earlier runs' comparison noise on the same
 * runner, fitted as an empirical-Bayes prior and used behind the suite prior's guards. Expected
 * statistics come from SciPy (fixtures/reference/generate-history-prior.py); the simulated runs
 * are seeded.
 */
import { readFileSync } from 'node:fs';
import { benchmarkNoteTexts } from '../../src/report/notes.js';
import { describe, expect, it } from 'vitest';
import { GENERATORS, generate } from '../../bench/simulation/generators.js';
import { historyPool, onSimulatedRunner, SIMULATED_RUNNER_NAME } from '../../bench/simulation/history.js';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { BenchmarkAnalysis } from '../../src/analysis/analyze-benchmark.js';
import { blockDesign, designMatches, designOf, fitHistoryPriors, historyAgreementPValue, MIN_HISTORY_RUNS } from '../../src/analysis/history-prior.js';
import { moderateChange } from '../../src/analysis/moderate-suite.js';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisRecord, analysisSettings, recordedRunOptions } from '../../src/experiment/analysis-settings.js';
import { historyEntryFrom } from '../../src/history/history-entry.js';
import { parseHistory, serializeHistory } from '../../src/history/parse-history.js';
import type { HistoryPriorRecord } from '../../src/results/analysis-record.js';
import type { HistoryEntry, HistoryFile } from '../../src/results/history-format.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { parseResults } from '../../src/results/validate-results.js';
import { relativeChange } from '../../src/stats/relative-change.js';

interface Fixture {
  agreement: { variance: number; df: number; priorVariance: number; priorDf: number; pValue: number }[];
  fits: { variances: number[]; dfs: number[]; usable: boolean; variance: number; df: number }[];
  moderated: {
    logRatio: number;
    variance: number;
    df: number;
    blocks: number;
    priorVariance: number;
    priorDf: number;
    confidence: number;
    standardError: number;
    resultDf: number;
    ci: [number, number];
    pValue: number;
  }[];
}
const fixture = JSON.parse(readFileSync(new URL('../../fixtures/reference/history-prior.json', import.meta.url), 'utf8')) as Fixture;

const close = (actual: number, expected: number, relative = 1e-7) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.abs(expected));

/** A history of one benchmark `work` whose entries record `noises` (oldest first), on `runner`. */
function historyOf(noises: [number, number][], runner = 'Linux · CPU × 2', design = '3x5x30/3x5x30/interleaved'): HistoryFile {
  const entries: HistoryEntry[] = noises.map(([variance, df], i) => ({
    sha: String(i + 1).padStart(40, '0'),
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    measuredAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    runId: String(i + 1),
    runAttempt: 1,
    runner,
    confidence: 0.95,
    benchmarks: [
      {
        name: 'work',
        unit: 'ns',
        better: 'lower',
        mean: 100,
        ci: [99, 101],
        df: 2,
        variance: [1, 1, 1],
        counts: [3, 15, 450, 0],
        impact: [null, null],
        means: [[100]],
        noise: ['model', variance, df, design],
      },
    ],
  }));
  return { version: 1, entries };
}

describe('the statistics, against SciPy', () => {
  it.each(fixture.agreement)('the F test of agreement: s² = $variance ($df df) against s0² = $priorVariance ($priorDf df)', (c) => {
    close(historyAgreementPValue({ variance: c.variance, df: c.df }, { variance: c.priorVariance, df: c.priorDf }), c.pValue);
  });

  it.each(fixture.fits.map((f, i) => ({ ...f, i })))('the prior fitted from earlier runs (case $i, usable: $usable)', (f) => {
    const priors = fitHistoryPriors(historyOf(f.variances.map((v, k) => [v, f.dfs[k]])), 'Linux · CPU × 2');
    if (!f.usable) {
      expect(priors).toEqual({});
      return;
    }
    expect(priors.work.runs).toBe(f.variances.length);
    close(priors.work.variance, f.variance, 1e-6);
    close(priors.work.df, f.df, 1e-6);
  });

  it.each(fixture.moderated)('the moderated interval: s² = $variance ($df df, $blocks blocks) with s0² = $priorVariance ($priorDf df)', (c) => {
    const change = relativeChange(c.logRatio, Math.sqrt(c.variance / c.blocks), c.df, c.confidence, 'paired');
    const analysis = { change, moderation: { kind: 'model', variance: c.variance, df: c.df, blocks: c.blocks } } as unknown as BenchmarkAnalysis;
    const moderated = moderateChange(analysis, { variance: c.priorVariance, df: c.priorDf }, c.df + c.priorDf, c.confidence)!;
    close(moderated.standardError, c.standardError, 1e-12);
    close(moderated.df, c.resultDf, 1e-12);
    // jStat's t quantile differs from SciPy's in the 9th digit (test/stats/reference.test.ts measures it).
    close(moderated.ci[0], c.ci[0], 1e-6);
    close(moderated.ci[1], c.ci[1], 1e-6);
    close(moderated.pValue, c.pValue, 1e-6);
  });
});

describe('which history a prior is fitted from', () => {
  const agreeing: [number, number][] = fixture.fits[0].variances.map((v, k) => [v, fixture.fits[0].dfs[k]]);

  it('only runs on the same runner; an unknown runner matches nothing', () => {
    expect(Object.keys(fitHistoryPriors(historyOf(agreeing), 'Linux · CPU × 2'))).toEqual(['work']);
    expect(fitHistoryPriors(historyOf(agreeing), 'Linux · CPU × 4')).toEqual({});
    expect(fitHistoryPriors(historyOf(agreeing, 'unknown runner'), 'unknown runner')).toEqual({});
  });

  it(`at least ${MIN_HISTORY_RUNS} runs with the newest run's design; older designs are left out`, () => {
    expect(fitHistoryPriors(historyOf(agreeing.slice(0, MIN_HISTORY_RUNS - 1)), 'Linux · CPU × 2')).toEqual({});
    const older = historyOf(agreeing, 'Linux · CPU × 2', '3x5x30/3x5x30/interleaved');
    const newer = historyOf(agreeing.slice(0, 4), 'Linux · CPU × 2', '5x5x30/5x5x30/interleaved');
    const mixed = { version: 1 as const, entries: [...older.entries, ...newer.entries.map((e, i) => ({ ...e, date: `2027-01-0${i + 1}T00:00:00.000Z` }))] };
    const prior = fitHistoryPriors(mixed, 'Linux · CPU × 2').work;
    expect(prior.design).toBe('5x5x30/5x5x30/interleaved');
    expect(prior.runs).toBe(4);
  });

  it('entries written before noise was recorded stay readable and give no prior; a malformed noise is left out with its path, the entry kept', () => {
    const history = historyOf(agreeing);
    const old = { ...history, entries: history.entries.map((e) => ({ ...e, benchmarks: e.benchmarks.map(({ noise: _noise, ...b }) => b) })) };
    const parsed = parseHistory(serializeHistory(old), 'history.json');
    expect(parsed.ok && parsed.history.entries.length).toBe(agreeing.length);
    expect(parsed.ok && fitHistoryPriors(parsed.history, 'Linux · CPU × 2')).toEqual({});
    const bad = JSON.parse(serializeHistory(history)) as { entries: { benchmarks: { noise: unknown }[] }[] };
    bad.entries[0].benchmarks[0].noise = ['model', -1, 3, 'x'];
    bad.entries[1].benchmarks[0].noise = ['bayes', 0.001, 3, 'x'];
    const read = parseHistory(JSON.stringify(bad), 'history.json');
    expect(read.ok && [read.dropped, read.trimmed]).toEqual([0, 2]);
    expect(read.ok && read.warnings[0]).toContain('entries[0].benchmarks[0].noise[1]: expected a positive variance, got number -1');
    expect(read.ok && read.warnings[0]).toContain('entries[1].benchmarks[0].noise[0]: expected "model" or "independent"');
    // The two entries stay, without a noise to fit a prior from.
    expect(read.ok && read.history.entries.length).toBe(agreeing.length);
    expect(read.ok && read.history.entries.filter((e) => e.benchmarks[0].noise === undefined)).toHaveLength(2);
  });
});

describe('a prior for the adaptive design’s looks (match: looks)', () => {
  /** The entries of `designs` in turn (oldest first), each recording the same noise (runs that agree: d0 = their summed df). */
  const historyWith = (designs: string[]): HistoryFile => ({
    version: 1,
    entries: designs.map((design, i) => ({
      ...historyOf([[0.002, 8]], 'Linux · CPU × 2', design).entries[0],
      runId: String(i + 1),
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    })),
  });

  it('what the noise per block depends on: any builds; without a build level, any processes per build too', () => {
    expect(blockDesign('3x5x30/4x5x31/interleaved', 'builds')).toBe('*x5x30/*x5x31/interleaved');
    expect(blockDesign('3x5x30/4x5x31/interleaved', 'processes')).toBe('*x*x30/*x*x31/interleaved');
    expect(blockDesign('not a design', 'builds')).toBe('not a design');
    // A whole design serves only itself (the fixed design's guard).
    expect(designMatches('3x5x30/3x5x30/interleaved', '3x5x30/3x5x30/interleaved', false)).toBe(true);
    expect(designMatches('3x5x30/3x5x30/interleaved', '4x5x30/4x5x30/interleaved', true)).toBe(false);
    // Any builds, for any comparison; the processes per build count only with a build level.
    expect(designMatches('*x2x30/*x2x30/interleaved', '7x2x30/7x2x30/interleaved', false)).toBe(true);
    expect(designMatches('*x5x30/*x5x30/interleaved', '3x2x30/3x2x30/interleaved', false)).toBe(false);
    expect(designMatches('*x5x30/*x5x30/interleaved', '2x9x30/2x9x30/interleaved', true)).toBe(true);
    expect(designMatches('*x*x30/*x*x30/interleaved', '3x2x30/3x2x30/interleaved', false)).toBe(false);
    expect(designMatches('*x*x30/*x*x30/interleaved', '2x9x30/2x9x30/interleaved', true)).toBe(true);
    // Measurements per process and interleaving always count.
    expect(designMatches('*x*x30/*x*x30/interleaved', '2x9x20/2x9x30/interleaved', true)).toBe(false);
    expect(designMatches('*x*x30/*x*x30/interleaved', '2x9x30/2x9x30/independent', true)).toBe(false);
  });

  it('groups runs by the newest run’s processes per build, whatever their builds', () => {
    const history = historyWith(['3x5x30/3x5x30/interleaved', '9x2x30/9x2x30/interleaved', '6x2x30/6x2x30/interleaved', '11x2x30/11x2x30/interleaved']);
    const prior = fitHistoryPriors(history, 'Linux · CPU × 2', 'looks').work;
    expect(prior).toMatchObject({ kind: 'model', design: '*x2x30/*x2x30/interleaved', df: 24, runs: 3 });
    // The fixed design's fit keeps to the newest whole design: one run, no prior.
    expect(fitHistoryPriors(history, 'Linux · CPU × 2')).toEqual({});
  });

  it('falls back to any processes per build when too few runs share the newest’s (an adaptive run’s length varies)', () => {
    const history = historyWith(['2x12x30/2x12x30/interleaved', '2x37x30/2x37x30/interleaved', '2x5x30/2x5x30/interleaved', '2x9x30/2x9x30/interleaved']);
    const prior = fitHistoryPriors(history, 'Linux · CPU × 2', 'looks').work;
    expect(prior.design).toBe('*x*x30/*x*x30/interleaved');
    expect(prior.runs).toBe(4);
    // Other measurements per process are another noise: left out.
    const mixed = historyWith(['2x12x20/2x12x20/interleaved', '2x12x20/2x12x20/interleaved', '2x5x30/2x5x30/interleaved', '2x9x30/2x9x30/interleaved']);
    expect(fitHistoryPriors(mixed, 'Linux · CPU × 2', 'looks')).toEqual({});
  });
});

describe('a run with a history prior', () => {
  // Ten earlier A/A runs of one benchmark on the simulated runner, recorded as a trend run records them.
  const pool = historyPool(GENERATORS.gaussian, 10, 3_000_000, 'work');
  const history: HistoryFile = { version: 1, entries: pool };
  const priors = fitHistoryPriors(history, SIMULATED_RUNNER_NAME);
  // +5 %, 3 builds × 5 × 30, σ 1/2/5 %: seed 6 is undecided on its own noise.
  const results = onSimulatedRunner(generate(GENERATORS.gaussian, 6, 0.05, 'work'));

  it('history entries record the comparison noise with its design', () => {
    const noise = pool[0].benchmarks[0].noise!;
    expect(noise[0]).toBe('model');
    expect(noise[1]).toBeGreaterThan(0);
    expect(noise[3]).toBe('3x5x30/3x5x30/interleaved');
    expect(designOf(results.benchmarks[0])).toBe(noise[3]);
    expect(priors.work.runs).toBe(10);
  });

  it('decides where its own noise alone does not, and says so; the df grow by d0', () => {
    const without = analyzeResults(results, analysisOptions()).benchmarks[0];
    const withPrior = analyzeResults(results, analysisOptions({ historyPriors: priors })).benchmarks[0];
    expect(without.verdict).toBe('inconclusive');
    expect(withPrior.verdict).toBe('regression');
    expect(withPrior.historyPrior).toMatchObject({ used: true, runs: 10 });
    expect(withPrior.delta!.df).toBeCloseTo(without.noise!.df + priors.work.df, 9);
    expect(benchmarkNoteTexts(withPrior).some((n) => n.startsWith('history prior used: the noise of 10 earlier runs on this runner'))).toBe(true);
    // The history records the run's own noise, not the moderated one.
    expect(withPrior.noise).toEqual(without.noise);
  });

  it('is not used when the design changed', () => {
    const other = onSimulatedRunner(generate({ ...GENERATORS.gaussian, spec: { ...GENERATORS.gaussian.spec, executions: 6 } }, 6, 0.05, 'work'));
    const b = analyzeResults(other, analysisOptions({ historyPriors: priors })).benchmarks[0];
    expect(b.historyPrior).toMatchObject({ used: false, reason: 'design-changed' });
    expect(benchmarkNoteTexts(b)).toContain(
      'history prior not used: the design changed (history: model, 3x5x30/3x5x30/interleaved; this run: model, 3x6x30/3x6x30/interleaved)',
    );
    expect(b.delta).toEqual(analyzeResults(other, analysisOptions()).benchmarks[0].delta);
  });

  it("is not used when the run's noise disagrees with the history's (a runner three times noisier)", () => {
    const noisy = { ...GENERATORS.gaussian.spec, binarySd: 0.03, executionSd: 0.06, measurementSd: 0.15 };
    const run = onSimulatedRunner(generate({ ...GENERATORS.gaussian, spec: noisy }, 11, 0, 'work'));
    const b = analyzeResults(run, analysisOptions({ historyPriors: priors })).benchmarks[0];
    expect(b.historyPrior).toMatchObject({ used: false, reason: 'disagrees' });
    expect(benchmarkNoteTexts(b).find((n) => n.startsWith('history prior not used'))).toMatch(
      /^history prior not used: this run's noise is [\d.]+× that of 10 earlier runs/,
    );
    expect(b.delta).toEqual(analyzeResults(run, analysisOptions()).benchmarks[0].delta);
  });

  it('is recorded in meta.analysis, and gating again from the written results gives the same report', () => {
    const options = analysisSettings({ seed: 1, historyPriors: priors });
    const written: ResultsFile = parseResults(JSON.stringify({ ...results, meta: { ...results.meta, analysis: analysisRecord(options) } }), 'results.json');
    const recorded = written.meta!.analysis as { historyPriors: Record<string, HistoryPriorRecord> };
    expect(recorded.historyPriors).toEqual(priors);
    const run = analyse(written, options).report;
    const again = analyse(written, analysisSettings(recordedRunOptions(written.meta))).report;
    expect(again.benchmarks.map((b) => b.verdict)).toEqual(['regression']);
    expect(again).toEqual(run);
  });

  it('a history entry of a run with a prior records the run’s own noise', () => {
    const report = analyzeResults(results, analysisOptions({ historyPriors: priors }));
    const entry = historyEntryFrom(results, report, { sha: 'f'.repeat(40), date: '2026-02-01T00:00:00Z', runId: '99' });
    const own = analyzeResults(results, analysisOptions()).benchmarks[0].noise!;
    expect(entry.benchmarks[0].noise).toEqual(['model', Number(own.variance.toPrecision(3)), Number(own.df.toPrecision(3)), own.design]);
  });
});

describe('meta.analysis.historyPriors is checked when read', () => {
  const record = (historyPriors: unknown) => ({ ...analysisRecord(analysisSettings({})), historyPriors });
  const read = (analysis: unknown) => parseResults(JSON.stringify({ version: 1, benchmarks: [], meta: { analysis } }), 'results.json');
  const good = { kind: 'model', design: '3x5x30/3x5x30/interleaved', variance: 0.002, df: 30, runs: 10 };

  it('reads a record without it (written before history priors) as none', () => {
    const { historyPriors: _h, ...old } = record({});
    expect((read(old).meta!.analysis as { historyPriors: unknown }).historyPriors).toEqual({});
  });

  it.each([
    ['a negative variance', { ...good, variance: -1 }, 'meta.analysis.historyPriors["work"].variance'],
    ['zero df', { ...good, df: 0 }, 'meta.analysis.historyPriors["work"].df'],
    ['an unknown kind', { ...good, kind: 'bayes' }, 'meta.analysis.historyPriors["work"].kind'],
    ['no runs', { ...good, runs: 0 }, 'meta.analysis.historyPriors["work"].runs'],
    ['a design of 201 characters', { ...good, design: 'x'.repeat(201) }, 'meta.analysis.historyPriors["work"].design'],
  ])('refuses %s', (_what, prior, path) => {
    expect(() => read(record({ work: prior }))).toThrow(path);
  });
});
