/**
 * The flags that describe an experiment, shared by `benchgate run` and `benchgate calibrate`
 * (node:util parseArgs option specs). Each command adds its own.
 */
export const EXPERIMENT_FLAGS = {
  head: { type: 'string' },
  bench: { type: 'string' },
  build: { type: 'string' },
  clean: { type: 'string' },
  format: { type: 'string' },
  binaries: { type: 'string' },
  timeout: { type: 'string' },
  artifact: { type: 'string', multiple: true },
  env: { type: 'string', multiple: true },
  workdir: { type: 'string' },
  'result-file': { type: 'string' },
  'max-failure-share': { type: 'string' },
  seed: { type: 'string' },
  repo: { type: 'string' },
  config: { type: 'string' },
  out: { type: 'string' },
  budget: { type: 'string' },
  prior: { type: 'string' },
  json: { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
