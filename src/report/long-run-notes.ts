import type { SuiteReport } from '../analysis/report-types.js';
import type { ResultsFile } from '../results/results-format.js';
import { fixedDesignTooLong, type ProcessPlan } from '../planning/long-processes.js';
import { planFromFirstBlock } from '../planning/process-plan.js';

/** The line before the plan's copy-paste block. */
export const PLAN_TO_COPY = 'The plan, to copy (the suite’s setting and the budget):';

const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/**
 * The lines a run stopped after its first block for long processes adds under the report's
 * table: a fixed design (`meta.stoppedBy.reason` `long-run`) says why and what would decide,
 * and either that or an adaptive run that could not reach its first look (stop `first-look`,
 * whose reason sequential-notes.ts shows) gives the plan's copy-paste lines (the harness's
 * process length and the budget, processPlan). All is recomputed from the recorded costs and
 * the first block's values (long-processes.ts): only numbers are read from results.json, which
 * may come from a fork; the text is benchgate's own. Empty otherwise.
 */
export function longRunLines(report: SuiteReport, results?: ResultsFile): string[] {
  const meta = report.meta;
  const longRun = meta?.stoppedBy?.reason === 'long-run';
  const sequential = meta?.sequential as
    { stop?: { reason?: unknown; blocks?: unknown; costs?: { blockSeconds?: unknown; buildSeconds?: unknown } }; maxLooks?: unknown } | undefined;
  const firstLook = sequential?.stop?.reason === 'first-look';
  if (meta === undefined || (!longRun && !firstLook)) return [];
  const build = number(meta.buildSeconds);
  const measure = number(meta.measureSeconds);
  const blocks = longRun ? 1 : (number(sequential?.stop?.blocks) ?? 1);
  const format = typeof meta.format === 'string' ? { format: meta.format } : {};
  const maxLooks = number(sequential?.maxLooks);
  // An adaptive stop records the costs it planned from; a fixed design's stop plans from meta's.
  const recorded = firstLook ? sequential?.stop?.costs : undefined;
  const recordedBlock = number(recorded?.blockSeconds);
  const recordedBuild = number(recorded?.buildSeconds);
  const costs =
    recordedBlock !== null && recordedBuild !== null
      ? { blockSeconds: recordedBlock, buildSeconds: recordedBuild }
      : build === null || measure === null || !(blocks >= 1)
        ? null
        : { blockSeconds: measure / blocks, buildSeconds: build };
  const plan: ProcessPlan | null =
    results === undefined || costs === null
      ? null
      : planFromFirstBlock(results, { ...costs, ...format }, { ...report.options, ...(maxLooks === null ? {} : { maxLooks }) });
  // The plan's sentence is in the reason above (this run's, or sequential-notes.ts's for first-look): here its lines.
  const copy = plan === null ? [] : [PLAN_TO_COPY, ['```', ...plan.lines, '```'].join('\n')];
  const stoppedBy = meta.stoppedBy;
  if (!longRun || stoppedBy === undefined) return copy;
  const perRound = number(meta.design?.builds?.base);
  const tooLong =
    build === null || measure === null || perRound === null
      ? null
      : fixedDesignTooLong({
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
