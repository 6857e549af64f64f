export const id = 374;
export const ids = [374];
export const modules = {

/***/ 4668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ analyzeBenchmark)
});

// UNUSED EXPORTS: MISSING_BUILD_LEVEL_NOTE

// EXTERNAL MODULE: ./src/stats/insufficient-data.ts
var insufficient_data = __webpack_require__(7021);
// EXTERNAL MODULE: ./src/stats/crossed-model.ts + 4 modules
var crossed_model = __webpack_require__(3291);
// EXTERNAL MODULE: ./src/stats/relative-change.ts
var relative_change = __webpack_require__(2548);
// EXTERNAL MODULE: ./src/util/format-numbers.ts
var format_numbers = __webpack_require__(2850);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(9808);
;// CONCATENATED MODULE: ./src/stats/repetition-counts.ts


const COUNT_LIMITS = {
    binaries: [1, 30],
    executions: [2, 200],
    measurements: [5, 100_000],
};
/** The most runner time advice may ask for: the job timeout of the README's workflow (60 minutes). */
const CI_JOB_SECONDS = 3600;
const POWER = 0.8;
function clamp(value, [low, high]) {
    if (!Number.isFinite(value))
        return high;
    return Math.min(high, Math.max(low, Math.round(value)));
}
/** (t_df + z₀.₈)·sqrt(2·unitVariance/count): the change the verdict rule detects with 80 % power (analysis/verdict.ts). */
function detectable(unitVariance, count, confidence, df) {
    return ((0,distributions/* tCritical */.c2)(confidence, df) + (0,distributions/* normalQuantile */.Zl)(POWER)) * Math.sqrt((2 * unitVariance) / count);
}
/**
 * Smallest count c in [low, high] that detects `target`; `high` when none does. The change
 * detected falls as the count grows (√(1/count) and, as df never decreases with the count, the
 * t quantile), so bisection finds it with a few t quantiles instead of one per count.
 */
function smallestSufficientCount(unitVariance, target, confidence, limits, df) {
    const sufficient = (count) => detectable(unitVariance, count, confidence, df(count)) <= target;
    let low = Math.max(2, limits[0]);
    let high = limits[1];
    if (low > high || !sufficient(high))
        return limits[1];
    while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (sufficient(middle))
            high = middle;
        else
            low = middle + 1;
    }
    return low;
}
function recommendCounts(input) {
    const sigmaB = Math.max(0, input.components.execution ?? 0);
    const sigmaE = Math.max(0, input.components.measurement ?? 0);
    const binaryMeasured = input.components.binary;
    // A build level estimated at exactly zero is not asked for again; one that could not be estimated is planned at what the run could resolve.
    const noBuildVariance = input.deterministicBuild || binaryMeasured === 0;
    const sigmaV = noBuildVariance ? 0 : Math.max(binaryMeasured ?? 0, sigmaB / Math.max(1, input.executionsRun));
    const { build, warmup } = input.costs;
    const known = typeof input.costs.measurementSeconds === 'number' && input.costs.measurementSeconds > 0;
    const target = input.minEffect * Math.abs(input.mean);
    const executionsRun = clamp(input.executionsRun, COUNT_LIMITS.executions);
    const notes = [];
    let design;
    let why;
    if (sigmaV === 0) {
        const binaries = input.singleBuildSuffices ? 1 : 2;
        const builds = binaries === 1
            ? '1 build per version'
            : input.deterministicBuild
                ? '2 builds per version, so their output hashes prove them identical'
                : '2 builds per version';
        why = input.deterministicBuild ? `identical build outputs: ${builds}` : `no build-to-build variation measured: ${builds}`;
        if (sigmaB === 0) {
            // Nothing varies between processes: keep the executions that ran, lengthen them.
            const executions = Math.max(executionsRun, 2);
            const total = binaries * executions;
            const measurements = sigmaE === 0
                ? COUNT_LIMITS.measurements[0]
                : smallestSufficientCount(sigmaE / total, target, input.confidence, COUNT_LIMITS.measurements, () => total - 1);
            design = { binaries, executions, measurements };
            why += `; no process-to-process variation measured: ${executions} executions per build as run, and ${measurements} measurements each for the power`;
        }
        else {
            const measurements = sigmaE === 0 ? COUNT_LIMITS.measurements[0] : clamp(Math.sqrt((warmup * sigmaE) / sigmaB), COUNT_LIMITS.measurements);
            const perExecution = sigmaB + sigmaE / measurements;
            const executions = smallestSufficientCount(perExecution, target, input.confidence, [2, COUNT_LIMITS.executions[1] * binaries], (count) => count - 1);
            design = { binaries, executions: Math.ceil(executions / binaries), measurements };
            why += `; ${executions} executions in all × ${measurements} measurements`;
        }
    }
    else {
        const executions = sigmaB === 0 ? executionsRun : clamp(Math.sqrt(((build / warmup) * sigmaB) / sigmaV), COUNT_LIMITS.executions);
        // Without process variance eq. 21 has two levels: N = m·n measurements per build, N₀ = sqrt((b + m·w)·σ_E²/σ_V²).
        const measurements = sigmaE === 0
            ? COUNT_LIMITS.measurements[0]
            : sigmaB === 0
                ? clamp(Math.sqrt(((build + executions * warmup) * sigmaE) / sigmaV) / executions, COUNT_LIMITS.measurements)
                : clamp(Math.sqrt((warmup * sigmaE) / sigmaB), COUNT_LIMITS.measurements);
        const perBinary = sigmaV + sigmaB / executions + sigmaE / (executions * measurements);
        // Each version's builds are a level of their own in the comparison model: 2(l − 1) df.
        const binaries = smallestSufficientCount(perBinary, target, input.confidence, [2, COUNT_LIMITS.binaries[1]], (count) => 2 * (count - 1));
        design = { binaries, executions, measurements };
        const eq21 = known ? 'optimal m and n for the measured costs (eq. 21)' : 'm and n from eq. 21 with assumed costs';
        why = `${sigmaB === 0 ? `no process-to-process variation measured: ${executions} executions per build as run` : eq21}; ${binaries} builds`;
    }
    const variance = unitVariance(design, sigmaV, sigmaB, sigmaE);
    const df = (d) => (sigmaV === 0 ? d.binaries * d.executions - 1 : 2 * (d.binaries - 1));
    const reachable = detectable(variance, designUnits(design, sigmaV), input.confidence, df(design)) <= target;
    why += ` to detect ${(0,format_numbers/* formatShare */.T1)(input.minEffect)} with 80 % power`;
    if (!reachable)
        notes.push(`the most recommended; ${(0,format_numbers/* formatShare */.T1)(input.minEffect)} may not be detectable at this noise`);
    let seconds = null;
    if (known) {
        const secondsOf = (d) => designSeconds(d, input.costs);
        seconds = secondsOf(design);
        if (seconds > CI_JOB_SECONDS) {
            const needed = seconds;
            design = shrinkToFit(design, sigmaV, secondsOf);
            seconds = secondsOf(design);
            const effect = detectable(unitVariance(design, sigmaV, sigmaB, sigmaE), designUnits(design, sigmaV), input.confidence, df(design)) / Math.abs(input.mean);
            notes.push(`${(0,format_numbers/* formatShare */.T1)(input.minEffect)} would need about ${(0,format_numbers/* formatDuration */.a3)(needed)} of runner time; capped at what one ` +
                `${CI_JOB_SECONDS / 60}-minute CI job can run, which detects about ±${(0,format_numbers/* formatShare */.T1)(effect)}`);
        }
    }
    else {
        notes.push("costs unknown (no execution and build timings recorded): a build was assumed to cost as much as one execution's start-up and warm-up");
    }
    return { ...design, reason: [why, ...notes].join('; '), seconds };
}
/** The unit whose count the interval's variance divides by: builds when they carry a level, executions otherwise. */
function designUnits(design, sigmaV) {
    return sigmaV === 0 ? design.binaries * design.executions : design.binaries;
}
/** Variance of one unit (designUnits) of one version. */
function unitVariance(design, sigmaV, sigmaB, sigmaE) {
    if (sigmaV === 0)
        return sigmaB + sigmaE / design.measurements;
    return sigmaV + sigmaB / design.executions + sigmaE / (design.executions * design.measurements);
}
/** Runner seconds of both versions: each build, then each execution's start-up, warm-up and measurements. */
function designSeconds(design, costs) {
    const tau = costs.measurementSeconds ?? 0;
    return 2 * design.binaries * (costs.build + design.executions * (costs.warmup + design.measurements)) * tau;
}
/** The design scaled down until it fits one CI job: the count that carries the variance first (builds, or executions), then measurements. */
function shrinkToFit(design, sigmaV, secondsOf) {
    let d = { ...design };
    const fits = (candidate) => secondsOf(candidate) <= CI_JOB_SECONDS;
    if (sigmaV > 0) {
        while (d.binaries > 2 && !fits(d))
            d = { ...d, binaries: d.binaries - 1 };
    }
    while (d.executions > 2 && !fits(d))
        d = { ...d, executions: Math.max(2, Math.floor(d.executions * 0.9)) };
    while (d.measurements > COUNT_LIMITS.measurements[0] && !fits(d))
        d = { ...d, measurements: Math.max(COUNT_LIMITS.measurements[0], Math.floor(d.measurements * 0.9)) };
    return d;
}

// EXTERNAL MODULE: ./src/analysis/analyze-version.ts + 8 modules
var analyze_version = __webpack_require__(3878);
// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
;// CONCATENATED MODULE: ./src/analysis/cost-model.ts

const MILLISECONDS_PER_UNIT = { ns: 1e-6, us: 1e-3, µs: 1e-3, μs: 1e-3, ms: 1, s: 1000 };
const measured = (e) => e.values.length + (e.warmup?.length ?? 0);
/** All the lists in one typed array (the median of every measurement of a run, without an intermediate copy). */
function concatenated(lists) {
    const out = new Float64Array(lists.reduce((sum, list) => sum + list.length, 0));
    let offset = 0;
    for (const list of lists) {
        out.set(list, offset);
        offset += list.length;
    }
    return out;
}
/** start + Σ values, added left to right. */
function sumInOrder(values, start) {
    let sum = start;
    for (let i = 0; i < values.length; i++)
        sum += values[i];
    return sum;
}
/**
 * Costs for eq. 21 in units of one measurement, from what a run recorded.
 * - Time units: one measurement costs its median value; an execution's start-up (and
 *   everything else its process did, such as other benchmarks) is its wall duration minus the
 *   measurements it reported; warm-up cost w is the warm-up measurements plus that start-up.
 * - Other units: one measurement costs the execution's duration over its measurement count
 *   (start-up included), and start-up is counted as one measurement.
 * Build cost b is the median build time over one measurement's. Without timings, a build is
 * assumed to cost as much as an execution's warm-up, and `measurementSeconds` is null: the
 * costs are unknown, which the advice says (repetition-counts.ts).
 */
function estimateCosts(versions, unit) {
    const executions = versions.flatMap((v) => v.binaries.flatMap((b) => b.executions)).filter((e) => e.values.length > 0);
    const warmupPerExecution = executions.length === 0 ? 0 : executions.reduce((sum, e) => sum + (e.warmup?.length ?? 0), 0) / executions.length;
    const timed = executions.flatMap((e) => (typeof e.durationMs === 'number' && e.durationMs > 0 ? [{ ...e, durationMs: e.durationMs }] : []));
    const buildTimes = versions.flatMap((v) => v.binaries.map((b) => b.buildSeconds)).filter((s) => typeof s === 'number');
    if (timed.length === 0)
        return { build: warmupPerExecution + 1, warmup: warmupPerExecution + 1, measurementSeconds: null };
    const unitMs = MILLISECONDS_PER_UNIT[unit];
    let measurementMs;
    let startupMeasurements;
    if (unitMs !== undefined) {
        measurementMs = (0,descriptive/* medianInPlace */.Te)(concatenated(timed.map((e) => e.values))) * unitMs;
        const startupMs = (0,descriptive/* median */.JZ)(timed.map((e) => Math.max(0, e.durationMs - sumInOrder(e.warmup ?? [], sumInOrder(e.values, 0)) * unitMs)));
        startupMeasurements = measurementMs > 0 ? startupMs / measurementMs : 1;
    }
    else {
        measurementMs = (0,descriptive/* median */.JZ)(timed.map((e) => e.durationMs / measured(e)));
        startupMeasurements = 1;
    }
    const warmup = Math.max(1, warmupPerExecution + startupMeasurements);
    if (!(measurementMs > 0))
        return { build: warmup, warmup, measurementSeconds: null };
    // No build command (the source is the binary): building costs nothing.
    const unbuilt = versions.every((v) => v.binaries.every((b) => b.outputHash?.startsWith('source:')));
    if (buildTimes.length === 0 && unbuilt)
        return { build: 1, warmup, measurementSeconds: measurementMs / 1000 };
    // Without build times the split is a guess: the costs count as unknown.
    if (buildTimes.length === 0)
        return { build: warmup, warmup, measurementSeconds: null };
    return { build: Math.max(((0,descriptive/* median */.JZ)(buildTimes) * 1000) / measurementMs, 1), warmup, measurementSeconds: measurementMs / 1000 };
}

// EXTERNAL MODULE: ./src/analysis/pair-blocks.ts
var pair_blocks = __webpack_require__(6811);
// EXTERNAL MODULE: ./src/stats/execution-summary.ts
var execution_summary = __webpack_require__(3824);
;// CONCATENATED MODULE: ./src/analysis/value-scale.ts

/**
 * Values whose squares would overflow (above MAX_MAGNITUDE) or underflow to zero (below its
 * inverse) are analysed in a scaled unit: every value is multiplied by 2^-exponent, which is
 * exact in binary floating point, so the fit sees the same numbers up to the exponent. Relative
 * changes, their intervals and the impact factors do not depend on the unit; means and
 * intervals are scaled back, and variance components only when they stay finite.
 */
function scaleExponent(record) {
    let highest = 0;
    for (const side of [record.base, record.head]) {
        for (const binary of side.binaries) {
            for (const execution of binary.executions) {
                // An indexed loop without calls: this pass reads every value of the file.
                const values = execution.values;
                for (let i = 0; i < values.length; i++) {
                    const magnitude = Math.abs(values[i]);
                    if (magnitude > highest && magnitude !== Infinity)
                        highest = magnitude;
                }
            }
        }
    }
    if (highest === 0 || (highest <= execution_summary/* MAX_MAGNITUDE */.ag && highest >= 1 / execution_summary/* MAX_MAGNITUDE */.ag))
        return 0;
    return Math.floor(Math.log2(highest));
}
/** `value` × 2^exponent, exactly, for exponents whose power of two alone would overflow or be subnormal. */
function timesPowerOfTwo(value, exponent) {
    const half = Math.trunc(exponent / 2);
    return value * 2 ** half * 2 ** (exponent - half);
}
/** The record with every value and warm-up value multiplied by 2^-exponent. */
function scaleRecord(record, exponent) {
    const scale = (values) => values.map((v) => timesPowerOfTwo(v, -exponent));
    const version = (v) => ({
        ...v,
        binaries: v.binaries.map((binary) => ({
            ...binary,
            executions: binary.executions.map((e) => ({ ...e, values: scale(e.values), ...(e.warmup === undefined ? {} : { warmup: scale(e.warmup) }) })),
        })),
    });
    return { ...record, base: version(record.base), head: version(record.head) };
}
/** A version report of the scaled record, in the record's own unit again. */
function unscaleVersionReport(report, exponent) {
    const back = (x) => timesPowerOfTwo(x, exponent);
    const variance = (x) => {
        if (x === null || x === undefined)
            return null;
        const value = timesPowerOfTwo(x, 2 * exponent);
        return Number.isFinite(value) && (value > 0 || x === 0) ? value : null;
    };
    const { runner, ...components } = report.components;
    return {
        ...report,
        mean: back(report.mean),
        ci: [back(report.ci[0]), back(report.ci[1])],
        paper: [back(report.paper[0]), back(report.paper[1])],
        components: {
            binary: variance(components.binary),
            execution: variance(components.execution),
            measurement: variance(components.measurement),
            ...(runner === undefined ? {} : { runner: variance(runner) }),
        },
    };
}
/** The note saying a benchmark was analysed in a scaled unit. */
function scaleNote(exponent, unit) {
    const inUnit = unit === '' ? '' : ` ${unit}`;
    return (`values as ${exponent > 0 ? 'large' : 'small'} as 2^${exponent}${inUnit} would overflow or vanish when squared: analysed in units of ` +
        `2^${exponent}${inUnit} (exact in binary floating point) and scaled back; the relative change, its interval and the impact factors ` +
        `do not depend on the unit; variance components beyond the range of a number are left out, and numbers in notes are in the scaled unit`);
}

;// CONCATENATED MODULE: ./src/analysis/analyze-benchmark.ts








/** The note for `buildLevelMissing`. */
const MISSING_BUILD_LEVEL_NOTE = 'one build per version that is not proven deterministic: the build-to-build variation cannot be estimated, so no change can be called from ' +
    'this interval; run at least 2 builds (binaries: 2 or more, identical outputs are then detected by their hash), or give a calibration prior';
function tryAnalyze(side, record, options, notes) {
    try {
        return (0,analyze_version/* analyzeVersion */.Xr)(side, record[side], options, record.unit);
    }
    catch (error) {
        if (error instanceof insufficient_data/* InsufficientDataError */.y) {
            notes.push(error.message.startsWith(side) ? error.message : `${side}: ${error.message}`);
            return null;
        }
        throw error;
    }
}
function compare(name, base, head, options, notes) {
    const independent = () => ({ change: (0,relative_change/* compareIndependent */.s2)(base.estimate, head.estimate, options.confidence), moderation: null, buildLevelMissing: false });
    if (options.design === 'independent')
        return independent();
    // The interleaved paths refuse a ratio from a mean indistinguishable from zero as the independent one does.
    (0,relative_change/* requireMeanClearOfZero */.Lt)('base', base.estimate, options.confidence);
    (0,relative_change/* requireMeanClearOfZero */.Lt)('head', head.estimate, options.confidence);
    if (base.report.level === 'runner' && head.report.level === 'runner') {
        const pairs = (0,pair_blocks/* pairBlocksByRunner */.Q)(base, head);
        if (pairs.length >= 2)
            return { change: (0,relative_change/* comparePaired */.dS)(pairs, base.estimate.mean, head.estimate.mean, options.confidence), moderation: null, buildLevelMissing: false };
    }
    else {
        const { pairs, baseMean, headMean } = (0,pair_blocks/* relativePairs */.m)(base, head);
        if (pairs.length >= 2)
            return compareInModel(pairs, baseMean, headMean, base, head, options, options.buildVariancePriors?.[name]);
    }
    if (options.design === 'paired')
        throw new insufficient_data/* InsufficientDataError */.y('design "paired" needs at least 2 blocks with both a base and a head execution');
    if (base.executions.some((e) => e.block !== undefined))
        notes.push('fewer than 2 complete interleaved blocks: compared as independent samples');
    return independent();
}
/**
 * The interleaved comparison model (stats/crossed-model.ts) on the relative scale. A version
 * whose builds are not proven identical carries a build level; it is estimable when some such
 * version has two builds or more, or known from a prior. Otherwise the fit leaves it out and
 * the comparison is marked `buildLevelMissing`.
 */
function compareInModel(pairs, baseMean, headMean, base, head, options, prior) {
    if (!(baseMean > 0) || !(headMean > 0)) {
        throw new insufficient_data/* InsufficientDataError */.y(`a relative change needs positive means on both sides (base ${baseMean}, head ${headMean})`);
    }
    const builds = (side) => new Set(pairs.map((p) => (side === 'base' ? p.baseBuild : p.headBuild))).size;
    const baseRandom = !base.report.deterministicBuild;
    const headRandom = !head.report.deterministicBuild;
    const estimable = (baseRandom && builds('base') >= 2) || (headRandom && builds('head') >= 2);
    const buildLevelMissing = (baseRandom || headRandom) && !estimable && prior === undefined;
    const fit = (0,crossed_model/* fitCrossedModel */.c)(pairs, {
        baseRandom: baseRandom && !buildLevelMissing,
        headRandom: headRandom && !buildLevelMissing,
        ...(!estimable && prior !== undefined ? { knownVariance: prior } : {}),
    });
    const logRatio = Math.log(headMean / baseMean) + fit.difference;
    return {
        change: (0,relative_change/* relativeChange */.N0)(logRatio, fit.standardError, fit.df, options.confidence, 'paired'),
        moderation: { variance: fit.standardError ** 2 * fit.blocks, df: fit.df, blocks: fit.blocks },
        buildLevelMissing,
        relativeVariances: { build: fit.buildLevel ? fit.variances.build : null, residual: fit.variances.residual },
    };
}
function averageComponents(a, b) {
    const average = (x, y) => (x === null ? y : y === null ? x : (x + y) / 2);
    return { binary: average(a.binary, b.binary), execution: average(a.execution, b.execution), measurement: average(a.measurement, b.measurement) };
}
/**
 * Components for the repetition counts from the comparison model, which has the block drift
 * removed (each version's own nested ANOVA counts it as process noise): σ_V² from the build
 * level, σ_B² from the residual variance of execution means less the measurement share.
 */
function modelComponents(relative, measured, base) {
    const squaredMean = base.estimate.mean ** 2;
    const perExecution = base.report.counts.measurements / Math.max(1, base.report.counts.executions);
    const measurement = measured.measurement ?? 0;
    return {
        binary: relative.build === null ? measured.binary : relative.build * squaredMean,
        execution: Math.max(0, relative.residual * squaredMean - measurement / Math.max(1, perExecution)),
        measurement: measured.measurement,
    };
}
/**
 * Which files differed between builds (the runner's `outputDiff`), so the user can make the
 * build reproducible and let the build level drop out. Paths are data: the report escapes them.
 */
function differingBuildNote(record) {
    const parts = ['base', 'head'].flatMap((side) => {
        const files = [...new Set(record[side].binaries.flatMap((b) => (Array.isArray(b.outputDiff) ? b.outputDiff : [])))].filter((f) => typeof f === 'string');
        if (files.length === 0)
            return [];
        const shown = files.slice(0, 5).map((f) => (f.length > 120 ? `${f.slice(0, 117)}…` : f));
        return [`${side} (${shown.join(', ')}${files.length > 5 ? ', …' : ''})`];
    });
    if (parts.length === 0)
        return null;
    return `rebuilds produced different files in ${parts.join('; ')}: the build level stays in the model; a reproducible build would let it drop out`;
}
function analyzeBenchmark(record, options) {
    const exponent = scaleExponent(record);
    if (exponent === 0)
        return analyzeInUnit(record, record, options);
    // Values too large or too small to square: fitted in a scaled unit (value-scale.ts).
    const scaled = analyzeInUnit(scaleRecord(record, exponent), record, options);
    return {
        ...scaled,
        record,
        base: scaled.base && unscaleVersionReport(scaled.base, exponent),
        head: scaled.head && unscaleVersionReport(scaled.head, exponent),
        notes: [scaleNote(exponent, record.unit), ...scaled.notes],
    };
}
/** The analysis of `record`, whose values may be scaled; `original` holds them as recorded (the costs need real times). */
function analyzeInUnit(record, original, options) {
    const notes = [];
    const base = tryAnalyze('base', record, options, notes);
    const head = tryAnalyze('head', record, options, notes);
    let change = null;
    let moderation = null;
    let buildLevelMissing = false;
    let recommended = null;
    let relativeVariances;
    if (base && head) {
        try {
            ({ change, moderation, buildLevelMissing, relativeVariances } = compare(record.name, base, head, options, notes));
            if (buildLevelMissing)
                notes.push(MISSING_BUILD_LEVEL_NOTE);
        }
        catch (error) {
            if (!(error instanceof insufficient_data/* InsufficientDataError */.y))
                throw error;
            notes.push(error.message);
        }
        const measured = averageComponents(base.report.components, head.report.components);
        recommended = recommendCounts({
            components: relativeVariances ? modelComponents(relativeVariances, measured, base) : measured,
            mean: base.estimate.mean,
            costs: estimateCosts([original.base, original.head], original.unit),
            minEffect: options.minEffect,
            confidence: options.confidence,
            deterministicBuild: base.report.deterministicBuild && head.report.deterministicBuild,
            singleBuildSuffices: [record.base, record.head].every((v) => v.binaries.every((b) => b.outputHash?.startsWith(analyze_version/* SOURCE_HASH_PREFIX */.AW))),
            executionsRun: base.report.counts.executions / base.report.counts.binaries,
        });
    }
    const differing = differingBuildNote(record);
    if (differing)
        notes.push(differing);
    for (const version of [base, head]) {
        if (version?.report.deterministicBuild) {
            notes.push('identical build outputs on every rebuild: the build level is deterministic and was collapsed');
            break;
        }
    }
    return { record, base: base?.report ?? null, head: head?.report ?? null, change, recommended, notes, moderation, buildLevelMissing };
}


/***/ }),

/***/ 2581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ analyzeResults)
});

// EXTERNAL MODULE: ./src/stats/multiple-testing.ts
var multiple_testing = __webpack_require__(1806);
// EXTERNAL MODULE: ./src/stats/relative-change.ts
var relative_change = __webpack_require__(2548);
// EXTERNAL MODULE: ./src/analysis/analyze-benchmark.ts + 3 modules
var analyze_benchmark = __webpack_require__(4668);
// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
;// CONCATENATED MODULE: ./src/stats/gamma-functions.ts
/**
 * Digamma ψ(x) and trigamma ψ′(x) for x > 0, by the recurrence ψ(x) = ψ(x + 1) − 1/x up to
 * x ≥ 6 and the asymptotic series there (Abramowitz & Stegun 6.3.18, 6.4.12); accurate to
 * about 1e-12 relative. `trigammaInverse` solves ψ′(x) = y by Newton's method as Smyth (2004)
 * and limma's `trigammaInverse` do.
 */
function digamma(x) {
    let result = 0;
    while (x < 6) {
        result -= 1 / x;
        x += 1;
    }
    const f = 1 / (x * x);
    return result + Math.log(x) - 0.5 / x - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))));
}
function trigamma(x) {
    let result = 0;
    while (x < 6) {
        result += 1 / (x * x);
        x += 1;
    }
    const f = 1 / (x * x);
    return result + 1 / x + f / 2 + (f / x) * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)));
}
/** x with trigamma(x) = y, for y > 0. */
function trigammaInverse(y) {
    if (y > 1e7)
        return 1 / Math.sqrt(y);
    if (y < 1e-6)
        return 1 / y;
    let x = 0.5 + 1 / y;
    for (let i = 0; i < 50; i++) {
        const t = trigamma(x);
        const step = (t * (1 - t / y)) / trigammaDerivative(x);
        x += step;
        if (-step / x < 1e-8)
            break;
    }
    return x;
}
/** ψ″(x), for Newton's method above. */
function trigammaDerivative(x) {
    let result = 0;
    while (x < 6) {
        result -= 2 / (x * x * x);
        x += 1;
    }
    const f = 1 / (x * x);
    return result - f - f / x - f * f * (1 / 2 - f * (1 / 6 - f * (1 / 6 - (3 * f) / 10)));
}

;// CONCATENATED MODULE: ./src/stats/moderated-variance.ts


function squeezeVariances(variances, df) {
    const n = variances.length;
    if (n === 0)
        throw new RangeError('squeezeVariances: no variances');
    if (n === 1)
        return { priorDf: 0, priorVariance: variances[0], posterior: variances.slice() };
    const { scale, df2 } = fitScaledF(variances, df);
    const posterior = variances.map((v, g) => (Number.isFinite(df2) ? (df[g] * v + df2 * scale) / (df[g] + df2) : scale));
    return { priorDf: df2, priorVariance: scale, posterior };
}
/** limma's `fitFDist` without a covariate (versions up to 3.58, and `legacy = TRUE` after). */
function fitScaledF(variances, df) {
    const positive = variances.map((v) => Math.max(v, 0));
    let m = (0,descriptive/* median */.JZ)(positive);
    if (m === 0)
        m = 1;
    const x = positive.map((v) => Math.max(v, 1e-5 * m));
    const e = x.map((v, g) => Math.log(v) - digamma(df[g] / 2) + Math.log(df[g] / 2));
    const emean = e.reduce((a, b) => a + b, 0) / e.length;
    let evar = e.reduce((sum, v) => sum + (v - emean) ** 2, 0) / (e.length - 1);
    evar -= df.reduce((sum, d) => sum + trigamma(d / 2), 0) / df.length;
    if (evar > 0) {
        const df2 = 2 * trigammaInverse(evar);
        return { scale: Math.exp(emean + digamma(df2 / 2) - Math.log(df2 / 2)), df2 };
    }
    return { scale: x.reduce((a, b) => a + b, 0) / x.length, df2: Infinity };
}

;// CONCATENATED MODULE: ./src/analysis/moderate-suite.ts



/**
 * Borrows strength across a suite (Smyth 2004; issue "decisive by default"): the benchmarks of
 * one run share its design, so each comparison-model fit's variance per block is moderated
 * towards a prior estimated from all of them (squeezeVariances), and its interval and p-value
 * are recomputed with d + d0 degrees of freedom (at most the suite's pooled df, as limma
 * caps them). Analyses without a model fit pass through.
 *
 * The prior is used only when it carries at least as much information as a typical benchmark's
 * own estimate (d0 ≥ the median of the d): a weak prior gains little, and it is weak exactly
 * when the benchmarks' variances do not look like draws from one distribution — a suite whose
 * noise differs tenfold, where shrinking the noisy benchmarks towards the quiet ones would
 * raise their false-alarm rate (bench:stats measures it). With fewer than three fits, nothing.
 */
function moderateSuite(analyses, confidence) {
    const fitted = analyses.flatMap((analysis) => {
        const { change, moderation } = analysis;
        return change !== null && moderation !== null && !analysis.buildLevelMissing && moderation.variance > 0 ? [{ analysis, change, moderation }] : [];
    });
    if (fitted.length < 3)
        return analyses.slice();
    const { priorDf, posterior } = squeezeVariances(fitted.map((f) => f.moderation.variance), fitted.map((f) => f.moderation.df));
    if (!(priorDf >= (0,descriptive/* median */.JZ)(fitted.map((f) => f.moderation.df))))
        return analyses.slice();
    const pooledDf = fitted.reduce((sum, f) => sum + f.moderation.df, 0);
    const moderated = new Map();
    fitted.forEach(({ analysis, change, moderation }, g) => {
        const standardError = Math.sqrt(posterior[g] / moderation.blocks);
        const df = Math.min(moderation.df + priorDf, pooledDf);
        moderated.set(analysis, { ...analysis, change: (0,relative_change/* relativeChange */.N0)(change.logRatio, standardError, df, confidence, change.design), priorDf });
    });
    return analyses.map((a) => moderated.get(a) ?? a);
}

// EXTERNAL MODULE: ./src/config/benchmark-policy.ts
var benchmark_policy = __webpack_require__(6848);
// EXTERNAL MODULE: ./src/config/analysis-options.ts
var analysis_options = __webpack_require__(3329);
;// CONCATENATED MODULE: ./src/analysis/not-measured.ts
/**
 * The benchmarks a merged results file lists in `meta.notMeasured` (validated by
 * `validateResults`), by name. A name listed twice keeps its first reason.
 */
function notMeasuredBenchmarks(results) {
    const list = results.meta?.notMeasured;
    const byName = new Map();
    for (const entry of list ?? [])
        if (!byName.has(entry.name))
            byName.set(entry.name, entry);
    return byName;
}
/** The note an unmeasured benchmark's report carries. */
function notMeasuredNote(entry) {
    return `not measured: ${entry.reason}`;
}

// EXTERNAL MODULE: ./src/analysis/verdict.ts
var verdict = __webpack_require__(9700);
// EXTERNAL MODULE: ./src/util/get-known.ts
var get_known = __webpack_require__(2774);
;// CONCATENATED MODULE: ./src/analysis/analyze-results.ts









/**
 * Analyses every benchmark, then borrows strength across the suite (each comparison's
 * variance is moderated with an empirical-Bayes prior from all of them, moderate-suite.ts),
 * then controls the error across the suite: the p-values of all benchmarks that could be
 * compared are adjusted together (Holm by default), and each verdict is read off the interval
 * at the level its adjusted p-value implies, the interval the report shows. Benchmarks listed in `meta.notMeasured` without a record
 * (a missing shard's) are reported as inconclusive with the reason.
 */
function analyzeResults(results, overrides = {}) {
    const options = { ...analysis_options/* DEFAULT_ANALYSIS_OPTIONS */.aq, ...overrides };
    const ignored = [];
    const analyses = results.benchmarks.flatMap((record) => {
        const policy = (0,benchmark_policy/* policyFor */.K)(record.name, options.policies, options.minEffect);
        if (policy.gate === 'ignore') {
            ignored.push(record.name);
            return [];
        }
        const analysis = (0,analyze_benchmark/* analyzeBenchmark */.U)(record, { ...options, minEffect: policy.minEffect });
        return [{ ...analysis, gate: policy.gate, minEffect: policy.minEffect }];
    });
    const moderated = options.moderate ? moderateSuite(analyses, options.confidence) : analyses;
    const priorDf = new Map(moderated.map((a) => [a, a.priorDf]));
    const compared = moderated.flatMap((analysis) => (analysis.change === null ? [] : [{ analysis, pValue: analysis.change.pValue }]));
    const adjusted = (0,multiple_testing/* adjustPValues */.uA)(compared.map((c) => c.pValue), options.correction);
    const adjustedByAnalysis = new Map(compared.map((c, i) => [c.analysis, adjusted[i]]));
    const benchmarks = moderated.map((analysis) => {
        const { record, base, head, change, recommended } = analysis;
        const notes = analysis.notes.slice();
        const { gate, minEffect } = analysis;
        const common = { name: record.name, unit: record.unit, better: record.better, gate, minEffect, base, head, recommended };
        if (!change || !base || !head) {
            return { ...common, delta: null, verdict: 'inconclusive', changeDetected: false, notes };
        }
        const pAdjusted = (0,get_known/* getKnown */.q)(adjustedByAnalysis, analysis);
        const ciLevel = decisionLevel(options.confidence, change.pValue, pAdjusted);
        const ci = ciLevel === options.confidence ? change.ci : (0,relative_change/* relativeChange */.N0)(change.logRatio, change.standardError, change.df, ciLevel, change.design).ci;
        const decision = (0,verdict/* decideVerdict */.A)({
            relative: change.relative,
            ci,
            better: record.better,
            minEffect,
            rule: options.rule,
            baseCi: base.ci,
            headCi: head.ci,
            buildLevelMissing: analysis.buildLevelMissing,
        });
        if (decision.note)
            notes.push(decision.note);
        const prior = priorDf.get(analysis);
        return {
            ...common,
            delta: {
                relative: change.relative,
                ci,
                pValue: change.pValue,
                pAdjusted,
                design: change.design,
                df: change.df,
                ciLevel,
                ...(prior === undefined ? {} : { priorDf: prior }),
            },
            verdict: decision.verdict,
            changeDetected: decision.changeDetected,
            notes,
        };
    });
    // Benchmarks a missing or failed shard did not measure: inconclusive, never silently passed.
    const recorded = new Set(results.benchmarks.map((record) => record.name));
    for (const entry of notMeasuredBenchmarks(results).values()) {
        if (recorded.has(entry.name))
            continue;
        const policy = (0,benchmark_policy/* policyFor */.K)(entry.name, options.policies, options.minEffect);
        if (policy.gate === 'ignore') {
            ignored.push(entry.name);
            continue;
        }
        benchmarks.push({
            name: entry.name,
            unit: entry.unit ?? '',
            better: entry.better ?? 'lower',
            gate: policy.gate,
            minEffect: policy.minEffect,
            base: null,
            head: null,
            recommended: null,
            delta: null,
            verdict: 'inconclusive',
            changeDetected: false,
            notes: [notMeasuredNote(entry)],
        });
    }
    const count = (verdict) => benchmarks.filter((b) => b.verdict === verdict).length;
    return {
        version: 1,
        options,
        benchmarks,
        summary: {
            regressions: count('regression'),
            gatingRegressions: benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').length,
            improvements: count('improvement'),
            unchanged: count('unchanged'),
            inconclusive: count('inconclusive'),
        },
        ignored,
        ...(results.meta ? { meta: results.meta } : {}),
    };
}
/**
 * The confidence level whose interval excludes 0 exactly when the adjusted p-value is below
 * α = 1 − confidence: 1 − α·p/p_adjusted (for Holm, the step's own level α/(m − i + 1); for
 * BH, the false-coverage level α·i/m). Without an adjustment, the run's confidence.
 */
function decisionLevel(confidence, p, pAdjusted) {
    if (!(pAdjusted > p) || !(p > 0))
        return confidence;
    return 1 - (1 - confidence) * (p / pAdjusted);
}


/***/ }),

/***/ 3878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AW: () => (/* binding */ SOURCE_HASH_PREFIX),
  Xr: () => (/* binding */ analyzeVersion)
});

// UNUSED EXPORTS: isDeterministicBuild

// EXTERNAL MODULE: ./src/stats/autocorrelation.ts
var autocorrelation = __webpack_require__(7014);
;// CONCATENATED MODULE: ./src/stats/variance-components.ts
function meanSquare(sumOfSquares, df) {
    return { sumOfSquares, df, meanSquare: df > 0 ? sumOfSquares / df : null };
}
function nestedAnova(binaries) {
    const nonEmpty = binaries.map((executions) => executions.filter((e) => e.count > 0)).filter((b) => b.length > 0);
    const binaryCount = nonEmpty.length;
    let total = 0;
    let executionCount = 0;
    let grandSum = 0;
    let ssWithin = 0;
    let sumSquaredCounts = 0;
    let sumSquaredCountsOverBinaryCount = 0;
    let sumSquaredBinaryCounts = 0;
    const binaryTotals = nonEmpty.map((executions) => {
        let count = 0;
        let sum = 0;
        let squaredCounts = 0;
        for (const execution of executions) {
            count += execution.count;
            sum += execution.count * execution.mean;
            squaredCounts += execution.count ** 2;
            ssWithin += execution.sumOfSquares;
        }
        executionCount += executions.length;
        total += count;
        grandSum += sum;
        sumSquaredCounts += squaredCounts;
        sumSquaredCountsOverBinaryCount += squaredCounts / count;
        sumSquaredBinaryCounts += count ** 2;
        return { count, mean: sum / count };
    });
    const grandMean = grandSum / total;
    let ssBetweenExecutions = 0;
    let ssBetweenBinaries = 0;
    nonEmpty.forEach((executions, k) => {
        const binaryMean = binaryTotals[k].mean;
        for (const execution of executions)
            ssBetweenExecutions += execution.count * (execution.mean - binaryMean) ** 2;
        ssBetweenBinaries += binaryTotals[k].count * (binaryMean - grandMean) ** 2;
    });
    const binary = meanSquare(ssBetweenBinaries, binaryCount - 1);
    const execution = meanSquare(ssBetweenExecutions, executionCount - binaryCount);
    const measurement = meanSquare(ssWithin, total - executionCount);
    const k1 = execution.df > 0 ? (total - sumSquaredCountsOverBinaryCount) / execution.df : null;
    const k2 = binary.df > 0 ? (sumSquaredCountsOverBinaryCount - sumSquaredCounts / total) / binary.df : null;
    const k3 = binary.df > 0 ? (total - sumSquaredBinaryCounts / total) / binary.df : null;
    const sigmaE = measurement.meanSquare;
    const sigmaB = execution.meanSquare !== null && k1 !== null ? (execution.meanSquare - (sigmaE ?? 0)) / k1 : null;
    const sigmaV = binary.meanSquare !== null && k2 !== null && k3 !== null ? (binary.meanSquare - (sigmaE ?? 0) - k2 * (sigmaB ?? 0)) / k3 : null;
    const truncate = (value) => (value === null ? null : Math.max(0, value));
    return {
        binary,
        execution,
        measurement,
        coefficients: { k1, k2, k3 },
        untruncated: { binary: sigmaV, execution: sigmaB, measurement: sigmaE },
        components: { binary: truncate(sigmaV), execution: truncate(sigmaB), measurement: truncate(sigmaE) },
    };
}

;// CONCATENATED MODULE: ./src/stats/dependent-components.ts

function dependentAnova(binaries, dependence) {
    const anova = nestedAnova(binaries);
    if (!dependence || dependence.inflation === 1 || anova.measurement.meanSquare === null || !(dependence.divisor > 0)) {
        return { anova, effectiveMeasurement: anova.measurement, marginalMeasurement: anova.measurement.meanSquare, components: anova.components, inflation: 1 };
    }
    const { inflation, rho } = dependence;
    const marginal = anova.measurement.sumOfSquares / dependence.divisor;
    const effective = inflation * marginal;
    const df = anova.measurement.df * ((1 - rho * rho) / (1 + rho * rho));
    const { k1, k2, k3 } = anova.coefficients;
    const sigmaB = anova.execution.meanSquare !== null && k1 !== null ? (anova.execution.meanSquare - effective) / k1 : null;
    const sigmaV = anova.binary.meanSquare !== null && k2 !== null && k3 !== null ? (anova.binary.meanSquare - effective - k2 * (sigmaB ?? 0)) / k3 : null;
    const truncate = (value) => (value === null ? null : Math.max(0, value));
    return {
        anova,
        effectiveMeasurement: { sumOfSquares: anova.measurement.sumOfSquares, df, meanSquare: effective },
        marginalMeasurement: marginal,
        components: { binary: truncate(sigmaV), execution: truncate(sigmaB), measurement: effective },
        inflation,
    };
}

// EXTERNAL MODULE: ./src/stats/execution-moments.ts
var execution_moments = __webpack_require__(8325);
// EXTERNAL MODULE: ./src/stats/execution-summary.ts
var execution_summary = __webpack_require__(3824);
// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(9808);
// EXTERNAL MODULE: ./src/stats/insufficient-data.ts
var insufficient_data = __webpack_require__(7021);
;// CONCATENATED MODULE: ./src/stats/hierarchical-mean.ts



function hierarchicalMean(executionMeans, collapseBinaries) {
    const binaries = executionMeans.filter((means) => means.length > 0);
    if (binaries.length === 0)
        throw new insufficient_data/* InsufficientDataError */.y('no successful execution');
    const binaryMeans = binaries.map((means) => (0,descriptive/* mean */.i2)(means));
    const grandMean = (0,descriptive/* mean */.i2)(binaryMeans);
    if (!collapseBinaries && binaries.length >= 2) {
        return { mean: grandMean, variance: (0,descriptive/* sampleVariance */.y4)(binaryMeans) / binaryMeans.length, df: binaryMeans.length - 1, level: 'binary' };
    }
    const allExecutionMeans = binaries.flat();
    if (allExecutionMeans.length < 2) {
        throw new insufficient_data/* InsufficientDataError */.y('one execution gives no estimate of process-to-process variation: run at least 2 executions');
    }
    return {
        mean: collapseBinaries ? (0,descriptive/* mean */.i2)(allExecutionMeans) : grandMean,
        variance: (0,descriptive/* sampleVariance */.y4)(allExecutionMeans) / allExecutionMeans.length,
        df: allExecutionMeans.length - 1,
        level: 'execution',
    };
}
/** Two-sided t interval for the mean. */
function meanInterval(estimate, confidence) {
    const halfWidth = (0,distributions/* tCritical */.c2)(confidence, estimate.df) * Math.sqrt(estimate.variance);
    return [estimate.mean - halfWidth, estimate.mean + halfWidth];
}

// EXTERNAL MODULE: ./node_modules/jstat/dist/jstat.js
var jstat = __webpack_require__(2453);
var jstat_default = /*#__PURE__*/__webpack_require__.n(jstat);
;// CONCATENATED MODULE: ./src/stats/impact-factors.ts


/**
 * Fewest units at a level (builds, runners) for an interval of its factor. With 3 builds the
 * ratio has 2 degrees of freedom: an exact interval then runs from 1 to about 40× the point
 * estimate's excess, and its coverage rests entirely on normal build effects.
 */
const MIN_UNITS_FOR_INTERVAL = 6;
function executionImpact(components) {
    const { execution, measurement } = components;
    if (execution === null || measurement === null || measurement === 0)
        return null;
    return Math.sqrt((execution + measurement) / measurement);
}
function binaryImpact(components, measurementsPerExecution) {
    const { binary, execution, measurement } = components;
    if (binary === null || execution === null)
        return null;
    const withinBinary = execution + (measurement ?? 0) / measurementsPerExecution;
    if (withinBinary === 0)
        return null;
    return Math.sqrt((binary + withinBinary) / withinBinary);
}
/**
 * Interval of a factor sqrt(1 + θ), θ = σ_L²/w the ratio of a level's component to the
 * variance w of one of its child units' means within it (Burdick & Graybill, Confidence
 * Intervals on Variance Components, §3.3: the exact interval on a ratio of components in a
 * nested design). In a balanced Gaussian design E[MS_L] = E[MS_child]·(1 + c·θ), c the
 * number of child units per unit of L, and F = MS_L/MS_child ~ (1 + c·θ)·F(df_L, df_child), so
 *   θ ∈ [(F/F_{1−α/2} − 1)/c, (F/F_{α/2} − 1)/c],
 * truncated at 0. `scale` is c (unbalanced: the ratio of the expected-mean-square coefficients,
 * which makes the interval approximate). O(1): no resampling.
 */
function factorInterval(upper, child, scale, confidence) {
    if (upper.meanSquare === null || child.meanSquare === null || child.meanSquare <= 0 || !(scale > 0) || !(upper.df > 0) || !(child.df > 0))
        return null;
    const ratio = upper.meanSquare / child.meanSquare;
    const tail = (1 - confidence) / 2;
    const bound = (quantile) => Math.sqrt(1 + Math.max(0, (ratio / quantile - 1) / scale));
    const high = jstat_default().centralF.inv(tail, upper.df, child.df);
    const low = jstat_default().centralF.inv(1 - tail, upper.df, child.df);
    if (!(high > 0) || !Number.isFinite(low))
        return null;
    return [bound(low), bound(high)];
}
/** An interval only where the level has at least MIN_UNITS_FOR_INTERVAL units, with the reason otherwise. */
function withInterval(estimate, units, unitName, interval) {
    if (estimate === null)
        return { estimate, ci: null };
    if (units < MIN_UNITS_FOR_INTERVAL) {
        return { estimate, ci: null, note: `no interval: it needs at least ${MIN_UNITS_FOR_INTERVAL} ${unitName}, this version has ${units}` };
    }
    const ci = interval();
    return ci === null ? { estimate, ci, note: 'no interval: the lower level shows no variation' } : { estimate, ci };
}
/**
 * A mean square's degrees of freedom as a χ² approximation sees them when its units have excess
 * kurtosis γ: Var(MS)/E[MS]² ≈ (2/df)(1 + γ/2), so df_eff = df/(1 + γ/2) (Box 1953). Heavy-tailed
 * process effects make the plain F interval too narrow; this widens it by what the data show.
 */
function withKurtosis(ms, excessKurtosis) {
    return excessKurtosis > 0 ? { ...ms, df: ms.df / (1 + excessKurtosis / 2) } : ms;
}
/** Excess kurtosis of the execution means' deviations from their binary's mean (0 with fewer than 10). */
function executionMeanKurtosis(binaries) {
    const deviations = [];
    for (const binary of binaries) {
        if (binary.length < 2)
            continue;
        let center = 0;
        for (const e of binary)
            center += e.mean / binary.length;
        for (const e of binary)
            deviations.push(e.mean - center);
    }
    if (deviations.length < 10)
        return 0;
    let second = 0;
    let fourth = 0;
    for (const d of deviations) {
        second += (d * d) / deviations.length;
        fourth += d ** 4 / deviations.length;
    }
    return second === 0 ? 0 : fourth / (second * second) - 3;
}
/**
 * Point estimates from the method-of-moments components; intervals from the nested ANOVA's
 * mean squares (`factorInterval`): execution level MS_B/MS_E with c = k1 (balanced: n),
 * binary level MS_V/MS_B with c = k3/k1 (balanced: m). With serially dependent measurements
 * (`dependence`, dependent-components.ts) the execution level uses MS_E* = τ·σ̂_E² and
 * c = k1/τ, and the factor keeps its definition with the marginal σ̂_E². Cost O(executions).
 */
function impactFactors(binaries, options) {
    const nonEmpty = binaries.map((b) => b.filter((e) => e.count > 0)).filter((b) => b.length > 0);
    const executions = nonEmpty.flat();
    const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
    const { anova, components, effectiveMeasurement, marginalMeasurement, inflation } = dependentAnova(nonEmpty, options.dependence);
    const { k1, k3 } = anova.coefficients;
    // Too few builds to see their shape: they are taken to be as heavy-tailed as the processes.
    const kurtosis = executionMeanKurtosis(nonEmpty);
    const executionLevel = withKurtosis(anova.execution, kurtosis);
    const execution = executionImpact({ ...components, measurement: marginalMeasurement });
    const binary = binaryImpact(components, n);
    return {
        execution: withInterval(execution, executions.length, 'executions', () => k1 === null ? null : factorInterval(executionLevel, effectiveMeasurement, k1 / inflation, options.confidence)),
        binary: withInterval(binary, nonEmpty.length, 'builds', () => k1 === null || k3 === null ? null : factorInterval(withKurtosis(anova.binary, kurtosis), executionLevel, k3 / k1, options.confidence)),
    };
}

// EXTERNAL MODULE: ./src/util/format-numbers.ts
var format_numbers = __webpack_require__(2850);
;// CONCATENATED MODULE: ./src/stats/kalibera-interval.ts


/**
 * Kalibera's eq. 17 interval (thesis ch. 7 §3.2), kept as the conservative reference:
 *   Ȳ ± u·sqrt(S_E²/(l·m·n) + S_B²/(l·m) + S_V²/l),
 * u the normal quantile, S_E² the pooled within-execution variance, S_B² the mean over
 * binaries of the variance of execution means, S_V² the variance of binary means. S_B² and
 * S_V² already contain the levels below them, so the interval is wider than it needs to be.
 * Unbalanced data use the average m and n. Terms without data (one binary, one execution
 * per binary) are left out.
 */
function kaliberaInterval(binaries, confidence) {
    const nonEmpty = binaries.map((b) => b.filter((e) => e.count > 0)).filter((b) => b.length > 0);
    const executions = nonEmpty.flat();
    const l = nonEmpty.length;
    const m = executions.length / l;
    const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
    const withinDf = executions.reduce((sum, e) => sum + e.count - 1, 0);
    const sE2 = withinDf > 0 ? executions.reduce((sum, e) => sum + e.sumOfSquares, 0) / withinDf : 0;
    const withVariance = nonEmpty.filter((b) => b.length >= 2);
    const sB2 = withVariance.length > 0 ? (0,descriptive/* mean */.i2)(withVariance.map((b) => (0,descriptive/* sampleVariance */.y4)(b.map((e) => e.mean)))) : 0;
    const binaryMeans = nonEmpty.map((b) => (0,descriptive/* mean */.i2)(b.map((e) => e.mean)));
    const sV2 = (0,descriptive/* sampleVariance */.y4)(binaryMeans);
    const grandMean = (0,descriptive/* mean */.i2)(binaryMeans);
    const halfWidth = (0,distributions/* normalQuantile */.Zl)(1 - (1 - confidence) / 2) * Math.sqrt(sE2 / (l * m * n) + sB2 / (l * m) + sV2 / l);
    return [grandMean - halfWidth, grandMean + halfWidth];
}

// EXTERNAL MODULE: ./src/stats/robust-mean.ts
var robust_mean = __webpack_require__(6650);
// EXTERNAL MODULE: ./src/stats/warmup.ts
var warmup = __webpack_require__(3195);
// EXTERNAL MODULE: ./src/util/get-known.ts
var get_known = __webpack_require__(2774);
;// CONCATENATED MODULE: ./src/stats/nested-moments.ts

function nested_moments_meanSquare(sumOfSquares, df) {
    return { sumOfSquares, df, meanSquare: df > 0 ? sumOfSquares / df : null };
}
function nestedMoments(executions) {
    const used = executions.filter((e) => e.summary.count > 0);
    const depth = used.length > 0 ? used[0].path.length : 0;
    if (used.some((e) => e.path.length !== depth))
        throw new RangeError('nestedMoments: every execution needs a path of the same length');
    const levelCount = depth + 1; // grouping levels, then the execution level
    const keyAt = (e, index, level) => (level === depth ? `${e.path.join('/')}#${index}` : e.path.slice(0, level + 1).join('/'));
    const parentKey = (e, index, level) => (level === 0 ? '' : keyAt(e, index, level - 1));
    // Units of each level with their counts and sums, and the root.
    const units = Array.from({ length: levelCount }, () => new Map());
    const root = { count: 0, sum: 0, parent: '', squares: new Array(levelCount).fill(0) };
    let ssWithin = 0;
    used.forEach((e, i) => {
        const { count, mean, sumOfSquares } = e.summary;
        root.count += count;
        root.sum += count * mean;
        ssWithin += sumOfSquares;
        for (let level = 0; level < levelCount; level++) {
            const key = keyAt(e, i, level);
            let unit = units[level].get(key);
            if (!unit)
                units[level].set(key, (unit = { count: 0, sum: 0, parent: parentKey(e, i, level), squares: new Array(levelCount).fill(0) }));
            unit.count += count;
            unit.sum += count * mean;
        }
    });
    // S_c(x): each unit of level c adds n_u² to itself and to every ancestor.
    for (let c = 0; c < levelCount; c++) {
        for (const unit of units[c].values()) {
            const square = unit.count ** 2;
            unit.squares[c] += square;
            let parent = unit.parent;
            for (let level = c - 1; level >= 0; level--) {
                const ancestor = (0,get_known/* getKnown */.q)(units[level], parent);
                ancestor.squares[c] += square;
                parent = ancestor.parent;
            }
            root.squares[c] += square;
        }
    }
    const unitMean = (unit) => unit.sum / unit.count;
    const parentOf = (level, unit) => (level === 0 ? root : (0,get_known/* getKnown */.q)(units[level - 1], unit.parent));
    const levels = [];
    const coefficients = [];
    for (let level = 0; level < levelCount; level++) {
        let ss = 0;
        for (const unit of units[level].values())
            ss += unit.count * (unitMean(unit) - unitMean(parentOf(level, unit))) ** 2;
        const parents = level === 0 ? [root] : [...units[level - 1].values()];
        const df = units[level].size - parents.length;
        levels.push(nested_moments_meanSquare(ss, df));
        const row = new Array(levelCount).fill(null);
        if (df > 0) {
            for (let c = level; c < levelCount; c++) {
                let within = 0;
                for (const unit of units[level].values())
                    within += unit.squares[c] / unit.count;
                let between = 0;
                for (const parent of parents)
                    between += parent.squares[c] / parent.count;
                row[c] = (within - between) / df;
            }
        }
        coefficients.push(row);
    }
    const measurement = nested_moments_meanSquare(ssWithin, root.count - used.length);
    const sigmaE = measurement.meanSquare;
    const untruncated = new Array(levelCount).fill(null);
    for (let level = levelCount - 1; level >= 0; level--) {
        const ms = levels[level].meanSquare;
        const own = coefficients[level][level];
        if (ms === null || own === null || own === 0)
            continue;
        let rest = ms - (sigmaE ?? 0);
        for (let c = level + 1; c < levelCount; c++)
            rest -= (coefficients[level][c] ?? 0) * (untruncated[c] ?? 0);
        untruncated[level] = rest / own;
    }
    untruncated.push(sigmaE);
    const components = untruncated.map((value) => (value === null ? null : Math.max(0, value)));
    return { levels, measurement, coefficients, untruncated, components };
}

;// CONCATENATED MODULE: ./src/stats/runner-level.ts




function nonEmpty(runners) {
    return runners
        .map((binaries) => binaries.map((executions) => executions.filter((e) => e.count > 0)).filter((b) => b.length > 0))
        .filter((binaries) => binaries.length > 0);
}
function asPaths(runners, collapseBinaries) {
    return runners.flatMap((binaries, r) => binaries.flatMap((executions, k) => executions.map((summary) => ({ path: collapseBinaries ? [r] : [r, k], summary }))));
}
/**
 * Method-of-moments components of the four-level model (`nestedMoments`, truncated at zero).
 * With `collapseBinaries` the binary component is 0, as a deterministic build's is in the
 * three-level model.
 */
function runnerComponents(runners, collapseBinaries) {
    const moments = nestedMoments(asPaths(nonEmpty(runners), collapseBinaries));
    const c = moments.components;
    return collapseBinaries
        ? { runner: c[0], binary: 0, execution: c[1], measurement: c[2] }
        : { runner: c[0], binary: c[1], execution: c[2], measurement: c[3] };
}
/**
 * Ȳ = mean of runner means (each the mean of its binary means of execution means, or of its
 * execution means when the build is deterministic), and Var(Ȳ) ≈ S_R²/R with R − 1 degrees of
 * freedom, S_R² the sample variance of the runner means. That spread contains every level
 * below, so nothing is counted twice. Needs two runners with data.
 */
function runnerMean(executionMeans, collapseBinaries) {
    const runnerMeans = executionMeans
        .map((binaries) => binaries.filter((means) => means.length > 0))
        .filter((binaries) => binaries.length > 0)
        .map((binaries) => (collapseBinaries ? (0,descriptive/* mean */.i2)(binaries.flat()) : (0,descriptive/* mean */.i2)(binaries.map((means) => (0,descriptive/* mean */.i2)(means)))));
    if (runnerMeans.length < 2)
        throw new insufficient_data/* InsufficientDataError */.y('the runner level needs at least 2 runners with successful executions');
    return { mean: (0,descriptive/* mean */.i2)(runnerMeans), variance: (0,descriptive/* sampleVariance */.y4)(runnerMeans) / runnerMeans.length, df: runnerMeans.length - 1, level: 'runner' };
}
/**
 * Runner impact factor: the SD of a binary mean from a random runner over the SD of binary
 * means on one runner,
 *   sqrt((σ_R² + w) / w),  w = σ_V² + (σ_B² + σ_E²/n)/m,
 * m executions per binary and n measurements per execution (averages when unbalanced). With a
 * deterministic build (σ_V² = 0 by construction) the unit is the execution mean: w = σ_B² + σ_E²/n.
 * 1 means the runner does not matter; null when a component is not estimable or w = 0.
 */
function runnerImpact(components, executionsPerBinary, measurementsPerExecution, collapseBinaries = false) {
    const { runner, binary, execution, measurement } = components;
    if (runner === null || execution === null)
        return null;
    const executionMean = execution + (measurement ?? 0) / measurementsPerExecution;
    const within = collapseBinaries ? executionMean : (binary ?? 0) + executionMean / executionsPerBinary;
    if (within === 0)
        return null;
    return Math.sqrt((runner + within) / within);
}
/**
 * Execution, binary and runner impact factors from the four-level components. Intervals are the
 * exact F intervals of `factorInterval` on the nested mean squares: each level's mean square
 * over its child level's, scaled by the ratio of their own expected-mean-square coefficients
 * (balanced: the number of child units per unit). A level with fewer than
 * MIN_UNITS_FOR_INTERVAL units (runners, builds) gets no interval and says so. The binary
 * factor is null for a deterministic build (the report says `det.`), as in the three-level model.
 */
function runnerImpactFactors(runners, collapseBinaries, options) {
    const data = nonEmpty(runners);
    const binaries = data.flat();
    const executions = binaries.flat();
    const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
    const m = executions.length / binaries.length;
    const moments = nestedMoments(asPaths(data, collapseBinaries));
    const c = moments.components;
    const components = collapseBinaries
        ? { runner: c[0], binary: 0, execution: c[1], measurement: c[2] }
        : { runner: c[0], binary: c[1], execution: c[2], measurement: c[3] };
    // Heavy-tailed process effects widen the execution and binary levels (impact-factors.ts `withKurtosis`).
    const kurtosis = executionMeanKurtosis(binaries);
    const executionLevel = collapseBinaries ? 1 : 2;
    const levels = [...moments.levels, moments.measurement].map((ms, level) => level === executionLevel || (!collapseBinaries && level === 1) ? withKurtosis(ms, kurtosis) : ms);
    const own = (level) => (level === levels.length - 1 ? 1 : moments.coefficients[level][level]);
    const interval = (level) => () => {
        const upper = own(level);
        const child = own(level + 1);
        return upper === null || child === null ? null : factorInterval(levels[level], levels[level + 1], upper / child, options.confidence);
    };
    return {
        execution: withInterval(executionImpact(components), executions.length, 'executions', interval(executionLevel)),
        binary: collapseBinaries ? { estimate: null, ci: null } : withInterval(binaryImpact(components, n), binaries.length, 'builds', interval(1)),
        runner: withInterval(runnerImpact(components, m, n, collapseBinaries), data.length, 'runners', interval(0)),
    };
}

// EXTERNAL MODULE: ./src/stats/within-dependence.ts
var within_dependence = __webpack_require__(1016);
;// CONCATENATED MODULE: ./src/analysis/runner-groups.ts
/**
 * The binaries' execution summaries grouped by their `runner` id, runners in first-seen order,
 * keeping only runners with at least one successful execution. Null unless every binary
 * carries a runner id and at least two runners have data: then the runner is the top level.
 */
function groupByRunner(binaries, summaries) {
    const runners = binaries.map((b) => b.runner);
    if (runners.length === 0 || !runners.every((r) => typeof r === 'string'))
        return null;
    const byRunner = new Map();
    runners.forEach((runner, k) => {
        if (summaries[k].length === 0)
            return;
        const list = byRunner.get(runner) ?? [];
        list.push(summaries[k]);
        byRunner.set(runner, list);
    });
    if (byRunner.size < 2)
        return null;
    return { ids: [...byRunner.keys()], summaries: [...byRunner.values()] };
}

;// CONCATENATED MODULE: ./src/analysis/analyze-version.ts














/**
 * Every binary has the same recorded output hash: rebuilding changed nothing. Two builds are
 * needed to see that, except when the hash names the checked-out source itself (`source:…`,
 * no build command: the source is the binary).
 */
function isDeterministicBuild(binaries) {
    const first = binaries[0]?.outputHash;
    if (typeof first !== 'string' || first.length === 0 || !binaries.every((b) => b.outputHash === first))
        return false;
    return binaries.length >= 2 || first.startsWith(SOURCE_HASH_PREFIX);
}
/** outputHash of a version without a build command: its commit's tree. */
const SOURCE_HASH_PREFIX = 'source:';
/**
 * The values to analyse: an execution recorded without a `warmup` split (a user's own harness)
 * gets the detection `run` applies when it records one (MSER-5 with its guard, at least one
 * value kept, runner/group-results.ts); an execution with a split, or with detection off, as
 * recorded. A record `run` wrote without a split had nothing detected, and detecting again
 * finds nothing again.
 */
function steadyState(execution, detect) {
    if (!detect || execution.warmup !== undefined)
        return execution.values;
    const cut = Math.min((0,warmup/* detectWarmupLength */.A)(execution.values), execution.values.length - 1);
    return cut > 0 ? execution.values.slice(cut) : execution.values;
}
/** `unit` only words the note of a version with a single execution. */
function analyzeVersion(side, version, options, unit) {
    // Executions an early stop left unrun are neither measurements nor failures.
    const all = version.binaries.flatMap((b) => b.executions).filter((e) => e.notRun !== true);
    const failed = all.filter((e) => e.failure !== undefined || e.values.length === 0).length;
    if (all.length === 0)
        throw new insufficient_data/* InsufficientDataError */.y(`${side}: no executions recorded`);
    if (failed / all.length > options.maxFailureShare) {
        throw new insufficient_data/* InsufficientDataError */.y(`${side}: ${failed} of ${all.length} executions failed (more than ${Math.round(options.maxFailureShare * 100)} %); not analysed on the survivors`);
    }
    const executions = [];
    // Each execution's values are read once, for its summary and the dependence statistics.
    const moments = [];
    let detectedWarmup = 0;
    const summaries = version.binaries.map((binary, k) => binary.executions
        .filter((e) => e.failure === undefined && e.values.length > 0)
        .map((e) => {
        const values = steadyState(e, options.detectWarmup !== false);
        detectedWarmup += e.values.length - values.length;
        const center = options.robust ? (0,robust_mean/* huberMean */.m)(values) : undefined;
        const measured = (0,execution_moments/* executionMoments */.y)(values);
        const summary = (0,execution_summary/* summaryOfMoments */.Bj)(measured, values, center);
        moments.push(measured);
        executions.push({ binary: k, ...(binary.runner === undefined ? {} : { runner: binary.runner }), block: e.block, mean: summary.mean });
        return summary;
    }));
    const usable = summaries.flat();
    if (usable.length === 1) {
        // One execution still has a mean; what it lacks is any spread between processes.
        const [only] = usable;
        throw new insufficient_data/* InsufficientDataError */.y(`${side}: mean ${(0,format_numbers/* formatSignificant */.bf)(only.mean, 4)}${unit ? ` ${unit}` : ''} from its one execution (${only.count} measurements), no interval: one execution gives no estimate of process-to-process variation: run at least 2 executions`);
    }
    const deterministicBuild = isDeterministicBuild(version.binaries);
    const runners = groupByRunner(version.binaries, summaries);
    const model = runners
        ? fourLevel(runners, deterministicBuild, options)
        : threeLevel(summaries, deterministicBuild, (0,within_dependence/* withinDependenceOfMoments */.ht)(moments), options);
    const { estimate } = model;
    const flat = summaries.flat();
    const report = {
        mean: estimate.mean,
        ci: meanInterval(estimate, options.confidence),
        level: estimate.level,
        df: estimate.df,
        components: model.components,
        counts: {
            binaries: summaries.filter((b) => b.length > 0).length,
            executions: flat.length,
            measurements: flat.reduce((sum, e) => sum + e.count, 0),
            failedExecutions: failed,
            warmupMeasurements: all.reduce((sum, e) => sum + (e.warmup?.length ?? 0), 0) + detectedWarmup,
        },
        impact: model.impact,
        ...(runners ? { runners: runners.ids.length } : {}),
        paper: kaliberaInterval(summaries, options.confidence),
        deterministicBuild,
        lag1: (0,autocorrelation/* meanLag1OfMoments */.Zh)(moments),
    };
    return { report, estimate, summaries, executions };
}
/**
 * Binary → execution → measurement (docs/statistics.md). Serial dependence inside the processes
 * (a pooled AR(1) fit, within-dependence.ts) enters the expected mean squares, so it is not
 * mistaken for process-to-process variation.
 */
function threeLevel(summaries, deterministicBuild, dependence, options) {
    const grouped = deterministicBuild ? [summaries.flat()] : summaries;
    const { components } = dependentAnova(grouped, dependence);
    return {
        estimate: hierarchicalMean(summaries.map((b) => b.map((e) => e.mean)), deterministicBuild),
        components: deterministicBuild ? { ...components, binary: 0 } : components,
        impact: impactFactors(grouped, { confidence: options.confidence, dependence }),
    };
}
/** Runner → binary → execution → measurement, when the binaries were measured on several runners (docs/sharding.md). */
function fourLevel(runners, deterministicBuild, options) {
    return {
        estimate: runnerMean(runners.summaries.map((binaries) => binaries.map((b) => b.map((e) => e.mean))), deterministicBuild),
        components: runnerComponents(runners.summaries, deterministicBuild),
        impact: runnerImpactFactors(runners.summaries, deterministicBuild, { confidence: options.confidence }),
    };
}


/***/ }),

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
 *   or that of any shard of a merged run in `meta.merge.inputs[]`).
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
    }
    // A version over the limit only because the run stopped early for the other's failures is not blamed.
    return failures.length > 0 ? failures : cutShort;
}
function noMeasurementReason(meta, side, nothingReported, recordFailure) {
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
/** The failed check's message for `measurementFailures`' result, e.g. `head could not be measured: …`. */
function measurementFailureMessage(failures) {
    const sides = failures.map((f) => f.side);
    const what = sides.length === 2 ? 'neither base nor head could be measured' : `${sides[0]} could not be measured`;
    return `${what}: ${failures.map((f) => f.reason).join('; ')}`;
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

/***/ 6811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ pairBlocksByRunner),
/* harmony export */   m: () => (/* binding */ relativePairs)
/* harmony export */ });
/* harmony import */ var _stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1665);

/** Base and head executions that share an interleaving block; blocks missing a side (a failed execution) are left out. */
function completeBlocks(base, head) {
    const headByBlock = new Map();
    for (const execution of head.executions)
        if (execution.block !== undefined)
            headByBlock.set(execution.block, execution);
    const pairs = [];
    for (const execution of base.executions) {
        const partner = execution.block === undefined ? undefined : headByBlock.get(execution.block);
        if (partner)
            pairs.push([execution, partner]);
    }
    return pairs;
}
/**
 * Complete blocks as pairs grouped by runner, for versions measured on several runners: the
 * blocks of one runner share its runner-by-version effect, so the runner is the unit (R − 1 df).
 */
function pairBlocksByRunner(base, head) {
    return completeBlocks(base, head).map(([b, h]) => ({ group: `runner ${b.runner}/${h.runner}`, base: b.mean, head: h.mean }));
}
/**
 * Complete blocks for the comparison model, each execution mean divided by its version's mean
 * over the complete blocks: on that relative scale both versions have mean 1 and the same
 * noise model applies to a version whose mean moved, and the difference of the two is the log
 * ratio to first order. Returns the pairs and the two means.
 */
function relativePairs(base, head) {
    const blocks = completeBlocks(base, head);
    const baseMean = (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(blocks.map(([b]) => b.mean));
    const headMean = (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(blocks.map(([, h]) => h.mean));
    const pairs = blocks.map(([b, h]) => ({ baseBuild: b.binary, headBuild: h.binary, base: b.mean / baseMean, head: h.mean / headMean }));
    return { pairs, baseMean, headMean };
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

/***/ 9700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ decideVerdict),
/* harmony export */   U: () => (/* binding */ readInterval)
/* harmony export */ });
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2850);

/**
 * The one meaning of min-effect, for the fixed verdict, the sequential looks, the recommended
 * counts and the planner: a change is flagged when its interval excludes 0 and reaches at
 * least min-effect (it is not shown to be smaller than min-effect); `unchanged` when the whole
 * interval lies inside ±min-effect; otherwise the data cannot tell. The rule flags a true
 * change of exactly min-effect whenever the test is significant, so the power a design
 * promises at min-effect — (t + z₀.₈)·se ≤ min-effect — is the power the gate has.
 */
function readInterval(ci, minEffect, excludesZero = ci[0] > 0 || ci[1] < 0) {
    const [low, high] = ci;
    if (excludesZero && (high >= minEffect || low <= -minEffect))
        return 'change';
    if (low >= -minEffect && high <= minEffect)
        return 'unchanged';
    return null;
}
/**
 * CHANGE DETECTED when the decision interval (after the suite-wide correction) excludes 0 —
 * or, with rule `overlap`, when the two versions' intervals do not overlap, the thesis's
 * conservative rule — and reaches min-effect (readInterval). Inside ±min-effect: `unchanged`.
 * Otherwise `inconclusive`, with the reason.
 */
function decideVerdict(input) {
    if (input.buildLevelMissing)
        return { verdict: 'inconclusive', changeDetected: false };
    const excludesZero = input.rule === 'overlap' ? input.headCi[0] > input.baseCi[1] || input.headCi[1] < input.baseCi[0] : input.ci[0] > 0 || input.ci[1] < 0;
    const reading = readInterval(input.ci, input.minEffect, excludesZero);
    if (reading === 'change') {
        const worse = input.better === 'lower' ? input.relative > 0 : input.relative < 0;
        return { verdict: worse ? 'regression' : 'improvement', changeDetected: true };
    }
    if (reading === 'unchanged') {
        return excludesZero
            ? {
                verdict: 'unchanged',
                changeDetected: false,
                note: `a change of ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(input.relative)} is significant but its interval lies inside ` +
                    `±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(input.minEffect)}, the smallest change worth flagging`,
            }
            : { verdict: 'unchanged', changeDetected: false };
    }
    return {
        verdict: 'inconclusive',
        changeDetected: false,
        note: (input.rule === 'overlap'
            ? "the two versions' intervals overlap"
            : `Δ interval [${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(input.ci[0])}, ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(input.ci[1])}] includes 0`) +
            ` and reaches beyond ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(input.minEffect)}: no change detected, but one of that size cannot be ruled out`,
    };
}


/***/ }),

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
/* harmony import */ var _experiment_analyse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3788);
/* harmony import */ var _experiment_build_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9742);
/* harmony import */ var _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3329);
/* harmony import */ var _config_analysis_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3977);
/* harmony import */ var _config_config_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3797);
/* harmony import */ var _config_setting_values_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9005);
/* harmony import */ var _results_validate_results_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9890);
/* harmony import */ var _analysis_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6208);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6061);
/* harmony import */ var _option_values_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1916);












const ANALYZE_USAGE = `benchgate analyze RESULTS.json [--json] [--confidence 0.95] [--min-effect 0.01]
    [--rule interval|overlap] [--correction holm|bh|none] [--design auto|paired|independent] [--robust] [--detect-warmup true|false] [--seed N]`;
/** JSON files larger than this are refused before reading, with a clear message. */
const MAX_RESULTS_BYTES = 512 * 1024 * 1024;
/**
 * Reads the analysis flags shared by `analyze` and `run`: only the flags given, so that
 * recorded or default values fill the rest. `includeSeed: false` leaves the seed out.
 */
function analysisOptionsFrom(values, includeSeed = true) {
    const text = (key) => values[key];
    const d = _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq;
    let given;
    try {
        // confidence, min-effect, correction, rule: the settings' one parser, as for the config file and the action inputs.
        given = { ...(0,_config_analysis_config_js__WEBPACK_IMPORTED_MODULE_5__/* .analysisLayer */ .EX)(text, (name) => `--${name}`) };
    }
    catch (error) {
        if (error instanceof _config_setting_values_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidValueError */ .$x)
            throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(error.message);
        throw error;
    }
    if (text('design') !== undefined)
        given.design = (0,_option_values_js__WEBPACK_IMPORTED_MODULE_11__/* .choiceOption */ .zu)('design', text('design'), _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_4__/* .COMPARISON_DESIGNS */ .Eh, d.design);
    if (values.robust === true)
        given.robust = true;
    const seed = text('seed');
    if (includeSeed && seed !== undefined)
        given.seed = (0,_option_values_js__WEBPACK_IMPORTED_MODULE_11__/* .settingOption */ .Ox)('seed', seed, _config_config_file_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE_FIELDS */ .yP.seed.parse) ?? undefined;
    return given;
}
async function analyzeCommand(argv, io) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({ args: argv, allowPositionals: true, options: { ..._analysis_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .ANALYSIS_FLAGS */ .n, json: { type: 'boolean' } } });
    if (positionals.length !== 1)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(`analyze takes exactly one results file\nusage: ${ANALYZE_USAGE}`);
    const path = positionals[0];
    const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => null))?.size;
    if (size === undefined)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(`cannot read ${path}: no such file`);
    if (size > MAX_RESULTS_BYTES)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(`${path} is ${Math.round(size / 2 ** 20)} MiB; results files over 512 MiB are not read`);
    const results = (0,_results_validate_results_js__WEBPACK_IMPORTED_MODULE_8__/* .parseResults */ .c2)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'), path);
    // The seed and failure share the run recorded, so that re-analysing its results gives the report the run gave, unless flags say otherwise.
    const analysed = (0,_experiment_analyse_js__WEBPACK_IMPORTED_MODULE_2__/* .analyse */ .K)(results, { ...(0,_experiment_analyse_js__WEBPACK_IMPORTED_MODULE_2__/* .recordedRunOptions */ .E)(results.meta), ...analysisOptionsFrom(values, values.seed !== undefined) });
    const built = (0,_experiment_build_report_js__WEBPACK_IMPORTED_MODULE_3__/* .buildReport */ .F)({ results, analysed, gate: { failOnRegression: true, accepted: false, decides: true } });
    io.stdout(values.json ? built.files[1].content : built.markdown);
    return (0,_cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .gateExitCode */ .Bx)(built.gate.outcome, analysed.failures, io, 'analyze');
}


/***/ }),

/***/ 1916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ settingOption),
/* harmony export */   jZ: () => (/* binding */ numberOption),
/* harmony export */   zu: () => (/* binding */ choiceOption)
/* harmony export */ });
/* harmony import */ var _config_setting_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9005);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6061);


/** A number flag within [min, max]; the message names the flag and the bad value. */
function numberOption(flag, raw, fallback, range) {
    if (raw === undefined)
        return fallback;
    const value = Number(raw);
    const inRange = range.exclusive ? value > range.min && value < range.max : value >= range.min && value <= range.max;
    if (raw.trim() === '' || !Number.isFinite(value) || !inRange) {
        const bounds = range.exclusive ? `between ${range.min} and ${range.max} (exclusive)` : `from ${range.min} to ${range.max}`;
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${flag}: expected a number ${bounds}, got ${JSON.stringify(raw)}`);
    }
    return value;
}
/** An enum-like flag checked against its list of allowed values. */
function choiceOption(flag, raw, allowed, fallback) {
    if (raw === undefined)
        return fallback;
    if (!allowed.includes(raw))
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${flag}: expected one of ${allowed.join(', ')}, got ${JSON.stringify(raw)}`);
    return raw;
}
/** A flag read with its setting's one parser (as the config file key and the action input); the message names the flag. */
function settingOption(flag, raw, parse) {
    try {
        return parse(raw);
    }
    catch (error) {
        if (error instanceof _config_setting_values_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidValueError */ .$x)
            throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${flag}: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 3788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ analyse),
  E: () => (/* binding */ recordedRunOptions)
});

// EXTERNAL MODULE: ./src/analysis/measurement-failure.ts
var measurement_failure = __webpack_require__(4001);
// EXTERNAL MODULE: ./src/analysis/analyze-results.ts + 4 modules
var analyze_results = __webpack_require__(2581);
// EXTERNAL MODULE: ./src/config/analysis-options.ts
var analysis_options = __webpack_require__(3329);
// EXTERNAL MODULE: ./src/analysis/verdict-note.ts
var verdict_note = __webpack_require__(5064);
// EXTERNAL MODULE: ./src/planning/paired-noise.ts
var paired_noise = __webpack_require__(5007);
// EXTERNAL MODULE: ./src/planning/plan-design.ts
var plan_design = __webpack_require__(153);
// EXTERNAL MODULE: ./src/planning/run-costs.ts
var run_costs = __webpack_require__(6191);
// EXTERNAL MODULE: ./src/stats/insufficient-data.ts
var insufficient_data = __webpack_require__(7021);
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

// EXTERNAL MODULE: ./src/stats/alpha-spending.ts + 1 modules
var alpha_spending = __webpack_require__(42);
// EXTERNAL MODULE: ./src/sequential/analyze-look.ts + 1 modules
var analyze_look = __webpack_require__(3556);
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
        const divisor = Math.max(point.divisor, (0,analyze_look/* lookDivisor */.m)(seen, options));
        const fractions = record.looks.slice(0, k + 1).map((l) => l.fraction);
        const level = (0,alpha_spending/* nominalLevels */.wN)(record.spending, fractions, alpha / divisor, point.final)[k];
        const analyses = (0,analyze_look/* analyzeLook */.g)(seen, level, options);
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
        settle = settleBudget(results, benchmark.name, benchmark.minEffect, analysis.level, options);
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
function settleBudget(results, name, minEffect, level, options) {
    const record = results.benchmarks.find((b) => b.name === name);
    if (!record)
        return null;
    try {
        return (0,plan_design/* budgetToSettle */.k4)((0,paired_noise/* pairedNoiseOf */.HW)(record, options), (0,run_costs/* measuredCosts */.l)(results), minEffect, level);
    }
    catch (error) {
        if (error instanceof insufficient_data/* InsufficientDataError */.y)
            return null;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/experiment/analyse.ts


/**
 * The one analysis entry point: the fixed design's analysis, or for an adaptive run the
 * replay of its looks (analyzeWithStopping), and which versions could not be measured.
 * Options not given take their defaults; undefined values are ignored.
 */
function analyse(results, options) {
    const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    return { report: analyzeWithStopping(results, given), failures: (0,measurement_failure/* measurementFailures */.s)(results) };
}
/**
 * The seed and failure limit a run recorded, so that re-analysing its own results (the CLI's
 * `analyze`, the action's merge job) gives the report the run gave. Never for results from an
 * untrusted run: `mode: comment` takes its settings from its own workflow.
 */
function recordedRunOptions(meta) {
    return {
        ...(meta?.seed !== undefined && meta.seed < 2 ** 32 ? { seed: meta.seed } : {}),
        ...(meta?.maxFailureShare !== undefined ? { maxFailureShare: meta.maxFailureShare } : {}),
    };
}


/***/ }),

/***/ 9742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ buildReport)
});

// EXTERNAL MODULE: ./src/analysis/measurement-failure.ts
var measurement_failure = __webpack_require__(4001);
;// CONCATENATED MODULE: ./src/analysis/suite-verdict.ts

/**
 * One word for the whole suite (the action's `verdict` output): `regression` when a gated
 * benchmark regressed; otherwise `inconclusive` when any benchmark could not be decided (or none
 * was compared); otherwise `improvement` when any improved; otherwise `unchanged`. Regressions
 * of report-only benchmarks do not make the suite a regression.
 */
function suiteVerdict(report) {
    const { summary, benchmarks } = report;
    if (summary.gatingRegressions > 0)
        return 'regression';
    if (benchmarks.length === 0 || summary.inconclusive > 0)
        return 'inconclusive';
    return summary.improvements > 0 ? 'improvement' : 'unchanged';
}
/**
 * The gate, the same for the action's check and the CLI's exit code:
 * - `failure` when a version could not be measured (every execution failed, or more than
 *   max-failure-share did): there is no verdict to accept, so neither `fail-on-regression` nor
 *   the accept label changes it;
 * - `regression` when a gated benchmark regressed, unless regressions do not fail or one was accepted;
 * - `pass` otherwise.
 * `message` says why it failed (null on pass).
 */
function gateDecision(report, input) {
    if (input.failures.length > 0)
        return { outcome: 'failure', message: (0,measurement_failure/* measurementFailureMessage */.a)([...input.failures]) };
    if (report.summary.gatingRegressions > 0 && input.failOnRegression && !input.accepted) {
        const names = report.benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').map((b) => b.name);
        return { outcome: 'regression', message: `performance regression in ${names.length} benchmark${names.length > 1 ? 's' : ''}: ${names.join(', ')}` };
    }
    return { outcome: 'pass', message: null };
}

// EXTERNAL MODULE: ./src/util/is-record.ts
var is_record = __webpack_require__(8762);
;// CONCATENATED MODULE: ./src/report/builds-line.ts

const isCount = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1e6;
/**
 * `meta.design` as the runner writes it (`binaries` planned, `builds` kept per version,
 * `identicalBuilds`, `extraRounds`), or null when any field this line uses is missing or not of
 * its type. meta may come from a fork's artifact: nothing but checked numbers and booleans is used.
 */
function readBuildsDone(design) {
    if (!(0,is_record/* isRecord */.u)(design) || !(0,is_record/* isRecord */.u)(design.builds) || !(0,is_record/* isRecord */.u)(design.identicalBuilds))
        return null;
    const { binaries, builds, identicalBuilds, extraRounds, executionsPerBuild } = design;
    const added = design.addedBuilds === undefined ? 0 : design.addedBuilds;
    if (!isCount(added) || !isCount(binaries) || binaries < 1 || !isCount(builds.base) || !isCount(builds.head))
        return null;
    if (builds.base > binaries + added || builds.head > binaries + added)
        return null;
    if (typeof identicalBuilds.base !== 'boolean' || typeof identicalBuilds.head !== 'boolean' || !isCount(extraRounds))
        return null;
    const perBuild = isCount(executionsPerBuild) && executionsPerBuild > 0 ? executionsPerBuild + extraRounds : null;
    return {
        planned: binaries,
        kept: { base: builds.base, head: builds.head },
        identical: { base: identicalBuilds.base, head: identicalBuilds.head },
        extraRounds,
        perBuild,
        added,
    };
}
/**
 * One line on what was done with the builds, e.g. "Builds: 2 of 3 per version — the first two
 * were identical, so the rest were skipped and their time went to 3 more rounds of executions."
 * Null when the design says nothing beyond the counts in the design line (every planned build
 * kept, none proven identical) or cannot be read.
 */
function buildsLine(design) {
    const done = readBuildsDone(design);
    if (done === null)
        return null;
    const { planned, kept, identical, extraRounds, perBuild, added } = done;
    if (added > 0)
        return (`Builds: ${planned} per version to start, ${added} more added during the run (${kept.base} per version): the builds differed, so the ` +
            'adaptive design narrowed the build level with more builds rather than more rounds.');
    const skipped = { base: kept.base < planned, head: kept.head < planned };
    if (!skipped.base && !skipped.head && !identical.base && !identical.head)
        return null;
    const firstIdentical = (count) => count === 2 ? 'the first two were identical' : count > 2 ? `the first ${count} were identical` : 'the builds were identical';
    const time = extraRounds > 0 ? ` and their time went to ${extraRounds} more round${extraRounds === 1 ? '' : 's'} of executions` : '';
    if (kept.base === kept.head && identical.base === identical.head) {
        if (!skipped.base)
            return `Builds: ${planned} per version, ${identical.base ? 'all with identical outputs: the build level was collapsed' : 'as planned'}.`;
        const why = identical.base ? ` — ${firstIdentical(kept.base)}, so the rest were skipped${time}` : time ? ` — the rest were skipped${time}` : '';
        return `Builds: ${kept.base} of ${planned} per version${why}${perBuild === null ? '' : ` (${perBuild} executions per build)`}.`;
    }
    const side = (name) => `${name} ${kept[name]} of ${planned}` +
        `${identical[name] ? (skipped[name] ? ` (${firstIdentical(kept[name])}, so the rest were skipped)` : ' (all identical)') : ''}`;
    const spent = skipped.base || skipped.head
        ? extraRounds > 0
            ? `; the skipped builds' time went to ${extraRounds} more round${extraRounds === 1 ? '' : 's'} of executions`
            : ''
        : '';
    return (`Builds: ${side('base')}, ${side('head')}${spent}` + `${perBuild === null || !(skipped.base || skipped.head) ? '' : ` (${perBuild} executions per build)`}.`);
}

// EXTERNAL MODULE: ./src/report/escape-markdown.ts
var escape_markdown = __webpack_require__(7729);
// EXTERNAL MODULE: ./src/report/format-numbers.ts
var format_numbers = __webpack_require__(7032);
;// CONCATENATED MODULE: ./src/report/interval-level.ts
/** Levels closer than this to the run's confidence are the same level (floating-point noise of the correction). */
const LEVEL_TOLERANCE = 1e-9;
/**
 * The confidence level of a Δ interval when it is stricter than the run's `confidence` (the
 * suite-wide correction asked more of this benchmark), otherwise null. `ciLevel` is read
 * defensively: report.json files written before it existed, or by other tools, lack it or
 * may hold anything.
 */
function strictLevel(delta, confidence) {
    if (delta === null)
        return null;
    const level = delta.ciLevel;
    if (typeof level !== 'number' || !Number.isFinite(level) || level >= 1)
        return null;
    return level > confidence + LEVEL_TOLERANCE ? level : null;
}
/** A confidence level as a percentage with the digits that tell it from 100 %, e.g. 99.75 %. */
function formatLevel(level) {
    let digits = 1;
    while (digits < 4 && Number((level * 100).toFixed(digits)) >= 100)
        digits++;
    return `${Number((level * 100).toFixed(digits + 1))} %`;
}

;// CONCATENATED MODULE: ./src/report/report-links.ts

const SHA = /^[0-9a-f]{7,64}$/i;
/** GitHub's own rules for owner and repository names. */
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
/** An http(s) URL that cannot end a markdown link or break out of an attribute. */
const SAFE_URL = /^https?:\/\/[^\s()<>[\]"'`\\]+$/;
/** The URL when it is a plain http(s) URL that is safe inside `[text](url)`, else null. */
function safeUrl(url) {
    return url !== undefined && url.length <= 2000 && SAFE_URL.test(url) ? url : null;
}
/** `https://github.com/<owner>/<repo>`, or null when a part does not look like one. */
function repositoryUrl(repository) {
    if (!repository || !NAME.test(repository.owner) || !NAME.test(repository.repo))
        return null;
    const server = safeUrl(repository.serverUrl.replace(/\/+$/, ''));
    return server === null ? null : `${server}/${repository.owner}/${repository.repo}`;
}
/** A commit's short SHA in code, linked to the commit when the repository is known; anything that is not a SHA is escaped text. */
function commitLink(sha, repository) {
    if (!SHA.test(sha))
        return (0,escape_markdown/* escapeMarkdown */.F)(sha.slice(0, 40));
    const short = `\`${sha.slice(0, 7).toLowerCase()}\``;
    const base = repositoryUrl(repository);
    return base === null ? short : `[${short}](${base}/commit/${sha.toLowerCase()})`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts






/** Where docs/comment.md is read when the caller knows no better place (the CLI). */
const DOCS_PATH = 'docs/comment.md';
const VERDICT_CELL = {
    regression: '🔴 **CHANGE DETECTED** (worse)',
    improvement: '🟢 **CHANGE DETECTED** (better)',
    inconclusive: '⚠️ inconclusive',
    unchanged: '⚪ unchanged',
};
/** Table order: what changed first, then what could not be decided, then the rest. */
const VERDICT_ORDER = { regression: 0, improvement: 1, inconclusive: 2, unchanged: 3 };
/**
 * The rows in the order a reviewer reads them: regressions, improvements, inconclusive,
 * unchanged; within regressions and improvements the largest change first, otherwise suite order.
 */
function orderBenchmarks(benchmarks) {
    const size = (b) => (b.changeDetected && b.delta && Number.isFinite(b.delta.relative) ? Math.abs(b.delta.relative) : 0);
    return benchmarks
        .map((benchmark, index) => ({ benchmark, index }))
        .sort((a, b) => VERDICT_ORDER[a.benchmark.verdict] - VERDICT_ORDER[b.benchmark.verdict] || size(b.benchmark) - size(a.benchmark) || a.index - b.index)
        .map(({ benchmark }) => benchmark);
}
/**
 * The outcome in one line: 🔴 a regression, ⚠️ anything undecided (or nothing compared),
 * 🟢 improvements and nothing else changed, ✅ only when everything was decided unchanged;
 * ❌ when a version could not be measured, since that fails the check.
 */
function headline(report, failures = []) {
    const { regressions, improvements, unchanged, inconclusive } = report.summary;
    const parts = [
        regressions && `${regressions} regression${regressions > 1 ? 's' : ''}`,
        improvements && `${improvements} improvement${improvements > 1 ? 's' : ''}`,
        inconclusive && `${inconclusive} inconclusive`,
        unchanged && `${unchanged} unchanged`,
    ].filter(Boolean);
    const counts = parts.join(', ') || 'no benchmarks';
    if (failures.length > 0) {
        const sides = failures.map((f) => f.side);
        return `❌ ${sides.length === 2 ? 'neither base nor head could be measured' : `${sides[0]} could not be measured`} — ${counts}`;
    }
    if (regressions > 0)
        return `🔴 ${counts}`;
    if (inconclusive > 0 || report.benchmarks.length === 0)
        return `⚠️ not decided: ${counts}`;
    if (improvements > 0)
        return `🟢 ${counts}`;
    return `✅ ${counts}`;
}
function versionCell(version, reference, unit) {
    if (!version)
        return '—';
    const scaled = (0,format_numbers/* scaleUnit */.Nh)(unit, (reference ?? version).mean);
    return (0,format_numbers/* formatMeanWithInterval */._v)(version.mean, version.ci, { unit: (0,escape_markdown/* escapeMarkdown */.F)(scaled.unit), factor: scaled.factor });
}
/** Process / build, 2 significant digits; `–` for the build when the builds were identical (the level was collapsed). */
function impactCell(benchmark) {
    const version = benchmark.head ?? benchmark.base;
    if (!version)
        return '—';
    return `${(0,format_numbers/* formatFactor */.H9)(version.impact.execution.estimate)} / ${version.deterministicBuild ? '–' : (0,format_numbers/* formatFactor */.H9)(version.impact.binary.estimate)}`;
}
function deltaCell(benchmark, confidence, markRows) {
    const delta = benchmark.delta;
    if (!delta)
        return '—';
    const mark = markRows && strictLevel(delta, confidence) !== null ? ' †' : '';
    return `${(0,format_numbers/* formatChange */.eD)(delta.relative, delta.ci)}${mark}`;
}
function row(benchmark, confidence, markRows) {
    const { base, head, unit } = benchmark;
    return (`| ${(0,escape_markdown/* escapeMarkdown */.F)(benchmark.name)} | ${versionCell(base, base, unit)} | ${versionCell(head, base, unit)} | ` +
        `${deltaCell(benchmark, confidence, markRows)} | ${impactCell(benchmark)} | ${VERDICT_CELL[benchmark.verdict]} |`);
}
function designLines(report) {
    const lines = [];
    const first = report.benchmarks.find((b) => b.base && b.head);
    if (first?.base && first.head) {
        const describe = (v) => `${v.counts.binaries} build${v.counts.binaries > 1 ? 's' : ''}, ${v.counts.executions} executions, ${v.counts.measurements} measurements`;
        lines.push(`Design: base ${describe(first.base)}; head ${describe(first.head)}; ` +
            `${first.delta?.design === 'paired' ? 'interleaved, paired by block' : 'compared as independent samples'}.`);
    }
    const builds = buildsLine(report.meta?.design);
    if (builds !== null)
        lines.push(builds);
    const { options } = report;
    lines.push(`Confidence ${Math.round(options.confidence * 100)} %, min-effect ${(0,format_numbers/* formatPercent */.l9)(options.minEffect).replace('+', '')}, rule ` +
        `\`${options.rule}\`, suite-wide correction \`${options.correction}\`.`);
    const meta = report.meta ?? {};
    if (typeof meta.totalSeconds === 'number')
        lines.push(`Wall time: ${(0,format_numbers/* formatDuration */.a3)(meta.totalSeconds)}.`);
    const runner = runnerDescription(meta.runner);
    if (runner !== '')
        lines.push(`Runner: ${(0,escape_markdown/* escapeMarkdown */.F)(runner)}.`);
    return lines;
}
/** `meta.runner` (os, cpu, cpus) in words, from checked fields only: meta may come from a fork's artifact. */
function runnerDescription(runner) {
    if (!(0,is_record/* isRecord */.u)(runner))
        return '';
    const { os, cpu, cpus } = runner;
    return [
        typeof os === 'string' ? os : '',
        typeof cpu === 'string' ? cpu : '',
        typeof cpus === 'number' && Number.isInteger(cpus) && cpus > 0 ? `${cpus} cores` : '',
    ]
        .filter((part) => part !== '')
        .join(', ');
}
/** `1.15 [1.1, 1.2]`: a factor's estimate and bootstrap interval. */
function factorWithInterval(factor) {
    if (!factor || factor.estimate === null)
        return '—';
    const interval = factor.ci
        ? ` [${(0,format_numbers/* formatSignificant */.bf)(factor.ci[0], format_numbers/* INTERVAL_DIGITS */.fu)}, ${(0,format_numbers/* formatSignificant */.bf)(factor.ci[1], format_numbers/* INTERVAL_DIGITS */.fu)}]`
        : factor.note
            ? ` (${factor.note})`
            : '';
    return `${(0,format_numbers/* formatSignificant */.bf)(factor.estimate, format_numbers/* MEAN_DIGITS */.pV)}${interval}`;
}
/** What the collapsed section says of one benchmark: factors with intervals, p-values, failures, notes. */
function benchmarkDetails(benchmark, confidence, shared) {
    const name = (0,escape_markdown/* escapeMarkdown */.F)(benchmark.name);
    const lines = [];
    const version = benchmark.head ?? benchmark.base;
    if (version) {
        const build = version.deterministicBuild
            ? 'build – (identical builds: the build level was collapsed)'
            : `build ${factorWithInterval(version.impact.binary)}`;
        lines.push(`- ${name}: impact process ${factorWithInterval(version.impact.execution)}, ${build}`);
    }
    if (benchmark.delta) {
        const level = strictLevel(benchmark.delta, confidence);
        const interval = level === null ? '' : `; Δ interval at ${formatLevel(level)}`;
        lines.push(`- ${name}: p = ${(0,format_numbers/* formatValue */.Fl)(benchmark.delta.pValue)}, adjusted ${(0,format_numbers/* formatValue */.Fl)(benchmark.delta.pAdjusted)}, ` +
            `${benchmark.delta.df.toFixed(1)} df${interval}`);
    }
    const failed = (benchmark.base?.counts.failedExecutions ?? 0) + (benchmark.head?.counts.failedExecutions ?? 0);
    if (failed > 0)
        lines.push(`- ${name}: failed executions: base ${benchmark.base?.counts.failedExecutions ?? '?'}, head ${benchmark.head?.counts.failedExecutions ?? '?'}`);
    for (const note of benchmark.notes)
        if (!shared.has(note) && !contradictsRow(note, benchmark))
            lines.push(`- ${name}: ${(0,escape_markdown/* escapeMarkdown */.F)(note)}`);
    const replicated = benchmark.head?.runners !== undefined ? benchmark.head : benchmark.base;
    if (replicated?.runners !== undefined && replicated.impact.runner)
        lines.push(`- ${name}: ${runnerLine(replicated.runners, replicated.impact.runner)}`);
    return lines;
}
/** Notes every benchmark of a suite of several carries (advice about the builds, say): said once, not once per benchmark. */
function sharedNotes(benchmarks) {
    const [first, ...rest] = benchmarks;
    if (!first || rest.length === 0)
        return new Set();
    return new Set(first.notes.filter((note) => benchmarks.every((b) => b.notes.includes(note) && !contradictsRow(note, b))));
}
/** Measured on several runners (replicas): how much the runner mattered. */
function runnerLine(runners, factor) {
    return `${runners} runners; runner impact ${factorWithInterval(factor)} (SD of build means across runners over SD on one runner)`;
}
/**
 * A note that says the data could not decide, under a row that says CHANGE DETECTED: it was
 * written for another decision (e.g. before a suite-wide or sequential rule decided) and is not shown.
 */
function contradictsRow(note, benchmark) {
    return benchmark.changeDetected && /no change detected|cannot be ruled out|\binconclusive\b|no decision/i.test(note);
}
/** Under the table: what † means, with the levels the marked rows use. */
function levelLegend(report) {
    const levels = report.benchmarks.map((b) => strictLevel(b.delta, report.options.confidence)).filter((level) => level !== null);
    if (levels.length === 0)
        return [];
    const low = Math.min(...levels);
    const high = Math.max(...levels);
    const range = formatLevel(low) === formatLevel(high) ? formatLevel(low) : `${formatLevel(low).replace(' %', '')}–${formatLevel(high)}`;
    // An adaptive run's intervals are repeated intervals: the looks and the suite set their level, not the correction input.
    const by = 'sequential' in report && report.sequential
        ? 'the adaptive design (its looks and the suite)'
        : report.options.correction === 'none'
            ? 'the decision'
            : `the suite-wide correction (\`${(0,escape_markdown/* escapeMarkdown */.F)(report.options.correction)}\`)`;
    return [
        `† Δ interval at the level ${by} requires of that benchmark (${range}), not at ${formatLevel(report.options.confidence)}: the interval the verdict used.`,
    ];
}
/** One line that says how to read the table (the verdicts it shows, the columns), linking to docs/comment.md. */
function legendLine(report, docsUrl) {
    const confidence = `${Math.round(report.options.confidence * 100)} %`;
    const url = safeUrl(docsUrl);
    const shown = new Set(report.benchmarks.map((b) => b.verdict));
    const parts = [`Base, head: mean ± half its ${confidence} CI.`];
    if (shown.has('regression') || shown.has('improvement')) {
        parts.push(`**CHANGE DETECTED**: the Δ interval excludes 0 and reaches beyond ±${(0,format_numbers/* formatPercent */.l9)(report.options.minEffect, 1).replace('+', '')}.`);
    }
    if (shown.has('inconclusive'))
        parts.push('Inconclusive: the data cannot tell yet.');
    parts.push('Impact process / build: how much a new process / a new build multiplies the noise (1 = not at all).');
    parts.push(url === null ? `More in benchgate's ${DOCS_PATH}.` : `[How to read this comment](${url}).`);
    return `<sub>${parts.join(' ')}</sub>`;
}
/** Under the table when something is undecided: an inconclusive benchmark passes the check, and that is not a pass. */
function inconclusiveFooter(report, failures) {
    const { inconclusive, gatingRegressions } = report.summary;
    if (failures.length > 0 || gatingRegressions > 0 || (inconclusive === 0 && report.benchmarks.length > 0))
        return [];
    const what = report.benchmarks.length === 0
        ? 'No benchmark was compared'
        : `${inconclusive} of ${report.benchmarks.length} benchmark${report.benchmarks.length === 1 ? '' : 's'} could not be decided`;
    return [
        `⚠️ ${what}: the data could not tell whether ${inconclusive === 1 ? 'it' : 'they'} changed. The check still passes (only a gated regression ` +
            `or a version that could not be measured fails it), but inconclusive is not "unchanged": the details say what would decide.`,
    ];
}
/**
 * One recommendation for the whole suite: the counts the most demanding benchmark asks for,
 * taken among the undecided ones when there are any (those are what more data would decide).
 */
function suiteRecommendation(report) {
    const candidates = report.benchmarks.filter((b) => b.recommended !== null);
    const undecided = candidates.filter((b) => b.verdict === 'inconclusive');
    const pool = undecided.length > 0 ? undecided : candidates;
    const cost = (b) => (b.recommended ? [b.recommended.binaries, b.recommended.executions * b.recommended.measurements] : [0, 0]);
    const chosen = pool.reduce((best, b) => {
        if (best === null)
            return b;
        const [binaries, rest] = cost(b);
        const [bestBinaries, bestRest] = cost(best);
        return binaries > bestBinaries || (binaries === bestBinaries && rest > bestRest) ? b : best;
    }, null);
    const counts = chosen?.recommended;
    if (!chosen || !counts)
        return null;
    const others = pool.length - 1;
    const scope = others > 0 ? `, the most any of the ${pool.length} ${undecided.length > 0 ? 'undecided ' : ''}benchmarks needs` : '';
    return (`Next time: ${counts.binaries} build${counts.binaries === 1 ? '' : 's'} × ${counts.executions} executions × ${counts.measurements} ` +
        `measurements (for ${(0,escape_markdown/* escapeMarkdown */.F)(chosen.name)}${scope}: ${(0,escape_markdown/* escapeMarkdown */.F)(counts.reason)}).`);
}
/** Right under the headline when a version could not be measured: why the check fails. */
function failureLines(failures) {
    if (failures.length === 0)
        return [];
    const sentence = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    return ['', ...failures.map((f) => `**The check fails: ${f.side} could not be measured.** ${sentence((0,escape_markdown/* escapeMarkdown */.F)(f.reason))}`)];
}
/** Base and head commits, then the run and the raw results: the line under the headline. */
function contextLine(context) {
    const parts = [];
    if (context.commits)
        parts.push(`Base ${commitLink(context.commits.base, context.repository)} → head ${commitLink(context.commits.head, context.repository)}`);
    const run = safeUrl(context.runUrl);
    const artifact = safeUrl(context.artifactUrl);
    if (run !== null)
        parts.push(`[workflow run](${run})`);
    if (artifact !== null)
        parts.push(`[raw results](${artifact})`);
    return parts.length === 0 ? [] : ['', parts.join(' · ')];
}
/**
 * The markdown report: a headline, the compared commits, one table row per benchmark (changes
 * first), a legend, the notes and one recommendation, then the impact-factor intervals,
 * p-values and design in a collapsed section.
 */
function renderMarkdownReport(report, context = {}) {
    const confidence = Math.round(report.options.confidence * 100);
    const failures = context.measurementFailures ?? [];
    const ordered = orderBenchmarks(report.benchmarks);
    // When every interval is at a stricter level (the usual case under a suite-wide correction), the header carries the † once.
    const withDelta = ordered.filter((b) => b.delta !== null);
    const allStrict = withDelta.length > 0 && withDelta.every((b) => strictLevel(b.delta, report.options.confidence) !== null);
    const deltaHeader = allStrict ? 'Δ mean [CI] †' : `Δ mean [${confidence} % CI]`;
    const parts = [
        `### ${(0,escape_markdown/* escapeMarkdown */.F)(context.title ?? 'benchgate')}: ${headline(report, failures)}`,
        ...failureLines(failures),
        ...contextLine(context),
        '',
        `| Benchmark | Base | Head | ${deltaHeader} | Impact | Verdict |`,
        '|---|--:|--:|--:|:-:|---|',
        ...ordered.map((benchmark) => row(benchmark, report.options.confidence, !allStrict)),
        ...levelLegend(report).flatMap((line) => ['', line]),
        '',
        legendLine(report, context.docsUrl),
    ];
    const notes = [...(context.extraNotes ?? []), ...inconclusiveFooter(report, failures)];
    const recommendation = suiteRecommendation(report);
    if (recommendation !== null)
        notes.push(recommendation);
    for (const note of notes)
        parts.push('', note);
    const shared = sharedNotes(report.benchmarks);
    const details = [
        ...designLines(report),
        '',
        ...[...shared].map((note) => `- all ${report.benchmarks.length} benchmarks: ${(0,escape_markdown/* escapeMarkdown */.F)(note)}`),
        ...ordered.flatMap((benchmark) => benchmarkDetails(benchmark, report.options.confidence, shared)),
    ];
    const trend = context.trendCells;
    const trendTable = trend
        ? ['| Benchmark | Main trend |', '|---|---|', ...ordered.map((b) => `| ${(0,escape_markdown/* escapeMarkdown */.F)(b.name)} | ${trend.get(b.name) ?? '—'} |`), '']
        : [];
    const summary = `${trend ? 'Main-branch trend, impact-factor' : 'Impact-factor'} intervals, p-values, notes and design`;
    parts.push('', `<details><summary>${summary}</summary>`, '', ...trendTable, ...details, '', '</details>');
    return `${parts.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/sequential-notes.ts


const WHY = {
    decided: 'every benchmark was decided',
    budget: 'another round would not have fitted the budget',
    'max-rounds': 'the rounds that fit the budget ran',
    failures: 'too many executions failed',
    interrupted: 'the measuring ended before the design stopped it',
};
/** The reasons that read differently when the run grew by builds. */
const WHY_BUILDS = {
    budget: 'another build of each version and its blocks would not have fitted the budget',
    'max-rounds': 'the most builds a run makes were made',
};
/** At most this many plan reasons, each cut to this length: results.json may come from a fork. */
const MAX_REASONS = 10;
const MAX_REASON_LENGTH = 300;
/** A count recorded in results.json, as text; anything but a whole number ≥ 0 reads `?`. */
const count = (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : '?');
/** A duration recorded in results.json; anything but a finite number ≥ 0 reads `?`. */
const duration = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? (0,format_numbers/* formatDuration */.a3)(value) : '?');
/**
 * The lines an adaptive run adds under the report's table (pass them as `extraNotes` to
 * renderMarkdownReport): the plan and why, why and when it stopped, time spent against the
 * budget, and what the intervals are. Empty for a fixed design.
 *
 * Everything here comes from results.json, which in `mode: comment` a fork's run wrote: strings
 * are escaped (no links, mentions, HTML or markdown reach the privileged comment), numbers
 * are shown only when they are numbers, and unknown stop reasons are escaped like any text.
 */
function sequentialReportLines(report) {
    const s = report.sequential;
    if (!s)
        return [];
    const blocks = s.blocks;
    const perRound = s.blocksPerRound;
    const rounds = typeof blocks === 'number' && typeof perRound === 'number' ? count(Math.floor(blocks / Math.max(1, perRound))) : '?';
    const budget = s.budgetSeconds === null ? '' : ` of the ${duration(s.budgetSeconds)} budget`;
    const spending = spendingName(s.spending);
    const plan = report.meta?.plan;
    const reasons = (plan?.reasons ?? []).slice(0, MAX_REASONS);
    const reason = (text) => (0,escape_markdown/* escapeMarkdown */.F)(text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text);
    const stop = s.stop.reason;
    const byBuilds = s.growth === 'builds';
    const known = (table) => typeof stop === 'string' && Object.hasOwn(table, stop);
    const why = byBuilds && known(WHY_BUILDS) ? WHY_BUILDS[stop] : known(WHY) ? WHY[stop] : reason(String(stop));
    const looks = count(s.looks);
    const grew = byBuilds
        ? `the builds differed, so after the first look it added builds rather than rounds: ${count(s.addedBuilds)} more per version, ` +
            `${count(s.buildBlocks)} block${s.buildBlocks === 1 ? '' : 's'} each (the build level narrows only with more builds); stopped after ` +
            `${count(blocks)} blocks because ${why}`
        : `stopped after ${count(blocks)} blocks (${rounds} of at most ${count(s.maxRounds)} rounds) because ${why}`;
    return [
        ...reasons.map((r) => `Plan: ${reason(r)}.`),
        `Adaptive design: ${grew}; ${duration(s.spentSeconds)}${budget} spent.`,
        `Δ intervals are repeated confidence intervals (group-sequential, ${spending} alpha spending over ${looks} look${s.looks === 1 ? '' : 's'}, ` +
            `Bonferroni over benchmarks): their confidence holds although the run looked ${s.looks === 1 ? 'once' : `${looks} times`}.`,
    ];
}
/** The spending function's name; parameters recorded in results.json are shown only when they are finite numbers. */
function spendingName(spending) {
    const parameter = (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '?');
    switch (spending.kind) {
        case 'obrien-fleming':
            return "O'Brien–Fleming-type";
        case 'pocock':
            return 'Pocock-type';
        case 'hsd':
            return `Hwang–Shih–DeCani (γ = ${parameter(spending.gamma)})`;
        case 'power':
            return `power-${parameter(spending.rho)}`;
        default:
            return (0,escape_markdown/* escapeMarkdown */.F)(spending.kind);
    }
}

;// CONCATENATED MODULE: ./src/experiment/build-report.ts



/**
 * Everything the front ends publish about one analysed run, built without I/O: the files, the
 * markdown, the verdict and outputs, and the gate's decision. The action and the CLI write,
 * upload, print and exit from this; neither decides anything itself.
 */
function buildReport(request) {
    const { results, analysed, gate } = request;
    const { report, failures } = analysed;
    // Rendered on first read: `analyze --json` prints report.json alone, and results.json
    // re-serialises every measurement.
    const markdown = once(() => renderMarkdownReport(report, {
        ...request.context,
        extraNotes: [...sequentialReportLines(report), ...(request.notes ?? [])],
        measurementFailures: failures,
    }));
    const resultsJson = once(() => `${JSON.stringify(results)}\n`);
    const reportJson = once(() => `${JSON.stringify(report, null, 2)}\n`);
    const verdict = suiteVerdict(report);
    const decision = gate.decides
        ? gateDecision(report, { failures, failOnRegression: gate.failOnRegression, accepted: gate.accepted })
        : { outcome: 'pass', message: null };
    return {
        files: [
            {
                name: 'results.json',
                get content() {
                    return resultsJson();
                },
            },
            {
                name: 'report.json',
                get content() {
                    return reportJson();
                },
            },
            {
                name: 'report.md',
                get content() {
                    return markdown();
                },
            },
        ],
        get markdown() {
            return markdown();
        },
        verdict,
        outputs: { verdict, regressions: String(report.summary.gatingRegressions) },
        gate: decision,
    };
}
function once(make) {
    let value;
    return () => (value ??= make());
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
    const fit = (0,_stats_crossed_model_js__WEBPACK_IMPORTED_MODULE_1__/* .fitCrossedModel */ .c)(pairs, { baseRandom, headRandom });
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
/* harmony export */   k4: () => (/* binding */ budgetToSettle)
/* harmony export */ });
/* unused harmony exports designFor, planLevel */
/* harmony import */ var _detectable_effect_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2610);
/* harmony import */ var _paired_noise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5007);
/* harmony import */ var _run_costs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6191);
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2850);




/** Limits on planned counts (the binaries bound also bounds CI minutes spent on builds). */
const PLAN_LIMITS = { binaries: [1, 30], rounds: [2, 1000], measurements: [5, 100_000] };
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
        const rounds = roundsFor(1);
        return {
            binaries: 1,
            rounds: Math.max(rounds, 0),
            measurements,
            optimalRounds: null,
            optimalMeasurements,
            fits: rounds >= 2,
            reason: `identical build outputs on every rebuild (binary impact factor 1.0): 1 build per version, and the budget goes to rounds of ` +
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

/***/ 7729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ escapeMarkdown)
/* harmony export */ });
/**
 * Makes text taken from benchmarks and artifacts (names, output excerpts, notes) inert inside
 * GitHub markdown and table cells: HTML and markdown punctuation are escaped, pipes cannot split
 * a cell, line breaks cannot end a row, `@name` or `#123` cannot mention users or link issues,
 * and bare URLs (`https://…`, `www.…`), which GitHub turns into links, stay plain text.
 */
function escapeMarkdown(text) {
    return (text
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]#|~])/g, '\\$1')
        .replace(/@/g, '@\u200b')
        // GitHub links `scheme://host.tld…` by itself (GFM autolinks need a dot in the domain).
        .replace(/:\/\/(?=[^\s/]*\.)/g, ':\u200b//')
        .replace(/\b(www)\./gi, '$1\u200b.'));
}


/***/ }),

/***/ 7032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.Fl),
/* harmony export */   H9: () => (/* binding */ formatFactor),
/* harmony export */   Nh: () => (/* binding */ scaleUnit),
/* harmony export */   _v: () => (/* binding */ formatMeanWithInterval),
/* harmony export */   a3: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.a3),
/* harmony export */   bf: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.bf),
/* harmony export */   eD: () => (/* binding */ formatChange),
/* harmony export */   fu: () => (/* binding */ INTERVAL_DIGITS),
/* harmony export */   l9: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.l9),
/* harmony export */   pV: () => (/* binding */ MEAN_DIGITS)
/* harmony export */ });
/* unused harmony export formatMeasure */
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2850);
/**
 * Numbers as the report prints them: each benchmark's values in one unit scaled to its
 * magnitude (ns/µs/ms/s for times, k/M/G for rates such as ops/s), means with 3 significant
 * digits and interval half-widths with 2, trailing zeros kept. The plain number, percent and
 * duration formatters are the project's one set in util, re-exported here for the report's callers.
 */


/** Significant digits of a mean, and of an interval (its half-width or its ends). */
const MEAN_DIGITS = 3;
const INTERVAL_DIGITS = 2;
const TIME_UNITS = [
    { unit: 'ns', seconds: 1e-9 },
    { unit: 'µs', seconds: 1e-6 },
    { unit: 'ms', seconds: 1e-3 },
    { unit: 's', seconds: 1 },
];
const TIME_ALIASES = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1 };
const RATE_PREFIXES = [
    { prefix: '', factor: 1 },
    { prefix: 'k', factor: 1e3 },
    { prefix: 'M', factor: 1e6 },
    { prefix: 'G', factor: 1e9 },
];
/** A count per second (`ops/s`, `B/s`, `requests/s`): scaled with k/M/G. */
const RATE = /^[A-Za-z]+\/s$/;
/**
 * The unit to print a benchmark's values in, chosen from one reference value (its base mean,
 * so base and head share the unit): times go to ns/µs/ms/s and rates to k/M/G so that the
 * reference lands in 1…1000; other units stay as they are.
 */
function scaleUnit(unit, reference) {
    const magnitude = Math.abs(reference);
    const seconds = TIME_ALIASES[unit];
    if (seconds !== undefined) {
        const inSeconds = magnitude * seconds;
        // The largest unit the reference is at least 1 of (0.9995 so that 999.96 ns, printed 1.00 µs, is not 1,000 ns).
        const chosen = Number.isFinite(inSeconds) && inSeconds > 0 ? TIME_UNITS.filter((candidate) => inSeconds >= candidate.seconds * 0.9995).pop() : undefined;
        const target = chosen ?? { unit: TIME_UNITS.find((candidate) => candidate.seconds === seconds)?.unit ?? unit, seconds };
        return { unit: target.unit, factor: seconds / target.seconds };
    }
    if (RATE.test(unit) && Number.isFinite(magnitude) && magnitude > 0) {
        const prefix = RATE_PREFIXES.filter((candidate) => magnitude >= candidate.factor * 0.9995).pop();
        if (prefix)
            return { unit: `${prefix.prefix}${unit}`, factor: 1 / prefix.factor };
    }
    return { unit, factor: 1 };
}
/** A value in a scaled unit with `digits` significant digits and the unit: `4.10 ms`. */
function formatMeasure(value, scaled, digits = MEAN_DIGITS) {
    return `${formatSignificant(value * scaled.factor, digits)}${scaled.unit ? ` ${scaled.unit}` : ''}`;
}
/** Mean ± half-width of its interval in a scaled unit: `4.10 ± 0.19 ms`. */
function formatMeanWithInterval(mean, ci, scaled) {
    const halfWidth = (ci[1] - ci[0]) / 2;
    return (`${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(mean * scaled.factor, MEAN_DIGITS)} ± ` +
        `${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(halfWidth * scaled.factor, INTERVAL_DIGITS)}${scaled.unit ? ` ${scaled.unit}` : ''}`);
}
/** A relative change and its interval's ends in percent: `+9.64 % [+7.1, +12]`. */
function formatChange(relative, ci) {
    return `${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(relative, MEAN_DIGITS)} [${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(ci[0], INTERVAL_DIGITS, false)}, ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(ci[1], INTERVAL_DIGITS, false)}]`;
}
/** An impact factor with 2 significant digits (`1.1`), `—` when not estimable. */
function formatFactor(value) {
    return value === null || value === undefined ? '—' : (0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(value, INTERVAL_DIGITS);
}


/***/ }),

/***/ 3556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ analyzeLook),
  m: () => (/* binding */ lookDivisor)
});

// EXTERNAL MODULE: ./src/analysis/analyze-benchmark.ts + 3 modules
var analyze_benchmark = __webpack_require__(4668);
// EXTERNAL MODULE: ./src/config/benchmark-policy.ts
var benchmark_policy = __webpack_require__(6848);
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
/**
 * Analyses the results as they stand at a look: each benchmark not ignored gets its Δ
 * interval at confidence 1 − level, by the same estimator as the fixed analysis (paired
 * blocks, nested levels; analyze-benchmark.ts) without the impact-factor bootstrap, and the
 * stopping rule's decision (look-decision.ts).
 */
function analyzeLook(results, level, options) {
    return results.benchmarks
        .filter((record) => (0,benchmark_policy/* policyFor */.K)(record.name, options.policies, options.minEffect).gate !== 'ignore')
        .map((record) => {
        const minEffect = (0,benchmark_policy/* policyFor */.K)(record.name, options.policies, options.minEffect).minEffect;
        if (!(level > 0))
            return { name: record.name, level, change: null, decision: null, notes: [] };
        const analysis = (0,analyze_benchmark/* analyzeBenchmark */.U)(record, { ...options, minEffect, confidence: 1 - level, bootstrapReplicates: 0 });
        const decision = analysis.change === null || analysis.buildLevelMissing ? null : decideAtLook(analysis.change, record.better, minEffect);
        return { name: record.name, level, change: analysis.change, decision, notes: analysis.notes };
    });
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

/***/ 42:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yI: () => (/* binding */ DEFAULT_MAX_LOOKS),
  dT: () => (/* binding */ DEFAULT_SPENDING),
  wN: () => (/* binding */ nominalLevels)
});

// UNUSED EXPORTS: SPENDING_KINDS, spendingIncrements, spentShare

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
/** Looks an adaptive run takes at most unless configured otherwise. */
const DEFAULT_MAX_LOOKS = 8;
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


/***/ }),

/***/ 7014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LM: () => (/* binding */ lag1Autocorrelation),
/* harmony export */   Zh: () => (/* binding */ meanLag1OfMoments),
/* harmony export */   fZ: () => (/* binding */ batchedVariance)
/* harmony export */ });
/* unused harmony export meanLag1 */
/* harmony import */ var _descriptive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1665);
/* harmony import */ var _execution_moments_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8325);


/**
 * Lag-1 autocorrelation as R's `acf` computes it:
 * Σ (x_t − x̄)(x_{t+1} − x̄) / Σ (x_t − x̄)². 0 for a constant or too-short series.
 */
function lag1Autocorrelation(values) {
    const n = values.length;
    if (n < 3)
        return 0;
    let center = 0;
    for (let i = 0; i < n; i++)
        center += values[i] / n;
    let numerator = 0;
    let denominator = 0;
    for (let i = 0; i < n; i++) {
        const deviation = values[i] - center;
        denominator += deviation * deviation;
        if (i + 1 < n)
            numerator += deviation * (values[i + 1] - center);
    }
    return denominator === 0 ? 0 : numerator / denominator;
}
const INDEPENDENCE_BAND = 0.1;
const MIN_BATCHES = 8;
function batchedVariance(values) {
    const lag1 = lag1Autocorrelation(values);
    let batchSize = 1;
    let series = values.slice();
    let lag1OfBatches = lag1;
    while (Math.abs(lag1OfBatches) > INDEPENDENCE_BAND && Math.floor(series.length / 2) >= MIN_BATCHES) {
        const merged = [];
        for (let i = 0; i + 1 < series.length; i += 2)
            merged.push((series[i] + series[i + 1]) / 2);
        series = merged;
        batchSize *= 2;
        lag1OfBatches = lag1Autocorrelation(series);
    }
    return {
        batchSize,
        lag1,
        lag1OfBatches,
        independent: Math.abs(lag1OfBatches) <= INDEPENDENCE_BAND,
        effectiveVariance: series.length >= 2 ? batchSize * (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .sampleVariance */ .y4)(series) : 0,
    };
}
/** Mean of lag-1 autocorrelations over executions: a one-number dependence summary. */
function meanLag1(executions) {
    return meanLag1OfMoments(executions.map(executionMoments));
}
/** meanLag1 from the executions' moments (execution-moments.ts). */
function meanLag1OfMoments(executions) {
    const usable = executions.filter((moments) => moments.count >= 3);
    return usable.length === 0 ? null : (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(usable.map(_execution_moments_js__WEBPACK_IMPORTED_MODULE_1__/* .lag1OfMoments */ .S));
}


/***/ }),

/***/ 3291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ fitCrossedModel)
});

;// CONCATENATED MODULE: ./src/stats/crossed-model-kernel.ts
/** Scratch vectors as plain arrays: a small typed array has its buffer outside the heap, and allocating thousands of them per fit cost more than the arithmetic. */
const zeros = (length) => new Array(length).fill(0);
/**
 * The REML quantities at φ, or null where V or XᵀV⁻¹X is not positive definite. V⁻¹ comes
 * from the Woodbury identity, so that only a builds × builds matrix is factorised and a solve
 * costs O(rows·builds):
 *   V⁻¹ = D⁻¹ − σ_V²·D⁻¹Z·M⁻¹·ZᵀD⁻¹,  M = I + σ_V²·ZᵀD⁻¹Z,  log|V| = log|D| + log|M|,
 * with D = σ_T²·B + σ_E²·R.
 */
function remlAt(model, phi) {
    const n = model.y.length;
    const q = model.columns;
    const inverseD = zeros(n);
    let logDet = 0;
    for (let i = 0; i < n; i++) {
        const d = phi[1] * model.blockDiagonal[i] + phi[2] * model.residualDiagonal[i];
        if (!(d > 0))
            return null;
        inverseD[i] = 1 / d;
        logDet += Math.log(d);
    }
    const { columnA, valueA, columnB, valueB } = model;
    let inverseM = null;
    if (phi[0] > 0 && q > 0) {
        const m = zeros(q * q);
        for (let i = 0; i < q; i++)
            m[i * q + i] = 1;
        for (let i = 0; i < n; i++) {
            const weight = phi[0] * inverseD[i];
            m[columnA[i] * q + columnA[i]] += weight * valueA[i] * valueA[i];
            m[columnA[i] * q + columnB[i]] += weight * valueA[i] * valueB[i];
            m[columnB[i] * q + columnA[i]] += weight * valueB[i] * valueA[i];
            m[columnB[i] * q + columnB[i]] += weight * valueB[i] * valueB[i];
        }
        const factored = choleskyInverseInPlace(m, q);
        if (factored === null)
            return null;
        logDet += factored.logDet;
        inverseM = factored.inverse;
    }
    const solve = (v) => {
        const out = zeros(n);
        for (let i = 0; i < n; i++)
            out[i] = v[i] * inverseD[i];
        if (inverseM === null)
            return out;
        const zt = zeros(q);
        for (let i = 0; i < n; i++) {
            zt[columnA[i]] += valueA[i] * out[i];
            zt[columnB[i]] += valueB[i] * out[i];
        }
        const u = zeros(q);
        for (let i = 0; i < q; i++) {
            let sum = 0;
            for (let k = 0; k < q; k++)
                sum += inverseM[i * q + k] * zt[k];
            u[i] = sum;
        }
        for (let i = 0; i < n; i++)
            out[i] -= phi[0] * inverseD[i] * (valueA[i] * u[columnA[i]] + valueB[i] * u[columnB[i]]);
        return out;
    };
    const [x0, x1] = model.x;
    const vInverseX = [solve(x0), solve(x1)];
    const vInverseY = solve(model.y);
    let i00 = 0;
    let i01 = 0;
    let i11 = 0;
    let xtVy0 = 0;
    let xtVy1 = 0;
    let yVy = 0;
    for (let i = 0; i < n; i++) {
        i00 += x0[i] * vInverseX[0][i];
        i01 += x0[i] * vInverseX[1][i];
        i11 += x1[i] * vInverseX[1][i];
        xtVy0 += vInverseX[0][i] * model.y[i];
        xtVy1 += vInverseX[1][i] * model.y[i];
        yVy += model.y[i] * vInverseY[i];
    }
    const determinant = i00 * i11 - i01 * i01;
    if (!(i00 > 0) || !(determinant > 0))
        return null;
    const fixedCovariance = [
        [i11 / determinant, -i01 / determinant],
        [-i01 / determinant, i00 / determinant],
    ];
    const beta = [fixedCovariance[0][0] * xtVy0 + fixedCovariance[0][1] * xtVy1, fixedCovariance[1][0] * xtVy0 + fixedCovariance[1][1] * xtVy1];
    const py = vInverseY;
    for (let i = 0; i < n; i++)
        py[i] -= vInverseX[0][i] * beta[0] + vInverseX[1][i] * beta[1];
    return {
        phi,
        logDets: logDet + Math.log(determinant),
        quadratic: yVy - (beta[0] * xtVy0 + beta[1] * xtVy1),
        fixedCovariance,
        beta,
        vInverseX,
        py,
        inverseD,
        inverseM,
    };
}
/** P = V⁻¹ − V⁻¹X(XᵀV⁻¹X)⁻¹XᵀV⁻¹ at `at`, rows × rows, row by row. */
function projection(model, at) {
    const n = model.y.length;
    const q = model.columns;
    const { inverseD, inverseM, vInverseX, fixedCovariance } = at;
    const { columnA, valueA, columnB, valueB } = model;
    const p = zeros(n * n);
    const loaded = zeros(q);
    for (let i = 0; i < n; i++) {
        const a0 = vInverseX[0][i];
        const a1 = vInverseX[1][i];
        const c0 = a0 * fixedCovariance[0][0] + a1 * fixedCovariance[1][0];
        const c1 = a0 * fixedCovariance[0][1] + a1 * fixedCovariance[1][1];
        // V⁻¹'s correction −σ_V²·D⁻¹Z·M⁻¹·ZᵀD⁻¹ over the (at most two) loadings of rows i and j.
        if (inverseM !== null)
            for (let k = 0; k < q; k++)
                loaded[k] = valueA[i] * inverseM[columnA[i] * q + k] + valueB[i] * inverseM[columnB[i] * q + k];
        for (let j = 0; j < n; j++) {
            let value = (i === j ? inverseD[i] : 0) - c0 * vInverseX[0][j] - c1 * vInverseX[1][j];
            if (inverseM !== null)
                value -= at.phi[0] * inverseD[i] * inverseD[j] * (valueA[j] * loaded[columnA[j]] + valueB[j] * loaded[columnB[j]]);
            p[i * n + j] = value;
        }
    }
    return p;
}
function remlDerivatives(model, at, parameters) {
    const n = model.y.length;
    const { py } = at;
    const p = projection(model, at);
    // P·V_i as a full matrix, and V_i·Py.
    const pv = parameters.map((i) => {
        const out = zeros(n * n);
        if (i === 0) {
            // P·Z·Zᵀ, a row of P·Z at a time.
            const { columnA, valueA, columnB, valueB } = model;
            const pz = zeros(model.columns);
            for (let r = 0; r < n; r++) {
                pz.fill(0);
                for (let c = 0; c < n; c++) {
                    pz[columnA[c]] += p[r * n + c] * valueA[c];
                    pz[columnB[c]] += p[r * n + c] * valueB[c];
                }
                for (let c = 0; c < n; c++)
                    out[r * n + c] = pz[columnA[c]] * valueA[c] + pz[columnB[c]] * valueB[c];
            }
        }
        else {
            const diagonal = i === 1 ? model.blockDiagonal : model.residualDiagonal;
            for (let r = 0; r < n; r++)
                for (let c = 0; c < n; c++)
                    out[r * n + c] = p[r * n + c] * diagonal[c];
        }
        return out;
    });
    const vpy = parameters.map((i) => derivativeTimes(model, i, py));
    const pvpy = vpy.map((v) => {
        const out = zeros(n);
        for (let r = 0; r < n; r++) {
            let sum = 0;
            for (let c = 0; c < n; c++)
                sum += p[r * n + c] * v[c];
            out[r] = sum;
        }
        return out;
    });
    const dot = (a, b) => {
        let sum = 0;
        for (let r = 0; r < n; r++)
            sum += a[r] * b[r];
        return sum;
    };
    const traceProducts = pv.map((a) => pv.map((b) => {
        let sum = 0;
        for (let r = 0; r < n; r++)
            for (let c = 0; c < n; c++)
                sum += a[r * n + c] * b[c * n + r];
        return sum;
    }));
    return {
        traces: pv.map((a) => {
            let sum = 0;
            for (let r = 0; r < n; r++)
                sum += a[r * n + r];
            return sum;
        }),
        traceProducts,
        quadratics: vpy.map((v) => dot(py, v)),
        quadraticProducts: vpy.map((v) => pvpy.map((w) => dot(v, w))),
    };
}
/** V_i·v for V_i = ∂V/∂φ_i. */
function derivativeTimes(model, i, v) {
    const n = model.y.length;
    const out = zeros(n);
    if (i === 0) {
        const { columnA, valueA, columnB, valueB } = model;
        const zv = zeros(model.columns);
        for (let r = 0; r < n; r++) {
            zv[columnA[r]] += valueA[r] * v[r];
            zv[columnB[r]] += valueB[r] * v[r];
        }
        for (let r = 0; r < n; r++)
            out[r] = valueA[r] * zv[columnA[r]] + valueB[r] * zv[columnB[r]];
    }
    else {
        const diagonal = i === 1 ? model.blockDiagonal : model.residualDiagonal;
        for (let r = 0; r < n; r++)
            out[r] = diagonal[r] * v[r];
    }
    return out;
}
/** M⁻¹ and log|M| by Cholesky for a symmetric q × q matrix stored by rows (overwritten), or null when it is not positive definite. */
function choleskyInverseInPlace(m, q) {
    const l = m;
    let logDet = 0;
    for (let i = 0; i < q; i++) {
        for (let j = 0; j <= i; j++) {
            let sum = l[i * q + j];
            for (let k = 0; k < j; k++)
                sum -= l[i * q + k] * l[j * q + k];
            if (i === j) {
                if (!(sum > 0))
                    return null;
                l[i * q + i] = Math.sqrt(sum);
                logDet += 2 * Math.log(l[i * q + i]);
            }
            else {
                l[i * q + j] = sum / l[j * q + j];
            }
        }
    }
    const inverse = zeros(q * q);
    const column = zeros(q);
    for (let j = 0; j < q; j++) {
        // L·Lᵀ·column = e_j: forward, then back substitution.
        for (let i = 0; i < q; i++) {
            let sum = i === j ? 1 : 0;
            for (let k = 0; k < i; k++)
                sum -= l[i * q + k] * column[k];
            column[i] = sum / l[i * q + i];
        }
        for (let i = q - 1; i >= 0; i--) {
            let sum = column[i];
            for (let k = i + 1; k < q; k++)
                sum -= l[k * q + i] * column[k];
            column[i] = sum / l[i * q + i];
        }
        for (let i = 0; i < q; i++)
            inverse[i * q + j] = column[i];
    }
    return { inverse, logDet };
}
/**
 * remlDerivatives for σ_V² (when `withBuild`) and σ_T² only, the profiled fit's Newton steps
 * (several per fit, where the Satterthwaite step needs σ_E² too, once). P is not formed: B is
 * zero on the difference rows and Z has at most two loadings a row, so the traces need only
 * P·Z (rows × builds), ZᵀPZ and P on the sum rows (cells × cells), with
 *   V⁻¹Z = D⁻¹Z·M⁻¹,  P·Z = V⁻¹Z − V⁻¹X·C·XᵀV⁻¹Z,
 *   tr(PZZᵀ) = tr(ZᵀPZ), tr(PZZᵀPZZᵀ) = ‖ZᵀPZ‖², tr(PZZᵀPB) = Σ_i B_i‖(PZ)_i‖², tr(PBPB) = Σ_ij B_iB_jP_ij²:
 * O(rows·builds + cells²) instead of O(rows²).
 */
function buildAndBlockDerivatives(model, at, withBuild) {
    const n = model.y.length;
    const q = model.columns;
    const { columnA, valueA, columnB, valueB, blockDiagonal } = model;
    const { inverseD, inverseM, vInverseX, fixedCovariance, py } = at;
    const phi0 = at.phi[0];
    const woodbury = phi0 > 0 && inverseM !== null;
    // M⁻¹, or the identity without build effects (V⁻¹Z = D⁻¹Z then).
    const k = inverseM ?? zeros(q * q).map((_, e) => (Math.floor(e / q) === e % q ? 1 : 0));
    // (V⁻¹X·C)_i, so that (V⁻¹X·C·XᵀV⁻¹)_ij = c0_i·a0_j + c1_i·a1_j.
    const c0 = zeros(n);
    const c1 = zeros(n);
    for (let i = 0; i < n; i++) {
        c0[i] = vInverseX[0][i] * fixedCovariance[0][0] + vInverseX[1][i] * fixedCovariance[1][0];
        c1[i] = vInverseX[0][i] * fixedCovariance[0][1] + vInverseX[1][i] * fixedCovariance[1][1];
    }
    const sumRows = [];
    for (let i = 0; i < n; i++)
        if (blockDiagonal[i] !== 0)
            sumRows.push(i);
    const s = sumRows.length;
    const pSum = zeros(s * s);
    for (let a = 0; a < s; a++) {
        const i = sumRows[a];
        for (let b = 0; b <= a; b++) {
            const j = sumRows[b];
            let value = (i === j ? inverseD[i] : 0) - (c0[i] * vInverseX[0][j] + c1[i] * vInverseX[1][j]);
            if (woodbury) {
                const zkz = valueA[i] * (valueA[j] * k[columnA[i] * q + columnA[j]] + valueB[j] * k[columnA[i] * q + columnB[j]]) +
                    valueB[i] * (valueA[j] * k[columnB[i] * q + columnA[j]] + valueB[j] * k[columnB[i] * q + columnB[j]]);
                value -= phi0 * inverseD[i] * inverseD[j] * zkz;
            }
            pSum[a * s + b] = value;
            pSum[b * s + a] = value;
        }
    }
    let blockTrace = 0;
    let blockBlock = 0;
    let blockQuadratic = 0;
    let blockBlockQuadratic = 0;
    for (let a = 0; a < s; a++) {
        const i = sumRows[a];
        blockTrace += blockDiagonal[i] * pSum[a * s + a];
        blockQuadratic += blockDiagonal[i] * py[i] * py[i];
        for (let b = 0; b < s; b++) {
            const j = sumRows[b];
            const p = pSum[a * s + b];
            blockBlock += blockDiagonal[i] * blockDiagonal[j] * p * p;
            blockBlockQuadratic += blockDiagonal[i] * py[i] * p * blockDiagonal[j] * py[j];
        }
    }
    if (!withBuild) {
        return { traces: [blockTrace], traceProducts: [[blockBlock]], quadratics: [blockQuadratic], quadraticProducts: [[blockBlockQuadratic]] };
    }
    // P·Z, row by row: V⁻¹Z = D⁻¹Z·M⁻¹ less V⁻¹X·C·(XᵀV⁻¹Z).
    const xtVz = [zeros(q), zeros(q)];
    const pz = zeros(n * q);
    for (let i = 0; i < n; i++) {
        for (let col = 0; col < q; col++) {
            const value = inverseD[i] * (valueA[i] * k[columnA[i] * q + col] + valueB[i] * k[columnB[i] * q + col]);
            pz[i * q + col] = value;
            xtVz[0][col] += model.x[0][i] * value;
            xtVz[1][col] += model.x[1][i] * value;
        }
    }
    const ztpz = zeros(q * q);
    const ztpy = zeros(q);
    for (let i = 0; i < n; i++) {
        for (let col = 0; col < q; col++) {
            pz[i * q + col] -= c0[i] * xtVz[0][col] + c1[i] * xtVz[1][col];
            ztpz[columnA[i] * q + col] += valueA[i] * pz[i * q + col];
            ztpz[columnB[i] * q + col] += valueB[i] * pz[i * q + col];
        }
        ztpy[columnA[i]] += valueA[i] * py[i];
        ztpy[columnB[i]] += valueB[i] * py[i];
    }
    let buildTrace = 0;
    let buildBuild = 0;
    let buildQuadratic = 0;
    let buildBuildQuadratic = 0;
    for (let a = 0; a < q; a++) {
        buildTrace += ztpz[a * q + a];
        buildQuadratic += ztpy[a] * ztpy[a];
        for (let b = 0; b < q; b++) {
            buildBuild += ztpz[a * q + b] * ztpz[b * q + a];
            buildBuildQuadratic += ztpy[a] * ztpz[a * q + b] * ztpy[b];
        }
    }
    // tr(PZZᵀPB) and (B·Py)ᵀ·P·Z·Zᵀ·Py, over the sum rows where B is nonzero.
    let buildBlock = 0;
    let buildBlockQuadratic = 0;
    for (const i of sumRows) {
        let squares = 0;
        let pzzpy = 0;
        for (let col = 0; col < q; col++) {
            squares += pz[i * q + col] * pz[i * q + col];
            pzzpy += pz[i * q + col] * ztpy[col];
        }
        buildBlock += blockDiagonal[i] * squares;
        buildBlockQuadratic += blockDiagonal[i] * py[i] * pzzpy;
    }
    return {
        traces: [buildTrace, blockTrace],
        traceProducts: [
            [buildBuild, buildBlock],
            [buildBlock, blockBlock],
        ],
        quadratics: [buildQuadratic, blockQuadratic],
        quadraticProducts: [
            [buildBuildQuadratic, buildBlockQuadratic],
            [buildBlockQuadratic, blockBlockQuadratic],
        ],
    };
}

// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
;// CONCATENATED MODULE: ./src/stats/dense-matrix.ts
/** Lower-triangular L with A = L·Lᵀ, or null when A is not (numerically) positive definite. */
function cholesky(a) {
    const n = a.length;
    const l = Array.from({ length: n }, () => new Array(n).fill(0));
    for (let i = 0; i < n; i++) {
        for (let j = 0; j <= i; j++) {
            let sum = a[i][j];
            for (let k = 0; k < j; k++)
                sum -= l[i][k] * l[j][k];
            if (i === j) {
                if (!(sum > 0))
                    return null;
                l[i][i] = Math.sqrt(sum);
            }
            else {
                l[i][j] = sum / l[j][j];
            }
        }
    }
    return l;
}
/** Solves L·Lᵀ·x = b for one right-hand side. */
function choleskySolve(l, b) {
    const n = l.length;
    const y = new Array(n);
    for (let i = 0; i < n; i++) {
        let sum = b[i];
        for (let k = 0; k < i; k++)
            sum -= l[i][k] * y[k];
        y[i] = sum / l[i][i];
    }
    const x = new Array(n);
    for (let i = n - 1; i >= 0; i--) {
        let sum = y[i];
        for (let k = i + 1; k < n; k++)
            sum -= l[k][i] * x[k];
        x[i] = sum / l[i][i];
    }
    return x;
}
/** log det A from its Cholesky factor. */
function choleskyLogDet(l) {
    let sum = 0;
    for (let i = 0; i < l.length; i++)
        sum += Math.log(l[i][i]);
    return 2 * sum;
}
/** A⁻¹ from the Cholesky factor of A. */
function choleskyInverse(l) {
    const n = l.length;
    const columns = Array.from({ length: n }, (_, j) => choleskySolve(l, Array.from({ length: n }, (_, i) => (i === j ? 1 : 0))));
    return Array.from({ length: n }, (_, i) => columns.map((column) => column[i]));
}
function multiply(a, b) {
    return a.map((row) => b[0].map((_, j) => row.reduce((sum, value, k) => sum + value * b[k][j], 0)));
}
function multiplyVector(a, x) {
    return a.map((row) => row.reduce((sum, value, k) => sum + value * x[k], 0));
}
function dot(x, y) {
    let sum = 0;
    for (let i = 0; i < x.length; i++)
        sum += x[i] * y[i];
    return sum;
}
/** Eigenvalues and eigenvectors of a symmetric matrix by cyclic Jacobi rotations (columns of `vectors`). */
function symmetricEigen(a) {
    const n = a.length;
    const m = a.map((row) => row.slice());
    const v = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
    for (let sweep = 0; sweep < 100; sweep++) {
        let off = 0;
        for (let p = 0; p < n; p++)
            for (let q = p + 1; q < n; q++)
                off += m[p][q] ** 2;
        if (off < 1e-30)
            break;
        for (let p = 0; p < n; p++) {
            for (let q = p + 1; q < n; q++) {
                if (m[p][q] === 0)
                    continue;
                const theta = (m[q][q] - m[p][p]) / (2 * m[p][q]);
                const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
                const c = 1 / Math.sqrt(t * t + 1);
                const s = t * c;
                for (let k = 0; k < n; k++) {
                    const mkp = m[k][p];
                    const mkq = m[k][q];
                    m[k][p] = c * mkp - s * mkq;
                    m[k][q] = s * mkp + c * mkq;
                }
                for (let k = 0; k < n; k++) {
                    const mpk = m[p][k];
                    const mqk = m[q][k];
                    m[p][k] = c * mpk - s * mqk;
                    m[q][k] = s * mpk + c * mqk;
                }
                for (let k = 0; k < n; k++) {
                    const vkp = v[k][p];
                    const vkq = v[k][q];
                    v[k][p] = c * vkp - s * vkq;
                    v[k][q] = s * vkp + c * vkq;
                }
            }
        }
    }
    return { values: m.map((row, i) => row[i]), vectors: v };
}
/**
 * Moore–Penrose inverse of a symmetric matrix: eigenvalues at or below `relativeTolerance`
 * times the largest are treated as zero (R's MASS::ginv does the same with the SVD).
 */
function symmetricPseudoInverse(a, relativeTolerance = 1e-10) {
    const { values, vectors } = symmetricEigen(a);
    const largest = Math.max(...values.map(Math.abs));
    const n = a.length;
    const out = Array.from({ length: n }, () => new Array(n).fill(0));
    values.forEach((value, k) => {
        if (!(Math.abs(value) > relativeTolerance * largest))
            return;
        for (let i = 0; i < n; i++)
            for (let j = 0; j < n; j++)
                out[i][j] += (vectors[i][k] * vectors[j][k]) / value;
    });
    return out;
}

// EXTERNAL MODULE: ./src/stats/insufficient-data.ts
var insufficient_data = __webpack_require__(7021);
;// CONCATENATED MODULE: ./src/stats/nelder-mead.ts
/**
 * Nelder–Mead simplex minimisation (standard coefficients: reflection 1, expansion 2,
 * contraction ½, shrink ½), for the few smooth parameters of a likelihood. Stops when the
 * simplex's function values agree within `tolerance` (absolute) or after `maxEvaluations`.
 */
function nelderMead(f, start, options) {
    const n = start.length;
    const tolerance = options.tolerance ?? 1e-10;
    const maxEvaluations = options.maxEvaluations ?? 2000;
    let evaluations = 0;
    const evaluate = (x) => {
        evaluations++;
        const value = f(x);
        return { x, value: Number.isFinite(value) ? value : Infinity };
    };
    let simplex = [evaluate(start.slice())];
    for (let i = 0; i < n; i++) {
        const x = start.slice();
        x[i] += options.step[i];
        simplex.push(evaluate(x));
    }
    while (evaluations < maxEvaluations) {
        simplex.sort((a, b) => a.value - b.value);
        const best = simplex[0];
        const worst = simplex[n];
        if (Math.abs(worst.value - best.value) <= tolerance)
            break;
        const centroid = new Array(n).fill(0);
        for (let i = 0; i < n; i++)
            for (let k = 0; k < n; k++)
                centroid[k] += simplex[i].x[k] / n;
        const along = (t) => centroid.map((c, k) => c + t * (worst.x[k] - c));
        const reflected = evaluate(along(-1));
        if (reflected.value < best.value) {
            const expanded = evaluate(along(-2));
            simplex[n] = expanded.value < reflected.value ? expanded : reflected;
        }
        else if (reflected.value < simplex[n - 1].value) {
            simplex[n] = reflected;
        }
        else {
            const contracted = reflected.value < worst.value ? evaluate(along(-0.5)) : evaluate(along(0.5));
            if (contracted.value < Math.min(worst.value, reflected.value)) {
                simplex[n] = contracted;
            }
            else {
                simplex = simplex.map((point, i) => (i === 0 ? point : evaluate(point.x.map((v, k) => best.x[k] + 0.5 * (v - best.x[k])))));
            }
        }
    }
    simplex.sort((a, b) => a.value - b.value);
    return { x: simplex[0].x, value: simplex[0].value };
}

;// CONCATENATED MODULE: ./src/stats/newton-minimize.ts

/**
 * Damped Newton minimisation of a smooth function of a few parameters, from its gradient and
 * Hessian. Where the Hessian is not positive definite its eigenvalues are taken in absolute
 * value (floored), so every step goes downhill; a backtracking (Armijo) line search keeps each
 * step a decrease. Once the Newton decrement gᵀH⁻¹g, about twice the distance to the minimum
 * in function value, is below `tolerance`, the last full step is taken without a further
 * evaluation: convergence is quadratic there, so that step leaves an error of the order of
 * its square.
 *
 * Returns null when it does not converge within `maxIterations` or the line search finds no
 * decrease (the caller then falls back to a derivative-free search).
 */
function newtonMinimize(f, start, options = {}) {
    const tolerance = options.tolerance ?? 1e-10;
    const maxIterations = options.maxIterations ?? 50;
    let x = start.slice();
    let at = f(x);
    if (at === null || !Number.isFinite(at.value))
        return null;
    for (let iteration = 0; iteration < maxIterations; iteration++) {
        const { gradient } = at;
        const { direction, positiveDefinite } = newtonDirection(at);
        if (direction === null)
            return null;
        const decrement = -direction.reduce((sum, d, i) => sum + d * gradient[i], 0);
        if (!(decrement >= 0))
            return null;
        if (positiveDefinite && decrement <= tolerance)
            return { x: x.map((v, i) => v + direction[i]) };
        let step = 1;
        let accepted = null;
        for (let halving = 0; halving < 40 && accepted === null; halving++, step /= 2) {
            const trial = x.map((v, i) => v + step * direction[i]);
            const point = f(trial);
            if (point !== null && point.value <= at.value - 1e-4 * step * decrement)
                accepted = { x: trial, at: point };
        }
        if (accepted === null)
            return null;
        ({ x, at } = accepted);
    }
    return null;
}
/** −H⁻¹g, with H's eigenvalues made positive where it is not positive definite. */
function newtonDirection(at) {
    const h = at.hessian;
    const n = at.gradient.length;
    if (n === 1) {
        const curvature = h[0][0];
        if (!(Math.abs(curvature) > 0))
            return { direction: null, positiveDefinite: false };
        return { direction: [-at.gradient[0] / Math.abs(curvature)], positiveDefinite: curvature > 0 };
    }
    const { values, vectors } = n === 2 ? eigenOfTwo(h) : symmetricEigen(h.map((row) => row.slice()));
    const largest = Math.max(...values.map(Math.abs));
    if (!(largest > 0) || !Number.isFinite(largest))
        return { direction: null, positiveDefinite: false };
    const floor = largest * 1e-10;
    const direction = new Array(n).fill(0);
    values.forEach((value, k) => {
        let projection = 0;
        for (let i = 0; i < n; i++)
            projection += vectors[i][k] * at.gradient[i];
        const scale = -projection / Math.max(Math.abs(value), floor);
        for (let i = 0; i < n; i++)
            direction[i] += scale * vectors[i][k];
    });
    return { direction, positiveDefinite: values.every((value) => value > floor) };
}
/** Eigenvalues and eigenvectors (columns) of a symmetric 2 × 2 matrix, in closed form. */
function eigenOfTwo(h) {
    const [a, b, d] = [h[0][0], h[0][1], h[1][1]];
    if (b === 0) {
        return {
            values: [a, d],
            vectors: [
                [1, 0],
                [0, 1],
            ],
        };
    }
    const mean = (a + d) / 2;
    const radius = Math.hypot((a - d) / 2, b);
    // The larger eigenvalue's vector (λ − d, b) is well conditioned; the other is orthogonal to it.
    const larger = mean + radius;
    const norm = Math.hypot(larger - d, b);
    const [x, y] = [(larger - d) / norm, b / norm];
    return {
        values: [larger, mean - radius],
        vectors: [
            [x, -y],
            [y, x],
        ],
    };
}

;// CONCATENATED MODULE: ./src/stats/crossed-model.ts






function sufficientStatistics(pairs, level) {
    const columnIds = new Map();
    const column = (key) => {
        const known = columnIds.get(key);
        if (known !== undefined)
            return known;
        const id = columnIds.size;
        columnIds.set(key, id);
        return id;
    };
    const groups = new Map();
    for (const pair of pairs) {
        const base = level.baseRandom ? pair.baseBuild : -1;
        const head = level.headRandom ? pair.headBuild : -1;
        const key = `${base}/${head}`;
        let group = groups.get(key);
        if (!group)
            groups.set(key, (group = { base, head, d: [], s: [] }));
        group.d.push(pair.head - pair.base);
        group.s.push(pair.head + pair.base);
    }
    let withinDf = 0;
    let withinDifference = 0;
    let withinSum = 0;
    const cells = [];
    for (const group of groups.values()) {
        withinDf += group.d.length - 1;
        withinDifference += (0,descriptive/* sumOfSquares */.Jv)(group.d);
        withinSum += (0,descriptive/* sumOfSquares */.Jv)(group.s);
        cells.push({
            count: group.d.length,
            difference: (0,descriptive/* mean */.i2)(group.d),
            sum: (0,descriptive/* mean */.i2)(group.s),
            baseColumn: group.base < 0 ? null : column(`b${group.base}`),
            headColumn: group.head < 0 ? null : column(`h${group.head}`),
        });
    }
    return { cells, columns: columnIds.size, withinDf, withinDifference, withinSum };
}
function cellModel(data) {
    const c = data.cells.length;
    // Plain arrays, filled in one loop: a few dozen rows, built once per fit.
    const model = {
        y: new Array(2 * c),
        x: [new Array(2 * c), new Array(2 * c)],
        columnA: new Array(2 * c),
        valueA: new Array(2 * c),
        columnB: new Array(2 * c),
        valueB: new Array(2 * c),
        columns: data.columns,
        blockDiagonal: new Array(2 * c),
        residualDiagonal: new Array(2 * c),
    };
    for (let i = 0; i < 2 * c; i++) {
        const cell = data.cells[i % c];
        const difference = i < c;
        model.y[i] = difference ? cell.difference : cell.sum;
        model.x[0][i] = difference ? 1 : 0;
        model.x[1][i] = difference ? 0 : 1;
        // Loading A is the head build's, B the base build's (−1 on a difference row); column 0 with value 0 where absent.
        model.columnA[i] = cell.headColumn ?? 0;
        model.valueA[i] = cell.headColumn === null ? 0 : 1;
        model.columnB[i] = cell.baseColumn ?? 0;
        model.valueB[i] = cell.baseColumn === null ? 0 : difference ? -1 : 1;
        model.blockDiagonal[i] = difference ? 0 : 4 / cell.count;
        model.residualDiagonal[i] = 2 / cell.count;
    }
    return model;
}
/** The REML deviance (−2 log restricted likelihood, without constants): cell means and within-cell contrasts. */
function deviance(model, data, phi) {
    const at = remlAt(model, phi);
    if (!at || !(phi[2] > 0) || phi[1] < 0)
        return Infinity;
    let value = at.logDets + at.quadratic;
    if (data.withinDf > 0) {
        const differenceVariance = 2 * phi[2];
        const sumVariance = 4 * phi[1] + 2 * phi[2];
        value +=
            data.withinDf * Math.log(differenceVariance) +
                data.withinDifference / differenceVariance +
                data.withinDf * Math.log(sumVariance) +
                data.withinSum / sumVariance;
    }
    return value;
}
/**
 * Hessian of the REML deviance in φ, restricted to `free` parameters: the observed one
 * (−tr(PV_iPV_j) + 2yᵀPV_iPV_jPy, as lmerTest differentiates numerically), or its expectation
 * tr(PV_iPV_j), which stays positive definite at the boundary.
 */
function hessian(model, data, phi, at, free, information) {
    const derivatives = remlDerivatives(model, at, free);
    const h = free.map((_, a) => free.map((__, b) => {
        const term = derivatives.traceProducts[a][b];
        return information === 'expected' ? term : -term + 2 * derivatives.quadraticProducts[a][b];
    }));
    if (data.withinDf > 0) {
        const w = data.withinDf;
        const sumVariance = 4 * phi[1] + 2 * phi[2];
        // E[SS] = w·v turns −w/v² + 2·SS/v³ into w/v².
        const curvature = (v, ss) => (information === 'expected' ? w / v ** 2 : -w / v ** 2 + (2 * ss) / v ** 3);
        const differenceCurvature = curvature(2 * phi[2], data.withinDifference);
        const sumCurvature = curvature(sumVariance, data.withinSum);
        // ∂v/∂φ: difference variance 2σ_E²; sum variance 4σ_T² + 2σ_E².
        const differenceLoading = [0, 0, 2];
        const sumLoading = [0, 4, 2];
        free.forEach((i, a) => free.forEach((j, b) => {
            h[a][b] += differenceCurvature * differenceLoading[i] * differenceLoading[j] + sumCurvature * sumLoading[i] * sumLoading[j];
        }));
    }
    return h;
}
/** ∂Var(Δ̂)/∂φ_i = [C·XᵀV⁻¹V_iV⁻¹X·C]₀₀ = wᵀV_iw with w = V⁻¹X·C[:,0]. */
function varianceGradient(model, at, free) {
    const w = at.vInverseX[0].map((value, r) => value * at.fixedCovariance[0][0] + at.vInverseX[1][r] * at.fixedCovariance[1][0]);
    return free.map((i) => {
        const vw = derivativeTimes(model, i, w);
        let sum = 0;
        for (let r = 0; r < w.length; r++)
            sum += w[r] * vw[r];
        return sum;
    });
}
/**
 * The REML deviance with σ_E² profiled out, as a function of x: the ratios of σ_V² (when
 * estimated) and σ_T² to σ_E² are x², so that they stay non-negative, over N = `observations`.
 */
function profiledDeviance(model, data, estimateBuild, observations) {
    const ratiosOf = (x) => ({ build: estimateBuild ? x[0] ** 2 : 0, block: x[estimateBuild ? 1 : 0] ** 2 });
    const withinDifference = data.withinDf > 0 ? data.withinDifference : 0;
    const withinSum = data.withinDf > 0 ? data.withinSum : 0;
    /** The REML fit at ratios x with σ_E² = 1; `scaled` is the residual sum of squares in that unit. */
    const profiledAt = (x) => {
        const ratio = ratiosOf(x);
        const at = remlAt(model, [ratio.build, ratio.block, 1]);
        if (!at)
            return null;
        const sumUnit = 4 * ratio.block + 2;
        const scaled = at.quadratic + withinDifference / 2 + withinSum / sumUnit;
        if (!(scaled > 0))
            return null;
        const value = observations * Math.log(scaled / observations) + observations + at.logDets + data.withinDf * (Math.LN2 + Math.log(sumUnit));
        return { at, sumUnit, scaled, value };
    };
    const parameters = estimateBuild ? [0, 1] : [1];
    /**
     * The profiled deviance with its gradient and Hessian in x. In the ratios r (σ_E² = 1):
     * ∂/∂r_i = N·S_i/S + tr(PV_i) + [block] 4w/s and ∂²/∂r_i∂r_j = N·(S_ij/S − S_i·S_j/S²) −
     * tr(PV_iPV_j) − [both block] 16w/s², where S is the residual sum of squares (yᵀPy plus the
     * within-cell sums, S_i = −yᵀPV_iPy − [block] 4·SS_sum/s², S_ij = 2yᵀPV_iPV_jPy + [both block]
     * 32·SS_sum/s³), s = 4r_T + 2 and w the within-cell df; then r = x² by the chain rule.
     */
    const profiledSecondOrder = (x) => {
        const point = profiledAt(x);
        if (!point)
            return null;
        const { sumUnit: s, scaled } = point;
        const d = buildAndBlockDerivatives(model, point.at, estimateBuild);
        const block = parameters.map((i) => i === 1);
        const scaledGradient = parameters.map((_, k) => -d.quadratics[k] - (block[k] ? (4 * withinSum) / s ** 2 : 0));
        const gradient = parameters.map((_, k) => (observations * scaledGradient[k]) / scaled + d.traces[k] + (block[k] ? (4 * data.withinDf) / s : 0));
        const hessian = parameters.map((_, k) => parameters.map((__, l) => {
            const both = block[k] && block[l];
            const scaledHessian = 2 * d.quadraticProducts[k][l] + (both ? (32 * withinSum) / s ** 3 : 0);
            return (observations * (scaledHessian / scaled - (scaledGradient[k] * scaledGradient[l]) / scaled ** 2) -
                d.traceProducts[k][l] -
                (both ? (16 * data.withinDf) / s ** 2 : 0));
        }));
        return {
            value: point.value,
            gradient: gradient.map((g, k) => 2 * x[k] * g),
            hessian: hessian.map((row, k) => row.map((h, l) => 4 * x[k] * x[l] * h + (k === l ? 2 * gradient[k] : 0))),
        };
    };
    return {
        parameters,
        ratiosOf,
        at: profiledAt,
        value: (x) => profiledAt(x)?.value ?? Infinity,
        secondOrder: profiledSecondOrder,
    };
}
function fitCrossedModel(pairs, level, variant = 'expected') {
    if (pairs.length < 2)
        throw new insufficient_data/* InsufficientDataError */.y('a paired comparison needs at least 2 complete interleaved blocks');
    const differences = pairs.map((p) => p.head - p.base);
    if ((0,descriptive/* sumOfSquares */.Jv)(differences) === 0) {
        // Every block differs by the same amount: no noise to model (a deterministic benchmark).
        return {
            difference: differences[0],
            standardError: 0,
            df: pairs.length - 1,
            variances: { build: null, block: 0, residual: 0 },
            blocks: pairs.length,
            buildLevel: false,
        };
    }
    const data = sufficientStatistics(pairs, level);
    const model = cellModel(data);
    const buildLevel = data.columns > 0;
    const estimateBuild = buildLevel && level.knownVariance === undefined;
    const scale = Math.max((0,descriptive/* sumOfSquares */.Jv)(differences) / (2 * Math.max(1, differences.length - 1)), 1e-300);
    const observations = model.y.length - 2 + 2 * data.withinDf;
    if (observations <= 0)
        throw new insufficient_data/* InsufficientDataError */.y('too few blocks to fit the comparison model');
    const profile = profiledDeviance(model, data, estimateBuild, observations);
    const { parameters } = profile;
    let phi;
    if (level.knownVariance !== undefined && buildLevel) {
        const known = level.knownVariance;
        const objective = (x) => deviance(model, data, [known, x[0] ** 2, x[1] ** 2]);
        const start = [Math.sqrt(scale), Math.sqrt(scale)];
        const best = nelderMead(objective, start, { step: start.map((s) => s / 2), tolerance: 1e-11, maxEvaluations: 4000 });
        phi = [known, best.x[0] ** 2, best.x[1] ** 2];
    }
    else {
        // The best of a coarse grid of starting ratios guards against a local optimum on the flat
        // ridges that small designs have. Newton's method converges in a few steps from there;
        // the simplex search is the fallback where it does not.
        const starts = startingPoints(parameters.length).map((x) => ({ x, value: profile.value(x) }));
        const start = starts.reduce((a, b) => (b.value < a.value ? b : a)).x;
        const best = newtonMinimize(profile.secondOrder, start) ??
            nelderMead(profile.value, start, { step: start.map((s) => Math.max(0.1, s / 2)), tolerance: 1e-11, maxEvaluations: 2000 });
        const point = profile.at(best.x);
        if (point === null)
            throw new Error('internal error: no covariance solution at the estimate');
        const residual = point.scaled / observations;
        const ratio = profile.ratiosOf(best.x);
        phi = [ratio.build * residual, ratio.block * residual, residual];
    }
    const at = remlAt(model, phi);
    if (!at)
        throw new insufficient_data/* InsufficientDataError */.y('the comparison model could not be fitted to these blocks');
    const variance = at.fixedCovariance[0][0];
    // Satterthwaite: df = 2·Var(Δ̂)² / (gᵀ·A·g), A = 2·H⁻¹ the asymptotic covariance of the
    // variance parameters (known ones are not estimated). lmerTest's (θ, σ) parametrisation
    // leaves out parameters fitted at zero: their gradient there is zero.
    const estimated = [0, 1, 2].filter((i) => (i === 0 ? estimateBuild : true));
    const free = variant === 'lmerTest' ? estimated.filter((i) => phi[i] > 1e-8 * phi[2]) : estimated;
    const g = varianceGradient(model, at, free);
    const h = hessian(model, data, phi, at, free, variant === 'lmerTest' ? 'observed' : 'expected');
    const hInverse = symmetricPseudoInverse(h);
    const spread = dot(g, multiplyVector(hInverse, g));
    const df = spread > 0 ? variance ** 2 / spread : Infinity;
    return {
        difference: at.beta[0],
        standardError: Math.sqrt(variance),
        df: Math.min(df, MAX_DF),
        variances: { build: buildLevel ? phi[0] : null, block: phi[1], residual: phi[2] },
        blocks: pairs.length,
        buildLevel,
    };
}
/** Beyond this the t distribution is the normal for every purpose here. */
const MAX_DF = 1e6;
function startingPoints(dimension) {
    const values = [0.1, 1, 3];
    if (dimension === 1)
        return values.map((v) => [v]);
    return values.flatMap((a) => values.map((b) => [a, b]));
}


/***/ }),

/***/ 1665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ median),
/* harmony export */   Jv: () => (/* binding */ sumOfSquares),
/* harmony export */   Te: () => (/* binding */ medianInPlace),
/* harmony export */   Z4: () => (/* binding */ quantileSorted),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   y4: () => (/* binding */ sampleVariance)
/* harmony export */ });
/** Arithmetic mean; NaN for an empty list (callers check lengths first). */
function mean(values) {
    let sum = 0;
    for (let i = 0; i < values.length; i++)
        sum += values[i];
    return sum / values.length;
}
/** Sum of squared deviations from the mean (two-pass, for accuracy). */
function sumOfSquares(values, center = mean(values)) {
    let sum = 0;
    for (let i = 0; i < values.length; i++)
        sum += (values[i] - center) ** 2;
    return sum;
}
/** Sample variance with n − 1 in the denominator; 0 for fewer than two values. */
function sampleVariance(values) {
    return values.length < 2 ? 0 : sumOfSquares(values) / (values.length - 1);
}
/** Median (average of the two middle values for an even count). */
function median(values) {
    return medianInPlace(Float64Array.from(values));
}
/**
 * The median of `data`, whose order it changes: the middle order statistics by selection
 * (Hoare's quickselect, O(n)), not a sort, as the results of a run hold millions of values.
 * The order is a numeric sort's (−0 before +0, NaN last), so the result is the sorted median's.
 */
function medianInPlace(data) {
    const n = data.length;
    if (n === 0)
        return NaN;
    // NaN sorts last: move them to the end and select among the numbers.
    let numbers = 0;
    for (let i = 0; i < n; i++) {
        if (!Number.isNaN(data[i])) {
            const value = data[i];
            data[i] = data[numbers];
            data[numbers++] = value;
        }
    }
    const orderStatistic = (k) => (k < numbers ? signedZero(data, numbers, k, select(data, numbers, k)) : NaN);
    const middle = n >> 1;
    if (n % 2)
        return orderStatistic(middle);
    const upper = orderStatistic(middle);
    // After selecting the upper middle, the lower one is the largest value left of it.
    let lower = -Infinity;
    for (let i = 0; i < Math.min(middle, numbers); i++)
        if (data[i] > lower)
            lower = data[i];
    return (signedZero(data, numbers, middle - 1, middle - 1 < numbers ? lower : NaN) + upper) / 2;
}
/** Moves the k-th smallest of data[0, length) to index k, smaller ones before it, larger after; returns it. */
function select(data, length, k) {
    let left = 0;
    let right = length - 1;
    while (right > left) {
        const pivot = data[(left + right) >> 1];
        let i = left;
        let j = right;
        while (i <= j) {
            while (data[i] < pivot)
                i++;
            while (data[j] > pivot)
                j--;
            if (i <= j) {
                const value = data[i];
                data[i++] = data[j];
                data[j--] = value;
            }
        }
        if (k <= j)
            right = j;
        else if (k >= i)
            left = i;
        else
            break;
    }
    return data[k];
}
/** A zero as the k-th smallest carries the sign a sort gives it: −0 while the negatives and −0s reach past k. */
function signedZero(data, length, k, value) {
    if (value !== 0)
        return value;
    let belowOrNegativeZero = 0;
    for (let i = 0; i < length; i++)
        if (data[i] < 0 || Object.is(data[i], -0))
            belowOrNegativeZero++;
    return belowOrNegativeZero > k ? -0 : 0;
}
/** Quantile by linear interpolation between order statistics (type 7 in R). */
function quantileSorted(sorted, probability) {
    const position = (sorted.length - 1) * probability;
    const below = Math.floor(position);
    const above = Math.min(below + 1, sorted.length - 1);
    return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}


/***/ }),

/***/ 9808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ twoSidedTPValue),
/* harmony export */   YW: () => (/* binding */ tQuantile),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   c2: () => (/* binding */ tCritical)
/* harmony export */ });
/* harmony import */ var jstat__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2453);
/* harmony import */ var jstat__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jstat__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Quantile of Student's t distribution with `df` degrees of freedom (jStat). Remembered: a
 * suite asks for the same few quantiles thousands of times (every version's interval at the
 * same df), and each is an iterative inversion of the incomplete beta function.
 */
function tQuantile(probability, df) {
    if (!(df > 0))
        throw new RangeError(`t quantile needs df > 0, got ${df}`);
    let byDf = tQuantiles.get(probability);
    if (byDf === undefined)
        tQuantiles.set(probability, (byDf = new Map()));
    const known = byDf.get(df);
    if (known !== undefined)
        return known;
    const quantile = jstat__WEBPACK_IMPORTED_MODULE_0___default().studentt.inv(probability, df);
    if (byDf.size >= MAX_REMEMBERED)
        byDf.clear();
    byDf.set(df, quantile);
    return quantile;
}
/** By probability, then df. */
const tQuantiles = new Map();
/** Bounds the memory of a long-lived process (the action analyses at every look). */
const MAX_REMEMBERED = 10_000;
/** Quantile of the standard normal distribution (jStat). */
function normalQuantile(probability) {
    return jstat__WEBPACK_IMPORTED_MODULE_0___default().normal.inv(probability, 0, 1);
}
/** Two-sided p-value of a t statistic: P(|T_df| ≥ |t|). */
function twoSidedTPValue(t, df) {
    if (!(df > 0))
        throw new RangeError(`t p-value needs df > 0, got ${df}`);
    if (!Number.isFinite(t))
        return 0;
    // The lower tail at −|t| directly: 1 − cdf(|t|) would lose the relative precision of small p.
    return Math.min(1, 2 * jstat__WEBPACK_IMPORTED_MODULE_0___default().studentt.cdf(-Math.abs(t), df));
}
/** Two-sided critical value of t for a confidence level, e.g. 0.95 → t(0.975, df). */
function tCritical(confidence, df) {
    return tQuantile(1 - (1 - confidence) / 2, df);
}


/***/ }),

/***/ 8325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ lag1OfMoments),
/* harmony export */   y: () => (/* binding */ executionMoments)
/* harmony export */ });
function executionMoments(values) {
    const n = values.length;
    let sum = 0;
    let largestMagnitude = 0;
    for (let i = 0; i < n; i++) {
        const value = values[i];
        sum += value;
        const magnitude = Math.abs(value);
        if (magnitude > largestMagnitude || Number.isNaN(magnitude))
            largestMagnitude = magnitude;
    }
    const mean = sum / n;
    let sumOfSquares = 0;
    let lag1Products = 0;
    let previous = 0;
    for (let i = 0; i < n; i++) {
        const deviation = values[i] - mean;
        sumOfSquares += deviation * deviation;
        if (i > 0)
            lag1Products += previous * deviation;
        previous = deviation;
    }
    return { count: n, mean, sumOfSquares, lag1Products, largestMagnitude };
}
/** Lag-1 autocorrelation of the execution (as lag1Autocorrelation): 0 for fewer than 3 values or a constant series. */
function lag1OfMoments(moments) {
    return moments.count < 3 || moments.sumOfSquares === 0 ? 0 : moments.lag1Products / moments.sumOfSquares;
}


/***/ }),

/***/ 3824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ summaryOfMoments),
/* harmony export */   ag: () => (/* binding */ MAX_MAGNITUDE)
/* harmony export */ });
/* unused harmony export summarizeExecution */
/* harmony import */ var _descriptive_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1665);
/* harmony import */ var _insufficient_data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7021);



/**
 * The largest magnitude a measurement may have. The model squares values and means (variances,
 * mean² in the relative variance), and a square above 1.8e308 overflows to Infinity, which
 * would surface as an interval of "± Infinity" and impact factors of NaN. 1e150 keeps every
 * square below 1e300, with room for sums over many executions.
 */
const MAX_MAGNITUDE = 1e150;
/**
 * Summarises one execution, refusing values beyond ±MAX_MAGNITUDE with InsufficientDataError,
 * which the analysis reports as an inconclusive verdict with the reason. `center` replaces the
 * mean (a robust location); the sum of squares is then taken about it.
 */
function summarizeExecution(values, center) {
    return summaryOfMoments(executionMoments(values), values, center);
}
/** summarizeExecution from the execution's moments, already computed from `values`. */
function summaryOfMoments(moments, values, center) {
    const highest = moments.largestMagnitude;
    if (highest > MAX_MAGNITUDE) {
        throw new _insufficient_data_js__WEBPACK_IMPORTED_MODULE_0__/* .InsufficientDataError */ .y(`values up to ±${highest} are too large to square without overflow (at most ${MAX_MAGNITUDE}): record them in a larger unit`);
    }
    if (center === undefined)
        return { count: moments.count, mean: moments.mean, sumOfSquares: moments.sumOfSquares };
    return { count: moments.count, mean: center, sumOfSquares: (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_1__/* .sumOfSquares */ .Jv)(values, center) };
}


/***/ }),

/***/ 7021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ InsufficientDataError)
/* harmony export */ });
/**
 * The one contract for degenerate input across src/stats: a computation that cannot be
 * made from the data (too few binaries/executions, zero mean where a ratio is needed)
 * throws this error with a reason a user can act on; the analysis turns it into an
 * `inconclusive` verdict carrying that reason. Values that are merely not estimable
 * (e.g. the binary variance component with one binary) are `null` instead.
 */
class InsufficientDataError extends Error {
    constructor(reason) {
        super(reason);
        this.name = 'InsufficientDataError';
    }
}


/***/ }),

/***/ 2548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lt: () => (/* binding */ requireMeanClearOfZero),
/* harmony export */   N0: () => (/* binding */ relativeChange),
/* harmony export */   dS: () => (/* binding */ comparePaired),
/* harmony export */   s2: () => (/* binding */ compareIndependent)
/* harmony export */ });
/* harmony import */ var _descriptive_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1665);
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9808);
/* harmony import */ var _insufficient_data_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7021);



/** The change with its interval at `confidence`, from the log ratio, its standard error and degrees of freedom. */
function relativeChange(logRatio, standardError, df, confidence, design) {
    const relative = Math.expm1(logRatio);
    if (standardError === 0) {
        // No spread at all: either identical (no evidence of change) or a change with no noise.
        return { relative, ci: [relative, relative], pValue: logRatio === 0 ? 1 : 0, logRatio, standardError, df, design };
    }
    const halfWidth = (0,_distributions_js__WEBPACK_IMPORTED_MODULE_0__/* .tCritical */ .c2)(confidence, df) * standardError;
    return {
        relative,
        ci: [Math.expm1(logRatio - halfWidth), Math.expm1(logRatio + halfWidth)],
        pValue: (0,_distributions_js__WEBPACK_IMPORTED_MODULE_0__/* .twoSidedTPValue */ .J7)(logRatio / standardError, df),
        logRatio,
        standardError,
        df,
        design,
    };
}
function requirePositiveMeans(baseMean, headMean) {
    if (!(baseMean > 0) || !(headMean > 0)) {
        throw new _insufficient_data_js__WEBPACK_IMPORTED_MODULE_1__/* .InsufficientDataError */ .y(`a relative change needs positive means on both sides (base ${baseMean}, head ${headMean})`);
    }
}
/**
 * A mean that its own interval cannot tell from zero (values of both signs, centred near zero)
 * makes the ratio meaningless: base 0.0001 against head 0.1 would read +99 900 %. Such a
 * comparison is refused with the reason, never reported as a change of millions of per cent.
 */
function requireMeanClearOfZero(side, estimate, confidence) {
    if (!(estimate.variance > 0) || !(estimate.df > 0))
        return;
    const halfWidth = (0,_distributions_js__WEBPACK_IMPORTED_MODULE_0__/* .tCritical */ .c2)(confidence, estimate.df) * Math.sqrt(estimate.variance);
    if (estimate.mean <= halfWidth) {
        throw new _insufficient_data_js__WEBPACK_IMPORTED_MODULE_1__/* .InsufficientDataError */ .y(`${side}: the mean ${estimate.mean.toPrecision(3)} cannot be told from zero (± ${halfWidth.toPrecision(3)} at ${confidence * 100} % ` +
            `confidence; values of both signs?): a relative change needs a mean clearly above zero on both sides`);
    }
}
/**
 * Independent samples (e.g. head against a stored baseline): var(log R) ≈ Var(Ȳ_h)/Ȳ_h² +
 * Var(Ȳ_b)/Ȳ_b², with Welch–Satterthwaite degrees of freedom.
 */
function compareIndependent(base, head, confidence) {
    requirePositiveMeans(base.mean, head.mean);
    requireMeanClearOfZero('base', base, confidence);
    requireMeanClearOfZero('head', head, confidence);
    const baseTerm = base.variance / base.mean ** 2;
    const headTerm = head.variance / head.mean ** 2;
    const variance = baseTerm + headTerm;
    const df = variance === 0 ? base.df + head.df : variance ** 2 / (baseTerm ** 2 / base.df + headTerm ** 2 / head.df);
    return relativeChange(Math.log(head.mean / base.mean), Math.sqrt(variance), df, confidence, 'independent');
}
/**
 * Interleaved design (seed 002, METHOD.md §10): each block pairs a base and a head execution
 * run back to back, so drift common to both cancels. With the linearised residuals
 * z = x_head/Ȳ_h − x_base/Ȳ_b, var(log R) is estimated from the spread of the group means of
 * z (one group per pair of binaries, G − 1 df) when there are several groups, otherwise from
 * the spread of the blocks' z (B − 1 df).
 */
function comparePaired(blocks, baseMean, headMean, confidence) {
    requirePositiveMeans(baseMean, headMean);
    const residual = (block) => block.head / headMean - block.base / baseMean;
    const groups = new Map();
    for (const block of blocks)
        groups.set(block.group, [...(groups.get(block.group) ?? []), residual(block)]);
    const units = groups.size >= 2 ? [...groups.values()].map((z) => (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_2__/* .mean */ .i2)(z)) : blocks.map(residual);
    if (units.length < 2)
        throw new _insufficient_data_js__WEBPACK_IMPORTED_MODULE_1__/* .InsufficientDataError */ .y('a paired comparison needs at least 2 complete interleaved blocks');
    const variance = (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_2__/* .sampleVariance */ .y4)(units) / units.length;
    return relativeChange(Math.log(headMean / baseMean), Math.sqrt(variance), units.length - 1, confidence, 'paired');
}


/***/ }),

/***/ 6650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ huberMean)
/* harmony export */ });
/* unused harmony export HUBER_K */
/* harmony import */ var _descriptive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1665);

/**
 * Robust execution mean (`--robust`): Huber's M-estimate of location with the MAD as scale,
 * computed as R's MASS::huber does: start at the median, s = 1.4826·MAD, and iterate
 * μ ← mean(clamp(y, μ − k·s, μ + k·s)) until the step is below 1e-6·s.
 *
 * k = 1.345 gives 95 % of the mean's efficiency on Gaussian data (asymptotically; measured by
 * bench:stats for 30 values per process), while a value beyond μ ± k·s pulls the estimate by at
 * most k·s/n however far away it is: one value at 10× the level in 30 moves it by under 2 % of
 * a σ-scale step, where it moves the plain mean by 30 %.
 *
 * Why not the thesis's resampled median of subset means (ch. 5 §2.2): a subset of 75 % drawn
 * with replacement contains a given value with probability ≈ 0.53, so the median subset mean
 * still contains the outlier about half the time, and its spread was 7× the clean mean's.
 *
 * A MAD of zero (most values identical) gives the median.
 */
const HUBER_K = 1.345;
const TOLERANCE = 1e-6;
const MAX_ITERATIONS = 100;
function huberMean(values, k = HUBER_K) {
    const n = values.length;
    if (n === 0)
        return NaN;
    let mu = (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(values);
    const s = 1.4826 * (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(values.map((v) => Math.abs(v - mu)));
    if (!(s > 0))
        return mu;
    for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
        const low = mu - k * s;
        const high = mu + k * s;
        let sum = 0;
        for (const v of values)
            sum += v < low ? low : v > high ? high : v;
        const next = sum / n;
        if (Math.abs(next - mu) < TOLERANCE * s)
            return next;
        mu = next;
    }
    return mu;
}


/***/ }),

/***/ 3195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ detectWarmupLength)
/* harmony export */ });
/* harmony import */ var _autocorrelation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7014);
/* harmony import */ var _descriptive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1665);
/* harmony import */ var _within_dependence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1016);



/**
 * Warm-up detection by MSER-5 (White 1997; Hoad, Robinson & Davies 2010): average the series
 * in batches of 5, and truncate the d leading batches that minimise the marginal standard
 * error of what remains, MSER(d) = Σ_{i≥d} (z_i − z̄_d)² / (B − d)². A JIT or cache ramp at the
 * start inflates the spread of the kept part until it is cut off; a stable series is cut
 * little or not at all. Truncation is limited to half the series (seed 001 keeps the stable
 * segment only when it holds more than half the samples), and series shorter than 4 batches
 * are left whole. O(n).
 *
 * MSER alone trims stationary short series by chance (about 18 % of 30-value series here),
 * so a cut is kept only when the cut batches really differ from the rest: their mean must lie
 * more than 3 standard errors from the kept values' mean. The standard errors allow for serial
 * dependence inside the process (`meanInflation`: batch means, or an AR(1) fit for short
 * series): with AR(1) ρ = 0.7 an independence-based error cut 28 % of stationary executions.
 *
 * Returns how many leading values are warm-up.
 */
const BATCH = 5;
const MIN_BATCHES = 4;
const GUARD_STANDARD_ERRORS = 3;
/** Batch means are trusted for the standard error only with this many batches (fewer: their own spread is too rough). */
const MIN_INDEPENDENT_BATCHES = 32;
function detectWarmupLength(values) {
    const batchCount = Math.floor(values.length / BATCH);
    if (batchCount < MIN_BATCHES)
        return 0;
    const batchMeans = new Float64Array(batchCount);
    for (let b = 0; b < batchCount; b++) {
        let sum = 0;
        for (let i = b * BATCH; i < (b + 1) * BATCH; i++)
            sum += values[i];
        batchMeans[b] = sum / BATCH;
    }
    // Suffix sums give the mean and sum of squares of every tail in one pass. Centering on the
    // overall mean first keeps the one-pass variance formula accurate.
    let center = 0;
    for (const z of batchMeans)
        center += z / batchCount;
    let tailSum = 0;
    let tailSquares = 0;
    const mser = new Float64Array(batchCount);
    for (let d = batchCount - 1; d >= 0; d--) {
        const z = batchMeans[d] - center;
        tailSum += z;
        tailSquares += z * z;
        const kept = batchCount - d;
        mser[d] = (tailSquares - (tailSum * tailSum) / kept) / (kept * kept);
    }
    let best = 0;
    for (let d = 1; d <= Math.floor(batchCount / 2); d++)
        if (mser[d] < mser[best])
            best = d;
    return best > 0 && cutDiffersFromRest(values, batchCount, best) ? best * BATCH : 0;
}
function cutDiffersFromRest(values, batchCount, cut) {
    const cutEnd = cut * BATCH;
    const keptEnd = batchCount * BATCH;
    const kept = values.slice(cutEnd, keptEnd);
    let cutMean = 0;
    for (let i = 0; i < cutEnd; i++)
        cutMean += values[i] / cutEnd;
    const keptMean = (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(kept);
    const variance = (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .sampleVariance */ .y4)(kept);
    if (variance === 0)
        return cutMean !== keptMean;
    const inflation = meanInflation(kept, cutEnd, variance);
    const standardError = Math.sqrt(variance * (inflation.kept / kept.length + inflation.cut / cutEnd));
    return Math.abs(cutMean - keptMean) > GUARD_STANDARD_ERRORS * standardError;
}
/**
 * How much serial dependence inflates the variance of a mean over independent values, for the
 * kept part and for the cut part (τ_n·σ²/n instead of σ²/n): by batch means
 * (`batchedVariance`) when the kept part is long enough for its batch means to decorrelate,
 * otherwise from an AR(1) fit of the kept values (lag-1 bias-corrected, within-dependence.ts).
 * Without dependence both are 1.
 */
function meanInflation(kept, cutLength, variance) {
    const batched = (0,_autocorrelation_js__WEBPACK_IMPORTED_MODULE_1__/* .batchedVariance */ .fZ)(kept);
    const n = kept.length;
    const fitted = (n * (0,_autocorrelation_js__WEBPACK_IMPORTED_MODULE_1__/* .lag1Autocorrelation */ .LM)(kept) + 1) / (n - 3);
    // A short series estimates ρ roughly; one standard error up keeps a stationary process whole.
    const rho = Math.max(0, Math.min(0.95, fitted + Math.sqrt(Math.max(0, 1 - fitted * fitted) / n)));
    const arKept = (0,_within_dependence_js__WEBPACK_IMPORTED_MODULE_2__/* .meanVarianceInflation */ .hr)(rho, n);
    // The AR(1) fit also corrects the sample variance, which dependence biases low: E[s²] = σ²(n − τ)/(n − 1).
    const marginal = (n - 1) / Math.max(1, n - arKept);
    if (batched.independent && batched.batchSize > 1 && n / batched.batchSize >= MIN_INDEPENDENT_BATCHES) {
        const keptInflation = batched.effectiveVariance / variance;
        return { kept: keptInflation, cut: keptInflation };
    }
    return { kept: arKept * marginal, cut: (0,_within_dependence_js__WEBPACK_IMPORTED_MODULE_2__/* .meanVarianceInflation */ .hr)(rho, cutLength) * marginal };
}


/***/ }),

/***/ 1016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hr: () => (/* binding */ meanVarianceInflation),
/* harmony export */   ht: () => (/* binding */ withinDependenceOfMoments)
/* harmony export */ });
/* unused harmony export withinDependence */

const MAX_RHO = 0.95;
const SIGNIFICANCE = 3;
/** τ_n of an AR(1) with coefficient rho: n·Var(ȳ)/σ². */
function meanVarianceInflation(rho, n) {
    if (rho === 0 || n <= 1)
        return 1;
    let sum = 0;
    let power = 1;
    for (let k = 1; k < n; k++) {
        power *= rho;
        if (Math.abs(power) < 1e-12)
            break;
        sum += (1 - k / n) * power;
    }
    return 1 + 2 * sum;
}
function withinDependence(executions) {
    return withinDependenceOfMoments(executions.map(executionMoments));
}
/** withinDependence from the executions' moments (execution-moments.ts). */
function withinDependenceOfMoments(executions) {
    let products = 0;
    let squares = 0;
    let pairs = 0;
    let values = 0;
    let used = 0;
    for (const execution of executions) {
        if (execution.count < 3)
            continue;
        products += execution.lag1Products;
        squares += execution.sumOfSquares;
        pairs += execution.count - 1;
        values += execution.count;
        used++;
    }
    const independent = (count) => ({ rho: 0, inflation: 1, divisor: count });
    const totalValues = executions.reduce((sum, e) => sum + e.count, 0);
    const totalDivisor = totalValues - executions.filter((e) => e.count > 0).length;
    if (used === 0 || squares === 0)
        return independent(totalDivisor);
    const raw = products / squares;
    const n = values / used;
    const rho = Math.max(-MAX_RHO, Math.min(MAX_RHO, (n * raw + 1) / (n - 3)));
    if (Math.abs(rho) <= SIGNIFICANCE / Math.sqrt(pairs))
        return independent(totalDivisor);
    let inflation = 0;
    let divisor = 0;
    let counted = 0;
    for (const execution of executions) {
        if (execution.count === 0)
            continue;
        const tau = meanVarianceInflation(rho, execution.count);
        inflation += tau;
        divisor += execution.count - tau;
        counted++;
    }
    return { rho, inflation: inflation / counted, divisor };
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
const valueFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
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


/***/ }),

/***/ 2774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ getKnown)
/* harmony export */ });
/** `map.get(key)` for a key the caller knows is there (it put it there): a missing one is a bug, and throws as one. */
function getKnown(map, key) {
    const value = map.get(key);
    if (value === undefined)
        throw new Error(`internal error: no entry for ${String(key)}`);
    return value;
}


/***/ })

};
