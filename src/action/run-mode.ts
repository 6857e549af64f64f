import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { analyzeResults } from '../analysis/analyze-results.js';
import { measurementFailureMessage, measurementFailures } from '../analysis/measurement-failure.js';
import type { SuiteReport } from '../analysis/report-types.js';
import { CONFIG_FILE_PATH, loadConfigFile } from '../config/config-file.js';
import { resolveRunSettings, type RunSettings, type RunSettingsInput } from '../config/run-settings.js';
import { splitCommand } from '../config/split-command.js';
import { findRegressionAcceptance } from '../github/accepted-regression.js';
import { createOctokit } from '../github/octokit.js';
import { ArtifactStoreError, type ArtifactStore } from '../ports/artifact-store.js';
import type { ResultsFile, VersionSide } from '../results/results-format.js';
import { parseResults } from '../results/validate-results.js';
import { BuildFailedError } from '../runner/build.js';
import type { ShardPlan } from '../sharding/assign-shards.js';
import { MergeError } from '../sharding/merge-error.js';
import { mergeResults, type MergeInput } from '../sharding/merge-results.js';
import { formatShard } from '../sharding/parse-shard.js';
import { expectedArtifactNames, failedShardResults, shardArtifactName } from '../sharding/shard-manifest.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { formatLevel, strictLevel } from '../report/interval-level.js';
import { runExperiment } from '../runner/run-experiment.js';
import { DEFAULT_ANALYSIS_OPTIONS } from '../config/analysis-options.js';
import { buildVariancePriors, parsePrior } from '../planning/prior.js';
import { analyzeWithStopping } from '../sequential/analyze-sequential.js';
import { runAdaptiveExperiment } from '../experiment/run-adaptive.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import { sequentialReportLines } from '../report/sequential-notes.js';
import { repositoryRoot } from '../runner/worktrees.js';
import type { ActionInputs } from './action-inputs.js';
import { Output } from './action-inputs.js';
import { resolveAnalysisSettings, type AnalysisSettingsInput } from '../config/analysis-config.js';
import { loadCommittedConfig, pullRequestGatePolicy } from '../config/gate-policy.js';
import { git } from '../runner/git.js';
import type { ActionPort } from './action-port.js';
import type { RunContext } from './action-context.js';
import { ensureCommit, firstParent } from './ensure-commits.js';
import { comparisonForEvent, type Comparison } from './event-comparison.js';
import { readEventPayload, runUrl, type GitHubEnv } from './github-env.js';

type EventPayload = Awaited<ReturnType<typeof readEventPayload>>;
import { historyBackendFor, pullRequestTrendCells, recordTrend } from './history-steps.js';
import { openChangePointIssues } from './change-point-issues.js';
import { overallVerdict } from './overall-verdict.js';
import { shardCostsFromHistory } from './shard-costs.js';
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
 * `mode: run`: measure base and head (with `shard`, only this shard: `measureShard`), analyse, and report everywhere the run can: outputs,
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
  const policy = await gatePolicyFor(port, comparison, repo, baseSha, inputs.configPath, fromFile.analysis);
  const analysis = resolveAnalysisSettings([policy.analysis, inputs.analysis]);
  if (inputs.shard !== undefined) {
    await measureShard(port, inputs, github, artifacts, { settings, shas: { base: baseSha, head: headSha }, comparison, analysis, payload });
    return;
  }
  const adaptive = inputs.budgetMinutes === undefined ? null : await adaptiveOptions(inputs, repo);
  const results =
    adaptive === null
      ? await runExperiment(settings, { logger: port.logger })
      : await runAdaptiveExperiment(settings, { ...DEFAULT_ANALYSIS_OPTIONS, ...analysis, seed: settings.seed, maxFailureShare: settings.maxFailureShare }, adaptive, { logger: port.logger });
  results.meta = { ...results.meta, github: githubMeta(github, comparison) };
  await reportResults(port, inputs, github, artifacts, {
    payload,
    comparison,
    repo,
    results,
    baseSha,
    headSha,
    analysis,
    analysisOptions: {
      seed: settings.seed,
      maxFailureShare: settings.maxFailureShare,
      ...(adaptive?.prior ? { buildVariancePriors: buildVariancePriors(adaptive.prior) } : {}),
    },
    extraNotes: policy.notes,
  });
}

/**
 * The config file's analysis keys for this run. On a pull request they come from the base
 * commit's config file (the PR cannot loosen its own gate); when the PR's file differs, a
 * warning and a note in the report say so. Other events use the checked-out file.
 */
async function gatePolicyFor(
  port: ActionPort,
  comparison: Comparison,
  repo: string,
  baseSha: string,
  configPath: string,
  headAnalysis: AnalysisSettingsInput,
): Promise<{ analysis: AnalysisSettingsInput; notes: string[] }> {
  if (comparison.kind !== 'pull-request') return { analysis: headAnalysis, notes: [] };
  const path = configPath.replace(/^(\.\/)+/, '');
  const read = async (file: string): Promise<string | null> => {
    const listed = await git(repo, ['ls-tree', '--name-only', '--end-of-options', baseSha, '--', file]);
    return listed === '' ? null : git(repo, ['cat-file', 'blob', '--end-of-options', `${baseSha}:${file}`], { raw: true });
  };
  const base = await loadCommittedConfig(read, path, `${path} in the base commit ${baseSha.slice(0, 12)}`);
  const policy = pullRequestGatePolicy(base.analysis, headAnalysis, path);
  port.logger.info(`Gate policy (analysis settings) from ${path} in the base commit ${baseSha}.`);
  if (policy.note === undefined) return { analysis: policy.analysis, notes: [] };
  port.logger.warning(`benchgate: ${policy.note}`);
  return { analysis: policy.analysis, notes: [escapeMarkdown(policy.note)] };
}

/** The budget, prior and (when the input gives it) build count of an adaptive run. */
export async function adaptiveOptions(inputs: ActionInputs, repo: string): Promise<AdaptiveRunOptions> {
  const prior = inputs.prior === undefined ? null : parsePrior(await readFile(resolve(repo, inputs.prior), 'utf8'), inputs.prior);
  return { budgetSeconds: (inputs.budgetMinutes ?? 10) * 60, prior, ...(inputs.binaries === undefined ? {} : { binaries: inputs.binaries }) };
}

function githubMeta(github: GitHubEnv, comparison: Comparison): Record<string, unknown> {
  return { event: github.eventName, pullRequest: comparison.pullRequest ?? null, runUrl: runUrl(github) };
}

/** What `reportResults` needs: results measured here (run mode) or merged from the shards (merge mode). */
export interface ResultsToReport {
  payload: EventPayload;
  comparison: Comparison;
  /** The checkout (for commit dates in the history); a directory without git is fine. */
  repo: string;
  results: ResultsFile;
  baseSha: string;
  headSha: string;
  analysis: RunContext['analysis'];
  /** The seed and failure limit the results were measured with, when known, and a prior's build variances. */
  analysisOptions: { seed?: number; maxFailureShare?: number; buildVariancePriors?: Record<string, number> };
  /** Notes for the report, e.g. what the merge could not measure. */
  extraNotes?: string[];
}

/**
 * Everything after the results, shared by `mode: run` and `mode: merge`: analyse, write the
 * files, upload the artifact, write the job summary, annotate regressions, comment on the PR,
 * record the trend, set the outputs, and fail the check on a gated regression unless a
 * maintainer accepted it by label.
 */
export async function reportResults(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, artifacts: ArtifactStore, run: ResultsToReport): Promise<void> {
  const { payload, comparison, repo, results, baseSha, headSha, analysis } = run;
  const defined = Object.fromEntries(Object.entries(run.analysisOptions).filter(([, value]) => value !== undefined));
  const report = analyzeWithStopping(results, { ...analysis, ...defined });
  const failures = measurementFailures(results);

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
  // The PR's head as this run saw it, so the comment workflow can tie the measured commit to its event.
  const prHead: unknown = payload.pull_request?.head?.sha;
  const context: RunContext = {
    version: 1,
    pullRequest: comparison.pullRequest ?? null,
    workflow: github.workflow,
    runUrl: runUrl(github),
    baseSha,
    headSha,
    analysis,
    ...(typeof prHead === 'string' && /^[0-9a-f]{40}$/.test(prHead) ? { pullRequestHeadSha: prHead } : {}),
  };
  const notes = [...sequentialReportLines(report), ...(run.extraNotes ?? []), ...acceptedNote];
  const markdownFor = (artifactUrl?: string) => renderMarkdownReport(report, { runUrl: runUrl(github), artifactUrl, extraNotes: notes, trendCells, measurementFailures: failures });
  await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results)}\n`);
  await writeFile(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(outDir, 'report.md'), markdownFor());
  await writeFile(join(outDir, 'context.json'), `${JSON.stringify(context, null, 2)}\n`);

  const artifactUrl = await shareResults(port, artifacts, inputs.artifactName, outDir, ['results.json', 'report.json', 'report.md', 'context.json', ...chartFiles]);
  const markdown = markdownFor(artifactUrl);
  await publishSummary(port, trend ? `${markdown}\n${trend.markdown}` : markdown);
  if (trend && inputs.trendIssue) await openChangePointIssues(port, octokit, trend.analysis, { suite: inputs.suite, headSha, github });
  annotateRegressions(port, report);
  if (failures.length === 0) warnIfUndecided(port, report);

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

  if (failures.length > 0) {
    // Not subject to fail-on-regression or the accept label: there is no verdict to accept.
    port.setFailed(`benchgate: ${measurementFailureMessage(failures)}`);
    return;
  }
  if (report.summary.gatingRegressions > 0 && inputs.failOnRegression && !acceptance.accepted) {
    const names = report.benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').map((b) => b.name);
    port.setFailed(`benchgate: performance regression in ${names.length} benchmark${names.length > 1 ? 's' : ''}: ${names.join(', ')}`);
  }
}

/**
 * `mode: run` with `shard`: measure this shard's part and upload it as
 * `benchgate-shard-<i>-of-<N>[-replica-<r>]` for the merge job. The summary shows this shard
 * alone; no comment, and a regression does not fail this job (the merge job analyses the whole
 * suite and decides). A failed build uploads the failure, so the merge can say why the shard's
 * benchmarks were not measured, and fails this job.
 */
async function measureShard(
  port: ActionPort,
  inputs: ActionInputs,
  github: GitHubEnv,
  artifacts: ArtifactStore,
  run: { settings: RunSettings; shas: Record<VersionSide, string>; comparison: Comparison; analysis: RunContext['analysis']; payload: EventPayload },
): Promise<void> {
  const shard = inputs.shard!;
  const replica = inputs.replica;
  const label = `shard ${formatShard(shard)}${replica && replica.count > 1 ? `, replica ${formatShard(replica)}` : ''}`;
  const name = shardArtifactName(shard, replica);
  const outDir = join(github.tempDir, `benchgate-${github.runId || 'local'}-${name}`);
  await mkdir(outDir, { recursive: true });
  const upload = async (results: ResultsFile) => {
    await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results)}\n`);
    const uploaded = await artifacts.upload(name, [join(outDir, 'results.json')], outDir);
    port.logger.info(`Uploaded ${label} as artifact ${name}${uploaded.url ? `: ${uploaded.url}` : ''}`);
    port.setOutput(Output.ResultsJson, join(outDir, 'results.json'));
  };

  let results: ResultsFile;
  try {
    // Costs from the newest history entry (of the base commit when there is one), read-only from the
    // history the PR's base branch records: the same read for every shard job of this run.
    const writeBranch = port.env.GITHUB_REF_NAME || 'main';
    const backend = historyBackendFor(port, inputs, github, { write: writeBranch, read: run.payload.pull_request?.base?.ref ?? writeBranch });
    const costs = await shardCostsFromHistory(port, backend, run.shas.base);
    results = await runExperiment(run.settings, { logger: port.logger, shard: { ...shard, ...(replica ? { replica } : {}), ...(costs ? { costs } : {}) } });
  } catch (error) {
    if (!(error instanceof BuildFailedError)) throw error;
    // The build failed before discovery: no names, so an empty plan; the other shards' plans name this shard's benchmarks.
    const plan: ShardPlan = { count: shard.count, shards: Array.from({ length: shard.count }, () => []), loads: new Array<number>(shard.count).fill(0), costSource: 'count' };
    const failure = `${error.version} build ${error.binary + 1} failed: \`${error.command}\` ${error.reason}`;
    const meta = { tool: 'benchgate run', refs: { base: run.settings.base, head: run.settings.head }, shas: run.shas, github: githubMeta(github, run.comparison) };
    await upload(failedShardResults({ shard, replica, plan, shas: run.shas, meta, failure })).catch((uploadError: Error) =>
      port.logger.warning(`benchgate could not upload the failure of ${label} as "${name}": ${uploadError.message}`),
    );
    throw error;
  }
  results.meta = { ...results.meta, github: githubMeta(github, run.comparison) };
  await upload(results);

  const manifest = results.meta.shard as { assigned: string[]; plan: string[][] };
  const total = manifest.plan.flat().length;
  const intro = `### benchgate: ${label}\n\nThis job measured ${manifest.assigned.length} of the suite's ${total} benchmarks and uploaded them as the artifact \`${name}\`. The \`mode: merge\` job analyses all shards together and decides; the table below analyses this shard alone (its error control covers only these benchmarks) and is for reading, not for the check.\n`;
  const body =
    results.benchmarks.length === 0
      ? 'Nothing to measure: there are more shards than benchmarks.\n'
      : renderMarkdownReport(analyzeResults(results, { ...run.analysis, seed: run.settings.seed, maxFailureShare: run.settings.maxFailureShare }), { runUrl: runUrl(github) });
  await publishSummary(port, `${intro}\n${body}`);
}

/**
 * `mode: merge`: download the shards' artifacts of this workflow run, merge them, and report
 * the whole suite as `mode: run` does (one comment, one check). A shard whose artifact is
 * missing or that failed has its benchmarks reported as not measured (inconclusive), with a
 * warning; shards that cannot be merged (other commits, other settings) fail the check.
 */
export async function mergeMode(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, artifacts: ArtifactStore): Promise<void> {
  const payload = await readEventPayload(github);
  const comparison = comparisonForEvent(github.eventName, payload, github.sha, inputs);
  const count = inputs.shards!;
  const names = expectedArtifactNames(count, inputs.replicas);
  const downloadDir = join(github.tempDir, `benchgate-${github.runId || 'local'}-shards`);
  const found: MergeInput[] = [];
  for (const name of names) {
    let files: string[];
    try {
      files = await artifacts.download(name, join(downloadDir, name));
    } catch (error) {
      if (error instanceof ArtifactStoreError && error.kind === 'not-found') {
        port.logger.warning(`no artifact ${name} in this workflow run: its benchmarks are reported as not measured`);
        continue;
      }
      throw error;
    }
    const file = files.find((f) => basename(f) === 'results.json');
    if (file === undefined) {
      port.logger.warning(`artifact ${name} holds no results.json: treated as missing`);
      continue;
    }
    found.push({ source: name, results: parseResults(await readFile(file, 'utf8'), name) });
  }
  if (found.length === 0) {
    throw new MergeError(`none of the ${names.length} shard artifacts of this workflow run was found (${names.join(', ')}): did the shard jobs run with \`shard: i/${count}\` in this workflow?`);
  }
  const outcome = mergeResults(found, { expect: count, replicas: inputs.replicas > 1 });
  if (outcome.results.benchmarks.length === 0 && outcome.notMeasured.length === 0) {
    // Every delivered shard failed before it knew the benchmarks: nothing to report, and passing would hide it.
    const merge = outcome.results.meta?.merge as { inputs: { source: string; failure?: string }[]; missing: string[] };
    const reasons = [...merge.inputs.map((input) => `${input.source}: ${input.failure ?? 'no benchmarks'}`), ...merge.missing.map((shard) => `${shard}: no artifact`)];
    throw new MergeError(`no shard measured any benchmark, so there is nothing to compare: ${reasons.join('; ')}`);
  }
  for (const warning of outcome.warnings) port.logger.warning(warning);
  const notes: string[] = [];
  if (outcome.notMeasured.length > 0) {
    const list = outcome.notMeasured.map((entry) => `${entry.name} (${entry.reason})`).join('; ');
    port.logger.warning(`${outcome.notMeasured.length} benchmark${outcome.notMeasured.length === 1 ? ' was' : 's were'} not measured and ${outcome.notMeasured.length === 1 ? 'is' : 'are'} reported as inconclusive: ${list}`);
    notes.push(`**Not measured:** ${outcome.notMeasured.map((entry) => `\`${escapeMarkdown(entry.name)}\``).join(', ')} (see their notes): reported as inconclusive.`);
  }
  const results = outcome.results;
  results.meta = { ...results.meta, github: githubMeta(github, comparison) };
  const shas = results.meta.shas as Partial<Record<VersionSide, string>> | undefined;
  const workspace = resolve(port.env.GITHUB_WORKSPACE ?? '.', inputs.workingDirectory);
  const configGiven = port.readInput('config').trim() !== '';
  const fromFile = await loadConfigFile(join(workspace, inputs.configPath), inputs.configPath ?? CONFIG_FILE_PATH, !configGiven);
  const share = results.meta.maxFailureShare;
  await reportResults(port, inputs, github, artifacts, {
    payload,
    comparison,
    repo: workspace,
    results,
    baseSha: shas?.base ?? (typeof comparison.base === 'string' ? comparison.base : ''),
    headSha: shas?.head ?? comparison.head,
    analysis: resolveAnalysisSettings([fromFile.analysis, inputs.analysis]),
    analysisOptions: { maxFailureShare: typeof share === 'number' ? share : undefined },
    extraNotes: notes,
  });
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
      `benchgate: not decided: ${inconclusive} of ${report.benchmarks.length} benchmark${report.benchmarks.length === 1 ? '' : 's'} inconclusive (${shown}). The check passes, but the data could not tell whether ${inconclusive === 1 ? 'it' : 'they'} changed; see the report for what would decide.`,
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
    const percent = (x: number) => `${(x * 100).toFixed(2)} %`;
    port.annotateError(
      `${b.name}: mean ${b.delta.relative > 0 ? '+' : ''}${percent(b.delta.relative)} [${percent(b.delta.ci[0])}, ${percent(b.delta.ci[1])}]${levelNote(b, report)}${b.gate === 'report' ? ' (report-only)' : ''}`,
      `benchgate: regression in ${b.name}`,
    );
  }
}
