import type { AnalysisOptions } from '../config/analysis-options.js';
import { resolveRunSettings, type RunSettingsInput } from '../config/run-settings.js';
import { git } from '../git/run-git.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import type { Logger } from '../ports/logger.js';
import { BuildFailedError } from '../runner/build.js';
import { culprit, initialRange, narrow, nextProbeSkipping, probeSide, stepCandidates, type BisectOutcome } from '../trend/bisect.js';
import { analyse } from './analyse.js';
import { runAnalysisOptions } from './analysis-settings.js';
import { measure } from './measure.js';

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
  adaptive: AdaptiveRunOptions | null;
  logger: Logger;
  /**
   * A limit on the wall time of the whole bisection: a comparison (the step, or a probe) starts
   * only while the time left holds one as long as the longest so far (`expectedSeconds` before
   * the first); else it stops with the range it has narrowed. Absent: no limit.
   */
  budget?: { seconds: number; expectedSeconds?: number; now?: () => number };
}

/** Why the budget allows no further comparison, or null while it does. */
function budgetSpent(budget: BisectRequest['budget'], started: number, longest: number): string | null {
  if (budget === undefined) return null;
  const now = budget.now ?? Date.now;
  const spent = (now() - started) / 1000;
  if (spent + longest <= budget.seconds) return null;
  const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
  return `the bisect budget of ${minutes(budget.seconds)} is spent: ${minutes(spent)} used, and one more comparison takes about ${minutes(longest)}`;
}

/**
 * Measures good against bad to find the step, then bisects the first-parent commits between
 * them, each probe a whole interleaved comparison of the commit against good (the same design,
 * builds and analysis as `benchgate run`). Stops when one commit is left, or at a probe that
 * cannot tell which end it resembles. A probe whose build fails is recorded with its reason and
 * skipped (`git bisect skip`): the unskipped commit nearest the middle is probed instead, and
 * when only skipped commits are left the outcome names the commits the step is in one of
 * (`candidates`).
 */
export async function bisectRange(request: BisectRequest): Promise<BisectOutcome> {
  const { repo, logger } = request;
  const good = await git(repo, ['rev-parse', '--verify', `${request.good}^{commit}`]);
  const bad = await git(repo, ['rev-parse', '--verify', `${request.bad}^{commit}`]);
  const listed = await git(repo, ['rev-list', '--first-parent', '--reverse', `${good}..${bad}`]);
  const commits = listed === '' ? [] : listed.split('\n');
  if (commits.length === 0) throw new BisectError(`${request.bad} is not a descendant of ${request.good} along first parents: nothing to bisect`);
  const outcome: BisectOutcome = {
    good,
    bad,
    commits,
    benchmark: null,
    probes: [],
    range: initialRange(commits.length),
    culprit: null,
    candidates: [],
    stopped: null,
  };
  const now = request.budget?.now ?? Date.now;
  const started = now();
  let longest = request.budget?.expectedSeconds ?? 0;
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const start = now();
    const result = await run();
    longest = Math.max(longest, (now() - start) / 1000);
    return result;
  };

  const noTime = budgetSpent(request.budget, started, longest);
  if (noTime !== null) return { ...outcome, stopped: noTime };
  const step = await logger.group(`The step: ${short(bad)} against ${short(good)}`, () => timed(() => compare(request, good, bad)));
  const followed = followedBenchmark(step.rows, request.benchmark);
  if (typeof followed === 'string') return { ...outcome, stopped: followed };
  outcome.benchmark = followed.name;
  outcome.probes.push({
    sha: bad,
    index: commits.length - 1,
    verdict: followed.verdict,
    relative: followed.relative,
    ci: followed.ci,
    side: 'step',
    seconds: step.seconds,
  });
  logger.info(
    `bisecting ${followed.name}: ${percent(followed.relative)} [${percent(followed.ci[0])}, ${percent(followed.ci[1])}] over ${commits.length} commits`,
  );

  // Commits whose build failed: skipped, as `git bisect skip` does, and a neighbour probed instead.
  const skipped = new Set<number>();
  for (let index = nextProbeSkipping(outcome.range, skipped); index !== null; index = nextProbeSkipping(outcome.range, skipped)) {
    const sha = commits[index];
    const spent = budgetSpent(request.budget, started, longest);
    if (spent !== null) return { ...outcome, stopped: spent };
    const start = now();
    const probe = await logger
      .group(`Probe ${short(sha)} (${index + 1} of ${commits.length}) against ${short(good)}`, () => timed(() => compare(request, good, sha)))
      .catch((error: unknown) => {
        if (error instanceof BuildFailedError) return error;
        throw error;
      });
    if (probe instanceof BuildFailedError) {
      const reason = `${probe.version} build ${probe.binary + 1} failed: \`${probe.command}\` ${probe.reason}`;
      skipped.add(index);
      outcome.probes.push({ sha, index, side: 'failed', reason, seconds: (now() - start) / 1000 });
      logger.info(`${short(sha)}: skipped, ${reason}`);
      continue;
    }
    const row = probe.rows.find((r) => r.name === followed.name);
    if (row === undefined) return { ...outcome, stopped: `${short(sha)} did not report ${followed.name}` };
    const side = probeSide(row.ci, followed.relative);
    outcome.probes.push({ sha, index, verdict: row.verdict, relative: row.relative, ci: row.ci, side, seconds: probe.seconds });
    logger.info(`${short(sha)}: ${percent(row.relative)} [${percent(row.ci[0])}, ${percent(row.ci[1])}]: ${side}`);
    if (side === 'unclear') {
      return {
        ...outcome,
        stopped: `${short(sha)}'s interval straddles the halfway point (${percent(row.ci[0])} … ${percent(row.ci[1])}), so it resembles neither end: measure it longer (a budget) to go on`,
      };
    }
    outcome.range = narrow(outcome.range, index, side);
  }
  const found = culprit(outcome.range);
  if (found !== null) return { ...outcome, culprit: commits[found] };
  // Every commit left inside the range failed to build: the step is in one of them, or in the range's newer end.
  const candidates = stepCandidates(outcome.range).map((i) => commits[i]);
  return {
    ...outcome,
    candidates,
    stopped: `the commits between ${short(commits[outcome.range.lastGood] ?? good)} and ${short(commits[outcome.range.firstBad])} could not be built, so the step is in one of ${candidates.length} commits`,
  };
}

export class BisectError extends Error {}

interface Row {
  name: string;
  verdict: string;
  relative: number;
  ci: [number, number];
}

async function compare(request: BisectRequest, base: string, head: string): Promise<{ rows: Row[]; seconds: number }> {
  const settings = resolveRunSettings(request.repo, [...request.settings, { base, head }]);
  const analysis = runAnalysisOptions(request.policy, settings, request.adaptive);
  const results = await measure({ settings, analysis, adaptive: request.adaptive, logger: request.logger });
  const { report, failures } = analyse(results, analysis);
  if (failures.length > 0) throw new BisectError(`${short(head)} against ${short(base)}: ${failures.map((f) => `${f.side}: ${f.reason}`).join('; ')}`);
  const rows = report.benchmarks.flatMap((b) => (b.delta ? [{ name: b.name, verdict: b.verdict, relative: b.delta.relative, ci: b.delta.ci }] : []));
  return { rows, seconds: Number(results.meta?.totalSeconds ?? 0) };
}

/** The benchmark to follow, or why there is none. */
function followedBenchmark(rows: Row[], named: string | undefined): Row | string {
  if (named !== undefined) {
    const row = rows.find((r) => r.name === named);
    if (row === undefined) return `no benchmark named ${JSON.stringify(named)} was compared between good and bad`;
    return row.verdict === 'regression' || row.verdict === 'improvement'
      ? row
      : `${named} did not change between good and bad (${row.verdict}): there is no step to bisect`;
  }
  const changed = rows.filter((r) => r.verdict === 'regression' || r.verdict === 'improvement');
  if (changed.length === 0) return 'no benchmark changed between good and bad: there is no step to bisect';
  return changed.reduce((a, b) => (Math.abs(b.relative) > Math.abs(a.relative) ? b : a));
}

const short = (sha: string): string => sha.slice(0, 12);
const percent = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)} %`;
