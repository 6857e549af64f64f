import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measure } from '../experiment/measure.js';
import { runAnalysisOptions } from '../experiment/analysis-settings.js';
import type { HistoryBackend } from '../ports/history-backend.js';
import type { ResultsFile } from '../results/results-format.js';
import { BuildFailedError } from '../runner/build.js';
import type { ShardPlan } from '../sharding/assign-shards.js';
import { formatShard, type ShardId } from '../sharding/parse-shard.js';
import { failedShardResults, shardArtifactName } from '../sharding/shard-manifest.js';
import { Output } from './action-inputs.js';
import { runUrl } from './github-env.js';
import { githubMeta, outputDir, type ActionJob, type MeasuringJob } from './job-context.js';
import { runPipeline, type Gathered, type Sink } from './pipeline.js';
import { publishSummary } from './publish-report.js';
import { publishSeal } from './results-seals.js';
import { shardCostsFromHistory } from './shard-costs.js';

/** The shard a job measures, named as its artifact and its summary name it. */
interface ShardJob {
  shard: ShardId;
  replica: ShardId | undefined;
  /** `shard 2/4`, `shard 2/4, replica 1/3`. */
  label: string;
  /** The artifact the merge job downloads: `benchgate-shard-<i>-of-<N>[-replica-<r>]`. */
  name: string;
  outDir: string;
}

/**
 * `mode: run` with `shard`: measure this shard's part and upload it as
 * `benchgate-shard-<i>-of-<N>[-replica-<r>]` for the merge job. The summary shows this shard
 * alone; no comment, and neither a regression nor a version that could not be measured fails
 * this job (the merge job analyses the whole suite and decides). A failed build uploads the
 * failure, so the merge can say why the shard's benchmarks were not measured, and fails this job.
 */
export async function shardMode(job: ActionJob, resolved: MeasuringJob, shard: ShardId): Promise<void> {
  const replica = job.inputs.replica;
  const name = shardArtifactName(shard, replica);
  const label = `shard ${formatShard(shard)}${replica && replica.count > 1 ? `, replica ${formatShard(replica)}` : ''}`;
  const target: ShardJob = { shard, replica, label, name, outDir: outputDir(job.github, `-${name}`) };
  await runPipeline(job, {
    readsHistory: true,
    gather: (history) => measureShard(job, resolved, target, history),
    sinks: [shardArtifact(target), shardSummary(target)],
  });
}

/** Writes the shard's results.json and uploads it for the merge job; a failed upload fails this job (the merge needs it). */
async function upload(job: ActionJob, target: ShardJob, results: ResultsFile): Promise<void> {
  const file = join(target.outDir, 'results.json');
  const content = `${JSON.stringify(results)}\n`;
  // Sealed before the file exists: the merge trusts only the results.json this job sealed (results-seals.ts).
  publishSeal(job.port, target.name, content);
  await mkdir(target.outDir, { recursive: true });
  await writeFile(file, content);
  const uploaded = await job.artifacts.upload(target.name, [file], target.outDir);
  job.port.logger.info(`Uploaded ${target.label} as artifact ${target.name}${uploaded.url ? `: ${uploaded.url}` : ''}`);
  job.port.setOutput(Output.ResultsJson, file);
}

async function measureShard(job: ActionJob, resolved: MeasuringJob, target: ShardJob, history: HistoryBackend | null): Promise<Gathered> {
  const { port, github } = job;
  const { shard, replica } = target;
  const shas = { base: resolved.baseSha, head: resolved.headSha };
  const github_ = githubMeta(github, resolved.comparison);
  const analysis = runAnalysisOptions(resolved.analysis, resolved.settings, null);
  let results: ResultsFile;
  try {
    // Costs from the newest history entry (of the base commit when there is one), read-only from the
    // history the PR's base branch records: the same read for every shard job of this run.
    const costs = await shardCostsFromHistory(port, history, resolved.baseSha);
    results = await measure({
      settings: resolved.settings,
      analysis,
      adaptive: null,
      shard: { ...shard, ...(replica ? { replica } : {}), ...(costs ? { costs } : {}) },
      logger: port.logger,
    });
  } catch (error) {
    if (!(error instanceof BuildFailedError)) throw error;
    // The build failed before discovery: no names, so an empty plan; the other shards' plans name this shard's benchmarks.
    const plan: ShardPlan = {
      count: shard.count,
      shards: Array.from({ length: shard.count }, () => []),
      loads: new Array<number>(shard.count).fill(0),
      costSource: 'count',
    };
    const failure = `${error.version} build ${error.binary + 1} failed: \`${error.command}\` ${error.reason}`;
    const meta = { tool: 'benchgate run', refs: { base: resolved.settings.base, head: resolved.settings.head }, shas, github: github_ };
    await upload(job, target, failedShardResults({ shard, replica, plan, shas, meta, failure })).catch((uploadError: unknown) =>
      port.logger.warning(
        `benchgate could not upload the failure of ${target.label} as "${target.name}": ${uploadError instanceof Error ? uploadError.message : String(uploadError)}`,
      ),
    );
    throw error;
  }
  results.meta = { ...results.meta, github: github_ };
  // The shard's own settings: its analysis informs (the merge job decides).
  return { results, measured: analysis, policy: {}, notes: [], commits: shas, links: { runUrl: runUrl(github) } };
}

/** The shard's results.json, as the artifact the merge job downloads. */
function shardArtifact(target: ShardJob): Sink {
  return ({ job, gathered }) => upload(job, target, gathered.results);
}

/** The job summary: this shard alone, for reading, not for the check. */
function shardSummary(target: ShardJob): Sink {
  return async ({ job, gathered, markdown }) => {
    const { results } = gathered;
    const assigned = results.meta?.shard?.assigned.length ?? results.benchmarks.length;
    const total = results.meta?.shard?.plan.flat().length ?? results.benchmarks.length;
    const intro =
      `### benchgate: ${target.label}\n\nThis job ${results.meta?.proof === undefined ? 'measured' : 'proved unchanged or measured'} ${assigned} of the suite's ${total} benchmarks and uploaded them as the artifact ` +
      `\`${target.name}\`. The \`mode: merge\` job analyses all shards together and decides; the table below analyses this shard alone (its error control ` +
      `covers only these benchmarks) and is for reading, not for the check.\n`;
    // A shard whose benchmarks were all proved unchanged (prove-unchanged) has no values but a report.
    const body =
      results.benchmarks.length === 0 && results.meta?.proof === undefined ? 'Nothing to measure: there are more shards than benchmarks.\n' : markdown();
    await publishSummary(job.port, `${intro}\n${body}`);
  };
}
