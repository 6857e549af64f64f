export const id = 731;
export const ids = [731];
export const modules = {

/***/ 4731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HISTORY_USAGE: () => (/* binding */ HISTORY_USAGE),
  historyCommand: () => (/* binding */ historyCommand),
  retentionWarning: () => (/* binding */ retentionWarning)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/experiment/gate.ts + 6 modules
var gate = __webpack_require__(1891);
// EXTERNAL MODULE: ./src/history/history-entry.ts
var history_entry = __webpack_require__(1441);
// EXTERNAL MODULE: ./src/history/history-store.ts
var history_store = __webpack_require__(2228);
// EXTERNAL MODULE: ./src/report/format-numbers.ts
var format_numbers = __webpack_require__(7032);
// EXTERNAL MODULE: ./src/report/trend-format.ts
var trend_format = __webpack_require__(3233);
;// CONCATENATED MODULE: ./src/report/svg-chart.ts


/** Text and attribute values inside SVG (XML). */
function escapeXml(text) {
    return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}
const COLORS = { mean: '#1f4e79', whisker: '#7f9fbf', level: '#6b6b6b', regression: '#c62828', improvement: '#2e7d32', grid: '#e3e3e3', text: '#222' };
const n = (v) => (Math.round(v * 10) / 10).toString();
/**
 * A self-contained SVG of one benchmark's history (thesis ch. 12.2, fig. 12.2): each run's mean
 * with its confidence interval as a whisker, the mean of each segment between change points
 * as a grey line, and a vertical dashed line at each change point (red: regression, green:
 * improvement) labelled with the step. Plain string building, no fonts or scripts.
 */
function renderTrendSvg(trend, options = {}) {
    const width = options.width ?? 800;
    const height = options.height ?? 320;
    const margin = { left: 78, right: 16, top: 46, bottom: 48 };
    const { runs, name, unit, better } = trend.series;
    const first = Math.max(0, runs.length - (options.maxRuns ?? 200));
    const shown = runs.slice(first);
    const title = `${name} (${unit || 'value'}, ${better} is better)`;
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
        `<title>${escapeXml(title)}</title>`,
        `<rect width="${width}" height="${height}" fill="#fff"/>`,
        `<text x="${margin.left}" y="20" font-family="sans-serif" font-size="14" font-weight="bold" fill="${COLORS.text}">${escapeXml(title)}</text>`,
    ];
    if (shown.length === 0) {
        parts.push(`<text x="${margin.left}" y="${height / 2}" font-family="sans-serif" font-size="12" fill="${COLORS.text}">no runs</text>`, '</svg>');
        return `${parts.join('\n')}\n`;
    }
    const lows = shown.map((r) => r.ci[0]);
    const highs = shown.map((r) => r.ci[1]);
    let low = Math.min(...lows);
    let high = Math.max(...highs);
    if (high === low) {
        low -= Math.abs(low) * 0.01 || 1;
        high += Math.abs(high) * 0.01 || 1;
    }
    const plotWidth = width - margin.left - margin.right;
    const plotHeight = height - margin.top - margin.bottom;
    const step = plotWidth / shown.length;
    const x = (k) => margin.left + step * (k + 0.5);
    const y = (v) => margin.top + plotHeight * (1 - (v - low) / (high - low));
    for (let t = 0; t <= 4; t++) {
        const value = low + ((high - low) * t) / 4;
        parts.push(`<line x1="${margin.left}" x2="${width - margin.right}" y1="${n(y(value))}" y2="${n(y(value))}" stroke="${COLORS.grid}"/>`);
        parts.push(`<text x="${margin.left - 6}" y="${n(y(value) + 4)}" text-anchor="end" font-family="sans-serif" font-size="11" ` +
            `fill="${COLORS.text}">${escapeXml((0,format_numbers/* formatValue */.Fl)(value))}</text>`);
    }
    parts.push(`<text x="14" y="${n(margin.top + plotHeight / 2)}" transform="rotate(-90 14 ${n(margin.top + plotHeight / 2)})" text-anchor="middle" ` +
        `font-family="sans-serif" font-size="11" fill="${COLORS.text}">${escapeXml(unit || 'value')}</text>`);
    const cap = Math.min(4, step / 3);
    shown.forEach((run, k) => {
        const cx = n(x(k));
        const title = `${(0,trend_format/* shortSha */.Fu)(run.sha)} ${(0,trend_format/* day */.vd)(run.date)}: ${(0,format_numbers/* formatValue */.Fl)(run.mean)} [${(0,format_numbers/* formatValue */.Fl)(run.ci[0])}, ${(0,format_numbers/* formatValue */.Fl)(run.ci[1])}]`;
        parts.push(`<line x1="${cx}" x2="${cx}" y1="${n(y(run.ci[0]))}" y2="${n(y(run.ci[1]))}" stroke="${COLORS.whisker}"/>`, `<line x1="${n(x(k) - cap)}" x2="${n(x(k) + cap)}" y1="${n(y(run.ci[0]))}" y2="${n(y(run.ci[0]))}" stroke="${COLORS.whisker}"/>`, `<line x1="${n(x(k) - cap)}" x2="${n(x(k) + cap)}" y1="${n(y(run.ci[1]))}" y2="${n(y(run.ci[1]))}" stroke="${COLORS.whisker}"/>`, `<circle cx="${cx}" cy="${n(y(run.mean))}" r="2.5" ` + `fill="${COLORS.mean}"><title>${escapeXml(title)}</title></circle>`);
    });
    for (const segment of trend.segments) {
        const start = Math.max(segment.start, first) - first;
        const end = segment.end - first;
        if (end <= 0)
            continue;
        const level = n(y(Math.min(high, Math.max(low, segment.mean))));
        parts.push(`<line x1="${n(x(start) - step / 2)}" x2="${n(x(end - 1) + step / 2)}" y1="${level}" y2="${level}" stroke="${COLORS.level}" stroke-width="1.5"/>`);
    }
    for (const change of trend.changes) {
        if (change.index < first + 1)
            continue;
        const cx = n(x(change.index - first) - step / 2);
        const color = COLORS[change.kind];
        parts.push(`<line x1="${cx}" x2="${cx}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="${color}" stroke-width="2" stroke-dasharray="5 3"/>`, `<text x="${cx}" y="${margin.top - 6}" text-anchor="middle" font-family="sans-serif" font-size="11" ` +
            `fill="${color}">${escapeXml(`${(0,trend_format/* stepText */.uw)(change, unit)} ${(0,trend_format/* shortSha */.Fu)(change.after.sha)}`)}</text>`);
    }
    const labelled = new Set([0, shown.length - 1, ...trend.changes.map((c) => c.index - first).filter((k) => k >= 0)]);
    for (const k of [...labelled].sort((a, b) => a - b)) {
        const anchor = k === shown.length - 1 && shown.length > 1 ? 'end' : k === 0 ? 'start' : 'middle';
        const at = anchor === 'end' ? x(k) + step / 2 : anchor === 'start' ? x(k) - step / 2 : x(k);
        parts.push(`<text x="${n(at)}" y="${height - margin.bottom + 16}" text-anchor="${anchor}" font-family="sans-serif" font-size="10" ` +
            `fill="${COLORS.text}">${escapeXml((0,trend_format/* shortSha */.Fu)(shown[k].sha))}</text>`);
    }
    const legend = trend.noise ? 'grey: segment means between change points' : (trend.notes[trend.notes.length - 1] ?? 'no change-point analysis');
    const caption = `${shown.length} runs, ${(0,trend_format/* day */.vd)(shown[0].date)} to ${(0,trend_format/* day */.vd)(shown[shown.length - 1].date)}; whiskers: confidence interval of each run; ${legend}`;
    parts.push(`<text x="${margin.left}" y="${height - 10}" font-family="sans-serif" font-size="10" ` + `fill="${COLORS.text}">${escapeXml(caption)}</text>`);
    parts.push('</svg>');
    return `${parts.join('\n')}\n`;
}
/** File names for the artifact: `trend-<name>.svg`, made safe and unique. */
function trendSvgFiles(analysis, options = {}) {
    const used = new Set();
    return analysis.benchmarks.map((trend) => {
        const slug = trend.series.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-+|-+$/g, '')
            .slice(0, 80) || 'benchmark';
        let name = `trend-${slug}.svg`;
        for (let i = 2; used.has(name); i++)
            name = `trend-${slug}-${i}.svg`;
        used.add(name);
        return { name, svg: renderTrendSvg(trend, options) };
    });
}

// EXTERNAL MODULE: ./src/report/escape-markdown.ts
var escape_markdown = __webpack_require__(7729);
// EXTERNAL MODULE: ./src/analysis/anchor-budget.ts
var anchor_budget = __webpack_require__(9671);
;// CONCATENATED MODULE: ./src/report/anchor-markdown.ts




const pct = (x) => (0,format_numbers/* formatPercent */.l9)(x);
/** Runs listed in full in a note (the newest); the rest are counted. */
const RUNS_SHOWN = 3;
const runText = (r, repository) => `run ${(0,escape_markdown/* escapeMarkdown */.F)(r.runId)} (${(0,trend_format/* commitLink */.wn)(r.sha, repository)}, ${(0,trend_format/* day */.vd)(r.date)})`;
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** "run 1 (…), run 2 (…) and 4 older": the newest runs, the rest counted. */
function runList(runs, repository) {
    const shown = runs.slice(-RUNS_SHOWN).map((r) => runText(r, repository));
    return `${shown.join(', ')}${runs.length > RUNS_SHOWN ? ` and ${runs.length - RUNS_SHOWN} older` : ''}`;
}
const interval = (ci) => `[${pct(ci[0])}, ${pct(ci[1])}]`;
/** A drift (positive is worse) in words: `10.08 % faster`, not `-10.08 % slower`. */
function slowerOrFaster(worse) {
    return `${(Math.abs(worse) * 100).toFixed(2)} % ${worse < 0 ? 'faster' : 'slower'}`;
}
/** Benchmarks whose series against the anchor were too short to look for steps: a step there is not ruled out, only not looked for. */
function tooShortText(short, of) {
    const known = short.flatMap((b) => (b.tooShort === undefined ? [] : [b.tooShort]));
    const runs = [...new Set(known.map((t) => t.runs))].sort((a, b) => a - b);
    const needed = Math.max(...known.map((t) => t.needed));
    const counts = runs.length === 1 ? `${runs[0]}` : `${runs[0]}–${runs[runs.length - 1]}`;
    const which = short.length === of ? '' : ` for ${short.length} of the ${of} benchmarks`;
    return `Too few runs against the anchor to look for a step${which}: ${counts}, and a step needs at least ${needed}.`;
}
/** One line on the budget: what it means for the check. */
/** A budget as the user wrote it: `3 %`, `0.5 %`. */
function budgetText(check, ref) {
    const budget = (0,anchor_budget/* budgetPercent */.L5)(check.budget);
    const anchor = `\`${(0,escape_markdown/* escapeMarkdown */.F)(ref)}\``;
    if (check.status === 'exceeded')
        return `❌ The drift exceeds the budget of at most ${budget} slower than ${anchor}: its whole interval lies above it. The trend run fails.`;
    if (check.status === 'may-exceed')
        return `⚠️ The drift may exceed the budget of at most ${budget} slower than ${anchor}: its interval reaches above it, but not wholly. Not a failure yet; more runs narrow it.`;
    return `✅ Within the budget of at most ${budget} slower than ${anchor}.`;
}
/**
 * The anchor section of a trend report: the drift since the anchor with its interval, the
 * budget, environment shifts (the anchor's own time stepped), the code's steps against the
 * anchor, older anchor series, and this run's anchor note. Pure.
 */
function renderAnchorSection(anchor, context = {}) {
    const out = [];
    if (context.runNote) {
        out.push(`> [!NOTE]\n> The anchor \`${(0,escape_markdown/* escapeMarkdown */.F)(context.runNote.ref)}\` did not build, so this run measured without it: ${(0,escape_markdown/* escapeMarkdown */.F)(context.runNote.reason.replace(/\s+/g, ' ').slice(0, 300))}. ` +
            'The check is not failed for it; fix the anchor or name another (`anchor`).', '');
    }
    if (anchor === null)
        return out.join('\n');
    const ref = `\`${(0,escape_markdown/* escapeMarkdown */.F)(anchor.ref)}\` (${(0,escape_markdown/* escapeMarkdown */.F)((0,trend_format/* shortSha */.Fu)(anchor.sha))})`;
    out.push(`### Against the anchor ${ref}`, '');
    if (anchor.drift) {
        const d = anchor.drift;
        const level = Math.round(d.level * 100);
        out.push(`Cumulative drift since the anchor: **${slowerOrFaster(d.worse)}** (${level} % CI ${interval(d.ci)}, positive is slower; geometric mean over ${d.benchmarks} ` +
            `benchmark${d.benchmarks === 1 ? '' : 's'}, each pooled over its runs since its last step against the anchor).`, '');
    }
    else {
        out.push('No drift this run: the newest run has no measurement against the anchor.', '');
    }
    if (context.budget)
        out.push(budgetText(context.budget, anchor.ref), '');
    for (const shift of anchor.environmentShifts) {
        out.push(`🌐 Environment shift between ${(0,trend_format/* commitLink */.wn)(shift.before.sha, context.repository)} ${(0,trend_format/* day */.vd)(shift.before.date)} and ${(0,trend_format/* commitLink */.wn)(shift.after.sha, context.repository)} ` +
            `${(0,trend_format/* day */.vd)(shift.after.date)}: the anchor's own time stepped by ${pct(shift.medianStep)} (median) in ${shift.benchmarks} of ${shift.of} benchmarks. ` +
            'The runner changed, not the code: no regression.', '');
    }
    const changed = anchor.benchmarks.filter((b) => b.changes.length > 0);
    if (changed.length > 0) {
        out.push('| Benchmark | Code step against the anchor | Between | Drift since the anchor |', '|---|--:|---|--:|');
        for (const b of changed) {
            for (const c of b.changes) {
                out.push(`| ${(0,escape_markdown/* escapeMarkdown */.F)(b.name)} | ${c.kind === 'regression' ? '🔴' : '🟢'} ${c.relative === null ? '—' : pct(c.relative)}${c.ci ? ` ${interval(c.ci)}` : ''} | ` +
                    `${(0,trend_format/* commitLink */.wn)(c.before.sha, context.repository)} → ${(0,trend_format/* commitLink */.wn)(c.after.sha, context.repository)} | ${b.drift ? `${pct(b.drift.relative)} ${interval(b.drift.ci)}` : '—'} |`);
            }
        }
        out.push('');
    }
    const short = anchor.benchmarks.filter((b) => b.tooShort !== undefined);
    const searched = anchor.benchmarks.length - short.length;
    if (short.length > 0)
        out.push(tooShortText(short, anchor.benchmarks.length), '');
    if (changed.length === 0 && short.length === 0)
        out.push('No step against the anchor: no code change point.', '');
    else if (changed.length === 0 && searched > 0)
        out.push(`No step against the anchor in the other ${searched}: no code change point.`, '');
    const without = anchor.withoutAnchor.length;
    if (without > 0)
        out.push(`_${without} run${without === 1 ? '' : 's'} of this series measured without the anchor (it did not build, or no anchor was set): ${runList(anchor.withoutAnchor, context.repository)}._`, '');
    for (const r of anchor.unmeasured.slice(-RUNS_SHOWN)) {
        out.push(`_${capitalized(runText(r, context.repository))} names the anchor \`${(0,escape_markdown/* escapeMarkdown */.F)(anchor.ref)}\` but holds no measurement against it for any benchmark: its own means are kept._`, '');
    }
    if (anchor.unmeasured.length > RUNS_SHOWN)
        out.push(`_${anchor.unmeasured.length - RUNS_SHOWN} older runs name the anchor without a measurement against it._`, '');
    for (const other of anchor.otherSeries) {
        out.push(`_Older anchor series kept: \`${(0,escape_markdown/* escapeMarkdown */.F)(other.ref)}\` (${(0,escape_markdown/* escapeMarkdown */.F)((0,trend_format/* shortSha */.Fu)(other.sha))}), ${other.entries} run${other.entries === 1 ? '' : 's'}, ${(0,trend_format/* day */.vd)(other.from)} to ${(0,trend_format/* day */.vd)(other.to)}._`, '');
    }
    return out.join('\n');
}
/** A row for a change-point issue's table: the drift since the anchor with its interval, and the budget's outcome; null without a drift. */
function anchorDriftRow(anchor, budget) {
    const d = anchor?.drift;
    if (!anchor || !d)
        return null;
    const outcome = budget
        ? `; budget at most ${budgetPercent(budget.budget)} slower: ${{ exceeded: '❌ exceeded', 'may-exceed': '⚠️ may be exceeded', within: '✅ within' }[budget.status]}`
        : '';
    return `| Drift since the anchor \`${escapeMarkdown(anchor.ref)}\` | ${pct(d.worse)} (${Math.round(d.level * 100)} % CI ${interval(d.ci)})${outcome} |`;
}

;// CONCATENATED MODULE: ./src/report/change-details.ts



function intervalText(change) {
    if (!change.ci)
        return '—';
    return `[${(0,format_numbers/* formatPercent */.l9)(change.ci[0], 1)}, ${(0,format_numbers/* formatPercent */.l9)(change.ci[1], 1)}]`;
}
function levelText(trend, change) {
    const k = trend.changes.indexOf(change);
    const before = trend.segments[k];
    const after = trend.segments[k + 1];
    const unit = (0,escape_markdown/* escapeMarkdown */.F)(trend.series.unit);
    return `${(0,format_numbers/* formatValue */.Fl)(before.mean)} → ${(0,format_numbers/* formatValue */.Fl)(after.mean)}${unit ? ` ${unit}` : ''}`;
}
/**
 * The table of changes of one benchmark (thesis ch. 12.2, fig. 12.2): each change point with
 * the newer and older commit, the step and its interval, the levels of the segments on either
 * side, and a link to the source diff between the two commits when the repository is known.
 */
function renderChangeDetails(trend, options) {
    const percent = Math.round(options.confidence * 100);
    const lines = [`| Newer | Older | Change | ${percent} % CI | Level before → after | Runs before / after | Diff |`, '|---|---|--:|:-:|---|--:|---|'];
    trend.changes
        .slice()
        .reverse()
        .forEach((change) => {
        const k = trend.changes.indexOf(change);
        const url = (0,trend_format/* compareUrl */.XH)(change.before.sha, change.after.sha, options.repository);
        const diff = change.sameCommit ? 'same commit †' : change.environment ? 'runner †' : url ? `[compare](${url})` : '—';
        const counts = `${trend.segments[k].end - trend.segments[k].start} / ${trend.segments[k + 1].end - trend.segments[k + 1].start}`;
        lines.push(`| ${(0,trend_format/* commitLink */.wn)(change.after.sha, options.repository)} ${(0,trend_format/* day */.vd)(change.after.date)} | ${(0,trend_format/* commitLink */.wn)(change.before.sha, options.repository)} ` +
            `${(0,trend_format/* day */.vd)(change.before.date)} | ${trend_format/* KIND_MARK */.hW[change.kind]} ${(0,trend_format/* stepText */.uw)(change, (0,escape_markdown/* escapeMarkdown */.F)(trend.series.unit))} | ` +
            `${intervalText(change)} | ${levelText(trend, change)} | ${counts} | ${diff} |`);
    });
    if (trend.changes.some((c) => c.sameCommit))
        lines.push('', '† between two runs of the same commit: the runner or its environment changed, not the code.');
    if (trend.changes.some((c) => c.environment && !c.sameCommit))
        lines.push('', trend_format/* ANCHOR_FOOTNOTE */.n$);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/changes-summary.ts


/** The newest `count` distinct commits, newest first, each with the date of its first run. */
function recentCommits(analysis, count) {
    const seen = new Map();
    for (let i = analysis.runs.length - 1; i >= 0 && seen.size < count; i--) {
        const run = analysis.runs[i];
        if (!seen.has(run.sha))
            seen.set(run.sha, run.date);
    }
    return [...seen].map(([sha, date]) => ({ sha, date }));
}
function changesAt(trend, sha) {
    return trend.changes.filter((c) => c.after.sha === sha);
}
function cell(trend, sha) {
    const changes = changesAt(trend, sha);
    if (changes.length > 0) {
        return changes.map((c) => `${trend_format/* KIND_MARK */.hW[c.kind]} ${(0,trend_format/* stepText */.uw)(c, (0,escape_markdown/* escapeMarkdown */.F)(trend.series.unit))}${c.environment ? ' †' : ''}`).join(', ');
    }
    return trend.series.runs.some((r) => r.sha === sha) ? '=' : 'N/A';
}
/**
 * The changes summary (thesis ch. 12.2, fig. 12.1): benchmarks × the newest commits, `=` where
 * no change point falls, the step in % where one does (🔴 regression, 🟢 improvement by the
 * benchmark's `better`), `N/A` where the benchmark was not measured. By default only
 * benchmarks with a change in these commits get a row.
 */
function renderChangesSummary(analysis, options = {}) {
    const commits = recentCommits(analysis, options.commits ?? 7);
    if (commits.length === 0)
        return '_No runs in the history yet._\n';
    const analysed = analysis.benchmarks.filter((b) => b.noise !== null);
    const changed = analysed.filter((b) => commits.some((c) => changesAt(b, c.sha).length > 0));
    const rows = options.allBenchmarks ? analysed : changed;
    const lines = [];
    if (rows.length === 0) {
        lines.push(`No change points in the last ${commits.length} commit${commits.length > 1 ? 's' : ''} (${analysed.length} ` +
            `benchmark${analysed.length === 1 ? '' : 's'} analysed).`);
    }
    else {
        lines.push(`| Benchmark | ${commits.map((c) => `${(0,trend_format/* commitLink */.wn)(c.sha, options.repository)} ${(0,trend_format/* day */.vd)(c.date)}`).join(' | ')} |`);
        lines.push(`|---|${commits.map(() => ':-:').join('|')}|`);
        for (const trend of rows)
            lines.push(`| ${(0,escape_markdown/* escapeMarkdown */.F)(trend.series.name)} | ${commits.map((c) => cell(trend, c.sha)).join(' | ')} |`);
        const unchanged = analysed.length - changed.length;
        if (!options.allBenchmarks && unchanged > 0)
            lines.push('', `${unchanged} other benchmark${unchanged > 1 ? 's' : ''}: no change point in these commits.`);
        const marked = rows.flatMap((t) => commits.flatMap((c) => changesAt(t, c.sha).filter((x) => x.environment)));
        if (marked.some((x) => x.sameCommit))
            lines.push('', '† between two runs of the same commit: the runner or its environment changed, not the code.');
        if (marked.some((x) => !x.sameCommit))
            lines.push('', trend_format/* ANCHOR_FOOTNOTE */.n$);
    }
    const tooShort = analysis.benchmarks.length - analysed.length;
    if (tooShort > 0) {
        lines.push('', `${tooShort} benchmark${tooShort > 1 ? 's have' : ' has'} too few runs for change points (at least ${2 * analysis.options.minSegment}).`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/report/history-notes-markdown.ts
var history_notes_markdown = __webpack_require__(1078);
;// CONCATENATED MODULE: ./src/report/mermaid-chart.ts

/**
 * Text inside a Mermaid string: letters, digits and a few safe marks only. Quotes would end
 * the string, `%%` starts a comment, backticks could end the markdown fence, `#`/`;` are
 * entity and statement marks in Mermaid, and `<`/`>` could be read as HTML.
 */
function mermaidText(text) {
    return text.replace(/[^A-Za-z0-9 _./:+()=,\u00b5-]/g, '_');
}
/** Category labels: the short sha of each run, with ·2, ·3 … for repeated runs of one commit. */
function labels(shas) {
    const seen = new Map();
    return shas.map((sha) => {
        const short = mermaidText((0,trend_format/* shortSha */.Fu)(sha));
        const count = (seen.get(short) ?? 0) + 1;
        seen.set(short, count);
        return count === 1 ? short : `${short}·${count}`;
    });
}
/**
 * A Mermaid `xychart-beta` block (renders in GitHub markdown) of a benchmark's last
 * `maxRuns` runs: the first line is the mean of each run, the second the mean of its segment,
 * so each step of the second line is a change point; the title names the change points.
 */
function renderMermaidChart(trend, options = {}) {
    const { runs, unit, name } = trend.series;
    const first = Math.max(0, runs.length - (options.maxRuns ?? 60));
    const shown = runs.slice(first);
    if (shown.length === 0)
        return '';
    const segmentMean = (i) => trend.segments.find((s) => i >= s.start && i < s.end)?.mean;
    const levels = shown.map((_, k) => segmentMean(first + k) ?? shown[k].mean);
    const values = [...shown.map((r) => r.mean), ...levels];
    const low = Math.min(...values);
    const high = Math.max(...values);
    const pad = (high - low) * 0.05 || Math.abs(high) * 0.01 || 1;
    const magnitude = Math.max(Math.abs(low), Math.abs(high));
    const number = (v) => (0,trend_format/* plainNumber */.ku)(v, magnitude);
    const marked = trend.changes.filter((c) => c.index >= first);
    // Our own text may carry a single %: Mermaid only treats %% at the start of a line as a comment.
    const changeText = marked.map((c) => `${mermaidText((0,trend_format/* shortSha */.Fu)(c.after.sha))} ${(0,trend_format/* stepText */.uw)(c, mermaidText(unit))}`).join(', ');
    const title = `${mermaidText(name)}${changeText ? ` - changes at ${changeText}` : ' - no change points'}`;
    return [
        '```mermaid',
        'xychart-beta',
        `    title "${title}"`,
        `    x-axis [${labels(shown.map((r) => r.sha))
            .map((l) => `"${l}"`)
            .join(', ')}]`,
        `    y-axis "${mermaidText(unit) || 'value'}" ${number(low - pad)} --> ${number(high + pad)}`,
        `    line [${shown.map((r) => number(r.mean)).join(', ')}]`,
        `    line [${levels.map(number).join(', ')}]`,
        '```',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/trend-markdown.ts







function noiseText(trend) {
    const level = trend.segments[trend.segments.length - 1]?.mean;
    if (!trend.noise || !level)
        return '—';
    return `${((trend.noise.sd / Math.abs(level)) * 100).toFixed(1)} % of the latest level`;
}
/**
 * The trend report for a job summary or a file: the changes summary over the newest commits,
 * then for each benchmark with change points in its history the table of changes and a
 * Mermaid chart. Pure: the same analysis gives the same text.
 */
function renderTrendReport(analysis, context = {}) {
    const { runs, options } = analysis;
    const commits = new Set(runs.map((r) => r.sha)).size;
    const out = [`## ${(0,escape_markdown/* escapeMarkdown */.F)(context.title ?? 'benchgate trend')}`, ''];
    if (runs.length > 0) {
        out.push(`History: ${runs.length} run${runs.length > 1 ? 's' : ''} of ${commits} commit${commits > 1 ? 's' : ''}, ${(0,trend_format/* day */.vd)(runs[0].date)} to ` +
            `${(0,trend_format/* day */.vd)(runs[runs.length - 1].date)}; ${analysis.benchmarks.length} benchmark${analysis.benchmarks.length === 1 ? '' : 's'}.`, '');
    }
    const historyNotes = (0,history_notes_markdown/* renderHistoryNotes */.M)(analysis.historyNotes, context.repository);
    if (historyNotes !== '')
        out.push(historyNotes);
    const anchorSection = renderAnchorSection(analysis.anchor, { ...context.anchor, repository: context.repository });
    if (anchorSection !== '')
        out.push(anchorSection);
    const shown = recentCommits(analysis, context.commits ?? 7).length;
    out.push(`### Changes in the last ${shown} commit${shown === 1 ? '' : 's'}`, '', renderChangesSummary(analysis, { commits: context.commits, allBenchmarks: context.allBenchmarks, repository: context.repository }));
    const changed = analysis.benchmarks.filter((b) => b.changes.length > 0);
    if (changed.length > 0)
        out.push('### Change points by benchmark', '');
    for (const trend of changed) {
        const { name, unit, better } = trend.series;
        out.push(`#### ${(0,escape_markdown/* escapeMarkdown */.F)(name)}`, '', `${(0,escape_markdown/* escapeMarkdown */.F)(unit || 'no unit')}, ${better} is better; ${trend.series.runs.length} runs; scatter of a single run σ = ${noiseText(trend)}.`, '', renderChangeDetails(trend, { repository: context.repository, confidence: context.confidence ?? options.confidence }), `Mean of each run (first line) and of each segment between change points (second line):`, '', renderMermaidChart(trend, { maxRuns: context.chartRuns }));
        for (const note of trend.notes)
            out.push(`_${(0,escape_markdown/* escapeMarkdown */.F)(note)}_`, '');
    }
    const test = options.serialCorrelation === 'ar1'
        ? `tested against serially correlated (AR(1)) runner noise, p ≤ ${options.significance} (${options.permutations} simulated series)`
        : `permutation p ≤ ${options.significance} (${options.permutations} permutations)`;
    out.push(`<sub>Change points: E-divisive means (Matteson & James 2014) on the runs' means, ${test}` +
        `, at least ${options.minSegment} runs on each side; a step counts only when it is at least ${options.noiseFactor} × the scatter of single runs and ` +
        `${(options.minRelativeStep * 100).toFixed(0)} % of the level.` +
        `${context.chartsUrl && /^https?:\/\/[^\s()<>]+$/.test(context.chartsUrl) ? ` [Charts](${context.chartsUrl}).` : ''}</sub>`, '');
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/trend/trend-analysis.ts + 4 modules
var trend_analysis = __webpack_require__(2222);
;// CONCATENATED MODULE: ./src/experiment/record-trend.ts






/** Adds the entry of one analysed run (`historyEntryFrom`) to `history`. Pure; throws historyEntryFrom's RangeError when no commit is known for the side. */
function addRun(history, run, meta) {
    const entry = (0,history_entry/* historyEntryFrom */.t4)(run.results, run.report, meta);
    const appended = (0,history_store/* appendEntry */.D4)(history, entry);
    const outcome = appended.entries.length > history.entries.length ? 'added' : appended.entries.includes(entry) ? 'replaced' : 'kept';
    return { history: appended, entry, outcome, leftOut: (0,history_entry/* benchmarksLeftOut */.Eb)(run.results, run.report, meta.side ?? 'head') };
}
/** What the gate reads of a trend's anchor (decide.ts `anchorBudgetFailure`): null without a budget or a drift. */
function anchorBudgetOf(trend) {
    const anchor = trend?.analysis.anchor;
    if (trend?.budget === undefined || !anchor?.drift)
        return null;
    return { ref: anchor.ref, drift: anchor.drift, check: trend.budget };
}
/** The trend of a history, rendered; with an anchor's budget, checked against it. Pure. */
function trendOf(history, context = {}, anchor = {}) {
    const analysis = (0,trend_analysis/* analyzeTrend */.I)(history, {}, anchor.ref);
    const drift = analysis.anchor?.drift;
    const budget = anchor.budget === undefined || !drift ? undefined : (0,anchor_budget/* checkAnchorBudget */.bo)(drift, anchor.budget);
    const markdown = renderTrendReport(analysis, {
        ...context,
        anchor: { ...(budget ? { budget } : {}), ...(anchor.runNote ? { runNote: anchor.runNote } : {}) },
    });
    return { analysis, markdown, svgFiles: trendSvgFiles(analysis), ...(budget ? { budget } : {}) };
}
/**
 * A trend run: loads the history from `backend`, adds the run's entry, saves it (a shared
 * backend merges what another run saved meanwhile), and returns what was recorded with the
 * trend of the history with the entry. Throws what the backend throws; the caller decides
 * whether that fails anything.
 */
async function recordTrend(backend, run, meta, context = {}, anchor = {}) {
    const load = await backend.load();
    const recorded = addRun(load.history, run, anchor.measured ? { ...meta, anchor: anchor.measured } : meta);
    await backend.save(recorded.history);
    return { ...recorded, trend: trendOf(recorded.history, context, anchor) };
}

// EXTERNAL MODULE: ./src/results/history-format.ts
var history_format = __webpack_require__(9772);
// EXTERNAL MODULE: ./src/history/history-files.ts
var history_files = __webpack_require__(226);
// EXTERNAL MODULE: ./src/history/parse-history.ts
var parse_history = __webpack_require__(182);
;// CONCATENATED MODULE: ./src/history/local-history-backend.ts
/**
 * History in a local directory (`--history DIR`): `DIR/history.json`, written atomically.
 * For the CLI and tests; one writer at a time (it does not merge concurrent saves).
 *
 * Loading only reads: `history show` leaves every file as it is. A save keeps a copy of a
 * previous file it could not read in full (`history.corrupt-<time>.json`) before it writes,
 * refuses to write over a history from a newer benchgate, and writes through a symbolic link
 * (the file it points to is replaced; the link stays).
 */





/** A history written by a newer benchgate: this one never writes over it. */
class NewerHistoryError extends Error {
    constructor(reason) {
        super(`${reason}; not overwritten (use a newer benchgate to add to it)`);
        this.name = 'NewerHistoryError';
    }
}
class LocalHistoryBackend {
    dir;
    file;
    description;
    warned = new Set();
    emit;
    now;
    constructor(dir, options = {}) {
        this.dir = dir;
        this.file = external_node_path_default().join(external_node_path_default().resolve(dir), history_files/* HISTORY_FILE */.CX);
        this.description = this.file;
        this.emit = options.warn ?? (() => { });
        this.now = options.now ?? (() => new Date());
    }
    async load() {
        const source = this.file;
        const read = await (0,history_files/* readIfPresent */.Zu)(this.file);
        if (read.kind === 'missing')
            return { status: 'missing', history: (0,history_format/* emptyHistory */.s4)(), source, warnings: [] };
        const parsed = read.kind === 'text' ? (0,parse_history/* parseHistory */.i6)(read.text, source) : { ok: false, kind: 'corrupt', reason: read.reason };
        if (parsed.ok) {
            const warnings = parsed.warnings.map((w) => ((0,parse_history/* lostOnRead */.Ym)(parsed) ? `${w} (the next save keeps a copy of the file first)` : w));
            for (const warning of warnings)
                this.warn(warning);
            return { status: 'loaded', history: parsed.history, source, warnings };
        }
        const warning = parsed.kind === 'newer-version'
            ? `${parsed.reason}; left as it is, and this benchgate will not write over it`
            : `${parsed.reason}; starting a new history (the next save keeps the unreadable file as a copy first)`;
        this.warn(warning);
        return { status: 'unusable', history: (0,history_format/* emptyHistory */.s4)(), source, warnings: [warning], reason: parsed.reason };
    }
    async save(history) {
        const read = await (0,history_files/* readIfPresent */.Zu)(this.file);
        if (read.kind === 'text') {
            const parsed = (0,parse_history/* parseHistory */.i6)(read.text, this.file);
            if (!parsed.ok && parsed.kind === 'newer-version')
                throw new NewerHistoryError(parsed.reason);
            if (!parsed.ok || (0,parse_history/* lostOnRead */.Ym)(parsed))
                this.warn(`kept a copy of the previous ${history_files/* HISTORY_FILE */.CX} as ${await this.keepCopy(read.text)}`);
        }
        await (0,history_files/* writeFileAtomic */.Zf)(this.file, (0,parse_history/* serializeHistory */.ph)(history));
    }
    warn(message) {
        if (this.warned.has(message))
            return;
        this.warned.add(message);
        this.emit(message);
    }
    /** Writes `text` to a new `history.corrupt-<time>.json` beside the history and returns its path. */
    async keepCopy(text) {
        const base = (0,history_files/* corruptFileName */.Vn)(this.now());
        for (let n = 1;; n++) {
            const target = external_node_path_default().join(external_node_path_default().dirname(this.file), n === 1 ? base : base.replace(/\.json$/, `-${n}.json`));
            try {
                await (0,promises_.writeFile)(target, text, { flag: 'wx' });
                return target;
            }
            catch (error) {
                if (error.code !== 'EEXIST' || n >= 100)
                    throw error;
            }
        }
    }
}

// EXTERNAL MODULE: ./src/results/results-format.ts
var results_format = __webpack_require__(674);
// EXTERNAL MODULE: ./src/results/validate-results.ts + 2 modules
var validate_results = __webpack_require__(8360);
// EXTERNAL MODULE: ./src/config/analysis-config.ts
var analysis_config = __webpack_require__(3977);
// EXTERNAL MODULE: ./src/config/invalid-value.ts
var invalid_value = __webpack_require__(6033);
// EXTERNAL MODULE: ./src/analysis/decide.ts + 1 modules
var decide = __webpack_require__(5538);
;// CONCATENATED MODULE: ./src/trend/sparkline.ts
const BARS = '▁▂▃▄▅▆▇█';
/**
 * One character per value, ▁ (lowest) to █ (highest), scaled between the series' own
 * minimum and maximum; a flat series is drawn at mid height. Non-finite values are skipped.
 * Example: [1, 2, 3, 4, 5, 6, 7, 8] → "▁▂▃▄▅▆▇█".
 */
function sparkline(values) {
    const finite = values.filter((v) => Number.isFinite(v));
    if (finite.length === 0)
        return '';
    const low = Math.min(...finite);
    const high = Math.max(...finite);
    if (high === low)
        return BARS[3].repeat(finite.length);
    return finite.map((v) => BARS[Math.min(BARS.length - 1, Math.floor(((v - low) / (high - low)) * BARS.length))]).join('');
}

// EXTERNAL MODULE: ./src/cli/analysis-flags.ts
var analysis_flags = __webpack_require__(6208);
// EXTERNAL MODULE: ./src/cli/analyze-command.ts
var analyze_command = __webpack_require__(4374);
// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
// EXTERNAL MODULE: ./src/cli/input-file.ts
var input_file = __webpack_require__(2497);
// EXTERNAL MODULE: ./src/cli/option-values.ts
var option_values = __webpack_require__(1916);
;// CONCATENATED MODULE: ./src/cli/history-command.ts





















const HISTORY_USAGE = `benchgate history show   --history DIR [--last 20] [--benchmark NAME]
  benchgate history import --history DIR FILE [--sha SHA] [--date ISO] [--run-id ID] [--run-attempt N]
                           [--runner TEXT] [--side head|base] [--keep 1000] [analysis flags]
                           [--anchor REF --anchor-results FILE]
      FILE is a results.json (analysed and added as one entry) or a history.json (merged)
      A local trend, step by step: docs/history-format.md "Recording a trend locally"
  benchgate history export --history DIR [--out FILE]
  benchgate history prune  --history DIR --keep N
  benchgate history trend  --history DIR [--out DIR] [--repo OWNER/NAME] [--commits 7]
                           [--anchor REF] [--anchor-budget 3%]
  benchgate history site   --history DIR --out DIR [--repo OWNER/NAME] [--title TEXT]
                           [--pull-requests FILE]  (default: DIR/pull-requests.json when present)`;
const FLAGS = {
    ...analysis_flags/* ANALYSIS_FLAGS */.nm,
    history: { type: 'string' },
    last: { type: 'string' },
    benchmark: { type: 'string' },
    sha: { type: 'string' },
    date: { type: 'string' },
    'run-id': { type: 'string' },
    'run-attempt': { type: 'string' },
    runner: { type: 'string' },
    side: { type: 'string' },
    keep: { type: 'string' },
    out: { type: 'string' },
    repo: { type: 'string' },
    commits: { type: 'string' },
    title: { type: 'string' },
    anchor: { type: 'string' },
    'anchor-results': { type: 'string' },
    'anchor-budget': { type: 'string' },
    'pull-requests': { type: 'string' },
};
/** Column-aligned plain text: what a terminal shows best. */
function table(header, rows) {
    const widths = header.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...r[i]].length)));
    const line = (cells) => cells
        .map((c, i) => c + ' '.repeat(widths[i] - [...c].length))
        .join('  ')
        .trimEnd();
    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}
async function loadHistory(dir, io) {
    const backend = new LocalHistoryBackend(external_node_path_default().resolve(io.cwd, dir), { warn: (m) => io.stderr(`warning: ${m}\n`) });
    const load = await backend.load();
    return { backend, history: load.history };
}
function show(history, values, io) {
    const last = (0,option_values/* numberOption */.jZ)('last', values.last, 20, { min: 1, max: 1e6 });
    const name = values.benchmark;
    if (history.entries.length === 0) {
        io.stdout('The history is empty.\n');
        return;
    }
    const entries = history.entries.slice(-last).reverse();
    if (name === undefined) {
        io.stdout(`${history.entries.length} entries; newest first:\n\n`);
        io.stdout(table(['date', 'commit', 'run', 'runner', 'benchmarks'], entries.map((e) => [(0,trend_format/* day */.vd)(e.date), (0,trend_format/* shortSha */.Fu)(e.sha), `${e.runId}#${e.runAttempt}`, e.runner, String(e.benchmarks.length)])));
        return;
    }
    const runs = entries.flatMap((e) => {
        const b = e.benchmarks.find((x) => x.name === name);
        return b ? [{ e, b }] : [];
    });
    if (runs.length === 0)
        throw new cli_io/* UsageError */.eb(`no benchmark named ${JSON.stringify(name)} in the last ${entries.length} entries`);
    io.stdout(`${name} (${runs[0].b.unit}, ${runs[0].b.better} is better): ${sparkline(runs.map((r) => r.b.mean).reverse())}\n\n`);
    io.stdout(table(['date', 'commit', 'run', 'mean', `${Math.round(runs[0].e.confidence * 100)} % CI`], runs.map(({ e, b }) => [(0,trend_format/* day */.vd)(e.date), (0,trend_format/* shortSha */.Fu)(e.sha), `${e.runId}#${e.runAttempt}`, String(b.mean), `[${b.ci[0]}, ${b.ci[1]}]`])));
}
async function importFile(history, file, values, io) {
    const full = external_node_path_default().resolve(io.cwd, file);
    await (0,input_file/* checkInputFile */.x)(full, file, 'a results file');
    const text = await (0,promises_.readFile)(full, 'utf8');
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`${file} is not valid JSON: ${error.message}`);
    }
    if (typeof json === 'object' && json !== null && Array.isArray(json.entries)) {
        const parsed = (0,parse_history/* parseHistory */.i6)(text, file);
        if (!parsed.ok)
            throw new cli_io/* UsageError */.eb(parsed.reason);
        for (const warning of parsed.warnings)
            io.stderr(`warning: ${warning}\n`);
        const merged = (0,history_store/* mergeHistories */.dk)(history, parsed.history);
        const added = merged.entries.length - history.entries.length;
        const known = parsed.history.entries.length - added;
        const leftOut = parsed.dropped > 0 ? `; ${parsed.dropped} left out as unreadable (see the warning)` : '';
        io.stdout(`merged ${parsed.history.entries.length} entries from ${file}: ${added} new, ${known} already in the history${leftOut}\n`);
        return merged;
    }
    const results = (0,validate_results/* validateResults */.LM)(json);
    const report = recordedAnalysis(results, values);
    // When the run started, as it recorded: importing the same file twice then gives the same run id, which the history keeps once.
    const started = results.meta?.startedAt;
    const date = values.date ?? (started !== undefined && Number.isFinite(Date.parse(started)) ? started : new Date().toISOString());
    if (!Number.isFinite(Date.parse(date)))
        throw new cli_io/* UsageError */.eb(`--date: expected an ISO 8601 date, got ${JSON.stringify(date)}`);
    const side = (0,option_values/* choiceOption */.zu)('side', values.side, results_format/* VERSION_SIDES */.Co, 'head');
    const anchor = await anchorComparison(values, io);
    let recorded;
    try {
        recorded = addRun(history, { results, report }, {
            side,
            sha: values.sha,
            date,
            runId: values['run-id'] ?? `local-${Date.parse(date)}`,
            runAttempt: (0,option_values/* numberOption */.jZ)('run-attempt', values['run-attempt'], 1, { min: 1, max: 1e6 }),
            runner: values.runner,
            ...(anchor === undefined ? {} : { anchor }),
        });
    }
    catch (error) {
        if (error instanceof RangeError)
            throw new cli_io/* UsageError */.eb(`${file}: no commit recorded for ${side}; give one with --sha`);
        throw error;
    }
    const { entry, leftOut } = recorded;
    const what = `${(0,trend_format/* shortSha */.Fu)(entry.sha)} (run ${entry.runId}) with ${entry.benchmarks.length} benchmark${entry.benchmarks.length === 1 ? '' : 's'}`;
    const outcome = { added: `added ${what}`, replaced: `replaced the entry of the same run: ${what}`, kept: `already in the history: ${what}; kept once` };
    io.stdout(`${outcome[recorded.outcome]}\n`);
    if (leftOut.length > 0) {
        const one = leftOut.length === 1;
        io.stderr(`warning: ${leftOut.length} benchmark${one ? '' : 's'} of the results ${one ? 'was' : 'were'} not added to the history:\n`);
        for (const entry of leftOut)
            io.stderr(`warning:   ${JSON.stringify(entry.name)}: ${oneLine(entry.reason)}\n`);
    }
    return recorded.history;
}
/** `--anchor REF --anchor-results FILE`: the anchor comparison analysed with the same flags, for the entry; undefined without them. */
async function anchorComparison(values, io) {
    const ref = values.anchor;
    const file = values['anchor-results'];
    if (ref === undefined && file === undefined)
        return undefined;
    if (ref === undefined || file === undefined)
        throw new cli_io/* UsageError */.eb('--anchor and --anchor-results go together: the anchor ref and its comparison results.json');
    // eslint-disable-next-line no-control-regex -- what no branch, tag or SHA holds
    if (ref === '' || ref.startsWith('-') || /[\u0000-\u0020\u007f]/.test(ref))
        throw new cli_io/* UsageError */.eb(`--anchor: ${JSON.stringify(ref)} is not a commit SHA, branch or tag name`);
    const full = external_node_path_default().resolve(io.cwd, file);
    await (0,input_file/* checkInputFile */.x)(full, file, 'a results file');
    let json;
    try {
        json = JSON.parse(await (0,promises_.readFile)(full, 'utf8'));
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`--anchor-results: ${file} is not valid JSON: ${error.message}`);
    }
    const results = (0,validate_results/* validateResults */.LM)(json);
    const sha = results.benchmarks.find((b) => b.base.sha)?.base.sha;
    if (sha === undefined || !/^[0-9a-f]{7,64}$/.test(sha))
        throw new cli_io/* UsageError */.eb(`--anchor-results: ${file} records no commit for its base (the anchor)`);
    return { ref, sha, report: recordedAnalysis(results, values) };
}
/** A results file analysed as every re-gate does: with the settings it recorded, the flags given laid over them. */
function recordedAnalysis(results, values) {
    return (0,gate.analyseRun)(results, { measured: (0,gate.recordedSettings)(results), policy: (0,analyze_command.analysisOptionsFrom)(values) }).analysed.report;
}
/** A reason on one line (a note may quote a benchmark's output). */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
async function trend(history, values, io) {
    const repo = values.repo;
    const match = repo === undefined ? null : /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repo);
    if (repo !== undefined && !match)
        throw new cli_io/* UsageError */.eb(`--repo: expected OWNER/NAME, got ${JSON.stringify(repo)}`);
    const ref = values.anchor;
    const budgetText = values['anchor-budget'];
    let budget;
    try {
        budget = budgetText === undefined ? undefined : (0,analysis_config/* minEffectValue */.fs)(budgetText);
    }
    catch (error) {
        if (error instanceof invalid_value/* InvalidValueError */.$)
            throw new cli_io/* UsageError */.eb(`--anchor-budget: ${error.message}`);
        throw error;
    }
    if (ref !== undefined && !history.entries.some((e) => e.anchor?.ref === ref)) {
        const known = [...new Set(history.entries.flatMap((e) => (e.anchor ? [e.anchor.ref] : [])))];
        throw new cli_io/* UsageError */.eb(`--anchor: no entry of the history was measured against ${JSON.stringify(ref)}${known.length > 0 ? ` (anchors: ${known.join(', ')})` : ''}`);
    }
    const result = trendOf(history, {
        repository: match ? { owner: match[1], repo: match[2] } : undefined,
        commits: (0,option_values/* numberOption */.jZ)('commits', values.commits, 7, { min: 1, max: 100 }),
    }, { ...(ref === undefined ? {} : { ref }), ...(budget === undefined ? {} : { budget }) });
    const { markdown, svgFiles } = result;
    // The gate's rule (decide.ts), as the action's trend run decides it.
    const exceeded = (0,decide/* anchorBudgetFailure */.XF)(anchorBudgetOf(result));
    if (exceeded !== null)
        io.stderr(`error: ${exceeded}\n`);
    const out = values.out;
    if (out === undefined) {
        io.stdout(markdown);
        return exceeded === null ? cli_io/* EXIT */.dc.ok : cli_io/* EXIT */.dc.regression;
    }
    const dir = external_node_path_default().resolve(io.cwd, out);
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,promises_.writeFile)(external_node_path_default().join(dir, 'trend.md'), markdown);
    for (const file of svgFiles)
        await (0,promises_.writeFile)(external_node_path_default().join(dir, file.name), file.svg);
    io.stdout(`wrote trend.md and ${svgFiles.length} SVG chart${svgFiles.length === 1 ? '' : 's'} to ${dir}\n`);
    return exceeded === null ? cli_io/* EXIT */.dc.ok : cli_io/* EXIT */.dc.regression;
}
/**
 * What retention dropped from an import, or null when it dropped nothing: how many entries,
 * which (by commit date), and how to keep them.
 */
function retentionWarning(before, after, keep, keepGiven) {
    const dropped = before.entries.length - after.entries.length;
    if (dropped <= 0)
        return null;
    const kept = new Set(after.entries);
    const gone = before.entries.filter((e) => !kept.has(e));
    const span = gone.length === 0 ? '' : ` (commits dated ${(0,trend_format/* day */.vd)(gone[0].date)} to ${(0,trend_format/* day */.vd)(gone[gone.length - 1].date)})`;
    const how = keepGiven ? '' : `; the default retention keeps ${keep}: pass --keep ${before.entries.length} to keep them all`;
    return `the history would hold ${before.entries.length} entries; kept the newest ${keep} and dropped the ${dropped} oldest${span}${how}`;
}
/** A history from a newer benchgate is left as it is: the user has to act, so it is a usage error (exit 2). */
async function save(backend, history) {
    try {
        await backend.save(history);
    }
    catch (error) {
        if (error instanceof NewerHistoryError)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
}
/** `benchgate history …`: the local history directory from the command line. */
async function historyCommand(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === undefined || sub === '--help' || sub === '-h') {
        io.stdout(`usage:\n  ${HISTORY_USAGE}\n`);
        return sub === undefined ? cli_io/* EXIT */.dc.usage : cli_io/* EXIT */.dc.ok;
    }
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: rest, allowPositionals: true, options: FLAGS });
    const dir = values.history;
    if (typeof dir !== 'string' || dir === '')
        throw new cli_io/* UsageError */.eb(`history ${sub} needs --history DIR\nusage:\n  ${HISTORY_USAGE}`);
    const expectFiles = (count) => {
        if (positionals.length !== count)
            throw new cli_io/* UsageError */.eb(`history ${sub} takes ${count === 0 ? 'no file' : 'one file'}\nusage:\n  ${HISTORY_USAGE}`);
    };
    switch (sub) {
        case 'show': {
            expectFiles(0);
            show((await loadHistory(dir, io)).history, values, io);
            return cli_io/* EXIT */.dc.ok;
        }
        case 'import': {
            expectFiles(1);
            const { backend, history } = await loadHistory(dir, io);
            const keep = Math.floor((0,option_values/* numberOption */.jZ)('keep', values.keep, history_format/* DEFAULT_RETENTION */.xh.maxEntries, { min: 1, max: 1e7 }));
            const imported = await importFile(history, positionals[0], values, io);
            const updated = (0,history_store/* pruneHistory */.FA)(imported, { maxEntries: keep });
            const warning = retentionWarning(imported, updated, keep, values.keep !== undefined);
            if (warning !== null)
                io.stderr(`warning: ${warning}\n`);
            await save(backend, updated);
            return cli_io/* EXIT */.dc.ok;
        }
        case 'export': {
            expectFiles(0);
            const text = (0,parse_history/* serializeHistory */.ph)((await loadHistory(dir, io)).history);
            if (typeof values.out === 'string')
                await (0,promises_.writeFile)(external_node_path_default().resolve(io.cwd, values.out), text);
            else
                io.stdout(text);
            return cli_io/* EXIT */.dc.ok;
        }
        case 'prune': {
            expectFiles(0);
            if (values.keep === undefined)
                throw new cli_io/* UsageError */.eb('history prune needs --keep N');
            const keep = Math.floor((0,option_values/* numberOption */.jZ)('keep', values.keep, history_format/* DEFAULT_RETENTION */.xh.maxEntries, { min: 1, max: 1e7 }));
            const { backend, history } = await loadHistory(dir, io);
            const pruned = (0,history_store/* pruneHistory */.FA)(history, { maxEntries: keep });
            await save(backend, pruned);
            io.stdout(`kept ${pruned.entries.length} of ${history.entries.length} entries\n`);
            return cli_io/* EXIT */.dc.ok;
        }
        case 'trend': {
            expectFiles(0);
            return trend((await loadHistory(dir, io)).history, values, io);
        }
        case 'site': {
            expectFiles(0);
            const { writeHistorySite } = await __webpack_require__.e(/* import() */ 397).then(__webpack_require__.bind(__webpack_require__, 7397));
            await writeHistorySite((await loadHistory(dir, io)).history, values, io, dir);
            return cli_io/* EXIT */.dc.ok;
        }
        default:
            throw new cli_io/* UsageError */.eb(`unknown history command ${JSON.stringify(sub)}\nusage:\n  ${HISTORY_USAGE}`);
    }
}


/***/ }),

/***/ 226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Vn: () => (/* binding */ corruptFileName),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   Zu: () => (/* binding */ readIfPresent)
/* harmony export */ });
/* unused harmony export writeTarget */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** File helpers shared by the local and cache backends. */



const HISTORY_FILE = 'history.json';
async function readIfPresent(file) {
    try {
        return { kind: 'text', text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8') };
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return { kind: 'missing' };
        return { kind: 'unreadable', reason: `cannot read ${file}: ${error.message}` };
    }
}
/**
 * The file a write to `file` should replace: `file` itself, or, when it is a symbolic link
 * (to a history kept elsewhere, e.g. in a synced folder), the file the link points to, so the
 * link stays a link. A link to a file that does not exist yet points to where it will be.
 */
async function writeTarget(file) {
    let current = file;
    for (let hops = 0; hops < 40; hops++) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(current).catch(() => null);
        if (info === null || !info.isSymbolicLink())
            return hops === 0 ? file : current;
        const resolved = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(current).catch(() => null);
        if (resolved !== null)
            return resolved;
        current = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(current), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(current));
    }
    throw new Error(`${file}: too many levels of symbolic links`);
}
/**
 * Writes beside the target and renames over it, so a reader sees the old file or the new one,
 * never half of one. A symbolic link is followed: the file it points to is replaced, the link kept.
 */
async function writeFileAtomic(file, text) {
    const target = await writeTarget(file);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, text);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, target);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
    }
}
/** `history.corrupt-2025-01-31T02-17-00-000Z.json`: a name for a file set aside, safe on every file system. */
function corruptFileName(now) {
    return `history.corrupt-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}


/***/ }),

/***/ 1078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ historyNoteSentences),
/* harmony export */   M: () => (/* binding */ renderHistoryNotes)
/* harmony export */ });
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7729);
/* harmony import */ var _trend_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3233);
/* harmony import */ var _trend_history_notes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4807);



/** Notes of one kind shown in full (the newest); the rest are counted. */
const SHOWN = 3;
/** The older notes of a kind, counted: "2 older gaps of 30 days or more". */
const MORE = {
    gap: (s) => `gap${s} of ${_trend_history_notes_js__WEBPACK_IMPORTED_MODULE_1__/* .GAP_DAYS */ .F} days or more`,
    'repeated-commit': (s) => `commit${s} measured in more than one run (all kept)`,
    'series-break': (s) => `run${s} where benchmarks stop and others start`,
};
const markdownStyle = (repository) => ({
    text: _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .F,
    commit: (sha) => (0,_trend_format_js__WEBPACK_IMPORTED_MODULE_0__/* .commitLink */ .wn)(sha, repository),
    marker: ' (marked †)',
});
const PLAIN = { text: (s) => s, commit: _trend_format_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu, marker: '' };
/** Benchmark names of a series break shown; the rest are counted. */
const NAMES_SHOWN = 5;
const and = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
function noteText(note, style) {
    const run = (r) => `run ${style.text(r.runId)} (${style.commit(r.sha)}, ${(0,_trend_format_js__WEBPACK_IMPORTED_MODULE_0__/* .day */ .vd)(r.date)})`;
    const measured = (r) => `run ${style.text(r.runId)} (${style.commit(r.sha)}, measured ${(0,_trend_format_js__WEBPACK_IMPORTED_MODULE_0__/* .day */ .vd)(r.measuredAt)})`;
    const names = (list) => list.slice(0, NAMES_SHOWN).map(style.text).join(', ') + (list.length > NAMES_SHOWN ? ` and ${list.length - NAMES_SHOWN} more` : '');
    switch (note.kind) {
        case 'gap':
            return `No run for ${note.days} days between ${measured(note.before)} and ${measured(note.after)}: a step across the gap may be the runner, not the code.`;
        case 'repeated-commit': {
            const runs = note.runs.slice(0, SHOWN).map((r) => `run ${style.text(r.runId)} (measured ${(0,_trend_format_js__WEBPACK_IMPORTED_MODULE_0__/* .day */ .vd)(r.measuredAt)})`);
            if (note.runs.length > SHOWN)
                runs.push(`${note.runs.length - SHOWN} more`);
            return (`Commit ${style.commit(note.sha)} was measured in ${note.runs.length} runs: ${and(runs)}. ` +
                `${note.runs.length === 2 ? 'Both' : 'All'} are kept; a step between runs of one commit is the runner, not the code${style.marker}.`);
        }
        case 'series-break': {
            const one = note.stopped.length === 1 && note.started.length === 1;
            return (`${names(note.stopped)} ${note.stopped.length === 1 ? 'stops' : 'stop'} at ${run(note.before)} and ` +
                `${names(note.started)} ${note.started.length === 1 ? 'starts' : 'start'} at the next, ${run(note.after)}: ` +
                (one
                    ? 'if it was renamed, the two series are one benchmark (benchgate does not join them).'
                    : 'if one was renamed, its old and new series are one benchmark (benchgate does not join them).'));
        }
    }
}
/** The newest few notes of each kind in words, the rest counted. */
function noteLines(notes, style) {
    const lines = [];
    for (const kind of ['gap', 'repeated-commit', 'series-break']) {
        const ofKind = notes.filter((n) => n.kind === kind);
        for (const note of ofKind.slice(-SHOWN))
            lines.push(noteText(note, style));
        const more = ofKind.length - SHOWN;
        if (more > 0)
            lines.push(`${more} older ${MORE[kind](more > 1 ? 's' : '')}.`);
    }
    return lines;
}
/**
 * The history's notes as a markdown list (the newest few of each kind, the rest counted), or ''
 * when there are none. Pure.
 */
function renderHistoryNotes(notes, repository) {
    if (notes.length === 0)
        return '';
    return `Notes on the history:\n\n${noteLines(notes, markdownStyle(repository))
        .map((line) => `- ${line}`)
        .join('\n')}\n`;
}
/** The same notes as plain sentences, for the history site (which sets them as text, never as markup). Pure. */
function historyNoteSentences(notes) {
    return noteLines(notes, PLAIN);
}


/***/ }),

/***/ 3233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ek: () => (/* binding */ repositoryUrl),
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   XH: () => (/* binding */ compareUrl),
/* harmony export */   hW: () => (/* binding */ KIND_MARK),
/* harmony export */   ku: () => (/* binding */ plainNumber),
/* harmony export */   n$: () => (/* binding */ ANCHOR_FOOTNOTE),
/* harmony export */   uw: () => (/* binding */ stepText),
/* harmony export */   vd: () => (/* binding */ day),
/* harmony export */   wn: () => (/* binding */ commitLink)
/* harmony export */ });
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7729);
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7032);
/** Small formatting helpers shared by the trend tables and charts. */


const SHA = /^[0-9a-f]{4,64}$/i;
const NAME = /^[A-Za-z0-9_.-]+$/;
function shortSha(sha) {
    return SHA.test(sha) ? sha.slice(0, 7) : sha.slice(0, 12);
}
/** The repository's web address, or null when the link is missing or malformed. */
function repositoryUrl(link) {
    if (!link || !NAME.test(link.owner) || !NAME.test(link.repo))
        return null;
    const server = (link.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
    return /^https?:\/\/[^\s()<>]+$/.test(server) ? `${server}/${link.owner}/${link.repo}` : null;
}
/** The short sha, linked to the commit when the repository is known and the sha looks like one. */
function commitLink(sha, link) {
    const base = repositoryUrl(link);
    const text = (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .F)(shortSha(sha));
    return base && SHA.test(sha) ? `[${text}](${base}/commit/${sha})` : `\`${shortSha(sha).replace(/`/g, '')}\``;
}
/** `https://github.com/<owner>/<repo>/compare/<a>...<b>`, or null without repository or with odd shas. */
function compareUrl(older, newer, link) {
    const base = repositoryUrl(link);
    return base && SHA.test(older) && SHA.test(newer) ? `${base}/compare/${older}...${newer}` : null;
}
/** "2025-06-18" from an ISO date. */
function day(date) {
    const time = Date.parse(date);
    return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : date.slice(0, 10);
}
const KIND_MARK = { regression: '🔴', improvement: '🟢' };
/** "+5.1 %", or the difference in the unit when a relative change is not defined. */
function stepText(change, unit) {
    if (change.relative !== null)
        return (0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(change.relative, 1);
    return `${change.difference > 0 ? '+' : ''}${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatValue */ .Fl)(change.difference)}${unit ? ` ${unit}` : ''}`;
}
/** A number as plain decimal digits (no exponent, no grouping), with about six significant digits. */
function plainNumber(value, magnitude = Math.abs(value)) {
    if (value === 0 || !Number.isFinite(value))
        return '0';
    const decimals = Math.min(10, Math.max(0, 5 - Math.floor(Math.log10(magnitude || 1))));
    const text = value.toFixed(decimals);
    return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
/** The footnote of a step the anchor's own time showed to be the runner's. */
const ANCHOR_FOOTNOTE = '† the anchor build stepped there too: the runner or its environment changed, not the code.';


/***/ }),

/***/ 4807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ GAP_DAYS),
/* harmony export */   w: () => (/* binding */ historyNotes)
/* harmony export */ });
/** A gap between consecutive runs' measurement times of at least this many days is noted. */
const GAP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
function runRef(history, entry) {
    const e = history.entries[entry];
    return { entry, sha: e.sha, date: e.date, measuredAt: e.measuredAt, runId: e.runId };
}
function gaps(history) {
    const notes = [];
    for (let i = 1; i < history.entries.length; i++) {
        const days = Math.floor((Date.parse(history.entries[i].measuredAt) - Date.parse(history.entries[i - 1].measuredAt)) / DAY_MS);
        if (days >= GAP_DAYS)
            notes.push({ kind: 'gap', before: runRef(history, i - 1), after: runRef(history, i), days });
    }
    return notes;
}
function repeatedCommits(history) {
    const bySha = new Map();
    history.entries.forEach((e, i) => {
        const entries = bySha.get(e.sha);
        if (entries)
            entries.push(i);
        else
            bySha.set(e.sha, [i]);
    });
    return [...bySha]
        .filter(([, entries]) => entries.length > 1)
        .map(([sha, entries]) => ({ kind: 'repeated-commit', sha, runs: entries.map((i) => runRef(history, i)) }));
}
/** Benchmarks last measured in entry k − 1 beside benchmarks first measured in entry k (neither at the history's ends). */
function seriesBreaks(history) {
    const span = new Map();
    history.entries.forEach((e, i) => {
        for (const b of e.benchmarks)
            span.set(b.name, { first: span.get(b.name)?.first ?? i, last: i });
    });
    const stoppedAt = new Map();
    const startedAt = new Map();
    for (const [name, { first, last }] of span) {
        stoppedAt.set(last, [...(stoppedAt.get(last) ?? []), name]);
        startedAt.set(first, [...(startedAt.get(first) ?? []), name]);
    }
    const notes = [];
    for (let k = 1; k < history.entries.length; k++) {
        const stopped = stoppedAt.get(k - 1) ?? [];
        const started = startedAt.get(k) ?? [];
        if (stopped.length > 0 && started.length > 0)
            notes.push({ kind: 'series-break', before: runRef(history, k - 1), after: runRef(history, k), stopped, started });
    }
    return notes;
}
/** The history's notes, in the order gaps, repeated commits, series breaks (each oldest first). */
function historyNotes(history) {
    return [...gaps(history), ...repeatedCommits(history), ...seriesBreaks(history)];
}


/***/ }),

/***/ 2222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ analyzeTrend)
});

// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
// EXTERNAL MODULE: ./src/stats/distributions.ts
var distributions = __webpack_require__(9808);
// EXTERNAL MODULE: ./src/stats/insufficient-data.ts
var insufficient_data = __webpack_require__(7021);
;// CONCATENATED MODULE: ./src/stats/percentile-interval.ts

/**
 * Percentile bootstrap interval: the (1 − confidence)/2 and (1 + confidence)/2 quantiles of
 * the replicates (type 7). Null with fewer than 10 usable replicates.
 */
function percentileInterval(values, confidence) {
    if (values.length < 10)
        return null;
    const sorted = Float64Array.from(values).sort();
    const tail = (1 - confidence) / 2;
    return [(0,descriptive/* quantileSorted */.Z4)(sorted, tail), (0,descriptive/* quantileSorted */.Z4)(sorted, 1 - tail)];
}

// EXTERNAL MODULE: ./src/stats/rng.ts
var rng = __webpack_require__(1046);
// EXTERNAL MODULE: ./src/util/get-known.ts
var get_known = __webpack_require__(2774);
;// CONCATENATED MODULE: ./src/stats/e-divisive.ts






const DEFAULT_E_DIVISIVE_OPTIONS = {
    minSegment: 4,
    significance: 0.04,
    permutations: 199,
    seed: 1,
    noiseFactor: 1.5,
    minRelativeStep: 0.01,
    confidence: 0.95,
    serialCorrelation: 'ar1',
    intervalReplicates: 199,
};
function checkOptions(o) {
    const bad = (name, value, want) => {
        throw new RangeError(`e-divisive: ${name} must be ${want}, got ${value}`);
    };
    if (!Number.isInteger(o.minSegment) || o.minSegment < 2)
        bad('minSegment', o.minSegment, 'a whole number ≥ 2');
    if (!(o.significance > 0 && o.significance < 1))
        bad('significance', o.significance, 'between 0 and 1');
    if (!Number.isInteger(o.permutations) || o.permutations < 1)
        bad('permutations', o.permutations, 'a whole number ≥ 1');
    if (!(o.noiseFactor >= 0))
        bad('noiseFactor', o.noiseFactor, '≥ 0');
    if (!(o.minRelativeStep >= 0))
        bad('minRelativeStep', o.minRelativeStep, '≥ 0');
    if (!(o.confidence > 0 && o.confidence < 1))
        bad('confidence', o.confidence, 'between 0 and 1');
}
function workspace(length) {
    const inverse = new Float64Array(length + 1);
    for (let k = 2; k <= length; k++)
        inverse[k] = 1 / (k - 1);
    return { between: new Float64Array(length + 1), prefix: new Float64Array(length + 1), inverse };
}
/**
 * The best split of a segment over all τ < κ: X = z[0, τ), Y = z[τ, κ). κ grows one point at
 * a time; adding z_p adds Σ_{i<τ}|z_i − z_p| to between[τ] for every τ, a running sum over
 * i, so each κ costs O(κ) and the whole search O(T²), with O(T) memory. The within-sum of Y
 * follows from W(0, κ) = W(0, τ) + W(τ, κ) + between[τ]. With n = τ, m = κ − τ:
 *   Q̂ = nm/(n+m) · (2B/(nm) − 2W_X/(n(n−1)) − 2W_Y/(m(m−1))) = 2/κ · (B − W_X·m/(n−1) − W_Y·n/(m−1)).
 */
function bestSplit(values, minSegment, ws, stopAt = Infinity) {
    const { between, prefix, inverse } = ws;
    const length = values.length;
    between.fill(0);
    prefix[0] = 0;
    let bestQ = -Infinity;
    let bestTau = -1;
    let bestKappa = -1;
    for (let p = 0; p < length; p++) {
        const xp = values[p];
        let distances = 0;
        for (let i = 0; i < p; i++) {
            const d = values[i] - xp;
            distances += d < 0 ? -d : d;
            between[i + 1] += distances;
        }
        const kappa = p + 1;
        const whole = prefix[p] + distances;
        prefix[kappa] = whole;
        const scale = 2 / kappa;
        for (let tau = minSegment; tau <= kappa - minSegment; tau++) {
            const m = kappa - tau;
            const b = between[tau];
            const left = prefix[tau];
            const q = scale * (b - left * m * inverse[tau] - (whole - left - b) * tau * inverse[m]);
            if (q > bestQ) {
                bestQ = q;
                bestTau = tau;
                bestKappa = kappa;
            }
        }
        if (bestQ >= stopAt)
            break;
    }
    return { tau: bestTau, kappa: bestKappa, q: bestQ };
}
/** The split of `values` that maximises Q̂ (τ = size of X, κ = size of X and Y) and Q̂ there; exported for tests. */
function bestEnergySplit(values, minSegment) {
    return bestSplit(Float64Array.from(values), minSegment, workspace(values.length));
}
/** Permutation p-value of the best split; stops counting once p cannot reach `significance`. */
function permutationPValue(values, observed, options, random, ws) {
    const v = values.slice();
    const limit = Math.floor(options.significance * (options.permutations + 1));
    // A relative tolerance so that ties with the observed statistic count as "at least as large".
    const threshold = observed * (1 - 1e-12);
    let exceed = 0;
    let done = 0;
    while (done < options.permutations) {
        for (let i = v.length - 1; i > 0; i--) {
            const j = (0,rng/* randomIndex */.km)(random, i + 1);
            const t = v[i];
            v[i] = v[j];
            v[j] = t;
        }
        done++;
        if (bestSplit(v, options.minSegment, ws, threshold).q >= threshold)
            exceed++;
        if (exceed >= limit)
            break;
    }
    return (1 + exceed) / (1 + done);
}
/**
 * Lag-1 autocorrelation of the residuals around the given segments' means, corrected for the
 * bias of a short series with means removed (≈ −(k + 3ρ)/n with k means, after Marriott &
 * Pope 1954), clamped to [0, 0.95]: a negative ρ only makes the plain test conservative.
 */
function residualLag1(values, bounds) {
    const n = values.length;
    const residuals = new Float64Array(n);
    for (let s = 0; s + 1 < bounds.length; s++) {
        let sum = 0;
        for (let i = bounds[s]; i < bounds[s + 1]; i++)
            sum += values[i];
        const center = sum / (bounds[s + 1] - bounds[s]);
        for (let i = bounds[s]; i < bounds[s + 1]; i++)
            residuals[i] = values[i] - center;
    }
    let products = 0;
    let squares = residuals[0] * residuals[0];
    for (let i = 1; i < n; i++) {
        products += residuals[i] * residuals[i - 1];
        squares += residuals[i] * residuals[i];
    }
    if (squares === 0 || n <= 4)
        return 0;
    const raw = products / squares;
    const segments = bounds.length - 1;
    return Math.max(0, Math.min(MAX_RHO, (n * raw + segments) / (n - 3)));
}
const MAX_RHO = 0.95;
const RHO_GRID = Array.from({ length: 24 }, (_, i) => -0.2 + 0.05 * i);
/**
 * The likelihood-ratio scan for one mean shift in a series with AR(1) errors, by conditional
 * least squares profiled over a grid of ρ (−0.2 to 0.95):
 *   null:  x_t − ρx_{t−1} = (1 − ρ)μ + η_t,
 *   shift at τ: the same with μ₀ before τ and μ₁ from τ on (the point at τ sees μ₁ − ρμ₀),
 *   LR = (n − 1)·ln(RSS₀ / min_τ RSS₁(τ)), each RSS minimised over the grid.
 * For a fixed ρ every τ costs O(1) from prefix sums, so a scan costs O(24·n). Returns the
 * statistic and the null's ρ (the CLS estimate under no change).
 */
function ar1ShiftScan(values, minSegment) {
    const n = values.length;
    const m = n - 1;
    const y = new Float64Array(m);
    const prefix = new Float64Array(m + 1);
    const prefixSquares = new Float64Array(m + 1);
    let rss0 = Infinity;
    let rho0 = 0;
    let rss1 = Infinity;
    for (const rho of RHO_GRID) {
        for (let t = 0; t < m; t++) {
            y[t] = values[t + 1] - rho * values[t];
            prefix[t + 1] = prefix[t] + y[t];
            prefixSquares[t + 1] = prefixSquares[t] + y[t] * y[t];
        }
        const c = 1 - rho;
        // Null: y_t = c·μ + η; least squares over all m points.
        const null0 = prefixSquares[m] - (prefix[m] * prefix[m]) / m;
        if (null0 < rss0) {
            rss0 = null0;
            rho0 = rho;
        }
        // Shift at τ (first index of the new level, values[τ]): y index j = τ − 1 is the transition point.
        for (let tau = minSegment; tau <= n - minSegment; tau++) {
            const j = tau - 1;
            // Before: y[0, j) ~ c·μ₀; transition y[j] ~ μ₁ − ρμ₀; after: y(j, m) ~ c·μ₁.
            const nb = j;
            const na = m - j - 1;
            const sb = prefix[j];
            const sa = prefix[m] - prefix[j + 1];
            const yj = y[j];
            // Normal equations for (μ₀, μ₁): minimise Σ_b (y − cμ₀)² + (yj − μ₁ + ρμ₀)² + Σ_a (y − cμ₁)².
            const a11 = nb * c * c + rho * rho;
            const a12 = -rho;
            const a22 = na * c * c + 1;
            const b1 = c * sb - rho * yj;
            const b2 = c * sa + yj;
            const det = a11 * a22 - a12 * a12;
            if (!(Math.abs(det) > 1e-300))
                continue;
            const mu0 = (b1 * a22 - a12 * b2) / det;
            const mu1 = (a11 * b2 - a12 * b1) / det;
            const total = prefixSquares[m];
            // RSS = Σy² − 2(μ₀b1 + μ₁b2) + [μ₀ μ₁] A [μ₀ μ₁]ᵀ
            const rss = total - 2 * (mu0 * b1 + mu1 * b2) + (a11 * mu0 * mu0 + 2 * a12 * mu0 * mu1 + a22 * mu1 * mu1);
            if (rss < rss1)
                rss1 = rss;
        }
    }
    if (!(rss1 > 0) || !(rss0 > 0))
        return { statistic: rss0 > 0 ? Infinity : 0, rho: rho0 };
    return { statistic: m * Math.log(rss0 / rss1), rho: rho0 };
}
/**
 * Single outlying runs (a bad runner) pulled back to 5 robust SDs from the running median of 5,
 * which follows a step without lag: the least-squares scan then sees levels, not spikes. The
 * simulated null series go through the same filter.
 */
function despike(values) {
    const n = values.length;
    const center = new Float64Array(n);
    const window = [];
    for (let i = 0; i < n; i++) {
        window.length = 0;
        for (let j = Math.max(0, i - 2); j <= Math.min(n - 1, i + 2); j++)
            window.push(values[j]);
        center[i] = (0,descriptive/* median */.JZ)(window);
    }
    const residuals = Array.from(values, (value, i) => value - center[i]);
    const scale = 1.4826 * (0,descriptive/* median */.JZ)(residuals.map((r) => Math.abs(r)));
    if (!(scale > 0))
        return values;
    const limit = 5 * scale;
    return Float64Array.from(residuals, (residual, i) => center[i] + Math.max(-limit, Math.min(limit, residual)));
}
/**
 * p-value of a change in a segment under a serially correlated null: the likelihood-ratio scan
 * (`ar1ShiftScan`) against its distribution over stationary AR(1) series with the null's ρ
 * (bias-corrected for a short series), simulated with the segment's length. The statistic
 * does not depend on the mean or the scale. p = (1 + #{LR* ≥ LR})/(1 + draws), counting stopped
 * early once p can no longer fall to the level. Both go through `despike` first.
 */
function ar1PValue(values, options, random) {
    const observed = ar1ShiftScan(despike(values), options.minSegment);
    const n = values.length;
    const rho = Math.max(0, Math.min(MAX_RHO, observed.rho + (1 + 3 * Math.max(0, observed.rho)) / n));
    const threshold = observed.statistic * (1 - 1e-12);
    const limit = Math.floor(options.significance * (options.permutations + 1));
    const spread = Math.sqrt((1 - rho * rho) / n);
    const simulated = new Float64Array(n);
    let exceed = 0;
    let done = 0;
    while (done < options.permutations) {
        // ρ itself is uncertain: each null series draws it from its approximate sampling distribution.
        const drawn = Math.max(0, Math.min(MAX_RHO, rho + spread * (0,rng/* randomNormal */.FE)(random)));
        const innovation = Math.sqrt(1 - drawn * drawn);
        let noise = (0,rng/* randomNormal */.FE)(random);
        for (let i = 0; i < n; i++) {
            if (i > 0)
                noise = drawn * noise + innovation * (0,rng/* randomNormal */.FE)(random);
            simulated[i] = noise;
        }
        done++;
        if (ar1ShiftScan(despike(simulated), options.minSegment).statistic >= threshold)
            exceed++;
        if (exceed >= limit)
            break;
    }
    return (1 + exceed) / (1 + done);
}
/**
 * Interval of the relative step at a change point that accounts for the search: a parametric
 * bootstrap of the fitted model (the two segments' means, AR(1) noise with the residuals'
 * ρ and SD) in which each replicate is searched again (`bestSplit`) and the step is measured
 * at the split the search found. The studentised spread of those steps around the fitted one
 * (bootstrap-t, so that a short segment's uncertain SD widens the interval as Welch's t does),
 * including the search's pull towards larger steps, gives the interval on the log scale.
 * Null unless both means are positive.
 */
function searchedStepInterval(local, split, rho, options, random) {
    const observed = logStep(local, split, local.length);
    if (!observed)
        return { relative: null, ci: null };
    const before = (0,descriptive/* mean */.i2)(Array.from(local.subarray(0, split)));
    const after = (0,descriptive/* mean */.i2)(Array.from(local.subarray(split)));
    let squares = 0;
    for (let i = 0; i < local.length; i++)
        squares += (local[i] - (i < split ? before : after)) ** 2;
    const sd = Math.sqrt(squares / Math.max(1, local.length - 2));
    const innovation = sd * Math.sqrt(1 - rho * rho);
    const ws = workspace(local.length);
    const simulated = new Float64Array(local.length);
    const pivots = [];
    for (let r = 0; r < options.intervalReplicates; r++) {
        let noise = sd * (0,rng/* randomNormal */.FE)(random);
        for (let i = 0; i < local.length; i++) {
            if (i > 0)
                noise = rho * noise + innovation * (0,rng/* randomNormal */.FE)(random);
            simulated[i] = (i < split ? before : after) + noise;
        }
        const found = bestSplit(simulated, options.minSegment, ws);
        const step = found.tau < 0 ? null : logStep(simulated, found.tau, found.kappa);
        if (step && step.se > 0)
            pivots.push((step.log - observed.log) / step.se);
    }
    const relative = Math.expm1(observed.log);
    const spread = percentileInterval(pivots, options.confidence);
    if (!spread || !(observed.se > 0))
        return { relative, ci: null };
    return { relative, ci: [Math.expm1(observed.log - spread[1] * observed.se), Math.expm1(observed.log - spread[0] * observed.se)] };
}
/** log(mean of [split, end) / mean of [0, split)) and its delta-method standard error; null unless both means are positive. */
function logStep(values, split, end) {
    const left = Array.from(values.subarray(0, split));
    const right = Array.from(values.subarray(split, end));
    const a = (0,descriptive/* mean */.i2)(left);
    const b = (0,descriptive/* mean */.i2)(right);
    if (!(a > 0 && b > 0) || left.length < 2 || right.length < 2)
        return null;
    return { log: Math.log(b / a), se: Math.sqrt((0,descriptive/* sampleVariance */.y4)(left) / left.length / (a * a) + (0,descriptive/* sampleVariance */.y4)(right) / right.length / (b * b)) };
}
function segmentOf(values, start, end) {
    const slice = Array.from(values.subarray(start, end));
    return { start, end, mean: (0,descriptive/* mean */.i2)(slice), sd: Math.sqrt((0,descriptive/* sampleVariance */.y4)(slice)) };
}
function segmentsFor(values, indices) {
    const bounds = [0, ...indices, values.length];
    return bounds.slice(1).map((end, i) => segmentOf(values, bounds[i], end));
}
/** Relative step after/before − 1 with a Welch interval on the log scale; null unless both means are positive. */
function relativeStep(before, after, confidence) {
    if (!(before.mean > 0 && after.mean > 0))
        return { relative: null, ci: null };
    const logRatio = Math.log(after.mean / before.mean);
    const termBefore = before.sd ** 2 / (before.end - before.start) / before.mean ** 2;
    const termAfter = after.sd ** 2 / (after.end - after.start) / after.mean ** 2;
    const variance = termBefore + termAfter;
    const relative = Math.expm1(logRatio);
    if (variance === 0)
        return { relative, ci: [relative, relative] };
    const df = variance ** 2 / (termBefore ** 2 / (before.end - before.start - 1) + termAfter ** 2 / (after.end - after.start - 1));
    const half = (0,distributions/* tCritical */.c2)(confidence, df) * Math.sqrt(variance);
    return { relative, ci: [Math.expm1(logRatio - half), Math.expm1(logRatio + half)] };
}
function noiseOf(values, segments, points) {
    const residuals = [];
    for (const s of segments)
        for (let i = s.start; i < s.end; i++)
            residuals.push(values[i] - s.mean);
    const center = (0,descriptive/* median */.JZ)(residuals);
    const residualSd = 1.4826 * (0,descriptive/* median */.JZ)(residuals.map((r) => Math.abs(r - center)));
    const variances = points.map((p) => p.variance).filter((v) => v !== undefined && Number.isFinite(v) && v >= 0);
    const withinRunSd = variances.length > 0 ? Math.sqrt((0,descriptive/* median */.JZ)(variances)) : null;
    return { sd: Math.max(residualSd, withinRunSd ?? 0), residualSd, withinRunSd };
}
function eDivisive(points, overrides = {}) {
    const options = { ...DEFAULT_E_DIVISIVE_OPTIONS, ...overrides };
    checkOptions(options);
    points.forEach((p, i) => {
        if (!Number.isFinite(p.value))
            throw new RangeError(`e-divisive: point ${i} is not a finite number (${p.value})`);
    });
    if (points.length < 2 * options.minSegment) {
        throw new insufficient_data/* InsufficientDataError */.y(`change points need at least ${2 * options.minSegment} runs (2 × min segment ${options.minSegment}); there are ${points.length}`);
    }
    const values = Float64Array.from(points, (p) => p.value);
    const random = (0,rng/* createRandom */.sk)(options.seed);
    const workspaces = new Map();
    const pValues = new Map();
    /**
     * p-value of a segment's best split: the permutation test for independent runs; with 'ar1'
     * a parametric bootstrap under an AR(1) null (`ar1PValue`).
     */
    const significanceOf = (segment, best) => {
        const ws = workspaces.get(segment.length) ?? workspace(segment.length);
        workspaces.set(segment.length, ws);
        if (options.serialCorrelation === 'ar1')
            return ar1PValue(segment, options, random);
        return permutationPValue(segment, best.q, options, random, ws);
    };
    const search = (start, end) => {
        if (end - start < 2 * options.minSegment)
            return;
        const segment = values.slice(start, end);
        const ws = workspaces.get(segment.length) ?? workspace(segment.length);
        workspaces.set(segment.length, ws);
        const best = bestSplit(segment, options.minSegment, ws);
        if (!(best.q > 0))
            return;
        const p = significanceOf(segment, best);
        if (p > options.significance)
            return;
        pValues.set(start + best.tau, p);
        search(start, start + best.tau);
        search(start + best.tau, end);
    };
    search(0, values.length);
    let indices = [...pValues.keys()].sort((a, b) => a - b);
    const noise = noiseOf(values, segmentsFor(values, indices), points);
    const rejected = [];
    const judge = (segments, k) => {
        const before = segments[k];
        const after = segments[k + 1];
        const step = relativeStep(before, after, options.confidence);
        const noiseRatio = noise.sd > 0 ? Math.abs(after.mean - before.mean) / noise.sd : Infinity;
        const relativeSize = before.mean !== 0 ? Math.abs(after.mean / before.mean - 1) : Infinity;
        const passes = noiseRatio >= options.noiseFactor && relativeSize >= options.minRelativeStep;
        return { step, noiseRatio, passes, strength: Math.min(noiseRatio / (options.noiseFactor || 1), relativeSize / (options.minRelativeStep || 1)) };
    };
    for (;;) {
        const segments = segmentsFor(values, indices);
        const verdicts = indices.map((_, k) => judge(segments, k));
        let weakest = -1;
        verdicts.forEach((v, k) => {
            if (!v.passes && (weakest < 0 || v.strength < verdicts[weakest].strength))
                weakest = k;
        });
        if (weakest < 0) {
            const steps = indices.map((index, k) => {
                if (options.serialCorrelation !== 'ar1')
                    return verdicts[k].step;
                const local = values.slice(segments[k].start, segments[k + 1].end);
                const split = index - segments[k].start;
                return searchedStepInterval(local, split, residualLag1(local, [0, split, local.length]), options, random);
            });
            return {
                changePoints: indices.map((index, k) => ({
                    index,
                    difference: segments[k + 1].mean - segments[k].mean,
                    relative: steps[k].relative,
                    ci: steps[k].ci,
                    pValue: (0,get_known/* getKnown */.q)(pValues, index),
                    noiseRatio: verdicts[k].noiseRatio,
                })),
                segments,
                noise,
                rejected,
            };
        }
        rejected.push({ index: indices[weakest], relative: verdicts[weakest].step.relative, noiseRatio: verdicts[weakest].noiseRatio });
        indices = indices.filter((_, k) => k !== weakest);
    }
}

// EXTERNAL MODULE: ./src/analysis/anchor-budget.ts
var anchor_budget = __webpack_require__(9671);
;// CONCATENATED MODULE: ./src/trend/anchor-trend.ts



// The budget's check is the gate's (analysis/anchor-budget.ts, read by decide.ts).

/** At most this many of the newest runs pooled into a benchmark's drift. */
const DRIFT_WINDOW = 10;
/** A shift is the environment's when at least this share of the benchmarks with enough anchor runs saw the anchor step at one run (±1). */
const ENVIRONMENT_SHARE = 0.5;
/**
 * Pools runs' ln ratios x_i with variances v_i: the inverse-variance weighted mean, with the
 * standard error 1/√Σw inflated by the Birge ratio √(Q/(n−1)) when the runs scatter more than
 * their own intervals say (Q = Σ w_i (x_i − x̄)², the runner's between-run spread), never deflated.
 * The interval is x̄ ± z·se at `level` (normal quantile), mapped back to a relative change.
 * Example: x = [ln 1.03, ln 1.03], v = [1e-4, 1e-4] → 3 %, se 0.00707.
 */
function pooledDrift(runs, level) {
    if (runs.length === 0)
        throw new RangeError('pooledDrift: no runs');
    const weights = runs.map((r) => 1 / r.logVariance);
    const total = weights.reduce((a, b) => a + b, 0);
    const log = runs.reduce((sum, r, i) => sum + weights[i] * r.log, 0) / total;
    const q = runs.reduce((sum, r, i) => sum + weights[i] * (r.log - log) ** 2, 0);
    const birge = runs.length > 1 ? Math.max(1, q / (runs.length - 1)) : 1;
    const se = Math.sqrt(birge / total);
    const z = (0,distributions/* normalQuantile */.Zl)(1 - (1 - level) / 2);
    return { relative: Math.expm1(log), ci: [Math.expm1(log - z * se), Math.expm1(log + z * se)], level, runs: runs.length, log, se };
}
/** The suite's drift: the mean of the benchmarks' ln ratios (signed worse-positive), se √Σse²/n (benchmarks taken as independent). */
function suiteDrift(benchmarks, level) {
    if (benchmarks.length === 0)
        return null;
    const n = benchmarks.length;
    const log = benchmarks.reduce((s, b) => s + (b.better === 'lower' ? b.drift.log : -b.drift.log), 0) / n;
    const se = Math.sqrt(benchmarks.reduce((s, b) => s + b.drift.se ** 2, 0)) / n;
    const z = (0,distributions/* normalQuantile */.Zl)(1 - (1 - level) / 2);
    return { worse: Math.expm1(log), ci: [Math.expm1(log - z * se), Math.expm1(log + z * se)], level, benchmarks: n };
}
/**
 * A recorded change against the anchor on the log scale: ln(1 + relative), and the variance
 * from its interval, ((ln(1 + high) − ln(1 + low)) / (2 t))² with t the two-sided quantile of
 * Student's t at the recorded level and df. Null when the interval has no width.
 */
function anchorLogChange(delta) {
    const [relative, low, high, level, df] = delta;
    const se = (Math.log1p(high) - Math.log1p(low)) / (2 * (0,distributions/* tCritical */.c2)(level, df));
    return se > 0 ? { log: Math.log1p(relative), logVariance: se * se } : null;
}
function anchorRuns(history, ref) {
    const byName = new Map();
    history.entries.forEach((entry, index) => {
        if (entry.anchor?.ref !== ref)
            return;
        for (const b of entry.benchmarks) {
            if (b.anchor === undefined)
                continue;
            const [relative, low, high, , , anchorMean] = b.anchor;
            const change = anchorLogChange(b.anchor);
            if (change === null)
                continue;
            const run = { entry: index, sha: entry.sha, date: entry.date, runId: entry.runId, relative, ci: [low, high], ...change, anchorMean };
            const series = byName.get(b.name);
            if (series === undefined || series.unit !== b.unit)
                byName.set(b.name, { unit: b.unit, better: b.better, runs: [run] });
            else
                series.runs.push(run);
        }
    });
    return byName;
}
function analyseBenchmark(name, s, options) {
    const notes = [];
    let tooShort;
    let changes = [];
    let anchorSteps = [];
    let lastStep = 0;
    try {
        const ratio = eDivisive(s.runs.map((r) => ({ value: Math.exp(r.log), variance: r.logVariance * Math.exp(2 * r.log) })), options);
        changes = ratio.changePoints.map((c) => {
            const worse = s.better === 'lower' ? c.difference > 0 : c.difference < 0;
            return {
                index: c.index,
                before: s.runs[c.index - 1],
                after: s.runs[c.index],
                relative: c.relative,
                ci: c.ci,
                kind: worse ? 'regression' : 'improvement',
            };
        });
        lastStep = changes.length === 0 ? 0 : Math.max(...changes.map((c) => c.index));
        const own = eDivisive(s.runs.map((r) => ({ value: r.anchorMean })), options);
        anchorSteps = own.changePoints.map((c) => s.runs[c.index].entry);
    }
    catch (error) {
        if (!(error instanceof insufficient_data/* InsufficientDataError */.y))
            throw error;
        notes.push(`${s.runs.length} run${s.runs.length === 1 ? '' : 's'} against the anchor: too few to look for steps`);
        tooShort = { runs: s.runs.length, needed: 2 * options.minSegment };
    }
    return {
        name,
        unit: s.unit,
        better: s.better,
        runs: s.runs,
        changes,
        anchorSteps,
        drift: driftOf(s.runs, lastStep, notes.length === 0, options.confidence),
        notes,
        ...(tooShort === undefined ? {} : { tooShort }),
    };
}
/**
 * A benchmark's drift: its runs since the last step against the anchor pooled (at most
 * `DRIFT_WINDOW`), or the newest run alone when the series is too short to look for steps or
 * the newest run's interval misses the pooled one (a step too recent to be found yet).
 */
function driftOf(runs, lastStep, searched, level) {
    const newest = runs.at(-1);
    if (newest === undefined)
        return null;
    const alone = pooledDrift([newest], level);
    if (!searched)
        return alone;
    const pooled = pooledDrift(runs.slice(Math.max(lastStep, runs.length - DRIFT_WINDOW)), level);
    return alone.ci[1] < pooled.ci[0] || alone.ci[0] > pooled.ci[1] ? alone : pooled;
}
/** Steps of the anchor's time shared by at least `ENVIRONMENT_SHARE` of the benchmarks (within one run): environment shifts. */
function environmentShifts(history, benchmarks) {
    const analysed = benchmarks.filter((b) => b.notes.length === 0);
    if (analysed.length === 0)
        return [];
    const counts = new Map();
    for (const b of analysed)
        for (const e of new Set(b.anchorSteps))
            counts.set(e, (counts.get(e) ?? 0) + 1);
    const shifts = [];
    const taken = new Set();
    const needed = Math.max(1, Math.ceil(ENVIRONMENT_SHARE * analysed.length));
    for (const [entry] of [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
        if (taken.has(entry))
            continue;
        const near = (e) => Math.abs(e - entry) <= 1;
        const seen = analysed.filter((b) => b.anchorSteps.some(near));
        if (seen.length < needed)
            continue;
        for (const e of [entry - 1, entry, entry + 1])
            taken.add(e);
        const steps = seen.map((b) => {
            const i = b.runs.findIndex((r) => r.entry >= entry);
            const before = b.runs.slice(Math.max(0, i - 4), i).map((r) => r.anchorMean);
            const after = b.runs.slice(i, i + 4).map((r) => r.anchorMean);
            const mean = (xs) => xs.reduce((a, c) => a + c, 0) / xs.length;
            return before.length > 0 && after.length > 0 ? mean(after) / mean(before) - 1 : 0;
        });
        steps.sort((a, b) => a - b);
        const before = history.entries[entry - 1] ?? history.entries[entry];
        const after = history.entries[entry];
        const pick = (e) => ({ sha: e.sha, date: e.date, runId: e.runId });
        shifts.push({
            entry,
            before: pick(before),
            after: pick(after),
            benchmarks: seen.length,
            of: analysed.length,
            medianStep: steps[Math.floor(steps.length / 2)],
        });
    }
    return shifts.sort((a, b) => a.entry - b.entry);
}
/**
 * The anchor trend of a history: the series of the newest entry's anchor (or of `ref`), or null
 * when no entry has one. Other anchors' series stay in the history and are listed.
 */
function analyzeAnchorTrend(history, options, ref) {
    const anchored = history.entries.filter((e) => e.anchor !== undefined);
    const current = ref === undefined ? anchored.at(-1)?.anchor : anchored.find((e) => e.anchor?.ref === ref)?.anchor;
    if (current === undefined)
        return null;
    const series = anchorRuns(history, current.ref);
    const benchmarks = [...series].map(([name, s]) => analyseBenchmark(name, s, options));
    const others = new Map();
    for (const e of anchored) {
        if (e.anchor === undefined || e.anchor.ref === current.ref)
            continue;
        const o = others.get(e.anchor.ref) ?? { ref: e.anchor.ref, sha: e.anchor.sha, entries: 0, from: e.date, to: e.date };
        o.entries += 1;
        o.to = e.date;
        others.set(e.anchor.ref, o);
    }
    const first = history.entries.findIndex((e) => e.anchor?.ref === current.ref);
    const refOf = (index) => {
        const e = history.entries[index];
        return { entry: index, sha: e.sha, date: e.date, runId: e.runId };
    };
    const measured = new Set(benchmarks.flatMap((b) => b.runs.map((r) => r.entry)));
    const withoutAnchor = [];
    const unmeasured = [];
    history.entries.forEach((e, index) => {
        if (index >= first && e.anchor === undefined)
            withoutAnchor.push(refOf(index));
        if (e.anchor?.ref === current.ref && !measured.has(index))
            unmeasured.push(refOf(index));
    });
    const newest = history.entries.at(-1);
    const level = newest?.confidence ?? options.confidence;
    // The drift is of the code as it stands: benchmarks whose newest anchor run is the newest entry's.
    const fresh = benchmarks.filter((b) => b.drift !== null && b.runs.at(-1)?.entry === history.entries.length - 1);
    return {
        ref: current.ref,
        sha: current.sha,
        benchmarks,
        environmentShifts: environmentShifts(history, benchmarks),
        drift: suiteDrift(fresh, level),
        otherSeries: [...others.values()],
        withoutAnchor,
        unmeasured,
    };
}
/** Whether a step of a benchmark's absolute series at entry `entry` is the runner's by the anchor: its own anchor time, or the suite's, stepped there (±1 run). */
function anchorSaysEnvironment(anchor, name, entry) {
    if (anchor === null)
        return false;
    const near = (e) => Math.abs(e - entry) <= 1;
    if (anchor.environmentShifts.some((s) => near(s.entry)))
        return true;
    return anchor.benchmarks.find((b) => b.name === name)?.anchorSteps.some(near) ?? false;
}

;// CONCATENATED MODULE: ./src/trend/benchmark-series.ts

/**
 * Every benchmark's series of per-run means, oldest first, in order of the benchmarks' first
 * appearance. A benchmark whose unit changed keeps only the runs in its newest unit (means
 * in different units are not one series).
 */
function benchmarkSeries(history) {
    const byName = new Map();
    history.entries.forEach((entry, index) => {
        for (const b of entry.benchmarks) {
            const halfWidth = (b.ci[1] - b.ci[0]) / 2;
            const se = halfWidth / (0,distributions/* tCritical */.c2)(entry.confidence, b.df);
            const run = { entry: index, sha: entry.sha, date: entry.date, runId: entry.runId, mean: b.mean, ci: b.ci, variance: se * se, unit: b.unit };
            const series = byName.get(b.name);
            if (series) {
                series.runs.push(run);
                series.unit = b.unit;
                series.better = b.better;
            }
            else {
                byName.set(b.name, { unit: b.unit, better: b.better, runs: [run] });
            }
        }
    });
    return [...byName].map(([name, s]) => {
        const runs = s.runs.filter((r) => r.unit === s.unit).map(({ unit: _unit, ...run }) => run);
        return { name, unit: s.unit, better: s.better, runs, otherUnit: s.runs.length - runs.length };
    });
}

// EXTERNAL MODULE: ./src/trend/history-notes.ts
var history_notes = __webpack_require__(4807);
;// CONCATENATED MODULE: ./src/trend/trend-analysis.ts





function analyzeSeries(series, options, anchor) {
    const notes = series.otherUnit > 0 ? [`${series.otherUnit} older run${series.otherUnit > 1 ? 's' : ''} in another unit left out`] : [];
    let result;
    try {
        result = eDivisive(series.runs.map((r) => ({ value: r.mean, variance: r.variance })), options);
    }
    catch (error) {
        if (!(error instanceof insufficient_data/* InsufficientDataError */.y))
            throw error;
        return { series, changes: [], segments: [], noise: null, notes: [...notes, error.message] };
    }
    const changes = result.changePoints.map((c) => {
        const before = series.runs[c.index - 1];
        const after = series.runs[c.index];
        const worse = series.better === 'lower' ? c.difference > 0 : c.difference < 0;
        return {
            index: c.index,
            before,
            after,
            relative: c.relative,
            ci: c.ci,
            difference: c.difference,
            pValue: c.pValue,
            noiseRatio: c.noiseRatio,
            kind: worse ? 'regression' : 'improvement',
            sameCommit: before.sha === after.sha,
            environment: before.sha === after.sha || anchorSaysEnvironment(anchor, series.name, after.entry),
        };
    });
    return { series, changes, segments: result.segments, noise: result.noise, notes };
}
/**
 * Change points of every benchmark in the history, and its anchor series (of `anchorRef`, else
 * of the newest entry's anchor); a step the anchor shows to be the runner's is marked
 * `environment`. Pure; deterministic for `options.seed`.
 */
function analyzeTrend(history, overrides = {}, anchorRef) {
    const options = { ...DEFAULT_E_DIVISIVE_OPTIONS, ...overrides };
    const anchor = analyzeAnchorTrend(history, options, anchorRef);
    return {
        benchmarks: benchmarkSeries(history).map((series) => analyzeSeries(series, options, anchor)),
        runs: history.entries.map((e) => ({ sha: e.sha, date: e.date, runId: e.runId })),
        options,
        anchor,
        historyNotes: (0,history_notes/* historyNotes */.w)(history),
    };
}


/***/ })

};
