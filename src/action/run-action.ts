import { ConfigError } from '../config/run-settings.js';
import { GitHubArtifactStore } from '../github/artifact-store.js';
import { LocalArtifactStore } from '../github/local-artifact-store.js';
import type { ArtifactStore } from '../ports/artifact-store.js';
import { ResultsFormatError } from '../results/validate-results.js';
import { BuildFailedError } from '../runner/build.js';
import { parseActionInputs, InputError, type ActionInputs } from './action-inputs.js';
import type { ActionPort } from './action-port.js';
import { RunContextError } from './action-context.js';
import { commentMode } from './comment-mode.js';
import { EventError } from './event-comparison.js';
import { readEventPayload, readGitHubEnv, type GitHubEnv } from './github-env.js';
import { publishSummary } from './publish-report.js';
import { calibrateMode } from './calibrate-mode.js';
import { mergeMode, runMode } from './run-mode.js';
import { MergeError } from '../sharding/merge-error.js';
import { DiscoveryFailedError } from '../runner/run-experiment.js';

async function artifactStoreFor(inputs: ActionInputs, github: GitHubEnv): Promise<ArtifactStore> {
  if (inputs.artifactDir) return new LocalArtifactStore(inputs.artifactDir);
  if (inputs.mode === 'comment') {
    const payload = await readEventPayload(github);
    const runId = payload.workflow_run?.id;
    if (typeof runId === 'number') {
      return new GitHubArtifactStore({ fromRun: { token: inputs.token, workflowRunId: runId, owner: github.owner, repo: github.repo } });
    }
  }
  return new GitHubArtifactStore();
}

const EXPECTED_ERRORS = [InputError, ConfigError, EventError, BuildFailedError, ResultsFormatError, RunContextError, MergeError, DiscoveryFailedError];

/** The action: read inputs, run the mode, and turn any error into one clear failed-check message. */
export async function runAction(port: ActionPort): Promise<void> {
  try {
    const inputs = parseActionInputs(port.readInput);
    port.logger.debug(`inputs: ${JSON.stringify({ ...inputs, token: inputs.token ? '***' : '' })}`);
    const github = readGitHubEnv(port.env);
    const artifacts = await artifactStoreFor(inputs, github);
    if (inputs.mode === 'comment') await commentMode(port, inputs, github, artifacts);
    else if (inputs.mode === 'merge') await mergeMode(port, inputs, github, artifacts);
    else if (inputs.mode === 'calibrate') await calibrateMode(port, inputs, github, artifacts);
    else await runMode(port, inputs, github, artifacts);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
    if (!expected && error instanceof Error && error.stack) port.logger.debug(error.stack);
    const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    await publishSummary(port, `### benchgate: failed\n\n<pre>${escaped}</pre>\n`);
    port.setFailed(`benchgate: ${message}`);
  }
}
