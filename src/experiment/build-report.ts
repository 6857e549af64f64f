import { incompleteRun } from '../analysis/missing-shards.js';
import { suiteOutcome, type SuiteOutcome } from '../analysis/decide.js';
import type { Verdict } from '../analysis/report-types.js';
import type { ResultsFile } from '../results/results-format.js';
import type { AnchorBudgetSource } from '../analysis/anchor-budget.js';
import { renderMarkdownReport, type ReportContext } from '../report/markdown.js';
import { sequentialReportLines } from '../report/sequential-notes.js';
import { longRunLines } from '../report/long-run-notes.js';
import { reservedNameLines } from '../report/reserved-name-notes.js';
import { reportJson } from '../report/notes.js';
import { renderRunNote } from '../report/run-notes.js';
import { endedProcessesNote } from '../report/leftover-processes.js';
import type { RunNote } from '../analysis/notes.js';
import type { Analysed } from './analyse.js';

export interface ReportRequest {
  results: ResultsFile;
  analysed: Analysed;
  /** The run's notes besides the sequential design's (policy differs, not measured, accepted, …), as values: rendered and escaped in report/run-notes.ts. */
  notes?: readonly RunNote[];
  /** Links and cells for the markdown (run, artifact, trend, commits). */
  context?: Omit<ReportContext, 'extraNotes' | 'measurementFailures' | 'incomplete' | 'outcome'>;
  gate: {
    failOnRegression: boolean;
    /** A maintainer accepted the regression (the accept label). */
    accepted: boolean;
    /** False for a shard alone: it reports but never decides (the merged analysis does). */
    decides: boolean;
    /**
     * A merged run whose shards did not all deliver passes on the shards that did (their
     * benchmarks inconclusive) instead of failing (`allow-missing-shards`). Default: it fails.
     */
    allowMissingShards?: boolean;
    /** A trend run's drift since its anchor against `anchor-budget` (record-trend.ts `anchorBudgetOf`): decide.ts fails a drift wholly above it. */
    anchorBudget?: AnchorBudgetSource | null;
  };
}

export interface ReportFile {
  name: string;
  content: string;
}

export interface BuiltReport {
  /** results.json (compact: it holds every measurement), report.json (indented) and report.md. */
  files: ReportFile[];
  markdown: string;
  /**
   * The markdown with links known only after the files are written: the uploaded artifact's
   * URL (the job summary and the comment link it; report.md cannot). Rendered from the same
   * analysis and outcome: nothing is analysed or decided again.
   */
  markdownWith(links: Pick<ReportContext, 'artifactUrl'>): string;
  verdict: Verdict;
  /** The action's outputs that follow from the report. */
  outputs: { verdict: Verdict; regressions: string };
  /** pass, regression (fails the check / exit 1) or failure (a version could not be measured: exit 3), with the reason. */
  gate: SuiteOutcome['check'];
  /** The suite's outcome (analysis/decide.ts): the verdict, the headline, the check, the undecided benchmarks. */
  outcome: SuiteOutcome;
}

/**
 * Everything the front ends publish about one analysed run, built without I/O: the files, the
 * markdown, the verdict and outputs, and the gate's decision. The action and the CLI write,
 * upload, print and exit from this; neither decides anything itself.
 */
export function buildReport(request: ReportRequest): BuiltReport {
  const { results, analysed, gate } = request;
  const { report, failures } = analysed;
  const incomplete = incompleteRun(results);
  const partial = incomplete.shards.length > 0 ? { run: incomplete, fails: gate.allowMissingShards !== true } : undefined;
  const outcome = suiteOutcome(report, {
    failures,
    failOnRegression: gate.failOnRegression,
    accepted: gate.accepted,
    incomplete: partial?.fails ? incomplete : null,
    decides: gate.decides,
    anchorBudget: gate.anchorBudget ?? null,
  });
  // What the parsers and the runner noted about the executions' output, and the processes the run ended, recorded in the results.
  const notes: readonly RunNote[] = [...(request.notes ?? []), ...(results.meta?.outputNotes ?? []), ...endedProcessesNote(results.meta?.endedProcesses ?? [])];
  const extraNotes = once(() => [
    ...sequentialReportLines(report),
    ...longRunLines(report, results),
    ...reservedNameLines(results),
    // The reserved names' line above says what the `reserved-name` notes say, from the results' names.
    ...notes.filter((note) => note.kind !== 'reserved-name').map(renderRunNote),
  ]);
  const render = (links: Pick<ReportContext, 'artifactUrl'>): string =>
    renderMarkdownReport(report, {
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
  const reportJsonText = once(() => reportJson(report, notes));
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

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
