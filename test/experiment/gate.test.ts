/**
 * The gate both front ends call (experiment/gate.ts) makes the settings whole once and writes
 * them once into `meta.analysis`: the record the results carry, the record results.json holds
 * and the settings the analysis used are the same, and gating again from the written file
 * resolves the same settings.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analysisRecord } from '../../src/experiment/analysis-settings.js';
import { gate, recordedSettings } from '../../src/experiment/gate.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { parseResults, validateResults } from '../../src/results/validate-results.js';

const fixture = () => validateResults(JSON.parse(readFileSync(new URL('../../fixtures/results/simulated-suite.json', import.meta.url), 'utf8')));
const REPORT = { gate: { failOnRegression: true, accepted: false, decides: true } };

/** The results, counting every assignment of `meta` and refusing any write into a meta object once assigned. */
function counted(results: ResultsFile): { results: ResultsFile; writes: () => number } {
  let writes = 0;
  const proxy = new Proxy(results, {
    set(target, key, value: unknown) {
      if (key === 'meta') {
        writes++;
        Object.freeze(value);
      }
      return Reflect.set(target, key, value);
    },
  });
  return { results: proxy, writes: () => writes };
}

describe('gate', () => {
  it('writes meta.analysis once, as the settings it resolved and analysed with', () => {
    const { results, writes } = counted(fixture());
    const run = gate(results, { measured: { seed: 9, estimator: 'huber' }, policy: { minEffect: 0.03, confidence: undefined } }, REPORT);
    expect(writes()).toBe(1);
    expect(run.options).toMatchObject({ seed: 9, estimator: 'huber', minEffect: 0.03, confidence: 0.95 });
    expect(results.meta?.analysis).toEqual(analysisRecord(run.options));
    const written = run.built.files.find((file) => file.name === 'results.json')?.content ?? '';
    expect(JSON.parse(written).meta.analysis).toEqual(analysisRecord(run.options));
  });

  it('gating the written results again resolves the same settings and records them unchanged', () => {
    const first = gate(fixture(), { measured: { seed: 9, estimator: 'huber' }, policy: { minEffect: 0.03 } }, REPORT);
    const file = parseResults(first.built.files.find((f) => f.name === 'results.json')?.content ?? '', 'results.json');
    const again = gate(file, { measured: recordedSettings(file) }, REPORT);
    expect(again.options).toEqual(first.options);
    expect(again.built.files.find((f) => f.name === 'report.json')?.content).toBe(first.built.files.find((f) => f.name === 'report.json')?.content);
  });
});
