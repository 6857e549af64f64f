import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubArtifactStore } from '../../src/github/artifact-store.js';
import { LocalArtifactStore } from '../../src/github/local-artifact-store.js';
import { ArtifactStoreError, type ArtifactStore, type ArtifactStoreErrorKind } from '../../src/ports/artifact-store.js';

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'benchgate-artifacts-'));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A results directory like `mode: run` leaves behind. */
async function makeResults(dir: string): Promise<string[]> {
  const files = {
    'results.json': JSON.stringify({ schema: 1, benchmarks: ['parse', 'render'] }),
    'raw/base/run-1.ndjson': '{"t":1.5}\n{"t":1.7}\n',
    'raw/head/run-1.ndjson': '{"t":1.4}\n',
    'binary.bin': Buffer.from([0, 255, 1, 254, 10, 13]).toString('latin1'),
  };
  const written: string[] = [];
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content, 'latin1');
    written.push(file);
  }
  return written;
}

async function rejectKind(promise: Promise<unknown>, kind: ArtifactStoreErrorKind): Promise<ArtifactStoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArtifactStoreError);
  expect((error as ArtifactStoreError).kind).toBe(kind);
  return error as ArtifactStoreError;
}

/** What every ArtifactStore must do. Runs fully against the local store. */
function artifactStoreContract(name: string, makeStore: (dir: string) => ArtifactStore) {
  describe(`${name}: ArtifactStore contract`, () => {
    it('round-trips files byte for byte, keeping paths relative to rootDir', async () => {
      const store = makeStore(path.join(tmp, 'store'));
      const src = path.join(tmp, 'src');
      const files = await makeResults(src);
      const uploaded = await store.upload('benchgate-results', files, src);
      expect(uploaded.id).toBeTypeOf('number');

      const dest = path.join(tmp, 'dest');
      const got = await store.download('benchgate-results', dest);
      expect(got).toEqual(['binary.bin', 'raw/base/run-1.ndjson', 'raw/head/run-1.ndjson', 'results.json'].map((f) => path.join(dest, f)));
      for (const file of files) {
        const copy = path.join(dest, path.relative(src, file));
        expect(await readFile(copy)).toEqual(await readFile(file));
      }
    });

    it('accepts paths relative to rootDir, skips listed directories, returns only its own files', async () => {
      const store = makeStore(path.join(tmp, 'store'));
      const src = path.join(tmp, 'src');
      await makeResults(src);
      await store.upload('partial', ['results.json', 'raw', 'raw/head/run-1.ndjson'], src);
      const dest = path.join(tmp, 'dest');
      await mkdir(dest, { recursive: true });
      await writeFile(path.join(dest, 'already-here.txt'), 'x');
      expect(await store.download('partial', dest)).toEqual([path.join(dest, 'raw/head/run-1.ndjson'), path.join(dest, 'results.json')]);
    });

    it('refuses a second upload under the same name (conflict)', async () => {
      const store = makeStore(path.join(tmp, 'store'));
      const src = path.join(tmp, 'src');
      const files = await makeResults(src);
      await store.upload('results', files, src);
      await rejectKind(store.upload('results', files, src), 'conflict');
    });

    it('not-found for an unknown artifact', async () => {
      const store = makeStore(path.join(tmp, 'store'));
      const error = await rejectKind(store.download('never-uploaded', path.join(tmp, 'dest')), 'not-found');
      expect(error.artifactName).toBe('never-uploaded');
    });

    it('invalid: names GitHub rejects, files outside rootDir, missing files, nothing to upload', async () => {
      const store = makeStore(path.join(tmp, 'store'));
      const src = path.join(tmp, 'src');
      const files = await makeResults(src);
      for (const bad of ['', 'a/b', 'a\\b', 'x:y', 'what?', 'pipe|d', '..']) {
        await rejectKind(store.upload(bad, files, src), 'invalid');
      }
      const outside = path.join(tmp, 'outside.txt');
      await writeFile(outside, 'x');
      await rejectKind(store.upload('ok', [...files, outside], src), 'invalid');
      // a sibling directory whose name merely starts with rootDir's is outside too
      await mkdir(`${src}-other`, { recursive: true });
      await writeFile(path.join(`${src}-other`, 'f.txt'), 'x');
      await rejectKind(store.upload('ok', [path.join(`${src}-other`, 'f.txt')], src), 'invalid');
      await rejectKind(store.upload('ok', [path.join(src, 'nope.json')], src), 'invalid');
      await rejectKind(store.upload('ok', [], src), 'invalid');
      await rejectKind(store.upload('ok', files, path.join(tmp, 'no-such-root')), 'invalid');
    });

    it('downloadAll puts each artifact in its own directory', async () => {
      const store = makeStore(path.join(tmp, 'store'));
      const src = path.join(tmp, 'src');
      const files = await makeResults(src);
      await store.upload('results-linux', files.slice(0, 1), src);
      await store.upload('results-macos', files.slice(1, 2), src);
      const dest = path.join(tmp, 'all');
      expect(await store.downloadAll!(dest)).toEqual([
        { name: 'results-linux', files: [path.join(dest, 'results-linux', 'results.json')] },
        { name: 'results-macos', files: [path.join(dest, 'results-macos', 'raw/base/run-1.ndjson')] },
      ]);
    });
  });
}

artifactStoreContract('LocalArtifactStore', (dir) => new LocalArtifactStore(dir));

describe('LocalArtifactStore as the run → comment hand-off', () => {
  it('a second process (a new store on the same directory) sees what the first uploaded', async () => {
    const src = path.join(tmp, 'src');
    const files = await makeResults(src);
    const run = new LocalArtifactStore(path.join(tmp, 'store'));
    const first = await run.upload('benchgate-results', files, src);
    const second = await run.upload('benchgate-results-2', files, src);
    expect(second.id).toBe((first.id ?? 0) + 1);
    expect(first.url).toMatch(/^file:\/\//);

    const comment = new LocalArtifactStore(path.join(tmp, 'store'));
    expect(await comment.names()).toEqual(['benchgate-results', 'benchgate-results-2']);
    const got = await comment.download('benchgate-results', path.join(tmp, 'comment'));
    expect(
      JSON.parse(
        await readFile(
          got.find((f) => f.endsWith('results.json'))!,
          'utf8',
        ),
      ),
    ).toEqual({
      schema: 1,
      benchmarks: ['parse', 'render'],
    });
  });
});

describe('GitHubArtifactStore without the Actions artifact service', () => {
  const noService = { env: { GITHUB_SERVER_URL: 'https://github.com' } as NodeJS.ProcessEnv };

  it('upload fails fast with kind unavailable, naming ACTIONS_RUNTIME_TOKEN (the action warns and continues)', async () => {
    const src = path.join(tmp, 'src');
    const files = await makeResults(src);
    let loaded = false;
    const store = new GitHubArtifactStore({
      ...noService,
      createClient: () => {
        loaded = true;
        throw new Error('must not load @actions/artifact when the service is plainly absent');
      },
    });
    const error = await rejectKind(store.upload('benchgate-results', files, src), 'unavailable');
    expect(error.message).toContain('ACTIONS_RUNTIME_TOKEN');
    expect(loaded).toBe(false);
  });

  it('download and downloadAll fail the same way', async () => {
    const store = new GitHubArtifactStore(noService);
    await rejectKind(store.download('benchgate-results', path.join(tmp, 'd')), 'unavailable');
    await rejectKind(store.downloadAll(path.join(tmp, 'd')), 'unavailable');
  });

  it('names ACTIONS_RESULTS_URL when only the token is there', async () => {
    const store = new GitHubArtifactStore({ env: { ACTIONS_RUNTIME_TOKEN: 'x' } });
    const error = await rejectKind(store.download('r', path.join(tmp, 'd')), 'unavailable');
    expect(error.message).toContain('ACTIONS_RESULTS_URL');
  });

  it('GHES is unavailable (not supported by @actions/artifact v2+)', async () => {
    const store = new GitHubArtifactStore({
      env: { GITHUB_SERVER_URL: 'https://github.example.com', ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://x' },
    });
    const error = await rejectKind(store.download('r', path.join(tmp, 'd')), 'unavailable');
    expect(error.message).toContain('Enterprise Server');
  });

  it('validates names and files like the local store, even without the service', async () => {
    const src = path.join(tmp, 'src');
    const files = await makeResults(src);
    const store = new GitHubArtifactStore(noService);
    await rejectKind(store.upload('a/b', files, src), 'invalid');
    await rejectKind(store.upload('ok', [path.join(tmp, 'elsewhere.json')], src), 'invalid');
  });
});

/** These go through the real @actions/artifact code, which reads process.env itself. */
describe('GitHubArtifactStore with a runtime token but a broken service (real @actions/artifact)', () => {
  const saved = { ...process.env };
  const fakeJwt = [
    Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
    Buffer.from(
      JSON.stringify({
        scp: 'Actions.Results:ce7f54c7-61c7-4aae-887f-30da475f5f1a:ca395085-040a-526b-2ce8-bdc85f692774',
      }),
    ).toString('base64url'),
    'sig',
  ].join('.');
  let twirp: http.Server;
  let twirpUrl: string;
  let closedPortUrl: string;
  const twirpCalls: string[] = [];
  /** How the fake results service answers: refuse everything, or behave like a run with no artifacts. */
  let twirpMode: 'refuse' | 'empty-run' = 'refuse';

  beforeAll(async () => {
    // A results service that refuses every call, like one with an expired token.
    twirp = http.createServer((req, res) => {
      twirpCalls.push(req.url ?? '');
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (twirpMode === 'refuse') return json(401, { code: 'unauthenticated', msg: 'token expired' });
      if (req.url?.endsWith('/ListArtifacts')) return json(200, { artifacts: [] });
      if (req.url?.endsWith('/CreateArtifact')) {
        return json(409, { code: 'already_exists', msg: 'an artifact with this name already exists on the workflow run' });
      }
      return json(404, { code: 'bad_route', msg: 'no handler' });
    });
    await new Promise<void>((r) => twirp.listen(0, '127.0.0.1', () => r()));
    twirpUrl = `http://127.0.0.1:${(twirp.address() as AddressInfo).port}/`;
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    closedPortUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/`;
    await new Promise<void>((r) => probe.close(() => r()));
  });
  afterAll(async () => {
    process.env = saved;
    twirp.closeAllConnections();
    await new Promise<void>((r) => twirp.close(() => r()));
  });

  afterEach(() => {
    twirpMode = 'refuse';
  });

  const useEnv = (env: Record<string, string>) => {
    process.env = { ...saved, GITHUB_SERVER_URL: 'https://github.com', GITHUB_WORKSPACE: tmp, ...env };
  };

  it('a runtime token that is not a JWT → unavailable', async () => {
    useEnv({ ACTIONS_RUNTIME_TOKEN: 'not-a-jwt', ACTIONS_RESULTS_URL: twirpUrl });
    const src = path.join(tmp, 'src');
    const files = await makeResults(src);
    await rejectKind(new GitHubArtifactStore().upload('benchgate-results', files, src), 'unavailable');
  });

  it('an unreachable results service → unavailable, with ECONNREFUSED as the cause', async () => {
    useEnv({ ACTIONS_RUNTIME_TOKEN: fakeJwt, ACTIONS_RESULTS_URL: closedPortUrl });
    const src = path.join(tmp, 'src');
    const files = await makeResults(src);
    const error = await rejectKind(new GitHubArtifactStore().upload('benchgate-results', files, src), 'unavailable');
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('a service that refuses the call (401) → other, with the service’s message', async () => {
    useEnv({ ACTIONS_RUNTIME_TOKEN: fakeJwt, ACTIONS_RESULTS_URL: twirpUrl });
    const error = await rejectKind(new GitHubArtifactStore().download('benchgate-results', path.join(tmp, 'd')), 'other');
    expect(error.message).toContain('token expired');
    expect(twirpCalls.some((u) => u.includes('/twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts'))).toBe(true);
  });

  it('no artifact by that name in the run → not-found', async () => {
    twirpMode = 'empty-run';
    useEnv({ ACTIONS_RUNTIME_TOKEN: fakeJwt, ACTIONS_RESULTS_URL: twirpUrl });
    const store = new GitHubArtifactStore();
    await rejectKind(store.download('benchgate-results', path.join(tmp, 'd')), 'not-found');
    expect(await store.downloadAll(path.join(tmp, 'all'))).toEqual([]);
  });

  it('the name is taken in this run (409) → conflict', async () => {
    twirpMode = 'empty-run';
    useEnv({ ACTIONS_RUNTIME_TOKEN: fakeJwt, ACTIONS_RESULTS_URL: twirpUrl });
    const src = path.join(tmp, 'src');
    const files = await makeResults(src);
    await rejectKind(new GitHubArtifactStore().upload('benchgate-results', files, src), 'conflict');
  });
});
