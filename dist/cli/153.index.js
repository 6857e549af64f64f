export const id = 153;
export const ids = [153];
export const modules = {

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
 * Throws InsufficientDataError when there are fewer than 3 complete blocks, or when a version's
 * mean is 0 (a count such as `process/major-faults` that is 0 everywhere).
 */
function pairedNoiseOf(record, options = _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq) {
    return pairedNoiseFit(record, options).noise;
}
/** `pairedNoiseOf`, with the Satterthwaite degrees of freedom the comparison model gives this data's Δ. */
function pairedNoiseFit(record, options = _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq) {
    const lean = { ...options, bootstrapReplicates: 0 };
    const base = (0,_analysis_analyze_version_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeVersion */ .Xr)('base', record.base, lean);
    const head = (0,_analysis_analyze_version_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeVersion */ .Xr)('head', record.head, lean);
    const { pairs, baseMean, headMean } = (0,_analysis_pair_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .relativePairs */ .mD)(base, head);
    if (pairs.length < 3)
        throw new _stats_insufficient_data_js__WEBPACK_IMPORTED_MODULE_3__/* .InsufficientDataError */ .y('the noise of the paired comparison needs at least 3 complete interleaved blocks');
    for (const [side, mean] of [
        ['base', baseMean],
        ['head', headMean],
    ]) {
        // The relative scale divides by the mean: a count that is 0 in every execution has no relative noise.
        if (mean === 0 || !Number.isFinite(mean))
            throw new _stats_insufficient_data_js__WEBPACK_IMPORTED_MODULE_3__/* .InsufficientDataError */ .y(mean === 0 && zeroEverywhere(record[side])
                ? 'every value is 0, so its noise relative to the mean is not defined'
                : `the ${side} mean is ${mean}, so its noise relative to the mean is not defined`);
    }
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
const zeroEverywhere = (version) => version.binaries.every((b) => b.executions.every((e) => e.values.every((v) => v === 0)));


/***/ }),

/***/ 153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HK: () => (/* binding */ PLAN_LIMITS),
/* harmony export */   UZ: () => (/* binding */ planLevel),
/* harmony export */   iU: () => (/* binding */ planDesign),
/* harmony export */   k4: () => (/* binding */ budgetToSettle),
/* harmony export */   lE: () => (/* binding */ adaptiveExecutionsPerBuild)
/* harmony export */ });
/* unused harmony exports DETERMINISTIC_MAX_BLOCKS, designFor */
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
 * Chosen by bench/verdict-time.ts (docs/statistics.md, "Time to a verdict"; figures in
 * docs/measurements.md): with looks spaced geometrically from the second round and the 4-minute
 * default budget, γ = 1 (Pocock-like) decides changes the fixed 3 × 5 design decides in 0.65–1.24
 * of its time (γ = −1: 0.76–1.44), at the same A/A error; the price is fewer A/A runs proven
 * unchanged by the end of the budget (71 % instead of 78 % on the Gaussian generator). With the
 * look halfway through the first added build pair (sequential-controller.ts MID_PAIR_LOOK): 0.64–1.17.
 */
const DEFAULT_SPENDING = { kind: 'hsd', gamma: 1 };
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
 * `information` gives the correlations between the looks' estimates, Cor(Z_j, Z_k) =
 * sqrt(I_j/I_k) on any scale; the fractions unless given. A run whose maximum was re-planned
 * spends at fractions against the maximum planned at each look, while its information is
 * its blocks (docs/statistics.md, "Re-planning the rounds"). When a random level above the
 * blocks (the build) makes the true information grow more slowly, the true correlations
 * between looks are higher than assumed, which by Slepian's inequality only lowers the chance
 * of crossing.
 */
function nominalLevels(spending, fractions, alpha, final, information = fractions) {
    const key = JSON.stringify([spending, fractions, alpha, final, information === fractions ? null : information]);
    const known = computed.get(key);
    if (known)
        return known.slice();
    if (computed.size >= MEMO_LIMIT)
        computed.clear();
    const levels = computeLevels(spending, fractions, alpha, final, information);
    computed.set(key, levels);
    return levels.slice();
}
/** The recursion costs milliseconds per look and a design asks for the same levels at every look: remember them. */
const computed = new Map();
const MEMO_LIMIT = 4096;
function computeLevels(spending, fractions, alpha, final, information) {
    const side = alpha / 2;
    const bounds = oneSidedBounds(information, spendingIncrements(spending, fractions, side, final));
    return bounds.map((c) => {
        const level = Number.isFinite(c) ? 2 * jstat_default().normal.cdf(-c, 0, 1) : 0;
        return level < SMALLEST_LEVEL ? 0 : level;
    });
}


/***/ })

};
