export const id = 218;
export const ids = [218];
export const modules = {

/***/ 4343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PS: () => (/* binding */ experimentCommandError),
/* harmony export */   Qx: () => (/* binding */ helpOrStray),
/* harmony export */   SK: () => (/* binding */ experimentConfig)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_config_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3797);
/* harmony import */ var _config_run_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6493);
/* harmony import */ var _runner_build_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4948);
/* harmony import */ var _runner_worktrees_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6924);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6061);






/**
 * The end of every command that builds and measures (run, calibrate, bisect): a usage or
 * configuration error is one line and exit 2, a build (or `failures`) one line and exit 3;
 * anything else is a bug and is thrown on.
 */
function experimentCommandError(command, error, io, kinds = {}) {
    const usage = [_cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb, _config_run_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL, _runner_worktrees_js__WEBPACK_IMPORTED_MODULE_4__/* .UnknownRefError */ .AD, _runner_worktrees_js__WEBPACK_IMPORTED_MODULE_4__/* .NotARepositoryError */ .lE, ...(kinds.usage ?? [])];
    const failure = [_runner_build_js__WEBPACK_IMPORTED_MODULE_3__/* .BuildFailedError */ .Wu, ...(kinds.failure ?? [])];
    if (usage.some((kind) => error instanceof kind) || isParseArgsError(error)) {
        io.stderr(`benchgate ${command}: ${error.message}\n`);
        return _cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.usage;
    }
    if (failure.some((kind) => error instanceof kind)) {
        io.stderr(`benchgate ${command}: ${error.message}\n`);
        return _cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.failure;
    }
    throw error;
}
/** `--help` prints the usage (exit 0); a stray argument is a usage error. Null: go on. */
function helpOrStray(values, positionals, usage, io) {
    if (values.help) {
        io.stdout(`${usage}\n`);
        return _cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
    }
    if (positionals.length > 0)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`unexpected argument ${JSON.stringify(positionals[0])}\n${usage}`);
    return null;
}
/** The repository (`--repo`, default the working directory's) and its config file (`--config FILE`, or .github/benchgate.yml when present). */
async function experimentConfig(values, io) {
    const repo = await (0,_runner_worktrees_js__WEBPACK_IMPORTED_MODULE_4__/* .repositoryRoot */ .Hn)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.repo ?? '.'));
    const fromFile = values.config === undefined
        ? await (0,_config_config_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfigFile */ .HT)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(repo, _config_config_file_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_FILE_PATH */ .iM), _config_config_file_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_FILE_PATH */ .iM, true)
        : await (0,_config_config_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfigFile */ .HT)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.config), values.config, false);
    return { repo, fromFile };
}
function isParseArgsError(error) {
    return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}


/***/ }),

/***/ 3218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readPrior: () => (/* binding */ readPrior),
  runCommand: () => (/* binding */ runCommand),
  settingsFromFlags: () => (/* binding */ settingsFromFlags)
});

// EXTERNAL MODULE: ./src/cli/experiment-flags.ts
var experiment_flags = __webpack_require__(3353);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/config/config-file.ts
var config_file = __webpack_require__(3797);
// EXTERNAL MODULE: ./src/config/run-settings.ts
var run_settings = __webpack_require__(6493);
// EXTERNAL MODULE: ./src/config/setting-values.ts
var setting_values = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/experiment/gate.ts
var gate = __webpack_require__(600);
// EXTERNAL MODULE: ./src/runner/process-sweeper.ts + 2 modules
var process_sweeper = __webpack_require__(1471);
// EXTERNAL MODULE: ./src/experiment/measure.ts + 9 modules
var measure = __webpack_require__(7059);
// EXTERNAL MODULE: ./src/profile/profile-diff.ts
var profile_diff = __webpack_require__(4166);
;// CONCATENATED MODULE: ./src/experiment/profile-report.ts

const executionsOf = (set) => set.builds.reduce((sum, b) => sum + b.executions.length, 0);
/**
 * The run's profiles compared function by function (profile/profile-diff.ts) at the run's own
 * confidence and correction, one comparison per kind of process (the suite, or each part of a
 * split one), with what profiling cost beside the run's wall time.
 */
function profileReport(profiles, options, results) {
    const { scopes, ...run } = profiles;
    const sections = scopes.map((scope) => {
        const missing = ['base', 'head'].filter((side) => executionsOf(scope[side]) === 0);
        if (missing.length > 0)
            return { part: scope.part, names: scope.names, diff: null, notCompared: `no profiled execution of ${missing.join(' or ')} wrote a profile` };
        return {
            part: scope.part,
            names: scope.names,
            diff: (0,profile_diff/* diffProfiles */.U)(scope.base, scope.head, { confidence: options.confidence, correction: options.correction }),
        };
    });
    const total = results.meta?.totalSeconds;
    return { sections, run, totalSeconds: typeof total === 'number' && Number.isFinite(total) ? total : null };
}

// EXTERNAL MODULE: ./src/experiment/analysis-settings.ts
var analysis_settings = __webpack_require__(9079);
// EXTERNAL MODULE: ./src/experiment/prior-file.ts
var prior_file = __webpack_require__(5138);
// EXTERNAL MODULE: ./src/report/default-design.ts
var default_design = __webpack_require__(5450);
// EXTERNAL MODULE: ./src/runner/run-record.ts
var run_record = __webpack_require__(1649);
// EXTERNAL MODULE: ./src/runner/run-experiment.ts + 27 modules
var run_experiment = __webpack_require__(5508);
// EXTERNAL MODULE: ./src/sharding/parse-shard.ts
var parse_shard = __webpack_require__(6026);
// EXTERNAL MODULE: ./src/runner/worktrees.ts
var worktrees = __webpack_require__(6924);
// EXTERNAL MODULE: ./src/cli/analysis-flags.ts
var analysis_flags = __webpack_require__(6208);
// EXTERNAL MODULE: ./src/cli/analyze-command.ts
var analyze_command = __webpack_require__(4374);
// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
// EXTERNAL MODULE: ./src/cli/command-help.ts + 1 modules
var command_help = __webpack_require__(8210);
// EXTERNAL MODULE: ./src/cli/option-values.ts
var option_values = __webpack_require__(1916);
// EXTERNAL MODULE: ./src/cli/stream-logger.ts
var stream_logger = __webpack_require__(433);
// EXTERNAL MODULE: ./src/cli/experiment-command.ts
var experiment_command = __webpack_require__(4343);
;// CONCATENATED MODULE: ./src/cli/run-command.ts

























const { seed: _analysisSeed, ...ANALYSIS_ONLY_FLAGS } = analysis_flags/* ANALYSIS_FLAGS */.nm;
const RUN_FLAGS = {
    ...ANALYSIS_ONLY_FLAGS,
    ...experiment_flags/* EXPERIMENT_FLAGS */.Q,
    base: { type: 'string' },
    executions: { type: 'string' },
    shard: { type: 'string' },
    replica: { type: 'string' },
    ...analysis_flags/* HISTORY_PRIOR_FLAG */.Z5,
    'prove-unchanged': { type: 'boolean' },
    'no-prove-unchanged': { type: 'boolean' },
    metrics: { type: 'string' },
    profile: { type: 'boolean' },
};
/** Flags that set a config-file key of the same name. */
const SETTING_FLAGS = [
    'base',
    'head',
    'bench',
    'build',
    'clean',
    'format',
    'binaries',
    'executions',
    'timeout',
    'workdir',
    'result-file',
    'split-benchmarks',
    'metrics',
    'max-failure-share',
    'seed',
];
/**
 * `benchgate run`: runs the experiment, writes OUT/results.json, OUT/report.json and
 * OUT/report.md, prints the report, and returns the exit code. `argv` holds the arguments
 * after `run`.
 */
async function runCommand(argv, io) {
    try {
        return await run(argv, io);
    }
    catch (error) {
        return (0,experiment_command/* experimentCommandError */.PS)('run', error, io, { usage: [parse_shard/* ShardSpecError */.C7], failure: [run_experiment/* DiscoveryFailedError */.WH] });
    }
}
async function run(argv, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: argv, options: RUN_FLAGS, allowPositionals: true, strict: true });
    const early = (0,experiment_command/* helpOrStray */.Qx)(values, positionals, command_help/* RUN_USAGE */.W3, io);
    if (early !== null)
        return early;
    const endedBefore = (0,process_sweeper/* processSweeper */.lS)().ended.length;
    const { repo, fromFile } = await (0,experiment_command/* experimentConfig */.SK)(values, io);
    const flagSettings = settingsFromFlags(values);
    // The proof is on unless the config file or --no-prove-unchanged turns it off (PROVE_UNCHANGED_DEFAULT).
    const settings = (0,run_settings/* resolveRunSettings */.BW)(repo, [run_settings/* PROVE_UNCHANGED_DEFAULT */.Ht, fromFile.run, flagSettings]);
    const analysisFlags = Object.fromEntries(Object.keys(analysis_flags/* ANALYSIS_FLAGS */.nm).map((flag) => [flag, values[flag]]));
    // The seed comes from the run settings (runAnalysisOptions): the whole run replays from it.
    const policy = { ...fromFile.analysis, ...(0,analyze_command.analysisOptionsFrom)(analysisFlags, false) };
    const shard = shardFrom(values);
    const outDir = (0,external_node_path_.resolve)(io.cwd, values.out ?? 'benchgate-out');
    const logger = (0,stream_logger/* streamLogger */.V)(io.stderr, { verbose: values.verbose, live: io.stderrIsTerminal });
    const dirty = await (0,worktrees/* dirtyTreeWarning */.FU)(repo);
    if (dirty !== null)
        logger.warning(dirty);
    // No design named (no --budget, no binaries or executions in flags or the config file): adaptive
    // with the default budget, as the action. A --binaries flag wins over the prior's plan; a config
    // file's `binaries` is for the fixed design. A shard runs the fixed design.
    const designGiven = [flagSettings, fromFile.run].some((given) => given.binaries !== undefined || given.executions !== undefined);
    const design = await designFrom(values, io, { designGiven: designGiven || shard !== undefined, binaries: flagSettings.binaries });
    const { adaptive } = design;
    if (adaptive !== null && shard !== undefined)
        throw new cli_io/* UsageError */.eb('--shard runs the fixed design: --budget cannot be combined with it');
    if (design.defaulted !== null)
        logger.info((0,default_design/* defaultBudgetLogLine */.R)(design.defaulted));
    // One set of settings for the looks, the report and the record (meta.analysis) a re-gate reads.
    const planned = (0,analysis_settings/* runAnalysisOptions */.CH)(policy, settings, adaptive);
    const historyPrior = values['history-prior'];
    // The history prior is fitted before anything is measured, for this machine, as the action
    // does: an adaptive run's looks use it while measuring; a fixed design's analysis after.
    const analysis = historyPrior === undefined
        ? planned
        : {
            ...planned,
            historyPriors: await (await __webpack_require__.e(/* import() */ 445).then(__webpack_require__.bind(__webpack_require__, 5826))).historyPriorsFromFlag(historyPrior, (0,run_record/* runnerInfo */.ZV)(), io, adaptive === null ? 'design' : 'looks'),
        };
    // --profile: the raw profiles go to OUT/profiles, made afresh (an earlier run's must not mix in).
    let profiles;
    const profilesDir = (0,external_node_path_.join)(outDir, 'profiles');
    if (values.profile === true) {
        await (0,promises_.rm)(profilesDir, { recursive: true, force: true });
        await (0,promises_.mkdir)(profilesDir, { recursive: true });
    }
    const profile = values.profile === true ? { profile: { keepDir: profilesDir, done: (p) => (profiles = p) } } : {};
    const results = await (0,measure/* measure */.x)({ settings, analysis, adaptive, logger, ...(shard === undefined ? {} : { shard }), ...profile });
    await (0,promises_.mkdir)(outDir, { recursive: true });
    const shown = (file) => {
        const path = (0,external_node_path_.relative)(io.cwd, (0,external_node_path_.join)(outDir, file));
        return path.startsWith('..') ? (0,external_node_path_.join)(outDir, file) : path;
    };
    if (shard !== undefined && results.benchmarks.length === 0) {
        // Nothing to analyse: the record the merge reads is written here.
        const recorded = { ...results, meta: { ...results.meta, analysis: (0,analysis_settings/* analysisRecord */.QQ)(analysis) } };
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, 'results.json'), `${JSON.stringify(recorded)}\n`);
        io.stderr(`shard ${(0,parse_shard/* formatShard */._D)(shard)} has no benchmarks (more shards than benchmarks); wrote ${shown('results.json')} for benchgate merge\n`);
        return cli_io/* EXIT */.dc.ok;
    }
    const shardNote = shard === undefined ? [] : [{ kind: 'shard-alone', shard: (0,parse_shard/* formatShard */._D)(shard), replica: shard.replica ? (0,parse_shard/* formatShard */._D)(shard.replica) : null }];
    // A shard alone does not decide (as the action's shard job): the merged analysis does.
    const notes = [...shardNote, ...(design.defaulted === null ? [] : [design.defaulted])];
    (0,gate.recordEndedProcesses)(results, (0,process_sweeper/* processSweeper */.lS)().ended.slice(endedBefore));
    const context = profiles === undefined ? {} : { context: { profiles: profileReport(profiles, analysis, results) } };
    const { analysed, built } = (0,gate.gate)(results, { measured: analysis }, { notes, gate: { failOnRegression: true, accepted: false, decides: shard === undefined }, ...context });
    for (const file of built.files)
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, file.name), file.content);
    io.stderr(`wrote ${built.files.map((file) => shown(file.name)).join(', ')}\n\n`);
    io.stdout(values.json ? built.files[1].content : built.markdown);
    return (0,cli_io/* gateExitCode */.Bx)(built.gate.outcome, analysed.failures, io, 'run');
}
/** `--shard i/N` and `--replica r/R`: the shard this run measures, or undefined for the whole suite. */
function shardFrom(values) {
    if (values.shard === undefined) {
        if (values.replica !== undefined)
            throw new cli_io/* UsageError */.eb('--replica needs --shard as well (write --shard 1/1 to replicate the whole suite)');
        return undefined;
    }
    const shard = (0,parse_shard/* parseShard */.uK)(values.shard, '--shard');
    const replica = values.replica === undefined ? undefined : (0,parse_shard/* parseShard */.uK)(values.replica, '--replica');
    return { ...shard, ...(replica === undefined ? {} : { replica }) };
}
/**
 * `--budget` (minutes) and `--prior`: the adaptive design, or null for the fixed one (effectiveBudget:
 * the default budget when no design was given); `defaulted` when the budget was the default.
 */
async function designFrom(values, io, given) {
    // A prior names its budget explicitly, as the action's `prior` needs `budget`.
    if (values.budget === undefined && values.prior !== undefined)
        throw new cli_io/* UsageError */.eb('--prior plans an adaptive run: give --budget MINUTES too');
    const budgetMinutes = values.budget === undefined ? undefined : (0,option_values/* settingOption */.Ox)('budget', values.budget, setting_values/* budgetMinutes */.vX);
    const budget = (0,prior_file/* effectiveBudget */.P4)({ budgetMinutes, designGiven: given.designGiven });
    const adaptive = await priorUsage(() => (0,prior_file/* adaptiveOptions */.Xs)({ budgetMinutes: budget.budgetMinutes, prior: values.prior, binaries: given.binaries }, io.cwd));
    return { adaptive, defaulted: (0,prior_file/* defaultBudgetNote */.bM)(budget) };
}
/** Reads `--prior FILE`; an unreadable or malformed file is a usage error naming it. */
async function readPrior(path, io) {
    return priorUsage(() => (0,prior_file/* readPriorFile */.v5)(path, io.cwd));
}
async function priorUsage(read) {
    try {
        return await read();
    }
    catch (error) {
        if (error instanceof prior_file/* PriorFileError */.nh)
            throw new cli_io/* UsageError */.eb(`--prior: ${error.message}`);
        throw error;
    }
}
/** The settings given as flags, validated like the config file's keys, with messages naming the flag. */
function settingsFromFlags(values) {
    const settings = {};
    const read = (flag, parse, setting) => {
        try {
            settings[setting] = parse();
        }
        catch (error) {
            if (error instanceof setting_values/* InvalidValueError */.$x)
                throw new cli_io/* UsageError */.eb(`--${flag}: ${error.message}`);
            throw error;
        }
    };
    for (const flag of SETTING_FLAGS) {
        const value = values[flag];
        if (value !== undefined)
            read(flag, () => config_file/* CONFIG_FILE_FIELDS */.yP[flag].parse(value), config_file/* CONFIG_FILE_FIELDS */.yP[flag].setting);
    }
    const artifacts = values.artifact;
    if (artifacts !== undefined)
        read('artifact', () => (0,setting_values/* globList */.Xq)(artifacts), 'artifacts');
    if (values['prove-unchanged'] === true && values['no-prove-unchanged'] === true)
        throw new cli_io/* UsageError */.eb('--prove-unchanged and --no-prove-unchanged contradict each other: give one');
    if (values['prove-unchanged'] === true)
        settings.proveUnchanged = true;
    if (values['no-prove-unchanged'] === true)
        settings.proveUnchanged = false;
    const env = values.env;
    if (env !== undefined)
        read('env', () => (0,setting_values/* envMap */.ib)(Object.fromEntries(env.map(splitAssignment))), 'env');
    return settings;
}
function splitAssignment(assignment) {
    const at = assignment.indexOf('=');
    if (at <= 0)
        throw new setting_values/* InvalidValueError */.$x(`expected NAME=VALUE, got ${JSON.stringify(assignment)}`);
    return [assignment.slice(0, at), assignment.slice(at + 1)];
}


/***/ }),

/***/ 433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ streamLogger)
/* harmony export */ });
/** A logger for a terminal or CI log: groups as headings with indented lines, debug only when verbose. */
function streamLogger(write, options = {}) {
    let indent = '';
    const emit = (prefix, message) => {
        write(`${message
            .split('\n')
            .map((line, i) => `${indent}${i === 0 ? prefix : ' '.repeat(prefix.length)}${line}`)
            .join('\n')}\n`);
    };
    return {
        ...(options.live === true ? { live: true } : {}),
        info: (message) => emit('', message),
        warning: (message) => emit('warning: ', message),
        debug: (message) => {
            if (options.verbose)
                emit('debug: ', message);
        },
        async group(title, work) {
            emit('', title);
            const outer = indent;
            indent = `${outer}  `;
            try {
                return await work();
            }
            finally {
                indent = outer;
            }
        },
    };
}


/***/ }),

/***/ 3797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ loadConfigFile),
/* harmony export */   iM: () => (/* reexport safe */ _config_file_path_js__WEBPACK_IMPORTED_MODULE_5__.i),
/* harmony export */   yP: () => (/* binding */ CONFIG_FILE_FIELDS)
/* harmony export */ });
/* unused harmony export parseConfigText */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _analysis_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3977);
/* harmony import */ var _run_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6493);
/* harmony import */ var _setting_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9005);
/* harmony import */ var _config_file_path_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(285);






const field = (setting, parse) => ({ setting, parse });
/** Every key the config file accepts (documented in docs/runner.md), and how its value is read. */
const CONFIG_FILE_FIELDS = {
    base: field('base', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .gitRef */ .GY),
    head: field('head', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .gitRef */ .GY),
    build: field('build', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalCommand */ .yx),
    clean: field('clean', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalCommand */ .yx),
    bench: field('bench', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .command */ .G5),
    format: field('format', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .outputFormat */ .B$),
    binaries: field('binaries', (v) => _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .wholeNumber */ .rD(v, 1)),
    executions: field('executions', (v) => _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .wholeNumber */ .rD(v, 1)),
    timeout: field('timeoutSeconds', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .timeoutSeconds */ .rv),
    artifacts: field('artifacts', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .globList */ .Xq),
    seed: field('seed', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .seedValue */ .lg),
    'max-failure-share': field('maxFailureShare', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .share */ .uM),
    env: field('env', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .envMap */ .ib),
    workdir: field('workdir', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalRelativePath */ .Gr),
    'result-file': field('resultFile', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalRelativePath */ .Gr),
    'split-benchmarks': field('splitBenchmarks', (v) => _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .wholeNumber */ .rD(v, 1)),
    'prove-unchanged': field('proveUnchanged', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .onOff */ .Ro),
    metrics: field('metrics', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .metricList */ .to),
    anchor: field('anchor', _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .gitRef */ .GY),
    'anchor-budget': field('anchorBudget', _analysis_config_js__WEBPACK_IMPORTED_MODULE_2__/* .minEffectValue */ .fs),
};
/** How many alias expansions a config file may make (the yaml package's default is 100). */
const MAX_ALIAS_COUNT = 100;
const VALID_KEYS = [...Object.keys(CONFIG_FILE_FIELDS), ..._analysis_config_js__WEBPACK_IMPORTED_MODULE_2__/* .ANALYSIS_CONFIG_KEYS */ .PI];
/**
 * Reads and validates a config file. A missing file is not an error when `optional`
 * (the default location need not exist); `source` is how messages name the file.
 */
async function loadConfigFile(path, source, optional) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        if (optional && error.code === 'ENOENT')
            return { run: {}, analysis: {} };
        throw new _run_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${source}: cannot read the config file: ${error.message}`);
    }
    return parseConfigText(text, source);
}
/** Parses the YAML text of a config file; every problem is a `ConfigError` naming `source` and the key. */
/**
 * YAML 1.2 reads `0x10` and `0o7` as 16 and 7; here they stay text, which the number settings
 * refuse, as the flag and the action input do. Nobody means a count or a timeout in hex.
 */
const decimalIntegersOnly = (tags) => tags.filter((tag) => !(typeof tag === 'object' && (tag.format === 'HEX' || tag.format === 'OCT')));
function parseConfigText(text, source) {
    const document = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { prettyErrors: true, uniqueKeys: true, customTags: decimalIntegersOnly });
    if (document.errors.length > 0) {
        throw new _run_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${source}: not valid YAML: ${document.errors[0].message}`);
    }
    let content;
    try {
        // The yaml package's own bound on alias expansion; a "billion laughs" file exceeds it.
        content = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (error) {
        throw new _run_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${source}: not a usable YAML document: ${error.message}`);
    }
    if (content === null || content === undefined)
        return { run: {}, analysis: {} };
    if (typeof content !== 'object' || Array.isArray(content)) {
        throw new _run_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${source}: expected a mapping of settings (key: value), got ${Array.isArray(content) ? 'a list' : JSON.stringify(content)}`);
    }
    const settings = {};
    const analysis = {};
    for (const [key, value] of Object.entries(content)) {
        if (!VALID_KEYS.includes(key)) {
            throw new _run_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${source}: unknown key "${key}"${suggestion(key)}; valid keys: ${VALID_KEYS.join(', ')}`);
        }
        try {
            if (Object.hasOwn(CONFIG_FILE_FIELDS, key)) {
                const { setting, parse } = CONFIG_FILE_FIELDS[key];
                settings[setting] = parse(value);
            }
            else {
                (0,_analysis_config_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAnalysisKey */ .B2)(key, value, analysis);
            }
        }
        catch (error) {
            if (error instanceof _setting_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidValueError */ .$x)
                throw new _run_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${source}: ${key}${error.message.startsWith('[') ? '' : ': '}${error.message}`);
            throw error;
        }
    }
    return { run: settings, analysis };
}
/** "maxFailureShare", "binary", "timeout-seconds" and "seeds" all point at a real key. */
function suggestion(key) {
    const normal = (k) => k.toLowerCase().replace(/[-_]/g, '');
    const typed = normal(key);
    const close = (valid) => {
        const target = normal(valid);
        let prefix = 0;
        while (prefix < Math.min(typed.length, target.length) && typed[prefix] === target[prefix])
            prefix += 1;
        return prefix >= 5 || editDistance(typed, target) <= 2;
    };
    const match = VALID_KEYS.find((valid) => normal(valid) === typed) ?? VALID_KEYS.find(close);
    return match === undefined ? '' : ` (did you mean "${match}"?)`;
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length];
}


/***/ }),

/***/ 6493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ resolveRunSettings),
/* harmony export */   Ht: () => (/* binding */ PROVE_UNCHANGED_DEFAULT),
/* harmony export */   Ks: () => (/* binding */ RUN_METRICS),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony export RUN_SETTING_DEFAULTS */
/** The metrics `metrics` may request. */
const RUN_METRICS = ['instructions'];
const RUN_SETTING_DEFAULTS = {
    head: 'HEAD',
    build: null,
    clean: null,
    format: 'jsonl',
    binaries: 3,
    executions: 5,
    timeoutSeconds: 300,
    artifacts: [],
    maxFailureShare: 0.25,
    env: {},
    workdir: null,
    resultFile: null,
    splitBenchmarks: null,
};
/**
 * The proof's default where a front end compares two versions (`benchgate run`; the action's
 * `mode: run` on pull requests and dispatch): on, unless the config file, a flag or an input turns
 * it off. A docs-only change is then `unchanged (identical inputs)` after two traced executions
 * instead of a whole budget of noise; without strace the run is measured (docs/proof.md). Other
 * runs (calibrate's A/A, bisect's probes, a trend run that records values) do not take it.
 */
const PROVE_UNCHANGED_DEFAULT = { proveUnchanged: true };
/** Raised for a missing or invalid setting; the message names the source and the key. */
class ConfigError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ConfigError';
    }
}
/**
 * Merges the layers (later ones win: defaults < config file < flags) and checks that the
 * required settings are there. Without a seed anywhere, a random one is drawn, so every
 * run's order differs but is recorded and can be replayed.
 */
function resolveRunSettings(repo, layers, drawSeed = () => Math.floor(Math.random() * 2 ** 32)) {
    const merged = {};
    for (const layer of layers) {
        for (const [key, value] of Object.entries(layer)) {
            if (value !== undefined)
                merged[key] = value;
        }
    }
    if (merged.base === undefined) {
        throw new ConfigError('base: no baseline ref given (the --base flag or "base" input, or "base:" in the config file)');
    }
    if (merged.bench === undefined) {
        throw new ConfigError('bench: no benchmark command given (the --bench flag or "bench" input, or "bench:" in the config file)');
    }
    return {
        ...RUN_SETTING_DEFAULTS,
        ...merged,
        repo,
        base: merged.base,
        bench: merged.bench,
        seed: merged.seed ?? drawSeed(),
    };
}


/***/ }),

/***/ 9005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* reexport safe */ _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__.$),
/* harmony export */   B$: () => (/* binding */ outputFormat),
/* harmony export */   G5: () => (/* binding */ command),
/* harmony export */   GY: () => (/* binding */ gitRef),
/* harmony export */   Gr: () => (/* binding */ optionalRelativePath),
/* harmony export */   Ro: () => (/* binding */ onOff),
/* harmony export */   Xq: () => (/* binding */ globList),
/* harmony export */   ib: () => (/* binding */ envMap),
/* harmony export */   lg: () => (/* reexport safe */ _number_values_js__WEBPACK_IMPORTED_MODULE_4__.lg),
/* harmony export */   rD: () => (/* reexport safe */ _number_values_js__WEBPACK_IMPORTED_MODULE_4__.rD),
/* harmony export */   rv: () => (/* reexport safe */ _number_values_js__WEBPACK_IMPORTED_MODULE_4__.rv),
/* harmony export */   to: () => (/* binding */ metricList),
/* harmony export */   uM: () => (/* reexport safe */ _number_values_js__WEBPACK_IMPORTED_MODULE_4__.uM),
/* harmony export */   vX: () => (/* binding */ budgetMinutes),
/* harmony export */   yx: () => (/* binding */ optionalCommand)
/* harmony export */ });
/* unused harmony exports relativePath, envName */
/* harmony import */ var _parsers_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8552);
/* harmony import */ var _run_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6493);
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3334);
/* harmony import */ var _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6033);
/* harmony import */ var _number_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3416);
/* harmony import */ var _split_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3326);








function gitRef(value) {
    // An unquoted SHA such as 1234567 reads as a YAML number; refusing it beats guessing.
    if (typeof value !== 'string' || value.trim() === '') {
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('a git ref such as main or a SHA (quote it if it looks like a number)', value);
    }
    return value.trim();
}
/** A command line string (split, no shell) or a list of arguments. */
function command(value) {
    if (typeof value === 'string') {
        try {
            return (0,_split_command_js__WEBPACK_IMPORTED_MODULE_5__/* .splitCommand */ .GW)(value);
        }
        catch (error) {
            if (error instanceof _split_command_js__WEBPACK_IMPORTED_MODULE_5__/* .CommandSyntaxError */ .lO)
                throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(error.message);
            throw error;
        }
    }
    if (Array.isArray(value) && value.length > 0 && value.every((arg) => typeof arg === 'string') && value[0] !== '') {
        return value;
    }
    throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('a command (a string, or a list of arguments)', value);
}
/** Like `command`, but null or '' means "none". */
function optionalCommand(value) {
    if (value === null || value === '')
        return null;
    return command(value);
}
function outputFormat(value) {
    if (typeof value !== 'string' || !(0,_parsers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutputFormat */ .PY)(value)) {
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)(`one of ${_parsers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_FORMATS */ .DS.join(', ')}`, value);
    }
    return value;
}
/** A switch: `true` or `false` (YAML booleans, or those words as strings from a flag or an input). */
function onOff(value) {
    if (value === true || value === 'true')
        return true;
    if (value === false || value === 'false')
        return false;
    throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('true or false', value);
}
/**
 * Metrics to measure beside time: one name, names separated by commas or spaces, or a YAML
 * list, each one of RUN_METRICS; '' or an empty list: none.
 */
function metricList(value) {
    const list = typeof value === 'string' ? value.split(/[\s,]+/).filter((name) => name !== '') : value;
    if (!Array.isArray(list) || !list.every((name) => typeof name === 'string' && _run_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_METRICS */ .Ks.includes(name))) {
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)(`a list of metrics from: ${_run_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_METRICS */ .Ks.join(', ')}`, value);
    }
    return [...new Set(list)];
}
/** A path inside the checkout: relative and never climbing out of it. */
function relativePath(value) {
    if (typeof value !== 'string' || value === '' || value.startsWith('/') || /^[A-Za-z]:/.test(value) || value.split(/[\\/]/).includes('..')) {
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('a relative path inside the checkout (no leading / and no ..)', value);
    }
    return value;
}
function optionalRelativePath(value) {
    if (value === null || value === '' || value === '.')
        return null;
    return relativePath(value).replace(/\/+$/, '');
}
/** One glob or a list of globs, each relative to the working directory. */
function globList(value) {
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list) || !list.every((g) => typeof g === 'string' && g !== '')) {
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('a glob or a list of globs (e.g. dist/**)', value);
    }
    return list.map((glob) => {
        relativePath(glob);
        try {
            (0,_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlob */ .SO)(glob);
        }
        catch (error) {
            if (error instanceof _glob_js__WEBPACK_IMPORTED_MODULE_2__/* .GlobSyntaxError */ .go)
                throw new _invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidValueError */ .$(error.message);
            throw error;
        }
        return glob;
    });
}
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A mapping of variable names to strings; numbers and booleans are taken as written. */
function envMap(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('a mapping of variable names to values', value);
    }
    const env = {};
    for (const [name, v] of Object.entries(value)) {
        envName(name);
        if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') {
            throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)(`a string value for ${name}`, v);
        }
        env[name] = String(v);
    }
    return env;
}
function envName(name) {
    if (!ENV_NAME.test(name))
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('a variable name (letters, digits, _)', name);
    if (name.startsWith('BENCHGATE_'))
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('a name not starting with BENCHGATE_ (reserved)', name);
    return name;
}
/** Minutes for an adaptive run (or a calibration): above 0 and at most a day. */
function budgetMinutes(value) {
    const n = (0,_number_values_js__WEBPACK_IMPORTED_MODULE_4__/* .toNumber */ .Ro)(value);
    if (n === undefined || !(n > 0) || n > 24 * 60)
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_3__/* .expected */ .p)('minutes, a number above 0 and at most 1440', value);
    return n;
}


/***/ }),

/***/ 3326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ splitCommand),
/* harmony export */   fE: () => (/* binding */ formatCommand),
/* harmony export */   lO: () => (/* binding */ CommandSyntaxError)
/* harmony export */ });
/** Raised when a command string cannot be split into an argument vector. */
class CommandSyntaxError extends Error {
    constructor(command, detail) {
        super(`cannot split command ${JSON.stringify(command)}: ${detail}`);
        this.name = 'CommandSyntaxError';
    }
}
// Unquoted, these would mean something to a shell; without one they become plain
// arguments and the command silently does something else.
const SHELL_OPERATORS = new Set(['|', '||', '&', '&&', ';', '>', '>>', '<', '2>', '2>&1', '&>']);
/**
 * Splits a command line into an argument vector the way a POSIX shell would for
 * plain words: whitespace separates arguments, '…' quotes literally, "…" quotes with
 * backslash escapes for \ " $ and `, and a backslash outside quotes escapes the next
 * character. No expansion of variables, globs or `~` happens. Shell operators
 * (`&&`, `|`, `>` …) are rejected with a pointer to `sh -c '…'`.
 *
 * Example: `node bench.mjs --filter 'sort/*'` → ['node', 'bench.mjs', '--filter', 'sort/*'].
 */
function splitCommand(command) {
    const args = [];
    let current = '';
    let inWord = false;
    let quotedWord = false;
    let i = 0;
    const endWord = () => {
        if (!inWord)
            return;
        if (!quotedWord && SHELL_OPERATORS.has(current)) {
            throw new CommandSyntaxError(command, `'${current}' is a shell operator, and benchgate runs commands without a shell; write sh -c '…' to use one`);
        }
        args.push(current);
        current = '';
        inWord = false;
        quotedWord = false;
    };
    while (i < command.length) {
        const c = command[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
            endWord();
            i += 1;
        }
        else if (c === "'") {
            const close = command.indexOf("'", i + 1);
            if (close < 0)
                throw new CommandSyntaxError(command, `unterminated ' quote at position ${i}`);
            current += command.slice(i + 1, close);
            inWord = true;
            quotedWord = true;
            i = close + 1;
        }
        else if (c === '"') {
            let j = i + 1;
            for (;;) {
                if (j >= command.length)
                    throw new CommandSyntaxError(command, `unterminated " quote at position ${i}`);
                const d = command[j];
                if (d === '"')
                    break;
                if (d === '\\' && j + 1 < command.length && '\\"$`'.includes(command[j + 1])) {
                    current += command[j + 1];
                    j += 2;
                }
                else {
                    current += d;
                    j += 1;
                }
            }
            inWord = true;
            quotedWord = true;
            i = j + 1;
        }
        else if (c === '\\') {
            if (i + 1 >= command.length)
                throw new CommandSyntaxError(command, 'trailing backslash');
            current += command[i + 1];
            inWord = true;
            quotedWord = true;
            i += 2;
        }
        else {
            current += c;
            inWord = true;
            i += 1;
        }
    }
    endWord();
    if (args.length === 0)
        throw new CommandSyntaxError(command, 'it is empty');
    return args;
}
/** Shows an argument vector as a command line that `splitCommand` reads back unchanged. */
function formatCommand(argv) {
    return argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`)).join(' ');
}


/***/ }),

/***/ 7059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ logOutputNote),
  x: () => (/* binding */ measure)
});

// EXTERNAL MODULE: ./src/report/output-notes.ts
var output_notes = __webpack_require__(745);
// EXTERNAL MODULE: ./src/runner/process-sweeper.ts + 2 modules
var process_sweeper = __webpack_require__(1471);
// EXTERNAL MODULE: ./src/runner/run-experiment.ts + 27 modules
var run_experiment = __webpack_require__(5508);
// EXTERNAL MODULE: ./src/planning/plan-design.ts
var plan_design = __webpack_require__(153);
// EXTERNAL MODULE: ./src/planning/plan-run.ts
var plan_run = __webpack_require__(1830);
// EXTERNAL MODULE: ./src/stats/alpha-spending.ts + 1 modules
var alpha_spending = __webpack_require__(42);
// EXTERNAL MODULE: ./src/config/benchmark-policy.ts
var benchmark_policy = __webpack_require__(6848);
// EXTERNAL MODULE: ./src/sequential/analyze-look.ts + 1 modules
var analyze_look = __webpack_require__(3030);
// EXTERNAL MODULE: ./src/sequential/fold-looks.ts
var fold_looks = __webpack_require__(4681);
// EXTERNAL MODULE: ./src/planning/look-schedule.ts
var look_schedule = __webpack_require__(9458);
;// CONCATENATED MODULE: ./src/sequential/sequential-record.ts

/** Why the measuring stopped (the reader takes any name: results/results-meta.ts). */

const SEQUENTIAL_METHOD = 'repeated confidence intervals, group-sequential alpha spending, Bonferroni over benchmarks';

// EXTERNAL MODULE: ./src/planning/paired-noise.ts
var paired_noise = __webpack_require__(5007);
// EXTERNAL MODULE: ./src/stats/insufficient-data.ts
var insufficient_data = __webpack_require__(7021);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(9808);
;// CONCATENATED MODULE: ./src/sequential/wave-size.ts



/**
 * The first build pair added after the first look runs its `waveBlocks` blocks on top of the
 * first look's (2 rounds of the first builds, e.g. 6 blocks): with 8 blocks the next look would
 * see 2.3 × the blocks, a far larger step than any later pair or the geometric looks of the
 * rounds mode make. A change that the outliers of a few executions kept undecided at the first
 * look then waited for the whole pair. So with at least `minBlocks` blocks in that pair, the run
 * also looks halfway through them (their first half pairs the two new builds already). The look's
 * fraction is the share of the budget spent, as for every look in this mode; it only depends on
 * the wave size, chosen from costs and variances, never on the estimate. Measured with
 * bench:verdict-time (docs/statistics.md, "Time to a verdict").
 */
const MID_PAIR_LOOK = { minBlocks: 4 };
/**
 * Blocks run on each build pair added during an adaptive run: the bounds (the most, unless the
 * cap on builds needs more per pair to use the budget), and the size when the noise cannot be
 * estimated.
 */
const WAVE_BLOCKS = { min: 1, max: 8, unknown: 2 };
/**
 * How many blocks to run on each added pair of builds (one per version). Eq. 21 alone, the
 * m that minimises variance × cost, ignores that the build level's degrees of freedom grow
 * only with builds, and with few builds the t quantile is what keeps an interval wide. So each
 * m from WAVE_BLOCKS is tried as the rest of the budget would go: as many pairs of m blocks as
 * fit (at most `maxPairs`, so cheap builds do not end the run at the cap with budget left),
 * then the final interval's half-width t·se, with
 *
 *   se² = binary/L + perBlock/N        (L builds per version, N blocks; paired-noise.ts terms),
 *   df  = df₀ · (L − 1)/(L₀ − 1)       with a build variance (the comparison's df at the first
 *                                       look, L₀ builds, grown with the builds that carry them),
 *   df  = N − 1                         without one,
 *
 * and the m with the narrowest median half-width over the benchmarks wins (the smaller m on
 * a tie). Without any estimate: WAVE_BLOCKS.unknown.
 */
function waveBlocks(noises, context) {
    const { builds, blocks, remainingSeconds, buildPairSeconds, blockSeconds, level, maxPairs } = context;
    if (noises.length === 0 || !(blockSeconds > 0) || !(buildPairSeconds >= 0))
        return WAVE_BLOCKS.unknown;
    let best = WAVE_BLOCKS.unknown;
    let narrowest = Infinity;
    // Under the cap on builds, the pairs that are left may need more blocks each to use the budget.
    const filling = maxPairs > 0 ? Math.ceil((remainingSeconds / maxPairs - buildPairSeconds) / blockSeconds) : 0;
    for (let m = WAVE_BLOCKS.min; m <= Math.max(WAVE_BLOCKS.max, filling); m++) {
        const pairs = Math.min(maxPairs, Math.max(0, Math.floor(remainingSeconds / (buildPairSeconds + m * blockSeconds))));
        const width = median(noises.map((at) => halfWidth(at, builds, builds + pairs, blocks + pairs * m, level)));
        if (width < narrowest) {
            narrowest = width;
            best = m;
        }
    }
    return best;
}
function halfWidth({ noise, df: firstDf }, firstBuilds, builds, blocks, level) {
    const perBlock = noise.execution + (2 * noise.measurement) / noise.measurements;
    const buildLevel = !noise.deterministicBuild && noise.binary > 0;
    const variance = (buildLevel ? noise.binary / builds : 0) + perBlock / blocks;
    if (!(variance > 0))
        return 0;
    const df = buildLevel ? (Math.max(1, firstDf) * (builds - 1)) / Math.max(1, firstBuilds - 1) : blocks - 1;
    return (0,distributions/* tCritical */.c2)(1 - level, Math.max(1, df)) * Math.sqrt(variance);
}
function median(values) {
    const sorted = values.slice().sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
}
/** The paired noise and comparison df of every compared benchmark that has enough blocks to estimate them. */
function noisesAtLook(results, options, policies) {
    const noises = [];
    for (const record of results.benchmarks) {
        if (policies.of(record.name).gate === 'ignore')
            continue;
        try {
            noises.push((0,paired_noise/* pairedNoiseFit */.RO)(record, options));
        }
        catch (error) {
            // Too few blocks or values for this benchmark: it does not vote on the wave size.
            if (!(error instanceof insufficient_data/* InsufficientDataError */.y))
                throw error;
        }
    }
    return noises;
}

// EXTERNAL MODULE: ./src/planning/long-processes.ts
var long_processes = __webpack_require__(4179);
// EXTERNAL MODULE: ./src/planning/process-plan.ts
var process_plan = __webpack_require__(6958);
;// CONCATENATED MODULE: ./src/sequential/first-block-stop.ts



/**
 * After the first block: when the budget cannot reach the first look at that block's cost
 * (processes that take minutes), what would (long-processes.ts): a larger budget, or shorter
 * processes; null when it can. Only costs enter this choice.
 */
function firstBlockStop(progress, first, settings, options) {
    const elapsed = progress.elapsedSeconds;
    const format = settings.format === undefined ? {} : { format: settings.format };
    // Rounded as the stop records them, so that the report's plan (long-run-notes.ts) is this one.
    const planCosts = {
        blockSeconds: round3(progress.measureSeconds / progress.blocks),
        buildSeconds: round3(Math.max(0, elapsed - progress.measureSeconds)),
    };
    const target = { ...options, maxLooks: settings.maxLooks, spending: settings.spending };
    const plan = (0,long_processes/* firstLookOutOfReach */.KP)({
        budgetSeconds: settings.budgetSeconds,
        elapsedSeconds: elapsed,
        blocks: progress.blocks,
        measureSeconds: progress.measureSeconds,
        blocksToFirstLook: (0,look_schedule/* firstUsefulRound */.H)(progress.blocksPerRound) * progress.blocksPerRound,
        benchmarks: first.benchmarks.length,
        ...format,
        plan: (0,process_plan/* planFromFirstBlock */.Xb)(first, { ...planCosts, ...format }, target),
    });
    return plan === null ? null : { lines: plan.lines, detail: plan.detail, costs: planCosts };
}
/** Seconds to the millisecond, as `meta.sequential` records them. */
function round3(seconds) {
    return Math.round(seconds * 1000) / 1000;
}

;// CONCATENATED MODULE: ./src/sequential/futility.ts

/**
 * When an undecided benchmark cannot be decided by the end of the budget (non-binding
 * futility, docs/statistics.md "Stopping for futility"):
 * - `unchanged` is out of reach: even at the final look, with every remaining round measured,
 *   an interval around the estimate would be wider than ±min-effect;
 * - a change is improbable: the predictive chance that the final look's interval excludes 0
 *   is below `predictivePower`. It averages the chance under each true change over what the
 *   data so far say of it (a normal around the estimate with its standard error), so an
 *   early look, whose estimate is loose, keeps the run going: under a flat trend the chance is
 *   2Φ(−z·√(f/(1 − f))) at information fraction f, below 10 % only from f ≈ 0.41 on.
 * Both are judged with the odds on the run's side: the standard error at its lower 90 %
 * confidence bound as well as at its estimate (the better chance of the two counts), and the
 * final critical value of a single test at the benchmark's whole α, below every sequential
 * boundary. Stopping for futility never rejects: the efficacy boundaries, and so the error
 * rate, are those of the design without it.
 */
const FUTILITY = {
    predictivePower: 0.1,
    /** The standard error is also taken at its lower confidence bound at this level. */
    standardErrorBound: 0.9,
};
function futile(question) {
    const { change, fraction, alpha, minEffect } = question;
    if (!(fraction > 0 && fraction < 1))
        return false;
    if (!(change.standardError > 0) || !Number.isFinite(change.standardError) || !Number.isFinite(change.logRatio))
        return false;
    // ±min-effect on the log scale: an interval fits inside only if it is narrower than this.
    const equivalenceWidth = minEffect < 1 ? Math.log1p(minEffect) - Math.log1p(-minEffect) : Infinity;
    const critical = (0,distributions/* normalQuantile */.Zl)(1 - alpha / 2);
    const lowerBound = Number.isFinite(change.df) && change.df > 0
        ? change.standardError * Math.sqrt(change.df / (0,distributions/* chiSquareQuantile */.pV)(FUTILITY.standardErrorBound, change.df))
        : change.standardError;
    return [change.standardError, lowerBound].every((standardError) => {
        // Information grows with the fraction: the final standard error.
        const final = standardError * Math.sqrt(fraction);
        if (2 * critical * final < equivalenceWidth)
            return false;
        // Predictive: final estimate ~ N(current estimate, final² (1 − f) / f).
        const spread = final * Math.sqrt((1 - fraction) / fraction);
        const chance = (0,distributions/* normalCdf */.vr)((change.logRatio - critical * final) / spread) + (0,distributions/* normalCdf */.vr)((-change.logRatio - critical * final) / spread);
        return chance < FUTILITY.predictivePower;
    });
}

// EXTERNAL MODULE: ./src/sequential/settle-budget.ts
var settle_budget = __webpack_require__(5407);
;// CONCATENATED MODULE: ./src/sequential/out-of-reach.ts


/**
 * Why no undecided benchmark can be decided within the budget (futility.ts), or null. A
 * benchmark without an interval yet is never out of reach, nor one whose measured noise and
 * costs would let a run planned for this budget settle it (budgetToSettle, what the report
 * recommends): the report never says both.
 */
function outOfReach(look, options, policies) {
    const { undecided, progress } = look;
    if (undecided.length === 0)
        return null;
    const costs = {
        buildSeconds: progress.buildSeconds ?? 0,
        executionSeconds: progress.measureSeconds / Math.max(1, 2 * progress.blocks),
        startupSeconds: null,
    };
    const all = undecided.every((o) => {
        const change = o.analysis.change;
        const { minEffect } = policies.of(o.name);
        if (change === null || !futile({ change, fraction: look.fraction, alpha: look.alpha, minEffect }))
            return false;
        const settle = (0,settle_budget/* settleBudget */.t)(look.results, o.name, costs, minEffect, o.analysis.level, options);
        return settle === null || settle > look.budgetSeconds;
    });
    if (!all)
        return null;
    const which = undecided.length === 1 ? `${undecided[0].name} is` : `the ${undecided.length} undecided benchmarks are`;
    return (`at look ${look.look}, ${which} out of reach of the budget: even its last round could not narrow the interval to ±min-effect, ` +
        'and what it measured so far makes a change improbable');
}

;// CONCATENATED MODULE: ./src/sequential/growth-mode.ts

/**
 * Builds mode when the runner says the builds differ, knows their cost, and there are at least
 * 2 builds (one build's hash proves nothing either way) and room for more under PLAN_LIMITS;
 * otherwise rounds (see GrowthMode).
 */
function growthMode(progress) {
    const builds = progress.blocksPerRound;
    const room = builds >= 2 && builds < plan_design/* PLAN_LIMITS */.HK.binaries[1];
    return room && progress.identicalBuilds === false && typeof progress.buildSeconds === 'number' ? 'builds' : 'rounds';
}

;// CONCATENATED MODULE: ./src/sequential/stop-question.ts

/** The question the controller asks when none is given: decide every benchmark. */
const EVERY_BENCHMARK = { kind: 'every-benchmark' };
/**
 * Whether a look answered the run's question (planning/stop-question.ts), from the outcomes
 * folded so far and this look's own analyses. Each interval is the look's repeated confidence
 * interval at the level the alpha spending gives it (analyze-look.ts), so stopping at the first
 * look whose interval lies wholly on one side of a threshold errs with at most the benchmark's
 * share of α, as a decision at that look would: every look's interval covers the true change at
 * once with that confidence. `look` is 1-based.
 */
function answerAtLook(question = EVERY_BENCHMARK, outcomes, analyses, look) {
    if (question.kind === 'every-benchmark')
        return (0,fold_looks/* allDecided */.u)(outcomes) ? { reason: 'decided', detail: `all ${outcomes.size} benchmarks decided at look ${look}` } : null;
    const { benchmark } = question;
    const analysis = analyses.find((a) => a.name === benchmark);
    const outcome = outcomes.get(benchmark);
    if (analysis === undefined || outcome === undefined)
        return { reason: 'answered', detail: `${benchmark} is not compared in this run: nothing to measure for` };
    if (question.kind === 'benchmark')
        return outcome.verdict === null ? null : { reason: 'answered', detail: `${benchmark} decided (${outcome.verdict}) at look ${outcome.look + 1}` };
    const ci = analysis.change?.ci ?? null;
    const side = ci === null ? null : thresholdSide(ci, question.threshold);
    if (ci === null || side === null)
        return null;
    return {
        reason: 'answered',
        detail: `at look ${look}, ${benchmark}'s Δ interval [${percent(ci[0])}, ${percent(ci[1])}] (level ${analysis.level.toPrecision(2)}) ` +
            `lies wholly ${side} ${percent(question.threshold)}`,
    };
}
/** Which side of `threshold` an interval lies on wholly, or null when it straddles (or touches) it. */
function thresholdSide(ci, threshold) {
    if (ci[1] < threshold)
        return 'below';
    if (ci[0] > threshold)
        return 'above';
    return null;
}
/**
 * The undecided benchmarks whose futility can end the run early (out-of-reach.ts): every one, or
 * the one benchmark asked about; none for a `side` question, which a verdict does not answer.
 */
function awaitedBenchmarks(question = EVERY_BENCHMARK, outcomes) {
    const undecided = [...outcomes.values()].filter((o) => o.verdict === null);
    if (question.kind === 'every-benchmark')
        return undecided;
    if (question.kind === 'side')
        return [];
    return undecided.filter((o) => o.name === question.benchmark);
}
const percent = (x) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(2)} %`;

;// CONCATENATED MODULE: ./src/sequential/sequential-controller.ts











/**
 * The adaptive design as the runner sees it (`afterBlock` of run-experiment.ts). Pure apart
 * from its own state: it reads the clock only through the progress it is given.
 *
 * - After the first block, when the budget cannot reach the first look at that block's cost
 *   (processes that take minutes), it stops at once and says what would (long-processes.ts):
 *   a larger budget, or shorter processes. Only costs enter this choice.
 * - After every round (one execution of every binary), it plans the most rounds that fit the
 *   budget from the mean time of the rounds so far, and with them the rounds at which to look
 *   (look-schedule.ts): a slow first round no longer leaves budget unspent when the later
 *   rounds are cheaper. A look spends at the fraction of the rounds planned then, and its
 *   boundaries take the information from the blocks (docs/statistics.md, "Re-planning the
 *   rounds"). Nothing about the measured values enters these choices.
 * - At a look it analyses the results so far at the look's level (alpha-spending.ts) and
 *   records each benchmark's first decision (fold-looks.ts).
 * - It stops when every benchmark is decided (or the question it was given is answered at a
 *   look's level: stop-question.ts), when no undecided one it waits for can be decided within the
 *   budget (futility.ts; non-binding, so the error rate is untouched), when the next round
 *   would not fit the budget (that look is the final one and spends all that is left), after
 *   the last round the runner scheduled, or when a version's failed executions exceed
 *   max-failure-share.
 * - When the builds differ (a build command whose outputs are not identical), the run grows
 *   by builds instead of rounds (GrowthMode): after the first look at round 2, each look is
 *   followed by one more build of each version and `waveBlocks` blocks between them, chosen
 *   once at the first look from the measured costs and noise (with a look halfway through the
 *   first pair's blocks when they are many: MID_PAIR_LOOK). The information fraction is then
 *   the share of the budget spent, and a look is final when another build pair and its blocks
 *   would not fit.
 */
class SequentialController {
    settings;
    options;
    log;
    /** Rounds mode: the most rounds that fit the budget, re-planned after every round (plan()). */
    maxRounds = null;
    /** The maxRounds the log last reported. */
    loggedRounds = 0;
    schedule = [];
    looks = [];
    outcomes = new Map();
    stopped = null;
    blocksPerRound = 1;
    mode = null;
    /** Blocks per added build pair, fixed at the first look (builds mode). */
    wave = null;
    /** The block count at which the builds mode's current pair has run its blocks. */
    nextLookAt = null;
    /** The block count of the look halfway through the first added pair's blocks (builds mode; see MID_PAIR_LOOK), or null. */
    midLookAt = null;
    /** Build pairs added so far (builds mode). */
    addedPairs = 0;
    /** Why the latest look found every undecided benchmark out of reach of the budget (futility.ts), or null. */
    futile = null;
    /** How the latest look answered the run's question (stop-question.ts), or null. */
    answer = null;
    /** Builds mode: builds per version and blocks when every planned pair has run (fixed at the first look). */
    planned = null;
    /** Each benchmark's policy, resolved once for the run's looks. */
    policies;
    constructor(settings, options, log = () => { }) {
        this.settings = settings;
        this.options = options;
        this.log = log;
        this.policies = (0,benchmark_policy/* benchmarkPolicies */.mf)(options);
    }
    afterBlock = (progress, partial) => {
        if (this.stopped)
            return 'stop';
        if (progress.addedBuildFailed !== undefined)
            return this.stopAfterBuildFailure(progress, partial, progress.addedBuildFailed);
        const perRound = (this.blocksPerRound = progress.blocksPerRound);
        const roundEnd = progress.blocks % perRound === 0;
        const round = Math.floor(progress.blocks / perRound);
        const { elapsedSeconds: elapsed } = progress;
        const budget = this.settings.budgetSeconds;
        const failing = roundEnd && round >= 2 ? this.tooManyFailures(progress) : undefined;
        if (failing)
            return this.stopForFailures(progress, failing);
        if (progress.blocks === 1 && this.looks.length === 0) {
            const early = firstBlockStop(progress, partial(), this.settings, this.options);
            if (early !== null) {
                for (const line of early.lines)
                    this.log(`plan: ${line}`);
                return this.stop('first-look', progress, early.detail, early.costs);
            }
        }
        if ((this.mode ??= growthMode(progress)) === 'builds')
            return this.afterBuildsBlock(progress, partial);
        const roundSeconds = (progress.measureSeconds / progress.blocks) * perRound;
        if (this.maxRounds === null && !roundEnd)
            return elapsed >= budget ? this.stop('budget', progress, 'the budget was spent before the first round ended') : 'continue';
        const cap = Math.floor(progress.scheduledBlocks / perRound);
        if (roundEnd)
            this.plan(round, cap, roundSeconds, elapsed, perRound);
        const maxRounds = this.maxRounds ?? round;
        const lastScheduled = progress.blocks >= progress.scheduledBlocks || (roundEnd && round >= cap);
        const outOfTime = elapsed >= budget || (roundEnd && round >= maxRounds);
        const final = outOfTime || lastScheduled;
        if (!final && !(roundEnd && this.schedule.includes(round)))
            return 'continue';
        // The information fraction against the rounds that fit now; 1 at the final look, which spends all that is left.
        const fraction = final ? 1 : Math.min(1, progress.blocks / (maxRounds * perRound));
        // A look must come at a larger fraction than the last (the budget's rounds grew since): it waits for the next, and
        // a look beyond maxLooks − 1 waits for the final one.
        const previous = this.looks.at(-1)?.fraction ?? 0;
        if (!final && (fraction <= previous || this.looks.length >= this.settings.maxLooks - 1))
            return 'continue';
        this.look(partial(), progress, fraction, final);
        if (this.endsAfterLook(progress))
            return 'stop';
        if (!final)
            return 'continue';
        if (lastScheduled)
            return this.stop('max-rounds', progress, `the ${round} rounds the run scheduled ran`);
        return this.stop('budget', progress, `another round (~${roundSeconds.toFixed(0)} s) would not fit the budget`);
    };
    /**
     * The rounds mode's plan, made after every round from the mean time of the rounds so far:
     * the most rounds that fit the budget (at least this one, at most the schedule's `cap`), and
     * the rounds at which to look (look-schedule.ts, from the first useful round to the last that
     * fits). When the rounds that fit change (the first round was slow, the runner got busier),
     * the later looks are re-placed; the looks already made stay as they were. Only the clock
     * enters (docs/statistics.md, "Re-planning the rounds").
     */
    plan(round, cap, roundSeconds, elapsed, perRound) {
        const fit = roundSeconds > 0 ? Math.floor((this.settings.budgetSeconds - elapsed) / roundSeconds + 1e-9) : Infinity;
        const maxRounds = Math.max(round, Math.min(cap, round + Math.max(0, fit)));
        if (maxRounds === this.maxRounds)
            return;
        const first = this.maxRounds === null;
        this.maxRounds = maxRounds;
        this.schedule = (0,look_schedule/* lookRounds */._)(maxRounds, this.settings.maxLooks, (0,look_schedule/* firstUsefulRound */.H)(perRound), this.settings.spacing ?? 'geometric');
        if (first) {
            this.loggedRounds = maxRounds;
            this.log(`adaptive design: one round (${perRound} block${perRound > 1 ? 's' : ''}) takes ${roundSeconds.toFixed(1)} s, so at most ` +
                `${maxRounds} rounds fit the budget; looks after rounds ${this.schedule.join(', ')}`);
            return;
        }
        // A busy runner moves the plan by a round now and then: the log says so when it moved by a tenth or more.
        const later = this.schedule.filter((r) => r > round);
        if (later.length === 0 || Math.abs(maxRounds - this.loggedRounds) < 0.1 * this.loggedRounds)
            return;
        this.loggedRounds = maxRounds;
        this.log(`adaptive design: re-planned after ${round} rounds (${roundSeconds.toFixed(1)} s each on average): at most ${maxRounds} rounds fit ` +
            `the budget; later looks after rounds ${later.join(', ')}`);
    }
    /**
     * The builds mode: rounds of the first builds up to the first useful round and a look, then
     * build pairs with their blocks. The pairs that fit the budget are counted at the first look,
     * and the later looks are spread over them as the rounds mode spreads its looks over rounds
     * (look-schedule.ts, at most maxLooks in all). A look is also made, and is final, when
     * another pair and its blocks would overrun the budget (or the builds reach PLAN_LIMITS): it
     * spends all that is left.
     */
    afterBuildsBlock(progress, partial) {
        const perRound = progress.blocksPerRound;
        const budget = this.settings.budgetSeconds;
        const elapsed = progress.elapsedSeconds;
        const firstLook = this.wave === null;
        if (this.midLookAt !== null && progress.blocks === this.midLookAt && elapsed < budget) {
            // Halfway through the first added pair's blocks: a look like any other, at the share of the budget spent.
            this.midLookAt = null;
            if (this.looks.length < this.settings.maxLooks - 1) {
                this.look(partial(), progress, Math.min(1, elapsed / budget), false);
                if (this.endsAfterLook(progress))
                    return 'stop';
            }
            return 'continue';
        }
        const due = firstLook
            ? progress.blocks % perRound === 0 && progress.blocks / perRound >= (0,look_schedule/* firstUsefulRound */.H)(perRound)
            : progress.blocks >= (this.nextLookAt ?? 0);
        // A pair that took longer than estimated may spend the budget before its blocks end: the look then comes now, and is final.
        const spent = elapsed >= budget;
        if (!due && !spent)
            return 'continue';
        if (!due && firstLook)
            return this.stop('budget', progress, 'the budget was spent before the first look');
        const failing = this.tooManyFailures(progress);
        if (failing)
            return this.stopForFailures(progress, failing);
        const blockSeconds = progress.measureSeconds / progress.blocks;
        const buildPairSeconds = 2 * (progress.buildSeconds ?? 0);
        const results = firstLook ? partial() : null;
        if (this.wave === null) {
            this.wave =
                this.settings.waveBlocks ??
                    waveBlocks(noisesAtLook(results ?? partial(), this.options, this.policies), {
                        builds: perRound,
                        blocks: progress.blocks,
                        remainingSeconds: budget - elapsed,
                        buildPairSeconds,
                        blockSeconds,
                        level: this.settings.alpha / (0,analyze_look/* lookDivisor */.ms)(results ?? partial(), this.options, this.policies),
                        maxPairs: plan_design/* PLAN_LIMITS */.HK.binaries[1] - perRound,
                    });
            const fit = Math.max(0, Math.floor((budget - elapsed) / (buildPairSeconds + this.wave * blockSeconds)));
            const pairs = Math.min(fit, plan_design/* PLAN_LIMITS */.HK.binaries[1] - perRound);
            this.maxRounds = progress.blocks / perRound;
            this.planned = { builds: perRound + pairs, blocks: progress.blocks + pairs * this.wave };
            this.schedule = pairs > 0 ? (0,look_schedule/* lookRounds */._)(pairs, Math.max(1, this.settings.maxLooks - 1), 1, 'geometric') : [];
            this.log(`adaptive design: the builds differ, so the run grows by builds: one more of each version (~${buildPairSeconds.toFixed(1)} s) with ` +
                `${this.wave} block${this.wave > 1 ? 's' : ''} between them (~${(this.wave * blockSeconds).toFixed(1)} s), up to ${pairs} more; ` +
                `looks now and after added pair${this.schedule.length > 1 ? 's' : ''} ${this.schedule.join(', ') || '(none)'}` +
                (pairs > 0 && this.wave >= MID_PAIR_LOOK.minBlocks ? `, and halfway through the first pair's blocks` : ''));
        }
        else if (due)
            this.addedPairs += 1;
        const nextWaveSeconds = buildPairSeconds + this.wave * blockSeconds;
        const atLimit = perRound >= plan_design/* PLAN_LIMITS */.HK.binaries[1];
        const final = spent || atLimit || elapsed + nextWaveSeconds > budget;
        const scheduled = this.schedule.includes(this.addedPairs) && this.looks.length < this.settings.maxLooks - 1;
        if (final || firstLook || scheduled) {
            this.look(results ?? partial(), progress, Math.min(1, elapsed / budget), final);
            if (this.endsAfterLook(progress))
                return 'stop';
            if (final)
                return atLimit
                    ? this.stop('max-rounds', progress, `${perRound} builds per version, the most a run makes`)
                    : this.stop('budget', progress, spent
                        ? 'the budget was spent while an added build pair ran its blocks'
                        : `another build of each version and its blocks (~${nextWaveSeconds.toFixed(0)} s) would not fit the budget`);
        }
        this.nextLookAt = progress.blocks + this.wave;
        this.midLookAt = firstLook && this.wave >= MID_PAIR_LOOK.minBlocks ? progress.blocks + Math.ceil(this.wave / 2) : null;
        const add = { addBuild: { blocks: this.wave } };
        return add;
    }
    /**
     * A build pair it asked for failed, and the runner ends the measuring: a final look at the
     * blocks measured on the builds that exist, at the information fraction of the builds mode
     * (the only one that adds builds); the failed build's time made it grow.
     */
    stopAfterBuildFailure(progress, partial, failure) {
        const previous = this.looks.at(-1)?.fraction ?? 0;
        const spent = Math.min(1, progress.elapsedSeconds / this.settings.budgetSeconds);
        // Fractions must increase; a clock that did not move (tests) gets a later one.
        this.look(partial(), progress, spent > previous ? spent : (previous + 1) / 2, true);
        if (this.answer !== null)
            return this.stop(this.answer.reason, progress, this.answer.detail);
        return this.stop('build-failed', progress, `an added build failed (${failure}): the run ended with a final look at what it measured`);
    }
    /** One look: analyse at the level the spending gives this fraction, and fold the decisions in. */
    look(results, progress, fraction, final) {
        const divisor = (0,analyze_look/* lookDivisor */.ms)(results, this.options, this.policies);
        const plan = {
            spending: this.settings.spending,
            fractions: [...this.looks.map((l) => l.fraction), fraction],
            alpha: this.settings.alpha / divisor,
            final,
            blocks: [...this.looks.map((l) => l.blocks), progress.blocks],
            repeatedT: true,
            ...(this.mode === 'builds' ? {} : { information: 'blocks' }),
        };
        const level = (0,analyze_look/* planLevel */.UZ)(plan);
        const analyses = (0,analyze_look/* analyzeLook */.gV)(results, plan, this.options, this.policies);
        this.outcomes = (0,fold_looks/* foldLook */.p)(this.outcomes, this.looks.length, analyses);
        this.answer = answerAtLook(this.settings.question, this.outcomes, analyses, this.looks.length + 1);
        const round = Math.floor(progress.blocks / progress.blocksPerRound);
        this.looks.push({ round, blocks: progress.blocks, fraction, final, divisor, level, elapsedSeconds: round3(progress.elapsedSeconds) });
        const decided = [...this.outcomes.values()].filter((o) => o.verdict !== null).length;
        this.log(`look ${this.looks.length} after ${progress.blocks} blocks (level ${level.toPrecision(2)} per benchmark): ${decided} of ` +
            `${this.outcomes.size} benchmarks decided`);
        this.futile = final ? null : this.futility(results, progress, fraction, divisor);
    }
    /**
     * After a look that is not the final one: why no undecided benchmark can be decided within the
     * budget (out-of-reach.ts), or null. When the run grows by builds, the share of the budget
     * spent counts the first builds' time as information; the projection takes the smallest of
     * that share and the shares of the planned builds and blocks.
     */
    futility(results, progress, fraction, divisor) {
        if (this.settings.futility === false)
            return null;
        const shares = this.planned === null ? [] : [progress.blocksPerRound / this.planned.builds, progress.blocks / this.planned.blocks];
        return outOfReach({
            results,
            progress,
            undecided: awaitedBenchmarks(this.settings.question, this.outcomes),
            fraction: Math.min(fraction, ...shares),
            alpha: this.settings.alpha / divisor,
            budgetSeconds: this.settings.budgetSeconds,
            look: this.looks.length,
        }, this.options, this.policies);
    }
    /** After a look: stops the run when the look answered its question, or found what it waits for out of reach. */
    endsAfterLook(progress) {
        if (this.answer !== null)
            return this.stop(this.answer.reason, progress, this.answer.detail) === 'stop';
        return this.futile !== null && this.stop('futile', progress, this.futile) === 'stop';
    }
    /** The version whose failed executions exceed max-failure-share, if one does. */
    tooManyFailures(progress) {
        return ['base', 'head'].find((s) => progress.failed[s] > this.settings.maxFailureShare * progress.executions[s]);
    }
    stopForFailures(progress, side) {
        return this.stop('failures', progress, `${progress.failed[side]} of ${progress.executions[side]} ${side} executions failed, more than max-failure-share ${this.settings.maxFailureShare}`);
    }
    stop(reason, progress, detail, costs) {
        this.stopped = {
            reason,
            round: Math.floor(progress.blocks / progress.blocksPerRound),
            blocks: progress.blocks,
            elapsedSeconds: round3(progress.elapsedSeconds),
            detail,
            ...(costs === undefined ? {} : { costs }),
        };
        this.log(`stopping: ${detail}`);
        return 'stop';
    }
    /** Each benchmark's outcome so far. */
    get decisions() {
        return this.outcomes;
    }
    /**
     * What to store as `meta.sequential`. `endedBy: 'proof'`: the proof of no change found identical
     * inputs before any block, so nothing was measured (`proved`); otherwise `interrupted` when the
     * run ended without the controller stopping it.
     */
    record(endedBy = null) {
        const last = this.looks.at(-1);
        const ended = endedBy === 'proof'
            ? { reason: 'proved', detail: 'the proof of no change found identical inputs, so nothing was measured' }
            : { reason: 'interrupted', detail: 'the measuring ended before the adaptive design stopped it' };
        return {
            version: 1,
            method: SEQUENTIAL_METHOD,
            spending: this.settings.spending,
            alpha: this.settings.alpha,
            blocksPerRound: this.blocksPerRound,
            maxRounds: this.maxRounds ?? 0,
            maxLooks: this.settings.maxLooks,
            budgetSeconds: this.settings.budgetSeconds,
            looks: this.looks.slice(),
            ...(this.mode === null ? {} : { growth: this.mode }),
            ...(this.wave === null ? {} : { buildBlocks: this.wave }),
            tBoundaries: 'repeated-t',
            stop: this.stopped ?? {
                reason: ended.reason,
                round: last?.round ?? 0,
                blocks: last?.blocks ?? 0,
                elapsedSeconds: last?.elapsedSeconds ?? 0,
                detail: ended.detail,
            },
        };
    }
}

// EXTERNAL MODULE: ./src/parsers/process-metric-names.ts
var process_metric_names = __webpack_require__(4035);
;// CONCATENATED MODULE: ./src/experiment/run-adaptive.ts






/**
 * The adaptive experiment: plans l, builds, then runs rounds of interleaved blocks until the
 * sequential analysis decides every benchmark or the budget is spent. The results carry the
 * plan (`meta.plan`) and the design with every look (`meta.sequential`), which
 * analyzeWithStopping (analyze-sequential.ts) replays for the verdicts. Glue: the runner does
 * the I/O, the controller decides.
 */
async function runAdaptiveExperiment(settings, analysis, adaptive, context) {
    const plan = (0,plan_run/* planRun */.n)(settings, analysis, adaptive);
    for (const reason of plan.reasons)
        context.logger.info(`plan: ${reason}`);
    const controller = new SequentialController({
        alpha: 1 - analysis.confidence,
        spending: adaptive.spending ?? alpha_spending/* DEFAULT_SPENDING */.dT,
        maxLooks: adaptive.maxLooks ?? alpha_spending/* DEFAULT_MAX_LOOKS */.yI,
        budgetSeconds: adaptive.budgetSeconds,
        maxFailureShare: settings.maxFailureShare,
        format: settings.format,
        ...(adaptive.question === undefined ? {} : { question: adaptive.question }),
    }, analysis, (message) => context.logger.info(message));
    const results = await (0,run_experiment/* runExperiment */.p0)({ ...settings, binaries: plan.binaries, executions: (0,plan_design/* adaptiveExecutionsPerBuild */.lE)(plan.binaries) }, { ...context, afterBlock: controller.afterBlock, budgetSeconds: adaptive.budgetSeconds, changeDetected: () => changeDetected(controller.decisions) });
    // A run the proof took (every part proved) measured nothing: the design never had a look to stop at.
    const proved = results.meta?.proof?.proved === true;
    results.meta = { ...results.meta, plan, sequential: controller.record(proved ? 'proof' : null) };
    return results;
}
/** A benchmark of the suite (not a process metric) whose deciding look detected a change: the rows "Where the time went" goes under. */
function changeDetected(outcomes) {
    return [...outcomes.values()].some((o) => o.analysis.decision?.changeDetected === true && (0,process_metric_names/* processMetricOf */.P_)(o.name) === null);
}

;// CONCATENATED MODULE: ./src/experiment/measure.ts




/**
 * Runs the experiment, fixed or adaptive, the same for the CLI and the action. The adaptive
 * design's looks use `analysis`; the gate (gate.ts `analyseRun`) records the same settings in
 * `meta.analysis`, so the run's own report and a later re-gate of the results all use them.
 */
async function measure(request) {
    let results;
    try {
        results = await measureWith(request);
    }
    finally {
        // Before anything is written from the results: nothing a benchmark started may still run.
        (0,process_sweeper/* processSweeper */.lS)().sweepAll('after measuring');
    }
    return results;
}
async function measureWith(request) {
    const { settings, adaptive, shard, logger } = request;
    const extra = {
        ...(request.signal === undefined ? {} : { signal: request.signal }),
        ...(request.profile === undefined ? {} : { profile: request.profile }),
        onOutputNote: logOutputNote(logger),
    };
    if (adaptive === null)
        return (0,run_experiment/* runExperiment */.p0)(settings, { logger, planTarget: request.analysis, ...extra, ...(shard === undefined ? {} : { shard }) });
    if (shard !== undefined)
        throw new RangeError('a shard runs the fixed design: an adaptive run cannot be sharded');
    return runAdaptiveExperiment(settings, request.analysis, adaptive, { logger, ...extra });
}
/** Logs each different note about the executions' output once, when first seen, in report/'s words (the report shows them too). */
function logOutputNote(logger) {
    return (note) => logger.warning((0,output_notes/* outputNoteText */.P)(note));
}


/***/ }),

/***/ 5138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ effectiveBudget),
/* harmony export */   Xs: () => (/* binding */ adaptiveOptions),
/* harmony export */   bM: () => (/* binding */ defaultBudgetNote),
/* harmony export */   nh: () => (/* binding */ PriorFileError),
/* harmony export */   v5: () => (/* binding */ readPriorFile)
/* harmony export */ });
/* unused harmony export DEFAULT_BUDGET_MINUTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _planning_prior_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6665);



/** A prior file that cannot be read or is malformed; the message names the file. */
class PriorFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PriorFileError';
    }
}
/** Reads a prior (the JSON `benchgate calibrate` writes), relative to `baseDir`. */
async function readPriorFile(path, baseDir) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, path), 'utf8').catch((error) => {
        throw new PriorFileError(`cannot read the prior ${path}: ${error instanceof Error ? error.message : String(error)}`);
    });
    try {
        return (0,_planning_prior_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePrior */ .mk)(text, path);
    }
    catch (error) {
        if (error instanceof _planning_prior_js__WEBPACK_IMPORTED_MODULE_2__/* .PriorFormatError */ .yV)
            throw new PriorFileError(error.message);
        throw error;
    }
}
/**
 * The budget of a run that names no design: neither a budget nor `binaries`/`executions` (inputs,
 * flags or the config file), in `benchgate run`, the action's `mode: run` and `bench:noise`'s
 * `default` design alike. On a shared runner the fixed 3 × 5 design leaves a real +12 %
 * regression undecided in about half the runs beside a busy neighbour, while a 4-minute budget
 * decided it every time, in about a minute (`npm run bench:noise`, docs/statistics.md "Noise").
 */
const DEFAULT_BUDGET_MINUTES = 4;
/**
 * The budget a run uses: the one given; else none when `binaries` or `executions` was given (the
 * fixed design the user asked for); else DEFAULT_BUDGET_MINUTES, and `defaulted` says so.
 */
function effectiveBudget(given) {
    if (given.budgetMinutes !== undefined)
        return { budgetMinutes: given.budgetMinutes, defaulted: false };
    if (given.designGiven)
        return { defaulted: false };
    return { budgetMinutes: DEFAULT_BUDGET_MINUTES, defaulted: true };
}
/** What a front end logs and reports when effectiveBudget defaulted the budget; null when it did not. */
function defaultBudgetNote(budget) {
    return budget.defaulted && budget.budgetMinutes !== undefined ? { kind: 'default-budget', minutes: budget.budgetMinutes } : null;
}
/**
 * The adaptive design's options from the budget (minutes), the prior's path and a build count
 * given explicitly (flag or input; it wins over the prior's plan); null without a budget (the
 * fixed design). The same for the CLI and the action.
 */
async function adaptiveOptions(given, baseDir) {
    if (given.budgetMinutes === undefined)
        return null;
    const prior = given.prior === undefined ? null : await readPriorFile(given.prior, baseDir);
    return { budgetSeconds: given.budgetMinutes * 60, prior, ...(given.binaries === undefined ? {} : { binaries: given.binaries }) };
}


/***/ }),

/***/ 6148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   XS: () => (/* binding */ GitError)
/* harmony export */ });
/* unused harmony exports GIT_SETTINGS, GitStderr, execGit, redactRemote */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var execa__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4434);
/**
 * The one way benchgate starts git, for the runner's worktrees, the action's fetches and the
 * history branch alike. Every call gets the same settings:
 * - hooks off (`core.hooksPath=/dev/null`): a checkout or push must not run the repository's or
 *   the user's hook scripts, only the commands benchgate was given;
 * - signing off (`commit.gpgsign=false`) for the commits benchgate makes itself;
 * - no prompts (`GIT_TERMINAL_PROMPT=0`): a missing credential fails instead of waiting;
 * - C locale, so git's messages can be matched and are the same in every log;
 * - stdin closed.
 * A failure keeps git's own stderr: as the `cause` of the thrown error and in its message.
 */


const GIT_SETTINGS = ['-c', 'core.hooksPath=/dev/null', '-c', 'commit.gpgsign=false'];
/** git's stderr, carried as the `cause` of a {@link GitError}. */
class GitStderr extends Error {
    constructor(text) {
        super(text);
        this.name = 'GitStderr';
    }
}
/** A git command that failed (or could not start); the message carries git's own explanation. */
class GitError extends Error {
    args;
    exitCode;
    /** git's stderr, trimmed (empty when git wrote nothing). */
    stderr;
    constructor(args, result) {
        const stderr = result.stderr.trim();
        const explanation = stderr || result.stdout.trim() || `exit code ${result.exitCode}`;
        super(`git ${args.join(' ')} failed: ${explanation}`, { cause: new GitStderr(stderr) });
        this.name = 'GitError';
        this.args = args;
        this.exitCode = result.exitCode;
        this.stderr = stderr;
    }
    /** git refused the repository because another user owns it (`safe.directory`). */
    get dubiousOwnership() {
        return /dubious ownership/i.test(this.stderr);
    }
    /** git found no repository at or above the directory. */
    get notARepository() {
        return /not a git repository/i.test(this.stderr);
    }
}
const execGit = async (args, options = {}) => {
    const result = await (0,execa__WEBPACK_IMPORTED_MODULE_1__/* .execa */ .Ho)('git', [...GIT_SETTINGS, ...args], {
        cwd: options.cwd,
        env: { GIT_TERMINAL_PROMPT: '0', LANG: 'C', LC_ALL: 'C', ...options.env },
        reject: false,
        stdin: 'ignore',
        stripFinalNewline: false,
    });
    // A missing git binary or working directory fails before git runs: no exit code, the reason in execa's message.
    if (result.exitCode === undefined) {
        // Node reports a missing working directory as "spawn git ENOENT", as if git were missing.
        const missingDir = options.cwd !== undefined && !(await isDirectory(options.cwd));
        const reason = missingDir ? `the directory ${options.cwd} does not exist` : result.shortMessage;
        return { exitCode: -1, stdout: '', stderr: `git could not be started: ${reason}` };
    }
    return { exitCode: result.exitCode, stdout: String(result.stdout), stderr: String(result.stderr) };
};
async function isDirectory(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).then((info) => info.isDirectory(), () => false);
}
/**
 * Runs git in `cwd` and returns its stdout, trimmed unless `raw` (for `-z` output, where a path
 * may begin or end with a space). Throws a {@link GitError} when git fails.
 */
async function git(cwd, args, options = {}) {
    const result = await execGit(args, { cwd, env: options.env });
    if (result.exitCode !== 0)
        throw new GitError(args, result);
    return options.raw === true ? result.stdout : result.stdout.trim();
}
/** `https://user:token@host/…` → `https://***@host/…`, for messages. */
function redactRemote(text) {
    return text.replace(/(\/\/)[^/@\s]+@/g, '$1***@');
}


/***/ }),

/***/ 8552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DS: () => (/* binding */ OUTPUT_FORMATS),
  Xy: () => (/* reexport */ OutputParseError),
  PY: () => (/* binding */ isOutputFormat),
  UE: () => (/* binding */ parseBenchmarkOutput)
});

// UNUSED EXPORTS: detectFormats, parserFor

// EXTERNAL MODULE: ./src/util/is-record.ts
var is_record = __webpack_require__(8762);
;// CONCATENATED MODULE: ./src/parsers/parser.ts
/** Raised for unreadable benchmark output; the message names the line or field and shows an excerpt. */
class OutputParseError extends Error {
    constructor(format, detail) {
        super(`${format} output: ${detail}`);
        this.name = 'OutputParseError';
    }
}
/**
 * The output has the format's shape but its harness measured nothing: only a header or a
 * summary with nothing measured (libtest's `running 3 tests … 0 measured` before criterion's
 * results). `format: auto` passes over such a reading when another reads benchmarks.
 */
class NothingMeasuredError extends OutputParseError {
    constructor(format, detail) {
        super(format, detail);
        this.name = 'NothingMeasuredError';
    }
}

;// CONCATENATED MODULE: ./src/parsers/excerpt.ts

/** `text` cut to `max` characters, with an ellipsis when something was cut. */
function truncate(text, max) {
    return text.length <= max ? text : `${text.slice(0, max)}…`;
}
/** One output line as shown in an error message. */
function lineExcerpt(line) {
    return truncate(line.trim(), 120);
}
/** The start of a whole output, JSON-quoted so newlines and control characters stay visible. */
function outputExcerpt(stdout) {
    return stdout.trim() === '' ? '(empty output)' : JSON.stringify(truncate(stdout, 200));
}
/** The error every parser raises when the output holds no measurement at all. */
function noMeasurementError(format, stdout, why = '') {
    const reason = why === '' || stdout.trim() === '' ? '' : ` (${why})`;
    return new OutputParseError(format, `no measurement found${reason}; output starts: ${outputExcerpt(stdout)}`);
}
function isFiniteNumber(value) {
    return typeof value === 'number' && Number.isFinite(value);
}

;// CONCATENATED MODULE: ./src/parsers/json-values.ts
/**
 * Splits text holding JSON objects one after another (`{…}{…}`, with or without whitespace
 * or newlines between them) into the text of each top-level object. Text outside objects
 * other than whitespace is returned as `stray` (the first such run), so a caller can refuse it.
 */
function splitJsonObjects(text) {
    const objects = [];
    let stray;
    let depth = 0;
    let start = -1;
    let inString = false;
    let escaped = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c === '\\')
                escaped = true;
            else if (c === '"')
                inString = false;
            continue;
        }
        if (c === '"' && depth > 0)
            inString = true;
        else if (c === '{') {
            if (depth === 0)
                start = i;
            depth += 1;
        }
        else if (c === '}' && depth > 0) {
            depth -= 1;
            if (depth === 0)
                objects.push(text.slice(start, i + 1));
        }
        else if (depth === 0 && !/\s/.test(c)) {
            stray ??= text.slice(i, i + 40);
        }
    }
    if (depth > 0)
        stray ??= text.slice(start, start + 40);
    return { objects, stray };
}

;// CONCATENATED MODULE: ./src/parsers/asv-results.ts




const FORMAT = 'asv';
/** Whether `stdout` holds asv's results JSON (`.asv/results/MACHINE/COMMIT-ENV.json`, api version 2). */
function hasAsvResultsJson(stdout) {
    return /"result_columns"\s*:/.test(stdout) && /"results"\s*:/.test(stdout);
}
/**
 * asv's results JSON, one file or several printed one after another (one per environment): each
 * benchmark's row is read by `result_columns`. `result` holds one value per parameter
 * combination (a non-parameterized benchmark has one), `params` the parameters' values as asv
 * prints them (`'sorted'`), `samples` per combination the samples of `--record-samples`, and
 * `version` the hash of the benchmark's code. A combination with samples gives one value per
 * sample; without, its result (asv's median), one value per process (a note says so). Times
 * (`time_` benchmarks, in s) are converted to ns; `mem_`/`peakmem_` are bytes; `track_` values
 * are kept without a unit. A parameterized benchmark's combination is named as asv names it,
 * `NAME(100, 'sorted')`; a name found in several environments is qualified, `NAME (ENV)`. A
 * result asv recorded as failed (null) gives no value, and a note names the first.
 */
function parseAsvResults(stdout, notes) {
    const { objects, stray } = splitJsonObjects(stdout);
    if (stray !== undefined)
        throw new OutputParseError(FORMAT, `expected only asv results JSON, found ${JSON.stringify(stray)}`);
    const files = objects.map((text, index) => {
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            throw new OutputParseError(FORMAT, `results file ${index + 1} is not valid JSON: ${lineExcerpt(text)}`);
        }
        if (!(0,is_record/* isRecord */.u)(value) || !Array.isArray(value.result_columns) || !(0,is_record/* isRecord */.u)(value.results)) {
            throw new OutputParseError(FORMAT, `results file ${index + 1} has no "result_columns" list and "results" object`);
        }
        return value;
    });
    const rows = [];
    const failed = [];
    let medians = 0;
    for (const [index, file] of files.entries()) {
        const columns = file.result_columns.map((c) => String(c));
        const environment = typeof file.env_name === 'string' ? file.env_name : `file ${index + 1}`;
        for (const [name, cells] of Object.entries(file.results)) {
            if (!Array.isArray(cells))
                throw new OutputParseError(FORMAT, `${name}: expected a row of values by result_columns`);
            const row = Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? null]));
            const read = readRow(name, row);
            failed.push(...read.failed);
            medians += read.medians;
            for (const m of read.measurements)
                rows.push({ ...m, benchmark: m.name, environment });
        }
    }
    if (rows.length === 0) {
        const first = failed.length > 0 ? ` (every result failed, e.g. ${failed[0]})` : '';
        throw new OutputParseError(FORMAT, `no measurement found in asv's results JSON${first}`);
    }
    if (failed.length > 0)
        notes?.push({ kind: 'results-failed', format: FORMAT, results: failed.length, example: failed[0] });
    if (medians > 0)
        notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'asv-median', benchmarks: medians });
    const environments = new Map();
    for (const row of rows)
        environments.set(row.benchmark, (environments.get(row.benchmark) ?? new Set()).add(row.environment));
    return rows.map(({ benchmark, environment, ...m }) => ((environments.get(benchmark)?.size ?? 0) > 1 ? { ...m, name: `${benchmark} (${environment})` } : m));
}
function readRow(name, row) {
    const fail = (why) => new OutputParseError(FORMAT, `${name}: ${why}`);
    if (row.version !== null && typeof row.version !== 'string')
        throw fail('"version" is not a string');
    const params = row.params ?? [];
    if (!Array.isArray(params) || !params.every((values) => Array.isArray(values) && values.every((v) => typeof v === 'string'))) {
        throw fail('"params" is not a list of lists of parameter values');
    }
    const combinations = product(params);
    const results = row.result;
    if (results === null)
        return { measurements: [], failed: [name], medians: 0 };
    if (!Array.isArray(results) || results.length !== combinations.length) {
        throw fail(`expected ${combinations.length} result${combinations.length === 1 ? '' : 's'}, one per parameter combination`);
    }
    const samples = row.samples;
    if (samples !== null && (!Array.isArray(samples) || samples.length !== combinations.length))
        throw fail('"samples" is not one list per parameter combination');
    const scale = unitOf(name);
    const measurements = [];
    const failed = [];
    let medians = 0;
    combinations.forEach((combination, i) => {
        const label = combination.length === 0 ? name : `${name}(${combination.join(', ')})`;
        const own = Array.isArray(samples) ? samples[i] : null;
        const values = Array.isArray(own) ? own : [results[i]];
        if (!Array.isArray(own)) {
            if (results[i] === null) {
                failed.push(label);
                return;
            }
            medians += 1;
        }
        for (const value of values) {
            if (!isFiniteNumber(value))
                throw fail(`${label}: ${JSON.stringify(value)} is not a number`);
            measurements.push({ name: label, value: value * scale.factor, unit: scale.unit, ...(scale.better === undefined ? {} : { better: scale.better }) });
        }
    });
    return { measurements, failed, medians };
}
/** Every combination of the parameters' values, in asv's order (the last parameter varies fastest). */
function product(params) {
    return params.reduce((combos, values) => combos.flatMap((combo) => values.map((v) => [...combo, v])), [[]]);
}
/** The unit of a benchmark by asv's prefix of its last name part: `time_` (s, as ns), `mem_`/`peakmem_` (B), other (`track_`: none). */
function unitOf(name) {
    const last = name.split('.').pop() ?? name;
    if (/^time_/.test(last))
        return { unit: 'ns', factor: 1e9, better: 'lower' };
    if (/^(mem|peakmem)_/.test(last))
        return { unit: 'B', factor: 1, better: 'lower' };
    return { unit: '', factor: 1 };
}

;// CONCATENATED MODULE: ./src/parsers/asv.ts



const asv_FORMAT = 'asv';
/**
 * `[ 35.00%] ··· benchmarks.TimeSuite.time_keys      11.2±0.01μs`: a result of `asv run`, named
 * by its dotted path (`··· Running (benchmarks.…--)....` and other progress lines are not results).
 */
const RESULT_LINE = /^\[\s*[\d.]+%\] ·{3} ([A-Za-z_][\w-]*(?:\.[\w-]+)+)\s+(\S.*?)\s*$/;
/** `[  0.00%] ·· Benchmarking virtualenv-py3.6`: the environment of the results that follow. */
const ENVIRONMENT_LINE = /^\[\s*[\d.]+%\] ·{2} Benchmarking (\S+)/;
const PROGRESS_LINE = /^\[\s*[\d.]+%\] ·+ /;
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?';
/** A time as asv prints it: `11.1±0.01μs`, `1.05s`, `2.5m` (the spread after `±` is not used). */
const TIME = new RegExp(`^(${NUMBER})(?:±${NUMBER})?(ns|μs|µs|us|ms|s|m|h|d)$`);
/** A size or count: `2.42k`, `512`, `1.5M` (SI prefixes, as asv prints bytes). */
const SIZE = new RegExp(`^(${NUMBER})(?:±${NUMBER})?([kMGTP]?)$`);
const NS_PER = { ns: 1, μs: 1e3, µs: 1e3, us: 1e3, ms: 1e6, s: 1e9, m: 60e9, h: 3600e9, d: 86400e9 };
const PREFIX = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15 };
/** Results that are no value: the benchmark failed or was skipped, or a parameterized benchmark's table follows. */
const NO_VALUE = new Set(['failed', 'n/a', 'skipped', 'ok']);
/**
 * The console output of airspeed velocity's `asv run` (what Bencher's `python_asv` adapter
 * reads): each `[ NN%] ··· NAME  VALUE` line is one benchmark's result, a time (`11.1±0.01μs`,
 * converted to ns; asv prints the median, so each process gives one value), or for `mem_` and
 * `peakmem_` benchmarks a size in bytes (`2.42k`), or for `track_` benchmarks a number. A name
 * run in several environments (`·· Benchmarking virtualenv-py3.11`) is qualified by the
 * environment, `NAME (virtualenv-py3.11)`. `failed`, `skipped` and `n/a` results, and the
 * tables of parameterized benchmarks, give no value: a note names the first of them. asv's
 * results JSON (`.asv/results/MACHINE/COMMIT-ENV.json`) is read instead when the output is
 * that (asv-results.ts): per-sample values and parameterized benchmarks too.
 */
const asvParser = {
    format: asv_FORMAT,
    parse(stdout, notes) {
        if (hasAsvResultsJson(stdout))
            return parseAsvResults(stdout, notes);
        const rows = [];
        const unread = [];
        let environment = '';
        stdout.split(/\r?\n/).forEach((raw, index) => {
            const line = raw.trim();
            const env = ENVIRONMENT_LINE.exec(line);
            if (env !== null)
                environment = env[1].replace(/\.+$/, '');
            const match = RESULT_LINE.exec(line);
            if (match === null)
                return;
            const [, name, text] = match;
            if (NO_VALUE.has(text)) {
                unread.push(`${name} (${text})`);
                return;
            }
            const fail = (why) => new OutputParseError(asv_FORMAT, `line ${index + 1}: ${why}: ${lineExcerpt(line)}`);
            const time = TIME.exec(text);
            const size = time === null ? SIZE.exec(text) : null;
            const kind = benchmarkKind(name);
            let measurement;
            if (time !== null)
                measurement = { name, value: Number(time[1]) * NS_PER[time[2]], unit: 'ns', better: 'lower' };
            else if (size !== null) {
                const value = Number(size[1]) * PREFIX[size[2]];
                measurement = kind === 'mem' ? { name, value, unit: 'B', better: 'lower' } : { name, value, unit: '' };
            }
            else
                throw fail(`"${text}" is not a time, size or number`);
            if (!Number.isFinite(measurement.value))
                throw fail(`"${text}" is not a finite number`);
            rows.push({ ...measurement, benchmark: name, environment });
        });
        if (rows.length === 0)
            throw noMeasurementError(asv_FORMAT, stdout, 'no "[ NN%] ··· NAME  VALUE" result line');
        if (unread.length > 0) {
            notes?.push({ kind: 'results-unread', format: asv_FORMAT, results: unread.length, example: unread[0] });
        }
        const environments = new Map();
        for (const row of rows)
            environments.set(row.benchmark, (environments.get(row.benchmark) ?? new Set()).add(row.environment));
        return rows.map(({ benchmark, environment: where, ...m }) => (environments.get(benchmark)?.size ?? 0) > 1 && where !== '' ? { ...m, name: `${benchmark} (${where})` } : m);
    },
    detect(stdout) {
        return (hasAsvResultsJson(stdout) ||
            (stdout.split(/\r?\n/).some((line) => RESULT_LINE.exec(line.trim()) !== null) && stdout.split(/\r?\n/).some((line) => PROGRESS_LINE.test(line.trim()))));
    },
};
/** asv's benchmark kind, from the prefix of the name's last part: `time_`, `mem_`/`peakmem_`, or another (`track_`). */
function benchmarkKind(name) {
    const last = name.split('.').pop() ?? name;
    if (/^(mem|peakmem)_/.test(last))
        return 'mem';
    return /^time_/.test(last) ? 'time' : 'other';
}

;// CONCATENATED MODULE: ./src/parsers/json-document.ts


/**
 * Parses output that should be one JSON document. When the whole text is not JSON,
 * retries on the span from the first line opening `{`/`[` to the last line closing
 * `}`/`]`, because benchmark programs sometimes print logs around the report.
 */
function parseJsonDocument(format, stdout) {
    if (stdout.trim() === '')
        throw noMeasurementError(format, stdout);
    try {
        return JSON.parse(stdout);
    }
    catch (error) {
        const span = jsonSpan(stdout);
        if (span !== undefined) {
            try {
                return JSON.parse(span);
            }
            catch {
                // Report the error of the whole text below: it is the one the user can reproduce.
            }
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new OutputParseError(format, `not valid JSON (${reason}); output starts: ${outputExcerpt(stdout)}`);
    }
}
function jsonSpan(text) {
    const lines = text.split(/\r?\n/);
    const first = lines.findIndex((line) => /^\s*[[{]/.test(line));
    let last = lines.length - 1;
    while (last >= 0 && !/[\]}]\s*$/.test(lines[last]))
        last--;
    if (first < 0 || last < first)
        return undefined;
    const span = lines.slice(first, last + 1).join('\n');
    return span.trim() === text.trim() ? undefined : span;
}

// EXTERNAL MODULE: ./src/parsers/metrics.ts
var parsers_metrics = __webpack_require__(9817);
;// CONCATENATED MODULE: ./src/parsers/bencher-metric-format.ts





const bencher_metric_format_FORMAT = 'bencher';
/** Bencher's built-in measures: their units and directions. Other measures have no unit and are better lower. */
const MEASURES = {
    latency: { unit: 'ns', better: 'lower' },
    throughput: { unit: 'ops/s', better: 'higher' },
    'file-size': { unit: 'B', better: 'lower' },
    'build-time': { unit: 's', better: 'lower' },
};
/**
 * Bencher Metric Format: `{"BENCHMARK": {"MEASURE": {"value": N[, "lower_value", "upper_value"]}}}`.
 * `latency` keeps the benchmark's bare name; every other measure becomes `BENCHMARK/MEASURE`.
 * One value per benchmark and measure (the bounds are not measurements).
 */
const bencherParser = {
    format: bencher_metric_format_FORMAT,
    parse(stdout) {
        const document = parseJsonDocument(bencher_metric_format_FORMAT, stdout);
        if (!(0,is_record/* isRecord */.u)(document))
            throw new OutputParseError(bencher_metric_format_FORMAT, 'expected a JSON object {"BENCHMARK": {"MEASURE": {"value": N}}}');
        const measurements = [];
        for (const [benchmark, measures] of Object.entries(document)) {
            if (!(0,is_record/* isRecord */.u)(measures))
                throw new OutputParseError(bencher_metric_format_FORMAT, `"${benchmark}": expected an object of measures`);
            for (const [measure, metric] of Object.entries(measures)) {
                const value = (0,is_record/* isRecord */.u)(metric) ? metric.value : undefined;
                if (!isFiniteNumber(value))
                    throw new OutputParseError(bencher_metric_format_FORMAT, `"${benchmark}"."${measure}": "value" must be a finite number`);
                const known = MEASURES[measure];
                measurements.push({
                    name: measure === 'latency' ? benchmark : (0,parsers_metrics/* metricName */.Kh)(benchmark, measure),
                    value,
                    unit: known?.unit ?? '',
                    better: known?.better ?? 'lower',
                });
            }
        }
        if (measurements.length === 0)
            throw noMeasurementError(bencher_metric_format_FORMAT, stdout, 'the object is empty');
        return measurements;
    },
    detect(stdout) {
        if (!/^\s*\{/.test(stdout.trim()) || !/"value"\s*:/.test(stdout))
            return false;
        try {
            return bencherParser.parse(stdout).length > 0;
        }
        catch {
            return false;
        }
    },
};

;// CONCATENATED MODULE: ./src/parsers/benchmarkdotnet.ts





const benchmarkdotnet_FORMAT = 'benchmarkdotnet';
/**
 * BenchmarkDotNet's JSON export (`--exporters json`: `BenchmarkDotNet.Artifacts/results/
 * *-report-full.json`, read through `result-file`). Each benchmark is named by `FullName` (or,
 * without one, by its `Namespace`, `Type` and `Method` that are not null);
 * its measured iterations (`Measurements` with `IterationMode` `Workload` and
 * `IterationStage` `Result`) are the measurements, `Nanoseconds / Operations` ns per operation.
 * Without them (the brief `*-report.json`) `Statistics.OriginalValues` is used, else
 * `Statistics.Mean` with a note. With `[MemoryDiagnoser]` (memoryColumns) its columns become
 * metrics, one value per process: `Allocated` as `NAME/allocated` (B per operation) and
 * `Gen0`/`Gen1`/`Gen2` as `NAME/gen0` … (collections per 1000 operations).
 */
const benchmarkDotNetParser = {
    format: benchmarkdotnet_FORMAT,
    parse(stdout, notes) {
        const document = parseJsonDocument(benchmarkdotnet_FORMAT, stdout);
        const benchmarks = (0,is_record/* isRecord */.u)(document) ? document.Benchmarks : undefined;
        if (!Array.isArray(benchmarks))
            throw new OutputParseError(benchmarkdotnet_FORMAT, 'expected a JSON object with a "Benchmarks" array (--exporters json)');
        const measurements = [];
        let meansOnly = 0;
        benchmarks.forEach((benchmark, index) => {
            const where = `Benchmarks[${index}]`;
            if (!(0,is_record/* isRecord */.u)(benchmark))
                throw new OutputParseError(benchmarkdotnet_FORMAT, `${where} is not an object`);
            const name = benchmarkName(benchmark);
            if (name === undefined)
                throw new OutputParseError(benchmarkdotnet_FORMAT, `${where} has no "FullName" and no "Method"`);
            const values = iterationValues(benchmark) ?? originalValues(benchmark.Statistics);
            if (values !== undefined) {
                for (const value of values)
                    measurements.push({ name, value, unit: 'ns', better: 'lower' });
            }
            else if ((0,is_record/* isRecord */.u)(benchmark.Statistics) && isFiniteNumber(benchmark.Statistics.Mean)) {
                measurements.push({ name, value: benchmark.Statistics.Mean, unit: 'ns', better: 'lower' });
                meansOnly += 1;
            }
            else {
                throw new OutputParseError(benchmarkdotnet_FORMAT, `${where} (${name}): no measurements and no Statistics.Mean (did it fail?)`);
            }
            measurements.push(...memoryColumns(name, benchmark));
        });
        if (measurements.length === 0)
            throw noMeasurementError(benchmarkdotnet_FORMAT, stdout, 'the "Benchmarks" array is empty');
        if (meansOnly > 0)
            notes?.push({ kind: 'aggregates-only', format: benchmarkdotnet_FORMAT, source: 'benchmarkdotnet-mean', benchmarks: meansOnly });
        return measurements;
    },
    detect(stdout) {
        return /"Benchmarks"\s*:/.test(stdout) && /"HostEnvironmentInfo"\s*:|"Statistics"\s*:/.test(stdout);
    },
};
/**
 * `FullName`; else `Namespace.Type.Method` from those present (a class in the global namespace
 * has `"Namespace": null`, and a file trimmed by hand may lack `Type`); undefined without `Method`.
 */
function benchmarkName(benchmark) {
    if (typeof benchmark.FullName === 'string' && benchmark.FullName !== '')
        return benchmark.FullName;
    if (typeof benchmark.Method !== 'string' || benchmark.Method === '')
        return undefined;
    const parts = [benchmark.Namespace, benchmark.Type, benchmark.Method].filter((part) => typeof part === 'string' && part !== '');
    return parts.join('.');
}
function iterationValues(benchmark) {
    if (!Array.isArray(benchmark.Measurements))
        return undefined;
    const values = [];
    for (const m of benchmark.Measurements) {
        if (!(0,is_record/* isRecord */.u)(m) || m.IterationMode !== 'Workload' || m.IterationStage !== 'Result')
            continue;
        if (isFiniteNumber(m.Nanoseconds) && isFiniteNumber(m.Operations) && m.Operations > 0)
            values.push(m.Nanoseconds / m.Operations);
    }
    return values.length > 0 ? values : undefined;
}
function originalValues(statistics) {
    if (!(0,is_record/* isRecord */.u)(statistics) || !Array.isArray(statistics.OriginalValues))
        return undefined;
    const values = statistics.OriginalValues.filter(isFiniteNumber);
    return values.length > 0 && values.length === statistics.OriginalValues.length ? values : undefined;
}
/** MemoryDiagnoser's `Gen0`…`Gen2` columns, by the exporter's metric ids and the generation they count. */
const GENERATIONS = [
    ['gen0', 'Gen0Collects', 'Gen0Collections'],
    ['gen1', 'Gen1Collects', 'Gen1Collections'],
    ['gen2', 'Gen2Collects', 'Gen2Collections'],
];
/** The unit of a `Gen0` … column, as BenchmarkDotNet's legend defines it: "GC Generation 0 collects per 1000 operations". */
const COLLECTIONS_UNIT = 'collections/1000 op';
/**
 * The MemoryDiagnoser columns of one benchmark (absent without the diagnoser). The JSON exporter
 * writes them two ways, and both are read:
 * - `Metrics[]` (`{ Value, Descriptor: { Id } }`): `Allocated Memory` in B per operation and
 *   `Gen0Collects` … already per 1000 operations. Since `GcStats` computes the allocated bytes
 *   in a method, this is the only place a current BenchmarkDotNet writes them.
 * - `Memory` (the GcStats object): `BytesAllocatedPerOperation` in older versions, and the raw
 *   `Gen0Collections` … over `TotalOperations`, turned into the column (count / operations × 1000).
 * The `Metrics` value wins where both have one. Values that are not finite numbers are skipped.
 */
function memoryColumns(name, benchmark) {
    const metrics = new Map();
    if (Array.isArray(benchmark.Metrics))
        for (const metric of benchmark.Metrics) {
            if (!(0,is_record/* isRecord */.u)(metric) || !(0,is_record/* isRecord */.u)(metric.Descriptor) || typeof metric.Descriptor.Id !== 'string' || !isFiniteNumber(metric.Value))
                continue;
            if (!metrics.has(metric.Descriptor.Id))
                metrics.set(metric.Descriptor.Id, metric.Value);
        }
    const memory = (0,is_record/* isRecord */.u)(benchmark.Memory) ? benchmark.Memory : {};
    const columns = [];
    const allocated = metrics.get('Allocated Memory') ?? memory.BytesAllocatedPerOperation;
    if (isFiniteNumber(allocated))
        columns.push({ name: (0,parsers_metrics/* metricName */.Kh)(name, 'allocated'), value: allocated, unit: 'B', better: 'lower' });
    const operations = memory.TotalOperations;
    for (const [metric, id, count] of GENERATIONS) {
        const fromCount = isFiniteNumber(operations) && operations > 0 && isFiniteNumber(memory[count]) ? (memory[count] / operations) * 1000 : undefined;
        const value = metrics.get(id) ?? fromCount;
        if (value !== undefined)
            columns.push({ name: (0,parsers_metrics/* metricName */.Kh)(name, metric), value, unit: COLLECTIONS_UNIT, better: 'lower' });
    }
    return columns;
}

;// CONCATENATED MODULE: ./src/parsers/padded-name.ts
/**
 * A name as the suite means it, without the padding a text table adds for alignment: the
 * trailing run of dots and whitespace (`formatted time.........` → `formatted time`, as
 * suites that pad with `name.padEnd(width, '.')` print it). Padding depends on the longest
 * name, so it may differ between base and head; the trimmed name does not. A name that is
 * only dots is kept as printed. Dots inside a name (`sum... reduce`) stay; a name that
 * really ends in dots (`etc.`) loses them, alike in base and head.
 */
function unpaddedName(printed) {
    const trimmed = printed.replace(/[.\s]+$/, '');
    return trimmed === '' ? printed.trim() : trimmed;
}

;// CONCATENATED MODULE: ./src/parsers/benchmarkjs.ts




const benchmarkjs_FORMAT = 'benchmarkjs';
/** `String(bench)`: `NAME x 1,234.5 ops/sec ±0.50% (90 runs sampled)`. */
const LINE = /^(.+?) x (\S+) ops\/sec ±\S+% \(\d+ runs? sampled\)\s*$/;
/**
 * benchmark.js's summary lines, as its `cycle` handler `console.log(String(event.target))`
 * prints them: operations per second (higher is better), one value per benchmark and process.
 * Other lines are skipped. Names lose the dots and spaces a suite pads them with for
 * alignment (padded-name.ts).
 */
const benchmarkJsParser = {
    format: benchmarkjs_FORMAT,
    parse(stdout, notes) {
        const measurements = [];
        stdout.split(/\r?\n/).forEach((raw, index) => {
            const match = LINE.exec(raw.trim());
            if (match === null)
                return;
            const [, name, rateText] = match;
            const value = (0,parsers_metrics/* parseGroupedNumber */.dD)(rateText);
            if (!Number.isFinite(value))
                throw new OutputParseError(benchmarkjs_FORMAT, `line ${index + 1}: "${rateText}" is not a rate: ${lineExcerpt(raw)}`);
            measurements.push({ name: unpaddedName(name), value, unit: 'ops/s', better: 'higher' });
        });
        if (measurements.length === 0)
            throw noMeasurementError(benchmarkjs_FORMAT, stdout, 'no "NAME x N ops/sec ±P% (R runs sampled)" line');
        notes?.push({ kind: 'aggregates-only', format: benchmarkjs_FORMAT, source: 'benchmarkjs-ops', benchmarks: measurements.length });
        return measurements;
    },
    detect(stdout) {
        return stdout.split(/\r?\n/).some((line) => LINE.test(line.trim()));
    },
};

;// CONCATENATED MODULE: ./src/parsers/cargo-bench.ts




const cargo_bench_FORMAT = 'cargo';
/**
 * `test NAME ... bench:   1,234.56 ns/iter (+/- 7.89)[ = 123 MB/s]`; criterion's `--output-format
 * bencher` prints the same, and custom harnesses print other units in its place (`μs/iter`,
 * `cycles/iter`, `MS/s`).
 */
const BENCH_LINE = /^test (.+?) \.\.\. bench:\s+(\S+) (\S+) \(\+\/- (\S+)\)(?: = (\S+) MB\/s)?\s*$/;
/** Times per iteration, in ns (both micro signs: U+00B5 and U+03BC). */
const cargo_bench_NS_PER = { 'ns/iter': 1, 'µs/iter': 1e3, 'μs/iter': 1e3, 'us/iter': 1e3, 'ms/iter': 1e6, 's/iter': 1e9 };
const BENCH_PREFIX = /^test .+ \.\.\. bench:/;
/** libtest's summary of one test binary: `test result: ok. 0 passed; 0 failed; 0 ignored; 2 measured; 0 filtered out; …`. */
const SUMMARY_LINE = /^test result: \S+\. \d+ passed; \d+ failed; \d+ ignored; (\d+) measured;/;
/**
 * cargo's libtest bench output (`cargo bench` with `#[bench]`, or criterion with
 * `--output-format bencher`): one line per benchmark with the median time per iteration in
 * ns, named by the test path. Numbers may have thousands separators (`3,161`); times in other
 * units (`μs/iter`, `ms/iter`, `s/iter`, from custom harnesses) are converted to ns, and any
 * other unit is kept (`cycles/iter` as `cycles`, a rate such as `MS/s` better higher); `= N MB/s` (when `b.bytes` is set) becomes `NAME/MB/s`,
 * higher is better. libtest prints only that median of its samples, so each process gives
 * one value per benchmark. Other lines (`running 2 tests`, `test result: …`) are skipped;
 * a `… bench:` line that does not read is an error. Output whose summaries say `0 measured`
 * (a filter that matched nothing, benchmarks that are not `#[bench]`) is libtest output that
 * measured nothing: an error that says so, never a result.
 */
const cargoBenchParser = {
    format: cargo_bench_FORMAT,
    parse(stdout, notes) {
        const measurements = [];
        stdout.split(/\r?\n/).forEach((raw, index) => {
            const line = raw.trim();
            if (!BENCH_PREFIX.test(line))
                return;
            const match = BENCH_LINE.exec(line);
            const fail = (why) => new OutputParseError(cargo_bench_FORMAT, `line ${index + 1}: ${why}: ${lineExcerpt(line)}`);
            if (match === null)
                throw fail('not "test NAME ... bench: N ns/iter (+/- D)"');
            const [, printed, valueText, printedUnit, , rateText] = match;
            // libtest pads names with spaces to the longest one.
            const name = unpaddedName(printed);
            const value = (0,parsers_metrics/* parseGroupedNumber */.dD)(valueText);
            const scale = cargo_bench_NS_PER[printedUnit];
            if (!Number.isFinite(value) || value < 0)
                throw fail(`"${valueText}" is not a ${scale === undefined ? 'number' : 'time'}`);
            if (scale !== undefined)
                measurements.push({ name, value: value * scale, unit: 'ns', better: 'lower' });
            else {
                // `cycles/iter` → cycles (lower is better); a rate such as `MS/s` is better higher.
                const unit = printedUnit.endsWith('/iter') ? printedUnit.slice(0, -'/iter'.length) : printedUnit;
                if (unit === '')
                    throw fail(`"${printedUnit}" is not a unit`);
                measurements.push({ name, value, unit, better: (0,parsers_metrics/* betterForUnit */._O)(unit) });
            }
            if (rateText !== undefined) {
                const rate = (0,parsers_metrics/* parseGroupedNumber */.dD)(rateText);
                if (!Number.isFinite(rate))
                    throw fail(`"${rateText}" is not a rate`);
                measurements.push({ name: (0,parsers_metrics/* metricName */.Kh)(name, 'MB/s'), value: rate, unit: 'MB/s', better: 'higher' });
            }
        });
        if (measurements.length === 0) {
            const summaries = stdout.split(/\r?\n/).filter((line) => SUMMARY_LINE.test(line.trim()));
            if (summaries.length > 0) {
                const counted = summaries.find((line) => SUMMARY_LINE.exec(line.trim())?.[1] !== '0');
                if (counted === undefined)
                    throw new NothingMeasuredError(cargo_bench_FORMAT, `no benchmark was measured: libtest's summary says so (${lineExcerpt(summaries[0])})`);
                throw new OutputParseError(cargo_bench_FORMAT, `no "test NAME ... bench:" line, though libtest's summary counts measured benchmarks (${lineExcerpt(counted)})`);
            }
            throw noMeasurementError(cargo_bench_FORMAT, stdout, 'no "test NAME ... bench:" line');
        }
        notes?.push({ kind: 'aggregates-only', format: cargo_bench_FORMAT, source: 'libtest-median', benchmarks: measurements.length });
        return measurements;
    },
    detect(stdout) {
        return stdout.split(/\r?\n/).some((line) => BENCH_PREFIX.test(line.trim())) || summaryLine(stdout) !== undefined;
    },
};
/** The first libtest summary line (`test result: … N measured; …`), when the output has one. */
function summaryLine(stdout) {
    return stdout.split(/\r?\n/).find((line) => SUMMARY_LINE.test(line.trim()));
}

;// CONCATENATED MODULE: ./src/parsers/catch2-console.ts


const catch2_console_FORMAT = 'catch2';
/** The table header: `benchmark name  samples  iterations  estimated` (v2) or `… est run time` (v3). */
const HEADER = /^benchmark name\s+samples\s+iterations\s+(estimated|est run time)\s*$/;
/** `NAME   samples   iterations   estimated-time unit`: the first row of a benchmark (NAME may be the end of a wrapped name, or empty). */
const FIRST_ROW = /^(.*?)\s+(\d+)\s+(\d+)\s+(\S+) (ns|us|µs|ms|s)\s*$/;
/**
 * `   mean unit   low-mean unit   high-mean unit`: the second row (the third, of standard
 * deviations, has the same shape). Catch2 v2 before 2.13 wrote the end of a wrapped name at
 * the start of these rows (`a long name   344 ns   341 ns   349 ns`).
 */
const MEAN_ROW = /^(\S.*?)?\s+(\S+) (ns|us|µs|ms|s)\s+\S+ (?:ns|us|µs|ms|s)\s+\S+ (?:ns|us|µs|ms|s)\s*$/;
const catch2_console_NS_PER = { ns: 1, us: 1e3, µs: 1e3, ms: 1e6, s: 1e9 };
/** Whether `stdout` has Catch2's console benchmark table (its default reporter, v2 and v3). */
function hasCatch2ConsoleTable(stdout) {
    return stdout.split(/\r?\n/).some((line) => HEADER.test(line.trim()));
}
/**
 * Catch2's console reporter (the default, v2 and v3): after each `benchmark name  samples …`
 * header, a benchmark is a row `NAME  samples  iterations  estimated`, a row `mean  low mean
 * high mean` and a row of standard deviations, each time with its unit (`ns`, `us`, `ms`, `s`).
 * The mean is the one value per benchmark and process, in ns. A name longer than its column is
 * wrapped over several lines by Catch2 (before its first row, or, before v2.13, also at the start
 * of its mean and standard-deviation rows); its parts are joined as Catch2 cut them
 * (joinWrappedName).
 */
function parseCatch2Console(stdout) {
    const measurements = [];
    const lines = stdout.split(/\r?\n/);
    let inTable = false;
    let nameParts = [];
    let width;
    for (let index = 0; index < lines.length; index += 1) {
        const line = lines[index].trimEnd();
        if (HEADER.test(line.trim())) {
            inTable = true;
            nameParts = [];
            width = nameWidth(line);
            continue;
        }
        if (!inTable)
            continue;
        // The table's rules (`----`) and the run's summary (`====`) are no benchmark rows; a blank line ends a benchmark.
        if (/^[-=.~]{10,}$/.test(line) || line.trim() === '') {
            nameParts = [];
            if (line.startsWith('==='))
                inTable = false;
            continue;
        }
        // The header's second and third lines (`mean  low mean …`, `std dev …`).
        if (/^\s+(mean\s+low mean|std dev\s+low std dev)/.test(line))
            continue;
        const fail = (why) => new OutputParseError(catch2_console_FORMAT, `line ${index + 1}: ${why}: ${lineExcerpt(line)}`);
        const first = /^\S/.test(line) ? FIRST_ROW.exec(line) : null;
        if (first === null) {
            // A benchmark's name wrapped over lines, or a line of its own output: names start at the margin.
            if (/^\S/.test(line))
                nameParts.push(line.trim());
            continue;
        }
        const parts = [...nameParts, first[1].trim()];
        nameParts = [];
        const meanLine = lines[index + 1]?.trimEnd() ?? '';
        const mean = MEAN_ROW.exec(meanLine);
        if (mean === null) {
            const name = joinWrappedName(parts, width);
            throw new OutputParseError(catch2_console_FORMAT, `line ${index + 2}: benchmark "${name}": expected its "mean  low mean  high mean" row: ${lineExcerpt(meanLine)}`);
        }
        parts.push(mean[1] ?? '');
        // The standard deviations' row: read only for the end of a name wrapped into it.
        const deviation = MEAN_ROW.exec(lines[index + 2]?.trimEnd() ?? '');
        if (deviation !== null)
            parts.push(deviation[1] ?? '');
        const name = joinWrappedName(parts, width);
        if (name === '')
            throw fail('a benchmark row without a name');
        const value = Number(mean[2]) * catch2_console_NS_PER[mean[3]];
        if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(mean[2]) || !Number.isFinite(value) || value < 0) {
            throw new OutputParseError(catch2_console_FORMAT, `line ${index + 2}: benchmark "${name}": "${mean[2]} ${mean[3]}" is not a time`);
        }
        measurements.push({ name, value, unit: 'ns', better: 'lower' });
        index += deviation === null ? 1 : 2;
    }
    return measurements;
}
/** The width Catch2 wraps names to: its name column (up to `samples` in the header) less 2; undefined when the header does not say. */
function nameWidth(header) {
    const column = header.indexOf('samples');
    return column > 2 ? column - 2 : undefined;
}
/** Characters Catch2 may break a line after, and those before which it may break (its TextFlow column). */
const BREAK_AFTER = '])}>.,:;*+-=&/\\';
const BREAK_BEFORE = '[({<|';
/** After these, a name usually goes on without a space (`io/read`, `std::vector`, `a-b`, `x=1`). */
const JOIN_AFTER = './\\:-=+*&';
/**
 * A name from the parts Catch2 wrapped it into. Catch2 cuts at a space (which it drops), after
 * one of `])}>.,:;*+-=&/\` or before one of `[({<|` (nothing dropped), and inside a word that
 * fills the whole width with no such place, where it adds a `-`. So: a part of the full width
 * that ends in `-` and has no place to cut loses the `-` and joins the next part directly;
 * a part ending in one of `./\:` (or `-=+*&` right after a character that is not a space) joins
 * it directly; other parts are joined with a space. The printed parts cannot always tell a
 * space from none (`f(x) with` and `f(x)with` wrap alike); these rules read names as they are
 * usually written.
 *
 * Example: width 35, ["fibonacci_recursive_of_twelve_with-", "out_memoisation"] →
 * "fibonacci_recursive_of_twelve_without_memoisation".
 */
function joinWrappedName(parts, width) {
    let name = '';
    let previous = '';
    for (const part of parts.map((p) => p.trim()).filter((p) => p !== '')) {
        if (previous === '')
            name = part;
        else if (width !== undefined && previous.length === width && previous.endsWith('-') && !hasCutPlace(previous.slice(0, -1))) {
            name = `${name.slice(0, -1)}${part}`;
        }
        else if (JOIN_AFTER.includes(previous.slice(-1)) && !(/[-=+*&]$/.test(previous) && /\s.$/.test(previous)))
            name = `${name}${part}`;
        else
            name = `${name} ${part}`;
        previous = part;
    }
    return name;
}
/** Whether Catch2 could have cut a line inside `text` (a space, or a character it breaks at). */
function hasCutPlace(text) {
    return [...text].some((c, i) => /\s/.test(c) || BREAK_AFTER.includes(c) || (i > 0 && BREAK_BEFORE.includes(c)));
}

;// CONCATENATED MODULE: ./src/parsers/catch2.ts



const catch2_FORMAT = 'catch2';
const RESULTS = /<BenchmarkResults\b([^>]*)>([\s\S]*?)<\/BenchmarkResults>/g;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/**
 * Catch2's XML reporter (`--reporter xml`, Catch2 v2 and v3): each `<BenchmarkResults name=…>`
 * gives its `<mean value=…>` in ns, one value per benchmark and process, since the reporter
 * writes no individual samples (a note says so). Without XML, Catch2's console reporter (its
 * default output, catch2-console.ts) is read: each benchmark's mean, likewise.
 */
const catch2Parser = {
    format: catch2_FORMAT,
    parse(stdout, notes) {
        if (!/<BenchmarkResults\b/.test(stdout) && hasCatch2ConsoleTable(stdout)) {
            const measurements = parseCatch2Console(stdout);
            if (measurements.length === 0)
                throw noMeasurementError(catch2_FORMAT, stdout, 'a "benchmark name" table without a benchmark row');
            notes?.push({ kind: 'aggregates-only', format: catch2_FORMAT, source: 'catch2-console-mean', benchmarks: measurements.length });
            return measurements;
        }
        const measurements = [];
        for (const [element, attributes, body] of stdout.matchAll(RESULTS)) {
            const name = attribute(attributes, 'name');
            if (name === undefined || name === '')
                throw new OutputParseError(catch2_FORMAT, `a <BenchmarkResults> has no name: ${lineExcerpt(element)}`);
            const meanAttributes = /<mean\b([^>]*)\/?>/.exec(body)?.[1];
            const valueText = meanAttributes === undefined ? undefined : attribute(meanAttributes, 'value');
            const value = valueText === undefined ? Number.NaN : Number(valueText);
            if (valueText === undefined || valueText.trim() === '' || !Number.isFinite(value)) {
                throw new OutputParseError(catch2_FORMAT, `benchmark "${name}": no numeric <mean value=…>`);
            }
            measurements.push({ name, value, unit: 'ns', better: 'lower' });
        }
        if (measurements.length === 0)
            throw noMeasurementError(catch2_FORMAT, stdout, 'no <BenchmarkResults> element and no "benchmark name" table');
        notes?.push({ kind: 'aggregates-only', format: catch2_FORMAT, source: 'catch2-xml-mean', benchmarks: measurements.length });
        return measurements;
    },
    detect(stdout) {
        return /<BenchmarkResults\b/.test(stdout) || hasCatch2ConsoleTable(stdout);
    },
};
function attribute(attributes, name) {
    const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
    return match?.[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, entity) => ENTITIES[entity] ?? '');
}

;// CONCATENATED MODULE: ./src/parsers/criterion.ts




const criterion_FORMAT = 'criterion';
/** `NAME   time:   [64.094 ns 101.55 ns 126.66 ns]` (a long name is printed on the line before). */
const TIME_LINE = /^(.*?)\s*time:\s+\[\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*\]/;
const NANOSECONDS = { ps: 1e-3, ns: 1, us: 1e3, µs: 1e3, μs: 1e3, ms: 1e6, s: 1e9 };
/**
 * Criterion.rs, in the first of these forms that the output has:
 * - its per-sample files, as the recipe in docs/harnesses.md prints them: for each benchmark
 *   `target/criterion/…/new/benchmark.json` followed by `…/new/sample.json`. Each sample is
 *   one measurement, `times[i] / iters[i]` ns per iteration, named by `full_id`;
 * - cargo-criterion's `--message-format=json` lines: each `benchmark-complete` message's
 *   `measured_values[i] / iteration_count[i]`, in its `unit`, named by `id`;
 * - criterion's terminal report (`NAME  time: [low estimate high]`): the estimate, converted
 *   to ns, one value per benchmark and process (a note says so).
 */
const criterionParser = {
    format: criterion_FORMAT,
    parse(stdout, notes) {
        if (/"sampling_mode"\s*:/.test(stdout))
            return fromSampleFiles(stdout);
        if (/"reason"\s*:\s*"benchmark-complete"/.test(stdout))
            return fromMessages(stdout);
        const measurements = fromReport(stdout);
        notes?.push({ kind: 'aggregates-only', format: criterion_FORMAT, source: 'criterion-estimate', benchmarks: measurements.length });
        return measurements;
    },
    detect(stdout) {
        return /"sampling_mode"\s*:/.test(stdout) || /"reason"\s*:\s*"benchmark-complete"/.test(stdout) || /^.*time:\s+\[\S+ \S+ \S+ \S+ \S+ \S+\]/m.test(stdout);
    },
};
function readObjects(stdout) {
    const { objects, stray } = splitJsonObjects(stdout);
    if (stray !== undefined)
        throw new OutputParseError(criterion_FORMAT, `expected only JSON objects, found ${JSON.stringify(stray)}`);
    return objects.map((text, index) => {
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            throw new OutputParseError(criterion_FORMAT, `object ${index + 1} is not valid JSON: ${lineExcerpt(text)}`);
        }
        if (!(0,is_record/* isRecord */.u)(value))
            throw new OutputParseError(criterion_FORMAT, `object ${index + 1} is not a JSON object`);
        return value;
    });
}
/** Per-iteration values `totals[i] / counts[i]`, checked. */
function perIteration(name, totals, counts) {
    if (!Array.isArray(totals) || !Array.isArray(counts) || totals.length !== counts.length || totals.length === 0) {
        throw new OutputParseError(criterion_FORMAT, `${name}: expected equally long, non-empty arrays of times and iteration counts`);
    }
    return totals.map((total, i) => {
        const count = counts[i];
        if (!isFiniteNumber(total) || !isFiniteNumber(count) || count <= 0) {
            throw new OutputParseError(criterion_FORMAT, `${name}: sample ${i} is not a time and a positive iteration count`);
        }
        return total / count;
    });
}
function fromSampleFiles(stdout) {
    const measurements = [];
    let name;
    for (const object of readObjects(stdout)) {
        if (typeof object.full_id === 'string') {
            name = object.full_id;
        }
        else if (object.sampling_mode !== undefined) {
            if (name === undefined)
                throw new OutputParseError(criterion_FORMAT, 'a sample.json came before any benchmark.json: print each benchmark.json before its sample.json');
            for (const value of perIteration(name, object.times, object.iters))
                measurements.push({ name, value, unit: 'ns', better: 'lower' });
            name = undefined;
        }
    }
    if (measurements.length === 0)
        throw noMeasurementError(criterion_FORMAT, stdout, 'no sample.json');
    return measurements;
}
function fromMessages(stdout) {
    const measurements = [];
    for (const message of readObjects(stdout)) {
        if (message.reason !== 'benchmark-complete')
            continue;
        const name = typeof message.id === 'string' ? message.id : undefined;
        if (name === undefined)
            throw new OutputParseError(criterion_FORMAT, 'a benchmark-complete message has no "id"');
        const unit = typeof message.unit === 'string' && message.unit !== '' ? message.unit : 'ns';
        for (const value of perIteration(name, message.measured_values, message.iteration_count))
            measurements.push({ name, value, unit, better: 'lower' });
    }
    if (measurements.length === 0)
        throw noMeasurementError(criterion_FORMAT, stdout, 'no benchmark-complete message');
    return measurements;
}
function fromReport(stdout) {
    const measurements = [];
    let previous = '';
    stdout.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.trim();
        const match = TIME_LINE.exec(line);
        if (match === null) {
            if (line !== '')
                previous = line;
            return;
        }
        const [, inlineName, , , estimateText, estimateUnit] = match;
        const name = inlineName !== '' ? inlineName : previous;
        const scale = NANOSECONDS[estimateUnit];
        const estimate = Number(estimateText);
        if (name === '' || scale === undefined || !Number.isFinite(estimate)) {
            throw new OutputParseError(criterion_FORMAT, `line ${index + 1}: not "NAME time: [low estimate high]" with a time unit: ${lineExcerpt(line)}`);
        }
        measurements.push({ name, value: estimate * scale, unit: 'ns', better: 'lower' });
        previous = '';
    });
    if (measurements.length === 0)
        throw noMeasurementError(criterion_FORMAT, stdout, 'no "NAME time: [...]" line');
    return measurements;
}

;// CONCATENATED MODULE: ./src/parsers/custom-json.ts





/**
 * github-action-benchmark's custom JSON: an array of `{"name", "unit", "value"[, "range",
 * "extra"]}`, one measurement per entry (an entry may repeat a name, giving that benchmark
 * several values). The format name says the direction, as the `tool` input does there:
 * `customSmallerIsBetter` or `customBiggerIsBetter`.
 */
function customJson(format, better) {
    return {
        format,
        parse(stdout, notes) {
            const document = parseJsonDocument(format, stdout);
            if (!Array.isArray(document))
                throw new OutputParseError(format, 'expected a JSON array of {"name", "unit", "value"}');
            const measurements = document.map((entry, index) => {
                const where = `[${index}]`;
                if (!(0,is_record/* isRecord */.u)(entry))
                    throw new OutputParseError(format, `${where} is not an object`);
                const { name, unit, value } = entry;
                if (typeof name !== 'string' || name === '')
                    throw new OutputParseError(format, `${where}: "name" must be a non-empty string`);
                if (!isFiniteNumber(value))
                    throw new OutputParseError(format, `${where} (${name}): "value" must be a finite number`);
                if (typeof unit !== 'string')
                    throw new OutputParseError(format, `${where} (${name}): "unit" must be a string`);
                return { name, value, unit, better: better === 'by unit' ? (0,parsers_metrics/* betterForUnit */._O)(unit) : better };
            });
            if (measurements.length === 0)
                throw noMeasurementError(format, stdout, 'the array is empty');
            if (better === 'by unit') {
                notes?.push({ kind: 'direction-by-unit', format });
            }
            return measurements;
        },
        detect(stdout) {
            return /^\s*\[/.test(stdout.trim()) && /"name"\s*:/.test(stdout) && /"unit"\s*:/.test(stdout) && /"value"\s*:/.test(stdout);
        },
    };
}
const customSmallerIsBetterParser = customJson('customSmallerIsBetter', 'lower');
const customBiggerIsBetterParser = customJson('customBiggerIsBetter', 'higher');
/**
 * The same JSON under `format: auto`, where nothing says the direction: each entry is smaller-is-better
 * unless its unit is a throughput (`ops/sec`, `MB/s`, `…/s`, `…_per_second`, `Hz`), which is
 * bigger-is-better, and a note says so and names the two format lines that state it.
 */
const customAutoParser = customJson('auto', 'by unit');

;// CONCATENATED MODULE: ./src/parsers/go-test.ts



const go_test_FORMAT = 'go';
/** `BenchmarkName-8   1000   1052 ns/op   64 B/op   2 allocs/op`: name, b.N, then value–unit pairs. */
const go_test_RESULT_LINE = /^(Benchmark\S*)\s+(\d+)\s+([\d.eE+-]+\s+\S.*)$/;
/** `pkg: example.com/shop/cache`, the header before each package's results. */
const PKG_LINE = /^pkg: (\S+)\s*$/;
/**
 * `go test -bench` output, including `-count N` (one line per run), `-benchmem` (`B/op`,
 * `allocs/op`), `b.SetBytes` (`MB/s`) and `b.ReportMetric` units. `ns/op` is the benchmark
 * under its printed name (`BenchmarkJoin-2`, GOMAXPROCS suffix kept), in ns; every other
 * unit becomes `NAME/METRIC`, the unit without its `/op` (`BenchmarkJoin-2/B`,
 * `BenchmarkJoin-2/allocs`, `BenchmarkParse-2/MB/s`, `BenchmarkParse-2/fields`), with
 * rates (`…/s`) better when higher. Each line is already a mean over b.N iterations.
 * Header lines (`goos: linux`, `pkg: …`, `cpu: …`), `PASS`, `ok` and log lines are skipped.
 * `go test -bench ./...` prints one `pkg:` block per package: a name printed in several
 * packages is qualified by its package, `BenchmarkEncode-2 (example.com/shop/cache)` (and
 * `…/B`), so two packages' benchmarks are never merged; a name printed in one keeps its bare name.
 */
const goTestParser = {
    format: go_test_FORMAT,
    parse(stdout) {
        const measurements = [];
        let pkg = '';
        stdout.split(/\r?\n/).forEach((raw, index) => {
            // Result lines start at the margin; a benchmark's own log lines are indented under "--- BENCH:".
            const line = raw.trimEnd();
            const header = PKG_LINE.exec(line);
            if (header !== null)
                pkg = header[1];
            const match = go_test_RESULT_LINE.exec(line);
            if (match === null)
                return;
            const [, name, , rest] = match;
            const fields = rest.trim().split(/\s+/);
            const fail = (why) => new OutputParseError(go_test_FORMAT, `line ${index + 1}: ${why}: ${lineExcerpt(line)}`);
            if (fields.length % 2 !== 0)
                throw fail('expected value–unit pairs after the iteration count');
            for (let i = 0; i < fields.length; i += 2) {
                const value = Number(fields[i]);
                const unit = fields[i + 1];
                if (fields[i] === '' || !Number.isFinite(value))
                    throw fail(`"${fields[i]}" is not a number`);
                if (unit === 'ns/op') {
                    measurements.push({ name, benchmark: name, pkg, value, unit: 'ns', better: 'lower' });
                }
                else {
                    const metric = unit.endsWith('/op') ? unit.slice(0, -'/op'.length) : unit;
                    measurements.push({ name: (0,parsers_metrics/* metricName */.Kh)(name, metric), benchmark: name, metric, pkg, value, unit, better: (0,parsers_metrics/* betterForUnit */._O)(unit) });
                }
            }
        });
        if (measurements.length === 0)
            throw noMeasurementError(go_test_FORMAT, stdout, 'no "BenchmarkNAME  N  VALUE ns/op" line');
        // `go test -bench ./...`: a name printed under several `pkg:` headers is one benchmark per package.
        const packagesOf = new Map();
        for (const m of measurements)
            packagesOf.set(m.benchmark, (packagesOf.get(m.benchmark) ?? new Set()).add(m.pkg));
        return measurements.map(({ benchmark, metric, pkg: where, ...m }) => {
            if ((packagesOf.get(benchmark)?.size ?? 0) < 2)
                return m;
            const qualified = where === '' ? benchmark : `${benchmark} (${where})`;
            return { ...m, name: metric === undefined ? qualified : (0,parsers_metrics/* metricName */.Kh)(qualified, metric) };
        });
    },
    detect(stdout) {
        return stdout.split(/\r?\n/).some((line) => /^Benchmark\S*\s+\d+\s+[\d.eE+-]+ \S+/.test(line.trim()));
    },
};

;// CONCATENATED MODULE: ./src/parsers/gungraun.ts


const gungraun_FORMAT = 'gungraun';
/** Colours, when the harness was told to print them (`GUNGRAUN_COLOR=always`). */
// eslint-disable-next-line no-control-regex -- these are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;
/** `  Instructions:        1734|1734   (No change)` or iai's `  Instructions:   368392384 (+0.036%)`: the count before `|` or a space. */
const INSTRUCTIONS = /^[\s|]*Instructions:\s+(\d+)(?=\||\s|$)/;
/** `  ======= CALLGRIND ====…` (`|======== DHAT ===…` with a grid): the tool whose metrics follow. */
const TOOL_HEADING = /^[\s|]*=+\s+([A-Z][A-Z ]*?)\s+=+\s*$/;
/** `  ## Total` (`|-## Total` with a grid): the sum over the processes and threads of a benchmark. */
const TOTAL_HEADING = /^[\s|-]*##\s*Total\b/;
/** `|-Comparison with other_bench three:3`: the difference to another benchmark follows, not this one's count. */
const COMPARISON = /^[\s|-]*Comparison with /;
/** The tools whose `Instructions:` line is the valgrind count (a perf section names its own counters). */
const COUNTING_TOOLS = new Set(['CALLGRIND', 'CACHEGRIND']);
/** Lines at the left margin that are not a benchmark's name. */
const NOT_A_NAME = /^(?:Gungraun result|Iai-Callgrind result|Regressions:|Performance has regressed|error|Caused by|running \d+ tests?|test result:|warning:)/i;
/**
 * The terminal output of gungraun (formerly iai-callgrind; also the original iai): each
 * benchmark's name at the left margin (`lib_bench::group::bench_fib short:10`), then its metrics
 * indented. The `Instructions:` count of the Callgrind or Cachegrind section is the benchmark's
 * one value per process, in `instructions` (lower is better): the total (`## Total`) when the
 * harness shows processes or threads one by one, else the first count. The other metrics (cache
 * hits, estimated cycles, a perf or DHAT section) are not read. The harness runs each benchmark
 * once under valgrind and the count barely varies: benchgate's processes are its repetitions.
 */
const gungraunParser = {
    format: gungraun_FORMAT,
    parse(stdout) {
        const measurements = [];
        let open = null;
        const close = () => {
            const value = open?.total ?? open?.first ?? null;
            if (open !== null && value !== null)
                measurements.push({ name: open.name, value, unit: 'instructions', better: 'lower' });
            open = null;
        };
        stdout.split(/\r?\n/).forEach((raw, index) => {
            const line = raw.replace(ANSI, '');
            if (line.trim() === '')
                return;
            if (!/^[\s|]/.test(line)) {
                close();
                if (!NOT_A_NAME.test(line))
                    open = { name: line.trim(), total: null, first: null, tool: null, inTotal: false };
                return;
            }
            const current = open;
            if (current === null)
                return;
            const tool = TOOL_HEADING.exec(line);
            if (tool !== null) {
                current.tool = tool[1].trim();
                current.inTotal = false;
                return;
            }
            if (COMPARISON.test(line)) {
                current.tool = 'COMPARISON';
                return;
            }
            if (TOTAL_HEADING.test(line)) {
                current.inTotal = true;
                return;
            }
            const count = INSTRUCTIONS.exec(line);
            if (count === null || (current.tool !== null && !COUNTING_TOOLS.has(current.tool)))
                return;
            const value = Number(count[1]);
            if (!Number.isSafeInteger(value))
                throw new OutputParseError(gungraun_FORMAT, `line ${index + 1}: the count ${count[1]} is too large to read exactly: ${lineExcerpt(line)}`);
            if (current.inTotal)
                current.total ??= value;
            else
                current.first ??= value;
        });
        close();
        if (measurements.length === 0)
            throw noMeasurementError(gungraun_FORMAT, stdout, 'no benchmark name followed by an indented "Instructions:" line');
        return measurements;
    },
    detect(stdout) {
        return stdout.split(/\r?\n/).some((line) => INSTRUCTIONS.test(line.replace(ANSI, '')) && /^[\s|]/.test(line));
    },
};

;// CONCATENATED MODULE: ./src/parsers/google-benchmark.ts





/** The fields of a Google Benchmark entry that are not counters. */
const ENTRY_FIELDS = new Set([
    'name',
    'family_index',
    'per_family_instance_index',
    'run_name',
    'run_type',
    'repetitions',
    'repetition_index',
    'threads',
    'iterations',
    'real_time',
    'cpu_time',
    'time_unit',
    'aggregate_name',
    'aggregate_unit',
    'error_occurred',
    'error_message',
    'skipped',
    'skip_message',
    'label',
    'big_o',
    'rms',
]);
/**
 * Google Benchmark's `--benchmark_format=json` report (`--benchmark_out=FILE` writes the
 * same). Each iteration run (one per repetition) gives one measurement of `real_time`
 * (format `google-benchmark`) or `cpu_time` (`google-benchmark-cpu`) in `time_unit`, named
 * by `run_name`; every counter (`items_per_second`, `bytes_per_second`, `state.counters[…]`)
 * becomes `NAME/COUNTER`, better when higher for `…_per_second`. Aggregates (mean, median,
 * stddev, cv) are skipped since benchgate computes its own statistics, unless the report has
 * nothing else (`--benchmark_report_aggregates_only=true`): then each benchmark's `mean` is
 * its one value, with a note. Runs that errored or were skipped (`state.SkipWithError`) are
 * left out.
 */
function googleBenchmark(format, timeField) {
    return {
        format,
        parse(stdout, notes) {
            const entries = benchmarkEntries(format, parseJsonDocument(format, stdout));
            const iterations = entries.filter((entry) => !isAggregate(entry));
            const aggregatesOnly = iterations.length === 0 && entries.some((entry) => entry.aggregate_name === 'mean');
            const chosen = aggregatesOnly ? entries.filter((entry) => entry.aggregate_name === 'mean') : iterations;
            const measurements = [];
            const skipped = [];
            for (const entry of chosen) {
                const where = `benchmarks[${entries.indexOf(entry)}]`;
                const name = entryName(entry);
                if (name === undefined)
                    throw new OutputParseError(format, `${where} has no "run_name" or "name"`);
                if (entry.error_occurred === true || entry.skipped === true) {
                    const message = entry.error_message ?? entry.skip_message;
                    skipped.push(typeof message === 'string' && message !== '' ? `${name}: ${message}` : name);
                    continue;
                }
                const { [timeField]: value, time_unit: unit } = entry;
                if (!isFiniteNumber(value)) {
                    throw new OutputParseError(format, `${where} (${name}): "${timeField}" must be a finite number`);
                }
                if (typeof unit !== 'string' || unit === '') {
                    throw new OutputParseError(format, `${where} (${name}): "time_unit" must be a non-empty string`);
                }
                measurements.push({ name, value, unit });
                for (const [counter, counterValue] of Object.entries(entry)) {
                    if (ENTRY_FIELDS.has(counter) || !isFiniteNumber(counterValue))
                        continue;
                    const counterUnit = counter.endsWith('_per_second') ? '/s' : '';
                    measurements.push({ name: (0,parsers_metrics/* metricName */.Kh)(name, counter), value: counterValue, unit: counterUnit, better: (0,parsers_metrics/* betterForUnit */._O)(counter) });
                }
            }
            if (measurements.length === 0) {
                const why = skipped.length > 0 ? `every run errored or was skipped: ${[...new Set(skipped)].join('; ')}` : '';
                throw noMeasurementError(format, stdout, why);
            }
            if (aggregatesOnly) {
                notes?.push({ kind: 'aggregates-only', format, source: 'google-benchmark-mean', benchmarks: chosen.length });
            }
            return measurements;
        },
        detect(stdout) {
            return /"benchmarks"\s*:/.test(stdout) && /"(real_time|run_type)"\s*:/.test(stdout);
        },
    };
}
const googleBenchmarkParser = googleBenchmark('google-benchmark', 'real_time');
const googleBenchmarkCpuParser = googleBenchmark('google-benchmark-cpu', 'cpu_time');
function benchmarkEntries(format, document) {
    if (Array.isArray(document)) {
        throw new OutputParseError(format, 'expected the JSON object of --benchmark_format=json (or --benchmark_out), {"context": …, "benchmarks": […]}; got a bare array');
    }
    const entries = (0,is_record/* isRecord */.u)(document) ? document.benchmarks : undefined;
    if (!Array.isArray(entries)) {
        throw new OutputParseError(format, 'expected a JSON object with a "benchmarks" array');
    }
    return entries.map((entry, index) => {
        if (!(0,is_record/* isRecord */.u)(entry))
            throw new OutputParseError(format, `benchmarks[${index}] is not an object`);
        return entry;
    });
}
function isAggregate(entry) {
    return entry.run_type === 'aggregate' || entry.aggregate_name !== undefined;
}
function entryName(entry) {
    for (const name of [entry.run_name, entry.name]) {
        if (typeof name === 'string' && name !== '')
            return name;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/parsers/hyperfine.ts





const hyperfine_FORMAT = 'hyperfine';
/**
 * The file written by hyperfine's `--export-json`. Each entry of `results[i].times` is
 * one measurement in seconds, named by `results[i].command` (hyperfine's `--command-name`
 * sets that field). hyperfine's own `--warmup` runs are not exported, so nothing here is
 * flagged as warm-up. A negative time is rejected: hyperfine subtracts its shell-spawn
 * correction, which yields 0 at most for a fast command, never less. `memory_usage_byte`
 * (hyperfine 1.20: each run's peak RSS, from the kernel's rusage of that run) becomes the
 * metric `COMMAND/max-rss` in B, one value per run; older exports have none.
 */
const hyperfineParser = {
    format: hyperfine_FORMAT,
    parse(stdout) {
        const document = parseJsonDocument(hyperfine_FORMAT, stdout);
        const results = (0,is_record/* isRecord */.u)(document) ? document.results : undefined;
        if (!Array.isArray(results)) {
            throw new OutputParseError(hyperfine_FORMAT, 'expected a JSON object with a "results" array (hyperfine --export-json)');
        }
        const measurements = [];
        results.forEach((result, index) => {
            const where = `results[${index}]`;
            if (!(0,is_record/* isRecord */.u)(result))
                throw new OutputParseError(hyperfine_FORMAT, `${where} is not an object`);
            const { command, times } = result;
            if (typeof command !== 'string' || command === '') {
                throw new OutputParseError(hyperfine_FORMAT, `${where}: "command" must be a non-empty string`);
            }
            if (!Array.isArray(times)) {
                throw new OutputParseError(hyperfine_FORMAT, `${where} (${command}): no "times" array`);
            }
            times.forEach((time, run) => {
                if (!isFiniteNumber(time)) {
                    throw new OutputParseError(hyperfine_FORMAT, `${where}.times[${run}] (${command}): not a finite number`);
                }
                if (time < 0) {
                    throw new OutputParseError(hyperfine_FORMAT, `${where}.times[${run}] (${command}): negative time ${time} s; a duration cannot be below zero`);
                }
                measurements.push({ name: command, value: time, unit: 's' });
            });
            measurements.push(...peakMemory(result.memory_usage_byte, times.length, where, command));
        });
        if (measurements.length === 0)
            throw noMeasurementError(hyperfine_FORMAT, stdout);
        return measurements;
    },
    detect(stdout) {
        return /"results"\s*:/.test(stdout) && /"command"\s*:/.test(stdout) && /"times"\s*:/.test(stdout);
    },
};
/** `memory_usage_byte`: one peak RSS per run, as many as `times`; none when the export has no such field. */
function peakMemory(memory, runs, where, command) {
    if (memory === undefined || memory === null)
        return [];
    if (!Array.isArray(memory) || memory.length !== runs) {
        throw new OutputParseError(hyperfine_FORMAT, `${where}.memory_usage_byte (${command}): expected an array of ${runs} byte counts, one per run like "times"`);
    }
    return memory.map((bytes, run) => {
        if (!isFiniteNumber(bytes) || bytes < 0) {
            throw new OutputParseError(hyperfine_FORMAT, `${where}.memory_usage_byte[${run}] (${command}): not a byte count`);
        }
        return { name: (0,parsers_metrics/* metricName */.Kh)(command, 'max-rss'), value: bytes, unit: 'B', better: 'lower' };
    });
}

;// CONCATENATED MODULE: ./src/parsers/jmh.ts





const jmh_FORMAT = 'jmh';
/**
 * JMH's JSON result file (`-rf json -rff FILE`, read through `result-file`). Each benchmark
 * is named by `benchmark` plus its `params` (`org.Foo.bar:size=100`); every measurement
 * iteration of every fork (`primaryMetric.rawData`) is one measurement in `scoreUnit`, better
 * when higher in throughput mode (`thrpt`) and lower otherwise. Secondary metrics
 * (`-prof gc`'s `·gc.alloc.rate.norm`, …) become `NAME/METRIC` the same way.
 */
const jmhParser = {
    format: jmh_FORMAT,
    parse(stdout) {
        const document = parseJsonDocument(jmh_FORMAT, stdout);
        if (!Array.isArray(document))
            throw new OutputParseError(jmh_FORMAT, 'expected the JSON array of -rf json');
        const measurements = [];
        document.forEach((entry, index) => {
            const where = `[${index}]`;
            if (!(0,is_record/* isRecord */.u)(entry) || typeof entry.benchmark !== 'string' || entry.benchmark === '')
                throw new OutputParseError(jmh_FORMAT, `${where}: no "benchmark"`);
            const name = entry.benchmark + paramsSuffix(entry.params);
            const throughput = entry.mode === 'thrpt';
            measurements.push(...metricValues(`${where}.primaryMetric`, name, entry.primaryMetric, throughput ? 'higher' : 'lower'));
            if ((0,is_record/* isRecord */.u)(entry.secondaryMetrics)) {
                for (const [metric, value] of Object.entries(entry.secondaryMetrics)) {
                    const unit = (0,is_record/* isRecord */.u)(value) && typeof value.scoreUnit === 'string' ? value.scoreUnit : '';
                    measurements.push(...metricValues(`${where}.secondaryMetrics["${metric}"]`, (0,parsers_metrics/* metricName */.Kh)(name, metric.replace(/^·/, '')), value, (0,parsers_metrics/* betterForUnit */._O)(unit)));
                }
            }
        });
        if (measurements.length === 0)
            throw noMeasurementError(jmh_FORMAT, stdout, 'the array is empty');
        return measurements;
    },
    detect(stdout) {
        return /"primaryMetric"\s*:/.test(stdout) && /"benchmark"\s*:/.test(stdout);
    },
};
function paramsSuffix(params) {
    if (!(0,is_record/* isRecord */.u)(params))
        return '';
    const pairs = Object.entries(params).map(([key, value]) => `${key}=${String(value)}`);
    return pairs.length === 0 ? '' : `:${pairs.join(',')}`;
}
function metricValues(where, name, metric, better) {
    if (!(0,is_record/* isRecord */.u)(metric))
        throw new OutputParseError(jmh_FORMAT, `${where} (${name}): not an object`);
    const unit = typeof metric.scoreUnit === 'string' ? metric.scoreUnit : '';
    const rawData = metric.rawData;
    if (!Array.isArray(rawData))
        throw new OutputParseError(jmh_FORMAT, `${where} (${name}): no "rawData" array`);
    return rawData.flatMap((fork, f) => {
        if (!Array.isArray(fork))
            throw new OutputParseError(jmh_FORMAT, `${where}.rawData[${f}] (${name}): not an array`);
        return fork.map((value, i) => {
            if (!isFiniteNumber(value))
                throw new OutputParseError(jmh_FORMAT, `${where}.rawData[${f}][${i}] (${name}): not a number`);
            return { name, value, unit, better };
        });
    });
}

// EXTERNAL MODULE: ./src/results/results-format.ts
var results_format = __webpack_require__(674);
;// CONCATENATED MODULE: ./src/parsers/json-lines.ts




const json_lines_FORMAT = 'jsonl';
/**
 * benchgate's native format: one `{"name","value","unit"[,"warmup"][,"better"]}` object
 * per line. Lines not starting with `{` are log output and skipped; a line that does
 * start with `{` must be a valid measurement.
 */
const jsonLinesParser = {
    format: json_lines_FORMAT,
    parse(stdout) {
        const measurements = [];
        stdout.split(/\r?\n/).forEach((raw, index) => {
            const line = raw.trim();
            if (!line.startsWith('{'))
                return;
            measurements.push(parseLine(line, index + 1));
        });
        if (measurements.length === 0)
            throw noMeasurementError(json_lines_FORMAT, stdout);
        return measurements;
    },
    detect(stdout) {
        const lines = stdout
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter((line) => line.startsWith('{'));
        return (lines.length > 0 &&
            lines.every((line, index) => {
                try {
                    parseLine(line, index + 1);
                    return true;
                }
                catch {
                    return false;
                }
            }));
    },
};
function parseLine(line, lineNumber) {
    const fail = (why) => new OutputParseError(json_lines_FORMAT, `line ${lineNumber}: ${why}: ${lineExcerpt(line)}`);
    let record;
    try {
        record = JSON.parse(line);
    }
    catch {
        throw fail('not valid JSON');
    }
    if (!(0,is_record/* isRecord */.u)(record))
        throw fail('not a JSON object');
    const { name, value, unit, warmup, better } = record;
    if (typeof name !== 'string' || name === '')
        throw fail('"name" must be a non-empty string');
    if (!isFiniteNumber(value))
        throw fail('"value" must be a finite number');
    if (typeof unit !== 'string')
        throw fail('"unit" must be a string');
    if (warmup !== undefined && typeof warmup !== 'boolean')
        throw fail('"warmup" must be true or false');
    if (better !== undefined && !results_format/* BETTER_DIRECTIONS */.ON.includes(better)) {
        throw fail(`"better" must be one of ${results_format/* BETTER_DIRECTIONS */.ON.map((b) => `"${b}"`).join(', ')}`);
    }
    const measurement = { name, value, unit };
    if (warmup !== undefined)
        measurement.warmup = warmup;
    if (better !== undefined)
        measurement.better = better;
    return measurement;
}

;// CONCATENATED MODULE: ./src/parsers/julia-benchmarktools.ts





const julia_benchmarktools_FORMAT = 'julia';
/** Nesting deeper than this is not a benchmark suite (and would only cost stack). */
const MAX_DEPTH = 32;
/**
 * Julia BenchmarkTools' JSON (`BenchmarkTools.save(file, results)`, the input of
 * github-action-benchmark's `julia` tool): `[{"Julia": …, "BenchmarkTools": …}, [group]]`, where
 * a group is `["BenchmarkGroup", {"data": {KEY: group or result}}]`. A benchmark is named by its
 * keys joined with `/` (`fib/20`). A `Trial` (saved from `run(suite)`) gives every sample of
 * `times` (ns); a `TrialEstimate` (saved from `median(results)`, as github-action-benchmark's
 * example does) gives its one `time`, with a note. `memory` (B) and `allocs` become
 * `NAME/memory` and `NAME/allocs`, one value each.
 */
const juliaBenchmarkToolsParser = {
    format: julia_benchmarktools_FORMAT,
    parse(stdout, notes) {
        const document = parseJsonDocument(julia_benchmarktools_FORMAT, stdout);
        if (!Array.isArray(document) || document.length < 2 || !(0,is_record/* isRecord */.u)(document[0]) || !('BenchmarkTools' in document[0]) || !Array.isArray(document[1])) {
            throw new OutputParseError(julia_benchmarktools_FORMAT, 'expected the JSON array of BenchmarkTools.save: [{"Julia", "BenchmarkTools"}, [values]]');
        }
        const measurements = [];
        const state = { estimates: 0 };
        document[1].forEach((value, index) => walk(value, [], `[1][${index}]`, 0, measurements, state));
        if (measurements.length === 0)
            throw noMeasurementError(julia_benchmarktools_FORMAT, stdout, 'no Trial or TrialEstimate');
        if (state.estimates > 0) {
            notes?.push({ kind: 'aggregates-only', format: julia_benchmarktools_FORMAT, source: 'julia-estimate', benchmarks: state.estimates });
        }
        return measurements;
    },
    detect(stdout) {
        return /^\s*\[/.test(stdout) && /"BenchmarkTools"\s*:/.test(stdout) && /"(BenchmarkGroup|Trial|TrialEstimate)"/.test(stdout);
    },
};
function walk(node, path, where, depth, out, state) {
    if (depth > MAX_DEPTH)
        throw new OutputParseError(julia_benchmarktools_FORMAT, `${where}: groups nested deeper than ${MAX_DEPTH}`);
    if (!Array.isArray(node) || node.length !== 2 || typeof node[0] !== 'string' || !(0,is_record/* isRecord */.u)(node[1])) {
        throw new OutputParseError(julia_benchmarktools_FORMAT, `${where}: expected ["TYPE", {…}]`);
    }
    const [type, body] = node;
    const name = path.join('/');
    if (type === 'BenchmarkGroup') {
        if (!(0,is_record/* isRecord */.u)(body.data))
            throw new OutputParseError(julia_benchmarktools_FORMAT, `${where}: a BenchmarkGroup without "data"`);
        for (const [key, child] of Object.entries(body.data))
            walk(child, [...path, key], `${where}.data[${JSON.stringify(key)}]`, depth + 1, out, state);
        return;
    }
    if (type !== 'Trial' && type !== 'TrialEstimate')
        throw new OutputParseError(julia_benchmarktools_FORMAT, `${where}: "${type}" is not a BenchmarkGroup, Trial or TrialEstimate`);
    if (name === '')
        throw new OutputParseError(julia_benchmarktools_FORMAT, `${where}: a ${type} outside any group has no name`);
    const times = type === 'Trial' ? body.times : [body.time];
    if (!Array.isArray(times) || times.length === 0 || !times.every((t) => isFiniteNumber(t) && t >= 0)) {
        throw new OutputParseError(julia_benchmarktools_FORMAT, `${where} (${name}): ${type === 'Trial' ? '"times"' : '"time"'} must hold times in ns`);
    }
    for (const time of times)
        out.push({ name, value: time, unit: 'ns', better: 'lower' });
    if (type === 'TrialEstimate')
        state.estimates += 1;
    if (isFiniteNumber(body.memory))
        out.push({ name: (0,parsers_metrics/* metricName */.Kh)(name, 'memory'), value: body.memory, unit: 'B', better: 'lower' });
    if (isFiniteNumber(body.allocs))
        out.push({ name: (0,parsers_metrics/* metricName */.Kh)(name, 'allocs'), value: body.allocs, unit: 'allocs', better: 'lower' });
}

;// CONCATENATED MODULE: ./src/parsers/mitata.ts




const mitata_FORMAT = 'mitata';
/**
 * mitata's JSON (`await run({ format: 'json' })`, or `{ format: { json: { debug: false } } }`
 * to leave out its generated code). Each run (a benchmark, or one argument combination of it)
 * is named by its `name`; its `stats.samples` (ns per iteration; mitata sorts them and drops
 * the two fastest and slowest) are the measurements, else `stats.avg` with a note. A run that
 * threw is an error naming it.
 */
const mitataParser = {
    format: mitata_FORMAT,
    parse(stdout, notes) {
        const document = parseJsonDocument(mitata_FORMAT, stdout);
        const benchmarks = (0,is_record/* isRecord */.u)(document) ? document.benchmarks : undefined;
        if (!Array.isArray(benchmarks))
            throw new OutputParseError(mitata_FORMAT, 'expected a JSON object with a "benchmarks" array (mitata run({ format: "json" }))');
        const measurements = [];
        let averagesOnly = 0;
        benchmarks.forEach((benchmark, b) => {
            const runs = (0,is_record/* isRecord */.u)(benchmark) ? benchmark.runs : undefined;
            if (!Array.isArray(runs))
                throw new OutputParseError(mitata_FORMAT, `benchmarks[${b}]: no "runs" array`);
            runs.forEach((run, r) => {
                const where = `benchmarks[${b}].runs[${r}]`;
                if (!(0,is_record/* isRecord */.u)(run) || typeof run.name !== 'string' || run.name === '')
                    throw new OutputParseError(mitata_FORMAT, `${where}: no "name"`);
                const { name, stats, error } = run;
                if (error !== undefined && error !== null)
                    throw new OutputParseError(mitata_FORMAT, `${where} (${name}): the benchmark threw${(0,is_record/* isRecord */.u)(error) && typeof error.message === 'string' ? `: ${error.message}` : ''}`);
                if (!(0,is_record/* isRecord */.u)(stats))
                    throw new OutputParseError(mitata_FORMAT, `${where} (${name}): no "stats"`);
                if (Array.isArray(stats.samples) && stats.samples.length > 0) {
                    stats.samples.forEach((value, i) => {
                        if (!isFiniteNumber(value))
                            throw new OutputParseError(mitata_FORMAT, `${where} (${name}): sample ${i} is not a number`);
                        measurements.push({ name, value, unit: 'ns', better: 'lower', unordered: true });
                    });
                }
                else if (isFiniteNumber(stats.avg)) {
                    measurements.push({ name, value: stats.avg, unit: 'ns', better: 'lower' });
                    averagesOnly += 1;
                }
                else {
                    throw new OutputParseError(mitata_FORMAT, `${where} (${name}): neither samples nor "avg"`);
                }
            });
        });
        if (measurements.length === 0)
            throw noMeasurementError(mitata_FORMAT, stdout, 'the "benchmarks" array is empty');
        if (averagesOnly > 0)
            notes?.push({ kind: 'aggregates-only', format: mitata_FORMAT, source: 'mitata-average', benchmarks: averagesOnly });
        return measurements;
    },
    detect(stdout) {
        return /"benchmarks"\s*:/.test(stdout) && /"runs"\s*:/.test(stdout) && /"alias"\s*:/.test(stdout);
    },
};

// EXTERNAL MODULE: ./src/results/validate-results.ts + 2 modules
var validate_results = __webpack_require__(8360);
;// CONCATENATED MODULE: ./src/parsers/plain-lines.ts


const plain_lines_FORMAT = 'plain';
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/**
 * The `plain` grammar, line by line (tokens are separated by spaces or tabs):
 *
 *     line        = blank | comment | measurement | other
 *     comment     = "#" anything
 *     measurement = name value [unit]      exactly two or three tokens
 *     value       = decimal number: [+-] digits [. digits] [e|E [+-] digits]
 *
 * A line of two or three tokens is a measurement, so its value must be a number (else an
 * error naming the line). Any other line (one token, four or more) is `other`: skipped,
 * counted and reported in a note with the first such line. Output whose `other` lines
 * outnumber its measurements is not plain output at all (cargo's `running 2 tests` is a
 * well-formed line among many that are not) and is an error, not a result.
 */
const plainLinesParser = {
    format: plain_lines_FORMAT,
    parse(stdout, notes) {
        const { measurements, skipped, firstSkipped } = readLines(stdout, true);
        if (measurements.length === 0)
            throw noMeasurementError(plain_lines_FORMAT, stdout);
        const sample = firstSkipped === undefined ? '' : `line ${firstSkipped.line}: ${lineExcerpt(firstSkipped.text)}`;
        if (skipped > measurements.length) {
            throw new OutputParseError(plain_lines_FORMAT, `${skipped} of ${skipped + measurements.length} lines are not "name value [unit]" measurements (e.g. ${sample}); ` +
                'this is not plain output: choose the format of the tool that printed it, or print log lines to stderr');
        }
        if (skipped > 0 && firstSkipped !== undefined)
            notes?.push({ kind: 'lines-skipped', format: plain_lines_FORMAT, lines: skipped, line: firstSkipped.line, excerpt: lineExcerpt(firstSkipped.text) });
        return measurements;
    },
    detect(stdout) {
        const { measurements, skipped, invalid } = readLines(stdout, false);
        return !invalid && measurements.length > 0 && skipped <= measurements.length;
    },
};
function readLines(stdout, throwOnInvalid) {
    const result = { measurements: [], skipped: 0, invalid: false };
    stdout.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            return;
        const tokens = line.split(/\s+/);
        if (tokens.length < 2 || tokens.length > 3) {
            result.skipped += 1;
            result.firstSkipped ??= { line: index + 1, text: line };
            return;
        }
        const [name, valueText, unit = ''] = tokens;
        const value = DECIMAL.test(valueText) ? Number(valueText) : Number.NaN;
        if (!Number.isFinite(value)) {
            if (!throwOnInvalid) {
                result.invalid = true;
                return;
            }
            throw new OutputParseError(plain_lines_FORMAT, `line ${index + 1}: second field "${valueText}" is not a finite number: ${lineExcerpt(line)}`);
        }
        result.measurements.push({ name, value, unit });
    });
    return result;
}

// EXTERNAL MODULE: ./src/parsers/process-metric-names.ts
var process_metric_names = __webpack_require__(4035);
;// CONCATENATED MODULE: ./src/parsers/pytest-benchmark.ts




const pytest_benchmark_FORMAT = 'pytest-benchmark';
/**
 * The file written by pytest-benchmark's `--benchmark-json=FILE` (read through `result-file`:
 * pytest prints its own report on stdout). Each benchmark is named by its `fullname`
 * (`test_file.py::test_name[param]`); every round's time per iteration (`stats.data`,
 * seconds, always in the `--benchmark-json` file) is one measurement. A file saved by
 * `--benchmark-save` has the rounds only with `--benchmark-save-data`; without them each
 * benchmark's `stats.mean` is its one value per process, and a note says so. A `stats.data`
 * holding a non-number (real files hold only times; peers' test data are cut by hand) is
 * not used: that benchmark's `stats.mean` stands in, with a note naming the first bad entry.
 */
const pytestBenchmarkParser = {
    format: pytest_benchmark_FORMAT,
    parse(stdout, notes) {
        const document = parseJsonDocument(pytest_benchmark_FORMAT, stdout);
        const benchmarks = (0,is_record/* isRecord */.u)(document) ? document.benchmarks : undefined;
        if (!Array.isArray(benchmarks))
            throw new OutputParseError(pytest_benchmark_FORMAT, 'expected a JSON object with a "benchmarks" array (pytest --benchmark-json=FILE)');
        const measurements = [];
        let meansOnly = 0;
        const unusable = [];
        benchmarks.forEach((benchmark, index) => {
            const where = `benchmarks[${index}]`;
            if (!(0,is_record/* isRecord */.u)(benchmark))
                throw new OutputParseError(pytest_benchmark_FORMAT, `${where} is not an object`);
            const name = [benchmark.fullname, benchmark.name].find((n) => typeof n === 'string' && n !== '');
            if (name === undefined)
                throw new OutputParseError(pytest_benchmark_FORMAT, `${where} has no "fullname" or "name"`);
            const { stats } = benchmark;
            if (!(0,is_record/* isRecord */.u)(stats))
                throw new OutputParseError(pytest_benchmark_FORMAT, `${where} (${name}): no "stats" object`);
            const data = Array.isArray(stats.data) ? stats.data : [];
            const bad = data.findIndex((value) => !isFiniteNumber(value) || value < 0);
            if (data.length > 0 && bad < 0) {
                for (const value of data)
                    measurements.push({ name, value, unit: 's', better: 'lower' });
            }
            else {
                // Real pytest-benchmark writes only times in stats.data; a file cut by hand may not: its mean stands in, with a note.
                if (bad >= 0) {
                    unusable.push(`${where}.stats.data[${bad}] (${name})`);
                    if (!isFiniteNumber(stats.mean))
                        throw new OutputParseError(pytest_benchmark_FORMAT, `${where}.stats.data[${bad}] (${name}): not a time in seconds, and no numeric "stats.mean"`);
                }
                if (!isFiniteNumber(stats.mean))
                    throw new OutputParseError(pytest_benchmark_FORMAT, `${where} (${name}): "stats.mean" must be a finite number`);
                measurements.push({ name, value: stats.mean, unit: 's', better: 'lower' });
                if (bad < 0)
                    meansOnly += 1;
            }
        });
        if (measurements.length === 0)
            throw noMeasurementError(pytest_benchmark_FORMAT, stdout, 'the "benchmarks" array is empty');
        if (unusable.length > 0)
            notes?.push({ kind: 'not-seconds', format: pytest_benchmark_FORMAT, example: unusable[0], more: unusable.length - 1 });
        if (meansOnly > 0)
            notes?.push({ kind: 'aggregates-only', format: pytest_benchmark_FORMAT, source: 'pytest-mean', benchmarks: meansOnly });
        return measurements;
    },
    detect(stdout) {
        return /"machine_info"\s*:/.test(stdout) && /"fullname"\s*:/.test(stdout) && /"stats"\s*:/.test(stdout);
    },
};

;// CONCATENATED MODULE: ./src/parsers/tinybench.ts




const tinybench_FORMAT = 'tinybench';
/**
 * tinybench prints nothing of its own; this reads the JSON of the recipe in docs/harnesses.md,
 * `console.log(JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result }))))`.
 * Each latency sample (`result.latency.samples`, ms per iteration; tinybench 2–3:
 * `result.samples`) is one measurement; tinybench keeps them only with `retainSamples: true`
 * (v5+), otherwise the mean is the one value per process, with a note. Tasks that errored
 * are reported as an error naming them.
 */
const tinybenchParser = {
    format: tinybench_FORMAT,
    parse(stdout, notes) {
        const document = parseJsonDocument(tinybench_FORMAT, stdout);
        if (!Array.isArray(document))
            throw new OutputParseError(tinybench_FORMAT, 'expected a JSON array of {name, result} (docs/harnesses.md)');
        const measurements = [];
        let meansOnly = 0;
        document.forEach((task, index) => {
            const where = `[${index}]`;
            if (!(0,is_record/* isRecord */.u)(task) || typeof task.name !== 'string' || task.name === '')
                throw new OutputParseError(tinybench_FORMAT, `${where}: expected {name, result}`);
            const { name, result } = task;
            if (!(0,is_record/* isRecord */.u)(result))
                throw new OutputParseError(tinybench_FORMAT, `${where} (${name}): no "result" (did the task run?)`);
            if (result.state === 'errored' || result.error !== undefined) {
                throw new OutputParseError(tinybench_FORMAT, `${where} (${name}): the task errored${errorText(result.error)}`);
            }
            const latency = (0,is_record/* isRecord */.u)(result.latency) ? result.latency : result;
            const samples = latency.samples;
            if (Array.isArray(samples) && samples.length > 0) {
                samples.forEach((value, i) => {
                    if (!isFiniteNumber(value))
                        throw new OutputParseError(tinybench_FORMAT, `${where} (${name}): sample ${i} is not a number`);
                    measurements.push({ name, value, unit: 'ms', better: 'lower', unordered: true });
                });
            }
            else if (isFiniteNumber(latency.mean)) {
                measurements.push({ name, value: latency.mean, unit: 'ms', better: 'lower' });
                meansOnly += 1;
            }
            else {
                throw new OutputParseError(tinybench_FORMAT, `${where} (${name}): neither latency samples nor a mean`);
            }
        });
        if (measurements.length === 0)
            throw noMeasurementError(tinybench_FORMAT, stdout, 'the array is empty');
        if (meansOnly > 0)
            notes?.push({ kind: 'aggregates-only', format: tinybench_FORMAT, source: 'tinybench-mean', benchmarks: meansOnly });
        return measurements;
    },
    detect(stdout) {
        return /^\s*\[/.test(stdout.trim()) && /"result"\s*:/.test(stdout) && /"(latency|samples)"\s*:/.test(stdout);
    },
};
function errorText(error) {
    if ((0,is_record/* isRecord */.u)(error) && typeof error.message === 'string')
        return `: ${error.message}`;
    return typeof error === 'string' ? `: ${error}` : '';
}

;// CONCATENATED MODULE: ./src/parsers/vitest-bench.ts




const vitest_bench_FORMAT = 'vitest';
/**
 * The file of `vitest bench --run --outputJson FILE` (read through `result-file`). Each
 * benchmark is named `GROUP > NAME` (the group's `fullName`: file and describe blocks). Its
 * `samples` (ms per iteration) are the measurements when present; vitest 3 and later write
 * them empty, so each benchmark's `mean` is its one value per process, with a note.
 */
const vitestBenchParser = {
    format: vitest_bench_FORMAT,
    parse(stdout, notes) {
        const document = parseJsonDocument(vitest_bench_FORMAT, stdout);
        const files = (0,is_record/* isRecord */.u)(document) ? document.files : undefined;
        if (!Array.isArray(files))
            throw new OutputParseError(vitest_bench_FORMAT, 'expected a JSON object with a "files" array (vitest bench --outputJson)');
        const measurements = [];
        let meansOnly = 0;
        files.forEach((file, f) => {
            const groups = (0,is_record/* isRecord */.u)(file) ? file.groups : undefined;
            if (!Array.isArray(groups))
                throw new OutputParseError(vitest_bench_FORMAT, `files[${f}]: no "groups" array`);
            groups.forEach((group, g) => {
                const where = `files[${f}].groups[${g}]`;
                if (!(0,is_record/* isRecord */.u)(group) || !Array.isArray(group.benchmarks))
                    throw new OutputParseError(vitest_bench_FORMAT, `${where}: no "benchmarks" array`);
                const prefix = typeof group.fullName === 'string' && group.fullName !== '' ? `${group.fullName} > ` : '';
                group.benchmarks.forEach((benchmark, b) => {
                    if (!(0,is_record/* isRecord */.u)(benchmark) || typeof benchmark.name !== 'string')
                        throw new OutputParseError(vitest_bench_FORMAT, `${where}.benchmarks[${b}]: no "name"`);
                    const name = `${prefix}${benchmark.name}`;
                    const { samples, mean } = benchmark;
                    if (Array.isArray(samples) && samples.length > 0) {
                        samples.forEach((value, i) => {
                            if (!isFiniteNumber(value))
                                throw new OutputParseError(vitest_bench_FORMAT, `${name}: sample ${i} is not a number`);
                            measurements.push({ name, value, unit: 'ms', better: 'lower' });
                        });
                    }
                    else if (isFiniteNumber(mean)) {
                        measurements.push({ name, value: mean, unit: 'ms', better: 'lower' });
                        meansOnly += 1;
                    }
                    else {
                        throw new OutputParseError(vitest_bench_FORMAT, `${name}: neither samples nor a mean`);
                    }
                });
            });
        });
        if (measurements.length === 0)
            throw noMeasurementError(vitest_bench_FORMAT, stdout, 'no benchmark in any file');
        if (meansOnly > 0)
            notes?.push({ kind: 'aggregates-only', format: vitest_bench_FORMAT, source: 'vitest-mean', benchmarks: meansOnly });
        return measurements;
    },
    detect(stdout) {
        return /"files"\s*:/.test(stdout) && /"groups"\s*:/.test(stdout) && /"benchmarks"\s*:/.test(stdout);
    },
};

;// CONCATENATED MODULE: ./src/parsers/index.ts
























/** Benchmark output formats; `jsonl` is the default. */
const OUTPUT_FORMATS = [
    'jsonl',
    'plain',
    'go',
    'cargo',
    'criterion',
    'google-benchmark',
    'google-benchmark-cpu',
    'catch2',
    'pytest-benchmark',
    'hyperfine',
    'benchmarkjs',
    'tinybench',
    'vitest',
    'mitata',
    'jmh',
    'benchmarkdotnet',
    'customSmallerIsBetter',
    'customBiggerIsBetter',
    'bencher',
    'asv',
    'julia',
    'gungraun',
    'auto',
    'process',
];
const PARSERS = {
    jsonl: jsonLinesParser,
    plain: plainLinesParser,
    go: goTestParser,
    cargo: cargoBenchParser,
    criterion: criterionParser,
    'google-benchmark': googleBenchmarkParser,
    'google-benchmark-cpu': googleBenchmarkCpuParser,
    catch2: catch2Parser,
    'pytest-benchmark': pytestBenchmarkParser,
    hyperfine: hyperfineParser,
    benchmarkjs: benchmarkJsParser,
    tinybench: tinybenchParser,
    vitest: vitestBenchParser,
    mitata: mitataParser,
    jmh: jmhParser,
    benchmarkdotnet: benchmarkDotNetParser,
    customSmallerIsBetter: customSmallerIsBetterParser,
    customBiggerIsBetter: customBiggerIsBetterParser,
    bencher: bencherParser,
    asv: asvParser,
    julia: juliaBenchmarkToolsParser,
    gungraun: gungraunParser,
};
/**
 * Formats that `auto` never picks because another reads the same output: the choice between
 * them is the user's (`google-benchmark` reads real time, `google-benchmark-cpu` CPU time).
 */
const AUTO_EXCLUDED = new Set(['google-benchmark-cpu']);
function isOutputFormat(value) {
    return OUTPUT_FORMATS.includes(value);
}
/** The parser for `format`; undefined for `process`, whose wall/CPU time the runner measures itself, and for `auto`. */
function parserFor(format) {
    return format === 'process' || format === 'auto' ? undefined : PARSERS[format];
}
/** The formats whose shape `stdout` has, in the order of OUTPUT_FORMATS. */
function detectFormats(stdout) {
    return Object.keys(PARSERS).filter((format) => !AUTO_EXCLUDED.has(format) && PARSERS[format].detect(stdout));
}
/**
 * Parses one process's stdout in `format` (`auto`: the one format whose shape it has).
 * Throws `OutputParseError` when the output is unreadable, holds no measurement, or (for
 * `auto`) matches no format or several; a plain `Error` for `process`, which has no output
 * to parse. Notes about a successful parse are pushed onto `notes`, as values (results/output-notes.ts).
 */
function parseBenchmarkOutput(format, stdout, notes) {
    // What the measured code prints never takes a name benchgate measures itself (process/max-rss, process/instructions).
    const measurements = (0,process_metric_names/* renameReserved */.vg)(parseInFormat(format, stdout, notes), notes);
    // The same limit as when results are read, so a run never writes results its own readers refuse.
    const long = measurements.find((m) => m.name.length > validate_results/* MAX_BENCHMARK_NAME_LENGTH */.CH);
    if (long !== undefined) {
        throw new OutputParseError(format, `the benchmark ${JSON.stringify(`${long.name.slice(0, 60)}…`)} has a name of ${long.name.length} characters; at most ` +
            `${validate_results/* MAX_BENCHMARK_NAME_LENGTH */.CH} are allowed`);
    }
    return measurements;
}
function parseInFormat(format, stdout, notes) {
    if (format === 'process')
        throw new Error(`the "${format}" format is measured by the runner, not parsed from output`);
    if (format === 'auto')
        return parseAuto(stdout, notes);
    try {
        return PARSERS[format].parse(stdout, notes);
    }
    catch (error) {
        // A pointer to another format only when the output does not have this format's shape at all.
        if (!(error instanceof OutputParseError) || PARSERS[format].detect(stdout))
            throw error;
        const other = detectFormats(stdout).filter((candidate) => candidate !== format);
        if (other.length !== 1)
            throw error;
        throw new OutputParseError(format, `${error.message.slice(`${format} output: `.length)}; the output looks like ${other[0]} output (format: ${other[0]})`);
    }
}
/** The custom JSON's two formats, which differ only in the direction the user states. */
const CUSTOM_JSON = ['customSmallerIsBetter', 'customBiggerIsBetter'];
/** `auto`: the parser `autoParser` picks, and a note when it chose among several shapes. */
function parseAuto(stdout, notes) {
    const parser = autoParser(stdout);
    if (!(parser instanceof MeasuringReading))
        return parser.parse(stdout, notes);
    notes?.push({ kind: 'auto-format', format: parser.format, empty: [...parser.empty] });
    return parser.parse(stdout, notes);
}
/** The one candidate that reads benchmarks where the others read only a header that measured nothing. */
class MeasuringReading {
    parser;
    empty;
    format;
    constructor(parser, empty) {
        this.parser = parser;
        this.empty = empty;
        this.format = parser.format;
    }
    parse(stdout, notes) {
        return this.parser.parse(stdout, notes);
    }
    detect(stdout) {
        return this.parser.detect(stdout);
    }
}
/**
 * Of several candidate formats, the one left when every other reads a header that measured
 * nothing (`NothingMeasuredError`: `cargo bench` prints libtest's `running 3 tests … 0 measured`
 * for a crate's unit tests before criterion's results); null when that is not so, and the
 * choice stays the user's. Any other failure of a candidate is no reason to pass it over.
 */
function readingsThatMeasure(found, stdout) {
    const empty = found.filter((format) => {
        try {
            PARSERS[format].parse(stdout);
            return false;
        }
        catch (error) {
            return error instanceof NothingMeasuredError;
        }
    });
    const rest = found.filter((format) => !empty.includes(format));
    return empty.length > 0 && rest.length === 1 ? new MeasuringReading(PARSERS[rest[0]], empty) : null;
}
function autoParser(stdout) {
    const detected = detectFormats(stdout);
    // `plain` is the loosest shape (libtest's `running 0 tests` is a "name value unit" line): it yields to any tool's own format.
    const found = detected.length > 1 ? detected.filter((format) => format !== 'plain') : detected;
    if (found.length === 1)
        return PARSERS[found[0]];
    // github-action-benchmark's custom JSON does not say its direction: read by unit, with a note (custom-json.ts).
    if (found.length === CUSTOM_JSON.length && CUSTOM_JSON.every((format) => found.includes(format)))
        return customAutoParser;
    const candidates = Object.keys(PARSERS).filter((format) => !AUTO_EXCLUDED.has(format));
    if (found.length === 0) {
        if (stdout.trim() === '')
            throw new OutputParseError('auto', 'no measurement found; output starts: (empty output)');
        throw new OutputParseError('auto', `the output matches none of the formats ${candidates.join(', ')}; set format to the one its tool prints`);
    }
    const measuring = readingsThatMeasure(found, stdout);
    if (measuring !== null)
        return measuring;
    const lines = found.map((format) => `"format: ${format}"`);
    throw new OutputParseError('auto', `the output matches several formats (${found.join(', ')}); set the one its tool prints: ${lines.slice(0, -1).join(', ')} or ${lines[lines.length - 1]}`);
}


/***/ }),

/***/ 9817:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kh: () => (/* binding */ metricName),
/* harmony export */   _O: () => (/* binding */ betterForUnit),
/* harmony export */   dD: () => (/* binding */ parseGroupedNumber)
/* harmony export */ });
/**
 * The benchmark name of one metric of a benchmark that reports several: `name/metric`. The
 * primary time keeps the bare name, so a harness that gains a metric keeps its history; the
 * gating policy's globs pick metrics out (a glob ending in `/allocs` matches allocation counts).
 */
function metricName(name, metric) {
    return `${name}/${metric}`;
}
/** Rates (`MB/s`, `ops/s`, `ops/sec`, `items_per_second`) get better as they grow; everything else as it shrinks. */
function betterForUnit(unit) {
    return /(\/s|\/sec|per_second|per second|hz)$/i.test(unit) ? 'higher' : 'lower';
}
/** Parses a number printed with thousands separators (`1,234.5`); NaN when it is not one. */
function parseGroupedNumber(text) {
    const plain = text.replace(/,/g, '');
    return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}


/***/ }),

/***/ 1005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I9: () => (/* binding */ planCandidates),
/* harmony export */   wl: () => (/* binding */ notPlannedReason)
/* harmony export */ });
/* unused harmony export hasNoise */
/** Noise a design can be planned from: finite, and some of it above 0. */
function hasNoise(noise) {
    const parts = [noise.binary, noise.execution, noise.measurement];
    return parts.every((v) => Number.isFinite(v) && v >= 0) && parts.some((v) => v > 0);
}
/**
 * The benchmarks a run is planned for: those that gate (a report-only metric such as
 * `process/major-faults` must not decide the design), with noise that varied (identical values
 * would plan the largest design there is, for nothing). Pure.
 */
function planCandidates(benchmarks, policies) {
    const planned = [];
    const skipped = [];
    for (const benchmark of benchmarks) {
        const { gate } = policies.of(benchmark.name);
        if (gate !== 'gate')
            skipped.push({ name: benchmark.name, why: { kind: 'not-gated', gate } });
        else if (!hasNoise(benchmark.noise))
            skipped.push({ name: benchmark.name, why: { kind: 'no-noise' } });
        else
            planned.push(benchmark);
    }
    return { planned, skipped };
}
/** The plan's reason naming what it left out, or null when it left nothing out. */
function notPlannedReason(skipped) {
    if (skipped.length === 0)
        return null;
    const shown = skipped.slice(0, 10).map(({ name, why }) => `${name} (${why.kind === 'no-noise' ? 'the same value in every execution' : `gate: ${why.gate}`})`);
    const more = skipped.length > shown.length ? ` and ${skipped.length - shown.length} more` : '';
    return `not planned for ${shown.join(', ')}${more}: only benchmarks that gate and whose values vary plan the run`;
}


/***/ }),

/***/ 1830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ planRun)
/* harmony export */ });
/* harmony import */ var _config_benchmark_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6848);
/* harmony import */ var _stats_alpha_spending_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42);
/* harmony import */ var _plan_candidates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1005);
/* harmony import */ var _plan_design_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(153);




/**
 * Plans the builds per version before anything runs. With a prior: eq. 21 on its noise and
 * costs and l as large as the budget allows (plan-design.ts). Without: l from the settings.
 * Either way the number of rounds is planned by the run itself after every round, from the
 * time the rounds so far took (sequential-controller.ts). Pure.
 */
function planRun(settings, analysis, adaptive) {
    const { budgetSeconds } = adaptive;
    const rounds = 'the rounds that fit the budget are planned from the time the rounds so far took, again after every round; when the builds differ, the run ' +
        'grows by builds after its first look';
    const prior = adaptive.prior;
    const skipping = `builds beyond the first 2 are skipped once those of both versions have identical outputs (docs/runner.md)`;
    if (!prior) {
        return {
            source: 'settings',
            binaries: settings.binaries,
            budgetSeconds,
            reasons: [
                `no prior: ${settings.binaries === 1 ? '1 build' : `up to ${settings.binaries} builds`} per version from the settings; ${rounds} ` +
                    `(benchgate calibrate writes a prior that plans them from measured noise and costs)`,
                ...(settings.binaries > 2 ? [skipping] : []),
            ],
        };
    }
    const policies = (0,_config_benchmark_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .benchmarkPolicies */ .mf)(analysis);
    const compared = prior.benchmarks.filter((b) => policies.of(b.name).gate !== 'ignore');
    const candidates = (0,_plan_candidates_js__WEBPACK_IMPORTED_MODULE_3__/* .planCandidates */ .I9)(compared.map((b) => ({ name: b.name, noise: b.noise })), policies);
    const forecast = (0,_plan_design_js__WEBPACK_IMPORTED_MODULE_2__/* .planDesign */ .iU)({
        benchmarks: candidates.planned,
        costs: prior.costs,
        budgetSeconds,
        minEffect: analysis.minEffect,
        confidence: analysis.confidence,
        divisor: analysis.correction === 'none' ? 1 : compared.length,
        maxLooks: adaptive.maxLooks ?? _stats_alpha_spending_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_LOOKS */ .yI,
        spending: adaptive.spending ?? _stats_alpha_spending_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SPENDING */ .dT,
    });
    // The prior's identical outputs are another run's; with a build command, one build could not show
    // whether this commit's build is still deterministic, two can (their hashes).
    const proveDeterminism = adaptive.binaries === undefined && forecast.binaries === 1 && settings.build !== null;
    const binaries = adaptive.binaries ?? (proveDeterminism ? 2 : forecast.binaries);
    const skipped = (0,_plan_candidates_js__WEBPACK_IMPORTED_MODULE_3__/* .notPlannedReason */ .wl)(candidates.skipped);
    if (skipped !== null)
        forecast.reasons.push(skipped);
    const reasons = adaptive.binaries === undefined
        ? forecast.reasons.slice()
        : [`${binaries} builds per version as configured (the prior's plan: ${forecast.binaries})`, ...forecast.reasons.slice(1)];
    if (proveDeterminism)
        reasons.push("2 builds per version rather than 1: the prior found identical build outputs, and equal hashes of two builds show this run's build is " +
            'still deterministic');
    else if (binaries > 2)
        reasons.push(skipping);
    reasons.push(`${rounds} (the prior expects about ${forecast.rounds})`);
    return { source: 'prior', binaries, budgetSeconds, reasons, forecast };
}


/***/ }),

/***/ 4948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wu: () => (/* binding */ BuildFailedError),
  wY: () => (/* binding */ buildBinaries),
  V4: () => (/* binding */ outputExcerpt)
});

// UNUSED EXPORTS: Builder, buildFailureOutput, buildOrder, hashBuild, pairOrder, splitBuildOutput

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/config/run-settings.ts
var run_settings = __webpack_require__(6493);
// EXTERNAL MODULE: ./src/config/split-command.ts
var split_command = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/results/results-format.ts
var results_format = __webpack_require__(674);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ./src/config/glob.ts
var config_glob = __webpack_require__(3334);
;// CONCATENATED MODULE: ./src/runner/artifact-hash.ts






/**
 * The files under `dir` matched by any of `globs`, as sorted '/'-separated relative paths.
 * Directories are searched without following symbolic links; `.git` is skipped.
 */
async function matchFiles(dir, globs) {
    const found = new Set();
    for (const glob of globs) {
        const pattern = (0,config_glob/* compileGlob */.SO)(glob);
        for (const path of await listFiles(dir, (0,config_glob/* staticPrefix */.nG)(glob)))
            if (pattern.test(path))
                found.add(path);
    }
    return [...found].sort();
}
/** Every file below `relativeDir` of `root` (relative to `root`), not following symbolic links, skipping `.git`. */
async function listFiles(root, relativeDir) {
    const files = [];
    await walk(root, relativeDir, (path) => files.push(path));
    return files;
}
async function walk(root, relativeDir, visit) {
    let entries;
    try {
        entries = await (0,promises_.readdir)((0,external_node_path_.join)(root, relativeDir), { withFileTypes: true });
    }
    catch (error) {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
            return;
        throw error;
    }
    for (const entry of entries) {
        const path = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
        if (entry.isDirectory()) {
            if (entry.name !== '.git')
                await walk(root, path, visit);
        }
        else
            visit(path);
    }
}
/** Above this size a file is streamed into its digest instead of read whole. */
const STREAM_BYTES = 8 * 1024 * 1024;
// Synchronous reads: for the thousands of small files of a node_modules tree they are several
// times faster than promise-based ones (bench/hashing.ts), and nothing else runs meanwhile.
async function entryOf(full) {
    let stats;
    try {
        stats = (0,external_node_fs_.lstatSync)(full);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return 'deleted:';
        throw error;
    }
    const digest = (0,external_node_crypto_.createHash)('sha256');
    if (stats.isSymbolicLink())
        return `link:${digest.update((0,external_node_fs_.readlinkSync)(full)).digest('hex')}`;
    if (!stats.isFile())
        return 'other:';
    if (stats.size > STREAM_BYTES)
        await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(full), digest);
    else
        digest.update((0,external_node_fs_.readFileSync)(full));
    return `${(stats.mode & 0o100) !== 0 ? 'exec' : 'file'}:${digest.digest('hex')}`;
}
/**
 * Hashes the files `present` under `dir` and records the `deleted` ones, giving each path's
 * entry and one `sha256:` over all of them in path order (each path, a NUL, its entry, a NUL):
 * renaming, changing, adding or removing any output, or flipping its executable bit, changes
 * the hash. The hash depends only on paths and contents, not on times or the order of listing.
 */
async function hashOutputs(dir, present, deleted = []) {
    const entries = new Map();
    for (const path of deleted)
        entries.set(path, 'deleted:');
    for (const path of present)
        entries.set(path, await entryOf((0,external_node_path_.join)(dir, path)));
    const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const [path, entry] of sorted)
        hash.update(`${path}\0${entry}\0`);
    return { hash: `sha256:${hash.digest('hex')}`, entries: new Map(sorted) };
}
/**
 * Up to `limit` paths, sorted, whose entries differ between two builds' outputs or that exist
 * in only one of them: what to show a user whose build is not deterministic. Pure.
 */
function differingOutputs(first, other, limit = 5) {
    const paths = new Set([...first.keys(), ...other.keys()]);
    return [...paths]
        .filter((path) => first.get(path) !== other.get(path))
        .sort()
        .slice(0, limit);
}

// EXTERNAL MODULE: ./src/git/run-git.ts
var run_git = __webpack_require__(6148);
;// CONCATENATED MODULE: ./src/runner/build-outputs.ts


function entries(output) {
    return output.split('\0').filter((path) => path !== '');
}
function insideGitDir(path) {
    return path.split('/').includes('.git');
}
/**
 * Lists every file a build created, changed or deleted in the fresh worktree `worktree`, by
 * asking git what differs from the checked-out commit: `ls-files --others` without
 * `--exclude-standard` (untracked and ignored files, so `node_modules/` and `dist/` count),
 * `--modified` (by content: a file merely touched is not listed) and `--deleted`. A nested
 * repository the build created (git lists it as `dir/`) is walked. `.git` never counts.
 */
async function listBuildOutputs(worktree) {
    const [others, modified, deleted] = await Promise.all(['--others', '--modified', '--deleted'].map(async (option) => entries(await (0,run_git/* git */.$Y)(worktree, ['ls-files', '-z', option, '--'], { raw: true }))));
    const gone = new Set(deleted);
    const present = new Set();
    for (const path of others) {
        if (path.endsWith('/'))
            for (const file of await listFiles(worktree, path.slice(0, -1)))
                present.add(file);
        else
            present.add(path);
    }
    for (const path of modified)
        if (!gone.has(path))
            present.add(path);
    return {
        present: [...present].filter((path) => !insideGitDir(path)).sort(),
        deleted: [...gone].filter((path) => !insideGitDir(path)).sort(),
    };
}

// EXTERNAL MODULE: ./src/runner/rebuild-savings.ts
var rebuild_savings = __webpack_require__(4023);
// EXTERNAL MODULE: ./src/runner/interrupts.ts
var interrupts = __webpack_require__(7404);
// EXTERNAL MODULE: ./src/runner/environment.ts
var environment = __webpack_require__(5047);
// EXTERNAL MODULE: ./src/runner/run-process.ts
var run_process = __webpack_require__(887);
;// CONCATENATED MODULE: ./src/runner/build.ts













const OUTPUT_TAIL_LINES = 40;
/** A failed build's first lines shown beside its last: a tool that fails early often prints the cause first and pages of help after it. */
const OUTPUT_HEAD_LINES = 20;
/**
 * A build that failed (its clean or build command, or git making its worktree): the run cannot
 * go on without its first builds; a build added while measuring is recorded instead (`Builder.addPair`).
 */
class BuildFailedError extends Error {
    version;
    binary;
    command;
    exitCode;
    reason;
    outputTail;
    outputHead;
    constructor(version, binary, command, exitCode, reason, outputTail, 
    /** The first lines not among `outputTail`'s, ending in a line `…` when lines between were left out; '' when the tail is all. */
    outputHead = '') {
        super(`${version} build ${binary + 1} failed: \`${command}\` ${reason}` + outputExcerpt(outputHead, outputTail));
        this.version = version;
        this.binary = binary;
        this.command = command;
        this.exitCode = exitCode;
        this.reason = reason;
        this.outputTail = outputTail;
        this.outputHead = outputHead;
        this.name = 'BuildFailedError';
    }
}
/** `; first lines of its output:\n…\nlast lines:\n…`, or the last lines alone when they are all, or ` (no output)`. */
function outputExcerpt(head, tail) {
    if (head !== '')
        return `; first lines of its output:\n${head}\nlast lines:\n${tail}`;
    return tail === '' ? ' (no output)' : `; last lines of its output:\n${tail}`;
}
/**
 * What a failed build's log shows of its output, from the start (`head`) and the end (`tail`)
 * of it as run-process kept them: the last 40 lines, and the first 20 of the others, with a
 * line `…` where lines were left out. When the tail holds the whole output, it starts with the
 * head, and nothing is shown twice.
 */
function splitBuildOutput(head, tail) {
    const outputTail = (0,run_process/* lastLines */.w$)(tail, OUTPUT_TAIL_LINES);
    const whole = tail.startsWith(head);
    const lines = (whole ? tail : head).replace(/\s+$/, '').split(/\r?\n/);
    if (whole) {
        const before = Math.max(0, lines.length - OUTPUT_TAIL_LINES);
        const shown = lines.slice(0, Math.min(OUTPUT_HEAD_LINES, before));
        return { outputHead: [...shown, ...(before > shown.length ? ['…'] : [])].join('\n'), outputTail };
    }
    return { outputHead: [...lines.slice(0, OUTPUT_HEAD_LINES), '…'].join('\n'), outputTail };
}
/** The end of a failed build's message: its first and last lines (`splitBuildOutput`). */
function buildFailureOutput(head, tail) {
    const split = splitBuildOutput(head, tail);
    return outputExcerpt(split.outputHead, split.outputTail);
}
/**
 * The order of builds: base and head alternate, in ABBA fashion (base, head, head, base, …),
 * so a machine getting slower or faster during the builds affects both versions alike.
 */
function buildOrder(binaries) {
    return Array.from({ length: binaries }, (_, k) => pairOrder(k).map((version) => ({ version, index: k }))).flat();
}
/** Which version builds first for build index k in the ABBA order: base for even k, head for odd. */
function pairOrder(k) {
    return k % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
}
/**
 * The binaries of a run and how to make another: each build of a version in a fresh worktree
 * of its commit, with the same commands, environment, workdir check and output hashing, so
 * a build added while measuring is made exactly like the first ones.
 */
class Builder {
    context;
    binaries = { base: [], head: [] };
    /** Each version's build 1 output manifest, to name the files a later build differs in. */
    first = {};
    /** Wall seconds of every build so far: worktree, clean and build commands, hashing. */
    wallSeconds = [];
    constructor(context) {
        this.context = context;
    }
    /**
     * Builds the next binary of `version` (index: the builds it has so far) and adds it to
     * `binaries`. Warns when its output differs from the version's build 1. Throws
     * `BuildFailedError` when the clean or build command fails, `ConfigError` for a workdir that
     * is not a directory of the commit.
     */
    async build(version) {
        const { settings, shas, worktrees, logger, signal } = this.context;
        const now = this.context.now ?? (() => external_node_perf_hooks_.performance.now());
        const index = this.binaries[version].length;
        if (signal !== undefined)
            (0,interrupts/* throwIfInterrupted */.sK)(signal);
        const started = now();
        const worktree = await addWorktree(worktrees, version, index, shas[version]);
        const dir = settings.workdir === null ? worktree : (0,external_node_path_.join)(worktree, settings.workdir);
        if (!(await isDirectory(dir))) {
            throw new run_settings/* ConfigError */.xL(`workdir: "${settings.workdir}" is not a directory in ${version} (${shas[version].slice(0, 12)})`);
        }
        const env = (0,environment/* commandEnvironment */.J)(settings.env, { version, binary: index });
        if (settings.clean !== null)
            await runBuildStep(settings.clean, dir, env, version, index, logger, signal);
        const buildSeconds = settings.build === null ? null : await runBuildStep(settings.build, dir, env, version, index, logger, signal);
        const hashStarted = now();
        const output = await hashBuild(settings, shas[version], worktree, dir);
        const hashSeconds = (now() - hashStarted) / 1000;
        if (output.files === 0 && settings.artifacts.length > 0) {
            logger.warning(`${version} build ${index + 1}: no file matches the artifacts ${settings.artifacts.join(', ')}; no output hash`);
        }
        let outputDiff;
        const first = this.first[version];
        if (index === 0)
            this.first[version] = output.entries;
        else if (output.hash !== this.binaries[version][0].outputHash && first && output.entries) {
            const differing = differingOutputs(first, output.entries, Infinity);
            outputDiff = differing.slice(0, OUTPUT_DIFF_PATHS);
            logger.warning(`${version} build ${index + 1} differs from build 1 in ${differing.length} file${differing.length === 1 ? '' : 's'}: ` +
                `${outputDiff.join(', ')}${differing.length > outputDiff.length ? ', …' : ''}; ` +
                'the build is not deterministic, so the build-to-build variance stays in the analysis (make these outputs reproducible, or name the ' +
                'real outputs with artifacts)');
        }
        const binary = { version, index, dir, buildSeconds, outputHash: output.hash, ...(outputDiff === undefined ? {} : { outputDiff }) };
        this.binaries[version].push(binary);
        const detail = (buildSeconds === null ? ' (no build command)' : `: ${buildSeconds.toFixed(1)} s`) +
            (output.hash === null
                ? ''
                : output.hash.startsWith('source:')
                    ? `, ${output.hash.slice(0, 19)}…`
                    : `, ${output.files} output files hashed in ${hashSeconds.toFixed(2)} s, ${output.hash.slice(0, 19)}…`);
        const seconds = (now() - started) / 1000;
        this.wallSeconds.push(seconds);
        return { binary, seconds, detail };
    }
    /** Mean wall seconds of one build so far (what another costs); null before the first. */
    meanSeconds() {
        return this.wallSeconds.length === 0 ? null : this.wallSeconds.reduce((sum, s) => sum + s, 0) / this.wallSeconds.length;
    }
    /** One more build of each version, in the order the ABBA sequence of builds continues with (`pairOrder`). */
    async buildPair() {
        const built = {};
        for (const version of pairOrder(this.binaries.base.length))
            built[version] = await this.build(version);
        return built;
    }
    /**
     * `buildPair` for a pair added while measuring, where a failed build must not end the run:
     * when either build fails (`BuildFailedError`), the pair is taken back (the version built
     * first leaves `binaries` again), the worktrees of both are removed, and the failure is
     * returned instead of thrown. Anything else (an interrupt above all) still throws.
     */
    async addPair() {
        const index = this.binaries.base.length;
        try {
            return { built: await this.buildPair() };
        }
        catch (error) {
            if (!(error instanceof BuildFailedError))
                throw error;
            // Git making a worktree is not aborted by SIGINT/SIGTERM: its failure then is the interrupt's.
            if (this.context.signal !== undefined)
                (0,interrupts/* throwIfInterrupted */.sK)(this.context.signal);
            for (const version of results_format/* VERSION_SIDES */.Co) {
                this.binaries[version].splice(index);
                await this.context.worktrees.remove(worktreeName(version, index));
            }
            return { failed: error };
        }
    }
}
function worktreeName(version, index) {
    return `${version}-${index}`;
}
/** The fresh worktree of build `index`; git failing to make it fails the build like its command would. */
async function addWorktree(worktrees, version, index, sha) {
    try {
        return await worktrees.add(worktreeName(version, index), sha);
    }
    catch (error) {
        if (!(error instanceof run_git/* GitError */.XS))
            throw error;
        const command = `git worktree add --detach ${sha.slice(0, 12)}`;
        throw new BuildFailedError(version, index, command, error.exitCode >= 0 ? error.exitCode : null, `could not make its worktree: ${error.stderr || error.message}`, '');
    }
}
/**
 * Builds the binaries of both versions in ABBA order, each in a fresh worktree of its commit
 * (so each starts from a clean tree and all stay available for execution later), and hashes
 * what each build produced (`hashBuild`). Once the first two builds of both versions are
 * identical, the remaining builds are skipped: they could only repeat the same binary.
 * Throws `BuildFailedError` on the first failing clean or build command. The builder it
 * returns can add more builds later.
 */
async function buildBinaries(context) {
    const { settings, logger } = context;
    const builder = new Builder(context);
    const { binaries } = builder;
    const costs = { base: [], head: [] };
    let skipped = false;
    const hashes = () => ({ base: binaries.base.map((b) => b.outputHash), head: binaries.head.map((b) => b.outputHash) });
    for (const { version, index } of buildOrder(settings.binaries)) {
        if ((0,rebuild_savings/* canSkipRemainingBuilds */.hF)(hashes(), settings.binaries)) {
            skipped = true;
            break;
        }
        const built = await builder.build(version);
        logger.info(`${version} build ${index + 1}/${settings.binaries}${built.detail}`);
        costs[version].push(built.seconds);
    }
    const kept = binaries.base.length;
    const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const savedSeconds = results_format/* VERSION_SIDES */.Co.reduce((sum, side) => sum + (settings.binaries - kept) * mean(costs[side]), 0);
    if (skipped) {
        logger.info(`base and head: the first ${kept} builds are identical; skipping ${kept + 1 === settings.binaries ? `build ${kept + 1}` : `builds ${kept + 1}…${settings.binaries}`} (about ${savedSeconds.toFixed(0)} ` +
            `s of building)`);
    }
    const identical = { base: (0,rebuild_savings/* buildsIdentical */.x3)(hashes().base), head: (0,rebuild_savings/* buildsIdentical */.x3)(hashes().head) };
    return { binaries, summary: { planned: settings.binaries, kept, identical, savedSeconds }, builder };
}
/** Paths of differing outputs recorded per build (`outputDiff`). */
const OUTPUT_DIFF_PATHS = 5;
/**
 * What identifies the binary one build produced. No build command: the checked-out source
 * is the binary, `source:` and the commit's tree id. With `artifacts`: the matching files
 * under the working directory. Otherwise every file the build created, changed or deleted in
 * its worktree (build-outputs.ts). `entries` is null for a `source:` hash.
 */
async function hashBuild(settings, sha, worktree, dir) {
    if (settings.build === null) {
        const tree = await (0,run_git/* git */.$Y)(worktree, ['rev-parse', '--verify', '--end-of-options', `${sha}^{tree}`]);
        return { hash: `source:${tree}`, files: 0, entries: null };
    }
    if (settings.artifacts.length > 0) {
        const files = await matchFiles(dir, settings.artifacts);
        if (files.length === 0)
            return { hash: null, files: 0, entries: null };
        const manifest = await hashOutputs(dir, files);
        return { hash: manifest.hash, files: files.length, entries: manifest.entries };
    }
    const outputs = await listBuildOutputs(worktree);
    const manifest = await hashOutputs(worktree, outputs.present, outputs.deleted);
    return { hash: manifest.hash, files: manifest.entries.size, entries: manifest.entries };
}
/** Runs one clean or build command and returns its duration in seconds. */
async function runBuildStep(command, dir, env, version, index, logger, signal) {
    const result = await (0,run_process/* runProcess */.R3)(command, { cwd: dir, env, signal, interleaved: true });
    if (result.canceled && signal !== undefined)
        (0,interrupts/* throwIfInterrupted */.sK)(signal);
    const { outputHead, outputTail: tail } = splitBuildOutput(result.outputHead, result.output);
    const reason = result.spawnError !== null
        ? `could not start: ${result.spawnError}`
        : result.signal !== null
            ? `was killed by ${result.signal}`
            : result.exitCode !== 0
                ? `exited with code ${result.exitCode}`
                : null;
    if (reason !== null)
        throw new BuildFailedError(version, index, (0,split_command/* formatCommand */.fE)(command), result.exitCode, reason, tail, outputHead);
    if (tail !== '')
        logger.debug(`${version} build ${index + 1}, \`${(0,split_command/* formatCommand */.fE)(command)}\`:\n${tail}`);
    return result.wallMs / 1000;
}
async function isDirectory(path) {
    try {
        return (await (0,promises_.stat)(path)).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 5047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ commandEnvironment)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);

/** Variables passed through from benchgate's own environment; everything else is dropped. */
const PASSED_THROUGH = ['PATH', 'HOME', 'TMPDIR'];
// Windows cannot start most programs without these.
const PASSED_THROUGH_ON_WINDOWS = ['SystemRoot', 'ComSpec', 'PATHEXT', 'TEMP', 'TMP', 'USERPROFILE'];
/**
 * The environment for clean, build and benchmark commands: PATH, HOME and TMPDIR from
 * benchgate's own, LANG=C, then the user's `env` settings, then BENCHGATE_VERSION
 * (base|head), BENCHGATE_BINARY (k, from 0) and BENCHGATE_EXECUTION (j, from 0; benchmark
 * only). A small fixed environment keeps base and head alike and stops CI secrets and
 * stray variables (NODE_OPTIONS, LD_PRELOAD…) from reaching the benchmark unasked.
 */
function commandEnvironment(userEnv, context, inherited = process.env) {
    const env = {};
    const names = process.platform === 'win32' ? [...PASSED_THROUGH, ...PASSED_THROUGH_ON_WINDOWS] : PASSED_THROUGH;
    for (const name of names) {
        const value = inherited[name];
        if (value !== undefined)
            env[name] = value;
    }
    env.HOME ??= (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)();
    env.TMPDIR ??= (0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)();
    env.LANG = 'C';
    Object.assign(env, userEnv);
    env.BENCHGATE_VERSION = context.version;
    env.BENCHGATE_BINARY = String(context.binary);
    if (context.execution !== undefined)
        env.BENCHGATE_EXECUTION = String(context.execution);
    return env;
}


/***/ }),

/***/ 7404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ withInterrupts),
/* harmony export */   sK: () => (/* binding */ throwIfInterrupted)
/* harmony export */ });
/* unused harmony export InterruptedError */
/* harmony import */ var _process_sweeper_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1471);

/** The run stopped because benchgate received SIGINT or SIGTERM. */
class InterruptedError extends Error {
    signal;
    constructor(signal) {
        super(`interrupted by ${signal}`);
        this.signal = signal;
        this.name = 'InterruptedError';
    }
}
const SIGNALS = ['SIGINT', 'SIGTERM'];
/**
 * Runs `work` with SIGINT and SIGTERM turned into an abort of `signal`: the running
 * command is killed, `work` unwinds through its `finally` blocks (removing worktrees), and
 * then the signal is raised again so benchgate still ends the way the sender meant. Further
 * signals during the clean-up are ignored, so a second Ctrl-C does not leave worktrees behind.
 */
async function withInterrupts(logger, work) {
    const controller = new AbortController();
    let received;
    const onSignal = (signal) => {
        if (received !== undefined)
            return;
        received = signal;
        logger.warning(`received ${signal}: stopping, removing worktrees`);
        controller.abort(new InterruptedError(signal));
    };
    for (const signal of SIGNALS)
        process.on(signal, onSignal);
    try {
        return await work(controller.signal);
    }
    finally {
        for (const signal of SIGNALS)
            process.off(signal, onSignal);
        if (received !== undefined) {
            // The front ends sweep when they end; raising the signal again may end benchgate first.
            (0,_process_sweeper_js__WEBPACK_IMPORTED_MODULE_0__/* .processSweeper */ .lS)().sweepAll(`on ${received}`);
            process.kill(process.pid, received);
        }
    }
}
/** Throws the `InterruptedError` when `signal` was aborted. */
function throwIfInterrupted(signal) {
    if (signal.aborted)
        throw signal.reason instanceof Error ? signal.reason : new InterruptedError('SIGINT');
}


/***/ }),

/***/ 4023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H7: () => (/* binding */ skippedBuildsMessage),
/* harmony export */   Vn: () => (/* binding */ executionsPerBuild),
/* harmony export */   gD: () => (/* binding */ extraRounds),
/* harmony export */   hF: () => (/* binding */ canSkipRemainingBuilds),
/* harmony export */   x3: () => (/* binding */ buildsIdentical)
/* harmony export */ });
/* unused harmony exports firstTwoIdentical, MAX_EXECUTION_FACTOR */
/* harmony import */ var _results_results_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(674);

/** The first two builds of a version hashed alike (a null hash proves nothing). */
function firstTwoIdentical(hashes) {
    return hashes.length >= 2 && hashes[0] !== null && hashes[0] === hashes[1];
}
/**
 * Whether the builds still to come can be skipped: more than two are planned, the first two of
 * both versions are done and each version's two hashes are equal. Both versions must be
 * proven, since the schedule pairs base build k with head build k.
 */
function canSkipRemainingBuilds(hashes, planned) {
    return planned > 2 && _results_results_format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION_SIDES */ .Co.every((side) => firstTwoIdentical(hashes[side]));
}
/**
 * Every build of a version produced the same output: at least two equal hashes, or a
 * `source:` hash (no build command: the checked-out commit is the binary, identical by
 * construction even with one build).
 */
function buildsIdentical(hashes) {
    const first = hashes[0];
    if (first === null || first === undefined || hashes.some((hash) => hash !== first))
        return false;
    return hashes.length >= 2 || first.startsWith('source:');
}
/** Executions per kept build so that each version still gets at least the planned l·m executions. */
function executionsPerBuild(binaries, executions, kept) {
    return Math.ceil((binaries * executions) / kept);
}
const MAX_EXECUTION_FACTOR = 4;
/**
 * How many more rounds (one block per kept build each) the saved build time pays for. The
 * blocks already scheduled beyond l·m (rounding up the executions per build) are paid from
 * the savings first, so the run never costs more than the full design would have; the total
 * is capped at `maxFactor` × l·m executions per version. 0 when nothing was saved. Pure.
 */
function extraRounds(input) {
    const { plannedExecutions, kept, executionsPerBuild: perBuild, savedSeconds, secondsPerBlock } = input;
    const maxFactor = input.maxFactor ?? MAX_EXECUTION_FACTOR;
    if (!(savedSeconds > 0) || !(secondsPerBlock > 0) || !Number.isFinite(secondsPerBlock))
        return 0;
    const alreadyPaid = (kept * perBuild - plannedExecutions) * secondsPerBlock;
    const funded = Math.floor((savedSeconds - alreadyPaid) / (secondsPerBlock * kept));
    const capped = Math.floor((maxFactor * plannedExecutions - kept * perBuild) / kept);
    return Math.max(0, Math.min(funded, capped));
}
/**
 * The log line for the skipped builds' time: `skipped build 3: its 16 s go to 1 more round
 * (2 blocks)`, `skipped builds 3–5: …`, or, when a round costs more than was saved,
 * `… buy no more rounds (a round of 2 blocks takes 457.8 s)`.
 */
function skippedBuildsMessage({ kept, planned, savedSeconds, added, secondsPerRound }) {
    const one = planned === kept + 1;
    const which = one ? `skipped build ${planned}: its` : `skipped builds ${kept + 1}–${planned}: their`;
    const saved = `${which} ${savedSeconds.toFixed(0)} s`;
    if (added === 0)
        return `${saved} buy no more rounds (a round of ${kept} blocks takes ${secondsPerRound.toFixed(1)} s)`;
    return `${saved} go to ${added} more round${added === 1 ? '' : 's'} (${added * kept} blocks)`;
}


/***/ }),

/***/ 5508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WH: () => (/* reexport */ DiscoveryFailedError),
  p0: () => (/* binding */ runExperiment)
});

// UNUSED EXPORTS: DISCOVERY_ENV

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/config/split-command.ts
var split_command = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/results/results-format.ts
var results_format = __webpack_require__(674);
// EXTERNAL MODULE: ./src/runner/build.ts + 2 modules
var build = __webpack_require__(4948);
// EXTERNAL MODULE: ./src/stats/warmup.ts
var warmup = __webpack_require__(3195);
;// CONCATENATED MODULE: ./src/runner/group-results.ts

/**
 * Turns executions (each with measurements of possibly several benchmarks) into one record per
 * benchmark name seen in any execution of either version, in the order first seen. Every
 * execution appears under every benchmark: a failed execution as a failed record, and one
 * that did not report this benchmark (or reported it in another unit) as a failed record
 * saying so. So the l × m structure is complete for every benchmark and nothing is dropped
 * without a trace.
 */
function groupByBenchmark(versions) {
    const units = new Map();
    const directions = new Map();
    for (const side of ['base', 'head']) {
        versions[side].binaries.forEach((binary, b) => {
            binary.executions.forEach((execution, e) => {
                for (const m of execution.measurements ?? []) {
                    if (!units.has(m.name))
                        units.set(m.name, { unit: m.unit, execution, where: `${side} build ${b + 1}, execution ${e + 1}` });
                    if (m.better !== undefined && !directions.has(m.name))
                        directions.set(m.name, m.better);
                }
            });
        });
    }
    return [...units].map(([name, first]) => ({
        name,
        unit: first.unit,
        better: directions.get(name) ?? 'lower',
        base: versionRecord(versions.base, name, first),
        head: versionRecord(versions.head, name, first),
    }));
}
function versionRecord(version, name, unit) {
    return {
        ref: version.ref,
        sha: version.sha,
        binaries: version.binaries.map((binary) => ({
            ...(binary.buildSeconds === null ? {} : { buildSeconds: round(binary.buildSeconds) }),
            outputHash: binary.outputHash,
            ...(binary.outputDiff === undefined ? {} : { outputDiff: binary.outputDiff }),
            executions: binary.executions.map((execution) => executionRecord(execution, name, unit)),
        })),
    };
}
function executionRecord(execution, name, first) {
    const unit = first.unit;
    const record = { values: [], block: execution.block, order: execution.order };
    if (execution.startedAt !== undefined)
        record.startedAt = execution.startedAt;
    if (execution.durationMs !== undefined)
        record.durationMs = execution.durationMs;
    if (execution.exitCode !== undefined)
        record.exitCode = execution.exitCode;
    if (execution.measurements === null) {
        record.failure = execution.failure ?? 'failed';
        return record;
    }
    const own = execution.measurements.filter((m) => m.name === name);
    const otherUnit = own.find((m) => m.unit !== unit);
    if (own.length === 0) {
        record.failure = `no "${name}" measurement in this execution's output`;
    }
    else if (otherUnit !== undefined) {
        record.failure =
            first.execution === execution
                ? `"${name}" reported in both ${unit} and ${otherUnit.unit} in this execution's output; one benchmark must keep one unit`
                : `"${name}" reported in ${otherUnit.unit} here but in ${unit} in ${first.where}, where it was first seen; one benchmark must keep one unit`;
    }
    else {
        const { values, warmup } = splitWarmup(own);
        if (values.length === 0)
            record.failure = `all ${own.length} "${name}" measurements are marked warm-up`;
        else
            record.values = values;
        if (warmup.length > 0)
            record.warmup = warmup;
    }
    return record;
}
/**
 * Values the benchmark marked as warm-up, then the leading ones the detector finds in the
 * rest, go to `warmup`; the detector always leaves at least one value.
 */
function splitWarmup(measurements) {
    const marked = measurements.filter((m) => m.warmup === true).map((m) => m.value);
    const rest = measurements.filter((m) => m.warmup !== true).map((m) => m.value);
    const inTimeOrder = !measurements.some((m) => m.unordered === true);
    const detected = rest.length === 0 || !inTimeOrder ? 0 : Math.min((0,warmup/* detectWarmupLength */.A)(rest), rest.length - 1);
    return { values: rest.slice(detected), warmup: [...marked, ...rest.slice(0, detected)] };
}
function round(seconds) {
    return Math.round(seconds * 1000) / 1000;
}

// EXTERNAL MODULE: ./src/runner/interrupts.ts
var interrupts = __webpack_require__(7404);
// EXTERNAL MODULE: ./src/runner/rebuild-savings.ts
var rebuild_savings = __webpack_require__(4023);
// EXTERNAL MODULE: ./src/stats/rng.ts
var rng = __webpack_require__(1046);
;// CONCATENATED MODULE: ./src/runner/schedule.ts

/**
 * The run order of all executions: l·m blocks, block (k, j) pairing base binary k's execution
 * j with head binary ((k + j) mod l)'s execution j.
 *
 * - The pairing of builds rotates from round to round, so every base build meets every head
 *   build (once m ≥ l): base and head builds are independent draws, and crossing them lets
 *   the comparison model tell one version's build effects from the other's, which gives the
 *   build level more degrees of freedom than fixed pairs of builds would
 *   (docs/statistics.md). Each head binary still runs once per round.
 * - Blocks come in rounds: round j runs execution j of every binary, binaries shuffled
 *   (seeded). Every binary is thus spread over the whole run, so slow drift of the machine
 *   lands in the execution level rather than masquerading as a difference between builds,
 *   and no binary index lines up with a time of day.
 * - Within blocks, the order of base and head follows AB, BA, BA, AB, … (ABBA), starting
 *   either at AB or at BA by the seed: any prefix of the run has base-first and head-first
 *   blocks equal ±1, linear and quadratic drift cancel every four blocks, and no version
 *   runs more than twice in a row.
 *
 * Deterministic for a given design and seed.
 */
function planSchedule(design) {
    const { binaries, executions, seed } = design;
    if (!Number.isInteger(binaries) || binaries < 1 || !Number.isInteger(executions) || executions < 1) {
        throw new RangeError(`planSchedule: binaries and executions must be whole numbers ≥ 1, got ${binaries} and ${executions}`);
    }
    const random = (0,rng/* createRandom */.sk)(seed);
    const phase = drawPhase(random);
    const binaryIndices = Array.from({ length: binaries }, (_, k) => k);
    const blocks = [];
    for (let j = 0; j < executions; j++) {
        for (const k of (0,rng/* shuffled */.A4)(binaryIndices, random)) {
            blocks.push(blockAt(blocks.length, { binary: k, headBinary: (k + j) % binaries, execution: j }, phase));
        }
    }
    return blocks;
}
/**
 * The phase of the AB, BA, BA, AB cycle at block 0 that `planSchedule` draws from the seed:
 * 0 or 2, the two whose every prefix stays balanced ±1.
 */
function schedulePhase(seed) {
    return drawPhase((0,rng/* createRandom */.sk)(seed));
}
function drawPhase(random) {
    return (0,rng/* randomIndex */.km)(random, 2) * 2;
}
/** The block at position `index` of a run: base and head in the order the ABBA cycle gives that position. */
function blockAt(index, pairing, phase) {
    const baseFirst = [true, false, false, true][(index + phase) % 4];
    const base = { version: 'base', binary: pairing.binary, execution: pairing.execution };
    const head = { version: 'head', binary: pairing.headBinary, execution: pairing.execution };
    const [first, second] = baseFirst ? [base, head] : [head, base];
    return {
        index,
        ...pairing,
        runs: [
            { ...first, order: 2 * index },
            { ...second, order: 2 * index + 1 },
        ],
    };
}
/**
 * The schedule with `pairings` run at positions `at`, `at + 1`, …: the blocks from `at` on
 * move after them, and every moved or inserted block takes the index and ABBA order of its
 * new position, so the whole run stays one ABBA sequence. Which executions each block pairs
 * is unchanged.
 */
function insertBlocks(blocks, at, pairings, phase) {
    const later = [...pairings, ...blocks.slice(at).map(({ binary, headBinary, execution }) => ({ binary, headBinary, execution }))];
    return [...blocks.slice(0, at), ...later.map((pairing, i) => blockAt(at + i, pairing, phase))];
}

// EXTERNAL MODULE: ./src/runner/worktrees.ts
var runner_worktrees = __webpack_require__(6924);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/run-git.ts
var run_git = __webpack_require__(6148);
;// CONCATENATED MODULE: ./src/proof/input-proof.ts

/** At most this many paths are listed in a reason. */
const LISTED_PATHS = 10;
/**
 * Compares base's traced inputs with head's. Proved only when both traces are complete (no
 * gap, no network use, the execution succeeded), every path either touched has a hash or a
 * known absence, and base and head touched the same paths with the same states: inside the
 * checkout by their path in it, outside (the interpreter, system libraries) by absolute path.
 * `changed` is the diff's file list (paths in the checkout), for the proof's "not read" list.
 */
function compareTracedInputs(base, head, command, changed) {
    for (const [side, version] of [
        ['base', base],
        ['head', head],
    ]) {
        if (!version.exitedOk)
            return { proved: false, reason: { kind: 'trace-failed', detail: `the traced ${side} execution failed` } };
        // A process the trace could not follow first: it may have done anything, a socket included.
        const gaps = version.trace.gaps.filter((gap) => gap.kind !== 'network');
        if (gaps.length > 0)
            return { proved: false, reason: { kind: 'trace-incomplete', gaps: gaps.slice(0, LISTED_PATHS) } };
        const network = version.trace.gaps.find((gap) => gap.kind === 'network');
        if (network !== undefined)
            return { proved: false, reason: { kind: 'network', detail: `${side}: ${network.syscall}(${network.detail})` } };
    }
    if (stableJson(command.base) !== stableJson(command.head))
        return { proved: false, reason: { kind: 'inputs-differ', paths: ['(the command or its environment)'] } };
    const baseInputs = keyed(base);
    const headInputs = keyed(head);
    const unhashable = [...baseInputs, ...headInputs].filter(([, entry]) => entry.state.kind === 'too-large' || entry.state.kind === 'unhashable');
    if (unhashable.length > 0) {
        const shown = shownKey;
        const [key, entry] = unhashable[0];
        const path = shown(key);
        const detail = entry.state.kind === 'too-large'
            ? `${path} is ${entry.state.bytes} bytes, over the hashing limit`
            : `${path}: ${entry.state.reason}`;
        return { proved: false, reason: { kind: 'unhashable', paths: [...new Set(unhashable.map(([p]) => shown(p)))].slice(0, LISTED_PATHS), detail } };
    }
    const keys = [...new Set([...baseInputs.keys(), ...headInputs.keys()])].sort();
    const changedMeanwhile = [...new Set([base, head].flatMap((v) => (v.changedDuringTrace ?? []).map((path) => keyOf(v.root, path))))].sort();
    if (changedMeanwhile.length > 0)
        return { proved: false, reason: { kind: 'changed-during-trace', paths: changedMeanwhile.slice(0, LISTED_PATHS).map(shownKey) } };
    const rewritten = [...new Set([base, head].flatMap(readAndWritten))].sort();
    if (rewritten.length > 0)
        return { proved: false, reason: { kind: 'read-and-written', paths: rewritten.slice(0, LISTED_PATHS) } };
    const writtenOutside = new Set([...base.trace.written, ...head.trace.written].filter((path) => !isKernelPath(path)));
    const shared = keys.filter((key) => !key.startsWith('./') && writtenOutside.has(key) && [baseInputs, headInputs].some((m) => m.get(key)?.use !== 'probe' && m.has(key)));
    if (shared.length > 0)
        return { proved: false, reason: { kind: 'outside-state', paths: shared.slice(0, LISTED_PATHS) } };
    const differ = keys.filter((key) => stableJson(baseInputs.get(key) ?? null) !== stableJson(headInputs.get(key) ?? null));
    const inside = differ.filter((key) => key.startsWith('./'));
    if (inside.length > 0)
        return { proved: false, reason: { kind: 'inputs-differ', paths: inside.slice(0, LISTED_PATHS).map((key) => key.slice(2)) } };
    if (differ.length > 0)
        return { proved: false, reason: { kind: 'outside-inputs-differ', paths: differ.slice(0, LISTED_PATHS) } };
    const hash = (0,external_node_crypto_.createHash)('sha256');
    hash.update(stableJson(command.base));
    for (const key of keys)
        hash.update(`\n${key}\t${stableJson(baseInputs.get(key))}`);
    const entries = [...baseInputs.entries()];
    const counted = {
        filesRead: entries.filter(([, e]) => e.use !== 'probe' && e.state.kind !== 'missing').map(([key]) => key),
        executables: entries.filter(([, e]) => e.use === 'exec').map(([key]) => key),
        probed: entries.filter(([, e]) => e.use === 'probe').map(([key]) => key),
        kernelPaths: [...new Set(base.trace.paths.filter(({ path }) => isKernelPath(path)).map(({ path }) => path))],
    };
    const touched = new Set([...baseInputs.keys()].filter((key) => key.startsWith('./')).map((key) => key.slice(2)));
    return {
        proved: true,
        proof: {
            kind: 'identical-inputs',
            filesRead: counted.filesRead.length,
            executables: counted.executables.length,
            probed: counted.probed.length,
            processes: Math.max(base.trace.processes, head.trace.processes),
            hash: `sha256:${hash.digest('hex')}`,
            changedNotRead: changed.filter((path) => !touched.has(path)),
            kernelPaths: kernelPaths(base),
            counted,
        },
    };
}
/** A path's comparison key: `./path` inside the checkout `root`, the absolute path outside. */
function keyOf(root, path) {
    const dir = root.replace(/\/+$/, '');
    return path === dir ? './' : path.startsWith(`${dir}/`) ? `./${path.slice(dir.length + 1)}` : path;
}
/** A key as a reason lists it: a path in the checkout without `./`. */
function shownKey(key) {
    return key.startsWith('./') ? key.slice(2) || '.' : key;
}
/**
 * Paths in the checkout (as listed in a reason) that the tree read or executed and also wrote,
 * or looked at before it wrote them, and directories it listed and changed an entry of: hashed
 * after the trace, they are not what was read. Outside
 * the checkout, `outside-state` refuses what was read and written.
 */
function readAndWritten(version) {
    const written = new Set(version.trace.written);
    const before = new Set(version.trace.beforeWrite ?? []);
    // A directory listed whose entries the tree then created, removed or renamed: its listing was read and written.
    const parents = new Set(version.trace.written.map((path) => path.slice(0, Math.max(1, path.lastIndexOf('/')))));
    return version.trace.paths
        .filter(({ path, use }) => (written.has(path) && (use !== 'probe' || before.has(path))) || (use === 'read' && parents.has(path)))
        .map(({ path }) => keyOf(version.root, path))
        .filter((key) => key.startsWith('./'))
        .map(shownKey);
}
/** The version's paths by their comparison key: `./path` inside the checkout, the absolute path outside. */
function keyed(version) {
    const result = new Map();
    for (const { path, use } of version.trace.paths) {
        if (isKernelPath(path))
            continue;
        const key = keyOf(version.root, path);
        const state = version.states.get(path) ?? { kind: 'unhashable', reason: 'not hashed' };
        result.set(key, { use, state });
    }
    return result;
}
/**
 * /proc, /sys and /dev: the running kernel's state (pids, memory, devices), not a file either
 * version brings. Not /dev/shm and /dev/mqueue: files any process can write, compared as files.
 */
function isKernelPath(path) {
    return /^\/(proc|sys|dev)(\/|$)/.test(path) && !/^\/dev\/(shm|mqueue)(\/|$)/.test(path);
}
function kernelPaths(version) {
    return version.trace.paths.filter(({ path }) => isKernelPath(path)).length;
}
/** JSON with sorted keys, so equal values give equal text. */
function stableJson(value) {
    if (Array.isArray(value))
        return `[${value.map(stableJson).join(',')}]`;
    if (value !== null && typeof value === 'object')
        return `{${Object.keys(value)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
            .join(',')}}`;
    return JSON.stringify(value) ?? 'null';
}

;// CONCATENATED MODULE: ./src/proof/part-proofs.ts

/**
 * The run's outcome from its parts' outcomes: proved when every part is, with one proof over
 * them all (paths counted once over the parts' traces when the proofs kept their keys, else
 * summed; processes summed, each part ran its own; the hash over the parts' hashes in order,
 * and the diff's changes that no part read); otherwise the first unproved part's reason. No
 * parts: not proved (nothing was traced).
 *
 * Example: parts `[parse] proved, [sort] inputs-differ` → `{ proved: false, reason: inputs-differ }`.
 */
function combinePartOutcomes(parts) {
    const unproved = parts.find((part) => !part.outcome.proved);
    if (unproved !== undefined)
        return unproved.outcome;
    if (parts.length === 0)
        return { proved: false, reason: { kind: 'trace-failed', detail: 'no part of the suite was traced' } };
    const proofs = parts.map((part) => part.outcome.proof);
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const [i, proof] of proofs.entries())
        hash.update(`${parts[i].names.join('\n')}\t${proof.hash}\n`);
    const sum = (key) => proofs.reduce((total, proof) => total + proof[key], 0);
    // A path two parts read is one input of the run: counted once where every part kept its keys.
    const distinct = (key) => proofs.every((proof) => proof.counted !== undefined) ? new Set(proofs.flatMap((proof) => proof.counted?.[key] ?? [])).size : sum(key);
    const notRead = proofs.map((proof) => new Set(proof.changedNotRead));
    return {
        proved: true,
        proof: {
            kind: 'identical-inputs',
            filesRead: distinct('filesRead'),
            executables: distinct('executables'),
            probed: distinct('probed'),
            // Each part ran its own process tree.
            processes: sum('processes'),
            hash: `sha256:${hash.digest('hex')}`,
            changedNotRead: proofs[0].changedNotRead.filter((path) => notRead.every((set) => set.has(path))),
            kernelPaths: distinct('kernelPaths'),
        },
    };
}

;// CONCATENATED MODULE: ./src/proof/normalize-path.ts
/** Removes `.` and `..` segments and doubled slashes (lexically, as the kernel would walk them without links). */
function normalize(path) {
    const parts = [];
    for (const part of path.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..')
            parts.pop();
        else
            parts.push(part);
    }
    return `/${parts.join('/')}`;
}

;// CONCATENATED MODULE: ./src/proof/proc-paths.ts

const PROC_LINK = /^\/proc\/(self|thread-self|\d+)(?:\/task\/\d+)?\/(cwd|root|fd)(?:\/(.*))?$/;
const DEV_FD = /^\/dev\/fd(?:\/(.*))?$/;
/**
 * Where a path through /proc/<pid>/cwd, /proc/<pid>/root or a descriptor directory leads.
 * `cwdOf` gives a process's working directory as the trace followed it (`self` is the calling
 * process). A descriptor itself (`/proc/self/fd/3`) is plain: its open was traced; a path below
 * one (`/dev/fd/3/data`, a directory descriptor) cannot be placed.
 *
 * Example: `/proc/self/cwd/bin` in a process whose directory is `/w` → `{ resolved, '/w/bin' }`.
 */
function procRoute(path, cwdOf) {
    const dev = DEV_FD.exec(path);
    const proc = dev === null ? PROC_LINK.exec(path) : ['', 'self', 'fd', dev[1]];
    if (proc === null)
        return { kind: 'plain' };
    const [, pid, link, rest = ''] = proc;
    if (link === 'root')
        return { kind: 'resolved', path: normalize(`/${rest}`) };
    if (link === 'fd')
        return rest.includes('/') ? { kind: 'unresolved', why: 'a path below a descriptor' } : { kind: 'plain' };
    const cwd = cwdOf(pid);
    if (cwd === undefined)
        return { kind: 'unresolved', why: `the working directory of process ${pid} is not known to the trace` };
    return { kind: 'resolved', path: normalize(`${cwd}/${rest}`) };
}
/** The pid of a `/proc/<pid>/…` path (digits only; `self` is the caller), or null. */
function procPid(path) {
    return /^\/proc\/(\d+)(?:\/|$)/.exec(path)?.[1] ?? null;
}

;// CONCATENATED MODULE: ./src/proof/unseen-syscalls.ts
const UNSEEN_FAMILIES = [
    {
        family: 'io_uring',
        why: 'opens and reads files inside the kernel, with no openat or read line',
        syscalls: ['io_uring_setup', 'io_uring_enter', 'io_uring_register'],
    },
    { family: 'file handles', why: 'opens a file by its handle, without a path', syscalls: ['open_by_handle_at'] },
    {
        family: "another process's descriptors or memory",
        why: 'takes a descriptor from, or reads the memory of, a process the trace may not cover',
        syscalls: ['pidfd_getfd', 'process_vm_readv', 'process_vm_writev'],
    },
    {
        family: 'System V IPC',
        why: 'shared memory, message queues and semaphores named by a key, not a path, that processes outside the tree can fill',
        syscalls: ['shmget', 'shmat', 'msgget', 'msgrcv', 'msgsnd', 'semget', 'semop', 'semtimedop'],
    },
    { family: 'POSIX message queues', why: 'queues named outside the file system', syscalls: ['mq_open', 'mq_timedreceive', 'mq_getsetattr'] },
    { family: 'userfaultfd', why: "pages of a process's memory supplied by another thread or process", syscalls: ['userfaultfd'] },
    { family: 'bpf', why: 'maps and programs shared with other processes', syscalls: ['bpf'] },
    { family: 'fanotify', why: 'descriptors of files other processes open, handed over without an open', syscalls: ['fanotify_init', 'fanotify_mark'] },
    { family: 'perf events', why: 'records of other processes and of the kernel', syscalls: ['perf_event_open'] },
    { family: 'kernel keyrings', why: 'keys stored by earlier processes (a build), named by a description', syscalls: ['add_key', 'request_key', 'keyctl'] },
    {
        family: 'mounts and namespaces',
        why: 'paths that mean other files inside the tree than when they are hashed',
        syscalls: [
            'unshare',
            'setns',
            'mount',
            'umount2',
            'pivot_root',
            'chroot',
            'fsopen',
            'fsconfig',
            'fsmount',
            'fspick',
            'move_mount',
            'open_tree',
            'mount_setattr',
        ],
    },
    {
        family: 'extended attributes',
        why: 'values stored beside a file, which its hash does not cover (refused only when a value was there)',
        syscalls: ['getxattr', 'lgetxattr', 'fgetxattr', 'listxattr', 'llistxattr', 'flistxattr'],
    },
];
const FAMILY_OF = new Map(UNSEEN_FAMILIES.flatMap((f) => f.syscalls.map((s) => [s, f])));
/** The names added to strace's `-e trace=`: every syscall of every family. */
const UNSEEN_SYSCALLS = UNSEEN_FAMILIES.flatMap((f) => f.syscalls);
/**
 * The family that refuses this call, or null. `result` is the call's return value as strace
 * printed it (`-1`, `3`, `?`). A failed call read nothing; an extended attribute refuses only
 * when one was there (a list of none reads as nothing, as on every file of both versions).
 */
function unseenFamily(syscall, result) {
    const family = FAMILY_OF.get(syscall);
    if (family === undefined || result === '-1')
        return null;
    if (family.family === 'extended attributes' && syscall.includes('listxattr') && result === '0')
        return null;
    return family;
}
/** clone/clone3 flags that start a process in new namespaces (mount, user, pid…): its paths may mean other files. */
function namespaceFlags(call) {
    return [...new Set(call.match(/\bCLONE_NEW[A-Z]+\b/g) ?? [])];
}

;// CONCATENATED MODULE: ./src/proof/strace-output.ts




/**
 * Reads the output of `strace -f -q -y -s 4096 -o FILE -e trace=<TRACED_SYSCALLS>` (strace 5
 * and 6): one syscall per line, `PID +++ exited with 0 +++` when a traced process ends, `PID name(args) = result`, a call split by another process's
 * line as `PID name(args <unfinished ...>` … `PID <... name resumed>rest`. With `-y` every file
 * descriptor, and AT_FDCWD, is followed by its path in angle brackets, so a relative path
 * resolves against the directory strace printed.
 *
 * Pure: text in, the paths the process tree touched out. What the trace cannot vouch for is
 * returned as gaps, never dropped (a line it cannot read, a path strace cut short, ptrace).
 */
/**
 * The syscalls traced: file and process classes, the network class, directory reads, ptrace,
 * and every syscall that reads what no traced path names (unseen-syscalls.ts).
 */
const TRACED_SYSCALLS = ['%file,%process,%network,getdents,getdents64,fchdir,ptrace', ...UNSEEN_SYSCALLS].join(',');
const LINE = /^(\d+)\s+(?:<\.\.\. (\w+) resumed>(.*)|(\w+)\((.*))$/;
const UNFINISHED = ' <unfinished ...>';
/** The result at the end of a call: `) = 3</path>`, `) = -1 ENOENT (No such file or directory)`, `) = ?`. */
const RESULT = /\)\s+=\s+(-?\d+|\?|0x[0-9a-f]+)(?:<((?:[^>\\]|\\.)*)>)?(?:\s+(E[A-Z0-9]+))?(?:\s+\([^()]*\))?$/;
/** Sockets that reach outside the traced tree: a socketpair between its own processes does not. */
const NETWORK_CALLS = new Set(['socket', 'connect', 'bind', 'accept', 'accept4', 'sendto', 'sendmsg', 'sendmmsg', 'recvfrom', 'recvmsg', 'listen']);
const OPENS = new Set(['open', 'openat', 'openat2', 'creat']);
const EXECS = new Set(['execve', 'execveat']);
/** Path calls that change what is at the path (the first path argument; the second too for TWO_PATHS). */
const CHANGES = new Set([
    'unlink',
    'unlinkat',
    'rename',
    'renameat',
    'renameat2',
    'truncate',
    'mkdir',
    'mkdirat',
    'rmdir',
    'symlink',
    'symlinkat',
    'link',
    'linkat',
    'mknod',
    'mknodat',
]);
/** Calls whose second path is the one they change (rename's and link's new name, symlink's link). */
const TWO_PATHS = new Set(['rename', 'renameat', 'renameat2', 'symlink', 'symlinkat', 'link', 'linkat']);
/** Calls whose result is a new process (or thread): it starts in its parent's directory. */
const CLONES = new Set(['clone', 'clone3', 'fork', 'vfork']);
const STRENGTH = { probe: 0, read: 1, exec: 2 };
/**
 * Parses strace output (see the module comment); throws nothing: what it cannot read is a gap.
 * `cwd` is the directory the first process started in: a relative path in a call that prints
 * no directory (`access("x")`, `unlink("x")`) resolves against its process's working
 * directory, followed through chdir, fchdir and every `AT_FDCWD</dir>` strace prints, and
 * inherited by a child from the process that cloned it. `exitLines`: the trace was made with
 * `-q` (not `-qq`), so every traced process ends with a `+++` line, and a child that a clone
 * returned but the trace never shows was not followed (a gap).
 */
function parseStraceOutput(text, options = {}) {
    const pending = new Map();
    const cwds = new Map();
    let firstPid = null;
    const uses = new Map();
    const written = new Set();
    const beforeWrite = new Set();
    const pids = new Set();
    /** Pids clone/fork returned, with the line; pids a /proc/<pid> path named, with the line. */
    const children = new Map();
    const procPids = new Map();
    const write = (path) => {
        if (uses.has(path) && !written.has(path))
            beforeWrite.add(path);
        written.add(path);
    };
    const gaps = [];
    let execs = 0;
    const use = (path, kind) => {
        const known = uses.get(path);
        if (known === undefined || STRENGTH[kind] > STRENGTH[known])
            uses.set(path, kind);
    };
    for (const raw of text.split('\n')) {
        const line = raw.trimEnd();
        if (line === '')
            continue;
        const match = LINE.exec(line);
        if (match === null) {
            // `+++ exited with 0 +++` and `--- SIGCHLD …` lines carry no syscall (-qq drops most of them).
            const event = /^(\d+)\s+(\+\+\+|---)/.exec(line);
            if (event !== null) {
                pids.add(event[1]);
                continue;
            }
            gaps.push({ kind: 'unreadable-line', line: line.slice(0, 200) });
            continue;
        }
        const [, pid, resumedName, resumedRest, name, args] = match;
        pids.add(pid);
        if (firstPid === null) {
            firstPid = pid;
            if (options.cwd !== undefined)
                cwds.set(pid, normalize(options.cwd));
        }
        let call;
        let syscall;
        if (resumedName !== undefined) {
            const start = pending.get(`${pid} ${resumedName}`);
            pending.delete(`${pid} ${resumedName}`);
            if (start === undefined) {
                gaps.push({ kind: 'unreadable-line', line: line.slice(0, 200) });
                continue;
            }
            syscall = resumedName;
            call = start + resumedRest;
        }
        else {
            syscall = name;
            if (args.endsWith(UNFINISHED)) {
                pending.set(`${pid} ${name}`, args.slice(0, -UNFINISHED.length));
                continue;
            }
            call = args;
        }
        interpret(pid, syscall, call, line);
    }
    if (options.exitLines === true)
        for (const [child, { syscall, line }] of children)
            if (!pids.has(child))
                gaps.push({ kind: 'untraced-child', syscall, detail: `process ${child} never appeared in the trace: ${line.slice(0, 160)}` });
    for (const [other, line] of procPids)
        if (!pids.has(other))
            gaps.push({ kind: 'proc-path', syscall: 'open', detail: `another process's /proc/${other}: ${line.slice(0, 160)}` });
    return {
        paths: [...uses].map(([path, kind]) => ({ path, use: kind })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
        written: [...written].sort(),
        beforeWrite: [...beforeWrite].sort(),
        processes: pids.size,
        execs,
        gaps,
    };
    function interpret(pid, syscall, call, line) {
        const cwd = /^AT_FDCWD<((?:[^>\\]|\\.)*)>/.exec(call);
        if (cwd !== null)
            cwds.set(pid, strace_output_unescape(cwd[1]));
        if (syscall === 'ptrace') {
            gaps.push({ kind: 'ptrace', detail: line.slice(0, 200) });
            return;
        }
        if (NETWORK_CALLS.has(syscall)) {
            gaps.push({ kind: 'network', syscall, detail: call.slice(0, 200) });
            return;
        }
        const result = RESULT.exec(call);
        const ok = result !== null && result[1] !== '-1' && result[1] !== '?';
        const family = unseenFamily(syscall, result?.[1] ?? null);
        if (family !== null) {
            gaps.push({ kind: 'unseen-syscall', syscall, detail: `${family.family}: ${family.why}` });
            return;
        }
        if (CLONES.has(syscall)) {
            if (/\bCLONE_UNTRACED\b/.test(call))
                gaps.push({ kind: 'untraced-child', syscall, detail: `CLONE_UNTRACED: strace does not follow the child (${call.slice(0, 160)})` });
            const spaces = namespaceFlags(call);
            if (spaces.length > 0)
                gaps.push({ kind: 'unseen-syscall', syscall, detail: `mounts and namespaces: ${spaces.join('|')}` });
            const parent = cwds.get(pid);
            if (ok && result !== null)
                children.set(result[1], { syscall, line });
            if (ok && result !== null && parent !== undefined)
                cwds.set(result[1], parent);
            return;
        }
        if (syscall === 'fchdir') {
            const dir = /^\d+<((?:[^>\\]|\\.)*)>/.exec(call);
            if (ok && dir !== null)
                cwds.set(pid, strace_output_unescape(dir[1]));
            else if (ok)
                cwds.delete(pid);
            return;
        }
        if (syscall === 'getdents' || syscall === 'getdents64') {
            const dir = /^\d+<((?:[^>\\]|\\.)*)>/.exec(call);
            if (dir !== null)
                use(strace_output_unescape(dir[1]), 'read');
            return;
        }
        const first = firstString(call);
        if (first === null)
            return; // fd-only calls (fstat, fchmod…): the open already named the file
        if (first.truncated) {
            gaps.push({ kind: 'truncated-path', line: line.slice(0, 200) });
            return;
        }
        const base = baseDirectory(call) ?? cwds.get(pid) ?? null;
        // AT_EMPTY_PATH on a pipe, socket or anonymous inode (stdio's fstat of stdout): no file.
        if (first.value === '' && base !== null && !base.startsWith('/'))
            return;
        const named = resolvePath(base, first.value);
        if (named === null) {
            gaps.push({ kind: 'relative-path', line: line.slice(0, 200) });
            return;
        }
        const other = procPid(named);
        if (other !== null && !procPids.has(other))
            procPids.set(other, line);
        if (EXECS.has(syscall) && /^\/(proc|dev)(\/|$)/.test(named)) {
            gaps.push({ kind: 'proc-path', syscall, detail: `executed through ${named}: the file is not named` });
            return;
        }
        // An open strace resolved (`= 3</real/path>`) names its file; anything else through /proc/<pid>/cwd is placed here.
        const opened = OPENS.has(syscall) && ok && result?.[2]?.startsWith('/') === true;
        const route = opened ? { kind: 'plain' } : procRoute(named, (p) => cwds.get(p === 'self' || p === 'thread-self' ? pid : p));
        if (route.kind === 'unresolved') {
            gaps.push({ kind: 'proc-path', syscall, detail: `${named}: ${route.why}` });
            return;
        }
        const path = route.kind === 'resolved' ? route.path : named;
        if (OPENS.has(syscall)) {
            if (!ok)
                return use(path, 'probe');
            const resolved = result?.[2] === undefined ? undefined : strace_output_unescape(result[2]);
            const target = resolved !== undefined && resolved.startsWith('/') ? resolved : path;
            // Opened only for writing: an output of the benchmark, not an input.
            const writeOnly = syscall === 'creat' || /\bO_WRONLY\b/.test(call);
            if (writeOnly || /\bO_(RDWR|CREAT|TRUNC|APPEND)\b/.test(call))
                write(target);
            if (target !== path)
                use(path, 'probe'); // a symbolic link on the way: it mattered too
            use(target, writeOnly ? 'probe' : 'read');
            return;
        }
        if (EXECS.has(syscall)) {
            if (ok) {
                execs += 1;
                use(path, 'exec');
            }
            else
                use(path, 'probe');
            return;
        }
        if (syscall === 'chdir' && ok)
            cwds.set(pid, path);
        if (ok && CHANGES.has(syscall)) {
            const second = TWO_PATHS.has(syscall) ? secondPath(call, cwds.get(pid) ?? null) : null;
            if (TWO_PATHS.has(syscall) && second === null) {
                gaps.push({ kind: 'relative-path', line: line.slice(0, 200) });
                return;
            }
            // symlink(target, link) changes only the link: its first string is the link's text.
            if (syscall !== 'symlink' && syscall !== 'symlinkat')
                write(path);
            if (second !== null)
                write(second);
        }
        use(path, 'probe');
    }
}
/**
 * The directory a path argument is relative to: the `-y` path after a leading descriptor
 * (`AT_FDCWD</w>` or `3</w/src>`); null when the call has none (then the argument must be absolute).
 */
function baseDirectory(call) {
    const match = /^(?:AT_FDCWD|\d+)<((?:[^>\\]|\\.)*)>,/.exec(call);
    return match === null ? null : strace_output_unescape(match[1]);
}
function resolvePath(base, path) {
    if (path.startsWith('/'))
        return normalize(path);
    if (path === '')
        return base; // AT_EMPTY_PATH: the descriptor itself
    if (base === null)
        return null;
    return normalize(`${base}/${path}`);
}
/**
 * The second path of rename/link/symlink, resolved: after its own `-y` directory
 * (`renameat(3</a>, "x", 4</b>, "y")`), else against the process's directory.
 */
function secondPath(call, cwd) {
    const strings = [...call.matchAll(/(?:(?:AT_FDCWD|\d+)<((?:[^>\\]|\\.)*)>, )?"((?:[^"\\]|\\.)*)"(\.\.\.)?/g)];
    if (strings.length < 2 || strings[1][3] !== undefined)
        return null;
    const dir = strings[1][1] === undefined ? cwd : strace_output_unescape(strings[1][1]);
    return resolvePath(dir, strace_output_unescape(strings[1][2]));
}
/** The first C string in the arguments, unescaped; `truncated` when strace cut it (`"…"...`). */
function firstString(call) {
    const match = /"((?:[^"\\]|\\.)*)("(\.\.\.)?)?/.exec(call);
    if (match === null)
        return null;
    return { value: strace_output_unescape(match[1]), truncated: match[2] === undefined || match[3] !== undefined };
}
const SIMPLE_ESCAPES = { n: '\n', t: '\t', r: '\r', v: '\v', f: '\f', a: '\x07', b: '\b' };
/** Undoes strace's C escapes (`\"`, `\\`, `\n`, `\303` octal, `\xc3` hex): bytes, read back as UTF-8. */
function strace_output_unescape(text) {
    const bytes = text.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code) => {
        if (code[0] === 'x')
            return String.fromCharCode(parseInt(code.slice(1), 16));
        if (/^[0-7]/.test(code))
            return String.fromCharCode(parseInt(code, 8));
        return SIMPLE_ESCAPES[code] ?? code;
    });
    return decodeBytes(bytes);
}
/** strace escapes bytes, not characters: the collected byte values read back as UTF-8. */
function decodeBytes(latin1) {
    return /[\u0080-\u00ff]/.test(latin1) ? Buffer.from(latin1, 'latin1').toString('utf8') : latin1;
}

// EXTERNAL MODULE: ./src/sharding/parse-shard.ts
var parse_shard = __webpack_require__(6026);
// EXTERNAL MODULE: ./src/sharding/shard-manifest.ts
var shard_manifest = __webpack_require__(160);
;// CONCATENATED MODULE: ./src/sharding/shard-run.ts


/**
 * What a shard's run needs around the runner: the environment that tells the benchmark command
 * which benchmarks to run, and the step that turns the run's results into the shard's results.
 */
const SHARD_ENV = {
    /** The names this shard measures, one per line (names may hold spaces and commas, not newlines). */
    benchmarks: 'BENCHGATE_BENCHMARKS',
    /** `i/N`, for harnesses that shard by themselves. */
    shard: 'BENCHGATE_SHARD',
};
/** Environment for every execution of shard `shard`: a harness that reads it runs only its benchmarks. */
function shardEnvironment(shard, assigned) {
    return { [SHARD_ENV.benchmarks]: assigned.join('\n'), [SHARD_ENV.shard]: (0,parse_shard/* formatShard */._D)(shard) };
}
function shasOf(results) {
    const meta = results.meta?.shas;
    const pick = (side) => {
        const recorded = meta?.[side] ?? results.benchmarks.find((b) => b[side].sha)?.[side].sha;
        return recorded ?? '';
    };
    return { base: pick('base'), head: pick('head') };
}
/**
 * A run's results as shard `shard` uploads them: only the benchmarks assigned to it (a harness
 * that ignores `BENCHGATE_BENCHMARKS` runs everything; the others are dropped here, so each
 * benchmark counts from its own shard only), with the manifest in `meta.shard`. The commits
 * come from `meta.shas` as `benchgate run` records them.
 */
function toShardResults(results, input) {
    const assigned = new Set(input.plan.shards[input.shard.index - 1]);
    const kept = { ...results, benchmarks: results.benchmarks.filter((b) => assigned.has(b.name)) };
    return (0,shard_manifest/* withShardManifest */.eF)(kept, (0,shard_manifest/* createShardManifest */.s4)({ ...input, shas: shasOf(results), meta: results.meta }));
}

// EXTERNAL MODULE: ./src/runner/environment.ts
var environment = __webpack_require__(5047);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/parsers/index.ts + 27 modules
var parsers = __webpack_require__(8552);
// EXTERNAL MODULE: ./src/parsers/metrics.ts
var metrics = __webpack_require__(9817);
// EXTERNAL MODULE: ./src/parsers/process-metric-names.ts
var process_metric_names = __webpack_require__(4035);
;// CONCATENATED MODULE: ./src/runner/process-metrics.ts


/**
 * The benchmark name of a metric of a whole process: the one place such names are made.
 *
 * Example: `processMetricName('max-rss', { kind: 'suite' })` → `process/max-rss`;
 * `processMetricName('cpu', { kind: 'part', part: 2 })` → `process part 2/cpu`;
 * `processMetricName('cpu', { kind: 'process' })` → `cpu`.
 */
function processMetricName(metric, scope) {
    switch (scope.kind) {
        case 'process':
            return metric;
        case 'suite':
            return (0,metrics/* metricName */.Kh)(process_metric_names/* PROCESS_PREFIX */.bu, metric);
        case 'part':
            return (0,metrics/* metricName */.Kh)(`${process_metric_names/* PROCESS_PREFIX */.bu} part ${scope.part}`, metric);
    }
}
/** GNU time's report: user and system seconds, peak RSS (KiB), voluntary and involuntary context switches, major page faults. */
const GNU_TIME_FORMAT = '%U %S %M %w %c %F';
/**
 * Reads the last line of a GNU time report written with GNU_TIME_FORMAT (earlier lines say
 * `Command exited with non-zero status N` or `Command terminated by signal N`); null when that
 * line is not six non-negative numbers.
 */
function parseTimeReport(text) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const last = lines.at(-1);
    if (last === undefined)
        return null;
    const fields = last.trim().split(/\s+/);
    if (fields.length !== 6 || !fields.every((f) => /^\d+(\.\d+)?$/.test(f)))
        return null;
    const [user, system, maxRssKiB, voluntarySwitches, involuntarySwitches, majorFaults] = fields.map(Number);
    return { cpuMs: Math.round((user + system) * 1e5) / 100, maxRssKiB, voluntarySwitches, involuntarySwitches, majorFaults };
}
/** The process's metrics as measurements named for `scope`, one value each; lower is better for all. */
function usageMeasurements(usage, scope) {
    const values = [
        ['cpu', usage.cpuMs, 'ms'],
        ['max-rss', usage.maxRssKiB, 'KiB'],
        ['ctx-voluntary', usage.voluntarySwitches, 'switches'],
        ['ctx-involuntary', usage.involuntarySwitches, 'switches'],
        ['major-faults', usage.majorFaults, 'faults'],
    ];
    return values.map(([metric, value, unit]) => ({ name: processMetricName(metric, scope), value, unit, better: 'lower' }));
}

// EXTERNAL MODULE: ./src/runner/run-process.ts
var run_process = __webpack_require__(887);
// EXTERNAL MODULE: ./src/util/format-numbers.ts
var format_numbers = __webpack_require__(2850);
;// CONCATENATED MODULE: ./src/runner/result-file.ts





/**
 * The result file a benchmark writes instead of printing (ExecutionRequest.resultFile): where it
 * may be, removing an earlier one before the execution, and reading it after, without following
 * links out of the working directory or blocking on what is not a regular file.
 */
/** Thrown for a result-file setting that points outside the working directory. */
class ResultFileOutsideError extends Error {
    constructor(resultFile) {
        super(`result-file "${resultFile}" is outside the working directory; give a path inside it`);
        this.name = 'ResultFileOutsideError';
    }
}
/** `resultFile` resolved against `dir`; throws ResultFileOutsideError when it climbs out of it. */
function resultFilePath(dir, resultFile) {
    const path = (0,external_node_path_.resolve)(dir, resultFile);
    if (!isInside(dir, path) || path === (0,external_node_path_.resolve)(dir))
        throw new ResultFileOutsideError(resultFile);
    return path;
}
function isInside(dir, path) {
    const rel = (0,external_node_path_.relative)(dir, path);
    return rel !== '' && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel);
}
/**
 * The most a result file may hold: the stdout limit, as the file stands in for stdout. A larger
 * file is refused by its size, before it is opened.
 */
const RESULT_FILE_LIMIT_BYTES = run_process/* STDOUT_LIMIT_BYTES */.KH;
/**
 * The least time reading the result file gets, even when the benchmark exited just before its
 * timeout: a regular file of at most RESULT_FILE_LIMIT_BYTES reads in far less.
 */
const READ_TIME_FLOOR_MS = 1000;
/**
 * The real directory the result file is in, refused when it leads (through a link) outside
 * `dir`; `missing` when it does not exist (yet): the benchmark may make it.
 */
async function resultDirectory(dir, resultFile, path) {
    let real;
    try {
        real = await (0,promises_.realpath)((0,external_node_path_.dirname)(path));
    }
    catch {
        return { ok: true, missing: true };
    }
    const top = await (0,promises_.realpath)(dir);
    if (real !== top && !isInside(top, real)) {
        return { ok: false, failure: `result file ${resultFile} is in a directory that leads outside the working directory (${real})` };
    }
    return { ok: true, missing: false };
}
/** "a FIFO", "a directory", ...: what a path that is not a regular file is. */
function kindOf(stats) {
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSymbolicLink())
        return 'a link';
    return 'not a regular file';
}
const isMissing = (error) => error instanceof Error && error.code === 'ENOENT';
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
/**
 * Before an execution: removes the result file an earlier one left, without following links out
 * of `dir`. A link at the path is removed itself (never its target); a directory whose path leads
 * outside `dir`, or a directory at the path, is refused (the failure, or null when all is well).
 */
async function removeResultFile(dir, resultFile, path) {
    const where = await resultDirectory(dir, resultFile, path);
    if (!where.ok)
        return `${where.failure}; not removed or read`;
    if (where.missing)
        return null;
    let stats;
    try {
        stats = await (0,promises_.lstat)(path);
    }
    catch (error) {
        return isMissing(error) ? null : `cannot check result file ${resultFile}: ${messageOf(error)}`;
    }
    if (stats.isDirectory())
        return `result file ${resultFile} is not a regular file (a directory); not removed`;
    try {
        await (0,promises_.unlink)(path);
    }
    catch (error) {
        if (!isMissing(error))
            return `cannot remove the result file ${resultFile} of an earlier execution: ${messageOf(error)}`;
    }
    return null;
}
const READ_CHUNK_BYTES = 1024 * 1024;
/** Flags to open the result file with: a FIFO swapped in after the check does not block, a link swapped in is not followed. */
const OPEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0) | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
/**
 * Reads the result file the benchmark wrote. It must be a regular file inside `dir` (a link is
 * followed only to a file inside it; the directory it is in must lead inside too) of at most
 * RESULT_FILE_LIMIT_BYTES, all checked with lstat before it is opened (a FIFO with no writer
 * would block the open forever) and again with fstat after; it is opened non-blocking and
 * without following a last link, and read to at most the limit. The whole read gets
 * `deadline.timeoutMs` and stops at `deadline.signal`.
 */
async function readResultFile(dir, resultFile, path, deadline) {
    const stop = new AbortController();
    const signals = deadline.signal ? [stop.signal, deadline.signal] : [stop.signal];
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => {
            stop.abort();
            resolve({ ok: false, failure: `reading result file ${resultFile} did not finish within ${(0,format_numbers/* formatDuration */.a3)(deadline.timeoutMs / 1000)}` });
        }, deadline.timeoutMs);
    });
    try {
        return await Promise.race([readCheckedFile(dir, resultFile, path, AbortSignal.any(signals)), late]);
    }
    finally {
        clearTimeout(timer);
        stop.abort();
    }
}
async function readCheckedFile(dir, resultFile, path, signal) {
    const where = await resultDirectory(dir, resultFile, path);
    if (!where.ok)
        return { ok: false, failure: `${where.failure}; not read` };
    const wroteNone = { ok: false, failure: `exited with code 0 but wrote no result file ${resultFile}` };
    if (where.missing)
        return wroteNone;
    let target = path;
    let stats;
    try {
        stats = await (0,promises_.lstat)(path);
        if (stats.isSymbolicLink()) {
            target = await (0,promises_.realpath)(path);
            if (!isInside(await (0,promises_.realpath)(dir), target))
                return { ok: false, failure: `result file ${resultFile} leads outside the working directory (${target}); not read` };
            stats = await (0,promises_.lstat)(target);
        }
    }
    catch (error) {
        return isMissing(error) ? wroteNone : { ok: false, failure: `cannot check result file ${resultFile}: ${messageOf(error)}` };
    }
    const refusal = refuseFile(resultFile, stats);
    if (refusal !== null)
        return { ok: false, failure: refusal };
    let handle;
    try {
        handle = await (0,promises_.open)(target, OPEN_FLAGS);
    }
    catch (error) {
        return { ok: false, failure: `cannot read result file ${resultFile}: ${messageOf(error)}` };
    }
    try {
        const opened = await handle.stat();
        if (opened.dev !== stats.dev || opened.ino !== stats.ino)
            return { ok: false, failure: `result file ${resultFile} was replaced while it was checked; not read` };
        const changed = refuseFile(resultFile, opened);
        if (changed !== null)
            return { ok: false, failure: changed };
        // Read to the end, but never past one byte over the limit: a file that grew since the check is refused, not read whole.
        const chunks = [];
        let length = 0;
        for (;;) {
            if (signal.aborted)
                return { ok: false, failure: `reading result file ${resultFile} was stopped` };
            const chunk = Buffer.alloc(Math.min(READ_CHUNK_BYTES, RESULT_FILE_LIMIT_BYTES + 1 - length));
            const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            length += bytesRead;
            if (length > RESULT_FILE_LIMIT_BYTES) {
                return { ok: false, failure: `result file ${resultFile} grew past the limit of ${(0,format_numbers/* formatBytes */.z3)(RESULT_FILE_LIMIT_BYTES)} while it was read; not read` };
            }
        }
        return { ok: true, text: Buffer.concat(chunks, length).toString('utf8') };
    }
    catch (error) {
        return { ok: false, failure: `cannot read result file ${resultFile}: ${messageOf(error)}` };
    }
    finally {
        await handle.close();
    }
}
/** Why a file with these stats is not read, or null. */
function refuseFile(resultFile, stats) {
    if (!stats.isFile())
        return `result file ${resultFile} is not a regular file (${kindOf(stats)}); not read`;
    if (stats.size > RESULT_FILE_LIMIT_BYTES) {
        return `result file ${resultFile} is ${stats.size} bytes, more than the limit of ${(0,format_numbers/* formatBytes */.z3)(RESULT_FILE_LIMIT_BYTES)}; not read`;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/runner/execute.ts











const STDERR_TAIL_LINES = 20;
/**
 * Runs the benchmark once, as a fresh process, and reads its measurements. Never throws for
 * a misbehaving benchmark: a crash, non-zero exit, timeout or unreadable output gives a
 * failed outcome with the reason.
 *
 * With `processMetrics` (and always with format `process`) the process runs under GNU time at
 * /usr/bin/time on Linux, whose report file gives the process's rusage from wait4: its metrics
 * (process-metrics.ts) are added to the harness's measurements, which are parsed as without it.
 * Without GNU time the process runs alone and a note says the metrics were not recorded.
 *
 * With format `process` the process itself is the measurement: `wall` (ms, spawn to exit),
 * and with GNU time also `cpu` (user + system, ms, 10 ms resolution), `max-rss` (KiB),
 * `ctx-voluntary`, `ctx-involuntary` and `major-faults`. Elsewhere only `wall`.
 */
async function runExecution(request) {
    const scope = request.format === 'process' ? { kind: 'process' } : (request.processMetrics ?? null);
    const resultFile = request.resultFile ?? null;
    const resultPath = resultFile === null || request.format === 'process' ? null : resultFilePath(request.dir, resultFile);
    if (resultFile !== null && resultPath !== null) {
        const refused = await removeResultFile(request.dir, resultFile, resultPath);
        if (refused !== null)
            return notRun(refused);
    }
    const run = await runMeasured(request, scope);
    const { result } = run;
    if (run.failure !== null)
        return failed(result, run.failure);
    const notes = run.notes.slice();
    if (request.format === 'process') {
        if (scope !== null && run.usage === null && run.unreadable !== null)
            return failed(result, run.unreadable);
        const own = run.usage === null || scope === null ? [] : usageMeasurements(run.usage, scope);
        return { ok: true, measurements: [wall(result), ...own], ...(notes.length > 0 ? { notes } : {}), ...common(result) };
    }
    let output = result.stdout;
    if (resultFile !== null && resultPath !== null) {
        // What is left of the execution's timeout, and at least READ_TIME_FLOOR_MS.
        const remainingMs = Math.max(READ_TIME_FLOOR_MS, request.timeoutMs - result.wallMs);
        const read = await readResultFile(request.dir, resultFile, resultPath, { timeoutMs: remainingMs, signal: request.signal });
        if (!read.ok)
            return failed(result, read.failure);
        output = read.text;
    }
    let measurements;
    try {
        const parsed = [];
        measurements = (0,parsers/* parseBenchmarkOutput */.UE)(request.format, output, parsed);
        notes.push(...parsed);
    }
    catch (error) {
        if (error instanceof parsers/* OutputParseError */.Xy)
            return failed(result, `unreadable ${resultFile === null ? 'output' : `result file ${resultFile}`}: ${error.message}`, true);
        throw error;
    }
    // The same value for every execution, so that it is recorded once (the report's text is in the failure of format process).
    if (scope !== null && run.unreadable !== null)
        notes.push({ kind: 'time-report-unreadable' });
    // The harness's own names never take these (parseBenchmarkOutput renames reserved names).
    if (scope !== null && run.usage !== null)
        measurements = [...measurements, ...usageMeasurements(run.usage, scope)];
    return { ok: true, measurements, ...(notes.length > 0 ? { notes } : {}), ...common(result) };
}
/**
 * Runs the command, under GNU time when `scope` asks for process metrics and it is there. Its
 * report goes to a file of its own (`-o /dev/fd/3`, reportFile), so the benchmark's stdout and
 * stderr are as without it.
 */
async function runMeasured(request, scope) {
    const options = { cwd: request.dir, env: request.env, timeoutMs: request.timeoutMs, signal: request.signal };
    if (scope === null || !gnuTimeAvailable()) {
        const result = await (0,run_process/* runProcess */.R3)(request.bench, options);
        const notes = scope === null ? [] : [{ kind: 'no-gnu-time' }];
        return { result, failure: processFailure(result, request.timeoutMs), usage: null, unreadable: null, notes };
    }
    const report = reportFile();
    let result;
    let text;
    try {
        result = await (0,run_process/* runProcess */.R3)(['/usr/bin/time', '-f', GNU_TIME_FORMAT, '-o', '/dev/fd/3', '--', ...request.bench], { ...options, fd3: report });
        const buffer = Buffer.alloc(REPORT_LIMIT_BYTES);
        text = buffer.subarray(0, (0,external_node_fs_.readSync)(report, buffer, 0, buffer.length, 0)).toString('utf8');
    }
    finally {
        (0,external_node_fs_.closeSync)(report);
    }
    const killedBy = /Command terminated by signal (\d+)/.exec(text);
    // GNU time exits with 127 (not found) or 126 (not executable) and says why on stderr when the command cannot start.
    const cannotRun = result.exitCode === 127 || result.exitCode === 126 ? /^\/usr\/bin\/time: cannot run (.*)$/m.exec(result.stderr) : null;
    const failure = result.timedOut || result.canceled
        ? processFailure(result, request.timeoutMs)
        : killedBy
            ? `killed by ${signalName(Number(killedBy[1]))}`
            : cannotRun
                ? `could not start: ${cannotRun[1].trim()}`
                : processFailure(result, request.timeoutMs);
    if (failure !== null)
        return { result, failure, usage: null, unreadable: null, notes: [] };
    const usage = parseTimeReport(text);
    const unreadable = usage === null ? `unreadable /usr/bin/time report: ${JSON.stringify(text.slice(0, 200))}` : null;
    return { result, failure: null, usage, unreadable, notes: [] };
}
/** The most of GNU time's report that is read: its line is some 40 bytes. */
const REPORT_LIMIT_BYTES = 4096;
/**
 * A new, empty file for one GNU time report, open for reading and writing and already unlinked:
 * GNU time reopens it through /dev/fd/3 and benchgate reads it by its descriptor, with a few
 * synchronous system calls and no file left behind (a temporary directory made, read and removed
 * per execution cost about a millisecond of thread-pool round trips; docs/runner.md). Made with
 * O_EXCL under a random name, so never an existing file or a link someone placed. In /dev/shm
 * (tmpfs) where it can be: on ext4 the close of a file that GNU time truncated and wrote went to
 * the disk, some 2 ms per execution (issue 47); elsewhere in the temporary directory.
 */
function reportFile() {
    const directories = reportDirectory === undefined ? REPORT_DIRECTORIES() : [reportDirectory];
    for (const [index, directory] of directories.entries()) {
        const path = (0,external_node_path_.join)(directory, `benchgate-time-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
        let fd;
        try {
            fd = (0,external_node_fs_.openSync)(path, 'wx+', 0o600);
        }
        catch (error) {
            if (index === directories.length - 1)
                throw error;
            continue;
        }
        (0,external_node_fs_.unlinkSync)(path);
        reportDirectory = directory;
        return fd;
    }
    throw new Error('no directory for the report file');
}
const REPORT_DIRECTORIES = () => (process.platform === 'linux' ? ['/dev/shm', (0,external_node_os_.tmpdir)()] : [(0,external_node_os_.tmpdir)()]);
/** The first of REPORT_DIRECTORIES where a report file could be made. */
let reportDirectory;
let gnuTime;
/** Whether /usr/bin/time understands GNU's -f and -o (BSD and busybox versions may not). */
function gnuTimeAvailable() {
    if (gnuTime === undefined) {
        gnuTime = false;
        if (process.platform === 'linux') {
            try {
                (0,external_node_child_process_.execFileSync)('/usr/bin/time', ['-f', '%e', '-o', '/dev/null', '--', 'true'], { stdio: 'ignore', timeout: 5000 });
                gnuTime = true;
            }
            catch {
                // Not there, or not GNU time: wall time only.
            }
        }
    }
    return gnuTime;
}
function signalName(signal) {
    const name = Object.entries(external_node_os_.constants.signals).find(([, number]) => number === signal)?.[0];
    return name ?? `signal ${signal}`;
}
function wall(result) {
    return { name: 'wall', value: result.wallMs, unit: 'ms', better: 'lower' };
}
/** Why the process counts as failed, or null when it exited with 0. */
function processFailure(result, timeoutMs) {
    if (result.canceled)
        return 'interrupted';
    if (result.timedOut)
        return `timed out after ${(0,format_numbers/* formatDuration */.a3)(timeoutMs / 1000)}`;
    if (result.spawnError !== null)
        return `could not start: ${result.spawnError}`;
    if (result.stdoutLimitExceeded)
        return `printed more than the stdout limit of ${(0,format_numbers/* formatBytes */.z3)(run_process/* STDOUT_LIMIT_BYTES */.KH)} and was killed`;
    if (result.signal !== null)
        return `killed by ${result.signal}${errorLine(result.stderr)}`;
    if (result.exitCode !== 0)
        return `exited with code ${result.exitCode}${errorLine(result.stderr)}`;
    if (result.pipesHeldOpen) {
        return (`exited with code 0, but a process it started outside its process group kept its output open until the timeout of ` +
            `${(0,format_numbers/* formatDuration */.a3)(timeoutMs / 1000)}`);
    }
    return null;
}
/** A line that names an error: `Error: boom`, `TypeError [ERR_X]: …`, `panic: …`, `Traceback`'s last line. */
const ERROR_LINE = /^\s*(?:Uncaught\s+)?(?:[\w$.]*(?:Error|Exception|Panic)\b(?:\s*\[[^\]]*\])?:|panic:|fatal( error)?:|error(?:\[\w+\])?:|FATAL\b|Segmentation fault|Aborted)/i;
/** Lines runtimes print after the error that say nothing about it (Node's `Node.js v20.20.2`). */
const TRAILER_LINE = /^\s*(?:Node\.js v\d+\S*|\s*)$/;
/**
 * The line of stderr that best says what failed, as `: line` (or '' without stderr): the last
 * line that names an error, else the last line that is not a runtime's trailer.
 */
function errorLine(stderr) {
    const lines = stderr.split(/\r?\n/);
    const line = findLast(lines, (l) => ERROR_LINE.test(l)) ?? findLast(lines, (l) => !TRAILER_LINE.test(l)) ?? '';
    const trimmed = line.trim();
    if (trimmed === '')
        return '';
    return `: ${trimmed.length > 200 ? `${trimmed.slice(0, 197)}...` : trimmed}`;
}
function findLast(lines, test) {
    for (let i = lines.length - 1; i >= 0; i--)
        if (test(lines[i]))
            return lines[i];
    return undefined;
}
function common(result) {
    return {
        startedAt: result.startedAt.toISOString(),
        durationMs: Math.round(result.wallMs * 1000) / 1000,
        exitCode: result.exitCode,
        stderrTail: (0,run_process/* lastLines */.w$)(result.stderr, STDERR_TAIL_LINES),
    };
}
function failed(result, failure, unreadable = false) {
    return { ok: false, failure, canceled: result.canceled, ...common(result), ...(unreadable ? { unreadable: true } : {}) };
}
/** An execution refused before its process started. */
function notRun(failure) {
    return { ok: false, failure, canceled: false, startedAt: new Date().toISOString(), durationMs: 0, exitCode: null, stderrTail: '' };
}

;// CONCATENATED MODULE: ./src/runner/trace-watch.ts

/**
 * Polls in a row that find strace running without a child of its own before giving up on the
 * trace: strace forks the benchmark as it starts, so 2 s without one means the benchmark is gone.
 */
const GONE_POLLS = 8;
/**
 * Under `strace -f`, a process the benchmark leaves running (a daemon) keeps strace, and with it
 * the traced execution, alive until the execution's timeout: minutes, twice, before anything is
 * measured. Watches the strace whose command line names `output` (its unique trace file): once
 * strace's own child, the benchmark, is gone while strace still runs, `onOutlived` is called,
 * once; the caller stops the execution, and the proof is refused (a traced process outlived the
 * benchmark), never invented. Without /proc's `children` files nothing is watched. Returns a
 * function that stops watching.
 */
function watchTracer(output, onOutlived, intervalMs = 250) {
    let pid = null;
    let gonePolls = 0;
    let busy = false;
    const poll = async () => {
        pid ??= await findTracer(output);
        if (pid === null)
            return;
        const children = await (0,promises_.readFile)(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => null);
        if (children === null)
            return;
        // The benchmark may be gone before the first poll: a child seen earlier is not required.
        if (children.trim() !== '') {
            gonePolls = 0;
            return;
        }
        if (++gonePolls >= GONE_POLLS) {
            clearInterval(timer);
            onOutlived();
        }
    };
    const timer = setInterval(() => {
        if (busy)
            return;
        busy = true;
        void poll().finally(() => {
            busy = false;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
}
/** The pid of the process whose command line holds `output` as an argument (the strace writing it), or null. */
async function findTracer(output) {
    const entries = await (0,promises_.readdir)('/proc').catch(() => []);
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const cmdline = await (0,promises_.readFile)(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
        if (cmdline.split('\0').includes(output))
            return Number(entry);
    }
    return null;
}

;// CONCATENATED MODULE: ./src/runner/trace-inputs.ts














/**
 * A file larger than this is not hashed (a 10 GB sparse file would take minutes): the proof
 * fails with the file named, and the run is measured.
 */
const HASH_LIMIT_BYTES = 1024 * 1024 * 1024;
/** The strace on the PATH the benchmark gets, or null. */
async function straceOnPath(settings) {
    const baseEnv = (0,environment/* commandEnvironment */.J)(settings.env, { version: 'base', binary: 0, execution: 0 });
    return findOnPath('strace', baseEnv.PATH ?? '');
}
/**
 * Traces one execution of each version's first build under `strace -f` and compares what
 * the two process trees read (src/proof/). The traced executions' values are not measurements
 * (the tracer slows the process); their benchmark names are kept for the report. With
 * `parts`, each part is traced once per version (BENCHGATE_BENCHMARKS naming it) and compared
 * on its own.
 */
async function proveUnchanged(request) {
    const started = Date.now();
    const { settings } = request;
    const strace = await straceOnPath(settings);
    if (strace === null) {
        const outcome = { proved: false, reason: { kind: 'no-tracer', detail: 'strace is not on the PATH the benchmark gets' } };
        return {
            outcome,
            benchmarks: [],
            ...(request.parts === undefined ? {} : { parts: request.parts.map((names) => ({ names: [...names], outcome, benchmarks: [] })) }),
            seconds: 0,
        };
    }
    const work = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'benchgate-trace-'));
    try {
        const changed = await changedFiles(settings.repo, request.shas);
        if (request.parts === undefined) {
            const whole = await traceUnit(request, strace, work, changed, { ...request.env }, 'run');
            return { outcome: whole.outcome, benchmarks: whole.benchmarks, seconds: (Date.now() - started) / 1000 };
        }
        const parts = [];
        for (const [index, names] of request.parts.entries()) {
            const unit = await traceUnit(request, strace, work, changed, { ...request.env, [SHARD_ENV.benchmarks]: names.join('\n') }, `part${index + 1}`);
            parts.push({ names: [...names], ...unit });
        }
        const benchmarks = new Map(parts.flatMap((part) => part.benchmarks.map((b) => [b.name, b])));
        return { outcome: combinePartOutcomes(parts), benchmarks: [...benchmarks.values()], parts, seconds: (Date.now() - started) / 1000 };
    }
    finally {
        await (0,promises_.rm)(work, { recursive: true, force: true });
    }
}
/** One traced execution of each version with `extraEnv` added, compared: the whole suite, or one part of it. */
async function traceUnit(request, strace, work, changed, extraEnv, label) {
    const { settings, binaries } = request;
    const versions = {};
    const names = new Map();
    const hashes = new Map();
    for (const side of results_format/* VERSION_SIDES */.Co) {
        const binary = binaries[side][0];
        const output = (0,external_node_path_.join)(work, `${label}-${side}.strace`);
        // Its status-change time is where the trace starts, on the clock the kernel stamps files with.
        const started = await startMark((0,external_node_path_.join)(work, `${label}-${side}.start`));
        // A process the benchmark leaves running would hold strace (and this execution) until the timeout.
        const outlived = new AbortController();
        const stopWatching = watchTracer(output, () => outlived.abort());
        const outcome = await runExecution({
            bench: [strace, '-f', '-q', '-y', '-s', '4096', '-o', output, '-e', `trace=${TRACED_SYSCALLS}`, '--', ...settings.bench],
            format: settings.format,
            resultFile: settings.resultFile,
            dir: binary.dir,
            env: { ...(0,environment/* commandEnvironment */.J)(settings.env, { version: side, binary: 0, execution: 0 }), ...extraEnv },
            timeoutMs: settings.timeoutSeconds * 1000,
            signal: request.signal === undefined ? outlived.signal : AbortSignal.any([request.signal, outlived.signal]),
        }).finally(stopWatching);
        const text = await (0,promises_.readFile)(output, 'utf8').catch(() => '');
        const trace = withTracerMessages(parseStraceOutput(text, { cwd: binary.dir, exitLines: true }), outcome.stderrTail);
        if (outcome.ok)
            for (const m of outcome.measurements)
                if (!names.has(m.name))
                    names.set(m.name, benchmarkOf(m));
        const root = settings.workdir === null ? binary.dir : binary.dir.slice(0, -(settings.workdir.length + 1));
        const withInterpreters = await addInterpreters(trace);
        const states = new Map();
        const ownWrites = new Set(trace.written.flatMap((path) => [path, parentOf(path)]));
        const changedDuringTrace = [];
        for (const { path, use } of withInterpreters.paths) {
            if (isKernelPath(path))
                continue;
            // Outside the checkout a file is hashed once while it stays the same file (inode, size, times):
            // the interpreter and system libraries are then equal by construction; a file the base
            // execution rewrote (a cache in $HOME) is hashed again for head.
            const inside = path === root || path.startsWith(`${root}/`);
            const key = inside ? `${side}\0${use}\0${path}` : `shared\0${use}\0${path}\0${await identity(path)}`;
            let state = hashes.get(key);
            if (state === undefined) {
                state = pathState(path, use !== 'probe', root);
                hashes.set(key, state);
            }
            states.set(path, await state);
            // Checked after hashing: a change up to then is one the hash may hold. A directory only
            // looked at is compared by its existence, which a new entry (by anyone, in /tmp) does not change.
            const now = states.get(path);
            const listed = use !== 'probe' || now?.kind !== 'directory';
            if (listed && !ownWrites.has(path) && (await changedSince(path, started)))
                changedDuringTrace.push(path);
        }
        // Stopped because a traced process outlived the benchmark: the trace is not whole, so the proof is refused.
        versions[side] = { root, trace: withInterpreters, states, exitedOk: outcome.ok && text !== '' && !outlived.signal.aborted, changedDuringTrace };
    }
    const command = (side) => {
        const { BENCHGATE_VERSION: _v, BENCHGATE_BINARY: _b, BENCHGATE_EXECUTION: _e, ...env } = (0,environment/* commandEnvironment */.J)(settings.env, {
            version: side,
            binary: 0,
            execution: 0,
        });
        return { bench: settings.bench, env: { ...env, ...extraEnv } };
    };
    const outcome = compareTracedInputs(versions.base, versions.head, { base: command('base'), head: command('head') }, changed);
    return { outcome, benchmarks: [...names.values()] };
}
function benchmarkOf(m) {
    return { name: m.name, unit: m.unit, better: m.better ?? 'lower' };
}
/** strace's own complaints (`strace: …`) on the execution's stderr mean a process it could not follow. */
function withTracerMessages(trace, stderr) {
    const messages = stderr.split('\n').filter((line) => line.startsWith('strace: '));
    if (messages.length === 0)
        return trace;
    return { ...trace, gaps: [...trace.gaps, ...messages.map((line) => ({ kind: 'unreadable-line', line: line.slice(0, 200) }))] };
}
/**
 * The kernel starts a script's `#!` interpreter without a syscall strace shows: each executed
 * file that starts with `#!` adds its interpreter as executed too.
 */
async function addInterpreters(trace) {
    const paths = trace.paths.slice();
    const known = new Set(paths.map((p) => p.path));
    for (const { path, use } of trace.paths) {
        if (use !== 'exec')
            continue;
        const head = await readStart(path);
        const match = /^#!\s*(\/\S+)/.exec(head);
        if (match !== null && !known.has(match[1])) {
            known.add(match[1]);
            paths.push({ path: match[1], use: 'exec' });
        }
    }
    return { ...trace, paths };
}
async function readStart(path) {
    const handle = await (0,promises_.open)(path, 'r').catch(() => null);
    if (handle === null)
        return '';
    try {
        const buffer = Buffer.alloc(256);
        const { bytesRead } = await handle.read(buffer, 0, 256, 0);
        return buffer.subarray(0, bytesRead).toString('latin1');
    }
    finally {
        await handle.close();
    }
}
/** Writes a marker file and returns its status-change time (ns): files changed after this have one at least as late. */
async function startMark(path) {
    await (0,promises_.writeFile)(path, '');
    return (await (0,promises_.lstat)(path, { bigint: true })).ctimeNs;
}
/**
 * Whether the path (or the link at it) had its status changed at or after `since`: written,
 * truncated, renamed over, re-linked. A change within the kernel's clock tick before the mark
 * counts too (refusing is the safe side). Absent now: only if it was there to change is not known, so no.
 */
async function changedSince(path, since) {
    const info = await (0,promises_.lstat)(path, { bigint: true }).catch(() => null);
    return info !== null && info.ctimeNs >= since;
}
function parentOf(path) {
    return path.slice(0, Math.max(1, path.lastIndexOf('/')));
}
/**
 * What a path is now. A symbolic link: its text (a path into `root` as `./path`) and what it
 * leads to, so that a link read with readlink compares by what it says. Read or executed: a file's SHA-256 (over HASH_LIMIT_BYTES: too large), a
 * directory's sorted listing; gone: unhashable (the benchmark deleted its own input). Only
 * looked at: whether it exists, its type, and a file's size.
 */
async function pathState(path, read, root) {
    const link = await (0,promises_.readlink)(path).catch(() => null);
    if (link !== null) {
        const text = link.startsWith('/') ? keyOf(root, link) : link;
        return { kind: 'link', text, target: await targetState(path, read) };
    }
    return targetState(path, read);
}
/** What a path leads to now (links followed). */
async function targetState(path, read) {
    const info = await (0,promises_.stat)(path).catch((error) => error);
    if (info instanceof Error) {
        if (info.code !== 'ENOENT' && info.code !== 'ENOTDIR')
            return { kind: 'unhashable', reason: info.code ?? info.message };
        return read ? { kind: 'unhashable', reason: 'read during the trace but gone after it (did the benchmark delete its own input?)' } : { kind: 'missing' };
    }
    if (info.isDirectory()) {
        if (!read)
            return { kind: 'directory', sha256: '' };
        const entries = await (0,promises_.readdir)(path, { withFileTypes: true }).catch(() => null);
        if (entries === null)
            return { kind: 'unhashable', reason: 'directory not readable' };
        const listing = entries.map((e) => `${e.name}\0${e.isDirectory() ? 'd' : e.isFile() ? 'f' : 'o'}`).sort();
        return { kind: 'directory', sha256: (0,external_node_crypto_.createHash)('sha256').update(listing.join('\n')).digest('hex') };
    }
    if (!info.isFile())
        return { kind: 'unhashable', reason: 'not a regular file or directory' };
    if (!read)
        return { kind: 'file', sha256: '', bytes: info.size };
    if (info.size > HASH_LIMIT_BYTES)
        return { kind: 'too-large', bytes: info.size };
    try {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        for await (const chunk of (0,external_node_fs_.createReadStream)(path))
            hash.update(chunk);
        return { kind: 'file', sha256: hash.digest('hex'), bytes: info.size };
    }
    catch (error) {
        return { kind: 'unhashable', reason: error.message };
    }
}
/** What makes a file outside the checkout the same file for both versions: inode, size and change times. */
async function identity(path) {
    const info = await (0,promises_.stat)(path, { bigint: true }).catch(() => null);
    return info === null ? 'absent' : `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
}
/** The files the diff between the two commits changes, as paths in the checkout. */
async function changedFiles(repo, shas) {
    const out = await (0,run_git/* git */.$Y)(repo, ['diff', '--name-only', '-z', '--no-renames', shas.base, shas.head], { raw: true }).catch(() => '');
    return out.split('\0').filter((p) => p !== '');
}
/** The first executable `name` in the directories of `path` (a PATH value), or null. */
async function findOnPath(name, path) {
    for (const dir of path.split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        const candidate = (0,external_node_path_.join)(dir, name);
        if (await (0,promises_.access)(candidate, external_node_fs_.constants.X_OK).then(() => true, () => false))
            return candidate;
    }
    return null;
}

// EXTERNAL MODULE: ./src/proof/tracer-hint.ts
var tracer_hint = __webpack_require__(1287);
// EXTERNAL MODULE: ./src/results/output-notes.ts
var output_notes = __webpack_require__(3673);
;// CONCATENATED MODULE: ./src/runner/split-benchmarks.ts


/**
 * One benchmark (or a few) per process (`split-benchmarks: N`): each execution of the design
 * runs the suite as several processes, each told its benchmarks in `BENCHGATE_BENCHMARKS` (the
 * variable a shard's harness reads, docs/sharding.md). Within a block the parts run in a
 * seeded random order, and each part runs for every execution of the block back to back (base
 * then head, or head then base, as the block has them), so the two processes a benchmark is
 * compared by are seconds apart rather than a whole suite apart. For each benchmark an
 * execution is still one process: the nested model is unchanged.
 */
/** The names in parts of at most `size`, in order; the last part may be shorter. */
function splitParts(names, size) {
    const step = Math.max(1, Math.floor(size));
    const parts = [];
    for (let i = 0; i < names.length; i += step)
        parts.push(names.slice(i, i + step));
    return parts;
}
/**
 * Runs one block's executions part by part: for each part, in an order drawn from `random`,
 * every run of the block in turn (`runPart`, given the part's 0-based index), then merges each run's processes into one
 * execution (mergeParts). Stops at the first part that throws (an interrupt).
 */
async function runSplitBlock(runs, parts, random, runPart) {
    const processes = runs.map(() => []);
    const order = (0,rng/* shuffled */.A4)(parts.map((names, index) => ({ names, index })), random);
    for (const part of order) {
        for (const [k, run] of runs.entries())
            processes[k].push({ index: part.index, outcome: await runPart(run, part.names, part.index) });
    }
    return new Map(runs.map((run, k) => [
        run,
        mergeParts(processes[k].sort((a, b) => a.index - b.index).map((p) => p.outcome), parts),
    ]));
}
/**
 * One execution from its parts' processes (in part order): their measurements together, their
 * durations summed, started when the first started. A failed part fails the execution, with
 * the part named: its other parts' values are not used, as a failed process's are not.
 */
function mergeParts(outcomes, parts) {
    const startedAt = outcomes.map((o) => o.startedAt).sort()[0] ?? new Date(0).toISOString();
    const durationMs = outcomes.reduce((sum, o) => sum + o.durationMs, 0);
    const failedAt = outcomes.findIndex((o) => !o.ok);
    if (failedAt >= 0) {
        const failed = outcomes[failedAt];
        const names = parts[failedAt] ?? [];
        const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')}, …` : names.join(', ');
        return {
            ok: false,
            failure: `part ${failedAt + 1} of ${parts.length} (${shown}): ${failed.failure}`,
            canceled: outcomes.some((o) => !o.ok && o.canceled),
            startedAt,
            durationMs,
            exitCode: failed.exitCode,
            stderrTail: failed.stderrTail,
        };
    }
    const ok = outcomes;
    const notes = (0,output_notes/* uniqueOutputNotes */.gX)(ok.flatMap((o) => o.notes ?? []));
    return {
        ok: true,
        measurements: ok.flatMap((o) => o.measurements),
        ...(notes.length === 0 ? {} : { notes }),
        startedAt,
        durationMs,
        exitCode: ok.at(-1)?.exitCode ?? 0,
        stderrTail: ok.at(-1)?.stderrTail ?? '',
    };
}

// EXTERNAL MODULE: ./src/sharding/assign-shards.ts
var assign_shards = __webpack_require__(1165);
// EXTERNAL MODULE: ./src/runner/run-record.ts
var run_record = __webpack_require__(1649);
;// CONCATENATED MODULE: ./src/runner/discovery.ts







/** The discovery execution of a shard failed: without the names, no shard can be planned. */
class DiscoveryFailedError extends Error {
    version;
    reason;
    constructor(version, reason) {
        super(`benchmark discovery (${version} build 1, BENCHGATE_DISCOVERY=1) failed: ${reason}`);
        this.version = version;
        this.reason = reason;
        this.name = 'DiscoveryFailedError';
    }
}
/** The environment variable set for the discovery executions of a sharded run. */
const DISCOVERY_ENV = 'BENCHGATE_DISCOVERY';
/**
 * One execution per version on its first build with `BENCHGATE_DISCOVERY=1`: the names it
 * reports (values discarded) are the suite. Both versions count: a benchmark added or removed
 * by the change is still assigned to exactly one shard.
 */
async function discover(settings, binaries, shard, context) {
    const start = context.now();
    const sorted = await discoverNames(settings, binaries, context.signal);
    const plan = (0,assign_shards/* assignShards */.f)(sorted, shard.count, shard.costs);
    const assigned = plan.shards[shard.index - 1];
    context.logger.info(`${sorted.length} benchmarks; shard ${(0,parse_shard/* formatShard */._D)(shard)} measures ${assigned.length}: ${assigned.join(', ') || '(none)'}`);
    return { names: sorted, plan, assigned, seconds: (0,run_record/* seconds */.YA)(context.now() - start) };
}
/** The suite's names, sorted: one execution per version on its first build with `BENCHGATE_DISCOVERY=1` (values discarded). */
async function discoverNames(settings, binaries, signal) {
    const context = { signal };
    const names = new Set();
    for (const version of results_format/* VERSION_SIDES */.Co) {
        (0,interrupts/* throwIfInterrupted */.sK)(context.signal);
        const outcome = await runExecution({
            bench: settings.bench,
            format: settings.format,
            resultFile: settings.resultFile,
            dir: binaries[version][0].dir,
            env: { ...(0,environment/* commandEnvironment */.J)(settings.env, { version, binary: 0, execution: 0 }), [DISCOVERY_ENV]: '1' },
            timeoutMs: settings.timeoutSeconds * 1000,
            signal: context.signal,
        });
        (0,interrupts/* throwIfInterrupted */.sK)(context.signal);
        if (!outcome.ok)
            throw new DiscoveryFailedError(version, outcome.failure);
        for (const m of outcome.measurements)
            names.add(m.name);
    }
    return [...names].sort(assign_shards/* compareNames */.M);
}

;// CONCATENATED MODULE: ./src/runner/progress.ts
/** "42s", "2m 10s", "1h 05m": short enough for one progress line per block. */
function formatElapsed(seconds) {
    const s = Math.max(0, Math.round(seconds));
    if (s < 60)
        return `${s}s`;
    if (s < 3600)
        return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
/** `block 7/30 done, 42s elapsed, ~2m 10s left`: the estimate assumes the remaining blocks take as long as the finished ones on average. */
function blockProgress(done, total, elapsedSeconds) {
    const left = done === 0 ? 0 : (elapsedSeconds / done) * (total - done);
    return `block ${done}/${total} done, ${formatElapsed(elapsedSeconds)} elapsed` + (done < total ? `, ~${formatElapsed(left)} left` : '');
}
/** `block 7 done, 42s of the 10m 00s budget spent`: with a budget the end is not known in advance. */
function budgetProgress(done, elapsedSeconds, budgetSeconds) {
    return `block ${done} done, ${formatElapsed(elapsedSeconds)} of the ${formatElapsed(budgetSeconds)} budget spent`;
}
/**
 * Which blocks get a progress line. On a terminal (`everyBlock`) every one: a person watches the
 * run move. In a log read later (CI, a pipe) a line per block buries the lines that matter, so
 * there: the first block, then the first block of each tenth of the run, by blocks of a fixed
 * schedule or by seconds of a budget.
 */
class ProgressLines {
    everyBlock;
    tenth = 0;
    constructor(everyBlock) {
        this.everyBlock = everyBlock;
    }
    /** After block `done` (from 1): `spent` of the `whole` run (blocks of blocks, or seconds of a budget). */
    show(done, spent, whole) {
        const tenth = whole > 0 ? Math.floor((10 * spent) / whole) : 0;
        if (!this.everyBlock && done > 1 && tenth <= this.tenth)
            return false;
        this.tenth = Math.max(this.tenth, tenth);
        return true;
    }
}

// EXTERNAL MODULE: ./src/planning/long-processes.ts
var long_processes = __webpack_require__(4179);
// EXTERNAL MODULE: ./src/planning/look-schedule.ts
var look_schedule = __webpack_require__(9458);
// EXTERNAL MODULE: ./src/planning/process-plan.ts
var process_plan = __webpack_require__(6958);
;// CONCATENATED MODULE: ./src/sequential/block-progress.ts
function isAddBuild(decision) {
    return typeof decision === 'object';
}

;// CONCATENATED MODULE: ./src/runner/block-loop.ts

















/**
 * Runs the blocks in order. Once a version has more failed executions than
 * max-failure-share allows, its results are inconclusive whatever follows, so the remaining
 * blocks are recorded as not run instead of spending CI time on them. With a control or a
 * budget, the measuring may also end after any block; the blocks not run are then left out.
 * A control may also add a build of each version after a block (`addBuilds`): its blocks run
 * next, and the rest of the schedule moves after them. When that build fails, the run stops
 * growing: the failure is recorded, the control gets one more call (`addedBuildFailed`) to make
 * its final look on the blocks so far, and the measuring ends.
 */
async function measure(settings, binaries, scheduled, context) {
    const { logger, now, signal, budgetSeconds } = context;
    const executions = {
        base: binaries.base.map(() => []),
        head: binaries.head.map(() => []),
    };
    const failed = { base: 0, head: 0 };
    let blocks = scheduled.slice();
    let addedBuildSeconds = 0;
    const failedBuilds = [];
    let extended = context.moreBlocks === undefined;
    let stoppedEarly = null;
    let stoppedBy = null;
    const start = now();
    const executionsRun = { base: 0, head: 0 };
    /** The order of the parts in each block (split-benchmarks), from the run's seed. */
    const splitRandom = (0,rng/* createRandom */.sk)((settings.seed ^ 0x5b1e7) >>> 0);
    /** Parser and runner notes (lines skipped, only aggregates in the output), each different one once. */
    const notes = new Map();
    const progressLines = new ProgressLines(logger.live === true);
    for (let b = 0; b < blocks.length; b++) {
        const block = blocks[b];
        /** Block 1's executions whose format read nothing: warned about at the end of the block, once when all were such (`unreadableFirstBlock`). */
        const unreadable = [];
        if (stoppedEarly === null && budgetSeconds !== undefined && (now() - context.start) / 1000 >= budgetSeconds) {
            stoppedBy = { reason: 'budget', blocks: block.index, scheduledBlocks: blocks.length };
            logger.warning(`stopping before block ${block.index + 1}: the budget of ${formatElapsed(budgetSeconds)} is spent`);
            break;
        }
        const parts = context.parts;
        const splitOutcomes = parts === undefined || stoppedEarly !== null
            ? null
            : await runSplitBlock(block.runs, parts, splitRandom, (run, part, index) => {
                (0,interrupts/* throwIfInterrupted */.sK)(signal);
                return runExecution({
                    bench: settings.bench,
                    format: settings.format,
                    resultFile: settings.resultFile,
                    dir: binaries[run.version][run.binary].dir,
                    env: {
                        ...(0,environment/* commandEnvironment */.J)(settings.env, { version: run.version, binary: run.binary, execution: run.execution }),
                        ...context.extraEnv,
                        [SHARD_ENV.benchmarks]: part.join('\n'),
                    },
                    timeoutMs: settings.timeoutSeconds * 1000,
                    signal,
                    ...(context.processMetrics === true ? { processMetrics: { kind: 'part', part: context.partNumbers?.[index] ?? index + 1 } } : {}),
                });
            });
        for (const [r, run] of block.runs.entries()) {
            if (stoppedBy !== null)
                break;
            const slot = { block: block.index, order: run.order };
            if (stoppedEarly !== null) {
                executions[run.version][run.binary][run.execution] = { ...slot, measurements: null, failure: `not run: ${stoppedEarly}`, notRun: true };
                continue;
            }
            (0,interrupts/* throwIfInterrupted */.sK)(signal);
            const binary = binaries[run.version][run.binary];
            const outcome = splitOutcomes?.get(run) ??
                (await runExecution({
                    bench: settings.bench,
                    format: settings.format,
                    resultFile: settings.resultFile,
                    dir: binary.dir,
                    env: { ...(0,environment/* commandEnvironment */.J)(settings.env, { version: run.version, binary: run.binary, execution: run.execution }), ...context.extraEnv },
                    timeoutMs: settings.timeoutSeconds * 1000,
                    signal,
                    ...(context.processMetrics === true ? { processMetrics: { kind: 'suite' } } : {}),
                }));
            (0,interrupts/* throwIfInterrupted */.sK)(signal);
            executionsRun[run.version] += 1;
            const timing = { startedAt: outcome.startedAt, durationMs: outcome.durationMs, exitCode: outcome.exitCode };
            if (outcome.ok) {
                for (const note of outcome.notes ?? []) {
                    const key = (0,output_notes/* outputNoteKey */.vK)(note);
                    if (notes.has(key))
                        continue;
                    notes.set(key, note);
                    context.onOutputNote?.(note);
                }
                executions[run.version][run.binary][run.execution] = { ...slot, ...timing, measurements: outcome.measurements };
            }
            else {
                failed[run.version] += 1;
                executions[run.version][run.binary][run.execution] = { ...slot, ...timing, measurements: null, failure: outcome.failure };
                const warning = `${run.version} binary ${run.binary + 1}, execution ${run.execution + 1}: ${outcome.failure}`;
                if (b === 0 && outcome.unreadable === true)
                    unreadable.push({ version: run.version, failure: outcome.failure, warning });
                else
                    logger.warning(warning);
                if (outcome.stderrTail !== '')
                    logger.debug(`its stderr ended with:\n${outcome.stderrTail}`);
            }
            if (b === 0 && parts === undefined)
                stoppedBy = firstBlockCheck(block, r, executions, context, { format: settings.format, scheduledBlocks: blocks.length });
        }
        if (stoppedBy === null && b === 0 && stoppedEarly === null && unreadableFirstBlock(block, unreadable)) {
            logger.warning(`stopping after block 1: the format ${settings.format} read nothing in the first process of either version, so no later one can ` +
                `measure anything (check --format / format); the first: ${unreadable[0].failure}`);
            stoppedBy = { reason: 'unreadable-output', blocks: 1, scheduledBlocks: blocks.length };
        }
        else
            for (const { warning } of unreadable)
                logger.warning(warning);
        if (stoppedBy !== null)
            break;
        if (context.instructions !== undefined)
            await context.instructions.countBlock(block, binaries, executions);
        if (context.profiler !== undefined)
            await context.profiler.profileBlock(block, binaries, executions);
        if (stoppedEarly === null) {
            // Builds a control added are building time, not measuring time (as in meta).
            const measureSeconds = (now() - start) / 1000 - addedBuildSeconds;
            const spentSeconds = (now() - context.start) / 1000;
            if (budgetSeconds === undefined) {
                if (progressLines.show(block.index + 1, block.index + 1, blocks.length))
                    logger.info(blockProgress(block.index + 1, blocks.length, measureSeconds));
            }
            else if (progressLines.show(block.index + 1, spentSeconds, budgetSeconds))
                logger.info(budgetProgress(block.index + 1, spentSeconds, budgetSeconds));
            const over = results_format/* VERSION_SIDES */.Co.find((side) => failed[side] > settings.maxFailureShare * blocks.length);
            if (over !== undefined && block.index + 1 < blocks.length) {
                stoppedEarly = `${over} already had ${failed[over]} failed executions, more than max-failure-share ${settings.maxFailureShare} allows`;
                logger.warning(`stopping after block ${block.index + 1}/${blocks.length}: ${stoppedEarly}`);
            }
            // Processes that take minutes: a fixed design that would run past the limit stops now, with a plan.
            if (stoppedEarly === null && context.fixedDesign === true && b === 0 && blocks.length > 1) {
                const first = block.runs.map((run) => executions[run.version][run.binary][run.execution]?.measurements ?? []);
                const elapsedSeconds = (now() - context.start) / 1000;
                const firstBlock = { version: results_format/* RESULTS_FORMAT_VERSION */.Mu, benchmarks: context.collect(executions) };
                // The builds' seconds as meta records them, so that the report recomputes the same plan.
                const costs = {
                    blockSeconds: measureSeconds,
                    buildSeconds: context.buildSeconds ?? Math.max(0, elapsedSeconds - measureSeconds),
                    format: settings.format,
                };
                const plan = (0,long_processes/* fixedDesignTooLong */.X5)({
                    elapsedSeconds,
                    blocks: 1,
                    measureSeconds,
                    scheduledBlocks: blocks.length,
                    blocksPerRound: binaries.base.length,
                    benchmarks: Math.max(...first.map((m) => new Set(m.filter((x) => (0,process_metric_names/* processMetricOf */.P_)(x.name) === null).map((x) => x.name)).size)),
                    format: settings.format,
                    plan: context.planTarget === undefined ? null : (0,process_plan/* planFromFirstBlock */.Xb)(firstBlock, costs, context.planTarget),
                });
                if (plan !== null) {
                    logger.warning(`stopping after block 1: ${plan.detail}`);
                    if (plan.lines.length > 0)
                        logger.warning(`the plan, to copy:\n${plan.lines.join('\n')}`);
                    stoppedBy = { reason: 'long-run', blocks: 1, scheduledBlocks: blocks.length };
                    break;
                }
            }
            // Also after the last block: a control may still want its final look.
            if (stoppedEarly === null && context.afterBlock !== undefined) {
                const progress = {
                    blocks: block.index + 1,
                    blocksPerRound: binaries.base.length,
                    scheduledBlocks: blocks.length,
                    elapsedSeconds: (now() - context.start) / 1000,
                    measureSeconds,
                    executions: { ...executionsRun },
                    failed: { ...failed },
                    identicalBuilds: context.identicalBuilds,
                    buildSeconds: settings.build === null ? null : context.builder.meanSeconds(),
                };
                const partial = () => ({ version: results_format/* RESULTS_FORMAT_VERSION */.Mu, benchmarks: context.collect(executions) });
                const decision = context.afterBlock(progress, partial);
                if (decision === 'stop' && block.index + 1 < blocks.length) {
                    stoppedBy = { reason: 'control', blocks: block.index + 1, scheduledBlocks: blocks.length };
                    break;
                }
                if (isAddBuild(decision)) {
                    const added = await addBuilds(decision.addBuild.blocks, block.index + 1, executions, context);
                    addedBuildSeconds += added.seconds;
                    if (added.failed !== undefined) {
                        failedBuilds.push((0,run_record/* failedBuildRecord */.Lf)(added.failed));
                        // The schedule ends here: the control's answer to this last call is not followed.
                        context.afterBlock({ ...progress, scheduledBlocks: block.index + 1, elapsedSeconds: (now() - context.start) / 1000, addedBuildFailed: (0,run_record/* oneLine */.TN)(added.failed) }, partial);
                        if (block.index + 1 < blocks.length)
                            stoppedBy = { reason: 'build-failed', blocks: block.index + 1, scheduledBlocks: blocks.length };
                        break;
                    }
                    if (added.pairings.length > 0)
                        blocks = insertBlocks(blocks, b + 1, added.pairings, context.phase);
                }
            }
            if (!extended && context.moreBlocks !== undefined && stoppedEarly === null && b + 1 === blocks.length) {
                extended = true;
                blocks.push(...context.moreBlocks(measureSeconds / blocks.length, blocks.length));
            }
        }
    }
    const outputNotes = [...notes.values()].slice(0, output_notes/* OUTPUT_NOTES_LIMIT */.YS);
    return { executions, stoppedEarly, stoppedBy, scheduledBlocks: blocks.length, addedBuildSeconds, failedBuilds, outputNotes };
}
/**
 * Every process of the first block ran, and its format read nothing, in both versions: a wrong
 * format, not a change, so every later process would fail the same way. One version alone
 * failing so is the change's doing (or a real difference) and is measured as usual.
 */
function unreadableFirstBlock(block, unreadable) {
    return unreadable.length === block.runs.length && results_format/* VERSION_SIDES */.Co.every((side) => unreadable.some((u) => u.version === side));
}
/**
 * A budgeted adaptive run, after process `r` of its first block: when the rest of the block
 * would end past the budget, stop now with the plan rather than spend the budget on a block
 * no look can use (a suite whose processes take minutes, issue of long processes).
 */
function firstBlockCheck(block, r, executions, context, run) {
    const { budgetSeconds, now, logger } = context;
    if (budgetSeconds === undefined || context.afterBlock === undefined || r + 1 >= block.runs.length)
        return null;
    const ran = block.runs.slice(0, r + 1).map((run) => executions[run.version][run.binary][run.execution]);
    const measured = ran.reduce((sum, e) => sum + (e?.durationMs ?? 0), 0) / 1000;
    // The suite's own benchmarks, not the process metrics recorded beside them.
    const first = (ran[0]?.measurements ?? []).filter((m) => (0,process_metric_names/* processMetricOf */.P_)(m.name) === null);
    const plan = (0,long_processes/* firstBlockOutOfBudget */.YG)({
        budgetSeconds,
        elapsedSeconds: (now() - context.start) / 1000,
        processSeconds: measured / ran.length,
        processesPerBlock: block.runs.length,
        processesLeft: block.runs.length - ran.length,
        blocksToFirstLook: (0,look_schedule/* firstUsefulRound */.H)(context.builder.binaries.base.length) * context.builder.binaries.base.length,
        format: run.format,
        ...(first.length === 0 ? {} : { benchmarks: new Set(first.map((m) => m.name)).size }),
    });
    if (plan === null)
        return null;
    logger.warning(`stopping in block 1: ${plan.detail}`);
    return {
        reason: 'budget',
        blocks: 0,
        scheduledBlocks: run.scheduledBlocks,
        oneBlockSeconds: plan.blockSeconds,
        suggestedBudgetSeconds: plan.suggestedBudgetSeconds,
    };
}
/**
 * What a control's `AddBuild` after block `done` does: unless more builds cannot differ or
 * the budget is spent (then it warns and adds nothing), builds one more binary of each
 * version and returns the blocks that pair them, execution 0…blocks−1 of each, with the
 * wall seconds the builds took. When one of the two builds fails, it warns and returns the
 * failure with no blocks; the pair's worktrees are gone (`Builder.addPair`).
 */
async function addBuilds(blocks, done, executions, context) {
    const { logger, now, builder, budgetSeconds } = context;
    if (!Number.isInteger(blocks) || blocks < 1)
        throw new RangeError(`afterBlock: addBuild needs a whole number of blocks ≥ 1, got ${blocks}`);
    const k = builder.binaries.base.length;
    if (context.identicalBuilds) {
        logger.warning(`block ${done}: not adding build ${k + 1}: the builds of both versions are identical (or there is no build command), so another cannot differ`);
        return { pairings: [], seconds: 0 };
    }
    if (budgetSeconds !== undefined && (now() - context.start) / 1000 >= budgetSeconds) {
        logger.warning(`block ${done}: not adding build ${k + 1}: the budget of ${formatElapsed(budgetSeconds)} is spent`);
        return { pairings: [], seconds: 0 };
    }
    const started = now();
    const pair = await builder.addPair();
    if ('failed' in pair) {
        const { failed } = pair;
        logger.warning(`block ${done}: adding build ${k + 1} of each version failed: ${(0,run_record/* oneLine */.TN)(failed)}; the run goes on without it and ends with a final look at ` +
            `the ${k} builds per version it measured` +
            (failed.outputTail === '' ? '' : (0,build/* outputExcerpt */.V4)(failed.outputHead, failed.outputTail)));
        return { pairings: [], seconds: (now() - started) / 1000, failed };
    }
    const { built } = pair;
    for (const side of results_format/* VERSION_SIDES */.Co) {
        executions[side].push([]);
        logger.debug(`${side} build ${k + 1} (added)${built[side].detail}`);
    }
    const buildTime = (side) => {
        const s = built[side].binary.buildSeconds;
        return s === null ? 'no build command' : `${s.toFixed(1)} s`;
    };
    logger.info(`adding build ${k + 1} of each version: base ${buildTime('base')}, head ${buildTime('head')}; its ${blocks} block${blocks === 1 ? '' : 's'} run next`);
    return {
        pairings: Array.from({ length: blocks }, (_, j) => ({ binary: k, headBinary: k, execution: j })),
        seconds: (now() - started) / 1000,
    };
}

;// CONCATENATED MODULE: ./src/parsers/cachegrind-out.ts
/**
 * Reads the instruction count from one cachegrind output file (`--cachegrind-out-file`, the
 * format of valgrind's docs/cg-format: `events:` names the counted events, `summary:` gives
 * the totals of the whole process in that order). The count is the `Ir` event: instructions
 * executed (read), as `cg_annotate` prints them.
 */
/** Thrown for a file that is not a readable cachegrind output; the message says what is missing. */
class CachegrindOutputError extends Error {
    constructor(detail) {
        super(`cachegrind output: ${detail}`);
        this.name = 'CachegrindOutputError';
    }
}
const COUNT = /^\d+$/;
/**
 * The `Ir` total of one cachegrind output file. Throws CachegrindOutputError when the file has
 * no `events:` line naming `Ir`, no `summary:` line, or a summary that is not one whole number
 * per event (a process killed before valgrind wrote its totals leaves no summary).
 */
function cachegrindInstructions(text) {
    let events = null;
    let summary = null;
    for (const line of text.split('\n')) {
        if (line.startsWith('events:'))
            events = line.slice('events:'.length).trim().split(/\s+/);
        else if (line.startsWith('summary:'))
            summary = line.slice('summary:'.length).trim().split(/\s+/);
    }
    if (events === null)
        throw new CachegrindOutputError('no "events:" line');
    const at = events.indexOf('Ir');
    if (at < 0)
        throw new CachegrindOutputError(`the events (${events.join(' ').slice(0, 80)}) do not include Ir`);
    if (summary === null)
        throw new CachegrindOutputError('no "summary:" line (did the process end before valgrind wrote its totals?)');
    if (summary.length !== events.length || !summary.every((n) => COUNT.test(n))) {
        throw new CachegrindOutputError(`the summary ${JSON.stringify(summary.join(' ').slice(0, 80))} is not one whole number per event`);
    }
    const count = Number(summary[at]);
    if (!Number.isSafeInteger(count))
        throw new CachegrindOutputError(`the Ir total ${summary[at]} is too large to count exactly`);
    return count;
}

;// CONCATENATED MODULE: ./src/runner/node-counted.ts
// Node under valgrind counts the same instructions in every process only when V8 is made
// predictable: without flags, JIT tiering and background threads moved the counts of one loop
// by 0.3–7 % between processes here (docs/instructions.md). NODE_OPTIONS refuses V8's
// `--predictable` and `--single-threaded`, so the counted execution's command is rewritten
// instead: a `node` it starts by name or path gets the flags. Timed executions never do.





/**
 * The V8 flags a counted Node process gets: one JIT tiering and no background compilation or GC
 * threads (`--predictable --single-threaded`), and fixed seeds for hash tables and
 * `Math.random`, so that neither differs between processes.
 */
const PREDICTABLE_NODE_FLAGS = ['--predictable', '--single-threaded', '--hash-seed=1', '--random-seed=1'];
/** Names a Node binary goes by. */
const NODE_NAMES = new Set(['node', 'nodejs']);
/**
 * The counted execution's command and environment, with Node made predictable: a command whose
 * program is Node (`node` or `nodejs` found on PATH, or a path to one) runs it with
 * `PREDICTABLE_NODE_FLAGS`, and a directory that goes first on PATH holds a `node` (and
 * `nodejs`) that runs the real one with them, so a Node a script starts by name (`npm run
 * bench`, `sh -c 'node …'`) gets them too. The directory's path depends only on that Node's
 * path, so it is the same in every process (PATH is hashed like any string). Without a Node on
 * PATH, the command is left as it is. A Node started by an absolute path from inside a script
 * (`process.execPath`) is not reached.
 */
async function predictableNodeCommand(bench, env) {
    return nodeWithFlags(bench, env, PREDICTABLE_NODE_FLAGS);
}
/**
 * The command and environment in which every Node the command starts by name or path gets
 * `flags` first (as `predictableNodeCommand` does with its flags): for flags NODE_OPTIONS
 * refuses (`--predictable`, and `--cpu-prof` in Node 20).
 */
async function nodeWithFlags(bench, env, flags) {
    const path = env.PATH ?? '';
    const [program, ...args] = bench;
    const node = (await findOnPath('node', path)) ?? (await findOnPath('nodejs', path));
    if (program !== undefined && NODE_NAMES.has((0,external_node_path_.basename)(program))) {
        const direct = program.includes('/') ? program : await findOnPath(program, path);
        if (direct !== null)
            bench = [direct, ...flags, ...args];
    }
    if (node === null)
        return { bench: [...bench], env };
    const dir = await wrapperDir(node, flags);
    return { bench: [...bench], env: { ...env, PATH: path === '' ? dir : `${dir}${external_node_path_.delimiter}${path}` }, wrappers: dir };
}
/**
 * The directory of `node` and `nodejs` wrappers that run `node` with the flags, one path per Node
 * (a fixed PATH keeps the counts alike across processes). It is made afresh for every counted
 * execution: the measured code knows the path and could leave other programs in it, which would
 * then run, first on PATH, in the other version's counted execution.
 */
async function wrapperDir(node, flags) {
    const id = (0,external_node_crypto_.createHash)('sha256')
        .update(`${node}\0${flags.join(' ')}`)
        .digest('hex')
        .slice(0, 16);
    const dir = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `benchgate-predictable-node-${id}`);
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.mkdir)(dir, { mode: 0o700 });
    const script = `#!/bin/sh\nexec ${[node, ...flags].map(shellQuote).join(' ')} "$@"\n`;
    for (const name of NODE_NAMES) {
        // Written beside and renamed into place, so a process never runs half a wrapper.
        const temporary = (0,external_node_path_.join)(dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
        await (0,promises_.writeFile)(temporary, script);
        await (0,promises_.chmod)(temporary, 0o755);
        await (0,promises_.rename)(temporary, (0,external_node_path_.join)(dir, name));
    }
    return dir;
}
function shellQuote(text) {
    return `'${text.replace(/'/g, `'\\''`)}'`;
}

;// CONCATENATED MODULE: ./src/runner/instruction-count.ts
// Instruction counts on request (`metrics: instructions`): after each block's timed executions,
// one more execution of each of its runs under valgrind's cachegrind, whose instruction total
// is the process's count. These executions feed no time; their counts are benchmarks of their
// own, one value per process, analysed by the same nested model (docs/instructions.md).















/** The unit of an instruction count. */
const INSTRUCTIONS_UNIT = 'instructions';
/**
 * How much longer than `timeout` an execution under valgrind may take: cachegrind without
 * cache simulation made a process run 12–86 times as long here, Node's the most
 * (docs/instructions.md has the measured ratios).
 */
const VALGRIND_TIMEOUT_FACTOR = 100;
/**
 * The longest a counted execution may run, whatever `timeout` is: 100 × the default timeout
 * (300 s) is 8.3 h, past the 6 h a GitHub job may run, so one count could take the whole job
 * with it. An hour leaves the job time to build, measure and report.
 */
const COUNTED_TIMEOUT_CAP_SECONDS = 60 * 60;
/**
 * The timeout of one execution under valgrind: `VALGRIND_TIMEOUT_FACTOR` × `timeout`, at most
 * `COUNTED_TIMEOUT_CAP_SECONDS` and at most the run's budget (when it has one), in ms.
 */
function countedTimeoutMs(timeoutSeconds, budgetSeconds) {
    const limits = [timeoutSeconds * VALGRIND_TIMEOUT_FACTOR, COUNTED_TIMEOUT_CAP_SECONDS];
    if (budgetSeconds !== undefined && budgetSeconds > 0)
        limits.push(budgetSeconds);
    return Math.min(...limits) * 1000;
}
/**
 * The benchmark an instruction count is recorded under, a whole-process metric: `instructions`
 * with `format: process` (beside its `wall`, `cpu` and `max-rss`), `process/instructions` for a
 * process that ran a suite, and `process part k/instructions` for part k (from 1) of a suite
 * run as several processes (`split-benchmarks`).
 */
function instructionsBenchmark(format, part) {
    const scope = format === 'process' ? { kind: 'process' } : part === undefined ? { kind: 'suite' } : { kind: 'part', part: part + 1 };
    return processMetricName(process_metric_names/* INSTRUCTIONS_METRIC */.RU, scope);
}
/**
 * The valgrind arguments before the benchmark command, the whole process tree, one output file
 * per process in `outputDir`: cachegrind without cache simulation (a count), or callgrind (counts
 * per function, `--profile`: runner/callgrind-profile.ts).
 */
function valgrindArguments(outputDir, tool = 'cachegrind') {
    const tracing = ['--trace-children=yes', `--${tool}-out-file=${(0,external_node_path_.join)(outputDir, `${tool}.out.%p`)}`, '--quiet', '--'];
    return tool === 'callgrind' ? ['--tool=callgrind', ...tracing] : ['--tool=cachegrind', '--cache-sim=no', '--branch-sim=no', ...tracing];
}
/** valgrind on the PATH the benchmark gets (the first version's environment), or null. */
async function findValgrind(settings) {
    return findOnPath('valgrind', (0,environment/* commandEnvironment */.J)(settings.env, { version: 'base', binary: 0, execution: 0 }).PATH ?? '');
}
/**
 * The counter for a run, or null when `settings.metrics` does not ask for instructions or
 * valgrind is not on the PATH the benchmark gets (then a warning says so, and the run measures
 * time as usual).
 */
async function instructionCounter(settings, context) {
    if (settings.metrics?.includes('instructions') !== true)
        return null;
    if (context.sharded === true) {
        context.logger.warning('metrics: instructions: not counted in a sharded run (a shard keeps only the benchmarks assigned to it); time is measured as usual');
        return null;
    }
    const valgrind = await findValgrind(settings);
    if (valgrind === null) {
        context.logger.warning('metrics: instructions: valgrind is not on the PATH the benchmark gets, so no instructions are counted; time is measured as usual ' +
            '(on Debian and Ubuntu runners: sudo apt-get install valgrind)');
        return null;
    }
    return new InstructionCounter(valgrind, settings, context);
}
/**
 * Counts the instructions of each run of a block, after its timed executions ran, into
 * executions of its own that mirror the timed ones (the same version, build, execution, block
 * and order). A run whose timed execution failed or did not run is not counted (its record
 * says so); a failed count is recorded with its reason and never touches the timed execution.
 */
class InstructionCounter {
    valgrind;
    settings;
    context;
    executions = { base: [], head: [] };
    firstFailure = null;
    constructor(valgrind, settings, context) {
        this.valgrind = valgrind;
        this.settings = settings;
        this.context = context;
    }
    async countBlock(block, binaries, timed) {
        for (const run of block.runs) {
            const slot = { block: block.index, order: run.order };
            const done = timed[run.version][run.binary]?.[run.execution];
            let record;
            if (done === undefined || done.notRun === true)
                record = { ...slot, measurements: null, failure: done?.failure ?? 'not run', notRun: true };
            else if (done.measurements === null)
                record = { ...slot, measurements: null, failure: 'not counted: the timed execution failed' };
            else {
                (0,interrupts/* throwIfInterrupted */.sK)(this.context.signal);
                const outcome = await this.count(run, binaries[run.version][run.binary].dir);
                (0,interrupts/* throwIfInterrupted */.sK)(this.context.signal);
                const times = { startedAt: outcome.startedAt, durationMs: outcome.durationMs, exitCode: outcome.exitCode };
                if (outcome.ok)
                    record = { ...slot, ...times, measurements: outcome.measurements };
                else {
                    record = { ...slot, ...times, measurements: null, failure: outcome.failure };
                    this.firstFailure ??= outcome.failure;
                    this.context.logger.warning(`${run.version} binary ${run.binary + 1}, execution ${run.execution + 1} under valgrind: ${outcome.failure}`);
                }
            }
            const builds = this.executions[run.version];
            while (builds.length <= run.binary)
                builds.push([]);
            builds[run.binary][run.execution] = record;
        }
    }
    /**
     * The counts as benchmark records, one per benchmark name (instructionsBenchmark), over every
     * build in `binaries`. When no execution under valgrind succeeded there is no record, and a
     * warning gives the first failure.
     */
    benchmarks(refs, shas, binaries) {
        const executions = {
            base: binaries.base.map((_, k) => this.executions.base[k] ?? []),
            head: binaries.head.map((_, k) => this.executions.head[k] ?? []),
        };
        return (0,run_record/* markNotRun */.q3)(groupByBenchmark((0,run_record/* finishedVersions */.av)(refs, shas, binaries, executions)), executions);
    }
    /** Logs, once the measuring is over, that no count succeeded (with the first reason), when that is so. */
    reportNoCounts() {
        const counted = [...this.executions.base, ...this.executions.head].some((build) => build.some((e) => e.measurements !== null));
        if (!counted && this.firstFailure !== null)
            this.context.logger.warning(`metrics: instructions: no execution under valgrind succeeded, so no instructions are reported; the first: ${this.firstFailure}`);
    }
    /** One run under valgrind: the whole suite, or each part of it in turn (merged as the timed parts are). */
    async count(run, dir) {
        const parts = this.context.parts;
        if (parts === undefined)
            return this.countProcess(run, dir, instructionsBenchmark(this.settings.format), {});
        const outcomes = [];
        for (const [k, part] of parts.entries()) {
            const outcome = await this.countProcess(run, dir, instructionsBenchmark(this.settings.format, (this.context.partNumbers?.[k] ?? k + 1) - 1), {
                [SHARD_ENV.benchmarks]: part.join('\n'),
            });
            outcomes.push(outcome);
            if (!outcome.ok)
                break;
        }
        return mergeParts(outcomes, parts.slice(0, outcomes.length));
    }
    async countProcess(run, dir, name, partEnv) {
        const { settings } = this;
        const work = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'benchgate-cachegrind-'));
        try {
            // Node's counts are deterministic only with V8 made predictable: for this execution only (node-counted.ts).
            const counted = await predictableNodeCommand(settings.bench, {
                ...(0,environment/* commandEnvironment */.J)(settings.env, { version: run.version, binary: run.binary, execution: run.execution }),
                ...this.context.extraEnv,
                ...partEnv,
            });
            const outcome = await runExecution({
                bench: [this.valgrind, ...valgrindArguments(work), ...counted.bench],
                format: settings.format,
                resultFile: settings.resultFile,
                dir,
                env: counted.env,
                timeoutMs: countedTimeoutMs(settings.timeoutSeconds, this.context.budgetSeconds),
                signal: this.context.signal,
            });
            if (!outcome.ok)
                return outcome;
            const files = (await (0,promises_.readdir)(work)).filter((file) => file.startsWith('cachegrind.out.'));
            const failed = (failure) => ({ ...timing(outcome), ok: false, failure, canceled: false });
            if (files.length === 0)
                return failed('valgrind wrote no cachegrind output');
            let total = 0;
            for (const file of files) {
                try {
                    total += cachegrindInstructions(await (0,promises_.readFile)((0,external_node_path_.join)(work, file), 'utf8'));
                }
                catch (error) {
                    if (!(error instanceof CachegrindOutputError))
                        throw error;
                    return failed(error.message);
                }
            }
            return { ...timing(outcome), ok: true, measurements: [{ name, value: total, unit: INSTRUCTIONS_UNIT, better: 'lower' }] };
        }
        finally {
            await (0,promises_.rm)(work, { recursive: true, force: true });
        }
    }
}
function timing(outcome) {
    return { startedAt: outcome.startedAt, durationMs: outcome.durationMs, exitCode: outcome.exitCode, stderrTail: outcome.stderrTail };
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/profile/cpuprofile.ts
var cpuprofile = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/profile/function-times.ts
var function_times = __webpack_require__(7230);
;// CONCATENATED MODULE: ./src/profile/callgrind-out.ts


/** A file that is not callgrind output: the message names the file, the line and what is wrong. */
class CallgrindFormatError extends Error {
    constructor(file, problem) {
        super(`${file}: not callgrind output: ${problem}`);
        this.name = 'CallgrindFormatError';
    }
}
const cut = (text) => (text.length > cpuprofile/* MAX_FRAME_TEXT */.Bf ? `${text.slice(0, cpuprofile/* MAX_FRAME_TEXT */.Bf - 1)}…` : text);
const UNKNOWN = '???';
const callgrind_out_COUNT = /^\d+$/;
const POSITION = /^(?:\d+|0x[0-9a-fA-F]+|[+-]\d+|[+-]0x[0-9a-fA-F]+|\*)$/;
const NAMED = /^\((\d+)\)(?:\s(.*))?$/;
/**
 * Parses one callgrind output file into self and inclusive `Ir` per function, grouped by
 * object, file and name. Bounded as a `.cpuprofile` is (the measured code can write the file):
 * at most MAX_PROFILE_BYTES characters and MAX_PROFILE_NODES functions, names and paths cut to
 * MAX_FRAME_TEXT, every count a whole number whose sums stay exact. Throws
 * CallgrindFormatError naming `file` and the line.
 */
function parseCallgrind(text, file) {
    let lineNo = 0;
    const fail = (problem) => {
        throw new CallgrindFormatError(file, lineNo === 0 ? problem : `line ${lineNo}: ${problem}`);
    };
    if (text.length > cpuprofile/* MAX_PROFILE_BYTES */.Z9)
        fail(`${text.length} characters, more than the ${cpuprofile/* MAX_PROFILE_BYTES */.Z9} a profile may have`);
    const names = { ob: new Map(), fl: new Map(), fn: new Map() };
    const named = (space, value) => {
        const match = NAMED.exec(value);
        if (match === null)
            return cut(value);
        const [, id, name] = match;
        if (name !== undefined && name !== '') {
            names[space].set(id, cut(name));
            return cut(name);
        }
        return names[space].get(id) ?? fail(`(${id}) names no ${space === 'fn' ? 'function' : space === 'fl' ? 'file' : 'object'} defined before it`);
    };
    let positions = 1;
    let lineAt = 0;
    let ir = -1;
    let events = null;
    let haveTotals = false;
    let object = '';
    let fileName = UNKNOWN;
    let inlined = null;
    let current = null;
    let calledName = null;
    let pendingCall = false;
    const last = [];
    const functions = new Map();
    const add = (a, b) => {
        const sum = a + b;
        return Number.isSafeInteger(sum) ? sum : fail('the counts add up to more than can be counted exactly');
    };
    for (const raw of text.split('\n')) {
        lineNo += 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '' || line.startsWith('#'))
            continue;
        const first = line.charAt(0);
        if ((first >= '0' && first <= '9') || first === '+' || first === '-' || first === '*') {
            if (events === null)
                fail('a cost line before the "events:" line');
            const fields = line.trim().split(/\s+/);
            if (fields.length < positions)
                fail(`a cost line with fewer than its ${positions} positions`);
            for (let p = 0; p < positions; p++) {
                const field = fields[p];
                if (!POSITION.test(field))
                    fail(`${JSON.stringify(field.slice(0, 40))} is not a position`);
                const relative = field.startsWith('+') || field.startsWith('-');
                const digits = relative ? field.slice(1) : field;
                const amount = digits.startsWith('0x') ? Number.parseInt(digits.slice(2), 16) : Number(digits);
                const value = field === '*' ? (last[p] ?? 0) : relative ? (last[p] ?? 0) + (field.startsWith('-') ? -amount : amount) : amount;
                last[p] = value;
            }
            const counts = fields.slice(positions);
            if (counts.length > events.length)
                fail(`${counts.length} counts for ${events.length} events`);
            if (!counts.every((c) => callgrind_out_COUNT.test(c)))
                fail('a count that is not a whole number');
            const cost = ir < counts.length ? Number(counts[ir]) : 0;
            if (!Number.isSafeInteger(cost))
                fail('a count too large to count exactly');
            if (current === null)
                fail('a cost line before any "fn=" line');
            const fn = current;
            if (pendingCall) {
                // The call's inclusive cost: the caller's inclusive, never its self (a recursive call is already inside it).
                if (calledName !== fn.name)
                    fn.inclusive = add(fn.inclusive, cost);
                pendingCall = false;
                continue;
            }
            fn.self = add(fn.self, cost);
            fn.inclusive = add(fn.inclusive, cost);
            const at = lineAt < positions ? last[lineAt] : 0;
            if (cost > 0 && inlined === null && at > 0 && (fn.line === null || at < fn.line))
                fn.line = at;
            continue;
        }
        const eq = line.indexOf('=');
        const colon = line.indexOf(':');
        const key = eq > 0 && (colon < 0 || eq < colon) ? line.slice(0, eq) : null;
        const value = key === null ? '' : line.slice(eq + 1).trim();
        if (pendingCall && key !== null && key !== 'calls')
            fail(`"${key}=" between a "calls=" line and its cost line`);
        switch (key) {
            case 'ob':
                object = named('ob', value);
                break;
            case 'fl':
                fileName = named('fl', value);
                inlined = null;
                break;
            case 'fi':
            case 'fe': {
                const name = named('fl', value);
                inlined = name === fileName ? null : name;
                break;
            }
            case 'fn': {
                const name = named('fn', value);
                const where = fileName === UNKNOWN ? object : fileName;
                const id = JSON.stringify([object, where, name]);
                current = functions.get(id) ?? null;
                if (current === null) {
                    if (functions.size >= cpuprofile/* MAX_PROFILE_NODES */.NO)
                        fail(`more than the ${cpuprofile/* MAX_PROFILE_NODES */.NO} functions read`);
                    current = { name, file: where, line: null, self: 0, inclusive: 0 };
                    functions.set(id, current);
                }
                inlined = null;
                break;
            }
            case 'cob':
            case 'cfi':
            case 'cfl':
                named(key === 'cob' ? 'ob' : 'fl', value);
                break;
            case 'cfn':
                calledName = named('fn', value);
                break;
            case 'jfi':
                named('fl', value);
                break;
            case 'jfn':
                named('fn', value);
                break;
            case 'calls':
                if (!/^\d+(\s|$)/.test(value))
                    fail('a "calls=" line without a call count');
                pendingCall = true;
                break;
            case 'jump':
            case 'jcnd':
                break;
            case null: {
                const field = colon > 0 ? line.slice(0, colon) : '';
                const rest = line.slice(colon + 1).trim();
                if (field === 'events') {
                    events = rest.split(/\s+/);
                    ir = events.indexOf('Ir');
                    if (ir < 0)
                        fail(`the events (${cut(rest).slice(0, 80)}) do not include Ir`);
                }
                else if (field === 'positions') {
                    const kinds = rest.split(/\s+/);
                    if (kinds.length === 0 || kinds.length > 2 || !kinds.every((k) => k === 'line' || k === 'instr'))
                        fail(`positions ${JSON.stringify(cut(rest).slice(0, 40))}`);
                    positions = kinds.length;
                    lineAt = kinds.indexOf('line') < 0 ? positions : kinds.indexOf('line');
                }
                else if (field === 'summary' || field === 'totals')
                    haveTotals = true;
                else if (field === '' || !/^[a-z]+$/.test(field))
                    fail(`${JSON.stringify(line.slice(0, 40))} is neither a cost line nor a known specification`);
                // Other header lines (version, creator, pid, cmd, part, desc, thread) say nothing the counts need.
                break;
            }
            default:
                fail(`unknown specification "${cut(key).slice(0, 40)}="`);
        }
    }
    lineNo = 0;
    if (events === null)
        fail('no "events:" line');
    if (!haveTotals)
        fail('no "summary:" or "totals:" line (did the process end before valgrind wrote its counts?)');
    if (pendingCall)
        fail('a "calls=" line with no cost line after it');
    const list = [...functions.values()];
    let total = 0;
    for (const fn of list)
        total = add(total, fn.self);
    return { functions: list, total };
}
/**
 * The counts in the shape the profile comparison reads (function-times.ts), with instructions
 * where a `.cpuprofile` has milliseconds (the set says which: ProfileSet.unit): the function's
 * file as a `file:` URL when it is a path (read relative to the build's checkout, as a
 * script's URL is), its 0-based line (−1 without debug info).
 */
function callgrindTimes(profile) {
    const functions = profile.functions.map((fn) => ({
        frame: { name: fn.name, url: fn.file.startsWith('/') ? (0,external_node_url_.pathToFileURL)(fn.file).href : fn.file, line: fn.line === null ? -1 : fn.line - 1, column: 0 },
        selfMs: fn.self,
        totalMs: fn.inclusive,
    }));
    return { functions, sampledMs: profile.total };
}

;// CONCATENATED MODULE: ./src/runner/profile-files.ts
// The files a profiled execution writes (`.cpuprofile`, `callgrind.out.*`) are within the measured
// code's reach: it sees their folder on its command line (docs/security.md, S74, S77).




/**
 * The least a profiled execution may run, whatever its timed execution took: a profiled
 * execution may take a few times its timed one (PROFILE_SLOWER_LIMIT in cpu-profiler.ts, more
 * under callgrind), never less than this.
 */
const PROFILE_MIN_MS = 5000;
/** Profiles one execution may write (one per process it starts); more are not read. */
const MAX_PROFILES_PER_EXECUTION = 32;
const isCpuProfile = (name) => name.endsWith('.cpuprofile');
/**
 * The profiles a profiled execution wrote (the files `matches` accepts, `.cpuprofile` by
 * default), read defensively: regular files only, never through a link, each at most
 * MAX_PROFILE_BYTES (only the size found when opened is read), at most
 * MAX_PROFILES_PER_EXECUTION. A string: why they are refused.
 */
async function readProfiles(dir, matches = isCpuProfile) {
    const names = (await (0,promises_.readdir)(dir)).filter(matches).sort();
    if (names.length > MAX_PROFILES_PER_EXECUTION)
        return `${names.length} profiles written, more than the ${MAX_PROFILES_PER_EXECUTION} one execution may write`;
    const read = [];
    for (const name of names) {
        const path = (0,external_node_path_.join)(dir, name);
        const handle = await (0,promises_.open)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK).catch(() => null);
        if (handle === null)
            return `${JSON.stringify(name)} is not a regular file`;
        try {
            const info = await handle.stat();
            if (!info.isFile())
                return `${JSON.stringify(name)} is not a regular file`;
            if (info.size > cpuprofile/* MAX_PROFILE_BYTES */.Z9)
                return `a profile of ${info.size} bytes, more than the ${cpuprofile/* MAX_PROFILE_BYTES */.Z9 / 2 ** 20} MiB read`;
            const buffer = Buffer.alloc(info.size);
            const { bytesRead } = await handle.read(buffer, 0, info.size, 0);
            const data = buffer.subarray(0, bytesRead);
            read.push({ data, text: data.toString('utf8'), bytes: bytesRead });
        }
        finally {
            await handle.close();
        }
    }
    return read;
}

;// CONCATENATED MODULE: ./src/runner/callgrind-profile.ts
// Profiles of native processes (`--profile`, issue 48): when no process of the first profiled
// block wrote a V8 profile and valgrind is on the PATH, each profiled execution runs under
// valgrind's callgrind instead, as `metrics: instructions` runs one under cachegrind
// (instruction-count.ts): exact instruction counts (`Ir`) per function (docs/profiles.md).



/**
 * Executions per version under callgrind before its counts are trusted as exact. Counts are
 * deterministic for most native programs, so one execution could do; but the model needs two to
 * see any process-to-process variation (with one it gives no interval), and a program whose work
 * depends on time, randomness or threads varies. With two whose counts are identical, the
 * differences are read as exact; when they differ, more are profiled (up to the V8 profiler's
 * MAX_PROFILED_PER_VERSION) and compared through the model.
 */
const MIN_CALLGRIND_PER_VERSION = 2;
/**
 * How long an execution under callgrind may run: as a count under cachegrind may
 * (`countedTimeoutMs`), and at most VALGRIND_TIMEOUT_FACTOR × its timed execution's wall time
 * (at least PROFILE_MIN_MS): the measured code can see valgrind, and one that stalled only under
 * it would spend the budget on executions that are never timed (S76, S78).
 */
function callgrindTimeoutMs(timeoutSeconds, timedMs, budgetSeconds) {
    const counted = countedTimeoutMs(timeoutSeconds, budgetSeconds);
    return timedMs === undefined ? counted : Math.min(counted, Math.max(PROFILE_MIN_MS, timedMs * VALGRIND_TIMEOUT_FACTOR));
}
function callgrindTool(valgrind, timeoutSeconds, budgetSeconds) {
    return {
        kind: 'callgrind',
        command: async (bench, env, outDir) => ({ bench: [valgrind, ...valgrindArguments(outDir, 'callgrind'), ...bench], env }),
        timeoutMs: (timedMs) => callgrindTimeoutMs(timeoutSeconds, timedMs, budgetSeconds),
        isProfile: (name) => name.startsWith('callgrind.out.'),
        parse: (text, label) => {
            // A process valgrind could not follow (an exec it does not trace) leaves its file empty: no counts, not a bad file.
            if (text === '')
                return { functions: [], sampledMs: 0 };
            try {
                return callgrindTimes(parseCallgrind(text, label));
            }
            catch (error) {
                if (error instanceof CallgrindFormatError)
                    return error.message;
                throw error;
            }
        },
        // KCachegrind lists files named callgrind.out.*.
        keptName: (stem) => `callgrind.out.${stem}`,
    };
}
/**
 * The counts of one execution, for telling whether a version's executions counted the same: each
 * function's self count, sorted, and the total (names and paths left out: each build runs from
 * a checkout of its own).
 */
function countsSignature(profiles) {
    return profiles
        .map((p) => `${p.sampledMs}:${p.functions
        .map((f) => f.selfMs)
        .sort((a, b) => a - b)
        .join(',')}`)
        .join(';');
}

;// CONCATENATED MODULE: ./src/runner/profile-top-up.ts
/**
 * The timed execution the next extra profiled execution of `version` repeats (its build, its
 * environment, its time limit): in the build with the fewest profiled executions so far
 * (`perBuild`, the first such), that build's timed executions that gave values, in turn. Null
 * when no timed execution of the version gave values.
 *
 * Example: builds with 6 and 5 profiled executions, each with timed executions 0–5 → build 2,
 * execution 5 (its sixth).
 */
function topUpRun(version, timed, perBuild) {
    let best = null;
    for (let binary = 0; binary < timed[version].length; binary++) {
        const executions = timed[version][binary];
        const ok = [];
        for (let j = 0; j < executions.length; j++) {
            const e = executions[j];
            if (e !== undefined && e.notRun !== true && e.measurements !== null)
                ok.push(j);
        }
        const profiled = perBuild[binary] ?? 0;
        if (ok.length === 0 || (best !== null && profiled >= best.profiled))
            continue;
        const execution = ok[profiled % ok.length];
        best = { binary, profiled, execution, timedMs: executions[execution].durationMs };
    }
    if (best === null)
        return null;
    return { run: { version, binary: best.binary, execution: best.execution, order: 0 }, timedMs: best.timedMs };
}

;// CONCATENATED MODULE: ./src/runner/cpu-profiler.ts
// Profiles on request (`benchgate run --profile`, the action's `profile` input): after each
// block's timed executions, one more execution of each of its runs under V8's sampling
// profiler, as `metrics: instructions` runs one under valgrind (instruction-count.ts). These
// executions feed no timed value; their per-function self times are compared through the same
// model (profile/profile-diff.ts, docs/profiles.md). A benchmark that is not Node is profiled
// under callgrind instead, where valgrind is present (callgrind-profile.ts).

















/** Microseconds between samples: a 100 ms benchmark gives 400 samples. */
const PROFILE_INTERVAL_US = 250;
/**
 * The flags a profiled Node gets (NODE_OPTIONS refuses `--cpu-prof` in Node 20, so the command
 * is rewritten as for a counted execution: node-counted.ts). `--single-threaded` compiles on the
 * main thread: a compiler thread starved by a busy neighbour left some processes running
 * unoptimised code 3× longer (docs/profiles.md); no timed execution gets it.
 */
function profileFlags(dir) {
    return ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${PROFILE_INTERVAL_US}`, '--single-threaded'];
}
/**
 * Profiled executions per version: enough for the model (12 + 12 decided a planted 3× slowdown
 * at 0.999, and explained a real upgrade's Δ where 6–10 did not: docs/profiles.md), without
 * profiling every block of a long run. Rounds run every build in turn, so the first rounds spread
 * them over the builds; a run that decides with a change before it has them gets the rest after
 * the verdict (`topUp`).
 */
const MAX_PROFILED_PER_VERSION = 12;

/** Raw profiles kept for the results artifact, in bytes; later ones are left out (and counted). */
const MAX_KEPT_PROFILE_BYTES = 64 * 1024 * 1024;
/** How much longer than `timeout` a profiled execution may run (sampling adds a few percent here). */
const PROFILE_TIMEOUT_FACTOR = 2;
/**
 * A profiled execution may also take at most this many times its timed execution's wall time
 * (and at least PROFILE_MIN_MS): the measured code can see `--cpu-prof` on its command line, and
 * one that stalled only when profiled would spend the budget on executions that are never timed.
 */
const PROFILE_SLOWER_LIMIT = 4;
/** How long a profiled execution may run, given its timed execution's wall time (when recorded). */
function profiledTimeoutMs(timeoutSeconds, timedMs) {
    const cap = timeoutSeconds * PROFILE_TIMEOUT_FACTOR * 1000;
    return timedMs === undefined ? cap : Math.min(cap, Math.max(PROFILE_MIN_MS, timedMs * PROFILE_SLOWER_LIMIT));
}
/** V8's sampling profiler for Node processes (the flags reach them through nodeWithFlags). */
function v8Tool(timeoutSeconds) {
    return {
        kind: 'v8',
        command: (bench, env, outDir) => nodeWithFlags(bench, env, profileFlags(outDir)),
        timeoutMs: (timedMs) => profiledTimeoutMs(timeoutSeconds, timedMs),
        isProfile: (name) => name.endsWith('.cpuprofile'),
        parse: (text, label) => {
            try {
                return (0,function_times/* functionTimes */.li)((0,cpuprofile/* parseCpuProfile */.bW)(text, label));
            }
            catch (error) {
                if (error instanceof cpuprofile/* ProfileFormatError */.XF)
                    return error.message;
                throw error;
            }
        },
        keptName: (stem) => `${stem}.cpuprofile`,
    };
}
/**
 * Profiles each run of a block after its timed execution, into executions of its own (the
 * same version, build and execution number). A run whose timed execution failed or did not run
 * is not profiled; a failed profiled execution is logged and never touches the timed one.
 * When no process of the first profiled block wrote a profile (nothing there is Node), that
 * block is profiled again under callgrind where valgrind is on the PATH (and the blocks after
 * it while MIN_CALLGRIND_PER_VERSION says more are needed); otherwise the profiler stops, and
 * the report says so.
 */
class CpuProfiler {
    settings;
    context;
    scopes;
    counts = { base: 0, head: 0 };
    tool;
    /** Under callgrind: each version's distinct counts (countsSignature): identical ones need no more executions. */
    signatures = { base: new Set(), head: new Set() };
    executions = 0;
    profiled = 0;
    costMs = 0;
    note = null;
    firstFailure = null;
    blocks = 0;
    /** Each version's profiled executions per build (attempted), for spreading a top-up over the builds. */
    perBuild = { base: [], head: [] };
    topUpRecord;
    kept = { files: [], bytes: 0, leftOut: 0 };
    constructor(settings, context) {
        this.settings = settings;
        this.context = context;
        this.scopes = (context.parts ?? [null]).map(() => ({ base: [], head: [] }));
        this.tool = v8Tool(settings.timeoutSeconds);
    }
    /** Whether a version wants another profiled execution: up to MAX_PROFILED_PER_VERSION, and under callgrind only while its counts are not yet known to repeat. */
    wants(version) {
        const n = this.counts[version];
        if (n >= MAX_PROFILED_PER_VERSION)
            return false;
        return this.tool.kind === 'v8' || n < MIN_CALLGRIND_PER_VERSION || this.signatures[version].size > 1;
    }
    async profileBlock(block, binaries, timed) {
        if (this.note !== null)
            return;
        const { budget } = this.context;
        if (budget !== undefined && (budget.now() - budget.start) / 1000 >= budget.seconds)
            return;
        const before = this.profiled;
        let ran = false;
        for (const run of block.runs) {
            const done = timed[run.version][run.binary]?.[run.execution];
            if (done === undefined || done.notRun === true || done.measurements === null)
                continue;
            if (!this.wants(run.version))
                continue;
            ran = true;
            await this.profileRun(run, binaries, done.durationMs, { id: String(run.execution + 1), stem: `execution-${run.execution + 1}` });
        }
        if (!ran || this.blocks++ > 0 || this.profiled > before)
            return;
        if (this.tool.kind === 'v8' && this.firstFailure === null) {
            // Nothing there is Node: a native process, profiled under callgrind from this block on, where valgrind is present.
            const valgrind = await findValgrind(this.settings);
            if (valgrind !== null) {
                this.tool = callgrindTool(valgrind, this.settings.timeoutSeconds, this.context.budget?.seconds);
                this.counts = { base: 0, head: 0 };
                this.perBuild = { base: [], head: [] };
                this.scopes = this.scopes.map(() => ({ base: [], head: [] }));
                this.blocks = 0;
                return this.profileBlock(block, binaries, timed);
            }
        }
        this.note =
            this.firstFailure !== null
                ? `the first profiled block wrote no usable profile, so profiling stopped: ${this.firstFailure}`
                : this.tool.kind === 'v8'
                    ? 'no process of the first profiled block wrote a V8 profile (no Node process ran), and valgrind is not on the PATH the benchmark gets for callgrind: nothing was profiled after it'
                    : 'the first block profiled under callgrind wrote no callgrind output: nothing was profiled after it';
    }
    /**
     * The profiles as sets per scope, each build's checkout as its root, with the files of head's
     * commit (only those are ever linked). `identical`: a version whose builds are identical has
     * no build level (as in the timed analysis).
     */
    async result(binaries, identical, headSha) {
        const roots = { base: [], head: [] };
        for (const side of results_format/* VERSION_SIDES */.Co)
            for (const binary of binaries[side]) {
                // V8 names scripts by their real path; a checkout the measured code removed keeps its own.
                const checkout = checkoutOf(binary.dir, this.settings.workdir);
                roots[side].push(`${(0,external_node_url_.pathToFileURL)(await (0,promises_.realpath)(checkout).catch(() => checkout)).href}/`);
            }
        const set = (side, builds) => ({
            builds: builds.flatMap((executions, k) => (executions.length === 0 ? [] : [{ id: String(k + 1), executions, root: roots[side][k] }])),
            sourceIsProgram: identical[side],
            ...(this.tool.kind === 'callgrind' ? { unit: 'instructions' } : {}),
        });
        const scopes = this.scopes.map((scope, p) => ({
            part: this.context.parts === undefined ? null : (this.context.partNumbers?.[p] ?? p + 1),
            names: this.context.parts?.[p] ?? null,
            base: set('base', scope.base),
            head: set('head', scope.head),
        }));
        const listed = await (0,run_git/* git */.$Y)(this.settings.repo, ['ls-tree', '-r', '-z', '--name-only', headSha], { raw: true }).catch(() => '');
        return {
            scopes,
            profiler: this.tool.kind,
            executions: this.executions,
            profiled: this.profiled,
            costMs: this.costMs,
            note: this.note,
            firstFailure: this.firstFailure,
            kept: { ...this.kept, files: [...this.kept.files] },
            headFiles: new Set(listed.split('\0').filter((path) => path !== '')),
            ...(this.topUpRecord === undefined ? {} : { topUp: { ...this.topUpRecord } }),
        };
    }
    /**
     * After the measuring stopped early (after `blocks` blocks) with a change detected: profiles
     * more executions, never timed, until each version has MAX_PROFILED_PER_VERSION (under
     * callgrind, while `wants` asks for more), base and head in turn (ABBA), spread over the builds
     * (profile-top-up.ts). No execution starts that would end past the budget, judged by the mean
     * profiled execution so far: the top-up then stops, and says so. Nothing when profiling
     * stopped or no profile was usable.
     */
    async topUp(binaries, timed, blocks) {
        if (this.note !== null || this.profiled === 0 || !results_format/* VERSION_SIDES */.Co.some((side) => this.wants(side)))
            return;
        const before = { ...this.counts };
        const start = { executions: this.executions, costMs: this.costMs };
        const extra = { base: 0, head: 0 };
        let stopped = null;
        this.context.logger.info(`the run stopped after ${blocks} blocks with a change detected: profiling more executions (never timed) for "Where the time went", ` +
            `up to ${MAX_PROFILED_PER_VERSION} per version`);
        for (let pair = 0; stopped === null; pair++) {
            let ran = false;
            for (const version of pair % 2 === 0 ? results_format/* VERSION_SIDES */.Co : [...results_format/* VERSION_SIDES */.Co].reverse()) {
                if (!this.wants(version))
                    continue;
                const next = topUpRun(version, timed, this.perBuild[version]);
                if (next === null)
                    continue;
                if (!this.fitsBudget()) {
                    stopped = 'budget';
                    break;
                }
                extra[version] += 1;
                const name = `extra-${extra[version]}`;
                await this.profileRun(next.run, binaries, next.timedMs, { id: name, stem: name });
                ran = true;
            }
            if (!ran)
                break;
        }
        const after = { ...this.counts };
        this.topUpRecord = {
            target: MAX_PROFILED_PER_VERSION,
            blocks,
            before,
            after,
            executions: this.executions - start.executions,
            costMs: this.costMs - start.costMs,
            stopped,
        };
        if (stopped === 'budget')
            this.context.logger.warning(`profiling: stopped adding profiled executions at ${after.base} base and ${after.head} head: another would run past the budget`);
    }
    /** Whether one more profiled execution (every part), as long as the mean one so far, ends within the run's budget. */
    fitsBudget() {
        const { budget } = this.context;
        if (budget === undefined)
            return true;
        const mean = this.executions === 0 ? 0 : this.costMs / this.executions;
        return budget.now() - budget.start + mean * (this.context.parts?.length ?? 1) <= budget.seconds * 1000;
    }
    /** One profiled execution of `run`'s version and build (each part of a split suite in turn), added to its profiles. */
    async profileRun(run, binaries, timedMs, name) {
        this.counts[run.version] += 1;
        const perBuild = this.perBuild[run.version];
        perBuild[run.binary] = (perBuild[run.binary] ?? 0) + 1;
        const counted = [];
        for (const [p, part] of (this.context.parts ?? [null]).entries()) {
            (0,interrupts/* throwIfInterrupted */.sK)(this.context.signal);
            const profiles = await this.profileProcess(run, binaries[run.version][run.binary].dir, part, p, timedMs, name.stem);
            (0,interrupts/* throwIfInterrupted */.sK)(this.context.signal);
            if (profiles === null)
                continue;
            counted.push(profiles);
            const builds = this.scopes[p][run.version];
            while (builds.length <= run.binary)
                builds.push([]);
            builds[run.binary].push({ id: name.id, profiles });
        }
        if (this.tool.kind === 'callgrind' && counted.length > 0)
            this.signatures[run.version].add(counted.map(countsSignature).join('|'));
    }
    /** One process under the profiler; its profiles, or null (logged) when it failed or wrote none. */
    async profileProcess(run, dir, part, p, timedMs, stem) {
        const { settings, context } = this;
        const { tool } = this;
        const work = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'benchgate-cpu-prof-'));
        const label = `${run.version} build ${run.binary + 1}, ${stem.replace('-', ' ')}${part === null ? '' : `, part ${context.partNumbers?.[p] ?? p + 1}`} profiled`;
        let wrappers;
        try {
            const env = {
                ...(0,environment/* commandEnvironment */.J)(settings.env, { version: run.version, binary: run.binary, execution: run.execution }),
                ...context.extraEnv,
                ...(part === null ? {} : { [SHARD_ENV.benchmarks]: part.join('\n') }),
            };
            const profiledCommand = await tool.command(settings.bench, env, (0,external_node_path_.join)(work, 'out'));
            wrappers = profiledCommand.wrappers;
            await (0,promises_.mkdir)((0,external_node_path_.join)(work, 'out'));
            const outcome = await runExecution({
                bench: profiledCommand.bench,
                format: settings.format,
                resultFile: settings.resultFile,
                dir,
                env: profiledCommand.env,
                timeoutMs: tool.timeoutMs(timedMs),
                signal: context.signal,
            });
            this.executions += 1;
            this.costMs += outcome.durationMs;
            if (!outcome.ok)
                return this.failed(label, outcome.failure);
            const read = await readProfiles((0,external_node_path_.join)(work, 'out'), tool.isProfile);
            if (typeof read === 'string')
                return this.failed(label, read);
            if (read.length === 0)
                return null;
            const times = [];
            for (const [i, profile] of read.entries()) {
                const parsed = tool.parse(profile.text, `${label}, profile ${i + 1}`);
                if (typeof parsed === 'string')
                    return this.failed(label, parsed);
                times.push(parsed);
            }
            await this.keep(read, run, stem, part === null ? null : (context.partNumbers?.[p] ?? p + 1));
            this.profiled += 1;
            return times;
        }
        finally {
            await (0,promises_.rm)(work, { recursive: true, force: true });
            if (wrappers !== undefined)
                await (0,promises_.rm)(wrappers, { recursive: true, force: true });
        }
    }
    failed(label, failure) {
        this.firstFailure ??= failure;
        this.context.logger.warning(`${label}: ${failure}`);
        return null;
    }
    /**
     * Copies the raw profiles under keepDir as VERSION/build-K/STEM[-part-P]-N.cpuprofile
     * (callgrind.out.STEM[-part-P]-N under callgrind), STEM `execution-J` or a top-up's `extra-T`,
     * while the kept total stays bounded.
     */
    async keep(read, run, stem, part) {
        const keepDir = this.context.keepDir;
        if (keepDir === null)
            return;
        for (const [i, profile] of read.entries()) {
            if (this.kept.bytes + profile.bytes > MAX_KEPT_PROFILE_BYTES) {
                this.kept.leftOut += 1;
                continue;
            }
            const name = (0,external_node_path_.join)(run.version, `build-${run.binary + 1}`, this.tool.keptName(`${stem}${part === null ? '' : `-part-${part}`}-${i + 1}`));
            await (0,promises_.mkdir)((0,external_node_path_.join)(keepDir, run.version, `build-${run.binary + 1}`), { recursive: true });
            // What was read and parsed, not the file again: the measured code could have rewritten it since.
            await (0,promises_.writeFile)((0,external_node_path_.join)(keepDir, name), profile.data, { flag: 'wx' });
            this.kept.files.push(name);
            this.kept.bytes += profile.bytes;
        }
    }
}
/** The checkout a build ran in: its commands' folder without `workdir`. */
function checkoutOf(dir, workdir) {
    return workdir === null ? dir : (0,external_node_path_.resolve)(dir, (0,external_node_path_.relative)((0,external_node_path_.resolve)('/', workdir), '/'));
}
/** The profiler for a run, or null when profiling is off. */
function cpuProfiler(settings, request, context) {
    if (request === undefined)
        return null;
    return new CpuProfiler(settings, { ...context, keepDir: request.keepDir });
}

;// CONCATENATED MODULE: ./src/runner/run-experiment.ts




















/**
 * The whole experiment: resolve both refs, build each version `binaries` times in fresh
 * worktrees, run every binary `executions` times in interleaved base/head blocks, and return
 * the raw results, one record per benchmark. Worktrees are removed at the end, also after a
 * failure or SIGINT/SIGTERM. Throws `BuildFailedError` when one of the first builds fails,
 * `UnknownRefError` for a ref that is not a commit; failing executions, and builds a control
 * added that failed, are recorded, not thrown.
 */
async function runExperiment(settings, context) {
    const { logger } = context;
    const now = context.now ?? (() => external_node_perf_hooks_.performance.now());
    const startedAt = new Date();
    const start = now();
    const refs = { base: settings.base, head: settings.head };
    const shas = {
        base: await (0,runner_worktrees/* resolveCommit */.WL)(settings.repo, settings.base),
        head: await (0,runner_worktrees/* resolveCommit */.WL)(settings.repo, settings.head),
    };
    if (shas.base === shas.head)
        logger.warning(`base and head are the same commit ${shas.base.slice(0, 12)}: this is an A/A comparison`);
    return (0,interrupts/* withInterrupts */.$3)(logger, async (interrupt) => {
        const signal = context.signal === undefined ? interrupt : AbortSignal.any([interrupt, context.signal]);
        (0,interrupts/* throwIfInterrupted */.sK)(signal);
        const worktrees = await runner_worktrees/* Worktrees */.pE.create(settings.repo);
        try {
            const buildStart = now();
            const { binaries, summary, builder } = await logger.group(`Building base ${(0,run_record/* refAndSha */.fQ)(refs.base, shas.base)} and head ${(0,run_record/* refAndSha */.fQ)(refs.head, shas.head)}, ` +
                `${settings.binaries === 1 ? 'once' : `up to ${settings.binaries} times`} each`, () => (0,build/* buildBinaries */.wY)({ settings, shas, worktrees, logger, signal }));
            const kept = summary.kept;
            const perBuild = kept === settings.binaries ? settings.executions : (0,rebuild_savings/* executionsPerBuild */.Vn)(settings.binaries, settings.executions, kept);
            const blocks = planSchedule({ binaries: kept, executions: perBuild, seed: settings.seed });
            // A control or budget sets its own length: its executions setting is only a cap.
            const controlled = context.afterBlock !== undefined || context.budgetSeconds !== undefined;
            if (kept < settings.binaries)
                logger.info(controlled
                    ? `measuring on ${kept} builds per version, until the analysis decides or the budget is spent`
                    : `the planned ${settings.binaries * settings.executions} executions per version run on ${kept} builds: ${perBuild} each`);
            // Saved build time buys more rounds only in the fixed design; the shards of a suite must keep one design.
            const extend = !controlled && context.shard === undefined && summary.savedSeconds > 0;
            let added = 0;
            const moreRounds = (secondsPerBlock, scheduled) => {
                added = (0,rebuild_savings/* extraRounds */.gD)({
                    plannedExecutions: settings.binaries * settings.executions,
                    kept,
                    executionsPerBuild: perBuild,
                    savedSeconds: summary.savedSeconds,
                    secondsPerBlock,
                });
                logger.info((0,rebuild_savings/* skippedBuildsMessage */.H7)({ kept, planned: settings.binaries, savedSeconds: summary.savedSeconds, added, secondsPerRound: secondsPerBlock * kept }));
                return planSchedule({ binaries: kept, executions: perBuild + added, seed: settings.seed }).slice(scheduled);
            };
            const shard = context.shard;
            const sharding = shard === undefined
                ? null
                : await logger.group(`Discovering the benchmarks for shard ${(0,parse_shard/* formatShard */._D)(shard)}`, () => discover(settings, binaries, shard, { logger, now, signal }));
            const emptyShard = sharding !== null && sharding.assigned.length === 0;
            if (emptyShard && shard !== undefined && sharding !== null)
                logger.info(`shard ${(0,parse_shard/* formatShard */._D)(shard)} has no benchmarks (${sharding.names.length} benchmarks over ${shard.count} shards): nothing to measure`);
            // One benchmark (or a few) per process: the parts of the suite, or of this shard's part of it.
            const perProcess = settings.splitBenchmarks;
            const discovered = perProcess === null || emptyShard
                ? null
                : await logger.group(`Discovering the benchmarks to run ${perProcess} per process`, async () => {
                    const splitStart = now();
                    const names = sharding?.assigned ?? (await discoverNames(settings, binaries, signal));
                    const parts = splitParts(names, perProcess);
                    logger.info(`${names.length} benchmarks: each execution runs ${parts.length} processes of at most ${perProcess}`);
                    return { names, parts, perProcess, seconds: (0,run_record/* seconds */.YA)(now() - splitStart) };
                });
            // prove-unchanged: one traced execution per version (per part when split); identical inputs leave nothing to measure.
            // A shard proves its own benchmarks as parts are proved (its part of the suite is one part
            // unless split), with the shard's environment; the merge checks and combines the proofs.
            const shardEnv = sharding === null || shard === undefined ? {} : shardEnvironment(shard, sharding.assigned);
            const proofParts = sharding === null ? discovered?.parts : (discovered?.parts ?? [sharding.assigned]);
            const proof = settings.proveUnchanged === true && !emptyShard ? await traceBoth(settings, binaries, shas, logger, signal, proofParts, shardEnv) : null;
            const empty = emptyShard || proof?.proved === true;
            // A part proved unchanged is not run: the others keep their numbers in the split.
            const measuredParts = (discovered?.parts ?? []).map((names, i) => ({ names, number: i + 1 })).filter((_, i) => proof?.parts?.[i]?.proved !== true);
            const split = discovered === null || empty ? null : { ...discovered, parts: measuredParts.map((p) => p.names), numbers: measuredParts.map((p) => p.number) };
            const scheduled = empty ? [] : blocks;
            const extraEnv = shardEnv;
            // metrics: instructions: counts of their own, under valgrind, beside the timed executions.
            const instructions = empty
                ? null
                : await instructionCounter(settings, {
                    logger,
                    signal,
                    extraEnv,
                    sharded: shard !== undefined,
                    ...(context.budgetSeconds === undefined ? {} : { budgetSeconds: context.budgetSeconds }),
                    ...(split === null ? {} : { parts: split.parts, partNumbers: split.numbers }),
                });
            if (context.profile !== undefined && shard !== undefined)
                logger.warning('profile: not profiled in a sharded run (a shard keeps only the benchmarks assigned to it); time is measured as usual');
            const profiler = empty || shard !== undefined
                ? null
                : cpuProfiler(settings, context.profile, {
                    logger,
                    signal,
                    extraEnv,
                    ...(split === null ? {} : { parts: split.parts, partNumbers: split.numbers }),
                    ...(context.budgetSeconds === undefined ? {} : { budget: { seconds: context.budgetSeconds, start, now } }),
                });
            const measureStart = now();
            const collect = (executions) => [
                ...(0,run_record/* markNotRun */.q3)(groupByBenchmark((0,run_record/* finishedVersions */.av)(refs, shas, binaries, executions)), executions),
                ...(instructions?.benchmarks(refs, shas, binaries) ?? []),
            ];
            // Proved unchanged: nothing is measured, so no measuring group in the log.
            const group = proof?.proved === true ? (_title, work) => work() : logger.group.bind(logger);
            const { executions, stoppedEarly, stoppedBy, scheduledBlocks, addedBuildSeconds, failedBuilds, outputNotes } = await group(controlled
                ? `Measuring: blocks of one base and one head execution, up to ${scheduled.length}, until the analysis decides or the budget is spent`
                : `Measuring: ${scheduled.length} blocks of one base and one head execution`, () => measure(settings, binaries, scheduled, {
                logger,
                now,
                signal,
                start,
                afterBlock: context.afterBlock,
                budgetSeconds: context.budgetSeconds,
                collect,
                extraEnv,
                processMetrics: sharding === null,
                builder,
                phase: schedulePhase(settings.seed),
                identicalBuilds: settings.build === null || (summary.identical.base && summary.identical.head),
                fixedDesign: !controlled && context.shard === undefined,
                ...(context.planTarget === undefined ? {} : { planTarget: context.planTarget }),
                ...(split === null ? {} : { parts: split.parts, partNumbers: split.numbers }),
                buildSeconds: (0,run_record/* seconds */.YA)(measureStart - buildStart),
                ...(extend ? { moreBlocks: moreRounds } : {}),
                ...(instructions === null ? {} : { instructions }),
                ...(profiler === null ? {} : { profiler }),
                ...(context.onOutputNote === undefined ? {} : { onOutputNote: context.onOutputNote }),
            }));
            instructions?.reportNoCounts();
            // Decided early with a change: the attribution needs more profiles than the blocks gave (docs/profiles.md).
            if (profiler !== null && stoppedBy !== null && stoppedBy.blocks < stoppedBy.scheduledBlocks && context.changeDetected?.() === true)
                await profiler.topUp(binaries, executions, stoppedBy.blocks);
            if (profiler !== null)
                context.profile?.done(await profiler.result(binaries, summary.identical, shas.head));
            const end = now();
            const failed = (0,run_record/* countFailures */.xL)(executions);
            const total = empty ? 0 : stoppedBy === null ? scheduledBlocks : (0,run_record/* countExecutions */.V$)(executions);
            const exceeded = results_format/* VERSION_SIDES */.Co.filter((side) => total > 0 && failed[side] / total > settings.maxFailureShare);
            const notRun = (0,run_record/* countNotRun */.we)(executions);
            // A format that read nothing was warned about once, when the run stopped.
            for (const side of stoppedBy?.reason === 'unreadable-output' ? [] : exceeded) {
                const ran = notRun[side] > 0 ? ` (${total - notRun[side]} ran before the measuring stopped)` : '';
                logger.warning(`${side}: ${failed[side]} of ${total} executions failed${ran}, more than max-failure-share ${settings.maxFailureShare}: its results are inconclusive`);
            }
            const results = {
                version: results_format/* RESULTS_FORMAT_VERSION */.Mu,
                benchmarks: collect(executions),
                meta: {
                    tool: 'benchgate run',
                    refs,
                    shas,
                    seed: settings.seed,
                    design: (0,run_record/* designRecord */.eT)(settings, binaries, kept, controlled ? null : perBuild, added),
                    format: settings.format,
                    ...(settings.resultFile === null ? {} : { resultFile: settings.resultFile }),
                    commands: {
                        build: settings.build === null ? null : (0,split_command/* formatCommand */.fE)(settings.build),
                        clean: settings.clean === null ? null : (0,split_command/* formatCommand */.fE)(settings.clean),
                        bench: (0,split_command/* formatCommand */.fE)(settings.bench),
                    },
                    workdir: settings.workdir,
                    timeoutSeconds: settings.timeoutSeconds,
                    // Names only: values may be secrets.
                    envNames: Object.keys(settings.env),
                    runner: (0,run_record/* runnerInfo */.ZV)(),
                    startedAt: startedAt.toISOString(),
                    totalSeconds: (0,run_record/* seconds */.YA)(end - start),
                    // Builds added while measuring count as building.
                    buildSeconds: (0,run_record/* seconds */.YA)(measureStart - buildStart + addedBuildSeconds * 1000),
                    measureSeconds: (0,run_record/* seconds */.YA)(end - measureStart - addedBuildSeconds * 1000),
                    executionsPerVersion: total,
                    failedExecutions: failed,
                    // Once per execution, whatever the benchmarks: the reasons survive even when no benchmark reported anything.
                    failures: (0,run_record/* failureList */.J_)(executions),
                    // Scheduled but never run after an early stop: neither measured nor failed.
                    ...(stoppedEarly === null ? {} : { notRunExecutions: (0,run_record/* countNotRun */.we)(executions) }),
                    maxFailureShare: settings.maxFailureShare,
                    failureShareExceeded: exceeded,
                    ...(stoppedEarly === null ? {} : { stoppedEarly }),
                    ...(stoppedBy === null ? {} : { stoppedBy }),
                    ...(outputNotes.length === 0 ? {} : { outputNotes }),
                    ...(failedBuilds.length === 0 ? {} : { failedBuilds }),
                    ...(sharding === null ? {} : { discovery: { benchmarks: sharding.names, seconds: sharding.seconds } }),
                    ...(sharding !== null || discovered === null ? {} : { discovery: { benchmarks: discovered.names, seconds: discovered.seconds } }),
                    ...(discovered === null
                        ? {}
                        : {
                            splitBenchmarks: {
                                perProcess: discovered.perProcess,
                                processes: empty ? 0 : measuredParts.length,
                                ...(proof?.parts === undefined ? {} : { proved: proof.parts.filter((p) => p.proved).length }),
                            },
                        }),
                    ...(proof === null ? {} : { proof }),
                },
            };
            if (sharding === null || shard === undefined)
                return results;
            return toShardResults(results, { shard: { index: shard.index, count: shard.count }, replica: shard.replica, plan: sharding.plan });
        }
        finally {
            await worktrees.removeAll();
        }
    });
}
/**
 * Traces one execution of each version (trace-inputs.ts), per part when `parts` is given, with
 * `env` added (a shard's assignment), and logs what it proved or why it measures.
 */
async function traceBoth(settings, binaries, shas, logger, signal, parts, env) {
    const title = parts === undefined
        ? 'Tracing one execution of each version (prove-unchanged)'
        : `Tracing one execution of each version per part, ${parts.length} parts (prove-unchanged)`;
    const prove = () => proveUnchanged({ settings, binaries, shas, signal, env, ...(parts === undefined ? {} : { parts }) });
    // No strace: nothing is traced, and one line (not one per part) says so and how to get it.
    const noTracer = (await straceOnPath(settings)) === null;
    if (noTracer)
        logger.warning(`prove-unchanged: strace is not on the PATH, so the run is measured without the proof; ${tracer_hint/* STRACE_INSTALL_HINT */.J}.`);
    const result = noTracer ? await prove() : await logger.group(title, prove);
    (0,interrupts/* throwIfInterrupted */.sK)(signal);
    const { outcome } = result;
    for (const [i, part] of (noTracer ? [] : (result.parts ?? [])).entries()) {
        const label = `part ${i + 1} (${part.names.join(', ')})`;
        if (part.outcome.proved)
            logger.info(`${label}: identical inputs (${part.outcome.proof.hash.slice(0, 19)}…); not measured`);
        else
            logger.info(`${label}: measuring, because ${part.outcome.reason.kind}: ${JSON.stringify(part.outcome.reason).slice(0, 300)}`);
    }
    if (outcome.proved)
        logger.info(`identical inputs: both versions read the same ${outcome.proof.filesRead} files (${outcome.proof.hash.slice(0, 19)}…); nothing to measure`);
    else if (result.parts === undefined && !noTracer)
        logger.info(`prove-unchanged: measuring, because ${outcome.reason.kind}: ${JSON.stringify(outcome.reason).slice(0, 300)}`);
    // The keys behind the counts stay in memory: results.json keeps the counts.
    const meta = (o) => {
        if (!o.proved)
            return { proved: false, reason: { ...o.reason } };
        const { counted: _counted, ...proof } = o.proof;
        return { proved: true, proof };
    };
    return {
        ...meta(outcome),
        benchmarks: result.benchmarks,
        seconds: result.seconds,
        ...(result.parts === undefined ? {} : { parts: result.parts.map((part) => ({ names: part.names, ...meta(part.outcome), benchmarks: part.benchmarks })) }),
    };
}


/***/ }),

/***/ 887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KH: () => (/* binding */ STDOUT_LIMIT_BYTES),
/* harmony export */   R3: () => (/* binding */ runProcess),
/* harmony export */   w$: () => (/* binding */ lastLines)
/* harmony export */ });
/* unused harmony export STDERR_TAIL_BYTES */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _process_sweeper_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1471);



/** The most stdout a benchmark may print (its measurements are read from it). */
const STDOUT_LIMIT_BYTES = 100 * 1024 * 1024;
/** How much of the end of stderr is kept. */
const STDERR_TAIL_BYTES = 64 * 1024;
const OUTPUT_TAIL_BYTES = 1024 * 1024;
const OUTPUT_HEAD_BYTES = 64 * 1024;
const isWindows = process.platform === 'win32';
/** Keeps the last `limit` bytes written to it. */
class Tail {
    limit;
    chunks = [];
    size = 0;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        for (let first = this.chunks[0]; this.size - first.length >= this.limit; first = this.chunks[0]) {
            this.chunks.shift();
            this.size -= first.length;
        }
    }
    toString() {
        const all = Buffer.concat(this.chunks);
        return all.subarray(Math.max(0, all.length - this.limit)).toString('utf8');
    }
}
/** Keeps the first `limit` bytes written to it. */
class Head {
    limit;
    chunks = [];
    size = 0;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        if (this.size >= this.limit)
            return;
        const kept = chunk.subarray(0, this.limit - this.size);
        this.chunks.push(kept);
        this.size += kept.length;
    }
    toString() {
        return Buffer.concat(this.chunks).toString('utf8');
    }
}
/**
 * Runs `argv` without a shell in its own process group. A timeout or abort kills the whole
 * group with SIGKILL, and so does a normal exit, so no child the command left behind keeps
 * running into the next measurement. A child that left the group (`setsid`) carries the
 * command's mark in its environment: the sweep after the command ends it (process-sweeper.ts)
 * and `leftBehind` names it.
 *
 * The deadline holds for the pipes as well: a child that left the group (`setsid`) and keeps
 * stdout open is not waited for past `timeoutMs` (`pipesHeldOpen` when the process itself had
 * exited in time, `timedOut` when it had not).
 */
async function runProcess(argv, options) {
    const sweeper = (0,_process_sweeper_js__WEBPACK_IMPORTED_MODULE_2__/* .processSweeper */ .lS)();
    const command = sweeper.begin((0,_process_sweeper_js__WEBPACK_IMPORTED_MODULE_2__/* .commandLabel */ .Md)(argv, options.env));
    let group;
    let result;
    try {
        result = await spawnInGroup(argv, { ...options, env: { ...options.env, ...command.env } }, (pid) => {
            group = pid;
        });
    }
    catch (error) {
        sweeper.end(command, group);
        throw error;
    }
    return { ...result, leftBehind: sweeper.end(command, group) };
}
function spawnInGroup(argv, options, onSpawn) {
    const [file, ...args] = argv;
    const startedAt = new Date();
    const stdoutLimit = options.stdoutLimitBytes ?? STDOUT_LIMIT_BYTES;
    return new Promise((resolve) => {
        let start = node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now();
        let end;
        let exitCode = null;
        let exitSignal = null;
        let exited = false;
        let timedOut = false;
        let pipesHeldOpen = false;
        let stdoutLimitExceeded = false;
        let canceled = false;
        let spawnError = null;
        const stdoutChunks = [];
        let stdoutSize = 0;
        const stderrTail = new Tail(STDERR_TAIL_BYTES);
        const outputTail = new Tail(OUTPUT_TAIL_BYTES);
        const outputHead = new Head(OUTPUT_HEAD_BYTES);
        let openPipes = 2;
        let done = false;
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, {
            cwd: options.cwd,
            env: options.env,
            stdio: options.fd3 === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe', options.fd3],
            detached: !isWindows,
            windowsHide: true,
        });
        if (child.pid !== undefined && !isWindows)
            onSpawn(child.pid);
        const killAll = () => {
            const pid = child.pid;
            if (pid === undefined)
                return;
            try {
                if (isWindows)
                    child.kill('SIGKILL');
                else
                    process.kill(-pid, 'SIGKILL');
            }
            catch {
                // ESRCH: the group is already gone.
            }
        };
        const finish = () => {
            if (done)
                return;
            done = true;
            if (timer !== undefined)
                clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            child.stdout?.destroy();
            child.stderr?.destroy();
            end ??= node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now();
            resolve({
                exitCode: timedOut || canceled || stdoutLimitExceeded ? null : exitCode,
                signal: exitSignal,
                timedOut,
                pipesHeldOpen,
                stdoutLimitExceeded,
                canceled,
                spawnError,
                stdout: Buffer.concat(stdoutChunks).toString('utf8'),
                stderr: stderrTail.toString(),
                output: options.interleaved ? outputTail.toString() : '',
                outputHead: options.interleaved ? outputHead.toString() : '',
                startedAt,
                wallMs: end - start,
            });
        };
        const maybeFinish = () => {
            if (exited && openPipes === 0)
                finish();
        };
        const onPipeClosed = () => {
            openPipes -= 1;
            maybeFinish();
        };
        const read = (stream, onData) => {
            if (stream === null) {
                openPipes -= 1;
                return;
            }
            stream.on('data', onData);
            stream.once('close', onPipeClosed);
            stream.on('error', () => { });
        };
        read(child.stdout, (chunk) => {
            if (options.interleaved) {
                outputTail.push(chunk);
                outputHead.push(chunk);
            }
            if (stdoutLimitExceeded)
                return;
            const room = stdoutLimit - stdoutSize;
            if (chunk.length > room) {
                stdoutLimitExceeded = true;
                stdoutChunks.push(chunk.subarray(0, room));
                stdoutSize = stdoutLimit;
                killAll();
                child.stdout?.destroy();
                return;
            }
            stdoutChunks.push(chunk);
            stdoutSize += chunk.length;
        });
        read(child.stderr, (chunk) => {
            stderrTail.push(chunk);
            if (options.interleaved) {
                outputTail.push(chunk);
                outputHead.push(chunk);
            }
        });
        // The process's time starts at its spawn.
        child.once('spawn', () => {
            start = node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now();
        });
        child.once('error', (error) => {
            // Only spawn failures reach here (kills go to the group through process.kill).
            if (child.pid === undefined) {
                spawnError = error.message;
                exited = true;
                openPipes = 0;
                end = node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now();
                finish();
            }
        });
        child.once('exit', (code, signal) => {
            end = node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now();
            exited = true;
            exitCode = code;
            exitSignal = signal;
            killAll();
            maybeFinish();
        });
        const timer = options.timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                if (exited)
                    pipesHeldOpen = true;
                else
                    timedOut = true;
                killAll();
                // Whatever still holds the pipes is outside the group: stop waiting for it.
                finish();
            }, options.timeoutMs);
        const onAbort = () => {
            canceled = true;
            killAll();
            finish();
        };
        if (options.signal?.aborted)
            onAbort();
        else
            options.signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/** The last `count` lines of `text`, without trailing blank lines. */
function lastLines(text, count) {
    const lines = text.replace(/\s+$/, '').split(/\r?\n/);
    return lines.slice(-count).join('\n');
}


/***/ }),

/***/ 1649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ failureList),
/* harmony export */   Lf: () => (/* binding */ failedBuildRecord),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   V$: () => (/* binding */ countExecutions),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   ZV: () => (/* binding */ runnerInfo),
/* harmony export */   av: () => (/* binding */ finishedVersions),
/* harmony export */   eT: () => (/* binding */ designRecord),
/* harmony export */   fQ: () => (/* binding */ refAndSha),
/* harmony export */   q3: () => (/* binding */ markNotRun),
/* harmony export */   we: () => (/* binding */ countNotRun),
/* harmony export */   xL: () => (/* binding */ countFailures)
/* harmony export */ });
/* unused harmony export FAILED_BUILD_OUTPUT_CHARS */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _results_results_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(674);
/* harmony import */ var _rebuild_savings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4023);
// The run record: what an experiment's results file says about its executions, failures,
// failed added builds, design and runner, from the executions the block loop kept.



/** Characters of a failed added build's output kept in `meta.failedBuilds` (its last lines, cut from the start). */
const FAILED_BUILD_OUTPUT_CHARS = 4000;
function failedBuildRecord(error) {
    const kept = error.outputTail.slice(-FAILED_BUILD_OUTPUT_CHARS).replace(/^[\udc00-\udfff]/, ''); // not half a surrogate pair
    const tail = error.outputTail.length > FAILED_BUILD_OUTPUT_CHARS ? `…${kept}` : error.outputTail;
    return { version: error.version, binary: error.binary, reason: error.reason, command: error.command, exitCode: error.exitCode, outputTail: tail };
}
/** `base build 3: \`make\` exited with code 2`: a failed build in one line, without its output. */
function oneLine(error) {
    return `${error.version} build ${error.binary + 1}: \`${error.command}\` ${error.reason}`;
}
/**
 * `meta.design`: the design as planned (l, m) and what the run made of it (`kept` builds per
 * version before any were added). A run that a control or budget stops has no executions per
 * build to record (null): its planned number is only a cap, not what was measured.
 */
function designRecord(settings, binaries, kept, executionsPerBuild, extraRounds) {
    const hashes = (side) => binaries[side].map((b) => b.outputHash);
    const addedBuilds = binaries.base.length - kept;
    return {
        binaries: settings.binaries,
        executions: settings.executions,
        interleaving: 'blocks of one base and one head execution, ABBA order, rounds of shuffled binaries',
        builds: { base: binaries.base.length, head: binaries.head.length },
        ...(executionsPerBuild === null ? {} : { executionsPerBuild }),
        extraRounds,
        identicalBuilds: { base: (0,_rebuild_savings_js__WEBPACK_IMPORTED_MODULE_1__/* .buildsIdentical */ .x3)(hashes('base')), head: (0,_rebuild_savings_js__WEBPACK_IMPORTED_MODULE_1__/* .buildsIdentical */ .x3)(hashes('head')) },
        ...(addedBuilds > 0 ? { addedBuilds } : {}),
    };
}
function finishedVersions(refs, shas, binaries, executions) {
    return Object.fromEntries(_results_results_format_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION_SIDES */ .Co.map((side) => [
        side,
        {
            ref: refs[side],
            sha: shas[side],
            binaries: binaries[side].map((binary, k) => ({
                buildSeconds: binary.buildSeconds,
                outputHash: binary.outputHash,
                ...(binary.outputDiff === undefined ? {} : { outputDiff: binary.outputDiff }),
                executions: executions[side][k],
            })),
        },
    ]));
}
/** Executions that ran (or were recorded as not run) per version; the same for both. */
function countExecutions(executions) {
    return executions.base.reduce((sum, binary) => sum + binary.length, 0);
}
/** Failed executions per version; those not run after an early stop are not failures. */
function countFailures(executions) {
    const count = (side) => executions[side].flat().filter((e) => e.measurements === null && e.notRun !== true).length;
    return { base: count('base'), head: count('head') };
}
function countNotRun(executions) {
    const count = (side) => executions[side].flat().filter((e) => e.notRun === true).length;
    return { base: count('base'), head: count('head') };
}
function failureList(executions) {
    return _results_results_format_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION_SIDES */ .Co.flatMap((version) => executions[version].flatMap((binary, k) => binary.flatMap((e, j) => e.measurements === null && e.notRun !== true ? [{ version, binary: k, execution: j, block: e.block, reason: e.failure ?? 'failed' }] : [])));
}
/** Sets `notRun: true` on every benchmark's record of an execution the run never ran. */
function markNotRun(benchmarks, executions) {
    for (const benchmark of benchmarks) {
        for (const side of _results_results_format_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION_SIDES */ .Co) {
            benchmark[side].binaries.forEach((binary, k) => {
                binary.executions.forEach((record, j) => {
                    if (executions[side][k]?.[j]?.notRun === true)
                        record.notRun = true;
                });
            });
        }
    }
    return benchmarks;
}
function runnerInfo() {
    const cores = (0,node_os__WEBPACK_IMPORTED_MODULE_0__.cpus)();
    return {
        os: `${(0,node_os__WEBPACK_IMPORTED_MODULE_0__.type)()} ${(0,node_os__WEBPACK_IMPORTED_MODULE_0__.release)()} ${(0,node_os__WEBPACK_IMPORTED_MODULE_0__.arch)()}`,
        cpu: cores[0]?.model.trim() ?? 'unknown',
        cpus: cores.length,
        node: process.version,
    };
}
function seconds(ms) {
    return Math.round(ms) / 1000;
}
/** `main (0123456789ab)`, or the short SHA alone when the ref is that commit's SHA (as the action passes it). */
function refAndSha(ref, sha) {
    const short = sha.slice(0, 12);
    return ref.toLowerCase() === sha.toLowerCase() ? short : `${ref} (${short})`;
}


/***/ }),

/***/ 6924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ UnknownRefError),
/* harmony export */   FU: () => (/* binding */ dirtyTreeWarning),
/* harmony export */   Hn: () => (/* binding */ repositoryRoot),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   lE: () => (/* binding */ NotARepositoryError),
/* harmony export */   pE: () => (/* binding */ Worktrees)
/* harmony export */ });
/* unused harmony export uncommittedChanges */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_run_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6148);




/** A ref that does not name a commit in the repository. */
class UnknownRefError extends Error {
    ref;
    constructor(ref, repo, detail, cause) {
        super(`"${ref}" is not a commit in ${repo}: ${detail}`, { cause });
        this.ref = ref;
        this.name = 'UnknownRefError';
    }
}
/**
 * A directory that does not exist, is not inside a git working tree, or one git refuses to use
 * (git's own words are the cause).
 */
class NotARepositoryError extends Error {
    dir;
    constructor(dir, cause) {
        super(`${dir} ${typeof cause === 'string' ? cause : repositoryProblem(cause)}`, typeof cause === 'string' ? undefined : { cause });
        this.dir = dir;
        this.name = 'NotARepositoryError';
    }
}
function repositoryProblem(cause) {
    if (cause.dubiousOwnership)
        return `is a git repository owned by another user, which git refuses to use: ${cause.stderr}`;
    // Git that cannot start in the directory (removed after repositoryRoot checked it) fails with no exit code.
    if (cause.notARepository || cause.exitCode < 0)
        return 'is not inside a git repository';
    return `could not be read as a git repository: ${cause.stderr || cause.message}`;
}
/** The top level of the repository containing `dir` (which may be any directory inside it). */
async function repositoryRoot(dir) {
    // Checked first: git started in a missing directory fails before it can say why.
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => undefined);
    if (info === undefined)
        throw new NotARepositoryError(dir, 'does not exist');
    if (!info.isDirectory())
        throw new NotARepositoryError(dir, 'is not a directory');
    try {
        return await (0,_git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(dir, ['rev-parse', '--show-toplevel']);
    }
    catch (error) {
        if (error instanceof _git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .XS)
            throw new NotARepositoryError(dir, error);
        throw error;
    }
}
/** The full SHA of the commit `ref` names. */
async function resolveCommit(repo, ref) {
    try {
        return await (0,_git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(repo, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]);
    }
    catch (error) {
        if (error instanceof _git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .XS) {
            const detail = error.notARepository || error.dubiousOwnership ? error.stderr : 'git rev-parse found no such commit (is it fetched?)';
            throw new UnknownRefError(ref, repo, detail, error);
        }
        throw error;
    }
}
/**
 * The paths `git status` reports as changed or untracked in the working tree of `repo`
 * (porcelain v1, ignored files left out); empty for a clean tree. Reads only.
 */
async function uncommittedChanges(repo) {
    const output = await (0,_git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(repo, ['status', '--porcelain=v1', '-z', '--untracked-files=normal'], { raw: true });
    const paths = [];
    const entries = output.split('\0');
    for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        if (entry.length < 4)
            continue;
        paths.push(entry.slice(3));
        // A rename or copy is followed by its source path.
        if (entry[0] === 'R' || entry[0] === 'C')
            i += 1;
    }
    return paths;
}
/**
 * The one-line warning for `benchgate run` when the working tree has uncommitted changes:
 * the worktrees check out the committed refs, so those changes are not measured. Null for
 * a clean tree.
 */
async function dirtyTreeWarning(repo) {
    const paths = await uncommittedChanges(repo);
    if (paths.length === 0)
        return null;
    const shown = paths.slice(0, 3).join(', ') + (paths.length > 3 ? `, … (${paths.length} in all)` : '');
    return (`the working tree of ${repo} has uncommitted changes (${shown}); benchgate measures the committed refs only, so these changes are not ` +
        `measured (commit them to include them)`);
}
/**
 * Detached checkouts of commits in a temporary directory outside the repository. Each
 * `add` gives a fresh worktree, so every build starts from the committed tree alone:
 * nothing left over from the user's working tree or from another build. The user's
 * working tree, index and branches are never touched; git only records the worktrees
 * under .git/worktrees until `removeAll` deletes them again.
 */
class Worktrees {
    repo;
    root;
    paths = [];
    removed = false;
    constructor(repo, root) {
        this.repo = repo;
        this.root = root;
    }
    static async create(repo) {
        const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'benchgate-')));
        const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(repo), root);
        if (inside === '' || (!inside.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(inside))) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(root, { recursive: true, force: true });
            throw new Error(`the temporary directory ${root} lies inside the repository ${repo}; set TMPDIR to a directory outside it`);
        }
        return new Worktrees(repo, root);
    }
    /** Checks out `sha` (detached) into a new directory named `name` and returns its path. */
    async add(name, sha) {
        if (this.removed)
            throw new Error('worktrees already removed');
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, name);
        this.paths.push(path);
        await (0,_git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(this.repo, ['worktree', 'add', '--detach', '--quiet', path, sha]);
        return path;
    }
    /** Removes the worktree `add` made as `name` (also a half-created one); `removeAll` no longer sees it. */
    async remove(name) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, name);
        const at = this.paths.indexOf(path);
        if (at < 0)
            return;
        this.paths.splice(at, 1);
        await (0,_git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(this.repo, ['worktree', 'remove', '--force', '--force', path]).catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true });
        await this.forgetLeftovers([path]).catch(() => undefined);
    }
    /** Removes every worktree and the temporary directory; safe to call more than once. */
    async removeAll() {
        if (this.removed)
            return;
        this.removed = true;
        for (const path of this.paths) {
            // Also forgets a worktree whose directory is gone; one that was never registered makes it fail, which is fine.
            await (0,_git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(this.repo, ['worktree', 'remove', '--force', '--force', path]).catch(() => undefined);
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(this.root, { recursive: true, force: true });
        await this.forgetLeftovers(this.paths);
    }
    /**
     * `git worktree prune` forgets every worktree whose directory is missing, the user's own too
     * (one on an unmounted disk, say), so it runs only if git still lists one of ours after
     * `worktree remove`, which a git that cannot remove a missing worktree would leave.
     */
    async forgetLeftovers(paths) {
        const listed = await (0,_git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(this.repo, ['worktree', 'list', '--porcelain']);
        const registered = new Set(listed.split('\n').flatMap((line) => (line.startsWith('worktree ') ? [line.slice('worktree '.length)] : [])));
        if (paths.some((path) => registered.has(path)))
            await (0,_git_run_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(this.repo, ['worktree', 'prune']);
    }
}


/***/ }),

/***/ 1165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ compareNames),
/* harmony export */   f: () => (/* binding */ assignShards)
/* harmony export */ });
/* harmony import */ var _stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1665);

/** Code-unit order: the same on every machine and locale. */
function compareNames(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function usable(cost) {
    return cost !== undefined && Number.isFinite(cost) && cost > 0;
}
function assignShards(names, count, costs = new Map()) {
    if (!Number.isInteger(count) || count < 1)
        throw new RangeError(`assignShards: the number of shards must be a whole number ≥ 1, got ${count}`);
    const unique = [...new Set(names)].sort(compareNames);
    const known = unique.map((name) => costs.get(name)).filter(usable);
    const fallback = known.length > 0 ? (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(known) : 1;
    const costSource = known.length === 0 ? 'count' : known.length === unique.length ? 'measured' : 'mixed';
    const items = unique.map((name) => {
        const cost = costs.get(name);
        return { name, cost: usable(cost) ? cost : fallback };
    });
    items.sort((a, b) => b.cost - a.cost || compareNames(a.name, b.name));
    const shards = Array.from({ length: count }, () => []);
    const loads = new Array(count).fill(0);
    for (const item of items) {
        let target = 0;
        for (let s = 1; s < count; s++) {
            if (loads[s] < loads[target] || (loads[s] === loads[target] && shards[s].length < shards[target].length))
                target = s;
        }
        shards[target].push(item.name);
        loads[target] += item.cost;
    }
    for (const shard of shards)
        shard.sort(compareNames);
    return { count, shards, loads, costSource };
}


/***/ }),

/***/ 6026:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ ShardSpecError),
/* harmony export */   _D: () => (/* binding */ formatShard),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* unused harmony exports MAX_SHARDS, parseReplicas */
/** A `shard` or `replicas` value that cannot be read; the message names the setting and the value. */
class ShardSpecError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ShardSpecError';
    }
}
/** More shards than this is almost certainly a typo (GitHub allows 256 jobs per matrix). */
const MAX_SHARDS = 256;
const WHOLE = /^\d+$/;
/**
 * Parses `"2/5"` into `{ index: 2, count: 5 }`. Spaces around the numbers are allowed.
 * Throws ShardSpecError for anything else: `"2"`, `"0/5"`, `"6/5"`, `"1.5/4"`, `"a/b"`, `""`.
 */
function parseShard(text, setting = 'shard') {
    const parts = text.split('/').map((part) => part.trim());
    const shown = JSON.stringify(text);
    if (parts.length !== 2 || !WHOLE.test(parts[0]) || !WHOLE.test(parts[1])) {
        throw new ShardSpecError(`${setting}: expected "i/N" (this runner's number i of N runners, e.g. "2/4"), got ${shown}`);
    }
    const index = Number(parts[0]);
    const count = Number(parts[1]);
    if (count < 1 || count > MAX_SHARDS)
        throw new ShardSpecError(`${setting}: the number of shards N must be from 1 to ${MAX_SHARDS}, got ${shown}`);
    if (index < 1 || index > count)
        throw new ShardSpecError(`${setting}: i must be from 1 to N (shards are counted from 1), got ${shown}`);
    return { index, count };
}
/** Parses a whole number of replicas R ≥ 1 (`replicas: 3`). */
function parseReplicas(text, setting = 'replicas') {
    const trimmed = text.trim();
    const value = Number(trimmed);
    if (!WHOLE.test(trimmed) || value < 1 || value > MAX_SHARDS) {
        throw new ShardSpecError(`${setting}: expected a whole number of runners from 1 to ${MAX_SHARDS}, got ${JSON.stringify(text)}`);
    }
    return value;
}
/** `"2/5"`. */
function formatShard(shard) {
    return `${shard.index}/${shard.count}`;
}


/***/ }),

/***/ 6090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BS: () => (/* binding */ MERGE_SETTING_KEYS),
/* harmony export */   OI: () => (/* binding */ settingsFingerprint),
/* harmony export */   SX: () => (/* binding */ fingerprintSettings),
/* harmony export */   at: () => (/* binding */ firstDifference),
/* harmony export */   ss: () => (/* binding */ mergeSettings),
/* harmony export */   w5: () => (/* binding */ describeSetting)
/* harmony export */ });
/* unused harmony exports FINGERPRINT_KEYS, canonicalJson, PER_SHARD_ANALYSIS_KEYS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The run settings that must be equal for shards (and replicas) to be merged into one
 * analysis: the planned design (builds × executions), the output format, the commands, the working
 * directory, the execution timeout, the names of the extra environment variables, the failure
 * limit and the result file, as `benchgate run` records them in `meta` (docs/runner.md). The seed
 * is not among them: each shard has its own run order. Environment values are never recorded.
 */
const FINGERPRINT_KEYS = [
    'design',
    'format',
    'commands',
    'workdir',
    'timeoutSeconds',
    'envNames',
    'maxFailureShare',
    'resultFile',
    'splitBenchmarks',
];
/**
 * Keys fingerprinted after fingerprints were first stored in shard artifacts: left out when
 * absent or null, so a run without them fingerprints as it did before they were added.
 */
const LEFT_OUT_WHEN_NULL = new Set(['resultFile', 'splitBenchmarks']);
/** The value with the keys of every object sorted, so that equal settings have one JSON text. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return value.map(canonicalJson);
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.keys(value)
            .sort()
            .map((key) => [key, canonicalJson(value[key])]));
    }
    return value;
}
/** The fingerprinted settings of a results file's `meta` (keys it does not record are left out). */
function fingerprintSettings(meta) {
    const settings = {};
    for (const key of FINGERPRINT_KEYS) {
        let value = meta?.[key];
        if (value === undefined || (value === null && LEFT_OUT_WHEN_NULL.has(key)))
            continue;
        if (key === 'envNames' && Array.isArray(value))
            value = value.map((name) => String(name)).sort();
        // The planned design only: how many builds a shard kept (identical outputs) is what it found, not a setting.
        if (key === 'design' && typeof value === 'object' && value !== null) {
            const { binaries, executions, interleaving } = value;
            value = { binaries, executions, interleaving };
        }
        // Benchmarks per process is the setting; how many processes a shard's part made is what it found.
        if (key === 'splitBenchmarks' && typeof value === 'object' && value !== null)
            value = { perProcess: value.perProcess };
        settings[key] = canonicalJson(value);
    }
    return settings;
}
/** `sha256:` and the hex digest of the canonical JSON of the settings (keys sorted at every level). */
function settingsFingerprint(meta) {
    const json = JSON.stringify(canonicalJson(fingerprintSettings(meta)));
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(json).digest('hex')}`;
}
/**
 * Keys of `meta.analysis` that differ between the shards of one run by design: each shard draws
 * its own seed for its run order. Every other recorded analysis setting must be equal.
 */
const PER_SHARD_ANALYSIS_KEYS = new Set(['seed']);
/** The keys of `MergeSettings`, in the order a message names them. */
const MERGE_SETTING_KEYS = [...FINGERPRINT_KEYS, 'analysis'];
/** `MergeSettings` read from a results file's own `meta` (never from a manifest's claim). */
function mergeSettings(meta) {
    const recorded = meta?.analysis;
    const analysis = typeof recorded === 'object' && recorded !== null && !Array.isArray(recorded)
        ? Object.fromEntries(Object.entries(recorded).filter(([key]) => !PER_SHARD_ANALYSIS_KEYS.has(key)))
        : recorded;
    return { ...fingerprintSettings(meta), ...(analysis === undefined ? {} : { analysis: canonicalJson(analysis) }) };
}
/** The first place two values differ, depth first in key order (`design.executions`, `analysis.priors["a b"]`, `x[2]`); null when equal. */
function firstDifference(a, b, path) {
    const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (Array.isArray(a) && Array.isArray(b)) {
        for (let i = 0; i < Math.max(a.length, b.length); i++) {
            const found = firstDifference(a[i], b[i], `${path}[${i}]`);
            if (found)
                return found;
        }
        return null;
    }
    if (isObject(a) && isObject(b)) {
        for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
            const step = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
            const found = firstDifference(a[key], b[key], `${path}${step}`);
            if (found)
                return found;
        }
        return null;
    }
    return JSON.stringify(canonicalJson(a)) === JSON.stringify(canonicalJson(b)) ? null : { path, a, b };
}
/** A setting's value for a message: JSON, cut at 60 characters; `absent` when it is not recorded. */
function describeSetting(value) {
    if (value === undefined)
        return 'absent';
    const json = JSON.stringify(value);
    return json.length > 60 ? `${json.slice(0, 59)}…` : json;
}


/***/ }),

/***/ 160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I8: () => (/* binding */ readShardManifest),
/* harmony export */   eF: () => (/* binding */ withShardManifest),
/* harmony export */   s4: () => (/* binding */ createShardManifest),
/* harmony export */   u9: () => (/* binding */ shardArtifactName)
/* harmony export */ });
/* unused harmony exports SHARD_ARTIFACT_PREFIX, parseShardArtifactName, expectedArtifactNames, failedShardResults */
/* harmony import */ var _results_json_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5266);
/* harmony import */ var _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8360);
/* harmony import */ var _settings_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6090);
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8762);




const SHARD_ARTIFACT_PREFIX = 'benchgate-shard-';
/**
 * The artifact a shard uploads its results under: `benchgate-shard-<i>-of-<N>`, and with
 * replicas `benchgate-shard-<i>-of-<N>-replica-<r>`. Names are unique within a workflow run,
 * so every job of the matrix gets its own.
 */
function shardArtifactName(shard, replica) {
    const base = `${SHARD_ARTIFACT_PREFIX}${shard.index}-of-${shard.count}`;
    return replica && replica.count > 1 ? `${base}-replica-${replica.index}` : base;
}
const ARTIFACT_NAME = /^benchgate-shard-(\d+)-of-(\d+)(?:-replica-(\d+))?$/;
/** The shard (and replica) an artifact name stands for, or null for any other name. */
function parseShardArtifactName(name) {
    const match = ARTIFACT_NAME.exec(name);
    if (!match)
        return null;
    const shard = { index: Number(match[1]), count: Number(match[2]) };
    if (shard.index < 1 || shard.index > shard.count)
        return null;
    return match[3] === undefined ? { shard } : { shard, replica: Number(match[3]) };
}
/** Every artifact name a complete run of N shards × R replicas uploads, in order. */
function expectedArtifactNames(count, replicas = 1) {
    return Array.from({ length: count }, (_, i) => replicas > 1
        ? Array.from({ length: replicas }, (_, r) => shardArtifactName({ index: i + 1, count }, { index: r + 1, count: replicas }))
        : [shardArtifactName({ index: i + 1, count })]).flat();
}
function createShardManifest(input) {
    if (input.plan.count !== input.shard.count) {
        throw new RangeError(`createShardManifest: a plan for ${input.plan.count} shards cannot serve shard ${input.shard.index}/${input.shard.count}`);
    }
    return {
        index: input.shard.index,
        count: input.shard.count,
        ...(input.replica && input.replica.count > 1 ? { replica: input.replica.index, replicas: input.replica.count } : {}),
        assigned: input.plan.shards[input.shard.index - 1].slice(),
        plan: input.plan.shards.map((names) => names.slice()),
        costSource: input.plan.costSource,
        shas: { base: input.shas.base, head: input.shas.head },
        settings: (0,_settings_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__/* .settingsFingerprint */ .OI)(input.meta),
        ...(input.failure === undefined ? {} : { failure: input.failure }),
    };
}
/** The results with the manifest in `meta.shard` (a new object; the input is not changed). */
function withShardManifest(results, manifest) {
    return { ...results, meta: { ...(results.meta ?? {}), shard: manifest } };
}
/**
 * What a shard uploads when it could not measure at all (a build failed before any execution):
 * no benchmarks, its settings, and the manifest with the failure. The merge then reports the
 * shard's benchmarks as not measured with that reason, instead of as missing.
 */
function failedShardResults(input) {
    return withShardManifest({ version: 1, benchmarks: [], meta: { ...(input.meta ?? {}) } }, createShardManifest(input));
}
function wholeNumber(value, path, min) {
    if (!Number.isInteger(value) || value < min)
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch(path, `expected a whole number ≥ ${min}, got ${(0,_results_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(value)}`);
    return value;
}
function names(value, path) {
    if (!Array.isArray(value) || value.some((name) => typeof name !== 'string'))
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch(path, 'expected a list of benchmark names');
    return value;
}
/**
 * The manifest in `meta.shard`, checked; null when the results carry none (a file from an
 * unsharded run). Throws ResultsFormatError naming the path of the first problem.
 */
function readShardManifest(meta) {
    const value = meta?.shard;
    if (value === undefined)
        return null;
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u)(value))
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard', 'expected an object');
    const count = wholeNumber(value.count, 'meta.shard.count', 1);
    const index = wholeNumber(value.index, 'meta.shard.index', 1);
    if (index > count)
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.index', `shard ${index} of ${count} does not exist`);
    let replica = {};
    if (value.replica !== undefined || value.replicas !== undefined) {
        const replicas = wholeNumber(value.replicas, 'meta.shard.replicas', 1);
        const r = wholeNumber(value.replica, 'meta.shard.replica', 1);
        if (r > replicas)
            throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.replica', `replica ${r} of ${replicas} does not exist`);
        replica = { replica: r, replicas };
    }
    if (!Array.isArray(value.plan) || value.plan.length !== count)
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.plan', `expected ${count} lists of benchmark names, one per shard`);
    const plan = value.plan.map((shard, i) => names(shard, `meta.shard.plan[${i}]`));
    const assigned = names(value.assigned, 'meta.shard.assigned');
    if (JSON.stringify(assigned) !== JSON.stringify(plan[index - 1]))
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.assigned', `differs from plan[${index - 1}], this shard's part of the plan`);
    const shas = value.shas;
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u)(shas) || typeof shas.base !== 'string' || typeof shas.head !== 'string')
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.shas', 'expected { base, head } commit SHAs');
    if (typeof value.settings !== 'string')
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.settings', 'expected the settings fingerprint');
    const costSource = value.costSource === 'measured' || value.costSource === 'mixed' ? value.costSource : 'count';
    if (value.failure !== undefined && typeof value.failure !== 'string')
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.failure', 'expected a string');
    return {
        index,
        count,
        ...replica,
        assigned,
        plan,
        costSource,
        shas: { base: shas.base, head: shas.head },
        settings: value.settings,
        ...(typeof value.failure === 'string' ? { failure: value.failure } : {}),
    };
}


/***/ })

};
