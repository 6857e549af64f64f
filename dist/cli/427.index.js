export const id = 427;
export const ids = [427];
export const modules = {

/***/ 427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ historyPriorNote),
/* harmony export */   Ce: () => (/* binding */ applyHistoryPriors),
/* harmony export */   Rm: () => (/* binding */ fitHistoryPriors),
/* harmony export */   YN: () => (/* binding */ noiseOf),
/* harmony export */   _E: () => (/* binding */ historyPriorUse),
/* harmony export */   yg: () => (/* binding */ historyPriorOf)
/* harmony export */ });
/* unused harmony exports MIN_HISTORY_RUNS, MAX_HISTORY_RUNS, HISTORY_AGREEMENT_LEVEL, designOf, blockDesign, designMatches, historyAgreementPValue, comparedWithoutBuildLevel */
/* harmony import */ var _stats_descriptive_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1665);
/* harmony import */ var _stats_distributions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9808);
/* harmony import */ var _stats_moderated_variance_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2672);
/* harmony import */ var _moderate_suite_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7480);




/**
 * Borrowing strength across time (issue 29): the history of earlier runs on the same runner
 * holds each benchmark's comparison noise (HistoryNoise, written by trend runs). Fitted as an
 * empirical-Bayes prior (s0², d0) with the suite moderation's own estimator (squeezeVariances
 * over the earlier runs' variances), it moderates this run's comparison variance as the suite
 * prior does (moderateChange): s̃² = (d0·s0² + d·s²)/(d0 + d) with d + d0 degrees of freedom.
 *
 * Guarded as the suite prior is: a prior is fitted only from runs on the same runner (the
 * history entry's `runner`, from `meta.runner`) with the same design (`designOf`) and
 * comparison, from at least MIN_HISTORY_RUNS of them, and only when it carries at least as
 * much information as one earlier run (d0 ≥ their median df: their noise agrees across time).
 * The analysis then uses it only when this run's design is the prior's and this run's own
 * variance agrees with it: under the prior s²/s0² ~ F(d, d0), and a two-sided p-value below
 * HISTORY_AGREEMENT_LEVEL (a runner that became noisier, or quieter) leaves the run to its own
 * variance. The prior is recorded in `meta.analysis.historyPriors`, so gating again from the
 * results decides the same.
 *
 * The adaptive design's looks (sequential/analyze-look.ts) use it the same way at each look,
 * judged on what that look saw. Their design grows look by look, so a prior for the looks is
 * fitted on what the noise per block depends on rather than the whole design (blockDesign,
 * fitHistoryPriors with `match: 'looks'`), and matched by designMatches.
 */
/** Fewest earlier runs a prior is fitted from (as the suite moderation needs three benchmarks). */
const MIN_HISTORY_RUNS = 3;
/** The newest this many matching runs are used: noise drifts as runner images change. */
const MAX_HISTORY_RUNS = 30;
/** Two-sided level of the F test of this run's variance against the prior's. */
const HISTORY_AGREEMENT_LEVEL = 0.05;
/**
 * The design a comparison's variance depends on, as text: per version builds × executions per
 * build × measurements per execution (warm-up included; the largest, so that a failed execution
 * does not change it), and whether base and head were interleaved in blocks. E.g.
 * `3x5x30/3x5x30/interleaved` (ASCII: a history stores it once per benchmark and run).
 */
function designOf(record) {
    const side = (version) => {
        const executions = Math.max(0, ...version.binaries.map((b) => b.executions.length));
        const measurements = Math.max(0, ...version.binaries.flatMap((b) => b.executions.map((e) => e.values.length + (e.warmup?.length ?? 0))));
        return `${version.binaries.length}x${executions}x${measurements}`;
    };
    const interleaved = [record.base, record.head].some((v) => v.binaries.some((b) => b.executions.some((e) => e.block !== undefined)));
    return `${side(record.base)}/${side(record.head)}/${interleaved ? 'interleaved' : 'independent'}`;
}
/** A comparison's own noise as a history records it; null when it has none to record (no comparison variance, no build level). */
function noiseOf(analysis) {
    const { moderation } = analysis;
    if (analysis.change === null || moderation === null || analysis.buildLevelMissing)
        return null;
    if (!(moderation.variance > 0 && Number.isFinite(moderation.variance) && moderation.df > 0 && Number.isFinite(moderation.df)))
        return null;
    return { kind: moderation.kind, variance: moderation.variance, df: moderation.df, design: designOf(analysis.record) };
}
/**
 * Per benchmark, the prior its history gives for a run on `runner`: from the entries measured
 * on that runner, those whose recorded noise has the design and comparison of the newest of
 * them (the newest MAX_HISTORY_RUNS), when there are at least MIN_HISTORY_RUNS and their noise
 * agrees across time (d0 ≥ their median df). d0 is capped at their summed df (the data it
 * came from; the fit may give ∞ when the runs agree more closely than chance). An unknown
 * runner matches nothing.
 *
 * `match: 'looks'` fits for the adaptive design's looks, whose design grows look by look: a
 * comparison-model noise is grouped by what its noise per block depends on (blockDesign), not
 * by the whole design: first with any builds (the newest's processes per build), and when
 * fewer than MIN_HISTORY_RUNS runs or no agreement, with any builds and any processes per build
 * (a prior only a comparison without a build level can use). The prior's `design` says which
 * (`*` for what it does not fix).
 */
function fitHistoryPriors(history, runner, match = 'design') {
    if (runner === '' || runner === 'unknown runner')
        return {};
    const byName = new Map();
    // Newest first: entries are kept oldest first.
    for (let i = history.entries.length - 1; i >= 0; i--) {
        const entry = history.entries[i];
        if (entry.runner !== runner)
            continue;
        for (const benchmark of entry.benchmarks) {
            if (benchmark.noise === undefined)
                continue;
            const [kind, variance, df, design] = benchmark.noise;
            const list = byName.get(benchmark.name) ?? [];
            byName.set(benchmark.name, list);
            list.push({ kind, variance, df, design });
        }
    }
    const priors = [];
    for (const [name, noises] of byName) {
        const { kind, design } = noises[0];
        // The whole design; for the looks, what the noise per block depends on: any builds, then any builds and processes.
        const keys = match === 'looks' && kind === 'model' ? [(d) => blockDesign(d, 'builds'), (d) => blockDesign(d, 'processes')] : [(d) => d];
        for (const key of keys) {
            const prior = fitPrior(noises.filter((n) => n.kind === kind && key(n.design) === key(design)), kind, key(design));
            if (prior === null)
                continue;
            priors.push([name, prior]);
            break;
        }
    }
    return Object.fromEntries(priors);
}
/** The prior of the newest MAX_HISTORY_RUNS of these runs (newest first), or null: too few, or their noise disagrees across time. */
function fitPrior(matching, kind, design) {
    const runs = matching.slice(0, MAX_HISTORY_RUNS);
    if (runs.length < MIN_HISTORY_RUNS)
        return null;
    const dfs = runs.map((n) => n.df);
    const { priorDf, priorVariance } = (0,_stats_moderated_variance_js__WEBPACK_IMPORTED_MODULE_2__/* .squeezeVariances */ .n)(runs.map((n) => n.variance), dfs);
    if (!(priorDf >= (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_3__/* .median */ .JZ)(dfs)) || !(priorVariance > 0))
        return null;
    const df = Math.min(priorDf, dfs.reduce((a, b) => a + b, 0));
    return { kind, design, variance: priorVariance, df, runs: runs.length };
}
/** A design part a prior does not fix (blockDesign). */
const ANY = '*';
/**
 * What a comparison model's noise per block depends on, from a design (`designOf`). Its
 * recorded variance is Var(log ratio) × blocks, with l builds per version, m processes per
 * build and n measurements per process about m·V + B + 2E/n (docs/statistics.md, "The noise
 * of the comparison"): the builds set only its degrees of freedom (`builds`: any builds), and
 * without a build level (V = 0: the paired t over blocks) the processes per build drop out as
 * well (`processes`: any builds and any processes). The measurements per process of each
 * version and the interleaving always count. E.g. `3x5x30/3x5x30/interleaved` gives
 * `*x5x30/*x5x30/interleaved` and `*x*x30/*x*x30/interleaved`. A design of another shape is
 * returned as it is.
 */
function blockDesign(design, any) {
    const parsed = parseDesign(design);
    if (parsed === null)
        return design;
    const side = ([, processes, measurements]) => `${ANY}x${any === 'processes' ? ANY : processes}x${measurements}`;
    return `${side(parsed.base)}/${side(parsed.head)}/${parsed.mode}`;
}
function parseDesign(design) {
    const parts = design.split('/');
    if (parts.length !== 3)
        return null;
    const [base, head] = parts.slice(0, 2).map((side) => side.split('x'));
    if (base.length !== 3 || head.length !== 3)
        return null;
    return { base, head, mode: parts[2] };
}
/**
 * Whether a prior fitted for `prior` (a design, or a blockDesign with `*` parts) serves a
 * comparison of design `own`. A whole design serves only itself (the fixed design's guard). A
 * blockDesign serves any builds, and a comparison without a build level (`pairedT`, whose
 * noise per block does not depend on them) any processes per build; the measurements per
 * process of each version and the interleaving must be the prior's.
 */
function designMatches(prior, own, pairedT) {
    if (prior === own)
        return true;
    if (!prior.includes(ANY))
        return false;
    const p = parseDesign(prior);
    const o = parseDesign(own);
    if (p === null || o === null || p.mode !== o.mode)
        return false;
    const side = (ps, os) => ps.every((part, i) => i === 0 || (i === 1 && pairedT) || part === os[i]);
    return side(p.base, o.base) && side(p.head, o.head);
}
/**
 * Two-sided p-value of the F test that a variance `variance` with `df` degrees of freedom comes
 * from the prior (s0², d0): under the prior s²/s0² ~ F(d, d0).
 */
function historyAgreementPValue(own, prior) {
    const lower = (0,_stats_distributions_js__WEBPACK_IMPORTED_MODULE_0__/* .fCdf */ .GS)(own.variance / prior.variance, own.df, prior.df);
    return Math.min(1, 2 * Math.min(lower, 1 - lower));
}
/** An analysis compared without a build level: the paired t over blocks (crossed-model.ts), whose noise per block does not depend on the processes per build. */
function comparedWithoutBuildLevel(analysis) {
    return analysis.pairedTBlocks !== null && !analysis.buildLevelMissing;
}
/**
 * What becomes of `prior` for this analysis (the guards of the class comment): used, or why
 * not; null when the analysis has no noise of its own to weigh it against (no prior, and no note).
 */
function historyPriorUse(analysis, prior) {
    const own = noiseOf(analysis);
    if (own === null)
        return null;
    const pairedT = comparedWithoutBuildLevel(analysis);
    if (own.kind !== prior.kind || !designMatches(prior.design, own.design, pairedT)) {
        const buildLevel = own.kind === 'model' && !pairedT && designMatches(prior.design, own.design, true) ? ' with a build level' : '';
        return { used: false, reason: 'design-changed', was: `${prior.kind}, ${prior.design}`, now: `${own.kind}, ${own.design}${buildLevel}` };
    }
    const pValue = historyAgreementPValue(own, prior);
    if (!(pValue >= HISTORY_AGREEMENT_LEVEL))
        return { used: false, reason: 'disagrees', ratio: own.variance / prior.variance, pValue, runs: prior.runs };
    return { used: true, runs: prior.runs, priorDf: prior.df, ownDf: own.df };
}
/** The benchmark's own prior, if `priors` has one (an own entry: a benchmark named `constructor` is a name). */
function historyPriorOf(priors, name) {
    return priors !== undefined && Object.hasOwn(priors, name) ? priors[name] : undefined;
}
/** The note that says what became of a benchmark's history prior. */
const historyPriorNote = (use) => ({ kind: 'history-prior', use });
/**
 * Each analysis moderated with its benchmark's history prior, where one is given and the guards
 * pass (the class comment); such an analysis loses its `moderation`, so the suite's prior does
 * not moderate it a second time. Every benchmark with a prior gets a note saying what became of it.
 */
function applyHistoryPriors(analyses, priors, confidence) {
    if (priors === undefined || Object.keys(priors).length === 0)
        return analyses.slice();
    return analyses.map((analysis) => {
        const prior = historyPriorOf(priors, analysis.record.name);
        const use = prior === undefined ? null : historyPriorUse(analysis, prior);
        if (prior === undefined || use === null)
            return analysis;
        const notes = [...analysis.notes, historyPriorNote(use)];
        if (!use.used)
            return { ...analysis, historyPrior: use, notes };
        const change = (0,_moderate_suite_js__WEBPACK_IMPORTED_MODULE_1__/* .moderateChange */ .K)(analysis, prior, use.ownDf + prior.df, confidence);
        return { ...analysis, change, moderation: null, historyPrior: use, notes };
    });
}


/***/ }),

/***/ 7480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ moderateSuite),
/* harmony export */   K: () => (/* binding */ moderateChange)
/* harmony export */ });
/* harmony import */ var _config_benchmark_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6848);
/* harmony import */ var _stats_descriptive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1665);
/* harmony import */ var _stats_independent_comparison_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6799);
/* harmony import */ var _stats_moderated_variance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2672);
/* harmony import */ var _stats_relative_change_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2548);





/**
 * Borrows strength across a suite (Smyth 2004; issue "decisive by default"): the benchmarks of
 * one run share its design, so each comparison's variance is moderated towards a prior
 * estimated from all of them (squeezeVariances), and its interval and p-value are recomputed
 * with d + d0 degrees of freedom (at most the suite's pooled df, as limma caps them).
 * Comparison-model fits (variance per block) and independent-sample comparisons (the versions'
 * pooled relative unit variance, stats/independent-comparison.ts) are moderated separately,
 * each with its own prior; other analyses pass through.
 *
 * The prior is used only when it carries at least as much information as a typical benchmark's
 * own estimate (d0 ≥ the median of the d): a weak prior gains little, and it is weak exactly
 * when the benchmarks' variances do not look like draws from one distribution — a suite whose
 * noise differs tenfold, where shrinking the noisy benchmarks towards the quiet ones would
 * raise their false-alarm rate (bench:stats measures it). With fewer than three, nothing.
 * A metric measured on request (`process/instructions`: counts whose noise is orders of
 * magnitude below time's) is neither moderated nor part of the prior: it would switch the
 * prior off for the time benchmarks, or be widened to their noise.
 */
function moderateSuite(analyses, confidence) {
    const moderated = new Map();
    for (const kind of ['model', 'independent']) {
        const fitted = analyses.flatMap((analysis) => {
            const { change, moderation } = analysis;
            const fits = change !== null && moderation?.kind === kind && !analysis.buildLevelMissing && moderation.variance > 0;
            return fits && !(0,_config_benchmark_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .isRequestedMetric */ .j_)(analysis.record.name) ? [{ analysis, change, moderation }] : [];
        });
        if (fitted.length < 3)
            continue;
        const { priorDf, priorVariance, posterior } = (0,_stats_moderated_variance_js__WEBPACK_IMPORTED_MODULE_3__/* .squeezeVariances */ .n)(fitted.map((f) => f.moderation.variance), fitted.map((f) => f.moderation.df));
        if (!(priorDf >= (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_4__/* .median */ .JZ)(fitted.map((f) => f.moderation.df))))
            continue;
        const pooledDf = fitted.reduce((sum, f) => sum + f.moderation.df, 0);
        fitted.forEach(({ analysis }, g) => {
            moderated.set(analysis, {
                ...analysis,
                change: moderateChange(analysis, { variance: priorVariance, df: priorDf }, pooledDf, confidence, posterior[g]),
                priorDf,
            });
        });
    }
    return analyses.map((a) => moderated.get(a) ?? a);
}
/**
 * A comparison's change recomputed with an empirical-Bayes prior (s0², d0) for its variance:
 * s̃² = (d0·s0² + d·s²)/(d0 + d) with d + d0 degrees of freedom, at most `maxDf`. The one
 * moderation of the suite's prior (above) and a history's (history-prior.ts). `posterior` is
 * s̃² when the caller has it (squeezeVariances); an analysis without a moderation is returned as is.
 */
function moderateChange(analysis, prior, maxDf, confidence, posterior) {
    const { change, moderation } = analysis;
    if (change === null || moderation === null)
        return change;
    if (moderation.kind === 'model') {
        const variance = posterior ??
            (Number.isFinite(prior.df) ? (prior.df * prior.variance + moderation.df * moderation.variance) / (prior.df + moderation.df) : prior.variance);
        const df = Math.min(moderation.df + prior.df, maxDf);
        return (0,_stats_relative_change_js__WEBPACK_IMPORTED_MODULE_2__/* .relativeChange */ .N0)(change.logRatio, Math.sqrt(variance / moderation.blocks), df, confidence, change.design);
    }
    return (0,_stats_independent_comparison_js__WEBPACK_IMPORTED_MODULE_1__/* .compareIndependentSamples */ .$D)(moderation.base, moderation.head, confidence, prior, maxDf).change;
}


/***/ }),

/***/ 9808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ fCdf),
/* harmony export */   J7: () => (/* binding */ twoSidedTPValue),
/* harmony export */   YW: () => (/* binding */ tQuantile),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   c2: () => (/* binding */ tCritical),
/* harmony export */   pV: () => (/* binding */ chiSquareQuantile),
/* harmony export */   sv: () => (/* binding */ fQuantile),
/* harmony export */   vr: () => (/* binding */ normalCdf)
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
/** Quantile of the standard normal distribution (jStat); remembered, as the same few are asked for per benchmark. */
function normalQuantile(probability) {
    const known = normalQuantiles.get(probability);
    if (known !== undefined)
        return known;
    const quantile = jstat__WEBPACK_IMPORTED_MODULE_0___default().normal.inv(probability, 0, 1);
    if (normalQuantiles.size >= MAX_REMEMBERED)
        normalQuantiles.clear();
    normalQuantiles.set(probability, quantile);
    return quantile;
}
const normalQuantiles = new Map();
/**
 * Quantile of the F distribution with `df1` and `df2` degrees of freedom (jStat). Remembered:
 * versions measured with the same design share their degrees of freedom, and each quantile is
 * an iterative inversion of the incomplete beta function.
 */
function fQuantile(probability, df1, df2) {
    // Keyed by the numbers themselves, as tQuantile is: a string key built per call cost more than the look-up.
    const known = fQuantiles.get(probability)?.get(df1)?.get(df2);
    if (known !== undefined)
        return known;
    const quantile = jstat__WEBPACK_IMPORTED_MODULE_0___default().centralF.inv(probability, df1, df2);
    if (rememberedF >= MAX_REMEMBERED) {
        fQuantiles.clear();
        rememberedF = 0;
    }
    let byDf1 = fQuantiles.get(probability);
    if (byDf1 === undefined)
        fQuantiles.set(probability, (byDf1 = new Map()));
    let byDf2 = byDf1.get(df1);
    if (byDf2 === undefined)
        byDf1.set(df1, (byDf2 = new Map()));
    byDf2.set(df2, quantile);
    rememberedF++;
    return quantile;
}
/** By probability, then df1, then df2; how many are remembered. */
const fQuantiles = new Map();
let rememberedF = 0;
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
/** Quantile of the χ² distribution with `df` degrees of freedom (jStat). */
function chiSquareQuantile(probability, df) {
    if (!(df > 0))
        throw new RangeError(`χ² quantile needs df > 0, got ${df}`);
    return jstat__WEBPACK_IMPORTED_MODULE_0___default().chisquare.inv(probability, df);
}
/** The standard normal distribution function (jStat). */
function normalCdf(x) {
    return jstat__WEBPACK_IMPORTED_MODULE_0___default().normal.cdf(x, 0, 1);
}
/** Distribution function of the F distribution with `df1` and `df2` degrees of freedom (jStat): P(F ≤ x). */
function fCdf(x, df1, df2) {
    if (!(df1 > 0) || !(df2 > 0))
        throw new RangeError(`F distribution needs positive df, got ${df1} and ${df2}`);
    if (!(x > 0))
        return 0;
    if (x === Infinity)
        return 1;
    return jstat__WEBPACK_IMPORTED_MODULE_0___default().centralF.cdf(x, df1, df2);
}


/***/ }),

/***/ 6799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ compareIndependentSamples)
/* harmony export */ });
/* unused harmony exports AGREEMENT_LEVEL, variancesAgree */
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9808);
/* harmony import */ var _relative_change_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2548);


/** Two-sided level of the F test that decides whether the versions' variances may be pooled (0.2: the guard needs some power at 2 and 2 df). */
const AGREEMENT_LEVEL = 0.2;
function unitSpread(estimate) {
    if (estimate.level === 'runner' || !(estimate.df >= 1) || !(estimate.mean > 0))
        return null;
    const units = estimate.df + 1;
    return { mean: estimate.mean, variance: (estimate.variance * units) / estimate.mean ** 2, df: estimate.df, units };
}
/** The F test of two variance estimates (two-sided, AGREEMENT_LEVEL) does not reject equality. */
function variancesAgree(a, b) {
    if (a.variance === 0 || b.variance === 0)
        return a.variance === b.variance;
    const ratio = a.variance / b.variance;
    return (0,_distributions_js__WEBPACK_IMPORTED_MODULE_0__/* .fQuantile */ .sv)(AGREEMENT_LEVEL / 2, a.df, b.df) <= ratio && ratio <= (0,_distributions_js__WEBPACK_IMPORTED_MODULE_0__/* .fQuantile */ .sv)(1 - AGREEMENT_LEVEL / 2, a.df, b.df);
}
/** (d0·s0² + d·s²)/(d0 + d); the prior alone when d0 is infinite. */
function moderated(variance, df, prior) {
    if (!prior)
        return { variance, df };
    if (!Number.isFinite(prior.df))
        return { variance: prior.variance, df: Infinity };
    return { variance: (prior.df * prior.variance + df * variance) / (prior.df + df), df: prior.df + df };
}
function compareIndependentSamples(baseEstimate, headEstimate, confidence, prior, maxDf = Infinity) {
    const base = unitSpread(baseEstimate);
    const head = unitSpread(headEstimate);
    if (!base || !head || baseEstimate.level !== headEstimate.level) {
        return { change: (0,_relative_change_js__WEBPACK_IMPORTED_MODULE_1__/* .compareIndependent */ .s2)(baseEstimate, headEstimate, confidence), pooled: false, spread: null };
    }
    (0,_relative_change_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMeanClearOfZero */ .Lt)('base', baseEstimate, confidence);
    (0,_relative_change_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMeanClearOfZero */ .Lt)('head', headEstimate, confidence);
    // As the interleaved comparison does (analyze-benchmark.ts): the test at the estimate (each
    // version's spread relative to its own mean, the delta method) and at no change (both
    // relative to the midpoint of the means, where the raw difference of two samples of one
    // distribution is symmetric however skewed the noise); the weaker one is reported.
    const logRatio = Math.log(head.mean / base.mean);
    const atEstimate = compareSpreads(base, head, logRatio, 1, confidence, prior, maxDf);
    const midpoint = (base.mean + head.mean) / 2;
    const onMidpoint = (u) => ({ ...u, variance: (u.variance * u.mean ** 2) / midpoint ** 2 });
    const difference = (head.mean - base.mean) / midpoint;
    // The test at no change keeps its t = difference/se; on the log scale that stretches se by
    // logRatio/difference (→ 1 at no change).
    const stretch = difference === 0 ? 1 : logRatio / difference;
    const atNoChange = compareSpreads(onMidpoint(base), onMidpoint(head), logRatio, stretch > 0 ? stretch : 1, confidence, prior, maxDf);
    return atNoChange.change.pValue > atEstimate.change.pValue ? atNoChange : atEstimate;
}
/** Pooled when the F guard agrees (and the units are as many), else Welch; each moderated by the prior; se multiplied by `stretch`. */
function compareSpreads(base, head, logRatio, stretch, confidence, prior, maxDf) {
    const df = base.df + head.df;
    const spread = { variance: (base.df * base.variance + head.df * head.variance) / df, df };
    const cap = (d) => Math.min(d, maxDf);
    if (base.units === head.units && variancesAgree(head, base)) {
        const pooled = moderated(spread.variance, df, prior);
        const standardError = Math.sqrt(pooled.variance * (1 / base.units + 1 / head.units));
        return { change: (0,_relative_change_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeChange */ .N0)(logRatio, standardError * stretch, cap(pooled.df), confidence, 'independent'), pooled: true, spread };
    }
    const b = moderated(base.variance, base.df, prior);
    const h = moderated(head.variance, head.df, prior);
    const baseTerm = b.variance / base.units;
    const headTerm = h.variance / head.units;
    const variance = baseTerm + headTerm;
    // Welch–Satterthwaite on the (moderated) terms; an infinite df contributes no term.
    const inverse = (term, d) => (Number.isFinite(d) ? term ** 2 / d : 0);
    const welchDf = variance === 0 ? b.df + h.df : variance ** 2 / (inverse(baseTerm, b.df) + inverse(headTerm, h.df));
    return { change: (0,_relative_change_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeChange */ .N0)(logRatio, Math.sqrt(variance) * stretch, cap(welchDf), confidence, 'independent'), pooled: false, spread };
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

/***/ 2672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ squeezeVariances)
});

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

// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
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


/***/ })

};
