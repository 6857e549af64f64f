import { GATE_MODES, type BenchmarkPolicy } from '../analysis/benchmark-policy.js';
import { DECISION_RULES, type DecisionRule } from '../analysis/report-types.js';
import { CORRECTIONS, type Correction } from '../stats/multiple-testing.js';

/**
 * What `mode: run` records beside its results so that `mode: comment` (in a `workflow_run`
 * workflow, which must not trust anything from the PR) knows where to post. Every field is
 * validated on the way back in.
 */
export interface RunContext {
  version: 1;
  pullRequest: number | null;
  workflow: string;
  runUrl: string;
  baseSha: string;
  headSha: string;
  analysis: { confidence: number; minEffect: number; correction: Correction; rule: DecisionRule; policies?: BenchmarkPolicy[] };
}

export class RunContextError extends Error {
  constructor(detail: string) {
    super(`context.json in the results artifact: ${detail}`);
    this.name = 'RunContextError';
  }
}

const SHA = /^[0-9a-f]{40}$/;

export function parseRunContext(text: string): RunContext {
  let value: any;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RunContextError('not valid JSON');
  }
  if (value?.version !== 1) throw new RunContextError('unknown version');
  if (value.pullRequest !== null && !(Number.isInteger(value.pullRequest) && value.pullRequest > 0)) throw new RunContextError('pullRequest is not a PR number');
  if (typeof value.workflow !== 'string' || value.workflow.length > 200) throw new RunContextError('workflow is not a name');
  if (typeof value.runUrl !== 'string' || !/^https:\/\/[^\s<>()]+$/.test(value.runUrl)) throw new RunContextError('runUrl is not an https URL');
  if (!SHA.test(value.baseSha) || !SHA.test(value.headSha)) throw new RunContextError('baseSha/headSha are not commit SHAs');
  const a = value.analysis ?? {};
  const numberIn = (x: unknown, lo: number, hi: number) => typeof x === 'number' && x >= lo && x <= hi;
  if (!numberIn(a.confidence, 0.5, 0.9999) || !numberIn(a.minEffect, 0, 10) || !CORRECTIONS.includes(a.correction) || !DECISION_RULES.includes(a.rule)) {
    throw new RunContextError('analysis settings are out of range');
  }
  const validPolicy = (p: any) =>
    typeof p?.match === 'string' && (p.gate === undefined || GATE_MODES.includes(p.gate)) && (p.minEffect === undefined || numberIn(p.minEffect, 0, 10));
  if (a.policies !== undefined && !(Array.isArray(a.policies) && a.policies.every(validPolicy))) throw new RunContextError('analysis.policies are malformed');
  return value as RunContext;
}
