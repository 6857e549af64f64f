import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { analyse } from '../experiment/analyse.js';
import { buildReport } from '../experiment/build-report.js';
import { measure } from '../experiment/measure.js';
import { runAnalysisOptions } from '../experiment/analysis-settings.js';
import type { ResultsFile } from '../results/results-format.js';
import { BuildFailedError } from '../runner/build.js';
import type { ShardPlan } from '../sharding/assign-shards.js';
import { formatShard, type ShardId } from '../sharding/parse-shard.js';
import { failedShardResults, shardArtifactName } from '../sharding/shard-manifest.js';
import { Output } from './action-inputs.js';
import { runUrl } from './github-env.js';
import { githubMeta, historyBranches, outputDir, type ActionJob, type MeasuringJob } from './job-context.js';
import { publishSummary } from './publish-report.js';
import { shardCostsFromHistory } from './shard-costs.js';

/**
 * `mode: run` with `shard`: measure this shard's part and upload it as
 * `benchgate-shard-<i>-of-<N>[-replica-<r>]` for the merge job. The summary shows this shard
 * alone; no comment, and neither a regression nor a version that could not be measured fails
 * this job (the merge job analyses the whole suite and decides). A failed build uploads the
 * failure, so the merge can say why the shard's benchmarks were not measured, and fails this job.
 */
export async function shardMode(job: ActionJob, resolved: MeasuringJob, shard: ShardId): Promise<void> {
  const { port, inputs, github, services, artifacts } = job;
  const replica = inputs.replica;
  const label = `shard ${formatShard(shard)}${replica && replica.count > 1 ? `, replica ${formatShard(replica)}` : ''}`;
  const name = shardArtifactName(shard, replica);
  const outDir = outputDir(github, `-${name}`);
  await mkdir(outDir, { recursive: true });
  const upload = async (results: ResultsFile) => {
    await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results)}\n`);
    const uploaded = await artifacts.upload(name, [join(outDir, 'results.json')], outDir);
    port.logger.info(`Uploaded ${label} as artifact ${name}${uploaded.url ? `: ${uploaded.url}` : ''}`);
    port.setOutput(Output.ResultsJson, join(outDir, 'results.json'));
  };
  const shas = { base: resolved.baseSha, head: resolved.headSha };
  const github_ = githubMeta(github, resolved.comparison);
  const analysis = runAnalysisOptions(resolved.analysis, resolved.settings, null);

  let results: ResultsFile;
  try {
    // Costs from the newest history entry (of the base commit when there is one), read-only from the
    // history the PR's base branch records: the same read for every shard job of this run.
    const backend = services.history({ inputs, github, branches: historyBranches(job, resolved.payload) });
    const costs = await shardCostsFromHistory(port, backend, resolved.baseSha);
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
    await upload(failedShardResults({ shard, replica, plan, shas, meta, failure })).catch((uploadError: unknown) =>
      port.logger.warning(
        `benchgate could not upload the failure of ${label} as "${name}": ${uploadError instanceof Error ? uploadError.message : String(uploadError)}`,
      ),
    );
    throw error;
  }
  results.meta = { ...results.meta, github: github_ };
  await upload(results);

  const assigned = results.meta.shard?.assigned.length ?? results.benchmarks.length;
  const total = results.meta.shard?.plan.flat().length ?? results.benchmarks.length;
  const intro =
    `### benchgate: ${label}\n\nThis job measured ${assigned} of the suite's ${total} benchmarks and uploaded them as the artifact ` +
    `\`${name}\`. The \`mode: merge\` job analyses all shards together and decides; the table below analyses this shard alone (its error control ` +
    `covers only these benchmarks) and is for reading, not for the check.\n`;
  const body =
    results.benchmarks.length === 0
      ? 'Nothing to measure: there are more shards than benchmarks.\n'
      : buildReport({
          results,
          analysed: analyse(results, analysis),
          context: { runUrl: runUrl(github) },
          gate: { failOnRegression: inputs.failOnRegression, accepted: false, decides: false },
        }).markdown;
  await publishSummary(port, `${intro}\n${body}`);
}
