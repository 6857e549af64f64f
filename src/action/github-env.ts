import { readFile } from 'node:fs/promises';

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

/** The event payload, or an empty object when the runner gave none. */
export async function readEventPayload(github: GitHubEnv): Promise<Record<string, any>> {
  if (!github.eventPath) return {};
  return JSON.parse(await readFile(github.eventPath, 'utf8'));
}
