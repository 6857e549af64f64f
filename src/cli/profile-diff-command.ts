import { parseArgs } from 'node:util';
import { analysisLayer } from '../config/analysis-config.js';
import { InvalidValueError } from '../config/invalid-value.js';
import { diffProfiles, type ProfileDiffOptions } from '../profile/profile-diff.js';
import { profileDiffMarkdown } from '../report/profile-markdown.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { readProfileSet } from './profile-dirs.js';
import { resolve } from 'node:path';

/** `benchgate profile-diff BASE_DIR HEAD_DIR`: the per-function comparison of two profile sets, as markdown or JSON. */
export async function profileDiffCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean' }, confidence: { type: 'string' }, 'min-effect': { type: 'string' }, correction: { type: 'string' } },
  });
  if (positionals.length !== 2) throw new UsageError('profile-diff takes two directories of .cpuprofile files: BASE_DIR HEAD_DIR');
  const given: Partial<ProfileDiffOptions> = {};
  try {
    // The analysis settings' one parser, as for `analyze`, the config file and the action inputs.
    const layer = analysisLayer(
      (name) => (['confidence', 'min-effect', 'correction'].includes(name) ? (values[name as keyof typeof values] as string | undefined) : undefined),
      (name) => `--${name}`,
    );
    if (layer.confidence !== undefined) given.confidence = layer.confidence;
    if (layer.minEffect !== undefined) given.minEffect = layer.minEffect;
    if (layer.correction !== undefined) given.correction = layer.correction;
  } catch (error) {
    if (error instanceof InvalidValueError) throw new UsageError(error.message);
    throw error;
  }
  const [baseDir, headDir] = positionals;
  const base = await readProfileSet(resolve(io.cwd, baseDir), baseDir);
  const head = await readProfileSet(resolve(io.cwd, headDir), headDir);
  const diff = diffProfiles(base, head, given);
  io.stdout(values.json === true ? `${JSON.stringify(diff, null, 2)}\n` : profileDiffMarkdown(diff));
  return EXIT.ok;
}
