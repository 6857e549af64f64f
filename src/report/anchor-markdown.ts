import { escapeMarkdown } from './escape-markdown.js';
import { formatPercent } from './format-numbers.js';
import { budgetPercent } from '../analysis/anchor-budget.js';
import type { AnchorBenchmarkTrend, AnchorBudgetCheck, AnchorRunRef, AnchorTrend } from '../trend/anchor-trend.js';
import { commitLink, day, shortSha, type RepositoryLink } from './trend-format.js';

/** What a trend run knows about its anchor besides the history: it was not measured this time, and why. */
export interface AnchorRunNote {
  kind: 'anchor-not-built';
  ref: string;
  reason: string;
}

export interface AnchorReportContext {
  repository?: RepositoryLink;
  budget?: AnchorBudgetCheck;
  /** This run's anchor trouble (the anchor did not build: the run went on without it). */
  runNote?: AnchorRunNote;
}

const pct = (x: number) => formatPercent(x);

/** Runs listed in full in a note (the newest); the rest are counted. */
const RUNS_SHOWN = 3;
const runText = (r: AnchorRunRef, repository?: RepositoryLink) => `run ${escapeMarkdown(r.runId)} (${commitLink(r.sha, repository)}, ${day(r.date)})`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "run 1 (…), run 2 (…) and 4 older": the newest runs, the rest counted. */
function runList(runs: readonly AnchorRunRef[], repository?: RepositoryLink): string {
  const shown = runs.slice(-RUNS_SHOWN).map((r) => runText(r, repository));
  return `${shown.join(', ')}${runs.length > RUNS_SHOWN ? ` and ${runs.length - RUNS_SHOWN} older` : ''}`;
}
const interval = (ci: [number, number]) => `[${pct(ci[0])}, ${pct(ci[1])}]`;

/** A drift (positive is worse) in words: `10.08 % faster`, not `-10.08 % slower`. */
function slowerOrFaster(worse: number): string {
  return `${(Math.abs(worse) * 100).toFixed(2)} % ${worse < 0 ? 'faster' : 'slower'}`;
}

/** Benchmarks whose series against the anchor were too short to look for steps: a step there is not ruled out, only not looked for. */
function tooShortText(short: readonly AnchorBenchmarkTrend[], of: number): string {
  const known = short.flatMap((b) => (b.tooShort === undefined ? [] : [b.tooShort]));
  const runs = [...new Set(known.map((t) => t.runs))].sort((a, b) => a - b);
  const needed = Math.max(...known.map((t) => t.needed));
  const counts = runs.length === 1 ? `${runs[0]}` : `${runs[0]}–${runs[runs.length - 1]}`;
  const which = short.length === of ? '' : ` for ${short.length} of the ${of} benchmarks`;
  return `Too few runs against the anchor to look for a step${which}: ${counts}, and a step needs at least ${needed}.`;
}

/** One line on the budget: what it means for the check. */
/** A budget as the user wrote it: `3 %`, `0.5 %`. */

export function budgetText(check: AnchorBudgetCheck, ref: string): string {
  const budget = budgetPercent(check.budget);
  const anchor = `\`${escapeMarkdown(ref)}\``;
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
export function renderAnchorSection(anchor: AnchorTrend | null, context: AnchorReportContext = {}): string {
  const out: string[] = [];
  if (context.runNote) {
    out.push(
      `> [!NOTE]\n> The anchor \`${escapeMarkdown(context.runNote.ref)}\` did not build, so this run measured without it: ${escapeMarkdown(context.runNote.reason.replace(/\s+/g, ' ').slice(0, 300))}. ` +
        'The check is not failed for it; fix the anchor or name another (`anchor`).',
      '',
    );
  }
  if (anchor === null) return out.join('\n');
  const ref = `\`${escapeMarkdown(anchor.ref)}\` (${escapeMarkdown(shortSha(anchor.sha))})`;
  out.push(`### Against the anchor ${ref}`, '');
  if (anchor.drift) {
    const d = anchor.drift;
    const level = Math.round(d.level * 100);
    out.push(
      `Cumulative drift since the anchor: **${slowerOrFaster(d.worse)}** (${level} % CI ${interval(d.ci)}, positive is slower; geometric mean over ${d.benchmarks} ` +
        `benchmark${d.benchmarks === 1 ? '' : 's'}, each pooled over its runs since its last step against the anchor).`,
      '',
    );
  } else {
    out.push('No drift this run: the newest run has no measurement against the anchor.', '');
  }
  if (context.budget) out.push(budgetText(context.budget, anchor.ref), '');
  for (const shift of anchor.environmentShifts) {
    out.push(
      `🌐 Environment shift between ${commitLink(shift.before.sha, context.repository)} ${day(shift.before.date)} and ${commitLink(shift.after.sha, context.repository)} ` +
        `${day(shift.after.date)}: the anchor's own time stepped by ${pct(shift.medianStep)} (median) in ${shift.benchmarks} of ${shift.of} benchmarks. ` +
        'The runner changed, not the code: no regression.',
      '',
    );
  }
  const changed = anchor.benchmarks.filter((b) => b.changes.length > 0);
  if (changed.length > 0) {
    out.push('| Benchmark | Code step against the anchor | Between | Drift since the anchor |', '|---|--:|---|--:|');
    for (const b of changed) {
      for (const c of b.changes) {
        out.push(
          `| ${escapeMarkdown(b.name)} | ${c.kind === 'regression' ? '🔴' : '🟢'} ${c.relative === null ? '—' : pct(c.relative)}${c.ci ? ` ${interval(c.ci)}` : ''} | ` +
            `${commitLink(c.before.sha, context.repository)} → ${commitLink(c.after.sha, context.repository)} | ${b.drift ? `${pct(b.drift.relative)} ${interval(b.drift.ci)}` : '—'} |`,
        );
      }
    }
    out.push('');
  }
  const short = anchor.benchmarks.filter((b) => b.tooShort !== undefined);
  const searched = anchor.benchmarks.length - short.length;
  if (short.length > 0) out.push(tooShortText(short, anchor.benchmarks.length), '');
  if (changed.length === 0 && short.length === 0) out.push('No step against the anchor: no code change point.', '');
  else if (changed.length === 0 && searched > 0) out.push(`No step against the anchor in the other ${searched}: no code change point.`, '');
  const without = anchor.withoutAnchor.length;
  if (without > 0)
    out.push(
      `_${without} run${without === 1 ? '' : 's'} of this series measured without the anchor (it did not build, or no anchor was set): ${runList(anchor.withoutAnchor, context.repository)}._`,
      '',
    );
  for (const r of anchor.unmeasured.slice(-RUNS_SHOWN)) {
    out.push(
      `_${capitalized(runText(r, context.repository))} names the anchor \`${escapeMarkdown(anchor.ref)}\` but holds no measurement against it for any benchmark: its own means are kept._`,
      '',
    );
  }
  if (anchor.unmeasured.length > RUNS_SHOWN)
    out.push(`_${anchor.unmeasured.length - RUNS_SHOWN} older runs name the anchor without a measurement against it._`, '');
  for (const other of anchor.otherSeries) {
    out.push(
      `_Older anchor series kept: \`${escapeMarkdown(other.ref)}\` (${escapeMarkdown(shortSha(other.sha))}), ${other.entries} run${other.entries === 1 ? '' : 's'}, ${day(other.from)} to ${day(other.to)}._`,
      '',
    );
  }
  return out.join('\n');
}

/** A row for a change-point issue's table: the drift since the anchor with its interval, and the budget's outcome; null without a drift. */
export function anchorDriftRow(anchor: AnchorTrend | null, budget: AnchorBudgetCheck | undefined): string | null {
  const d = anchor?.drift;
  if (!anchor || !d) return null;
  const outcome = budget
    ? `; budget at most ${budgetPercent(budget.budget)} slower: ${{ exceeded: '❌ exceeded', 'may-exceed': '⚠️ may be exceeded', within: '✅ within' }[budget.status]}`
    : '';
  return `| Drift since the anchor \`${escapeMarkdown(anchor.ref)}\` | ${pct(d.worse)} (${Math.round(d.level * 100)} % CI ${interval(d.ci)})${outcome} |`;
}
