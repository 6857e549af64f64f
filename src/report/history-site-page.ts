/**
 * The history site's stylesheet and script (history-site.ts embeds both in index.html). The
 * script reads the page's JSON and builds everything with DOM calls (textContent,
 * setAttribute): a benchmark's name is data and is never parsed as HTML. Charts are SVG drawn
 * when their card scrolls into view (the first few at once), so 300 benchmarks of 365 runs
 * open as fast as one. A card lists the PR runs that measured its benchmark (newest first, in a
 * <details>); pull-request and run links are built from the repository address alone.
 */
export const SITE_STYLE = `
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

export const SITE_SCRIPT = `(() => {
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
