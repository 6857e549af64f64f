import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyseRun, recordedSettings, trendGate } from '../experiment/gate.js';
import { addRun } from '../experiment/record-trend.js';
import { DEFAULT_RETENTION, type HistoryFile } from '../results/history-format.js';
import { mergeHistories, pruneHistory } from '../history/history-store.js';
import { LocalHistoryBackend, NewerHistoryError } from '../history/local-history-backend.js';
import { parseHistory, serializeHistory } from '../history/parse-history.js';
import { VERSION_SIDES, type ResultsFile } from '../results/results-format.js';
import type { SuiteReport } from '../analysis/report-types.js';
import { validateResults } from '../results/validate-results.js';
import { minEffectValue } from '../config/analysis-config.js';
import { InvalidValueError } from '../config/invalid-value.js';
import type { HistoryEntryMeta } from '../history/history-entry.js';
import { sparkline } from '../trend/sparkline.js';
import { day, shortSha } from '../report/trend-format.js';
import { ANALYSIS_FLAGS } from './analysis-flags.js';
import { analysisOptionsFrom } from './analyze-command.js';
import { EXIT, gateExitCode, UsageError, type CliIo } from './cli-io.js';
import { checkInputFile } from './input-file.js';
import { choiceOption, numberOption } from './option-values.js';

export const HISTORY_USAGE = `benchgate history show   --history DIR [--last 20] [--benchmark NAME]
  benchgate history import --history DIR FILE [--sha SHA] [--date ISO] [--run-id ID] [--run-attempt N]
                           [--runner TEXT] [--side head|base] [--keep 1000] [analysis flags]
                           [--anchor REF --anchor-results FILE]
      FILE is a results.json (analysed and added as one entry) or a history.json (merged)
      A local trend, step by step: docs/history-format.md "Recording a trend locally"
  benchgate history export --history DIR [--out FILE]
  benchgate history prune  --history DIR --keep N
  benchgate history trend  --history DIR [--out DIR] [--repo OWNER/NAME] [--commits 7]
                           [--anchor REF] [--anchor-budget 3%]
  benchgate history site   --history DIR --out DIR [--repo OWNER/NAME] [--title TEXT]
                           [--pull-requests FILE]  (default: DIR/pull-requests.json when present)`;

const FLAGS = {
  ...ANALYSIS_FLAGS,
  history: { type: 'string' },
  last: { type: 'string' },
  benchmark: { type: 'string' },
  sha: { type: 'string' },
  date: { type: 'string' },
  'run-id': { type: 'string' },
  'run-attempt': { type: 'string' },
  runner: { type: 'string' },
  side: { type: 'string' },
  keep: { type: 'string' },
  out: { type: 'string' },
  repo: { type: 'string' },
  commits: { type: 'string' },
  title: { type: 'string' },
  anchor: { type: 'string' },
  'anchor-results': { type: 'string' },
  'anchor-budget': { type: 'string' },
  'pull-requests': { type: 'string' },
} as const;

type Values = Record<string, string | boolean | undefined>;

/** Column-aligned plain text: what a terminal shows best. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...r[i]].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i] - [...c].length))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}

async function loadHistory(dir: string, io: CliIo): Promise<{ backend: LocalHistoryBackend; history: HistoryFile }> {
  const backend = new LocalHistoryBackend(path.resolve(io.cwd, dir), { warn: (m) => io.stderr(`warning: ${m}\n`) });
  const load = await backend.load();
  return { backend, history: load.history };
}

function show(history: HistoryFile, values: Values, io: CliIo): void {
  const last = numberOption('last', values.last as string | undefined, 20, { min: 1, max: 1e6 });
  const name = values.benchmark as string | undefined;
  if (history.entries.length === 0) {
    io.stdout('The history is empty.\n');
    return;
  }
  const entries = history.entries.slice(-last).reverse();
  if (name === undefined) {
    io.stdout(`${history.entries.length} entries; newest first:\n\n`);
    io.stdout(
      table(
        ['date', 'commit', 'run', 'runner', 'benchmarks'],
        entries.map((e) => [day(e.date), shortSha(e.sha), `${e.runId}#${e.runAttempt}`, e.runner, String(e.benchmarks.length)]),
      ),
    );
    return;
  }
  const runs = entries.flatMap((e) => {
    const b = e.benchmarks.find((x) => x.name === name);
    return b ? [{ e, b }] : [];
  });
  if (runs.length === 0) throw new UsageError(`no benchmark named ${JSON.stringify(name)} in the last ${entries.length} entries`);
  io.stdout(`${name} (${runs[0].b.unit}, ${runs[0].b.better} is better): ${sparkline(runs.map((r) => r.b.mean).reverse())}\n\n`);
  io.stdout(
    table(
      ['date', 'commit', 'run', 'mean', `${Math.round(runs[0].e.confidence * 100)} % CI`],
      runs.map(({ e, b }) => [day(e.date), shortSha(e.sha), `${e.runId}#${e.runAttempt}`, String(b.mean), `[${b.ci[0]}, ${b.ci[1]}]`]),
    ),
  );
}

async function importFile(history: HistoryFile, file: string, values: Values, io: CliIo): Promise<HistoryFile> {
  const full = path.resolve(io.cwd, file);
  await checkInputFile(full, file, 'a results file');
  const text = await readFile(full, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof json === 'object' && json !== null && Array.isArray((json as { entries?: unknown }).entries)) {
    const parsed = parseHistory(text, file);
    if (!parsed.ok) throw new UsageError(parsed.reason);
    for (const warning of parsed.warnings) io.stderr(`warning: ${warning}\n`);
    const merged = mergeHistories(history, parsed.history);
    const added = merged.entries.length - history.entries.length;
    const known = parsed.history.entries.length - added;
    const leftOut = parsed.dropped > 0 ? `; ${parsed.dropped} left out as unreadable (see the warning)` : '';
    io.stdout(`merged ${parsed.history.entries.length} entries from ${file}: ${added} new, ${known} already in the history${leftOut}\n`);
    return merged;
  }
  const results = validateResults(json);
  const report = recordedAnalysis(results, values);
  // When the run started, as it recorded: importing the same file twice then gives the same run id, which the history keeps once.
  const started = results.meta?.startedAt;
  const date = (values.date as string | undefined) ?? (started !== undefined && Number.isFinite(Date.parse(started)) ? started : new Date().toISOString());
  if (!Number.isFinite(Date.parse(date))) throw new UsageError(`--date: expected an ISO 8601 date, got ${JSON.stringify(date)}`);
  const side = choiceOption('side', values.side as string | undefined, VERSION_SIDES, 'head');
  const anchor = await anchorComparison(values, io);
  let recorded;
  try {
    recorded = addRun(
      history,
      { results, report },
      {
        side,
        sha: values.sha as string | undefined,
        date,
        runId: (values['run-id'] as string | undefined) ?? `local-${Date.parse(date)}`,
        runAttempt: numberOption('run-attempt', values['run-attempt'] as string | undefined, 1, { min: 1, max: 1e6 }),
        runner: values.runner as string | undefined,
        ...(anchor === undefined ? {} : { anchor }),
      },
    );
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`${file}: no commit recorded for ${side}; give one with --sha`);
    throw error;
  }
  const { entry, leftOut } = recorded;
  const what = `${shortSha(entry.sha)} (run ${entry.runId}) with ${entry.benchmarks.length} benchmark${entry.benchmarks.length === 1 ? '' : 's'}`;
  const outcome = { added: `added ${what}`, replaced: `replaced the entry of the same run: ${what}`, kept: `already in the history: ${what}; kept once` };
  io.stdout(`${outcome[recorded.outcome]}\n`);
  if (leftOut.length > 0) {
    const one = leftOut.length === 1;
    io.stderr(`warning: ${leftOut.length} benchmark${one ? '' : 's'} of the results ${one ? 'was' : 'were'} not added to the history:\n`);
    for (const entry of leftOut) io.stderr(`warning:   ${JSON.stringify(entry.name)}: ${oneLine(entry.reason)}\n`);
  }
  return recorded.history;
}

/** `--anchor REF --anchor-results FILE`: the anchor comparison analysed with the same flags, for the entry; undefined without them. */
async function anchorComparison(values: Values, io: CliIo): Promise<HistoryEntryMeta['anchor']> {
  const ref = values.anchor as string | undefined;
  const file = values['anchor-results'] as string | undefined;
  if (ref === undefined && file === undefined) return undefined;
  if (ref === undefined || file === undefined)
    throw new UsageError('--anchor and --anchor-results go together: the anchor ref and its comparison results.json');
  // eslint-disable-next-line no-control-regex -- what no branch, tag or SHA holds
  if (ref === '' || ref.startsWith('-') || /[\u0000-\u0020\u007f]/.test(ref))
    throw new UsageError(`--anchor: ${JSON.stringify(ref)} is not a commit SHA, branch or tag name`);
  const full = path.resolve(io.cwd, file);
  await checkInputFile(full, file, 'a results file');
  let json: unknown;
  try {
    json = JSON.parse(await readFile(full, 'utf8'));
  } catch (error) {
    throw new UsageError(`--anchor-results: ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const results = validateResults(json);
  const sha = results.benchmarks.find((b) => b.base.sha)?.base.sha;
  if (sha === undefined || !/^[0-9a-f]{7,64}$/.test(sha)) throw new UsageError(`--anchor-results: ${file} records no commit for its base (the anchor)`);
  return { ref, sha, report: recordedAnalysis(results, values) };
}

/** A results file analysed as every re-gate does: with the settings it recorded, the flags given laid over them. */
function recordedAnalysis(results: ResultsFile, values: Values): SuiteReport {
  return analyseRun(results, { measured: recordedSettings(results), policy: analysisOptionsFrom(values) }).analysed.report;
}

/** A reason on one line (a note may quote a benchmark's output). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

async function trend(history: HistoryFile, values: Values, io: CliIo): Promise<number> {
  const repo = values.repo as string | undefined;
  const match = repo === undefined ? null : /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repo);
  if (repo !== undefined && !match) throw new UsageError(`--repo: expected OWNER/NAME, got ${JSON.stringify(repo)}`);
  const ref = values.anchor as string | undefined;
  const budgetText = values['anchor-budget'] as string | undefined;
  let budget: number | undefined;
  try {
    budget = budgetText === undefined ? undefined : minEffectValue(budgetText);
  } catch (error) {
    if (error instanceof InvalidValueError) throw new UsageError(`--anchor-budget: ${error.message}`);
    throw error;
  }
  if (ref !== undefined && !history.entries.some((e) => e.anchor?.ref === ref)) {
    const known = [...new Set(history.entries.flatMap((e) => (e.anchor ? [e.anchor.ref] : [])))];
    throw new UsageError(
      `--anchor: no entry of the history was measured against ${JSON.stringify(ref)}${known.length > 0 ? ` (anchors: ${known.join(', ')})` : ''}`,
    );
  }
  const { markdown, svgFiles, check } = trendGate(
    history,
    {
      repository: match ? { owner: match[1], repo: match[2] } : undefined,
      commits: numberOption('commits', values.commits as string | undefined, 7, { min: 1, max: 100 }),
    },
    { ...(ref === undefined ? {} : { ref }), ...(budget === undefined ? {} : { budget }) },
  );
  if (check.message !== null) io.stderr(`error: ${check.message}\n`);
  const out = values.out as string | undefined;
  if (out === undefined) {
    io.stdout(markdown);
    return gateExitCode(check.outcome, [], io, 'history trend');
  }
  const dir = path.resolve(io.cwd, out);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'trend.md'), markdown);
  for (const file of svgFiles) await writeFile(path.join(dir, file.name), file.svg);
  io.stdout(`wrote trend.md and ${svgFiles.length} SVG chart${svgFiles.length === 1 ? '' : 's'} to ${dir}\n`);
  return gateExitCode(check.outcome, [], io, 'history trend');
}

/**
 * What retention dropped from an import, or null when it dropped nothing: how many entries,
 * which (by commit date), and how to keep them.
 */
export function retentionWarning(before: HistoryFile, after: HistoryFile, keep: number, keepGiven: boolean): string | null {
  const dropped = before.entries.length - after.entries.length;
  if (dropped <= 0) return null;
  const kept = new Set(after.entries);
  const gone = before.entries.filter((e) => !kept.has(e));
  const span = gone.length === 0 ? '' : ` (commits dated ${day(gone[0].date)} to ${day(gone[gone.length - 1].date)})`;
  const how = keepGiven ? '' : `; the default retention keeps ${keep}: pass --keep ${before.entries.length} to keep them all`;
  return `the history would hold ${before.entries.length} entries; kept the newest ${keep} and dropped the ${dropped} oldest${span}${how}`;
}

/** A history from a newer benchgate is left as it is: the user has to act, so it is a usage error (exit 2). */
async function save(backend: LocalHistoryBackend, history: HistoryFile): Promise<void> {
  try {
    await backend.save(history);
  } catch (error) {
    if (error instanceof NewerHistoryError) throw new UsageError(error.message);
    throw error;
  }
}

/** `benchgate history …`: the local history directory from the command line. */
export async function historyCommand(argv: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.stdout(`usage:\n  ${HISTORY_USAGE}\n`);
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: FLAGS });
  const dir = values.history;
  if (typeof dir !== 'string' || dir === '') throw new UsageError(`history ${sub} needs --history DIR\nusage:\n  ${HISTORY_USAGE}`);
  const expectFiles = (count: number) => {
    if (positionals.length !== count) throw new UsageError(`history ${sub} takes ${count === 0 ? 'no file' : 'one file'}\nusage:\n  ${HISTORY_USAGE}`);
  };
  switch (sub) {
    case 'show': {
      expectFiles(0);
      show((await loadHistory(dir, io)).history, values, io);
      return EXIT.ok;
    }
    case 'import': {
      expectFiles(1);
      const { backend, history } = await loadHistory(dir, io);
      const keep = Math.floor(numberOption('keep', values.keep, DEFAULT_RETENTION.maxEntries, { min: 1, max: 1e7 }));
      const imported = await importFile(history, positionals[0], values, io);
      const updated = pruneHistory(imported, { maxEntries: keep });
      const warning = retentionWarning(imported, updated, keep, values.keep !== undefined);
      if (warning !== null) io.stderr(`warning: ${warning}\n`);
      await save(backend, updated);
      return EXIT.ok;
    }
    case 'export': {
      expectFiles(0);
      const text = serializeHistory((await loadHistory(dir, io)).history);
      if (typeof values.out === 'string') await writeFile(path.resolve(io.cwd, values.out), text);
      else io.stdout(text);
      return EXIT.ok;
    }
    case 'prune': {
      expectFiles(0);
      if (values.keep === undefined) throw new UsageError('history prune needs --keep N');
      const keep = Math.floor(numberOption('keep', values.keep, DEFAULT_RETENTION.maxEntries, { min: 1, max: 1e7 }));
      const { backend, history } = await loadHistory(dir, io);
      const pruned = pruneHistory(history, { maxEntries: keep });
      await save(backend, pruned);
      io.stdout(`kept ${pruned.entries.length} of ${history.entries.length} entries\n`);
      return EXIT.ok;
    }
    case 'trend': {
      expectFiles(0);
      return trend((await loadHistory(dir, io)).history, values, io);
    }
    case 'site': {
      expectFiles(0);
      const { writeHistorySite } = await import('./history-site-command.js');
      await writeHistorySite((await loadHistory(dir, io)).history, values, io, dir);
      return EXIT.ok;
    }
    default:
      throw new UsageError(`unknown history command ${JSON.stringify(sub)}\nusage:\n  ${HISTORY_USAGE}`);
  }
}
