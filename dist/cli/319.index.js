export const id = 319;
export const ids = [319,61];
export const modules = {

/***/ 6208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fj: () => (/* binding */ STRING_FLAG),
/* harmony export */   MG: () => (/* binding */ BOOLEAN_FLAG),
/* harmony export */   Z5: () => (/* binding */ HISTORY_PRIOR_FLAG),
/* harmony export */   aQ: () => (/* binding */ STRING_LIST_FLAG),
/* harmony export */   nm: () => (/* binding */ ANALYSIS_FLAGS),
/* harmony export */   u5: () => (/* binding */ HISTORY_PRIOR_HELP)
/* harmony export */ });
/** node:util parseArgs option specs, one object each, shared by every flag of their kind. */
const STRING_FLAG = { type: 'string' };
const STRING_LIST_FLAG = { type: 'string', multiple: true };
const BOOLEAN_FLAG = { type: 'boolean' };
/**
 * The analysis flags shared by `analyze`, `run`, `calibrate` and `history` (node:util parseArgs
 * option specs), apart from the commands so that the help table reads them without loading one.
 */
const ANALYSIS_FLAGS = {
    confidence: STRING_FLAG,
    'min-effect': STRING_FLAG,
    rule: STRING_FLAG,
    correction: STRING_FLAG,
    design: STRING_FLAG,
    estimator: STRING_FLAG,
    robust: BOOLEAN_FLAG,
    'detect-warmup': STRING_FLAG,
    seed: STRING_FLAG,
};
/** `--history-prior PATH`, taken by `run` and `analyze` (cli/history-prior-flag.ts reads it). */
const HISTORY_PRIOR_FLAG = { 'history-prior': STRING_FLAG };
const HISTORY_PRIOR_HELP = `  --history-prior PATH     borrow each benchmark's noise from earlier runs on this runner with
                           this design: a history directory (the one benchgate history keeps)
                           or a history.json; used where this run's noise agrees with it
                           (an adaptive run's at each look; docs/statistics.md, "History prior")`;


/***/ }),

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


/***/ }),

/***/ 8210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RR: () => (/* binding */ BISECT_USAGE),
  i3: () => (/* binding */ CALIBRATE_USAGE),
  Ql: () => (/* binding */ COMMAND_HELP),
  Kk: () => (/* binding */ HISTORY_SUBCOMMANDS),
  W3: () => (/* binding */ RUN_USAGE),
  Hy: () => (/* binding */ mainHelp)
});

// EXTERNAL MODULE: ./src/config/config-file-path.ts
var config_file_path = __webpack_require__(285);
// EXTERNAL MODULE: ./src/cli/analysis-flags.ts
var analysis_flags = __webpack_require__(6208);
// EXTERNAL MODULE: ./src/cli/experiment-flags.ts
var experiment_flags = __webpack_require__(3353);
;// CONCATENATED MODULE: ./src/cli/profile-diff-help.ts
/** `benchgate profile-diff --help` (command-help.ts lists it; kept here beside the command it describes). */
const PROFILE_DIFF_HELP = {
    summary: 'compare two sets of V8 CPU profiles function by function, through the same model as the verdict',
    help: `usage: benchgate profile-diff BASE_DIR HEAD_DIR [--json] [--confidence 0.95] [--min-effect 5%] [--correction holm|bh|none]

Reads the .cpuprofile files Node's profiler writes (node's cpu-prof and cpu-prof-dir flags) for
each version: directly in the folder (one execution per file, a program without a build step),
or in build folders, BUILD/*.cpuprofile or BUILD/EXECUTION/*.cpuprofile (then two builds or more
per version to decide). Each function's self time per execution is compared as a benchmark is,
corrected across the functions analysed (those with at least 1 % of the sampled time). Prints
the functions whose change is decided, largest first, and how much of the sampled time's change
they explain (docs/profiles.md).

  --json                   print the comparison as JSON
  --confidence C           confidence level (default 0.95)
  --min-effect X           smallest change of a function's self time to call a change (default 5%)
  --correction M           holm (default), bh or none, across the functions analysed`,
    options: ['json', 'confidence', 'min-effect', 'correction', 'help'],
};

;// CONCATENATED MODULE: ./src/cli/command-help.ts




const RUN_USAGE = `usage: benchgate run --base REF [--head REF] --bench CMD [options]

Builds base and head several times in fresh git worktrees, runs each build in several
processes, interleaving base and head, then analyses and reports. Settings also come from
.github/benchgate.yml (see docs/runner.md); flags win.

  --base REF               baseline commit (branch, tag, SHA)
  --head REF               candidate commit (default HEAD)
  --bench CMD              benchmark command, run once per execution (no shell)
  --build CMD              build command, run once per binary ('' for none; default none)
  --clean CMD              run in each fresh worktree before the build
  --format FMT             jsonl (default), plain, go, cargo, criterion, google-benchmark, pytest-benchmark,
                           hyperfine, mitata, … auto, process (docs/harnesses.md)
  --result-file PATH       file the benchmark writes its results to, read instead of stdout
  --split-benchmarks N     run each execution as processes of at most N benchmarks, named in
                           BENCHGATE_BENCHMARKS (docs/harnesses.md); default: the whole suite
  --no-prove-unchanged     measure without first proving (default on, or the config file's
                           prove-unchanged): the proof traces one execution of each version
                           (strace) and measures nothing when both read byte-identical inputs;
                           without strace the run is measured (docs/proof.md)
  --prove-unchanged        the proof, when the config file turns it off
  --metrics instructions   also count each build's instructions, in executions of their own
                           under valgrind, as benchmarks of their own (docs/instructions.md)
  --profile                after each block, one more execution of each version under V8's
                           sampling profiler (never timed): "Where the time went" under each
                           changed benchmark, raw profiles in OUT/profiles (docs/profiles.md)
  --binaries L             builds per version; with --executions (or alone, 5 executions)
                           and no --budget, the fixed design L × M; with --budget, a cap
  --executions M           processes per build of the fixed design (alone: 3 builds)
  --timeout S              seconds allowed per execution (default 300, at most 2147483)
  --artifact GLOB          build output to hash (repeatable), e.g. 'dist/**'
  --env NAME=VALUE         extra environment variable (repeatable)
  --workdir DIR            subdirectory of the checkout to run commands in
  --max-failure-share X    more failed executions than this makes a version inconclusive (default 0.25)
  --seed N                 seed for the run order (default: random, recorded)
  --repo PATH              the repository (default: the current directory)
  --config FILE            config file (default: REPO/${config_file_path/* CONFIG_FILE_PATH */.i} if present)
  --budget MINUTES         adaptive design: stop as soon as every benchmark is decided, at the
                           latest when the budget (builds and measuring) is spent; the rounds
                           are planned from the time measured, --executions is not used.
                           Default: 4 minutes when no --binaries/--executions (flag or config
                           file) names the fixed design, as the action
  --prior FILE             with --budget: plan the builds per version from this prior
                           (the JSON benchgate calibrate writes)
  --shard i/N              measure only shard i of N of the suite (docs/sharding.md); results.json
                           holds the shard's benchmarks and manifest, for benchgate merge
  --replica r/R            with --shard: this runner's replica r of R of the shard
                           (a shard's report is for reading and exits 0 on a regression;
                           merge the shards and analyze the merged file to decide)
  --out DIR                where results.json, report.json and report.md go (default benchgate-out)
  --json                   print the report as JSON instead of markdown
  --confidence C           confidence level (default 0.95)
  --min-effect E           smallest relative change worth flagging (default 0.01)
  --rule, --correction, --design, --estimator, --robust, --detect-warmup, --history-prior   as for benchgate analyze
  --verbose                also print build output and benchmark stderr

exit codes: 0 no regression, 1 regression, 2 usage or config error, 3 build or benchmark failure`;
const CALIBRATE_USAGE = `usage: benchgate calibrate --bench CMD [--head REF] [--budget MINUTES] [options]

Runs one commit against itself (A/A) for the whole budget, with the design a run of that
budget would use, and reports per benchmark the noise (variance components, impact factors,
warm-up, autocorrelation), the smallest change the budget can detect, and the budget that
min-effect needs. Writes OUT/calibration.json: a prior for benchgate run --budget --prior.

  --head REF               the commit to measure (default HEAD)
  --budget MINUTES         the time to spend, builds included (default 10)
  --prior FILE             plan the builds from an earlier calibration
  --min-effect E           the change worth detecting (default 0.01)
  --confidence C           confidence level (default 0.95)
  --correction, --detect-warmup   as for benchgate analyze
  --bench, --build, --clean, --format, --result-file, --split-benchmarks, --binaries, --timeout, --artifact, --env,
  --workdir, --max-failure-share, --seed, --repo, --config   as for benchgate run
  --out DIR                where results.json, calibration.json, calibration.md go (default benchgate-out)
  --json                   print the calibration as JSON instead of markdown
  --verbose                also print build output and benchmark stderr

exit codes: 0 done, 2 usage or config error, 3 build or benchmark failure`;
const BISECT_USAGE = `usage: benchgate bisect --good REF --bad REF --bench CMD [options]

Names the commit between REF and REF where a benchmark changed. Measures bad against good
(the step), then probes first-parent commits in between, each a whole interleaved comparison
against good, halving the range each time. Each comparison is adaptive, with a share of the
budget left; a probe stops at the first look that tells which side of the halfway point between
good and the step it lies on. One whose interval straddles it is measured again, longer, while
the budget holds it. Every build and benchmark stops within the budget. Writes
OUT/bisect.json, OUT/bisect.md, and the step's results.json, report.json and report.md under
OUT/step (docs/bisect.md).

  --good REF               the range's older end, performing as before
  --bad REF                the range's newer end, after the change
  --benchmark NAME         the benchmark to follow (default: the largest detected change); the
                           step then stops once it is decided
  --budget MINUTES         the whole bisection's wall time, builds included (default 30)
  --binaries N, --executions N   the fixed design of each comparison (default: adaptive)
  --min-effect E, --confidence C, --correction, --rule, --design, --estimator, --robust, --detect-warmup
                           as for benchgate analyze
  --bench, --build, --clean, --format, --result-file, --split-benchmarks, --timeout, --artifact, --env,
  --workdir, --max-failure-share, --seed, --repo, --config   as for benchgate run
  --out DIR                where bisect.json and bisect.md go (default benchgate-out)
  --json                   print the outcome as JSON instead of markdown
  --verbose                also print build output and benchmark stderr

exit codes: 0 named the commit, 1 narrowed the range only or the step undecided, 2 usage or config error, 3 build or benchmark failure`;
const ANALYSIS = Object.keys(analysis_flags/* ANALYSIS_FLAGS */.nm);
const EXPERIMENT = Object.keys(experiment_flags/* EXPERIMENT_FLAGS */.Q);
const ANALYSIS_HELP = `  --confidence C           confidence level (default 0.95; 0.9 or 90%)
  --min-effect E           smallest relative change worth flagging (default 0.01; 0.01 or 1%)
  --rule interval|overlap  interval: the Δ interval excludes 0 and reaches beyond ±min-effect
                           (default); overlap: the two versions' intervals do not overlap
  --correction holm|bh|none  multiple-comparison correction across benchmarks (default holm)
  --design auto|paired|independent  auto: paired when executions carry interleaving blocks
  --estimator winsorized|huber|mean  each execution's level: the 8 % winsorized mean (default),
                           Huber's M-estimate, or the plain mean (docs/statistics.md, "Execution means")
  --robust                 the same as --estimator huber
  --detect-warmup true|false  find and cut a warm-up in executions recorded without one
                           (default true; docs/statistics.md, "Warm-up")
  --seed N                 seed of the resampling (default: the seed the run recorded)`;
const EXIT_CODES = 'exit codes: 0 no regression, 1 regression detected, 2 bad input or usage, 3 build or benchmark failure';
const ANALYZE = {
    summary: 'analyse a results.json (from benchgate run, merge or your own tool) and print the report',
    help: `usage: benchgate analyze RESULTS.json [options]

Fits the nested model to every benchmark of RESULTS.json (docs/results-format.md) and prints
the markdown report the pull request comment shows, or the JSON report with --json.

${ANALYSIS_HELP}
${analysis_flags/* HISTORY_PRIOR_HELP */.u5}
  --json                   print the report as JSON instead of markdown
  --allow-missing-shards   a merged file whose shards did not all deliver passes on partial
                           results (their benchmarks inconclusive) instead of exiting with 3

${EXIT_CODES}`,
    options: [...ANALYSIS, 'history-prior', 'json', 'allow-missing-shards', 'help'],
};
const RUN = {
    summary: 'build base and head in git worktrees, measure them interleaved, analyse and report',
    help: RUN_USAGE,
    options: [
        ...ANALYSIS.filter((o) => o !== 'seed'),
        ...EXPERIMENT,
        'base',
        'executions',
        'shard',
        'replica',
        'history-prior',
        'prove-unchanged',
        'no-prove-unchanged',
        'metrics',
        'profile',
    ],
};
const CALIBRATE = {
    summary: 'measure one commit against itself (A/A): its noise and the smallest change a budget detects',
    help: CALIBRATE_USAGE,
    options: [...ANALYSIS.filter((o) => !['seed', 'rule', 'design', 'estimator', 'robust'].includes(o)), ...EXPERIMENT],
};
const BISECT = {
    summary: 'name the commit between two refs where a benchmark changed',
    help: BISECT_USAGE,
    options: [...ANALYSIS.filter((o) => o !== 'seed'), ...EXPERIMENT.filter((o) => o !== 'head' && o !== 'prior'), 'good', 'bad', 'benchmark', 'executions'],
};
const MERGE = {
    summary: "merge the shards' results.json files into one, for benchgate analyze",
    help: `usage: benchgate merge RESULTS.json|DIR ... [-o merged.json] [--expect N] [--replicas]

Merges the results files of the shards of one run (or results files from any source) into
one results file for benchgate analyze. A DIR stands for every results.json below it, e.g.
the downloaded shard artifacts. Benchmarks a missing shard did not measure are listed in
meta.notMeasured and reported as inconclusive; benchgate analyze of the merged file then exits
with 3, unless told to accept partial results (see benchgate analyze --help).

  -o, --out FILE           where to write the merged results (default: stdout)
  --expect N               the number of shards the run was split into; other counts are an error
  --replicas               the files are replicas of the same shards (run with a replica
                           number, docs/sharding.md): their executions are pooled per benchmark

exit codes: 0 merged, 2 a mismatch (other commits, other settings, a benchmark measured twice) or bad input`,
    options: ['out', 'expect', 'replicas', 'help'],
};
const HISTORY_DIR = '  --history DIR            the history directory (history.json inside; created on the first import)';
/** `benchgate history SUBCOMMAND`: the subcommands and their options. */
const HISTORY_SUBCOMMANDS = {
    show: {
        summary: 'list the newest entries, or one benchmark across them',
        help: `usage: benchgate history show --history DIR [--last 20] [--benchmark NAME]

${HISTORY_DIR}
  --last N                 how many of the newest entries to show (default 20)
  --benchmark NAME         show this benchmark's mean and interval per entry, with a sparkline`,
        options: ['history', 'last', 'benchmark', 'help'],
    },
    import: {
        summary: 'add a results.json as one entry, or merge a history.json',
        help: `usage: benchgate history import --history DIR FILE [options]

FILE is a results.json (analysed and added as one entry) or a history.json (merged). A
benchmark of a results.json that cannot be added (its version could not be analysed, or it
was not measured) is named on stderr with the reason.

${HISTORY_DIR}
  --sha SHA                the commit the entry is for (default: the one FILE recorded)
  --date ISO               the entry's date (default: when the run started, as FILE recorded
                           it; else now)
  --run-id ID              the run it came from (default: local-TIMESTAMP of that date, so
                           the same FILE imported twice is kept once)
  --run-attempt N          the run attempt (default 1)
  --runner TEXT            a description of the machine
  --side head|base         which version of FILE the entry records (default head)
  --anchor REF             the anchor (a tag or commit) of --anchor-results; both or neither
  --anchor-results FILE    the anchor comparison of the same run: a results.json whose base is
                           the anchor and whose head is the entry's commit (docs/history-format.md, "Anchor")
  --keep N                 keep only the newest N entries (default 1000)
${ANALYSIS_HELP}`,
        options: ['history', 'sha', 'date', 'run-id', 'run-attempt', 'runner', 'side', 'anchor', 'anchor-results', 'keep', ...ANALYSIS, 'help'],
    },
    export: {
        summary: 'print or write the whole history as one history.json',
        help: `usage: benchgate history export --history DIR [--out FILE]

${HISTORY_DIR}
  --out FILE               write to FILE instead of stdout`,
        options: ['history', 'out', 'help'],
    },
    prune: {
        summary: 'keep only the newest N entries',
        help: `usage: benchgate history prune --history DIR --keep N

${HISTORY_DIR}
  --keep N                 how many of the newest entries to keep`,
        options: ['history', 'keep', 'help'],
    },
    trend: {
        summary: 'the trend report (change points per benchmark) as markdown, with SVG charts',
        help: `usage: benchgate history trend --history DIR [--out DIR] [--repo OWNER/NAME] [--commits 7]
                              [--anchor REF] [--anchor-budget 3%]

${HISTORY_DIR}
  --out DIR                write trend.md and one SVG chart per benchmark to DIR (default: markdown to stdout)
  --repo OWNER/NAME        link commits to this GitHub repository
  --commits N              how many of the newest commits the changes summary shows (default 7)
  --anchor REF             the anchor series to report (default: the newest entry's anchor)
  --anchor-budget SHARE    exit 1 when the drift since the anchor lies wholly above it (3% or 0.03)`,
        options: ['history', 'out', 'repo', 'commits', 'anchor', 'anchor-budget', 'help'],
    },
    site: {
        summary: 'write a browsable page of the history: charts with intervals, change points, search',
        help: `usage: benchgate history site --history DIR --out DIR [--repo OWNER/NAME] [--title TEXT]

Writes DIR/index.html: one self-contained page (no CDN) with every benchmark's means and
intervals, its change points and environment shifts, searchable and sorted by the most recent
change; publish it as an artifact or to GitHub Pages (docs/history-format.md, "The site").

${HISTORY_DIR}
  --out DIR                where index.html goes
  --repo OWNER/NAME        link commits to this GitHub repository
  --title TEXT             the page's title (default "benchgate history")`,
        options: ['history', 'out', 'repo', 'title', 'help'],
    },
};
const HISTORY = {
    summary: 'the local benchmark history: show, import, export, prune, trend',
    help: `usage: benchgate history SUBCOMMAND --history DIR [options]

${Object.entries(HISTORY_SUBCOMMANDS)
        .map(([name, sub]) => `  ${name.padEnd(8)} ${sub.summary}`)
        .join('\n')}

benchgate history SUBCOMMAND --help shows a subcommand's options.`,
    options: ['help'],
};
/** The commands, in the order `benchgate --help` lists them. */
const COMMAND_HELP = {
    run: RUN,
    analyze: ANALYZE,
    merge: MERGE,
    history: HISTORY,
    calibrate: CALIBRATE,
    bisect: BISECT,
    'profile-diff': PROFILE_DIFF_HELP,
};
/** `benchgate --help`. */
function mainHelp(version) {
    const width = Math.max(...Object.keys(COMMAND_HELP).map((name) => name.length));
    return `benchgate ${version}: a performance gate with rebuilds, processes and measurements as levels of one model

usage: benchgate COMMAND [options]

${Object.entries(COMMAND_HELP)
        .map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`)
        .join('\n')}

benchgate COMMAND --help shows a command's options; benchgate --version its version.
docs: README.md and docs/*.md in the repository

${EXIT_CODES}`;
}


/***/ }),

/***/ 3353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ EXPERIMENT_FLAGS)
/* harmony export */ });
/* harmony import */ var _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6208);

/**
 * The flags that describe an experiment, shared by `benchgate run` and `benchgate calibrate`
 * (node:util parseArgs option specs). Each command adds its own.
 */
const EXPERIMENT_FLAGS = {
    head: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    bench: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    build: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    clean: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    format: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    binaries: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    timeout: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    artifact: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_LIST_FLAG */ .aQ,
    env: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_LIST_FLAG */ .aQ,
    workdir: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    'result-file': _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    'split-benchmarks': _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    'max-failure-share': _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    seed: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    repo: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    config: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    out: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    budget: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    prior: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .STRING_FLAG */ .Fj,
    json: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .BOOLEAN_FLAG */ .MG,
    verbose: _analysis_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .BOOLEAN_FLAG */ .MG,
    help: { type: 'boolean', short: 'h' },
};


/***/ }),

/***/ 7319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: VERSION

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
// EXTERNAL MODULE: ./src/results/validate-results.ts + 2 modules
var validate_results = __webpack_require__(8360);
// EXTERNAL MODULE: ./src/report/leftover-processes.ts
var leftover_processes = __webpack_require__(2835);
// EXTERNAL MODULE: ./src/runner/process-sweeper.ts + 2 modules
var process_sweeper = __webpack_require__(1471);
;// CONCATENATED MODULE: ./src/cli/argv-scan.ts
/**
 * `--budget -2` as `--budget=-2`: Node's strict parser refuses a value that starts with `-` as
 * ambiguous, which would hide the flag's own message about the value ("expected minutes, a
 * number above 0"). Only a negative number is joined: no positional or flag of the CLI looks
 * like one, and anything after `--` is left alone.
 */
function joinNegativeValues(argv) {
    const joined = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--')
            return [...joined, ...argv.slice(i)];
        const next = argv[i + 1];
        if (arg.startsWith('--') && !arg.includes('=') && next !== undefined && NEGATIVE_NUMBER.test(next)) {
            joined.push(`${arg}=${next}`);
            i++;
        }
        else
            joined.push(arg);
    }
    return joined;
}
const NEGATIVE_NUMBER = /^-(\d|\.\d)/;
function scanArgs(argv) {
    const longOptions = [];
    let help = false;
    for (const arg of argv) {
        if (arg === '--')
            break;
        if (arg === '-h' || arg === '--help')
            help = true;
        else if (arg.startsWith('--'))
            longOptions.push(arg.slice(2).split('=')[0]);
    }
    return { longOptions, help };
}
/** The first long option not in the list. */
function firstUnknownOption(scanned, known) {
    return scanned.longOptions.find((name) => !known.includes(name));
}
/**
 * The first long option given more than once that is not in `repeatable`: Node's parser would
 * keep the last silently, so `--base HEAD~1 … --base HEAD` would compare other commits than
 * the first flag says.
 */
function firstRepeatedOption(scanned, repeatable) {
    const seen = new Set();
    for (const name of scanned.longOptions) {
        if (seen.has(name) && !repeatable.includes(name))
            return name;
        seen.add(name);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/cli/experiment-flags.ts
var experiment_flags = __webpack_require__(3353);
// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
// EXTERNAL MODULE: ./src/cli/command-help.ts + 1 modules
var command_help = __webpack_require__(8210);
;// CONCATENATED MODULE: ./src/cli/did-you-mean.ts
/**
 * Edit distance with adjacent transpositions (optimal string alignment): `anlyze` is one edit
 * from `analyze`, `--bsae` one from `--base`.
 */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[rows - 1][cols - 1];
}
/**
 * The candidate closest to what was typed, when it is close enough to be a typo: at most two
 * edits, and fewer than half the typed length (so `x` does not suggest `run`). A candidate that
 * starts with what was typed (an abbreviation, `--min` for `--min-effect`) also counts.
 * Ties go to the earlier candidate.
 */
function closestMatch(typed, candidates) {
    let best;
    for (const name of candidates) {
        const distance = editDistance(typed, name);
        if (best === undefined || distance < best.distance)
            best = { name, distance };
    }
    if (best !== undefined && best.distance <= 2 && best.distance * 2 < typed.length)
        return best.name;
    const prefixed = candidates.filter((name) => typed.length >= 3 && name.startsWith(typed));
    return prefixed.length === 1 ? prefixed[0] : undefined;
}
/** ` (did you mean X?)`, or '' when nothing is close. */
function didYouMean(typed, candidates, show = (name) => name) {
    const match = closestMatch(typed, candidates);
    return match === undefined ? '' : `; did you mean ${show(match)}?`;
}

;// CONCATENATED MODULE: ./src/cli/main.ts









/** The version of the package this CLI was built from (bundled into dist/cli by ncc). */
const VERSION = package_namespaceObject.rE;
/**
 * Each command is loaded when it runs: a process starts with the one command it needs, not
 * the runner, git and YAML code of all of them (the bundle splits along these imports).
 */
const COMMANDS = {
    analyze: async () => (await __webpack_require__.e(/* import() */ 374).then(__webpack_require__.bind(__webpack_require__, 4374))).analyzeCommand,
    run: async () => (await Promise.all(/* import() */[__webpack_require__.e(453), __webpack_require__.e(328), __webpack_require__.e(427), __webpack_require__.e(49), __webpack_require__.e(600), __webpack_require__.e(374), __webpack_require__.e(980), __webpack_require__.e(218)]).then(__webpack_require__.bind(__webpack_require__, 3218))).runCommand,
    history: async () => (await Promise.all(/* import() */[__webpack_require__.e(453), __webpack_require__.e(427), __webpack_require__.e(49), __webpack_require__.e(600), __webpack_require__.e(374), __webpack_require__.e(400)]).then(__webpack_require__.bind(__webpack_require__, 2400))).historyCommand,
    merge: async () => (await __webpack_require__.e(/* import() */ 700).then(__webpack_require__.bind(__webpack_require__, 1700))).mergeCommand,
    calibrate: async () => (await Promise.all(/* import() */[__webpack_require__.e(453), __webpack_require__.e(328), __webpack_require__.e(427), __webpack_require__.e(49), __webpack_require__.e(600), __webpack_require__.e(374), __webpack_require__.e(980), __webpack_require__.e(218), __webpack_require__.e(9)]).then(__webpack_require__.bind(__webpack_require__, 4009))).calibrateCommand,
    bisect: async () => (await Promise.all(/* import() */[__webpack_require__.e(453), __webpack_require__.e(328), __webpack_require__.e(427), __webpack_require__.e(49), __webpack_require__.e(600), __webpack_require__.e(374), __webpack_require__.e(980), __webpack_require__.e(218), __webpack_require__.e(916)]).then(__webpack_require__.bind(__webpack_require__, 6916))).bisectCommand,
    'profile-diff': async () => (await Promise.all(/* import() */[__webpack_require__.e(453), __webpack_require__.e(427), __webpack_require__.e(49), __webpack_require__.e(980), __webpack_require__.e(982)]).then(__webpack_require__.bind(__webpack_require__, 7982))).profileDiffCommand,
};
const COMMAND_NAMES = Object.keys(command_help/* COMMAND_HELP */.Ql);
/** Options a command collects in a list (`--env A=1 --env B=2`); any other given twice is a usage error. */
const REPEATABLE_OPTIONS = Object.entries(experiment_flags/* EXPERIMENT_FLAGS */.Q)
    .filter(([, spec]) => 'multiple' in spec && spec.multiple)
    .map(([name]) => name);
/**
 * Help and unknown names, answered before a command parses anything: `--help` anywhere before
 * `--` prints the command's (or history subcommand's) help; an unknown command, subcommand or
 * option is a usage error with the closest known name. Returns the exit code, or null to run.
 */
function frontDoor(name, rest, io) {
    let label = name;
    // Own keys only: `benchgate constructor` is an unknown command, not Object's constructor.
    let entry = Object.hasOwn(command_help/* COMMAND_HELP */.Ql, name) ? command_help/* COMMAND_HELP */.Ql[name] : undefined;
    if (entry === undefined) {
        io.stderr(`benchgate: unknown command ${JSON.stringify(name)}${didYouMean(name, COMMAND_NAMES)}\nbenchgate --help lists the commands.\n`);
        return cli_io/* EXIT */.dc.usage;
    }
    let args = rest;
    if (name === 'history' && rest.length === 0) {
        io.stderr(`${entry.help}\n`);
        return cli_io/* EXIT */.dc.usage;
    }
    if (name === 'history' && rest[0] !== undefined && !rest[0].startsWith('-')) {
        const sub = rest[0];
        const subEntry = Object.hasOwn(command_help/* HISTORY_SUBCOMMANDS */.Kk, sub) ? command_help/* HISTORY_SUBCOMMANDS */.Kk[sub] : undefined;
        if (subEntry === undefined) {
            const subNames = Object.keys(command_help/* HISTORY_SUBCOMMANDS */.Kk);
            io.stderr(`benchgate history: unknown history command ${JSON.stringify(sub)}${didYouMean(sub, subNames)}\nthe history commands: ${subNames.join(', ')}\n`);
            return cli_io/* EXIT */.dc.usage;
        }
        label = `history ${sub}`;
        entry = subEntry;
        args = rest.slice(1);
    }
    const scanned = scanArgs(args);
    if (scanned.help) {
        io.stdout(`${entry.help}\n`);
        return cli_io/* EXIT */.dc.ok;
    }
    const unknown = firstUnknownOption(scanned, entry.options);
    if (unknown !== undefined) {
        io.stderr(`benchgate ${label}: unknown option --${unknown}${didYouMean(unknown, entry.options, (o) => `--${o}`)}\nbenchgate ${label} --help lists the options.\n`);
        return cli_io/* EXIT */.dc.usage;
    }
    const repeated = firstRepeatedOption(scanned, REPEATABLE_OPTIONS);
    if (repeated !== undefined) {
        io.stderr(`benchgate ${label}: --${repeated} is given more than once; give it once (only ${REPEATABLE_OPTIONS.map((o) => `--${o}`).join(' and ')} may repeat)\n`);
        return cli_io/* EXIT */.dc.usage;
    }
    return null;
}
/** The CLI: dispatches to a command and maps errors to exit codes. Never throws. */
async function runCli(given, io) {
    const argv = joinNegativeValues(given);
    const [first, ...afterFirst] = argv;
    if (first === '--version' || first === '-V' || first === 'version') {
        io.stdout(`benchgate ${VERSION}\n`);
        return cli_io/* EXIT */.dc.ok;
    }
    // `benchgate help COMMAND` is `benchgate COMMAND --help`.
    const [name, ...rest] = first === 'help' && afterFirst.length > 0 ? [afterFirst[0], ...afterFirst.slice(1), '--help'] : argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        io.stdout(`${(0,command_help/* mainHelp */.Hy)(VERSION)}\n`);
        return name === undefined ? cli_io/* EXIT */.dc.usage : cli_io/* EXIT */.dc.ok;
    }
    if (name.startsWith('-')) {
        io.stderr(`benchgate: expected a command before ` +
            `${JSON.stringify(name)}${didYouMean(name.replace(/^-+/, ''), ['help', 'version'], (o) => `--${o}`)}\nbenchgate --help lists the commands.\n`);
        return cli_io/* EXIT */.dc.usage;
    }
    const answered = frontDoor(name, rest, io);
    if (answered !== null)
        return answered;
    const sweeper = (0,process_sweeper/* processSweeper */.lS)();
    const stopLogging = sweeper.onEnded((ended) => io.stderr(`${(0,leftover_processes/* endedProcessesLogLine */.mS)(ended)}\n`));
    try {
        const command = await COMMANDS[name]();
        return await command(rest, io);
    }
    catch (error) {
        if (error instanceof cli_io/* UsageError */.eb || error instanceof validate_results/* ResultsFormatError */.ch) {
            io.stderr(`benchgate ${name}: ${error.message}\n`);
            return cli_io/* EXIT */.dc.usage;
        }
        if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
            io.stderr(`benchgate ${name}: ${error.message}\n`);
            return cli_io/* EXIT */.dc.usage;
        }
        io.stderr(`benchgate ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        return cli_io/* EXIT */.dc.failure;
    }
    finally {
        // Also after an error: no process a benchmark or build started outlives the command.
        sweeper.sweepAll('when benchgate ended');
        stopLogging();
    }
}


/***/ }),

/***/ 285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ CONFIG_FILE_PATH)
/* harmony export */ });
/** Where benchgate looks for its config, relative to the repository's top level. */
const CONFIG_FILE_PATH = '.github/benchgate.yml';


/***/ }),

/***/ 7729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ escapeMarkdown)
/* harmony export */ });
// eslint-disable-next-line no-control-regex -- these are what it removes
const ANSI_SEQUENCE = /\u001b\[[0-?]*[ -/]*[@-~]/g;
// eslint-disable-next-line no-control-regex -- these are what it removes
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Makes text taken from benchmarks and artifacts (names, output excerpts, notes) inert inside
 * GitHub markdown and table cells: HTML and markdown punctuation are escaped, pipes cannot split
 * a cell, line breaks cannot end a row, `@name`, `#123` or `GH-123` cannot mention users or link issues,
 * and bare URLs (`https://…`, `www.…`), which GitHub turns into links, stay plain text.
 */
function escapeMarkdown(text) {
    return (text
        // Terminal colours and other control characters (a compiler's output), bidirectional
        // overrides that would show the text in another order than it is, and half a surrogate
        // pair left by a cut: none of them is text to show.
        .replace(ANSI_SEQUENCE, '')
        .replace(INVISIBLE_CONTROLS, '')
        .replace(LONE_SURROGATE, '\ufffd')
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]#|~])/g, '\\$1')
        .replace(/@/g, '@\u200b')
        // GitHub links `scheme://host.tld…` by itself (GFM autolinks need a dot in the domain).
        .replace(/:\/\/(?=[^\s/]*\.)/g, ':\u200b//')
        .replace(/\b(www)\./gi, '$1\u200b.')
        // `GH-12` is GitHub's other issue reference.
        .replace(/\b(GH)-(?=\d)/gi, '$1\u200b-'));
}


/***/ }),

/***/ 2835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ leftoverProcessesLine),
/* harmony export */   mS: () => (/* binding */ endedProcessesLogLine),
/* harmony export */   wx: () => (/* binding */ endedProcessesNote)
/* harmony export */ });
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7729);

// The processes benchmarks and builds left behind, in words: the log's line and the report's
// note. A process's name is the measured code's choice: the log shows it quoted, the report escaped.
const SHOWN = 10;
function described(process, words) {
    const by = process.leftBy === null ? 'without benchgate\u2019s mark (an orphan of this run)' : `left by ${words.quote(process.leftBy)}`;
    return `pid ${process.pid} ${words.quote(process.name)} ${by}, found ${words.plain(process.foundAfter)}`;
}
function listed(ended, words) {
    const shown = ended.slice(0, SHOWN).map((process) => described(process, words));
    const more = ended.length > SHOWN ? `; and ${ended.length - SHOWN} more` : '';
    return `${shown.join('; ')}${more}`;
}
/** The log's line for processes a sweep ended. */
function endedProcessesLogLine(ended) {
    const count = ended.length === 1 ? 'a process' : `${ended.length} processes`;
    return `benchgate ended ${count} that a benchmark or build left running outside its process group: ${listed(ended, { quote: (text) => JSON.stringify(text), plain: (text) => text })}`;
}
/** The report's note on every process this run had to end (a `leftover-processes` run note); none when there were none. */
function endedProcessesNote(ended) {
    return ended.length === 0 ? [] : [{ kind: 'leftover-processes', ended: ended.map((process) => ({ ...process })) }];
}
/** The `leftover-processes` note in words (report/run-notes.ts): a process's name is the measured code's, escaped. */
function leftoverProcessesLine(ended) {
    const count = ended.length === 1 ? '1 process' : `${ended.length} processes`;
    return (`**Leftover processes ended:** benchmarks or builds left ${count} running outside their process group, which benchgate ended ` +
        `before writing the results (${listed(ended, { quote: (text) => `"${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .F)(text)}"`, plain: _escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .F })}). ` +
        'A benchmark should wait for what it starts.');
}


/***/ }),

/***/ 5366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eh: () => (/* binding */ COMPARISON_DESIGNS),
/* harmony export */   OC: () => (/* binding */ MAX_POLICIES),
/* harmony export */   SU: () => (/* binding */ isCompleteAnalysis),
/* harmony export */   df: () => (/* binding */ DECISION_RULES),
/* harmony export */   pQ: () => (/* binding */ GATE_MODES),
/* harmony export */   qX: () => (/* binding */ readAnalysisRecord),
/* harmony export */   v7: () => (/* binding */ MAX_GLOB_LENGTH),
/* harmony export */   vC: () => (/* binding */ MAX_PRIORS)
/* harmony export */ });
/* unused harmony exports CONFIDENCE_RANGE, MIN_EFFECT_RANGE, MAX_BOOTSTRAP_REPLICATES */
/* harmony import */ var _stats_multiple_testing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1806);
/* harmony import */ var _stats_execution_location_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5617);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9024);
/* harmony import */ var _json_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5266);
/* harmony import */ var _results_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(674);
/* harmony import */ var _history_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9772);
/**
 * `meta.analysis`: every setting the run's own analysis used, so that gating again from the
 * results (`benchgate analyze`, a label event, `mode: comment`, the merge job) uses what the run
 * used. A plain JSON object (deep equality compares two). A results file is data: the record is
 * checked strictly when read (known names, finite numbers in range, bounded sizes, globs that
 * compile), and the modes that must take the gate policy from a trusted place lay it over the
 * record (docs/security.md).
 */






const DECISION_RULES = ['interval', 'overlap'];
const COMPARISON_DESIGNS = ['auto', 'paired', 'independent'];
const GATE_MODES = ['gate', 'report', 'ignore'];
/** At most this many per-benchmark policies, in a config file and in a record. */
const MAX_POLICIES = 1000;
/** At most this many characters in a policy's glob. */
const MAX_GLOB_LENGTH = 1000;
/** At most this many build-variance priors (one per benchmark of a calibration prior). */
const MAX_PRIORS = 100_000;
/** The confidence and min-effect ranges of the settings' parsers (config/analysis-config.ts). */
const CONFIDENCE_RANGE = [0.5, 0.9999];
const MIN_EFFECT_RANGE = [0, 10];
/** Bootstrap replicates a record may ask for: the default is 1,000. */
const MAX_BOOTSTRAP_REPLICATES = 100_000;
const isCompleteAnalysis = (record) => Array.isArray(record.policies);
function inRange(value, path, [min, max]) {
    const x = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .finite */ .E2)(value, path);
    if (x < min || x > max)
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(path, `expected a number from ${min} to ${max}, got ${x}`);
    return x;
}
function policy(value, path) {
    const p = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .requireRecord */ .jp)(value, path);
    const match = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmptyText */ .al)(p.match, `${path}.match`);
    if (match.length > MAX_GLOB_LENGTH)
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${path}.match`, `a glob of ${match.length} characters; at most ${MAX_GLOB_LENGTH} are allowed`);
    try {
        (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_1__/* .compileGlob */ .SO)(match);
    }
    catch (error) {
        if (error instanceof _util_glob_js__WEBPACK_IMPORTED_MODULE_1__/* .GlobSyntaxError */ .go)
            throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${path}.match`, error.message);
        throw error;
    }
    return {
        match,
        ...(p.gate === undefined ? {} : { gate: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(p.gate, GATE_MODES, `${path}.gate`) }),
        ...(p.minEffect === undefined ? {} : { minEffect: inRange(p.minEffect, `${path}.minEffect`, MIN_EFFECT_RANGE) }),
    };
}
/** A record keyed by benchmark name (at most MAX_PRIORS names of 1 to MAX_BENCHMARK_NAME_LENGTH characters), each value checked by `read`. */
function byBenchmark(value, path, what, read) {
    const record = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .requireRecord */ .jp)(value, path);
    const names = Object.keys(record);
    if (names.length > MAX_PRIORS)
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(path, `${names.length} ${what}; at most ${MAX_PRIORS} are allowed`);
    const entries = [];
    for (const name of names) {
        const at = `${path}[${JSON.stringify(name.slice(0, 60))}]`;
        if (name === '' || name.length > _results_format_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BENCHMARK_NAME_LENGTH */ .CH) {
            throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(at, `expected a benchmark name of 1 to ${_results_format_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BENCHMARK_NAME_LENGTH */ .CH} characters, got ${name.length}`);
        }
        entries.push([name, read(record[name], at)]);
    }
    return Object.fromEntries(entries);
}
function priors(value, path) {
    return byBenchmark(value, path, 'priors', (v, at) => {
        const variance = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .finite */ .E2)(v, at);
        if (variance < 0)
            throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(at, `expected a variance of 0 or more, got ${variance}`);
        return variance;
    });
}
function historyPriors(value, path) {
    return byBenchmark(value, path, 'history priors', (v, at) => {
        const p = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .requireRecord */ .jp)(v, at);
        const design = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmptyText */ .al)(p.design, `${at}.design`);
        if (design.length > _history_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_DESIGN_LENGTH */ .XN)
            throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${at}.design`, `a design of ${design.length} characters; at most ${_history_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_DESIGN_LENGTH */ .XN}`);
        const variance = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .finite */ .E2)(p.variance, `${at}.variance`);
        if (!(variance > 0))
            throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${at}.variance`, `expected a positive variance, got ${variance}`);
        // d0 may be infinite in the fit, but a record holds a finite cap (JSON has no Infinity).
        const df = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .finite */ .E2)(p.df, `${at}.df`);
        if (!(df > 0))
            throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${at}.df`, `expected positive degrees of freedom, got ${df}`);
        const runs = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(p.runs, `${at}.runs`);
        if (runs < 1)
            throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${at}.runs`, `expected 1 or more runs, got ${runs}`);
        return { kind: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(p.kind, _history_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_NOISE_KINDS */ .SJ, `${at}.kind`), design, variance, df, runs };
    });
}
function completeRecord(a, path) {
    const at = (key) => `${path}.${key}`;
    const policies = a.policies;
    if (policies.length > MAX_POLICIES)
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(at('policies'), `${policies.length} policies; at most ${MAX_POLICIES} are allowed`);
    const seed = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(a.seed, at('seed'));
    if (seed >= 2 ** 32)
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(at('seed'), `expected a whole number from 0 to 4294967295, got ${seed}`);
    const replicates = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(a.bootstrapReplicates, at('bootstrapReplicates'));
    if (replicates > MAX_BOOTSTRAP_REPLICATES) {
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(at('bootstrapReplicates'), `expected at most ${MAX_BOOTSTRAP_REPLICATES}, got ${replicates}`);
    }
    return {
        confidence: inRange(a.confidence, at('confidence'), CONFIDENCE_RANGE),
        minEffect: inRange(a.minEffect, at('minEffect'), MIN_EFFECT_RANGE),
        correction: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(a.correction, _stats_multiple_testing_js__WEBPACK_IMPORTED_MODULE_5__/* .CORRECTIONS */ .ql, at('correction')),
        rule: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(a.rule, DECISION_RULES, at('rule')),
        design: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(a.design, COMPARISON_DESIGNS, at('design')),
        estimator: estimatorOf(a, path),
        robust: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .flag */ .Jt)(a.robust, at('robust')),
        detectWarmup: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .flag */ .Jt)(a.detectWarmup, at('detectWarmup')),
        policies: policies.map((p, i) => policy(p, `${at('policies')}[${i}]`)),
        seed,
        maxFailureShare: inRange(a.maxFailureShare, at('maxFailureShare'), [0, 1]),
        bootstrapReplicates: replicates,
        moderate: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .flag */ .Jt)(a.moderate, at('moderate')),
        buildVariancePriors: priors(a.buildVariancePriors, at('buildVariancePriors')),
        // Records written before history priors have none.
        historyPriors: a.historyPriors === undefined ? {} : historyPriors(a.historyPriors, at('historyPriors')),
    };
}
/** `estimator`, or for a record written before it, what its `robust` meant. */
function estimatorOf(a, path) {
    if (a.estimator !== undefined)
        return (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(a.estimator, _stats_execution_location_js__WEBPACK_IMPORTED_MODULE_0__/* .EXECUTION_ESTIMATORS */ .xe, `${path}.estimator`);
    return (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .flag */ .Jt)(a.robust, `${path}.robust`) ? 'huber' : 'mean';
}
function partialRecord(a, path) {
    const confidence = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .finite */ .E2)(a.confidence, `${path}.confidence`);
    if (!(confidence > 0 && confidence < 1))
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${path}.confidence`, `expected a level between 0 and 1, got ${confidence}`);
    const minEffect = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .finite */ .E2)(a.minEffect, `${path}.minEffect`);
    if (minEffect < 0)
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${path}.minEffect`, `expected a share of 0 or more, got ${minEffect}`);
    return {
        confidence,
        minEffect,
        correction: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmptyText */ .al)(a.correction, `${path}.correction`),
        rule: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmptyText */ .al)(a.rule, `${path}.rule`),
        design: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmptyText */ .al)(a.design, `${path}.design`),
        robust: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .flag */ .Jt)(a.robust, `${path}.robust`),
        detectWarmup: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .flag */ .Jt)(a.detectWarmup, `${path}.detectWarmup`),
        policies: (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(a.policies, `${path}.policies`),
    };
}
/**
 * Reads `meta.analysis`: the complete record (policies as a list), strictly; or the partial one
 * older files carry (policies as a count). Anything else is refused with its JSON path.
 */
function readAnalysisRecord(value, path) {
    const a = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .requireRecord */ .jp)(value, path);
    if (typeof a.policies === 'number')
        return partialRecord(a, path);
    if (!Array.isArray(a.policies)) {
        throw new _json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsFormatError */ .ch(`${path}.policies`, `expected a list of { match, gate?, minEffect? }, got ${(0,_json_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(a.policies)}`);
    }
    return completeRecord(a, path);
}


/***/ }),

/***/ 9772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oq: () => (/* binding */ HISTORY_FORMAT_VERSION),
/* harmony export */   SJ: () => (/* binding */ HISTORY_NOISE_KINDS),
/* harmony export */   XN: () => (/* binding */ MAX_DESIGN_LENGTH),
/* harmony export */   s4: () => (/* binding */ emptyHistory),
/* harmony export */   xh: () => (/* binding */ DEFAULT_RETENTION)
/* harmony export */ });
const HISTORY_FORMAT_VERSION = 1;
/** The comparisons a history entry records noise of (analysis/analyze-benchmark.ts `moderation`). */
const HISTORY_NOISE_KINDS = ['model', 'independent'];
/** At most this many characters in a recorded design. */
const MAX_DESIGN_LENGTH = 200;
const DEFAULT_RETENTION = { maxEntries: 1000 };
function emptyHistory() {
    return { version: HISTORY_FORMAT_VERSION, entries: [] };
}


/***/ }),

/***/ 5266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E2: () => (/* binding */ finite),
/* harmony export */   Fs: () => (/* binding */ requireArray),
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   OA: () => (/* binding */ fields),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   al: () => (/* binding */ nonEmptyText),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   ch: () => (/* binding */ ResultsFormatError),
/* harmony export */   jp: () => (/* binding */ requireRecord),
/* harmony export */   lq: () => (/* binding */ optional),
/* harmony export */   no: () => (/* binding */ maybe),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   sw: () => (/* binding */ defined),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8762);
/** Checks of parsed JSON values that name the JSON path of the first problem. */

/** A results file that does not follow the format; the message names the JSON path. */
class ResultsFormatError extends Error {
    path;
    constructor(path, detail) {
        super(path ? `${path}: ${detail}` : detail);
        this.path = path;
        this.name = 'ResultsFormatError';
    }
}

function describe(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects were described above: what is left is a primitive or a function
    return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
const fail = (path, expected, value) => {
    throw new ResultsFormatError(path, `expected ${expected}, got ${describe(value)}`);
};
function requireRecord(value, path) {
    return (0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(value) ? value : fail(path, 'an object', value);
}
function requireArray(value, path) {
    return Array.isArray(value) ? value : fail(path, 'an array', value);
}
function text(value, path) {
    return typeof value === 'string' ? value : fail(path, 'a string', value);
}
function nonEmptyText(value, path) {
    return typeof value === 'string' && value !== '' ? value : fail(path, 'a non-empty string', value);
}
function finite(value, path) {
    return typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'a finite number', value);
}
/** A whole number ≥ `min` (0 unless given). */
function count(value, path, min = 0) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : fail(path, `a whole number ≥ ${min}`, value);
}
function flag(value, path) {
    return typeof value === 'boolean' ? value : fail(path, 'true or false', value);
}
function oneOf(value, allowed, path) {
    const found = allowed.find((option) => option === value);
    return found ?? fail(path, `one of ${allowed.map((option) => JSON.stringify(option)).join(', ')}`, value);
}
function listOf(value, path, item) {
    return requireArray(value, path).map((entry, i) => item(entry, `${path}[${i}]`));
}
/** `read` applied to a value that may be absent: undefined stays undefined. */
function optional(value, path, read) {
    return value === undefined ? undefined : read(value, path);
}
/** An object without the keys whose value is undefined (so optional fields stay absent, not `undefined`). */
function defined(object) {
    for (const key of Object.keys(object))
        if (object[key] === undefined)
            delete object[key];
    return object;
}
/** A field that may be absent: undefined stays undefined. */
const maybe = (read) => (value, path) => optional(value, path, read);
/**
 * An object rebuilt from the fields `spec` names, in its order, each read from `${path}.${key}`:
 * absent optional fields stay absent and keys `spec` does not name are dropped.
 */
function fields(value, path, spec) {
    const record = requireRecord(value, path);
    const read = {};
    for (const key of Object.keys(spec))
        read[key] = spec[key](record[key], `${path}.${key}`);
    return defined(read);
}


/***/ }),

/***/ 3673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YS: () => (/* binding */ OUTPUT_NOTES_LIMIT),
/* harmony export */   gX: () => (/* binding */ uniqueOutputNotes),
/* harmony export */   vK: () => (/* binding */ outputNoteKey),
/* harmony export */   zW: () => (/* binding */ maybeOutputNotes)
/* harmony export */ });
/* unused harmony exports AGGREGATE_SOURCES, readOutputNotes */
/* harmony import */ var _json_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5266);

/**
 * The aggregate a harness gave instead of its samples (the `aggregates-only` note), one per
 * sentence report/output-notes.ts has for it: each names its harness's way to every sample.
 */
const AGGREGATE_SOURCES = [
    'libtest-median',
    'criterion-estimate',
    'catch2-console-mean',
    'catch2-xml-mean',
    'vitest-mean',
    'asv-median',
    'benchmarkdotnet-mean',
    'pytest-mean',
    'google-benchmark-mean',
    'benchmarkjs-ops',
    'mitata-average',
    'tinybench-mean',
    'julia-estimate',
];
/** At most this many different notes are recorded in `meta.outputNotes` (a benchmark could print a new one per execution). */
const OUTPUT_NOTES_LIMIT = 20;
/**
 * The values that make a note the same note, so that each is recorded and logged once however many
 * processes made it: an example or a count (a skipped line, the benchmarks of one process of a
 * split suite) is the first seen's, never a note of its own, or a benchmark that prints a new log
 * line in every process would fill the report with copies.
 */
function identity(note) {
    switch (note.kind) {
        case 'aggregates-only':
            return { kind: note.kind, format: note.format, source: note.source };
        case 'lines-skipped':
        case 'results-failed':
        case 'results-unread':
        case 'not-seconds':
            return { kind: note.kind, format: note.format };
        default:
            return note;
    }
}
/** The note's identity as a key, whatever the order of its keys (`identity`). */
function outputNoteKey(note) {
    return JSON.stringify(Object.entries(identity(note)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/** `notes` without repeats (by their values, `identity`), first seen first. */
function uniqueOutputNotes(notes) {
    const seen = new Set();
    return notes.filter((note) => {
        const key = outputNoteKey(note);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
const KINDS = [
    'aggregates-only',
    'lines-skipped',
    'direction-by-unit',
    'results-failed',
    'results-unread',
    'not-seconds',
    'reserved-name',
    'auto-format',
    'no-gnu-time',
    'time-report-unreadable',
];
const source = (value, path) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(value, AGGREGATE_SOURCES, path);
const texts = (value, path) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .listOf */ .c3)(value, path, _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq);
const READERS = {
    'aggregates-only': (v, p) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)(v, p, { format: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, source, benchmarks: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9 }),
    'lines-skipped': (v, p) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)(v, p, { format: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, lines: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9, line: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9, excerpt: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq }),
    'direction-by-unit': (v, p) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)(v, p, { format: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq }),
    'results-failed': (v, p) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)(v, p, { format: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, results: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9, example: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq }),
    'results-unread': (v, p) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)(v, p, { format: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, results: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9, example: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq }),
    'not-seconds': (v, p) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)(v, p, { format: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, example: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, more: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9 }),
    'reserved-name': (v, p) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)(v, p, { name: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, recordedAs: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq }),
    'auto-format': (v, p) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)(v, p, { format: _json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq, empty: texts }),
    'no-gnu-time': () => ({}),
    'time-report-unreadable': () => ({}),
};
/**
 * `meta.outputNotes` of a results file (perhaps a fork's), each note checked field by field: a
 * note of a kind this version knows with a wrong value is refused with its path; a kind it does
 * not know (a newer writer's) is dropped, as unknown meta keys are.
 */
const readOutputNotes = (value, path) => (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .listOf */ .c3)(value, path, (entry, at) => {
    const kind = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .requireRecord */ .jp)(entry, at).kind, `${at}.kind`);
    if (!KINDS.includes(kind))
        return null;
    const known = kind;
    return { kind: known, ...READERS[known](entry, at) };
})
    .filter((note) => note !== null)
    .slice(0, OUTPUT_NOTES_LIMIT);
/** The same, for a field that may be absent. */
const maybeOutputNotes = (0,_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .maybe */ .no)(readOutputNotes);


/***/ }),

/***/ 674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CH: () => (/* binding */ MAX_BENCHMARK_NAME_LENGTH),
/* harmony export */   Co: () => (/* binding */ VERSION_SIDES),
/* harmony export */   Mu: () => (/* binding */ RESULTS_FORMAT_VERSION),
/* harmony export */   ON: () => (/* binding */ BETTER_DIRECTIONS)
/* harmony export */ });
/**
 * The raw-results file, format version 1 (documented in docs/results-format.md).
 *
 * The stable contract is `version`, and per benchmark `name`, `unit`, `better`, and
 * `base`/`head` → `binaries[]` → `executions[]` → `values[]` (+ optional `warmup[]`).
 * Every other field is metadata: recorded when known, never required by the analysis.
 */
const RESULTS_FORMAT_VERSION = 1;
/**
 * Longest benchmark name read (docs/results-format.md): names are matched against the config's
 * globs, whose in-segment wildcards cost more the longer the name, and they reach the comment.
 */
const MAX_BENCHMARK_NAME_LENGTH = 256;
const BETTER_DIRECTIONS = ['lower', 'higher'];
const VERSION_SIDES = ['base', 'head'];


/***/ }),

/***/ 8360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CH: () => (/* reexport */ results_format/* MAX_BENCHMARK_NAME_LENGTH */.CH),
  ch: () => (/* reexport */ json_checks/* ResultsFormatError */.ch),
  c2: () => (/* binding */ parseResults),
  LM: () => (/* binding */ validateResults)
});

// EXTERNAL MODULE: ./src/results/json-checks.ts
var json_checks = __webpack_require__(5266);
// EXTERNAL MODULE: ./src/results/results-format.ts
var results_format = __webpack_require__(674);
// EXTERNAL MODULE: ./src/results/analysis-record.ts
var analysis_record = __webpack_require__(5366);
// EXTERNAL MODULE: ./src/results/output-notes.ts
var output_notes = __webpack_require__(3673);
;// CONCATENATED MODULE: ./src/results/results-meta.ts
const STOPPED_BY_REASONS = ['control', 'budget', 'build-failed', 'long-run', 'unreadable-output'];
const SPENDING_KINDS = ['obrien-fleming', 'pocock', 'power', 'hsd'];
const STOP_REASONS = (/* unused pure expression or super */ null && ([
    'decided',
    'answered',
    'futile',
    'budget',
    'first-look',
    'max-rounds',
    'failures',
    'build-failed',
    'proved',
    'interrupted',
]));
const GROWTH_MODES = ['rounds', 'builds'];
const T_BOUNDARIES = ['repeated-t'];
const COST_SOURCES = ['measured', 'mixed', 'count'];

;// CONCATENATED MODULE: ./src/results/validate-meta.ts





function sides(read) {
    return (value, path) => (0,json_checks/* fields */.OA)(value, path, { base: read, head: read });
}
const someSides = (value, path) => (0,json_checks/* fields */.OA)(value, path, { base: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq), head: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq) });
const side = (value, path) => (0,json_checks/* oneOf */.yL)(value, results_format/* VERSION_SIDES */.Co, path);
const names = (value, path) => (0,json_checks/* listOf */.c3)(value, path, json_checks/* text */.Qq);
const list = (read) => (value, path) => (0,json_checks/* listOf */.c3)(value, path, read);
const positive = (value, path) => (0,json_checks/* count */.U9)(value, path, 1);
const nullable = (read) => (value, path) => value === null ? null : read(value, path);
/** `read`, with `fallback` for an absent value (fields older writers left out). */
const absentAs = (fallback, read) => (value, path) => read(value ?? fallback, path);
const design = (value, path) => (0,json_checks/* fields */.OA)(value, path, {
    binaries: positive,
    executions: positive,
    interleaving: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
    builds: (0,json_checks/* maybe */.no)(sides(json_checks/* count */.U9)),
    executionsPerBuild: (0,json_checks/* maybe */.no)(json_checks/* count */.U9),
    extraRounds: (0,json_checks/* maybe */.no)(json_checks/* count */.U9),
    identicalBuilds: (0,json_checks/* maybe */.no)(sides(json_checks/* flag */.Jt)),
    addedBuilds: (0,json_checks/* maybe */.no)(json_checks/* count */.U9),
});
const commands = (value, path) => (0,json_checks/* fields */.OA)(value, path, { build: nullable(json_checks/* text */.Qq), clean: absentAs(null, nullable(json_checks/* text */.Qq)), bench: json_checks/* text */.Qq });
const runner = (value, path) => typeof value === 'string'
    ? value
    : (0,json_checks/* fields */.OA)(value, path, { os: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq), cpu: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq), cpus: (0,json_checks/* maybe */.no)(json_checks/* count */.U9), node: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq), name: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq) });
const failure = (value, path) => (0,json_checks/* fields */.OA)(value, path, { version: side, binary: (0,json_checks/* maybe */.no)(json_checks/* count */.U9), execution: (0,json_checks/* maybe */.no)(json_checks/* count */.U9), block: (0,json_checks/* maybe */.no)(json_checks/* count */.U9), reason: json_checks/* text */.Qq, from: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq) });
const failedBuild = (value, path) => (0,json_checks/* fields */.OA)(value, path, {
    version: side,
    binary: json_checks/* count */.U9,
    reason: json_checks/* text */.Qq,
    command: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
    exitCode: (0,json_checks/* maybe */.no)(nullable(json_checks/* count */.U9)),
    outputTail: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
});
const stoppedBy = (value, path) => (0,json_checks/* fields */.OA)(value, path, {
    reason: (v, at) => (0,json_checks/* oneOf */.yL)(v, STOPPED_BY_REASONS, at),
    blocks: json_checks/* count */.U9,
    scheduledBlocks: json_checks/* count */.U9,
    oneBlockSeconds: (0,json_checks/* maybe */.no)(seconds),
    suggestedBudgetSeconds: (0,json_checks/* maybe */.no)(seconds),
});
/** The costs an adaptive run's first-look stop planned from (sequential-controller.ts): the report plans from the same. */
const planCosts = (value, path) => (0,json_checks/* fields */.OA)(value, path, { blockSeconds: seconds, buildSeconds: seconds });
function seconds(value, path) {
    const n = (0,json_checks/* finite */.E2)(value, path);
    if (n < 0)
        throw new json_checks/* ResultsFormatError */.ch(path, `expected seconds ≥ 0, got ${n}`);
    return n;
}
/** The reasons src/proof/input-proof.ts gives for measuring (NotProvedReason's kinds). */
const NOT_PROVED_KINDS = [
    'no-tracer',
    'trace-failed',
    'trace-incomplete',
    'network',
    'unhashable',
    'inputs-differ',
    'outside-inputs-differ',
    'outside-state',
    'read-and-written',
    'changed-during-trace',
];
/** `meta.proof`, rebuilt from checked fields only: a proved run's benchmarks are its report. */
function proof(value, path) {
    const p = (0,json_checks/* requireRecord */.jp)(value, path);
    const seconds = (0,json_checks/* finite */.E2)(p.seconds, `${path}.seconds`);
    const parts = (0,json_checks/* optional */.lq)(p.parts, `${path}.parts`, (v, at) => (0,json_checks/* listOf */.c3)(v, at, (part, partAt) => {
        const q = (0,json_checks/* requireRecord */.jp)(part, partAt);
        const shard = (0,json_checks/* optional */.lq)(q.shard, `${partAt}.shard`, json_checks/* text */.Qq);
        return { ...(shard === undefined ? {} : { shard }), names: names(q.names, `${partAt}.names`), ...proofOutcome(q, partAt) };
    }));
    return { ...proofOutcome(p, path), seconds, ...(parts === undefined ? {} : { parts }) };
}
/** `proved`, the proof or the reason, and the benchmarks reported: of the run, or of one part of it. */
function proofOutcome(p, path) {
    const proved = (0,json_checks/* flag */.Jt)(p.proved, `${path}.proved`);
    const benchmarks = (0,json_checks/* listOf */.c3)(p.benchmarks, `${path}.benchmarks`, (v, at) => {
        const b = (0,json_checks/* requireRecord */.jp)(v, at);
        return { name: (0,json_checks/* nonEmptyText */.al)(b.name, `${at}.name`), unit: (0,json_checks/* text */.Qq)(b.unit, `${at}.unit`), better: (0,json_checks/* oneOf */.yL)(b.better, results_format/* BETTER_DIRECTIONS */.ON, `${at}.better`) };
    });
    const paths = (v, at) => (0,json_checks/* listOf */.c3)(v, at, json_checks/* text */.Qq);
    if (proved) {
        const q = (0,json_checks/* requireRecord */.jp)(p.proof, `${path}.proof`);
        const at = (key) => `${path}.proof.${key}`;
        return {
            proved,
            proof: {
                kind: (0,json_checks/* oneOf */.yL)(q.kind, ['identical-inputs'], at('kind')),
                filesRead: (0,json_checks/* count */.U9)(q.filesRead, at('filesRead')),
                executables: (0,json_checks/* count */.U9)(q.executables, at('executables')),
                probed: (0,json_checks/* count */.U9)(q.probed, at('probed')),
                processes: (0,json_checks/* count */.U9)(q.processes, at('processes')),
                kernelPaths: (0,json_checks/* count */.U9)(q.kernelPaths, at('kernelPaths')),
                hash: (0,json_checks/* text */.Qq)(q.hash, at('hash')),
                changedNotRead: paths(q.changedNotRead, at('changedNotRead')),
            },
            benchmarks,
        };
    }
    const r = (0,json_checks/* requireRecord */.jp)(p.reason, `${path}.reason`);
    const at = (key) => `${path}.reason.${key}`;
    const gap = (v, gapAt) => {
        const g = (0,json_checks/* requireRecord */.jp)(v, gapAt);
        return (0,json_checks/* defined */.sw)({
            kind: (0,json_checks/* text */.Qq)(g.kind, `${gapAt}.kind`),
            syscall: (0,json_checks/* optional */.lq)(g.syscall, `${gapAt}.syscall`, json_checks/* text */.Qq),
            detail: (0,json_checks/* optional */.lq)(g.detail, `${gapAt}.detail`, json_checks/* text */.Qq),
            line: (0,json_checks/* optional */.lq)(g.line, `${gapAt}.line`, json_checks/* text */.Qq),
        });
    };
    return {
        proved,
        reason: (0,json_checks/* defined */.sw)({
            kind: (0,json_checks/* oneOf */.yL)(r.kind, NOT_PROVED_KINDS, at('kind')),
            detail: (0,json_checks/* optional */.lq)(r.detail, at('detail'), json_checks/* text */.Qq),
            paths: (0,json_checks/* optional */.lq)(r.paths, at('paths'), paths),
            gaps: (0,json_checks/* optional */.lq)(r.gaps, at('gaps'), (v, gapsAt) => (0,json_checks/* listOf */.c3)(v, gapsAt, gap)),
        }),
        benchmarks,
    };
}
const discovery = (value, path) => (0,json_checks/* fields */.OA)(value, path, { benchmarks: names, seconds: json_checks/* finite */.E2 });
function plan(value, path) {
    const p = (0,json_checks/* requireRecord */.jp)(value, path);
    const forecast = (0,json_checks/* optional */.lq)(p.forecast, `${path}.forecast`, (f, at) => (0,json_checks/* fields */.OA)(f, at, {
        binaries: json_checks/* count */.U9,
        rounds: json_checks/* count */.U9,
        binding: absentAs(null, nullable(json_checks/* text */.Qq)),
        benchmarks: list(json_checks/* requireRecord */.jp),
        reasons: names,
    }));
    return (0,json_checks/* defined */.sw)({
        ...(0,json_checks/* fields */.OA)(p, path, {
            source: (v, at) => (0,json_checks/* oneOf */.yL)(v, ['prior', 'settings'], at),
            binaries: positive,
            budgetSeconds: json_checks/* finite */.E2,
            reasons: names,
        }),
        forecast,
    });
}
function spending(value, path) {
    const s = (0,json_checks/* requireRecord */.jp)(value, path);
    const kind = (0,json_checks/* oneOf */.yL)(s.kind, SPENDING_KINDS, `${path}.kind`);
    if (kind === 'hsd')
        return { kind, gamma: (0,json_checks/* finite */.E2)(s.gamma, `${path}.gamma`) };
    if (kind !== 'power')
        return { kind };
    const rho = (0,json_checks/* finite */.E2)(s.rho, `${path}.rho`);
    if (!(rho > 0))
        throw new json_checks/* ResultsFormatError */.ch(`${path}.rho`, `expected a positive number, got ${rho}`);
    return { kind, rho };
}
const look = (value, path) => (0,json_checks/* fields */.OA)(value, path, { round: json_checks/* count */.U9, blocks: positive, fraction: json_checks/* finite */.E2, final: json_checks/* flag */.Jt, divisor: positive, level: json_checks/* finite */.E2, elapsedSeconds: json_checks/* finite */.E2 });
function sequential(value, path) {
    const s = (0,json_checks/* requireRecord */.jp)(value, path);
    if (s.version !== 1)
        throw new json_checks/* ResultsFormatError */.ch(`${path}.version`, `expected 1, got ${(0,json_checks/* describe */.q0)(s.version)}`);
    (0,json_checks/* requireRecord */.jp)(s.stop, `${path}.stop`);
    return (0,json_checks/* fields */.OA)(s, path, {
        version: () => 1,
        method: json_checks/* text */.Qq,
        spending,
        alpha: json_checks/* finite */.E2,
        blocksPerRound: positive,
        maxRounds: json_checks/* count */.U9,
        maxLooks: positive,
        budgetSeconds: nullable(json_checks/* finite */.E2),
        looks: list(look),
        stop: (v, at) => (0,json_checks/* fields */.OA)(v, at, {
            // Any name: a newer writer's reason is shown as recorded (escaped), not refused (results-meta.ts).
            reason: json_checks/* nonEmptyText */.al,
            round: json_checks/* count */.U9,
            blocks: json_checks/* count */.U9,
            elapsedSeconds: json_checks/* finite */.E2,
            detail: json_checks/* text */.Qq,
            costs: (0,json_checks/* maybe */.no)(planCosts),
        }),
        growth: (0,json_checks/* maybe */.no)((v, at) => (0,json_checks/* oneOf */.yL)(v, GROWTH_MODES, at)),
        buildBlocks: (0,json_checks/* maybe */.no)(positive),
        tBoundaries: (0,json_checks/* maybe */.no)((v, at) => (0,json_checks/* oneOf */.yL)(v, T_BOUNDARIES, at)),
    });
}
const shard = (value, path) => (0,json_checks/* fields */.OA)(value, path, {
    index: positive,
    count: positive,
    replica: (0,json_checks/* maybe */.no)(positive),
    replicas: (0,json_checks/* maybe */.no)(positive),
    assigned: names,
    plan: list(names),
    // Older writers and other split strategies: an unknown source reads as a split by count.
    costSource: (v) => COST_SOURCES.find((source) => source === v) ?? 'count',
    shas: sides(json_checks/* text */.Qq),
    settings: json_checks/* text */.Qq,
    failure: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
});
const mergeInput = (value, path) => (0,json_checks/* fields */.OA)(value, path, {
    source: json_checks/* text */.Qq,
    shard: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
    assigned: (0,json_checks/* maybe */.no)(json_checks/* count */.U9),
    replica: (0,json_checks/* maybe */.no)(json_checks/* count */.U9),
    failure: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
    runner: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
    benchmarks: json_checks/* count */.U9,
    seed: (0,json_checks/* maybe */.no)(json_checks/* count */.U9),
    totalSeconds: (0,json_checks/* maybe */.no)(json_checks/* finite */.E2),
    stoppedEarly: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
    failureShareExceeded: (0,json_checks/* maybe */.no)(list(side)),
    machine: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
});
const merge = (value, path) => (0,json_checks/* fields */.OA)(value, path, {
    shards: absentAs(null, nullable(json_checks/* count */.U9)),
    replicas: absentAs(null, nullable(json_checks/* count */.U9)),
    inputs: list(mergeInput),
    missing: absentAs([], names),
    plansAgree: (0,json_checks/* maybe */.no)(json_checks/* flag */.Jt),
    warnings: absentAs([], names),
});
const notMeasured = (value, path) => (0,json_checks/* fields */.OA)(value, path, {
    name: json_checks/* nonEmptyText */.al,
    reason: json_checks/* nonEmptyText */.al,
    unit: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
    better: (0,json_checks/* maybe */.no)((v, at) => (0,json_checks/* oneOf */.yL)(v, results_format/* BETTER_DIRECTIONS */.ON, at)),
});
const github = (value, path) => (0,json_checks/* fields */.OA)(value, path, { event: json_checks/* text */.Qq, pullRequest: absentAs(null, nullable(positive)), runUrl: json_checks/* text */.Qq });
function share(value, path) {
    const x = (0,json_checks/* finite */.E2)(value, path);
    if (x < 0 || x > 1)
        throw new json_checks/* ResultsFormatError */.ch(path, `expected a share between 0 and 1, got ${x}`);
    return x;
}
function endedProcess(value, path) {
    return (0,json_checks/* fields */.OA)(value, path, { pid: (v, p) => (0,json_checks/* count */.U9)(v, p, 1), name: json_checks/* text */.Qq, leftBy: nullable(json_checks/* text */.Qq), foundAfter: json_checks/* text */.Qq });
}
/**
 * `meta` of a parsed results file, checked field by field and rebuilt from the known fields
 * only: a present field of the wrong type is refused with its JSON path; keys this version does
 * not know are dropped (an older or newer writer's extra metadata is ignored, never refused).
 */
function validateMeta(value, path = 'meta') {
    return (0,json_checks/* fields */.OA)(value, path, {
        tool: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
        refs: (0,json_checks/* maybe */.no)(someSides),
        shas: (0,json_checks/* maybe */.no)(someSides),
        seed: (0,json_checks/* maybe */.no)(json_checks/* count */.U9),
        design: (0,json_checks/* maybe */.no)(design),
        format: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
        resultFile: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
        commands: (0,json_checks/* maybe */.no)(commands),
        workdir: (0,json_checks/* maybe */.no)(nullable(json_checks/* text */.Qq)),
        timeoutSeconds: (0,json_checks/* maybe */.no)(json_checks/* finite */.E2),
        envNames: (0,json_checks/* maybe */.no)(names),
        runner: (0,json_checks/* maybe */.no)(runner),
        startedAt: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
        totalSeconds: (0,json_checks/* maybe */.no)(json_checks/* finite */.E2),
        buildSeconds: (0,json_checks/* maybe */.no)(json_checks/* finite */.E2),
        measureSeconds: (0,json_checks/* maybe */.no)(json_checks/* finite */.E2),
        executionsPerVersion: (0,json_checks/* maybe */.no)(json_checks/* count */.U9),
        failedExecutions: (0,json_checks/* maybe */.no)(sides(json_checks/* count */.U9)),
        failures: (0,json_checks/* maybe */.no)(list(failure)),
        notRunExecutions: (0,json_checks/* maybe */.no)(sides(json_checks/* count */.U9)),
        maxFailureShare: (0,json_checks/* maybe */.no)(share),
        failureShareExceeded: (0,json_checks/* maybe */.no)(list(side)),
        stoppedEarly: (0,json_checks/* maybe */.no)(json_checks/* text */.Qq),
        stoppedBy: (0,json_checks/* maybe */.no)(stoppedBy),
        failedBuilds: (0,json_checks/* maybe */.no)(list(failedBuild)),
        discovery: (0,json_checks/* maybe */.no)(discovery),
        splitBenchmarks: (0,json_checks/* maybe */.no)((v, p) => {
            const r = (0,json_checks/* requireRecord */.jp)(v, p);
            const proved = (0,json_checks/* optional */.lq)(r.proved, `${p}.proved`, json_checks/* count */.U9);
            return (0,json_checks/* defined */.sw)({ ...(0,json_checks/* fields */.OA)(r, p, { perProcess: json_checks/* count */.U9, processes: json_checks/* count */.U9 }), proved });
        }),
        proof: (0,json_checks/* maybe */.no)(proof),
        plan: (0,json_checks/* maybe */.no)(plan),
        sequential: (0,json_checks/* maybe */.no)(sequential),
        shard: (0,json_checks/* maybe */.no)(shard),
        merge: (0,json_checks/* maybe */.no)(merge),
        notMeasured: (0,json_checks/* maybe */.no)(list(notMeasured)),
        outputNotes: output_notes/* maybeOutputNotes */.zW,
        endedProcesses: (0,json_checks/* maybe */.no)(list(endedProcess)),
        github: (0,json_checks/* maybe */.no)(github),
        analysis: (0,json_checks/* maybe */.no)(analysis_record/* readAnalysisRecord */.qX),
    });
}

;// CONCATENATED MODULE: ./src/results/validate-results.ts





const TIME_UNITS = new Set(['ns', 'us', 'µs', 'μs', 'ms', 's']);

/** Every element a finite number (and, for a time unit, not negative); the array itself is kept, not copied. */
function checkValues(value, path, timeUnit) {
    const values = (0,json_checks/* requireArray */.Fs)(value, path);
    assertNumbers(values, path, timeUnit);
    return values;
}
/** One pass over the values (a results file holds millions), which also proves their type. */
function assertNumbers(values, path, timeUnit) {
    for (let i = 0; i < values.length; i++) {
        const v = values[i];
        if (typeof v !== 'number' || !Number.isFinite(v))
            throw new json_checks/* ResultsFormatError */.ch(`${path}[${i}]`, `not a finite number (got ${(0,json_checks/* describe */.q0)(v)})`);
        if (timeUnit && v < 0)
            throw new json_checks/* ResultsFormatError */.ch(`${path}[${i}]`, `negative time ${v}`);
    }
}
function wholeNumber(value, path) {
    if (typeof value !== 'number' || !Number.isInteger(value))
        throw new json_checks/* ResultsFormatError */.ch(path, `expected a whole number, got ${(0,json_checks/* describe */.q0)(value)}`);
    return value;
}
/**
 * An execution record, its optional fields added only when present: a results file holds
 * thousands of executions, so their paths are built only for a field that is there, and the
 * records stay plain objects of a few shapes (deleting absent keys would make each one slow).
 */
function checkExecution(value, path, timeUnit) {
    const execution = (0,json_checks/* requireRecord */.jp)(value, path);
    const values = checkValues(execution.values, `${path}.values`, timeUnit);
    if (execution.notRun !== undefined) {
        if (execution.notRun !== true)
            throw new json_checks/* ResultsFormatError */.ch(`${path}.notRun`, `expected true when present, got ${(0,json_checks/* describe */.q0)(execution.notRun)}`);
        if (values.length > 0)
            throw new json_checks/* ResultsFormatError */.ch(`${path}.values`, 'an execution that was not run has no values');
    }
    const exitCode = execution.exitCode === undefined || execution.exitCode === null ? execution.exitCode : wholeNumber(execution.exitCode, `${path}.exitCode`);
    const record = { values };
    if (execution.warmup !== undefined)
        record.warmup = checkValues(execution.warmup, `${path}.warmup`, timeUnit);
    if (execution.block !== undefined)
        record.block = wholeNumber(execution.block, `${path}.block`);
    if (execution.order !== undefined)
        record.order = wholeNumber(execution.order, `${path}.order`);
    if (execution.startedAt !== undefined)
        record.startedAt = (0,json_checks/* text */.Qq)(execution.startedAt, `${path}.startedAt`);
    if (execution.durationMs !== undefined)
        record.durationMs = (0,json_checks/* finite */.E2)(execution.durationMs, `${path}.durationMs`);
    if (exitCode !== undefined)
        record.exitCode = exitCode;
    if (execution.failure !== undefined)
        record.failure = (0,json_checks/* text */.Qq)(execution.failure, `${path}.failure`);
    if (execution.notRun === true)
        record.notRun = true;
    return record;
}
function checkBinary(value, path, timeUnit) {
    const binary = (0,json_checks/* requireRecord */.jp)(value, path);
    if (binary.runner !== undefined && (typeof binary.runner !== 'string' || binary.runner === '')) {
        throw new json_checks/* ResultsFormatError */.ch(`${path}.runner`, `expected a non-empty string, got ${(0,json_checks/* describe */.q0)(binary.runner)}`);
    }
    const outputHash = binary.outputHash === null ? null : (0,json_checks/* optional */.lq)(binary.outputHash, `${path}.outputHash`, json_checks/* text */.Qq);
    // Fields added only when present (as in checkExecution), in the format's order.
    const record = {
        executions: (0,json_checks/* requireArray */.Fs)(binary.executions, `${path}.executions`).map((e, j) => checkExecution(e, `${path}.executions[${j}]`, timeUnit)),
    };
    if (binary.buildSeconds !== undefined)
        record.buildSeconds = (0,json_checks/* finite */.E2)(binary.buildSeconds, `${path}.buildSeconds`);
    if (outputHash !== undefined)
        record.outputHash = outputHash;
    if (binary.outputDiff !== undefined) {
        record.outputDiff = (0,json_checks/* requireArray */.Fs)(binary.outputDiff, `${path}.outputDiff`).map((entry, i) => {
            if (typeof entry !== 'string')
                throw new json_checks/* ResultsFormatError */.ch(`${path}.outputDiff[${i}]`, `expected a path string, got ${(0,json_checks/* describe */.q0)(entry)}`);
            return entry;
        });
    }
    if (typeof binary.runner === 'string')
        record.runner = binary.runner;
    return record;
}
function checkVersion(value, path, timeUnit) {
    const version = (0,json_checks/* requireRecord */.jp)(value, path);
    const record = {
        binaries: (0,json_checks/* requireArray */.Fs)(version.binaries, `${path}.binaries`).map((b, k) => checkBinary(b, `${path}.binaries[${k}]`, timeUnit)),
    };
    if (version.ref !== undefined)
        record.ref = (0,json_checks/* text */.Qq)(version.ref, `${path}.ref`);
    if (version.sha !== undefined)
        record.sha = (0,json_checks/* text */.Qq)(version.sha, `${path}.sha`);
    return record;
}
function checkBenchmark(value, path) {
    const benchmark = (0,json_checks/* requireRecord */.jp)(value, path);
    const name = benchmark.name;
    if (typeof name !== 'string' || name.trim() === '')
        throw new json_checks/* ResultsFormatError */.ch(`${path}.name`, `expected a non-empty string, got ${(0,json_checks/* describe */.q0)(name)}`);
    if (name.length > results_format/* MAX_BENCHMARK_NAME_LENGTH */.CH) {
        throw new json_checks/* ResultsFormatError */.ch(`${path}.name`, `the benchmark ${JSON.stringify(`${name.slice(0, 60)}…`)} has a name of ${name.length} characters; at most ${results_format/* MAX_BENCHMARK_NAME_LENGTH */.CH} are allowed`);
    }
    const unit = benchmark.unit;
    if (typeof unit !== 'string')
        throw new json_checks/* ResultsFormatError */.ch(`${path}.unit`, `expected a string, got ${(0,json_checks/* describe */.q0)(unit)}`);
    const better = results_format/* BETTER_DIRECTIONS */.ON.find((direction) => direction === benchmark.better);
    if (better === undefined)
        throw new json_checks/* ResultsFormatError */.ch(`${path}.better`, `expected "lower" or "higher", got ${(0,json_checks/* describe */.q0)(benchmark.better)}`);
    const timeUnit = TIME_UNITS.has(unit);
    return { name, unit, better, base: checkVersion(benchmark.base, `${path}.base`, timeUnit), head: checkVersion(benchmark.head, `${path}.head`, timeUnit) };
}
/**
 * Checks an already parsed JSON value against results format version 1 and returns it typed,
 * rebuilt from the fields the format defines (docs/results-format.md; unknown keys are dropped).
 * Throws ResultsFormatError naming the first offending path, e.g.
 * `benchmarks[2].head.binaries[0].executions[3].values[7]: not a finite number`.
 */
function validateResults(value) {
    const root = (0,json_checks/* requireRecord */.jp)(value, '');
    if (root.version === undefined) {
        throw new json_checks/* ResultsFormatError */.ch('version', `missing: a benchgate results file starts with "version": ${results_format/* RESULTS_FORMAT_VERSION */.Mu} (docs/results-format.md)`);
    }
    if (root.version !== results_format/* RESULTS_FORMAT_VERSION */.Mu) {
        throw new json_checks/* ResultsFormatError */.ch('version', `unsupported results format version ${(0,json_checks/* describe */.q0)(root.version)}; this benchgate reads version ${results_format/* RESULTS_FORMAT_VERSION */.Mu}`);
    }
    const seen = new Set();
    const benchmarks = (0,json_checks/* requireArray */.Fs)(root.benchmarks, 'benchmarks').map((entry, b) => {
        const benchmark = checkBenchmark(entry, `benchmarks[${b}]`);
        if (seen.has(benchmark.name))
            throw new json_checks/* ResultsFormatError */.ch(`benchmarks[${b}].name`, `duplicate benchmark name ${JSON.stringify(benchmark.name)}`);
        seen.add(benchmark.name);
        return benchmark;
    });
    return root.meta === undefined
        ? { version: results_format/* RESULTS_FORMAT_VERSION */.Mu, benchmarks }
        : { version: results_format/* RESULTS_FORMAT_VERSION */.Mu, benchmarks, meta: validateMeta(root.meta) };
}
/** Parses JSON text and validates it; a syntax error becomes a ResultsFormatError too. */
function parseResults(text, source = 'results') {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new json_checks/* ResultsFormatError */.ch('', `${source} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    return validateResults(value);
}


/***/ }),

/***/ 1471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Md: () => (/* binding */ commandLabel),
  lS: () => (/* binding */ processSweeper)
});

// UNUSED EXPORTS: ProcessSweeper

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/runner/process-sweep.ts
/**
 * Which processes a benchmark or build left behind, decided from a snapshot of the process
 * table (pure: the /proc reading is in process-table.ts, the freezing and killing in
 * process-sweeper.ts).
 *
 * A command's process group is killed when it ends (run-process.ts), but a child that called
 * `setsid` (`spawn(…, { detached: true })`) is in a group and session of its own, and once its
 * parent exits it is reparented to PID 1 or a subreaper. Such a process could rewrite the
 * results before they are uploaded, so it is found by two traces it cannot shed without help:
 * - the mark: every command benchgate starts gets `BENCHGATE_SWEEP_MARK` in its environment
 *   (`<benchgate's pid>.<its start>.<nonce>.<command>`), which its children inherit;
 * - being an orphan: a process that cleared its environment is still a process of our user,
 *   started after benchgate, whose parent is PID 1 or a subreaper, in benchgate's cgroup, and
 *   whose session is its own, ended, or one found here: every command runs in a session of its
 *   own, and no process can join a session it did not start. The user's own background job
 *   (`(job &)` in another shell of the same terminal) stays in that shell's live session.
 * The children of a process found are found with it. Never benchgate itself or its ancestors,
 * never a process of another user, never one older than benchgate, never an orphan in another
 * cgroup (another runner service, another terminal's scope), and never an orphan that carries
 * the mark of another benchgate that is alive.
 */
/** The environment variable that marks the processes of benchgate's commands. */
const SWEEP_MARK_ENV = 'BENCHGATE_SWEEP_MARK';
/** Command names of the subreapers a user's orphans go to besides PID 1 (`systemd --user`). */
const SUBREAPERS = new Set(['systemd']);
/**
 * The mark a command of `self` carries. The command's number has a fixed width, so that every
 * command's environment has the same size (the size of the environment moves the stack, which
 * can move a benchmark's time).
 */
function formatMark(self, command) {
    return `${self.pid}.${self.start}.${self.nonce}.${String(command).padStart(8, '0')}`;
}
function parseMark(mark) {
    const match = /^(\d+)\.(\d+)\.([0-9a-f]+)\.(\d+)$/.exec(mark);
    if (match === null)
        return null;
    return { owner: { pid: Number(match[1]), start: Number(match[2]) }, nonce: match[3], command: Number(match[4]) };
}
/** Whether `entry` may be ours at all: cheap, so that the adapter reads marks and cgroups only for these. */
function mayBeOurs(entry, self, ancestors) {
    return (entry.uid === self.uid && entry.start >= self.start && entry.pid !== self.pid && !ancestors.has(entry.pid) && entry.state !== 'Z' && entry.state !== 'X');
}
/** The pids of `pid`'s ancestors in the snapshot (its parent, its parent's parent, … up to PID 1). */
function ancestorsOf(pid, entries) {
    const parent = new Map(entries.map((e) => [e.pid, e.ppid]));
    const ancestors = new Set();
    for (let p = parent.get(pid); p !== undefined && p > 0 && !ancestors.has(p); p = parent.get(p))
        ancestors.add(p);
    return ancestors;
}
/** The processes of `entries` to end for `scope`, in the order found (marked, orphans, then their children). */
function selectLeftovers(entries, self, scope) {
    const byPid = new Map(entries.map((e) => [e.pid, e]));
    const ancestors = ancestorsOf(self.pid, entries);
    const candidates = entries.filter((e) => mayBeOurs(e, self, ancestors) && e.pgid !== scope.killedGroup);
    const found = new Map();
    const add = (e, command, why) => {
        if (!found.has(e.pid))
            found.set(e.pid, { pid: e.pid, start: e.start, comm: e.comm, command, why });
    };
    // Their children, however deep, whatever their environment; true when any was added.
    const addChildren = () => {
        let added = false;
        for (let grew = true; grew;) {
            grew = false;
            for (const e of candidates) {
                const parent = found.get(e.ppid);
                if (parent === undefined || found.has(e.pid))
                    continue;
                add(e, parent.command, 'child');
                grew = added = true;
            }
        }
        return added;
    };
    const ownMark = (e) => {
        const parsed = typeof e.mark === 'string' ? parseMark(e.mark) : null;
        if (parsed === null || parsed.owner.pid !== self.pid || parsed.owner.start !== self.start || parsed.nonce !== self.nonce)
            return null;
        return parsed;
    };
    for (const e of candidates) {
        const mark = ownMark(e);
        if (mark !== null && (scope.command === undefined || mark.command === scope.command))
            add(e, mark.command, 'marked');
    }
    if (scope.orphans) {
        const isOrphan = (e) => {
            if (e.ppid === 1)
                return true;
            const parent = byPid.get(e.ppid);
            return parent !== undefined && ancestors.has(parent.pid) && SUBREAPERS.has(parent.comm);
        };
        // Another benchgate's command: its owner is alive (same pid and start) and not us.
        const markedByOther = (e) => {
            const parsed = typeof e.mark === 'string' ? parseMark(e.mark) : null;
            if (parsed === null || ownMark(e) !== null)
                return false;
            const owner = byPid.get(parsed.owner.pid);
            return owner !== undefined && owner.start === parsed.owner.start && owner.state !== 'Z' && owner.pid !== self.pid;
        };
        // A session that is the process's own, whose leader is gone, or whose leader was found.
        const ownSession = (e) => {
            const leader = byPid.get(e.sid);
            return e.sid === e.pid || (e.sid > 0 && (leader === undefined || leader.state === 'Z' || leader.state === 'X')) || found.has(e.sid);
        };
        const orphans = candidates.filter((e) => isOrphan(e) && !markedByOther(e) && self.cgroup !== null && e.cgroup === self.cgroup);
        for (let grew = true; grew;) {
            grew = addChildren();
            for (const e of orphans) {
                if (found.has(e.pid) || !ownSession(e))
                    continue;
                add(e, null, 'orphan');
                grew = true;
            }
        }
    }
    addChildren();
    return [...found.values()];
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/runner/process-table.ts


const linuxProcFs = {
    get self() {
        return { pid: process.pid, uid: typeof process.getuid === 'function' ? process.getuid() : -1 };
    },
    pids() {
        const pids = [];
        for (const name of (0,external_node_fs_.readdirSync)('/proc'))
            if (/^\d+$/.test(name))
                pids.push(Number(name));
        return pids;
    },
    identity(pid) {
        const stats = (0,external_node_fs_.statSync)(`/proc/${pid}`, { throwIfNoEntry: false });
        return stats === undefined ? null : { ino: stats.ino, uid: stats.uid };
    },
    read(path) {
        try {
            return (0,external_node_fs_.readFileSync)(path, 'utf8');
        }
        catch {
            return null;
        }
    },
};
/** `pid (comm) state ppid …`: the comm may hold spaces and parentheses, so the fields start after the last `)`. */
function parseStat(text) {
    const open = text.indexOf('(');
    const close = text.lastIndexOf(')');
    if (open < 0 || close < open)
        return null;
    const fields = text.slice(close + 2).split(' ');
    // After the comm: state (3), ppid (4), pgrp (5), session (6), …, starttime (22).
    const [ppid, pgid, sid, start] = [Number(fields[1]), Number(fields[2]), Number(fields[3]), Number(fields[19])];
    if (![ppid, pgid, sid, start].every(Number.isFinite))
        return null;
    return { pid: Number(text.slice(0, open).trim()), comm: text.slice(open + 1, close), state: fields[0], ppid, pgid, sid, start };
}
/** The value of `name` in a NUL-separated environment (/proc/<pid>/environ); undefined when it is not there. */
function environValue(environ, name) {
    const prefix = `${name}=`;
    for (const entry of environ.split('\0'))
        if (entry.startsWith(prefix))
            return entry.slice(prefix.length);
    return undefined;
}
/** The process `pid` as its stat shows it now, owned by `uid`; null when it is gone. */
function entryOf(fs, pid, uid) {
    const stat = fs.read(`/proc/${pid}/stat`);
    const parsed = stat === null ? null : parseStat(stat);
    if (parsed === null)
        return null;
    return { pid, ppid: parsed.ppid, pgid: parsed.pgid, sid: parsed.sid, uid, start: parsed.start, state: parsed.state, comm: parsed.comm };
}
function currentEntry(fs, pid) {
    const identity = fs.identity(pid);
    return identity === null ? null : entryOf(fs, pid, identity.uid);
}
/**
 * The table of a Linux /proc; null elsewhere (no sweep there).
 *
 * The sweep lists the table after every command, so a listing reads little (issue 47): the
 * directory /proc and one stat of each /proc/<pid> (its inode number and owner). A process's
 * files are read when its /proc/<pid> inode is one not seen at the last listing (a new process,
 * or a reused pid: the kernel gives every process a new inode), when it may be ours
 * (`mayBeOurs`, by its current owner), and for what the decision looks at besides: benchgate and
 * its ancestors, and the parent, session leader and mark owner of every process that may be ours.
 * Everything else is a process older than benchgate or another user's, whose start and pid do
 * not change; its state, parent and session are read again when one of ours points at it.
 */
function linuxProcessTable(fs = linuxProcFs) {
    if (fs === linuxProcFs && (process.platform !== 'linux' || fs.read('/proc/self/stat') === null || typeof process.getuid !== 'function'))
        return null;
    /** The last listing: each process with the inode of its /proc directory. */
    let known = new Map();
    return {
        self() {
            const { pid, uid } = fs.self;
            const own = currentEntry(fs, pid);
            return { pid, uid, start: own?.start ?? 0, cgroup: fs.read('/proc/self/cgroup') };
        },
        list(self) {
            const listed = new Map();
            const fresh = new Set();
            for (const pid of fs.pids()) {
                const identity = fs.identity(pid);
                if (identity === null)
                    continue;
                const seen = known.get(pid);
                let entry;
                if (seen !== undefined && seen.ino === identity.ino) {
                    // Unchanged, as almost every process is: the same object, no copy.
                    if (seen.entry.uid === identity.uid && seen.entry.mark === undefined && seen.entry.cgroup === undefined) {
                        listed.set(pid, seen);
                        continue;
                    }
                    const { cgroup: _cgroup, mark: _mark, ...kept } = seen.entry;
                    entry = { ...kept, uid: identity.uid };
                }
                else {
                    entry = entryOf(fs, pid, identity.uid);
                    fresh.add(pid);
                }
                if (entry !== null)
                    listed.set(pid, { ino: identity.ino, entry });
            }
            /** Reads `pid`'s stat again unless it was read in this listing. */
            const refresh = (pid) => {
                const item = listed.get(pid);
                if (item === undefined || fresh.has(pid))
                    return;
                fresh.add(pid);
                const entry = entryOf(fs, pid, item.entry.uid);
                if (entry === null)
                    listed.delete(pid);
                else
                    item.entry = entry;
            };
            // benchgate and its ancestors, whose parents may have changed.
            const chain = new Set();
            for (let pid = self.pid; pid > 0 && !chain.has(pid); pid = listed.get(pid)?.entry.ppid ?? 0) {
                chain.add(pid);
                refresh(pid);
            }
            const entries = () => [...listed.values()].map((item) => item.entry);
            const ancestors = ancestorsOf(self.pid, entries());
            const ours = [...listed.values()].filter((item) => mayBeOurs(item.entry, self, ancestors));
            for (const item of ours)
                refresh(item.entry.pid);
            for (const item of ours) {
                const entry = listed.get(item.entry.pid)?.entry;
                if (entry === undefined || !mayBeOurs(entry, self, ancestors))
                    continue;
                entry.cgroup = fs.read(`/proc/${entry.pid}/cgroup`);
                const environ = fs.read(`/proc/${entry.pid}/environ`);
                entry.mark = environ === null ? null : environValue(environ, SWEEP_MARK_ENV);
                const owner = typeof entry.mark === 'string' ? parseMark(entry.mark)?.owner.pid : undefined;
                for (const pid of [entry.ppid, entry.sid, owner])
                    if (pid !== undefined)
                        refresh(pid);
            }
            known = listed;
            return entries();
        },
        signal(pid, start, signal) {
            const now = currentEntry(fs, pid);
            if (now === null || now.start !== start || now.state === 'Z' || now.state === 'X')
                return false;
            try {
                process.kill(pid, signal);
                return true;
            }
            catch {
                return false;
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/runner/process-sweeper.ts



/**
 * Passes that freeze what they find before everything is killed: a process that forks between
 * the snapshot and its SIGSTOP is caught by the next pass. Past this many, what is frozen is
 * killed and the rest is left to the next sweep.
 */
const MAX_PASSES = 50;
/**
 * Ends what benchgate's commands leave behind (process-sweep.ts decides which processes): after
 * each command those carrying its mark, and, when no other command runs, orphans too; at the
 * points the front ends name (before the results are written, before the upload, at the end),
 * everything. Found processes are frozen (SIGSTOP) in repeated passes until a pass finds nothing
 * new, so that a daemon cannot fork away from a kill, and then killed (SIGKILL).
 */
class ProcessSweeper {
    table;
    self;
    labels = new Map();
    nextCommand = 1;
    running = 0;
    listeners = new Set();
    /** Every process ended so far, in order. */
    ended = [];
    constructor(table) {
        this.table = table;
        this.self = table === null ? null : { ...table.self(), nonce: (0,external_node_crypto_.randomBytes)(8).toString('hex') };
    }
    /** Whether this platform can be swept (Linux with /proc). */
    get available() {
        return this.self !== null;
    }
    /** Calls `listener` with what each sweep ended (when it ended something); returns the way to stop. */
    onEnded(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    /** A command about to start: its mark, for its environment. */
    begin(label) {
        const id = this.nextCommand++;
        this.labels.set(id, label);
        this.running += 1;
        const env = this.self === null ? {} : { [SWEEP_MARK_ENV]: formatMark(this.self, id) };
        return { id, label, env };
    }
    /** The command ended and its process group `group` was killed: ends what it left outside that group. */
    end(command, group) {
        this.running = Math.max(0, this.running - 1);
        const killedGroup = group === undefined ? {} : { killedGroup: group };
        return this.sweep({ command: command.id, orphans: this.running === 0, ...killedGroup }, `after ${command.label}`);
    }
    /** Ends every process any command left, and orphans, at `point` ("before the results are written"). */
    sweepAll(point) {
        return this.sweep({ orphans: this.running === 0 }, point);
    }
    /** What the table shows for `scope`; nothing when /proc cannot be read (the sweep never fails a run). */
    list(scope) {
        const { table, self } = this;
        if (table === null || self === null)
            return [];
        try {
            return selectLeftovers(table.list(self), self, scope);
        }
        catch {
            return [];
        }
    }
    sweep(scope, foundAfter) {
        const { table, self } = this;
        if (table === null || self === null)
            return [];
        const frozen = new Map();
        for (let pass = 0; pass < MAX_PASSES; pass++) {
            const found = this.list(scope).filter((leftover) => !frozen.has(leftover.pid));
            if (found.length === 0)
                break;
            for (const leftover of found)
                if (table.signal(leftover.pid, leftover.start, 'SIGSTOP'))
                    frozen.set(leftover.pid, leftover);
            // Nothing could be stopped (all gone by now): another pass would find the same.
            if (found.every((leftover) => !frozen.has(leftover.pid)))
                break;
        }
        const ended = [];
        for (const leftover of frozen.values()) {
            if (!table.signal(leftover.pid, leftover.start, 'SIGKILL'))
                continue;
            const leftBy = leftover.command === null ? null : (this.labels.get(leftover.command) ?? null);
            ended.push({ pid: leftover.pid, name: leftover.comm, leftBy, foundAfter });
        }
        if (ended.length > 0) {
            this.ended.push(...ended);
            for (const listener of this.listeners)
                listener(ended);
        }
        return ended;
    }
}
let shared;
/** The process's one sweeper (made on first use): every command gets its mark, every front end sweeps with it. */
function processSweeper() {
    shared ??= new ProcessSweeper(linuxProcessTable());
    return shared;
}
const WRAPPERS = new Set(['time', 'valgrind']);
/** "head binary 1, execution 2 (node)", "base build 1 (npm)", from the command's environment (environment.ts) and program. */
function commandLabel(argv, env) {
    const name = (word) => (word ?? '').split(/[\\/]/).pop() ?? '';
    // GNU time and valgrind run the benchmark after their own `--`.
    const wrapped = WRAPPERS.has(name(argv[0])) ? argv.indexOf('--') : -1;
    const program = name(wrapped >= 0 && wrapped + 1 < argv.length ? argv[wrapped + 1] : argv[0]);
    const version = env.BENCHGATE_VERSION;
    const binary = Number(env.BENCHGATE_BINARY);
    if (version === undefined || !Number.isInteger(binary))
        return `the command ${program}`;
    const execution = env.BENCHGATE_EXECUTION === undefined ? null : Number(env.BENCHGATE_EXECUTION);
    const what = execution === null || !Number.isInteger(execution) ? `build ${binary + 1}` : `binary ${binary + 1}, execution ${execution + 1}`;
    return `${version} ${what} (${program})`;
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

/***/ 5617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xe: () => (/* binding */ EXECUTION_ESTIMATORS),
  $l: () => (/* binding */ executionLevel),
  mj: () => (/* binding */ executionLocation)
});

// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
;// CONCATENATED MODULE: ./src/stats/robust-mean.ts

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
    let mu = (0,descriptive/* median */.JZ)(values);
    const s = 1.4826 * (0,descriptive/* median */.JZ)(values.map((v) => Math.abs(v - mu)));
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

// EXTERNAL MODULE: ./src/stats/winsorized-mean.ts
var winsorized_mean = __webpack_require__(9089);
;// CONCATENATED MODULE: ./src/stats/execution-location.ts


/**
 * The estimators of one execution's level (its "execution mean", the unit the nested model
 * works on), by the name `meta.analysis.estimator` records:
 * - `mean`: the arithmetic mean;
 * - `huber`: Huber's M-estimate, k = 1.345, MAD scale (robust-mean.ts; `--robust`);
 * - `winsorized`: the 8 % winsorized mean (winsorized-mean.ts), the default.
 */
const EXECUTION_ESTIMATORS = ['mean', 'huber', 'winsorized'];
/** An execution's level by `estimator`; undefined for `mean` (the moments already hold it). */
function executionLocation(values, estimator) {
    switch (estimator) {
        case 'mean':
            return undefined;
        case 'huber':
            return huberMean(values);
        case 'winsorized':
            return (0,winsorized_mean/* winsorizedMean */.o)(values);
    }
}
/** An execution's level by `estimator`, the mean included. */
function executionLevel(values, estimator) {
    return executionLocation(values, estimator) ?? values.reduce((sum, v) => sum + v, 0) / values.length;
}


/***/ }),

/***/ 1806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ql: () => (/* binding */ CORRECTIONS),
/* harmony export */   uA: () => (/* binding */ adjustPValues)
/* harmony export */ });
/* unused harmony exports holmAdjust, benjaminiHochbergAdjust */
/**
 * Holm's step-down adjustment (R `p.adjust(p, "holm")`): controls the family-wise error
 * rate, the chance of any false alarm across a suite, under any dependence between tests.
 */
function holmAdjust(pValues) {
    const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
    const adjusted = new Array(pValues.length);
    let running = 0;
    order.forEach(({ p, index }, rank) => {
        running = Math.max(running, Math.min(1, (pValues.length - rank) * p));
        adjusted[index] = running;
    });
    return adjusted;
}
/**
 * Benjamini–Hochberg step-up adjustment (R `p.adjust(p, "BH")`): controls the expected
 * share of false discoveries among flagged benchmarks.
 */
function benjaminiHochbergAdjust(pValues) {
    const count = pValues.length;
    const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => b.p - a.p);
    const adjusted = new Array(count);
    let running = 1;
    order.forEach(({ p, index }, position) => {
        const rank = count - position;
        running = Math.min(running, (count / rank) * p);
        adjusted[index] = Math.min(1, running);
    });
    return adjusted;
}
const CORRECTIONS = ['holm', 'bh', 'none'];
function adjustPValues(pValues, correction) {
    if (correction === 'holm')
        return holmAdjust(pValues);
    if (correction === 'bh')
        return benjaminiHochbergAdjust(pValues);
    return pValues.slice();
}


/***/ }),

/***/ 9089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ WINSOR_SHARE),
/* harmony export */   o: () => (/* binding */ winsorizedMean)
/* harmony export */ });
/**
 * Winsorized mean of one execution's values: the g smallest values are raised to the
 * (g + 1)-th smallest and the g largest lowered to the (g + 1)-th largest, then averaged, with
 * g = ⌊share·n⌋ (at most ⌊(n − 1)/2⌋). The definition of SciPy's
 * `scipy.stats.mstats.winsorize(a, limits=(share, share)).mean()`
 * (fixtures/reference/winsorized-mean.json, made by generate-winsorized-mean.py).
 *
 * Why it is the default execution mean (docs/statistics.md, "Execution means"): preemption on a
 * busy machine delays a few values per cent by tens to thousands of times the level; up to
 * `share` of them per side are clamped to an ordinary value, so they cannot move the estimate
 * far. A cost that slows more than `share` of the values (a GC-like tail: 10 % of the
 * iterations twice as long) keeps most of its weight, since the clamp then lands inside the
 * tail itself. Huber's M-estimate (robust-mean.ts) clamps at a few MADs of the bulk and reads
 * that tail as about 1 %.
 *
 * Fewer than 1/share values (13 at 8 %): nothing is clamped, the plain mean.
 * Example: winsorizedMean([1, 2, 3, 4, 100], 0.2) clamps 1 value per side: (2 + 2 + 3 + 4 + 4)/5 = 3.
 */
const WINSOR_SHARE = 0.08;
let buffer = new Float64Array(256);
function winsorizedMean(values, share = WINSOR_SHARE) {
    const n = values.length;
    if (n === 0)
        return NaN;
    const g = Math.min(Math.floor(share * n), Math.floor((n - 1) / 2));
    if (g <= 0) {
        let sum = 0;
        for (const v of values)
            sum += v;
        return sum / n;
    }
    // Sorted in one buffer kept between calls (a results file has tens of thousands of executions;
    // a new array each, from an iterator, cost more than the sort), the same order as before.
    if (buffer.length < n)
        buffer = new Float64Array(Math.max(n, 2 * buffer.length));
    for (let i = 0; i < n; i++)
        buffer[i] = values[i];
    const sorted = buffer.subarray(0, n).sort();
    const low = sorted[g];
    const high = sorted[n - 1 - g];
    let sum = g * (low + high);
    for (let i = g; i < n - g; i++)
        sum += sorted[i];
    return sum / n;
}


/***/ }),

/***/ 9024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  go: () => (/* binding */ GlobSyntaxError),
  SO: () => (/* binding */ compileGlob),
  nG: () => (/* binding */ staticPrefix)
});

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
;// CONCATENATED MODULE: ./src/util/linear-segments.ts
/** The tokens of a segment glob, or null when it holds something this matcher does not read. */
function tokenize(glob) {
    const tokens = [];
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            if (i + 1 >= glob.length)
                return null;
            tokens.push({ kind: 'char', char: glob[++i] });
        }
        else if (c === '*') {
            if (tokens.at(-1)?.kind !== 'star')
                tokens.push({ kind: 'star' });
        }
        else if (c === '?') {
            tokens.push({ kind: 'any' });
        }
        else if ('[]()|+@!'.includes(c)) {
            return null;
        }
        else {
            tokens.push({ kind: 'char', char: c });
        }
    }
    return tokens;
}
/** Greedy wildcard match with a return to the last `*`: O(segment length × glob length). */
function matchTokens(tokens, segment) {
    // As in minimatch with `dot: true`: a wildcard never matches the segments `.` and `..`.
    if (segment === '.' || segment === '..')
        return false;
    let t = 0;
    let s = 0;
    let star = -1;
    let resume = 0;
    while (s < segment.length) {
        const token = tokens[t];
        if (token !== undefined && token.kind === 'star') {
            star = t++;
            resume = s;
        }
        else if (token !== undefined && (token.kind === 'any' || token.char === segment[s])) {
            t++;
            s++;
        }
        else if (star >= 0) {
            t = star + 1;
            s = ++resume;
        }
        else {
            return false;
        }
    }
    while (tokens[t]?.kind === 'star')
        t++;
    return t === tokens.length;
}
/** A segment expression whose `test` runs the linear matcher; the rest of it is minimatch's. */
class LinearSegment extends RegExp {
    tokens;
    constructor(original, tokens) {
        super(original.source, original.flags);
        this.tokens = tokens;
    }
    test(segment) {
        return matchTokens(this.tokens, segment);
    }
}
/** Replaces, in a compiled minimatch, every segment expression with two or more `*` by its linear form. */
function linearizeSegments(matcher) {
    matcher.set = matcher.set.map((alternative) => alternative.map((segment) => {
        if (typeof segment === 'string' || !(segment instanceof RegExp) || segment._glob === undefined)
            return segment;
        const tokens = tokenize(segment._glob);
        if (tokens === null || tokens.filter((token) => token.kind === 'star').length < 2)
            return segment;
        return Object.assign(new LinearSegment(segment, tokens), { _src: segment._src, _glob: segment._glob });
    }));
}

;// CONCATENATED MODULE: ./src/util/glob.ts


/** A glob that cannot mean what was written (`{a`, `[z-a]`); the message names the glob. */
class GlobSyntaxError extends Error {
    glob;
    constructor(glob, detail) {
        super(`invalid glob ${JSON.stringify(glob)}: ${detail}`);
        this.glob = glob;
        this.name = 'GlobSyntaxError';
    }
}
const OPTIONS = { dot: true, nonegate: true, nocomment: true, optimizationLevel: 2 };
const compiled = new Map();
/** Checks and compiles a glob once (later calls with the same glob reuse it); throws GlobSyntaxError. */
function compileGlob(glob) {
    const known = compiled.get(glob);
    if (known)
        return known;
    checkSyntax(glob);
    const matcher = new esm/* Minimatch */.VR(glob, OPTIONS);
    linearizeSegments(matcher);
    const result = { source: glob, test: (name) => matcher.match(name) };
    compiled.set(glob, result);
    return result;
}
/**
 * What minimatch would silently read as something else: an unbalanced `{`/`}` (read as a
 * literal brace) and a class range running backwards like `[z-a]` (matches nothing).
 */
function checkSyntax(glob) {
    if (glob === '')
        throw new GlobSyntaxError(glob, 'it is empty');
    let depth = 0;
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            i += 1;
        }
        else if (c === '[') {
            const close = classEnd(glob, i);
            if (close < 0)
                continue; // no closing ]: a literal [, as in a shell
            checkClass(glob, glob.slice(i + 1, close));
            i = close;
        }
        else if (c === '{') {
            depth += 1;
        }
        else if (c === '}') {
            if (depth === 0)
                throw new GlobSyntaxError(glob, `a } at position ${i} closes no { (write \\} for a literal brace)`);
            depth -= 1;
        }
    }
    if (depth > 0)
        throw new GlobSyntaxError(glob, 'a { is never closed (write \\{ for a literal brace)');
}
/** Index of the `]` closing the class opened at `open` (a `]` right after `[` or `[!` is a member), or -1. */
function classEnd(glob, open) {
    let i = open + 1;
    if (glob[i] === '!' || glob[i] === '^')
        i += 1;
    if (glob[i] === ']')
        i += 1;
    for (; i < glob.length; i++) {
        if (glob[i] === '\\')
            i += 1;
        else if (glob[i] === ']')
            return i;
        else if (glob[i] === '/')
            return -1;
    }
    return -1;
}
function checkClass(glob, body) {
    const members = body.replace(/^[!^]/, '').replace(/\[:[a-z]+:\]/g, '');
    for (let i = 0; i + 2 < members.length; i++) {
        if (members[i] === '\\') {
            i += 1;
            continue;
        }
        if (members[i + 1] === '-' && members[i + 2] !== undefined && members[i + 2] < members[i]) {
            throw new GlobSyntaxError(glob, `the range ${members[i]}-${members[i + 2]} runs backwards, so [${body}] matches nothing`);
        }
    }
}
/** The leading directories of a glob that contain no wildcard: where a search can start. */
function staticPrefix(glob) {
    const segments = glob.split('/');
    const fixed = [];
    for (const segment of segments.slice(0, -1)) {
        if (/[*?[{\\]/.test(segment))
            break;
        fixed.push(segment);
    }
    return fixed.join('/');
}


/***/ }),

/***/ 8762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** A plain object (not null, not an array): the first check before reading fields of parsed JSON or YAML. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ })

};
