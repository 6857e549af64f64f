export const id = 270;
export const ids = [270];
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
// EXTERNAL MODULE: ./src/stats/crossed-model.ts + 4 modules
var crossed_model = __webpack_require__(3291);
// EXTERNAL MODULE: ./src/stats/relative-change.ts
var relative_change = __webpack_require__(2548);
// EXTERNAL MODULE: ./src/stats/independent-comparison.ts
var independent_comparison = __webpack_require__(6799);
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
            // With no process level, only the total number of measurements matters; a harness that cannot take that many per process can spread them.
            if (measurements > MANY_MEASUREMENTS)
                why += ` (or the same ${total * measurements} measurements per version over more executions)`;
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
    const atNoChange = (0,crossed_model/* fitCrossedModel */.cY)(midpoint.pairs, level);
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
    const base = measuredValues(record.base);
    const head = measuredValues(record.head);
    if (base.length === 0 || head.length === 0)
        return null;
    const value = base[0];
    return [...base, ...head].every((v) => v === value) ? value : null;
}
/**
 * Executions too short for the warm-up detection (MSER-5 needs 4 batches of 5 values) and
 * recorded without a warm-up split: a slow start in them stays in their means, widening the
 * interval and, if head warms up differently, counting as a change. Said once per benchmark.
 * One value per process (`format: process`, libtest) has no warm-up to find: not counted.
 */
function uncheckedWarmupNote(record) {
    const executions = [record.base, record.head].flatMap((v) => v.binaries.flatMap((b) => b.executions));
    const measured = executions.filter((e) => e.failure === undefined && e.notRun !== true && e.values.length > 0);
    const short = measured.filter((e) => e.warmup === undefined && e.values.length > 1 && e.values.length < warmup/* MIN_WARMUP_SERIES */.q).length;
    if (short === 0)
        return null;
    return { kind: 'warmup-unchecked', short, measured: measured.length, minValues: warmup/* MIN_WARMUP_SERIES */.q };
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
    return { kind: 'not-measured', reason: entry.reason };
}

// EXTERNAL MODULE: ./src/analysis/decide.ts
var decide = __webpack_require__(2464);
// EXTERNAL MODULE: ./src/util/get-known.ts
var get_known = __webpack_require__(2774);
;// CONCATENATED MODULE: ./src/analysis/analyze-results.ts










function analyzeResults(results, overrides = {}, looks) {
    const options = { ...analysis_options/* DEFAULT_ANALYSIS_OPTIONS */.aq, ...overrides };
    const ignored = [];
    const apart = [];
    const analyses = results.benchmarks.flatMap((record) => {
        const policy = (0,benchmark_policy/* policyFor */.KV)(record.name, options.policies, options.minEffect);
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
        if (analysis.identicalValue !== undefined)
            return {
                ...common,
                delta: null,
                verdict: 'unchanged',
                changeDetected: false,
                notes,
                verdictSource: { kind: 'identical-values', value: analysis.identicalValue },
            };
        if (!change || !base || !head) {
            return {
                ...common,
                delta: look === undefined ? null : lookDelta(look, options),
                verdict: look?.decision.verdict ?? 'inconclusive',
                changeDetected: look?.decision.changeDetected ?? false,
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
        const row = (0,decide/* intervalFreeRow */.ml)({ name: entry.name, unit: entry.unit ?? '', better: entry.better ?? 'lower' }, decide/* UNDECIDED */.Cz, options, {
            notes: [notMeasuredNote(entry)],
        });
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
        ...(apart.length === 0 ? {} : { metrics: analyzeApart(results, apart, options) }),
        ...(results.meta ? { meta: results.meta } : {}),
    };
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
    const policies = records.map((record) => ({ match: record.name, gate: 'report' }));
    return analyzeResults(family, { ...options, policies, moderate: false, historyPriors: {} }).benchmarks;
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

/***/ 1046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ shuffled),
/* harmony export */   FE: () => (/* binding */ randomNormal),
/* harmony export */   km: () => (/* binding */ randomIndex),
/* harmony export */   sk: () => (/* binding */ createRandom)
/* harmony export */ });
function createRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** Uniform integer in [0, size). */
function randomIndex(random, size) {
    return Math.floor(random() * size);
}
/** Standard normal variate (Box–Muller). */
function randomNormal(random) {
    let u = 0;
    while (u === 0)
        u = random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
/** Fisher–Yates shuffle into a new array. */
function shuffled(items, random) {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
        const j = randomIndex(random, i + 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
}


/***/ })

};
