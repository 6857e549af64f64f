export const id = 79;
export const ids = [79];
export const modules = {

/***/ 9079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MEASURED_SETTINGS: () => (/* binding */ MEASURED_SETTINGS),
/* harmony export */   analysisRecord: () => (/* binding */ analysisRecord),
/* harmony export */   analysisSettings: () => (/* binding */ analysisSettings),
/* harmony export */   gatePolicy: () => (/* binding */ gatePolicy),
/* harmony export */   recordedRunOptions: () => (/* binding */ recordedRunOptions),
/* harmony export */   runAnalysisOptions: () => (/* binding */ runAnalysisOptions)
/* harmony export */ });
/* harmony import */ var _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3329);
/* harmony import */ var _planning_prior_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6665);
/* harmony import */ var _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5366);
/* harmony import */ var _stats_multiple_testing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1806);




/**
 * The settings that describe how the results were measured: the run order's and resampling's
 * seed, the failure limit, a calibration prior's build variances (which stand in for the
 * build level when the run had one build per version), and the estimator each execution was
 * summarised by (a run recorded before the default changed keeps its own). Gating again from a
 * run's results takes these from its record; the gate policy may come from elsewhere (`gatePolicy`).
 */
const MEASURED_SETTINGS = ['seed', 'maxFailureShare', 'buildVariancePriors', 'historyPriors', 'estimator'];
/**
 * The one place the complete analysis settings are made, for every mode: the defaults, then
 * `measured` (what the run used: its own settings when it runs, its record `meta.analysis` when
 * gating again), then `policy` (the gate policy: the run's config and flags; when gating again,
 * what a trusted place gives: `analyze`'s flags, the label run's base-commit config, the
 * comment workflow's own). Undefined values count as not given.
 */
function analysisSettings(measured, policy = {}) {
    const given = (layer) => Object.fromEntries(Object.entries(layer).filter(([, value]) => value !== undefined));
    const options = { ..._config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq, ...given(measured), ...given(policy) };
    return {
        ...options,
        detectWarmup: options.detectWarmup !== false,
        buildVariancePriors: { ...options.buildVariancePriors },
        historyPriors: copyHistoryPriors(options.historyPriors),
    };
}
/**
 * The settings a run measures and reports with: its gate policy (config file, inputs or flags),
 * its seed and failure limit, and the build variances of its prior (an adaptive run planned
 * from one). `measure` records them whole in `meta.analysis`.
 */
function runAnalysisOptions(policy, settings, adaptive) {
    const priors = adaptive?.prior ? (0,_planning_prior_js__WEBPACK_IMPORTED_MODULE_1__/* .buildVariancePriors */ .hY)(adaptive.prior) : {};
    return analysisSettings({ seed: settings.seed, maxFailureShare: settings.maxFailureShare, buildVariancePriors: priors }, policy);
}
/**
 * The gate policy of the action's modes as complete settings, all but the measured ones:
 * confidence, min-effect, correction, rule, detect-warmup and per-benchmark policies as given,
 * and the comparison's method as the action always runs it (the defaults: it has no inputs for
 * them). Laid over a run's record, it is what a label run or `mode: comment` gates with.
 */
function gatePolicy(settings) {
    const { seed: _seed, maxFailureShare: _limit, buildVariancePriors: _priors, historyPriors: _history, estimator: _estimator, ...method } = _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq;
    return { ...method, ...settings };
}
// (`robust` is only the old readers' copy of `estimator`.)
const RECORDED_WHOLE = true;
void RECORDED_WHOLE;
/** `meta.analysis`: the settings whole, as a plain JSON object (equal settings are deeply equal records). */
function analysisRecord(options) {
    return {
        confidence: options.confidence,
        minEffect: options.minEffect,
        correction: options.correction,
        rule: options.rule,
        design: options.design,
        estimator: options.estimator,
        robust: options.estimator === 'huber',
        detectWarmup: options.detectWarmup !== false,
        policies: options.policies.map((p) => ({
            match: p.match,
            ...(p.gate === undefined ? {} : { gate: p.gate }),
            ...(p.minEffect === undefined ? {} : { minEffect: p.minEffect }),
        })),
        seed: options.seed,
        maxFailureShare: options.maxFailureShare,
        bootstrapReplicates: options.bootstrapReplicates,
        moderate: options.moderate,
        buildVariancePriors: { ...options.buildVariancePriors },
        historyPriors: copyHistoryPriors(options.historyPriors),
    };
}
function copyHistoryPriors(priors) {
    return Object.fromEntries(Object.entries(priors ?? {}).map(([name, prior]) => [name, { ...prior }]));
}
/**
 * What a run's results say it was analysed with, for gating again: the whole record
 * (`meta.analysis`, checked when the file was read). A file from before the record was whole
 * gives what it has: the settings its partial record names (names this version knows), its
 * `meta.seed` and `meta.maxFailureShare`.
 */
function recordedRunOptions(meta) {
    const recorded = meta?.analysis;
    if (recorded !== undefined && (0,_results_analysis_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isCompleteAnalysis */ .SU)(recorded)) {
        const { robust: _robust, ...settings } = recorded;
        return {
            ...settings,
            policies: recorded.policies.map((p) => ({ ...p })),
            buildVariancePriors: { ...recorded.buildVariancePriors },
            historyPriors: copyHistoryPriors(recorded.historyPriors),
        };
    }
    const known = (value, names) => names.find((name) => name === value);
    return {
        ...(recorded === undefined
            ? {}
            : {
                confidence: recorded.confidence,
                minEffect: recorded.minEffect,
                correction: known(recorded.correction, _stats_multiple_testing_js__WEBPACK_IMPORTED_MODULE_3__/* .CORRECTIONS */ .ql),
                rule: known(recorded.rule, _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DECISION_RULES */ .df),
                design: known(recorded.design, _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPARISON_DESIGNS */ .Eh),
                estimator: recorded.robust ? 'huber' : 'mean',
                detectWarmup: recorded.detectWarmup,
            }),
        ...(meta?.seed !== undefined && meta.seed < 2 ** 32 ? { seed: meta.seed } : {}),
        ...(meta?.maxFailureShare !== undefined ? { maxFailureShare: meta.maxFailureShare } : {}),
    };
}


/***/ }),

/***/ 6665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hY: () => (/* binding */ buildVariancePriors),
/* harmony export */   mk: () => (/* binding */ parsePrior),
/* harmony export */   yV: () => (/* binding */ PriorFormatError)
/* harmony export */ });
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8762);
/* harmony import */ var _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5366);
/* harmony import */ var _results_results_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(674);



/** A prior that cannot be used, with the JSON path of the problem. */
class PriorFormatError extends Error {
    constructor(source, path, problem) {
        super(`${source}: ${path}: ${problem}`);
        this.name = 'PriorFormatError';
    }
}
/** Parses and checks a prior (e.g. a calibration.json); extra fields are allowed and dropped. */
function parsePrior(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new PriorFormatError(source, '$', `not valid JSON: ${error.message}`);
    }
    const fail = (path, problem) => {
        throw new PriorFormatError(source, path, problem);
    };
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return fail('$', 'expected an object');
    if (value.kind !== 'benchgate-prior')
        fail('kind', `expected "benchgate-prior" (the output of benchgate calibrate), got ${JSON.stringify(value.kind)}`);
    if (value.version !== 1)
        fail('version', `expected 1, got ${JSON.stringify(value.version)}`);
    const numberOrNull = (container, key, path, options = {}) => {
        const v = container[key];
        if (v === null && options.nullable)
            return null;
        if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || (options.positive && v === 0)) {
            return fail(`${path}.${key}`, `expected a ${options.positive ? 'positive' : 'non-negative'} number${options.nullable ? ' or null' : ''}, got ${JSON.stringify(v)}`);
        }
        return v;
    };
    const number = (container, key, path, options = {}) => numberOrNull(container, key, path, options) ?? fail(`${path}.${key}`, 'expected a number, got null');
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value.costs))
        return fail('costs', 'expected an object');
    const costs = {
        buildSeconds: number(value.costs, 'buildSeconds', 'costs'),
        executionSeconds: number(value.costs, 'executionSeconds', 'costs', { positive: true }),
        startupSeconds: numberOrNull(value.costs, 'startupSeconds', 'costs', { nullable: true }),
    };
    if (!Array.isArray(value.benchmarks))
        return fail('benchmarks', 'expected a list');
    // A run records the build variances of its prior (meta.analysis), and a reader refuses more.
    if (value.benchmarks.length > _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_PRIORS */ .vC)
        return fail('benchmarks', `${value.benchmarks.length} benchmarks; at most ${_results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_PRIORS */ .vC} are allowed`);
    const benchmarks = value.benchmarks.map((entry, i) => {
        const path = `benchmarks[${i}]`;
        if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(entry))
            return fail(path, 'expected an object');
        if (typeof entry.name !== 'string' || entry.name === '')
            fail(`${path}.name`, 'expected a non-empty string');
        if (typeof entry.unit !== 'string')
            fail(`${path}.unit`, 'expected a string');
        const noise = entry.noise;
        if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(noise))
            return fail(`${path}.noise`, 'expected an object');
        const at = `${path}.noise`;
        if (typeof noise.deterministicBuild !== 'boolean')
            fail(`${at}.deterministicBuild`, 'expected true or false');
        return {
            name: entry.name,
            unit: entry.unit,
            noise: {
                binary: number(noise, 'binary', at),
                execution: number(noise, 'execution', at),
                measurement: number(noise, 'measurement', at),
                deterministicBuild: noise.deterministicBuild,
                measurements: number(noise, 'measurements', at, { positive: true }),
                warmup: number(noise, 'warmup', at),
                rounds: number(noise, 'rounds', at, { positive: true }),
            },
        };
    });
    return { version: 1, kind: 'benchgate-prior', costs, benchmarks };
}
/**
 * Each benchmark's build-to-build variance relative to the mean squared, σ_V²/μ², for the
 * analysis (AnalysisOptions.buildVariancePriors): the prior's `binary` is what a pair of
 * builds adds to the log ratio, 2σ_V²/μ². Deterministic builds contribute 0.
 */
function buildVariancePriors(prior) {
    // A longer name names no benchmark (results refuse it).
    const named = prior.benchmarks.filter((b) => b.name.length <= _results_results_format_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_BENCHMARK_NAME_LENGTH */ .CH);
    return Object.fromEntries(named.map((b) => [b.name, b.noise.deterministicBuild ? 0 : b.noise.binary / 2]));
}


/***/ })

};
