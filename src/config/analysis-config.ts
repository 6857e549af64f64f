import { DECISION_RULES, DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions } from './analysis-options.js';
import { GATE_MODES, type BenchmarkPolicy } from './benchmark-policy.js';
import { CORRECTIONS } from '../stats/multiple-testing.js';
import { compileGlob, GlobSyntaxError } from './glob.js';
import { InvalidValueError } from './invalid-value.js';
import { MAX_GLOB_LENGTH, MAX_POLICIES } from '../results/analysis-record.js';

/**
 * The config file's analysis keys: how results are judged, and per-benchmark policies.
 *
 *   confidence: 0.95
 *   min-effect: 2%
 *   correction: holm        # holm | bh | none
 *   rule: interval          # interval | overlap
 *   detect-warmup: true     # detect warm-up in values recorded without a warmup split
 *   benchmarks:             # first matching pattern wins
 *     - match: "io/**"
 *       gate: report        # gate | report | ignore
 *       min-effect: 5%
 */
export type AnalysisSettingsInput = Partial<Pick<AnalysisOptions, 'confidence' | 'minEffect' | 'correction' | 'rule' | 'detectWarmup' | 'policies'>>;

export const ANALYSIS_CONFIG_KEYS = ['confidence', 'min-effect', 'correction', 'rule', 'detect-warmup', 'benchmarks'] as const;

/**
 * A number, or a percentage like `2%`, within [min, max]. Numbers may come as numbers (YAML)
 * or as text (flags, inputs, quoted YAML): `0.02`, `2%` and `2 %` are the same value.
 */
export function fractionValue(value: unknown, min: number, max: number, example = '2%'): number {
  let number: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    // Number('') is 0: neither '' nor a bare '%' may pass as 0.
    if (/^[\d.]+\s*%$/.test(text)) number = Number(text.slice(0, -1).trim()) / 100;
    else if (text !== '' && /^[+-]?[\d.]+(?:e[+-]?\d+)?$/i.test(text)) number = Number(text);
  }
  if (typeof number !== 'number' || !Number.isFinite(number) || number < min || number > max) {
    throw new InvalidValueError(`expected a number from ${min} to ${max} (or a percentage like ${example}), got ${JSON.stringify(value)}`);
  }
  return number;
}

/**
 * min-effect as a share (0.02) or a percentage (2%, up to 1000%). A bare number of 1 or more is
 * refused: `min-effect: 2` is almost always meant as 2 %, and read as 200 % it would make a
 * gate that never fails. A change that large is written as a percentage.
 */
export function minEffectValue(value: unknown): number {
  const expected = 'expected a share below 1 (0.02) or a percentage up to 1000% (2%)';
  let share: number;
  try {
    share = fractionValue(value, 0, 10);
  } catch (error) {
    if (error instanceof InvalidValueError) throw new InvalidValueError(`${expected}, got ${JSON.stringify(value)}`);
    throw error;
  }
  const percentage = typeof value === 'string' && value.trim().endsWith('%');
  if (share >= 1 && !percentage) {
    const asPercent = Number((share * 100).toPrecision(10));
    throw new InvalidValueError(
      `${expected}, got ${JSON.stringify(value)}: that would be ${asPercent} %; for ${share} % write ${share}%, and for ${asPercent} % write ${asPercent}%`,
    );
  }
  return share;
}

/** true or false, as a YAML boolean or as text in any case (inputs, flags). */
function booleanValue(value: unknown): boolean {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === true || text === 'true') return true;
  if (text === false || text === 'false') return false;
  throw new InvalidValueError(`expected true or false, got ${JSON.stringify(value)}`);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw new InvalidValueError(`expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

function policies(value: unknown): BenchmarkPolicy[] {
  if (!Array.isArray(value)) throw new InvalidValueError(`expected a list of { match, gate, min-effect }, got ${JSON.stringify(value)}`);
  // The results record them whole (meta.analysis), and a reader refuses more.
  if (value.length > MAX_POLICIES) throw new InvalidValueError(`${value.length} policies; at most ${MAX_POLICIES} are allowed`);
  return value.map((item: unknown, index) => {
    const where = `[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new InvalidValueError(`${where}: expected a mapping, got ${JSON.stringify(item)}`);
    const unknown = Object.keys(item).filter((key) => !['match', 'gate', 'min-effect'].includes(key));
    if (unknown.length > 0) throw new InvalidValueError(`${where}: unknown key "${unknown[0]}"; valid keys: match, gate, min-effect`);
    const entry = item as Record<string, unknown>;
    if (typeof entry.match !== 'string' || entry.match === '')
      throw new InvalidValueError(`${where}.match: expected a glob over benchmark names, got ${JSON.stringify(entry.match)}`);
    if (entry.match.length > MAX_GLOB_LENGTH)
      throw new InvalidValueError(`${where}.match: a glob of ${entry.match.length} characters; at most ${MAX_GLOB_LENGTH} are allowed`);
    try {
      compileGlob(entry.match);
    } catch (error) {
      if (error instanceof GlobSyntaxError) throw new InvalidValueError(`${where}.match: ${error.message}`);
      throw error;
    }
    const policy: BenchmarkPolicy = { match: entry.match };
    const field = <T>(key: string, read: () => T): T => {
      try {
        return read();
      } catch (error) {
        if (error instanceof InvalidValueError) throw new InvalidValueError(`${where}.${key}: ${error.message}`);
        throw error;
      }
    };
    if (entry.gate !== undefined) policy.gate = field('gate', () => oneOf(entry.gate, GATE_MODES));
    if (entry['min-effect'] !== undefined) policy.minEffect = field('min-effect', () => minEffectValue(entry['min-effect']));
    return policy;
  });
}

/** The analysis settings every mode ends up with: the layers merged over the defaults. */
export type AnalysisSettings = Pick<AnalysisOptions, 'confidence' | 'minEffect' | 'correction' | 'rule'> & {
  detectWarmup: boolean;
  policies: BenchmarkPolicy[];
};

interface AnalysisSetting<K extends keyof AnalysisSettings> {
  /** The config file key, action input and CLI flag (`--name`). */
  name: string;
  /** Reads a value from any layer (YAML value or text); throws InvalidValueError with what was expected. */
  parse(value: unknown): AnalysisSettings[K];
  default: AnalysisSettings[K];
}

/**
 * The one definition of each analysis setting: its name (the same for the config file key, the
 * action input and the CLI flag), its parser with its range, and its default. Every front end
 * and every mode reads them through these, so the same value is accepted or refused everywhere.
 */
export const ANALYSIS_SETTINGS: { [K in keyof AnalysisSettings]: AnalysisSetting<K> } = {
  confidence: { name: 'confidence', parse: (v) => fractionValue(v, 0.5, 0.9999, '95%'), default: DEFAULT_ANALYSIS_OPTIONS.confidence },
  minEffect: { name: 'min-effect', parse: minEffectValue, default: DEFAULT_ANALYSIS_OPTIONS.minEffect },
  correction: { name: 'correction', parse: (v) => oneOf(v, CORRECTIONS), default: DEFAULT_ANALYSIS_OPTIONS.correction },
  rule: { name: 'rule', parse: (v) => oneOf(v, DECISION_RULES), default: DEFAULT_ANALYSIS_OPTIONS.rule },
  detectWarmup: { name: 'detect-warmup', parse: booleanValue, default: true },
  policies: { name: 'benchmarks', parse: policies, default: [] },
};

/** The settings given as text (action inputs, CLI flags): the layer of those given; `read` returns undefined for not given. */
export function analysisLayer(read: (name: string) => string | undefined, where: (name: string) => string): AnalysisSettingsInput {
  const layer: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(ANALYSIS_SETTINGS)) {
    if (key === 'policies') continue; // a list: the config file only
    const raw = read(setting.name);
    if (raw === undefined || raw.trim() === '') continue;
    try {
      layer[key] = setting.parse(raw);
    } catch (error) {
      if (error instanceof InvalidValueError) throw new InvalidValueError(`${where(setting.name)}: ${error.message}`);
      throw error;
    }
  }
  return layer;
}

/**
 * Combines the layers of analysis settings, later ones winning (defaults < config file <
 * input or flag): one function for every mode and both front ends. A layer's undefined
 * means "not given there".
 */
export function resolveAnalysisSettings(layers: readonly AnalysisSettingsInput[]): AnalysisSettings {
  const resolved: Record<string, unknown> = Object.fromEntries(Object.entries(ANALYSIS_SETTINGS).map(([key, setting]) => [key, setting.default]));
  for (const layer of layers) {
    for (const key of Object.keys(ANALYSIS_SETTINGS)) {
      const value = (layer as Record<string, unknown>)[key];
      if (value !== undefined) resolved[key] = value;
    }
  }
  return resolved as AnalysisSettings;
}

/** The settings on which two analyses differ, as `name: a → b` (empty when they agree). */
export function analysisDifferences(from: AnalysisSettings, to: AnalysisSettings): string[] {
  const show = (text: string): string => (text.length > 160 ? `${text.slice(0, 157)}...` : text);
  const differences: string[] = [];
  for (const [key, setting] of Object.entries(ANALYSIS_SETTINGS)) {
    const a = JSON.stringify(from[key as keyof AnalysisSettings]);
    const b = JSON.stringify(to[key as keyof AnalysisSettings]);
    if (a !== b) differences.push(`${setting.name}: ${show(a)} → ${show(b)}`);
  }
  return differences;
}

/** Reads one analysis key's value; throws InvalidValueError with what was expected. */
export function parseAnalysisKey(key: (typeof ANALYSIS_CONFIG_KEYS)[number], value: unknown, into: AnalysisSettingsInput): void {
  const entry = Object.entries(ANALYSIS_SETTINGS).find(([, setting]) => setting.name === key);
  if (entry === undefined) return;
  (into as Record<string, unknown>)[entry[0]] = entry[1].parse(value);
}
