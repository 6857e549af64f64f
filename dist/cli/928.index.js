export const id = 928;
export const ids = [928,826];
export const modules = {

/***/ 5826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyPriorsFromFlag: () => (/* binding */ historyPriorsFromFlag)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _analysis_history_prior_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(427);
/* harmony import */ var _history_history_entry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1441);
/* harmony import */ var _history_parse_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(182);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6061);
/* harmony import */ var _input_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2497);







/**
 * The history prior `--history-prior PATH` gives for a run on `runner` (`meta.runner`, or
 * runnerInfo() before an adaptive run measures; analysis/history-prior.ts): PATH is a history
 * directory (history.json inside) or a history file. `match: 'looks'` fits it for an adaptive
 * run's looks (fitHistoryPriors). A file that is not a history is a usage error naming it;
 * entries that fail validation are left out with a warning.
 */
async function historyPriorsFromFlag(path, runner, io, match = 'design') {
    const given = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path);
    const isDirectory = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(given).catch(() => null))?.isDirectory() === true;
    const file = isDirectory ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(given, 'history.json') : given;
    const shown = isDirectory ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'history.json') : path;
    await (0,_input_file_js__WEBPACK_IMPORTED_MODULE_6__/* .checkInputFile */ .x)(file, shown, 'a history directory or history.json');
    const parsed = (0,_history_parse_history_js__WEBPACK_IMPORTED_MODULE_4__/* .parseHistory */ .i6)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), shown);
    if (!parsed.ok)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--history-prior: ${parsed.reason}`);
    for (const warning of parsed.warnings)
        io.stderr(`warning: ${warning}\n`);
    const described = (0,_history_history_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .describeRunner */ .Yg)(runner);
    const priors = (0,_analysis_history_prior_js__WEBPACK_IMPORTED_MODULE_2__/* .fitHistoryPriors */ .Rm)(parsed.history, described, match);
    const count = Object.keys(priors).length;
    io.stderr(count === 0
        ? `note: --history-prior: ${shown} holds no 3 earlier runs of a benchmark with one design on ${described}; no history prior\n`
        : `note: --history-prior: ${count} benchmark${count === 1 ? '' : 's'} with the noise of earlier runs on ${described}\n`);
    return priors;
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
    const key = `${probability} ${df1} ${df2}`;
    const known = fQuantiles.get(key);
    if (known !== undefined)
        return known;
    const quantile = jstat__WEBPACK_IMPORTED_MODULE_0___default().centralF.inv(probability, df1, df2);
    if (fQuantiles.size >= MAX_REMEMBERED)
        fQuantiles.clear();
    fQuantiles.set(key, quantile);
    return quantile;
}
const fQuantiles = new Map();
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


/***/ })

};
