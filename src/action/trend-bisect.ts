import type { AnalysisSettings } from '../config/analysis-config.js';
import type { RunSettings } from '../config/run-settings.js';
import { bisectRange } from '../experiment/bisect-run.js';
import { execGit } from '../git/run-git.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import type { Logger } from '../ports/logger.js';
import { renderBisect } from '../report/bisect-markdown.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { commitLink, type RepositoryLink } from '../report/trend-format.js';
import type { BenchmarkTrend, TrendChange } from '../trend/trend-analysis.js';
import type { BisectSection, ChangePointBisect } from './change-point-issues.js';

/**
 * `bisect: true`: a trend run bisects each new change point's commit range on its own runner
 * (experiment/bisect-run.ts, as `benchgate bisect` does) with the run's own settings and design,
 * and the issue names the commit (change-point-issues.ts). The range's ends come from the
 * history, which is data: each must be a full commit id that the checked-out head descends
 * from, or nothing is measured. All bisections of one run share `bisect-budget`; a comparison
 * starts only while the budget left holds one as long as the longest so far (the trend run's
 * own first), and one still running when the budget ends is stopped, its build or benchmark
 * killed. An adaptive run's comparisons each get a share of the budget left. The bisection
 * runs after the check, the outputs and the comment are set (publish-sinks.ts), and nothing
 * here changes them: a failure (a shallow checkout, a build that fails, the budget) is a
 * section of the issue that says what happened, and a warning.
 */
export interface TrendBisectOptions {
  repo: string;
  /** The commit the trend run measured: both ends of a range must be its ancestors. */
  headSha: string;
  /** The trend run's settings and gate policy: every comparison of the bisection uses them. */
  settings: RunSettings;
  policy: AnalysisSettings;
  adaptive: AdaptiveRunOptions | null;
  budgetMinutes: number;
  /** How long the trend run's own comparison took (seconds): the first estimate of one comparison. */
  expectedSeconds: number;
  /** The workflow's own repository, for the commit links. */
  repository: RepositoryLink;
  logger: Logger;
  now?: () => number;
}

const FULL_SHA = /^[0-9a-f]{40}$/;

/** Why a range cannot be bisected in this checkout: a typed reason, put in words only by `rangeProblemText`. */
type RangeProblem =
  | { kind: 'not-full-ids' }
  | { kind: 'shallow' }
  | { kind: 'missing'; sha: string }
  | { kind: 'not-ancestor'; sha: string; head: string }
  | { kind: 'count-failed'; stderr: string };

/** The reason in words: benchgate's own sentences (markdown) with checked commit ids; git's stderr through `quote` (escaped for markdown). */
function rangeProblemText(problem: RangeProblem, quote: (text: string) => string = escapeMarkdown): string {
  switch (problem.kind) {
    case 'not-full-ids':
      return 'the history names its ends by something other than full commit ids';
    case 'shallow':
      return 'the checkout is shallow, so the commits of the range are not all there: give `actions/checkout` `fetch-depth: 0` in the trend workflow';
    case 'missing':
      return `commit ${problem.sha.slice(0, 12)} is not in the checkout (give \`actions/checkout\` \`fetch-depth: 0\`)`;
    case 'not-ancestor':
      return `commit ${problem.sha.slice(0, 12)} is not an ancestor of the measured commit ${problem.head.slice(0, 12)}`;
    case 'count-failed':
      return `git could not count the commits between the ends: ${quote(problem.stderr)}`;
  }
}

/** Why the range cannot be bisected in this checkout, or the count of its first-parent commits. */
async function checkRange(repo: string, headSha: string, good: string, bad: string): Promise<{ problem: RangeProblem } | { commits: number }> {
  if (!FULL_SHA.test(good) || !FULL_SHA.test(bad)) return { problem: { kind: 'not-full-ids' } };
  const run = (args: string[]) => execGit(args, { cwd: repo });
  const shallow = await run(['rev-parse', '--is-shallow-repository']);
  if (shallow.stdout.trim() === 'true') return { problem: { kind: 'shallow' } };
  for (const sha of [good, bad]) {
    const present = await run(['cat-file', '-e', `${sha}^{commit}`]);
    if (present.exitCode !== 0) return { problem: { kind: 'missing', sha } };
    const ancestor = await run(['merge-base', '--is-ancestor', sha, headSha]);
    if (ancestor.exitCode !== 0) return { problem: { kind: 'not-ancestor', sha, head: headSha } };
  }
  const count = await run(['rev-list', '--first-parent', '--count', `${good}..${bad}`]);
  const commits = Number(count.stdout.trim());
  if (count.exitCode !== 0 || !Number.isInteger(commits)) return { problem: { kind: 'count-failed', stderr: count.stderr.trim() } };
  return { commits };
}

export function trendBisector(options: TrendBisectOptions): ChangePointBisect {
  const now = options.now ?? Date.now;
  const budgetSeconds = options.budgetMinutes * 60;
  let started: number | undefined;
  let expectedSeconds = options.expectedSeconds;
  const { logger } = options;

  return async (trend: BenchmarkTrend, change: TrendChange): Promise<BisectSection | null> => {
    const name = trend.series.name;
    const good = change.before.sha;
    const bad = change.after.sha;
    // A typed range problem is put in words by rangeProblemText; anything else (an error's message) is escaped.
    const failed = (why: RangeProblem | { kind: 'error'; message: string }): BisectSection => {
      const text = why.kind === 'error' ? escapeMarkdown(why.message) : rangeProblemText(why);
      logger.warning(
        `benchgate could not bisect the change point of ${name}: ${why.kind === 'error' ? why.message : rangeProblemText(why, (raw) => raw)}. The verdict is unaffected.`,
      );
      return {
        done: false,
        markdown: `### benchgate bisect\n\nThe range was not bisected: ${text}. The next trend run that finds this change point tries again.`,
      };
    };
    try {
      const range = await checkRange(options.repo, options.headSha, good, bad);
      if ('problem' in range) return failed(range.problem);
      if (range.commits <= 1) return null;
      started ??= now();
      const left = budgetSeconds - (now() - started) / 1000;
      logger.info(`Bisecting ${name} over the ${range.commits} commits after ${good.slice(0, 12)} (${(left / 60).toFixed(1)} min of the bisect budget left).`);
      const { repo: _repo, base: _base, head: _head, seed: _seed, ...settings } = options.settings;
      const outcome = await bisectRange({
        repo: options.repo,
        good,
        bad,
        benchmark: name,
        settings: [settings],
        policy: options.policy,
        adaptive: options.adaptive,
        logger,
        budget: { seconds: Math.max(0, left), expectedSeconds, now },
      });
      expectedSeconds = Math.max(expectedSeconds, ...outcome.probes.map((probe) => probe.seconds));
      // renderBisect says why a bisection stopped short; a named commit gets its link and full id.
      const answer = outcome.culprit === null ? '' : `\nNamed commit: ${commitLink(outcome.culprit, options.repository)} (\`${outcome.culprit}\`).\n`;
      logger.info(
        `Bisection of ${name}: ${outcome.culprit === null ? `no single commit (${outcome.stop?.kind ?? 'stopped'})` : `${outcome.culprit} made the step`}.`,
      );
      if (outcome.stop?.kind === 'budget') {
        const during = outcome.stop.unfinished === null ? '' : ` during the comparison of ${outcome.stop.unfinished.slice(0, 12)}, which was stopped`;
        logger.warning(`benchgate: the bisect budget ended${during}; the issue of ${name} shows how far the range was narrowed. The verdict is unaffected.`);
      }
      // The step not measured or not decided (the budget ended first, or it was inconclusive): the next run tries again.
      const retry = outcome.benchmark === null && (outcome.stop?.kind === 'budget' || outcome.stop?.kind === 'step-undecided');
      return { done: !retry, markdown: `${renderBisect(outcome)}${answer}` };
    } catch (error) {
      return failed({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
