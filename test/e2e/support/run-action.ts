/**
 * `runBundledAction` from test/action/support/runner.ts with a time limit to match: that one
 * stops the action after 60 s, while a run that builds with `npm ci` six times and starts 30
 * benchmark processes takes a minute or two on a busy 2-core machine. The environment is the
 * same runner environment, variable for variable.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  inputVariable,
  OWNER,
  parseOutputFile,
  parseWorkflowCommands,
  REPO,
  tempDir,
  writeFiles,
  type ActionRun,
  type ActionRunOptions,
} from '../../action/support/runner.js';

const GIT_ISOLATION = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };

export async function runBundledActionFor(options: ActionRunOptions, timeoutMs: number): Promise<ActionRun> {
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
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_TEMP: runnerTemp,
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_SHA: options.sha,
    GITHUB_REF: options.ref ?? 'refs/heads/main',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${options.apiUrl}/graphql`,
    GITHUB_RUN_ID: String(options.runId),
    GITHUB_RUN_NUMBER: '17',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: options.workflow ?? 'benchgate',
    GITHUB_JOB: 'measure',
    GITHUB_ACTION: '__self',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    ...Object.fromEntries(Object.entries(options.inputs).map(([name, value]) => [inputVariable(name), value])),
    ...options.env,
  };
  const { code, signal, stdout, stderr } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) => {
      const child = execFile(process.execPath, [options.bundle], { cwd: options.workspace, env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (_error, out, err) =>
        resolve({ code: child.exitCode, signal: child.signalCode, stdout: String(out), stderr: String(err) }),
      );
    },
  );
  const commands = parseWorkflowCommands(stdout);
  const messages = (name: string) => commands.filter((c) => c.command === name).map((c) => c.message);
  return {
    exitCode: code,
    signal,
    stdout,
    stderr,
    commands,
    outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
    runnerTemp,
    errors: messages('error'),
    warnings: messages('warning'),
    notices: messages('notice'),
  };
}
