export const id = 625;
export const ids = [625];
export const modules = {

/***/ 9625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readSequentialRecord: () => (/* binding */ readSequentialRecord)
/* harmony export */ });
/* unused harmony export SequentialRecordError */
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


/***/ })

};
