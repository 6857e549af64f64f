import { analysisDifferences, resolveAnalysisSettings, type AnalysisSettingsInput } from './analysis-config.js';
import { CONFIG_FILE_FIELDS, parseConfigText, type ConfigFile } from './config-file.js';
import type { RunSettingsInput } from './run-settings.js';

/**
 * Reads a file's text as committed (e.g. `git show <sha>:<path>`); null when the commit has no
 * such file. The caller supplies it, so this module stays free of git.
 */
export type ReadCommittedFile = (path: string) => Promise<string | null>;

/** The config file as committed in `commit`, `source` naming it in messages (e.g. `<sha>:.github/benchgate.yml`); a missing file is empty. */
export async function loadCommittedConfig(read: ReadCommittedFile, path: string, source: string): Promise<ConfigFile> {
  const text = await read(path.replace(/^(\.\/)+/, ''));
  return text === null ? { run: {}, analysis: {} } : parseConfigText(text, source);
}

/**
 * The gate policy of a pull request's run: the analysis keys (confidence, min-effect,
 * correction, rule, and the per-benchmark `benchmarks:` policies) come from the base commit's
 * config file, not from the PR's, so a PR cannot switch off or loosen its own gate. What to
 * run (bench, build …) still comes from the PR's file. When the PR's analysis keys differ, a
 * note (plain text: escape it for markdown) says so: they apply once the PR is merged.
 */
export function pullRequestGatePolicy(
  base: AnalysisSettingsInput,
  head: AnalysisSettingsInput,
  path: string,
): { analysis: AnalysisSettingsInput; note?: string } {
  const differences = analysisDifferences(resolveAnalysisSettings([base]), resolveAnalysisSettings([head]));
  if (differences.length === 0) return { analysis: base };
  return {
    analysis: base,
    note:
      `The gate policy comes from the base commit's ${path}. This pull request changes its analysis settings (${differences.join('; ')}); ` +
      `they were not applied here and take effect once it is merged.`,
  };
}

/**
 * The analysis settings of `mode: comment`: the comment workflow's own inputs over its
 * checkout's config file (the default branch's) over the defaults, never the settings that
 * the measuring run (possibly a fork's) recorded in the artifact. When those differ, the note
 * names the settings that differ, not their values (they come from an untrusted run).
 */
export function commentGatePolicy(
  trusted: readonly AnalysisSettingsInput[],
  artifact: AnalysisSettingsInput,
): { analysis: ReturnType<typeof resolveAnalysisSettings>; note?: string } {
  const analysis = resolveAnalysisSettings(trusted);
  const differences = analysisDifferences(analysis, resolveAnalysisSettings([artifact])).map((line) => line.slice(0, line.indexOf(':')));
  if (differences.length === 0) return { analysis };
  return {
    analysis,
    note:
      `The measuring run's artifact records other analysis settings (${differences.join(', ')}) than this workflow's inputs and config file; ` +
      `the verdict here uses this workflow's.`,
  };
}

/**
 * The config file's keys that decide whether or how much is measured, and what a version that
 * could not be measured is: the proof that measures nothing (`prove-unchanged`), the metrics
 * counted beside time (`metrics`), the design (`binaries`, `executions`; with neither, the
 * adaptive run's default budget) and the failure limit (`max-failure-share`). `budget` is an
 * action input only. On a pull request they come from the workflow's inputs or the base commit's
 * config file, never the PR's own (pullRequestMeasuringSettings).
 */
export const MEASURING_KEYS = [
  'prove-unchanged',
  'metrics',
  'binaries',
  'executions',
  'max-failure-share',
] as const satisfies readonly (keyof typeof CONFIG_FILE_FIELDS)[];

/**
 * The run settings of a pull request's config file with MEASURING_KEYS taken from the base
 * commit's file (absent there: the default), so a PR cannot turn on its own proof of
 * `unchanged`, drop or add metrics, shrink its design or loosen its failure limit. What to run
 * (bench, build, format …) still comes from the PR's file. `changed` names the keys whose values
 * differ in the PR's file; then a note (plain text: escape it for markdown) says they were not
 * applied. The workflow's inputs still win over both (job-context.ts).
 */
export function pullRequestMeasuringSettings(
  base: RunSettingsInput,
  head: RunSettingsInput,
  path: string,
): { run: RunSettingsInput; changed: string[]; note?: string } {
  const run: Record<string, unknown> = { ...head };
  const changed: string[] = [];
  for (const key of MEASURING_KEYS) {
    const setting = CONFIG_FILE_FIELDS[key].setting;
    run[setting] = base[setting];
    if (JSON.stringify(base[setting]) !== JSON.stringify(head[setting])) changed.push(key);
  }
  if (changed.length === 0) return { run, changed };
  return {
    run,
    changed,
    note:
      `What decides whether and how much is measured (${MEASURING_KEYS.join(', ')}) comes from the workflow's inputs and the base commit's ${path}. ` +
      `This pull request changes ${changed.join(', ')} in its ${path}; not applied here, they take effect once it is merged.`,
  };
}
