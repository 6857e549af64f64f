export const id = 916;
export const ids = [916];
export const modules = {

/***/ 6916:
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
// EXTERNAL MODULE: ./src/sequential/replay-sequential.ts + 1 modules
var replay_sequential = __webpack_require__(1692);
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
 * point is measured again, longer (`longerFactor`), while the budget holds it; when it cannot
 * be, the bisection stops there with the range it has narrowed. A probe whose build fails is skipped,
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
/**
 * How many times longer to measure a probe whose interval straddles the halfway point, or null
 * when a longer measurement does not fit: the executions that would make the interval's
 * half-width as small as the distance of its centre from the halfway point (the half-width
 * shrinks as 1/√n), with a 20 % margin, at least twice and at most 16 times as many, and no
 * more than `capacity` (how many times the last measurement's length the budget still holds).
 *
 * Example: Δ +5 % [−3 %, +13 %] against a halfway point of +14 % → (8 / 9)² × 1.2 ≈ 0.95 → 2.
 */
function longerFactor(ci, step, capacity) {
    const halfway = halfwayChange(step);
    const centre = (ci[0] + ci[1]) / 2;
    const halfWidth = (ci[1] - ci[0]) / 2;
    const distance = Math.abs(centre - halfway);
    const wanted = distance > 0 ? 1.2 * (halfWidth / distance) ** 2 : Number.POSITIVE_INFINITY;
    const factor = Math.min(16, Math.max(2, Math.ceil(wanted)), Math.floor(capacity));
    return factor >= 2 ? factor : null;
}
/** The comparisons a bisection still needs: the step (when not measured yet) and ⌈log₂ n⌉ probes for a range of n commits. */
function comparisonsLeft(range, stepMeasured) {
    const commits = range.firstBad - range.lastGood;
    return (stepMeasured ? 0 : 1) + (commits > 1 ? Math.ceil(Math.log2(commits)) : 0);
}

// EXTERNAL MODULE: ./src/experiment/gate.ts
var gate = __webpack_require__(600);
// EXTERNAL MODULE: ./src/experiment/analysis-settings.ts
var analysis_settings = __webpack_require__(9079);
;// CONCATENATED MODULE: ./src/experiment/bisect-deadline.ts
/** The reason a comparison's signal aborts with when the bisection's budget ends during it. */
class BisectBudgetEnded extends Error {
    constructor() {
        super('the bisect budget ended during this comparison');
        this.name = 'BisectBudgetEnded';
    }
}
/**
 * The clock of a bisection's budget: how much is left, whether a comparison of a given length
 * still fits, and a signal that aborts a comparison when the budget ends, so that a build or a
 * benchmark that never returns (a probe commit's `sleep 100000`) is killed there. Without a
 * budget nothing is limited.
 */
class BisectDeadline {
    budget;
    now;
    started;
    constructor(budget) {
        this.budget = budget;
        this.now = budget?.now ?? Date.now;
        this.started = this.now();
    }
    /** Seconds since the bisection started. */
    spent() {
        return (this.now() - this.started) / 1000;
    }
    /** Seconds left (Infinity without a budget). */
    left() {
        return this.budget === undefined ? Number.POSITIVE_INFINITY : this.budget.seconds - this.spent();
    }
    /** Why a comparison expected to take `seconds` cannot start when `usedSeconds` are spent, or null when it fits. */
    refuse(seconds, usedSeconds) {
        if (this.budget === undefined || usedSeconds + seconds <= this.budget.seconds)
            return null;
        return { kind: 'budget', budgetSeconds: this.budget.seconds, usedSeconds, nextSeconds: seconds, unfinished: null };
    }
    /** The stop when the budget ended during the comparison of `sha`. */
    ended(sha) {
        return { kind: 'budget', budgetSeconds: this.budget?.seconds ?? 0, usedSeconds: this.spent(), nextSeconds: null, unfinished: sha };
    }
    /**
     * Runs `work` (started when `usedSeconds` were spent) with a signal that aborts, with the reason
     * `BisectBudgetEnded`, when the budget ends; the timer is cleared either way.
     */
    async within(usedSeconds, work) {
        if (this.budget === undefined)
            return work(undefined);
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(new BisectBudgetEnded()), Math.max(0, (this.budget.seconds - usedSeconds) * 1000));
        try {
            return await work(controller.signal);
        }
        catch (error) {
            // Whatever a killed build or execution was reported as, the budget ended it.
            if (controller.signal.aborted)
                throw controller.signal.reason;
            throw error;
        }
        finally {
            clearTimeout(timer);
        }
    }
}

// EXTERNAL MODULE: ./src/experiment/measure.ts + 9 modules
var measure = __webpack_require__(7059);
// EXTERNAL MODULE: ./src/report/escape-markdown.ts
var escape_markdown = __webpack_require__(7729);
// EXTERNAL MODULE: ./src/report/format-numbers.ts
var format_numbers = __webpack_require__(7032);
;// CONCATENATED MODULE: ./src/report/bisect-markdown.ts



/** Why a probe's build failed, in words (plain: the table escapes it whole, the log shows it as is). */
function failedBuildText(build) {
    return `${build.version} build ${build.binary + 1} failed: \`${build.command}\` ${build.reason}`;
}
/** bisect.json: the outcome, each failed probe with its build's words beside the values (`reason`, as older files held it). */
function bisectJson(outcome) {
    const probes = outcome.probes.map((probe) => (probe.side === 'failed' ? { ...probe, reason: failedBuildText(probe.build) } : probe));
    return `${JSON.stringify({ ...outcome, probes }, null, 2)}\n`;
}
const SIDE_TEXT = {
    step: 'the step (bad against good)',
    'like-good': 'like good: the step is later',
    'like-bad': 'like bad: the step is here or earlier',
    unclear: 'unclear: its interval straddles the halfway point',
    failed: 'skipped',
    unfinished: 'unfinished: the bisect budget ended during its comparison',
};
const bisect_markdown_short = (sha) => `\`${sha.slice(0, 12)}\``;
const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
/** A commit's subject (data from git: escaped, cut at 200 characters) in quotes, or '' when it has none. */
function subjectOf(outcome, sha) {
    const subject = outcome.subjects?.[outcome.commits.indexOf(sha)] ?? '';
    return subject === '' ? '' : `“${(0,escape_markdown/* escapeMarkdown */.F)(subject.length > 200 ? `${subject.slice(0, 200)}…` : subject)}”`;
}
/** A commit with its subject, e.g. `` `1a2b3c4d5e6f` (“the slowdown”) ``. */
function named(outcome, sha) {
    const subject = subjectOf(outcome, sha);
    return subject === '' ? bisect_markdown_short(sha) : `${bisect_markdown_short(sha)} (${subject})`;
}
/** Why the bisection stopped, as a sentence, and what to do next. */
function stopText(stop) {
    switch (stop.kind) {
        case 'no-step':
            return stop.benchmark === null
                ? 'every benchmark compared was decided unchanged between good and bad: there is no step to bisect.'
                : `${(0,escape_markdown/* escapeMarkdown */.F)(stop.benchmark)} was decided unchanged between good and bad: there is no step to bisect.`;
        case 'step-undecided': {
            const names = stop.benchmarks.map(escape_markdown/* escapeMarkdown */.F);
            const which = names.length === 0 ? 'no benchmark' : names.length <= 5 ? names.join(', ') : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`;
            return (`**the step is undecided**: the comparison of bad against good could not tell whether ${which} changed (inconclusive), which does not ` +
                'mean unchanged. To go on, measure the step longer: a larger budget (`--budget`; `bisect-budget` in the action) or, in the fixed ' +
                'design, more `--executions`; or follow one benchmark (`--benchmark`).');
        }
        case 'benchmark-missing':
            return `the comparison of ${bisect_markdown_short(stop.sha)} against good did not report ${(0,escape_markdown/* escapeMarkdown */.F)(stop.benchmark)}.`;
        case 'budget':
            return stop.unfinished === null
                ? `the bisect budget of ${minutes(stop.budgetSeconds)} is spent: ${minutes(stop.usedSeconds)} used, and one more comparison takes about ` +
                    `${minutes(stop.nextSeconds ?? 0)}. A larger budget goes on from the narrowed range's ends.`
                : `the bisect budget of ${minutes(stop.budgetSeconds)} ended during the comparison of ${bisect_markdown_short(stop.unfinished)}, which was stopped ` +
                    `(its build or benchmark killed) after ${minutes(stop.usedSeconds)}. A larger budget goes on from the narrowed range's ends.`;
        case 'unclear':
            return (`${bisect_markdown_short(stop.sha)}'s interval straddles the halfway point (${(0,format_numbers/* formatPlainPercent */.Xs)(stop.ci[0])} … ${(0,format_numbers/* formatPlainPercent */.Xs)(stop.ci[1])}), ` +
                'so it resembles neither end, and the budget left does not hold a longer measurement: a larger budget goes on from the narrowed range.');
        case 'untestable':
            return `the commits between ${bisect_markdown_short(stop.from)} and ${bisect_markdown_short(stop.to)} could not be built.`;
    }
}
/** The bisection's report: the culprit (or the range left and why), and the evidence of every probe. */
function renderBisect(outcome) {
    const lines = ['### benchgate bisect', ''];
    const stop = outcome.stop === null ? '' : stopText(outcome.stop);
    if (outcome.benchmark === null) {
        const opening = outcome.stop?.kind === 'no-step' ? 'Nothing to bisect' : 'Not bisected';
        lines.push(`${opening} between ${bisect_markdown_short(outcome.good)} and ${bisect_markdown_short(outcome.bad)}: ${stop || 'no step.'}`);
        if (outcome.probes.length === 0)
            return `${lines.join('\n')}\n`;
    }
    else {
        const name = (0,escape_markdown/* escapeMarkdown */.F)(outcome.benchmark);
        const candidates = outcome.candidates ?? [];
        if (outcome.culprit !== null) {
            const subject = subjectOf(outcome, outcome.culprit);
            lines.push(`**${bisect_markdown_short(outcome.culprit)} made the step** in ${name} (${outcome.commits.length} commits after ${bisect_markdown_short(outcome.good)})${subject === '' ? '.' : `: ${subject}.`}`);
        }
        else if (candidates.length > 0) {
            lines.push(`**The step is in one of these commits**: ${candidates.map((sha) => named(outcome, sha)).join(', ')} (the step in ${name}; the commits before ` +
                `the last could not be built, so no probe could tell them apart, as \`git bisect skip\` leaves them). ${stop}`);
        }
        else {
            const from = outcome.range.lastGood < 0 ? outcome.good : outcome.commits[outcome.range.lastGood];
            const to = outcome.commits[outcome.range.firstBad];
            lines.push(`**Not narrowed to one commit**: the step in ${name} lies after ${bisect_markdown_short(from)}, at or before ${bisect_markdown_short(to)} ` +
                `(${outcome.range.firstBad - outcome.range.lastGood} commits). ${stop}`);
        }
    }
    const step = outcome.probes.find((p) => p.side === 'step');
    if (step !== undefined) {
        lines.push('', `Each probe measured one commit against good, interleaved on this runner, and asked which end it resembles: its Δ interval lies wholly ` +
            `below or above the halfway point (${(0,format_numbers/* formatPlainPercent */.Xs)(halfwayChange(step.relative))}) between good (0) and the step; one that ` +
            'straddles it was measured again, longer.');
    }
    lines.push('', '| commit | position | Δ against good | verdict | reads as | runner time |', '|---|---|---|---|---|---|');
    for (const probe of outcome.probes) {
        const position = `${probe.index + 1} of ${outcome.commits.length}`;
        if (probe.side === 'failed') {
            lines.push(`| ${bisect_markdown_short(probe.sha)} | ${position} | — | build failed | ${SIDE_TEXT.failed}: ${(0,escape_markdown/* escapeMarkdown */.F)(failedBuildText(probe.build))} | ${(0,format_numbers/* formatDuration */.a3)(probe.seconds)} |`);
            continue;
        }
        if (probe.side === 'unfinished') {
            lines.push(`| ${bisect_markdown_short(probe.sha)} | ${position} | — | not measured | ${SIDE_TEXT.unfinished} | ${(0,format_numbers/* formatDuration */.a3)(probe.seconds)} |`);
            continue;
        }
        const longer = probe.longer === undefined ? '' : ` (measured ${probe.longer}× longer)`;
        lines.push(`| ${bisect_markdown_short(probe.sha)} | ${position} | ${(0,format_numbers/* formatChange */.eD)(probe.relative, probe.ci)} | ${(0,escape_markdown/* escapeMarkdown */.F)(probe.verdict)} | ` +
            `${SIDE_TEXT[probe.side]}${longer} | ${(0,format_numbers/* formatDuration */.a3)(probe.seconds)} |`);
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/experiment/bisect-run.ts










/** Minutes a whole bisection may take when no budget is given (the CLI's `--budget`, the action's `bisect-budget`). */
const DEFAULT_BISECT_BUDGET_MINUTES = 30;
/**
 * Measures good against bad to find the step, then bisects the first-parent commits between
 * them, each probe a whole interleaved comparison of the commit against good (the same design,
 * builds and analysis as `benchgate run`). Stops when one commit is left; a probe that cannot
 * tell which end it resembles is measured again, longer, while the budget holds it. A probe
 * whose build fails is recorded with its reason and skipped (`git bisect skip`): the unskipped
 * commit nearest the middle is probed instead, and when only skipped commits are left the
 * outcome names the commits the step is in one of (`candidates`). Every comparison ends within
 * the budget.
 */
async function bisectRange(request) {
    const { repo, logger } = request;
    const good = await (0,run_git/* git */.$Y)(repo, ['rev-parse', '--verify', `${request.good}^{commit}`]);
    const bad = await (0,run_git/* git */.$Y)(repo, ['rev-parse', '--verify', `${request.bad}^{commit}`]);
    // Each line is `<sha> <subject>` (the subject may be empty).
    const listed = await (0,run_git/* git */.$Y)(repo, ['rev-list', '--first-parent', '--reverse', '--no-commit-header', '--format=%H %s', `${good}..${bad}`], { raw: true });
    const lines = listed.split('\n').filter((line) => line !== '');
    const commits = lines.map((line) => line.split(' ', 1)[0]);
    const subjects = lines.map((line) => line.slice(line.indexOf(' ') + 1));
    if (commits.length === 0)
        throw new BisectError(`${request.bad} is not a descendant of ${request.good} along first parents: nothing to bisect`);
    const outcome = {
        good,
        bad,
        commits,
        subjects,
        benchmark: null,
        probes: [],
        range: initialRange(commits.length),
        culprit: null,
        candidates: [],
        stop: null,
    };
    const deadline = new BisectDeadline(request.budget);
    let longest = request.budget?.expectedSeconds ?? 0;
    const stopped = (stop) => ({ ...outcome, stop });
    /**
     * The adaptive design's share of the budget left, over the comparisons the range still needs,
     * and what it measures until (planning/stop-question.ts): the step, the followed benchmark
     * decided when one is named; a probe, which side of the halfway point it lies on.
     */
    const planned = (stepMeasured, question) => {
        if (request.adaptive === null)
            return { fixed: {} };
        const left = deadline.left();
        const share = Number.isFinite(left) ? left / Math.max(1, comparisonsLeft(outcome.range, stepMeasured)) : request.adaptive.budgetSeconds;
        return { adaptive: { ...request.adaptive, budgetSeconds: share, ...(question === undefined ? {} : { question }) } };
    };
    const run = async (title, head, design, estimate) => {
        const started = deadline.spent();
        const refused = deadline.refuse(estimate, started);
        if (refused !== null)
            return { end: 'refused', stop: refused, seconds: 0 };
        const result = await logger
            .group(title, () => deadline.within(started, (signal) => compare(request, good, head, design, signal)))
            .then((measured) => ({ end: 'measured', ...measured }))
            .catch((error) => {
            if (error instanceof build/* BuildFailedError */.Wu)
                return { end: 'failed', error, seconds: 0 };
            if (error instanceof BisectBudgetEnded)
                return { end: 'unfinished', seconds: 0 };
            throw error;
        });
        const took = deadline.spent() - started;
        longest = Math.max(longest, took);
        // A measured comparison's runner time is what it recorded; one that did not finish took the time until it was stopped.
        return result.end === 'measured' ? result : { ...result, seconds: took };
    };
    const stepQuestion = request.benchmark === undefined ? undefined : { kind: 'benchmark', benchmark: request.benchmark };
    const step = await run(`The step: ${bisect_run_short(bad)} against ${bisect_run_short(good)}`, bad, planned(false, stepQuestion), longest);
    if (step.end === 'unfinished') {
        outcome.probes.push({ sha: bad, index: commits.length - 1, side: 'unfinished', seconds: step.seconds });
        return stopped(deadline.ended(bad));
    }
    if (step.end === 'refused')
        return stopped(step.stop);
    // A build that fails at good or bad is the step's failure, not a probe's: it ends the bisection.
    if (step.end === 'failed')
        throw step.error;
    await request.onStep?.(step.measured);
    const follow = followedBenchmark(step.rows, request.benchmark, bad);
    if ('stop' in follow)
        return stopped(follow.stop);
    const followed = follow.row;
    outcome.benchmark = followed.name;
    const stepProbe = { sha: bad, index: commits.length - 1, verdict: followed.verdict, relative: followed.relative, ci: followed.ci };
    outcome.probes.push({ ...stepProbe, side: 'step', seconds: step.seconds, ...step.stopped });
    logger.info(`bisecting ${followed.name}: ${percent(followed.relative)} [${percent(followed.ci[0])}, ${percent(followed.ci[1])}] over ${commits.length} commits`);
    // Commits whose build failed: skipped, as `git bisect skip` does, and a neighbour probed instead.
    const skipped = new Set();
    for (let index = nextProbeSkipping(outcome.range, skipped); index !== null; index = nextProbeSkipping(outcome.range, skipped)) {
        const sha = commits[index];
        let design = planned(true, { kind: 'side', benchmark: followed.name, threshold: halfwayChange(followed.relative) });
        let estimate = longest;
        let longer = 1;
        for (;;) {
            const title = `Probe ${bisect_run_short(sha)} (${index + 1} of ${commits.length}) against ${bisect_run_short(good)}${longer > 1 ? `, measured ${longer} times longer` : ''}`;
            const probe = await run(title, sha, design, estimate);
            if (probe.end === 'refused')
                return stopped(probe.stop);
            if (probe.end === 'unfinished') {
                outcome.probes.push({ sha, index, side: 'unfinished', seconds: probe.seconds });
                logger.info(`${bisect_run_short(sha)}: stopped, the bisect budget ended during its comparison`);
                return stopped(deadline.ended(sha));
            }
            if (probe.end === 'failed') {
                const error = probe.error;
                const build = { version: error.version, binary: error.binary, command: error.command, reason: error.reason };
                skipped.add(index);
                outcome.probes.push({ sha, index, side: 'failed', build, seconds: probe.seconds });
                logger.info(`${bisect_run_short(sha)}: skipped, ${failedBuildText(build)}`);
                break;
            }
            // The probe's reading: the followed benchmark's latest interval (the look that answered its side), not the deciding look's.
            const row = probe.latest(followed.name) ?? probe.rows.find((r) => r.name === followed.name);
            if (row === undefined)
                return stopped({ kind: 'benchmark-missing', benchmark: followed.name, sha });
            const side = probeSide(row.ci, followed.relative);
            const measured = { sha, index, verdict: row.verdict, relative: row.relative, ci: row.ci, side, seconds: probe.seconds, ...probe.stopped };
            outcome.probes.push(longer > 1 ? { ...measured, longer } : measured);
            logger.info(`${bisect_run_short(sha)}: ${percent(row.relative)} [${percent(row.ci[0])}, ${percent(row.ci[1])}]: ${side}`);
            if (side !== 'unclear') {
                outcome.range = narrow(outcome.range, index, side);
                break;
            }
            // Straddles the halfway point: measured again with more executions, while the budget holds that.
            const factor = longerFactor(row.ci, followed.relative, deadline.left() / Math.max(probe.seconds, 1e-3));
            if (factor === null)
                return stopped({ kind: 'unclear', sha, ci: row.ci });
            const used = usedDesign(probe.measured.results, followed.name);
            longer *= factor;
            design = { fixed: { binaries: used.binaries, executions: Math.ceil(used.executions * factor) } };
            estimate = probe.seconds * factor;
            logger.info(`${bisect_run_short(sha)}: its interval straddles the halfway point: measuring it again with ${factor} times the executions`);
        }
    }
    const found = culprit(outcome.range);
    if (found !== null)
        return { ...outcome, culprit: commits[found] };
    // Every commit left inside the range failed to build: the step is in one of them, or in the range's newer end.
    return {
        ...outcome,
        candidates: stepCandidates(outcome.range).map((i) => commits[i]),
        stop: { kind: 'untestable', from: commits[outcome.range.lastGood] ?? good, to: commits[outcome.range.firstBad] },
    };
}
class BisectError extends Error {
}
async function compare(request, base, head, design, signal) {
    const fixed = 'fixed' in design ? design.fixed : {};
    const settings = (0,run_settings/* resolveRunSettings */.BW)(request.repo, [...request.settings, { base, head }, fixed]);
    const adaptive = 'adaptive' in design ? design.adaptive : null;
    const analysis = (0,analysis_settings/* runAnalysisOptions */.CH)(request.policy, settings, adaptive);
    const results = await (0,measure/* measure */.x)({ settings, analysis, adaptive, logger: request.logger, ...(signal === undefined ? {} : { signal }) });
    const { analysed, options } = (0,gate.analyseRun)(results, { measured: analysis });
    const { report, failures } = analysed;
    if (failures.length > 0)
        throw new BisectError(`${bisect_run_short(head)} against ${bisect_run_short(base)}: ${failures.map((f) => `${f.side}: ${f.reason}`).join('; ')}`);
    const rows = report.benchmarks.flatMap((b) => (b.delta ? [{ name: b.name, verdict: b.verdict, relative: b.delta.relative, ci: b.delta.ci }] : []));
    const latest = (name) => {
        const change = (0,replay_sequential/* lastLookAnalysis */.E)(results, options, name)?.change;
        const verdict = rows.find((r) => r.name === name)?.verdict ?? 'inconclusive';
        return change ? { name, verdict, relative: change.relative, ci: change.ci } : null;
    };
    const record = results.meta?.sequential;
    const stopped = record === undefined
        ? {}
        : {
            stopped: { reason: record.stop.reason, looks: record.looks.length, blocks: record.stop.blocks, maxBlocks: record.maxRounds * record.blocksPerRound },
        };
    return { rows, latest, seconds: Number(results.meta?.totalSeconds ?? 0), measured: { results, analysed }, stopped };
}
/** The builds per version and the most executions a build of the followed benchmark had: what a longer measurement multiplies. */
function usedDesign(results, name) {
    const record = results.benchmarks.find((b) => b.name === name);
    const binaries = record?.head.binaries ?? [];
    return { binaries: Math.max(1, binaries.length), executions: Math.max(1, ...binaries.map((b) => b.executions.length)) };
}
const CHANGED = new Set(['regression', 'improvement']);
/** The benchmark to follow, or why there is none: a decided `unchanged` is no step; anything undecided is not "unchanged". */
function followedBenchmark(rows, named, bad) {
    const candidates = named === undefined ? rows : rows.filter((r) => r.name === named);
    if (named !== undefined && candidates.length === 0)
        return { stop: { kind: 'benchmark-missing', benchmark: named, sha: bad } };
    const changed = candidates.filter((r) => CHANGED.has(r.verdict));
    if (changed.length > 0)
        return { row: changed.reduce((a, b) => (Math.abs(b.relative) > Math.abs(a.relative) ? b : a)) };
    const undecided = candidates.filter((r) => r.verdict !== 'unchanged').map((r) => r.name);
    if (undecided.length > 0 || candidates.length === 0)
        return { stop: { kind: 'step-undecided', benchmarks: undecided } };
    return { stop: { kind: 'no-step', benchmark: named ?? null } };
}
const bisect_run_short = (sha) => sha.slice(0, 12);
const percent = (x) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)} %`;

// EXTERNAL MODULE: ./src/experiment/build-report.ts + 14 modules
var build_report = __webpack_require__(7180);
// EXTERNAL MODULE: ./src/experiment/prior-file.ts
var prior_file = __webpack_require__(5138);
// EXTERNAL MODULE: ./src/cli/analysis-flags.ts
var analysis_flags = __webpack_require__(6208);
// EXTERNAL MODULE: ./src/cli/analyze-command.ts
var analyze_command = __webpack_require__(4374);
// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
// EXTERNAL MODULE: ./src/cli/command-help.ts + 1 modules
var command_help = __webpack_require__(8210);
// EXTERNAL MODULE: ./src/cli/experiment-flags.ts
var experiment_flags = __webpack_require__(3353);
// EXTERNAL MODULE: ./src/cli/option-values.ts
var option_values = __webpack_require__(1916);
// EXTERNAL MODULE: ./src/cli/run-command.ts + 1 modules
var run_command = __webpack_require__(3218);
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
 * (experiment/bisect-run.ts), within `--budget` minutes for the whole bisection (every build and
 * benchmark stopped there). Exit 0 when it named one, 1 when it could only narrow the range or
 * the step was undecided, 2 on usage errors, 3 when a build or a benchmark failed at good or bad.
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
    const budgetMinutes = values.budget === undefined ? DEFAULT_BISECT_BUDGET_MINUTES : (0,option_values/* settingOption */.Ox)('budget', values.budget, setting_values/* budgetMinutes */.vX);
    // Adaptive unless a design is given (flags or the config file): the fixed design, still within the budget.
    const designGiven = [flagSettings, fromFile.run].some((given) => given.binaries !== undefined || given.executions !== undefined);
    const adaptive = designGiven ? null : await (0,prior_file/* adaptiveOptions */.Xs)({ budgetMinutes }, io.cwd);
    const logger = (0,stream_logger/* streamLogger */.V)(io.stderr, { verbose: values.verbose, live: io.stderrIsTerminal });
    const outDir = (0,external_node_path_.resolve)(io.cwd, values.out ?? 'benchgate-out');
    const stepDir = (0,external_node_path_.join)(outDir, 'step');
    let step = null;
    const outcome = await bisectRange({
        repo,
        good: values.good,
        bad: values.bad,
        ...(values.benchmark === undefined ? {} : { benchmark: values.benchmark }),
        settings: [fromFile.run, flagSettings],
        policy,
        adaptive,
        logger,
        budget: { seconds: budgetMinutes * 60 },
        // The step's results and report, whatever it decided, for `benchgate analyze` and for the table of an undecided step.
        onStep: async ({ results, analysed }) => {
            step = (0,build_report/* buildReport */.F)({ results, analysed, gate: { failOnRegression: true, accepted: false, decides: false } });
            await (0,promises_.mkdir)(stepDir, { recursive: true });
            for (const file of step.files)
                await (0,promises_.writeFile)((0,external_node_path_.join)(stepDir, file.name), file.content);
        },
    });
    await (0,promises_.mkdir)(outDir, { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, 'bisect.json'), bisectJson(outcome));
    const built = step;
    const stepResults = (0,external_node_path_.relative)(io.cwd, (0,external_node_path_.join)(stepDir, 'results.json'));
    const stepSection = built === null
        ? ''
        : outcome.stop?.kind === 'step-undecided'
            ? `\n#### The step: bad against good\n\n${built.markdown.trimEnd()}\n\nIts results: \`${stepResults}\` (\`benchgate analyze ${stepResults}\` analyses them again).\n`
            : `\nThe step's results: \`${stepResults}\`.\n`;
    const markdown = `${renderBisect(outcome)}${stepSection}`;
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, 'bisect.md'), markdown);
    io.stdout(values.json ? bisectJson(outcome) : markdown);
    return outcome.culprit === null ? cli_io/* EXIT */.dc.regression : cli_io/* EXIT */.dc.ok;
}


/***/ })

};
