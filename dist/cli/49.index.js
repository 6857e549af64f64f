export const id = 49;
export const ids = [49];
export const modules = {

/***/ 4668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ analyzeBenchmark)
});

// UNUSED EXPORTS: identicalValue

// EXTERNAL MODULE: ./src/stats/insufficient-data.ts
var insufficient_data = __webpack_require__(7021);
// EXTERNAL MODULE: ./src/stats/crossed-model.ts + 6 modules
var crossed_model = __webpack_require__(466);
// EXTERNAL MODULE: ./src/stats/relative-change.ts
var relative_change = __webpack_require__(2548);
// EXTERNAL MODULE: ./src/stats/independent-comparison.ts
var independent_comparison = __webpack_require__(6799);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(9808);
;// CONCATENATED MODULE: ./src/stats/repetition-counts.ts

const COUNT_LIMITS = {
    binaries: [1, 30],
    executions: [2, 200],
    measurements: [5, 100_000],
};
/** Above this many measurements per execution, the advice says they may be spread over more executions. */
const MANY_MEASUREMENTS = 1000;
/** The most runner time advice may ask for: the job timeout of the README's workflow (60 minutes). */
const CI_JOB_SECONDS = 3600;
const POWER = 0.8;
function clamp(value, [low, high]) {
    if (!Number.isFinite(value))
        return high;
    return Math.min(high, Math.max(low, Math.round(value)));
}
/** (t_df + z₀.₈)·sqrt(2·unitVariance/count): the change the verdict rule detects with 80 % power (analysis/decide.ts). */
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
    let basis;
    if (sigmaV === 0) {
        const binaries = input.singleBuildSuffices ? 1 : 2;
        const builds = { builds: 'none', identicalOutputs: input.deterministicBuild, binaries };
        if (sigmaB === 0) {
            // Nothing varies between processes: keep the executions that ran, lengthen them.
            const executions = Math.max(executionsRun, 2);
            const total = binaries * executions;
            const measurements = sigmaE === 0
                ? COUNT_LIMITS.measurements[0]
                : smallestSufficientCount(sigmaE / total, target, input.confidence, COUNT_LIMITS.measurements, () => total - 1);
            design = { binaries, executions, measurements };
            // With no process level, only the total number of measurements matters; a harness that cannot take that many per process can spread them.
            const spreadOver = measurements > MANY_MEASUREMENTS ? total * measurements : null;
            basis = { ...builds, processes: 'none', executionsPerBuild: executions, measurements, spreadOver };
        }
        else {
            const measurements = sigmaE === 0 ? COUNT_LIMITS.measurements[0] : clamp(Math.sqrt((warmup * sigmaE) / sigmaB), COUNT_LIMITS.measurements);
            const perExecution = sigmaB + sigmaE / measurements;
            const executions = smallestSufficientCount(perExecution, target, input.confidence, [2, COUNT_LIMITS.executions[1] * binaries], (count) => count - 1);
            design = { binaries, executions: Math.ceil(executions / binaries), measurements };
            basis = { ...builds, processes: 'varies', executionsInAll: executions, measurements };
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
        basis =
            sigmaB === 0
                ? { builds: 'varies', binaries, processes: 'none', executionsPerBuild: executions }
                : { builds: 'varies', binaries, processes: 'varies', costsKnown: known };
    }
    const variance = unitVariance(design, sigmaV, sigmaB, sigmaE);
    const df = (d) => (sigmaV === 0 ? d.binaries * d.executions - 1 : 2 * (d.binaries - 1));
    const reachable = detectable(variance, designUnits(design, sigmaV), input.confidence, df(design)) <= target;
    if (!reachable)
        notes.push({ kind: 'unreachable', minEffect: input.minEffect });
    let seconds = null;
    if (known) {
        const secondsOf = (d) => designSeconds(d, input.costs);
        seconds = secondsOf(design);
        if (seconds > CI_JOB_SECONDS) {
            const needed = seconds;
            design = shrinkToFit(design, sigmaV, secondsOf);
            seconds = secondsOf(design);
            const effect = detectable(unitVariance(design, sigmaV, sigmaB, sigmaE), designUnits(design, sigmaV), input.confidence, df(design)) / Math.abs(input.mean);
            notes.push({ kind: 'capped', minEffect: input.minEffect, neededSeconds: needed, jobSeconds: CI_JOB_SECONDS, detects: effect });
        }
    }
    else {
        notes.push({ kind: 'costs-unknown' });
    }
    return { ...design, reasons: [{ kind: 'design-basis', basis, minEffect: input.minEffect }, ...notes], seconds };
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
    let executions = 0;
    let warmupValues = 0;
    const timed = [];
    const buildTimes = [];
    for (const version of versions) {
        for (const binary of version.binaries) {
            if (typeof binary.buildSeconds === 'number')
                buildTimes.push(binary.buildSeconds);
            for (const e of binary.executions) {
                if (e.values.length === 0)
                    continue;
                executions++;
                warmupValues += e.warmup?.length ?? 0;
                if (typeof e.durationMs === 'number' && e.durationMs > 0)
                    timed.push({ ...e, durationMs: e.durationMs });
            }
        }
    }
    const warmupPerExecution = executions === 0 ? 0 : warmupValues / executions;
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

// EXTERNAL MODULE: ./src/stats/warmup.ts
var warmup = __webpack_require__(3195);
;// CONCATENATED MODULE: ./src/analysis/analyze-benchmark.ts










function tryAnalyze(side, record, options, notes) {
    try {
        return (0,analyze_version/* analyzeVersion */.Xr)(side, record[side], options, record.unit);
    }
    catch (error) {
        if (error instanceof insufficient_data/* InsufficientDataError */.y) {
            notes.push({ kind: 'version-not-analysed', side, reason: error instanceof analyze_version/* VersionDataError */.jg ? error.reason : error.message });
            return null;
        }
        throw error;
    }
}
function compare(name, base, head, options, notes) {
    const independent = () => {
        // One build that is not proven deterministic: its executions' spread leaves the build level out (as compareInModel says).
        const singleRandomBuild = (v) => !v.report.deterministicBuild && v.estimate.level === 'execution';
        const prior = options.buildVariancePriors?.[name];
        if (prior !== undefined && (singleRandomBuild(base) || singleRandomBuild(head))) {
            // The known build variance (relative) joins the variance of each such version's mean.
            const withPrior = (v) => singleRandomBuild(v) ? { ...v.estimate, variance: v.estimate.variance + prior * v.estimate.mean ** 2 } : v.estimate;
            return {
                change: (0,relative_change/* compareIndependent */.s2)(withPrior(base), withPrior(head), options.confidence),
                moderation: null,
                buildLevelMissing: false,
                pairedTBlocks: null,
            };
        }
        const { change, spread } = (0,independent_comparison/* compareIndependentSamples */.$D)(base.estimate, head.estimate, options.confidence);
        const buildLevelMissing = singleRandomBuild(base) || singleRandomBuild(head);
        return {
            change,
            moderation: spread && { kind: 'independent', variance: spread.variance, df: spread.df, base: base.estimate, head: head.estimate },
            buildLevelMissing,
            pairedTBlocks: null,
        };
    };
    if (options.design === 'independent')
        return independent();
    // The interleaved paths refuse a ratio from a mean indistinguishable from zero as the independent one does.
    (0,relative_change/* requireMeanClearOfZero */.Lt)('base', base.estimate, options.confidence);
    (0,relative_change/* requireMeanClearOfZero */.Lt)('head', head.estimate, options.confidence);
    if (base.report.level === 'runner' && head.report.level === 'runner') {
        const pairs = (0,pair_blocks/* pairBlocksByRunner */.QZ)(base, head);
        if (pairs.length >= 2)
            return {
                change: (0,relative_change/* comparePaired */.dS)(pairs, base.estimate.mean, head.estimate.mean, options.confidence),
                moderation: null,
                buildLevelMissing: false,
                pairedTBlocks: null,
            };
    }
    else {
        const { pairs, baseMean, headMean } = (0,pair_blocks/* relativePairs */.mD)(base, head);
        if (pairs.length >= 2)
            return compareInModel(pairs, baseMean, headMean, base, head, options, priorFor(options.buildVariancePriors, name));
    }
    if (options.design === 'paired')
        throw new insufficient_data/* InsufficientDataError */.y('design "paired" needs at least 2 blocks with both a base and a head execution');
    if (base.executions.some((e) => e.block !== undefined))
        notes.push({ kind: 'compared-independent' });
    return independent();
}
/**
 * The interleaved comparison model (stats/crossed-model.ts) on the relative scale. A version
 * whose builds are not proven identical carries a build level; it is estimable when some such
 * version has two builds or more, or known from a prior. Otherwise the fit leaves it out and
 * the comparison is marked `buildLevelMissing`.
 */
/** The prior's build variance for a benchmark, if it has one: an own entry only (a benchmark named `constructor` is a name, not Object's). */
function priorFor(priors, name) {
    return priors !== undefined && Object.hasOwn(priors, name) ? priors[name] : undefined;
}
function compareInModel(pairs, baseMean, headMean, base, head, options, prior) {
    if (!(baseMean > 0) || !(headMean > 0)) {
        throw new insufficient_data/* InsufficientDataError */.y(`a relative change needs positive means on both sides (base ${baseMean}, head ${headMean})`);
    }
    const builds = (side) => new Set(pairs.map((p) => (side === 'base' ? p.baseBuild : p.headBuild))).size;
    const baseRandom = !base.report.deterministicBuild;
    const headRandom = !head.report.deterministicBuild;
    const estimable = (baseRandom && builds('base') >= 2) || (headRandom && builds('head') >= 2);
    const buildLevelMissing = (baseRandom || headRandom) && !estimable && prior === undefined;
    const level = {
        baseRandom: baseRandom && !buildLevelMissing,
        headRandom: headRandom && !buildLevelMissing,
        ...(!estimable && prior !== undefined ? { knownVariance: prior } : {}),
    };
    // The log ratio's standard error, linearised at the estimate (each version divided by its
    // own mean: the delta method) and at no change (both divided by the midpoint of the means).
    // The comparison with the weaker evidence (the larger p-value) is reported, so a change is
    // flagged only where both tests reject at the level asked: at most the level of the test at
    // no change, which keeps it under skewed noise (a neighbour's bursts on short processes),
    // and at most the delta method's, which keeps it when a large change also changed the noise
    // (docs/statistics.md, "One scale for both versions").
    const atEstimate = (0,crossed_model/* fitCrossedModel */.cY)(pairs, level);
    const midpoint = (0,pair_blocks/* midpointPairs */.y5)(pairs, baseMean, headMean);
    const atNoChange = (0,crossed_model/* fitCrossedModel */.cY)(midpoint.pairs, level, atEstimate);
    // Δ̂ is the difference of the fitted version means on the fit's scale; beyond the plain
    // difference of the means it carries the GLS correction for unbalanced builds, which goes
    // to the log ratio with slope 1.
    const fromEstimate = (0,relative_change/* relativeChange */.N0)(Math.log(headMean / baseMean) + atEstimate.difference, atEstimate.standardError, atEstimate.df, options.confidence, 'paired');
    // At no change the test is the fit's own t = Δ̂/se on the midpoint scale (the paired t test on
    // the raw differences without a build level); on the log scale the same t gives the standard
    // error, stretched by log ratio / Δ̂ (→ 1 at no change; Δ̂ ≈ 2·tanh(log ratio / 2)).
    const logRatioAtNoChange = Math.log(headMean / baseMean) + atNoChange.difference - (headMean - baseMean) / midpoint.midpoint;
    const stretch = logRatioAtNoChange / atNoChange.difference;
    const fromNoChange = (0,relative_change/* relativeChange */.N0)(logRatioAtNoChange, Number.isFinite(stretch) && stretch > 0 ? atNoChange.standardError * stretch : atNoChange.standardError, atNoChange.df, options.confidence, 'paired');
    const useNoChange = fromNoChange.pValue > fromEstimate.pValue;
    const fit = useNoChange ? atNoChange : atEstimate;
    const change = useNoChange ? fromNoChange : fromEstimate;
    return {
        change,
        moderation: { kind: 'model', variance: change.standardError ** 2 * fit.blocks, df: fit.df, blocks: fit.blocks },
        buildLevelMissing,
        pairedTBlocks: fit.buildLevel ? null : fit.blocks,
        relativeVariances: { build: atEstimate.buildLevel ? atEstimate.variances.build : null, residual: atEstimate.variances.residual },
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
    const sides = ['base', 'head'].flatMap((side) => {
        const files = [...new Set(record[side].binaries.flatMap((b) => (Array.isArray(b.outputDiff) ? b.outputDiff : [])))].filter((f) => typeof f === 'string');
        if (files.length === 0)
            return [];
        return [{ side, files: files.slice(0, 5).map((f) => (f.length > 120 ? `${f.slice(0, 117)}…` : f)), more: files.length > 5 }];
    });
    return sides.length === 0 ? null : { kind: 'builds-differ', sides };
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
        notes: [{ kind: 'scaled-unit', exponent, unit: record.unit }, ...scaled.notes],
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
    let pairedTBlocks = null;
    let recommended = null;
    let relativeVariances;
    // The same number in every process of both versions (a count that never moves): nothing varies, nothing to estimate.
    const identical = base && head ? identicalValue(original) : null;
    // A relative change from exactly 0 is undefined, and more measurements will not define it.
    const undecided = identical === null && base && head && base.report.mean === 0
        ? { kind: 'zero-base-mean', ...(measuredValues(original.base).every((v) => v === 0) ? { baseAllZero: true } : {}) }
        : undefined;
    if (base && head && undecided === undefined && identical === null) {
        try {
            ({ change, moderation, buildLevelMissing, pairedTBlocks, relativeVariances } = compare(record.name, base, head, options, notes));
            if (buildLevelMissing)
                notes.push({ kind: 'build-level-missing' });
        }
        catch (error) {
            if (!(error instanceof insufficient_data/* InsufficientDataError */.y))
                throw error;
            notes.push({ kind: 'not-compared', reason: error.message });
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
    const cut = warmupCutNote(base?.report.warmupCut, head?.report.warmupCut);
    if (cut)
        notes.push(cut);
    const unchecked = options.detectWarmup === false ? null : uncheckedWarmupNote(record);
    if (unchecked)
        notes.push(unchecked);
    for (const version of [base, head]) {
        if (version?.report.deterministicBuild) {
            notes.push({ kind: 'deterministic-build' });
            break;
        }
    }
    return {
        record,
        base: base?.report ?? null,
        head: head?.report ?? null,
        change,
        recommended,
        notes,
        moderation,
        buildLevelMissing,
        pairedTBlocks,
        ...(undecided === undefined ? {} : { undecided }),
        ...(identical === null ? {} : { identicalValue: identical }),
    };
}
/** The values (warm-up not included) of a version's executions that ran and did not fail. */
function measuredValues(version) {
    return version.binaries.flatMap((b) => b.executions.flatMap((e) => (e.failure !== undefined || e.notRun === true ? [] : e.values)));
}
/**
 * The one value every measured value of both versions equals, or null: when base and head each
 * recorded values and all are the same number (`process/major-faults` 0 in every process), the
 * verdict is `unchanged` without an interval.
 *
 * Example: base [0, 0, 0], head [0, 0] → 0; base [0, 0, 1], head [0, 0] → null.
 */
function identicalValue(record) {
    // A walk over the values that stops at the first that differs, with no copy of them (on a
    // suite of millions of values the copies cost more than the model fits).
    let value;
    const seen = [false, false];
    for (const [side, version] of [record.base, record.head].entries()) {
        for (const binary of version.binaries) {
            for (const execution of binary.executions) {
                if (execution.failure !== undefined || execution.notRun === true)
                    continue;
                for (const v of execution.values) {
                    value ??= v;
                    if (v !== value)
                        return null;
                    seen[side] = true;
                }
            }
        }
    }
    return value !== undefined && seen[0] && seen[1] ? value : null;
}
/**
 * Executions too short for the warm-up detection (MSER-5 needs 4 batches of 5 values) and
 * recorded without a warm-up split: a slow start in them stays in their means, widening the
 * interval and, if head warms up differently, counting as a change. Said once per benchmark.
 * One value per process (`format: process`, libtest) has no warm-up to find: not counted.
 */
function uncheckedWarmupNote(record) {
    // Counted in loops: this runs for every benchmark of a suite.
    let measured = 0;
    let short = 0;
    for (const version of [record.base, record.head]) {
        for (const binary of version.binaries) {
            for (const e of binary.executions) {
                if (e.failure !== undefined || e.notRun === true || e.values.length === 0)
                    continue;
                measured++;
                if (e.warmup === undefined && e.values.length > 1 && e.values.length < warmup/* MIN_WARMUP_SERIES */.q)
                    short++;
            }
        }
    }
    if (short === 0)
        return null;
    return { kind: 'warmup-unchecked', short, measured, minValues: warmup/* MIN_WARMUP_SERIES */.q };
}
/**
 * What the warm-up detection cut from executions recorded without a split (a raw results
 * file): in how many executions, and how far it moved their means at most, so a reader can
 * tell a real warm-up (a large move in most executions) from a rare cut. Said once per benchmark.
 */
function warmupCutNote(base, head) {
    if (!base && !head)
        return null;
    const sides = [
        ['base', base],
        ['head', head],
    ];
    const cuts = sides.flatMap(([side, cut]) => (cut ? [{ side, executions: cut.executions, of: cut.of }] : []));
    return { kind: 'warmup-cut', cuts, largestShift: Math.max(base?.largestShift ?? 0, head?.largestShift ?? 0) };
}


/***/ }),

/***/ 657:
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
// EXTERNAL MODULE: ./src/analysis/moderate-suite.ts
var moderate_suite = __webpack_require__(7480);
// EXTERNAL MODULE: ./src/analysis/history-prior.ts
var history_prior = __webpack_require__(427);
// EXTERNAL MODULE: ./src/config/benchmark-policy.ts
var benchmark_policy = __webpack_require__(6848);
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
    return { kind: 'not-measured', reason: entry.reason };
}

// EXTERNAL MODULE: ./src/analysis/decide.ts + 1 modules
var decide = __webpack_require__(5538);
// EXTERNAL MODULE: ./src/analysis/suite-report.ts
var suite_report = __webpack_require__(3741);
// EXTERNAL MODULE: ./src/util/get-known.ts
var get_known = __webpack_require__(2774);
;// CONCATENATED MODULE: ./src/analysis/analyze-results.ts










function analyzeResults(results, options, policies = (0,benchmark_policy/* benchmarkPolicies */.mf)(options), looks) {
    const ignored = [];
    const apart = [];
    const analyses = results.benchmarks.flatMap((record) => {
        const policy = policies.of(record.name);
        if (policy.gate === 'ignore') {
            if (policy.apart === true)
                apart.push(record);
            else
                ignored.push(record.name);
            return [];
        }
        const analysis = (0,analyze_benchmark/* analyzeBenchmark */.U)(record, { ...options, minEffect: policy.minEffect });
        return [{ ...analysis, gate: policy.gate, minEffect: policy.minEffect }];
    });
    // The comparisons' own noise, for the history (before any prior moderates it).
    const noise = new Map(analyses.map((a) => [a.record.name, (0,history_prior/* noiseOf */.YN)(a)]));
    // A benchmark's own history first (history-prior.ts); the suite's prior moderates the rest.
    const withHistory = (0,history_prior/* applyHistoryPriors */.Ce)(analyses, options.historyPriors, options.confidence);
    const moderated = options.moderate ? (0,moderate_suite/* moderateSuite */.A)(withHistory, options.confidence) : withHistory;
    const priorDf = new Map(moderated.map((a) => [a, a.priorDf]));
    const compared = moderated.flatMap((analysis) => (analysis.change === null ? [] : [{ analysis, pValue: analysis.change.pValue }]));
    const adjusted = (0,multiple_testing/* adjustPValues */.uA)(compared.map((c) => c.pValue), options.correction);
    const adjustedByAnalysis = new Map(compared.map((c, i) => [c.analysis, adjusted[i]]));
    const benchmarks = moderated.map((analysis) => {
        const { record, base, head, change, recommended } = analysis;
        const notes = analysis.notes.slice();
        const { gate, minEffect } = analysis;
        const own = noise.get(record.name) ?? null;
        const common = {
            name: record.name,
            unit: record.unit,
            better: record.better,
            gate,
            minEffect,
            base,
            head,
            recommended,
            ...(own === null ? {} : { noise: own }),
            ...(analysis.historyPrior === undefined ? {} : { historyPrior: analysis.historyPrior }),
        };
        const look = looks?.get(record.name);
        // The same number in every process of both versions: unchanged, with no interval to show.
        if (analysis.identicalValue !== undefined) {
            const decision = (0,decide/* decide */.LD)({ source: { kind: 'identical-values' } });
            return {
                ...common,
                delta: null,
                verdict: decision.verdict,
                changeDetected: decision.changeDetected,
                notes,
                verdictSource: { kind: 'identical-values', value: analysis.identicalValue },
            };
        }
        // A change from exactly 0: Δ in the benchmark's unit, decided whatever a look or more data would say.
        const fromZero = analysis.undecided?.kind === 'zero-base-mean' ? (0,decide/* decideFromZero */.n8)(record, record.better) : null;
        if (fromZero !== null)
            return { ...common, delta: null, verdict: fromZero.verdict, changeDetected: fromZero.changeDetected, notes, verdictSource: fromZero.source };
        if (!change || !base || !head) {
            // Nothing the fixed analysis could compare: an adaptive run's look decided, or nothing did.
            const decision = look?.decision ?? (0,decide/* decide */.LD)({ source: { kind: 'not-measured' } });
            return {
                ...common,
                delta: look === undefined ? null : lookDelta(look, options),
                verdict: decision.verdict,
                changeDetected: decision.changeDetected,
                notes,
                ...(analysis.undecided ? { undecided: analysis.undecided } : {}),
            };
        }
        const pAdjusted = (0,get_known/* getKnown */.q)(adjustedByAnalysis, analysis);
        const ciLevel = decisionLevel(options.confidence, change.pValue, pAdjusted);
        const ci = ciLevel === options.confidence ? change.ci : (0,relative_change/* relativeChange */.N0)(change.logRatio, change.standardError, change.df, ciLevel, change.design).ci;
        const prior = priorDf.get(analysis);
        const fixed = {
            relative: change.relative,
            ci,
            pValue: change.pValue,
            pAdjusted,
            design: change.design,
            df: change.df,
            ciLevel,
            ...(prior === undefined ? {} : { priorDf: prior }),
        };
        if (look !== undefined) {
            const { decision } = look;
            return { ...common, delta: lookDelta(look, options) ?? fixed, verdict: decision.verdict, changeDetected: decision.changeDetected, notes };
        }
        const decision = (0,decide/* decide */.LD)({
            relative: change.relative,
            ci,
            better: record.better,
            minEffect,
            source: { kind: 'fixed', rule: options.rule, baseCi: base.ci, headCi: head.ci },
            buildLevelMissing: analysis.buildLevelMissing,
        });
        return {
            ...common,
            delta: fixed,
            verdict: decision.verdict,
            changeDetected: decision.changeDetected,
            notes,
            ...(decision.note === null ? {} : { verdictNote: decision.note }),
        };
    });
    // Benchmarks a missing or failed shard did not measure: inconclusive, never silently passed.
    const recorded = new Set(results.benchmarks.map((record) => record.name));
    for (const entry of notMeasuredBenchmarks(results).values()) {
        if (recorded.has(entry.name))
            continue;
        const row = (0,decide/* intervalFreeRow */.ml)({ name: entry.name, unit: entry.unit ?? '', better: entry.better ?? 'lower' }, decide/* UNDECIDED */.Cz, policies.of(entry.name), {
            notes: [notMeasuredNote(entry)],
        });
        if (row === null)
            ignored.push(entry.name);
        else
            benchmarks.push(row);
    }
    return (0,suite_report/* suiteReport */.n)(results, options, benchmarks, ignored, apart.length === 0 ? undefined : analyzeApart(results, apart, options));
}
/**
 * The process metrics no policy names (benchmark-policy.ts `apart`), analysed as a family of
 * their own by the fixed analysis, report-only: their p-values are adjusted among themselves,
 * and neither they nor their verdicts touch the suite's (its correction, summary and verdict).
 * Each metric's variance is its own (no moderation across metrics of different kinds); an
 * adaptive run never looked at them, so the fixed interval is theirs.
 */
function analyzeApart(results, records, options) {
    const { notMeasured: _notMeasured, ...meta } = results.meta ?? {};
    const family = { version: results.version, benchmarks: records, meta };
    // Each name is its own policy: a process metric's name has no glob characters, and a policy naming it applies (globNamesMetric).
    const own = { ...options, policies: records.map((record) => ({ match: record.name, gate: 'report' })), moderate: false, historyPriors: {} };
    return analyzeResults(family, own, (0,benchmark_policy/* benchmarkPolicies */.mf)(own)).benchmarks;
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
/**
 * A look's Δ as the report shows it: the look's repeated confidence interval, with
 * `pAdjusted` = p·α/level, below α exactly when that interval excludes 0. Null when the look
 * had no interval (the fixed Δ is shown).
 */
function lookDelta(look, options) {
    const { change, level } = look;
    if (change === null)
        return null;
    const alpha = 1 - options.confidence;
    return {
        relative: change.relative,
        ci: change.ci,
        pValue: change.pValue,
        pAdjusted: Math.min(1, (change.pValue * alpha) / level),
        design: change.design,
        df: change.df,
        ciLevel: 1 - level,
    };
}


/***/ }),

/***/ 3878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AW: () => (/* binding */ SOURCE_HASH_PREFIX),
  jg: () => (/* binding */ VersionDataError),
  Xr: () => (/* binding */ analyzeVersion)
});

// UNUSED EXPORTS: isDeterministicBuild

// EXTERNAL MODULE: ./src/stats/autocorrelation.ts
var autocorrelation = __webpack_require__(7014);
// EXTERNAL MODULE: ./src/util/get-known.ts
var get_known = __webpack_require__(2774);
;// CONCATENATED MODULE: ./src/stats/nested-moments.ts

function meanSquare(sumOfSquares, df) {
    return { sumOfSquares, df, meanSquare: df > 0 ? sumOfSquares / df : null };
}
/**
 * `groupingLevels`, the length of every path, is taken from the data when not given (0 when
 * no execution has measurements). Executions without measurements are left out.
 */
function nestedMoments(executions, groupingLevels) {
    const used = executions.filter((e) => e.summary.count > 0);
    const depth = groupingLevels ?? (used.length > 0 ? used[0].path.length : 0);
    if (used.some((e) => e.path.length !== depth))
        throw new RangeError('nestedMoments: every execution needs a path of the same length');
    const levelCount = depth + 1; // grouping levels, then the execution level
    const keyAt = (e, index, level) => (level === depth ? `${e.path.join('/')}#${index}` : e.path.slice(0, level + 1).join('/'));
    const parentKey = (e, index, level) => (level === 0 ? '' : keyAt(e, index, level - 1));
    // Units of each level with their counts and sums, and the root (its sum is the sum of the
    // top level's sums, added below).
    const units = Array.from({ length: levelCount }, () => new Map());
    const root = { count: 0, sum: 0, parent: '', squares: new Array(levelCount).fill(0) };
    let ssWithin = 0;
    used.forEach((e, i) => {
        const { count, mean, sumOfSquares } = e.summary;
        root.count += count;
        ssWithin += sumOfSquares;
        for (let level = 0; level < levelCount; level++) {
            const key = keyAt(e, i, level);
            let unit = units[level].get(key);
            if (!unit)
                units[level].set(key, (unit = { count: 0, sum: 0, parent: parentKey(e, i, level), squares: new Array(levelCount).fill(0) }));
            unit.count += count;
            unit.sum += count * mean;
            if (level === depth)
                unit.mean = mean;
        }
    });
    for (const unit of units[0].values())
        root.sum += unit.sum;
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
    const unitMean = (unit) => unit.mean ?? unit.sum / unit.count;
    const parentOf = (level, unit) => (level === 0 ? root : (0,get_known/* getKnown */.q)(units[level - 1], unit.parent));
    const levels = [];
    const coefficients = [];
    for (let level = 0; level < levelCount; level++) {
        let ss = 0;
        for (const unit of units[level].values())
            ss += unit.count * (unitMean(unit) - unitMean(parentOf(level, unit))) ** 2;
        const parents = level === 0 ? [root] : [...units[level - 1].values()];
        const df = units[level].size - parents.length;
        levels.push(meanSquare(ss, df));
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
    const measurement = meanSquare(ssWithin, root.count - used.length);
    const untruncated = solveMoments(levels, coefficients, measurement.meanSquare);
    untruncated.push(measurement.meanSquare);
    const components = untruncated.map((value) => (value === null ? null : Math.max(0, value)));
    return { levels, measurement, coefficients, untruncated, components };
}
/**
 * The method-of-moments equations E[MS_L] = σ_E² + Σ_{c ≥ L} K[L][c]·σ_c², solved from the
 * bottom level up without bias and without truncation, for the grouping and execution levels
 * (`levels` and `coefficients` as in NestedMoments) and a measurement mean square (σ_E², or
 * an effective one: dependent-components.ts). A level without degrees of freedom gets null.
 */
function solveMoments(levels, coefficients, measurement) {
    const levelCount = levels.length;
    const untruncated = new Array(levelCount).fill(null);
    for (let level = levelCount - 1; level >= 0; level--) {
        const ms = levels[level].meanSquare;
        const own = coefficients[level][level];
        if (ms === null || own === null || own === 0)
            continue;
        let rest = ms - (measurement ?? 0);
        for (let c = level + 1; c < levelCount; c++)
            rest -= (coefficients[level][c] ?? 0) * (untruncated[c] ?? 0);
        untruncated[level] = rest / own;
    }
    return untruncated;
}

;// CONCATENATED MODULE: ./src/stats/variance-components.ts

/**
 * Three-level nested random-effects model Y = μ + v_k + b_kj + e_kji (binary, execution,
 * measurement), fitted by the method of moments on the sequential mean squares of the
 * nested ANOVA (`aov(y ~ binary/execution)` in R).
 *
 * Unbalanced data use the expected-mean-square coefficients of Searle, Casella & McCulloch
 * (Variance Components, §4.7):
 *   E[MS_E] = σ_E²
 *   E[MS_B] = σ_E² + k1·σ_B²,            k1 = (N − Σ_k Σ_j n_kj²/n_k) / df_B
 *   E[MS_V] = σ_E² + k2·σ_B² + k3·σ_V²,  k2 = (Σ_k Σ_j n_kj²/n_k − Σ_kj n_kj²/N) / df_V,
 *                                         k3 = (N − Σ_k n_k²/N) / df_V
 * (balanced: k1 = k2 = n, k3 = m·n). The system is solved unbiasedly and each component is
 * then truncated at zero. A level that has no degrees of freedom is not estimable: its
 * component is `null` (one binary: no binary level; one execution per binary: no execution level).
 * Executions without measurements, and binaries left without any, are left out.
 *
 * The same sums as `nestedMoments` (nested-moments.ts) with one grouping level, in the same
 * order, so the same numbers to the last bit; written out over arrays here, as this runs for
 * every version of every benchmark and the general form builds string keys per execution.
 * k1 is the execution level's own coefficient, k2 and k3 the binary level's for the execution
 * and the binary component.
 */
function nestedAnova(binaries) {
    // Per binary with measurements: its count, Σ n·ȳ, Σ n², in the order the executions come.
    const counts = [];
    const sums = [];
    const squares = [];
    let total = 0;
    let executions = 0;
    let ssWithin = 0;
    let squaresOfExecutions = 0;
    for (const summaries of binaries) {
        let count = 0;
        let sum = 0;
        let executionSquares = 0;
        const start = executions;
        for (const summary of summaries) {
            if (!(summary.count > 0))
                continue;
            const n = summary.count;
            total += n;
            ssWithin += summary.sumOfSquares;
            count += n;
            sum += n * summary.mean;
            executionSquares += n ** 2;
            squaresOfExecutions += n ** 2;
            executions++;
        }
        if (executions === start)
            continue;
        counts.push(count);
        sums.push(sum);
        squares.push(executionSquares);
    }
    const groups = counts.length;
    let grandSum = 0;
    for (let k = 0; k < groups; k++)
        grandSum += sums[k];
    const grandMean = grandSum / total;
    let squaresOfBinaries = 0;
    for (let k = 0; k < groups; k++)
        squaresOfBinaries += counts[k] ** 2;
    // The binary level: between binaries, against the grand mean.
    let ssBinary = 0;
    for (let k = 0; k < groups; k++)
        ssBinary += counts[k] * (sums[k] / counts[k] - grandMean) ** 2;
    const dfBinary = groups - 1;
    let k3 = null;
    let k2 = null;
    if (dfBinary > 0) {
        let within = 0;
        for (let k = 0; k < groups; k++)
            within += counts[k] ** 2 / counts[k];
        k3 = (within - squaresOfBinaries / total) / dfBinary;
        within = 0;
        for (let k = 0; k < groups; k++)
            within += squares[k] / counts[k];
        k2 = (within - squaresOfExecutions / total) / dfBinary;
    }
    // The execution level: between executions, against their binary's mean.
    let ssExecution = 0;
    let withinExecutions = 0;
    let group = -1;
    for (const summaries of binaries) {
        let opened = false;
        for (const summary of summaries) {
            if (!(summary.count > 0))
                continue;
            if (!opened) {
                opened = true;
                group++;
            }
            const n = summary.count;
            ssExecution += n * (summary.mean - sums[group] / counts[group]) ** 2;
            withinExecutions += n ** 2 / n;
        }
    }
    const dfExecution = executions - groups;
    let k1 = null;
    if (dfExecution > 0) {
        let between = 0;
        for (let g = 0; g < groups; g++)
            between += squares[g] / counts[g];
        k1 = (withinExecutions - between) / dfExecution;
    }
    const binary = meanSquare(ssBinary, dfBinary);
    const execution = meanSquare(ssExecution, dfExecution);
    const measurement = meanSquare(ssWithin, total - executions);
    const [sigmaV, sigmaB] = solveMoments([binary, execution], [
        [k3, k2],
        [null, k1],
    ], measurement.meanSquare);
    const sigmaE = measurement.meanSquare;
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
    // The same equations as nestedAnova's, with MS_E* in place of MS_E.
    const [sigmaV, sigmaB] = solveMoments([anova.binary, anova.execution], [
        [k3, k2],
        [null, k1],
    ], effective);
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
    const high = (0,distributions/* fQuantile */.sv)(tail, upper.df, child.df);
    const low = (0,distributions/* fQuantile */.sv)(1 - tail, upper.df, child.df);
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
 * `anova` is `dependentAnova(binaries, dependence)` when the caller has it already.
 */
function impactFactors(binaries, options) {
    const nonEmpty = (0,execution_summary/* nonEmptyBinaries */.Qz)(binaries);
    const executions = nonEmpty.flat();
    const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
    // nestedAnova leaves out the empty executions and binaries itself: the same as on nonEmpty.
    const { anova, components, effectiveMeasurement, marginalMeasurement, inflation } = options.anova ?? dependentAnova(nonEmpty, options.dependence);
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
    const nonEmpty = (0,execution_summary/* nonEmptyBinaries */.Qz)(binaries);
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

// EXTERNAL MODULE: ./src/stats/execution-location.ts + 1 modules
var execution_location = __webpack_require__(5617);
// EXTERNAL MODULE: ./src/stats/warmup.ts
var warmup = __webpack_require__(3195);
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
/** |mean(all) / mean(kept) − 1|: how far cutting moved an execution's mean. */
function relativeShift(all, kept) {
    const average = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
    return Math.abs(average(all) / average(kept) - 1);
}
/** A version's data cannot be analysed: `reason` without the side, the message with it (`head: …`). */
class VersionDataError extends insufficient_data/* InsufficientDataError */.y {
    side;
    reason;
    constructor(side, reason) {
        super(`${side}: ${reason}`);
        this.side = side;
        this.reason = reason;
    }
}
/** `unit` only words the note of a version with a single execution. */
function analyzeVersion(side, version, options, unit) {
    // Executions an early stop left unrun are neither measurements nor failures.
    const all = version.binaries.flatMap((b) => b.executions).filter((e) => e.notRun !== true);
    const failed = all.filter((e) => e.failure !== undefined || e.values.length === 0).length;
    if (all.length === 0)
        throw new VersionDataError(side, 'no executions recorded');
    if (failed / all.length > options.maxFailureShare) {
        throw new VersionDataError(side, `${failed} of ${all.length} executions failed (more than ${Math.round(options.maxFailureShare * 100)} %); not analysed on the survivors`);
    }
    const executions = [];
    // Each execution's values are read once, for its summary and the dependence statistics.
    const moments = [];
    let detectedWarmup = 0;
    let cutExecutions = 0;
    let largestShift = 0;
    const summaries = [];
    for (let k = 0; k < version.binaries.length; k++) {
        const binary = version.binaries[k];
        const ofBinary = [];
        for (const e of binary.executions) {
            if (e.failure !== undefined || e.values.length === 0)
                continue;
            const values = steadyState(e, options.detectWarmup !== false);
            if (values.length < e.values.length) {
                detectedWarmup += e.values.length - values.length;
                cutExecutions++;
                largestShift = Math.max(largestShift, relativeShift(e.values, values));
            }
            const center = (0,execution_location/* executionLocation */.mj)(values, options.estimator);
            const measured = (0,execution_moments/* executionMoments */.y)(values);
            const summary = (0,execution_summary/* summaryOfMoments */.Bj)(measured, values, center);
            moments.push(measured);
            executions.push(binary.runner === undefined
                ? { binary: k, block: e.block, mean: summary.mean }
                : { binary: k, runner: binary.runner, block: e.block, mean: summary.mean });
            ofBinary.push(summary);
        }
        summaries.push(ofBinary);
    }
    const usable = summaries.flat();
    if (usable.length === 1) {
        // One execution still has a mean; what it lacks is any spread between processes.
        const [only] = usable;
        throw new VersionDataError(side, `mean ${(0,format_numbers/* formatSignificant */.bf)(only.mean, 4)}${unit ? ` ${unit}` : ''} from its one execution (${only.count} measurements), no interval: one execution gives no estimate of process-to-process variation: run at least 2 executions`);
    }
    const deterministicBuild = isDeterministicBuild(version.binaries);
    const runners = groupByRunner(version.binaries, summaries);
    const model = runners
        ? fourLevel(runners, deterministicBuild, options)
        : threeLevel(summaries, deterministicBuild, (0,within_dependence/* withinDependenceOfMoments */.ht)(moments), options);
    const { estimate } = model;
    const report = {
        mean: estimate.mean,
        ci: meanInterval(estimate, options.confidence),
        level: estimate.level,
        df: estimate.df,
        components: model.components,
        counts: {
            binaries: summaries.filter((b) => b.length > 0).length,
            executions: usable.length,
            measurements: usable.reduce((sum, e) => sum + e.count, 0),
            failedExecutions: failed,
            warmupMeasurements: all.reduce((sum, e) => sum + (e.warmup?.length ?? 0), 0) + detectedWarmup,
        },
        impact: model.impact,
        ...(runners ? { runners: runners.ids.length } : {}),
        paper: kaliberaInterval(summaries, options.confidence),
        deterministicBuild,
        lag1: (0,autocorrelation/* meanLag1OfMoments */.Zh)(moments),
        ...(cutExecutions > 0 ? { warmupCut: { executions: cutExecutions, of: usable.length, largestShift } } : {}),
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
    const anova = dependentAnova(grouped, dependence);
    const { components } = anova;
    return {
        estimate: hierarchicalMean(summaries.map((b) => b.map((e) => e.mean)), deterministicBuild),
        components: deterministicBuild ? { ...components, binary: 0 } : components,
        impact: impactFactors(grouped, { confidence: options.confidence, dependence, anova }),
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

/***/ 9671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L5: () => (/* binding */ budgetPercent),
/* harmony export */   NY: () => (/* binding */ budgetFailureMessage),
/* harmony export */   bo: () => (/* binding */ checkAnchorBudget)
/* harmony export */ });
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2850);

/** The drift against a budget (`AnchorBudgetCheck`). */
function checkAnchorBudget(drift, budget) {
    const status = drift.ci[0] > budget ? 'exceeded' : drift.ci[1] > budget ? 'may-exceed' : 'within';
    return { budget, status };
}
const pct = (x) => (0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(x);
const budgetPercent = (budget) => `${Number((budget * 100).toPrecision(6))} %`;
/** The check's failure message when the drift exceeds the budget (plain text, for the log, the check and the CLI). */
function budgetFailureMessage(source, check) {
    const d = source.drift;
    const drift = `${pct(d.worse)} (${Math.round(d.level * 100)} % CI [${pct(d.ci[0])}, ${pct(d.ci[1])}])`;
    return `the drift since the anchor ${source.ref} is ${drift}, wholly above the anchor-budget of at most ${budgetPercent(check.budget)} slower`;
}


/***/ }),

/***/ 5538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U7: () => (/* binding */ IDENTICAL_INPUTS),
  Cz: () => (/* binding */ UNDECIDED),
  hb: () => (/* binding */ anchorBudgetCheck),
  LD: () => (/* binding */ decide),
  n8: () => (/* reexport */ decideFromZero),
  ml: () => (/* binding */ intervalFreeRow),
  rn: () => (/* binding */ suiteOutcome),
  eh: () => (/* binding */ summarize)
});

// UNUSED EXPORTS: anchorBudgetFailure, readInterval

// EXTERNAL MODULE: ./src/analysis/measurement-failure.ts
var measurement_failure = __webpack_require__(4001);
// EXTERNAL MODULE: ./src/analysis/missing-shards.ts
var missing_shards = __webpack_require__(1698);
// EXTERNAL MODULE: ./src/analysis/anchor-budget.ts
var anchor_budget = __webpack_require__(9671);
;// CONCATENATED MODULE: ./src/analysis/decide-from-zero.ts
/** The mean of each execution that ran and did not fail. */
function executionMeans(version) {
    return version.binaries.flatMap((b) => b.executions.flatMap((e) => e.failure !== undefined || e.notRun === true || e.values.length === 0 ? [] : [e.values.reduce((s, v) => s + v, 0) / e.values.length]));
}
/**
 * The decision for a change from exactly zero, or null when the record is not one: every
 * value base recorded is 0 and every process of head has a mean on the same side of 0 (a count
 * that base never incurs and head incurs in every process). Such a change is decided without an
 * interval, whatever min-effect says (a relative min-effect is undefined from zero): a
 * regression when it goes the worse way for `better`, an improvement otherwise. When some of
 * head's processes recorded 0 too, the record is not one (null): the benchmark stays undecided
 * (`zero-base-mean`). Identical zeros on both sides are decided before this (`identical-values`).
 *
 * Example: base [0, 0, 0], head execution means [3, 4, 5], better lower → regression, change 4.
 */
function decideFromZero(record, better) {
    const base = record.base.binaries.flatMap((b) => b.executions.flatMap((e) => (e.failure !== undefined || e.notRun === true ? [] : e.values)));
    const head = executionMeans(record.head);
    if (base.length === 0 || head.length === 0 || base.some((v) => v !== 0))
        return null;
    const up = head.every((m) => m > 0);
    if (!up && !head.every((m) => m < 0))
        return null;
    const change = head.reduce((s, m) => s + m, 0) / head.length;
    const worse = better === 'lower' ? up : !up;
    return { verdict: worse ? 'regression' : 'improvement', changeDetected: true, source: { kind: 'from-zero', change } };
}

;// CONCATENATED MODULE: ./src/analysis/decide.ts



// A change from exactly zero, decided without an interval (decide-from-zero.ts).

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
const decision = (verdict, changeDetected = false) => ({ verdict, changeDetected, note: null });
/** No interval to read (a look without one yet, a benchmark that could not be compared): not decided. */
const UNDECIDED = decide({ source: { kind: 'not-measured' } });
/** A run whose versions read byte-identical inputs (src/proof/): unchanged without an interval. */
const IDENTICAL_INPUTS = decide({ source: { kind: 'identical-inputs' } });
/**
 * The row of a benchmark decided without an interval (UNDECIDED, IDENTICAL_INPUTS): no means,
 * no Δ; null when an `ignore` policy leaves it out of the report.
 */
function intervalFreeRow(benchmark, decision, policy, extra) {
    if (policy.gate === 'ignore')
        return null;
    return {
        name: benchmark.name,
        unit: benchmark.unit,
        better: benchmark.better,
        gate: policy.gate,
        minEffect: policy.minEffect,
        base: null,
        head: null,
        recommended: null,
        delta: null,
        verdict: decision.verdict,
        changeDetected: decision.changeDetected,
        ...extra,
    };
}
/**
 * The verdict a source gives (DecisionSource). An interval gives CHANGE DETECTED (regression or
 * improvement, by `better`) when it excludes 0 and reaches min-effect (readInterval);
 * `unchanged` when it lies inside ±min-effect; otherwise `inconclusive` (at a look: not yet).
 * The fixed design says why in a note.
 */
function decide(input) {
    switch (input.source.kind) {
        case 'identical-values':
        case 'identical-inputs':
            return decision('unchanged');
        case 'not-measured':
            return decision('inconclusive');
        case 'anchor-budget': {
            const { status } = input.source.check;
            return status === 'exceeded' ? decision('regression', true) : status === 'within' ? decision('unchanged') : decision('inconclusive');
        }
        default:
            return decideInterval(input);
    }
}
function decideInterval(input) {
    if (input.buildLevelMissing)
        return UNDECIDED;
    const { source } = input;
    const excludesZero = source.kind === 'fixed' && source.rule === 'overlap'
        ? source.headCi[0] > source.baseCi[1] || source.headCi[1] < source.baseCi[0]
        : input.ci[0] > 0 || input.ci[1] < 0;
    const reading = readInterval(input.ci, input.minEffect, excludesZero);
    if (reading === 'change') {
        const worse = input.better === 'lower' ? input.relative > 0 : input.relative < 0;
        return { verdict: worse ? 'regression' : 'improvement', changeDetected: true, note: null };
    }
    if (source.kind === 'look')
        return reading === 'unchanged' ? decision('unchanged') : UNDECIDED;
    if (reading === 'unchanged') {
        const note = excludesZero ? { kind: 'significant-inside-min-effect', relative: input.relative, minEffect: input.minEffect } : null;
        return { verdict: 'unchanged', changeDetected: false, note };
    }
    return { verdict: 'inconclusive', changeDetected: false, note: { kind: 'cannot-tell', rule: source.rule, ci: input.ci, minEffect: input.minEffect } };
}
/** The suite's counts of each verdict, read off the benchmarks' decisions. */
function summarize(benchmarks) {
    const count = (verdict) => benchmarks.filter((b) => b.verdict === verdict).length;
    return {
        regressions: count('regression'),
        gatingRegressions: benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').length,
        improvements: count('improvement'),
        unchanged: count('unchanged'),
        inconclusive: count('inconclusive'),
    };
}
/**
 * Why a trend run's drift since its anchor fails it: the drift lies wholly above the budget
 * (`exceeded`); null otherwise. The same for the action's check and `benchgate history trend`.
 */
function anchorBudgetFailure(source) {
    if (source == null || decide({ source: { kind: 'anchor-budget', check: source.check } }).verdict !== 'regression')
        return null;
    return (0,anchor_budget/* budgetFailureMessage */.NY)(source, source.check);
}
/** The suite's outcome, read off the benchmarks' verdicts and the gate's inputs: the one place the run's result is decided. */
function suiteOutcome(report, input) {
    const { summary, benchmarks } = report;
    const incompleteFails = input.incomplete != null && input.incomplete.shards.length > 0;
    const budgetFails = input.decides !== false && anchorBudgetFailure(input.anchorBudget) !== null;
    const verdict = summary.gatingRegressions > 0 || budgetFails
        ? 'regression'
        : benchmarks.length === 0 || summary.inconclusive > 0
            ? 'inconclusive'
            : summary.improvements > 0
                ? 'improvement'
                : 'unchanged';
    const headline = input.failures.length > 0
        ? 'not-measured'
        : incompleteFails
            ? 'incomplete'
            : summary.regressions > 0
                ? 'regression'
                : summary.inconclusive > 0 || benchmarks.length === 0
                    ? 'undecided'
                    : summary.improvements > 0
                        ? 'improvement'
                        : 'unchanged';
    const undecided = input.failures.length > 0 || incompleteFails || budgetFails || summary.gatingRegressions > 0 || (summary.inconclusive === 0 && benchmarks.length > 0)
        ? null
        : { names: benchmarks.filter((b) => b.verdict === 'inconclusive').map((b) => b.name) };
    const check = input.decides === false ? { outcome: 'pass', message: null } : gateCheck(report, input);
    return { verdict, headline, check, undecided };
}
function gateCheck(report, input) {
    if (input.failures.length > 0)
        return { outcome: 'failure', message: (0,measurement_failure/* measurementFailureMessage */.a)([...input.failures]) };
    const names = report.benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').map((b) => b.name);
    const regression = report.summary.gatingRegressions > 0 && input.failOnRegression && !input.accepted
        ? `performance regression in ${names.length} benchmark${names.length > 1 ? 's' : ''}: ${names.join(', ')}`
        : null;
    if (input.incomplete && input.incomplete.shards.length > 0) {
        // The accept label accepts a measured regression, never a shard that did not deliver.
        return { outcome: 'failure', message: `${(0,missing_shards/* incompleteRunMessage */.lS)(input.incomplete)}${regression === null ? '' : `; and ${regression}`}` };
    }
    if (regression !== null)
        return { outcome: 'regression', message: regression };
    return anchorBudgetCheck(input.anchorBudget);
}
/** The check of a trend alone (`benchgate history trend`), as a trend run's: `regression` when the drift since the anchor lies wholly above its budget. */
function anchorBudgetCheck(source) {
    const budget = anchorBudgetFailure(source);
    return budget === null ? { outcome: 'pass', message: null } : { outcome: 'regression', message: budget };
}


/***/ }),

/***/ 4001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ measurementFailureMessage),
/* harmony export */   s: () => (/* binding */ measurementFailures)
/* harmony export */ });
/* harmony import */ var _parsers_process_metric_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4035);
/* harmony import */ var _results_results_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(674);
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2850);
/* harmony import */ var _config_benchmark_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6848);
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8762);





/**
 * The versions that could not be measured, in the order base, head; empty when both were.
 * One rule for the CLI (exit 3) and the action (a failed check): a gate that could not measure
 * cannot pass. A version could not be measured when
 * - no benchmark was reported at all (both versions: the benchmark command printed nothing readable),
 * - none of its executions produced a measurement in any benchmark (all failed, timed out or printed nothing),
 * - more of its executions failed than `max-failure-share` allows (`meta.failureShareExceeded`,
 *   or that of any shard of a merged run in `meta.merge.inputs[]`),
 * - a benchmark it reported (not a count measured on request, `process/instructions`) was
 *   measured in at most half of its executions (processes) that ran:
 *   a line no longer printed, a unit flip. Such a benchmark says as little as a version whose
 *   processes failed that often. A benchmark a version never reported (added or removed by the
 *   change) is that benchmark's inconclusive, not a failure.
 * A failed base counts as well as a failed head: without base there is nothing to compare against.
 *
 * `meta` may come from another job's artifact: only values of the checked types are used, and
 * reasons quote nothing from it but the recorded failure messages and numbers.
 */
function measurementFailures(recorded) {
    // A version is measured by the suite's benchmarks: the metrics of its processes (process/cpu, …)
    // exist whenever a process exited, also when the harness's output gave nothing usable.
    const results = { ...recorded, benchmarks: recorded.benchmarks.filter((b) => (0,_parsers_process_metric_names_js__WEBPACK_IMPORTED_MODULE_2__/* .processMetricOf */ .P_)(b.name) === null) };
    const meta = results.meta ?? {};
    const nothingReported = results.benchmarks.length === 0 && notMeasuredCount(meta) === 0;
    const failures = [];
    const cutShort = [];
    for (const side of _results_results_format_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION_SIDES */ .Co) {
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
    const unreadable = unreadableFormat(meta);
    if (unreadable !== null)
        return unreadable;
    // No execution failed, but what they printed was unusable (e.g. a benchmark in another unit than base's).
    const noneFailed = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(meta.failedExecutions) && meta.failedExecutions[side] === 0;
    if (first === undefined && noneFailed && recordFailure !== undefined)
        return `no ${side} execution gave a usable measurement; the first: ${recordFailure}`;
    const failed = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(meta.failedExecutions) ? meta.failedExecutions[side] : undefined;
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
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(stopped) || stopped.reason !== 'budget' || stopped.blocks !== 0)
        return null;
    const seconds = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? `${Math.round(value)} s` : null);
    const budget = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(meta.plan) ? seconds(meta.plan.budgetSeconds) : null;
    const builds = seconds(meta.buildSeconds);
    const block = duration(stopped.oneBlockSeconds);
    if (block !== null) {
        const suggested = duration(stopped.suggestedBudgetSeconds);
        return (`the budget${budget === null ? '' : ` of ${budget}`} is smaller than the builds${builds === null ? '' : ` (${builds})`} and one block ` +
            `(a base and a head process, about ${block} as the first process priced it), so the run stopped in its first block: ` +
            `give a budget${suggested === null ? ' well above one block' : ` of ${suggested}`}, or shorter processes (the log has the plan; docs/harnesses.md)`);
    }
    return (`the budget${budget === null ? '' : ` of ${budget}`} was spent before anything was measured` +
        `${builds === null ? '' : ` (the builds took ${builds})`}: give a budget well above the time of two builds of each version`);
}
/**
 * The run stopped after its first block because the format read nothing in the first process of
 * either version (block-loop.ts): one reason for both, with base's failure, the format's message.
 */
function unreadableFormat(meta) {
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(meta.stoppedBy) || meta.stoppedBy.reason !== 'unreadable-output')
        return null;
    const format = typeof meta.format === 'string' ? ` ${meta.format}` : '';
    const base = firstFailure(meta, 'base') ?? firstFailure(meta, 'head');
    return (`the format${format} read nothing in the first process of base or head, so the run stopped after them` + (base === undefined ? '' : `; the first: ${base}`));
}
function duration(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? (0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(value) : null;
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
        // A metric counted on request in executions of its own (process/instructions) never fails the measuring: time decides that.
        if ((0,_config_benchmark_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .isRequestedMetric */ .j_)(benchmark.name))
            continue;
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
    const counts = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(meta.notRunExecutions) ? meta.notRunExecutions[side] : undefined;
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
        const failed = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(meta.failedExecutions) ? meta.failedExecutions[side] : undefined;
        const counts = isCount(failed) && isCount(total) ? `${failed} of ${total} ${side} executions failed` : `too many ${side} executions failed`;
        return { reason: `${counts}, more than the run allows${limit}`, ownFailures: true };
    }
    const merge = (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(meta.merge) && Array.isArray(meta.merge.inputs) ? meta.merge.inputs : [];
    const shards = merge.filter((input) => (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(input) && includesSide(input.failureShareExceeded, side)).length;
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
    return failures.flatMap((entry) => ((0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(entry) && entry.version === side && typeof entry.reason === 'string' ? [entry.reason] : []));
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

/***/ 1698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PZ: () => (/* binding */ describeMissingShards),
/* harmony export */   Qw: () => (/* binding */ incompleteRun),
/* harmony export */   Zv: () => (/* binding */ listNames),
/* harmony export */   lS: () => (/* binding */ incompleteRunMessage),
/* harmony export */   z$: () => (/* binding */ countNotMeasured)
/* harmony export */ });
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8762);

const text = (value) => typeof value === 'string' && value !== '';
/**
 * The shards of a merged run that delivered no measurements, in the merge's order; empty for a
 * run that was not merged or lost nothing. `meta` may come from another job's artifact: only
 * strings are taken, and the report escapes them.
 */
function incompleteRun(results) {
    const merge = results.meta?.merge;
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(merge))
        return { shards: [], notMeasured: [] };
    const failed = (Array.isArray(merge.inputs) ? merge.inputs : []).flatMap((input) => {
        if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(input) || !text(input.failure) || !text(input.shard))
            return [];
        const replica = typeof input.replica === 'number' && typeof merge.replicas === 'number' && merge.replicas > 1 ? ` replica ${input.replica}/${merge.replicas}` : '';
        return [{ shard: `shard ${input.shard}${replica}`, failure: input.failure }];
    });
    const missing = (Array.isArray(merge.missing) ? merge.missing : []).filter(text).map((shard) => ({ shard }));
    const notMeasured = (results.meta?.notMeasured ?? []).map((entry) => entry.name).filter(text);
    return { shards: [...failed, ...missing], notMeasured };
}
/** `shard 1/2 did not deliver results`, `shard 2/4 failed (head build 1 failed: …)`: one phrase per shard, joined. */
function describeMissingShards(shards) {
    return shards.map((s) => (s.failure === undefined ? `${s.shard} did not deliver results` : `${s.shard} failed (${s.failure})`)).join('; ');
}
/** `hash, sort`: up to 10 names, then how many more. */
function listNames(names) {
    return names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
}
/** `2 benchmarks were`, for `… not measured`. */
function countNotMeasured(names) {
    return `${names.length} benchmark${names.length === 1 ? ' was' : 's were'}`;
}
/**
 * Why an incomplete run fails the check, for the check's message: the shards, the benchmarks
 * lost, and the setting that accepts partial results.
 */
function incompleteRunMessage(run) {
    const lost = run.notMeasured.length > 0 ? `, so ${countNotMeasured(run.notMeasured)} not measured (${listNames(run.notMeasured)})` : '';
    return `the run is incomplete: ${describeMissingShards(run.shards)}${lost}; allow-missing-shards: true accepts partial results`;
}


/***/ }),

/***/ 6811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QZ: () => (/* binding */ pairBlocksByRunner),
/* harmony export */   mD: () => (/* binding */ relativePairs),
/* harmony export */   y5: () => (/* binding */ midpointPairs)
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
/**
 * The same pairs on one scale for both versions: every execution mean divided by the midpoint
 * M = (Ȳ_b + Ȳ_h)/2 of the two means, where relativePairs divides each version by its own.
 * The difference of the versions is then (Ȳ_h − Ȳ_b)/M, the log ratio to first order at no
 * change. Returns the pairs and M.
 */
function midpointPairs(pairs, baseMean, headMean) {
    const midpoint = (baseMean + headMean) / 2;
    const baseFactor = baseMean / midpoint;
    const headFactor = headMean / midpoint;
    return { pairs: pairs.map((p) => ({ ...p, base: p.base * baseFactor, head: p.head * headFactor })), midpoint };
}


/***/ }),

/***/ 3741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ suiteReport)
/* harmony export */ });
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5538);

/**
 * A suite's report from its decided rows: the counts of each verdict (decide.ts `summarize`),
 * the benchmarks a policy left out, the process metrics analysed apart, and the results' meta.
 * The one assembly for the analysis (analyze-results.ts) and a proved run (proof/proved-report.ts).
 */
function suiteReport(results, options, benchmarks, ignored, metrics) {
    return {
        version: 1,
        options,
        benchmarks,
        summary: (0,_decide_js__WEBPACK_IMPORTED_MODULE_0__/* .summarize */ .eh)(benchmarks),
        ignored,
        ...(metrics === undefined ? {} : { metrics }),
        ...(results.meta ? { meta: results.meta } : {}),
    };
}


/***/ }),

/***/ 7032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.Fl),
/* harmony export */   H9: () => (/* binding */ formatFactor),
/* harmony export */   Nh: () => (/* binding */ scaleUnit),
/* harmony export */   T1: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.T1),
/* harmony export */   Xs: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.Xs),
/* harmony export */   _v: () => (/* binding */ formatMeanWithInterval),
/* harmony export */   a3: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.a3),
/* harmony export */   bf: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.bf),
/* harmony export */   eD: () => (/* binding */ formatChange),
/* harmony export */   fu: () => (/* binding */ INTERVAL_DIGITS),
/* harmony export */   l9: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.l9),
/* harmony export */   om: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.om),
/* harmony export */   os: () => (/* binding */ formatMeasure),
/* harmony export */   pV: () => (/* binding */ MEAN_DIGITS)
/* harmony export */ });
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
    return `${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(value * scaled.factor, digits)}${scaled.unit ? ` ${scaled.unit}` : ''}`;
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

/***/ 8630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ formatLevel),
/* harmony export */   y: () => (/* binding */ strictLevel)
/* harmony export */ });
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


/***/ }),

/***/ 1529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ profileDiffMarkdown)
/* harmony export */ });
/* unused harmony export MAX_PROFILE_ROWS */
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7729);
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7032);
/* harmony import */ var _interval_level_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8630);



/** Rows of the table: the functions whose change is decided, largest first. */
const MAX_PROFILE_ROWS = 5;
/** Longest function name or path shown; longer ones are cut (they are data, and a table cell is no place for a page). */
const MAX_SHOWN = 120;
const shown = (text) => (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .F)(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);
const ms = (value) => `${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(value, _format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .MEAN_DIGITS */ .pV)} ms`;
/** An instruction count in full (callgrind's are exact), grouped: 4,400,004. */
const count = (value) => Math.round(value).toLocaleString('en-US');
const signed = (value, format) => `${value > 0 ? '+' : ''}${format(value)}`;
/** The words and numbers of each unit: V8's sampled milliseconds, or callgrind's instruction counts. */
const UNITS = {
    ms: {
        amount: ms,
        heading: 'Sampled time per execution',
        what: 'the sampled time',
        whose: "the sampled time's",
        self: 'self time',
        columns: ['Base self', 'Head self', 'Δ self', 'Δ ms'],
    },
    instructions: {
        amount: count,
        heading: 'Instructions per execution (callgrind, Ir)',
        what: 'the instructions',
        whose: "the instructions'",
        self: 'self count',
        columns: ['Base Ir', 'Head Ir', 'Δ self', 'Δ Ir'],
    },
};
/**
 * The change with its interval (exact: no interval to show), and the interval's level when the
 * correction asked more than the confidence. A change decided without an interval is one from zero
 * (analysis/decide-from-zero.ts): a function only head runs, such as a callback a release added.
 */
function change(f, confidence) {
    if (f.delta === null)
        return f.changeDetected ? 'new in head (0 in every base execution)' : '—';
    if (f.exact)
        return `${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(f.delta.relative, _format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .MEAN_DIGITS */ .pV)} (exact)`;
    const strict = (0,_interval_level_js__WEBPACK_IMPORTED_MODULE_2__/* .strictLevel */ .y)(f.delta, confidence);
    return `${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatChange */ .eD)(f.delta.relative, f.delta.ci)}${strict === null ? '' : ` (${(0,_interval_level_js__WEBPACK_IMPORTED_MODULE_2__/* .formatLevel */ .e)(strict)})`}`;
}
/** Where a function is: escaped text, linked only where `link` (the report's own URL, never the profile's) gives a URL. */
function place(f, link) {
    const { file, line } = f.place;
    if (file === '')
        return '(native)';
    const text = shown(line === null ? file : `${file}:${line}`);
    const url = link?.(f.place) ?? null;
    return url === null ? text : `[${text}](${url})`;
}
/**
 * "Where the time went": the functions whose self-time change is decided (at most 5, largest
 * first) with base and head self time, the change with its interval at the level the
 * correction across functions asks, and where the function is. Every function name and path
 * comes from the measured code and is escaped (escape-markdown.ts): a hostile name stays text.
 */
function profileDiffMarkdown(diff, shownWith = {}) {
    const { total, counts, options } = diff;
    const unit = UNITS[diff.unit];
    const lines = shownWith.heading === false ? [] : ['### Where the time went', ''];
    const totalChange = total.delta === null ? 'not compared' : change(total, options.confidence);
    lines.push(`${unit.heading}: base ${unit.amount(total.baseMs)}, head ${unit.amount(total.headMs)}, Δ ${totalChange} ` +
        `(${counts.base.executions} base and ${counts.head.executions} head profiled executions, ` +
        `${counts.base.builds} and ${counts.head.builds} builds).`, '');
    const decided = diff.functions.filter((f) => f.changeDetected);
    const analysed = diff.functions.length;
    const correction = options.correction === 'none' ? 'uncorrected' : `${options.correction === 'holm' ? 'Holm' : 'Benjamini–Hochberg'}-corrected across them`;
    const analysedText = `${analysed} function${analysed === 1 ? '' : 's'} with at least ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatShare */ .T1)(options.minShare)} of ${unit.what} analysed`;
    const scope = analysed > 0 && diff.functions.every((f) => f.exact)
        ? `${analysedText}; each counted the same in every execution of a version, so the differences are exact, and a change is decided when it reaches ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatShare */ .T1)(options.minEffect)}.`
        : `${analysedText} at ${(0,_interval_level_js__WEBPACK_IMPORTED_MODULE_2__/* .formatLevel */ .e)(options.confidence)} confidence, ${correction}; a change is decided when its interval excludes 0 and reaches ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatShare */ .T1)(options.minEffect)}.`;
    if (decided.length === 0) {
        lines.push(`No function's change of ${unit.self} is decided. ${scope}`);
    }
    else {
        lines.push(`| Function | Where | ${unit.columns.join(' | ')} | Share of Δ |`, '| --- | --- | ---: | ---: | --- | ---: | ---: |');
        for (const f of decided.slice(0, MAX_PROFILE_ROWS)) {
            const share = f.shareOfDelta === null ? '—' : (0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatShare */ .T1)(f.shareOfDelta);
            lines.push(`| ${shown(f.place.name)} | ${place(f, shownWith.link)} | ${unit.amount(f.base.selfMs)} | ${unit.amount(f.head.selfMs)} | ${change(f, options.confidence)} | ${signed(f.deltaMs, unit.amount)} | ${share} |`);
        }
        lines.push('');
        const more = decided.length > MAX_PROFILE_ROWS ? ` (${decided.length - MAX_PROFILE_ROWS} more not shown)` : '';
        const explained = diff.explained === null ? '' : ` They explain ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatShare */ .T1)(diff.explained)} of ${unit.whose} Δ (${signed(total.headMs - total.baseMs, unit.amount)}).`;
        lines.push(`${decided.length} function${decided.length === 1 ? '' : 's'} changed${more}.${explained} ${scope}`);
    }
    if (diff.buildLevelMissing)
        lines.push('', 'A version has one build that may differ from another build: its intervals leave the build level out and decide nothing. Profile two builds or more.');
    if (diff.leftOut > 0)
        lines.push('', `${diff.leftOut} more functions above the share threshold were not analysed (at most ${options.maxFunctions}).`);
    return `${lines.join('\n')}\n`;
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

/***/ 466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cY: () => (/* binding */ fitCrossedModel)
});

// UNUSED EXPORTS: fitCrossedReml, noiselessFit, satterthwaiteFit

;// CONCATENATED MODULE: ./src/stats/crossed-model-kernel.ts
/** Short scratch vectors as plain arrays, for what is computed once per fit (the Satterthwaite step). */
const zeros = (length) => new Array(length).fill(0);
function remlWorkspace(model) {
    const n = model.y.length;
    const q = model.columns;
    const sumRows = [];
    for (let i = 0; i < n; i++)
        if (model.blockDiagonal[i] !== 0)
            sumRows.push(i);
    const s = sumRows.length;
    // Views of one buffer: each typed array's own buffer would be an allocation outside the heap.
    const buffer = new ArrayBuffer(8 * (6 * n + n * q + 5 * q + 4 * q * q + s * s));
    let offset = 0;
    const take = (length) => {
        const view = new Float64Array(buffer, offset, length);
        offset += 8 * length;
        return view;
    };
    const identity = take(q * q);
    for (let i = 0; i < q; i++)
        identity[i * q + i] = 1;
    const vInverseX = [take(n), take(n)];
    const py = take(n);
    return {
        inverseD: take(n),
        factor: take(q * q),
        inverseM: take(q * q),
        scratch: take(2 * q),
        vInverseX,
        py,
        solved: [vInverseX[0], vInverseX[1], py],
        c0: take(n),
        c1: take(n),
        sumRows,
        pSum: take(s * s),
        pz: take(n * q),
        xtVz0: take(q),
        xtVz1: take(q),
        ztpz: take(q * q),
        ztpy: take(q),
        identity,
    };
}
/**
 * The REML quantities at φ, or null where V or XᵀV⁻¹X is not positive definite. V⁻¹ comes
 * from the Woodbury identity, so that only a builds × builds matrix is factorised and a solve
 * costs O(rows·builds):
 *   V⁻¹ = D⁻¹ − σ_V²·D⁻¹Z·M⁻¹·ZᵀD⁻¹,  M = I + σ_V²·ZᵀD⁻¹Z,  log|V| = log|D| + log|M|,
 * with D = σ_T²·B + σ_E²·R.
 */
function remlAt(model, phi, workspace = remlWorkspace(model)) {
    const n = model.y.length;
    const q = model.columns;
    const { y, blockDiagonal, residualDiagonal, columnA, valueA, columnB, valueB } = model;
    const phi0 = phi[0];
    const phi1 = phi[1];
    const phi2 = phi[2];
    const { inverseD } = workspace;
    let logDet = 0;
    for (let i = 0; i < n; i++) {
        const d = phi1 * blockDiagonal[i] + phi2 * residualDiagonal[i];
        if (!(d > 0))
            return null;
        inverseD[i] = 1 / d;
        logDet += Math.log(d);
    }
    let inverseM = null;
    if (phi0 > 0 && q > 0) {
        const m = workspace.factor;
        m.fill(0);
        for (let i = 0; i < q; i++)
            m[i * q + i] = 1;
        for (let i = 0; i < n; i++) {
            const weight = phi0 * inverseD[i];
            const a = columnA[i];
            const b = columnB[i];
            m[a * q + a] += weight * valueA[i] * valueA[i];
            m[a * q + b] += weight * valueA[i] * valueB[i];
            m[b * q + a] += weight * valueB[i] * valueA[i];
            m[b * q + b] += weight * valueB[i] * valueB[i];
        }
        const logDetM = choleskyInverseInPlace(m, q, workspace.inverseM, workspace.scratch);
        if (logDetM === null)
            return null;
        logDet += logDetM;
        inverseM = workspace.inverseM;
    }
    const [x0, x1] = model.x;
    const { vInverseX, py } = workspace;
    const [vInverseX0, vInverseX1] = vInverseX;
    // V⁻¹x₀, V⁻¹x₁ and V⁻¹y (made P·y below), from one call site: compiled, it inlines the solve once.
    const { solved } = workspace;
    for (let k = 0; k < 3; k++)
        woodburySolve(model, inverseD, inverseM, phi0, k === 0 ? x0 : k === 1 ? x1 : y, workspace.scratch, solved[k]);
    let i00 = 0;
    let i01 = 0;
    let i11 = 0;
    let xtVy0 = 0;
    let xtVy1 = 0;
    let yVy = 0;
    for (let i = 0; i < n; i++) {
        i00 += x0[i] * vInverseX0[i];
        i01 += x0[i] * vInverseX1[i];
        i11 += x1[i] * vInverseX1[i];
        xtVy0 += vInverseX0[i] * y[i];
        xtVy1 += vInverseX1[i] * y[i];
        yVy += y[i] * py[i];
    }
    const determinant = i00 * i11 - i01 * i01;
    if (!(i00 > 0) || !(determinant > 0))
        return null;
    const c00 = i11 / determinant;
    const c01 = -i01 / determinant;
    const c11 = i00 / determinant;
    const beta0 = c00 * xtVy0 + c01 * xtVy1;
    const beta1 = c01 * xtVy0 + c11 * xtVy1;
    for (let i = 0; i < n; i++)
        py[i] -= vInverseX0[i] * beta0 + vInverseX1[i] * beta1;
    return {
        phi,
        logDets: logDet + Math.log(determinant),
        quadratic: yVy - (beta0 * xtVy0 + beta1 * xtVy1),
        fixedCovariance: [
            [c00, c01],
            [c01, c11],
        ],
        beta: [beta0, beta1],
        vInverseX,
        py,
        inverseD,
        inverseM,
    };
}
/**
 * V⁻¹·v into `out` by the Woodbury form of remlAt, in O(rows·builds); `scratch` holds 2·builds
 * numbers. Without build effects (`inverseM` null) V⁻¹ = D⁻¹.
 */
function woodburySolve(model, inverseD, inverseM, phi0, v, scratch, out) {
    const n = inverseD.length;
    for (let i = 0; i < n; i++)
        out[i] = v[i] * inverseD[i];
    if (inverseM === null)
        return;
    const q = model.columns;
    const { columnA, valueA, columnB, valueB } = model;
    // Zᵀ·out in scratch[0, q), M⁻¹·Zᵀ·out in scratch[q, 2q).
    for (let k = 0; k < q; k++)
        scratch[k] = 0;
    for (let i = 0; i < n; i++) {
        scratch[columnA[i]] += valueA[i] * out[i];
        scratch[columnB[i]] += valueB[i] * out[i];
    }
    for (let i = 0; i < q; i++) {
        let sum = 0;
        for (let k = 0; k < q; k++)
            sum += inverseM[i * q + k] * scratch[k];
        scratch[q + i] = sum;
    }
    for (let i = 0; i < n; i++)
        out[i] -= phi0 * inverseD[i] * (valueA[i] * scratch[q + columnA[i]] + valueB[i] * scratch[q + columnB[i]]);
}
/** P = V⁻¹ − V⁻¹X(XᵀV⁻¹X)⁻¹XᵀV⁻¹ at `at`, rows × rows, row by row. */
function projection(model, at) {
    const n = model.y.length;
    const q = model.columns;
    const { inverseD, inverseM, vInverseX, fixedCovariance } = at;
    const { columnA, valueA, columnB, valueB } = model;
    const p = new Float64Array(n * n);
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
/** P·V_i as full matrices, for the parameters asked for. */
function projectedDerivatives(model, p, parameters) {
    const n = model.y.length;
    return parameters.map((i) => {
        const out = new Float64Array(n * n);
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
}
function tracesOf(pv, n) {
    return {
        traces: pv.map((a) => {
            let sum = 0;
            for (let r = 0; r < n; r++)
                sum += a[r * n + r];
            return sum;
        }),
        traceProducts: pv.map((a) => pv.map((b) => {
            let sum = 0;
            for (let r = 0; r < n; r++)
                for (let c = 0; c < n; c++)
                    sum += a[r * n + c] * b[c * n + r];
            return sum;
        })),
    };
}
/** The traces alone (the expected information needs no quadratic forms). */
function remlTraces(model, at, parameters) {
    return tracesOf(projectedDerivatives(model, projection(model, at), parameters), model.y.length);
}
function remlDerivatives(model, at, parameters) {
    const n = model.y.length;
    const { py } = at;
    const p = projection(model, at);
    const { traces, traceProducts } = tracesOf(projectedDerivatives(model, p, parameters), n);
    // V_i·Py and P·V_i·Py.
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
    return {
        traces,
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
/**
 * M⁻¹ (into `inverse`) and log|M| by Cholesky for a symmetric q × q matrix stored by rows
 * (overwritten by its factor), or null when it is not positive definite; `column` holds q numbers.
 */
function choleskyInverseInPlace(m, q, inverse, column) {
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
    return logDet;
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
function buildAndBlockDerivatives(model, at, withBuild, workspace = remlWorkspace(model)) {
    // In three functions, each compiled on its own: a small function is optimised sooner.
    sumRowProjection(model, at, workspace);
    const block = blockTerms(model, at, workspace);
    if (!withBuild) {
        return { traces: [block.trace], traceProducts: [[block.product]], quadratics: [block.quadratic], quadraticProducts: [[block.quadraticProduct]] };
    }
    const build = buildTerms(model, at, workspace);
    return {
        traces: [build.trace, block.trace],
        traceProducts: [
            [build.product, build.withBlock],
            [build.withBlock, block.product],
        ],
        quadratics: [build.quadratic, block.quadratic],
        quadraticProducts: [
            [build.quadraticProduct, build.quadraticWithBlock],
            [build.quadraticWithBlock, block.quadraticProduct],
        ],
    };
}
/** V⁻¹X·C by column (workspace c0, c1) and P on the sum rows (workspace pSum). */
function sumRowProjection(model, at, workspace) {
    const n = model.y.length;
    const q = model.columns;
    const { columnA, valueA, columnB, valueB } = model;
    const { inverseD, inverseM, vInverseX, fixedCovariance } = at;
    const phi0 = at.phi[0];
    const woodbury = phi0 > 0 && inverseM !== null;
    const k = inverseM ?? workspace.identity;
    // (V⁻¹X·C)_i, so that (V⁻¹X·C·XᵀV⁻¹)_ij = c0_i·a0_j + c1_i·a1_j.
    const { c0, c1, sumRows, pSum } = workspace;
    const [a0, a1] = vInverseX;
    const f00 = fixedCovariance[0][0];
    const f01 = fixedCovariance[0][1];
    const f10 = fixedCovariance[1][0];
    const f11 = fixedCovariance[1][1];
    for (let i = 0; i < n; i++) {
        c0[i] = a0[i] * f00 + a1[i] * f10;
        c1[i] = a0[i] * f01 + a1[i] * f11;
    }
    const s = sumRows.length;
    for (let a = 0; a < s; a++) {
        const i = sumRows[a];
        for (let b = 0; b <= a; b++) {
            const j = sumRows[b];
            let value = (i === j ? inverseD[i] : 0) - (c0[i] * a0[j] + c1[i] * a1[j]);
            if (woodbury) {
                const zkz = valueA[i] * (valueA[j] * k[columnA[i] * q + columnA[j]] + valueB[j] * k[columnA[i] * q + columnB[j]]) +
                    valueB[i] * (valueA[j] * k[columnB[i] * q + columnA[j]] + valueB[j] * k[columnB[i] * q + columnB[j]]);
                value -= phi0 * inverseD[i] * inverseD[j] * zkz;
            }
            pSum[a * s + b] = value;
            pSum[b * s + a] = value;
        }
    }
}
/** tr(PB), tr(PBPB), yᵀPBPy and yᵀPBPBPy from P on the sum rows. */
function blockTerms(model, at, workspace) {
    const { blockDiagonal } = model;
    const { py } = at;
    const { sumRows, pSum } = workspace;
    const s = sumRows.length;
    let trace = 0;
    let product = 0;
    let quadratic = 0;
    let quadraticProduct = 0;
    for (let a = 0; a < s; a++) {
        const i = sumRows[a];
        trace += blockDiagonal[i] * pSum[a * s + a];
        quadratic += blockDiagonal[i] * py[i] * py[i];
        for (let b = 0; b < s; b++) {
            const j = sumRows[b];
            const p = pSum[a * s + b];
            product += blockDiagonal[i] * blockDiagonal[j] * p * p;
            quadraticProduct += blockDiagonal[i] * py[i] * p * blockDiagonal[j] * py[j];
        }
    }
    return { trace, product, quadratic, quadraticProduct };
}
/** The build terms from P·Z, ZᵀPZ and ZᵀPy, and the build-by-block terms over the sum rows. */
function buildTerms(model, at, workspace) {
    const n = model.y.length;
    const q = model.columns;
    const { columnA, valueA, columnB, valueB, blockDiagonal } = model;
    const { inverseD, inverseM, py } = at;
    const k = inverseM ?? workspace.identity;
    const { c0, c1, sumRows, pz, xtVz0, xtVz1, ztpz, ztpy } = workspace;
    // P·Z, row by row: V⁻¹Z = D⁻¹Z·M⁻¹ less V⁻¹X·C·(XᵀV⁻¹Z).
    const [x0, x1] = model.x;
    xtVz0.fill(0);
    xtVz1.fill(0);
    for (let i = 0; i < n; i++) {
        for (let col = 0; col < q; col++) {
            const value = inverseD[i] * (valueA[i] * k[columnA[i] * q + col] + valueB[i] * k[columnB[i] * q + col]);
            pz[i * q + col] = value;
            xtVz0[col] += x0[i] * value;
            xtVz1[col] += x1[i] * value;
        }
    }
    ztpz.fill(0);
    ztpy.fill(0);
    for (let i = 0; i < n; i++) {
        for (let col = 0; col < q; col++) {
            pz[i * q + col] -= c0[i] * xtVz0[col] + c1[i] * xtVz1[col];
            ztpz[columnA[i] * q + col] += valueA[i] * pz[i * q + col];
            ztpz[columnB[i] * q + col] += valueB[i] * pz[i * q + col];
        }
        ztpy[columnA[i]] += valueA[i] * py[i];
        ztpy[columnB[i]] += valueB[i] * py[i];
    }
    let trace = 0;
    let product = 0;
    let quadratic = 0;
    let quadraticProduct = 0;
    for (let a = 0; a < q; a++) {
        trace += ztpz[a * q + a];
        quadratic += ztpy[a] * ztpy[a];
        for (let b = 0; b < q; b++) {
            product += ztpz[a * q + b] * ztpz[b * q + a];
            quadraticProduct += ztpy[a] * ztpz[a * q + b] * ztpy[b];
        }
    }
    // tr(PZZᵀPB) and (B·Py)ᵀ·P·Z·Zᵀ·Py, over the sum rows where B is nonzero.
    let withBlock = 0;
    let quadraticWithBlock = 0;
    for (let a = 0; a < sumRows.length; a++) {
        const i = sumRows[a];
        let squares = 0;
        let pzzpy = 0;
        for (let col = 0; col < q; col++) {
            squares += pz[i * q + col] * pz[i * q + col];
            pzzpy += pz[i * q + col] * ztpy[col];
        }
        withBlock += blockDiagonal[i] * squares;
        quadraticWithBlock += blockDiagonal[i] * py[i] * pzzpy;
    }
    return { trace, product, quadratic, quadraticProduct, withBlock, quadraticWithBlock };
}

// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
;// CONCATENATED MODULE: ./src/stats/crossed-model-cells.ts

function crossed_model_cells_sufficientStatistics(pairs, level) {
    const groups = [];
    const byBuilds = new Map();
    for (const pair of pairs) {
        const base = level.baseRandom ? pair.baseBuild : -1;
        const head = level.headRandom ? pair.headBuild : -1;
        let byHead = byBuilds.get(base);
        if (!byHead)
            byBuilds.set(base, (byHead = new Map()));
        let group = byHead.get(head);
        if (!group) {
            group = { base, head, d: [], s: [] };
            byHead.set(head, group);
            groups.push(group);
        }
        group.d.push(pair.head - pair.base);
        group.s.push(pair.head + pair.base);
    }
    // Random-effect columns numbered in the order the cells first name them, base before head.
    const baseColumns = new Map();
    const headColumns = new Map();
    let columns = 0;
    const column = (ids, build) => {
        let id = ids.get(build);
        if (id === undefined)
            ids.set(build, (id = columns++));
        return id;
    };
    let withinDf = 0;
    let withinDifference = 0;
    let withinSum = 0;
    const cells = [];
    for (const group of groups) {
        withinDf += group.d.length - 1;
        withinDifference += (0,descriptive/* sumOfSquares */.Jv)(group.d);
        withinSum += (0,descriptive/* sumOfSquares */.Jv)(group.s);
        cells.push({
            count: group.d.length,
            difference: (0,descriptive/* mean */.i2)(group.d),
            sum: (0,descriptive/* mean */.i2)(group.s),
            baseColumn: group.base < 0 ? null : column(baseColumns, group.base),
            headColumn: group.head < 0 ? null : column(headColumns, group.head),
        });
    }
    return { cells, columns, withinDf, withinDifference, withinSum };
}
function cellModel(data) {
    const c = data.cells.length;
    const rows = 2 * c;
    // Typed views of one buffer, filled in one loop: every fit's rows then have the same element
    // types (plain arrays of small whole numbers and of fractions differ, and code that meets
    // both is slower), for one allocation outside the heap per fit.
    const buffer = new ArrayBuffer(rows * (7 * 8 + 2 * 4));
    const numbers = (k) => new Float64Array(buffer, k * rows * 8, rows);
    const indices = (k) => new Int32Array(buffer, 7 * rows * 8 + k * rows * 4, rows);
    const model = {
        y: numbers(0),
        x: [numbers(1), numbers(2)],
        columnA: indices(0),
        valueA: numbers(3),
        columnB: indices(1),
        valueB: numbers(4),
        columns: data.columns,
        blockDiagonal: numbers(5),
        residualDiagonal: numbers(6),
    };
    for (let i = 0; i < rows; i++) {
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

;// CONCATENATED MODULE: ./src/stats/crossed-model-information.ts

/**
 * The expected information of the comparison model's REML fit (crossed-model.ts), tr(P·V_i·P·V_j)
 * for the parameters asked for (indices into φ: 0 σ_V², 1 σ_T², 2 σ_E²), from P and P·Z alone:
 * with B and R diagonal and Z·Zᵀ the build loadings,
 *   tr(PDPD') = Σ_rc D_c·D'_r·P_rc²,  tr(PZZᵀPD) = Σ_r D_r·‖(PZ)_r‖²,  tr(PZZᵀPZZᵀ) = ‖ZᵀPZ‖²,
 * O(rows² + rows·builds), where remlTraces forms every P·V_i and multiplies them (O(rows³) each
 * pair). The same numbers to rounding (test/stats/crossed-model-kernel.test.ts); the
 * Satterthwaite step of every comparison needs them once.
 */
function expectedInformation(model, at, parameters) {
    const n = model.y.length;
    const q = model.columns;
    const p = projection(model, at);
    const { columnA, valueA, columnB, valueB } = model;
    const withBuild = parameters.includes(0);
    // P·Z by rows and ZᵀPZ, only when σ_V² is asked for.
    const pz = new Float64Array(withBuild ? n * q : 0);
    const ztpz = new Float64Array(withBuild ? q * q : 0);
    if (withBuild) {
        for (let r = 0; r < n; r++) {
            for (let c = 0; c < n; c++) {
                const value = p[r * n + c];
                pz[r * q + columnA[c]] += value * valueA[c];
                pz[r * q + columnB[c]] += value * valueB[c];
            }
            for (let k = 0; k < q; k++) {
                ztpz[columnA[r] * q + k] += valueA[r] * pz[r * q + k];
                ztpz[columnB[r] * q + k] += valueB[r] * pz[r * q + k];
            }
        }
    }
    const diagonalOf = (i) => (i === 1 ? model.blockDiagonal : model.residualDiagonal);
    const entry = (i, j) => {
        let sum = 0;
        if (i === 0 && j === 0) {
            for (let k = 0; k < q * q; k++)
                sum += ztpz[k] * ztpz[k];
        }
        else if (i === 0 || j === 0) {
            const d = diagonalOf(i === 0 ? j : i);
            for (let r = 0; r < n; r++) {
                let squares = 0;
                for (let k = 0; k < q; k++)
                    squares += pz[r * q + k] * pz[r * q + k];
                sum += d[r] * squares;
            }
        }
        else {
            const di = diagonalOf(i);
            const dj = diagonalOf(j);
            for (let r = 0; r < n; r++) {
                for (let c = 0; c < n; c++) {
                    const value = p[r * n + c];
                    sum += dj[r] * di[c] * value * value;
                }
            }
        }
        return sum;
    };
    const h = parameters.map(() => new Array(parameters.length).fill(0));
    for (let a = 0; a < parameters.length; a++) {
        for (let b = a; b < parameters.length; b++) {
            const value = entry(parameters[a], parameters[b]);
            h[a][b] = value;
            h[b][a] = value;
        }
    }
    return h;
}

;// CONCATENATED MODULE: ./src/stats/dense-matrix.ts
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
    // Typed rows: the same kind of array at every call whatever the input holds, so V8 compiles
    // this once (the hot paths of the analysis are written as loops for the same reason).
    const m = [];
    const v = [];
    for (let i = 0; i < n; i++) {
        m.push(Float64Array.from(a[i]));
        v.push(new Float64Array(n));
        v[i][i] = 1;
    }
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
    const values = [];
    const vectors = [];
    for (let i = 0; i < n; i++) {
        values.push(m[i][i]);
        vectors.push(Array.from(v[i]));
    }
    return { values, vectors };
}
/**
 * Moore–Penrose inverse of a symmetric matrix: eigenvalues at or below `relativeTolerance`
 * times the largest are treated as zero (R's MASS::ginv does the same with the SVD).
 */
function symmetricPseudoInverse(a, relativeTolerance = 1e-10) {
    const { values, vectors } = symmetricEigen(a);
    let largest = -Infinity;
    for (const value of values)
        largest = Math.max(largest, Math.abs(value));
    const n = a.length;
    const out = [];
    for (let i = 0; i < n; i++)
        out.push(new Float64Array(n));
    for (let k = 0; k < n; k++) {
        const value = values[k];
        if (!(Math.abs(value) > relativeTolerance * largest))
            continue;
        for (let i = 0; i < n; i++)
            for (let j = 0; j < n; j++)
                out[i][j] += (vectors[i][k] * vectors[j][k]) / value;
    }
    const inverse = [];
    for (const row of out)
        inverse.push(Array.from(row));
    return inverse;
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
        let slope = 0;
        for (let i = 0; i < direction.length; i++)
            slope += direction[i] * gradient[i];
        const decrement = -slope;
        if (!(decrement >= 0))
            return null;
        if (positiveDefinite && decrement <= tolerance)
            return { x: moved(x, direction, 1) };
        let length = 1;
        let accepted = null;
        for (let halving = 0; halving < 40 && accepted === null; halving++, length /= 2) {
            const trial = moved(x, direction, length);
            const point = f(trial);
            if (point !== null && point.value <= at.value - 1e-4 * length * decrement)
                accepted = { x: trial, at: point };
        }
        if (accepted === null)
            return null;
        ({ x, at } = accepted);
    }
    return null;
}
/** x + length·direction, as a new array. */
function moved(x, direction, length) {
    const to = x.slice();
    for (let i = 0; i < to.length; i++)
        to[i] = x[i] + length * direction[i];
    return to;
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
    let largest = -Infinity;
    for (const value of values)
        largest = Math.max(largest, Math.abs(value));
    if (!(largest > 0) || !Number.isFinite(largest))
        return { direction: null, positiveDefinite: false };
    const floor = largest * 1e-10;
    const direction = new Array(n).fill(0);
    let positiveDefinite = true;
    for (let k = 0; k < values.length; k++) {
        let projection = 0;
        for (let i = 0; i < n; i++)
            projection += vectors[i][k] * at.gradient[i];
        const scale = -projection / Math.max(Math.abs(values[k]), floor);
        for (let i = 0; i < n; i++)
            direction[i] += scale * vectors[i][k];
        if (!(values[k] > floor))
            positiveDefinite = false;
    }
    return { direction, positiveDefinite };
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








/** The REML deviance (−2 log restricted likelihood, without constants): cell means and within-cell contrasts. */
function deviance(model, data, phi, workspace) {
    const at = remlAt(model, phi, workspace);
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
    let h;
    if (information === 'expected') {
        h = expectedInformation(model, at, free);
    }
    else {
        const derivatives = remlDerivatives(model, at, free);
        h = free.map((_, a) => free.map((__, b) => -derivatives.traceProducts[a][b] + 2 * derivatives.quadraticProducts[a][b]));
    }
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
function profiledDeviance(model, data, estimateBuild, observations, workspace) {
    const ratiosOf = (x) => ({ build: estimateBuild ? x[0] ** 2 : 0, block: x[estimateBuild ? 1 : 0] ** 2 });
    const withinDifference = data.withinDf > 0 ? data.withinDifference : 0;
    const withinSum = data.withinDf > 0 ? data.withinSum : 0;
    /** The REML fit at ratios x with σ_E² = 1; `scaled` is the residual sum of squares in that unit. */
    const profiledAt = (x) => {
        const ratio = ratiosOf(x);
        const at = remlAt(model, [ratio.build, ratio.block, 1], workspace);
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
        const d = buildAndBlockDerivatives(model, point.at, estimateBuild, workspace);
        const count = parameters.length;
        const scaledGradient = new Array(count);
        const gradient = new Array(count);
        for (let k = 0; k < count; k++) {
            const block = parameters[k] === 1;
            scaledGradient[k] = -d.quadratics[k] - (block ? (4 * withinSum) / s ** 2 : 0);
            gradient[k] = (observations * scaledGradient[k]) / scaled + d.traces[k] + (block ? (4 * data.withinDf) / s : 0);
        }
        const xGradient = new Array(count);
        const xHessian = [];
        for (let k = 0; k < count; k++) {
            xGradient[k] = 2 * x[k] * gradient[k];
            const row = new Array(count);
            for (let l = 0; l < count; l++) {
                const both = parameters[k] === 1 && parameters[l] === 1;
                const scaledHessian = 2 * d.quadraticProducts[k][l] + (both ? (32 * withinSum) / s ** 3 : 0);
                const h = observations * (scaledHessian / scaled - (scaledGradient[k] * scaledGradient[l]) / scaled ** 2) -
                    d.traceProducts[k][l] -
                    (both ? (16 * data.withinDf) / s ** 2 : 0);
                row[l] = 4 * x[k] * x[l] * h + (k === l ? 2 * gradient[k] : 0);
            }
            xHessian.push(row);
        }
        return { value: point.value, gradient: xGradient, hessian: xHessian };
    };
    return {
        parameters,
        ratiosOf,
        at: profiledAt,
        value: (x) => profiledAt(x)?.value ?? Infinity,
        secondOrder: profiledSecondOrder,
    };
}
/**
 * The fit of blocks that all differ by the same amount (a deterministic benchmark): no noise
 * to model. null when the blocks vary; throws with fewer than 2 blocks.
 */
function noiselessFit(pairs) {
    if (pairs.length < 2)
        throw new insufficient_data/* InsufficientDataError */.y('a paired comparison needs at least 2 complete interleaved blocks');
    const differences = pairs.map((p) => p.head - p.base);
    if ((0,descriptive/* sumOfSquares */.Jv)(differences) !== 0)
        return null;
    return {
        difference: differences[0],
        standardError: 0,
        df: pairs.length - 1,
        variances: { build: null, block: 0, residual: 0 },
        blocks: pairs.length,
        buildLevel: false,
    };
}
/**
 * The comparison as the analysis fits it: REML, with Satterthwaite df from the expected
 * information, every estimated parameter kept, also at zero. A build variance fitted at zero
 * from three builds is not known to be zero: lmerTest, which leaves such parameters out, then
 * jumps to the block count's df and the test is far too liberal (docs/statistics.md), while
 * keeping its uncertainty gives the df the build level really has. At interior optima the two
 * differ only by observed against expected information. With one build of each version the
 * paired t (pairedDifferenceFit) answers instead.
 */
function fitCrossedModel(pairs, level, near) {
    const noiseless = noiselessFit(pairs);
    if (noiseless)
        return noiseless;
    const data = crossed_model_cells_sufficientStatistics(pairs, level);
    if (data.cells.length === 1) {
        // One build of each version: the build effects are constants of every block difference.
        const differences = pairs.map((p) => p.head - p.base);
        if (data.columns === 0)
            return pairedDifferenceFit(pairs, differences, 0);
        if (level.knownVariance !== undefined) {
            const randomVersions = (level.baseRandom ? 1 : 0) + (level.headRandom ? 1 : 0);
            return pairedDifferenceFit(pairs, differences, randomVersions * level.knownVariance, level.knownVariance);
        }
    }
    const reml = remlFit(pairs, level, data, near);
    return satterthwaiteFit(reml, reml.estimated, 'expected');
}
/** The REML fit of blocks that vary (see noiselessFit), with every cell in the model. */
function fitCrossedReml(pairs, level) {
    return remlFit(pairs, level, sufficientStatistics(pairs, level));
}
function remlFit(pairs, level, data, near) {
    const differences = pairs.map((p) => p.head - p.base);
    const buildLevel = data.columns > 0;
    const model = cellModel(data);
    const estimateBuild = buildLevel && level.knownVariance === undefined;
    const scale = Math.max((0,descriptive/* sumOfSquares */.Jv)(differences) / (2 * Math.max(1, differences.length - 1)), 1e-300);
    const observations = model.y.length - 2 + 2 * data.withinDf;
    if (observations <= 0)
        throw new insufficient_data/* InsufficientDataError */.y('too few blocks to fit the comparison model');
    // One workspace for every evaluation: each point is used up before the next is computed.
    const workspace = remlWorkspace(model);
    const profile = profiledDeviance(model, data, estimateBuild, observations, workspace);
    const { parameters } = profile;
    let phi;
    if (level.knownVariance !== undefined && buildLevel) {
        const known = level.knownVariance;
        const objective = (x) => deviance(model, data, [known, x[0] ** 2, x[1] ** 2], workspace);
        const start = [Math.sqrt(scale), Math.sqrt(scale)];
        const best = nelderMead(objective, start, { step: start.map((s) => s / 2), tolerance: 1e-11, maxEvaluations: 4000 });
        phi = [known, best.x[0] ** 2, best.x[1] ** 2];
    }
    else {
        // The best of a coarse grid of starting ratios guards against a local optimum on the flat
        // ridges that small designs have. Newton's method converges in a few steps from there;
        // the simplex search is the fallback where it does not. A fit of nearly the same data
        // (`near`: the same blocks on another scale) starts Newton at its ratios instead, and goes
        // back to the grid only where Newton fails from there.
        const fromGrid = () => {
            const starts = startingPoints(parameters.length).map((x) => ({ x, value: profile.value(x) }));
            return starts.reduce((a, b) => (b.value < a.value ? b : a)).x;
        };
        const warm = near === undefined ? null : warmStart(near, estimateBuild);
        let start = warm ?? fromGrid();
        let found = newtonMinimize(profile.secondOrder, start);
        if (found === null && warm !== null)
            found = newtonMinimize(profile.secondOrder, (start = fromGrid()));
        const best = found ?? nelderMead(profile.value, start, { step: start.map((s) => Math.max(0.1, s / 2)), tolerance: 1e-11, maxEvaluations: 2000 });
        const point = profile.at(best.x);
        if (point === null)
            throw new Error('internal error: no covariance solution at the estimate');
        const residual = point.scaled / observations;
        const ratio = profile.ratiosOf(best.x);
        phi = [ratio.build * residual, ratio.block * residual, residual];
    }
    const at = remlAt(model, phi, workspace);
    if (!at)
        throw new insufficient_data/* InsufficientDataError */.y('the comparison model could not be fitted to these blocks');
    const estimated = [0, 1, 2].filter((i) => (i === 0 ? estimateBuild : true));
    return { model, data, phi, at, estimated, blocks: pairs.length, buildLevel };
}
/**
 * The fit with Satterthwaite's df: df = 2·Var(Δ̂)² / (gᵀ·A·g), A = 2·H⁻¹ the asymptotic
 * covariance of the `free` variance parameters (indices into φ; known ones are not
 * estimated), H the Hessian of the REML deviance from the `information` chosen.
 */
function satterthwaiteFit(reml, free, information) {
    const { model, data, phi, at } = reml;
    const variance = at.fixedCovariance[0][0];
    const g = varianceGradient(model, at, free);
    const h = hessian(model, data, phi, at, free, information);
    const hInverse = symmetricPseudoInverse(h);
    const spread = dot(g, multiplyVector(hInverse, g));
    const df = spread > 0 ? variance ** 2 / spread : Infinity;
    return {
        difference: at.beta[0],
        standardError: Math.sqrt(variance),
        df: Math.min(df, MAX_DF),
        variances: { build: reml.buildLevel ? phi[0] : null, block: phi[1], residual: phi[2] },
        blocks: reml.blocks,
        buildLevel: reml.buildLevel,
    };
}
/**
 * The model with one build of each version, fitted without the σ_T² ≥ 0 constraint: the block
 * differences alone carry Δ and σ_E² (the block effect is only in the sums), which is the
 * paired t test, exact under normality with n − 1 df. The constrained REML fit agrees in the
 * interior, but where the sums happen to vary less than the differences it sets σ_T² to 0 and
 * pools the sums into σ_E²: a pretest that shrinks the standard error exactly when it is
 * already small, which made identical-build A/A comparisons false-alarm above α
 * (docs/statistics.md). A build variance known from a prior adds `buildVariance` (σ_V² for each
 * version whose build carries it) to Var(Δ̂), with Satterthwaite's df for the sum.
 */
function pairedDifferenceFit(pairs, differences, buildVariance, knownVariance = null) {
    const n = differences.length;
    const differenceVariance = (0,descriptive/* sumOfSquares */.Jv)(differences) / (n - 1);
    const sumVariance = (0,descriptive/* sumOfSquares */.Jv)(pairs.map((p) => p.head + p.base)) / (n - 1);
    const sampling = differenceVariance / n;
    const variance = sampling + buildVariance;
    return {
        difference: (0,descriptive/* mean */.i2)(differences),
        standardError: Math.sqrt(variance),
        df: buildVariance > 0 ? Math.min(MAX_DF, variance ** 2 / (sampling ** 2 / (n - 1))) : n - 1,
        variances: {
            build: buildVariance > 0 ? knownVariance : null,
            block: Math.max(0, (sumVariance - differenceVariance) / 4),
            residual: differenceVariance / 2,
        },
        blocks: n,
        buildLevel: buildVariance > 0,
    };
}
/** Beyond this the t distribution is the normal for every purpose here. */
const MAX_DF = 1e6;
/**
 * Where Newton starts for data close to those `near` was fitted to: its ratios of σ_V² (when
 * estimated) and σ_T² to σ_E², as x = √ratio, each at least the grid's smallest start (from
 * x = 0 the gradient in x vanishes and Newton could not leave the boundary). Null when `near`
 * has no usable ratios for this model.
 */
function warmStart(near, estimateBuild) {
    const { build, block, residual } = near.variances;
    if (!(residual > 0) || (estimateBuild && build === null))
        return null;
    const ratios = estimateBuild ? [build ?? 0, block] : [block];
    const x = ratios.map((ratio) => Math.max(GRID[0], Math.sqrt(ratio / residual)));
    return x.every(Number.isFinite) ? x : null;
}
/** The starting values of x = √ratio of the grid. */
const GRID = [0.1, 1, 3];
function startingPoints(dimension) {
    const values = GRID;
    if (dimension === 1)
        return values.map((v) => [v]);
    return values.flatMap((a) => values.map((b) => [a, b]));
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
/* harmony export */   Qz: () => (/* binding */ nonEmptyBinaries),
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
/** The executions with measurements, by binary, binaries left without any dropped. */
function nonEmptyBinaries(binaries) {
    const kept = [];
    for (const executions of binaries) {
        const measured = [];
        for (const execution of executions)
            if (execution.count > 0)
                measured.push(execution);
        if (measured.length > 0)
            kept.push(measured);
    }
    return kept;
}


/***/ }),

/***/ 3195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ detectWarmupLength),
/* harmony export */   q: () => (/* binding */ MIN_WARMUP_SERIES)
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
 * The mean test alone still cut where nothing warms up: one 10× outlier among the first values
 * moves the cut part's mean (7 % of 30-value log-normal executions with 0.5 % outliers), and
 * AR(1) wanders (4 %). So the mean test leaves out the cut part's most extreme value, and
 * the start must also depart by its median (`startDeparts`); then 0.01–0.6 % of such
 * executions are cut and a ramp of 10 values from +50 % still in 99.6 %.
 *
 * Returns how many leading values are warm-up.
 */
const BATCH = 5;
const MIN_BATCHES = 4;
/** The fewest values in which a warm-up can be found: shorter executions are left whole. */
const MIN_WARMUP_SERIES = BATCH * MIN_BATCHES;
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
    const keptMean = (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(kept);
    // The cut part's mean without its value farthest from the kept mean: one 10× outlier must
    // not make the cut differ (a warm-up departs by many values, not one).
    let cutSum = 0;
    let farthest = 0;
    for (let i = 0; i < cutEnd; i++) {
        cutSum += values[i];
        if (Math.abs(values[i] - keptMean) > Math.abs(values[farthest] - keptMean))
            farthest = i;
    }
    const cutMean = (cutSum - values[farthest]) / (cutEnd - 1);
    const variance = (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .sampleVariance */ .y4)(kept);
    if (variance === 0)
        return cutMean !== keptMean;
    const inflation = meanInflation(kept, cutEnd, variance);
    const standardError = Math.sqrt(variance * (inflation.kept / kept.length + inflation.cut / cutEnd));
    if (!(Math.abs(cutMean - keptMean) > GUARD_STANDARD_ERRORS * standardError))
        return false;
    return startDeparts(values.slice(0, BATCH), kept, inflation, Math.sign(cutMean - keptMean));
}
/**
 * The same question asked of the first batch by its median, which one outlier cannot move
 * (log-normal values with rare 10× outliers cut 7 % of 30-value executions on the mean test
 * alone): a warm-up is a sustained departure of the start, so the first 5 values' median
 * must lie more than ROBUST_GUARD robust standard errors from the kept values' median, on the
 * side the cut part's mean departs to (an outlier later in the cut must not carry a start
 * that is merely low), and at least 4 of the 5 on that side. Scale: 1.4826·MAD of the kept values (σ for
 * normal data); a median's variance is π/2 times a mean's; the mean test's inflation allows
 * for serial dependence. Checking the first batch, not the whole cut, leaves
 * MSER's choice of where the warm-up ends alone.
 */
function startDeparts(start, kept, inflation, direction) {
    const keptMedian = (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(kept);
    const departure = (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(start) - keptMedian;
    if (Math.sign(departure) !== direction)
        return false;
    const scale = MAD_TO_SD * (0,_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(kept.map((v) => Math.abs(v - keptMedian)));
    if (scale === 0)
        return departure !== 0;
    const standardError = scale * Math.sqrt((Math.PI / 2) * (inflation.kept / kept.length + inflation.cut / start.length));
    if (!(Math.abs(departure) > ROBUST_GUARD * standardError))
        return false;
    const sameSide = start.filter((v) => Math.sign(v - keptMedian) === Math.sign(departure)).length;
    return sameSide >= SAME_SIDE_SHARE * start.length;
}
/** σ of normal data from the median absolute deviation. */
const MAD_TO_SD = 1.482602218505602;
/** Robust standard errors between the start's median and the rest's (4: 0.5 % of stationary 30-value AR(1) φ = 0.7 executions cut). */
const ROBUST_GUARD = 4;
/** At least 4 of the first 5 values on the side of the departure. */
const SAME_SIDE_SHARE = 0.8;
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
