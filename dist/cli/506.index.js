export const id = 506;
export const ids = [506];
export const modules = {

/***/ 6506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   differencesFromRun: () => (/* binding */ differencesFromRun)
/* harmony export */ });
/* harmony import */ var _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3329);
/* harmony import */ var _stats_multiple_testing_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1806);
/* harmony import */ var _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5366);



/**
 * Where `benchgate analyze`'s settings (`used`: the run's record with the flags given over it)
 * differ from the run's own report (`meta.analysis`), with the flags that give the run's
 * verdicts: null when nothing differs or nothing was recorded. And for a file from before the
 * record was whole, that the per-benchmark policies it applied are not recorded.
 */
function differencesFromRun(recorded, used) {
    if (recorded === undefined)
        return null;
    const differences = [];
    const compare = (setting, here, run, flag) => {
        if (here !== run)
            differences.push({ setting, here, run, flag });
    };
    // Numbers as a flag would give them: 1.1 % is recorded as 0.011000000000000001.
    const number = (x) => String(Number(x.toPrecision(10)));
    const known = (value, names) => names.includes(value);
    compare('confidence', number(used.confidence), number(recorded.confidence), `--confidence ${number(recorded.confidence)}`);
    // A share of 1 or more is given as a percentage: the flag refuses a bare 1.5 (min-effect's parser).
    const minEffectFlag = recorded.minEffect >= 1 ? `${number(recorded.minEffect * 100)}%` : number(recorded.minEffect);
    compare('min-effect', number(used.minEffect), number(recorded.minEffect), `--min-effect ${minEffectFlag}`);
    // Names this version does not know (a newer writer's, or a file's invention) are not repeated back.
    if (known(recorded.correction, _stats_multiple_testing_js__WEBPACK_IMPORTED_MODULE_2__/* .CORRECTIONS */ .ql))
        compare('correction', used.correction, recorded.correction, `--correction ${recorded.correction}`);
    if (known(recorded.rule, _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DECISION_RULES */ .df))
        compare('rule', used.rule, recorded.rule, `--rule ${recorded.rule}`);
    if (known(recorded.design, _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPARISON_DESIGNS */ .Eh))
        compare('design', used.design, recorded.design, `--design ${recorded.design}`);
    compare('detect-warmup', String(used.detectWarmup !== false), String(recorded.detectWarmup), `--detect-warmup ${recorded.detectWarmup}`);
    // A record from before `estimator` means what its `robust` said (readAnalysisRecord; partial records here).
    const estimator = (0,_results_analysis_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isCompleteAnalysis */ .SU)(recorded) ? recorded.estimator : recorded.robust ? 'huber' : 'mean';
    compare('estimator', used.estimator, estimator, `--estimator ${estimator}`);
    const lines = [];
    if (differences.length > 0) {
        lines.push(`this analysis differs from the run's own report: ${differences.map((d) => `${d.setting} ${d.here} here, ${d.run} in the run`).join('; ')}. ` +
            `For the run's verdicts: ${differences.map((d) => d.flag).join(' ')}.`);
    }
    if (!(0,_results_analysis_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isCompleteAnalysis */ .SU)(recorded) && recorded.policies > 0) {
        lines.push(`the run applied ${recorded.policies} per-benchmark ${recorded.policies === 1 ? 'policy' : 'policies'} (the config file's \`benchmarks\`), ` +
            'which this file does not record: those benchmarks may be gated differently here.');
    }
    return lines.length === 0 ? null : lines.join('\n');
}


/***/ })

};
