/**
 * Runs `runAction` in the test's own process, the way the bundle runs it but without spawning:
 * the runner's GITHUB_* variables, an event file, INPUT_* over action.yml's defaults, and
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, read through the real @actions/core port. The
 * services are the real ones unless a test swaps one factory (e.g. a local history directory
 * for the Actions cache). Returns what the bundle harness returns.
 */
import { realServices, type ActionServices } from '../../../src/action/action-services.js';
import type { ActionPort } from '../../../src/action/action-port.js';
import { runAction } from '../../../src/action/run-action.js';
import { toolkitPort } from '../../../src/action/toolkit-port.js';
import { finishedRun, runnerStep, type ActionRun, type ActionRunOptions } from './runner.js';

export interface InProcessOptions extends Omit<ActionRunOptions, 'bundle' | 'timeoutMs'> {
  /** Replaces factories of the real services. */
  services?: (port: ActionPort) => Partial<ActionServices>;
}

/** One action run in this process; runs must not overlap (they share process.env and stdout). */
export async function runActionInProcess(options: InProcessOptions): Promise<ActionRun> {
  const { runnerTemp, env, outputPath, summaryPath } = runnerStep(options);
  const savedEnv = process.env;
  const savedWrite = process.stdout.write;
  let stdout = '';
  process.env = env;
  process.stdout.write = (chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  };
  let exitCode: number;
  try {
    process.exitCode = undefined;
    const port = toolkitPort();
    await runAction(port, { ...realServices(port), ...options.services?.(port) });
    exitCode = typeof process.exitCode === 'number' ? process.exitCode : 0;
  } finally {
    process.stdout.write = savedWrite;
    process.env = savedEnv;
    process.exitCode = undefined;
  }
  return finishedRun(options, { runnerTemp, outputPath, summaryPath }, { exitCode, signal: null, stdout, stderr: '' });
}
