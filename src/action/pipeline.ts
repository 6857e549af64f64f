import type { RunNote } from '../analysis/notes.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import { analyse, type Analysed } from '../experiment/analyse.js';
import { analyseRun, recordEndedProcesses } from '../experiment/gate.js';
import { buildReport, type BuiltReport, type ReportRequest } from '../experiment/build-report.js';
import type { HistoryBackend } from '../ports/history-backend.js';
import { processSweeper } from '../runner/process-sweeper.js';
import type { ResultsFile } from '../results/results-format.js';
import type { Comparison } from './event-comparison.js';
import { openHistory, pullRequestTrendCells, recordTrendRun, type RecordedTrend } from './history-steps.js';
import { anchorBudgetOf, type TrendAnchor } from '../experiment/record-trend.js';
import { historyBranches, type ActionJob } from './job-context.js';
import { acceptanceFor, acceptedNote } from './regression-acceptance.js';
import type { RunProfiles } from '../profile/run-profiles.js';
import { profileReport } from '../experiment/profile-report.js';

/**
 * One path for every mode, the actions/cache way (`restoreImpl(stateProvider)`): the history is
 * opened and loaded once, before anything is measured; the mode gathers its results (measures
 * them, merges the shards', or downloads a run's artifact); the settings are made whole and
 * recorded in `meta.analysis`; the results are analysed once; a mode that decides reads the
 * accept label and records the trend (or reads the PR's trend cells); the report is built once;
 * and the mode's sinks publish it, in order. The modes differ only in what they pass here.
 */

/** What a mode gathered: the results and everything the analysis and the report need besides. */
export interface Gathered {
  results: ResultsFile;
  /**
   * What the results were measured with: the run's own settings (`runAnalysisOptions`, with the
   * history prior a fixed design fitted before it measured), or a run's record (`recordedRunOptions`).
   */
  measured: Partial<AnalysisOptions>;
  /** The gate policy laid over them (trusted: `gatePolicy` of the base commit's config and the inputs; `mode: comment`'s own). */
  policy: Partial<AnalysisOptions>;
  /** The run's notes for the report (policy differs, what a merge could not measure, …), as values: report/run-notes.ts words and escapes them. */
  notes: RunNote[];
  /** The commits compared: the trend entry's and the PR's trend cells' (and context.json's). */
  commits: { base: string; head: string };
  /** The report's links: the run, the commits, the repository and docs. */
  links: NonNullable<ReportRequest['context']>;
  /**
   * A trend run with an anchor (run-mode.ts): the anchor comparison's results (base: the
   * anchor, head: the measured commit), or why the anchor could not be measured this time.
   */
  anchor?: ({ sha: string; results: ResultsFile } | { failed: string }) & { ref: string; budget?: number };
  /** `profile: auto` (run-mode.ts): the profiled executions, for "Where the time went" and the artifact. */
  profiles?: RunProfiles;
  /** Overrides `allow-missing-shards`: false when a merge refused a shard's results (shard-seals.ts), which partial results never hide. */
  allowMissingShards?: boolean;
}

/** What the sinks publish: the gathered results, their one analysis and report, and what the sinks before found out. */
export interface Publication<G extends Gathered = Gathered> {
  job: ActionJob;
  gathered: G;
  analysed: Analysed;
  built: BuiltReport;
  /** A trend run's trend (with its entry), for the job summary, the charts and the issues; null on any other run. */
  trend: RecordedTrend | null;
  /** Set by the artifact sink when the upload gave a URL. */
  artifactUrl?: string;
  /** Set by the comment sink. */
  commentUrl?: string;
  /** The markdown the job summary and the comment show: the report's, with the artifact's link once it is known. */
  markdown(): string;
}

/** One place the report goes: the artifact, the job summary, the comment, the outputs, … (publish-sinks.ts). */
export type Sink<G extends Gathered = Gathered> = (publication: Publication<G>) => Promise<void> | void;

export interface PipelineMode<G extends Gathered = Gathered> {
  /** The mode reads the history (a pull request's base branch, a trend run's branch): opened and loaded before `gather`. */
  readsHistory: boolean;
  /** Where the results come from; the history (null: `history: none`, or a mode that reads none) for the history prior and a shard's costs. */
  gather(history: HistoryBackend | null): Promise<G>;
  /**
   * A mode that decides the check (run, merge, label): what its event compares (the pull request
   * whose accept label counts, or the branch whose trend it records) and the checkout (the trend
   * entry's commit date). Absent: the report only informs (a shard alone, `mode: comment`).
   */
  decides?: { comparison: Comparison; repo: string };
  /** Where the report goes, in order. */
  sinks: ReadonlyArray<Sink<G>>;
  /**
   * Called once the report is built, before anything is published (`accepted`: the accept label
   * applied): a mode whose results must be confirmed before the check may pass (a label's re-gate
   * from an earlier run's artifact) throws here, and the check fails with the reason.
   */
  beforePublish?(built: BuiltReport, accepted: boolean): Promise<void>;
}

/** The anchor comparison analysed with the run's own options, for the trend run's entry and report; undefined without an anchor. */
function anchorOf(anchor: Gathered['anchor'], options: AnalysisOptions): TrendAnchor | undefined {
  if (anchor === undefined) return undefined;
  const budget = anchor.budget === undefined ? {} : { budget: anchor.budget };
  if ('failed' in anchor) return { ...budget, runNote: { kind: 'anchor-not-built', ref: anchor.ref, reason: anchor.failed } };
  return { ...budget, measured: { ref: anchor.ref, sha: anchor.sha, report: analyse(anchor.results, options).report } };
}

export async function runPipeline<G extends Gathered>(job: ActionJob, mode: PipelineMode<G>): Promise<void> {
  const { port, inputs, github, services } = job;
  const history = mode.readsHistory ? await openHistory(job) : null;
  const sweeper = processSweeper();
  const endedBefore = sweeper.ended.length;
  const gathered = await mode.gather(history);
  sweeper.sweepAll('before the results are written');
  const { results, commits } = gathered;
  // The results record what this verdict used (gate.ts), and what the run had to end, so that
  // gating again from them (a later label run, `analyze` of a merged file) decides and says the same.
  recordEndedProcesses(results, sweeper.ended.slice(endedBefore));
  const { options, analysed } = analyseRun(results, { measured: gathered.measured, policy: gathered.policy });
  const { report } = analysed;

  let accepted = false;
  const notes = [...gathered.notes];
  let trend: RecordedTrend | null = null;
  let trendCells: Map<string, string> | undefined;
  if (mode.decides !== undefined) {
    const { comparison, repo } = mode.decides;
    const acceptance = await acceptanceFor(job, services.github(inputs.token, github.apiUrl), comparison, report);
    accepted = acceptance.accepted;
    notes.push(...acceptedNote(acceptance, inputs.acceptLabel));
    if (history !== null && comparison.kind === 'trend') {
      trend = await recordTrendRun(port, history, {
        repo,
        results,
        report,
        headSha: commits.head,
        github,
        ref: historyBranches(job).write,
        anchor: anchorOf(gathered.anchor, options),
      });
    }
    if (history !== null && comparison.kind === 'pull-request') trendCells = await pullRequestTrendCells(port, history, commits.base, report);
  }
  const built = buildReport({
    results,
    analysed,
    notes,
    context: {
      ...gathered.links,
      ...(trendCells === undefined ? {} : { trendCells }),
      ...(gathered.profiles === undefined ? {} : { profiles: profileReport(gathered.profiles, options, results) }),
    },
    gate: {
      failOnRegression: inputs.failOnRegression,
      accepted,
      decides: mode.decides !== undefined,
      allowMissingShards: gathered.allowMissingShards ?? inputs.allowMissingShards,
      anchorBudget: anchorBudgetOf(trend),
    },
  });
  await mode.beforePublish?.(built, accepted);
  const rendered = new Map<string | undefined, string>();
  const publication: Publication<G> = {
    job,
    gathered,
    analysed,
    built,
    trend,
    markdown() {
      const url = publication.artifactUrl;
      const text = rendered.get(url) ?? built.markdownWith({ artifactUrl: url });
      rendered.set(url, text);
      return text;
    },
  };
  for (const sink of mode.sinks) await sink(publication);
}
