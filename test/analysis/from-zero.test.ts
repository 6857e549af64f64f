/**
 * Counts of zero (issue 46, item 5), from real processes: a benchmark suite whose `retries`
 * count is 0 in every base process and 3–4 in every head process, and whose `faults` count is 0
 * in every process of both. Identical zeros are `unchanged`; the change from exactly 0 is a
 * change from zero, with Δ in the count's own unit, and it fails the check when the benchmark is
 * gated (only reported when its policy says `report`). On main the change from 0 was
 * `inconclusive` with no Δ and the check passed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings } from '../../src/config/run-settings.js';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import { buildReport } from '../../src/experiment/build-report.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { createRepo, recordingLogger, removeDir } from '../runner/git-fixture.js';

// Each process prints its counts as jsonl; head retries 3 or 4 times (by its execution number).
const suite = (retries: string) => `
echo '{"name":"faults","value":0,"unit":"count"}'
echo "{\\"name\\":\\"retries\\",\\"value\\":${retries},\\"unit\\":\\"count\\"}"
`;

const dirs: string[] = [];
afterAll(() => dirs.splice(0).forEach(removeDir));

let results: ResultsFile | undefined;
async function measured(): Promise<ResultsFile> {
  if (results !== undefined) return results;
  const repo = createRepo({ 'bench.sh': suite('0') }, { 'bench.sh': suite('$((3 + BENCHGATE_EXECUTION % 2))') });
  dirs.push(repo);
  const settings = resolveRunSettings(repo, [
    { base: 'base', head: 'head', bench: ['/bin/sh', 'bench.sh'], binaries: 2, executions: 3, seed: 5, timeoutSeconds: 30 },
  ]);
  results = await runExperiment(settings, { logger: recordingLogger() });
  return results;
}

function gate(run: ResultsFile, policy: 'gate' | 'report') {
  const analysed = analyse(run, analysisSettings({}, { policies: [{ match: 'retries', gate: policy }] }));
  return { analysed, built: buildReport({ results: run, analysed, gate: { failOnRegression: true, accepted: false, decides: true } }) };
}

describe('zero counts from real processes', () => {
  it('identical zeros are unchanged; a gated change from exactly 0 is a regression with Δ in counts, and fails the check', async () => {
    const run = await measured();
    const { analysed, built } = gate(run, 'gate');
    const row = (name: string) => analysed.report.benchmarks.find((b) => b.name === name)!;
    expect(row('faults').verdict).toBe('unchanged');
    expect(row('faults').verdictSource).toEqual({ kind: 'identical-values', value: 0 });
    const retries = row('retries');
    expect(retries.verdict).toBe('regression');
    expect(retries.changeDetected).toBe(true);
    expect(retries.undecided).toBeUndefined();
    // Head's mean over its 6 processes (3 and 4 alternate by execution number), less base's 0.
    const headValues = run.benchmarks.find((b) => b.name === 'retries')!.head.binaries.flatMap((b) => b.executions.map((e) => e.values[0]));
    expect(headValues).toHaveLength(6);
    const change = headValues.reduce((s, v) => s + v, 0) / 6;
    expect(retries.verdictSource).toEqual({ kind: 'from-zero', change });
    expect(built.markdown).toMatch(new RegExp(`\\| retries \\|.*\\| \\+${change.toFixed(2).replace('.', '\\.')} count from 0 \\|`));
    expect(built.outcome.check.outcome).toBe('regression');
    expect(built.outcome.check.message).toBe('performance regression in 1 benchmark: retries');
  });

  it('a change from 0 of a report-only benchmark is shown but does not fail the check', async () => {
    const { analysed, built } = gate(await measured(), 'report');
    expect(analysed.report.benchmarks.find((b) => b.name === 'retries')!.verdict).toBe('regression');
    expect(built.outcome.check.outcome).toBe('pass');
  });
});
