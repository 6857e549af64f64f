import { BETTER_DIRECTIONS } from '../results/results-format.js';
import {
  HISTORY_FORMAT_VERSION,
  HISTORY_NOISE_KINDS,
  MAX_DESIGN_LENGTH,
  type HistoryBenchmark,
  type HistoryEntry,
  type HistoryFile,
} from '../results/history-format.js';
import { compareEntries } from './history-store.js';
import { isRecord } from '../util/is-record.js';

/**
 * Reading a history file never throws. The result says what to do:
 * - `ok`: use `history`. Entries that fail validation (or, in a file that is not JSON as a
 *   whole, lines that are not) are left out, all named in one warning; `dropped` counts them.
 *   A benchmark's malformed optional part (its recorded noise, its change against the anchor)
 *   is left out alone, the entry kept; `trimmed` counts those parts (absent when none). When
 *   either is non-zero the caller keeps a copy of the file (`lostOnRead`).
 * - `unusable`: the file cannot be read as a history at all (not JSON, not a history, or
 *   written by a newer benchgate). Move it aside and start from an empty history; never
 *   overwrite it in place.
 */
export type HistoryParse =
  | { ok: true; history: HistoryFile; warnings: string[]; dropped: number; trimmed?: number; upgradedFrom?: number }
  | { ok: false; kind: 'corrupt' | 'newer-version'; reason: string };

/** Turns a parsed history of version `from` into version `from + 1`. */
export type HistoryUpgrade = (value: Record<string, unknown>) => Record<string, unknown>;

/**
 * The upgrade hook: when version 2 comes, `HISTORY_UPGRADES[1]` turns a version-1 file into
 * version 2, and older files are upgraded step by step on load. Version 1 is the first.
 */
export const HISTORY_UPGRADES: Readonly<Record<number, HistoryUpgrade>> = {};

class EntryProblem extends Error {}

type Json = unknown;

function describe(value: Json): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${String(value)}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

function fail(path: string, expected: string, got: Json): never {
  throw new EntryProblem(`${path}: expected ${expected}, got ${describe(got)}`);
}

function text(value: Json, path: string, nonEmpty = true): string {
  if (typeof value !== 'string' || (nonEmpty && value.trim() === '')) fail(path, 'a non-empty string', value);
  return value;
}

function instant(value: Json, path: string): string {
  const s = text(value, path);
  if (!Number.isFinite(Date.parse(s))) fail(path, 'an ISO 8601 date', value);
  return s;
}

function finite(value: Json, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'a finite number', value);
  return value;
}

function count(value: Json, path: string): number {
  if (!Number.isInteger(value) || (value as number) < 0) fail(path, 'a whole number ≥ 0', value);
  return value as number;
}

function nullableFinite(value: Json, path: string): number | null {
  return value === null ? null : finite(value, path);
}

function tuple(value: Json, path: string, length: number): Json[] {
  if (!Array.isArray(value) || value.length !== length) fail(path, `an array of ${length}`, value);
  return value;
}

/**
 * Checks a benchmark. Its optional parts (the recorded noise, the change against the anchor) are
 * left out on their own when malformed, each named in `trimmed`: the benchmark's own mean and
 * interval are kept.
 */
function checkBenchmark(value: Json, path: string, trimmed: string[]): HistoryBenchmark {
  if (!isRecord(value)) fail(path, 'an object', value);
  text(value.name, `${path}.name`);
  text(value.unit, `${path}.unit`, false);
  if (!BETTER_DIRECTIONS.includes(value.better as never)) fail(`${path}.better`, '"lower" or "higher"', value.better);
  finite(value.mean, `${path}.mean`);
  const ci = tuple(value.ci, `${path}.ci`, 2);
  ci.forEach((v, i) => finite(v, `${path}.ci[${i}]`));
  if ((ci[0] as number) > (ci[1] as number)) fail(`${path}.ci`, 'a lower bound ≤ the upper bound', value.ci);
  if (finite(value.df, `${path}.df`) <= 0) fail(`${path}.df`, 'a positive number', value.df);
  tuple(value.variance, `${path}.variance`, 3).forEach((v, i) => nullableFinite(v, `${path}.variance[${i}]`));
  tuple(value.counts, `${path}.counts`, 4).forEach((v, i) => count(v, `${path}.counts[${i}]`));
  tuple(value.impact, `${path}.impact`, 2).forEach((v, i) => nullableFinite(v, `${path}.impact[${i}]`));
  if (!Array.isArray(value.means) || value.means.length === 0) fail(`${path}.means`, 'a non-empty array of arrays', value.means);
  value.means.forEach((binary, k) => {
    if (!Array.isArray(binary)) fail(`${path}.means[${k}]`, 'an array', binary);
    binary.forEach((v, j) => finite(v, `${path}.means[${k}][${j}]`));
  });
  if (value.deterministic !== undefined && value.deterministic !== true) fail(`${path}.deterministic`, 'true or absent', value.deterministic);
  let benchmark = value;
  for (const [key, check] of [
    ['noise', checkNoise],
    ['anchor', checkAnchorDelta],
  ] as const) {
    if (value[key] === undefined) continue;
    try {
      check(value[key], `${path}.${key}`);
    } catch (error) {
      if (!(error instanceof EntryProblem)) throw error;
      trimmed.push(error.message);
      const { [key]: _left, ...rest } = benchmark;
      benchmark = rest;
    }
  }
  return benchmark as unknown as HistoryBenchmark;
}

/** A benchmark's change against the anchor [relative, low, high, level, df, anchor mean] (absent without an anchor). */
function checkAnchorDelta(value: Json, path: string): void {
  const [relative, low, high, level, df, anchorMean] = tuple(value, path, 6);
  if (!(finite(relative, `${path}[0]`) > -1)) fail(`${path}[0]`, 'a relative change above −1', relative);
  if (!(finite(low, `${path}[1]`) > -1)) fail(`${path}[1]`, 'a relative change above −1', low);
  finite(high, `${path}[2]`);
  if (!((low as number) <= (relative as number) && (relative as number) <= (high as number))) fail(path, 'low ≤ relative ≤ high', value);
  if (!(finite(level, `${path}[3]`) > 0 && (level as number) < 1)) fail(`${path}[3]`, 'a level between 0 and 1', level);
  if (!(finite(df, `${path}[4]`) > 0)) fail(`${path}[4]`, 'positive degrees of freedom', df);
  finite(anchorMean, `${path}[5]`);
}

/** An entry's anchor {ref, sha}: the series key; a ref is at most this long and has no control characters. */
const MAX_ANCHOR_REF = 200;

function checkAnchor(value: Json, path: string): void {
  if (!isRecord(value)) fail(path, 'an object', value);
  const ref = text(value.ref, `${path}.ref`);
  // eslint-disable-next-line no-control-regex
  if (ref.length > MAX_ANCHOR_REF || /[\u0000-\u001f\u007f]/.test(ref))
    fail(`${path}.ref`, `a ref of at most ${MAX_ANCHOR_REF} printable characters`, value.ref);
  if (!/^[0-9a-f]{7,64}$/.test(text(value.sha, `${path}.sha`))) fail(`${path}.sha`, 'a commit id (hex)', value.sha);
}

/** A benchmark's recorded comparison noise [kind, variance, df, design] (absent in entries written before it was recorded). */
function checkNoise(value: Json, path: string): void {
  const [kind, variance, df, design] = tuple(value, path, 4);
  if (!HISTORY_NOISE_KINDS.includes(kind as never)) fail(`${path}[0]`, HISTORY_NOISE_KINDS.map((k) => `"${k}"`).join(' or '), kind);
  if (!(finite(variance, `${path}[1]`) > 0)) fail(`${path}[1]`, 'a positive variance', variance);
  if (!(finite(df, `${path}[2]`) > 0)) fail(`${path}[2]`, 'positive degrees of freedom', df);
  if (text(design, `${path}[3]`).length > MAX_DESIGN_LENGTH) fail(`${path}[3]`, `a design of at most ${MAX_DESIGN_LENGTH} characters`, design);
}

/** Checks an entry; the optional parts it leaves out are added to `trimmed` (the caller counts them only for an entry it keeps). */
function checkEntry(value: Json, path: string, trimmed: string[]): HistoryEntry {
  if (!isRecord(value)) fail(path, 'an object', value);
  text(value.sha, `${path}.sha`);
  instant(value.date, `${path}.date`);
  instant(value.measuredAt, `${path}.measuredAt`);
  text(value.runId, `${path}.runId`);
  if (!Number.isInteger(value.runAttempt) || (value.runAttempt as number) < 1) fail(`${path}.runAttempt`, 'a whole number ≥ 1', value.runAttempt);
  if (value.ref !== undefined) text(value.ref, `${path}.ref`);
  text(value.runner, `${path}.runner`, false);
  const confidence = finite(value.confidence, `${path}.confidence`);
  if (!(confidence > 0 && confidence < 1)) fail(`${path}.confidence`, 'a number between 0 and 1', value.confidence);
  if (value.anchor !== undefined) checkAnchor(value.anchor, `${path}.anchor`);
  if (!Array.isArray(value.benchmarks)) fail(`${path}.benchmarks`, 'an array', value.benchmarks);
  const names = new Set<string>();
  const before = trimmed.length;
  const benchmarks = value.benchmarks.map((b, i) => {
    const benchmark = checkBenchmark(b, `${path}.benchmarks[${i}]`, trimmed);
    if (names.has(benchmark.name)) throw new EntryProblem(`${path}.benchmarks[${i}].name: duplicate benchmark name ${JSON.stringify(benchmark.name)}`);
    names.add(benchmark.name);
    if (benchmark.anchor !== undefined && value.anchor === undefined) fail(`${path}.anchor`, 'the anchor its benchmarks were compared with', value.anchor);
    return benchmark;
  });
  return (trimmed.length === before ? value : { ...value, benchmarks }) as unknown as HistoryEntry;
}

/** Which upgrades to apply and the version they lead to (tests exercise the hook with versions that do not exist yet). */
export interface UpgradePlan {
  upgrades: Readonly<Record<number, HistoryUpgrade>>;
  currentVersion: number;
}

const CURRENT_PLAN: UpgradePlan = { upgrades: HISTORY_UPGRADES, currentVersion: HISTORY_FORMAT_VERSION };

function upgrade(
  root: Record<string, Json>,
  { upgrades, currentVersion }: UpgradePlan,
): { ok: true; value: Record<string, Json>; from?: number } | { ok: false; kind: 'corrupt' | 'newer-version'; reason: string } {
  const version = root.version;
  if (!Number.isInteger(version) || (version as number) < 1) {
    return { ok: false, kind: 'corrupt', reason: `version: expected a whole number ≥ 1, got ${describe(version)}` };
  }
  if ((version as number) > currentVersion) {
    return {
      ok: false,
      kind: 'newer-version',
      reason: `history format version ${version as number} was written by a newer benchgate; this one reads up to version ${currentVersion}`,
    };
  }
  let value = root;
  for (let v = version as number; v < currentVersion; v++) {
    const step = upgrades[v];
    if (!step) return { ok: false, kind: 'corrupt', reason: `no upgrade from history format version ${v}` };
    value = { ...step(value), version: v + 1 };
  }
  return { ok: true, value, ...(version === currentVersion ? {} : { from: version as number }) };
}

/** The problems named in full in the one warning; the rest are counted. */
const PROBLEMS_SHOWN = 3;

/** A file that is not JSON as a whole, read line by line: the canonical form has one entry per line. */
interface Salvaged {
  root: Record<string, Json>;
  /** The line (1-based) of each value in `root.entries`. */
  lines: number[];
  /** Lines that held no readable entry. */
  bad: string[];
}

const HEADER = /^\{\s*"version"\s*:\s*(\d+)\s*,\s*"entries"\s*:\s*\[\s*$/;
const FOOTER = /^\]\s*\}\s*$/;

/**
 * Reads the canonical one-entry-per-line text (see `serializeHistory`) when the file as a whole
 * is not JSON: one bad line (a `NaN`, a half-written last line) costs that entry only. Null when
 * the first line is not the canonical header, so there is nothing to salvage by line.
 */
function salvageLines(text: string): Salvaged | null {
  const lines = text.split('\n');
  const header = HEADER.exec(lines[0]?.trim() ?? '');
  if (!header) return null;
  const entries: Json[] = [];
  const numbers: number[] = [];
  const bad: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].trim().replace(/,$/, '');
    if (line === '') continue;
    if (FOOTER.test(line)) break;
    try {
      entries.push(JSON.parse(line));
      numbers.push(i + 1);
    } catch (error) {
      bad.push(`line ${i + 1}: not valid JSON (${(error as Error).message})`);
    }
  }
  return { root: { version: Number(header[1]), entries }, lines: numbers, bad };
}

/** The first few problems named in full, the rest counted. */
function namedAndCounted(problems: readonly string[]): string {
  const more = problems.length > PROBLEMS_SHOWN ? `; and ${problems.length - PROBLEMS_SHOWN} more` : '';
  return `${problems.slice(0, PROBLEMS_SHOWN).join('; ')}${more}`;
}

/** One warning for every entry left out. */
function leftOutWarning(source: string, problems: readonly string[], total: number): string {
  if (problems.length === 1) return `${source}: ${problems[0]}; entry left out`;
  return `${source}: ${problems.length} of ${total} entries left out: ${namedAndCounted(problems)}`;
}

/** One warning for every optional part left out of a kept entry. */
function partsLeftOutWarning(source: string, problems: readonly string[]): string {
  return problems.length === 1
    ? `${source}: ${problems[0]}; that part left out, the rest of the entry kept`
    : `${source}: ${problems.length} parts left out, the rest of their entries kept: ${namedAndCounted(problems)}`;
}

/** Whether reading the file lost anything (entries or parts of them): then a copy of it is kept before it is written again. */
export function lostOnRead(parsed: { dropped: number; trimmed?: number }): boolean {
  return parsed.dropped > 0 || (parsed.trimmed ?? 0) > 0;
}

/**
 * Parses and validates a history file's text. `source` names the file in every message,
 * e.g. `.benchgate/history.json: entries[3].benchmarks[0].mean: expected a finite number, got null`.
 * Entries left out are reported in one warning, not one per entry. A file that is not JSON as a
 * whole is read line by line when it has the canonical form, keeping every readable entry.
 */
export function parseHistory(text: string, source: string, plan: UpgradePlan = CURRENT_PLAN): HistoryParse {
  let parsed: Json;
  let salvaged: Salvaged | null = null;
  let notJson = '';
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    notJson = (error as Error).message;
    salvaged = salvageLines(text);
    if (salvaged === null) return { ok: false, kind: 'corrupt', reason: `${source} is not valid JSON: ${notJson}` };
    parsed = salvaged.root;
  }
  if (!isRecord(parsed)) return { ok: false, kind: 'corrupt', reason: `${source}: expected a history object, got ${describe(parsed)}` };
  const upgraded = upgrade(parsed, plan);
  if (!upgraded.ok) return { ...upgraded, reason: `${source}: ${upgraded.reason}` };
  const entries = upgraded.value.entries;
  if (!Array.isArray(entries)) return { ok: false, kind: 'corrupt', reason: `${source}: entries: expected an array, got ${describe(entries)}` };
  const problems: string[] = salvaged ? salvaged.bad.slice() : [];
  const trimmed: string[] = [];
  const kept: HistoryEntry[] = [];
  entries.forEach((entry, i) => {
    const at = (message: string) => (salvaged ? `line ${salvaged.lines[i]}: ${message}` : message);
    const partsLeftOut: string[] = [];
    try {
      kept.push(checkEntry(entry, salvaged ? 'entry' : `entries[${i}]`, partsLeftOut));
      trimmed.push(...partsLeftOut.map(at));
    } catch (error) {
      if (!(error instanceof EntryProblem)) throw error;
      problems.push(at(error.message));
    }
  });
  const total = kept.length + problems.length;
  if (salvaged && kept.length === 0) {
    const lines = problems.length === 0 ? '' : ` (${problems.slice(0, PROBLEMS_SHOWN).join('; ')})`;
    return { ok: false, kind: 'corrupt', reason: `${source} is not valid JSON: ${notJson}; no line holds a readable entry${lines}` };
  }
  const warnings: string[] = [];
  if (salvaged) {
    const detail = problems.length === 0 ? '' : `; left out: ${namedAndCounted(problems)}`;
    warnings.push(`${source} is not valid JSON (${notJson}); read it line by line and kept ${kept.length} of ${total} entries${detail}`);
  } else if (problems.length > 0) {
    warnings.push(leftOutWarning(source, problems, total));
  }
  if (trimmed.length > 0) warnings.push(partsLeftOutWarning(source, trimmed));
  return {
    ok: true,
    history: { version: HISTORY_FORMAT_VERSION, entries: kept.sort(compareEntries) },
    warnings,
    dropped: problems.length,
    ...(trimmed.length === 0 ? {} : { trimmed: trimmed.length }),
    ...(upgraded.from === undefined ? {} : { upgradedFrom: upgraded.from }),
  };
}

/** The canonical text of a history: one entry per line, so diffs and git deltas stay small. */
export function serializeHistory(history: HistoryFile): string {
  const lines = history.entries.map((entry) => JSON.stringify(entry));
  return `{"version":${history.version},"entries":[\n${lines.join(',\n')}\n]}\n`;
}
