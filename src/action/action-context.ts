import { GATE_MODES, type BenchmarkPolicy } from '../config/benchmark-policy.js';
import { DECISION_RULES, type DecisionRule } from '../config/analysis-options.js';
import { CORRECTIONS, type Correction } from '../stats/multiple-testing.js';
import { isRecord } from '../util/is-record.js';

/**
 * What `mode: run` records beside its results so that `mode: comment` (in a `workflow_run`
 * workflow, which must not trust anything from the PR) knows which PR the results are for.
 * Every field is validated on the way back in, and the parsed value is rebuilt from the checked
 * fields only. `workflow` and `runUrl` are informational: the comment's marker and run link come
 * from the trusted `workflow_run` event, never from here (docs/security.md).
 */
export interface RunContext {
  version: 1;
  pullRequest: number | null;
  workflow: string;
  runUrl: string;
  baseSha: string;
  /** The commit measured as head: on `pull_request`, GitHub's merge commit (GITHUB_SHA). */
  headSha: string;
  /** On `pull_request`: the PR's head commit (`pull_request.head.sha`), which `workflow_run.head_sha` names. */
  pullRequestHeadSha?: string;
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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RunContextError('not valid JSON');
  }
  if (!isRecord(value) || value.version !== 1) throw new RunContextError('unknown version');
  const { pullRequest, workflow, runUrl, baseSha, headSha, pullRequestHeadSha } = value;
  if (pullRequest !== null && !(typeof pullRequest === 'number' && Number.isSafeInteger(pullRequest) && pullRequest > 0)) {
    throw new RunContextError('pullRequest is not a PR number');
  }
  // eslint-disable-next-line no-control-regex
  if (typeof workflow !== 'string' || workflow.length > 200 || /[\u0000-\u001f\u007f]/.test(workflow)) throw new RunContextError('workflow is not a name');
  if (typeof runUrl !== 'string' || runUrl.length > 2000 || !/^https:\/\/[^\s<>()]+$/.test(runUrl)) throw new RunContextError('runUrl is not an https URL');
  if (typeof baseSha !== 'string' || typeof headSha !== 'string' || !SHA.test(baseSha) || !SHA.test(headSha)) {
    throw new RunContextError('baseSha/headSha are not commit SHAs');
  }
  if (pullRequestHeadSha !== undefined && !(typeof pullRequestHeadSha === 'string' && SHA.test(pullRequestHeadSha))) {
    throw new RunContextError('pullRequestHeadSha is not a commit SHA');
  }
  const a = isRecord(value.analysis) ? value.analysis : {};
  const numberIn = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && x >= lo && x <= hi;
  const { confidence, minEffect, policies } = a;
  const correction = CORRECTIONS.find((known) => known === a.correction);
  const rule = DECISION_RULES.find((known) => known === a.rule);
  if (!numberIn(confidence, 0.5, 0.9999) || !numberIn(minEffect, 0, 10) || correction === undefined || rule === undefined) {
    throw new RunContextError('analysis settings are out of range');
  }
  const readPolicy = (p: unknown): BenchmarkPolicy | null => {
    if (!isRecord(p) || typeof p.match !== 'string' || p.match.length > 500) return null;
    const gate = GATE_MODES.find((mode) => mode === p.gate);
    if ((p.gate !== undefined && gate === undefined) || (p.minEffect !== undefined && !numberIn(p.minEffect, 0, 10))) return null;
    return { match: p.match, ...(gate === undefined ? {} : { gate }), ...(numberIn(p.minEffect, 0, 10) ? { minEffect: p.minEffect } : {}) };
  };
  const read = policies === undefined ? undefined : Array.isArray(policies) && policies.length <= 1000 ? policies.map(readPolicy) : [null];
  const checked = read?.filter((policy): policy is BenchmarkPolicy => policy !== null);
  if (read !== undefined && checked?.length !== read.length) throw new RunContextError('analysis.policies are malformed');
  return {
    version: 1,
    pullRequest,
    workflow,
    runUrl,
    baseSha,
    headSha,
    ...(pullRequestHeadSha === undefined ? {} : { pullRequestHeadSha }),
    analysis: {
      confidence,
      minEffect,
      correction,
      rule,
      ...(checked === undefined ? {} : { policies: checked }),
    },
  };
}
