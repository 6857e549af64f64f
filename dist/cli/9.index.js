export const id = 9;
export const ids = [9];
export const modules = {

/***/ 4009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  calibrateCommand: () => (/* binding */ calibrateCommand)
});

// EXTERNAL MODULE: ./src/cli/experiment-flags.ts
var experiment_flags = __webpack_require__(3353);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/experiment/analysis-settings.ts
var analysis_settings = __webpack_require__(9079);
// EXTERNAL MODULE: ./src/config/run-settings.ts
var run_settings = __webpack_require__(6493);
// EXTERNAL MODULE: ./src/config/setting-values.ts
var setting_values = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/report/escape-markdown.ts
var escape_markdown = __webpack_require__(7729);
// EXTERNAL MODULE: ./src/report/format-numbers.ts
var format_numbers = __webpack_require__(7032);
// EXTERNAL MODULE: ./src/report/notes.ts
var notes = __webpack_require__(4931);
;// CONCATENATED MODULE: ./src/report/calibration-report.ts



const plain = (fraction, digits = 2) => (fraction === null ? '—' : (0,format_numbers/* formatPercent */.l9)(fraction, digits).replace('+', ''));
const sd = (fraction) => (fraction === null ? '—' : `${(fraction * 100).toFixed(2)}`);
const factor = (value) => (value === null ? '—' : value.toFixed(2));
const duration = (seconds) => (seconds === null ? 'more than a day' : (0,format_numbers/* formatDuration */.a3)(seconds));
function row(b, minEffect) {
    const p = b.profile;
    const flag = p.aa?.verdict === 'regression' || p.aa?.verdict === 'improvement' ? ' ⚠️' : '';
    const aa = p.aa ? `${(0,format_numbers/* formatPercent */.l9)(p.aa.relative)} [${(0,format_numbers/* formatPercent */.l9)(p.aa.ci[0])}, ${(0,format_numbers/* formatPercent */.l9)(p.aa.ci[1])}]${flag}` : '—';
    const confirm = b.confirm.rounds === null
        ? `> ${b.confirm.roundsRun}`
        : `${b.confirm.rounds}${b.confirm.seconds === null ? '' : ` (${(0,format_numbers/* formatDuration */.a3)(b.confirm.seconds)})`}`;
    return [
        (0,escape_markdown/* escapeMarkdown */.F)(b.name),
        `${p.deterministicBuild ? 'det.' : sd(p.relativeSd.binary)} / ${sd(p.relativeSd.execution)} / ${sd(p.relativeSd.measurement)}`,
        `${factor(p.impact.execution)} / ${p.deterministicBuild ? '1.00 (det.)' : factor(p.impact.binary)}`,
        p.warmupPerExecution.toFixed(1),
        p.lag1 === null ? '—' : p.lag1.toFixed(2),
        aa,
        `${plain(b.detectableEffect)} / ${plain(b.fixedDetectableEffect)}`,
        b.detectableEffect !== null && b.detectableEffect <= minEffect ? 'within this budget' : duration(b.budgetToSettle),
        confirm,
    ].join(' | ');
}
/** The calibration as markdown: the measured design, one row per benchmark, the plan. */
function renderCalibration(calibration) {
    const c = calibration.costs;
    const m = calibration.measured;
    const minEffect = plain(calibration.minEffect, 1);
    const lines = [
        `### benchgate calibrate: the noise of one commit against itself (A/A)`,
        '',
        `Measured ${m.binaries} build${m.binaries === 1 ? '' : 's'} per version × ${m.rounds} ` +
            `rounds${m.seconds === null ? '' : ` in ${(0,format_numbers/* formatDuration */.a3)(m.seconds)}`}: ` +
            `a build takes ${(0,format_numbers/* formatDuration */.a3)(c.buildSeconds)}, an execution ${(0,format_numbers/* formatDuration */.a3)(c.executionSeconds)}` +
            (c.startupSeconds === null ? '' : ` (${(0,format_numbers/* formatDuration */.a3)(c.startupSeconds)} of it outside the measurements)`) +
            `. Budget ${(0,format_numbers/* formatDuration */.a3)(calibration.budgetSeconds)}, confidence ${Math.round(calibration.confidence * 100)} %, min-effect ${minEffect}.`,
        '',
        `| Benchmark | σ_V / σ_B / σ_E (% of mean) | Impact exec / build | Warm-up | Lag-1 | A/A Δ [CI] | Detectable in budget (adaptive / fixed) | ` +
            `Budget for ±${minEffect} | CONFIRM rounds |`,
        '|---|---|---|---|---|---|---|---|---|',
        ...calibration.benchmarks.map((b) => `| ${row(b, calibration.minEffect)} |`),
        '',
        'Detectable: the smallest change found with 80 % power by a run with this budget (adaptive: its last look; fixed: one test at the end). ' +
            "CONFIRM rounds: how many of this run's rounds an A/A needs before its interval fits ±min-effect (resampled, seed 003 §5)." +
            (calibration.benchmarks.some((b) => b.profile.aa?.verdict === 'regression' || b.profile.aa?.verdict === 'improvement')
                ? ' ⚠️: the A/A comparison itself found a change: the runner drifted in a way the pairing did not cancel, or the benchmark is not stable.'
                : ''),
        '',
        'Plan for a run with this budget:',
        ...calibration.plan.reasons.map((reason) => `- ${(0,escape_markdown/* escapeMarkdown */.F)(reason)}`),
    ];
    const noted = (b) => b.notes.map((note) => `- ${(0,escape_markdown/* escapeMarkdown */.F)(b.name)}: ${(0,escape_markdown/* escapeMarkdown */.F)(renderCalibrationNote(note))}`);
    const notes = calibration.benchmarks.flatMap(noted);
    if (notes.length > 0)
        lines.push('', 'Notes:', ...notes);
    const unfitted = calibration.unfitted.flatMap((b) => (b.notes.length > 0 ? noted(b) : [`- ${(0,escape_markdown/* escapeMarkdown */.F)(b.name)}`]));
    if (unfitted.length > 0)
        lines.push('', 'Measured (in results.json) but not fitted, so not in this prior:', ...unfitted);
    if (!calibration.benchmarks.some((b) => b.profile.deterministicBuild) && calibration.benchmarks.length > 0) {
        lines.push('', 'No two builds had identical outputs (or no `artifacts` were declared to hash): the build level is treated as random. Declare `artifacts` ' +
            'so that a deterministic build can be recognised and planned with 1 build per version.');
    }
    return `${lines.join('\n')}\n`;
}
function renderCalibrationNote(note) {
    if (note.kind === 'noise-not-estimated')
        return `noise not estimated: ${note.reason}`;
    if (note.kind === 'not-planned')
        return note.why.kind === 'no-noise'
            ? 'not planned for: the same value in every execution, no noise to plan from'
            : `not planned for: only benchmarks that gate plan the run (gate: ${note.why.gate})`;
    return (0,notes/* renderNote */.NS)(note);
}
/** calibration.json: the calibration with its notes in words, as the file has always held them. */
function calibrationJson(calibration) {
    const benchmarks = calibration.benchmarks.map((b) => ({ ...b, notes: b.notes.map(renderCalibrationNote) }));
    const unfitted = calibration.unfitted.map((b) => ({ ...b, notes: b.notes.map(renderCalibrationNote) }));
    return `${JSON.stringify({ ...calibration, benchmarks, unfitted }, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/runner/run-experiment.ts + 27 modules
var run_experiment = __webpack_require__(5508);
// EXTERNAL MODULE: ./src/stats/alpha-spending.ts + 1 modules
var alpha_spending = __webpack_require__(42);
;// CONCATENATED MODULE: ./src/sequential/budget-stop.ts
/**
 * A fixed design bounded by time: run whole rounds until the next one would not fit the
 * budget (each round's time estimated by the mean so far). For `benchgate calibrate`, which
 * wants all the data the budget can buy and no early decision.
 */
function stopWhenBudgetSpent(budgetSeconds) {
    return (progress) => {
        if (progress.elapsedSeconds >= budgetSeconds)
            return 'stop';
        if (progress.blocks % progress.blocksPerRound !== 0)
            return 'continue';
        const roundSeconds = (progress.measureSeconds / progress.blocks) * progress.blocksPerRound;
        return progress.elapsedSeconds + roundSeconds > budgetSeconds ? 'stop' : 'continue';
    };
}

// EXTERNAL MODULE: ./src/planning/plan-run.ts
var plan_run = __webpack_require__(1830);
// EXTERNAL MODULE: ./src/config/benchmark-policy.ts
var benchmark_policy = __webpack_require__(6848);
// EXTERNAL MODULE: ./src/stats/insufficient-data.ts
var insufficient_data = __webpack_require__(7021);
// EXTERNAL MODULE: ./src/analysis/analyze-benchmark.ts + 3 modules
var analyze_benchmark = __webpack_require__(4668);
// EXTERNAL MODULE: ./src/stats/rng.ts
var rng = __webpack_require__(1046);
;// CONCATENATED MODULE: ./src/planning/confirm.ts


/**
 * CONFIRM for the nested, interleaved design (seed 003 §5): for s = 2, 3, … rounds, draw
 * `trials` random subsets of s of the rounds that ran (a round is one block per binary pair,
 * so every subset is a smaller experiment of the same design, pairs intact), compute the Δ
 * interval of each at the given confidence, and average the lower and the upper bounds. The
 * answer is the smallest s whose average interval lies inside ±min-effect: how many rounds
 * an A/A comparison needs before it can say "unchanged". Resampling needs no model of the
 * noise; it cannot look beyond the rounds that ran (then `rounds` is null and the model's
 * budgetToSettle extrapolates). Seeded.
 */
function confirmRounds(record, options, minEffect, trials = 200) {
    const roundsRun = Math.min(...[record.base, record.head].flatMap((v) => v.binaries.map((b) => b.executions.length)));
    if (!(minEffect > 0) || !Number.isFinite(roundsRun))
        return { rounds: null, roundsRun: Number.isFinite(roundsRun) ? roundsRun : 0 };
    const random = (0,rng/* createRandom */.sk)(options.seed);
    const all = Array.from({ length: roundsRun }, (_, j) => j);
    const lean = { ...options, bootstrapReplicates: 0 };
    for (let size = 2; size <= roundsRun; size++) {
        let low = 0;
        let high = 0;
        let counted = 0;
        const draws = size === roundsRun ? 1 : trials;
        for (let t = 0; t < draws; t++) {
            const keep = new Set((0,rng/* shuffled */.A4)(all, random).slice(0, size));
            const change = (0,analyze_benchmark/* analyzeBenchmark */.U)(subset(record, keep), lean).change;
            if (!change)
                continue;
            low += change.ci[0];
            high += change.ci[1];
            counted++;
        }
        if (counted > 0 && low / counted >= -minEffect && high / counted <= minEffect)
            return { rounds: size, roundsRun };
    }
    return { rounds: null, roundsRun };
}
function subset(record, rounds) {
    const keep = (version) => ({
        ...version,
        binaries: version.binaries.map((binary) => ({ ...binary, executions: binary.executions.filter((_, j) => rounds.has(j)) })),
    });
    return { ...record, base: keep(record.base), head: keep(record.head) };
}

// EXTERNAL MODULE: ./src/planning/detectable-effect.ts
var detectable_effect = __webpack_require__(2610);
// EXTERNAL MODULE: ./src/planning/paired-noise.ts
var paired_noise = __webpack_require__(5007);
// EXTERNAL MODULE: ./src/planning/plan-candidates.ts
var plan_candidates = __webpack_require__(1005);
// EXTERNAL MODULE: ./src/planning/plan-design.ts
var plan_design = __webpack_require__(153);
// EXTERNAL MODULE: ./src/planning/run-costs.ts
var run_costs = __webpack_require__(6191);
;// CONCATENATED MODULE: ./src/planning/calibration.ts








const averageOf = (a, b) => (a === null ? b : b === null ? a : (a + b) / 2);
function averageComponents(base, head) {
    return {
        binary: averageOf(base.components.binary, head.components.binary),
        execution: averageOf(base.components.execution, head.components.execution),
        measurement: averageOf(base.components.measurement, head.components.measurement),
    };
}
/**
 * Turns an A/A run (head against itself) and its analysis with `options` (`report`: the gate's,
 * experiment/run-calibration.ts) into a calibration: per benchmark the paired noise
 * (what a prior needs), the noise profile (variance components, impact factors, warm-up,
 * lag-1 autocorrelation, the A/A Δ), what the budget detects with the planned adaptive design
 * and with a fixed one, the budget min-effect needs, and CONFIRM's rounds. Pure.
 */
function calibrate(results, report, options, settings) {
    const policies = (0,benchmark_policy/* benchmarkPolicies */.mf)(options);
    const costs = (0,run_costs/* measuredCosts */.l)(results);
    // The report leaves out what an `ignore` policy names: its rows are the compared benchmarks.
    const compared = report.benchmarks;
    const divisor = options.correction === 'none' ? 1 : Math.max(1, compared.length);
    const noises = new Map();
    const notes = new Map();
    for (const record of results.benchmarks) {
        try {
            noises.set(record.name, (0,paired_noise/* pairedNoiseOf */.HW)(record, options));
        }
        catch (error) {
            if (!(error instanceof insufficient_data/* InsufficientDataError */.y))
                throw error;
            notes.set(record.name, [{ kind: 'noise-not-estimated', reason: error.message }]);
        }
    }
    const candidates = (0,plan_candidates/* planCandidates */.I9)([...noises].map(([name, noise]) => ({ name, noise })), policies);
    for (const { name, why } of candidates.skipped)
        notes.set(name, [...(notes.get(name) ?? []), { kind: 'not-planned', why }]);
    const plan = (0,plan_design/* planDesign */.iU)({
        benchmarks: candidates.planned,
        costs,
        budgetSeconds: settings.budgetSeconds,
        minEffect: options.minEffect,
        confidence: options.confidence,
        divisor,
        maxLooks: settings.maxLooks,
        spending: settings.spending,
    });
    const skippedReason = (0,plan_candidates/* notPlannedReason */.wl)(candidates.skipped);
    if (skippedReason !== null)
        plan.reasons.push(skippedReason);
    const firstRecord = results.benchmarks[0];
    const binaries = firstRecord ? firstRecord.base.binaries.length : 0;
    const rounds = firstRecord ? Math.min(...firstRecord.base.binaries.map((b) => b.executions.length)) : 0;
    const perRound = rounds > 0 && typeof results.meta?.measureSeconds === 'number' ? results.meta.measureSeconds / rounds : null;
    const benchmarks = [];
    const unfitted = results.benchmarks.filter((r) => !noises.has(r.name)).map((r) => ({ name: r.name, notes: notes.get(r.name) ?? [] }));
    for (const benchmark of report.benchmarks) {
        const noise = noises.get(benchmark.name);
        const record = results.benchmarks.find((r) => r.name === benchmark.name);
        if (!noise || !record || !benchmark.base || !benchmark.head) {
            const entry = unfitted.find((u) => u.name === benchmark.name);
            if (entry)
                entry.notes.push(...benchmark.notes);
            else
                unfitted.push({ name: benchmark.name, notes: [...(notes.get(benchmark.name) ?? []), ...benchmark.notes] });
            continue;
        }
        const planned = plan.benchmarks.find((p) => p.name === benchmark.name);
        const components = averageComponents(benchmark.base, benchmark.head);
        const mean = benchmark.base.mean;
        const relative = (v) => (v === null ? null : Math.sqrt(v) / Math.abs(mean));
        const version = benchmark.head;
        const design = { binaries: plan.binaries, rounds: plan.rounds, measurements: noise.measurements };
        const fixed = plan.rounds >= 1 ? (0,detectable_effect/* detectableEffect */.zK)(Math.sqrt((0,paired_noise/* logRatioVariance */.HO)(noise, design)), (0,paired_noise/* comparisonDf */.g)(noise, design), (1 - options.confidence) / divisor) : null;
        const confirm = confirmRounds(record, options, options.minEffect);
        const executions = benchmark.base.counts.executions + benchmark.head.counts.executions;
        benchmarks.push({
            name: benchmark.name,
            unit: benchmark.unit,
            noise,
            profile: {
                mean,
                components,
                relativeSd: { binary: relative(components.binary), execution: relative(components.execution), measurement: relative(components.measurement) },
                impact: { execution: version.impact.execution.estimate, binary: version.deterministicBuild ? 1 : version.impact.binary.estimate },
                warmupPerExecution: (benchmark.base.counts.warmupMeasurements + benchmark.head.counts.warmupMeasurements) / Math.max(1, executions),
                lag1: averageOf(benchmark.base.lag1, benchmark.head.lag1),
                deterministicBuild: noise.deterministicBuild,
                aa: benchmark.delta ? { relative: benchmark.delta.relative, ci: benchmark.delta.ci, verdict: benchmark.verdict } : null,
            },
            detectableEffect: planned?.detectableEffect ?? null,
            fixedDetectableEffect: fixed,
            budgetToSettle: planned?.budgetToSettle ?? null,
            confirm: {
                ...confirm,
                seconds: confirm.rounds === null || perRound === null ? null : Math.round(2 * binaries * costs.buildSeconds + confirm.rounds * perRound),
            },
            notes: [...(notes.get(benchmark.name) ?? []), ...benchmark.notes],
        });
    }
    return {
        version: 1,
        kind: 'benchgate-prior',
        costs,
        benchmarks,
        unfitted,
        budgetSeconds: settings.budgetSeconds,
        confidence: options.confidence,
        minEffect: options.minEffect,
        plan,
        measured: { binaries, rounds, seconds: typeof results.meta?.totalSeconds === 'number' ? results.meta.totalSeconds : null },
    };
}

// EXTERNAL MODULE: ./src/experiment/analyse.ts + 3 modules
var analyse = __webpack_require__(4178);
// EXTERNAL MODULE: ./src/experiment/gate.ts
var gate = __webpack_require__(600);
// EXTERNAL MODULE: ./src/experiment/measure.ts + 9 modules
var measure = __webpack_require__(7059);
;// CONCATENATED MODULE: ./src/experiment/run-calibration.ts









/**
 * The calibration run: `settings.head` against itself (A/A) for the whole budget, with the
 * builds per version a run of that budget would use (from the prior, or the settings), then
 * calibrate() on the analysis of the gate both front ends call (gate.ts: the settings recorded
 * in `meta.analysis`, then analysed once). Glue for `benchgate calibrate` and the action's
 * `mode: calibrate`: the runner does the I/O. `keep` stores the measured results, with their
 * record, before anything is analysed or fitted, so that no failure of the fit loses the run.
 * Throws what runExperiment throws.
 */
async function runCalibration(settings, analysis, adaptive, context, keep) {
    const { budgetSeconds } = adaptive;
    // An A/A measures noise: a proof would find head's inputs identical to its own and measure nothing.
    const aa = { ...settings, base: settings.head, proveUnchanged: false };
    const plan = (0,plan_run/* planRun */.n)(aa, analysis, adaptive);
    for (const reason of plan.reasons)
        context.logger.info(`plan: ${reason}`);
    const results = await (0,run_experiment/* runExperiment */.p0)({ ...aa, binaries: plan.binaries, executions: (0,plan_design/* adaptiveExecutionsPerBuild */.lE)(plan.binaries) }, { onOutputNote: (0,measure/* logOutputNote */.a)(context.logger), ...context, afterBlock: stopWhenBudgetSpent(budgetSeconds), budgetSeconds });
    const options = (0,gate.recordSettings)(results, { measured: analysis });
    await keep(results);
    const measured = results.benchmarks.some((b) => b.head.binaries.some((binary) => binary.executions.some((e) => e.values.length > 0)));
    if (!measured)
        return { results, calibration: null };
    const calibration = calibrate(results, (0,analyse/* analyse */.K)(results, options).report, options, { budgetSeconds, maxLooks: alpha_spending/* DEFAULT_MAX_LOOKS */.yI, spending: alpha_spending/* DEFAULT_SPENDING */.dT });
    calibration.meta = { sha: results.meta?.shas?.head, runner: results.meta?.runner, startedAt: results.meta?.startedAt, seed: settings.seed };
    return { results, calibration };
}

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
// EXTERNAL MODULE: ./src/cli/run-command.ts + 1 modules
var run_command = __webpack_require__(3218);
// EXTERNAL MODULE: ./src/cli/stream-logger.ts
var stream_logger = __webpack_require__(433);
// EXTERNAL MODULE: ./src/cli/experiment-command.ts
var experiment_command = __webpack_require__(4343);
;// CONCATENATED MODULE: ./src/cli/calibrate-command.ts

















const { seed: _seed, rule: _rule, design: _design, estimator: _estimator, robust: _robust, ...CALIBRATE_ANALYSIS_FLAGS } = analysis_flags/* ANALYSIS_FLAGS */.nm;
const CALIBRATE_FLAGS = {
    ...CALIBRATE_ANALYSIS_FLAGS,
    ...experiment_flags/* EXPERIMENT_FLAGS */.Q,
};
/**
 * `benchgate calibrate`: an A/A run of one commit for the whole budget, then calibrate()
 * (src/planning/calibration.ts). `argv` holds the arguments after `calibrate`.
 */
async function calibrateCommand(argv, io) {
    try {
        return await run(argv, io);
    }
    catch (error) {
        return (0,experiment_command/* experimentCommandError */.PS)('calibrate', error, io);
    }
}
async function run(argv, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: argv, options: CALIBRATE_FLAGS, allowPositionals: true, strict: true });
    const early = (0,experiment_command/* helpOrStray */.Qx)(values, positionals, command_help/* CALIBRATE_USAGE */.i3, io);
    if (early !== null)
        return early;
    const budgetSeconds = (values.budget === undefined ? 10 : (0,option_values/* settingOption */.Ox)('budget', values.budget, setting_values/* budgetMinutes */.vX)) * 60;
    const { repo, fromFile } = await (0,experiment_command/* experimentConfig */.SK)(values, io);
    const flagSettings = (0,run_command.settingsFromFlags)(values);
    const head = flagSettings.head ?? fromFile.run.head ?? 'HEAD';
    const settings = (0,run_settings/* resolveRunSettings */.BW)(repo, [fromFile.run, flagSettings, { base: head, head }]);
    // The run's settings as every mode makes them (an A/A run has no prior's build variances to use).
    const analysis = (0,analysis_settings/* runAnalysisOptions */.CH)({ ...fromFile.analysis, ...(0,analyze_command.analysisOptionsFrom)(values, false) }, settings, null);
    const prior = values.prior === undefined ? null : await (0,run_command.readPrior)(values.prior, io);
    const logger = (0,stream_logger/* streamLogger */.V)(io.stderr, { verbose: values.verbose, live: io.stderrIsTerminal });
    const outDir = (0,external_node_path_.resolve)(io.cwd, values.out ?? 'benchgate-out');
    const { results, calibration } = await runCalibration(settings, analysis, { budgetSeconds, prior, ...(flagSettings.binaries === undefined ? {} : { binaries: flagSettings.binaries }) }, { logger }, async (measured) => {
        await (0,promises_.mkdir)(outDir, { recursive: true });
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, 'results.json'), `${JSON.stringify(measured)}\n`);
    });
    if (calibration === null) {
        const failures = results.meta?.failures ?? [];
        io.stderr(`benchgate calibrate: every execution failed; the first: ${failures[0]?.reason ?? 'unknown'}\n`);
        return cli_io/* EXIT */.dc.failure;
    }
    const markdown = renderCalibration(calibration);
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, 'calibration.json'), calibrationJson(calibration));
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, 'calibration.md'), markdown);
    io.stderr(`wrote ${(0,external_node_path_.join)(outDir, 'results.json')}, ${(0,external_node_path_.join)(outDir, 'calibration.json')} (a prior for benchgate run --budget --prior), ` +
        `${(0,external_node_path_.join)(outDir, 'calibration.md')}\n\n`);
    io.stdout(values.json ? calibrationJson(calibration) : markdown);
    return cli_io/* EXIT */.dc.ok;
}


/***/ })

};
