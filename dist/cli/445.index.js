export const id = 445;
export const ids = [445];
export const modules = {

/***/ 5826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyPriorsFromFlag: () => (/* binding */ historyPriorsFromFlag)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _analysis_history_prior_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(427);
/* harmony import */ var _history_history_entry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1441);
/* harmony import */ var _history_parse_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(182);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6061);
/* harmony import */ var _input_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2497);







/**
 * The history prior `--history-prior PATH` gives for a run on `runner` (`meta.runner`, or
 * runnerInfo() before an adaptive run measures; analysis/history-prior.ts): PATH is a history
 * directory (history.json inside) or a history file. `match: 'looks'` fits it for an adaptive
 * run's looks (fitHistoryPriors). A file that is not a history is a usage error naming it;
 * entries that fail validation are left out with a warning.
 */
async function historyPriorsFromFlag(path, runner, io, match = 'design') {
    const given = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path);
    const isDirectory = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(given).catch(() => null))?.isDirectory() === true;
    const file = isDirectory ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(given, 'history.json') : given;
    const shown = isDirectory ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'history.json') : path;
    await (0,_input_file_js__WEBPACK_IMPORTED_MODULE_6__/* .checkInputFile */ .x)(file, shown, 'a history directory or history.json');
    const parsed = (0,_history_parse_history_js__WEBPACK_IMPORTED_MODULE_4__/* .parseHistory */ .i6)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), shown);
    if (!parsed.ok)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--history-prior: ${parsed.reason}`);
    for (const warning of parsed.warnings)
        io.stderr(`warning: ${warning}\n`);
    const described = (0,_history_history_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .describeRunner */ .Yg)(runner);
    const priors = (0,_analysis_history_prior_js__WEBPACK_IMPORTED_MODULE_2__/* .fitHistoryPriors */ .Rm)(parsed.history, described, match);
    const count = Object.keys(priors).length;
    io.stderr(count === 0
        ? `note: --history-prior: ${shown} holds no 3 earlier runs of a benchmark with one design on ${described}; no history prior\n`
        : `note: --history-prior: ${count} benchmark${count === 1 ? '' : 's'} with the noise of earlier runs on ${described}\n`);
    return priors;
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
