import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SuiteReport } from '../analysis/report-types.js';
import type { AnalysisSettings } from '../config/analysis-config.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import { analyse } from '../experiment/analyse.js';
import { buildReport, type ReportRequest } from '../experiment/build-report.js';
import { findRegressionAcceptance, type RegressionAcceptance } from '../github/accepted-regression.js';
import type { GitHubClient } from '../github/octokit.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { formatLevel, strictLevel } from '../report/interval-level.js';
import type { ResultsFile } from '../results/results-format.js';
import { Output } from './action-inputs.js';
import type { RunContext } from './action-context.js';
import type { ActionPort } from './action-port.js';
import { openChangePointIssues } from './change-point-issues.js';
import { runUrl } from './github-env.js';
import { pullRequestTrendCells, recordTrend } from './history-steps.js';
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
  analysis: AnalysisSettings;
  /** The seed and failure limit the results were measured with, when known, and a prior's build variances. */
  analysisOptions: Partial<Pick<AnalysisOptions, 'seed' | 'maxFailureShare' | 'buildVariancePriors'>>;
  /** Notes for the report, e.g. what the merge could not measure. */
  notes: string[];
}

const NOT_ACCEPTED: RegressionAcceptance = { accepted: false };

/** Whether a maintainer accepted the PR's regression with the accept label (read only when there is a gated regression). */
async function acceptanceFor(job: ActionJob, octokit: GitHubClient, pullRequest: number | undefined, report: SuiteReport): Promise<RegressionAcceptance> {
  if (pullRequest === undefined || report.summary.gatingRegressions === 0) return NOT_ACCEPTED;
  const { github, inputs, port } = job;
  return findRegressionAcceptance(octokit, { owner: github.owner, repo: github.repo, issueNumber: pullRequest, label: inputs.acceptLabel }).catch(
    (error: unknown) => {
      port.logger.warning(`benchgate could not read the PR's labels: ${error instanceof Error ? error.message : String(error)}`);
      return NOT_ACCEPTED;
    },
  );
}

/** The report's note when a maintainer accepted the regression. */
export function acceptedNote(acceptance: RegressionAcceptance, label: string): string[] {
  return acceptance.accepted
    ? [`**Regression accepted** by @\u200b${escapeMarkdown(acceptance.by ?? 'a maintainer')} with the label \`${escapeMarkdown(label)}\`: the check passes.`]
    : [];
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
  const analysed = analyse(results, { ...run.analysis, ...run.analysisOptions });
  const { report } = analysed;

  const octokit = services.github(inputs.token, github.apiUrl);
  const acceptance = await acceptanceFor(job, octokit, comparison.pullRequest, report);

  const branches = historyBranches(job, payload);
  const backend = services.history({ inputs, github, branches });
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
  // A failed check (a version not measured, shards missing) says why itself; "the check passes" would contradict it.
  if (built.gate.outcome !== 'failure') warnIfUndecided(port, report);

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

/** A suite with undecided benchmarks passes the check: a warning annotation says it was not decided. */
function warnIfUndecided(port: ActionPort, report: SuiteReport): void {
  const { inconclusive, gatingRegressions } = report.summary;
  if (gatingRegressions > 0) return;
  if (report.benchmarks.length === 0) {
    port.logger.warning('benchgate: no benchmark was compared; the check passes, but nothing was decided');
  } else if (inconclusive > 0) {
    const names = report.benchmarks.filter((b) => b.verdict === 'inconclusive').map((b) => b.name);
    const shown = names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
    port.logger.warning(
      `benchgate: not decided: ${inconclusive} of ${report.benchmarks.length} benchmark${report.benchmarks.length === 1 ? '' : 's'} inconclusive ` +
        `(${shown}). The check passes, but the data could not tell whether ${inconclusive === 1 ? 'it' : 'they'} changed; see the report for ` +
        `what would decide.`,
    );
  }
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
