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
  robust: { type: 'boolean' },
  'detect-warmup': { type: 'string' },
  seed: { type: 'string' },
} as const;
