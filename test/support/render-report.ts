/**
 * The markdown of an analysed suite for tests that render a report without building one: the
 * outcome decided as a run that fails on regression and accepts nothing decides it
 * (analysis/decide.ts), then rendered. The renderer itself never decides (report/markdown.ts).
 */
import { suiteOutcome } from '../../src/analysis/decide.js';
import type { SuiteReport } from '../../src/analysis/report-types.js';
import { renderMarkdownReport as render, type ReportContext } from '../../src/report/markdown.js';

export function renderMarkdownReport(report: SuiteReport, context: Partial<ReportContext> = {}): string {
  const failures = context.measurementFailures ?? [];
  const outcome =
    context.outcome ??
    suiteOutcome(report, {
      failures,
      failOnRegression: true,
      accepted: false,
      incomplete: context.incomplete?.fails ? context.incomplete.run : null,
    });
  return render(report, { ...context, outcome });
}
