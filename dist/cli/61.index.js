export const id = 61;
export const ids = [61];
export const modules = {

/***/ 6061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ gateExitCode),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   streamIo: () => (/* binding */ streamIo)
/* harmony export */ });
/** A wrong flag or value: reported in one line with exit code 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
const EXIT = { ok: 0, regression: 1, usage: 2, failure: 3 };
/**
 * The exit code of the gate's outcome (analysis/decide.ts `suiteOutcome`, the gate the
 * action's check follows): 3 when a version could not be measured (each reason on stderr), 1 on
 * a gated regression, 0 otherwise.
 */
function gateExitCode(outcome, failures, io, command) {
    if (outcome === 'failure') {
        // One line per reason: a budget spent before measuring is the same reason for both versions.
        for (const reason of new Set(failures.map((f) => f.reason)))
            io.stderr(`benchgate ${command}: ${reason}\n`);
        return EXIT.failure;
    }
    return outcome === 'regression' ? EXIT.regression : EXIT.ok;
}
/**
 * The CLI's streams as a `CliIo`. When the reader of a stream goes away (`benchgate analyze … |
 * head -1`, or `benchgate run … 2>&1 | head -3`), writing fails with EPIPE: from then on that
 * stream's output is dropped quietly instead of crashing with a stack trace. The command still
 * finishes (a run still removes its worktrees and writes its files) with its own exit code, so a
 * pipeline under `set -o pipefail` still sees a regression. Other stream errors are not swallowed.
 */
function streamIo(stdout, stderr, cwd) {
    return { stdout: untilReaderGone(stdout), stderr: untilReaderGone(stderr), cwd, ...(stderr.isTTY === true ? { stderrIsTerminal: true } : {}) };
}
function untilReaderGone(stream) {
    let readerGone = false;
    stream.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
        readerGone = true;
    });
    return (text) => {
        if (!readerGone)
            stream.write(text);
    };
}


/***/ })

};
