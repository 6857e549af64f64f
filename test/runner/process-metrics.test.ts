import { describe, expect, it } from 'vitest';
import { policyFor } from '../../src/config/benchmark-policy.js';
import { globNamesMetric, isReservedName, PROCESS_METRICS, processMetricOf, renameReserved } from '../../src/parsers/process-metric-names.js';
import { instructionsBenchmark } from '../../src/runner/instruction-count.js';
import { parseTimeReport, processMetricName, usageMeasurements } from '../../src/runner/process-metrics.js';
import type { ParserNote } from '../../src/results/output-notes.js';
import { outputNoteText } from '../../src/report/output-notes.js';

describe('processMetricName: the one place a process metric is named', () => {
  it.each([
    ['max-rss', { kind: 'suite' } as const, 'process/max-rss'],
    ['cpu', { kind: 'part', part: 2 } as const, 'process part 2/cpu'],
    ['ctx-involuntary', { kind: 'process' } as const, 'ctx-involuntary'],
    ['instructions', { kind: 'suite' } as const, 'process/instructions'],
  ])('%s in %j is %s', (metric, scope, name) => {
    expect(processMetricName(metric, scope)).toBe(name);
  });

  it('reads back every name it makes, and nothing else', () => {
    for (const metric of PROCESS_METRICS) {
      for (const scope of [{ kind: 'suite' }, { kind: 'part', part: 12 }, { kind: 'process' }] as const) {
        expect(processMetricOf(processMetricName(metric, scope))).toBe(metric);
      }
    }
    for (const name of ['parse/cpu', 'process/wall', 'process part 0/cpu', 'process part x/cpu', 'a/process/cpu', 'wall', 'process', 'BenchmarkX/B']) {
      expect(processMetricOf(name)).toBeNull();
    }
  });
});

describe('reserved names: what benchgate measures itself, never a harness (issue 43)', () => {
  it("every name the runner makes for a suite or a part is reserved; a harness's names are not", () => {
    for (const metric of [...PROCESS_METRICS, 'instructions']) {
      for (const scope of [{ kind: 'suite' }, { kind: 'part', part: 3 }] as const) expect(isReservedName(processMetricName(metric, scope))).toBe(true);
    }
    expect(isReservedName(instructionsBenchmark('jsonl'))).toBe(true);
    expect(isReservedName(instructionsBenchmark('jsonl', 1))).toBe(true);
    expect(isReservedName('process/anything-later')).toBe(true);
    for (const name of ['parse/cpu', 'a/process/max-rss', 'processes/cpu', 'process part 0/cpu', 'process', 'cpu', 'instructions', 'harness/process/cpu']) {
      expect(isReservedName(name), name).toBe(false);
    }
  });

  it("renames a harness's reserved names under harness/, one note per name", () => {
    const notes: ParserNote[] = [];
    const renamed = renameReserved(
      [
        { name: 'process/max-rss', value: 1 },
        { name: 'parse', value: 2 },
        { name: 'process/max-rss', value: 3 },
        { name: 'process part 2/instructions', value: 4 },
      ],
      notes,
    );
    expect(renamed.map((m) => [m.name, m.value])).toEqual([
      ['harness/process/max-rss', 1],
      ['parse', 2],
      ['harness/process/max-rss', 3],
      ['harness/process part 2/instructions', 4],
    ]);
    expect(notes.map((n) => outputNoteText(n))).toEqual([
      'the benchmark output reports "process/max-rss", a name benchgate measures itself: its values are recorded as "harness/process/max-rss"',
      'the benchmark output reports "process part 2/instructions", a name benchgate measures itself: its values are recorded as "harness/process part 2/instructions"',
    ]);
  });
});

describe('parseTimeReport: GNU time -f "%U %S %M %w %c %F"', () => {
  it('reads user + system as ms, peak RSS, both context switches and major faults from the last line', () => {
    expect(parseTimeReport('0.52 0.07 71234 12 3 0\n')).toEqual({
      cpuMs: 590,
      maxRssKiB: 71234,
      voluntarySwitches: 12,
      involuntarySwitches: 3,
      majorFaults: 0,
    });
    // GNU time writes a line before the report when the command exited non-zero.
    expect(parseTimeReport('Command exited with non-zero status 3\n0.01 0.00 2048 1 0 2\n')?.majorFaults).toBe(2);
  });

  it.each([[''], ['0.5 0.1 100\n'], ['0.5 0.1 100 1 2 x\n'], ['0.5 0.1 -100 1 2 3\n'], ['Command terminated by signal 9\n']])('refuses %j', (text) => {
    expect(parseTimeReport(text)).toBeNull();
  });

  it('gives one lower-is-better measurement per metric, named for the scope', () => {
    const usage = { cpuMs: 590, maxRssKiB: 71234, voluntarySwitches: 12, involuntarySwitches: 3, majorFaults: 0 };
    expect(usageMeasurements(usage, { kind: 'part', part: 1 })).toEqual([
      { name: 'process part 1/cpu', value: 590, unit: 'ms', better: 'lower' },
      { name: 'process part 1/max-rss', value: 71234, unit: 'KiB', better: 'lower' },
      { name: 'process part 1/ctx-voluntary', value: 12, unit: 'switches', better: 'lower' },
      { name: 'process part 1/ctx-involuntary', value: 3, unit: 'switches', better: 'lower' },
      { name: 'process part 1/major-faults', value: 0, unit: 'faults', better: 'lower' },
    ]);
  });
});

describe('policyFor: process metrics are report-only apart unless a policy names them', () => {
  it('leaves an unnamed process metric out of the gate (gate ignore, apart), a suite benchmark gated as before', () => {
    expect(policyFor('process/max-rss', [], 0.01)).toEqual({ gate: 'ignore', minEffect: 0.01, apart: true });
    expect(policyFor('cpu', [], 0.01)).toEqual({ gate: 'ignore', minEffect: 0.01, apart: true });
    expect(policyFor('parse', [], 0.01)).toEqual({ gate: 'gate', minEffect: 0.01 });
  });

  it('takes no catch-all policy for a process metric', () => {
    const catchAll = [
      { match: '**', gate: 'gate' as const, minEffect: 0.2 },
      { match: 'process/*', gate: 'gate' as const },
    ];
    expect(policyFor('process/max-rss', catchAll, 0.01)).toEqual({ gate: 'ignore', minEffect: 0.01, apart: true });
    expect(policyFor('parse', catchAll, 0.01)).toEqual({ gate: 'gate', minEffect: 0.2 });
  });

  it('gates a process metric a policy names, with its min-effect', () => {
    const policies = [
      { match: '**', gate: 'report' as const },
      { match: '**/max-rss', minEffect: 0.1 },
    ];
    expect(policyFor('process/max-rss', policies, 0.01)).toEqual({ gate: 'gate', minEffect: 0.1 });
    expect(policyFor('process part 3/max-rss', policies, 0.01)).toEqual({ gate: 'gate', minEffect: 0.1 });
    expect(policyFor('process/cpu', policies, 0.01)).toEqual({ gate: 'ignore', minEffect: 0.01, apart: true });
    expect(policyFor('process/cpu', [{ match: 'process/{cpu,max-rss}', gate: 'report' }], 0.01)).toEqual({ gate: 'report', minEffect: 0.01 });
    expect(policyFor('cpu', [{ match: 'cpu', gate: 'ignore' }], 0.01)).toEqual({ gate: 'ignore', minEffect: 0.01 });
  });

  it.each([
    ['process/max-rss', true],
    ['**/max-rss', true],
    ['process/{cpu,max-rss}', true],
    ['cpu', true],
    ['**', false],
    ['process/*', false],
    ['process/max-*', false],
    ['process/cp?', false],
  ])('globNamesMetric(%s) is %s', (glob, names) => {
    expect(globNamesMetric(glob)).toBe(names);
  });
});
