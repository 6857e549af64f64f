export const id = 397;
export const ids = [397];
export const modules = {

/***/ 7397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writeHistorySite: () => (/* binding */ writeHistorySite)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report/notes.ts
var notes = __webpack_require__(4931);
// EXTERNAL MODULE: ./src/trend/trend-analysis.ts + 4 modules
var trend_analysis = __webpack_require__(2222);
// EXTERNAL MODULE: ./src/report/trend-format.ts
var trend_format = __webpack_require__(3233);
;// CONCATENATED MODULE: ./src/report/history-site-page.ts
/**
 * The history site's stylesheet and script (history-site.ts embeds both in index.html). The
 * script reads the page's JSON and builds everything with DOM calls (textContent,
 * setAttribute): a benchmark's name is data and is never parsed as HTML. Charts are SVG drawn
 * when their card scrolls into view (the first few at once), so 300 benchmarks of 365 runs
 * open as fast as one. A card lists the PR runs that measured its benchmark (newest first, in a
 * <details>); pull-request and run links are built from the repository address alone.
 */
const SITE_STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #d0d7de; padding: 8px 16px; z-index: 1; }
h1 { font-size: 18px; margin: 0 0 4px; }
#summary { margin: 0 0 6px; color: #59636e; }
.controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
#search { flex: 1 1 240px; padding: 4px 8px; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 12px; padding: 12px 16px; }
.card { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px 10px; min-width: 0; }
.card h2 { font-size: 14px; margin: 0 0 2px; overflow-wrap: anywhere; }
.meta { color: #59636e; font-size: 12px; margin: 0 0 4px; }
.badges { display: flex; flex-wrap: wrap; gap: 4px; margin: 0 0 4px; }
.badge { font-size: 12px; border-radius: 10px; padding: 0 6px; border: 1px solid; }
.badge.regression { color: #cf222e; border-color: #cf222e; }
.badge.improvement { color: #1a7f37; border-color: #1a7f37; }
.badge.environment { color: #59636e; border-color: #8c959f; border-style: dashed; }
.chart-holder { height: 160px; }
svg.chart { width: 100%; height: 160px; display: block; }
svg .band { fill: #0969da22; }
svg .mean { fill: none; stroke: #0969da; stroke-width: 1.5; }
svg .axis { font-size: 10px; fill: #59636e; }
svg .regression { stroke: #cf222e; }
svg .improvement { stroke: #1a7f37; }
svg .environment { stroke: #8c959f; stroke-dasharray: 4 3; }
details.prs { font-size: 12px; margin: 4px 0 0; }
details.prs summary { cursor: pointer; color: #59636e; }
#history-notes { margin: 0 0 8px; color: #59636e; }
#history-notes summary { cursor: pointer; }
#history-notes ul { margin: 4px 0; padding-left: 20px; }
table.prs { border-collapse: collapse; width: 100%; margin-top: 2px; }
table.prs td { padding: 1px 6px 1px 0; white-space: nowrap; }
table.prs td.verdict.regression { color: #cf222e; }
table.prs td.verdict.improvement { color: #1a7f37; }
table.prs td.verdict.inconclusive { color: #9a6700; }
#more { display: block; margin: 0 auto 24px; padding: 6px 16px; }
/* A display rule above outranks the browser's own [hidden] rule: without this, a hidden button still shows. */
[hidden] { display: none !important; }
@media (max-width: 520px) { main { grid-template-columns: 1fr; padding: 8px; } }
`;
const SITE_SCRIPT = `(() => {
  'use strict';
  const failures = [];
  window.addEventListener('error', (event) => { failures.push(String(event.message)); document.body.dataset.errors = failures.join(' | '); });
  const data = JSON.parse(document.getElementById('data').textContent);
  const list = document.getElementById('list');
  const more = document.getElementById('more');
  const search = document.getElementById('search');
  const sort = document.getElementById('sort');
  const changed = document.getElementById('changed');
  const PAGE = 48;
  const DRAW_AT_ONCE = 6;
  let shown = PAGE;
  const SHA = /^[0-9a-f]{7,64}$/i;
  const percent = (x) => (x === null ? '—' : Math.abs(x) < 0.0005 ? '0.0 %' : (x > 0 ? '+' : '') + (100 * x).toFixed(1) + ' %');
  const number = (x) => (Math.abs(x) >= 1000 || Math.abs(x) < 0.01 ? x.toPrecision(4) : String(Number(x.toPrecision(4))));
  const day = (run) => (data.runs[run] ? data.runs[run].date.slice(0, 10) : '');
  const element = (tag, attributes, text) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const shape = (tag, attributes) => {
    const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
    return node;
  };
  const commitUrl = (sha) => (data.repository && SHA.test(sha) ? data.repository + '/commit/' + sha : null);
  const pullUrl = (n) => (data.repository && Number.isSafeInteger(n) && n > 0 ? data.repository + '/pull/' + n : null);
  const runUrl = (id) => (data.repository && Number.isSafeInteger(id) && id > 0 ? data.repository + '/actions/runs/' + id : null);
  const VERDICTS = ['regression', 'improvement', 'unchanged', 'inconclusive'];
  const latestPr = (b) => (b.prs.length && data.pullRequests[b.prs[0][0]] ? Date.parse(data.pullRequests[b.prs[0][0]].date) || 0 : -1);
  const touchedBy = (b, number) => b.prs.some((p) => data.pullRequests[p[0]] && data.pullRequests[p[0]].number === number);
  const linkOrText = (url, text) => (url ? element('a', { href: url }, text) : document.createTextNode(text));
  const largestStep = (b) => Math.max(0, ...b.changes.filter((c) => c.kind !== 'environment' && c.relative !== null).map((c) => Math.abs(c.relative)));

  function chart(b) {
    const W = 600, H = 160, L = 52, R = 8, T = 8, B = 18;
    const n = Math.max(2, data.runs.length);
    let low = Math.min(...b.low), high = Math.max(...b.high);
    if (!(high > low)) { high = low + Math.abs(low || 1) * 0.01; low -= Math.abs(low || 1) * 0.01; }
    const pad = (high - low) * 0.05;
    low -= pad; high += pad;
    const x = (run) => L + (run / (n - 1)) * (W - L - R);
    const y = (v) => T + (1 - (v - low) / (high - low)) * (H - T - B);
    const svg = shape('svg', { viewBox: '0 0 ' + W + ' ' + H, class: 'chart', role: 'img', preserveAspectRatio: 'none' });
    svg.setAttribute('aria-label', b.name + ': ' + b.mean.length + ' runs');
    const upper = b.run.map((run, i) => x(run).toFixed(1) + ',' + y(b.high[i]).toFixed(1));
    const lower = b.run.map((run, i) => x(run).toFixed(1) + ',' + y(b.low[i]).toFixed(1)).reverse();
    svg.appendChild(shape('polygon', { class: 'band', points: upper.concat(lower).join(' ') }));
    svg.appendChild(shape('polyline', { class: 'mean', points: b.run.map((run, i) => x(run).toFixed(1) + ',' + y(b.mean[i]).toFixed(1)).join(' ') }));
    for (const change of b.changes) {
      const line = shape('line', { class: change.kind, x1: x(change.run - 0.5), x2: x(change.run - 0.5), y1: T, y2: H - B });
      const title = shape('title', {});
      title.textContent = change.kind + ' ' + percent(change.relative) + ' at ' + day(change.run);
      line.appendChild(title);
      svg.appendChild(line);
    }
    const label = (text, attributes) => { const t = shape('text', Object.assign({ class: 'axis' }, attributes)); t.textContent = text; svg.appendChild(t); };
    label(number(high - pad), { x: L - 4, y: T + 8, 'text-anchor': 'end' });
    label(number(low + pad), { x: L - 4, y: H - B, 'text-anchor': 'end' });
    label(day(b.run[0]), { x: L, y: H - 4 });
    label(day(b.run[b.run.length - 1]), { x: W - R, y: H - 4, 'text-anchor': 'end' });
    return svg;
  }

  function draw(holder) {
    if (holder.firstChild) return;
    holder.appendChild(chart(data.benchmarks[Number(holder.dataset.index)]));
    if (!document.body.dataset.firstChartMs) document.body.dataset.firstChartMs = String(Math.round(performance.now()));
  }
  const observer = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => { for (const entry of entries) if (entry.isIntersecting) { draw(entry.target); observer.unobserve(entry.target); } }, { rootMargin: '300px' })
    : null;

  function card(b, index) {
    const article = element('article', { class: 'card' });
    article.appendChild(element('h2', {}, b.name));
    const last = b.mean.length - 1;
    article.appendChild(element('p', { class: 'meta' },
      b.mean.length + ' runs · latest ' + number(b.mean[last]) + ' ' + b.unit + ' (' + b.better + ' is better) · last 5 runs against the 20 before: ' + percent(b.recent)));
    const badges = element('div', { class: 'badges' });
    for (const change of b.changes) {
      const run = data.runs[change.run];
      const text = (change.kind === 'environment' ? 'environment shift ' : change.kind + ' ') + percent(change.relative) + ' · ' + day(change.run);
      const url = run ? commitUrl(run.sha) : null;
      const badge = url ? element('a', { class: 'badge ' + change.kind, href: url }, text) : element('span', { class: 'badge ' + change.kind }, text);
      badges.appendChild(badge);
    }
    article.appendChild(badges);
    const holder = element('div', { class: 'chart-holder' });
    holder.dataset.index = String(index);
    article.appendChild(holder);
    for (const note of b.notes) article.appendChild(element('p', { class: 'meta' }, note));
    if (b.prs.length > 0) article.appendChild(pullRequestRuns(b));
    return article;
  }

  function pullRequestRuns(b) {
    const details = element('details', { class: 'prs' });
    const newest = data.pullRequests[b.prs[0][0]];
    details.appendChild(element('summary', {},
      b.prCount + ' PR run' + (b.prCount === 1 ? '' : 's') + (b.prCount > b.prs.length ? ' (the newest ' + b.prs.length + ' below)' : '') +
      ' · latest #' + newest.number + ' ' + b.prs[0][1] + ' ' + percent(b.prs[0][2]) + ' · ' + newest.date.slice(0, 10)));
    const table = element('table', { class: 'prs' });
    for (const [index, verdict, relative, low, high] of b.prs) {
      const run = data.pullRequests[index];
      if (!run) continue;
      const kind = VERDICTS.includes(verdict) ? verdict : 'unknown';
      const row = element('tr', { class: 'pr' });
      const number = element('td');
      number.appendChild(linkOrText(pullUrl(run.number), '#' + run.number));
      row.appendChild(number);
      row.appendChild(element('td', { class: 'verdict ' + kind }, kind));
      row.appendChild(element('td', {}, percent(relative) + (low === null || high === null ? '' : ' [' + percent(low) + ', ' + percent(high) + ']')));
      row.appendChild(element('td', {}, run.date.slice(0, 10)));
      const link = element('td');
      link.appendChild(linkOrText(runUrl(run.runId), 'run'));
      row.appendChild(link);
      table.appendChild(row);
    }
    details.appendChild(table);
    return details;
  }

  function visible() {
    const query = search.value.trim().toLowerCase();
    const pr = /^#([0-9]+)$/.exec(query);
    const matches = (b) => (pr ? touchedBy(b, Number(pr[1])) : b.name.toLowerCase().includes(query));
    const items = data.benchmarks
      .map((b, index) => ({ b, index }))
      .filter(({ b }) => matches(b) && (!changed.checked || b.changes.some((c) => c.kind !== 'environment')));
    const by = sort.value;
    items.sort((p, q) =>
      by === 'name' ? p.b.name.localeCompare(q.b.name)
      : by === 'step' ? largestStep(q.b) - largestStep(p.b) || p.b.name.localeCompare(q.b.name)
      : by === 'pr' ? latestPr(q.b) - latestPr(p.b) || p.b.name.localeCompare(q.b.name)
      : Math.abs(q.b.recent ?? -1) - Math.abs(p.b.recent ?? -1) || p.b.name.localeCompare(q.b.name));
    return items;
  }

  function render() {
    const items = visible();
    list.replaceChildren();
    items.slice(0, shown).forEach(({ b, index }, position) => {
      const article = card(b, index);
      list.appendChild(article);
      const holder = article.querySelector('.chart-holder');
      if (position < DRAW_AT_ONCE || observer === null) draw(holder);
      else observer.observe(holder);
    });
    more.hidden = items.length <= shown;
    more.textContent = more.hidden ? 'Show more' : 'Show more (' + (items.length - shown) + ' more)';
    const first = data.runs[0], latest = data.runs[data.runs.length - 1];
    document.getElementById('summary').textContent =
      data.benchmarks.length + ' benchmarks, ' + data.runs.length + ' runs' +
      (first ? ' (' + first.date.slice(0, 10) + ' … ' + latest.date.slice(0, 10) + ')' : '') +
      (data.pullRequests.length ? ', ' + data.pullRequests.length + ' PR run' + (data.pullRequests.length === 1 ? '' : 's') : '') +
      '; showing ' + Math.min(shown, items.length) + ' of ' + items.length + '. Made ' + data.generatedAt.slice(0, 16).replace('T', ' ') + ' UTC.';
    list.dataset.shown = String(Math.min(shown, items.length));
  }

  const notes = document.getElementById('history-notes');
  if (data.historyNotes.length > 0) {
    notes.querySelector('summary').textContent = 'Notes on the history (' + data.historyNotes.length + ')';
    for (const note of data.historyNotes) notes.querySelector('ul').appendChild(element('li', {}, note));
    notes.hidden = false;
  }
  search.addEventListener('input', () => { shown = PAGE; render(); });
  sort.addEventListener('change', () => { shown = PAGE; render(); });
  changed.addEventListener('change', () => { shown = PAGE; render(); });
  more.addEventListener('click', () => { shown += PAGE; render(); });
  const params = new URLSearchParams(location.search);
  if (params.has('q')) search.value = params.get('q');
  if (params.has('sort')) sort.value = params.get('sort');
  if (params.get('changed') === '1') changed.checked = true;
  render();
})();
`;

// EXTERNAL MODULE: ./src/report/history-notes-markdown.ts
var history_notes_markdown = __webpack_require__(1078);
;// CONCATENATED MODULE: ./src/report/history-site.ts





/** The newest this many PR runs per benchmark are in the page (`prCount` says how many the store has). */
const SITE_PULL_REQUEST_RUNS = 20;
const DIGITS = 4;
const round = (x) => (Number.isFinite(x) ? Number(x.toPrecision(DIGITS)) : x);
function median(values) {
    const sorted = values.slice().sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function recentChange(means) {
    if (means.length < 6)
        return null;
    const last = median(means.slice(-5));
    const before = median(means.slice(Math.max(0, means.length - 25), -5));
    return before > 0 ? round(last / before - 1) : null;
}
/** Per benchmark name, its PR runs newest first, as the page shows them. */
function pullRequestRunsByName(file) {
    const byName = new Map();
    (file?.runs ?? []).forEach((run, index) => {
        for (const [name, , verdict, relative, low, high] of run.benchmarks) {
            const list = byName.get(name) ?? [];
            list.push([index, verdict, relative === null ? null : round(relative), low === null ? null : round(low), high === null ? null : round(high)]);
            byName.set(name, list);
        }
    });
    for (const list of byName.values())
        list.reverse();
    return byName;
}
function siteData(history, options, analysis = (0,trend_analysis/* analyzeTrend */.I)(history)) {
    const pullRequestRuns = pullRequestRunsByName(options.pullRequests);
    const benchmarks = analysis.benchmarks.map((trend) => {
        const { series } = trend;
        const means = series.runs.map((r) => r.mean);
        const prs = pullRequestRuns.get(series.name) ?? [];
        return {
            name: series.name,
            unit: series.unit,
            better: series.better,
            run: series.runs.map((r) => r.entry),
            mean: means.map(round),
            low: series.runs.map((r) => round(r.ci[0])),
            high: series.runs.map((r) => round(r.ci[1])),
            changes: trend.changes.map((c) => ({
                run: c.after.entry,
                relative: c.relative === null ? null : round(c.relative),
                kind: c.environment ? 'environment' : c.kind,
            })),
            recent: recentChange(means),
            notes: trend.notes.map(notes/* renderTrendNote */.m),
            prs: prs.slice(0, SITE_PULL_REQUEST_RUNS),
            prCount: prs.length,
        };
    });
    return {
        title: options.title ?? 'benchgate history',
        generatedAt: options.generatedAt,
        repository: (0,trend_format/* repositoryUrl */.Ek)(options.repository),
        runs: analysis.runs.map((r) => ({ sha: r.sha, date: r.date, runId: r.runId })),
        pullRequests: (options.pullRequests?.runs ?? []).map((r) => ({ number: r.pullRequest, runId: r.runId, date: r.date, head: r.headSha })),
        historyNotes: (0,history_notes_markdown/* historyNoteSentences */.D)(analysis.historyNotes),
        benchmarks,
    };
}
/** JSON safe inside a <script> element: no `<`, so no `</script>` or `<!--` can come from the data. */
function scriptJson(value) {
    return JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The site's files: index.html alone. */
function historySite(history, options) {
    const data = siteData(history, options);
    const title = escapeHtml(data.title);
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${title}</title>
<style>${SITE_STYLE}</style>
</head>
<body>
<header>
<h1>${title}</h1>
<p id="summary"></p>
<details id="history-notes" hidden><summary></summary><ul></ul></details>
<div class="controls">
<input id="search" type="search" placeholder="Filter benchmarks by name, or #123 for those a pull request measured" aria-label="Filter benchmarks by name, or by pull request">
<select id="sort" aria-label="Sort">
<option value="recent">Sort: most recent change</option>
<option value="step">Sort: largest change point</option>
<option value="pr">Sort: most recent PR run</option>
<option value="name">Sort: name</option>
</select>
<label><input id="changed" type="checkbox"> only with change points</label>
</div>
</header>
<main id="list"></main>
<button id="more" hidden>Show more</button>
<script id="data" type="application/json">${scriptJson(data)}</script>
<script>${SITE_SCRIPT}</script>
</body>
</html>
`;
    return [{ name: 'index.html', content: html }];
}

;// CONCATENATED MODULE: ./src/results/pull-request-runs-format.ts
/**
 * The pull-request store, format version 1 (docs/history-format.md, "Pull-request runs"): one
 * record per pull-request run that `mode: comment` tied to its pull request, kept beside the
 * history (never in it) so that the history site can show the PR runs that measured each
 * benchmark. Everything in it was checked by the trusted `workflow_run` job before it was
 * written, and is still read as data.
 */
const pull_request_runs_format_PULL_REQUEST_RUNS_VERSION = 1;
/** The store's file name, beside `history.json` (the git branch, a local history directory, the cache entry). */
const pull_request_runs_format_PULL_REQUEST_RUNS_FILE = 'pull-requests.json';
/** Records kept: the newest 500 by date (about 5 MiB of JSON for 200 benchmarks; docs/history-format.md). */
const pull_request_runs_format_DEFAULT_PULL_REQUEST_RETENTION = 500;
/**
 * Bytes of JSON one record may take in the store (a record over it keeps the benchmarks that fit,
 * changes first), and the whole store (the oldest records go first): 10,000 names of 256
 * characters are 3 MB in one record, and GitHub refuses a file over 100 MB (and warns over 50).
 */
const pull_request_runs_format_MAX_PULL_REQUEST_RECORD_BYTES = 256 * 1024;
const MAX_PULL_REQUEST_STORE_BYTES = 40 * 1024 * 1024;
/** At most this many benchmarks in one record, and characters in a name and a unit. */
const MAX_PULL_REQUEST_BENCHMARKS = 10_000;
const MAX_NAME_LENGTH = 256;
const MAX_UNIT_LENGTH = 32;
/** A benchmark's verdict in a PR run (the report's `VERDICTS`; a test keeps the two lists alike). */
const PULL_REQUEST_VERDICTS = ['regression', 'improvement', 'unchanged', 'inconclusive'];
function pull_request_runs_format_emptyPullRequestRuns() {
    return { version: pull_request_runs_format_PULL_REQUEST_RUNS_VERSION, runs: [] };
}

// EXTERNAL MODULE: ./src/history/history-files.ts
var history_files = __webpack_require__(226);
// EXTERNAL MODULE: ./src/util/is-record.ts
var is_record = __webpack_require__(8762);
// EXTERNAL MODULE: ./src/history/merge-copies.ts
var merge_copies = __webpack_require__(7848);
;// CONCATENATED MODULE: ./src/history/pull-request-runs.ts


/** Date, then run id, then attempt: a total order, so merges are deterministic. */
function comparePullRequestRuns(a, b) {
    return (0,merge_copies/* compareInstants */.QI)(a.date, b.date) || a.runId - b.runId || a.runAttempt - b.runAttempt || a.pullRequest - b.pullRequest;
}
/** The union of two stores by run id: no run of either side is lost; for a run on both sides, the later attempt (then date) is kept. */
function mergePullRequestRuns(ours, theirs) {
    const runs = (0,merge_copies/* unionOfCopies */.kb)([...ours.runs, ...theirs.runs], (run) => run.runId, (run) => run.date);
    return { version: pull_request_runs_format_PULL_REQUEST_RUNS_VERSION, runs: runs.sort(comparePullRequestRuns) };
}
const sizes = new WeakMap();
/** Bytes one record takes in the store's text (serializePullRequestRuns: its JSON and a separator); records are not changed, so each is measured once. */
function recordBytes(run) {
    let bytes = sizes.get(run);
    if (bytes === undefined) {
        bytes = Buffer.byteLength(JSON.stringify(run)) + 2;
        sizes.set(run, bytes);
    }
    return bytes;
}
const DEFAULT_PULL_REQUEST_BOUNDS = {
    keep: pull_request_runs_format_DEFAULT_PULL_REQUEST_RETENTION,
    recordBytes: pull_request_runs_format_MAX_PULL_REQUEST_RECORD_BYTES,
    storeBytes: MAX_PULL_REQUEST_STORE_BYTES,
};
const KEEP_FIRST = (/* unused pure expression or super */ null && (['regression', 'improvement', 'inconclusive', 'unchanged']));
/**
 * The record within `maxBytes`: when over, it keeps as many benchmarks as fit, regressions and
 * improvements first (then inconclusive, then unchanged, each in the record's order), and says
 * how many it left out.
 */
function boundPullRequestRun(run, maxBytes = MAX_PULL_REQUEST_RECORD_BYTES) {
    if (recordBytes(run) <= maxBytes)
        return { run, omitted: 0 };
    let bytes = recordBytes({ ...run, benchmarks: [] });
    const byPriority = run.benchmarks.map((b, i) => ({ b, i })).sort((x, y) => KEEP_FIRST.indexOf(x.b[2]) - KEEP_FIRST.indexOf(y.b[2]) || x.i - y.i);
    const kept = new Set();
    for (const { b, i } of byPriority) {
        const size = Buffer.byteLength(JSON.stringify(b)) + 1;
        if (bytes + size > maxBytes)
            break;
        bytes += size;
        kept.add(i);
    }
    return { run: { ...run, benchmarks: run.benchmarks.filter((_, i) => kept.has(i)) }, omitted: run.benchmarks.length - kept.size };
}
/**
 * Keeps the newest `keep` records, each within `recordBytes` (boundPullRequestRun), and then the
 * newest whose bytes together fit `storeBytes`. `say` is told what was trimmed or left out for size.
 */
function prunePullRequestRuns(file, bounds = {}, say = () => { }) {
    const { keep, recordBytes: maxRecord, storeBytes } = { ...DEFAULT_PULL_REQUEST_BOUNDS, ...(typeof bounds === 'number' ? { keep: bounds } : bounds) };
    if (!Number.isInteger(keep) || keep < 1)
        throw new RangeError(`pull-request retention must be a whole number ≥ 1, got ${keep}`);
    const sorted = file.runs.slice().sort(comparePullRequestRuns);
    const runs = sorted.slice(Math.max(0, sorted.length - keep)).map((run) => {
        const bounded = boundPullRequestRun(run, maxRecord);
        if (bounded.omitted > 0) {
            say(`the record of pull request #${run.pullRequest} (run ${run.runId}) took ${kib(recordBytes(run))} KiB, over the ${kib(maxRecord)} KiB a record ` +
                `may take: kept ${bounded.run.benchmarks.length} of its ${run.benchmarks.length} benchmarks (changes first), left out ${bounded.omitted}`);
        }
        return bounded.run;
    });
    let total = runs.reduce((sum, run) => sum + recordBytes(run), 0);
    let first = 0;
    while (first < runs.length && total > storeBytes)
        total -= recordBytes(runs[first++]);
    if (first > 0) {
        say(`the pull-request store would take more than ${kib(storeBytes)} KiB: left out its ${first} oldest record${first === 1 ? '' : 's'}`);
    }
    return { version: PULL_REQUEST_RUNS_VERSION, runs: runs.slice(first) };
}
const kib = (bytes) => (bytes / 1024).toFixed(0);
/** Adds one record (a re-run's replaces its run's), then bounds the store (prunePullRequestRuns). */
function pull_request_runs_addPullRequestRun(file, run, bounds = {}, say = () => { }) {
    return prunePullRequestRuns(mergePullRequestRuns(file, { version: PULL_REQUEST_RUNS_VERSION, runs: [run] }), bounds, say);
}
const pull_request_runs_round = (x) => Number(x.toPrecision(4));
/**
 * A PR run's record: the identity the trusted job checked, and per benchmark of the report it
 * re-analysed its name, unit, verdict and change with its interval (4 significant digits).
 */
function pullRequestRunFrom(report, identity) {
    const benchmarks = report.benchmarks.map((b) => {
        const delta = b.delta;
        const numbers = delta === null ? [] : [delta.relative, ...delta.ci].map(pull_request_runs_round);
        const [relative, low, high] = numbers;
        const ok = numbers.length === 3 && numbers.every(Number.isFinite) && low > -1 && low <= relative && relative <= high;
        return ok ? [b.name, b.unit, b.verdict, relative, low, high] : [b.name, b.unit, b.verdict, null, null, null];
    });
    return { ...identity, benchmarks };
}

;// CONCATENATED MODULE: ./src/history/parse-pull-request-runs.ts
/**
 * Reading the pull-request store (`pull-requests.json`, docs/history-format.md "Pull-request
 * runs"). It comes from the history branch, the Actions cache or a file a user names: data.
 * Reading never throws; the result says what to do:
 * - `ok`: use `file`. Records that fail validation are left out, named in one warning
 *   (`pull-requests.json: runs[2].pullRequest: expected a whole number from 1, got the string "7"; record left out`).
 * - not ok: the text is not a store at all (not JSON, no `runs`), or a newer benchgate wrote it.
 * `checkPullRequestRun` is the same check for one record, which `mode: comment` applies to what it
 * is about to write.
 */



/** A record that does not follow the format; the message starts with its JSON path. */
class PullRequestRunError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PullRequestRunError';
    }
}
function describe(value) {
    if (value === null)
        return 'null';
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    if (typeof value === 'number' || typeof value === 'boolean')
        return `${typeof value} ${String(value)}`;
    return typeof value === 'object' ? 'an object' : typeof value;
}
function fail(path, expected, got) {
    throw new PullRequestRunError(`${path}: expected ${expected}, got ${describe(got)}`);
}
// eslint-disable-next-line no-control-regex -- these are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const URL = /^https?:\/\/[^\s<>"'`\\]+$/;
function printable(value, path, max, nonEmpty = true) {
    if (typeof value !== 'string' || (nonEmpty && value.trim() === '') || value.length > max || CONTROL.test(value)) {
        fail(path, `${nonEmpty ? 'a non-empty' : 'a'} string of at most ${max} printable characters`, value);
    }
    return value;
}
function whole(value, path, min) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min)
        fail(path, `a whole number from ${min}`, value);
    return value;
}
function sha(value, path) {
    if (typeof value !== 'string' || !SHA.test(value))
        fail(path, 'a full lowercase commit SHA', value);
    return value;
}
function nullableNumber(value, path) {
    if (value === null)
        return null;
    if (typeof value !== 'number' || !Number.isFinite(value))
        fail(path, 'a finite number or null', value);
    return value;
}
function checkBenchmark(value, path) {
    if (!Array.isArray(value) || value.length !== 6)
        fail(path, 'an array of 6 ([name, unit, verdict, relative, low, high])', value);
    const name = printable(value[0], `${path}[0]`, MAX_NAME_LENGTH);
    const unit = printable(value[1], `${path}[1]`, MAX_UNIT_LENGTH, false);
    const verdict = value[2];
    if (!PULL_REQUEST_VERDICTS.includes(verdict))
        fail(`${path}[2]`, `one of ${PULL_REQUEST_VERDICTS.join(', ')}`, value[2]);
    const relative = nullableNumber(value[3], `${path}[3]`);
    const low = nullableNumber(value[4], `${path}[4]`);
    const high = nullableNumber(value[5], `${path}[5]`);
    const nulls = [relative, low, high].filter((x) => x === null).length;
    if (nulls !== 0 && nulls !== 3)
        throw new PullRequestRunError(`${path}: relative, low and high must be all numbers or all null`);
    if (relative !== null && low !== null && high !== null && !(low > -1 && low <= relative && relative <= high)) {
        throw new PullRequestRunError(`${path}: expected −1 < low ≤ relative ≤ high, got ${low}, ${relative}, ${high}`);
    }
    return [name, unit, verdict, relative, low, high];
}
/** Checks one record and returns it with only the format's fields; throws PullRequestRunError naming the path. */
function checkPullRequestRun(value, path = 'run') {
    if (!(0,is_record/* isRecord */.u)(value))
        fail(path, 'an object', value);
    const date = printable(value.date, `${path}.date`, 40);
    if (!Number.isFinite(Date.parse(date)))
        fail(`${path}.date`, 'an ISO 8601 date', value.date);
    const runUrl = value.runUrl === undefined ? undefined : printable(value.runUrl, `${path}.runUrl`, 500);
    if (runUrl !== undefined && !URL.test(runUrl))
        fail(`${path}.runUrl`, 'an http(s) address', value.runUrl);
    if (!Array.isArray(value.benchmarks) || value.benchmarks.length > MAX_PULL_REQUEST_BENCHMARKS) {
        fail(`${path}.benchmarks`, `an array of at most ${MAX_PULL_REQUEST_BENCHMARKS}`, value.benchmarks);
    }
    const run = {
        pullRequest: whole(value.pullRequest, `${path}.pullRequest`, 1),
        headSha: sha(value.headSha, `${path}.headSha`),
        baseSha: sha(value.baseSha, `${path}.baseSha`),
        baseRef: printable(value.baseRef, `${path}.baseRef`, 255),
        runId: whole(value.runId, `${path}.runId`, 1),
        runAttempt: whole(value.runAttempt, `${path}.runAttempt`, 1),
        ...(runUrl === undefined ? {} : { runUrl }),
        date,
        benchmarks: value.benchmarks.map((b, i) => checkBenchmark(b, `${path}.benchmarks[${i}]`)),
    };
    const names = new Set();
    run.benchmarks.forEach(([name], i) => {
        if (names.has(name))
            throw new PullRequestRunError(`${path}.benchmarks[${i}][0]: duplicate benchmark name ${JSON.stringify(name)}`);
        names.add(name);
    });
    return run;
}
const PROBLEMS_SHOWN = 3;
/** Parses and validates the store's text; `source` names the file in every message. */
function parse_pull_request_runs_parsePullRequestRuns(text, source) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        return { ok: false, kind: 'corrupt', reason: `${source} is not valid JSON: ${error.message}` };
    }
    if (!(0,is_record/* isRecord */.u)(parsed))
        return { ok: false, kind: 'corrupt', reason: `${source}: expected a pull-request store object, got ${describe(parsed)}` };
    const version = parsed.version;
    if (typeof version === 'number' && Number.isInteger(version) && version > pull_request_runs_format_PULL_REQUEST_RUNS_VERSION) {
        return {
            ok: false,
            kind: 'newer-version',
            reason: `${source}: version ${version} was written by a newer benchgate (this one reads ${pull_request_runs_format_PULL_REQUEST_RUNS_VERSION})`,
        };
    }
    if (version !== pull_request_runs_format_PULL_REQUEST_RUNS_VERSION)
        return { ok: false, kind: 'corrupt', reason: `${source}: version: expected ${pull_request_runs_format_PULL_REQUEST_RUNS_VERSION}, got ${describe(version)}` };
    if (!Array.isArray(parsed.runs))
        return { ok: false, kind: 'corrupt', reason: `${source}: runs: expected an array, got ${describe(parsed.runs)}` };
    const problems = [];
    const runs = [];
    parsed.runs.forEach((value, i) => {
        try {
            runs.push(checkPullRequestRun(value, `runs[${i}]`));
        }
        catch (error) {
            if (!(error instanceof PullRequestRunError))
                throw error;
            problems.push(error.message);
        }
    });
    const warnings = problems.length === 0
        ? []
        : [
            `${source}: ${problems.slice(0, PROBLEMS_SHOWN).join('; ')}${problems.length > PROBLEMS_SHOWN ? `; and ${problems.length - PROBLEMS_SHOWN} more` : ''}; ` +
                `${problems.length} of ${parsed.runs.length} record${parsed.runs.length === 1 ? '' : 's'} left out`,
        ];
    // Two records of one run (written by hand, or an old copy) become one, as a merge would make them.
    const file = mergePullRequestRuns({ version: pull_request_runs_format_PULL_REQUEST_RUNS_VERSION, runs }, { version: pull_request_runs_format_PULL_REQUEST_RUNS_VERSION, runs: [] });
    return { ok: true, file, warnings, dropped: problems.length };
}
/** The canonical text: one record per line. */
function parse_pull_request_runs_serializePullRequestRuns(file) {
    return `{"version":${file.version},"runs":[\n${file.runs.map((run) => JSON.stringify(run)).join(',\n')}\n]}\n`;
}

;// CONCATENATED MODULE: ./src/history/local-pull-request-store.ts
/**
 * The pull-request store in a local directory (`DIR/pull-requests.json`, beside `history.json`),
 * for the CLI and tests; one writer at a time. A file this benchgate cannot read is kept as
 * `pull-requests.corrupt-<time>.json` before a record replaces it; one from a newer benchgate is
 * never written over.
 */






/** Reads a store file by path (the CLI's `--pull-requests FILE`); a missing file is `missing`, never an error. */
async function loadPullRequestRunsFile(file) {
    const source = file;
    const read = await (0,history_files/* readIfPresent */.Zu)(file);
    if (read.kind === 'missing')
        return { status: 'missing', file: pull_request_runs_format_emptyPullRequestRuns(), source, warnings: [] };
    if (read.kind === 'unreadable')
        return { status: 'unusable', file: pull_request_runs_format_emptyPullRequestRuns(), source, warnings: [read.reason] };
    const parsed = parse_pull_request_runs_parsePullRequestRuns(read.text, source);
    if (parsed.ok)
        return { status: 'loaded', file: parsed.file, source, warnings: parsed.warnings };
    return { status: 'unusable', file: pull_request_runs_format_emptyPullRequestRuns(), source, warnings: [`${parsed.reason}; showing no pull-request runs`] };
}
class LocalPullRequestStore {
    options;
    file;
    description;
    constructor(dir, options = {}) {
        this.options = options;
        this.file = path.join(path.resolve(dir), PULL_REQUEST_RUNS_FILE);
        this.description = this.file;
    }
    load() {
        return loadPullRequestRunsFile(this.file);
    }
    async record(run) {
        const warn = this.options.warn ?? (() => { });
        try {
            const read = await readIfPresent(this.file);
            let file = emptyPullRequestRuns();
            if (read.kind === 'text') {
                const parsed = parsePullRequestRuns(read.text, this.file);
                if (!parsed.ok && parsed.kind === 'newer-version') {
                    warn(`${parsed.reason}; left as it is, the run of #${run.pullRequest} is not recorded`);
                    return false;
                }
                if (parsed.ok)
                    file = parsed.file;
                if (!parsed.ok || parsed.dropped > 0) {
                    const copy = path.join(path.dirname(this.file), `pull-requests.corrupt-${(this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}.json`);
                    if (!parsed.ok)
                        await rename(this.file, copy);
                    else
                        await writeFileAtomic(copy, read.text);
                    warn(`${parsed.ok ? parsed.warnings.join('; ') : parsed.reason}; kept the previous file as ${copy}`);
                }
            }
            await writeFileAtomic(this.file, serializePullRequestRuns(addPullRequestRun(file, run, this.options.keep ?? DEFAULT_PULL_REQUEST_RETENTION, warn)));
            return true;
        }
        catch (error) {
            warn(`the run of pull request #${run.pullRequest} was not recorded in ${this.file}: ${error.message}`);
            return false;
        }
    }
}

// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
;// CONCATENATED MODULE: ./src/cli/history-site-command.ts






/**
 * `benchgate history site`: writes the history's browsable page to --out (history-site.ts), with
 * the PR runs of the pull-request store `--pull-requests FILE` (default: `pull-requests.json` in
 * the history directory, when it is there). A named file that is missing or unreadable is an
 * error; the default one only warns, and the page shows no PR runs.
 */
async function writeHistorySite(history, values, io, historyDir) {
    const out = values.out;
    if (typeof out !== 'string' || out === '')
        throw new cli_io/* UsageError */.eb('history site needs --out DIR (the directory to write index.html to)');
    const repo = values.repo;
    const match = repo === undefined ? null : /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repo);
    if (repo !== undefined && !match)
        throw new cli_io/* UsageError */.eb(`--repo: expected OWNER/NAME, got ${JSON.stringify(repo)}`);
    const title = typeof values.title === 'string' ? values.title : undefined;
    const named = typeof values['pull-requests'] === 'string' && values['pull-requests'] !== '' ? values['pull-requests'] : undefined;
    const storeFile = external_node_path_default().resolve(io.cwd, named ?? external_node_path_default().join(historyDir, pull_request_runs_format_PULL_REQUEST_RUNS_FILE));
    const load = await loadPullRequestRunsFile(storeFile);
    if (named !== undefined && load.status !== 'loaded') {
        throw new cli_io/* UsageError */.eb(`--pull-requests: ${load.status === 'missing' ? `no file ${storeFile}` : load.warnings.join('; ')}`);
    }
    for (const warning of load.warnings)
        io.stderr(`warning: ${warning}\n`);
    const files = historySite(history, {
        pullRequests: load.file,
        ...(match ? { repository: { owner: match[1], repo: match[2] } } : {}),
        ...(title === undefined ? {} : { title }),
        generatedAt: new Date().toISOString(),
    });
    const dir = external_node_path_default().resolve(io.cwd, out);
    await (0,promises_.mkdir)(dir, { recursive: true });
    for (const file of files)
        await (0,promises_.writeFile)(external_node_path_default().join(dir, file.name), file.content);
    const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
    io.stderr(`wrote ${files.map((f) => external_node_path_default().join(out, f.name)).join(', ')} (${(bytes / 1024).toFixed(0)} KiB; ${history.entries.length} runs; ${load.file.runs.length} PR runs)\n`);
}


/***/ })

};
