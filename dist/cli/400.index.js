export const id = 400;
export const ids = [400];
export const modules = {

/***/ 2400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HISTORY_USAGE: () => (/* binding */ HISTORY_USAGE),
  historyCommand: () => (/* binding */ historyCommand),
  retentionWarning: () => (/* binding */ retentionWarning)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/experiment/gate.ts
var gate = __webpack_require__(600);
// EXTERNAL MODULE: ./src/experiment/record-trend.ts + 6 modules
var record_trend = __webpack_require__(5791);
// EXTERNAL MODULE: ./src/results/history-format.ts
var history_format = __webpack_require__(9772);
// EXTERNAL MODULE: ./src/history/history-store.ts
var history_store = __webpack_require__(2228);
// EXTERNAL MODULE: ./src/history/history-files.ts
var history_files = __webpack_require__(226);
// EXTERNAL MODULE: ./src/history/parse-history.ts
var parse_history = __webpack_require__(182);
;// CONCATENATED MODULE: ./src/history/local-history-backend.ts
/**
 * History in a local directory (`--history DIR`): `DIR/history.json`, written atomically.
 * For the CLI and tests; one writer at a time (it does not merge concurrent saves).
 *
 * Loading only reads: `history show` leaves every file as it is. A save keeps a copy of a
 * previous file it could not read in full (`history.corrupt-<time>.json`) before it writes,
 * refuses to write over a history from a newer benchgate, and writes through a symbolic link
 * (the file it points to is replaced; the link stays).
 */





/** A history written by a newer benchgate: this one never writes over it. */
class NewerHistoryError extends Error {
    constructor(reason) {
        super(`${reason}; not overwritten (use a newer benchgate to add to it)`);
        this.name = 'NewerHistoryError';
    }
}
class LocalHistoryBackend {
    dir;
    file;
    description;
    warned = new Set();
    emit;
    now;
    constructor(dir, options = {}) {
        this.dir = dir;
        this.file = external_node_path_default().join(external_node_path_default().resolve(dir), history_files/* HISTORY_FILE */.CX);
        this.description = this.file;
        this.emit = options.warn ?? (() => { });
        this.now = options.now ?? (() => new Date());
    }
    async load() {
        const source = this.file;
        const read = await (0,history_files/* readIfPresent */.Zu)(this.file);
        if (read.kind === 'missing')
            return { status: 'missing', history: (0,history_format/* emptyHistory */.s4)(), source, warnings: [] };
        const parsed = read.kind === 'text' ? (0,parse_history/* parseHistory */.i6)(read.text, source) : { ok: false, kind: 'corrupt', reason: read.reason };
        if (parsed.ok) {
            const warnings = parsed.warnings.map((w) => ((0,parse_history/* lostOnRead */.Ym)(parsed) ? `${w} (the next save keeps a copy of the file first)` : w));
            for (const warning of warnings)
                this.warn(warning);
            return { status: 'loaded', history: parsed.history, source, warnings };
        }
        const warning = parsed.kind === 'newer-version'
            ? `${parsed.reason}; left as it is, and this benchgate will not write over it`
            : `${parsed.reason}; starting a new history (the next save keeps the unreadable file as a copy first)`;
        this.warn(warning);
        return { status: 'unusable', history: (0,history_format/* emptyHistory */.s4)(), source, warnings: [warning], reason: parsed.reason };
    }
    async save(history) {
        const read = await (0,history_files/* readIfPresent */.Zu)(this.file);
        if (read.kind === 'text') {
            const parsed = (0,parse_history/* parseHistory */.i6)(read.text, this.file);
            if (!parsed.ok && parsed.kind === 'newer-version')
                throw new NewerHistoryError(parsed.reason);
            if (!parsed.ok || (0,parse_history/* lostOnRead */.Ym)(parsed))
                this.warn(`kept a copy of the previous ${history_files/* HISTORY_FILE */.CX} as ${await this.keepCopy(read.text)}`);
        }
        await (0,history_files/* writeFileAtomic */.Zf)(this.file, (0,parse_history/* serializeHistory */.ph)(history));
    }
    warn(message) {
        if (this.warned.has(message))
            return;
        this.warned.add(message);
        this.emit(message);
    }
    /** Writes `text` to a new `history.corrupt-<time>.json` beside the history and returns its path. */
    async keepCopy(text) {
        const base = (0,history_files/* corruptFileName */.Vn)(this.now());
        for (let n = 1;; n++) {
            const target = external_node_path_default().join(external_node_path_default().dirname(this.file), n === 1 ? base : base.replace(/\.json$/, `-${n}.json`));
            try {
                await (0,promises_.writeFile)(target, text, { flag: 'wx' });
                return target;
            }
            catch (error) {
                if (error.code !== 'EEXIST' || n >= 100)
                    throw error;
            }
        }
    }
}

// EXTERNAL MODULE: ./src/results/results-format.ts
var results_format = __webpack_require__(674);
// EXTERNAL MODULE: ./src/results/validate-results.ts + 2 modules
var validate_results = __webpack_require__(8360);
// EXTERNAL MODULE: ./src/config/analysis-config.ts
var analysis_config = __webpack_require__(3977);
// EXTERNAL MODULE: ./src/config/invalid-value.ts
var invalid_value = __webpack_require__(6033);
;// CONCATENATED MODULE: ./src/trend/sparkline.ts
const BARS = '▁▂▃▄▅▆▇█';
/**
 * One character per value, ▁ (lowest) to █ (highest), scaled between the series' own
 * minimum and maximum; a flat series is drawn at mid height. Non-finite values are skipped.
 * Example: [1, 2, 3, 4, 5, 6, 7, 8] → "▁▂▃▄▅▆▇█".
 */
function sparkline(values) {
    const finite = values.filter((v) => Number.isFinite(v));
    if (finite.length === 0)
        return '';
    const low = Math.min(...finite);
    const high = Math.max(...finite);
    if (high === low)
        return BARS[3].repeat(finite.length);
    return finite.map((v) => BARS[Math.min(BARS.length - 1, Math.floor(((v - low) / (high - low)) * BARS.length))]).join('');
}

// EXTERNAL MODULE: ./src/report/trend-format.ts
var trend_format = __webpack_require__(3233);
// EXTERNAL MODULE: ./src/cli/analysis-flags.ts
var analysis_flags = __webpack_require__(6208);
// EXTERNAL MODULE: ./src/cli/analyze-command.ts
var analyze_command = __webpack_require__(4374);
// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
// EXTERNAL MODULE: ./src/cli/input-file.ts
var input_file = __webpack_require__(2497);
// EXTERNAL MODULE: ./src/cli/option-values.ts
var option_values = __webpack_require__(1916);
;// CONCATENATED MODULE: ./src/cli/history-command.ts




















const HISTORY_USAGE = `benchgate history show   --history DIR [--last 20] [--benchmark NAME]
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
    ...analysis_flags/* ANALYSIS_FLAGS */.nm,
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
};
/** Column-aligned plain text: what a terminal shows best. */
function table(header, rows) {
    const widths = header.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...r[i]].length)));
    const line = (cells) => cells
        .map((c, i) => c + ' '.repeat(widths[i] - [...c].length))
        .join('  ')
        .trimEnd();
    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}
async function loadHistory(dir, io) {
    const backend = new LocalHistoryBackend(external_node_path_default().resolve(io.cwd, dir), { warn: (m) => io.stderr(`warning: ${m}\n`) });
    const load = await backend.load();
    return { backend, history: load.history };
}
function show(history, values, io) {
    const last = (0,option_values/* numberOption */.jZ)('last', values.last, 20, { min: 1, max: 1e6 });
    const name = values.benchmark;
    if (history.entries.length === 0) {
        io.stdout('The history is empty.\n');
        return;
    }
    const entries = history.entries.slice(-last).reverse();
    if (name === undefined) {
        io.stdout(`${history.entries.length} entries; newest first:\n\n`);
        io.stdout(table(['date', 'commit', 'run', 'runner', 'benchmarks'], entries.map((e) => [(0,trend_format/* day */.vd)(e.date), (0,trend_format/* shortSha */.Fu)(e.sha), `${e.runId}#${e.runAttempt}`, e.runner, String(e.benchmarks.length)])));
        return;
    }
    const runs = entries.flatMap((e) => {
        const b = e.benchmarks.find((x) => x.name === name);
        return b ? [{ e, b }] : [];
    });
    if (runs.length === 0)
        throw new cli_io/* UsageError */.eb(`no benchmark named ${JSON.stringify(name)} in the last ${entries.length} entries`);
    io.stdout(`${name} (${runs[0].b.unit}, ${runs[0].b.better} is better): ${sparkline(runs.map((r) => r.b.mean).reverse())}\n\n`);
    io.stdout(table(['date', 'commit', 'run', 'mean', `${Math.round(runs[0].e.confidence * 100)} % CI`], runs.map(({ e, b }) => [(0,trend_format/* day */.vd)(e.date), (0,trend_format/* shortSha */.Fu)(e.sha), `${e.runId}#${e.runAttempt}`, String(b.mean), `[${b.ci[0]}, ${b.ci[1]}]`])));
}
async function importFile(history, file, values, io) {
    const full = external_node_path_default().resolve(io.cwd, file);
    await (0,input_file/* checkInputFile */.x)(full, file, 'a results file');
    const text = await (0,promises_.readFile)(full, 'utf8');
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`${file} is not valid JSON: ${error.message}`);
    }
    if (typeof json === 'object' && json !== null && Array.isArray(json.entries)) {
        const parsed = (0,parse_history/* parseHistory */.i6)(text, file);
        if (!parsed.ok)
            throw new cli_io/* UsageError */.eb(parsed.reason);
        for (const warning of parsed.warnings)
            io.stderr(`warning: ${warning}\n`);
        const merged = (0,history_store/* mergeHistories */.dk)(history, parsed.history);
        const added = merged.entries.length - history.entries.length;
        const known = parsed.history.entries.length - added;
        const leftOut = parsed.dropped > 0 ? `; ${parsed.dropped} left out as unreadable (see the warning)` : '';
        io.stdout(`merged ${parsed.history.entries.length} entries from ${file}: ${added} new, ${known} already in the history${leftOut}\n`);
        return merged;
    }
    const results = (0,validate_results/* validateResults */.LM)(json);
    const report = recordedAnalysis(results, values);
    // When the run started, as it recorded: importing the same file twice then gives the same run id, which the history keeps once.
    const started = results.meta?.startedAt;
    const date = values.date ?? (started !== undefined && Number.isFinite(Date.parse(started)) ? started : new Date().toISOString());
    if (!Number.isFinite(Date.parse(date)))
        throw new cli_io/* UsageError */.eb(`--date: expected an ISO 8601 date, got ${JSON.stringify(date)}`);
    const side = (0,option_values/* choiceOption */.zu)('side', values.side, results_format/* VERSION_SIDES */.Co, 'head');
    const anchor = await anchorComparison(values, io);
    let recorded;
    try {
        recorded = (0,record_trend/* addRun */.Z)(history, { results, report }, {
            side,
            sha: values.sha,
            date,
            runId: values['run-id'] ?? `local-${Date.parse(date)}`,
            runAttempt: (0,option_values/* numberOption */.jZ)('run-attempt', values['run-attempt'], 1, { min: 1, max: 1e6 }),
            runner: values.runner,
            ...(anchor === undefined ? {} : { anchor }),
        });
    }
    catch (error) {
        if (error instanceof RangeError)
            throw new cli_io/* UsageError */.eb(`${file}: no commit recorded for ${side}; give one with --sha`);
        throw error;
    }
    const { entry, leftOut } = recorded;
    const what = `${(0,trend_format/* shortSha */.Fu)(entry.sha)} (run ${entry.runId}) with ${entry.benchmarks.length} benchmark${entry.benchmarks.length === 1 ? '' : 's'}`;
    const outcome = { added: `added ${what}`, replaced: `replaced the entry of the same run: ${what}`, kept: `already in the history: ${what}; kept once` };
    io.stdout(`${outcome[recorded.outcome]}\n`);
    if (leftOut.length > 0) {
        const one = leftOut.length === 1;
        io.stderr(`warning: ${leftOut.length} benchmark${one ? '' : 's'} of the results ${one ? 'was' : 'were'} not added to the history:\n`);
        for (const entry of leftOut)
            io.stderr(`warning:   ${JSON.stringify(entry.name)}: ${oneLine(entry.reason)}\n`);
    }
    return recorded.history;
}
/** `--anchor REF --anchor-results FILE`: the anchor comparison analysed with the same flags, for the entry; undefined without them. */
async function anchorComparison(values, io) {
    const ref = values.anchor;
    const file = values['anchor-results'];
    if (ref === undefined && file === undefined)
        return undefined;
    if (ref === undefined || file === undefined)
        throw new cli_io/* UsageError */.eb('--anchor and --anchor-results go together: the anchor ref and its comparison results.json');
    // eslint-disable-next-line no-control-regex -- what no branch, tag or SHA holds
    if (ref === '' || ref.startsWith('-') || /[\u0000-\u0020\u007f]/.test(ref))
        throw new cli_io/* UsageError */.eb(`--anchor: ${JSON.stringify(ref)} is not a commit SHA, branch or tag name`);
    const full = external_node_path_default().resolve(io.cwd, file);
    await (0,input_file/* checkInputFile */.x)(full, file, 'a results file');
    let json;
    try {
        json = JSON.parse(await (0,promises_.readFile)(full, 'utf8'));
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`--anchor-results: ${file} is not valid JSON: ${error.message}`);
    }
    const results = (0,validate_results/* validateResults */.LM)(json);
    const sha = results.benchmarks.find((b) => b.base.sha)?.base.sha;
    if (sha === undefined || !/^[0-9a-f]{7,64}$/.test(sha))
        throw new cli_io/* UsageError */.eb(`--anchor-results: ${file} records no commit for its base (the anchor)`);
    return { ref, sha, report: recordedAnalysis(results, values) };
}
/** A results file analysed as every re-gate does: with the settings it recorded, the flags given laid over them. */
function recordedAnalysis(results, values) {
    return (0,gate.analyseRun)(results, { measured: (0,gate.recordedSettings)(results), policy: (0,analyze_command.analysisOptionsFrom)(values) }).analysed.report;
}
/** A reason on one line (a note may quote a benchmark's output). */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
async function trend(history, values, io) {
    const repo = values.repo;
    const match = repo === undefined ? null : /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repo);
    if (repo !== undefined && !match)
        throw new cli_io/* UsageError */.eb(`--repo: expected OWNER/NAME, got ${JSON.stringify(repo)}`);
    const ref = values.anchor;
    const budgetText = values['anchor-budget'];
    let budget;
    try {
        budget = budgetText === undefined ? undefined : (0,analysis_config/* minEffectValue */.fs)(budgetText);
    }
    catch (error) {
        if (error instanceof invalid_value/* InvalidValueError */.$)
            throw new cli_io/* UsageError */.eb(`--anchor-budget: ${error.message}`);
        throw error;
    }
    if (ref !== undefined && !history.entries.some((e) => e.anchor?.ref === ref)) {
        const known = [...new Set(history.entries.flatMap((e) => (e.anchor ? [e.anchor.ref] : [])))];
        throw new cli_io/* UsageError */.eb(`--anchor: no entry of the history was measured against ${JSON.stringify(ref)}${known.length > 0 ? ` (anchors: ${known.join(', ')})` : ''}`);
    }
    const { markdown, svgFiles, check } = (0,gate.trendGate)(history, {
        repository: match ? { owner: match[1], repo: match[2] } : undefined,
        commits: (0,option_values/* numberOption */.jZ)('commits', values.commits, 7, { min: 1, max: 100 }),
    }, { ...(ref === undefined ? {} : { ref }), ...(budget === undefined ? {} : { budget }) });
    if (check.message !== null)
        io.stderr(`error: ${check.message}\n`);
    const out = values.out;
    if (out === undefined) {
        io.stdout(markdown);
        return (0,cli_io/* gateExitCode */.Bx)(check.outcome, [], io, 'history trend');
    }
    const dir = external_node_path_default().resolve(io.cwd, out);
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,promises_.writeFile)(external_node_path_default().join(dir, 'trend.md'), markdown);
    for (const file of svgFiles)
        await (0,promises_.writeFile)(external_node_path_default().join(dir, file.name), file.svg);
    io.stdout(`wrote trend.md and ${svgFiles.length} SVG chart${svgFiles.length === 1 ? '' : 's'} to ${dir}\n`);
    return (0,cli_io/* gateExitCode */.Bx)(check.outcome, [], io, 'history trend');
}
/**
 * What retention dropped from an import, or null when it dropped nothing: how many entries,
 * which (by commit date), and how to keep them.
 */
function retentionWarning(before, after, keep, keepGiven) {
    const dropped = before.entries.length - after.entries.length;
    if (dropped <= 0)
        return null;
    const kept = new Set(after.entries);
    const gone = before.entries.filter((e) => !kept.has(e));
    const span = gone.length === 0 ? '' : ` (commits dated ${(0,trend_format/* day */.vd)(gone[0].date)} to ${(0,trend_format/* day */.vd)(gone[gone.length - 1].date)})`;
    const how = keepGiven ? '' : `; the default retention keeps ${keep}: pass --keep ${before.entries.length} to keep them all`;
    return `the history would hold ${before.entries.length} entries; kept the newest ${keep} and dropped the ${dropped} oldest${span}${how}`;
}
/** A history from a newer benchgate is left as it is: the user has to act, so it is a usage error (exit 2). */
async function save(backend, history) {
    try {
        await backend.save(history);
    }
    catch (error) {
        if (error instanceof NewerHistoryError)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
}
/** `benchgate history …`: the local history directory from the command line. */
async function historyCommand(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === undefined || sub === '--help' || sub === '-h') {
        io.stdout(`usage:\n  ${HISTORY_USAGE}\n`);
        return sub === undefined ? cli_io/* EXIT */.dc.usage : cli_io/* EXIT */.dc.ok;
    }
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: rest, allowPositionals: true, options: FLAGS });
    const dir = values.history;
    if (typeof dir !== 'string' || dir === '')
        throw new cli_io/* UsageError */.eb(`history ${sub} needs --history DIR\nusage:\n  ${HISTORY_USAGE}`);
    const expectFiles = (count) => {
        if (positionals.length !== count)
            throw new cli_io/* UsageError */.eb(`history ${sub} takes ${count === 0 ? 'no file' : 'one file'}\nusage:\n  ${HISTORY_USAGE}`);
    };
    switch (sub) {
        case 'show': {
            expectFiles(0);
            show((await loadHistory(dir, io)).history, values, io);
            return cli_io/* EXIT */.dc.ok;
        }
        case 'import': {
            expectFiles(1);
            const { backend, history } = await loadHistory(dir, io);
            const keep = Math.floor((0,option_values/* numberOption */.jZ)('keep', values.keep, history_format/* DEFAULT_RETENTION */.xh.maxEntries, { min: 1, max: 1e7 }));
            const imported = await importFile(history, positionals[0], values, io);
            const updated = (0,history_store/* pruneHistory */.FA)(imported, { maxEntries: keep });
            const warning = retentionWarning(imported, updated, keep, values.keep !== undefined);
            if (warning !== null)
                io.stderr(`warning: ${warning}\n`);
            await save(backend, updated);
            return cli_io/* EXIT */.dc.ok;
        }
        case 'export': {
            expectFiles(0);
            const text = (0,parse_history/* serializeHistory */.ph)((await loadHistory(dir, io)).history);
            if (typeof values.out === 'string')
                await (0,promises_.writeFile)(external_node_path_default().resolve(io.cwd, values.out), text);
            else
                io.stdout(text);
            return cli_io/* EXIT */.dc.ok;
        }
        case 'prune': {
            expectFiles(0);
            if (values.keep === undefined)
                throw new cli_io/* UsageError */.eb('history prune needs --keep N');
            const keep = Math.floor((0,option_values/* numberOption */.jZ)('keep', values.keep, history_format/* DEFAULT_RETENTION */.xh.maxEntries, { min: 1, max: 1e7 }));
            const { backend, history } = await loadHistory(dir, io);
            const pruned = (0,history_store/* pruneHistory */.FA)(history, { maxEntries: keep });
            await save(backend, pruned);
            io.stdout(`kept ${pruned.entries.length} of ${history.entries.length} entries\n`);
            return cli_io/* EXIT */.dc.ok;
        }
        case 'trend': {
            expectFiles(0);
            return trend((await loadHistory(dir, io)).history, values, io);
        }
        case 'site': {
            expectFiles(0);
            const { writeHistorySite } = await __webpack_require__.e(/* import() */ 397).then(__webpack_require__.bind(__webpack_require__, 7397));
            await writeHistorySite((await loadHistory(dir, io)).history, values, io, dir);
            return cli_io/* EXIT */.dc.ok;
        }
        default:
            throw new cli_io/* UsageError */.eb(`unknown history command ${JSON.stringify(sub)}\nusage:\n  ${HISTORY_USAGE}`);
    }
}


/***/ }),

/***/ 226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Vn: () => (/* binding */ corruptFileName),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   Zu: () => (/* binding */ readIfPresent)
/* harmony export */ });
/* unused harmony export writeTarget */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** File helpers shared by the local and cache backends. */



const HISTORY_FILE = 'history.json';
async function readIfPresent(file) {
    try {
        return { kind: 'text', text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8') };
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return { kind: 'missing' };
        return { kind: 'unreadable', reason: `cannot read ${file}: ${error.message}` };
    }
}
/**
 * The file a write to `file` should replace: `file` itself, or, when it is a symbolic link
 * (to a history kept elsewhere, e.g. in a synced folder), the file the link points to, so the
 * link stays a link. A link to a file that does not exist yet points to where it will be.
 */
async function writeTarget(file) {
    let current = file;
    for (let hops = 0; hops < 40; hops++) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(current).catch(() => null);
        if (info === null || !info.isSymbolicLink())
            return hops === 0 ? file : current;
        const resolved = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(current).catch(() => null);
        if (resolved !== null)
            return resolved;
        current = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(current), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(current));
    }
    throw new Error(`${file}: too many levels of symbolic links`);
}
/**
 * Writes beside the target and renames over it, so a reader sees the old file or the new one,
 * never half of one. A symbolic link is followed: the file it points to is replaced, the link kept.
 */
async function writeFileAtomic(file, text) {
    const target = await writeTarget(file);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, text);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, target);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
    }
}
/** `history.corrupt-2025-01-31T02-17-00-000Z.json`: a name for a file set aside, safe on every file system. */
function corruptFileName(now) {
    return `history.corrupt-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ym: () => (/* binding */ lostOnRead),
/* harmony export */   i6: () => (/* binding */ parseHistory),
/* harmony export */   ph: () => (/* binding */ serializeHistory)
/* harmony export */ });
/* unused harmony export HISTORY_UPGRADES */
/* harmony import */ var _results_results_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(674);
/* harmony import */ var _results_history_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9772);
/* harmony import */ var _history_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2228);
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8762);




/**
 * The upgrade hook: when version 2 comes, `HISTORY_UPGRADES[1]` turns a version-1 file into
 * version 2, and older files are upgraded step by step on load. Version 1 is the first.
 */
const HISTORY_UPGRADES = {};
class EntryProblem extends Error {
}
function describe(value) {
    if (value === null)
        return 'null';
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
        return `${typeof value} ${String(value)}`;
    return typeof value === 'object' ? 'an object' : typeof value;
}
function fail(path, expected, got) {
    throw new EntryProblem(`${path}: expected ${expected}, got ${describe(got)}`);
}
function text(value, path, nonEmpty = true) {
    if (typeof value !== 'string' || (nonEmpty && value.trim() === ''))
        fail(path, 'a non-empty string', value);
    return value;
}
function instant(value, path) {
    const s = text(value, path);
    if (!Number.isFinite(Date.parse(s)))
        fail(path, 'an ISO 8601 date', value);
    return s;
}
function finite(value, path) {
    if (typeof value !== 'number' || !Number.isFinite(value))
        fail(path, 'a finite number', value);
    return value;
}
function count(value, path) {
    if (!Number.isInteger(value) || value < 0)
        fail(path, 'a whole number ≥ 0', value);
    return value;
}
function nullableFinite(value, path) {
    return value === null ? null : finite(value, path);
}
function tuple(value, path, length) {
    if (!Array.isArray(value) || value.length !== length)
        fail(path, `an array of ${length}`, value);
    return value;
}
/**
 * Checks a benchmark. Its optional parts (the recorded noise, the change against the anchor) are
 * left out on their own when malformed, each named in `trimmed`: the benchmark's own mean and
 * interval are kept.
 */
function checkBenchmark(value, path, trimmed) {
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
        fail(path, 'an object', value);
    text(value.name, `${path}.name`);
    text(value.unit, `${path}.unit`, false);
    if (!_results_results_format_js__WEBPACK_IMPORTED_MODULE_3__/* .BETTER_DIRECTIONS */ .ON.includes(value.better))
        fail(`${path}.better`, '"lower" or "higher"', value.better);
    finite(value.mean, `${path}.mean`);
    const ci = tuple(value.ci, `${path}.ci`, 2);
    ci.forEach((v, i) => finite(v, `${path}.ci[${i}]`));
    if (ci[0] > ci[1])
        fail(`${path}.ci`, 'a lower bound ≤ the upper bound', value.ci);
    if (finite(value.df, `${path}.df`) <= 0)
        fail(`${path}.df`, 'a positive number', value.df);
    tuple(value.variance, `${path}.variance`, 3).forEach((v, i) => nullableFinite(v, `${path}.variance[${i}]`));
    tuple(value.counts, `${path}.counts`, 4).forEach((v, i) => count(v, `${path}.counts[${i}]`));
    tuple(value.impact, `${path}.impact`, 2).forEach((v, i) => nullableFinite(v, `${path}.impact[${i}]`));
    if (!Array.isArray(value.means) || value.means.length === 0)
        fail(`${path}.means`, 'a non-empty array of arrays', value.means);
    value.means.forEach((binary, k) => {
        if (!Array.isArray(binary))
            fail(`${path}.means[${k}]`, 'an array', binary);
        binary.forEach((v, j) => finite(v, `${path}.means[${k}][${j}]`));
    });
    if (value.deterministic !== undefined && value.deterministic !== true)
        fail(`${path}.deterministic`, 'true or absent', value.deterministic);
    let benchmark = value;
    for (const [key, check] of [
        ['noise', checkNoise],
        ['anchor', checkAnchorDelta],
    ]) {
        if (value[key] === undefined)
            continue;
        try {
            check(value[key], `${path}.${key}`);
        }
        catch (error) {
            if (!(error instanceof EntryProblem))
                throw error;
            trimmed.push(error.message);
            const { [key]: _left, ...rest } = benchmark;
            benchmark = rest;
        }
    }
    return benchmark;
}
/** A benchmark's change against the anchor [relative, low, high, level, df, anchor mean] (absent without an anchor). */
function checkAnchorDelta(value, path) {
    const [relative, low, high, level, df, anchorMean] = tuple(value, path, 6);
    if (!(finite(relative, `${path}[0]`) > -1))
        fail(`${path}[0]`, 'a relative change above −1', relative);
    if (!(finite(low, `${path}[1]`) > -1))
        fail(`${path}[1]`, 'a relative change above −1', low);
    finite(high, `${path}[2]`);
    if (!(low <= relative && relative <= high))
        fail(path, 'low ≤ relative ≤ high', value);
    if (!(finite(level, `${path}[3]`) > 0 && level < 1))
        fail(`${path}[3]`, 'a level between 0 and 1', level);
    if (!(finite(df, `${path}[4]`) > 0))
        fail(`${path}[4]`, 'positive degrees of freedom', df);
    finite(anchorMean, `${path}[5]`);
}
/** An entry's anchor {ref, sha}: the series key; a ref is at most this long and has no control characters. */
const MAX_ANCHOR_REF = 200;
function checkAnchor(value, path) {
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
        fail(path, 'an object', value);
    const ref = text(value.ref, `${path}.ref`);
    // eslint-disable-next-line no-control-regex
    if (ref.length > MAX_ANCHOR_REF || /[\u0000-\u001f\u007f]/.test(ref))
        fail(`${path}.ref`, `a ref of at most ${MAX_ANCHOR_REF} printable characters`, value.ref);
    if (!/^[0-9a-f]{7,64}$/.test(text(value.sha, `${path}.sha`)))
        fail(`${path}.sha`, 'a commit id (hex)', value.sha);
}
/** A benchmark's recorded comparison noise [kind, variance, df, design] (absent in entries written before it was recorded). */
function checkNoise(value, path) {
    const [kind, variance, df, design] = tuple(value, path, 4);
    if (!_results_history_format_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_NOISE_KINDS */ .SJ.includes(kind))
        fail(`${path}[0]`, _results_history_format_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_NOISE_KINDS */ .SJ.map((k) => `"${k}"`).join(' or '), kind);
    if (!(finite(variance, `${path}[1]`) > 0))
        fail(`${path}[1]`, 'a positive variance', variance);
    if (!(finite(df, `${path}[2]`) > 0))
        fail(`${path}[2]`, 'positive degrees of freedom', df);
    if (text(design, `${path}[3]`).length > _results_history_format_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_DESIGN_LENGTH */ .XN)
        fail(`${path}[3]`, `a design of at most ${_results_history_format_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_DESIGN_LENGTH */ .XN} characters`, design);
}
/** Checks an entry; the optional parts it leaves out are added to `trimmed` (the caller counts them only for an entry it keeps). */
function checkEntry(value, path, trimmed) {
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
        fail(path, 'an object', value);
    text(value.sha, `${path}.sha`);
    instant(value.date, `${path}.date`);
    instant(value.measuredAt, `${path}.measuredAt`);
    text(value.runId, `${path}.runId`);
    if (!Number.isInteger(value.runAttempt) || value.runAttempt < 1)
        fail(`${path}.runAttempt`, 'a whole number ≥ 1', value.runAttempt);
    if (value.ref !== undefined)
        text(value.ref, `${path}.ref`);
    text(value.runner, `${path}.runner`, false);
    const confidence = finite(value.confidence, `${path}.confidence`);
    if (!(confidence > 0 && confidence < 1))
        fail(`${path}.confidence`, 'a number between 0 and 1', value.confidence);
    if (value.anchor !== undefined)
        checkAnchor(value.anchor, `${path}.anchor`);
    if (!Array.isArray(value.benchmarks))
        fail(`${path}.benchmarks`, 'an array', value.benchmarks);
    const names = new Set();
    const before = trimmed.length;
    const benchmarks = value.benchmarks.map((b, i) => {
        const benchmark = checkBenchmark(b, `${path}.benchmarks[${i}]`, trimmed);
        if (names.has(benchmark.name))
            throw new EntryProblem(`${path}.benchmarks[${i}].name: duplicate benchmark name ${JSON.stringify(benchmark.name)}`);
        names.add(benchmark.name);
        if (benchmark.anchor !== undefined && value.anchor === undefined)
            fail(`${path}.anchor`, 'the anchor its benchmarks were compared with', value.anchor);
        return benchmark;
    });
    return (trimmed.length === before ? value : { ...value, benchmarks });
}
const CURRENT_PLAN = { upgrades: HISTORY_UPGRADES, currentVersion: _results_history_format_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_FORMAT_VERSION */ .Oq };
function upgrade(root, { upgrades, currentVersion }) {
    const version = root.version;
    if (!Number.isInteger(version) || version < 1) {
        return { ok: false, kind: 'corrupt', reason: `version: expected a whole number ≥ 1, got ${describe(version)}` };
    }
    if (version > currentVersion) {
        return {
            ok: false,
            kind: 'newer-version',
            reason: `history format version ${version} was written by a newer benchgate; this one reads up to version ${currentVersion}`,
        };
    }
    let value = root;
    for (let v = version; v < currentVersion; v++) {
        const step = upgrades[v];
        if (!step)
            return { ok: false, kind: 'corrupt', reason: `no upgrade from history format version ${v}` };
        value = { ...step(value), version: v + 1 };
    }
    return { ok: true, value, ...(version === currentVersion ? {} : { from: version }) };
}
/** The problems named in full in the one warning; the rest are counted. */
const PROBLEMS_SHOWN = 3;
const HEADER = /^\{\s*"version"\s*:\s*(\d+)\s*,\s*"entries"\s*:\s*\[\s*$/;
const FOOTER = /^\]\s*\}\s*$/;
/**
 * Reads the canonical one-entry-per-line text (see `serializeHistory`) when the file as a whole
 * is not JSON: one bad line (a `NaN`, a half-written last line) costs that entry only. Null when
 * the first line is not the canonical header, so there is nothing to salvage by line.
 */
function salvageLines(text) {
    const lines = text.split('\n');
    const header = HEADER.exec(lines[0]?.trim() ?? '');
    if (!header)
        return null;
    const entries = [];
    const numbers = [];
    const bad = [];
    for (let i = 1; i < lines.length; i++) {
        const line = lines[i].trim().replace(/,$/, '');
        if (line === '')
            continue;
        if (FOOTER.test(line))
            break;
        try {
            entries.push(JSON.parse(line));
            numbers.push(i + 1);
        }
        catch (error) {
            bad.push(`line ${i + 1}: not valid JSON (${error.message})`);
        }
    }
    return { root: { version: Number(header[1]), entries }, lines: numbers, bad };
}
/** The first few problems named in full, the rest counted. */
function namedAndCounted(problems) {
    const more = problems.length > PROBLEMS_SHOWN ? `; and ${problems.length - PROBLEMS_SHOWN} more` : '';
    return `${problems.slice(0, PROBLEMS_SHOWN).join('; ')}${more}`;
}
/** One warning for every entry left out. */
function leftOutWarning(source, problems, total) {
    if (problems.length === 1)
        return `${source}: ${problems[0]}; entry left out`;
    return `${source}: ${problems.length} of ${total} entries left out: ${namedAndCounted(problems)}`;
}
/** One warning for every optional part left out of a kept entry. */
function partsLeftOutWarning(source, problems) {
    return problems.length === 1
        ? `${source}: ${problems[0]}; that part left out, the rest of the entry kept`
        : `${source}: ${problems.length} parts left out, the rest of their entries kept: ${namedAndCounted(problems)}`;
}
/** Whether reading the file lost anything (entries or parts of them): then a copy of it is kept before it is written again. */
function lostOnRead(parsed) {
    return parsed.dropped > 0 || (parsed.trimmed ?? 0) > 0;
}
/**
 * Parses and validates a history file's text. `source` names the file in every message,
 * e.g. `.benchgate/history.json: entries[3].benchmarks[0].mean: expected a finite number, got null`.
 * Entries left out are reported in one warning, not one per entry. A file that is not JSON as a
 * whole is read line by line when it has the canonical form, keeping every readable entry.
 */
function parseHistory(text, source, plan = CURRENT_PLAN) {
    let parsed;
    let salvaged = null;
    let notJson = '';
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        notJson = error.message;
        salvaged = salvageLines(text);
        if (salvaged === null)
            return { ok: false, kind: 'corrupt', reason: `${source} is not valid JSON: ${notJson}` };
        parsed = salvaged.root;
    }
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(parsed))
        return { ok: false, kind: 'corrupt', reason: `${source}: expected a history object, got ${describe(parsed)}` };
    const upgraded = upgrade(parsed, plan);
    if (!upgraded.ok)
        return { ...upgraded, reason: `${source}: ${upgraded.reason}` };
    const entries = upgraded.value.entries;
    if (!Array.isArray(entries))
        return { ok: false, kind: 'corrupt', reason: `${source}: entries: expected an array, got ${describe(entries)}` };
    const problems = salvaged ? salvaged.bad.slice() : [];
    const trimmed = [];
    const kept = [];
    entries.forEach((entry, i) => {
        const at = (message) => (salvaged ? `line ${salvaged.lines[i]}: ${message}` : message);
        const partsLeftOut = [];
        try {
            kept.push(checkEntry(entry, salvaged ? 'entry' : `entries[${i}]`, partsLeftOut));
            trimmed.push(...partsLeftOut.map(at));
        }
        catch (error) {
            if (!(error instanceof EntryProblem))
                throw error;
            problems.push(at(error.message));
        }
    });
    const total = kept.length + problems.length;
    if (salvaged && kept.length === 0) {
        const lines = problems.length === 0 ? '' : ` (${problems.slice(0, PROBLEMS_SHOWN).join('; ')})`;
        return { ok: false, kind: 'corrupt', reason: `${source} is not valid JSON: ${notJson}; no line holds a readable entry${lines}` };
    }
    const warnings = [];
    if (salvaged) {
        const detail = problems.length === 0 ? '' : `; left out: ${namedAndCounted(problems)}`;
        warnings.push(`${source} is not valid JSON (${notJson}); read it line by line and kept ${kept.length} of ${total} entries${detail}`);
    }
    else if (problems.length > 0) {
        warnings.push(leftOutWarning(source, problems, total));
    }
    if (trimmed.length > 0)
        warnings.push(partsLeftOutWarning(source, trimmed));
    return {
        ok: true,
        history: { version: _results_history_format_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_FORMAT_VERSION */ .Oq, entries: kept.sort(_history_store_js__WEBPACK_IMPORTED_MODULE_1__/* .compareEntries */ .wD) },
        warnings,
        dropped: problems.length,
        ...(trimmed.length === 0 ? {} : { trimmed: trimmed.length }),
        ...(upgraded.from === undefined ? {} : { upgradedFrom: upgraded.from }),
    };
}
/** The canonical text of a history: one entry per line, so diffs and git deltas stay small. */
function serializeHistory(history) {
    const lines = history.entries.map((entry) => JSON.stringify(entry));
    return `{"version":${history.version},"entries":[\n${lines.join(',\n')}\n]}\n`;
}


/***/ })

};
