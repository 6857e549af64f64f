/**
 * The analysis flags shared by `analyze`, `run`, `calibrate` and `history` (node:util parseArgs
 * option specs), apart from the commands so that the help table reads them without loading one.
 */
export const ANALYSIS_FLAGS = {
  confidence: { type: 'string' },
  'min-effect': { type: 'string' },
  rule: { type: 'string' },
  correction: { type: 'string' },
  design: { type: 'string' },
  estimator: { type: 'string' },
  robust: { type: 'boolean' },
  'detect-warmup': { type: 'string' },
  seed: { type: 'string' },
} as const;

/** `--history-prior PATH`, taken by `run` and `analyze` (cli/history-prior-flag.ts reads it). */
export const HISTORY_PRIOR_FLAG = { 'history-prior': { type: 'string' } } as const;

export const HISTORY_PRIOR_HELP = `  --history-prior PATH     borrow each benchmark's noise from earlier runs on this runner with
                           this design: a history directory (the one benchgate history keeps)
                           or a history.json; used where this run's noise agrees with it
                           (an adaptive run's at each look; docs/statistics.md, "History prior")`;
