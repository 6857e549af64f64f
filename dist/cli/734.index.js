export const id = 734;
export const ids = [734];
export const modules = {

/***/ 1734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildReport: () => (/* binding */ buildReport)
});

// EXTERNAL MODULE: ./src/util/is-record.ts
var is_record = __webpack_require__(8762);
;// CONCATENATED MODULE: ./src/analysis/missing-shards.ts

const missing_shards_text = (value) => typeof value === 'string' && value !== '';
/**
 * The shards of a merged run that delivered no measurements, in the merge's order; empty for a
 * run that was not merged or lost nothing. `meta` may come from another job's artifact: only
 * strings are taken, and the report escapes them.
 */
function incompleteRun(results) {
    const merge = results.meta?.merge;
    if (!(0,is_record/* isRecord */.u)(merge))
        return { shards: [], notMeasured: [] };
    const failed = (Array.isArray(merge.inputs) ? merge.inputs : []).flatMap((input) => {
        if (!(0,is_record/* isRecord */.u)(input) || !missing_shards_text(input.failure) || !missing_shards_text(input.shard))
            return [];
        const replica = typeof input.replica === 'number' && typeof merge.replicas === 'number' && merge.replicas > 1 ? ` replica ${input.replica}/${merge.replicas}` : '';
        return [{ shard: `shard ${input.shard}${replica}`, failure: input.failure }];
    });
    const missing = (Array.isArray(merge.missing) ? merge.missing : []).filter(missing_shards_text).map((shard) => ({ shard }));
    const notMeasured = (results.meta?.notMeasured ?? []).map((entry) => entry.name).filter(missing_shards_text);
    return { shards: [...failed, ...missing], notMeasured };
}
/** `shard 1/2 did not deliver results`, `shard 2/4 failed (head build 1 failed: …)`: one phrase per shard, joined. */
function describeMissingShards(shards) {
    return shards.map((s) => (s.failure === undefined ? `${s.shard} did not deliver results` : `${s.shard} failed (${s.failure})`)).join('; ');
}
/** `hash, sort`: up to 10 names, then how many more. */
function listNames(names) {
    return names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
}
/** `2 benchmarks were`, for `… not measured`. */
function countNotMeasured(names) {
    return `${names.length} benchmark${names.length === 1 ? ' was' : 's were'}`;
}
/**
 * Why an incomplete run fails the check, for the check's message: the shards, the benchmarks
 * lost, and the setting that accepts partial results.
 */
function incompleteRunMessage(run) {
    const lost = run.notMeasured.length > 0 ? `, so ${countNotMeasured(run.notMeasured)} not measured (${listNames(run.notMeasured)})` : '';
    return `the run is incomplete: ${describeMissingShards(run.shards)}${lost}; allow-missing-shards: true accepts partial results`;
}

// EXTERNAL MODULE: ./src/analysis/measurement-failure.ts
var measurement_failure = __webpack_require__(4001);
;// CONCATENATED MODULE: ./src/analysis/suite-verdict.ts


/**
 * One word for the whole suite (the action's `verdict` output): `regression` when a gated
 * benchmark regressed; otherwise `inconclusive` when any benchmark could not be decided (or none
 * was compared); otherwise `improvement` when any improved; otherwise `unchanged`. Regressions
 * of report-only benchmarks do not make the suite a regression.
 */
function suiteVerdict(report) {
    const { summary, benchmarks } = report;
    if (summary.gatingRegressions > 0)
        return 'regression';
    if (benchmarks.length === 0 || summary.inconclusive > 0)
        return 'inconclusive';
    return summary.improvements > 0 ? 'improvement' : 'unchanged';
}
/**
 * The gate, the same for the action's check and the CLI's exit code:
 * - `failure` when a version could not be measured (every execution failed, or more than
 *   max-failure-share did): there is no verdict to accept, so neither `fail-on-regression` nor
 *   the accept label changes it;
 * - `failure` when a merged run lost shards and partial results are not accepted (`incomplete`);
 * - `regression` when a gated benchmark regressed, unless regressions do not fail or one was accepted;
 * - `pass` otherwise.
 * `message` says why it failed (null on pass).
 */
function gateDecision(report, input) {
    if (input.failures.length > 0)
        return { outcome: 'failure', message: (0,measurement_failure/* measurementFailureMessage */.a)([...input.failures]) };
    const names = report.benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').map((b) => b.name);
    const regression = report.summary.gatingRegressions > 0 && input.failOnRegression && !input.accepted
        ? `performance regression in ${names.length} benchmark${names.length > 1 ? 's' : ''}: ${names.join(', ')}`
        : null;
    if (input.incomplete && input.incomplete.shards.length > 0) {
        // The accept label accepts a measured regression, never a shard that did not deliver.
        return { outcome: 'failure', message: `${incompleteRunMessage(input.incomplete)}${regression === null ? '' : `; and ${regression}`}` };
    }
    if (regression !== null)
        return { outcome: 'regression', message: regression };
    return { outcome: 'pass', message: null };
}

// EXTERNAL MODULE: ./src/report/escape-markdown.ts
var escape_markdown = __webpack_require__(7729);
;// CONCATENATED MODULE: ./src/report/builds-line.ts


const isCount = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1e6;
/**
 * `meta.design` as the runner writes it (`binaries` planned, `builds` kept per version,
 * `identicalBuilds`, `extraRounds`), or null when any field this line uses is missing or not of
 * its type. meta may come from a fork's artifact: nothing but checked numbers and booleans is used.
 */
function readBuildsDone(design) {
    if (!(0,is_record/* isRecord */.u)(design) || !(0,is_record/* isRecord */.u)(design.builds) || !(0,is_record/* isRecord */.u)(design.identicalBuilds))
        return null;
    const { binaries, builds, identicalBuilds, extraRounds, executionsPerBuild } = design;
    const added = design.addedBuilds === undefined ? 0 : design.addedBuilds;
    if (!isCount(added) || !isCount(binaries) || binaries < 1 || !isCount(builds.base) || !isCount(builds.head))
        return null;
    if (builds.base > binaries + added || builds.head > binaries + added)
        return null;
    if (typeof identicalBuilds.base !== 'boolean' || typeof identicalBuilds.head !== 'boolean' || !isCount(extraRounds))
        return null;
    const perBuild = isCount(executionsPerBuild) && executionsPerBuild > 0 ? executionsPerBuild + extraRounds : null;
    return {
        planned: binaries,
        kept: { base: builds.base, head: builds.head },
        identical: { base: identicalBuilds.base, head: identicalBuilds.head },
        extraRounds,
        perBuild,
        added,
    };
}
/**
 * One line on what was done with the builds, e.g. "Builds: 2 of 3 per version — the first two
 * were identical, so the rest were skipped and their time went to 3 more rounds of executions."
 * Null when the design says nothing beyond the counts in the design line (every planned build
 * kept, none proven identical) or cannot be read.
 */
function buildsLine(design) {
    const done = readBuildsDone(design);
    if (done === null)
        return null;
    const { planned, kept, identical, extraRounds, perBuild, added } = done;
    if (added > 0)
        return (`Builds: ${planned} per version to start, ${added} more added during the run (${kept.base} per version): the builds differed, so the ` +
            'adaptive design narrowed the build level with more builds rather than more rounds.');
    const skipped = { base: kept.base < planned, head: kept.head < planned };
    if (!skipped.base && !skipped.head && !identical.base && !identical.head)
        return null;
    const firstIdentical = (count) => count === 2 ? 'the first two were identical' : count > 2 ? `the first ${count} were identical` : 'the builds were identical';
    const time = extraRounds > 0 ? ` and their time went to ${extraRounds} more round${extraRounds === 1 ? '' : 's'} of executions` : '';
    if (kept.base === kept.head && identical.base === identical.head) {
        if (!skipped.base)
            return `Builds: ${planned} per version, ${identical.base ? 'all with identical outputs: the build level was collapsed' : 'as planned'}.`;
        const why = identical.base ? ` — ${firstIdentical(kept.base)}, so the rest were skipped${time}` : time ? ` — the rest were skipped${time}` : '';
        return `Builds: ${kept.base} of ${planned} per version${why}${perBuild === null ? '' : ` (${perBuild} executions per build)`}.`;
    }
    const side = (name) => `${name} ${kept[name]} of ${planned}` +
        `${identical[name] ? (skipped[name] ? ` (${firstIdentical(kept[name])}, so the rest were skipped)` : ' (all identical)') : ''}`;
    const spent = skipped.base || skipped.head
        ? extraRounds > 0
            ? `; the skipped builds' time went to ${extraRounds} more round${extraRounds === 1 ? '' : 's'} of executions`
            : ''
        : '';
    return (`Builds: ${side('base')}, ${side('head')}${spent}` + `${perBuild === null || !(skipped.base || skipped.head) ? '' : ` (${perBuild} executions per build)`}.`);
}
/** At most this many characters of a failed build's command, reason and last output line: meta may come from a fork. */
const MAX_FAILED_BUILD_TEXT = 200;
/**
 * One line on a build added during the run that failed (`meta.failedBuilds`), e.g. "Build
 * failed: head build 3, added during the run: make exited with code 2 (its output ended with
 * “…”). The run ended with a final analysis of the 2 builds per version it had measured."
 * Null when there is none. Every string is the build's or the fork's own text: cut and escaped.
 */
function failedBuildsLine(failedBuilds) {
    if (!Array.isArray(failedBuilds))
        return null;
    const entries = failedBuilds.filter((f) => (0,is_record/* isRecord */.u)(f) && (f.version === 'base' || f.version === 'head') && isCount(f.binary) && typeof f.reason === 'string');
    const first = entries[0];
    if (first === undefined)
        return null;
    const cut = (text) => (0,escape_markdown/* escapeMarkdown */.F)(text.length > MAX_FAILED_BUILD_TEXT ? `${text.slice(0, MAX_FAILED_BUILD_TEXT)}…` : text);
    const command = typeof first.command === 'string' ? `${cut(first.command)} ` : '';
    const lastLine = typeof first.outputTail === 'string' ? (first.outputTail.trimEnd().split('\n').at(-1) ?? '').trim() : '';
    const output = lastLine === '' ? '' : ` (its output ended with “${cut(lastLine)}”)`;
    const more = entries.length > 1 ? `; ${entries.length - 1} more added build${entries.length > 2 ? 's' : ''} failed` : '';
    const builds = Number(first.binary);
    return (`Build failed: ${String(first.version)} build ${builds + 1}, added during the run: ${command}${cut(String(first.reason))}${output}${more}. The run ` +
        `ended with a final analysis of the ${builds} build${builds === 1 ? '' : 's'} per version it had measured.`);
}

// EXTERNAL MODULE: ./src/report/format-numbers.ts
var format_numbers = __webpack_require__(7032);
;// CONCATENATED MODULE: ./src/report/interval-level.ts
/** Levels closer than this to the run's confidence are the same level (floating-point noise of the correction). */
const LEVEL_TOLERANCE = 1e-9;
/**
 * The confidence level of a Δ interval when it is stricter than the run's `confidence` (the
 * suite-wide correction asked more of this benchmark), otherwise null. `ciLevel` is read
 * defensively: report.json files written before it existed, or by other tools, lack it or
 * may hold anything.
 */
function strictLevel(delta, confidence) {
    if (delta === null)
        return null;
    const level = delta.ciLevel;
    if (typeof level !== 'number' || !Number.isFinite(level) || level >= 1)
        return null;
    return level > confidence + LEVEL_TOLERANCE ? level : null;
}
/** A confidence level as a percentage with the digits that tell it from 100 %, e.g. 99.75 %. */
function formatLevel(level) {
    let digits = 1;
    while (digits < 4 && Number((level * 100).toFixed(digits)) >= 100)
        digits++;
    return `${Number((level * 100).toFixed(digits + 1))} %`;
}

;// CONCATENATED MODULE: ./src/report/report-links.ts

const SHA = /^[0-9a-f]{7,64}$/i;
/** GitHub's own rules for owner and repository names. */
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
/** An http(s) URL that cannot end a markdown link or break out of an attribute. */
const SAFE_URL = /^https?:\/\/[^\s()<>[\]"'`\\]+$/;
/** The URL when it is a plain http(s) URL that is safe inside `[text](url)`, else null. */
function safeUrl(url) {
    return url !== undefined && url.length <= 2000 && SAFE_URL.test(url) ? url : null;
}
/** `https://github.com/<owner>/<repo>`, or null when a part does not look like one. */
function repositoryUrl(repository) {
    if (!repository || !NAME.test(repository.owner) || !NAME.test(repository.repo))
        return null;
    const server = safeUrl(repository.serverUrl.replace(/\/+$/, ''));
    return server === null ? null : `${server}/${repository.owner}/${repository.repo}`;
}
/** A commit's short SHA in code, linked to the commit when the repository is known; anything that is not a SHA is escaped text. */
function commitLink(sha, repository) {
    if (!SHA.test(sha))
        return (0,escape_markdown/* escapeMarkdown */.F)(sha.slice(0, 40));
    const short = `\`${sha.slice(0, 7).toLowerCase()}\``;
    const base = repositoryUrl(repository);
    return base === null ? short : `[${short}](${base}/commit/${sha.toLowerCase()})`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts







/** Where docs/comment.md is read when the caller knows no better place (the CLI). */
const DOCS_PATH = 'docs/comment.md';
const VERDICT_CELL = {
    regression: '🔴 **CHANGE DETECTED** (worse)',
    improvement: '🟢 **CHANGE DETECTED** (better)',
    inconclusive: '⚠️ inconclusive',
    unchanged: '⚪ unchanged',
};
/** Table order: what changed first, then what could not be decided, then the rest. */
const VERDICT_ORDER = { regression: 0, improvement: 1, inconclusive: 2, unchanged: 3 };
/**
 * The rows in the order a reviewer reads them: regressions, improvements, inconclusive,
 * unchanged; within regressions and improvements the largest change first, otherwise suite order.
 */
function orderBenchmarks(benchmarks) {
    const size = (b) => (b.changeDetected && b.delta && Number.isFinite(b.delta.relative) ? Math.abs(b.delta.relative) : 0);
    return benchmarks
        .map((benchmark, index) => ({ benchmark, index }))
        .sort((a, b) => VERDICT_ORDER[a.benchmark.verdict] - VERDICT_ORDER[b.benchmark.verdict] || size(b.benchmark) - size(a.benchmark) || a.index - b.index)
        .map(({ benchmark }) => benchmark);
}
/**
 * The outcome in one line: 🔴 a regression, ⚠️ anything undecided (or nothing compared),
 * 🟢 improvements and nothing else changed, ✅ only when everything was decided unchanged;
 * ❌ when a version could not be measured, since that fails the check.
 */
function headline(report, failures = [], incomplete) {
    const { regressions, improvements, unchanged, inconclusive } = report.summary;
    const parts = [
        regressions && `${regressions} regression${regressions > 1 ? 's' : ''}`,
        improvements && `${improvements} improvement${improvements > 1 ? 's' : ''}`,
        inconclusive && `${inconclusive} inconclusive`,
        unchanged && `${unchanged} unchanged`,
    ].filter(Boolean);
    const counts = parts.join(', ') || 'no benchmarks';
    if (failures.length > 0) {
        const sides = failures.map((f) => f.side);
        return `❌ ${sides.length === 2 ? 'neither base nor head could be measured' : `${sides[0]} could not be measured`} — ${counts}`;
    }
    if (incomplete?.fails) {
        const { shards } = incomplete.run;
        const what = shards.length === 1
            ? `${(0,escape_markdown/* escapeMarkdown */.F)(shards[0].shard)} ${shards[0].failure === undefined ? 'did not deliver results' : 'failed'}`
            : `${shards.length} shards delivered no results (${shards.map((s) => (0,escape_markdown/* escapeMarkdown */.F)(s.shard)).join(', ')})`;
        return `❌ incomplete: ${what} — ${counts}`;
    }
    if (regressions > 0)
        return `🔴 ${counts}`;
    if (inconclusive > 0 || report.benchmarks.length === 0)
        return `⚠️ not decided: ${counts}${undecidedSummary(report.benchmarks)}`;
    if (improvements > 0)
        return `🟢 ${counts}`;
    return `✅ ${counts}`;
}
/** What an undecided reason says: in the headline (short) and in the benchmark's details (with what to do). */
const UNDECIDED_TEXT = {
    'zero-base-mean': {
        short: 'base mean is 0, a relative change from zero is undefined',
        long: 'base mean is exactly 0: a relative change from zero is undefined, and more measurements will not define it. Gate a quantity ' +
            'that base does not measure as 0, or give this benchmark `gate: report` in the config file',
    },
};
/** ` (name: reason; …)` for the benchmarks no amount of data could decide, up to 3 named; '' when there are none. */
function undecidedSummary(benchmarks) {
    const undecided = benchmarks.flatMap((b) => (b.undecided ? [`${(0,escape_markdown/* escapeMarkdown */.F)(b.name)}: ${UNDECIDED_TEXT[b.undecided.kind].short}`] : []));
    if (undecided.length === 0)
        return '';
    const more = undecided.length > 3 ? `; ${undecided.length - 3} more` : '';
    return ` (${undecided.slice(0, 3).join('; ')}${more})`;
}
function versionCell(version, reference, unit) {
    if (!version)
        return '—';
    const scaled = (0,format_numbers/* scaleUnit */.Nh)(unit, (reference ?? version).mean);
    return (0,format_numbers/* formatMeanWithInterval */._v)(version.mean, version.ci, { unit: (0,escape_markdown/* escapeMarkdown */.F)(scaled.unit), factor: scaled.factor });
}
/** Process / build, 2 significant digits; `–` for the build when the builds were identical (the level was collapsed). */
function impactCell(benchmark) {
    const version = benchmark.head ?? benchmark.base;
    if (!version)
        return '—';
    return `${(0,format_numbers/* formatFactor */.H9)(version.impact.execution.estimate)} / ${version.deterministicBuild ? '–' : (0,format_numbers/* formatFactor */.H9)(version.impact.binary.estimate)}`;
}
function deltaCell(benchmark, confidence, markRows) {
    const delta = benchmark.delta;
    if (!delta)
        return '—';
    const mark = markRows && strictLevel(delta, confidence) !== null ? ' †' : '';
    return `${(0,format_numbers/* formatChange */.eD)(delta.relative, delta.ci)}${mark}`;
}
function row(benchmark, confidence, markRows) {
    const { base, head, unit } = benchmark;
    return (`| ${(0,escape_markdown/* escapeMarkdown */.F)(benchmark.name)} | ${versionCell(base, base, unit)} | ${versionCell(head, base, unit)} | ` +
        `${deltaCell(benchmark, confidence, markRows)} | ${impactCell(benchmark)} | ${VERDICT_CELL[benchmark.verdict]} |`);
}
function designLines(report) {
    const lines = [];
    const first = report.benchmarks.find((b) => b.base && b.head);
    if (first?.base && first.head) {
        const describe = (v) => `${v.counts.binaries} build${v.counts.binaries > 1 ? 's' : ''}, ${v.counts.executions} executions, ${v.counts.measurements} measurements`;
        lines.push(`Design: base ${describe(first.base)}; head ${describe(first.head)}; ` +
            `${first.delta?.design === 'paired' ? 'interleaved, paired by block' : 'compared as independent samples'}.`);
    }
    // An adaptive run's planned executions were only a cap, though older files recorded them as executions per build.
    const design = report.meta?.design;
    const builds = buildsLine(report.meta?.sequential === undefined || !(0,is_record/* isRecord */.u)(design) ? design : { ...design, executionsPerBuild: undefined });
    if (builds !== null)
        lines.push(builds);
    const failedBuild = failedBuildsLine(report.meta?.failedBuilds);
    if (failedBuild !== null)
        lines.push(failedBuild);
    const { options } = report;
    lines.push(`Confidence ${Math.round(options.confidence * 100)} %, min-effect ${(0,format_numbers/* formatPercent */.l9)(options.minEffect).replace('+', '')}, rule ` +
        `\`${options.rule}\`, suite-wide correction \`${options.correction}\`.`);
    const meta = report.meta ?? {};
    if (typeof meta.totalSeconds === 'number')
        lines.push(`Wall time: ${(0,format_numbers/* formatDuration */.a3)(meta.totalSeconds)}.`);
    const runner = runnerDescription(meta.runner);
    if (runner !== '')
        lines.push(`Runner: ${(0,escape_markdown/* escapeMarkdown */.F)(runner)}.`);
    return lines;
}
/** `meta.runner` (os, cpu, cpus) in words, from checked fields only: meta may come from a fork's artifact. */
function runnerDescription(runner) {
    if (!(0,is_record/* isRecord */.u)(runner))
        return '';
    const { os, cpu, cpus } = runner;
    return [
        typeof os === 'string' ? os : '',
        typeof cpu === 'string' ? cpu : '',
        typeof cpus === 'number' && Number.isInteger(cpus) && cpus > 0 ? `${cpus} cores` : '',
    ]
        .filter((part) => part !== '')
        .join(', ');
}
/** `1.15 [1.1, 1.2]`: a factor's estimate and bootstrap interval. */
function factorWithInterval(factor) {
    if (!factor || factor.estimate === null)
        return '—';
    const interval = factor.ci
        ? ` [${(0,format_numbers/* formatSignificant */.bf)(factor.ci[0], format_numbers/* INTERVAL_DIGITS */.fu)}, ${(0,format_numbers/* formatSignificant */.bf)(factor.ci[1], format_numbers/* INTERVAL_DIGITS */.fu)}]`
        : factor.note
            ? ` (${factor.note})`
            : '';
    return `${(0,format_numbers/* formatSignificant */.bf)(factor.estimate, format_numbers/* MEAN_DIGITS */.pV)}${interval}`;
}
/** What the collapsed section says of one benchmark: factors with intervals, p-values, failures, notes. */
function benchmarkDetails(benchmark, confidence, shared) {
    const name = (0,escape_markdown/* escapeMarkdown */.F)(benchmark.name);
    const lines = [];
    const version = benchmark.head ?? benchmark.base;
    if (version) {
        const build = version.deterministicBuild
            ? 'build – (identical builds: the build level was collapsed)'
            : `build ${factorWithInterval(version.impact.binary)}`;
        lines.push(`- ${name}: impact process ${factorWithInterval(version.impact.execution)}, ${build}`);
    }
    if (benchmark.delta) {
        const level = strictLevel(benchmark.delta, confidence);
        const interval = level === null ? '' : `; Δ interval at ${formatLevel(level)}`;
        lines.push(`- ${name}: p = ${(0,format_numbers/* formatValue */.Fl)(benchmark.delta.pValue)}, adjusted ${(0,format_numbers/* formatValue */.Fl)(benchmark.delta.pAdjusted)}, ` +
            `${benchmark.delta.df.toFixed(1)} df${interval}`);
    }
    const failed = (benchmark.base?.counts.failedExecutions ?? 0) + (benchmark.head?.counts.failedExecutions ?? 0);
    if (failed > 0)
        lines.push(`- ${name}: failed executions: base ${benchmark.base?.counts.failedExecutions ?? '?'}, head ${benchmark.head?.counts.failedExecutions ?? '?'}`);
    if (benchmark.undecided)
        lines.push(`- ${name}: ${UNDECIDED_TEXT[benchmark.undecided.kind].long}`);
    for (const note of benchmark.notes)
        if (!shared.has(note) && !contradictsRow(note, benchmark))
            lines.push(`- ${name}: ${(0,escape_markdown/* escapeMarkdown */.F)(note)}`);
    const replicated = benchmark.head?.runners !== undefined ? benchmark.head : benchmark.base;
    if (replicated?.runners !== undefined && replicated.impact.runner)
        lines.push(`- ${name}: ${runnerLine(replicated.runners, replicated.impact.runner)}`);
    return lines;
}
/** Notes every benchmark of a suite of several carries (advice about the builds, say): said once, not once per benchmark. */
function sharedNotes(benchmarks) {
    const [first, ...rest] = benchmarks;
    if (!first || rest.length === 0)
        return new Set();
    return new Set(first.notes.filter((note) => benchmarks.every((b) => b.notes.includes(note) && !contradictsRow(note, b))));
}
/** Measured on several runners (replicas): how much the runner mattered. */
function runnerLine(runners, factor) {
    return `${runners} runners; runner impact ${factorWithInterval(factor)} (SD of build means across runners over SD on one runner)`;
}
/**
 * A note that says the data could not decide, under a row that says CHANGE DETECTED: it was
 * written for another decision (e.g. before a suite-wide or sequential rule decided) and is not shown.
 */
function contradictsRow(note, benchmark) {
    return benchmark.changeDetected && /no change detected|cannot be ruled out|\binconclusive\b|no decision/i.test(note);
}
/** Under the table: what † means, with the levels the marked rows use. */
function levelLegend(report) {
    const levels = report.benchmarks.map((b) => strictLevel(b.delta, report.options.confidence)).filter((level) => level !== null);
    if (levels.length === 0)
        return [];
    const low = Math.min(...levels);
    const high = Math.max(...levels);
    const range = formatLevel(low) === formatLevel(high) ? formatLevel(low) : `${formatLevel(low).replace(' %', '')}–${formatLevel(high)}`;
    // An adaptive run's intervals are repeated intervals: the looks and the suite set their level, not the correction input.
    const by = 'sequential' in report && report.sequential
        ? 'the adaptive design (its looks and the suite)'
        : report.options.correction === 'none'
            ? 'the decision'
            : `the suite-wide correction (\`${(0,escape_markdown/* escapeMarkdown */.F)(report.options.correction)}\`)`;
    return [
        `† Δ interval at the level ${by} requires of that benchmark (${range}), not at ${formatLevel(report.options.confidence)}: the interval the verdict used.`,
    ];
}
/** One line that says how to read the table (the verdicts it shows, the columns), linking to docs/comment.md. */
function legendLine(report, docsUrl) {
    const confidence = `${Math.round(report.options.confidence * 100)} %`;
    const url = safeUrl(docsUrl);
    const shown = new Set(report.benchmarks.map((b) => b.verdict));
    const parts = [`Base, head: mean ± half its ${confidence} CI.`];
    if (shown.has('regression') || shown.has('improvement')) {
        parts.push(`**CHANGE DETECTED**: the Δ interval excludes 0 and reaches beyond ±${(0,format_numbers/* formatPercent */.l9)(report.options.minEffect, 1).replace('+', '')}.`);
    }
    if (shown.has('inconclusive'))
        parts.push('Inconclusive: the data cannot tell yet.');
    parts.push('Impact process / build: how much a new process / a new build multiplies the noise (1 = not at all).');
    parts.push(url === null ? `More in benchgate's ${DOCS_PATH}.` : `[How to read this comment](${url}).`);
    return `<sub>${parts.join(' ')}</sub>`;
}
/** Under the table when something is undecided: an inconclusive benchmark passes the check, and that is not a pass. */
function inconclusiveFooter(report, failures, incompleteFails = false) {
    const { inconclusive, gatingRegressions } = report.summary;
    if (failures.length > 0 || incompleteFails || gatingRegressions > 0 || (inconclusive === 0 && report.benchmarks.length > 0))
        return [];
    const what = report.benchmarks.length === 0
        ? 'No benchmark was compared'
        : `${inconclusive} of ${report.benchmarks.length} benchmark${report.benchmarks.length === 1 ? '' : 's'} could not be decided`;
    return [
        `⚠️ ${what}: the data could not tell whether ${inconclusive === 1 ? 'it' : 'they'} changed. The check still passes (only a gated regression ` +
            `or a version that could not be measured fails it), but inconclusive is not "unchanged": the details say what would decide.`,
    ];
}
/**
 * One recommendation for the whole suite. After an adaptive run (`budget`), whose settings are a
 * budget and not counts: what budget would settle the undecided benchmarks, or nothing when all
 * were decided. After a fixed design: the counts the most demanding benchmark asks for, taken
 * among the undecided ones when there are any (those are what more data would decide).
 */
function suiteRecommendation(report) {
    const sequential = report.sequential;
    return (0,is_record/* isRecord */.u)(sequential) ? budgetRecommendation(report, sequential.budgetSeconds) : countsRecommendation(report);
}
/**
 * What an undecided benchmark of an adaptive run says would settle it (analyze-sequential.ts):
 * a budget in seconds, `none` when its noise was measured and no one run (up to a day, up to its
 * blocks; plan-design.ts) would, or
 * null when it has no estimate to tell (e.g. a version that could not be measured).
 */
function settlingOf(benchmark) {
    const stopping = benchmark.stopping;
    if (!(0,is_record/* isRecord */.u)(stopping))
        return null;
    const seconds = stopping.budgetToSettle;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0)
        return seconds;
    return seconds === null && typeof stopping.detectableEffect === 'number' ? 'none' : null;
}
function budgetRecommendation(report, spentBudget) {
    const undecided = report.benchmarks.filter((b) => b.verdict === 'inconclusive').map((b) => ({ benchmark: b, settling: settlingOf(b) }));
    const settle = (b) => `±${(0,format_numbers/* formatPercent */.l9)(b.minEffect, 1).replace('+', '')}`;
    const unsettled = undecided.find((u) => u.settling === 'none')?.benchmark;
    if (unsettled)
        return (`Next time: no single run of up to a day settles ${(0,escape_markdown/* escapeMarkdown */.F)(unsettled.name)} at ${settle(unsettled)} at the noise this run measured; ` +
            'a larger min-effect for it, or a quieter runner, would.');
    const budgets = undecided.flatMap((u) => (typeof u.settling === 'number' ? [{ benchmark: u.benchmark, seconds: u.settling }] : []));
    if (budgets.length === 0)
        return null;
    const { benchmark: chosen, seconds } = budgets.reduce((most, b) => (b.seconds > most.seconds ? b : most));
    const scope = budgets.length > 1 ? `, the most any of the ${budgets.length} undecided benchmarks needs` : '';
    const budget = typeof spentBudget === 'number' && Number.isFinite(spentBudget) ? spentBudget : null;
    if (budget !== null && seconds <= budget)
        // Power is 80 %: a budget that suffices still leaves about one run in five undecided.
        return (`Next time: the same budget (${(0,format_numbers/* formatDuration */.a3)(budget)}) should settle ${(0,escape_markdown/* escapeMarkdown */.F)(chosen.name)}${scope === '' ? '' : `${scope},`} at ` +
            `${settle(chosen)} in 4 of 5 runs or more at the noise this run measured; this run was not one of them.`);
    return (`Next time: a budget of about ${(0,format_numbers/* formatDuration */.a3)(seconds)} (for ${(0,escape_markdown/* escapeMarkdown */.F)(chosen.name)}${scope}: what settles ${settle(chosen)} at the ` +
        'noise and costs this run measured, with 80 % power).');
}
function countsRecommendation(report) {
    const candidates = report.benchmarks.filter((b) => b.recommended !== null);
    const undecided = candidates.filter((b) => b.verdict === 'inconclusive');
    const pool = undecided.length > 0 ? undecided : candidates;
    const cost = (b) => (b.recommended ? [b.recommended.binaries, b.recommended.executions * b.recommended.measurements] : [0, 0]);
    const chosen = pool.reduce((best, b) => {
        if (best === null)
            return b;
        const [binaries, rest] = cost(b);
        const [bestBinaries, bestRest] = cost(best);
        return binaries > bestBinaries || (binaries === bestBinaries && rest > bestRest) ? b : best;
    }, null);
    const counts = chosen?.recommended;
    if (!chosen || !counts)
        return null;
    const others = pool.length - 1;
    const scope = others > 0 ? `, the most any of the ${pool.length} ${undecided.length > 0 ? 'undecided ' : ''}benchmarks needs` : '';
    return (`Next time: ${counts.binaries} build${counts.binaries === 1 ? '' : 's'} × ${counts.executions} executions × ${counts.measurements} ` +
        `measurements (for ${(0,escape_markdown/* escapeMarkdown */.F)(chosen.name)}${scope}: ${(0,escape_markdown/* escapeMarkdown */.F)(counts.reason)}).`);
}
/** Right under the headline when a version could not be measured: why the check fails. */
function failureLines(failures) {
    if (failures.length === 0)
        return [];
    const sentence = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    return ['', ...failures.map((f) => `**The check fails: ${f.side} could not be measured.** ${sentence((0,escape_markdown/* escapeMarkdown */.F)(f.reason))}`)];
}
/** Right under the headline when shards did not deliver: why the check fails; or, with partial results accepted, a note saying so. */
function incompleteLines(incomplete) {
    if (incomplete === undefined)
        return { top: [], note: [] };
    const { shards, notMeasured } = incomplete.run;
    const what = (0,escape_markdown/* escapeMarkdown */.F)(describeMissingShards(shards));
    const lost = notMeasured.length > 0 ? ` ${countNotMeasured(notMeasured)} not measured: ${(0,escape_markdown/* escapeMarkdown */.F)(listNames(notMeasured))}.` : '';
    if (!incomplete.fails)
        return { top: [], note: [`**Partial results** (allow-missing-shards): ${what}${lost === '' ? '.' : `;${lost}`}`] };
    return {
        top: ['', `**The check fails: ${what}.**${lost} With \`allow-missing-shards: true\` the check passes on partial results.`],
        note: [],
    };
}
/** Base and head commits, then the run and the raw results: the line under the headline. */
function contextLine(context) {
    const parts = [];
    if (context.commits)
        parts.push(`Base ${commitLink(context.commits.base, context.repository)} → head ${commitLink(context.commits.head, context.repository)}`);
    const run = safeUrl(context.runUrl);
    const artifact = safeUrl(context.artifactUrl);
    if (run !== null)
        parts.push(`[workflow run](${run})`);
    if (artifact !== null)
        parts.push(`[raw results](${artifact})`);
    return parts.length === 0 ? [] : ['', parts.join(' · ')];
}
/**
 * The markdown report: a headline, the compared commits, one table row per benchmark (changes
 * first), a legend, the notes and one recommendation, then the impact-factor intervals,
 * p-values and design in a collapsed section.
 */
function renderMarkdownReport(report, context = {}) {
    const confidence = Math.round(report.options.confidence * 100);
    const failures = context.measurementFailures ?? [];
    const incomplete = incompleteLines(context.incomplete);
    const ordered = orderBenchmarks(report.benchmarks);
    // When every interval is at a stricter level (the usual case under a suite-wide correction), the header carries the † once.
    const withDelta = ordered.filter((b) => b.delta !== null);
    const allStrict = withDelta.length > 0 && withDelta.every((b) => strictLevel(b.delta, report.options.confidence) !== null);
    const deltaHeader = allStrict ? 'Δ mean [CI] †' : `Δ mean [${confidence} % CI]`;
    const parts = [
        `### ${(0,escape_markdown/* escapeMarkdown */.F)(context.title ?? 'benchgate')}: ${headline(report, failures, context.incomplete)}`,
        ...failureLines(failures),
        ...incomplete.top,
        ...contextLine(context),
        '',
        // With no benchmark (every execution of a version failed before it printed one), the failure lines above are the report.
        ...(ordered.length === 0
            ? ['No benchmark reported a value, so there is nothing to compare.']
            : [
                `| Benchmark | Base | Head | ${deltaHeader} | Impact | Verdict |`,
                '|---|--:|--:|--:|:-:|---|',
                ...ordered.map((benchmark) => row(benchmark, report.options.confidence, !allStrict)),
                ...levelLegend(report).flatMap((line) => ['', line]),
                '',
                legendLine(report, context.docsUrl),
            ]),
    ];
    const notes = [...incomplete.note, ...(context.extraNotes ?? []), ...inconclusiveFooter(report, failures, context.incomplete?.fails === true)];
    const recommendation = suiteRecommendation(report);
    if (recommendation !== null)
        notes.push(recommendation);
    for (const note of notes)
        parts.push('', note);
    const shared = sharedNotes(report.benchmarks);
    const details = [
        ...designLines(report),
        '',
        ...[...shared].map((note) => `- all ${report.benchmarks.length} benchmarks: ${(0,escape_markdown/* escapeMarkdown */.F)(note)}`),
        ...ordered.flatMap((benchmark) => benchmarkDetails(benchmark, report.options.confidence, shared)),
    ];
    const trend = context.trendCells;
    const trendTable = trend
        ? ['| Benchmark | Main trend |', '|---|---|', ...ordered.map((b) => `| ${(0,escape_markdown/* escapeMarkdown */.F)(b.name)} | ${trend.get(b.name) ?? '—'} |`), '']
        : [];
    const summary = `${trend ? 'Main-branch trend, impact-factor' : 'Impact-factor'} intervals, p-values, notes and design`;
    parts.push('', `<details><summary>${summary}</summary>`, '', ...trendTable, ...details, '', '</details>');
    return `${parts.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/sequential-notes.ts


const WHY = {
    decided: 'every benchmark was decided',
    futile: 'no benchmark left undecided could be decided within the budget: the interval could not narrow to ±min-effect, and a change was improbable',
    budget: 'another round would not have fitted the budget',
    'first-look': 'its first block showed that the budget cannot reach the first look',
    'max-rounds': 'the rounds that fit the budget ran',
    failures: 'too many executions failed',
    'build-failed': 'a build added during the run failed (the run went on to a final look without it)',
    interrupted: 'the measuring ended before the design stopped it',
};
/** The reasons that read differently when the run grew by builds. */
const WHY_BUILDS = {
    budget: 'another build of each version and its blocks would not have fitted the budget',
    'max-rounds': 'the most builds a run makes were made',
};
/** At most this many plan reasons, each cut to this length: results.json may come from a fork. */
const MAX_REASONS = 10;
const MAX_REASON_LENGTH = 600;
/** A count recorded in results.json, as text; anything but a whole number ≥ 0 reads `?`. */
const count = (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : '?');
/** A duration recorded in results.json; anything but a finite number ≥ 0 reads `?`. */
const duration = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? (0,format_numbers/* formatDuration */.a3)(value) : '?');
/**
 * The lines an adaptive run adds under the report's table (pass them as `extraNotes` to
 * renderMarkdownReport): the plan and why, why and when it stopped, time spent against the
 * budget, and what the intervals are. Empty for a fixed design.
 *
 * Everything here comes from results.json, which in `mode: comment` a fork's run wrote: strings
 * are escaped (no links, mentions, HTML or markdown reach the privileged comment), numbers
 * are shown only when they are numbers, and unknown stop reasons are escaped like any text.
 */
function sequentialReportLines(report) {
    const s = report.sequential;
    if (!s)
        return [];
    const blocks = s.blocks;
    const perRound = s.blocksPerRound;
    const rounds = typeof blocks === 'number' && typeof perRound === 'number' ? count(Math.floor(blocks / Math.max(1, perRound))) : '?';
    const budget = s.budgetSeconds === null ? '' : ` of the ${duration(s.budgetSeconds)} budget`;
    const spending = spendingName(s.spending);
    const plan = report.meta?.plan;
    const reasons = (plan?.reasons ?? []).slice(0, MAX_REASONS);
    const reason = (text) => (0,escape_markdown/* escapeMarkdown */.F)(text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text);
    const stop = s.stop.reason;
    const byBuilds = s.growth === 'builds';
    const known = (table) => typeof stop === 'string' && Object.hasOwn(table, stop);
    const why = byBuilds && known(WHY_BUILDS) ? WHY_BUILDS[stop] : known(WHY) ? WHY[stop] : reason(String(stop));
    const looks = count(s.looks);
    const added = s.addedBuilds === 0
        ? 'the builds differed, so after the first look it was to add builds rather than rounds, but none was added'
        : `the builds differed, so after the first look it added builds rather than rounds: ${count(s.addedBuilds)} more per version, ` +
            `${count(s.buildBlocks)} block${s.buildBlocks === 1 ? '' : 's'} each (the build level narrows only with more builds)`;
    const grew = byBuilds
        ? `${added}; stopped after ${count(blocks)} blocks because ${why}`
        : `stopped after ${count(blocks)} blocks (${rounds} of at most ${count(s.maxRounds)} rounds) because ${why}`;
    // The plan for processes too long for the budget: what was measured and what would decide.
    const detail = s.stop.detail;
    const tooLong = stop === 'first-look' && typeof detail === 'string' ? [`Too long for the budget: ${reason(detail)}.`] : [];
    return [
        ...reasons.map((r) => `Plan: ${reason(r)}.`),
        `Adaptive design: ${grew}; ${duration(s.spentSeconds)}${budget} spent.`,
        ...tooLong,
        `Δ intervals are repeated confidence intervals (group-sequential, ${spending} alpha spending over ${looks} look${s.looks === 1 ? '' : 's'}, ` +
            `Bonferroni over benchmarks): their confidence holds although the run looked ${s.looks === 1 ? 'once' : `${looks} times`}.`,
    ];
}
/** The spending function's name; parameters recorded in results.json are shown only when they are finite numbers. */
function spendingName(spending) {
    const parameter = (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '?');
    switch (spending.kind) {
        case 'obrien-fleming':
            return "O'Brien–Fleming-type";
        case 'pocock':
            return 'Pocock-type';
        case 'hsd':
            return `Hwang–Shih–DeCani (γ = ${parameter(spending.gamma)})`;
        case 'power':
            return `power-${parameter(spending.rho)}`;
        default:
            return (0,escape_markdown/* escapeMarkdown */.F)(spending.kind);
    }
}

// EXTERNAL MODULE: ./src/planning/long-processes.ts
var long_processes = __webpack_require__(4179);
;// CONCATENATED MODULE: ./src/report/long-run-notes.ts

/**
 * The line a fixed design adds under the report's table when its first block showed it would
 * run past its limit (`meta.stoppedBy.reason` `long-run`): the plan, recomputed from the
 * recorded costs (long-processes.ts). Only numbers are read from results.json, which may come
 * from a fork; the text is benchgate's own. Empty otherwise.
 */
function longRunLines(report) {
    const meta = report.meta;
    if (meta?.stoppedBy?.reason !== 'long-run')
        return [];
    const number = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
    const build = number(meta.buildSeconds);
    const measure = number(meta.measureSeconds);
    const perRound = number(meta.design?.builds?.base);
    const plan = build === null || measure === null || perRound === null
        ? null
        : (0,long_processes/* fixedDesignTooLong */.X5)({
            elapsedSeconds: build + measure,
            blocks: meta.stoppedBy.blocks,
            measureSeconds: measure,
            scheduledBlocks: meta.stoppedBy.scheduledBlocks,
            blocksPerRound: perRound,
            benchmarks: report.benchmarks.length,
            ...(typeof meta.format === 'string' ? { format: meta.format } : {}),
            // Recorded after the fact: the plan is shown whatever the limit was.
            limitSeconds: 0,
        });
    const limit = 'The fixed design stopped after its first block: its processes are too long for it';
    return [plan === null ? `${limit}.` : `${limit}: ${plan.measured}. ${plan.advice}.`];
}

;// CONCATENATED MODULE: ./src/experiment/build-report.ts





/**
 * Everything the front ends publish about one analysed run, built without I/O: the files, the
 * markdown, the verdict and outputs, and the gate's decision. The action and the CLI write,
 * upload, print and exit from this; neither decides anything itself.
 */
function buildReport(request) {
    const { results, analysed, gate } = request;
    const { report, failures } = analysed;
    const incomplete = incompleteRun(results);
    const partial = incomplete.shards.length > 0 ? { run: incomplete, fails: gate.allowMissingShards !== true } : undefined;
    // Rendered on first read: `analyze --json` prints report.json alone, and results.json
    // re-serialises every measurement.
    const markdown = once(() => renderMarkdownReport(report, {
        ...request.context,
        extraNotes: [...sequentialReportLines(report), ...longRunLines(report), ...(request.notes ?? [])],
        measurementFailures: failures,
        ...(partial === undefined ? {} : { incomplete: partial }),
    }));
    const resultsJson = once(() => `${JSON.stringify(results)}\n`);
    const reportJson = once(() => `${JSON.stringify(report, null, 2)}\n`);
    const verdict = suiteVerdict(report);
    const decision = gate.decides
        ? gateDecision(report, { failures, failOnRegression: gate.failOnRegression, accepted: gate.accepted, incomplete: partial?.fails ? incomplete : null })
        : { outcome: 'pass', message: null };
    return {
        files: [
            {
                name: 'results.json',
                get content() {
                    return resultsJson();
                },
            },
            {
                name: 'report.json',
                get content() {
                    return reportJson();
                },
            },
            {
                name: 'report.md',
                get content() {
                    return markdown();
                },
            },
        ],
        get markdown() {
            return markdown();
        },
        verdict,
        outputs: { verdict, regressions: String(report.summary.gatingRegressions) },
        gate: decision,
    };
}
function once(make) {
    let value;
    return () => (value ??= make());
}


/***/ }),

/***/ 4179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KP: () => (/* binding */ firstLookOutOfReach),
/* harmony export */   X5: () => (/* binding */ fixedDesignTooLong)
/* harmony export */ });
/* unused harmony exports shorterProcessesAdvice, maxTimeFor, FIXED_DESIGN_LIMIT_SECONDS */
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2850);

/**
 * Planning for suites whose processes take minutes (a self-timing harness that runs every
 * benchmark for seconds in each process). Pure: the measured costs in, a plan out.
 *
 * Under the nested model most of the noise is between processes, not within one (docs/statistics.md):
 * a process that times each benchmark for 5 s instead of 0.5 s narrows its own mean, which is
 * not what limits the interval, and leaves 10 times fewer processes in the same time. So the
 * cheapest way to a decision is usually shorter processes, then a longer budget.
 */
/** How a self-timing harness shortens each process: its options, as its own documentation names them. */
const SHORTER = {
    benchmarkjs: "benchmark.js: lower `maxTime` (seconds each benchmark is sampled, default 5) and `minSamples` (default 5), in `Benchmark.options` or the suite's options",
    tinybench: 'tinybench: lower `time` (ms each task runs, default 1000) or set `iterations`, and `warmupTime`/`warmupIterations`',
    vitest: 'vitest bench: lower `time` (ms) or set `iterations` in the options of `bench(name, fn, options)`',
    mitata: 'mitata: `run()` takes no time option (each benchmark gets about 0.6 s of CPU time); run a subset per process with `run({ filter })`, or time with `measure(fn, { min_cpu_time, max_samples })`',
    'google-benchmark': 'Google Benchmark: lower `--benchmark_min_time` (e.g. `0.05s`; plain seconds before 1.8), or run a subset with `--benchmark_filter`',
    'google-benchmark-cpu': 'Google Benchmark: lower `--benchmark_min_time` (e.g. `0.05s`; plain seconds before 1.8), or run a subset with `--benchmark_filter`',
    'pytest-benchmark': 'pytest-benchmark: lower `--benchmark-max-time` (seconds per benchmark, default 1.0) and `--benchmark-min-rounds` (default 5)',
    criterion: 'criterion: lower `--measurement-time` and `--warm-up-time` (seconds), or `--sample-size`, after `cargo bench -- `',
    cargo: 'criterion (`--output-format bencher`): lower `--measurement-time` and `--warm-up-time` (seconds) after `cargo bench -- `',
    jmh: 'JMH: fewer and shorter iterations, `-wi`/`-i` (warm-up and measurement iterations) and `-w`/`-r` (time per iteration), and `-f 1` (benchgate makes the processes)',
    benchmarkdotnet: 'BenchmarkDotNet: `--job short`, or `--warmupCount`, `--iterationCount` and `--launchCount 1` (benchgate makes the processes), and `--filter` for a subset',
};
/** The harness's options that shorten each process, or null for a format that does not time itself. */
function shorterProcessesAdvice(format) {
    return Object.hasOwn(SHORTER, format) ? SHORTER[format] : null;
}
/**
 * After the first block of a budgeted run: whether the first look (the earliest a decision can
 * come) is out of reach of the budget, at the measured cost of a block. Null when it fits;
 * otherwise the plan that says so. Only costs enter it, never measured values, so stopping on
 * it leaves the error rate alone.
 */
function firstLookOutOfReach(costs) {
    const { budgetSeconds, elapsedSeconds, blocks, measureSeconds, blocksToFirstLook } = costs;
    if (!(blocks >= 1) || !(measureSeconds > 0))
        return null;
    const blockSeconds = measureSeconds / blocks;
    const remaining = Math.max(0, blocksToFirstLook - blocks);
    const firstLookSeconds = elapsedSeconds + remaining * blockSeconds;
    if (firstLookSeconds <= budgetSeconds)
        return null;
    const smallerThanOneBlock = elapsedSeconds >= budgetSeconds && blocks === 1;
    const buildSeconds = Math.max(0, elapsedSeconds - measureSeconds);
    const suggestedBudgetSeconds = 60 * Math.ceil((buildSeconds + 2 * blocksToFirstLook * blockSeconds) / 60);
    const room = budgetSeconds - buildSeconds;
    const processSecondsToFit = room > 0 ? room / (2 * blocksToFirstLook) : null;
    const measured = smallerThanOneBlock
        ? `the budget of ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(budgetSeconds)} is smaller than the builds (${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(buildSeconds)}) and one block ` +
            `(a base and a head process, ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(blockSeconds)})`
        : `the budget of ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(budgetSeconds)} cannot reach the first look: the builds took ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(buildSeconds)} and ` +
            `one block (a base and a head process) ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(blockSeconds)}`;
    const needs = `the earliest decision is the first look, after ${blocksToFirstLook} blocks, at about ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(firstLookSeconds)}`;
    const shorter = processSecondsToFit === null ? null : shorterSentence(processSecondsToFit, blockSeconds / 2, costs);
    const ways = [`a budget of ${suggestedBudgetSeconds / 60} min (the first look and as many blocks again)`, ...(shorter === null ? [] : [shorter])];
    return {
        smallerThanOneBlock,
        blockSeconds,
        firstLookSeconds,
        suggestedBudgetSeconds,
        processSecondsToFit,
        detail: `${measured}; ${needs}. To decide: ${ways.join(', or ')}`,
    };
}
/** `processes of at most 25 s (now 2 min 15 s): …`, with a per-benchmark time for benchmark.js. */
function shorterSentence(target, now, costs) {
    const harness = costs.format === undefined ? null : shorterProcessesAdvice(costs.format);
    const perBenchmark = costs.format === 'benchmarkjs' && costs.benchmarks !== undefined && costs.benchmarks > 0
        ? `; for its ${costs.benchmarks} benchmarks, set maxTime to about ${maxTimeFor(target, costs.benchmarks)} s`
        : '';
    return (`processes of at most ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(target)} each (now ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(now)}), which also gives more processes, ` +
        `where most of the noise is (docs/harnesses.md${harness === null ? '' : `; ${harness}`})${perBenchmark}`);
}
/**
 * benchmark.js's maxTime (seconds) for a process of `processSeconds` with `benchmarks`
 * benchmarks: half of an equal share (cycles, set-up and the process's start take the rest),
 * in tenths of a second, at least 0.1.
 */
function maxTimeFor(processSeconds, benchmarks) {
    return Math.max(0.1, Math.floor((10 * processSeconds) / (2 * benchmarks)) / 10);
}
/**
 * How long a fixed design (no budget) may be projected to run before it stops after its first
 * block to ask for a plan: half of the `timeout-minutes: 60` of the README's workflow, so that
 * the job ends with a plan rather than being cancelled, or running an hour toward nothing.
 */
const FIXED_DESIGN_LIMIT_SECONDS = 30 * 60;
/**
 * After the first block of a fixed design: whether the whole design, at that block's cost,
 * would run past the limit. Null when it fits; otherwise the plan, for the log and the
 * comment. Only costs enter it.
 */
function fixedDesignTooLong(costs) {
    const { elapsedSeconds, blocks, measureSeconds, scheduledBlocks, blocksPerRound } = costs;
    const limit = costs.limitSeconds ?? FIXED_DESIGN_LIMIT_SECONDS;
    if (!(blocks >= 1) || !(measureSeconds > 0))
        return null;
    const blockSeconds = measureSeconds / blocks;
    const projectedSeconds = elapsedSeconds + Math.max(0, scheduledBlocks - blocks) * blockSeconds;
    if (projectedSeconds <= limit)
        return null;
    const buildSeconds = Math.max(0, elapsedSeconds - measureSeconds);
    const firstLook = Math.max(1, blocksPerRound) * (blocksPerRound >= 2 ? 2 : 4);
    const suggestedBudgetSeconds = 60 * Math.ceil((buildSeconds + 2 * firstLook * blockSeconds) / 60);
    const room = limit - buildSeconds;
    const processSecondsToFit = room > 0 ? room / (2 * scheduledBlocks) : null;
    const shorter = processSecondsToFit === null ? null : shorterSentence(processSecondsToFit, blockSeconds / 2, costs);
    const ways = [
        `a budget of ${suggestedBudgetSeconds / 60} min, which stops as soon as every benchmark is decided (its first look comes after ${firstLook} blocks)`,
        ...(shorter === null ? [] : [shorter]),
    ];
    const measured = `the fixed design's ${scheduledBlocks} blocks would take about ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(projectedSeconds)}: the builds took ` +
        `${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(buildSeconds)} and one block (a base and a head process) ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(blockSeconds)}`;
    const advice = `To decide: ${ways.join(', or ')}`;
    return {
        projectedSeconds,
        blockSeconds,
        suggestedBudgetSeconds,
        processSecondsToFit,
        measured,
        advice,
        detail: `${measured}, and a fixed design stops after its first block when it would run past ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(limit)}. ${advice}`,
    };
}


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

/***/ 7032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.Fl),
/* harmony export */   H9: () => (/* binding */ formatFactor),
/* harmony export */   Nh: () => (/* binding */ scaleUnit),
/* harmony export */   _v: () => (/* binding */ formatMeanWithInterval),
/* harmony export */   a3: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.a3),
/* harmony export */   bf: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.bf),
/* harmony export */   eD: () => (/* binding */ formatChange),
/* harmony export */   fu: () => (/* binding */ INTERVAL_DIGITS),
/* harmony export */   l9: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.l9),
/* harmony export */   pV: () => (/* binding */ MEAN_DIGITS)
/* harmony export */ });
/* unused harmony export formatMeasure */
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2850);
/**
 * Numbers as the report prints them: each benchmark's values in one unit scaled to its
 * magnitude (ns/µs/ms/s for times, k/M/G for rates such as ops/s), means with 3 significant
 * digits and interval half-widths with 2, trailing zeros kept. The plain number, percent and
 * duration formatters are the project's one set in util, re-exported here for the report's callers.
 */


/** Significant digits of a mean, and of an interval (its half-width or its ends). */
const MEAN_DIGITS = 3;
const INTERVAL_DIGITS = 2;
const TIME_UNITS = [
    { unit: 'ns', seconds: 1e-9 },
    { unit: 'µs', seconds: 1e-6 },
    { unit: 'ms', seconds: 1e-3 },
    { unit: 's', seconds: 1 },
];
const TIME_ALIASES = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1 };
const RATE_PREFIXES = [
    { prefix: '', factor: 1 },
    { prefix: 'k', factor: 1e3 },
    { prefix: 'M', factor: 1e6 },
    { prefix: 'G', factor: 1e9 },
];
/** A count per second (`ops/s`, `B/s`, `requests/s`): scaled with k/M/G. */
const RATE = /^[A-Za-z]+\/s$/;
/**
 * The unit to print a benchmark's values in, chosen from one reference value (its base mean,
 * so base and head share the unit): times go to ns/µs/ms/s and rates to k/M/G so that the
 * reference lands in 1…1000; other units stay as they are.
 */
function scaleUnit(unit, reference) {
    const magnitude = Math.abs(reference);
    const seconds = TIME_ALIASES[unit];
    if (seconds !== undefined) {
        const inSeconds = magnitude * seconds;
        // The largest unit the reference is at least 1 of (0.9995 so that 999.96 ns, printed 1.00 µs, is not 1,000 ns).
        const chosen = Number.isFinite(inSeconds) && inSeconds > 0 ? TIME_UNITS.filter((candidate) => inSeconds >= candidate.seconds * 0.9995).pop() : undefined;
        const target = chosen ?? { unit: TIME_UNITS.find((candidate) => candidate.seconds === seconds)?.unit ?? unit, seconds };
        return { unit: target.unit, factor: seconds / target.seconds };
    }
    if (RATE.test(unit) && Number.isFinite(magnitude) && magnitude > 0) {
        const prefix = RATE_PREFIXES.filter((candidate) => magnitude >= candidate.factor * 0.9995).pop();
        if (prefix)
            return { unit: `${prefix.prefix}${unit}`, factor: 1 / prefix.factor };
    }
    return { unit, factor: 1 };
}
/** A value in a scaled unit with `digits` significant digits and the unit: `4.10 ms`. */
function formatMeasure(value, scaled, digits = MEAN_DIGITS) {
    return `${formatSignificant(value * scaled.factor, digits)}${scaled.unit ? ` ${scaled.unit}` : ''}`;
}
/** Mean ± half-width of its interval in a scaled unit: `4.10 ± 0.19 ms`. */
function formatMeanWithInterval(mean, ci, scaled) {
    const halfWidth = (ci[1] - ci[0]) / 2;
    return (`${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(mean * scaled.factor, MEAN_DIGITS)} ± ` +
        `${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(halfWidth * scaled.factor, INTERVAL_DIGITS)}${scaled.unit ? ` ${scaled.unit}` : ''}`);
}
/** A relative change and its interval's ends in percent: `+9.64 % [+7.1, +12]`. */
function formatChange(relative, ci) {
    return `${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(relative, MEAN_DIGITS)} [${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(ci[0], INTERVAL_DIGITS, false)}, ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(ci[1], INTERVAL_DIGITS, false)}]`;
}
/** An impact factor with 2 significant digits (`1.1`), `—` when not estimable. */
function formatFactor(value) {
    return value === null || value === undefined ? '—' : (0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(value, INTERVAL_DIGITS);
}


/***/ })

};
