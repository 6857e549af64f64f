export const id = 114;
export const ids = [114];
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

/***/ 2850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ formatValue),
/* harmony export */   T1: () => (/* binding */ formatShare),
/* harmony export */   Xs: () => (/* binding */ formatPlainPercent),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   bf: () => (/* binding */ formatSignificant),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   om: () => (/* binding */ formatRelative),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/**
 * The project's number, percent and duration formatters. They live at the bottom layer so that
 * statistics, planning, the runner and the report all print numbers the same way;
 * `src/report/format-numbers.ts` adds the report's unit scaling on top and re-exports these.
 */
/** Below this magnitude or from this one up, a number is written with an exponent. */
const PLAIN_RANGE = { low: 1e-4, high: 1e9 };
/** `value.toLocaleString('en-US', …)` with `decimals` fixed decimals; the formatters are made once (a report formats thousands of numbers). */
const fixedFormats = new Map();
function withDecimals(value, decimals) {
    let format = fixedFormats.get(decimals);
    if (!format)
        fixedFormats.set(decimals, (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
    return format.format(value);
}
/** Made on first use: the first Intl formatter of a process costs ~10 ms (ICU's set-up), which `analyze --json` need not pay. */
let valueFormat;
/**
 * `value` rounded to `digits` significant digits, trailing zeros kept (4.10, 0.0190, 1,230),
 * grouped with commas, with an exponent outside 1e-4…1e9; `—` for a value that is not finite.
 */
function formatSignificant(value, digits) {
    if (!Number.isFinite(value))
        return '—';
    if (value === 0)
        return digits > 1 ? `0.${'0'.repeat(digits - 1)}` : '0';
    const rounded = Number(value.toPrecision(digits));
    const magnitude = Math.abs(rounded);
    if (magnitude < PLAIN_RANGE.low || magnitude >= PLAIN_RANGE.high)
        return rounded.toExponential(digits - 1);
    const decimals = Math.max(0, digits - 1 - Math.floor(Math.log10(magnitude)));
    return withDecimals(rounded, decimals);
}
/** Four significant digits without trailing zeros, without exponent for ordinary magnitudes (p-values, trend values). */
function formatValue(value) {
    if (!Number.isFinite(value))
        return String(value);
    if (value === 0)
        return '0';
    const magnitude = Math.abs(value);
    if (magnitude >= PLAIN_RANGE.high || magnitude < PLAIN_RANGE.low)
        return value.toExponential(3);
    valueFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
    return valueFormat.format(Number(value.toPrecision(4)));
}
const sign = (value) => (value > 0 ? '+' : value === 0 ? '±' : '');
/** A relative change as a signed percentage with fixed decimals, e.g. +9.87 %. */
function formatPercent(fraction, decimals = 2) {
    return `${sign(fraction)}${(fraction * 100).toFixed(decimals)} %`;
}
/**
 * A relative change as a signed percentage with `digits` significant digits but at most two
 * decimals (a hundredth of a percent is below any effect worth reporting): +9.64 %, -0.65 %, +12 %.
 * `withUnit: false` leaves out the ` %` (for interval ends printed beside a percentage).
 */
function formatRelative(fraction, digits, withUnit = true) {
    if (!Number.isFinite(fraction))
        return '—';
    const percent = fraction * 100;
    const decimals = percent === 0 ? 0 : Math.min(2, Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(Number(percent.toPrecision(digits)))))));
    const text = Math.abs(percent) >= 1e6 ? Math.abs(percent).toExponential(digits - 1) : withDecimals(Math.abs(percent), decimals);
    const rounded = Number(percent.toFixed(decimals));
    return `${rounded > 0 ? '+' : rounded < 0 ? '-' : '±'}${text}${withUnit ? ' %' : ''}`;
}
/** A percentage with fixed decimals and no added sign (a minus stays): 3.43 %, -0.65 %. */
function formatPlainPercent(fraction, decimals = 2) {
    return `${(fraction * 100).toFixed(decimals)} %`;
}
/** A share or effect size (0…1) as a percentage: two decimals below 1 %, one from there (0.50 %, 2.0 %, 12.5 %). */
function formatShare(fraction) {
    return `${(fraction * 100).toFixed(Math.abs(fraction) < 0.01 ? 2 : 1)} %`;
}
/** Seconds for people: 2 s, 4.2 s, 42 s, 5 min, 5 min 12 s, 2 h 05 min. */
function formatDuration(seconds) {
    if (!Number.isFinite(seconds))
        return '—';
    if (seconds < 10)
        return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
    const whole = Math.round(seconds);
    if (whole < 60)
        return `${whole} s`;
    if (whole < 3600)
        return `${Math.floor(whole / 60)} min${whole % 60 === 0 ? '' : ` ${whole % 60} s`}`;
    return `${Math.floor(whole / 3600)} h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')} min`;
}
/** A byte count: whole MiB as `100 MiB`, anything else in bytes. */
function formatBytes(bytes) {
    const mib = 1024 * 1024;
    return bytes % mib === 0 && bytes > 0 ? `${bytes / mib} MiB` : `${bytes} bytes`;
}


/***/ })

};
