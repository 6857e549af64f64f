/** node:util parseArgs option specs, one object each, shared by every flag of their kind. */
export const STRING_FLAG = { type: 'string' } as const;
export const STRING_LIST_FLAG = { type: 'string', multiple: true } as const;
export const BOOLEAN_FLAG = { type: 'boolean' } as const;

/**
 * The analysis flags shared by `analyze`, `run`, `calibrate` and `history` (node:util parseArgs
 * option specs), apart from the commands so that the help table reads them without loading one.
 */
export const ANALYSIS_FLAGS = {
  confidence: STRING_FLAG,
  'min-effect': STRING_FLAG,
  rule: STRING_FLAG,
  correction: STRING_FLAG,
  design: STRING_FLAG,
  estimator: STRING_FLAG,
  robust: BOOLEAN_FLAG,
  'detect-warmup': STRING_FLAG,
  seed: STRING_FLAG,
} as const;

/** `--history-prior PATH`, taken by `run` and `analyze` (cli/history-prior-flag.ts reads it). */
export const HISTORY_PRIOR_FLAG = { 'history-prior': STRING_FLAG } as const;

export const HISTORY_PRIOR_HELP = `  --history-prior PATH     borrow each benchmark's noise from earlier runs on this runner with
                           this design: a history directory (the one benchgate history keeps)
                           or a history.json; used where this run's noise agrees with it
                           (an adaptive run's at each look; docs/statistics.md, "History prior")`;
