import type { RunNote } from '../analysis/notes.js';
import { mkdtemp, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AnalysisSettings } from '../config/analysis-config.js';
import { DEFAULT_ANALYSIS_OPTIONS } from '../config/analysis-options.js';
import { commentGatePolicy } from '../config/gate-policy.js';
import { gatePolicy, recordedRunOptions } from '../experiment/analysis-settings.js';
import { pullRequestRefs } from '../github/pull-request-head.js';
import { checkPullRequestRun } from '../history/parse-pull-request-runs.js';
import { pullRequestRunFrom } from '../history/pull-request-runs.js';
import type { SuiteReport } from '../analysis/report-types.js';
import { parseResults } from '../results/validate-results.js';
import { Output } from './action-inputs.js';
import { parseRunContext, type RunContext } from './action-context.js';
import { VERSION_SIDES, type ResultsFile, type VersionSide } from '../results/results-format.js';
import type { EventPayload, GitHubEnv } from './github-env.js';
import { loadJobConfig, type ActionJob } from './job-context.js';
import { commentLinks } from './comment-body.js';
import { runPipeline, type Gathered, type Sink } from './pipeline.js';
import { publishComment } from './publish-report.js';
import { jobSummary } from './publish-sinks.js';

/**
 * `mode: comment`, for a `workflow_run` workflow with write permission: download the results
 * artifact of the run that measured the PR, re-analyse the raw results (nothing rendered by
 * that untrusted run is posted as is), and post the sticky comment. It never checks out or
 * runs PR code. The PR named in the artifact must have the head commit that the triggering run
 * measured, so a forged artifact cannot comment on another PR; without that commit in the event
 * nothing is posted (fail closed), and the SHAs the artifact records must agree with each other
 * and with the run. The marker's workflow name and the run link come from the trusted
 * `workflow_run` event, never from the artifact (docs/security.md). Once the artifact is tied to
 * its pull request, a summary of the run goes to the pull-request store beside the history (for
 * the history site), unless `history: none`.
 */
export async function commentMode(job: ActionJob): Promise<void> {
  await runPipeline(job, { readsHistory: false, gather: () => measuredRun(job), sinks: [jobSummary, verdictOutputs, workflowRunComment] });
}

/** What `mode: comment` gathers: the measuring run's results, and what ties them to a pull request. */
interface CommentRun extends Gathered {
  context: RunContext;
  trigger: TriggeringRun;
}

async function measuredRun(job: ActionJob): Promise<CommentRun> {
  const { port, inputs, github, artifacts } = job;
  const dir = await mkdtemp(join(github.tempDir, 'benchgate-comment-'));
  await artifacts.download(inputs.artifactName, dir);
  const context = parseRunContext(await readFile(join(dir, 'context.json'), 'utf8'));
  const results = parseResults(await readFile(join(dir, 'results.json'), 'utf8'), `results.json in artifact ${inputs.artifactName}`);
  // The gate policy and the failure limit come from this (trusted) workflow's inputs and checkout,
  // never from the artifact; what describes the measurements (their seed, the prior's build
  // variances) comes with them, from the run's record (docs/security.md).
  const policy = await commentAnalysisSettings(job, context);
  // The marker's workflow name and the run link come from the trusted event, never from the artifact.
  const trigger = triggeringRun(job.payload, github);
  return {
    results,
    measured: recordedRunOptions(results.meta),
    policy: { ...gatePolicy(policy.analysis), ...policy.runOptions },
    notes: policy.notes,
    commits: { base: context.baseSha, head: context.headSha },
    links: { runUrl: trigger.url, commits: { base: context.baseSha, head: context.headSha }, ...commentLinks(github, port.env) },
    context,
    trigger,
  };
}

/** The verdict and the regressions: the same as the measuring run's (a version it could not measure failed that check). */
const verdictOutputs: Sink<CommentRun> = ({ job, built }) => {
  job.port.setOutput(Output.Verdict, built.outputs.verdict);
  job.port.setOutput(Output.Regressions, built.outputs.regressions);
};

/**
 * The sticky comment on the pull request the artifact names, only when the trusted event ties
 * the artifact to it (fail closed); its URL is the `comment-url` output.
 */
const workflowRunComment: Sink<CommentRun> = async ({ job, gathered, analysed, markdown }) => {
  const { port, inputs, github, services } = job;
  const { context, trigger, results } = gathered;
  if (context.pullRequest === null) {
    port.logger.info('The measured run was not for a pull request: nothing to comment on.');
    return;
  }
  // Fail closed: without the run's head SHA nothing ties the artifact to the PR it names.
  const measuredHead = trigger.headSha;
  if (measuredHead === undefined) {
    port.logger.warning('Not commenting: the workflow_run event has no head_sha, so the artifact cannot be tied to the pull request it names.');
    return;
  }
  const octokit = services.github(inputs.token, github.apiUrl);
  const refs = await pullRequestRefs(octokit, github.owner, github.repo, context.pullRequest);
  if (refs.headSha !== measuredHead) {
    port.logger.warning(`Not commenting: pull request #${context.pullRequest} has head ${refs.headSha}, but the measured run was for ${measuredHead}.`);
    return;
  }
  const mismatch = shaMismatch(context, results, measuredHead);
  if (mismatch !== undefined) {
    port.logger.warning(`Not commenting: ${mismatch}.`);
    return;
  }
  const url = await publishComment(
    port,
    octokit,
    { owner: github.owner, repo: github.repo, pullRequest: context.pullRequest, workflow: trigger.workflow },
    markdown(),
    inputs.comment,
    analysed.report.benchmarks.some((b) => b.changeDetected),
  );
  port.setOutput(Output.CommentUrl, url ?? '');
  await recordPullRequestRun(job, analysed.report, { pullRequest: context.pullRequest, refs, trigger: { ...trigger, headSha: measuredHead } });
};

/**
 * The PR run's record in the pull-request store (history-format.md, "Pull-request runs"), made
 * only from what this trusted job checked: the PR number the API confirmed has the measured head,
 * the head and base from the API, the run's id, attempt and page from the `workflow_run` event,
 * and the report it re-analysed itself. Trouble is a warning: the record never fails the job.
 */
async function recordPullRequestRun(
  job: ActionJob,
  report: SuiteReport,
  tied: { pullRequest: number; refs: { headSha: string; baseSha: string; baseRef: string }; trigger: TriggeringRun & { headSha: string } },
): Promise<void> {
  const { port, inputs, github, payload, services } = job;
  const runId = payload.workflow_run?.id;
  if (runId === undefined || runId < 1) {
    port.logger.info('Pull-request run not recorded: the workflow_run event has no run id.');
    return;
  }
  try {
    const store = services.pullRequests({ inputs, github, branch: tied.refs.baseRef });
    if (store === null) return;
    const record = checkPullRequestRun(
      pullRequestRunFrom(report, {
        pullRequest: tied.pullRequest,
        headSha: tied.trigger.headSha,
        baseSha: tied.refs.baseSha,
        baseRef: tied.refs.baseRef,
        runId,
        runAttempt: payload.workflow_run?.run_attempt ?? 1,
        // Built from GITHUB_SERVER_URL: kept only when it is an http(s) address.
        ...(tied.trigger.url !== undefined && /^https?:\/\//.test(tied.trigger.url) ? { runUrl: tied.trigger.url } : {}),
        date: new Date().toISOString(),
      }),
    );
    if (await store.record(record)) {
      port.logger.info(`Pull-request run recorded: #${record.pullRequest}, run ${runId}, ${record.benchmarks.length} benchmarks, in ${store.description}.`);
    }
  } catch (error) {
    port.logger.warning(`benchgate could not record the run of pull request #${tied.pullRequest}: ${(error as Error).message}. The comment is unaffected.`);
  }
}

const SHA = /^[0-9a-f]{40}$/;

/** What the trusted `workflow_run` event says about the run that measured. */
export interface TriggeringRun {
  /** `workflow_run.name`, else GITHUB_WORKFLOW: the sticky comment's marker. */
  workflow: string;
  /** The run's page, built from `workflow_run.id` (undefined when the event has no run id). */
  url?: string;
  /** `workflow_run.head_sha` when it is a SHA. */
  headSha?: string;
}

export function triggeringRun(payload: EventPayload, github: GitHubEnv): TriggeringRun {
  const run = payload.workflow_run ?? {};
  const workflow = run.name !== undefined && run.name.trim() !== '' ? run.name : github.workflow;
  const url = run.id !== undefined && run.id > 0 ? `${github.serverUrl}/${github.owner}/${github.repo}/actions/runs/${run.id}` : undefined;
  const headSha = run.head_sha !== undefined && SHA.test(run.head_sha) ? run.head_sha : undefined;
  return { workflow, url, headSha };
}

/**
 * The SHAs the artifact records must agree with each other and with the run that produced it:
 * each benchmark's base/head `sha` and `meta.shas` in results.json with context.json, and
 * context.json's head with `workflow_run.head_sha`. On `pull_request` the measured head is the
 * merge commit; then `pullRequestHeadSha` (the PR head the merge was made from) must match, and
 * without it (an artifact of a benchgate that did not record it) nothing ties the merge commit to
 * the run: no comment (fail closed). Returns what disagrees, or undefined.
 */
export function shaMismatch(context: RunContext, results: ResultsFile, measuredHead: string): string | undefined {
  const expected: Record<VersionSide, string> = { base: context.baseSha, head: context.headSha };
  const recorded = results.meta?.shas ?? {};
  for (const side of VERSION_SIDES) {
    if (recorded[side] !== undefined && recorded[side] !== expected[side]) {
      return `results.json records ${side} ${String(recorded[side])}, but context.json says ${expected[side]}`;
    }
    for (const benchmark of results.benchmarks) {
      const sha = benchmark[side]?.sha;
      if (sha !== undefined && sha !== expected[side]) return `results.json measured ${side} ${String(sha)}, but context.json says ${expected[side]}`;
    }
  }
  const github = results.meta?.github;
  if (github !== undefined && github.pullRequest !== context.pullRequest) {
    return `results.json is for pull request ${String(github.pullRequest)}, but context.json names #${context.pullRequest}`;
  }
  if (context.headSha === measuredHead) return undefined;
  // The measured head is a merge commit: it is tied to the run only through the PR head it was made from.
  if (context.pullRequestHeadSha === undefined) {
    return `context.json measured ${context.headSha}, not the run's head ${measuredHead}, and names no pull request head to tie that merge commit to the run`;
  }
  return context.pullRequestHeadSha === measuredHead
    ? undefined
    : `context.json is for pull request head ${context.pullRequestHeadSha}, but the measured run was for ${measuredHead}`;
}

/**
 * The gate policy for the comment: the workflow's inputs over the config file of its own
 * checkout (the default branch's; none checked out: inputs and defaults), and the failure limit
 * from that config file too (else the default). A note and a warning say when the artifact's
 * recorded gate policy differs.
 */
async function commentAnalysisSettings(
  job: ActionJob,
  context: RunContext,
): Promise<{ analysis: AnalysisSettings; runOptions: { maxFailureShare: number }; notes: RunNote[] }> {
  const fromFile = await loadJobConfig(job, resolve(job.port.env.GITHUB_WORKSPACE ?? '.'));
  const runOptions = { maxFailureShare: fromFile.run.maxFailureShare ?? DEFAULT_ANALYSIS_OPTIONS.maxFailureShare };
  const policy = commentGatePolicy([fromFile.analysis, job.inputs.analysis], context.analysis);
  if (policy.note === undefined) return { analysis: policy.analysis, runOptions, notes: [] };
  job.port.logger.warning(`benchgate: ${policy.note}`);
  return { analysis: policy.analysis, runOptions, notes: [{ kind: 'config-differs', text: policy.note }] };
}
