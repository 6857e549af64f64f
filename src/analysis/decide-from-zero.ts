import type { BenchmarkRecord, Better } from '../results/results-format.js';

/**
 * A verdict reached from a change from exactly zero: base recorded 0 in every process, head a
 * value on one side of 0 in every process. `change` is head's mean less base's 0, in the
 * benchmark's own unit (a relative change from zero is undefined).
 */
export interface FromZeroSource {
  kind: 'from-zero';
  change: number;
}

export interface FromZeroDecision {
  verdict: 'regression' | 'improvement';
  changeDetected: true;
  source: FromZeroSource;
}

/** The mean of each execution that ran and did not fail. */
function executionMeans(version: BenchmarkRecord['base']): number[] {
  return version.binaries.flatMap((b) =>
    b.executions.flatMap((e) =>
      e.failure !== undefined || e.notRun === true || e.values.length === 0 ? [] : [e.values.reduce((s, v) => s + v, 0) / e.values.length],
    ),
  );
}

/**
 * The decision for a change from exactly zero, or null when the record is not one: every
 * value base recorded is 0 and every process of head has a mean on the same side of 0 (a count
 * that base never incurs and head incurs in every process). Such a change is decided without an
 * interval, whatever min-effect says (a relative min-effect is undefined from zero): a
 * regression when it goes the worse way for `better`, an improvement otherwise. When some of
 * head's processes recorded 0 too, the record is not one (null): the benchmark stays undecided
 * (`zero-base-mean`). Identical zeros on both sides are decided before this (`identical-values`).
 *
 * Example: base [0, 0, 0], head execution means [3, 4, 5], better lower → regression, change 4.
 */
export function decideFromZero(record: Pick<BenchmarkRecord, 'base' | 'head'>, better: Better): FromZeroDecision | null {
  const base = record.base.binaries.flatMap((b) => b.executions.flatMap((e) => (e.failure !== undefined || e.notRun === true ? [] : e.values)));
  const head = executionMeans(record.head);
  if (base.length === 0 || head.length === 0 || base.some((v) => v !== 0)) return null;
  const up = head.every((m) => m > 0);
  if (!up && !head.every((m) => m < 0)) return null;
  const change = head.reduce((s, m) => s + m, 0) / head.length;
  const worse = better === 'lower' ? up : !up;
  return { verdict: worse ? 'regression' : 'improvement', changeDetected: true, source: { kind: 'from-zero', change } };
}
