import { BOOLEAN_FLAG, STRING_FLAG, STRING_LIST_FLAG } from './analysis-flags.js';

/**
 * The flags that describe an experiment, shared by `benchgate run` and `benchgate calibrate`
 * (node:util parseArgs option specs). Each command adds its own.
 */
export const EXPERIMENT_FLAGS = {
  head: STRING_FLAG,
  bench: STRING_FLAG,
  build: STRING_FLAG,
  clean: STRING_FLAG,
  format: STRING_FLAG,
  binaries: STRING_FLAG,
  timeout: STRING_FLAG,
  artifact: STRING_LIST_FLAG,
  env: STRING_LIST_FLAG,
  workdir: STRING_FLAG,
  'result-file': STRING_FLAG,
  'split-benchmarks': STRING_FLAG,
  'max-failure-share': STRING_FLAG,
  seed: STRING_FLAG,
  repo: STRING_FLAG,
  config: STRING_FLAG,
  out: STRING_FLAG,
  budget: STRING_FLAG,
  prior: STRING_FLAG,
  json: BOOLEAN_FLAG,
  verbose: BOOLEAN_FLAG,
  help: { type: 'boolean', short: 'h' },
} as const;
