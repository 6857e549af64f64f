export const id = 11;
export const ids = [11];
export const modules = {

/***/ 9573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ suiteRuledOut),
/* harmony export */   r: () => (/* binding */ ruledOut)
/* harmony export */ });
/**
 * What an inconclusive benchmark can still say: the largest regression its Δ interval (the one
 * the verdict used) still allows, beside the min-effect asked. An interval ±20 % wide does not
 * decide a 2 % min-effect, but it does rule out a regression of 20 %. Null for a decided
 * benchmark, one without an interval, and one no data could decide (`undecided`).
 */
function ruledOut(benchmark) {
    if (benchmark.verdict !== 'inconclusive' || benchmark.delta === null || benchmark.undecided !== undefined)
        return null;
    const [low, high] = benchmark.delta.ci;
    if (!Number.isFinite(low) || !Number.isFinite(high))
        return null;
    const bound = benchmark.better === 'lower' ? high : low;
    return { kind: 'ruled-out', bound, worse: benchmark.better === 'lower' ? high : -low, minEffect: benchmark.minEffect };
}
/**
 * The suite's: the largest regression any of its inconclusive benchmarks still allows (the
 * note of that benchmark), with how many there are; null when none has an interval.
 */
function suiteRuledOut(benchmarks) {
    const notes = benchmarks.flatMap((b) => ruledOut(b) ?? []);
    if (notes.length === 0)
        return null;
    const widest = notes.reduce((a, b) => (b.worse > a.worse ? b : a));
    return { widest, benchmarks: notes.length };
}


/***/ }),

/***/ 5011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildReport: () => (/* binding */ buildReport)
});

// EXTERNAL MODULE: ./src/analysis/missing-shards.ts
var missing_shards = __webpack_require__(1698);
// EXTERNAL MODULE: ./src/analysis/decide.ts
var decide = __webpack_require__(2464);
// EXTERNAL MODULE: ./src/util/is-record.ts
var is_record = __webpack_require__(8762);
// EXTERNAL MODULE: ./src/report/escape-markdown.ts
var escape_markdown = __webpack_require__(7729);
// EXTERNAL MODULE: ./src/proof/tracer-hint.ts
var tracer_hint = __webpack_require__(1287);
;// CONCATENATED MODULE: ./src/report/proof-notes.ts



/** The verdict cell of a benchmark decided without an interval (identical inputs or values); null for one an interval decided. */
function verdictSourceCell(benchmark) {
    switch (benchmark.verdictSource?.kind) {
        case 'identical-inputs':
            return '⚪ unchanged (identical inputs)';
        case 'identical-values':
            return '⚪ unchanged (identical values)';
        default:
            return null;
    }
}
/** At most this many paths are named in a note. */
const NAMED = 5;
/**
 * What `prove-unchanged` found, under the table: the proof when nothing was measured, or why
 * the run was measured. From `meta.proof`, checked field by field (it may come from an
 * artifact); paths and details are escaped.
 */
function proofNotes(report) {
    const proof = report.meta?.proof;
    if (!(0,is_record/* isRecord */.u)(proof))
        return [];
    const parts = partsOf(proof);
    // No tracer: nothing was traced, so one note for the run, not one per part.
    const noTracer = (0,is_record/* isRecord */.u)(proof.reason) && proof.reason.kind === 'no-tracer';
    if (parts.length > 0 && proof.proved !== true && !noTracer)
        return partNotes(parts);
    if (proof.proved === true && (0,is_record/* isRecord */.u)(proof.proof)) {
        const { filesRead, executables, processes, hash, changedNotRead } = proof.proof;
        const changed = Array.isArray(changedNotRead) ? changedNotRead.filter((p) => typeof p === 'string') : [];
        return [
            `Not measured: in one traced execution of each version${parts.length > 0 ? ` per part (${parts.length} parts)` : ''}, both read byte-identical inputs — ${count(filesRead, 'file')} ` +
                `(${count(executables, 'executable')} among them) in ${count(processes, 'process or thread', 'processes and threads')}, ` +
                `the same command and environment (${typeof hash === 'string' ? `${(0,escape_markdown/* escapeMarkdown */.F)(hash.slice(0, 23))}…` : 'hash unknown'}). ` +
                (changed.length === 0 ? 'The diff changed nothing else.' : `The diff's changes no process read: ${pathList(changed)}.`) +
                ' Identical inputs do not cover the network or the clock.',
        ];
    }
    const reason = proof.reason;
    if (!(0,is_record/* isRecord */.u)(reason) || typeof reason.kind !== 'string')
        return [];
    return [`Measured, not proved unchanged: ${reasonText(reason)}.`];
}
/** At most this many parts are named, one note each, when parts were measured. */
const NAMED_PARTS = 5;
/** `meta.proof.parts` (split-benchmarks), checked field by field; empty when absent. */
function partsOf(proof) {
    if (!Array.isArray(proof.parts))
        return [];
    const numbers = new Map();
    return proof.parts.filter(is_record/* isRecord */.u).map((part) => {
        const shard = typeof part.shard === 'string' ? part.shard : null;
        const number = (numbers.get(shard) ?? 0) + 1;
        numbers.set(shard, number);
        return partEntry(part, shard, number);
    });
}
function partEntry(part, shard, number) {
    return {
        shard,
        number,
        names: Array.isArray(part.names) ? part.names.filter((n) => typeof n === 'string') : [],
        proved: part.proved === true && (0,is_record/* isRecord */.u)(part.proof),
        proof: (0,is_record/* isRecord */.u)(part.proof) ? part.proof : null,
        reason: (0,is_record/* isRecord */.u)(part.reason) && typeof part.reason.kind === 'string' ? part.reason : null,
    };
}
function partLabel(part) {
    return `${part.shard === null ? '' : `shard ${(0,escape_markdown/* escapeMarkdown */.F)(part.shard)} `}part ${part.number} (${pathList(part.names)})`;
}
/** A split suite proved part by part, some parts measured: which parts were proved, and why each other part was measured. */
function partNotes(parts) {
    const proved = parts.filter((p) => p.proved);
    const measured = parts.filter((p) => !p.proved);
    const notes = [];
    if (proved.length > 0)
        notes.push(`Proved unchanged part by part: ${proved.length} of ${parts.length} parts (${pathList(proved.flatMap((p) => p.names))}) read byte-identical inputs ` +
            'in one traced execution of each version, and were not measured. Identical inputs do not cover the network or the clock.');
    for (const part of measured.slice(0, NAMED_PARTS))
        notes.push(`Measured, not proved unchanged: ${partLabel(part)}: ${part.reason === null ? 'no reason recorded' : reasonText(part.reason)}.`);
    if (measured.length > NAMED_PARTS)
        notes.push(`${measured.length - NAMED_PARTS} more parts were measured, not proved unchanged (meta.proof.parts in results.json).`);
    return notes;
}
function reasonText(reason) {
    const paths = Array.isArray(reason.paths) ? reason.paths.filter((p) => typeof p === 'string') : [];
    const detail = typeof reason.detail === 'string' ? (0,escape_markdown/* escapeMarkdown */.F)(reason.detail) : '';
    switch (reason.kind) {
        case 'no-tracer':
            return `no tracer on the runner (${detail}); ${tracer_hint/* STRACE_INSTALL_HINT */.J}`;
        case 'trace-failed':
            return `the traced execution failed (${detail})`;
        case 'trace-incomplete':
            return `the trace could not follow every process (${gapText(reason.gaps)})`;
        case 'network':
            return `the benchmark used a socket, whose replies no trace can vouch for (${detail})`;
        case 'unhashable':
            return `an input could not be hashed (${detail})`;
        case 'inputs-differ':
            return `the benchmark read files that differ: ${pathList(paths)}`;
        case 'outside-inputs-differ':
            return `the benchmark read files outside the checkout that differ between the versions: ${pathList(paths)}`;
        case 'outside-state':
            return `the benchmark read files outside the checkout that it also writes, so the versions' executions share them: ${pathList(paths)}`;
        case 'read-and-written':
            return `the benchmark read files in the checkout that it also wrote, so what it read is not what was compared: ${pathList(paths)}`;
        case 'changed-during-trace':
            return `files the benchmark read changed while it was traced, by a writer the trace did not see: ${pathList(paths)}`;
        default:
            return (0,escape_markdown/* escapeMarkdown */.F)(String(reason.kind));
    }
}
/** The first gap of a `trace-incomplete` reason, in words (fields checked: it may come from an artifact). */
function gapText(gaps) {
    const gap = Array.isArray(gaps) && (0,is_record/* isRecord */.u)(gaps[0]) ? gaps[0] : null;
    const field = (key) => (gap !== null && typeof gap[key] === 'string' ? (0,escape_markdown/* escapeMarkdown */.F)(gap[key].slice(0, 200)) : '');
    switch (gap?.kind) {
        case 'unseen-syscall':
            return `${field('syscall')}, which reads what no traced path names: ${field('detail')}`;
        case 'untraced-child':
            return `a child the tracer does not follow: ${field('detail')}`;
        case 'proc-path':
            return `a file named through /proc or /dev/fd: ${field('detail')}`;
        case 'ptrace':
            return `ptrace in the tree: ${field('detail')}`;
        default:
            return 'strace reported what it could not read';
    }
}
function pathList(paths) {
    const shown = paths.slice(0, NAMED).map((p) => (0,escape_markdown/* escapeMarkdown */.F)(p));
    return paths.length > NAMED ? `${shown.join(', ')} and ${paths.length - NAMED} more` : shown.join(', ');
}
function count(value, one, many = `${one}s`) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        return `? ${many}`;
    return `${value} ${value === 1 ? one : many}`;
}
/**
 * The proof in the collapsed section: every count and the whole hash, so a reader can check
 * it against results.json (`meta.proof`); empty when the run did not prove anything.
 */
function proofDetails(report) {
    const proof = report.meta?.proof;
    if (!(0,is_record/* isRecord */.u)(proof))
        return [];
    const parts = partsOf(proof).filter((p) => p.proved && p.proof !== null);
    if (proof.proved !== true && parts.length > 0)
        return [
            ...parts.slice(0, NAMED_PARTS).map((part) => `- ${partLabel(part)}: ${proofLine(part.proof).slice(2)}`),
            ...(parts.length > NAMED_PARTS ? [`- ${parts.length - NAMED_PARTS} more parts proved (meta.proof.parts in results.json)`] : []),
        ];
    if (proof.proved !== true || !(0,is_record/* isRecord */.u)(proof.proof))
        return [];
    return [proofLine(proof.proof)];
}
function proofLine(proof) {
    const { filesRead, executables, probed, processes, kernelPaths, hash, changedNotRead } = proof;
    const changed = Array.isArray(changedNotRead) ? changedNotRead.filter((p) => typeof p === 'string') : [];
    return (`- proof of no change: ${count(filesRead, 'file')} read (${count(executables, 'executable')}), ${count(probed, 'path')} only looked at, ` +
        `${count(kernelPaths, 'kernel path')} (/proc, /sys, /dev) not compared, ${count(processes, 'process or thread', 'processes and threads')}; ` +
        `hash ${typeof hash === 'string' ? (0,escape_markdown/* escapeMarkdown */.F)(hash) : '?'}` +
        (changed.length === 0 ? '' : `; changed but not read: ${pathList(changed)}`));
}

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

// EXTERNAL MODULE: ./src/report/notes.ts
var notes = __webpack_require__(4931);
// EXTERNAL MODULE: ./src/analysis/ruled-out.ts
var ruled_out = __webpack_require__(9573);
;// CONCATENATED MODULE: ./src/planning/next-run.ts

/**
 * One recommendation for the whole suite. After an adaptive run (`budget`), whose settings are a
 * budget and not counts: what budget would settle the undecided benchmarks, or nothing when all
 * were decided. After a fixed design: the counts the most demanding benchmark asks for, taken
 * among the undecided ones when there are any (those are what more data would decide).
 * The report's adaptive fields (`sequential`, `stopping`) are read defensively: a report may
 * come from an older file.
 */
function recommendNextRun(report) {
    const sequential = report.sequential;
    return (0,is_record/* isRecord */.u)(sequential) ? budgetRecommendation(report, sequential.budgetSeconds) : countsRecommendation(report);
}
/**
 * What an undecided benchmark of an adaptive run says would settle it (analyze-sequential.ts):
 * a budget in seconds, `none` when its noise was measured and no one run (up to a day, up to its
 * blocks; plan-design.ts) would, or null when it has no estimate to tell (e.g. a version that
 * could not be measured).
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
    const unsettled = undecided.find((u) => u.settling === 'none')?.benchmark;
    if (unsettled)
        return { kind: 'unsettleable', benchmark: unsettled.name, minEffect: unsettled.minEffect };
    const budgets = undecided.flatMap((u) => (typeof u.settling === 'number' ? [{ benchmark: u.benchmark, seconds: u.settling }] : []));
    if (budgets.length === 0)
        return null;
    const { benchmark: chosen, seconds } = budgets.reduce((most, b) => (b.seconds > most.seconds ? b : most));
    const budget = typeof spentBudget === 'number' && Number.isFinite(spentBudget) ? spentBudget : null;
    if (budget !== null && seconds <= budget)
        return { kind: 'same-budget', benchmark: chosen.name, minEffect: chosen.minEffect, budgetSeconds: budget, of: budgets.length };
    return { kind: 'budget', benchmark: chosen.name, minEffect: chosen.minEffect, seconds, of: budgets.length };
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
    return { kind: 'counts', benchmark: chosen.name, counts, of: pool.length, undecided: undecided.length > 0 };
}

;// CONCATENATED MODULE: ./src/report/next-run.ts



/** The recommendation for the next run (planning/next-run.ts) in words, or null when there is none. */
function suiteRecommendation(report) {
    const next = recommendNextRun(report);
    return next === null ? null : renderNextRun(next);
}
const settle = (minEffect) => `±${(0,format_numbers/* formatPercent */.l9)(minEffect, 1).replace('+', '')}`;
function renderNextRun(next) {
    const name = (0,escape_markdown/* escapeMarkdown */.F)(next.benchmark);
    switch (next.kind) {
        case 'unsettleable':
            return (`Next time: no single run of up to a day settles ${name} at ${settle(next.minEffect)} at the noise this run measured; ` +
                'a larger min-effect for it, or a quieter runner, would.');
        case 'same-budget': {
            const scope = next.of > 1 ? `, the most any of the ${next.of} undecided benchmarks needs` : '';
            // Power is 80 %: a budget that suffices still leaves about one run in five undecided.
            return (`Next time: the same budget (${(0,format_numbers/* formatDuration */.a3)(next.budgetSeconds)}) should settle ${name}${scope === '' ? '' : `${scope},`} at ` +
                `${settle(next.minEffect)} in 4 of 5 runs or more at the noise this run measured; this run was not one of them.`);
        }
        case 'budget': {
            const scope = next.of > 1 ? `, the most any of the ${next.of} undecided benchmarks needs` : '';
            return (`Next time: a budget of about ${(0,format_numbers/* formatDuration */.a3)(next.seconds)} (for ${name}${scope}: what settles ${settle(next.minEffect)} at the ` +
                'noise and costs this run measured, with 80 % power).');
        }
        case 'counts': {
            const { counts } = next;
            const scope = next.of > 1 ? `, the most any of the ${next.of} ${next.undecided ? 'undecided ' : ''}benchmarks needs` : '';
            return (`Next time: ${counts.binaries} build${counts.binaries === 1 ? '' : 's'} × ${counts.executions} executions × ${counts.measurements} ` +
                `measurements (for ${name}${scope}: ${(0,escape_markdown/* escapeMarkdown */.F)(counts.reason)}).`);
        }
    }
}

;// CONCATENATED MODULE: ./src/report/paper-interval.ts


/**
 * Kalibera's eq. 17 interval of each version (stats/kalibera-interval.ts), at the run's
 * confidence: wider than the interval the table shows, which is what makes it the
 * conservative reference. Null when a version has none (or not a finite one).
 */
function paperLine(benchmark) {
    const { base, head } = benchmark;
    const versions = [base, head].filter((v) => v !== null && v.paper.every(Number.isFinite));
    if (versions.length === 0)
        return null;
    const scaled = (0,format_numbers/* scaleUnit */.Nh)(benchmark.unit, (base ?? head ?? versions[0]).mean);
    const unit = scaled.unit === '' ? '' : ` ${(0,escape_markdown/* escapeMarkdown */.F)(scaled.unit)}`;
    const interval = (v) => `[${(0,format_numbers/* formatSignificant */.bf)(v.paper[0] * scaled.factor, format_numbers/* MEAN_DIGITS */.pV)}, ${(0,format_numbers/* formatSignificant */.bf)(v.paper[1] * scaled.factor, format_numbers/* MEAN_DIGITS */.pV)}]${unit}`;
    const parts = [base, head].flatMap((v, i) => (v !== null && versions.includes(v) ? [`${i === 0 ? 'base' : 'head'} ${interval(v)}`] : []));
    return `Kalibera's eq. 17 interval (conservative reference): ${parts.join(', ')}`;
}

// EXTERNAL MODULE: ./src/stats/winsorized-mean.ts
var winsorized_mean = __webpack_require__(9089);
;// CONCATENATED MODULE: ./src/report/settings-line.ts


/** How each execution's level was estimated, in the report's words (stats/execution-location.ts). */
const ESTIMATOR_WORDS = {
    winsorized: `${Math.round(winsorized_mean/* WINSOR_SHARE */.h * 100)} % winsorized means`,
    huber: 'Huber M-estimates (`--robust`)',
    mean: 'plain means',
};
/**
 * The settings the verdicts were decided with, as the report's details state them. Example:
 * "Confidence 95 %, min-effect 1 %, executions summarised by 8 % winsorized means, rule `interval`, suite-wide correction `holm`."
 */
function settingsLine(options) {
    return (`Confidence ${Math.round(options.confidence * 100)} %, min-effect ${(0,format_numbers/* formatPercent */.l9)(options.minEffect).replace('+', '')}, ` +
        `executions summarised by ${ESTIMATOR_WORDS[options.estimator]}, rule \`${options.rule}\`, suite-wide correction \`${options.correction}\`.`);
}

;// CONCATENATED MODULE: ./src/report/metrics-table.ts


/**
 * The process metrics that no policy names (the report's `metrics`: CPU time, peak RSS, context
 * switches, major page faults of each process), shown after the time table and only where they
 * changed: a small table of those, and one line for the rest. A process metric that a policy
 * names is a benchmark of the suite and sits in the main table instead.
 */
const CHANGE_CELL = { regression: '🔴 worse', improvement: '🟢 better' };
/** KiB shown in MiB or GiB once it reaches one of them; other units as the time table scales them. */
function metricUnit(unit, reference) {
    if (unit === 'KiB') {
        const magnitude = Math.abs(reference);
        if (magnitude >= 1024 * 1024 * 0.9995)
            return { unit: 'GiB', factor: 1 / (1024 * 1024) };
        if (magnitude >= 1024 * 0.9995)
            return { unit: 'MiB', factor: 1 / 1024 };
    }
    return (0,format_numbers/* scaleUnit */.Nh)(unit, reference);
}
function cell(version, reference, unit) {
    if (!version)
        return '—';
    const scaled = metricUnit(unit, (reference ?? version).mean);
    return (0,format_numbers/* formatMeanWithInterval */._v)(version.mean, version.ci, { unit: (0,escape_markdown/* escapeMarkdown */.F)(scaled.unit), factor: scaled.factor });
}
function metricRow(metric) {
    const { base, head, unit, delta } = metric;
    const verdict = metric.verdict === 'regression' || metric.verdict === 'improvement' ? CHANGE_CELL[metric.verdict] : metric.verdict;
    return (`| ${(0,escape_markdown/* escapeMarkdown */.F)(metric.name)} | ${cell(base, base, unit)} | ${cell(head, base, unit)} | ` +
        `${delta ? (0,format_numbers/* formatChange */.eD)(delta.relative, delta.ci) : '—'} | ${verdict} |`);
}
const HEADER = ['| Process metric | Base | Head | Δ mean [CI] | Verdict |', '|---|--:|--:|--:|---|'];
/** The lines after the time table: the process metrics that changed and a line for the others; none when none changed. */
function changedMetricsLines(report) {
    const metrics = report.metrics ?? [];
    if (metrics.length === 0)
        return [];
    const changed = metrics.filter((m) => m.changeDetected);
    if (changed.length === 0)
        return [];
    const rest = metrics.length - changed.length;
    return [
        '',
        `Process metrics that changed (report-only: a policy that names one gates it):`,
        '',
        ...HEADER,
        ...changed.map(metricRow),
        ...(rest === 0 ? [] : ['', `No change detected in the other ${rest} process metric${rest === 1 ? '' : 's'}.`]),
    ];
}
/** Every process metric, for the collapsed details; none when there are none. */
function allMetricsLines(report) {
    const metrics = report.metrics ?? [];
    if (metrics.length === 0)
        return [];
    return ['', ...HEADER, ...metrics.map(metricRow)];
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
 * The outcome in one line (analysis/decide.ts decides which): 🔴 a regression, ⚠️ anything
 * undecided (or nothing compared), 🟢 improvements and nothing else changed, ✅ only when
 * everything was decided unchanged; ❌ when a version could not be measured or shards are missing, since that fails the check.
 */
function headline(report, outcome, failures, incomplete) {
    const { regressions, improvements, unchanged, inconclusive } = report.summary;
    const parts = [
        regressions && `${regressions} regression${regressions > 1 ? 's' : ''}`,
        improvements && `${improvements} improvement${improvements > 1 ? 's' : ''}`,
        inconclusive && `${inconclusive} inconclusive`,
        unchanged && `${unchanged} unchanged`,
    ].filter(Boolean);
    const counts = parts.join(', ') || 'no benchmarks';
    switch (outcome.headline) {
        case 'not-measured': {
            const sides = failures.map((f) => f.side);
            return `❌ ${sides.length === 2 ? 'neither base nor head could be measured' : `${sides[0]} could not be measured`} — ${counts}`;
        }
        case 'incomplete': {
            const shards = incomplete?.run.shards ?? [];
            const what = shards.length === 1
                ? `${(0,escape_markdown/* escapeMarkdown */.F)(shards[0].shard)} ${shards[0].failure === undefined ? 'did not deliver results' : 'failed'}`
                : `${shards.length} shards delivered no results (${shards.map((s) => (0,escape_markdown/* escapeMarkdown */.F)(s.shard)).join(', ')})`;
            return `❌ incomplete: ${what} — ${counts}`;
        }
        case 'regression':
            return `🔴 ${counts}`;
        case 'undecided':
            return `⚠️ not decided: ${counts}${undecidedSummary(report.benchmarks)}${(0,notes/* suiteRuledOutText */.cE)(report.benchmarks)}`;
        case 'improvement':
            return `🟢 ${counts}`;
        case 'unchanged':
            return `✅ ${counts}`;
    }
}
/** What an undecided reason says: in the headline (short) and in the benchmark's details (with what to do). */
const UNDECIDED_TEXT = {
    'zero-base-mean': {
        short: 'base mean is 0, a relative change from zero is undefined',
        long: 'base mean is exactly 0: a relative change from zero is undefined, and more measurements will not define it. Gate a quantity ' +
            'that base does not measure as 0, or give this benchmark `gate: report` in the config file',
    },
};
/** The short reason; a base of 0 in every process says so, with head's mean. */
function undecidedShort(benchmark) {
    const reason = benchmark.undecided;
    if (reason === undefined)
        return '';
    if (reason.baseAllZero === true && benchmark.head !== null) {
        const scaled = (0,format_numbers/* scaleUnit */.Nh)(benchmark.unit, benchmark.head.mean);
        return `base is 0 in every process and head is not (mean ${(0,format_numbers/* formatMeasure */.os)(benchmark.head.mean, { unit: (0,escape_markdown/* escapeMarkdown */.F)(scaled.unit), factor: scaled.factor })})`;
    }
    return UNDECIDED_TEXT[reason.kind].short;
}
/** ` (name: reason; …)` for the benchmarks no amount of data could decide, up to 3 named; '' when there are none. */
function undecidedSummary(benchmarks) {
    const undecided = benchmarks.flatMap((b) => (b.undecided ? [`${(0,escape_markdown/* escapeMarkdown */.F)(b.name)}: ${undecidedShort(b)}`] : []));
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
/** The verdict; an inconclusive one with what its interval still rules out. */
function verdictCell(benchmark) {
    const note = (0,ruled_out/* ruledOut */.r)(benchmark);
    return note === null ? VERDICT_CELL[benchmark.verdict] : `${VERDICT_CELL[benchmark.verdict]}, ${(0,notes/* renderRuledOutShort */.Nr)(note)}`;
}
function row(benchmark, confidence, markRows) {
    const { base, head, unit } = benchmark;
    return (`| ${(0,escape_markdown/* escapeMarkdown */.F)(benchmark.name)} | ${versionCell(base, base, unit)} | ${versionCell(head, base, unit)} | ` +
        `${deltaCell(benchmark, confidence, markRows)} | ${impactCell(benchmark)} | ${verdictSourceCell(benchmark) ?? verdictCell(benchmark)} |`);
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
    lines.push(settingsLine(report.options));
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
    const paper = paperLine(benchmark);
    if (paper !== null)
        lines.push(`- ${name}: ${paper}`);
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
    for (const note of (0,notes/* benchmarkNoteTexts */.gr)(benchmark))
        if (!shared.has(note))
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
    const texts = benchmarks.map(notes/* benchmarkNoteTexts */.gr);
    return new Set(texts[0].filter((note) => texts.every((t) => t.includes(note))));
}
/** Measured on several runners (replicas): how much the runner mattered. */
function runnerLine(runners, factor) {
    return `${runners} runners; runner impact ${factorWithInterval(factor)} (SD of build means across runners over SD on one runner)`;
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
        parts.push((0,notes/* inconclusiveLegend */._i)(report.benchmarks, report.options.minEffect));
    parts.push('Impact process / build: how much a new process / a new build multiplies the noise (1 = not at all).');
    parts.push(url === null ? `More in benchgate's ${DOCS_PATH}.` : `[How to read this comment](${url}).`);
    return `<sub>${parts.join(' ')}</sub>`;
}
/** Under the table when something is undecided (SuiteOutcome.undecided): an inconclusive benchmark passes the check, and that is not a pass. */
function inconclusiveFooter(report, outcome) {
    if (outcome.undecided === null)
        return [];
    const { inconclusive } = report.summary;
    const what = report.benchmarks.length === 0
        ? 'No benchmark was compared'
        : `${inconclusive} of ${report.benchmarks.length} benchmark${report.benchmarks.length === 1 ? '' : 's'} could not be decided`;
    return [
        `⚠️ ${what}: the data could not tell whether ${inconclusive === 1 ? 'it' : 'they'} changed. The check still passes (only a gated regression ` +
            `or a version that could not be measured fails it), but inconclusive is not "unchanged": the details say what would decide.`,
    ];
}
/** Right under the headline when a version could not be measured: why the check fails. */
function failureLines(failures) {
    if (failures.length === 0)
        return [];
    const sentence = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    // One reason for both (a budget spent before measuring, a format that read nothing): said once.
    if (failures.length === 2 && failures[0].reason === failures[1].reason)
        return ['', `**The check fails: neither base nor head could be measured.** ${sentence((0,escape_markdown/* escapeMarkdown */.F)(failures[0].reason))}`];
    return ['', ...failures.map((f) => `**The check fails: ${f.side} could not be measured.** ${sentence((0,escape_markdown/* escapeMarkdown */.F)(f.reason))}`)];
}
/** Right under the headline when shards did not deliver: why the check fails; or, with partial results accepted, a note saying so. */
function incompleteLines(incomplete) {
    if (incomplete === undefined)
        return { top: [], note: [] };
    const { shards, notMeasured } = incomplete.run;
    const what = (0,escape_markdown/* escapeMarkdown */.F)((0,missing_shards/* describeMissingShards */.PZ)(shards));
    const lost = notMeasured.length > 0 ? ` ${(0,missing_shards/* countNotMeasured */.z$)(notMeasured)} not measured: ${(0,escape_markdown/* escapeMarkdown */.F)((0,missing_shards/* listNames */.Zv)(notMeasured))}.` : '';
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
    const outcome = context.outcome ??
        (0,decide/* suiteOutcome */.rn)(report, { failures, failOnRegression: true, accepted: false, incomplete: context.incomplete?.fails ? context.incomplete.run : null });
    const incomplete = incompleteLines(context.incomplete);
    const ordered = orderBenchmarks(report.benchmarks);
    // When every interval is at a stricter level (the usual case under a suite-wide correction), the header carries the † once.
    const withDelta = ordered.filter((b) => b.delta !== null);
    const allStrict = withDelta.length > 0 && withDelta.every((b) => strictLevel(b.delta, report.options.confidence) !== null);
    const deltaHeader = allStrict ? 'Δ mean [CI] †' : `Δ mean [${confidence} % CI]`;
    const parts = [
        `### ${(0,escape_markdown/* escapeMarkdown */.F)(context.title ?? 'benchgate')}: ${headline(report, outcome, failures, context.incomplete)}`,
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
        ...changedMetricsLines(report),
    ];
    const notes = [...incomplete.note, ...(context.extraNotes ?? []), ...inconclusiveFooter(report, outcome)];
    notes.unshift(...proofNotes(report));
    const recommendation = suiteRecommendation(report);
    if (recommendation !== null)
        notes.push(recommendation);
    for (const note of notes)
        parts.push('', note);
    const shared = sharedNotes(report.benchmarks);
    const details = [
        ...designLines(report),
        ...proofDetails(report),
        '',
        ...[...shared].map((note) => `- all ${report.benchmarks.length} benchmarks: ${(0,escape_markdown/* escapeMarkdown */.F)(note)}`),
        ...ordered.flatMap((benchmark) => benchmarkDetails(benchmark, report.options.confidence, shared)),
        ...allMetricsLines(report),
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
    'max-rounds': 'the last round it planned ran',
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
const sequential_notes_count = (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : '?');
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
    const rounds = typeof blocks === 'number' && typeof perRound === 'number' ? sequential_notes_count(Math.floor(blocks / Math.max(1, perRound))) : '?';
    const budget = s.budgetSeconds === null ? '' : ` of the ${duration(s.budgetSeconds)} budget`;
    const spending = spendingName(s.spending);
    const plan = report.meta?.plan;
    const reasons = (plan?.reasons ?? []).slice(0, MAX_REASONS);
    const reason = (text) => (0,escape_markdown/* escapeMarkdown */.F)(text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text);
    const stop = s.stop.reason;
    const byBuilds = s.growth === 'builds';
    const known = (table) => typeof stop === 'string' && Object.hasOwn(table, stop);
    const why = byBuilds && known(WHY_BUILDS) ? WHY_BUILDS[stop] : known(WHY) ? WHY[stop] : reason(String(stop));
    const looks = sequential_notes_count(s.looks);
    const added = s.addedBuilds === 0
        ? 'the builds differed, so after the first look it was to add builds rather than rounds, but none was added'
        : `the builds differed, so after the first look it added builds rather than rounds: ${sequential_notes_count(s.addedBuilds)} more per version, ` +
            `${sequential_notes_count(s.buildBlocks)} block${s.buildBlocks === 1 ? '' : 's'} each (the build level narrows only with more builds)`;
    const grew = byBuilds
        ? `${added}; stopped after ${sequential_notes_count(blocks)} blocks because ${why}`
        : `stopped after ${sequential_notes_count(blocks)} blocks (${rounds} of at most ${sequential_notes_count(s.maxRounds)} rounds) because ${why}`;
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
// EXTERNAL MODULE: ./src/planning/process-plan.ts
var process_plan = __webpack_require__(6958);
;// CONCATENATED MODULE: ./src/report/long-run-notes.ts


/** The line before the plan's copy-paste block. */
const PLAN_TO_COPY = 'The plan, to copy (the suite’s setting and the budget):';
const number = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
/**
 * The lines a run stopped after its first block for long processes adds under the report's
 * table: a fixed design (`meta.stoppedBy.reason` `long-run`) says why and what would decide,
 * and either that or an adaptive run that could not reach its first look (stop `first-look`,
 * whose reason sequential-notes.ts shows) gives the plan's copy-paste lines (the harness's
 * process length and the budget, processPlan). All is recomputed from the recorded costs and
 * the first block's values (long-processes.ts): only numbers are read from results.json, which
 * may come from a fork; the text is benchgate's own. Empty otherwise.
 */
function longRunLines(report, results) {
    const meta = report.meta;
    const longRun = meta?.stoppedBy?.reason === 'long-run';
    const sequential = meta?.sequential;
    const firstLook = sequential?.stop?.reason === 'first-look';
    if (meta === undefined || (!longRun && !firstLook))
        return [];
    const build = number(meta.buildSeconds);
    const measure = number(meta.measureSeconds);
    const blocks = longRun ? 1 : (number(sequential?.stop?.blocks) ?? 1);
    const format = typeof meta.format === 'string' ? { format: meta.format } : {};
    const maxLooks = number(sequential?.maxLooks);
    // An adaptive stop records the costs it planned from; a fixed design's stop plans from meta's.
    const recorded = firstLook ? sequential?.stop?.costs : undefined;
    const recordedBlock = number(recorded?.blockSeconds);
    const recordedBuild = number(recorded?.buildSeconds);
    const costs = recordedBlock !== null && recordedBuild !== null
        ? { blockSeconds: recordedBlock, buildSeconds: recordedBuild }
        : build === null || measure === null || !(blocks >= 1)
            ? null
            : { blockSeconds: measure / blocks, buildSeconds: build };
    const plan = results === undefined || costs === null
        ? null
        : (0,process_plan/* planFromFirstBlock */.Xb)(results, { ...costs, ...format }, { ...report.options, ...(maxLooks === null ? {} : { maxLooks }) });
    // The plan's sentence is in the reason above (this run's, or sequential-notes.ts's for first-look): here its lines.
    const copy = plan === null ? [] : [PLAN_TO_COPY, ['```', ...plan.lines, '```'].join('\n')];
    const stoppedBy = meta.stoppedBy;
    if (!longRun || stoppedBy === undefined)
        return copy;
    const perRound = number(meta.design?.builds?.base);
    const tooLong = build === null || measure === null || perRound === null
        ? null
        : (0,long_processes/* fixedDesignTooLong */.X5)({
            elapsedSeconds: build + measure,
            blocks: stoppedBy.blocks,
            measureSeconds: measure,
            scheduledBlocks: stoppedBy.scheduledBlocks,
            blocksPerRound: perRound,
            benchmarks: report.benchmarks.length,
            ...format,
            plan,
            // Recorded after the fact: the plan is shown whatever the limit was.
            limitSeconds: 0,
        });
    const limit = 'The fixed design stopped after its first block: its processes are too long for it';
    return [tooLong === null ? `${limit}.` : `${limit}: ${tooLong.measured}. ${tooLong.advice}.`, ...copy];
}

// EXTERNAL MODULE: ./src/parsers/process-metric-names.ts
var process_metric_names = __webpack_require__(4035);
;// CONCATENATED MODULE: ./src/report/reserved-name-notes.ts


/** How many renamed benchmarks the note names; the rest are counted. */
const SHOWN = 5;
/**
 * The line the report adds when the benchmark printed names benchgate measures itself
 * (`process/max-rss`): the runner recorded them under HARNESS_PREFIX (parsers/process-metric-names.ts),
 * and the reader should know that the `process/…` rows are benchgate's measurements and the
 * `harness/process/…` ones what the benchmark printed. Names come from results.json (perhaps a
 * fork's) and are escaped. Empty when nothing was renamed.
 */
function reservedNameLines(results) {
    const prefix = `${process_metric_names/* HARNESS_PREFIX */.Up}/`;
    const renamed = results.benchmarks.map((b) => b.name).filter((name) => name.startsWith(prefix) && (0,process_metric_names/* isReservedName */.ce)(name.slice(prefix.length)));
    if (renamed.length === 0)
        return [];
    const shown = renamed
        .slice(0, SHOWN)
        .map((name) => (0,escape_markdown/* escapeMarkdown */.F)(name))
        .join(', ');
    const more = renamed.length > SHOWN ? ` and ${renamed.length - SHOWN} more` : '';
    return [
        `**Reserved names.** The benchmark printed values under names benchgate measures itself; they are recorded as ${shown}${more}. ` +
            'The `process/…` rows are what benchgate measured, never what the benchmark printed.',
    ];
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
    const incomplete = (0,missing_shards/* incompleteRun */.Qw)(results);
    const partial = incomplete.shards.length > 0 ? { run: incomplete, fails: gate.allowMissingShards !== true } : undefined;
    const outcome = (0,decide/* suiteOutcome */.rn)(report, {
        failures,
        failOnRegression: gate.failOnRegression,
        accepted: gate.accepted,
        incomplete: partial?.fails ? incomplete : null,
        decides: gate.decides,
    });
    const extraNotes = once(() => [...sequentialReportLines(report), ...longRunLines(report, results), ...reservedNameLines(results), ...(request.notes ?? [])]);
    const render = (links) => renderMarkdownReport(report, {
        ...request.context,
        ...links,
        extraNotes: extraNotes(),
        measurementFailures: failures,
        outcome,
        ...(partial === undefined ? {} : { incomplete: partial }),
    });
    // Rendered on first read: `analyze --json` prints report.json alone, and results.json
    // re-serialises every measurement.
    const markdown = once(() => render({}));
    const resultsJson = once(() => `${JSON.stringify(results)}\n`);
    const reportJsonText = once(() => (0,notes/* reportJson */.l4)(report));
    const { verdict } = outcome;
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
                    return reportJsonText();
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
        markdownWith: (links) => (links.artifactUrl === undefined ? markdown() : render(links)),
        verdict,
        outputs: { verdict, regressions: String(report.summary.gatingRegressions) },
        gate: outcome.check,
        outcome,
    };
}
function once(make) {
    let made;
    return () => (made ??= { value: make() }).value;
}


/***/ }),

/***/ 4179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KP: () => (/* binding */ firstLookOutOfReach),
/* harmony export */   X5: () => (/* binding */ fixedDesignTooLong),
/* harmony export */   YG: () => (/* binding */ firstBlockOutOfBudget)
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
    catch2: 'Catch2: fewer `--benchmark-samples` (default 100) and `--benchmark-resamples`, a shorter `--benchmark-warmup-time` (ms), or a test spec for a subset',
    asv: 'asv: `asv run --quick` (one sample per benchmark), or `--bench REGEX` for a subset',
    julia: 'BenchmarkTools: lower `seconds` (default 5) and `samples` in `BenchmarkTools.DEFAULT_PARAMETERS` or per `@benchmarkable`',
    benchmarkdotnet: 'BenchmarkDotNet: `--job short`, or `--warmupCount`, `--iterationCount` and `--launchCount 1` (benchgate makes the processes), and `--filter` for a subset',
};
/** The harness's options that shorten each process, or null for a format that does not time itself. */
function shorterProcessesAdvice(format) {
    return Object.hasOwn(SHORTER, format) ? `${SHORTER[format]}; or ${SPLIT_ADVICE}` : null;
}
/** For any suite that can run a subset of itself: benchgate runs it as several short processes (runner/split-benchmarks.ts). */
const SPLIT_ADVICE = 'run a few benchmarks per process with `split-benchmarks: 1` (CLI `--split-benchmarks 1`), the suite running only the names in `BENCHGATE_BENCHMARKS` (docs/harnesses.md)';
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
    const ways = costs.plan == null
        ? [`a budget of ${suggestedBudgetSeconds / 60} min (the first look and as many blocks again)`, ...(shorter === null ? [] : [shorter])]
        : [costs.plan.sentence];
    return {
        smallerThanOneBlock,
        blockSeconds,
        firstLookSeconds,
        suggestedBudgetSeconds,
        processSecondsToFit,
        detail: `${measured}; ${needs}. To decide: ${ways.join(', or ')}`,
        lines: costs.plan?.lines ?? [],
    };
}
/**
 * During the first block of a budgeted run, after a process: whether the rest of the block,
 * at that process's cost, would end past the budget. Null when it fits; otherwise the plan
 * (firstLookOutOfReach's, for the block as its first process prices it), so that a budget
 * smaller than one block stops before spending itself on a block no look can use. Only
 * costs enter it.
 */
function firstBlockOutOfBudget(costs) {
    const { budgetSeconds, elapsedSeconds, processSeconds, processesPerBlock, processesLeft } = costs;
    if (!(processSeconds > 0) || !(processesLeft >= 1) || elapsedSeconds + processesLeft * processSeconds <= budgetSeconds)
        return null;
    const blockSeconds = processSeconds * processesPerBlock;
    const buildSeconds = Math.max(0, elapsedSeconds - processSeconds * (processesPerBlock - processesLeft));
    const plan = firstLookOutOfReach({
        budgetSeconds,
        elapsedSeconds: buildSeconds + blockSeconds,
        blocks: 1,
        measureSeconds: blockSeconds,
        blocksToFirstLook: costs.blocksToFirstLook,
        ...(costs.benchmarks === undefined ? {} : { benchmarks: costs.benchmarks }),
        ...(costs.format === undefined ? {} : { format: costs.format }),
    });
    return plan === null ? null : { ...plan, detail: `the first process took ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(processSeconds)}, so ${plan.detail}` };
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
    const ways = costs.plan == null
        ? [
            `a budget of ${suggestedBudgetSeconds / 60} min, which stops as soon as every benchmark is decided (its first look comes after ${firstLook} blocks)`,
            ...(shorter === null ? [] : [shorter]),
        ]
        : [`${costs.plan.sentence}, which stops as soon as every benchmark is decided`];
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
        lines: costs.plan?.lines ?? [],
    };
}


/***/ }),

/***/ 6958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xb: () => (/* binding */ planFromFirstBlock)
/* harmony export */ });
/* unused harmony exports firstBlockVariance, firstBlockSeconds, BENCHMARKJS_OVERHEAD_SECONDS, PROPOSED_BUDGET_LIMIT_SECONDS, COARSE_EFFECT, processPlan */
/* harmony import */ var _parsers_process_metric_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4035);
/* harmony import */ var _stats_alpha_spending_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42);
/* harmony import */ var _stats_descriptive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1665);
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2850);
/* harmony import */ var _plan_design_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(153);





/**
 * The plan a run stopped for long processes proposes, from its first block: the process length
 * (the harness's own option) and the budget that together reach a decision. Pure.
 */
/**
 * The paired log ratio's variance per block, from the first block alone: the benchmarks' log
 * ratios log(head/base) of that block, their robust spread across benchmarks, (1.4826·MAD)².
 * One block has one pair per benchmark, so its own variance cannot be seen; pooled over the
 * suite it can, on the assumption that most benchmarks did not change much (real changes
 * widen the spread, which errs towards a larger budget). Null below 3 benchmarks.
 */
function firstBlockVariance(results) {
    const ratios = [];
    for (const b of results.benchmarks) {
        // A process's own metrics (CPU time, RSS, context switches) are not benchmarks of the suite.
        if ((0,_parsers_process_metric_names_js__WEBPACK_IMPORTED_MODULE_3__/* .processMetricOf */ .P_)(b.name) !== null)
            continue;
        const mean = (side) => {
            const values = b[side].binaries.flatMap((binary) => binary.executions.filter((e) => (e.block ?? 0) === 0).flatMap((e) => e.values ?? []));
            return values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
        };
        const base = mean('base');
        const head = mean('head');
        if (base !== null && head !== null && base > 0 && head > 0)
            ratios.push(Math.log(head / base));
    }
    if (ratios.length < 3)
        return null;
    const center = (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_4__/* .median */ .JZ)(ratios);
    return (1.4826 * (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_4__/* .median */ .JZ)(ratios.map((r) => Math.abs(r - center)))) ** 2;
}
/**
 * The seconds the first block's processes took (their recorded durations, summed), so that the
 * run's log and a report recomputed from results.json plan from the same number; null when
 * they were not recorded.
 */
function firstBlockSeconds(results) {
    const first = results.benchmarks[0];
    if (first === undefined)
        return null;
    const durations = [first.base, first.head].flatMap((side) => side.binaries.flatMap((binary) => binary.executions.filter((e) => (e.block ?? 0) === 0).map((e) => e.durationMs)));
    if (durations.length === 0 || durations.some((d) => typeof d !== 'number' || !Number.isFinite(d) || d < 0))
        return null;
    return durations.reduce((sum, d) => sum + d, 0) / 1000;
}
/**
 * Seconds benchmark.js spends on each benchmark beyond its `maxTime` when that cannot be told
 * from the process (its calibration cycles, the minimum samples, clean-up): measured on
 * fixtures/long-suite, 0.5–0.6 s a benchmark at maxTime 0.05, 0.8 and 5 s.
 */
const BENCHMARKJS_OVERHEAD_SECONDS = 0.5;
/** benchmark.js's default maxTime (seconds), which a suite that sets none runs with. */
const BENCHMARKJS_MAX_TIME = 5;
/** Budgets up to this long are proposed for min-effect itself; beyond, a budget for COARSE_EFFECT is proposed first. */
const PROPOSED_BUDGET_LIMIT_SECONDS = 60 * 60;
/** The change a first, affordable run is planned to detect when min-effect needs more than PROPOSED_BUDGET_LIMIT_SECONDS. */
const COARSE_EFFECT = 0.1;
/**
 * Process length and budget together, from the first block: benchmark.js's maxTime that
 * shortens the processes (as long as its own overhead per benchmark: shorter saves at most
 * half the time and makes each value noisier), and the budget whose adaptive design detects
 * min-effect with 80 % power at that process length (plan-design.ts's budgetToSettle, with the
 * first block's variance as the per-block noise and the builds as measured). When min-effect
 * needs more than an hour, the budget for a 10 % change is proposed, and min-effect's named.
 * Null when no budget up to a day detects even that.
 */
function processPlan(input) {
    const { blockSeconds, benchmarks } = input;
    if (!(blockSeconds > 0) || !(input.perBlockVariance >= 0))
        return null;
    const processNow = blockSeconds / 2;
    let maxTime = null;
    let processSeconds = processNow;
    if (input.format === 'benchmarkjs' && benchmarks > 0) {
        const perBenchmark = processNow / benchmarks;
        const overhead = Math.max(BENCHMARKJS_OVERHEAD_SECONDS, perBenchmark - BENCHMARKJS_MAX_TIME);
        const advised = Math.max(0.1, Math.floor(10 * overhead) / 10);
        const shorter = benchmarks * (advised + overhead);
        if (shorter < 0.8 * processNow) {
            maxTime = advised;
            processSeconds = shorter;
        }
    }
    const noise = {
        binary: 0,
        execution: Math.max(input.perBlockVariance, 1e-12),
        measurement: 0,
        deterministicBuild: true,
        measurements: 1,
        warmup: 0,
        rounds: 1,
    };
    const costs = { buildSeconds: Math.max(0, input.buildSeconds) / 4, executionSeconds: processSeconds, startupSeconds: null };
    const level = (0,_plan_design_js__WEBPACK_IMPORTED_MODULE_2__/* .planLevel */ .UZ)({
        confidence: input.confidence,
        divisor: input.divisor,
        maxLooks: input.maxLooks ?? _stats_alpha_spending_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_LOOKS */ .yI,
        spending: input.spending ?? _stats_alpha_spending_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SPENDING */ .dT,
    });
    const forMinEffect = (0,_plan_design_js__WEBPACK_IMPORTED_MODULE_2__/* .budgetToSettle */ .k4)(noise, costs, input.minEffect, level);
    const coarse = (forMinEffect === null || forMinEffect > PROPOSED_BUDGET_LIMIT_SECONDS) && input.minEffect < COARSE_EFFECT;
    const budget = coarse ? (0,_plan_design_js__WEBPACK_IMPORTED_MODULE_2__/* .budgetToSettle */ .k4)(noise, costs, COARSE_EFFECT, level) : forMinEffect;
    if (budget === null)
        return null;
    const effect = coarse ? COARSE_EFFECT : input.minEffect;
    const budgetMinutes = Math.ceil(budget / 60);
    const minEffectMinutes = coarse ? (forMinEffect === null ? null : Math.ceil(forMinEffect / 60)) : undefined;
    const blocks = Math.max(2, Math.floor((budget - 4 * costs.buildSeconds) / (2 * processSeconds)));
    const lines = [
        ...(maxTime === null ? [] : [`Benchmark.options.maxTime = ${maxTime}; // in the suite, before it runs`]),
        `budget: ${budgetMinutes}   # benchgate's input (CLI: --budget ${budgetMinutes})`,
    ];
    const spread = (0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .formatShare */ .T1)(Math.sqrt(noise.execution));
    const length = maxTime === null
        ? `processes as they are (${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(processSeconds)})`
        : `benchmark.js maxTime ${maxTime} s (processes of about ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(processSeconds)}, now ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(processNow)})`;
    const other = minEffectMinutes === undefined || !(input.minEffect > 0)
        ? ''
        : ` (±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .formatShare */ .T1)(input.minEffect)}, the min-effect, would need ${minEffectMinutes === null ? 'more than a day' : (0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(60 * minEffectMinutes)})`;
    const sentence = `the first block's changes spread by ±${spread} across the ${benchmarks} benchmarks (one block's noise), so about ${blocks} blocks ` +
        `detect ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .formatShare */ .T1)(effect)} with 80 % power${other}: ${length} and a budget of ${budgetMinutes} min`;
    return { maxTime, processSeconds, effect, budgetMinutes, minEffectMinutes, lines, sentence };
}
/** processPlan from a run's results after its first block (firstBlockVariance) and that block's costs; null when they give none. */
function planFromFirstBlock(results, costs, target) {
    const variance = firstBlockVariance(results);
    if (variance === null)
        return null;
    const benchmarks = results.benchmarks.filter((b) => (0,_parsers_process_metric_names_js__WEBPACK_IMPORTED_MODULE_3__/* .processMetricOf */ .P_)(b.name) === null).length;
    return processPlan({
        ...costs,
        blockSeconds: firstBlockSeconds(results) ?? costs.blockSeconds,
        benchmarks,
        perBlockVariance: variance,
        minEffect: target.minEffect,
        confidence: target.confidence,
        divisor: target.correction === 'none' ? 1 : benchmarks,
        ...(target.maxLooks === undefined ? {} : { maxLooks: target.maxLooks }),
        ...(target.spending === undefined ? {} : { spending: target.spending }),
    });
}


/***/ }),

/***/ 1287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ STRACE_INSTALL_HINT)
/* harmony export */ });
/**
 * How to get strace where the proof is on (its default) and strace is missing: the run is then
 * measured, and the log line and the report's note say this once.
 */
const STRACE_INSTALL_HINT = "on GitHub's Ubuntu runners a step `sudo apt-get install -y strace` before benchgate adds it; `prove-unchanged: false` (`--no-prove-unchanged`) turns the proof off";


/***/ }),

/***/ 7032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.Fl),
/* harmony export */   H9: () => (/* binding */ formatFactor),
/* harmony export */   Nh: () => (/* binding */ scaleUnit),
/* harmony export */   Xs: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.Xs),
/* harmony export */   _v: () => (/* binding */ formatMeanWithInterval),
/* harmony export */   a3: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.a3),
/* harmony export */   bf: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.bf),
/* harmony export */   eD: () => (/* binding */ formatChange),
/* harmony export */   fu: () => (/* binding */ INTERVAL_DIGITS),
/* harmony export */   l9: () => (/* reexport safe */ _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__.l9),
/* harmony export */   os: () => (/* binding */ formatMeasure),
/* harmony export */   pV: () => (/* binding */ MEAN_DIGITS)
/* harmony export */ });
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
    return `${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(value * scaled.factor, digits)}${scaled.unit ? ` ${scaled.unit}` : ''}`;
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


/***/ }),

/***/ 4931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NS: () => (/* binding */ renderNote),
/* harmony export */   Nr: () => (/* binding */ renderRuledOutShort),
/* harmony export */   _i: () => (/* binding */ inconclusiveLegend),
/* harmony export */   cE: () => (/* binding */ suiteRuledOutText),
/* harmony export */   gr: () => (/* binding */ benchmarkNoteTexts),
/* harmony export */   l4: () => (/* binding */ reportJson)
/* harmony export */ });
/* unused harmony exports renderVerdictNote, renderStopping, renderRuledOut */
/* harmony import */ var _analysis_ruled_out_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9573);
/* harmony import */ var _util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2850);


// The notes of the analysis, the decision and the adaptive design, in words: the one place they
// become English. Text from outside (reasons, paths) is returned as is; callers escape it.
const sideReason = (side, reason) => `${side}: ${reason}`;
/** An analysis note (analysis/notes.ts) in words. */
function renderNote(note) {
    switch (note.kind) {
        case 'version-not-analysed':
            return sideReason(note.side, note.reason);
        case 'not-compared':
            return note.reason;
        case 'compared-independent':
            return 'fewer than 2 complete interleaved blocks: compared as independent samples';
        case 'build-level-missing':
            return ('one build per version that is not proven deterministic: the build-to-build variation cannot be estimated, so no change can be called from ' +
                'this interval; run at least 2 builds (binaries: 2 or more, identical outputs are then detected by their hash), or give a calibration prior');
        case 'builds-differ': {
            const parts = note.sides.map(({ side, files, more }) => `${side} (${files.join(', ')}${more ? ', …' : ''})`);
            return `rebuilds produced different files in ${parts.join('; ')}: the build level stays in the model; a reproducible build would let it drop out`;
        }
        case 'warmup-cut': {
            const parts = note.cuts.map((cut) => `${cut.side} ${cut.executions} of ${cut.of}`);
            return `warm-up detected and cut in ${parts.join(', ')} executions: it moved an execution's mean by ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(note.largestShift * 100, 2)} % at most`;
        }
        case 'warmup-unchecked':
            return (`warm-up not checked in ${note.measured === 1 ? 'the one execution' : `${note.short === note.measured ? 'any' : note.short} of the ${note.measured} executions`}: ` +
                `they hold fewer than ${note.minValues} values, so a slow start stays in their means; let each process report ${note.minValues} or more`);
        case 'deterministic-build':
            return 'identical build outputs on every rebuild: the build level is deterministic and was collapsed';
        case 'scaled-unit': {
            const inUnit = note.unit === '' ? '' : ` ${note.unit}`;
            return (`values as ${note.exponent > 0 ? 'large' : 'small'} as 2^${note.exponent}${inUnit} would overflow or vanish when squared: analysed in units of ` +
                `2^${note.exponent}${inUnit} (exact in binary floating point) and scaled back; the relative change, its interval and the impact factors ` +
                `do not depend on the unit; variance components beyond the range of a number are left out, and numbers in notes are in the scaled unit`);
        }
        case 'not-measured':
            return `not measured: ${note.reason}`;
        case 'history-prior':
            return historyPriorText(note.use);
    }
}
// The same words for every benchmark the same history served, so the report says it once.
function historyPriorText(use) {
    if (use.used)
        return `history prior used: the noise of ${use.runs} earlier runs on this runner with this design`;
    if (use.reason === 'design-changed')
        return `history prior not used: the design changed (history: ${use.was}; this run: ${use.now})`;
    return (`history prior not used: this run's noise is ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(use.ratio, 2)}× that of ${use.runs} earlier runs on this runner ` +
        `(F test, p = ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSignificant */ .bf)(use.pValue, 2)})`);
}
/** A verdict's note (analysis/decide.ts) in words. */
function renderVerdictNote(note) {
    switch (note.kind) {
        case 'significant-inside-min-effect':
            return (`a change of ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(note.relative)} is significant but its interval lies inside ` +
                `±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(note.minEffect)}, the smallest change worth flagging`);
        case 'cannot-tell':
            return ((note.rule === 'overlap'
                ? "the two versions' intervals overlap"
                : `Δ interval [${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(note.ci[0])}, ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(note.ci[1])}] includes 0`) +
                ` and reaches beyond ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(note.minEffect)}: no change detected, but one of that size cannot be ruled out`);
    }
}
/** How an adaptive run's look decided a benchmark, or what the last look saw when none did (analyze-sequential.ts). */
function renderStopping(stopping, benchmark) {
    const { look, looks, level } = stopping;
    if (stopping.decided)
        return `decided at look ${look} of ${looks}, after ${stopping.blocks} blocks (interval level ${level.toPrecision(2)})`;
    // Without an interval at the last look there is nothing to say about its width.
    const { interval, detectableEffect: detectable, budgetToSettle: settle } = stopping;
    if (!interval)
        return null;
    const { minEffect } = benchmark;
    return (`no decision ${look === looks ? 'by the last look' : 'yet'}: Δ interval [${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(interval[0])}, ` +
        `${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(interval[1])}] (level ${level.toPrecision(2)}) is wider than ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(minEffect)}` +
        (detectable === null ? '' : `; the data could have detected ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(detectable)} with 80 % power`) +
        (settle === null ? '' : `; a budget of about ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(settle)} would settle ±${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPlainPercent */ .Xs)(minEffect)}`));
}
/** Every note of a benchmark in words, in the order the report shows them: the analysis's, then how the verdict came about. */
function benchmarkNoteTexts(benchmark) {
    const stopping = benchmark.stopping;
    const last = benchmark.verdictNote ? renderVerdictNote(benchmark.verdictNote) : stopping ? renderStopping(stopping, benchmark) : null;
    return [...benchmark.notes.map(renderNote), ...(last === null ? [] : [last])];
}
/**
 * report.json: the report with each benchmark's notes in words (the analysis's, then how its
 * verdict came about), as the file has always held them; the values behind them stay in memory.
 */
function reportJson(report) {
    const benchmarks = report.benchmarks.map((benchmark) => {
        const { verdictNote: _verdictNote, ...rest } = benchmark;
        const stopping = benchmark.stopping;
        const written = { ...rest, notes: benchmarkNoteTexts(benchmark) };
        if (stopping === undefined)
            return written;
        const { interval: _interval, ...shown } = stopping;
        return { ...written, stopping: shown };
    });
    return `${JSON.stringify({ ...report, benchmarks }, null, 2)}\n`;
}
/** `no regression beyond +6.1 % (asked ±2.0 %)`: what an undecided interval rules out, beside the min-effect asked. */
function renderRuledOut(note) {
    const what = note.worse <= 0 ? 'no regression' : `no regression beyond ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(note.bound, 2)}`;
    return `${what} (asked ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(note.minEffect, 2).replace('+', '±')})`;
}
/** `≤ +6.1 %` for a table cell: the largest regression the interval still allows (`no regression` when it allows none). */
function renderRuledOutShort(note) {
    return note.worse <= 0 ? 'no regression' : `${note.bound < 0 ? '≥' : '≤'} ${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(note.bound, 2)}`;
}
/** `; no regression beyond +6.1 % in any of the 3 (asked ±2.0 %)`: what the undecided intervals still rule out; '' when none has one. */
function suiteRuledOutText(benchmarks) {
    const suite = (0,_analysis_ruled_out_js__WEBPACK_IMPORTED_MODULE_1__/* .suiteRuledOut */ .X)(benchmarks);
    if (suite === null)
        return '';
    const text = renderRuledOut(suite.widest);
    return suite.benchmarks === 1 ? `; ${text}` : `; ${text.replace(' (asked', ` in any of the ${suite.benchmarks} (asked`)}`;
}
/** The legend's word on inconclusive rows: what the min-effect asked, and how to read `≤ +x %`. */
function inconclusiveLegend(benchmarks, minEffect) {
    if ((0,_analysis_ruled_out_js__WEBPACK_IMPORTED_MODULE_1__/* .suiteRuledOut */ .X)(benchmarks) === null)
        return 'Inconclusive: the data cannot tell yet.';
    return (`Inconclusive: the data cannot tell yet whether it changed by the min-effect (${(0,_util_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRelative */ .om)(minEffect, 2).replace('+', '±')}); ` +
        '≤ +x %: no regression beyond x % is left open (≥ −x % where higher is better).');
}


/***/ })

};
