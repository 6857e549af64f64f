import { ConfigError } from '../config/run-settings.js';
import { PriorFileError } from '../experiment/prior-file.js';
import { ResultsFormatError } from '../results/validate-results.js';
import { BuildFailedError } from '../runner/build.js';
import { DiscoveryFailedError } from '../runner/run-experiment.js';
import { MergeError } from '../sharding/merge-error.js';
import { endedProcessesLogLine } from '../report/leftover-processes.js';
import { processSweeper } from '../runner/process-sweeper.js';
import { parseActionInputs, InputError } from './action-inputs.js';
import type { ActionPort } from './action-port.js';
import { RunContextError } from './action-context.js';
import { NoLastRunError, type ActionServices } from './action-services.js';
import { calibrateMode } from './calibrate-mode.js';
import { commentMode } from './comment-mode.js';
import { EventError } from './event-comparison.js';
import { readEventPayload, readGitHubEnv } from './github-env.js';
import { resolveMeasuringJob, type ActionJob } from './job-context.js';
import { changedLabel, isAcceptLabel, labelMode } from './label-mode.js';
import { mergeMode } from './merge-mode.js';
import { publishSummary } from './publish-report.js';
import { runMode } from './run-mode.js';
import { shardMode } from './shard-mode.js';

const EXPECTED_ERRORS = [
  InputError,
  ConfigError,
  EventError,
  BuildFailedError,
  ResultsFormatError,
  RunContextError,
  MergeError,
  DiscoveryFailedError,
  PriorFileError,
  NoLastRunError,
];

/** Runs the mode the inputs ask for. */
async function dispatch(job: ActionJob): Promise<void> {
  const { inputs } = job;
  if (inputs.mode === 'comment') return commentMode(job);
  if (inputs.mode === 'calibrate') return calibrateMode(job);
  // Every label event gates, the accept label's and any other's: a run that ended without a
  // verdict (or a job skipped by a condition) would pass a required check for this head commit.
  // A sharded workflow cannot gate again from the last results (its shards would measure again,
  // and anyone who can label could re-roll a noisy verdict), so it refuses label events.
  const label = changedLabel(job.github, job.payload);
  if (label !== null && (inputs.mode === 'merge' || inputs.shard !== undefined)) {
    throw new InputError(
      inputs.mode === 'merge' ? 'mode' : 'shard',
      `a label event (${JSON.stringify(label)}) in a sharded workflow: remove \`labeled\` and \`unlabeled\` from its pull_request types (docs/sharding.md)`,
    );
  }
  if (inputs.mode === 'merge') {
    if (inputs.shards === undefined) throw new InputError('shards', '`mode: merge` needs the number of shards to expect (e.g. `shards: 4`)');
    return mergeMode(job, inputs.shards);
  }
  if (label !== null) return labelMode(job, isAcceptLabel(label, inputs.acceptLabel) ? null : label);
  const resolved = await resolveMeasuringJob(job);
  return inputs.shard === undefined ? runMode(job, resolved) : shardMode(job, resolved, inputs.shard);
}

/**
 * The action: read inputs, run the mode with the given services (the entry file passes the
 * real ones), and turn any error into one clear failed-check message.
 */
export async function runAction(port: ActionPort, services: ActionServices): Promise<void> {
  const sweeper = processSweeper();
  const stopLogging = sweeper.onEnded((ended) => port.logger.warning(endedProcessesLogLine(ended)));
  try {
    await dispatchInputs(port, services);
  } finally {
    // Also after an error: no process a benchmark or build started outlives the action.
    sweeper.sweepAll('when the action ended');
    stopLogging();
  }
}

async function dispatchInputs(port: ActionPort, services: ActionServices): Promise<void> {
  try {
    const inputs = parseActionInputs(port.readInput, port.env.GITHUB_WORKSPACE);
    port.logger.debug(`inputs: ${JSON.stringify({ ...inputs, token: inputs.token ? '***' : '' })}`);
    const github = readGitHubEnv(port.env);
    // The event payload is read here, once: every mode takes it from the job.
    const payload = await readEventPayload(github);
    const artifacts = services.artifacts(inputs, github, payload);
    await dispatch({ port, inputs, github, payload, services, artifacts });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
    if (!expected && error instanceof Error && error.stack) port.logger.debug(error.stack);
    const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    await publishSummary(port, `### benchgate: failed\n\n<pre>${escaped}</pre>\n`);
    port.setFailed(`benchgate: ${message}`);
  }
}
