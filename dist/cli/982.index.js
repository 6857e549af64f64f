export const id = 982;
export const ids = [982];
export const modules = {

/***/ 7982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  profileDiffCommand: () => (/* binding */ profileDiffCommand)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/config/analysis-config.ts
var analysis_config = __webpack_require__(3977);
// EXTERNAL MODULE: ./src/config/invalid-value.ts
var invalid_value = __webpack_require__(6033);
// EXTERNAL MODULE: ./src/profile/profile-diff.ts
var profile_diff = __webpack_require__(4166);
// EXTERNAL MODULE: ./src/report/profile-markdown.ts
var profile_markdown = __webpack_require__(1529);
// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/profile/cpuprofile.ts
var cpuprofile = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/profile/function-times.ts
var function_times = __webpack_require__(7230);
// EXTERNAL MODULE: ./src/profile/profile-set.ts
var profile_set = __webpack_require__(3577);
;// CONCATENATED MODULE: ./src/cli/profile-dirs.ts






/** The most profile files one directory may hold. */
const MAX_PROFILE_FILES = 10_000;
const PROFILE = /\.cpuprofile$/;
/**
 * Reads a version's profiles from `dir`, laid out in one of two ways:
 * - `DIR/*.cpuprofile`: one execution per file, of one program that needs no build (its builds
 *   cannot differ);
 * - `DIR/BUILD/*.cpuprofile` (one execution per file) or `DIR/BUILD/EXECUTION/*.cpuprofile`
 *   (one execution per folder, its files added: a process that starts others): builds that may
 *   differ, so two or more are needed to decide.
 * Only regular files are read, each at most MAX_PROFILE_BYTES; anything wrong is an error naming the path.
 */
async function readProfileSet(dir, shown) {
    const info = await (0,promises_.stat)(dir).catch(() => null);
    if (info === null || !info.isDirectory())
        throw new cli_io/* UsageError */.eb(`${shown} is not a directory of .cpuprofile files`);
    const files = [];
    await walk(dir, [], files, shown);
    if (files.length === 0)
        throw new cli_io/* UsageError */.eb(`${shown} holds no .cpuprofile files (node --cpu-prof --cpu-prof-dir=DIR writes them)`);
    const flat = files.every((f) => f.length === 1);
    if (!flat && files.some((f) => f.length === 1))
        throw new cli_io/* UsageError */.eb(`${shown} mixes .cpuprofile files with build folders; put every profile in a build folder, or none`);
    const builds = new Map();
    for (const parts of files) {
        const build = flat ? '.' : parts[0];
        const execution = flat ? parts[0] : parts[1];
        if (!builds.has(build))
            builds.set(build, new Map());
        const executions = builds.get(build);
        if (!executions.has(execution))
            executions.set(execution, []);
        executions.get(execution).push((0,external_node_path_.join)(dir, ...parts));
    }
    const read = [];
    for (const [id, executions] of builds) {
        const build = { id, executions: [] };
        for (const [execution, paths] of executions) {
            const profiles = [];
            for (const path of paths) {
                const named = (0,external_node_path_.join)(shown, (0,external_node_path_.relative)(dir, path));
                profiles.push((0,function_times/* functionTimes */.li)(parseProfile(await readBounded(path, named), named)));
            }
            build.executions.push({ id: execution, profiles });
        }
        // Builds ran from checkouts of their own (a run's kept OUT/profiles/VERSION/build-K): each
        // build's paths are read from the folder its own scripts share, so that they match across
        // builds and versions; the folder of all of them would be the checkouts' parent.
        const root = flat ? null : (0,profile_set/* commonFileFolder */.m)(build.executions.flatMap((e) => e.profiles.flatMap((p) => p.functions.map((f) => f.frame.url))));
        if (root !== null)
            build.root = root;
        read.push(build);
    }
    return { builds: read, sourceIsProgram: flat };
}
async function walk(dir, parts, files, shown) {
    const entries = (await (0,promises_.readdir)((0,external_node_path_.join)(dir, ...parts), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
    for (const entry of entries) {
        const path = [...parts, entry.name];
        if (entry.isDirectory()) {
            if (path.length > 2)
                throw new cli_io/* UsageError */.eb(`${(0,external_node_path_.join)(shown, ...path)}: folders nest at most two deep (BUILD/EXECUTION) under ${shown}`);
            await walk(dir, path, files, shown);
        }
        else if (PROFILE.test(entry.name)) {
            files.push(path);
            if (files.length > MAX_PROFILE_FILES)
                throw new cli_io/* UsageError */.eb(`${shown} holds more than ${MAX_PROFILE_FILES} .cpuprofile files`);
        }
    }
}
/** The file's text, refused before reading when it is not a regular file or is over the bound. */
async function readBounded(path, shown) {
    const info = await (0,promises_.stat)(path);
    if (!info.isFile())
        throw new cli_io/* UsageError */.eb(`${shown} is not a regular file`);
    if (info.size > cpuprofile/* MAX_PROFILE_BYTES */.Z9)
        throw new cli_io/* UsageError */.eb(`${shown} is ${Math.round(info.size / 2 ** 20)} MiB; profiles over ${cpuprofile/* MAX_PROFILE_BYTES */.Z9 / 2 ** 20} MiB are not read`);
    return (await (0,promises_.readFile)(path)).toString('utf8');
}
/** A malformed profile is bad input: a usage error (exit 2) with the file and the problem. */
function parseProfile(text, shown) {
    try {
        return (0,cpuprofile/* parseCpuProfile */.bW)(text, shown);
    }
    catch (error) {
        if (error instanceof cpuprofile/* ProfileFormatError */.XF)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/cli/profile-diff-command.ts








/** `benchgate profile-diff BASE_DIR HEAD_DIR`: the per-function comparison of two profile sets, as markdown or JSON. */
async function profileDiffCommand(argv, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args: argv,
        allowPositionals: true,
        options: { json: { type: 'boolean' }, confidence: { type: 'string' }, 'min-effect': { type: 'string' }, correction: { type: 'string' } },
    });
    if (positionals.length !== 2)
        throw new cli_io/* UsageError */.eb('profile-diff takes two directories of .cpuprofile files: BASE_DIR HEAD_DIR');
    const given = {};
    try {
        // The analysis settings' one parser, as for `analyze`, the config file and the action inputs.
        const layer = (0,analysis_config/* analysisLayer */.EX)((name) => (['confidence', 'min-effect', 'correction'].includes(name) ? values[name] : undefined), (name) => `--${name}`);
        if (layer.confidence !== undefined)
            given.confidence = layer.confidence;
        if (layer.minEffect !== undefined)
            given.minEffect = layer.minEffect;
        if (layer.correction !== undefined)
            given.correction = layer.correction;
    }
    catch (error) {
        if (error instanceof invalid_value/* InvalidValueError */.$)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
    const [baseDir, headDir] = positionals;
    const base = await readProfileSet((0,external_node_path_.resolve)(io.cwd, baseDir), baseDir);
    const head = await readProfileSet((0,external_node_path_.resolve)(io.cwd, headDir), headDir);
    const diff = (0,profile_diff/* diffProfiles */.U)(base, head, given);
    io.stdout(values.json === true ? `${JSON.stringify(diff, null, 2)}\n` : (0,profile_markdown/* profileDiffMarkdown */.c)(diff));
    return cli_io/* EXIT */.dc.ok;
}


/***/ }),

/***/ 3977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ parseAnalysisKey),
/* harmony export */   EX: () => (/* binding */ analysisLayer),
/* harmony export */   PI: () => (/* binding */ ANALYSIS_CONFIG_KEYS),
/* harmony export */   fs: () => (/* binding */ minEffectValue)
/* harmony export */ });
/* unused harmony exports fractionValue, ANALYSIS_SETTINGS, resolveAnalysisSettings, analysisDifferences */
/* harmony import */ var _analysis_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3329);
/* harmony import */ var _benchmark_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6848);
/* harmony import */ var _stats_multiple_testing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1806);
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3334);
/* harmony import */ var _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6033);
/* harmony import */ var _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5366);






const ANALYSIS_CONFIG_KEYS = ['confidence', 'min-effect', 'correction', 'rule', 'detect-warmup', 'benchmarks'];
/**
 * A number, or a percentage like `2%`, within [min, max]. Numbers may come as numbers (YAML)
 * or as text (flags, inputs, quoted YAML): `0.02`, `2%` and `2 %` are the same value.
 */
function fractionValue(value, min, max, example = '2%') {
    let number = value;
    if (typeof value === 'string') {
        const text = value.trim();
        // Number('') is 0: neither '' nor a bare '%' may pass as 0.
        if (/^[\d.]+\s*%$/.test(text))
            number = Number(text.slice(0, -1).trim()) / 100;
        else if (text !== '' && /^[+-]?[\d.]+(?:e[+-]?\d+)?$/i.test(text))
            number = Number(text);
    }
    if (typeof number !== 'number' || !Number.isFinite(number) || number < min || number > max) {
        throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`expected a number from ${min} to ${max} (or a percentage like ${example}), got ${JSON.stringify(value)}`);
    }
    return number;
}
/**
 * min-effect as a share (0.02) or a percentage (2%, up to 1000%). A bare number of 1 or more is
 * refused: `min-effect: 2` is almost always meant as 2 %, and read as 200 % it would make a
 * gate that never fails. A change that large is written as a percentage.
 */
function minEffectValue(value) {
    const expected = 'expected a share below 1 (0.02) or a percentage up to 1000% (2%)';
    let share;
    try {
        share = fractionValue(value, 0, 10);
    }
    catch (error) {
        if (error instanceof _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$)
            throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${expected}, got ${JSON.stringify(value)}`);
        throw error;
    }
    const percentage = typeof value === 'string' && value.trim().endsWith('%');
    if (share >= 1 && !percentage) {
        const asPercent = Number((share * 100).toPrecision(10));
        throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${expected}, got ${JSON.stringify(value)}: that would be ${asPercent} %; for ${share} % write ${share}%, and for ${asPercent} % write ${asPercent}%`);
    }
    return share;
}
/** true or false, as a YAML boolean or as text in any case (inputs, flags). */
function booleanValue(value) {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
    if (text === true || text === 'true')
        return true;
    if (text === false || text === 'false')
        return false;
    throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`expected true or false, got ${JSON.stringify(value)}`);
}
function oneOf(value, allowed) {
    if (typeof value !== 'string' || !allowed.includes(value)) {
        throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
    }
    return value;
}
function policies(value) {
    if (!Array.isArray(value))
        throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`expected a list of { match, gate, min-effect }, got ${JSON.stringify(value)}`);
    // The results record them whole (meta.analysis), and a reader refuses more.
    if (value.length > _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_POLICIES */ .OC)
        throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${value.length} policies; at most ${_results_analysis_record_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_POLICIES */ .OC} are allowed`);
    return value.map((item, index) => {
        const where = `[${index}]`;
        if (typeof item !== 'object' || item === null || Array.isArray(item))
            throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${where}: expected a mapping, got ${JSON.stringify(item)}`);
        const unknown = Object.keys(item).filter((key) => !['match', 'gate', 'min-effect'].includes(key));
        if (unknown.length > 0)
            throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${where}: unknown key "${unknown[0]}"; valid keys: match, gate, min-effect`);
        const entry = item;
        if (typeof entry.match !== 'string' || entry.match === '')
            throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${where}.match: expected a glob over benchmark names, got ${JSON.stringify(entry.match)}`);
        if (entry.match.length > _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_GLOB_LENGTH */ .v7)
            throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${where}.match: a glob of ${entry.match.length} characters; at most ${_results_analysis_record_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_GLOB_LENGTH */ .v7} are allowed`);
        try {
            (0,_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlob */ .SO)(entry.match);
        }
        catch (error) {
            if (error instanceof _glob_js__WEBPACK_IMPORTED_MODULE_2__/* .GlobSyntaxError */ .go)
                throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${where}.match: ${error.message}`);
            throw error;
        }
        const policy = { match: entry.match };
        const field = (key, read) => {
            try {
                return read();
            }
            catch (error) {
                if (error instanceof _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$)
                    throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${where}.${key}: ${error.message}`);
                throw error;
            }
        };
        if (entry.gate !== undefined)
            policy.gate = field('gate', () => oneOf(entry.gate, _benchmark_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .GATE_MODES */ .pQ));
        if (entry['min-effect'] !== undefined)
            policy.minEffect = field('min-effect', () => minEffectValue(entry['min-effect']));
        return policy;
    });
}
/**
 * The one definition of each analysis setting: its name (the same for the config file key, the
 * action input and the CLI flag), its parser with its range, and its default. Every front end
 * and every mode reads them through these, so the same value is accepted or refused everywhere.
 */
const ANALYSIS_SETTINGS = {
    confidence: { name: 'confidence', parse: (v) => fractionValue(v, 0.5, 0.9999, '95%'), default: _analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq.confidence },
    minEffect: { name: 'min-effect', parse: minEffectValue, default: _analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq.minEffect },
    correction: { name: 'correction', parse: (v) => oneOf(v, _stats_multiple_testing_js__WEBPACK_IMPORTED_MODULE_5__/* .CORRECTIONS */ .ql), default: _analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq.correction },
    rule: { name: 'rule', parse: (v) => oneOf(v, _analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DECISION_RULES */ .df), default: _analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq.rule },
    detectWarmup: { name: 'detect-warmup', parse: booleanValue, default: true },
    policies: { name: 'benchmarks', parse: policies, default: [] },
};
/** The settings given as text (action inputs, CLI flags): the layer of those given; `read` returns undefined for not given. */
function analysisLayer(read, where) {
    const layer = {};
    for (const [key, setting] of Object.entries(ANALYSIS_SETTINGS)) {
        if (key === 'policies')
            continue; // a list: the config file only
        const raw = read(setting.name);
        if (raw === undefined || raw.trim() === '')
            continue;
        try {
            layer[key] = setting.parse(raw);
        }
        catch (error) {
            if (error instanceof _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$)
                throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(`${where(setting.name)}: ${error.message}`);
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
function resolveAnalysisSettings(layers) {
    const resolved = Object.fromEntries(Object.entries(ANALYSIS_SETTINGS).map(([key, setting]) => [key, setting.default]));
    for (const layer of layers) {
        for (const key of Object.keys(ANALYSIS_SETTINGS)) {
            const value = layer[key];
            if (value !== undefined)
                resolved[key] = value;
        }
    }
    return resolved;
}
/** The settings on which two analyses differ, as `name: a → b` (empty when they agree). */
function analysisDifferences(from, to) {
    const show = (text) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);
    const differences = [];
    for (const [key, setting] of Object.entries(ANALYSIS_SETTINGS)) {
        const a = JSON.stringify(from[key]);
        const b = JSON.stringify(to[key]);
        if (a !== b)
            differences.push(`${setting.name}: ${show(a)} → ${show(b)}`);
    }
    return differences;
}
/** Reads one analysis key's value; throws InvalidValueError with what was expected. */
function parseAnalysisKey(key, value, into) {
    const entry = Object.entries(ANALYSIS_SETTINGS).find(([, setting]) => setting.name === key);
    if (entry === undefined)
        return;
    into[entry[0]] = entry[1].parse(value);
}


/***/ }),

/***/ 3329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eh: () => (/* reexport safe */ _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__.Eh),
/* harmony export */   Rh: () => (/* binding */ analysisOptions),
/* harmony export */   aq: () => (/* binding */ DEFAULT_ANALYSIS_OPTIONS),
/* harmony export */   df: () => (/* reexport safe */ _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__.df),
/* harmony export */   xe: () => (/* reexport safe */ _stats_execution_location_js__WEBPACK_IMPORTED_MODULE_1__.xe)
/* harmony export */ });
/* harmony import */ var _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5366);
/* harmony import */ var _stats_execution_location_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5617);
// The names are the results format's (meta.analysis records them): defined there, below config/.


const DEFAULT_ANALYSIS_OPTIONS = {
    confidence: 0.95,
    minEffect: 0.01,
    rule: 'interval',
    correction: 'holm',
    design: 'auto',
    estimator: 'winsorized',
    detectWarmup: true,
    maxFailureShare: 0.25,
    seed: 1,
    bootstrapReplicates: 1000,
    policies: [],
    buildVariancePriors: {},
    historyPriors: {},
    moderate: true,
};
/**
 * Complete analysis options: the defaults under what is given (undefined values count as not
 * given). The one place defaults are applied; the analysis itself takes only complete options.
 * A run's settings are made here through experiment/analysis-settings.ts (its record and gate
 * policy layered); a test or a simulation names only what it changes.
 */
function analysisOptions(...layers) {
    const given = (layer) => Object.fromEntries(Object.entries(layer).filter(([, value]) => value !== undefined));
    const options = layers.reduce((whole, layer) => ({ ...whole, ...given(layer) }), DEFAULT_ANALYSIS_OPTIONS);
    return {
        ...options,
        detectWarmup: options.detectWarmup !== false,
        policies: options.policies.map((policy) => ({ ...policy })),
        buildVariancePriors: { ...options.buildVariancePriors },
        historyPriors: Object.fromEntries(Object.entries(options.historyPriors ?? {}).map(([name, prior]) => [name, { ...prior }])),
    };
}


/***/ }),

/***/ 6848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j_: () => (/* binding */ isRequestedMetric),
/* harmony export */   mf: () => (/* binding */ benchmarkPolicies),
/* harmony export */   pQ: () => (/* reexport safe */ _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_1__.pQ)
/* harmony export */ });
/* unused harmony export policyFor */
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3334);
/* harmony import */ var _parsers_process_metric_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4035);
/* harmony import */ var _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5366);


/**
 * Per-benchmark gating policy from the config file (`benchmarks:` list), first match wins:
 * - `gate`: a regression fails the check (the default);
 * - `report`: analysed and shown, never fails the check;
 * - `ignore`: left out of the analysis and of the suite-wide correction.
 * A policy may also set its own `min-effect`.
 *
 * A process's own metrics (`process/cpu`, `process/max-rss`, …: parsers/process-metric-names.ts)
 * take only a policy that names them (globNamesMetric: `process/max-rss`, `**\/max-rss`), never a
 * catch-all such as `**`. Without one they are analysed apart and report-only (`apart`).
 */

/**
 * Whether `name` is a metric the run measured on request (`metrics: instructions`:
 * `instructions`, `process/instructions`, `process part 2/instructions`): such a benchmark only
 * reports unless a policy names it (runner/instruction-count.ts).
 */
function isRequestedMetric(name) {
    return name === 'instructions' || name.endsWith('/instructions');
}
/** The policy of benchmark `name`: the first matching one's; without one, `gate` (`report` for a requested metric) and the default min-effect. */
function policyFor(name, policies, defaultMinEffect) {
    const metric = (0,_parsers_process_metric_names_js__WEBPACK_IMPORTED_MODULE_2__/* .processMetricOf */ .P_)(name);
    const policy = policies.find((p) => (metric === null || (0,_parsers_process_metric_names_js__WEBPACK_IMPORTED_MODULE_2__/* .globNamesMetric */ .LV)(p.match)) && (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlob */ .SO)(p.match).test(name));
    if (policy === undefined && metric !== null)
        return { gate: 'ignore', minEffect: defaultMinEffect, apart: true };
    return { gate: policy?.gate ?? (isRequestedMetric(name) ? 'report' : 'gate'), minEffect: policy?.minEffect ?? defaultMinEffect };
}
function benchmarkPolicies(settings) {
    const { policies, minEffect } = settings;
    const resolved = new Map();
    return {
        of(name) {
            let policy = resolved.get(name);
            if (policy === undefined) {
                policy = policyFor(name, policies, minEffect);
                resolved.set(name, policy);
            }
            return policy;
        },
    };
}


/***/ }),

/***/ 3334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SO: () => (/* reexport safe */ _util_glob_js__WEBPACK_IMPORTED_MODULE_0__.SO),
/* harmony export */   go: () => (/* reexport safe */ _util_glob_js__WEBPACK_IMPORTED_MODULE_0__.go),
/* harmony export */   nG: () => (/* reexport safe */ _util_glob_js__WEBPACK_IMPORTED_MODULE_0__.nG)
/* harmony export */ });
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9024);
/** The globs of the config file (`benchmarks[].match`, `build-outputs`): util/glob.ts, where the results format can check them too. */



/***/ }),

/***/ 6033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ InvalidValueError),
/* harmony export */   p: () => (/* binding */ expected)
/* harmony export */ });
/** A value of the wrong type or range; the caller prefixes where it came from. */
class InvalidValueError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InvalidValueError';
    }
}
function expected(what, got) {
    return new InvalidValueError(`expected ${what}, got ${describe(got)}`);
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return `a list ${truncate(JSON.stringify(value))}`;
    if (typeof value === 'object')
        return `a mapping ${truncate(JSON.stringify(value))}`;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects were described above: what is left is a primitive or a function
    return truncate(JSON.stringify(value) ?? String(value));
}
function truncate(text) {
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}


/***/ }),

/***/ 4035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LV: () => (/* binding */ globNamesMetric),
/* harmony export */   P_: () => (/* binding */ processMetricOf),
/* harmony export */   RU: () => (/* binding */ INSTRUCTIONS_METRIC),
/* harmony export */   Up: () => (/* binding */ HARNESS_PREFIX),
/* harmony export */   bu: () => (/* binding */ PROCESS_PREFIX),
/* harmony export */   ce: () => (/* binding */ isReservedName),
/* harmony export */   vg: () => (/* binding */ renameReserved)
/* harmony export */ });
/* unused harmony export PROCESS_METRICS */
/**
 * The metrics of a whole process that the runner records for every execution (wait4's rusage,
 * through GNU time, and the instruction count under valgrind on request), and how their
 * benchmark names read. The names are made in one place, `processMetricName` in
 * runner/process-metrics.ts; this file holds what it, the parsers (reserved names) and the gate
 * policy (config/benchmark-policy.ts) need to know about them.
 */
/** The process metrics, in the order the report lists them. */
const PROCESS_METRICS = ['cpu', 'max-rss', 'ctx-voluntary', 'ctx-involuntary', 'major-faults'];
/** The first segment of a process metric's name when the process ran a harness's suite: `process/cpu`. */
const PROCESS_PREFIX = 'process';
/** `process part 3/cpu`: the name under `split-benchmarks`, where each process runs one part of the suite. */
const PART_PREFIX = /^process part [1-9]\d*$/;
/** The metric `metrics: instructions` counts under valgrind (runner/instruction-count.ts): `process/instructions`. */
const INSTRUCTIONS_METRIC = 'instructions';
const isProcessMetric = (text) => PROCESS_METRICS.includes(text);
/**
 * The process metric a benchmark name stands for, or null: `process/<metric>`,
 * `process part <k>/<metric>`, or the bare `<metric>` that `format: process` records beside `wall`.
 * A harness never reports a benchmark under the first two (isReservedName).
 *
 * Example: `processMetricOf('process part 2/max-rss')` → `'max-rss'`; `processMetricOf('parse/cpu')` → null.
 */
function processMetricOf(name) {
    const slash = name.lastIndexOf('/');
    const metric = name.slice(slash + 1);
    if (!isProcessMetric(metric))
        return null;
    if (slash < 0)
        return metric;
    const scope = name.slice(0, slash);
    return scope === PROCESS_PREFIX || PART_PREFIX.test(scope) ? metric : null;
}
/**
 * Whether a policy's glob names the metric rather than catching it by a wildcard: its last
 * `/`-segment has no `*`, `?` or `[` (`process/max-rss`, `**\/max-rss`, `process/{cpu,max-rss}`,
 * bare `cpu`). Only such a policy gates a process metric; catch-alls (`**`, `process/*`) leave it
 * to be reported apart.
 */
function globNamesMetric(glob) {
    const last = glob.slice(glob.lastIndexOf('/') + 1);
    return !/[*?[]/.test(last);
}
/**
 * Whether a benchmark name is benchgate's own, never a harness's: every name whose first
 * `/`-segment is `process` or `process part <k>`, the scopes of what the runner measures itself
 * (`process/max-rss`, `process/instructions`, `process part 2/cpu`, and any metric added there
 * later). With `format: process` the runner's bare names (`wall`, `cpu`, `instructions`) are all
 * there is: no harness output is read.
 *
 * Example: `isReservedName('process/max-rss')` → true; `isReservedName('parse/process')` → false.
 */
function isReservedName(name) {
    const slash = name.indexOf('/');
    if (slash < 0)
        return false;
    const scope = name.slice(0, slash);
    return scope === PROCESS_PREFIX || PART_PREFIX.test(scope);
}
/** The first segment a harness's benchmark with a reserved name is recorded under: `harness/process/max-rss`. */
const HARNESS_PREFIX = 'harness';
/**
 * A harness's measurements with every reserved name (isReservedName) moved under
 * HARNESS_PREFIX, so that what the measured code prints can never stand in for what benchgate
 * measured (its peak RSS, its instruction count). One note per renamed name is pushed onto
 * `notes`.
 *
 * Example: `{ name: 'process/max-rss', value: 40000 }` → `{ name: 'harness/process/max-rss', value: 40000 }`.
 */
function renameReserved(measurements, notes) {
    const renamed = new Set();
    const result = measurements.map((m) => {
        if (!isReservedName(m.name))
            return m;
        renamed.add(m.name);
        return { ...m, name: `${HARNESS_PREFIX}/${m.name}` };
    });
    for (const name of renamed)
        notes?.push({ kind: 'reserved-name', name, recordedAs: `${HARNESS_PREFIX}/${name}` });
    return result;
}


/***/ })

};
