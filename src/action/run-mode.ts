import { gatePolicy, runAnalysisOptions } from '../experiment/analysis-settings.js';
import { measure } from '../experiment/measure.js';
import { adaptiveOptions, defaultBudgetNote, effectiveBudget } from '../experiment/prior-file.js';
import { defaultBudgetLogLine } from '../report/default-design.js';
import { describeRunner } from '../history/history-entry.js';
import type { HistoryBackend } from '../ports/history-backend.js';
import { BuildFailedError } from '../runner/build.js';
import { runnerInfo } from '../runner/run-record.js';
import { commentBuildFailure } from './build-failure-comment.js';
import { ensureCommit } from './ensure-commits.js';
import { historyPriorFor } from './history-steps.js';
import type { ActionJob, MeasuringJob } from './job-context.js';
import { githubMeta, outputDir } from './job-context.js';
import type { RunProfiles } from '../profile/run-profiles.js';
import { join } from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import { runPipeline, type Gathered, type Publication } from './pipeline.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import type { ChangePointBisect } from './change-point-issues.js';
import { trendBisector } from './trend-bisect.js';
import { gateSinks, runLinks } from './publish-sinks.js';

/**
 * `mode: run` (without `shard`): measure base and head (adaptive with `budget`, or with the
 * default budget when neither `budget` nor `binaries`/`executions` is given; the fixed design
 * when `binaries` or `executions` is given without `budget`), analyse, and report everywhere the
 * run can (`gateSinks`): the artifact, the job summary, error annotations, (on pull requests) the
 * sticky comment and the outputs. Fails the check when a version could not be measured, or a
 * gated benchmark regressed unless a maintainer accepted it by label.
 */
export async function runMode(job: ActionJob, resolved: MeasuringJob): Promise<void> {
  let adaptive: AdaptiveRunOptions | null = null;
  const { inputs, github, port } = job;
  // `bisect: true` (trend-bisect.ts): the trend run's change points are bisected with its own settings and design.
  const bisect = (publication: Publication): ChangePointBisect | undefined =>
    inputs.bisect
      ? trendBisector({
          repo: resolved.repo,
          headSha: resolved.headSha,
          settings: resolved.settings,
          policy: resolved.analysis,
          adaptive,
          budgetMinutes: inputs.bisectBudgetMinutes,
          expectedSeconds: Number(publication.gathered.results.meta?.totalSeconds ?? 0) || 0,
          repository: { owner: github.owner, repo: github.repo, serverUrl: github.serverUrl },
          logger: port.logger,
        })
      : undefined;
  await runPipeline(job, {
    readsHistory: true,
    gather: async (history) => {
      const gathered = await measureRun(job, resolved, history);
      adaptive = gathered.adaptive;
      return gathered;
    },
    decides: { comparison: resolved.comparison, repo: resolved.repo },
    sinks: gateSinks({ comparison: resolved.comparison, analysis: resolved.analysis }, bisect),
  });
}

async function measureRun(job: ActionJob, resolved: MeasuringJob, history: HistoryBackend | null): Promise<Gathered & { adaptive: AdaptiveRunOptions | null }> {
  const { inputs, port, github } = job;
  const budget = effectiveBudget({ budgetMinutes: inputs.budgetMinutes, designGiven: resolved.designGiven });
  const defaulted = defaultBudgetNote(budget);
  if (defaulted !== null) port.logger.info(defaultBudgetLogLine(defaulted));
  const adaptive = await adaptiveOptions({ budgetMinutes: budget.budgetMinutes, prior: inputs.prior, binaries: inputs.binaries }, resolved.repo);
  const notes = defaulted === null ? resolved.notes : [...resolved.notes, defaulted];
  // The history prior of this runner, fitted before measuring: for the fixed design's analysis, or
  // for the adaptive design's looks, whose design grows (docs/statistics.md, "History prior").
  // meta.analysis records it, so the report and any re-gate use the same.
  const historyPriors =
    history === null ? undefined : await historyPriorFor(port, history, describeRunner(runnerInfo()), adaptive === null ? 'design' : 'looks');
  const own = runAnalysisOptions(resolved.analysis, resolved.settings, adaptive);
  const analysis = historyPriors === undefined ? own : { ...own, historyPriors };
  // `profile: auto`: the raw profiles are kept where the artifact is written from, made afresh.
  let profiles: RunProfiles | undefined;
  const profilesDir = join(outputDir(github), 'profiles');
  if (inputs.profile === 'auto') {
    await rm(profilesDir, { recursive: true, force: true });
    await mkdir(profilesDir, { recursive: true });
  }
  const profile = inputs.profile === 'auto' ? { profile: { keepDir: profilesDir, done: (p: RunProfiles) => (profiles = p) } } : {};
  const results = await measure({ settings: resolved.settings, analysis, adaptive, logger: port.logger, ...profile }).catch(async (error: unknown) => {
    if (error instanceof BuildFailedError && resolved.comparison.pullRequest !== undefined) {
      await commentBuildFailure(job, resolved.comparison.pullRequest, resolved.headSha, error);
    }
    throw error;
  });
  results.meta = { ...results.meta, github: githubMeta(github, resolved.comparison) };
  const commits = { base: resolved.baseSha, head: resolved.headSha };
  const anchor = await measureAnchor(job, resolved, history, { analysis, adaptive });
  return {
    results,
    measured: analysis,
    policy: gatePolicy(resolved.analysis),
    notes,
    commits,
    links: runLinks(job, commits),
    adaptive,
    ...(anchor === undefined ? {} : { anchor }),
    ...(profiles === undefined ? {} : { profiles }),
  };
}

/**
 * A trend run's anchor comparison (docs/history-format.md, "Anchor"): the anchor against the measured
 * commit, interleaved on this runner with the run's own design, as a second comparison after the
 * first. Only on trend runs that keep a history. Anything that goes wrong (the anchor cannot be
 * fetched, does not build, its benchmark fails) leaves the anchor out of this run with a note:
 * a broken anchor never fails the check.
 */
async function measureAnchor(
  job: ActionJob,
  resolved: MeasuringJob,
  history: HistoryBackend | null,
  plan: Pick<Parameters<typeof measure>[0], 'analysis' | 'adaptive'>,
): Promise<Gathered['anchor']> {
  const { anchor: ref, anchorBudget } = resolved.settings;
  if (ref === undefined || resolved.comparison.kind !== 'trend') return undefined;
  const budget = anchorBudget === undefined ? {} : { budget: anchorBudget };
  if (history === null) {
    job.port.logger.warning(`benchgate: \`anchor: ${ref}\` is for trend runs that keep a history; with \`history: none\` it is not measured.`);
    return undefined;
  }
  try {
    const sha = await ensureCommit(job.services.git, resolved.repo, ref, 'anchor');
    job.port.logger.info(`Anchor: measuring ${ref} (${sha.slice(0, 12)}) against ${resolved.headSha.slice(0, 12)}, interleaved on this runner.`);
    const results = await measure({ settings: { ...resolved.settings, base: sha }, ...plan, logger: job.port.logger });
    return { ref, sha, results, ...budget };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    job.port.logger.warning(`benchgate: the anchor ${ref} could not be measured, so this trend run goes on without it: ${reason}`);
    return { ref, failed: reason, ...budget };
  }
}
