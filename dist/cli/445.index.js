export const id = 445;
export const ids = [445,826];
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


/***/ })

};
