import type { RunNote } from '../analysis/notes.js';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { resolveAnalysisSettings, type AnalysisSettings } from '../config/analysis-config.js';
import { gatePolicy, recordedRunOptions } from '../experiment/analysis-settings.js';
import { ArtifactStoreError } from '../ports/artifact-store.js';
import { MergeError } from '../sharding/merge-error.js';
import { mergeResults } from '../sharding/merge-results.js';
import { expectedArtifactNames } from '../sharding/shard-manifest.js';
import { describeRunner } from '../history/history-entry.js';
import type { HistoryBackend } from '../ports/history-backend.js';
import type { Comparison } from './event-comparison.js';
import { historyPriorFor } from './history-steps.js';
import { existingWorkingDirectory, githubMeta, jobEvent, loadJobConfig, outputDir, type ActionJob } from './job-context.js';
import { runPipeline, type Gathered } from './pipeline.js';
import { sealedShards, type DownloadedShard } from './shard-seals.js';
import { gateSinks, runLinks } from './publish-sinks.js';

/** The shards' results.json files of this workflow run, as bytes; a missing artifact or one without results.json is a warning. */
async function downloadShards(job: ActionJob, names: readonly string[]): Promise<DownloadedShard[]> {
  const downloadDir = outputDir(job.github, '-shards');
  const found: DownloadedShard[] = [];
  for (const name of names) {
    let files: string[];
    try {
      files = await job.artifacts.download(name, join(downloadDir, name));
    } catch (error) {
      if (error instanceof ArtifactStoreError && error.kind === 'not-found') {
        job.port.logger.warning(`no artifact ${name} in this workflow run: its benchmarks are reported as not measured`);
        continue;
      }
      throw error;
    }
    const file = files.find((f) => basename(f) === 'results.json');
    if (file === undefined) {
      job.port.logger.warning(`artifact ${name} holds no results.json: treated as missing`);
      continue;
    }
    found.push({ name, bytes: await readFile(file) });
  }
  return found;
}

/**
 * `mode: merge`: download the shards' artifacts of this workflow run, merge them, and report
 * the whole suite as `mode: run` does (the same pipeline and sinks: one comment, one check). A
 * shard whose artifact is missing or that failed has its benchmarks reported as not measured
 * (inconclusive), with a warning, and fails the check naming the shard unless
 * `allow-missing-shards: true` accepts partial results (buildReport's gate); shards that cannot
 * be merged (other commits, other settings) fail the check.
 */
export async function mergeMode(job: ActionJob, shards: number): Promise<void> {
  // Checked before the downloads; no checkout is needed, so no git repository either.
  const workspace = await existingWorkingDirectory(job);
  const { comparison } = jobEvent(job);
  const analysis = resolveAnalysisSettings([(await loadJobConfig(job, workspace)).analysis, job.inputs.analysis]);
  await runPipeline(job, {
    readsHistory: true,
    gather: (history) => mergeShards(job, { shards, comparison, analysis }, history),
    decides: { comparison, repo: workspace },
    sinks: gateSinks({ comparison, analysis }),
  });
}

async function mergeShards(
  job: ActionJob,
  merge: { shards: number; comparison: Comparison; analysis: AnalysisSettings },
  history: HistoryBackend | null,
): Promise<Gathered> {
  const { port, inputs, github } = job;
  const { shards, comparison, analysis } = merge;
  const names = expectedArtifactNames(shards, inputs.replicas);
  const downloaded = await downloadShards(job, names);
  if (downloaded.length === 0) {
    throw new MergeError(
      `none of the ${names.length} shard artifacts of this workflow run was found (${names.join(', ')}): did the shard jobs run with \`shard: ` +
        `i/${shards}\` in this workflow?`,
    );
  }
  // A malformed proof drops the proof, not the shard: its measured benchmarks still count (merge-proofs.ts).
  const { inputs: found, refused } = await sealedShards(job, downloaded);
  const notes: RunNote[] = [];
  for (const { name, reason } of refused) port.logger.warning(`${name} counts as a failed shard: ${reason}`);
  if (refused.length > 0) {
    notes.push({ kind: 'shards-refused', shards: refused.map(({ name, reason }) => ({ name, reason })) });
  }
  const outcome = mergeResults(found, { expect: shards, replicas: inputs.replicas > 1 });
  const results = outcome.results;
  // Benchmarks their shards proved unchanged are decided without values: that is not "nothing measured".
  const proved = (results.meta?.proof?.parts ?? []).some((part) => part.proved);
  if (results.benchmarks.length === 0 && outcome.notMeasured.length === 0 && !proved) {
    // Every delivered shard failed before it knew the benchmarks: nothing to report, and passing would hide it.
    const merge = results.meta?.merge;
    const reasons = [
      ...(merge?.inputs ?? []).map((input) => `${input.source}: ${input.failure ?? 'no benchmarks'}`),
      ...(merge?.missing ?? []).map((shard) => `${shard}: no artifact`),
    ];
    throw new MergeError(`no shard measured any benchmark, so there is nothing to compare: ${reasons.join('; ')}`);
  }
  for (const warning of outcome.warnings) port.logger.warning(warning);
  if (outcome.notMeasured.length > 0) {
    const list = outcome.notMeasured.map((entry) => `${entry.name} (${entry.reason})`).join('; ');
    const one = outcome.notMeasured.length === 1;
    port.logger.warning(
      `${outcome.notMeasured.length} benchmark${one ? ' was' : 's were'} not measured and ${one ? 'is' : 'are'} reported as inconclusive: ${list}`,
    );
    notes.push({ kind: 'not-measured', names: outcome.notMeasured.map((entry) => entry.name) });
  }
  results.meta = { ...results.meta, github: githubMeta(github, comparison) };
  const shas = results.meta.shas;
  const commits = { base: shas?.base ?? (typeof comparison.base === 'string' ? comparison.base : ''), head: shas?.head ?? comparison.head };
  // The history prior of the runner the shards recorded (a fixed design's first analysis).
  const historyPriors = history === null ? undefined : await historyPriorFor(port, history, describeRunner(results.meta.runner));
  // What the merged file records (the shards' shared settings and the merge's seed); the gate policy is this job's.
  const measured = { ...recordedRunOptions(results.meta), ...(historyPriors === undefined ? {} : { historyPriors }) };
  const partial = refused.length > 0 ? { allowMissingShards: false } : {};
  return { results, measured, policy: gatePolicy(analysis), notes, commits, links: runLinks(job, commits), ...partial };
}
