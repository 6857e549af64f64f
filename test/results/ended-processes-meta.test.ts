/**
 * `meta.endedProcesses`: the processes a run's benchmarks or builds left running, which benchgate
 * ended. The run records them in its results, so every re-gate of those results (`analyze`, a
 * label run, the comment of a fork's pull request made from its artifact, a merge of shards)
 * shows the same note as the run's own report. Read back from a file that may be a fork's: each
 * field checked, and a process's name (the measured code's choice) escaped in the markdown.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import { buildReport } from '../../src/experiment/build-report.js';
import { recordEndedProcesses } from '../../src/experiment/gate.js';
import { ResultsFormatError } from '../../src/results/json-checks.js';
import { validateResults } from '../../src/results/validate-results.js';

const fixture = () => JSON.parse(readFileSync(new URL('../../fixtures/results/simulated-suite.json', import.meta.url), 'utf8'));
const GATE = { failOnRegression: true, accepted: false, decides: true };
const HOSTILE = '</details><img src=x>|@octocat #1';

const withEnded = (endedProcesses: unknown) => {
  const file = fixture();
  return validateResults({ ...file, meta: { ...file.meta, endedProcesses } });
};

describe('meta.endedProcesses', () => {
  it('is read back and shown as the leftover-processes note, the name escaped', () => {
    const ended = [{ pid: 4242, name: HOSTILE, leftBy: 'head binary 1, execution 1 (node)', foundAfter: 'after head binary 1, execution 1 (node)' }];
    const results = withEnded(ended);
    expect(results.meta?.endedProcesses).toEqual(ended);
    const built = buildReport({ results, analysed: analyse(results, analysisSettings({})), gate: GATE });
    expect(built.markdown).toContain('**Leftover processes ended:** benchmarks or builds left 1 process running outside their process group');
    expect(built.markdown).toContain('pid 4242 "');
    expect(built.markdown).not.toMatch(/<\/details><img|@octocat|[^\\]#1/);
    const json = JSON.parse(built.files.find((f) => f.name === 'report.json')?.content ?? '');
    expect(json.notes).toEqual([expect.objectContaining({ kind: 'leftover-processes', ended })]);
  });

  it('refuses an entry of the wrong shape, naming its path', () => {
    expect(() => withEnded([{ pid: 0, name: 'node', leftBy: null, foundAfter: 'x' }])).toThrow(ResultsFormatError);
    expect(() => withEnded([{ pid: 7, name: 'node', leftBy: 3, foundAfter: 'x' }])).toThrow(/meta\.endedProcesses\[0\]\.leftBy/);
    expect(() => withEnded({ pid: 7 })).toThrow(/meta\.endedProcesses/);
  });

  it('a re-gate adds what its own run ended after what the file records', () => {
    const results = withEnded([{ pid: 1, name: 'a', leftBy: null, foundAfter: 'x' }]);
    recordEndedProcesses(results, []);
    expect(results.meta?.endedProcesses).toHaveLength(1);
    recordEndedProcesses(results, [{ pid: 2, name: 'b', leftBy: null, foundAfter: 'y' }]);
    expect(results.meta?.endedProcesses?.map((p) => p.pid)).toEqual([1, 2]);
  });
});
