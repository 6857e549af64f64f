/**
 * Azurite and the results-service stand-in for one test file, with the variables a runner
 * gives a job (ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, ACTIONS_CACHE_SERVICE_V2, …) set in
 * process.env while it runs, and put back afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAzurite, type Azurite } from './azurite.js';
import { startResultsService, type ResultsService, type WorkflowRun } from './results-service.js';

export const PR_RUN: WorkflowRun = { runId: 4242, runBackendId: 'b1f0c4a2-0000-4000-8000-000000000001', jobBackendId: 'c2e1d5b3-0000-4000-8000-000000000002' };
export const COMMENT_RUN: WorkflowRun = {
  runId: 4243,
  runBackendId: 'b1f0c4a2-0000-4000-8000-000000000003',
  jobBackendId: 'c2e1d5b3-0000-4000-8000-000000000004',
};

export interface ProtocolEnv {
  service: ResultsService;
  /** Scratch space, removed at the end. */
  root: string;
  /** Makes `run` the job the clients act for (its runtime token, run id). */
  actAs(run: WorkflowRun): void;
  stop(): Promise<void>;
}

const VARIABLES = [
  'ACTIONS_RESULTS_URL',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_MODE',
  'GITHUB_API_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_REPOSITORY',
  'GITHUB_RUN_ID',
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP',
  'NO_PROXY',
  'no_proxy',
] as const;

export async function startProtocolEnv(): Promise<ProtocolEnv> {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  let azurite: Azurite | undefined;
  let service: ResultsService | undefined;
  const root = mkdtempSync(join(tmpdir(), 'benchgate-protocols-'));
  try {
    azurite = await startAzurite();
    service = await startResultsService(azurite.blobEndpoint, [PR_RUN, COMMENT_RUN]);
  } catch (error) {
    await azurite?.stop();
    throw error;
  }
  const started = service;
  const blobStore = azurite;
  delete process.env.ACTIONS_CACHE_URL;
  delete process.env.ACTIONS_CACHE_MODE;
  Object.assign(process.env, {
    ACTIONS_RESULTS_URL: `${started.url}/`,
    ACTIONS_CACHE_SERVICE_V2: 'true',
    GITHUB_API_URL: started.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'octo/bench',
    GITHUB_WORKSPACE: root,
    RUNNER_TEMP: join(root, 'runner-temp'),
    // A proxy from the machine must not stand between the clients and 127.0.0.1.
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  });
  return {
    service: started,
    root,
    actAs(run) {
      process.env.ACTIONS_RUNTIME_TOKEN = started.runtimeToken(run);
      process.env.GITHUB_RUN_ID = String(run.runId);
    },
    async stop() {
      await started.stop();
      await blobStore.stop();
      rmSync(root, { recursive: true, force: true });
      for (const name of VARIABLES) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    },
  };
}
