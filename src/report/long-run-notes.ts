import type { SuiteReport } from '../analysis/report-types.js';
import { fixedDesignTooLong } from '../planning/long-processes.js';

/**
 * The line a fixed design adds under the report's table when its first block showed it would
 * run past its limit (`meta.stoppedBy.reason` `long-run`): the plan, recomputed from the
 * recorded costs (long-processes.ts). Only numbers are read from results.json, which may come
 * from a fork; the text is benchgate's own. Empty otherwise.
 */
export function longRunLines(report: SuiteReport): string[] {
  const meta = report.meta;
  if (meta?.stoppedBy?.reason !== 'long-run') return [];
  const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
  const build = number(meta.buildSeconds);
  const measure = number(meta.measureSeconds);
  const perRound = number(meta.design?.builds?.base);
  const plan =
    build === null || measure === null || perRound === null
      ? null
      : fixedDesignTooLong({
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
