import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ResultsFormatError } from '../results/validate-results.js';
import { MergeError } from '../sharding/merge-error.js';
import { mergeResults, parseShardResults, type MergeInput } from '../sharding/merge-results.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { MAX_INPUT_BYTES } from './input-file.js';
import { numberOption } from './option-values.js';

export const MERGE_USAGE = `benchgate merge RESULTS.json|DIR ... [-o merged.json] [--expect N] [--replicas]
    DIR: every results.json below it (e.g. the downloaded shard artifacts)`;

const RESULTS_NAME = 'results.json';

/** Every results.json below a directory, in sorted order. */
async function resultsFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await resultsFilesUnder(path)));
    else if (entry.name === RESULTS_NAME) found.push(path);
  }
  return found;
}

async function expand(args: readonly string[], cwd: string): Promise<string[]> {
  const files: string[] = [];
  for (const arg of args) {
    const path = resolve(cwd, arg);
    const info = await stat(path).catch(() => null);
    if (!info) throw new UsageError(`cannot read ${arg}: no such file or directory`);
    if (info.isDirectory()) {
      const found = await resultsFilesUnder(path);
      if (found.length === 0) throw new UsageError(`${arg}: no ${RESULTS_NAME} below this directory`);
      files.push(...found);
    } else {
      if (info.size > MAX_INPUT_BYTES) throw new UsageError(`${arg} is ${Math.round(info.size / 2 ** 20)} MiB; results files over 512 MiB are not read`);
      files.push(path);
    }
  }
  return files;
}

/**
 * `benchgate merge`: merges the results files of the shards of one run, or results files from
 * any source, into one results file for `benchgate analyze`. Exit 0 when merged (benchmarks a
 * missing shard did not measure are listed in `meta.notMeasured` and reported on stderr), 2 on
 * a mismatch (other commits, other settings, a benchmark measured twice) or bad input.
 */
export async function mergeCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string', short: 'o' }, expect: { type: 'string' }, replicas: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(`usage: ${MERGE_USAGE}\n`);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError(`merge needs at least one results file\nusage: ${MERGE_USAGE}`);
  const expect = values.expect === undefined ? undefined : numberOption('expect', values.expect, 0, { min: 1, max: 256 });
  if (expect !== undefined && !Number.isInteger(expect))
    throw new UsageError(`--expect: expected a whole number of shards, got ${JSON.stringify(values.expect)}`);

  const files = await expand(positionals, io.cwd);
  const inputs: MergeInput[] = [];
  for (const file of files) {
    const source = relative(io.cwd, file) || file;
    try {
      inputs.push(parseShardResults(await readFile(file, 'utf8'), source));
    } catch (error) {
      if (!(error instanceof ResultsFormatError)) throw error;
      io.stderr(`benchgate merge: ${error.message.startsWith(source) ? error.message : `${source}: ${error.message}`}\n`);
      return EXIT.usage;
    }
  }

  let outcome;
  try {
    outcome = mergeResults(inputs, { expect, replicas: values.replicas === true });
  } catch (error) {
    if (!(error instanceof MergeError)) throw error;
    io.stderr(`benchgate merge: ${error.message}\n`);
    return EXIT.usage;
  }

  const json = `${JSON.stringify(outcome.results)}\n`;
  if (values.out === undefined || values.out === '-') io.stdout(json);
  else {
    const out = resolve(io.cwd, values.out);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, json);
  }
  for (const warning of outcome.warnings) io.stderr(`warning: ${warning}\n`);
  for (const entry of outcome.notMeasured) io.stderr(`not measured: ${entry.name}: ${entry.reason}\n`);
  const measured = outcome.results.benchmarks.length;
  const missing = outcome.notMeasured.length;
  // prove-unchanged: benchmarks their shards proved unchanged, not run (docs/proof.md, sharded runs).
  const provedNames = new Set((outcome.results.meta?.proof?.parts ?? []).filter((part) => part.proved).flatMap((part) => part.names));
  for (const record of outcome.results.benchmarks) provedNames.delete(record.name);
  const proved = provedNames.size;
  io.stderr(
    `merged ${inputs.length} file${inputs.length === 1 ? '' : 's'}: ${measured} benchmark${measured === 1 ? '' : 's'} ` +
      `measured${proved > 0 ? `, ${proved} proved unchanged (identical inputs)` : ''}${missing > 0 ? `, ${missing} not measured (reported as inconclusive)` : ''}` +
      `${values.out && values.out !== '-' ? `; wrote ${values.out}` : ''}\n`,
  );
  return EXIT.ok;
}
