import { describe, expect, it } from 'vitest';
import { measurementFailureMessage, measurementFailures } from '../../src/analysis/measurement-failure.js';
import type { BenchmarkRecord, ExecutionRecord, ResultsFile } from '../../src/results/results-format.js';

const measured = (): ExecutionRecord => ({ values: [10, 11, 10.5] });
const failed = (reason = 'exited with code 1: cannot open data.bin'): ExecutionRecord => ({ values: [], failure: reason });
const silent = (): ExecutionRecord => ({ values: [] });

function benchmark(name: string, base: ExecutionRecord[], head: ExecutionRecord[]): BenchmarkRecord {
  return { name, unit: 'ms', better: 'lower', base: { binaries: [{ executions: base }] }, head: { binaries: [{ executions: head }] } };
}

const results = (benchmarks: BenchmarkRecord[], meta: Record<string, unknown> = {}): ResultsFile => ({ version: 1, benchmarks, meta });
const six = (make: () => ExecutionRecord) => Array.from({ length: 6 }, make);
/** meta.failures of head's failed executions, in order. */
const headFailures = (...reasons: string[]) => reasons.map((reason) => ({ version: 'head', reason }));
const sixFailed = (reason?: string) => six(() => failed(reason));

/** A run stopped after block 3 of 6: head failed twice (segfaults in workers 2 and 3), with max-failure-share 0.25. */
const HEAD_FAILED_TWO_OF_THREE = [
  {
    side: 'head',
    reason:
      '2 of the 3 head executions that ran failed, more than the run allows (max-failure-share 0.25); the first: exited with code 139: segfault in worker 2',
  },
];

describe('measurementFailures: a version that could not be measured', () => {
  it('is empty when both versions were measured, even with some failed executions within the limit', () => {
    const run = results([benchmark('sort', six(measured), [...six(measured).slice(1), failed()])], {
      failureShareExceeded: [],
      failedExecutions: { base: 0, head: 1 },
      executionsPerVersion: 6,
    });
    expect(measurementFailures(run)).toEqual([]);
  });

  it('names head when every head execution failed, quoting the first failure', () => {
    const run = results([benchmark('sort', six(measured), sixFailed())], {
      failures: [{ version: 'head', reason: 'exited with code 1: cannot open data.bin' }],
      failedExecutions: { base: 0, head: 6 },
      executionsPerVersion: 6,
    });
    const failures = measurementFailures(run);
    expect(failures).toEqual([{ side: 'head', reason: 'every head execution failed; the first: exited with code 1: cannot open data.bin' }]);
    expect(measurementFailureMessage(failures)).toBe(
      'head could not be measured: every head execution failed; the first: exited with code 1: cannot open data.bin',
    );
  });

  it('names head when its executions exited cleanly but printed nothing, in every benchmark', () => {
    const run = results([benchmark('sort', six(measured), six(silent)), benchmark('parse', six(measured), six(silent))], {
      failedExecutions: { base: 0, head: 0 },
      executionsPerVersion: 6,
    });
    expect(measurementFailures(run)).toEqual([{ side: 'head', reason: 'no head execution printed a measurement benchgate could read' }]);
  });

  it("does not fail a version that measured at least one benchmark (a single broken benchmark is that benchmark's inconclusive)", () => {
    const run = results([benchmark('sort', six(measured), six(silent)), benchmark('parse', six(measured), six(measured))]);
    expect(measurementFailures(run)).toEqual([]);
  });

  it('names head when more executions failed than max-failure-share allows (meta.failureShareExceeded)', () => {
    const run = results([benchmark('sort', six(measured), [measured(), measured(), failed(), failed(), failed(), failed()])], {
      failureShareExceeded: ['head'],
      failedExecutions: { base: 0, head: 4 },
      executionsPerVersion: 6,
      maxFailureShare: 0.25,
    });
    expect(measurementFailures(run)).toEqual([{ side: 'head', reason: '4 of 6 head executions failed, more than the run allows (max-failure-share 0.25)' }]);
  });

  it("counts only the executions that ran, and does not blame base when the run stopped early for head's failures", () => {
    // As the runner records a run stopped after block 3 of 6: head failed twice; the rest of both versions was not run.
    const notRun = 'not run: head already had 2 failed executions, more than max-failure-share 0.25 allows';
    const failures = [
      { version: 'base', reason: notRun },
      { version: 'base', reason: notRun },
      { version: 'base', reason: notRun },
      { version: 'head', reason: 'exited with code 139: segfault in worker 2' },
      { version: 'head', reason: 'exited with code 139: segfault in worker 3' },
      { version: 'head', reason: notRun },
      { version: 'head', reason: notRun },
      { version: 'head', reason: notRun },
    ];
    const run = results(
      [benchmark('sort', [...six(measured).slice(3), ...sixFailed(notRun).slice(3)], [measured(), failed(), failed(), ...sixFailed(notRun).slice(3)])],
      {
        failures,
        failureShareExceeded: ['base', 'head'],
        failedExecutions: { base: 3, head: 5 },
        executionsPerVersion: 6,
        maxFailureShare: 0.25,
      },
    );
    expect(measurementFailures(run)).toEqual(HEAD_FAILED_TWO_OF_THREE);
  });

  it('reads the structured notRun marker: executions not run after an early stop are neither counted nor blamed', () => {
    // As the runner now records a run stopped after block 3 of 6 for head's failures.
    const stop = 'head already had 2 failed executions, more than max-failure-share 0.25 allows';
    const notRun = () => ({ ...failed(`not run: ${stop}`), notRun: true as const });
    const run = results([benchmark('sort', [...six(measured).slice(3), ...six(notRun).slice(3)], [measured(), failed(), failed(), ...six(notRun).slice(3)])], {
      failures: headFailures('exited with code 139: segfault in worker 2', 'exited with code 139: segfault in worker 3'),
      failureShareExceeded: ['head'],
      failedExecutions: { base: 0, head: 2 },
      notRunExecutions: { base: 3, head: 3 },
      stoppedEarly: stop,
      executionsPerVersion: 6,
      maxFailureShare: 0.25,
    });
    expect(measurementFailures(run)).toEqual(HEAD_FAILED_TWO_OF_THREE);
  });

  it('says every execution failed when all that ran failed and the rest was not run (structured marker)', () => {
    const notRun = () => ({ ...failed('not run: head already had 2 failed executions'), notRun: true as const });
    const run = results(
      [benchmark('sort', [...six(measured).slice(4), ...six(notRun).slice(2)], [failed('exited with code 1: Error: boom'), failed(), ...six(notRun).slice(2)])],
      {
        failures: headFailures('exited with code 1: Error: boom', 'exited with code 1: Error: boom'),
        failureShareExceeded: ['head'],
        failedExecutions: { base: 0, head: 2 },
        notRunExecutions: { base: 4, head: 4 },
        executionsPerVersion: 6,
        maxFailureShare: 0.25,
      },
    );
    expect(measurementFailures(run)).toEqual([{ side: 'head', reason: 'every head execution failed; the first: exited with code 1: Error: boom' }]);
  });

  it('says what was wrong when every head execution ran but none gave a usable value (a unit mismatch), not "the first: unknown"', () => {
    const mismatch = () => failed('"sort" reported in s here but in ms elsewhere');
    const run = results([benchmark('sort', six(measured), six(mismatch))], { failures: [], failedExecutions: { base: 0, head: 0 }, executionsPerVersion: 6 });
    expect(measurementFailures(run)).toEqual([
      { side: 'head', reason: 'no head execution gave a usable measurement; the first: "sort" reported in s here but in ms elsewhere' },
    ]);
  });

  it('names head when a benchmark is missing from half of its processes (a line no longer printed): as whole-process failures would', () => {
    const missing = () => failed('no "sort" measurement in this execution\'s output');
    const run = results(
      [
        benchmark('parse', six(measured), six(measured)),
        benchmark('sort', six(measured), [measured(), missing(), measured(), missing(), measured(), missing()]),
      ],
      { failedExecutions: { base: 0, head: 0 }, executionsPerVersion: 6 },
    );
    expect(measurementFailures(run)).toEqual([
      {
        side: 'head',
        reason: '"sort" was missing from 3 of the 6 head processes (at most half measured it); the first: no "sort" measurement in this execution\'s output',
      },
    ]);
  });

  it('does not fail a benchmark missing from fewer than half of the processes, nor one a version never reported (added or removed)', () => {
    const missing = () => failed('no "sort" measurement in this execution\'s output');
    const fewer = results([benchmark('sort', six(measured), [measured(), missing(), measured(), missing(), measured(), measured()])]);
    expect(measurementFailures(fewer)).toEqual([]);
    const removed = results([benchmark('parse', six(measured), six(measured)), benchmark('sort', six(measured), six(missing))]);
    expect(measurementFailures(removed)).toEqual([]);
  });

  it('names base too: without base there is nothing to compare against', () => {
    const run = results([benchmark('sort', sixFailed('timed out after 300 s'), six(measured))], {
      failures: [{ version: 'base', reason: 'timed out after 300 s' }],
      failedExecutions: { base: 6, head: 0 },
      executionsPerVersion: 6,
    });
    expect(measurementFailures(run).map((f) => f.side)).toEqual(['base']);
    expect(measurementFailureMessage(measurementFailures(run))).toBe(
      'base could not be measured: every base execution failed; the first: timed out after 300 s',
    );
  });

  it('names both versions when no benchmark was reported at all', () => {
    const failures = measurementFailures(results([], { failedExecutions: { base: 0, head: 0 }, executionsPerVersion: 6 }));
    expect(failures.map((f) => f.side)).toEqual(['base', 'head']);
    expect(failures[1].reason).toBe('no benchmark was reported: no head execution printed a measurement benchgate could read');
    expect(measurementFailureMessage(failures)).toMatch(/^neither base nor head could be measured: /);
  });

  it('leaves a merged run with unmeasured benchmarks to the merge (they are inconclusive), but fails a shard over its failure share', () => {
    const lost = results([], { notMeasured: [{ name: 'sort', reason: 'shard 1/1 did not deliver results' }] });
    expect(measurementFailures(lost)).toEqual([]);
    const merged = results([benchmark('sort', six(measured), six(measured))], {
      maxFailureShare: 0.25,
      merge: {
        inputs: [
          { source: 'benchgate-shard-1-of-2', failureShareExceeded: [] },
          { source: 'benchgate-shard-2-of-2', failureShareExceeded: ['head'] },
        ],
      },
    });
    expect(measurementFailures(merged)).toEqual([
      { side: 'head', reason: 'too many head executions failed in 1 of the 2 merged results, more than the run allows (max-failure-share 0.25)' },
    ]);
    // The shard stopped early for head's failures: its base is over the limit only by the executions not run.
    const stopped = results(merged.benchmarks, {
      ...merged.meta,
      failures: [
        { version: 'head', reason: 'exited with code 2' },
        { version: 'base', reason: 'not run: head already had 2 failed executions, more than max-failure-share 0.25 allows' },
      ],
      merge: { inputs: [{ source: 'benchgate-shard-1-of-2', failureShareExceeded: ['base', 'head'] }] },
    });
    expect(measurementFailures(stopped)).toEqual([
      {
        side: 'head',
        reason:
          'too many head executions failed in 1 of the 1 merged results, more than the run allows (max-failure-share 0.25); the first: exited with code 2',
      },
    ]);
  });

  it('uses only values of the checked types from meta (it may come from a fork)', () => {
    const run = results([benchmark('sort', six(measured), sixFailed())], {
      failures: [{ version: 'head', reason: 42 }, 'junk', null],
      failedExecutions: { head: '6' },
      executionsPerVersion: '6',
      failureShareExceeded: 'head',
      maxFailureShare: 'lots',
    });
    expect(measurementFailures(run)).toEqual([{ side: 'head', reason: 'no head execution printed a measurement benchgate could read' }]);
    const shareOnly = results([benchmark('sort', six(measured), six(measured))], {
      failureShareExceeded: ['head', { evil: true }],
      failedExecutions: 'x',
      maxFailureShare: '<b>',
    });
    expect(measurementFailures(shareOnly)).toEqual([{ side: 'head', reason: 'too many head executions failed, more than the run allows' }]);
  });

  it('keeps a failure message on one line and bounded', () => {
    const run = results([benchmark('sort', six(measured), sixFailed())], {
      failures: [{ version: 'head', reason: `line one\nline two ${'x'.repeat(1000)}` }],
      failedExecutions: { base: 0, head: 6 },
      executionsPerVersion: 6,
    });
    const [failure] = measurementFailures(run);
    expect(failure.reason).not.toContain('\n');
    expect(failure.reason.length).toBeLessThan(400);
    expect(failure.reason).toMatch(/^every head execution failed; the first: line one line two x+…$/);
  });
});
