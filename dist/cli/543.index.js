export const id = 543;
export const ids = [543,826];
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


/***/ })

};
