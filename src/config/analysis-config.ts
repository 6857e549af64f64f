import { DECISION_RULES, type AnalysisOptions } from '../analysis/report-types.js';
import { GATE_MODES, type BenchmarkPolicy } from '../analysis/benchmark-policy.js';
import { CORRECTIONS } from '../stats/multiple-testing.js';
import { compileGlob, GlobSyntaxError } from '../runner/glob.js';
import { InvalidValueError } from './setting-values.js';

/**
 * The config file's analysis keys: how results are judged, and per-benchmark policies.
 *
 *   confidence: 0.95
 *   min-effect: 2%
 *   correction: holm        # holm | bh | none
 *   rule: interval          # interval | overlap
 *   benchmarks:             # first matching pattern wins
 *     - match: "io/**"
 *       gate: report        # gate | report | ignore
 *       min-effect: 5%
 */
export type AnalysisSettingsInput = Partial<Pick<AnalysisOptions, 'confidence' | 'minEffect' | 'correction' | 'rule' | 'policies'>>;

export const ANALYSIS_CONFIG_KEYS = ['confidence', 'min-effect', 'correction', 'rule', 'benchmarks'] as const;

/** A number, or a percentage like `2%`, within [min, max]. */
export function fractionValue(value: unknown, min: number, max: number): number {
  const number = typeof value === 'string' && /^\s*[\d.]+\s*%\s*$/.test(value) ? Number(value.replace('%', '')) / 100 : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < min || number > max) {
    throw new InvalidValueError(`expected a number from ${min} to ${max} (or a percentage like 2%), got ${JSON.stringify(value)}`);
  }
  return number;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw new InvalidValueError(`expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

function policies(value: unknown): BenchmarkPolicy[] {
  if (!Array.isArray(value)) throw new InvalidValueError(`expected a list of { match, gate, min-effect }, got ${JSON.stringify(value)}`);
  return value.map((item, index) => {
    const where = `[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new InvalidValueError(`${where}: expected a mapping, got ${JSON.stringify(item)}`);
    const unknown = Object.keys(item).filter((key) => !['match', 'gate', 'min-effect'].includes(key));
    if (unknown.length > 0) throw new InvalidValueError(`${where}: unknown key "${unknown[0]}"; valid keys: match, gate, min-effect`);
    const entry = item as Record<string, unknown>;
    if (typeof entry.match !== 'string' || entry.match === '') throw new InvalidValueError(`${where}.match: expected a glob over benchmark names, got ${JSON.stringify(entry.match)}`);
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
    if (entry['min-effect'] !== undefined) policy.minEffect = field('min-effect', () => fractionValue(entry['min-effect'], 0, 10));
    return policy;
  });
}

/** Reads one analysis key's value; throws InvalidValueError with what was expected. */
export function parseAnalysisKey(key: (typeof ANALYSIS_CONFIG_KEYS)[number], value: unknown, into: AnalysisSettingsInput): void {
  switch (key) {
    case 'confidence':
      into.confidence = fractionValue(value, 0.5, 0.9999);
      break;
    case 'min-effect':
      into.minEffect = fractionValue(value, 0, 10);
      break;
    case 'correction':
      into.correction = oneOf(value, CORRECTIONS);
      break;
    case 'rule':
      into.rule = oneOf(value, DECISION_RULES);
      break;
    case 'benchmarks':
      into.policies = policies(value);
      break;
  }
}
