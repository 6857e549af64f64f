import { homedir, tmpdir } from 'node:os';
import type { VersionSide } from '../results/results-format.js';

/** Variables passed through from benchgate's own environment; everything else is dropped. */
const PASSED_THROUGH = ['PATH', 'HOME', 'TMPDIR'] as const;
// Windows cannot start most programs without these.
const PASSED_THROUGH_ON_WINDOWS = ['SystemRoot', 'ComSpec', 'PATHEXT', 'TEMP', 'TMP', 'USERPROFILE'] as const;

export interface EnvironmentContext {
  version: VersionSide;
  binary: number;
  /** Absent for clean and build commands. */
  execution?: number;
}

/**
 * The environment for clean, build and benchmark commands: PATH, HOME and TMPDIR from
 * benchgate's own, LANG=C, then the user's `env` settings, then BENCHGATE_VERSION
 * (base|head), BENCHGATE_BINARY (k, from 0) and BENCHGATE_EXECUTION (j, from 0; benchmark
 * only). A small fixed environment keeps base and head alike and stops CI secrets and
 * stray variables (NODE_OPTIONS, LD_PRELOAD…) from reaching the benchmark unasked.
 */
export function commandEnvironment(
  userEnv: Readonly<Record<string, string>>,
  context: EnvironmentContext,
  inherited: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  const names: readonly string[] = process.platform === 'win32' ? [...PASSED_THROUGH, ...PASSED_THROUGH_ON_WINDOWS] : PASSED_THROUGH;
  for (const name of names) {
    const value = inherited[name];
    if (value !== undefined) env[name] = value;
  }
  env.HOME ??= homedir();
  env.TMPDIR ??= tmpdir();
  env.LANG = 'C';
  Object.assign(env, userEnv);
  env.BENCHGATE_VERSION = context.version;
  env.BENCHGATE_BINARY = String(context.binary);
  if (context.execution !== undefined) env.BENCHGATE_EXECUTION = String(context.execution);
  return env;
}
