import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gatePolicy, recordedRunOptions } from '../experiment/analysis-settings.js';
import { parseResults } from '../results/validate-results.js';
import { parseRunContext, RunContextError } from './action-context.js';
import { shaMismatch } from './comment-mode.js';
import type { EventPayload, GitHubEnv } from './github-env.js';
import { githubMeta, outputDir, resolveMeasuringJob, type ActionJob, type MeasuringJob } from './job-context.js';
import { runPipeline, type Gathered } from './pipeline.js';
import { gateSinks, runLinks } from './publish-sinks.js';

/** The label a `labeled`/`unlabeled` pull request event added or removed; null for any other event. */
export function changedLabel(github: GitHubEnv, payload: EventPayload): string | null {
  if (github.eventName !== 'pull_request' && github.eventName !== 'pull_request_target') return null;
  if (payload.action !== 'labeled' && payload.action !== 'unlabeled') return null;
  return payload.label?.name ?? '';
}

/** GitHub compares label names case-insensitively. */
export const isAcceptLabel = (label: string, acceptLabel: string): boolean => label.toLowerCase() === acceptLabel.toLowerCase();

/**
 * A label was added or removed: gate again from the results the last run measured for this
 * pull request's head commit, without building or measuring anything. For the accept label the
 * verdict may change; for any other (`otherLabel`) the check keeps the measured verdict, which
 * a run that ended without gating, or a job skipped by a condition, would turn into a pass. The results come
 * from that run's artifact (`services.lastRunArtifacts`: a run of this workflow file); its
 * context.json must name this pull request and this head commit, and its results.json the
 * commits context.json names (`shaMismatch`, as in `mode: comment`). The gate policy and failure limit are this run's, as in
 * `mode: run`; then the report, comment, outputs and check follow as after a measuring run, now
 * with the label taken into account.
 */
export async function labelMode(job: ActionJob, otherLabel: string | null = null): Promise<void> {
  const resolved = await resolveMeasuringJob(job);
  await runPipeline(job, {
    readsHistory: true,
    gather: () => lastRunResults(job, resolved, otherLabel),
    decides: { comparison: resolved.comparison, repo: resolved.repo },
    sinks: gateSinks({ comparison: resolved.comparison, analysis: resolved.analysis }),
  });
}

/** The results the last run measured for this pull request's head, from its artifact, checked against the event. */
async function lastRunResults(job: ActionJob, resolved: MeasuringJob, otherLabel: string | null): Promise<Gathered> {
  const { port, inputs, github, services } = job;
  const headSha = job.payload.pull_request?.head?.sha;
  if (headSha === undefined) throw new RunContextError('the label event names no pull request head commit');
  const store = await services.lastRunArtifacts({ inputs, github, headSha });
  const dir = outputDir(github, '-last-run');
  await store.download(inputs.artifactName, dir);
  const context = parseRunContext(await readFile(join(dir, 'context.json'), 'utf8'));
  if (context.pullRequest !== resolved.comparison.pullRequest || context.pullRequestHeadSha !== headSha) {
    throw new RunContextError(
      `the last run's artifact is for pull request ${String(context.pullRequest)} at ${context.pullRequestHeadSha ?? 'an unknown head'}, not ` +
        `#${String(resolved.comparison.pullRequest)} at ${headSha}: push again or re-run the workflow to measure this head`,
    );
  }
  const results = parseResults(await readFile(join(dir, 'results.json'), 'utf8'), `results.json in artifact ${inputs.artifactName}`);
  // The same cross-checks as `mode: comment`: the commits results.json measured are the ones context.json names, for this head.
  const mismatch = shaMismatch(context, results, headSha);
  if (mismatch !== undefined) {
    throw new RunContextError(`the last run's artifact does not hold this head's results: ${mismatch}: push again or re-run the workflow to measure this head`);
  }
  port.logger.info(
    otherLabel === null
      ? `The accept label changed: gating again from the results the last run measured for ${headSha} (nothing is built or measured).`
      : `The label "${otherLabel}" changed (not the accept label "${inputs.acceptLabel}"): gating again from the results the last run measured for ` +
          `${headSha}, so that the check keeps the measured verdict (nothing is built or measured).`,
  );
  results.meta = { ...results.meta, github: githubMeta(github, resolved.comparison) };
  const commits = { base: context.baseSha, head: context.headSha };
  // The run's record (its seed, failure limit, priors); the gate policy is this run's.
  return {
    results,
    measured: recordedRunOptions(results.meta),
    policy: gatePolicy(resolved.analysis),
    notes: resolved.notes,
    commits,
    links: runLinks(job, commits),
  };
}
