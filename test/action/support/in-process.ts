/**
 * Runs `runAction` in the test's own process, the way the bundle runs it but without spawning:
 * the runner's GITHUB_* variables, an event file, INPUT_* over action.yml's defaults, and
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, read through the real @actions/core port. The
 * services are the real ones unless a test swaps one factory (e.g. a local history directory
 * for the Actions cache). Returns what the bundle harness returns.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realServices, type ActionServices } from '../../../src/action/action-services.js';
import type { ActionPort } from '../../../src/action/action-port.js';
import { runAction } from '../../../src/action/run-action.js';
import { toolkitPort } from '../../../src/action/toolkit-port.js';
import {
  actionYmlDefaults,
  inputVariable,
  OWNER,
  parseOutputFile,
  parseWorkflowCommands,
  REPO,
  tempDir,
  writeFiles,
  type ActionRun,
  type ActionRunOptions,
} from './runner.js';

export interface InProcessOptions extends Omit<ActionRunOptions, 'bundle' | 'timeoutMs'> {
  /** Replaces factories of the real services. */
  services?: (port: ActionPort) => Partial<ActionServices>;
}

const GIT_ISOLATION = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };

/** One action run in this process; runs must not overlap (they share process.env and stdout). */
export async function runActionInProcess(options: InProcessOptions): Promise<ActionRun> {
  const runnerTemp = tempDir('benchgate-runner-temp-');
  const eventPath = join(runnerTemp, '_github_workflow', 'event.json');
  const outputPath = join(runnerTemp, '_runner_file_commands', 'set_output');
  const summaryPath = join(runnerTemp, '_runner_file_commands', 'step_summary');
  writeFiles(runnerTemp, {
    '_github_workflow/event.json': JSON.stringify(options.event, null, 2),
    '_runner_file_commands/set_output': '',
    '_runner_file_commands/step_summary': '',
  });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? runnerTemp,
    TMPDIR: tmpdir(),
    LANG: 'C.UTF-8',
    ...GIT_ISOLATION,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    RUNNER_TEMP: runnerTemp,
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_SHA: options.sha,
    GITHUB_REF: options.ref ?? 'refs/heads/main',
    GITHUB_REF_NAME: (options.ref ?? 'refs/heads/main').replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: String(options.runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: options.workflow ?? 'benchgate',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    ...Object.fromEntries(Object.entries({ ...actionYmlDefaults(), ...options.inputs }).map(([name, value]) => [inputVariable(name), value])),
    ...options.env,
  };
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
  const commands = parseWorkflowCommands(stdout);
  const messages = (name: string) => commands.filter((c) => c.command === name).map((c) => c.message);
  return {
    exitCode,
    signal: null,
    stdout,
    stderr: '',
    commands,
    outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
    runnerTemp,
    errors: messages('error'),
    warnings: messages('warning'),
    notices: messages('notice'),
  };
}
