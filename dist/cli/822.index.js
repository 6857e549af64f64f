export const id = 822;
export const ids = [822,79,625];
export const modules = {

/***/ 4822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyse: () => (/* binding */ analyse),
  recordedRunOptions: () => (/* reexport */ analysis_settings.recordedRunOptions)
});

// EXTERNAL MODULE: ./src/config/benchmark-policy.ts
var benchmark_policy = __webpack_require__(6848);
// EXTERNAL MODULE: ./src/parsers/process-metric-names.ts
var process_metric_names = __webpack_require__(4035);
// EXTERNAL MODULE: ./src/results/results-format.ts
var results_format = __webpack_require__(674);
;// CONCATENATED MODULE: ./src/analysis/gated-metric-failure.ts



/**
 * The versions that could not produce a gated metric: a metric benchgate measures beside the
 * harness's benchmarks (a process metric, `process/max-rss`; a count on request,
 * `process/instructions`) that a policy gates, and that failed in more than `max-failure-share`
 * of a version's executions that ran (not-run executions of an early stop are not counted). Such
 * metrics never decide whether a version was measured (measurement-failure.ts: time does), but
 * one that gates decides the check, and a version that could not produce it is a version the gate
 * could not measure, as a harness benchmark missing from half of its processes is: the check
 * fails, not "not decided". The first such metric per version, in the order base, head.
 *
 * Example: `process/instructions` gated, every head execution under valgrind failed →
 * `{ side: 'head', reason: 'the gated metric "process/instructions" could not be measured in 3 of the 3 head executions that ran, …' }`.
 */
function gatedMetricFailures(results, options) {
    const failures = [];
    for (const side of results_format/* VERSION_SIDES */.Co) {
        for (const benchmark of results.benchmarks) {
            if ((0,process_metric_names/* processMetricOf */.P_)(benchmark.name) === null && !(0,benchmark_policy/* isRequestedMetric */.j_)(benchmark.name))
                continue;
            if ((0,benchmark_policy/* policyFor */.KV)(benchmark.name, options.policies, options.minEffect).gate !== 'gate')
                continue;
            const ran = benchmark[side].binaries.flatMap((binary) => binary.executions.filter((e) => e.notRun !== true));
            const failed = ran.filter((e) => e.values.length === 0);
            if (ran.length === 0 || failed.length / ran.length <= options.maxFailureShare)
                continue;
            const first = failed.find((e) => typeof e.failure === 'string')?.failure;
            failures.push({
                side,
                reason: `the gated metric ${JSON.stringify(benchmark.name)} could not be measured in ${failed.length} of the ${ran.length} ${side} executions ` +
                    `that ran, more than max-failure-share ${options.maxFailureShare} allows${first === undefined ? '' : `; the first: ${oneLine(first)}`}`,
            });
            break;
        }
    }
    return failures;
}
/** `failures` with those of `more` whose version is not in it yet, in the order base, head: one reason per version. */
function withFailures(failures, more) {
    const sides = new Set(failures.map((f) => f.side));
    const all = [...failures, ...more.filter((f) => !sides.has(f.side))];
    return results_format/* VERSION_SIDES */.Co.flatMap((side) => all.filter((f) => f.side === side));
}
function oneLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

// EXTERNAL MODULE: ./src/analysis/measurement-failure.ts
var measurement_failure = __webpack_require__(4001);
// EXTERNAL MODULE: ./src/analysis/analyze-results.ts + 1 modules
var analyze_results = __webpack_require__(657);
// EXTERNAL MODULE: ./src/analysis/decide.ts
var decide = __webpack_require__(2464);
// EXTERNAL MODULE: ./src/config/analysis-options.ts
var analysis_options = __webpack_require__(3329);
// EXTERNAL MODULE: ./src/planning/run-costs.ts
var run_costs = __webpack_require__(6191);
// EXTERNAL MODULE: ./src/sequential/settle-budget.ts
var settle_budget = __webpack_require__(5407);
// EXTERNAL MODULE: ./src/planning/detectable-effect.ts
var detectable_effect = __webpack_require__(2610);
// EXTERNAL MODULE: ./src/sequential/read-record.ts
var read_record = __webpack_require__(9625);
// EXTERNAL MODULE: ./src/sequential/analyze-look.ts + 1 modules
var analyze_look = __webpack_require__(3030);
// EXTERNAL MODULE: ./src/sequential/fold-looks.ts
var fold_looks = __webpack_require__(4681);
;// CONCATENATED MODULE: ./src/sequential/truncate-results.ts
/**
 * The results as they stood after the first `blocks` interleaving blocks: every execution
 * with a recorded block below that count (executions without a block are dropped, since
 * when they ran is unknown), and only the builds made by then: a build added during the run
 * (`meta.design.addedBuilds`, the last ones of each version) did not exist before its first
 * block, which runs right after it is built. Replaying a sequential run's looks from its
 * final results uses exactly the data each look saw.
 */
function resultsUpToBlock(results, blocks) {
    const added = results.meta?.design?.addedBuilds ?? 0;
    const seen = (e) => e.block !== undefined && e.block < blocks;
    const keep = (version) => ({
        ...version,
        binaries: version.binaries
            .filter((binary, k) => k < version.binaries.length - added || binary.executions.some(seen))
            .map((binary) => ({ ...binary, executions: binary.executions.filter(seen) })),
    });
    return { ...results, benchmarks: results.benchmarks.map((b) => ({ ...b, base: keep(b.base), head: keep(b.head) })) };
}
/** A benchmark with only the first `rounds` executions of every binary (round j runs execution j of each binary). */
function recordUpToRound(record, rounds) {
    const keep = (version) => ({
        ...version,
        binaries: version.binaries.map((binary) => ({ ...binary, executions: binary.executions.slice(0, rounds) })),
    });
    return { ...record, base: keep(record.base), head: keep(record.head) };
}

;// CONCATENATED MODULE: ./src/sequential/replay-sequential.ts



/**
 * Replays the looks of an adaptive run from its final results: look k sees the executions
 * of the blocks that had finished (results-up-to-block), at the level its recorded
 * information fraction gives under the analysis's confidence. With the run's own options
 * this reproduces the run's decisions; with others (a different min-effect or policy) the
 * intervals stay simultaneously valid, since the levels depend only on when the looks were.
 */
function replaySequential(results, record, options) {
    const alpha = 1 - options.confidence;
    const looks = [];
    let outcomes = new Map();
    record.looks.forEach((point, k) => {
        const seen = resultsUpToBlock(results, point.blocks);
        const divisor = Math.max(point.divisor, (0,analyze_look/* lookDivisor */.ms)(seen, options));
        const earlier = record.looks.slice(0, k + 1);
        const plan = {
            spending: record.spending,
            fractions: earlier.map((l) => l.fraction),
            alpha: alpha / divisor,
            final: point.final,
            blocks: earlier.map((l) => l.blocks),
            repeatedT: record.tBoundaries === 'repeated-t',
            ...(record.growth === 'builds' ? {} : { information: 'blocks' }),
        };
        const level = (0,analyze_look/* planLevel */.UZ)(plan);
        const analyses = (0,analyze_look/* analyzeLook */.gV)(seen, plan, options);
        outcomes = (0,fold_looks/* foldLook */.p)(outcomes, k, analyses);
        looks.push({ blocks: point.blocks, level, divisor, final: point.final, analyses });
    });
    return { looks, outcomes };
}

// EXTERNAL MODULE: ./src/analysis/history-prior.ts
var history_prior = __webpack_require__(427);
;// CONCATENATED MODULE: ./src/sequential/analyze-sequential.ts









/**
 * The analysis of any results file: the fixed analysis (analyze-results.ts) for a fixed
 * design, and for an adaptive run (`meta.sequential`) the same analysis with each benchmark's
 * Δ and verdict taken from the replayed looks (replay-sequential.ts): the deciding look's
 * repeated confidence interval and decision, or the last look's interval for an undecided
 * (`inconclusive`) benchmark, with what it could have detected and the budget that would
 * settle min-effect. The fixed analysis's own test would ignore that the run looked several
 * times, so it decides nothing here; nor does its history prior: what became of a benchmark's
 * history prior is the deciding (or last) look's.
 */
function analyzeWithStopping(results, overrides = {}) {
    const record = (0,read_record.readSequentialRecord)(results);
    if (record === null)
        return (0,analyze_results/* analyzeResults */.f)(results, overrides);
    const options = { ...analysis_options/* DEFAULT_ANALYSIS_OPTIONS */.aq, ...overrides };
    const { looks, outcomes } = replaySequential(results, record, options);
    const verdicts = new Map([...outcomes.values()].map((outcome) => [
        outcome.name,
        { decision: outcome.analysis.decision ?? decide/* UNDECIDED */.Cz, change: outcome.analysis.change, level: outcome.analysis.level },
    ]));
    const report = (0,analyze_results/* analyzeResults */.f)(results, overrides, verdicts);
    const benchmarks = report.benchmarks.map((benchmark) => {
        const outcome = outcomes.get(benchmark.name);
        if (!outcome)
            return benchmark;
        return withStopping(benchmark, outcome, looks, results, options);
    });
    const meta = results.meta ?? {};
    return {
        ...report,
        benchmarks,
        sequential: {
            method: record.method,
            spending: record.spending,
            budgetSeconds: record.budgetSeconds,
            spentSeconds: typeof meta.totalSeconds === 'number' ? meta.totalSeconds : record.stop.elapsedSeconds,
            blocks: record.stop.blocks,
            blocksPerRound: record.blocksPerRound,
            maxRounds: record.maxRounds,
            looks: record.looks.length,
            stop: record.stop,
            growth: record.growth ?? 'rounds',
            addedBuilds: meta.design?.addedBuilds ?? 0,
            buildBlocks: record.buildBlocks ?? null,
        },
    };
}
/** How the benchmark's look decided (or did not), and for an undecided one what would settle it: values, which report/notes.ts words. */
function withStopping(benchmark, outcome, looks, results, options) {
    const { analysis } = outcome;
    const change = analysis.change;
    // The history prior as the deciding look judged it, not as the fixed analysis of the final results would.
    const { historyPrior: _fixed, ...rest } = benchmark;
    const notes = benchmark.notes.filter((note) => note.kind !== 'history-prior');
    if (analysis.historyPrior !== undefined)
        notes.push((0,history_prior/* historyPriorNote */.B4)(analysis.historyPrior));
    const lookPrior = analysis.historyPrior === undefined ? {} : { historyPrior: analysis.historyPrior };
    const decided = outcome.verdict !== null;
    const lookCount = looks.length;
    let detectable = null;
    let settle = null;
    if (!decided && change) {
        detectable = (0,detectable_effect/* detectableEffect */.zK)(change.standardError, change.df, analysis.level);
        settle = (0,settle_budget/* settleBudget */.t)(results, benchmark.name, (0,run_costs/* measuredCosts */.l)(results), benchmark.minEffect, analysis.level, options);
    }
    const stopping = {
        decided,
        look: outcome.look + 1,
        looks: lookCount,
        blocks: looks[outcome.look].blocks,
        level: analysis.level,
        interval: !decided && change ? change.ci : null,
        detectableEffect: detectable,
        budgetToSettle: settle,
    };
    return { ...rest, ...lookPrior, notes, stopping };
}

;// CONCATENATED MODULE: ./src/proof/proved-report.ts

/** `meta.proof` when it proved the versions' inputs identical; null otherwise (or for a file from elsewhere without one). */
function provedInputs(results) {
    const proof = results.meta?.proof;
    if (proof?.proved !== true || proof.proof === undefined)
        return null;
    const { filesRead, hash } = proof.proof;
    if (typeof filesRead !== 'number' || typeof hash !== 'string')
        return null;
    return { ...proof, proof: { ...proof.proof, filesRead, hash } };
}
/**
 * The report of a run that proved both versions read byte-identical inputs: every benchmark
 * the traced executions reported is `unchanged` with the source `identical-inputs`, with no
 * interval (nothing was measured); those an `ignore` policy names are left out as usual.
 */
function provedUnchangedReport(results, proof, options) {
    const ignored = [];
    const benchmarks = [];
    const verdictSource = { kind: 'identical-inputs', filesRead: proof.proof.filesRead, hash: proof.proof.hash };
    for (const entry of proof.benchmarks) {
        const row = (0,decide/* intervalFreeRow */.ml)(entry, decide/* IDENTICAL_INPUTS */.U7, options, { notes: [], verdictSource });
        if (row === null)
            ignored.push(entry.name);
        else
            benchmarks.push(row);
    }
    return {
        version: 1,
        options,
        benchmarks,
        summary: (0,decide/* summarize */.eh)(benchmarks),
        ignored,
        ...(results.meta ? { meta: results.meta } : {}),
    };
}
/**
 * The report of a run whose suite was split (`split-benchmarks`) and proved part by part, where
 * some parts were proved and the others measured: the measured benchmarks' rows as analysed,
 * and every benchmark of a proved part `unchanged` with the source `identical-inputs` and its
 * part's proof, no interval. The summary counts both. A report without proved parts is
 * returned as it is.
 */
function withProvedParts(report, results, options) {
    const parts = results.meta?.proof?.parts ?? [];
    const measured = new Set(report.benchmarks.map((b) => b.name));
    const ignored = new Set(report.ignored);
    const added = [];
    const addedIgnored = [];
    for (const part of parts) {
        const proof = part.proved ? part.proof : undefined;
        if (proof === undefined || typeof proof.filesRead !== 'number' || typeof proof.hash !== 'string')
            continue;
        const verdictSource = { kind: 'identical-inputs', filesRead: proof.filesRead, hash: proof.hash };
        // Only the benchmarks the part was named: a harness that ignores the filter proves nothing else by it.
        const named = new Set(part.names);
        for (const entry of part.benchmarks) {
            if (!named.has(entry.name) || measured.has(entry.name) || ignored.has(entry.name))
                continue;
            measured.add(entry.name);
            const row = (0,decide/* intervalFreeRow */.ml)(entry, decide/* IDENTICAL_INPUTS */.U7, options, { notes: [], verdictSource });
            if (row === null)
                addedIgnored.push(entry.name);
            else
                added.push(row);
        }
    }
    if (added.length === 0 && addedIgnored.length === 0)
        return report;
    const benchmarks = [...report.benchmarks, ...added];
    return { ...report, benchmarks, summary: (0,decide/* summarize */.eh)(benchmarks), ignored: [...report.ignored, ...addedIgnored] };
}

// EXTERNAL MODULE: ./src/experiment/analysis-settings.ts
var analysis_settings = __webpack_require__(9079);
;// CONCATENATED MODULE: ./src/experiment/analyse.ts




// Gating again from a run's results starts from what it recorded (analysis-settings.ts).

/**
 * The one analysis entry point: the fixed design's analysis, or for an adaptive run the
 * replay of its looks (analyzeWithStopping), and which versions could not be measured. The
 * settings are complete: analysis-settings.ts makes them for every mode.
 */
function analyse(results, options) {
    // prove-unchanged proved identical inputs: nothing was measured, and nothing needed to be.
    const proved = provedInputs(results);
    if (proved !== null)
        return { report: provedUnchangedReport(results, proved, options), failures: [] };
    // Parts of a split suite proved unchanged were not measured: their benchmarks join the report as such.
    // A gated metric (process/instructions, process/max-rss) a version could not produce fails the gate too.
    const failures = withFailures((0,measurement_failure/* measurementFailures */.s)(results), gatedMetricFailures(results, options));
    return { report: withProvedParts(analyzeWithStopping(results, options), results, options), failures };
}


/***/ }),

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


/***/ }),

/***/ 3030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gV: () => (/* binding */ analyzeLook),
  ms: () => (/* binding */ lookDivisor),
  UZ: () => (/* binding */ planLevel)
});

// EXTERNAL MODULE: ./src/analysis/analyze-benchmark.ts + 3 modules
var analyze_benchmark = __webpack_require__(4668);
// EXTERNAL MODULE: ./src/config/benchmark-policy.ts
var benchmark_policy = __webpack_require__(6848);
// EXTERNAL MODULE: ./src/stats/alpha-spending.ts + 1 modules
var alpha_spending = __webpack_require__(42);
// EXTERNAL MODULE: ./src/stats/relative-change.ts
var relative_change = __webpack_require__(2548);
// EXTERNAL MODULE: ./node_modules/jstat/dist/jstat.js
var jstat = __webpack_require__(2453);
var jstat_default = /*#__PURE__*/__webpack_require__.n(jstat);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(9808);
// EXTERNAL MODULE: ./src/stats/rng.ts
var rng = __webpack_require__(1046);
;// CONCATENATED MODULE: ./src/stats/sequential-t-bounds.ts




/**
 * Boundaries for the repeated paired t test: block differences d_i, iid normal, tested after
 * n_1 < n_2 < … blocks with T_k = mean/(sd/√n_k) on n_k − 1 df, two-sided.
 *
 * The group-sequential recursion (group-sequential-bounds.ts) is exact for a known variance.
 * With the variance estimated, taking each look's t quantile at the z recursion's nominal
 * level (the "significance level" approach) is accurate for large df but liberal for small
 * ones: looks after 4, 6, …, 12 blocks reject a true null in 5.7 % of 400,000 simulated runs
 * at α = 5 % (docs/statistics.md). Here the joint law of (T_1, …, T_K) is simulated instead:
 * it depends only on the n_k, and each path needs only the running sum and sum of squares,
 * updated per look by the sum of the new blocks (normal) and their own sum of squares about
 * their mean (χ² with Δn − 1 df). Boundary k is the quantile of |T_k| among the paths that
 * have not crossed before, so that the share crossing first at look k is the look's
 * increment. The first boundary is the exact t quantile. A fixed seed makes the boundaries a
 * function of their inputs, so a replay of the looks reaches the same ones. A look without new
 * blocks tests the same statistics at a lower bound.
 *
 * With an empirical-Bayes prior for the variance (s0² on d0 df: a history prior,
 * analysis/history-prior.ts), each look's variance is s̃² = (d0·s0² + SS_k)/(d0 + n_k − 1) on
 * d0 + n_k − 1 df, and under the prior's model d0·s0²/σ² ~ χ²(d0), one draw shared by every
 * look. Each path draws it once, with the first look's blocks (`priorDf`): the joint law of the
 * moderated statistics, simulated the same way.
 */
const PATHS = 200_000;
const SEED = 0x5eed_7b0d;
/**
 * Below this many crossing paths the simulated quantile is too noisy, and with one seed its
 * error is shared by every benchmark of a suite. Such small increments (α split over many
 * benchmarks) take the look's own t quantile instead, P(|T_k| > c_k) = increment: never above
 * the increment, and close to it when the crossings of different looks rarely overlap, which
 * is when increments are small.
 */
const FEWEST_CROSSING_PATHS = 1000;
/**
 * Two-sided boundaries c_k on the |T_k| scale for looks after `blocks` (non-decreasing, ≥ 2),
 * each look k crossed first with probability `increments[k]` under the null (at most that,
 * for small increments). Infinity where a look may spend nothing. `priorDf` d0 ≥ 0: the
 * variance is moderated by a prior on d0 df (above); 0 (the default) is the plain paired t.
 */
function pairedTBounds(blocks, increments, priorDf = 0) {
    if (blocks.length !== increments.length || blocks.length === 0)
        throw new RangeError('one increment per look is needed');
    blocks.forEach((n, k) => {
        if (!Number.isInteger(n) || n < 2)
            throw new RangeError(`a paired t look needs at least 2 blocks, got ${n}`);
        if (k > 0 && n < blocks[k - 1])
            throw new RangeError(`looks must not lose blocks, got ${blocks.join(', ')}`);
    });
    if (!(priorDf >= 0) || !Number.isFinite(priorDf))
        throw new RangeError(`a prior's degrees of freedom must be finite and 0 or more, got ${priorDf}`);
    const key = `${blocks.join(',')}|${increments.join(',')}|${priorDf}`;
    const known = memo.get(key);
    if (known)
        return known.slice();
    if (memo.size >= MEMO_LIMIT)
        memo.clear();
    const bounds = simulatedBounds(blocks, increments, priorDf);
    memo.set(key, bounds);
    return bounds.slice();
}
const memo = new Map();
const MEMO_LIMIT = 256;
/** The last paths of each prior df (0: none), so that benchmarks with and without a prior each extend their own. */
const lastStates = new Map();
const STATES_LIMIT = 16;
function prefixKey(blocks, increments, looks) {
    return `${blocks.slice(0, looks).join(',')}|${increments.slice(0, looks).join(',')}`;
}
function simulatedBounds(blocks, increments, priorDf) {
    const last = lastStates.get(priorDf) ?? null;
    const resume = last !== null && last.bounds.length < blocks.length && last.key === prefixKey(blocks, increments, last.bounds.length);
    const state = resume
        ? { ...last, sum: last.sum.slice(), squares: last.squares.slice(), crossed: last.crossed.slice(), bounds: last.bounds.slice() }
        : { key: '', seen: 0, sum: new Float64Array(PATHS), squares: new Float64Array(PATHS), crossed: new Uint8Array(PATHS), bounds: [] };
    const statistics = new Float64Array(PATHS);
    for (let k = state.bounds.length; k < blocks.length; k++) {
        const n = blocks[k];
        // A look without new blocks sees the same statistics again: it can still spend its share on the paths below the last bound.
        const added = n - state.seen;
        // Each look's draws come from a seed of its own, so a look's boundary does not depend on how it was reached.
        const random = (0,rng/* createRandom */.sk)(SEED + k);
        const { sum, squares, crossed } = state;
        let alive = 0;
        for (let p = 0; p < PATHS; p++) {
            if (crossed[p])
                continue;
            if (added > 0) {
                // The new blocks: their sum and their sum of squares about their own mean, then the pooled sum of squares.
                const batchSum = Math.sqrt(added) * (0,rng/* randomNormal */.FE)(random);
                const batchSquares = added > 1 ? chiSquare(random, added - 1) : 0;
                if (state.seen > 0) {
                    const gap = batchSum / added - sum[p] / state.seen;
                    squares[p] += batchSquares + ((state.seen * added) / n) * gap * gap;
                }
                else {
                    // The prior's sum of squares joins the first look's (drawn after it: without a prior the draws are as before).
                    squares[p] = batchSquares + (priorDf > 0 ? chiSquare(random, priorDf) : 0);
                }
                sum[p] += batchSum;
            }
            statistics[alive++] = Math.abs(sum[p] / n) / Math.sqrt(squares[p] / (n - 1 + priorDf) / n);
        }
        state.seen = n;
        const simulated = k > 0 && increments[k] * PATHS >= FEWEST_CROSSING_PATHS;
        const bound = simulated ? boundAmong(statistics.subarray(0, alive), increments[k]) : marginalBound(increments[k], n - 1 + priorDf);
        state.bounds.push(bound);
        // The statistics were written in path order, skipping the paths that had crossed.
        let index = 0;
        for (let p = 0; p < PATHS; p++) {
            if (crossed[p])
                continue;
            if (statistics[index++] > bound)
                crossed[p] = 1;
        }
    }
    state.key = prefixKey(blocks, increments, blocks.length);
    if (!lastStates.has(priorDf) && lastStates.size >= STATES_LIMIT)
        lastStates.clear();
    lastStates.set(priorDf, state);
    return state.bounds.slice();
}
/** The bound the t statistic on `df` df exceeds with probability `increment` (two-sided). */
function marginalBound(increment, df) {
    return increment > 0 ? (0,distributions/* tQuantile */.YW)(1 - increment / 2, df) : Infinity;
}
/** The value that `increment`·PATHS of the surviving statistics exceed. */
function boundAmong(statistics, increment) {
    const exceeding = Math.round(increment * PATHS);
    if (exceeding < 1)
        return Infinity;
    if (exceeding >= statistics.length)
        return 0;
    const sorted = Float64Array.from(statistics).sort();
    const below = sorted.length - exceeding;
    return (sorted[below - 1] + sorted[below]) / 2;
}
/** χ² with `df` degrees of freedom: 2·Gamma(df/2), by Marsaglia & Tsang (2000). */
function chiSquare(random, df) {
    return 2 * gamma(random, df / 2);
}
function gamma(random, shape) {
    if (shape < 1) {
        let u = 0;
        while (u === 0)
            u = random();
        return gamma(random, shape + 1) * u ** (1 / shape);
    }
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
        let x;
        let v;
        do {
            x = (0,rng/* randomNormal */.FE)(random);
            v = 1 + c * x;
        } while (v <= 0);
        v = v * v * v;
        const u = random();
        if (u < 1 - 0.0331 * x ** 4)
            return d * v;
        if (u > 0 && Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v)))
            return d * v;
    }
}
/**
 * The two-sided nominal level of the paired t interval at the last of these looks, for a
 * benchmark whose complete blocks at the looks were `blocks`: the level at which its t
 * interval on n_K − 1 df is Δ ± c_K·se, with α spent by `spending` over `fractions` as in
 * alpha-spending.ts. Looks at which the benchmark had fewer than 2 blocks tested nothing:
 * their share of α is left unspent.
 *
 * With a variance prior on `priorDf` d0 df (pairedTBounds), the interval is on n_K − 1 + d0 df.
 * The boundaries are simulated for d0 rounded down to the grid 1, 1.5, 2, 3, 4, 6, 8, 12, …
 * (priorDfGrid: a suite's priors share a few simulations, and a fitted d0 varies run to run),
 * which is conservative: fewer prior df give heavier tails and higher boundaries. The level is
 * read on the actual df, so that the interval is still Δ ± c_K·se.
 */
function pairedTLevel(spending, fractions, alpha, final, blocks, priorDf = 0) {
    const increments = (0,alpha_spending/* spendingIncrements */.jA)(spending, fractions, alpha / 2, final).map((i) => 2 * i);
    const tested = blocks.flatMap((n, k) => (n >= 2 ? [k] : []));
    const last = blocks.length - 1;
    if (tested.at(-1) !== last)
        return 0;
    const bounds = pairedTBounds(tested.map((k) => blocks[k]), tested.map((k) => increments[k]), priorDfGrid(priorDf));
    const bound = bounds[bounds.length - 1];
    if (!Number.isFinite(bound))
        return 0;
    return 2 * (1 - jstat_default().studentt.cdf(bound, blocks[last] - 1 + priorDf));
}
/** The largest of 0, 1, 1.5, 2, 3, 4, 6, 8, 12, … (2^k and 1.5·2^k) at most `df`, up to 2^20. */
function priorDfGrid(df) {
    if (!(df >= 1))
        return 0;
    const power = 2 ** Math.min(20, Math.floor(Math.log2(df)));
    return df >= 1.5 * power && power < 2 ** 20 ? 1.5 * power : power;
}

// EXTERNAL MODULE: ./src/analysis/decide.ts
var decide = __webpack_require__(2464);
// EXTERNAL MODULE: ./src/analysis/history-prior.ts
var history_prior = __webpack_require__(427);
// EXTERNAL MODULE: ./src/analysis/moderate-suite.ts
var moderate_suite = __webpack_require__(7480);
;// CONCATENATED MODULE: ./src/sequential/analyze-look.ts








/**
 * How many benchmarks share a look's error (Bonferroni): those not ignored by a policy that
 * have at least one measurement so far, or 1 with `correction: none`.
 */
function lookDivisor(results, options) {
    if (options.correction === 'none')
        return 1;
    const measured = results.benchmarks.filter((b) => (0,benchmark_policy/* policyFor */.KV)(b.name, options.policies, options.minEffect).gate !== 'ignore' &&
        [b.base, b.head].some((v) => v.binaries.some((binary) => binary.executions.some((e) => e.values.length > 0))));
    return Math.max(1, measured.length);
}
/** The nominal level of the look's intervals (alpha-spending.ts), which a paired t comparison refines per benchmark. */
function planLevel(plan) {
    const information = plan.information === 'blocks' ? plan.blocks : plan.fractions;
    return (0,alpha_spending/* nominalLevels */.wN)(plan.spending, plan.fractions, plan.alpha, plan.final, information)[plan.fractions.length - 1];
}
/**
 * Analyses the results as they stand at a look: each benchmark not ignored gets its Δ
 * interval at confidence 1 − level, by the same estimator as the fixed analysis (paired
 * blocks, nested levels; analyze-benchmark.ts) without the impact-factor bootstrap, and the
 * stopping rule's decision (analysis/decide.ts). A benchmark compared by the paired t test (no
 * build level) gets the level of the exact repeated t boundaries for its own block counts
 * (sequential-t-bounds.ts) instead of the nominal one, which is liberal at few blocks.
 *
 * A benchmark with a history prior (`options.historyPriors`) borrows its variance and df as the
 * fixed analysis does (history-prior.ts: same estimator, same guards, judged at this look on
 * what this look saw): the design the look saw must be the prior's, up to the parts the prior
 * leaves open, and the look's own variance must agree with it (F test). The paired t test's
 * boundaries are then those of the moderated statistics (d0 more df, pairedTLevel).
 */
function analyzeLook(results, plan, options) {
    const nominal = planLevel(plan);
    return results.benchmarks
        .filter((record) => (0,benchmark_policy/* policyFor */.KV)(record.name, options.policies, options.minEffect).gate !== 'ignore')
        .map((record) => {
        const minEffect = (0,benchmark_policy/* policyFor */.KV)(record.name, options.policies, options.minEffect).minEffect;
        if (!(nominal > 0))
            return { name: record.name, level: nominal, change: null, decision: null, notes: [] };
        const analysis = (0,analyze_benchmark/* analyzeBenchmark */.U)(record, { ...options, minEffect, confidence: 1 - nominal, bootstrapReplicates: 0 });
        const prior = (0,history_prior/* historyPriorOf */.yg)(options.historyPriors, record.name);
        const use = prior === undefined || analysis.change === null ? null : (0,history_prior/* historyPriorUse */._E)(analysis, prior);
        const used = use?.used === true && prior !== undefined ? prior : null;
        const withUse = use === null ? {} : { historyPrior: use };
        let { change } = analysis;
        let level = nominal;
        if (plan.repeatedT && change !== null && analysis.pairedTBlocks !== null && !analysis.buildLevelMissing) {
            const blocks = completeBlocksAtLooks(record, plan.blocks, analysis.pairedTBlocks);
            level = pairedTLevel(plan.spending, plan.fractions, plan.alpha, plan.final, blocks, used?.df ?? 0);
            if (!(level > 0))
                return { name: record.name, level, change: null, decision: null, notes: analysis.notes, ...withUse };
            change = (0,relative_change/* relativeChange */.N0)(change.logRatio, change.standardError, change.df, 1 - level, change.design);
        }
        if (used !== null && analysis.moderation !== null)
            change = (0,moderate_suite/* moderateChange */.K)(analysis, used, analysis.moderation.df + used.df, 1 - level);
        const decision = change === null
            ? null
            : (0,decide/* decide */.LD)({
                relative: change.relative,
                ci: change.ci,
                better: record.better,
                minEffect,
                source: { kind: 'look' },
                buildLevelMissing: analysis.buildLevelMissing,
            });
        return { name: record.name, level, change, decision, notes: analysis.notes, ...withUse };
    });
}
/**
 * The benchmark's complete blocks (a base and a head execution with values) at each look, the
 * last being the `current` count its analysis used: the earlier counts are what those looks saw.
 */
function completeBlocksAtLooks(record, lookBlocks, current) {
    const measured = (side) => new Set(record[side].binaries.flatMap((b) => b.executions.flatMap((e) => (e.block !== undefined && e.values.length > 0 && e.failure === undefined ? [e.block] : []))));
    const base = measured('base');
    const complete = [...measured('head')].filter((block) => base.has(block));
    return lookBlocks.map((limit, k) => (k === lookBlocks.length - 1 ? current : Math.min(current, complete.filter((block) => block < limit).length)));
}


/***/ }),

/***/ 4681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ foldLook),
/* harmony export */   u: () => (/* binding */ allDecided)
/* harmony export */ });
/**
 * Folds one more look into the outcomes: an undecided benchmark takes the look's decision
 * (or stays undecided with the newer analysis); a decided one keeps its first decision, since
 * every look's interval covers the truth at once with probability 1 − α and a later one
 * adds nothing to a decision already made.
 */
function foldLook(outcomes, look, analyses) {
    const next = new Map(outcomes);
    for (const analysis of analyses) {
        const previous = next.get(analysis.name);
        if (previous?.verdict)
            continue;
        const verdict = analysis.decision === null || analysis.decision.verdict === 'inconclusive' ? null : analysis.decision.verdict;
        next.set(analysis.name, { name: analysis.name, verdict, look, analysis });
    }
    return next;
}
/** Every benchmark compared so far has a verdict (and there is at least one). */
function allDecided(outcomes) {
    return outcomes.size > 0 && [...outcomes.values()].every((o) => o.verdict !== null);
}


/***/ }),

/***/ 9625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readSequentialRecord: () => (/* binding */ readSequentialRecord)
/* harmony export */ });
/* unused harmony export SequentialRecordError */
/** A `meta.sequential` that cannot be replayed, with the JSON path of the problem. */
class SequentialRecordError extends Error {
    constructor(path, problem) {
        super(`meta.sequential${path}: ${problem}`);
        this.name = 'SequentialRecordError';
    }
}
/**
 * The adaptive design recorded in the results, checked; null when the run had a fixed design.
 * Its fields' types were checked when the results were read (`validateMeta`); what is checked
 * here is what a replay needs beyond them: looks at increasing information fractions up to 1.
 */
function readSequentialRecord(results) {
    const record = results.meta?.sequential;
    if (record === undefined)
        return null;
    let previous = 0;
    record.looks.forEach((look, i) => {
        const { fraction } = look;
        if (!(fraction > previous) || fraction > 1) {
            throw new SequentialRecordError(`.looks[${i}].fraction`, `expected a number in (${previous}, 1], increasing, got ${JSON.stringify(fraction)}`);
        }
        previous = fraction;
    });
    return record;
}


/***/ }),

/***/ 5407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ settleBudget)
/* harmony export */ });
/* harmony import */ var _planning_paired_noise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5007);
/* harmony import */ var _planning_plan_design_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(153);
/* harmony import */ var _stats_insufficient_data_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7021);



/**
 * The budget that would settle the benchmark at min-effect, from its noise so far and the
 * costs given (plan-design.ts budgetToSettle); null when none up to a day would, or when its
 * data cannot tell yet. What the report recommends, and what futility stopping defers to.
 */
function settleBudget(results, name, costs, minEffect, level, options) {
    const record = results.benchmarks.find((b) => b.name === name);
    if (!record)
        return null;
    try {
        return (0,_planning_plan_design_js__WEBPACK_IMPORTED_MODULE_1__/* .budgetToSettle */ .k4)((0,_planning_paired_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .pairedNoiseOf */ .HW)(record, options), costs, minEffect, level);
    }
    catch (error) {
        if (error instanceof _stats_insufficient_data_js__WEBPACK_IMPORTED_MODULE_2__/* .InsufficientDataError */ .y)
            return null;
        throw error;
    }
}


/***/ })

};
