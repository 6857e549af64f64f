import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SuiteReport } from '../analysis/report-types.js';
import type { SuiteOutcome } from '../analysis/decide.js';
import type { AnalysisSettings } from '../config/analysis-config.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import { analyse } from '../experiment/analyse.js';
import { analysisRecord, analysisSettings, gatePolicy } from '../experiment/analysis-settings.js';
import { buildReport, type ReportRequest } from '../experiment/build-report.js';
import { findRegressionAcceptance, type RegressionAcceptance } from '../github/accepted-regression.js';
import type { GitHubClient } from '../github/octokit.js';
import { headPushedAt } from '../github/workflow-runs.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { formatLevel, strictLevel } from '../report/interval-level.js';
import type { ResultsFile } from '../results/results-format.js';
import { Output } from './action-inputs.js';
import type { RunContext } from './action-context.js';
import type { ActionPort } from './action-port.js';
import { openChangePointIssues } from './change-point-issues.js';
import { runUrl } from './github-env.js';
import { historyPriorsFor, loadingOnce, pullRequestTrendCells, recordTrend } from './history-steps.js';
import { historyBranches, outputDir, type ActionJob, type JobEvent } from './job-context.js';
import { formatPlainPercent } from '../report/format-numbers.js';
import { commentLinks } from './comment-body.js';
import { publishComment, publishSummary } from './publish-report.js';

/** What `publishRun` reports: results measured here (`mode: run`) or merged from the shards (`mode: merge`). */
export interface RunToPublish extends JobEvent {
  /** The checkout (for commit dates in the history); a directory without git is fine. */
  repo: string;
  results: ResultsFile;
  baseSha: string;
  headSha: string;
  /** The gate policy (trusted: the base commit's config file and the inputs), laid over `analysisOptions`. */
  analysis: AnalysisSettings;
  /**
   * What the results were measured with: the run's own settings (`runAnalysisOptions`), or when
   * gating again the run's record (`recordedRunOptions`): its seed, failure limit and prior's build variances.
   */
  analysisOptions: Partial<AnalysisOptions>;
  /** Notes for the report, e.g. what the merge could not measure. */
  notes: string[];
  /**
   * Fit the history prior from the history backend (a fixed design's first analysis: `mode: run`,
   * the merge job); a re-gate uses the record's instead, and an adaptive run's looks decide
   * without one (analysis/history-prior.ts).
   */
  fitHistoryPrior?: boolean;
}

const NOT_ACCEPTED: RegressionAcceptance = { accepted: false };

/**
 * Whether a maintainer accepted the PR's regression with the accept label (read only when there
 * is a gated regression): the label must have been added after the head commit was pushed, as
 * this workflow's runs date the push (`headPushedAt`).
 */
async function acceptanceFor(job: ActionJob, octokit: GitHubClient, run: RunToPublish, report: SuiteReport): Promise<RegressionAcceptance> {
  const pullRequest = run.comparison.pullRequest;
  if (pullRequest === undefined || report.summary.gatingRegressions === 0) return NOT_ACCEPTED;
  const { github, inputs, port } = job;
  const headSha = run.payload.pull_request?.head?.sha ?? '';
  const since = () => headPushedAt(octokit, { owner: github.owner, repo: github.repo, runId: Number(github.runId), headSha });
  const acceptance = await findRegressionAcceptance(octokit, {
    owner: github.owner,
    repo: github.repo,
    issueNumber: pullRequest,
    label: inputs.acceptLabel,
    head: { sha: headSha, since },
  }).catch((error: unknown) => {
    port.logger.warning(`benchgate could not read the PR's labels: ${error instanceof Error ? error.message : String(error)}`);
    return NOT_ACCEPTED;
  });
  if (acceptance.notForHead !== undefined) port.logger.warning(`benchgate: ${notForHeadText(acceptance, inputs.acceptLabel, (s) => s)}`);
  return acceptance;
}

/** Why the accept label on the PR does not accept this head's regression. */
function notForHeadText(acceptance: RegressionAcceptance, label: string, escape: (text: string) => string): string {
  const { notForHead, by, at } = acceptance;
  const head = escape((notForHead?.headSha ?? '').slice(0, 12));
  const added = `The label \`${escape(label)}\` was added${by === undefined ? '' : ` by @\u200b${escape(by)}`}${at === undefined ? '' : ` at ${escape(at)}`}`;
  if (notForHead?.pushedAt !== undefined) {
    return (
      `${added} before ${head} was pushed (${escape(notForHead.pushedAt)}), so it accepted an earlier commit's regression, not this one: ` +
      'to accept this one, remove the label and add it again.'
    );
  }
  return (
    `${added}, but benchgate cannot tell whether that was after ${head} was pushed (${escape(notForHead?.why ?? 'unknown')}), so it does not ` +
    'accept this regression: remove the label and add it again once the run for this commit has finished.'
  );
}

/** The report's note when a maintainer accepted the regression, or when the label on the PR does not accept this head's. */
export function acceptedNote(acceptance: RegressionAcceptance, label: string): string[] {
  if (acceptance.accepted) {
    return [
      `**Regression accepted** by @\u200b${escapeMarkdown(acceptance.by ?? 'a maintainer')} with the label \`${escapeMarkdown(label)}\`: the check passes.`,
    ];
  }
  return acceptance.notForHead === undefined ? [] : [notForHeadText(acceptance, label, escapeMarkdown)];
}

/** Uploads the run's files; a missing artifact service is a warning, never a failure. */
async function shareResults(job: ActionJob, outDir: string, files: string[]): Promise<string | undefined> {
  const name = job.inputs.artifactName;
  try {
    const uploaded = await job.artifacts.upload(
      name,
      files.map((f) => join(outDir, f)),
      outDir,
    );
    job.port.logger.info(`Uploaded artifact ${name}${uploaded.url ? `: ${uploaded.url}` : ''}`);
    return uploaded.url;
  } catch (error) {
    job.port.logger.warning(
      `benchgate could not upload the results artifact "${name}": ${error instanceof Error ? error.message : String(error)}. The verdict is unaffected.`,
    );
    return undefined;
  }
}

/**
 * Everything after the results, shared by `mode: run` and `mode: merge`: analyse, write the
 * files, upload the artifact, write the job summary, annotate regressions, comment on the PR,
 * record the trend, set the outputs, and fail the check as the gate decides (a version that
 * could not be measured; a gated regression unless a maintainer accepted it by label).
 */
export async function publishRun(job: ActionJob, run: RunToPublish): Promise<void> {
  const { port, inputs, github, services } = job;
  const { payload, comparison, repo, results, baseSha, headSha } = run;
  const branches = historyBranches(job, payload);
  const stored = services.history({ inputs, github, branches });
  const backend = stored && loadingOnce(stored);
  // A run's first analysis borrows strength from the history (the prior is then recorded with the settings).
  const historyPriors = backend && run.fitHistoryPrior ? await historyPriorsFor(port, backend, results) : undefined;
  const options = analysisSettings({ ...run.analysisOptions, ...(historyPriors === undefined ? {} : { historyPriors }) }, gatePolicy(run.analysis));
  // The artifact records what this verdict used, so that gating again from it (a later label run,
  // analyze of a merged file) decides the same.
  results.meta = { ...results.meta, analysis: analysisRecord(options) };
  const analysed = analyse(results, options);
  const { report } = analysed;

  const octokit = services.github(inputs.token, github.apiUrl);
  const acceptance = await acceptanceFor(job, octokit, run, report);

  const trend =
    backend && comparison.kind === 'trend' ? await recordTrend(port, backend, { repo, results, report, headSha, github, ref: branches.write }) : null;
  const trendCells = backend && comparison.kind === 'pull-request' ? await pullRequestTrendCells(port, backend, baseSha, report) : undefined;

  const outDir = outputDir(github);
  await mkdir(join(outDir, 'charts'), { recursive: true });
  const chartFiles = (trend?.svgFiles ?? []).map((file) => join('charts', file.name));
  for (const file of trend?.svgFiles ?? []) await writeFile(join(outDir, 'charts', file.name), file.svg);
  // The PR's head as this run saw it, so the comment workflow can tie the measured commit to its event.
  const prHead = payload.pull_request?.head?.sha;
  const context: RunContext = {
    version: 1,
    pullRequest: comparison.pullRequest ?? null,
    workflow: github.workflow,
    runUrl: runUrl(github),
    baseSha,
    headSha,
    // The fields context.json defines (docs/security.md), not whatever else the settings carry.
    analysis: {
      confidence: run.analysis.confidence,
      minEffect: run.analysis.minEffect,
      correction: run.analysis.correction,
      rule: run.analysis.rule,
      ...(run.analysis.policies === undefined ? {} : { policies: run.analysis.policies }),
    },
    ...(prHead !== undefined && /^[0-9a-f]{40}$/.test(prHead) ? { pullRequestHeadSha: prHead } : {}),
  };
  const request = (artifactUrl?: string): ReportRequest => ({
    results,
    analysed,
    notes: [...run.notes, ...acceptedNote(acceptance, inputs.acceptLabel)],
    context: {
      runUrl: runUrl(github),
      commits: { base: baseSha, head: headSha },
      ...commentLinks(github, port.env),
      ...(artifactUrl === undefined ? {} : { artifactUrl }),
      ...(trendCells === undefined ? {} : { trendCells }),
    },
    gate: { failOnRegression: inputs.failOnRegression, accepted: acceptance.accepted, decides: true, allowMissingShards: inputs.allowMissingShards },
  });
  const built = buildReport(request());
  for (const file of built.files) await writeFile(join(outDir, file.name), file.content);
  await writeFile(join(outDir, 'context.json'), `${JSON.stringify(context, null, 2)}\n`);

  const artifactUrl = await shareResults(job, outDir, [...built.files.map((file) => file.name), 'context.json', ...chartFiles]);
  const markdown = buildReport(request(artifactUrl)).markdown;
  await publishSummary(port, trend ? `${markdown}\n${trend.markdown}` : markdown);
  if (trend && inputs.trendIssue) await openChangePointIssues(port, octokit, trend.analysis, { suite: inputs.suite, headSha, github });
  annotateRegressions(port, report);
  warnIfUndecided(port, report, built.outcome);

  let commentUrl: string | undefined;
  if (comparison.pullRequest !== undefined) {
    commentUrl = await publishComment(
      port,
      octokit,
      { owner: github.owner, repo: github.repo, pullRequest: comparison.pullRequest, workflow: github.workflow },
      markdown,
      inputs.comment,
      report.benchmarks.some((b) => b.changeDetected),
    );
  }

  port.setOutput(Output.Verdict, built.outputs.verdict);
  port.setOutput(Output.Regressions, built.outputs.regressions);
  port.setOutput(Output.ReportJson, join(outDir, 'report.json'));
  port.setOutput(Output.ResultsJson, join(outDir, 'results.json'));
  port.setOutput(Output.Markdown, join(outDir, 'report.md'));
  port.setOutput(Output.CommentUrl, commentUrl ?? '');
  if (built.gate.message !== null) port.setFailed(`benchgate: ${built.gate.message}`);
}

/**
 * A suite with undecided benchmarks passes the check: a warning annotation says it was not
 * decided (SuiteOutcome.undecided; null when the check fails for its own reason or a gated benchmark regressed).
 */
function warnIfUndecided(port: ActionPort, report: SuiteReport, outcome: SuiteOutcome): void {
  if (outcome.undecided === null) return;
  const { names } = outcome.undecided;
  const total = report.benchmarks.length;
  if (total === 0) {
    port.logger.warning('benchgate: no benchmark was compared; the check passes, but nothing was decided');
    return;
  }
  const shown = names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
  port.logger.warning(
    `benchgate: not decided: ${names.length} of ${total} benchmark${total === 1 ? '' : 's'} inconclusive ` +
      `(${shown}). The check passes, but the data could not tell whether ${names.length === 1 ? 'it' : 'they'} changed; see the report for ` +
      `what would decide.`,
  );
}

/** The interval's level when the correction made it stricter than `confidence`, so the annotation matches the table's † row. */
function levelNote(benchmark: SuiteReport['benchmarks'][number], report: SuiteReport): string {
  const level = strictLevel(benchmark.delta, report.options.confidence);
  return level === null ? '' : ` (${formatLevel(level)} interval)`;
}

function annotateRegressions(port: ActionPort, report: SuiteReport): void {
  for (const b of report.benchmarks) {
    if (b.verdict !== 'regression' || !b.delta) continue;
    port.annotateError(
      `${b.name}: mean ${b.delta.relative > 0 ? '+' : ''}${formatPlainPercent(b.delta.relative)} [${formatPlainPercent(b.delta.ci[0])}, ` +
        `${formatPlainPercent(b.delta.ci[1])}]${levelNote(b, report)}${b.gate === 'report' ? ' (report-only)' : ''}`,
      `benchgate: regression in ${b.name}`,
    );
  }
}
