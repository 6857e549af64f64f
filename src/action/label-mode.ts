import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gatePolicy, recordedRunOptions } from '../experiment/analysis-settings.js';
import type { BuiltReport } from '../experiment/build-report.js';
import { sealDigest } from '../github/results-seal.js';
import { parseResults } from '../results/validate-results.js';
import type { LastRunArtifacts } from './action-services.js';
import { parseRunContext, RunContextError } from './action-context.js';
import { shaMismatch } from './comment-mode.js';
import type { EventPayload, GitHubEnv } from './github-env.js';
import { githubMeta, outputDir, resolveMeasuringJob, type ActionJob, type MeasuringJob } from './job-context.js';
import { runPipeline, type Gathered } from './pipeline.js';
import { gateSinks, runLinks } from './publish-sinks.js';
import { lastRunSeal } from './results-seals.js';

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
 * with the label taken into account. A re-gate that would pass rests on what GitHub recorded
 * (`confirmPass`): the artifact alone never turns a red check green.
 */
export async function labelMode(job: ActionJob, otherLabel: string | null = null): Promise<void> {
  const resolved = await resolveMeasuringJob(job);
  let read: LastRunRead | undefined;
  await runPipeline(job, {
    readsHistory: true,
    gather: async () => {
      read = await lastRunResults(job, resolved, otherLabel);
      return read.gathered;
    },
    decides: { comparison: resolved.comparison, repo: resolved.repo },
    sinks: gateSinks({ comparison: resolved.comparison, analysis: resolved.analysis }),
    beforePublish: (built, accepted) => (read === undefined ? Promise.resolve() : confirmPass(job, read, built, accepted)),
  });
}

/** What a label run read: the gathered results, where from, and the digest of the results.json it read. */
interface LastRunRead {
  gathered: Gathered;
  last: LastRunArtifacts;
  digest: string;
}

/**
 * A re-gate that would pass rests on what GitHub recorded, not on the artifact alone: a process
 * the measured code left behind may have rewritten results.json before the upload (issue 43).
 * Unless the accept label applies, the results.json read must be the one the measuring job
 * sealed, and GitHub must have recorded that job as a success; otherwise, or when GitHub cannot
 * be read, the check stays red, saying why. A re-gate that fails the check needs no seal.
 */
async function confirmPass(job: ActionJob, read: LastRunRead, built: BuiltReport, accepted: boolean): Promise<void> {
  if (built.gate.message !== null || accepted) return;
  const seal = await lastRunSeal(job, read.last, job.inputs.artifactName, read.digest);
  if (!seal.sealed) {
    throw new RunContextError(
      `the last run's results would pass the check, but they are not what GitHub recorded: ${seal.reason}. The check stays red: push again or ` +
        're-run the workflow to measure this head',
    );
  }
  job.port.logger.info(`The last run's results.json is the one job ${seal.job} sealed, and GitHub recorded that job as a success.`);
}

/** The results the last run measured for this pull request's head, from its artifact, checked against the event. */
async function lastRunResults(job: ActionJob, resolved: MeasuringJob, otherLabel: string | null): Promise<LastRunRead> {
  const { port, inputs, github, services } = job;
  const headSha = job.payload.pull_request?.head?.sha;
  if (headSha === undefined) throw new RunContextError('the label event names no pull request head commit');
  const last = await services.lastRunArtifacts({ inputs, github, headSha });
  const dir = outputDir(github, '-last-run');
  await last.store.download(inputs.artifactName, dir);
  const context = parseRunContext(await readFile(join(dir, 'context.json'), 'utf8'));
  if (context.pullRequest !== resolved.comparison.pullRequest || context.pullRequestHeadSha !== headSha) {
    throw new RunContextError(
      `the last run's artifact is for pull request ${String(context.pullRequest)} at ${context.pullRequestHeadSha ?? 'an unknown head'}, not ` +
        `#${String(resolved.comparison.pullRequest)} at ${headSha}: push again or re-run the workflow to measure this head`,
    );
  }
  const bytes = await readFile(join(dir, 'results.json'));
  const results = parseResults(bytes.toString('utf8'), `results.json in artifact ${inputs.artifactName}`);
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
  const gathered = {
    results,
    measured: recordedRunOptions(results.meta),
    policy: gatePolicy(resolved.analysis),
    notes: resolved.notes,
    commits,
    links: runLinks(job, commits),
  };
  return { gathered, last, digest: sealDigest(bytes) };
}
