import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listNames } from '../analysis/missing-shards.js';
import type { SuiteReport } from '../analysis/report-types.js';
import type { AnalysisSettings } from '../config/analysis-config.js';
import { formatPlainPercent } from '../report/format-numbers.js';
import { formatLevel, strictLevel } from '../report/interval-level.js';
import { Output } from './action-inputs.js';
import type { RunContext } from './action-context.js';
import { openChangePointIssues, type ChangePointBisect } from './change-point-issues.js';
import { historySiteSink } from './history-site-sink.js';
import { commentLinks } from './comment-body.js';
import type { Comparison } from './event-comparison.js';
import { runUrl } from './github-env.js';
import { processSweeper } from '../runner/process-sweeper.js';
import { outputDir, type ActionJob } from './job-context.js';
import type { Gathered, Publication, Sink } from './pipeline.js';
import { publishComment, publishSummary } from './publish-report.js';
import { publishSeal } from './results-seals.js';

/**
 * The places a mode's report goes (pipeline.ts). A mode that decides the check uses them all
 * (`gateSinks`); a shard and `mode: comment` name their own. Only the check sink fails the job:
 * artifact, summary, comment and issue trouble are warnings.
 */

/** What the run's artifact records about its event besides the results (context.json). */
export interface ArtifactEvent {
  comparison: Comparison;
  /** The gate policy the run used (only the fields context.json defines are written). */
  analysis: AnalysisSettings;
}

/** context.json: what `mode: comment` and a label run check the artifact against (docs/security.md). */
function runContext(publication: Publication, event: ArtifactEvent): RunContext {
  const { job, gathered } = publication;
  const { github } = job;
  const { analysis } = event;
  // The PR's head as this run saw it, so the comment workflow can tie the measured commit to its event.
  const prHead = job.payload.pull_request?.head?.sha;
  return {
    version: 1,
    pullRequest: event.comparison.pullRequest ?? null,
    workflow: github.workflow,
    runUrl: runUrl(github),
    baseSha: gathered.commits.base,
    headSha: gathered.commits.head,
    // The fields context.json defines (docs/security.md), not whatever else the settings carry.
    analysis: {
      confidence: analysis.confidence,
      minEffect: analysis.minEffect,
      correction: analysis.correction,
      rule: analysis.rule,
      ...(analysis.policies === undefined ? {} : { policies: analysis.policies }),
    },
    ...(prHead !== undefined && /^[0-9a-f]{40}$/.test(prHead) ? { pullRequestHeadSha: prHead } : {}),
  };
}

/** The run's files, context.json and a trend run's charts, written under RUNNER_TEMP and uploaded as the results artifact; a failed upload warns. */
export function runArtifact(event: ArtifactEvent): Sink {
  return async (publication) => {
    const { job, built, trend } = publication;
    processSweeper().sweepAll('before the artifact is written');
    const outDir = outputDir(job.github);
    const name = job.inputs.artifactName;
    // Sealed before the file exists: a later label run trusts only the results.json this job sealed (results-seals.ts).
    const results = built.files.find((file) => file.name === 'results.json');
    if (results !== undefined) publishSeal(job.port, name, results.content);
    await mkdir(join(outDir, 'charts'), { recursive: true });
    const charts = trend?.svgFiles ?? [];
    for (const file of charts) await writeFile(join(outDir, 'charts', file.name), file.svg);
    for (const file of built.files) await writeFile(join(outDir, file.name), file.content);
    await writeFile(join(outDir, 'context.json'), `${JSON.stringify(runContext(publication, event), null, 2)}\n`);
    // The raw profiles (`profile: auto`), already written under outDir/profiles by the runner, bounded there.
    const profiles = (publication.gathered.profiles?.kept.files ?? []).map((file) => join('profiles', file));
    const files = [...built.files.map((file) => file.name), 'context.json', ...charts.map((file) => join('charts', file.name)), ...profiles];
    try {
      const uploaded = await job.artifacts.upload(
        name,
        files.map((file) => join(outDir, file)),
        outDir,
      );
      job.port.logger.info(`Uploaded artifact ${name}${uploaded.url ? `: ${uploaded.url}` : ''}`);
      publication.artifactUrl = uploaded.url;
    } catch (error) {
      job.port.logger.warning(
        `benchgate could not upload the results artifact "${name}": ${error instanceof Error ? error.message : String(error)}. The verdict is unaffected.`,
      );
    }
  };
}

/** The job summary: the report, and a trend run's trend below it. */
export const jobSummary: Sink = async ({ job, trend, markdown }) => {
  await publishSummary(job.port, trend ? `${markdown()}\n${trend.markdown}` : markdown());
};

/** `trend-issue: true`: one issue per new change point a trend run found, its range bisected first when the mode gives `bisect` (trend-bisect.ts). */
export function changePointIssues(bisect?: (publication: Publication) => ChangePointBisect | undefined): Sink {
  return async (publication) => {
    const { job, trend, gathered } = publication;
    const { port, inputs, github, services } = job;
    if (trend === null || !inputs.trendIssue) return;
    await openChangePointIssues(
      port,
      services.github(inputs.token, github.apiUrl),
      trend.analysis,
      { suite: inputs.suite, headSha: gathered.commits.head, github, ...(trend.budget ? { budget: trend.budget } : {}) },
      bisect?.(publication),
    );
  };
}

/** An error annotation per regression, and a warning when the suite passes undecided. */
export const annotations: Sink = ({ job, analysed, built }) => {
  const { port } = job;
  const { report } = analysed;
  for (const b of report.benchmarks) {
    if (b.verdict !== 'regression' || !b.delta) continue;
    port.annotateError(
      `${b.name}: mean ${b.delta.relative > 0 ? '+' : ''}${formatPlainPercent(b.delta.relative)} [${formatPlainPercent(b.delta.ci[0])}, ` +
        `${formatPlainPercent(b.delta.ci[1])}]${levelNote(b, report)}${b.gate === 'report' ? ' (report-only)' : ''}`,
      `benchgate: regression in ${b.name}`,
    );
  }
  // Undecided benchmarks pass the check: a warning says they were not decided (SuiteOutcome.undecided;
  // null when the check fails for its own reason or a gated benchmark regressed).
  const undecided = built.outcome.undecided;
  if (undecided === null) return;
  const { names } = undecided;
  const total = report.benchmarks.length;
  if (total === 0) {
    port.logger.warning('benchgate: no benchmark was compared; the check passes, but nothing was decided');
    return;
  }
  port.logger.warning(
    `benchgate: not decided: ${names.length} of ${total} benchmark${total === 1 ? '' : 's'} inconclusive ` +
      `(${listNames(names)}). The check passes, but the data could not tell whether ${names.length === 1 ? 'it' : 'they'} changed; see the report for ` +
      `what would decide.`,
  );
};

/** The interval's level when the correction made it stricter than `confidence`, so the annotation matches the table's † row. */
function levelNote(benchmark: SuiteReport['benchmarks'][number], report: SuiteReport): string {
  const level = strictLevel(benchmark.delta, report.options.confidence);
  return level === null ? '' : ` (${formatLevel(level)} interval)`;
}

/** The one sticky comment on the pull request the event names (none on other events). */
export function pullRequestComment(comparison: Comparison): Sink {
  return async (publication) => {
    const { job, analysed, markdown } = publication;
    const { port, inputs, github, services } = job;
    if (comparison.pullRequest === undefined) return;
    publication.commentUrl = await publishComment(
      port,
      services.github(inputs.token, github.apiUrl),
      { owner: github.owner, repo: github.repo, pullRequest: comparison.pullRequest, workflow: github.workflow },
      markdown(),
      inputs.comment,
      analysed.report.benchmarks.some((b) => b.changeDetected),
    );
  };
}

/** Every output: the verdict, the regressions, the files' paths and the comment's URL. */
export const runOutputs: Sink = ({ job, built, commentUrl }) => {
  const { port } = job;
  const outDir = outputDir(job.github);
  port.setOutput(Output.Verdict, built.outputs.verdict);
  port.setOutput(Output.Regressions, built.outputs.regressions);
  port.setOutput(Output.ReportJson, join(outDir, 'report.json'));
  port.setOutput(Output.ResultsJson, join(outDir, 'results.json'));
  port.setOutput(Output.Markdown, join(outDir, 'report.md'));
  port.setOutput(Output.CommentUrl, commentUrl ?? '');
};

/**
 * The check: failed when the gate says so (decide.ts: a version that could not be measured; a
 * gated regression nobody accepted; a trend run's drift since its anchor wholly above `anchor-budget`).
 */
export const failCheck: Sink = ({ job, built }) => {
  if (built.gate.message !== null) job.port.setFailed(`benchgate: ${built.gate.message}`);
};

/**
 * The sinks of a mode that decides (run, merge, label): all of them, in the order a reader meets
 * them, and the change-point issues last. `bisect` (run mode's trend runs with `bisect: true`)
 * bisects a change point before its issue, which measures for up to `bisect-budget`: the
 * verdict's annotations, comment, outputs and check are all set before it starts, so a
 * bisection that runs long (or a job cancelled during it) never keeps them from the check.
 */
export function gateSinks(event: ArtifactEvent, bisect?: (publication: Publication) => ChangePointBisect | undefined): Sink[] {
  return [runArtifact(event), historySiteSink, jobSummary, annotations, pullRequestComment(event.comparison), runOutputs, failCheck, changePointIssues(bisect)];
}

/** The report's links on a run that decides: this run, the commits compared, the repository and the docs. */
export function runLinks(job: Pick<ActionJob, 'github' | 'port'>, commits: { base: string; head: string }): Gathered['links'] {
  return { runUrl: runUrl(job.github), commits, ...commentLinks(job.github, job.port.env) };
}
