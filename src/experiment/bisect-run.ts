import type { AnalysisOptions } from '../config/analysis-options.js';
import { resolveRunSettings, type RunSettingsInput } from '../config/run-settings.js';
import { git } from '../git/run-git.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import type { Logger } from '../ports/logger.js';
import type { ResultsFile } from '../results/results-format.js';
import { BuildFailedError } from '../runner/build.js';
import type { StopQuestion } from '../planning/stop-question.js';
import { lastLookAnalysis } from '../sequential/replay-sequential.js';
import {
  comparisonsLeft,
  culprit,
  halfwayChange,
  initialRange,
  longerFactor,
  narrow,
  nextProbeSkipping,
  probeSide,
  stepCandidates,
  type BisectOutcome,
  type BisectStop,
  type ComparisonStop,
} from '../trend/bisect.js';
import type { Analysed } from './analyse.js';
import { analyseRun } from './gate.js';
import { runAnalysisOptions } from './analysis-settings.js';
import { BisectBudgetEnded, BisectDeadline } from './bisect-deadline.js';
import { measure } from './measure.js';
import { failedBuildText } from '../report/bisect-markdown.js';

/** Minutes a whole bisection may take when no budget is given (the CLI's `--budget`, the action's `bisect-budget`). */
export const DEFAULT_BISECT_BUDGET_MINUTES = 30;

export interface BisectRequest {
  repo: string;
  /** The range's older end (performing as before) and its newer end (after the step). */
  good: string;
  bad: string;
  /** The benchmark to follow; by default the one whose change between good and bad is largest among those detected. */
  benchmark?: string;
  /** The run settings of every comparison but base and head (the config file's and the flags'). */
  settings: readonly RunSettingsInput[];
  policy: Partial<AnalysisOptions>;
  /**
   * The adaptive design: each comparison gets the budget left shared over the comparisons the
   * range still needs (`comparisonsLeft`), or this budget without a bisection budget. Null: the
   * fixed design of `settings`.
   */
  adaptive: AdaptiveRunOptions | null;
  logger: Logger;
  /**
   * A limit on the wall time of the whole bisection: a comparison (the step, or a probe) starts
   * only while the time left holds one as long as the longest so far (`expectedSeconds` before
   * the first), and one still running when the budget ends is stopped there, its build or
   * benchmark killed (an `unfinished` probe). Absent: no limit.
   */
  budget?: { seconds: number; expectedSeconds?: number; now?: () => number };
  /** Called with the step comparison once measured, e.g. to write its results.json and show its table. */
  onStep?: (step: MeasuredComparison) => void | Promise<void>;
}

/** One comparison as measured and analysed. */
export interface MeasuredComparison {
  results: ResultsFile;
  analysed: Analysed;
}

interface Row {
  name: string;
  verdict: string;
  relative: number;
  ci: [number, number];
}

/** A comparison's end: measured, its build failed, the budget ended it, or it did not fit the budget left and was not started. */
type Compared =
  | ({ end: 'measured' } & Measured)
  | { end: 'failed'; error: BuildFailedError; seconds: number }
  | { end: 'unfinished'; seconds: number }
  | { end: 'refused'; stop: BisectStop; seconds: number };

/** How one comparison is measured: the adaptive design with its share of the budget, or a fixed design (`executions` overrides the settings'). */
type Design = { adaptive: AdaptiveRunOptions } | { fixed: { binaries?: number; executions?: number } };

/**
 * Measures good against bad to find the step, then bisects the first-parent commits between
 * them, each probe a whole interleaved comparison of the commit against good (the same design,
 * builds and analysis as `benchgate run`). Stops when one commit is left; a probe that cannot
 * tell which end it resembles is measured again, longer, while the budget holds it. A probe
 * whose build fails is recorded with its reason and skipped (`git bisect skip`): the unskipped
 * commit nearest the middle is probed instead, and when only skipped commits are left the
 * outcome names the commits the step is in one of (`candidates`). Every comparison ends within
 * the budget.
 */
export async function bisectRange(request: BisectRequest): Promise<BisectOutcome> {
  const { repo, logger } = request;
  const good = await git(repo, ['rev-parse', '--verify', `${request.good}^{commit}`]);
  const bad = await git(repo, ['rev-parse', '--verify', `${request.bad}^{commit}`]);
  // Each line is `<sha> <subject>` (the subject may be empty).
  const listed = await git(repo, ['rev-list', '--first-parent', '--reverse', '--no-commit-header', '--format=%H %s', `${good}..${bad}`], { raw: true });
  const lines = listed.split('\n').filter((line) => line !== '');
  const commits = lines.map((line) => line.split(' ', 1)[0]);
  const subjects = lines.map((line) => line.slice(line.indexOf(' ') + 1));
  if (commits.length === 0) throw new BisectError(`${request.bad} is not a descendant of ${request.good} along first parents: nothing to bisect`);
  const outcome: BisectOutcome = {
    good,
    bad,
    commits,
    subjects,
    benchmark: null,
    probes: [],
    range: initialRange(commits.length),
    culprit: null,
    candidates: [],
    stop: null,
  };
  const deadline = new BisectDeadline(request.budget);
  let longest = request.budget?.expectedSeconds ?? 0;
  const stopped = (stop: BisectStop): BisectOutcome => ({ ...outcome, stop });
  /**
   * The adaptive design's share of the budget left, over the comparisons the range still needs,
   * and what it measures until (planning/stop-question.ts): the step, the followed benchmark
   * decided when one is named; a probe, which side of the halfway point it lies on.
   */
  const planned = (stepMeasured: boolean, question: StopQuestion | undefined): Design => {
    if (request.adaptive === null) return { fixed: {} };
    const left = deadline.left();
    const share = Number.isFinite(left) ? left / Math.max(1, comparisonsLeft(outcome.range, stepMeasured)) : request.adaptive.budgetSeconds;
    return { adaptive: { ...request.adaptive, budgetSeconds: share, ...(question === undefined ? {} : { question }) } };
  };
  const run = async (title: string, head: string, design: Design, estimate: number): Promise<Compared> => {
    const started = deadline.spent();
    const refused = deadline.refuse(estimate, started);
    if (refused !== null) return { end: 'refused', stop: refused, seconds: 0 };
    const result = await logger
      .group(title, () => deadline.within(started, (signal) => compare(request, good, head, design, signal)))
      .then((measured): Compared => ({ end: 'measured', ...measured }))
      .catch((error: unknown): Compared => {
        if (error instanceof BuildFailedError) return { end: 'failed', error, seconds: 0 };
        if (error instanceof BisectBudgetEnded) return { end: 'unfinished', seconds: 0 };
        throw error;
      });
    const took = deadline.spent() - started;
    longest = Math.max(longest, took);
    // A measured comparison's runner time is what it recorded; one that did not finish took the time until it was stopped.
    return result.end === 'measured' ? result : { ...result, seconds: took };
  };

  const stepQuestion: StopQuestion | undefined = request.benchmark === undefined ? undefined : { kind: 'benchmark', benchmark: request.benchmark };
  const step = await run(`The step: ${short(bad)} against ${short(good)}`, bad, planned(false, stepQuestion), longest);
  if (step.end === 'unfinished') {
    outcome.probes.push({ sha: bad, index: commits.length - 1, side: 'unfinished', seconds: step.seconds });
    return stopped(deadline.ended(bad));
  }
  if (step.end === 'refused') return stopped(step.stop);
  // A build that fails at good or bad is the step's failure, not a probe's: it ends the bisection.
  if (step.end === 'failed') throw step.error;
  await request.onStep?.(step.measured);
  const follow = followedBenchmark(step.rows, request.benchmark, bad);
  if ('stop' in follow) return stopped(follow.stop);
  const followed = follow.row;
  outcome.benchmark = followed.name;
  const stepProbe = { sha: bad, index: commits.length - 1, verdict: followed.verdict, relative: followed.relative, ci: followed.ci };
  outcome.probes.push({ ...stepProbe, side: 'step', seconds: step.seconds, ...step.stopped });
  logger.info(
    `bisecting ${followed.name}: ${percent(followed.relative)} [${percent(followed.ci[0])}, ${percent(followed.ci[1])}] over ${commits.length} commits`,
  );

  // Commits whose build failed: skipped, as `git bisect skip` does, and a neighbour probed instead.
  const skipped = new Set<number>();
  for (let index = nextProbeSkipping(outcome.range, skipped); index !== null; index = nextProbeSkipping(outcome.range, skipped)) {
    const sha = commits[index];
    let design = planned(true, { kind: 'side', benchmark: followed.name, threshold: halfwayChange(followed.relative) });
    let estimate = longest;
    let longer = 1;
    for (;;) {
      const title = `Probe ${short(sha)} (${index + 1} of ${commits.length}) against ${short(good)}${longer > 1 ? `, measured ${longer} times longer` : ''}`;
      const probe = await run(title, sha, design, estimate);
      if (probe.end === 'refused') return stopped(probe.stop);
      if (probe.end === 'unfinished') {
        outcome.probes.push({ sha, index, side: 'unfinished', seconds: probe.seconds });
        logger.info(`${short(sha)}: stopped, the bisect budget ended during its comparison`);
        return stopped(deadline.ended(sha));
      }
      if (probe.end === 'failed') {
        const error = probe.error;
        const build = { version: error.version, binary: error.binary, command: error.command, reason: error.reason };
        skipped.add(index);
        outcome.probes.push({ sha, index, side: 'failed', build, seconds: probe.seconds });
        logger.info(`${short(sha)}: skipped, ${failedBuildText(build)}`);
        break;
      }
      // The probe's reading: the followed benchmark's latest interval (the look that answered its side), not the deciding look's.
      const row = probe.latest(followed.name) ?? probe.rows.find((r) => r.name === followed.name);
      if (row === undefined) return stopped({ kind: 'benchmark-missing', benchmark: followed.name, sha });
      const side = probeSide(row.ci, followed.relative);
      const measured = { sha, index, verdict: row.verdict, relative: row.relative, ci: row.ci, side, seconds: probe.seconds, ...probe.stopped };
      outcome.probes.push(longer > 1 ? { ...measured, longer } : measured);
      logger.info(`${short(sha)}: ${percent(row.relative)} [${percent(row.ci[0])}, ${percent(row.ci[1])}]: ${side}`);
      if (side !== 'unclear') {
        outcome.range = narrow(outcome.range, index, side);
        break;
      }
      // Straddles the halfway point: measured again with more executions, while the budget holds that.
      const factor = longerFactor(row.ci, followed.relative, deadline.left() / Math.max(probe.seconds, 1e-3));
      if (factor === null) return stopped({ kind: 'unclear', sha, ci: row.ci });
      const used = usedDesign(probe.measured.results, followed.name);
      longer *= factor;
      design = { fixed: { binaries: used.binaries, executions: Math.ceil(used.executions * factor) } };
      estimate = probe.seconds * factor;
      logger.info(`${short(sha)}: its interval straddles the halfway point: measuring it again with ${factor} times the executions`);
    }
  }
  const found = culprit(outcome.range);
  if (found !== null) return { ...outcome, culprit: commits[found] };
  // Every commit left inside the range failed to build: the step is in one of them, or in the range's newer end.
  return {
    ...outcome,
    candidates: stepCandidates(outcome.range).map((i) => commits[i]),
    stop: { kind: 'untestable', from: commits[outcome.range.lastGood] ?? good, to: commits[outcome.range.firstBad] },
  };
}

export class BisectError extends Error {}

/** A measured comparison: each benchmark's reported row, its latest look's reading (adaptive), how its measuring stopped. */
interface Measured {
  rows: Row[];
  latest: (name: string) => Row | null;
  seconds: number;
  measured: MeasuredComparison;
  stopped: { stopped?: ComparisonStop };
}

async function compare(request: BisectRequest, base: string, head: string, design: Design, signal: AbortSignal | undefined): Promise<Measured> {
  const fixed = 'fixed' in design ? design.fixed : {};
  const settings = resolveRunSettings(request.repo, [...request.settings, { base, head }, fixed]);
  const adaptive = 'adaptive' in design ? design.adaptive : null;
  const analysis = runAnalysisOptions(request.policy, settings, adaptive);
  const results = await measure({ settings, analysis, adaptive, logger: request.logger, ...(signal === undefined ? {} : { signal }) });
  const { analysed, options } = analyseRun(results, { measured: analysis });
  const { report, failures } = analysed;
  if (failures.length > 0) throw new BisectError(`${short(head)} against ${short(base)}: ${failures.map((f) => `${f.side}: ${f.reason}`).join('; ')}`);
  const rows = report.benchmarks.flatMap((b) => (b.delta ? [{ name: b.name, verdict: b.verdict, relative: b.delta.relative, ci: b.delta.ci }] : []));
  const latest = (name: string): Row | null => {
    const change = lastLookAnalysis(results, options, name)?.change;
    const verdict = rows.find((r) => r.name === name)?.verdict ?? 'inconclusive';
    return change ? { name, verdict, relative: change.relative, ci: change.ci } : null;
  };
  const record = results.meta?.sequential;
  const stopped =
    record === undefined
      ? {}
      : {
          stopped: { reason: record.stop.reason, looks: record.looks.length, blocks: record.stop.blocks, maxBlocks: record.maxRounds * record.blocksPerRound },
        };
  return { rows, latest, seconds: Number(results.meta?.totalSeconds ?? 0), measured: { results, analysed }, stopped };
}

/** The builds per version and the most executions a build of the followed benchmark had: what a longer measurement multiplies. */
function usedDesign(results: ResultsFile, name: string): { binaries: number; executions: number } {
  const record = results.benchmarks.find((b) => b.name === name);
  const binaries = record?.head.binaries ?? [];
  return { binaries: Math.max(1, binaries.length), executions: Math.max(1, ...binaries.map((b) => b.executions.length)) };
}

const CHANGED = new Set(['regression', 'improvement']);

/** The benchmark to follow, or why there is none: a decided `unchanged` is no step; anything undecided is not "unchanged". */
function followedBenchmark(rows: Row[], named: string | undefined, bad: string): { row: Row } | { stop: BisectStop } {
  const candidates = named === undefined ? rows : rows.filter((r) => r.name === named);
  if (named !== undefined && candidates.length === 0) return { stop: { kind: 'benchmark-missing', benchmark: named, sha: bad } };
  const changed = candidates.filter((r) => CHANGED.has(r.verdict));
  if (changed.length > 0) return { row: changed.reduce((a, b) => (Math.abs(b.relative) > Math.abs(a.relative) ? b : a)) };
  const undecided = candidates.filter((r) => r.verdict !== 'unchanged').map((r) => r.name);
  if (undecided.length > 0 || candidates.length === 0) return { stop: { kind: 'step-undecided', benchmarks: undecided } };
  return { stop: { kind: 'no-step', benchmark: named ?? null } };
}

const short = (sha: string): string => sha.slice(0, 12);
const percent = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)} %`;
