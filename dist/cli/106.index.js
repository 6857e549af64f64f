export const id = 106;
export const ids = [106];
export const modules = {

/***/ 106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BISECT_FLAGS: () => (/* binding */ BISECT_FLAGS),
  bisectCommand: () => (/* binding */ bisectCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/config/setting-values.ts
var setting_values = __webpack_require__(9005);
// EXTERNAL MODULE: ./src/config/run-settings.ts
var run_settings = __webpack_require__(6493);
// EXTERNAL MODULE: ./src/git/run-git.ts
var run_git = __webpack_require__(6148);
// EXTERNAL MODULE: ./src/runner/build.ts + 2 modules
var build = __webpack_require__(4948);
;// CONCATENATED MODULE: ./src/trend/bisect.ts
/**
 * Bisection of a step between two commits: which commit in a range made a benchmark change.
 * Pure: the measured comparisons in, the next commit to probe and the culprit out
 * (experiment/bisect-run.ts measures; docs/trend.md, "Bisection").
 *
 * `good` is the range's older end and `bad` its newer; between them the step S is the change of
 * bad against good. Each probe measures a commit of the range against good, interleaved on the
 * same runner, and asks which end it resembles: its Δ interval lies wholly on good's side of the
 * halfway point between 0 and S, or wholly on bad's side. A probe that straddles the halfway
 * point tells nothing, and the bisection stops there with the range it has narrowed. A probe whose build fails is skipped,
 * as `git bisect skip` does: its neighbour nearest the middle is probed instead, and when only
 * skipped commits are left the step is named as one of a few commits.
 */
/** The change halfway between good (0) and the step, on the ratio scale: √(1 + S) − 1. */
function halfwayChange(step) {
    return Math.sqrt(1 + step) - 1;
}
/** Which end a commit resembles, from its Δ interval against good and the step. */
function probeSide(ci, step) {
    const halfway = halfwayChange(step);
    const [low, high] = ci;
    const slower = step > 0;
    if (slower ? high < halfway : low > halfway)
        return 'like-good';
    if (slower ? low > halfway : high < halfway)
        return 'like-bad';
    return 'unclear';
}
function initialRange(commits) {
    if (!Number.isInteger(commits) || commits < 1)
        throw new RangeError(`a bisection needs at least one commit after good, got ${commits}`);
    return { lastGood: -1, firstBad: commits - 1 };
}
/** The commit to probe next (the middle of the range), or null when the range is one commit: the culprit. */
function nextProbe(range) {
    if (range.firstBad - range.lastGood <= 1)
        return null;
    return Math.floor((range.lastGood + range.firstBad) / 2);
}
/**
 * The commit to probe next when some commits of the range could not be built (`skipped`, as
 * `git bisect skip` leaves them): the middle of the range, or when that one is skipped the
 * unskipped commit nearest to it (the older on a tie); null when the range is one commit or
 * every commit inside it is skipped.
 *
 * Example: range (−1, 6) with 2 skipped → 1 (2 is the middle; 1 and 3 are as near, 1 is older).
 */
function nextProbeSkipping(range, skipped) {
    const middle = nextProbe(range);
    if (middle === null)
        return null;
    let best = null;
    for (let index = range.lastGood + 1; index < range.firstBad; index++) {
        if (skipped.has(index))
            continue;
        if (best === null || Math.abs(index - middle) < Math.abs(best - middle))
            best = index;
    }
    return best;
}
/**
 * The commits that may hold the step once nothing is left to probe: every commit after
 * `lastGood` up to `firstBad`, as indices. One when the range came down to the culprit; more
 * when the commits inside it were skipped (their builds failed), and the step is in one of them
 * or in `firstBad`.
 */
function stepCandidates(range) {
    return Array.from({ length: range.firstBad - range.lastGood }, (_, i) => range.lastGood + 1 + i);
}
/** The range after probing commit `index`; an unclear probe leaves it as it was. */
function narrow(range, index, side) {
    if (!(index > range.lastGood && index < range.firstBad))
        throw new RangeError(`probe ${index} is outside the range (${range.lastGood}, ${range.firstBad})`);
    if (side === 'like-good')
        return { ...range, lastGood: index };
    if (side === 'like-bad')
        return { ...range, firstBad: index };
    return range;
}
/** The culprit's index when the range is down to one commit, else null. */
function culprit(range) {
    return range.firstBad - range.lastGood === 1 ? range.firstBad : null;
}

// EXTERNAL MODULE: ./src/experiment/analyse.ts + 4 modules
var analyse = __webpack_require__(3988);
// EXTERNAL MODULE: ./src/experiment/analysis-settings.ts
var analysis_settings = __webpack_require__(9079);
// EXTERNAL MODULE: ./src/experiment/measure.ts + 5 modules
var measure = __webpack_require__(8125);
;// CONCATENATED MODULE: ./src/experiment/bisect-run.ts







/** Why the budget allows no further comparison, or null while it does. */
function budgetSpent(budget, started, longest) {
    if (budget === undefined)
        return null;
    const now = budget.now ?? Date.now;
    const spent = (now() - started) / 1000;
    if (spent + longest <= budget.seconds)
        return null;
    const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
    return `the bisect budget of ${minutes(budget.seconds)} is spent: ${minutes(spent)} used, and one more comparison takes about ${minutes(longest)}`;
}
/**
 * Measures good against bad to find the step, then bisects the first-parent commits between
 * them, each probe a whole interleaved comparison of the commit against good (the same design,
 * builds and analysis as `benchgate run`). Stops when one commit is left, or at a probe that
 * cannot tell which end it resembles. A probe whose build fails is recorded with its reason and
 * skipped (`git bisect skip`): the unskipped commit nearest the middle is probed instead, and
 * when only skipped commits are left the outcome names the commits the step is in one of
 * (`candidates`).
 */
async function bisectRange(request) {
    const { repo, logger } = request;
    const good = await (0,run_git/* git */.$Y)(repo, ['rev-parse', '--verify', `${request.good}^{commit}`]);
    const bad = await (0,run_git/* git */.$Y)(repo, ['rev-parse', '--verify', `${request.bad}^{commit}`]);
    const listed = await (0,run_git/* git */.$Y)(repo, ['rev-list', '--first-parent', '--reverse', `${good}..${bad}`]);
    const commits = listed === '' ? [] : listed.split('\n');
    if (commits.length === 0)
        throw new BisectError(`${request.bad} is not a descendant of ${request.good} along first parents: nothing to bisect`);
    const outcome = {
        good,
        bad,
        commits,
        benchmark: null,
        probes: [],
        range: initialRange(commits.length),
        culprit: null,
        candidates: [],
        stopped: null,
    };
    const now = request.budget?.now ?? Date.now;
    const started = now();
    let longest = request.budget?.expectedSeconds ?? 0;
    const timed = async (run) => {
        const start = now();
        const result = await run();
        longest = Math.max(longest, (now() - start) / 1000);
        return result;
    };
    const noTime = budgetSpent(request.budget, started, longest);
    if (noTime !== null)
        return { ...outcome, stopped: noTime };
    const step = await logger.group(`The step: ${bisect_run_short(bad)} against ${bisect_run_short(good)}`, () => timed(() => compare(request, good, bad)));
    const followed = followedBenchmark(step.rows, request.benchmark);
    if (typeof followed === 'string')
        return { ...outcome, stopped: followed };
    outcome.benchmark = followed.name;
    outcome.probes.push({
        sha: bad,
        index: commits.length - 1,
        verdict: followed.verdict,
        relative: followed.relative,
        ci: followed.ci,
        side: 'step',
        seconds: step.seconds,
    });
    logger.info(`bisecting ${followed.name}: ${percent(followed.relative)} [${percent(followed.ci[0])}, ${percent(followed.ci[1])}] over ${commits.length} commits`);
    // Commits whose build failed: skipped, as `git bisect skip` does, and a neighbour probed instead.
    const skipped = new Set();
    for (let index = nextProbeSkipping(outcome.range, skipped); index !== null; index = nextProbeSkipping(outcome.range, skipped)) {
        const sha = commits[index];
        const spent = budgetSpent(request.budget, started, longest);
        if (spent !== null)
            return { ...outcome, stopped: spent };
        const start = now();
        const probe = await logger
            .group(`Probe ${bisect_run_short(sha)} (${index + 1} of ${commits.length}) against ${bisect_run_short(good)}`, () => timed(() => compare(request, good, sha)))
            .catch((error) => {
            if (error instanceof build/* BuildFailedError */.Wu)
                return error;
            throw error;
        });
        if (probe instanceof build/* BuildFailedError */.Wu) {
            const reason = `${probe.version} build ${probe.binary + 1} failed: \`${probe.command}\` ${probe.reason}`;
            skipped.add(index);
            outcome.probes.push({ sha, index, side: 'failed', reason, seconds: (now() - start) / 1000 });
            logger.info(`${bisect_run_short(sha)}: skipped, ${reason}`);
            continue;
        }
        const row = probe.rows.find((r) => r.name === followed.name);
        if (row === undefined)
            return { ...outcome, stopped: `${bisect_run_short(sha)} did not report ${followed.name}` };
        const side = probeSide(row.ci, followed.relative);
        outcome.probes.push({ sha, index, verdict: row.verdict, relative: row.relative, ci: row.ci, side, seconds: probe.seconds });
        logger.info(`${bisect_run_short(sha)}: ${percent(row.relative)} [${percent(row.ci[0])}, ${percent(row.ci[1])}]: ${side}`);
        if (side === 'unclear') {
            return {
                ...outcome,
                stopped: `${bisect_run_short(sha)}'s interval straddles the halfway point (${percent(row.ci[0])} … ${percent(row.ci[1])}), so it resembles neither end: measure it longer (a budget) to go on`,
            };
        }
        outcome.range = narrow(outcome.range, index, side);
    }
    const found = culprit(outcome.range);
    if (found !== null)
        return { ...outcome, culprit: commits[found] };
    // Every commit left inside the range failed to build: the step is in one of them, or in the range's newer end.
    const candidates = stepCandidates(outcome.range).map((i) => commits[i]);
    return {
        ...outcome,
        candidates,
        stopped: `the commits between ${bisect_run_short(commits[outcome.range.lastGood] ?? good)} and ${bisect_run_short(commits[outcome.range.firstBad])} could not be built, so the step is in one of ${candidates.length} commits`,
    };
}
class BisectError extends Error {
}
async function compare(request, base, head) {
    const settings = (0,run_settings/* resolveRunSettings */.BW)(request.repo, [...request.settings, { base, head }]);
    const analysis = (0,analysis_settings.runAnalysisOptions)(request.policy, settings, request.adaptive);
    const results = await (0,measure/* measure */.x)({ settings, analysis, adaptive: request.adaptive, logger: request.logger });
    const { report, failures } = (0,analyse.analyse)(results, analysis);
    if (failures.length > 0)
        throw new BisectError(`${bisect_run_short(head)} against ${bisect_run_short(base)}: ${failures.map((f) => `${f.side}: ${f.reason}`).join('; ')}`);
    const rows = report.benchmarks.flatMap((b) => (b.delta ? [{ name: b.name, verdict: b.verdict, relative: b.delta.relative, ci: b.delta.ci }] : []));
    return { rows, seconds: Number(results.meta?.totalSeconds ?? 0) };
}
/** The benchmark to follow, or why there is none. */
function followedBenchmark(rows, named) {
    if (named !== undefined) {
        const row = rows.find((r) => r.name === named);
        if (row === undefined)
            return `no benchmark named ${JSON.stringify(named)} was compared between good and bad`;
        return row.verdict === 'regression' || row.verdict === 'improvement'
            ? row
            : `${named} did not change between good and bad (${row.verdict}): there is no step to bisect`;
    }
    const changed = rows.filter((r) => r.verdict === 'regression' || r.verdict === 'improvement');
    if (changed.length === 0)
        return 'no benchmark changed between good and bad: there is no step to bisect';
    return changed.reduce((a, b) => (Math.abs(b.relative) > Math.abs(a.relative) ? b : a));
}
const bisect_run_short = (sha) => sha.slice(0, 12);
const percent = (x) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)} %`;

// EXTERNAL MODULE: ./src/experiment/prior-file.ts
var prior_file = __webpack_require__(5138);
// EXTERNAL MODULE: ./src/report/escape-markdown.ts
var escape_markdown = __webpack_require__(7729);
// EXTERNAL MODULE: ./src/report/format-numbers.ts
var format_numbers = __webpack_require__(7032);
;// CONCATENATED MODULE: ./src/report/bisect-markdown.ts



const SIDE_TEXT = {
    step: 'the step (bad against good)',
    'like-good': 'like good: the step is later',
    'like-bad': 'like bad: the step is here or earlier',
    unclear: 'unclear: its interval straddles the halfway point',
    failed: 'skipped',
};
/** The bisection's report: the culprit (or the range left and why), and the evidence of every probe. */
function renderBisect(outcome) {
    const short = (sha) => `\`${sha.slice(0, 12)}\``;
    const lines = ['### benchgate bisect', ''];
    if (outcome.benchmark === null) {
        lines.push(`Nothing to bisect between ${short(outcome.good)} and ${short(outcome.bad)}: ${(0,escape_markdown/* escapeMarkdown */.F)(outcome.stopped ?? 'no step')}.`);
        return `${lines.join('\n')}\n`;
    }
    const name = (0,escape_markdown/* escapeMarkdown */.F)(outcome.benchmark);
    const step = outcome.probes.find((p) => p.side === 'step');
    const candidates = outcome.candidates ?? [];
    if (outcome.culprit !== null) {
        lines.push(`**${short(outcome.culprit)} made the step** in ${name} (${outcome.commits.length} commits after ${short(outcome.good)}).`);
    }
    else if (candidates.length > 0) {
        lines.push(`**The step is in one of these commits**: ${candidates.map(short).join(', ')} (the step in ${name}; the commits before the last could not be ` +
            `built, so no probe could tell them apart, as \`git bisect skip\` leaves them). ${(0,escape_markdown/* escapeMarkdown */.F)(outcome.stopped ?? '')}`);
    }
    else {
        const from = outcome.range.lastGood < 0 ? outcome.good : outcome.commits[outcome.range.lastGood];
        const to = outcome.commits[outcome.range.firstBad];
        lines.push(`**Not narrowed to one commit**: the step in ${name} lies after ${short(from)}, at or before ${short(to)} ` +
            `(${outcome.range.firstBad - outcome.range.lastGood} commits). ${(0,escape_markdown/* escapeMarkdown */.F)(outcome.stopped ?? '')}`);
    }
    if (step !== undefined) {
        lines.push('', `Each probe measured one commit against good, interleaved on this runner, and asked which end it resembles: its Δ interval lies wholly ` +
            `below or above the halfway point (${(0,format_numbers/* formatPlainPercent */.Xs)(halfwayChange(step.relative))}) between good (0) and the step.`);
    }
    lines.push('', '| commit | position | Δ against good | verdict | reads as | runner time |', '|---|---|---|---|---|---|');
    for (const probe of outcome.probes) {
        if (probe.side === 'failed') {
            lines.push(`| ${short(probe.sha)} | ${probe.index + 1} of ${outcome.commits.length} | — | build failed | ${SIDE_TEXT.failed}: ${(0,escape_markdown/* escapeMarkdown */.F)(probe.reason)} | ` +
                `${(0,format_numbers/* formatDuration */.a3)(probe.seconds)} |`);
            continue;
        }
        lines.push(`| ${short(probe.sha)} | ${probe.index + 1} of ${outcome.commits.length} | ${(0,format_numbers/* formatChange */.eD)(probe.relative, probe.ci)} | ${(0,escape_markdown/* escapeMarkdown */.F)(probe.verdict)} | ` +
            `${SIDE_TEXT[probe.side]} | ${(0,format_numbers/* formatDuration */.a3)(probe.seconds)} |`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/cli/analysis-flags.ts
var analysis_flags = __webpack_require__(6208);
// EXTERNAL MODULE: ./src/cli/analyze-command.ts
var analyze_command = __webpack_require__(4374);
// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
// EXTERNAL MODULE: ./src/cli/command-help.ts
var command_help = __webpack_require__(1871);
// EXTERNAL MODULE: ./src/cli/experiment-flags.ts
var experiment_flags = __webpack_require__(3353);
// EXTERNAL MODULE: ./src/cli/option-values.ts
var option_values = __webpack_require__(1916);
// EXTERNAL MODULE: ./src/cli/run-command.ts
var run_command = __webpack_require__(5863);
// EXTERNAL MODULE: ./src/cli/stream-logger.ts
var stream_logger = __webpack_require__(433);
// EXTERNAL MODULE: ./src/cli/experiment-command.ts
var experiment_command = __webpack_require__(4343);
;// CONCATENATED MODULE: ./src/cli/bisect-command.ts

















const { seed: _analysisSeed, ...ANALYSIS_ONLY_FLAGS } = analysis_flags/* ANALYSIS_FLAGS */.nm;
const { head: _head, prior: _prior, ...EXPERIMENT_ONLY_FLAGS } = experiment_flags/* EXPERIMENT_FLAGS */.Q;
const BISECT_FLAGS = {
    ...ANALYSIS_ONLY_FLAGS,
    ...EXPERIMENT_ONLY_FLAGS,
    good: { type: 'string' },
    bad: { type: 'string' },
    benchmark: { type: 'string' },
    executions: { type: 'string' },
};
/**
 * `benchgate bisect`: names the commit between `--good` and `--bad` where a benchmark changed
 * (experiment/bisect-run.ts). Exit 0 when it named one, 1 when it could only narrow the range,
 * 2 on usage errors, 3 when a build or a benchmark failed.
 */
async function bisectCommand(argv, io) {
    try {
        return await bisect(argv, io);
    }
    catch (error) {
        return (0,experiment_command/* experimentCommandError */.PS)('bisect', error, io, { usage: [run_git/* GitError */.XS], failure: [BisectError] });
    }
}
async function bisect(argv, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: argv, options: BISECT_FLAGS, allowPositionals: true, strict: true });
    const early = (0,experiment_command/* helpOrStray */.Qx)(values, positionals, command_help/* BISECT_USAGE */.RR, io);
    if (early !== null)
        return early;
    if (values.good === undefined || values.bad === undefined)
        throw new cli_io/* UsageError */.eb(`--good and --bad are both needed\n${command_help/* BISECT_USAGE */.RR}`);
    const { repo, fromFile } = await (0,experiment_command/* experimentConfig */.SK)(values, io);
    const flagSettings = (0,run_command.settingsFromFlags)(values);
    const analysisFlags = Object.fromEntries(Object.keys(ANALYSIS_ONLY_FLAGS).map((flag) => [flag, values[flag]]));
    const policy = { ...fromFile.analysis, ...(0,analyze_command.analysisOptionsFrom)(analysisFlags, false) };
    const adaptive = values.budget === undefined
        ? null
        : await (0,prior_file/* adaptiveOptions */.Xs)({ budgetMinutes: (0,option_values/* settingOption */.Ox)('budget', values.budget, setting_values/* budgetMinutes */.vX), binaries: flagSettings.binaries }, io.cwd);
    const logger = (0,stream_logger/* streamLogger */.V)(io.stderr, { verbose: values.verbose });
    const outcome = await bisectRange({
        repo,
        good: values.good,
        bad: values.bad,
        ...(values.benchmark === undefined ? {} : { benchmark: values.benchmark }),
        settings: [fromFile.run, flagSettings],
        policy,
        adaptive,
        logger,
    });
    const outDir = (0,external_node_path_.resolve)(io.cwd, values.out ?? 'benchgate-out');
    await (0,promises_.mkdir)(outDir, { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, 'bisect.json'), `${JSON.stringify(outcome, null, 2)}\n`);
    const markdown = renderBisect(outcome);
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, 'bisect.md'), markdown);
    io.stdout(values.json ? `${JSON.stringify(outcome, null, 2)}\n` : markdown);
    return outcome.culprit === null ? cli_io/* EXIT */.dc.regression : cli_io/* EXIT */.dc.ok;
}


/***/ })

};
