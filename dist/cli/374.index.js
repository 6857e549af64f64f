export const id = 374;
export const ids = [374];
export const modules = {

/***/ 4374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ANALYZE_USAGE: () => (/* binding */ ANALYZE_USAGE),
/* harmony export */   analysisOptionsFrom: () => (/* binding */ analysisOptionsFrom),
/* harmony export */   analyzeCommand: () => (/* binding */ analyzeCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3329);
/* harmony import */ var _config_analysis_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3977);
/* harmony import */ var _config_invalid_value_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6033);
/* harmony import */ var _config_number_values_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3416);
/* harmony import */ var _results_validate_results_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8360);
/* harmony import */ var _analysis_flags_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6208);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6061);
/* harmony import */ var _input_file_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2497);
/* harmony import */ var _option_values_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1916);











const ANALYZE_USAGE = `benchgate analyze RESULTS.json [--json] [--confidence 0.95] [--min-effect 0.01]
    [--rule interval|overlap] [--correction holm|bh|none] [--design auto|paired|independent] [--estimator winsorized|huber|mean] [--robust] [--detect-warmup true|false] [--seed N]
    [--allow-missing-shards] [--history-prior PATH]`;
/**
 * Reads the analysis flags shared by `analyze` and `run`: only the flags given, so that
 * recorded or default values fill the rest. `includeSeed: false` leaves the seed out.
 */
function analysisOptionsFrom(values, includeSeed = true) {
    const text = (key) => values[key];
    const d = _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq;
    let given;
    try {
        // confidence, min-effect, correction, rule: the settings' one parser, as for the config file and the action inputs.
        given = { ...(0,_config_analysis_config_js__WEBPACK_IMPORTED_MODULE_3__/* .analysisLayer */ .EX)(text, (name) => `--${name}`) };
    }
    catch (error) {
        if (error instanceof _config_invalid_value_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidValueError */ .$)
            throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(error.message);
        throw error;
    }
    if (text('design') !== undefined)
        given.design = (0,_option_values_js__WEBPACK_IMPORTED_MODULE_10__/* .choiceOption */ .zu)('design', text('design'), _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__/* .COMPARISON_DESIGNS */ .Eh, d.design);
    if (text('estimator') !== undefined)
        given.estimator = (0,_option_values_js__WEBPACK_IMPORTED_MODULE_10__/* .choiceOption */ .zu)('estimator', text('estimator'), _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__/* .EXECUTION_ESTIMATORS */ .xe, d.estimator);
    // --robust is --estimator huber, as before the estimator had a name.
    if (values.robust === true) {
        if (given.estimator !== undefined && given.estimator !== 'huber')
            throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--robust is --estimator huber; it cannot go with --estimator ${given.estimator}`);
        given.estimator = 'huber';
    }
    const seed = text('seed');
    if (includeSeed && seed !== undefined)
        given.seed = (0,_option_values_js__WEBPACK_IMPORTED_MODULE_10__/* .settingOption */ .Ox)('seed', seed, _config_number_values_js__WEBPACK_IMPORTED_MODULE_5__/* .seedValue */ .lg) ?? undefined;
    return given;
}
async function analyzeCommand(argv, io) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({
        args: argv,
        allowPositionals: true,
        options: { ..._analysis_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .ANALYSIS_FLAGS */ .nm, ..._analysis_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .HISTORY_PRIOR_FLAG */ .Z5, json: { type: 'boolean' }, 'allow-missing-shards': { type: 'boolean' } },
    });
    if (positionals.length !== 1)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`analyze takes exactly one results file\nusage: ${ANALYZE_USAGE}`);
    const path = positionals[0];
    await (0,_input_file_js__WEBPACK_IMPORTED_MODULE_9__/* .checkInputFile */ .x)(path, path, 'a results file');
    // The analysis modules load while the file is read. Decoded in one piece: read with an
    // encoding, the text would come in chunks that JSON.parse has to join again.
    const [text, { gate, recordedSettings }, { differencesFromRun }] = await Promise.all([
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path).then((bytes) => bytes.toString('utf8')),
        Promise.all(/* import() */[__webpack_require__.e(453), __webpack_require__.e(427), __webpack_require__.e(49), __webpack_require__.e(600)]).then(__webpack_require__.bind(__webpack_require__, 600)),
        __webpack_require__.e(/* import() */ 506).then(__webpack_require__.bind(__webpack_require__, 6506)),
    ]);
    const results = (0,_results_validate_results_js__WEBPACK_IMPORTED_MODULE_6__/* .parseResults */ .c2)(text, path);
    const given = analysisOptionsFrom(values, values.seed !== undefined);
    // A history prior given here replaces the recorded one (a note says the settings differ from the run's).
    const historyPrior = values['history-prior'];
    if (historyPrior !== undefined) {
        // An adaptive run's verdicts are its looks', whose prior is fitted for the designs they saw.
        const { readSequentialRecord } = await __webpack_require__.e(/* import() */ 625).then(__webpack_require__.bind(__webpack_require__, 9625));
        const match = readSequentialRecord(results) === null ? 'design' : 'looks';
        given.historyPriors = await (await Promise.all(/* import() */[__webpack_require__.e(453), __webpack_require__.e(427), __webpack_require__.e(826)]).then(__webpack_require__.bind(__webpack_require__, 5826))).historyPriorsFromFlag(historyPrior, results.meta?.runner, io, match);
    }
    // Every setting the run recorded (its seed, failure limit and prior included), so that gating
    // again gives the run's verdicts; the flags given override, and a note says where they differ.
    const recorded = results.meta?.analysis;
    const { options, analysed, built } = gate(results, { measured: recordedSettings(results), policy: given }, { gate: { failOnRegression: true, accepted: false, decides: true, allowMissingShards: values['allow-missing-shards'] === true } });
    const differences = differencesFromRun(recorded, options);
    if (differences !== null)
        for (const line of differences.split('\n'))
            io.stderr(`note: ${line}\n`);
    io.stdout(values.json ? built.files[1].content : built.markdown);
    // A failure without a version that could not be measured: shards that did not deliver.
    const reasons = analysed.failures.length > 0 || built.gate.message === null ? analysed.failures : [{ reason: built.gate.message }];
    return (0,_cli_io_js__WEBPACK_IMPORTED_MODULE_8__/* .gateExitCode */ .Bx)(built.gate.outcome, reasons, io, 'analyze');
}


/***/ }),

/***/ 2497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ MAX_INPUT_BYTES),
/* harmony export */   x: () => (/* binding */ checkInputFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6061);


/** The largest results (or history) file a command reads whole. */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;
/**
 * Checks that `path`, about to be read whole, can be: a missing path, a directory, or a file
 * over 512 MiB is a usage error naming the path as the user gave it (`shown`) and what to give
 * instead (`kind`, e.g. "a results file"). A pipe (`/dev/stdin`, `<(gunzip -c …)`) is read as
 * it comes.
 */
async function checkInputFile(path, shown, kind) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => null);
    if (info === null)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot read ${shown}: no such file`);
    if (info.isDirectory())
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot read ${shown}: it is a directory; give ${kind}`);
    if (info.isFile() && info.size > MAX_INPUT_BYTES)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${shown} is ${Math.round(info.size / 2 ** 20)} MiB; files over 512 MiB are not read`);
}


/***/ }),

/***/ 1916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ settingOption),
/* harmony export */   jZ: () => (/* binding */ numberOption),
/* harmony export */   zu: () => (/* binding */ choiceOption)
/* harmony export */ });
/* harmony import */ var _config_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6033);
/* harmony import */ var _config_number_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3416);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6061);



/** A number flag within [min, max]; the message names the flag and the bad value. */
function numberOption(flag, raw, fallback, range) {
    if (raw === undefined)
        return fallback;
    const value = (0,_config_number_values_js__WEBPACK_IMPORTED_MODULE_1__/* .toNumber */ .Ro)(raw) ?? Number.NaN;
    const inRange = range.exclusive ? value > range.min && value < range.max : value >= range.min && value <= range.max;
    if (raw.trim() === '' || !Number.isFinite(value) || !inRange) {
        const bounds = range.exclusive ? `between ${range.min} and ${range.max} (exclusive)` : `from ${range.min} to ${range.max}`;
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag}: expected a number ${bounds}, got ${JSON.stringify(raw)}`);
    }
    return value;
}
/** An enum-like flag checked against its list of allowed values. */
function choiceOption(flag, raw, allowed, fallback) {
    if (raw === undefined)
        return fallback;
    if (!allowed.includes(raw))
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag}: expected one of ${allowed.join(', ')}, got ${JSON.stringify(raw)}`);
    return raw;
}
/** A flag read with its setting's one parser (as the config file key and the action input); the message names the flag. */
function settingOption(flag, raw, parse) {
    try {
        return parse(raw);
    }
    catch (error) {
        if (error instanceof _config_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidValueError */ .$)
            throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag}: ${error.message}`);
        throw error;
    }
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

/***/ 3416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ro: () => (/* binding */ toNumber),
/* harmony export */   lg: () => (/* binding */ seedValue),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   rv: () => (/* binding */ timeoutSeconds),
/* harmony export */   uM: () => (/* binding */ share)
/* harmony export */ });
/* harmony import */ var _invalid_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6033);

/**
 * The number settings' parsers, apart from setting-values.ts so that `benchgate analyze`
 * reads `--seed` without loading the command, glob and output-format parsers.
 */
/**
 * Numbers may come as numbers (YAML) or numeric strings (flags, quoted YAML), written in
 * decimals (`2`, `0.25`, `1e3`). `Number` alone would also take `0x10`, `0b11` and `0o7`,
 * which nobody means as a count or a timeout.
 */
function toNumber(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'string' && DECIMAL.test(value) && Number.isFinite(Number(value)))
        return Number(value);
    return undefined;
}
const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*$/i;
function wholeNumber(value, min, max = Number.MAX_SAFE_INTEGER) {
    const n = toNumber(value);
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__/* .expected */ .p)(`a whole number ${range}`, value);
    }
    return n;
}
/**
 * An execution's time limit in seconds. Node's timers hold at most 2³¹ − 1 ms: a longer one
 * fires at once, which would time out every execution, so "no limit" is refused rather than
 * wrapped.
 */
function timeoutSeconds(value) {
    const n = toNumber(value);
    if (n === undefined || !(n > 0) || n > MAX_TIMEOUT_SECONDS)
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__/* .expected */ .p)(`seconds, a number > 0 and at most ${MAX_TIMEOUT_SECONDS} (24 days)`, value);
    return n;
}
const MAX_TIMEOUT_SECONDS = Math.floor((2 ** 31 - 1) / 1000);
function share(value) {
    const n = toNumber(value);
    if (n === undefined || n < 0 || n > 1)
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__/* .expected */ .p)('a share from 0 to 1 (e.g. 0.25)', value);
    return n;
}
/** A random seed: a whole number that fits 32 bits (the config key `seed` and `--seed`). */
function seedValue(value) {
    return wholeNumber(value, 0, 2 ** 32 - 1);
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
