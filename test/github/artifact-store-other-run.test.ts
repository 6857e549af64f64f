/**
 * `mode: comment` on `workflow_run`: GitHubArtifactStore reads the triggering run's artifacts
 * through the REST API (real @actions/artifact code against the fake API server).
 *
 * @actions/artifact reads GITHUB_API_URL when it is first imported, which GitHubArtifactStore
 * does lazily, so setting it in beforeAll (before the first store call in this file) is enough.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubArtifactStore } from '../../src/github/artifact-store.js';
import { ArtifactStoreError } from '../../src/ports/artifact-store.js';
import { ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

const RUN_ID = 9_876_543_210;
let api: GitHubApiServer;
let tmp: string;
const savedApiUrl = process.env.GITHUB_API_URL;

beforeAll(async () => {
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  process.env.GITHUB_API_URL = api.url;
  tmp = await mkdtemp(path.join(os.tmpdir(), 'benchgate-other-run-'));
  api.addArtifact(RUN_ID, 'benchgate-results', {
    'results.json': '{"schema":1}',
    'raw/head/run-1.ndjson': '{"t":1.4}\n',
  });
  api.addArtifact(RUN_ID, 'benchgate-logs', { 'build.log': 'ok\n' });
  api.addArtifact(RUN_ID + 1, 'benchgate-results', { 'results.json': '{"schema":1,"other":"run"}' });
});
afterAll(async () => {
  if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL;
  else process.env.GITHUB_API_URL = savedApiUrl;
  await rm(tmp, { recursive: true, force: true });
  await api.close();
});

const store = () =>
  new GitHubArtifactStore({
    fromRun: { token: api.token, workflowRunId: RUN_ID, owner: 'acme', repo: 'widgets' },
    env: { GITHUB_SERVER_URL: 'https://github.com' }, // no ACTIONS_RUNTIME_TOKEN: not needed for another run
  });

describe('GitHubArtifactStore reading another workflow run', () => {
  it('downloads and unzips the named artifact of that run, checking its digest', async () => {
    const dest = path.join(tmp, 'one');
    const files = await store().download('benchgate-results', dest);
    expect(files).toEqual([path.join(dest, 'raw/head/run-1.ndjson'), path.join(dest, 'results.json')]);
    expect(await readFile(path.join(dest, 'results.json'), 'utf8')).toBe('{"schema":1}');

    const list = api.requestsTo(ROUTES.listWorkflowRunArtifacts).at(-1)!;
    expect(list.path).toBe(`/repos/acme/widgets/actions/runs/${RUN_ID}/artifacts`);
    expect(list.query.name).toBe('benchgate-results');
    expect(list.headers.authorization).toBe(`token ${api.token}`);
    expect(api.requestsTo(ROUTES.downloadArtifact)).toHaveLength(1);
    expect(api.requests.some((r) => r.path.startsWith('/_blob/artifacts/'))).toBe(true);
  });

  it('downloadAll fetches every artifact of that run only', async () => {
    const dest = path.join(tmp, 'all');
    const all = await store().downloadAll(dest);
    expect(all.map((a) => a.name).sort()).toEqual(['benchgate-logs', 'benchgate-results']);
    expect(all.find((a) => a.name === 'benchgate-logs')!.files).toEqual([path.join(dest, 'benchgate-logs', 'build.log')]);
  });

  it('not-found when the run has no artifact of that name (e.g. the run job failed before uploading)', async () => {
    const error = await store()
      .download('never-uploaded', path.join(tmp, 'missing'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactStoreError);
    expect((error as ArtifactStoreError).kind).toBe('not-found');
  });

  it('a corrupted download (digest mismatch) is an error, not silently used', async () => {
    const tampered = api.addArtifact(RUN_ID, 'tampered', { 'results.json': '{}' });
    tampered.digest = `sha256:${'0'.repeat(64)}`;
    const error = await store()
      .download('tampered', path.join(tmp, 'tampered'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactStoreError);
    expect((error as ArtifactStoreError).message).toContain('digest');
  });
});
