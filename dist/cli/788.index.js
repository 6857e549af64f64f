export const id = 788;
export const ids = [788,79];
export const modules = {

/***/ 4001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ measurementFailureMessage),
/* harmony export */   s: () => (/* binding */ measurementFailures)
/* harmony export */ });
/* harmony import */ var _results_results_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(674);
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8762);


/**
 * The versions that could not be measured, in the order base, head; empty when both were.
 * One rule for the CLI (exit 3) and the action (a failed check): a gate that could not measure
 * cannot pass. A version could not be measured when
 * - no benchmark was reported at all (both versions: the benchmark command printed nothing readable),
 * - none of its executions produced a measurement in any benchmark (all failed, timed out or printed nothing),
 * - more of its executions failed than `max-failure-share` allows (`meta.failureShareExceeded`,
 *   or that of any shard of a merged run in `meta.merge.inputs[]`),
 * - a benchmark it reported was measured in at most half of its executions (processes) that ran:
 *   a line no longer printed, a unit flip. Such a benchmark says as little as a version whose
 *   processes failed that often. A benchmark a version never reported (added or removed by the
 *   change) is that benchmark's inconclusive, not a failure.
 * A failed base counts as well as a failed head: without base there is nothing to compare against.
 *
 * `meta` may come from another job's artifact: only values of the checked types are used, and
 * reasons quote nothing from it but the recorded failure messages and numbers.
 */
function measurementFailures(results) {
    const meta = results.meta ?? {};
    const nothingReported = results.benchmarks.length === 0 && notMeasuredCount(meta) === 0;
    const failures = [];
    const cutShort = [];
    for (const side of _results_results_format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION_SIDES */ .Co) {
        if (nothingReported || (results.benchmarks.length > 0 && !hasMeasurement(results, side))) {
            failures.push({ side, reason: noMeasurementReason(meta, side, nothingReported, firstRecordFailure(results, side)) });
            continue;
        }
        const exceeded = failureShareExceeded(meta, side);
        if (exceeded !== null)
            (exceeded.ownFailures ? failures : cutShort).push({ side, reason: exceeded.reason });
        else {
            const partly = partlyMeasured(results, side);
            if (partly !== null)
                failures.push({ side, reason: partly });
        }
    }
    // A version over the limit only because the run stopped early for the other's failures is not blamed.
    return failures.length > 0 ? failures : cutShort;
}
function noMeasurementReason(meta, side, nothingReported, recordFailure) {
    const spent = budgetSpentBeforeMeasuring(meta);
    if (spent !== null)
        return spent;
    const first = firstFailure(meta, side);
    // No execution failed, but what they printed was unusable (e.g. a benchmark in another unit than base's).
    const noneFailed = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(meta.failedExecutions) && meta.failedExecutions[side] === 0;
    if (first === undefined && noneFailed && recordFailure !== undefined)
        return `no ${side} execution gave a usable measurement; the first: ${recordFailure}`;
    const failed = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(meta.failedExecutions) ? meta.failedExecutions[side] : undefined;
    const total = meta.executionsPerVersion;
    const reasons = failureReasons(meta, side) ?? [];
    // Older files count the executions not run among the failed ones; newer ones keep them apart.
    const legacy = reasons.filter(isLegacyNotRun).length;
    const all = isCount(failed) && isCount(total) && failed - legacy > 0 && failed - legacy === total - notRunCount(meta, side, reasons);
    if (first !== undefined && all)
        return `every ${side} execution failed; the first: ${first}`;
    const none = nothingReported
        ? `no benchmark was reported: no ${side} execution printed a measurement benchgate could read`
        : `no ${side} execution printed a measurement benchgate could read`;
    return first === undefined ? none : `${none}; the first failure: ${first}`;
}
/**
 * An adaptive run whose budget the builds used up before the first block: nothing was measured
 * because of the budget, not the benchmark, and every run with that budget would end so.
 */
function budgetSpentBeforeMeasuring(meta) {
    const stopped = meta.stoppedBy;
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(stopped) || stopped.reason !== 'budget' || stopped.blocks !== 0)
        return null;
    const seconds = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? `${Math.round(value)} s` : null);
    const budget = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(meta.plan) ? seconds(meta.plan.budgetSeconds) : null;
    const builds = seconds(meta.buildSeconds);
    return (`the budget${budget === null ? '' : ` of ${budget}`} was spent before anything was measured` +
        `${builds === null ? '' : ` (the builds took ${builds})`}: give a budget well above the time of two builds of each version`);
}
/** The failed check's message for `measurementFailures`' result, e.g. `head could not be measured: …`. */
function measurementFailureMessage(failures) {
    const sides = failures.map((f) => f.side);
    const what = sides.length === 2 ? 'neither base nor head could be measured' : `${sides[0]} could not be measured`;
    return `${what}: ${[...new Set(failures.map((f) => f.reason))].join('; ')}`;
}
/**
 * The first benchmark that `side` measured in some but at most half of its executions that ran
 * (not-run executions of an early stop are not counted), as a reason; null when there is none.
 */
function partlyMeasured(results, side) {
    for (const benchmark of results.benchmarks) {
        const ran = benchmark[side].binaries.flatMap((binary) => binary.executions.filter((e) => e.notRun !== true));
        const measured = ran.filter((e) => e.values.length > 0).length;
        if (measured === 0 || measured * 2 > ran.length)
            continue;
        const failure = ran.find((e) => e.values.length === 0 && typeof e.failure === 'string' && !isLegacyNotRun(e.failure))?.failure;
        return (`${JSON.stringify(benchmark.name)} was missing from ${ran.length - measured} of the ${ran.length} ${side} processes (at most half measured it)` +
            `${failure === undefined ? '' : `; the first: ${oneLine(failure)}`}`);
    }
    return null;
}
function hasMeasurement(results, side) {
    return results.benchmarks.some((b) => b[side].binaries.some((binary) => binary.executions.some((e) => e.values.length > 0)));
}
/** The first failure recorded on an execution of `side` that ran (e.g. a unit mismatch), when there is one. */
function firstRecordFailure(results, side) {
    for (const benchmark of results.benchmarks) {
        for (const binary of benchmark[side].binaries) {
            const failure = binary.executions.find((e) => typeof e.failure === 'string' && e.notRun !== true && !isLegacyNotRun(e.failure))?.failure;
            if (failure !== undefined)
                return oneLine(failure);
        }
    }
    return undefined;
}
function notMeasuredCount(meta) {
    return Array.isArray(meta.notMeasured) ? meta.notMeasured.length : 0;
}
/** The first recorded failure message of `side` (`meta.failures[]`), when there is one. */
function firstFailure(meta, side) {
    const reasons = failureReasons(meta, side);
    const first = reasons?.find((reason) => !isLegacyNotRun(reason)) ?? reasons?.[0];
    return first === undefined ? undefined : oneLine(first);
}
/**
 * Results files before `notRun` listed the executions not run after an early stop among
 * `meta.failures`, with this prefix; they are read as not run, not as failures.
 */
const LEGACY_NOT_RUN = 'not run:';
function isLegacyNotRun(reason) {
    return reason.startsWith(LEGACY_NOT_RUN);
}
/**
 * Executions of `side` scheduled but never run after an early stop: `meta.notRunExecutions`
 * (the structured marker, with `notRun: true` on their execution records), or for older files
 * the legacy `not run:` entries of `meta.failures`.
 */
function notRunCount(meta, side, reasons) {
    const counts = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(meta.notRunExecutions) ? meta.notRunExecutions[side] : undefined;
    const legacy = reasons.filter(isLegacyNotRun).length;
    return isCount(counts) ? counts + legacy : legacy;
}
function failureShareExceeded(meta, side) {
    const share = typeof meta.maxFailureShare === 'number' && Number.isFinite(meta.maxFailureShare) ? meta.maxFailureShare : undefined;
    const limit = share === undefined ? '' : ` (max-failure-share ${share})`;
    if (includesSide(meta.failureShareExceeded, side)) {
        const total = meta.executionsPerVersion;
        const reasons = failureReasons(meta, side);
        if (reasons !== null && isCount(total) && total > 0) {
            const own = reasons.filter((r) => !isLegacyNotRun(r));
            const ran = Math.max(0, total - notRunCount(meta, side, reasons));
            const first = own.length > 0 ? `; the first: ${oneLine(own[0])}` : '';
            return {
                reason: `${own.length} of the ${ran} ${side} executions that ran failed, more than the run allows${limit}${first}`,
                ownFailures: share === undefined || ran === 0 || own.length / ran > share,
            };
        }
        const failed = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(meta.failedExecutions) ? meta.failedExecutions[side] : undefined;
        const counts = isCount(failed) && isCount(total) ? `${failed} of ${total} ${side} executions failed` : `too many ${side} executions failed`;
        return { reason: `${counts}, more than the run allows${limit}`, ownFailures: true };
    }
    const merge = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(meta.merge) && Array.isArray(meta.merge.inputs) ? meta.merge.inputs : [];
    const shards = merge.filter((input) => (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(input) && includesSide(input.failureShareExceeded, side)).length;
    if (shards > 0) {
        const reasons = failureReasons(meta, side);
        const own = reasons?.filter((r) => !isLegacyNotRun(r));
        return {
            reason: `too many ${side} executions failed in ${shards} of the ${merge.length} merged results, more than the run allows${limit}${own?.length ? `; the first: ${oneLine(own[0])}` : ''}`,
            ownFailures: own === undefined || own.length > 0,
        };
    }
    return null;
}
/** The recorded failure messages of `side` (`meta.failures[]`, one per failed execution), or null without that list. */
function failureReasons(meta, side) {
    if (!Array.isArray(meta.failures))
        return null;
    const failures = meta.failures;
    return failures.flatMap((entry) => ((0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(entry) && entry.version === side && typeof entry.reason === 'string' ? [entry.reason] : []));
}
function includesSide(list, side) {
    return Array.isArray(list) && list.includes(side);
}
function isCount(value) {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
function oneLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}


/***/ }),

/***/ 5064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ withoutVerdictNote)
/* harmony export */ });
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9700);

/** A benchmark's notes without the one its fixed verdict added (decideVerdict's), e.g. when another rule decides. */
function withoutVerdictNote(benchmark, options) {
    if (!benchmark.delta || !benchmark.base || !benchmark.head)
        return benchmark.notes.slice();
    const { note } = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .decideVerdict */ .A)({
        ...benchmark.delta,
        better: benchmark.better,
        minEffect: benchmark.minEffect,
        rule: options.rule,
        baseCi: benchmark.base.ci,
        headCi: benchmark.head.ci,
    });
    return benchmark.notes.filter((n) => n !== note);
}


/***/ }),

/***/ 3788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyse: () => (/* binding */ analyse),
  recordedRunOptions: () => (/* reexport */ analysis_settings.recordedRunOptions)
});

// EXTERNAL MODULE: ./src/analysis/measurement-failure.ts
var measurement_failure = __webpack_require__(4001);
// EXTERNAL MODULE: ./src/analysis/analyze-results.ts + 4 modules
var analyze_results = __webpack_require__(2581);
// EXTERNAL MODULE: ./src/config/analysis-options.ts
var analysis_options = __webpack_require__(3329);
// EXTERNAL MODULE: ./src/analysis/verdict-note.ts
var verdict_note = __webpack_require__(5064);
// EXTERNAL MODULE: ./src/planning/run-costs.ts
var run_costs = __webpack_require__(6191);
// EXTERNAL MODULE: ./src/sequential/settle-budget.ts
var settle_budget = __webpack_require__(5407);
// EXTERNAL MODULE: ./src/planning/detectable-effect.ts
var detectable_effect = __webpack_require__(2610);
;// CONCATENATED MODULE: ./src/sequential/read-record.ts
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

// EXTERNAL MODULE: ./src/sequential/analyze-look.ts + 2 modules
var analyze_look = __webpack_require__(8570);
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
        };
        const level = (0,analyze_look/* planLevel */.UZ)(plan);
        const analyses = (0,analyze_look/* analyzeLook */.gV)(seen, plan, options);
        outcomes = (0,fold_looks/* foldLook */.p)(outcomes, k, analyses);
        looks.push({ blocks: point.blocks, level, divisor, final: point.final, analyses });
    });
    return { looks, outcomes };
}

// EXTERNAL MODULE: ./src/util/format-numbers.ts
var format_numbers = __webpack_require__(2850);
;// CONCATENATED MODULE: ./src/sequential/analyze-sequential.ts









/**
 * The analysis of any results file: the fixed analysis (analyze-results.ts) for a fixed
 * design, and for an adaptive run (`meta.sequential`) the same report with each benchmark's
 * Δ and verdict taken from the replayed looks (replay-sequential.ts): the deciding look's
 * repeated confidence interval, or the last look's for an undecided (`inconclusive`)
 * benchmark, with what it could have detected and the budget that would settle min-effect.
 * The fixed analysis's own test would ignore that the run looked several times, so it is
 * not used for verdicts here. `pAdjusted` is p·α/level: below α exactly when the look's
 * interval excludes 0.
 */
function analyzeWithStopping(results, overrides = {}) {
    const report = (0,analyze_results/* analyzeResults */.f)(results, overrides);
    const record = readSequentialRecord(results);
    if (record === null)
        return report;
    const options = { ...analysis_options/* DEFAULT_ANALYSIS_OPTIONS */.aq, ...overrides };
    const { looks, outcomes } = replaySequential(results, record, options);
    const alpha = 1 - options.confidence;
    const benchmarks = report.benchmarks.map((benchmark) => {
        const outcome = outcomes.get(benchmark.name);
        if (!outcome)
            return benchmark;
        return withOutcome(benchmark, outcome, looks, results, options, alpha);
    });
    const count = (verdict) => benchmarks.filter((b) => b.verdict === verdict).length;
    const meta = results.meta ?? {};
    return {
        ...report,
        benchmarks,
        summary: {
            regressions: count('regression'),
            gatingRegressions: benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').length,
            improvements: count('improvement'),
            unchanged: count('unchanged'),
            inconclusive: count('inconclusive'),
        },
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
function withOutcome(benchmark, outcome, looks, results, options, alpha) {
    const { analysis } = outcome;
    const change = analysis.change;
    // The fixed analysis's verdict note does not apply: drop it, keep every other note.
    const notes = (0,verdict_note/* withoutVerdictNote */.g)(benchmark, options);
    const decided = outcome.verdict !== null;
    const lookCount = looks.length;
    let detectable = null;
    let settle = null;
    if (!decided && change) {
        detectable = (0,detectable_effect/* detectableEffect */.zK)(change.standardError, change.df, analysis.level);
        settle = (0,settle_budget/* settleBudget */.t)(results, benchmark.name, (0,run_costs/* measuredCosts */.l)(results), benchmark.minEffect, analysis.level, options);
        notes.push(`no decision ${outcome.look + 1 === lookCount ? 'by the last look' : 'yet'}: Δ interval [${(0,format_numbers/* formatPlainPercent */.Xs)(change.ci[0])}, ` +
            `${(0,format_numbers/* formatPlainPercent */.Xs)(change.ci[1])}] (level ${analysis.level.toPrecision(2)}) is wider than ±${(0,format_numbers/* formatPlainPercent */.Xs)(benchmark.minEffect)}` +
            (detectable === null ? '' : `; the data could have detected ±${(0,format_numbers/* formatPlainPercent */.Xs)(detectable)} with 80 % power`) +
            (settle === null ? '' : `; a budget of about ${(0,format_numbers/* formatDuration */.a3)(settle)} would settle ±${(0,format_numbers/* formatPlainPercent */.Xs)(benchmark.minEffect)}`));
    }
    if (decided)
        notes.push(`decided at look ${outcome.look + 1} of ${lookCount}, after ${looks[outcome.look].blocks} blocks (interval level ${analysis.level.toPrecision(2)})`);
    const stopping = {
        decided,
        look: outcome.look + 1,
        looks: lookCount,
        blocks: looks[outcome.look].blocks,
        level: analysis.level,
        detectableEffect: detectable,
        budgetToSettle: settle,
    };
    const verdict = outcome.verdict ?? 'inconclusive';
    return {
        ...benchmark,
        delta: change
            ? {
                relative: change.relative,
                ci: change.ci,
                pValue: change.pValue,
                pAdjusted: Math.min(1, (change.pValue * alpha) / analysis.level),
                design: change.design,
                df: change.df,
                ciLevel: 1 - analysis.level,
            }
            : benchmark.delta,
        verdict,
        changeDetected: verdict === 'regression' || verdict === 'improvement',
        notes,
        stopping,
    };
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
    return { report: analyzeWithStopping(results, options), failures: (0,measurement_failure/* measurementFailures */.s)(results) };
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
 * seed, the failure limit, and a calibration prior's build variances (which stand in for the
 * build level when the run had one build per version). Gating again from a run's results takes
 * these from its record; the gate policy may come from elsewhere (`gatePolicy`).
 */
const MEASURED_SETTINGS = ['seed', 'maxFailureShare', 'buildVariancePriors'];
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
    return { ...options, detectWarmup: options.detectWarmup !== false, buildVariancePriors: { ...options.buildVariancePriors } };
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
    const { seed: _seed, maxFailureShare: _limit, buildVariancePriors: _priors, ...method } = _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq;
    return { ...method, ...settings };
}
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
        robust: options.robust,
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
    };
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
        return { ...recorded, policies: recorded.policies.map((p) => ({ ...p })), buildVariancePriors: { ...recorded.buildVariancePriors } };
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
                robust: recorded.robust,
                detectWarmup: recorded.detectWarmup,
            }),
        ...(meta?.seed !== undefined && meta.seed < 2 ** 32 ? { seed: meta.seed } : {}),
        ...(meta?.maxFailureShare !== undefined ? { maxFailureShare: meta.maxFailureShare } : {}),
    };
}


/***/ }),

/***/ 2610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aH: () => (/* binding */ finalLookLevel),
/* harmony export */   zK: () => (/* binding */ detectableEffect)
/* harmony export */ });
/* unused harmony export PLANNING_POWER */
/* harmony import */ var _stats_distributions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9808);
/* harmony import */ var _stats_alpha_spending_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42);
/* harmony import */ var _look_schedule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9458);



/** Power at which detectable effects and needed budgets are stated. */
const PLANNING_POWER = 0.8;
/**
 * The smallest relative change an interval at two-sided level `level` finds with 80 % power,
 * from the log ratio's standard error and degrees of freedom: expm1((t_{df}(1 − level/2) +
 * z_{0.8})·se). This is the "minimum detectable effect"; a change of that size is flagged
 * in 4 of 5 runs. Null when the level or the degrees of freedom leave no interval.
 */
function detectableEffect(standardError, df, level) {
    if (!(level > 0) || !(df > 0) || !Number.isFinite(standardError))
        return null;
    return Math.expm1(((0,_stats_distributions_js__WEBPACK_IMPORTED_MODULE_0__/* .tQuantile */ .YW)(1 - level / 2, df) + (0,_stats_distributions_js__WEBPACK_IMPORTED_MODULE_0__/* .normalQuantile */ .Zl)(PLANNING_POWER)) * standardError);
}
/** Rounds a plan assumes when it does not know them yet (the run fixes them after its first round). */
const PLANNING_ROUNDS = 50;
/**
 * The nominal level of the last of up to `looks` looks, for a per-benchmark error `alpha`: the
 * level that decides an adaptive run that goes to its end, with the looks where the run takes
 * them (look-schedule.ts: geometric from round 2, over `rounds` rounds). A fixed design decides
 * at `alpha` itself (looks = 1).
 */
function finalLookLevel(alpha, spending, looks, rounds = PLANNING_ROUNDS) {
    const schedule = (0,_look_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .lookRounds */ ._)(rounds, looks, (0,_look_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .firstUsefulRound */ .H)(2), 'geometric');
    const fractions = schedule.map((round) => round / rounds);
    return (0,_stats_alpha_spending_js__WEBPACK_IMPORTED_MODULE_1__/* .nominalLevels */ .wN)(spending, fractions, alpha, true)[fractions.length - 1];
}


/***/ }),

/***/ 9458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ firstUsefulRound),
/* harmony export */   _: () => (/* binding */ lookRounds)
/* harmony export */ });
function lookRounds(maxRounds, maxLooks, firstRound, spacing = 'even') {
    if (!Number.isInteger(maxRounds) || maxRounds < 1)
        throw new RangeError(`lookRounds: maxRounds must be a whole number ≥ 1, got ${maxRounds}`);
    if (!Number.isInteger(maxLooks) || maxLooks < 1)
        throw new RangeError(`lookRounds: maxLooks must be a whole number ≥ 1, got ${maxLooks}`);
    const rounds = new Set([maxRounds]);
    if (spacing === 'geometric') {
        const first = Math.min(firstRound, maxRounds);
        const ratio = maxLooks > 1 ? (maxRounds / first) ** (1 / (maxLooks - 1)) : 1;
        for (let k = 0; k < maxLooks - 1; k++)
            rounds.add(Math.min(maxRounds, Math.round(first * ratio ** k)));
        return [...rounds].sort((a, b) => a - b);
    }
    for (let k = 1; k <= maxLooks; k++) {
        const round = Math.ceil((maxRounds * k) / maxLooks);
        if (round >= firstRound || round === maxRounds)
            rounds.add(round);
    }
    return [...rounds].sort((a, b) => a - b);
}
/**
 * The first round worth a look: the paired comparison needs at least 2 units of spread, and
 * at the small levels of early looks a t quantile with 1 or 2 degrees of freedom is so wide
 * that looking only costs error. With several binaries the units are binary pairs (each
 * round adds to every pair); with one, they are blocks (one per round).
 */
function firstUsefulRound(binaries) {
    return binaries >= 2 ? 2 : 4;
}


/***/ }),

/***/ 5007:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ logRatioVariance),
/* harmony export */   HW: () => (/* binding */ pairedNoiseOf),
/* harmony export */   RO: () => (/* binding */ pairedNoiseFit),
/* harmony export */   g: () => (/* binding */ comparisonDf)
/* harmony export */ });
/* harmony import */ var _analysis_analyze_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3878);
/* harmony import */ var _analysis_pair_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6811);
/* harmony import */ var _stats_crossed_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3291);
/* harmony import */ var _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3329);
/* harmony import */ var _stats_insufficient_data_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7021);





function logRatioVariance(noise, design) {
    const perBlock = noise.execution + (2 * noise.measurement) / design.measurements;
    if (noise.deterministicBuild)
        return perBlock / (design.binaries * design.rounds);
    return (noise.binary + perBlock / design.rounds) / design.binaries;
}
/**
 * Degrees of freedom of the comparison's interval, as the comparison model (stats/crossed-model.ts)
 * has them when the build level dominates: the builds of each version are a level of their own,
 * 2(l − 1) together; the Satterthwaite df of a real run lie between this and the block count.
 */
function comparisonDf(noise, design) {
    return noise.deterministicBuild || design.binaries < 2 ? design.binaries * design.rounds - 1 : 2 * (design.binaries - 1);
}
/**
 * Estimates the paired noise of one benchmark from interleaved results (an A/A calibration or
 * any run) with the comparison model (stats/crossed-model.ts) on the relative scale: its
 * residual variance gives `execution` + 2·`measurement`/n per block, its build variance
 * `binary` (2σ_V², what a pair of builds adds), and the pooled within-execution variance
 * gives `measurement`. With one binary per version that is not
 * known to be deterministic, the binary level cannot be seen: it is set to the smallest value
 * the run could resolve, execution/rounds, rather than to zero.
 * Throws InsufficientDataError when there are fewer than 3 complete blocks.
 */
function pairedNoiseOf(record, options = _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq) {
    return pairedNoiseFit(record, options).noise;
}
/** `pairedNoiseOf`, with the Satterthwaite degrees of freedom the comparison model gives this data's Δ. */
function pairedNoiseFit(record, options = _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq) {
    const lean = { ...options, bootstrapReplicates: 0 };
    const base = (0,_analysis_analyze_version_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeVersion */ .Xr)('base', record.base, lean);
    const head = (0,_analysis_analyze_version_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeVersion */ .Xr)('head', record.head, lean);
    const { pairs } = (0,_analysis_pair_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .relativePairs */ .m)(base, head);
    if (pairs.length < 3)
        throw new _stats_insufficient_data_js__WEBPACK_IMPORTED_MODULE_3__/* .InsufficientDataError */ .y('the noise of the paired comparison needs at least 3 complete interleaved blocks');
    const deterministicBuild = base.report.deterministicBuild && head.report.deterministicBuild;
    const builds = (side) => new Set(pairs.map((p) => p[side])).size;
    const baseRandom = !base.report.deterministicBuild && builds('baseBuild') >= 2;
    const headRandom = !head.report.deterministicBuild && builds('headBuild') >= 2;
    const fit = (0,_stats_crossed_model_js__WEBPACK_IMPORTED_MODULE_1__/* .fitCrossedModel */ .cY)(pairs, { baseRandom, headRandom });
    // One block's difference of relative means has variance 2σ_E² (the block effect cancels).
    const perBlock = 2 * fit.variances.residual;
    const rounds = pairs.length / Math.max(1, base.report.counts.binaries);
    let binary = 0;
    if (!deterministicBuild)
        binary = baseRandom || headRandom ? 2 * (fit.variances.build ?? 0) : perBlock / Math.max(1, rounds);
    const relativeWithin = (v) => (v.report.components.measurement ?? 0) / v.estimate.mean ** 2;
    const measurement = (relativeWithin(base) + relativeWithin(head)) / 2;
    const perExecution = (v) => v.report.counts.measurements / Math.max(1, v.report.counts.executions);
    const measurements = (perExecution(base) + perExecution(head)) / 2;
    const executions = base.report.counts.executions + head.report.counts.executions;
    const warmup = (base.report.counts.warmupMeasurements + head.report.counts.warmupMeasurements) / Math.max(1, executions);
    return {
        noise: {
            binary,
            execution: Math.max(0, perBlock - (2 * measurement) / measurements),
            measurement,
            deterministicBuild,
            measurements,
            warmup,
            rounds,
        },
        df: fit.df,
    };
}


/***/ }),

/***/ 153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HK: () => (/* binding */ PLAN_LIMITS),
/* harmony export */   iU: () => (/* binding */ planDesign),
/* harmony export */   k4: () => (/* binding */ budgetToSettle),
/* harmony export */   lE: () => (/* binding */ adaptiveExecutionsPerBuild)
/* harmony export */ });
/* unused harmony exports DETERMINISTIC_MAX_BLOCKS, designFor, planLevel */
/* harmony import */ var _detectable_effect_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2610);
/* harmony import */ var _paired_noise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5007);
/* harmony import */ var _run_costs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6191);
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2850);




/** Limits on planned counts (the binaries bound also bounds CI minutes spent on builds). */
const PLAN_LIMITS = { binaries: [1, 30], rounds: [2, 1000], measurements: [5, 100_000] };
/**
 * Blocks every adaptive or calibration run can measure on identical builds, whatever the builds
 * it plans and keeps (adaptiveExecutionsPerBuild). The deterministic design counts blocks, not
 * rounds of one build, so this and not PLAN_LIMITS.rounds is its limit.
 */
const DETERMINISTIC_MAX_BLOCKS = 2 * PLAN_LIMITS.rounds[1];
/**
 * Executions an adaptive or calibration run schedules per planned build: a build's cap
 * (PLAN_LIMITS.rounds), and at least DETERMINISTIC_MAX_BLOCKS over all planned builds, so that
 * one build, or the two kept of three when they proved identical, can still measure them.
 */
function adaptiveExecutionsPerBuild(binaries) {
    return Math.max(PLAN_LIMITS.rounds[1], Math.ceil(DETERMINISTIC_MAX_BLOCKS / Math.max(1, binaries)));
}
const clamp = (value, [low, high]) => (Number.isFinite(value) ? Math.min(high, Math.max(low, Math.round(value))) : high);
/**
 * The design for one benchmark (thesis ch. 7 §3.3, eqs. 21/23, METHOD.md §5), with the
 * paired components of paired-noise.ts and the costs in units of one measurement:
 *
 *     m₀ = sqrt((b/w)·σ_B²/σ_V²),  n₀ = sqrt(w·σ_E²/σ_B²).
 *
 * Eq. 21 minimises the variance for the cost, but with a random build level the interval has
 * only l − 1 degrees of freedom, and at 2 or 3 builds the t quantile costs more than the
 * variance saves. So l is chosen as large as the budget usefully allows: among the build
 * counts from 2 to 30 that leave at least 2 rounds, the one whose design (with all the rounds
 * that fit) detects the smallest change at `level`; this is eq. 21's trade-off with the
 * degrees of freedom counted. Eq. 21's own l = ⌊budget / (2b + 2·m₀·execution)⌋ is reported.
 * A deterministic build (identical outputs) has no binary level: 1 build
 * per version, and every remaining second goes to rounds. n is the benchmark's own; n₀ is
 * reported as advice.
 */
function designFor(noise, costs, budgetSeconds, level) {
    const units = (0,_run_costs_js__WEBPACK_IMPORTED_MODULE_2__/* .costsInMeasurements */ .n)(costs, noise.warmup, noise.measurements);
    const measurements = Math.max(1, Math.round(noise.measurements));
    const optimalMeasurements = noise.execution > 0 ? clamp(Math.sqrt((units.warmup * 2 * noise.measurement) / noise.execution), PLAN_LIMITS.measurements) : PLAN_LIMITS.measurements[1];
    const execution = Math.max(costs.executionSeconds, 1e-6);
    const roundsFor = (binaries) => Math.min(PLAN_LIMITS.rounds[1], Math.floor((budgetSeconds - 2 * binaries * costs.buildSeconds) / (2 * binaries * execution)));
    if (noise.deterministicBuild) {
        // One build per version in the model, but its time is that of the two per version a run builds to see identical outputs.
        const blocks = Math.floor((budgetSeconds - 4 * costs.buildSeconds) / (2 * execution));
        const rounds = Math.min(DETERMINISTIC_MAX_BLOCKS, blocks);
        return {
            binaries: 1,
            rounds: Math.max(rounds, 0),
            measurements,
            optimalRounds: null,
            optimalMeasurements,
            fits: rounds >= 2,
            reason: `identical build outputs on every rebuild (binary impact factor 1.0): 1 build per version (2 built, to see identical outputs), and the budget goes to rounds of ` +
                `interleaved executions (${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(2 * execution)} per round)`,
        };
    }
    const optimal = noise.binary > 0 ? clamp(Math.sqrt(((units.build / units.warmup) * noise.execution) / noise.binary), PLAN_LIMITS.rounds) : PLAN_LIMITS.rounds[1];
    const eq21Binaries = Math.max(2, Math.floor(budgetSeconds / (2 * costs.buildSeconds + 2 * optimal * execution)));
    let best = { binaries: 2, rounds: roundsFor(2), effect: Infinity };
    for (let binaries = 2; binaries <= PLAN_LIMITS.binaries[1]; binaries++) {
        const rounds = roundsFor(binaries);
        if (rounds < 2)
            break;
        const design = { binaries, rounds, measurements };
        const effect = (0,_detectable_effect_js__WEBPACK_IMPORTED_MODULE_0__/* .detectableEffect */ .zK)(Math.sqrt((0,_paired_noise_js__WEBPACK_IMPORTED_MODULE_1__/* .logRatioVariance */ .HO)(noise, design)), (0,_paired_noise_js__WEBPACK_IMPORTED_MODULE_1__/* .comparisonDf */ .g)(noise, design), level) ?? Infinity;
        if (effect < best.effect)
            best = { binaries, rounds, effect };
    }
    const ratio = noise.binary > 0 ? Math.sqrt(noise.execution / noise.binary).toFixed(2) : '∞';
    return {
        binaries: best.binaries,
        rounds: Math.max(best.rounds, 0),
        measurements,
        optimalRounds: optimal,
        optimalMeasurements,
        fits: best.rounds >= 2,
        reason: `builds differ (binary level ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatShare */ .T1)(Math.sqrt(noise.binary / 2))} of the mean): eq. 21 gives m₀ = ${optimal} executions per build ` +
            `(build ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(costs.buildSeconds)}, execution ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(execution)}, σ_B/σ_V = ${ratio}), so ${eq21Binaries} builds per ` +
            `version would fit; ` +
            `${best.binaries} builds with up to ${Math.max(best.rounds, 0)} rounds detect the smallest change (each build adds a degree of freedom)`,
    };
}
/** Per-benchmark error at the adaptive design's final look. */
function planLevel(input) {
    return (0,_detectable_effect_js__WEBPACK_IMPORTED_MODULE_0__/* .finalLookLevel */ .aH)((1 - input.confidence) / Math.max(1, input.divisor), input.spending, input.maxLooks);
}
function effectOf(noise, design, level) {
    if (design.rounds < 1)
        return null;
    return (0,_detectable_effect_js__WEBPACK_IMPORTED_MODULE_0__/* .detectableEffect */ .zK)(Math.sqrt((0,_paired_noise_js__WEBPACK_IMPORTED_MODULE_1__/* .logRatioVariance */ .HO)(noise, design)), (0,_paired_noise_js__WEBPACK_IMPORTED_MODULE_1__/* .comparisonDf */ .g)(noise, design), level);
}
const MAX_SETTLE_SECONDS = 24 * 3600;
/**
 * The smallest budget (builds included) whose design detects `minEffect` with 80 % power at
 * `level`, searched in 10 % steps up to a day: "how many repetitions are enough" (seed 003 §5)
 * for the nested, interleaved design, from the model instead of resampling.
 */
function budgetToSettle(noise, costs, minEffect, level) {
    if (!(minEffect > 0))
        return null;
    for (let budget = Math.max(60, 4 * costs.buildSeconds + 8 * costs.executionSeconds); budget <= MAX_SETTLE_SECONDS; budget *= 1.1) {
        const design = designFor(noise, costs, budget, level);
        const effect = design.fits ? effectOf(noise, design, level) : null;
        if (effect !== null && effect <= minEffect)
            return Math.ceil(budget / 10) * 10;
    }
    return null;
}
/**
 * Plans one design for the suite: each benchmark's design under the budget (designFor), and
 * the suite takes the design of the benchmark that would detect the least (largest detectable
 * effect), so that the noisiest benchmark is served best. Reports per benchmark what the plan
 * can detect and what budget min-effect would need.
 */
function planDesign(input) {
    const level = planLevel(input);
    const benchmarks = input.benchmarks.map(({ name, noise }) => {
        const design = designFor(noise, input.costs, input.budgetSeconds, level);
        return {
            name,
            design,
            detectableEffect: design.fits ? effectOf(noise, design, level) : null,
            budgetToSettle: budgetToSettle(noise, input.costs, input.minEffect, level),
        };
    });
    if (benchmarks.length === 0)
        return { binaries: 1, rounds: 0, binding: null, benchmarks, reasons: ['no benchmark in the prior: nothing to plan from'] };
    const binding = benchmarks.reduce((worst, b) => ((b.detectableEffect ?? Infinity) > (worst.detectableEffect ?? Infinity) ? b : worst), benchmarks[0]);
    const { design } = binding;
    const reasons = [`planned for ${binding.name}, the benchmark with the largest detectable effect: ${design.reason}`];
    if (!design.fits)
        reasons.push(`the budget does not fit 2 rounds of this design; ` +
            `${binding.budgetToSettle === null ? 'raise it' : `about ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(binding.budgetToSettle)} would settle ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatShare */ .T1)(input.minEffect)}`}`);
    if (design.optimalMeasurements !== design.measurements) {
        reasons.push(`n₀ = ${design.optimalMeasurements} measurements per execution would balance measurement and process noise for its cost (eq. 21); the ` +
            `benchmark takes ${design.measurements}`);
    }
    if (binding.detectableEffect !== null) {
        reasons.push(`with ${design.binaries} build${design.binaries > 1 ? 's' : ''} per version and up to ${design.rounds} rounds, a run that goes to its last ` +
            `look detects ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatShare */ .T1)(binding.detectableEffect)} with 80 % power` +
            (binding.detectableEffect > input.minEffect && binding.budgetToSettle !== null
                ? `; ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatShare */ .T1)(input.minEffect)} needs a budget of about ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(binding.budgetToSettle)}`
                : ''));
    }
    return { binaries: design.binaries, rounds: design.rounds, binding: binding.name, benchmarks, reasons };
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

/***/ 6191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ measuredCosts),
/* harmony export */   n: () => (/* binding */ costsInMeasurements)
/* harmony export */ });
/* harmony import */ var _stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1665);

const SECONDS_PER_UNIT = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1 };
/**
 * Costs from a run's results: the median build time over both versions' binaries, and the
 * median execution's wall time. Start-up per execution as described above (execution records
 * of different benchmarks with the same position belong to the same process).
 */
function measuredCosts(results) {
    const first = results.benchmarks[0];
    if (!first)
        return { buildSeconds: 0, executionSeconds: 0, startupSeconds: null };
    const sides = [first.base, first.head];
    const builds = sides.flatMap((v) => v.binaries.map((b) => b.buildSeconds)).filter((s) => typeof s === 'number');
    const durations = [];
    const startups = [];
    const allTimed = results.benchmarks.every((b) => SECONDS_PER_UNIT[b.unit] !== undefined);
    for (const side of ['base', 'head']) {
        first[side].binaries.forEach((binary, k) => {
            binary.executions.forEach((execution, j) => {
                if (typeof execution.durationMs !== 'number' || execution.failure !== undefined)
                    return;
                durations.push(execution.durationMs / 1000);
                if (!allTimed)
                    return;
                const reported = results.benchmarks.reduce((sum, b) => {
                    const e = b[side].binaries[k]?.executions[j];
                    return e ? sum + [...e.values, ...(e.warmup ?? [])].reduce((s, v) => s + v, 0) * SECONDS_PER_UNIT[b.unit] : sum;
                }, 0);
                startups.push(Math.max(0, execution.durationMs / 1000 - reported));
            });
        });
    }
    return {
        buildSeconds: builds.length === 0 ? 0 : (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(builds),
        executionSeconds: durations.length === 0 ? 0 : (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(durations),
        startupSeconds: startups.length === 0 ? null : (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(startups),
    };
}
/**
 * Eq. 21's costs in units of one measurement (thesis ch. 7 §3.3): with the start-up s known,
 * one measurement costs τ = (execution − s)/(w + n); otherwise the start-up is taken as one
 * measurement. b = build/τ, w = warm-up measurements + s/τ. Measuring τ from wall time
 * includes any unmeasured part of each repetition, which is what eq. 23's q corrects for.
 */
function costsInMeasurements(costs, warmup, measurements) {
    const slots = warmup + measurements;
    const startup = costs.startupSeconds ?? costs.executionSeconds / (slots + 1);
    const measurementSeconds = Math.max(1e-9, (costs.executionSeconds - startup) / Math.max(1, slots));
    return { build: costs.buildSeconds / measurementSeconds, warmup: Math.max(1, warmup + startup / measurementSeconds), measurementSeconds };
}


/***/ }),

/***/ 8570:
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
 * for small increments). Infinity where a look may spend nothing.
 */
function pairedTBounds(blocks, increments) {
    if (blocks.length !== increments.length || blocks.length === 0)
        throw new RangeError('one increment per look is needed');
    blocks.forEach((n, k) => {
        if (!Number.isInteger(n) || n < 2)
            throw new RangeError(`a paired t look needs at least 2 blocks, got ${n}`);
        if (k > 0 && n < blocks[k - 1])
            throw new RangeError(`looks must not lose blocks, got ${blocks.join(', ')}`);
    });
    const key = `${blocks.join(',')}|${increments.join(',')}`;
    const known = memo.get(key);
    if (known)
        return known.slice();
    if (memo.size >= MEMO_LIMIT)
        memo.clear();
    const bounds = simulatedBounds(blocks, increments);
    memo.set(key, bounds);
    return bounds.slice();
}
const memo = new Map();
const MEMO_LIMIT = 256;
let lastState = null;
function prefixKey(blocks, increments, looks) {
    return `${blocks.slice(0, looks).join(',')}|${increments.slice(0, looks).join(',')}`;
}
function simulatedBounds(blocks, increments) {
    const last = lastState;
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
                else
                    squares[p] = batchSquares;
                sum[p] += batchSum;
            }
            statistics[alive++] = Math.abs(sum[p] / n) / Math.sqrt(squares[p] / (n - 1) / n);
        }
        state.seen = n;
        const simulated = k > 0 && increments[k] * PATHS >= FEWEST_CROSSING_PATHS;
        const bound = simulated ? boundAmong(statistics.subarray(0, alive), increments[k]) : marginalBound(increments[k], n);
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
    lastState = state;
    return state.bounds.slice();
}
/** The bound the t statistic on n − 1 df exceeds with probability `increment` (two-sided). */
function marginalBound(increment, n) {
    return increment > 0 ? (0,distributions/* tQuantile */.YW)(1 - increment / 2, n - 1) : Infinity;
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
 */
function pairedTLevel(spending, fractions, alpha, final, blocks) {
    const increments = (0,alpha_spending/* spendingIncrements */.jA)(spending, fractions, alpha / 2, final).map((i) => 2 * i);
    const tested = blocks.flatMap((n, k) => (n >= 2 ? [k] : []));
    const last = blocks.length - 1;
    if (tested.at(-1) !== last)
        return 0;
    const bounds = pairedTBounds(tested.map((k) => blocks[k]), tested.map((k) => increments[k]));
    const bound = bounds[bounds.length - 1];
    if (!Number.isFinite(bound))
        return 0;
    return 2 * (1 - jstat_default().studentt.cdf(bound, blocks[last] - 1));
}

// EXTERNAL MODULE: ./src/analysis/verdict.ts
var verdict = __webpack_require__(9700);
;// CONCATENATED MODULE: ./src/sequential/look-decision.ts

/**
 * The stopping rule for one benchmark at one look, on the Δ interval computed at that look's
 * level (a repeated confidence interval):
 * - the interval excludes 0 and reaches min-effect: a change (regression or improvement by
 *   `better`), the same rule as the fixed analysis (readInterval);
 * - the whole interval lies inside ±min-effect: `unchanged`, an equivalence result;
 * - otherwise `null`: the data cannot tell yet.
 * Each decisive outcome is wrong only if the interval misses the true change (a false alarm
 * needs an interval excluding a true 0; a false "unchanged" one inside ±min-effect around a
 * true change beyond it), so intervals that cover the truth at every look at once
 * (alpha-spending.ts) bound the chance of any wrong decision by α.
 */
function decideAtLook(change, better, minEffect) {
    const reading = (0,verdict/* readInterval */.U)(change.ci, minEffect);
    if (reading === 'change') {
        const worse = better === 'lower' ? change.relative > 0 : change.relative < 0;
        return worse ? 'regression' : 'improvement';
    }
    return reading;
}

;// CONCATENATED MODULE: ./src/sequential/analyze-look.ts






/**
 * How many benchmarks share a look's error (Bonferroni): those not ignored by a policy that
 * have at least one measurement so far, or 1 with `correction: none`.
 */
function lookDivisor(results, options) {
    if (options.correction === 'none')
        return 1;
    const measured = results.benchmarks.filter((b) => (0,benchmark_policy/* policyFor */.K)(b.name, options.policies, options.minEffect).gate !== 'ignore' &&
        [b.base, b.head].some((v) => v.binaries.some((binary) => binary.executions.some((e) => e.values.length > 0))));
    return Math.max(1, measured.length);
}
/** The nominal level of the look's intervals (alpha-spending.ts), which a paired t comparison refines per benchmark. */
function planLevel(plan) {
    return (0,alpha_spending/* nominalLevels */.wN)(plan.spending, plan.fractions, plan.alpha, plan.final)[plan.fractions.length - 1];
}
/**
 * Analyses the results as they stand at a look: each benchmark not ignored gets its Δ
 * interval at confidence 1 − level, by the same estimator as the fixed analysis (paired
 * blocks, nested levels; analyze-benchmark.ts) without the impact-factor bootstrap, and the
 * stopping rule's decision (look-decision.ts). A benchmark compared by the paired t test (no
 * build level) gets the level of the exact repeated t boundaries for its own block counts
 * (sequential-t-bounds.ts) instead of the nominal one, which is liberal at few blocks.
 */
function analyzeLook(results, plan, options) {
    const nominal = planLevel(plan);
    return results.benchmarks
        .filter((record) => (0,benchmark_policy/* policyFor */.K)(record.name, options.policies, options.minEffect).gate !== 'ignore')
        .map((record) => {
        const minEffect = (0,benchmark_policy/* policyFor */.K)(record.name, options.policies, options.minEffect).minEffect;
        if (!(nominal > 0))
            return { name: record.name, level: nominal, change: null, decision: null, notes: [] };
        const analysis = (0,analyze_benchmark/* analyzeBenchmark */.U)(record, { ...options, minEffect, confidence: 1 - nominal, bootstrapReplicates: 0 });
        let { change } = analysis;
        let level = nominal;
        if (plan.repeatedT && change !== null && analysis.pairedTBlocks !== null && !analysis.buildLevelMissing) {
            level = pairedTLevel(plan.spending, plan.fractions, plan.alpha, plan.final, completeBlocksAtLooks(record, plan.blocks, analysis.pairedTBlocks));
            if (!(level > 0))
                return { name: record.name, level, change: null, decision: null, notes: analysis.notes };
            change = (0,relative_change/* relativeChange */.N0)(change.logRatio, change.standardError, change.df, 1 - level, change.design);
        }
        const decision = change === null || analysis.buildLevelMissing ? null : decideAtLook(change, record.better, minEffect);
        return { name: record.name, level, change, decision, notes: analysis.notes };
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
        next.set(analysis.name, { name: analysis.name, verdict: analysis.decision, look, analysis });
    }
    return next;
}
/** Every benchmark compared so far has a verdict (and there is at least one). */
function allDecided(outcomes) {
    return outcomes.size > 0 && [...outcomes.values()].every((o) => o.verdict !== null);
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


/***/ }),

/***/ 42:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yI: () => (/* binding */ DEFAULT_MAX_LOOKS),
  dT: () => (/* binding */ DEFAULT_SPENDING),
  wN: () => (/* binding */ nominalLevels),
  jA: () => (/* binding */ spendingIncrements)
});

// UNUSED EXPORTS: SPENDING_KINDS, spentShare

// EXTERNAL MODULE: ./node_modules/jstat/dist/jstat.js
var jstat = __webpack_require__(2453);
var jstat_default = /*#__PURE__*/__webpack_require__.n(jstat);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(9808);
;// CONCATENATED MODULE: ./src/stats/group-sequential-bounds.ts


/**
 * One-sided group-sequential boundaries for the canonical joint distribution (Jennison &
 * Turnbull, Group Sequential Methods, 2000, §3.1 and ch. 19): Z_1 … Z_K standard normal with
 * Cor(Z_j, Z_k) = sqrt(I_j/I_k) for j < k, as when each look's estimate adds independent
 * increments to the last. Given the error α_k to spend at each look, boundary c_k is chosen so
 * that under no change
 *
 *     P(Z_1 < c_1, …, Z_{k−1} < c_{k−1}, Z_k ≥ c_k) = α_k,
 *
 * computed by the recursive numerical integration of Armitage, McPherson & Rowe (1969): the
 * sub-density of the score S_k = Z_k·sqrt(I_k) on the continuation region is convolved with
 * the normal increment of variance I_k − I_{k−1}, on a uniform grid with Simpson's rule.
 *
 * `information` may be on any scale (only ratios matter). An increment of 0 gives c_k = ∞.
 */
function oneSidedBounds(information, increments) {
    if (information.length !== increments.length)
        throw new RangeError('oneSidedBounds: one increment per look');
    information.forEach((value, k) => {
        if (!(value > 0) || (k > 0 && !(value > information[k - 1])))
            throw new RangeError(`oneSidedBounds: information must be positive and increasing, got ${information.join(', ')}`);
    });
    const bounds = [];
    let density = null;
    for (let k = 0; k < information.length; k++) {
        const alpha = increments[k];
        if (density === null) {
            const c = alpha > 0 ? (0,distributions/* normalQuantile */.Zl)(1 - alpha) : Infinity;
            bounds.push(c);
            density = firstDensity(information[0], c);
            continue;
        }
        const variance = information[k] - information[k - 1];
        const scale = Math.sqrt(information[k]);
        const c = alpha > 0 ? solveBound(density, variance, scale, alpha) : Infinity;
        bounds.push(c);
        if (k + 1 < information.length)
            density = nextDensity(density, variance, information[k], c);
    }
    return bounds;
}
const TAIL = 8; // standard deviations: the mass beyond is below 1e-15
const POINTS_PER_SD = 24;
const MAX_POINTS = 6001;
const phi = (x) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
const upperTail = (x) => jstat_default().normal.cdf(-x, 0, 1);
function gridPoints(low, high, spacing) {
    let count = Math.ceil((high - low) / spacing) + 1;
    count = Math.min(MAX_POINTS, Math.max(5, count % 2 === 0 ? count + 1 : count));
    return { count, step: (high - low) / (count - 1) };
}
function simpsonWeight(i, count) {
    if (i === 0 || i === count - 1)
        return 1 / 3;
    return i % 2 === 1 ? 4 / 3 : 2 / 3;
}
function firstDensity(information, bound) {
    const sd = Math.sqrt(information);
    const low = -TAIL * sd;
    const high = Math.min(bound, TAIL) * sd;
    const { count, step } = gridPoints(low, high, sd / POINTS_PER_SD);
    const values = new Float64Array(count);
    for (let i = 0; i < count; i++)
        values[i] = phi((low + i * step) / sd) / sd;
    return { low, step, values };
}
/** P(cross at this look) for a boundary c on the Z scale: ∫ f(u)·P(u + increment ≥ c·scale) du. */
function crossing(density, variance, scale, c) {
    const sd = Math.sqrt(variance);
    const { low, step, values } = density;
    let sum = 0;
    for (let i = 0; i < values.length; i++) {
        const u = low + i * step;
        sum += simpsonWeight(i, values.length) * values[i] * upperTail((c * scale - u) / sd);
    }
    return sum * step;
}
function solveBound(density, variance, scale, alpha) {
    let low = -TAIL;
    let high = TAIL + 2;
    if (crossing(density, variance, scale, high) >= alpha)
        return high;
    if (crossing(density, variance, scale, low) <= alpha)
        return low;
    for (let iteration = 0; iteration < 80 && high - low > 1e-10; iteration++) {
        const middle = (low + high) / 2;
        if (crossing(density, variance, scale, middle) > alpha)
            low = middle;
        else
            high = middle;
    }
    return (low + high) / 2;
}
function nextDensity(previous, variance, information, bound) {
    const sd = Math.sqrt(variance);
    const total = Math.sqrt(information);
    const low = -TAIL * total;
    const high = Math.min(bound, TAIL) * total;
    const { count, step } = gridPoints(low, high, Math.min(sd, total) / POINTS_PER_SD);
    const values = new Float64Array(count);
    const n = previous.values.length;
    const weights = new Float64Array(n);
    for (let j = 0; j < n; j++)
        weights[j] = simpsonWeight(j, n) * previous.values[j] * previous.step;
    for (let i = 0; i < count; i++) {
        const s = low + i * step;
        let sum = 0;
        for (let j = 0; j < n; j++)
            sum += weights[j] * phi((s - (previous.low + j * previous.step)) / sd);
        values[i] = sum / sd;
    }
    return { low, step, values };
}

;// CONCATENATED MODULE: ./src/stats/alpha-spending.ts



const SPENDING_KINDS = (/* unused pure expression or super */ null && (['obrien-fleming', 'pocock', 'power', 'hsd']));
/**
 * Chosen by bench/verdict-time.ts (docs/statistics.md, "Time to a verdict"): with looks spaced
 * geometrically from the second round, γ = −1 kept the power of O'Brien–Fleming-type spending
 * at about two-thirds of its mean time to a decision; γ = 1 (Pocock-like) was faster still but
 * lost power at the end.
 */
const DEFAULT_SPENDING = { kind: 'hsd', gamma: -1 };
/**
 * Looks an adaptive run takes at most unless configured otherwise. The spending function fixes
 * how much error may be spent by each point in time, so extra early looks cost little: with 12
 * instead of 8, a change is seen after 3 rounds as well as after 2 and 4, and bench:verdict-time
 * measured a shorter mean time to a decision at the same power and A/A rate (docs/statistics.md).
 */
const DEFAULT_MAX_LOOKS = 12;
function spentShare(spending, fraction, budget) {
    if (!(fraction > 0))
        return 0;
    if (fraction >= 1)
        return 1;
    switch (spending.kind) {
        case 'obrien-fleming': {
            const z = (0,distributions/* normalQuantile */.Zl)(1 - budget / 2) / Math.sqrt(fraction);
            return Math.min(1, (2 * jstat_default().normal.cdf(-z, 0, 1)) / budget);
        }
        case 'pocock':
            return Math.log(1 + (Math.E - 1) * fraction);
        case 'power':
            return fraction ** spending.rho;
        case 'hsd':
            return spending.gamma === 0 ? fraction : -Math.expm1(-spending.gamma * fraction) / -Math.expm1(-spending.gamma);
    }
}
/** The error each look may spend: budget·(F(t_k) − F(t_{k−1})), the final look taking all that is left. */
function spendingIncrements(spending, fractions, budget, final) {
    let previous = 0;
    return fractions.map((fraction, k) => {
        if (!(fraction > 0) || (k > 0 && !(fraction > fractions[k - 1])))
            throw new RangeError(`look fractions must be positive and increase, got ${fractions.join(', ')}`);
        const share = final && k === fractions.length - 1 ? 1 : spentShare(spending, fraction, budget);
        const increment = budget * Math.max(0, share - previous);
        previous = Math.max(previous, share);
        return increment;
    });
}
/** Levels below this are treated as "no decision possible at this look". */
const SMALLEST_LEVEL = 1e-10;
/**
 * Nominal two-sided levels of the repeated confidence intervals (Jennison & Turnbull 1989):
 * the two-sided error α is spent as α/2 per side with `spending` over the information
 * fractions, each look's boundary c_k comes from the group-sequential recursion
 * (group-sequential-bounds.ts), and the look's interval is the estimate ± c_k standard errors,
 * i.e. a two-sided interval at level p_k = 2·(1 − Φ(c_k)). Under the canonical joint
 * distribution these intervals cover the true change at every look at once with probability
 * ≥ 1 − α. With estimated variances the interval uses the t quantile for p_k (the
 * "significance level" approach, Jennison & Turnbull 2000 §11.5).
 *
 * `fractions` are also taken as the information: when a random level above the blocks (the
 * build) makes the true information grow more slowly, the true correlations between looks
 * are higher than assumed, which by Slepian's inequality only lowers the chance of crossing.
 */
function nominalLevels(spending, fractions, alpha, final) {
    const key = JSON.stringify([spending, fractions, alpha, final]);
    const known = computed.get(key);
    if (known)
        return known.slice();
    if (computed.size >= MEMO_LIMIT)
        computed.clear();
    const levels = computeLevels(spending, fractions, alpha, final);
    computed.set(key, levels);
    return levels.slice();
}
/** The recursion costs milliseconds per look and a design asks for the same levels at every look: remember them. */
const computed = new Map();
const MEMO_LIMIT = 4096;
function computeLevels(spending, fractions, alpha, final) {
    const side = alpha / 2;
    const bounds = oneSidedBounds(fractions, spendingIncrements(spending, fractions, side, final));
    return bounds.map((c) => {
        const level = Number.isFinite(c) ? 2 * jstat_default().normal.cdf(-c, 0, 1) : 0;
        return level < SMALLEST_LEVEL ? 0 : level;
    });
}


/***/ })

};
