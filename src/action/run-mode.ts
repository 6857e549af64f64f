import { mkdir, realpath, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { analyzeResults } from '../analysis/analyze-results.js';
import type { SuiteReport } from '../analysis/report-types.js';
import { CONFIG_FILE_PATH, loadConfigFile } from '../config/config-file.js';
import { resolveRunSettings, type RunSettingsInput } from '../config/run-settings.js';
import { splitCommand } from '../config/split-command.js';
import { findRegressionAcceptance } from '../github/accepted-regression.js';
import { createOctokit } from '../github/octokit.js';
import type { ArtifactStore } from '../ports/artifact-store.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { runExperiment } from '../runner/run-experiment.js';
import { repositoryRoot } from '../runner/worktrees.js';
import type { ActionInputs } from './action-inputs.js';
import { Input, Output } from './action-inputs.js';
import type { AnalysisSettingsInput } from '../config/analysis-config.js';
import type { ActionPort } from './action-port.js';
import type { RunContext } from './action-context.js';
import { ensureCommit, firstParent } from './ensure-commits.js';
import { comparisonForEvent } from './event-comparison.js';
import { readEventPayload, runUrl, type GitHubEnv } from './github-env.js';
import { historyBackendFor, pullRequestTrendCells, recordTrend } from './history-steps.js';
import { overallVerdict } from './overall-verdict.js';
import { publishComment, publishSummary } from './publish-report.js';

function inputLayer(inputs: ActionInputs, base: string, head: string, workdir: string | undefined): RunSettingsInput {
  return {
    base,
    head,
    workdir,
    build: inputs.build === undefined ? undefined : splitCommand(inputs.build),
    bench: inputs.bench === undefined ? undefined : splitCommand(inputs.bench),
    format: inputs.format,
    binaries: inputs.binaries,
    executions: inputs.executions,
    timeoutSeconds: inputs.timeoutSeconds,
  };
}

/** Uploads the run's files; a missing artifact service is a warning, never a failure. */
async function shareResults(port: ActionPort, store: ArtifactStore, name: string, outDir: string, files: string[]): Promise<string | undefined> {
  try {
    const uploaded = await store.upload(name, files.map((f) => join(outDir, f)), outDir);
    port.logger.info(`Uploaded artifact ${name}${uploaded.url ? `: ${uploaded.url}` : ''}`);
    return uploaded.url;
  } catch (error) {
    port.logger.warning(`benchgate could not upload the results artifact "${name}": ${(error as Error).message}. The verdict is unaffected.`);
    return undefined;
  }
}

/**
 * `mode: run`: measure base and head, analyse, and report everywhere the run can: outputs,
 * job summary, error annotations, the artifact and (on pull requests) the sticky comment.
 * Fails the check when a gated benchmark regressed, unless a maintainer accepted it by label.
 */
export async function runMode(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, artifacts: ArtifactStore): Promise<void> {
  const payload = await readEventPayload(github);
  const comparison = comparisonForEvent(github.eventName, payload, github.sha, inputs);
  const workingDirectory = resolve(port.env.GITHUB_WORKSPACE ?? '.', inputs.workingDirectory);
  const repo = await repositoryRoot(workingDirectory);
  // Commands run in the working directory's place inside each checkout; '.' leaves the config file's `workdir`.
  const inRepo = relative(repo, await realpath(workingDirectory)).split(sep).join('/');
  const workdir = inRepo === '' ? undefined : inRepo;
  const headSha = await ensureCommit(repo, comparison.head, 'head');
  const baseRef = typeof comparison.base === 'string' ? comparison.base : await firstParent(repo, headSha);
  const baseSha = await ensureCommit(repo, baseRef, 'base');
  port.logger.info(`Comparing base ${baseSha} with head ${headSha} (${comparison.kind}).`);

  const configGiven = port.readInput('config').trim() !== '';
  const fromFile = await loadConfigFile(join(repo, inputs.configPath), inputs.configPath ?? CONFIG_FILE_PATH, !configGiven);
  const settings = resolveRunSettings(repo, [fromFile.run, inputLayer(inputs, baseSha, headSha, workdir)]);
  const results = await runExperiment(settings, { logger: port.logger });
  results.meta = { ...results.meta, github: { event: github.eventName, pullRequest: comparison.pullRequest ?? null, runUrl: runUrl(github) } };

  const analysis = analysisSettings(inputs, fromFile.analysis, port.readInput);
  const report = analyzeResults(results, { ...analysis, seed: settings.seed, maxFailureShare: settings.maxFailureShare });

  const octokit = createOctokit(inputs.token, github.apiUrl);
  const acceptance =
    comparison.pullRequest !== undefined && report.summary.gatingRegressions > 0
      ? await findRegressionAcceptance(octokit, { owner: github.owner, repo: github.repo, issueNumber: comparison.pullRequest, label: inputs.acceptLabel }).catch((error: Error) => {
          port.logger.warning(`benchgate could not read the PR's labels: ${error.message}`);
          return { accepted: false as const, by: undefined };
        })
      : { accepted: false as const, by: undefined };
  const acceptedNote = acceptance.accepted
    ? [`**Regression accepted** by @\u200b${escapeMarkdown(acceptance.by ?? 'a maintainer')} with the label \`${escapeMarkdown(inputs.acceptLabel)}\`: the check passes.`]
    : [];

  const writeBranch = port.env.GITHUB_REF_NAME || 'main';
  const backend = historyBackendFor(port, inputs, github, { write: writeBranch, read: payload.pull_request?.base?.ref ?? writeBranch });
  const trend = backend && comparison.kind === 'trend' ? await recordTrend(port, backend, { repo, results, report, headSha, github, ref: writeBranch }) : null;
  const trendCells = backend && comparison.kind === 'pull-request' ? await pullRequestTrendCells(port, backend, baseSha, report) : undefined;

  const outDir = join(github.tempDir, `benchgate-${github.runId || 'local'}`);
  await mkdir(join(outDir, 'charts'), { recursive: true });
  const chartFiles = (trend?.svgFiles ?? []).map((file) => join('charts', file.name));
  for (const file of trend?.svgFiles ?? []) await writeFile(join(outDir, 'charts', file.name), file.svg);
  const context: RunContext = { version: 1, pullRequest: comparison.pullRequest ?? null, workflow: github.workflow, runUrl: runUrl(github), baseSha, headSha, analysis };
  const markdownFor = (artifactUrl?: string) => renderMarkdownReport(report, { runUrl: runUrl(github), artifactUrl, extraNotes: acceptedNote, trendCells });
  await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results)}\n`);
  await writeFile(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(outDir, 'report.md'), markdownFor());
  await writeFile(join(outDir, 'context.json'), `${JSON.stringify(context, null, 2)}\n`);

  const artifactUrl = await shareResults(port, artifacts, inputs.artifactName, outDir, ['results.json', 'report.json', 'report.md', 'context.json', ...chartFiles]);
  const markdown = markdownFor(artifactUrl);
  await publishSummary(port, trend ? `${markdown}\n${trend.markdown}` : markdown);
  annotateRegressions(port, report);

  let commentUrl: string | undefined;
  if (comparison.pullRequest !== undefined) {
    commentUrl = await publishComment(port, octokit, { owner: github.owner, repo: github.repo, pullRequest: comparison.pullRequest, workflow: github.workflow }, markdown, inputs.comment, report);
  }

  port.setOutput(Output.Verdict, overallVerdict(report));
  port.setOutput(Output.Regressions, String(report.summary.gatingRegressions));
  port.setOutput(Output.ReportJson, join(outDir, 'report.json'));
  port.setOutput(Output.ResultsJson, join(outDir, 'results.json'));
  port.setOutput(Output.Markdown, join(outDir, 'report.md'));
  port.setOutput(Output.CommentUrl, commentUrl ?? '');

  if (report.summary.gatingRegressions > 0 && inputs.failOnRegression && !acceptance.accepted) {
    const names = report.benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').map((b) => b.name);
    port.setFailed(`benchgate: performance regression in ${names.length} benchmark${names.length > 1 ? 's' : ''}: ${names.join(', ')}`);
  }
}

/**
 * How to judge the results: an input given in the workflow wins over the config file, which
 * wins over the input's default.
 */
function analysisSettings(inputs: ActionInputs, fromFile: AnalysisSettingsInput, readInput: (name: string) => string): RunContext['analysis'] {
  const given = (name: string) => readInput(name).trim() !== '';
  return {
    confidence: given(Input.Confidence) ? inputs.confidence : (fromFile.confidence ?? inputs.confidence),
    minEffect: given(Input.MinEffect) ? inputs.minEffect : (fromFile.minEffect ?? inputs.minEffect),
    correction: given(Input.Correction) ? inputs.correction : (fromFile.correction ?? inputs.correction),
    rule: given(Input.Rule) ? inputs.rule : (fromFile.rule ?? inputs.rule),
    policies: fromFile.policies ?? [],
  };
}

function annotateRegressions(port: ActionPort, report: SuiteReport): void {
  for (const b of report.benchmarks) {
    if (b.verdict !== 'regression' || !b.delta) continue;
    const percent = (x: number) => `${(x * 100).toFixed(2)} %`;
    port.annotateError(
      `${b.name}: mean ${b.delta.relative > 0 ? '+' : ''}${percent(b.delta.relative)} [${percent(b.delta.ci[0])}, ${percent(b.delta.ci[1])}]${b.gate === 'report' ? ' (report-only)' : ''}`,
      `benchgate: regression in ${b.name}`,
    );
  }
}
