import { readFile } from 'node:fs/promises';
import { isRecord } from '../util/is-record.js';

/** The runner's GITHUB_* variables that the action uses, read once. */
export interface GitHubEnv {
  eventName: string;
  eventPath?: string;
  owner: string;
  repo: string;
  sha: string;
  apiUrl: string;
  serverUrl: string;
  runId: string;
  workflow: string;
  tempDir: string;
}

export function readGitHubEnv(env: Readonly<Record<string, string | undefined>>): GitHubEnv {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPath: env.GITHUB_EVENT_PATH || undefined,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
    runId: env.GITHUB_RUN_ID ?? '',
    workflow: env.GITHUB_WORKFLOW ?? 'benchgate',
    tempDir: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
  };
}

export function runUrl(github: GitHubEnv): string {
  return `${github.serverUrl}/${github.owner}/${github.repo}/actions/runs/${github.runId}`;
}

/**
 * The fields of the event payload the action reads, each kept only when it has its type (the
 * payload is GitHub's JSON, but `workflow_run` fields describe another, possibly untrusted run).
 */
export interface EventPayload {
  action?: string;
  before?: string;
  pull_request?: { number?: number; base?: { sha?: string; ref?: string }; head?: { sha?: string } };
  workflow_run?: { id?: number; name?: string; head_sha?: string; run_attempt?: number };
  label?: { name?: string };
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);
const obj = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** The typed fields of a parsed payload; anything else is left out. */
export function eventPayloadFrom(value: unknown): EventPayload {
  const root = obj(value);
  const payload: EventPayload = {};
  if (str(root.action) !== undefined) payload.action = str(root.action);
  if (str(root.before) !== undefined) payload.before = str(root.before);
  if (isRecord(root.pull_request)) {
    const pr = root.pull_request;
    payload.pull_request = {
      number: num(pr.number),
      base: { sha: str(obj(pr.base).sha), ref: str(obj(pr.base).ref) },
      head: { sha: str(obj(pr.head).sha) },
    };
  }
  if (isRecord(root.workflow_run)) {
    const run = root.workflow_run;
    payload.workflow_run = { id: num(run.id), name: str(run.name), head_sha: str(run.head_sha), run_attempt: num(run.run_attempt) };
  }
  if (isRecord(root.label)) payload.label = { name: str(root.label.name) };
  return payload;
}

/** The event payload, or an empty one when the runner gave none. */
export async function readEventPayload(github: GitHubEnv): Promise<EventPayload> {
  if (!github.eventPath) return {};
  return eventPayloadFrom(JSON.parse(await readFile(github.eventPath, 'utf8')));
}
