import { readFile } from 'node:fs/promises';
import { parseDocument, type Tags } from 'yaml';
import { ANALYSIS_CONFIG_KEYS, minEffectValue, parseAnalysisKey, type AnalysisSettingsInput } from './analysis-config.js';
import { ConfigError, type RunSettingsInput } from './run-settings.js';
import * as values from './setting-values.js';

export { CONFIG_FILE_PATH } from './config-file-path.js';

type SettingKey = keyof RunSettingsInput;
interface FileField<K extends SettingKey> {
  setting: K;
  parse(value: unknown): NonNullable<RunSettingsInput[K]> | null;
}
const field = <K extends SettingKey>(setting: K, parse: FileField<K>['parse']): FileField<K> => ({ setting, parse });

/** Every key the config file accepts (documented in docs/runner.md), and how its value is read. */
export const CONFIG_FILE_FIELDS = {
  base: field('base', values.gitRef),
  head: field('head', values.gitRef),
  build: field('build', values.optionalCommand),
  clean: field('clean', values.optionalCommand),
  bench: field('bench', values.command),
  format: field('format', values.outputFormat),
  binaries: field('binaries', (v) => values.wholeNumber(v, 1)),
  executions: field('executions', (v) => values.wholeNumber(v, 1)),
  timeout: field('timeoutSeconds', values.timeoutSeconds),
  artifacts: field('artifacts', values.globList),
  seed: field('seed', values.seedValue),
  'max-failure-share': field('maxFailureShare', values.share),
  env: field('env', values.envMap),
  workdir: field('workdir', values.optionalRelativePath),
  'result-file': field('resultFile', values.optionalRelativePath),
  'split-benchmarks': field('splitBenchmarks', (v) => values.wholeNumber(v, 1)),
  'prove-unchanged': field('proveUnchanged', values.onOff),
  metrics: field('metrics', values.metricList),
  anchor: field('anchor', values.gitRef),
  'anchor-budget': field('anchorBudget', minEffectValue),
} as const;

/** How many alias expansions a config file may make (the yaml package's default is 100). */
const MAX_ALIAS_COUNT = 100;

const VALID_KEYS = [...Object.keys(CONFIG_FILE_FIELDS), ...ANALYSIS_CONFIG_KEYS];

/** A config file's content: what to run, and how to judge it. */
export interface ConfigFile {
  run: RunSettingsInput;
  analysis: AnalysisSettingsInput;
}

/**
 * Reads and validates a config file. A missing file is not an error when `optional`
 * (the default location need not exist); `source` is how messages name the file.
 */
export async function loadConfigFile(path: string, source: string, optional: boolean): Promise<ConfigFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return { run: {}, analysis: {} };
    throw new ConfigError(`${source}: cannot read the config file: ${(error as Error).message}`);
  }
  return parseConfigText(text, source);
}

/** Parses the YAML text of a config file; every problem is a `ConfigError` naming `source` and the key. */
/**
 * YAML 1.2 reads `0x10` and `0o7` as 16 and 7; here they stay text, which the number settings
 * refuse, as the flag and the action input do. Nobody means a count or a timeout in hex.
 */
const decimalIntegersOnly = (tags: Tags): Tags => tags.filter((tag) => !(typeof tag === 'object' && (tag.format === 'HEX' || tag.format === 'OCT')));

export function parseConfigText(text: string, source: string): ConfigFile {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true, customTags: decimalIntegersOnly });
  if (document.errors.length > 0) {
    throw new ConfigError(`${source}: not valid YAML: ${document.errors[0].message}`);
  }
  let content: unknown;
  try {
    // The yaml package's own bound on alias expansion; a "billion laughs" file exceeds it.
    content = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    throw new ConfigError(`${source}: not a usable YAML document: ${(error as Error).message}`);
  }
  if (content === null || content === undefined) return { run: {}, analysis: {} };
  if (typeof content !== 'object' || Array.isArray(content)) {
    throw new ConfigError(`${source}: expected a mapping of settings (key: value), got ${Array.isArray(content) ? 'a list' : JSON.stringify(content)}`);
  }
  const settings: Record<string, unknown> = {};
  const analysis: AnalysisSettingsInput = {};
  for (const [key, value] of Object.entries(content)) {
    if (!VALID_KEYS.includes(key)) {
      throw new ConfigError(`${source}: unknown key "${key}"${suggestion(key)}; valid keys: ${VALID_KEYS.join(', ')}`);
    }
    try {
      if (Object.hasOwn(CONFIG_FILE_FIELDS, key)) {
        const { setting, parse } = CONFIG_FILE_FIELDS[key as keyof typeof CONFIG_FILE_FIELDS];
        settings[setting] = parse(value);
      } else {
        parseAnalysisKey(key as (typeof ANALYSIS_CONFIG_KEYS)[number], value, analysis);
      }
    } catch (error) {
      if (error instanceof values.InvalidValueError) throw new ConfigError(`${source}: ${key}${error.message.startsWith('[') ? '' : ': '}${error.message}`);
      throw error;
    }
  }
  return { run: settings, analysis };
}

/** "maxFailureShare", "binary", "timeout-seconds" and "seeds" all point at a real key. */
function suggestion(key: string): string {
  const normal = (k: string): string => k.toLowerCase().replace(/[-_]/g, '');
  const typed = normal(key);
  const close = (valid: string): boolean => {
    const target = normal(valid);
    let prefix = 0;
    while (prefix < Math.min(typed.length, target.length) && typed[prefix] === target[prefix]) prefix += 1;
    return prefix >= 5 || editDistance(typed, target) <= 2;
  };
  const match = VALID_KEYS.find((valid) => normal(valid) === typed) ?? VALID_KEYS.find(close);
  return match === undefined ? '' : ` (did you mean "${match}"?)`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
