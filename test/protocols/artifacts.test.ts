/**
 * Artifacts through the real `@actions/artifact` client: the measuring run uploads (twirp
 * CreateArtifact, the zip to Azurite, FinalizeArtifact), and the `mode: comment` run downloads
 * that other run's artifact as the action does (the REST list and zip redirect, then the blob),
 * with the digest recorded at upload checked. Also this run's own artifacts (ListArtifacts,
 * GetSignedArtifactURL), which `mode: merge` reads.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/action/action-inputs.js';
import { artifactStoreFor } from '../../src/action/action-services.js';
import { readGitHubEnv } from '../../src/action/github-env.js';
import { GitHubArtifactStore } from '../../src/github/artifact-store.js';
import { ArtifactStoreError } from '../../src/ports/artifact-store.js';
import { actionYmlDefaults } from '../action/support/runner.js';
import { COMMENT_RUN, PR_RUN, startProtocolEnv, type ProtocolEnv } from './support/protocol-env.js';

let env: ProtocolEnv;

beforeAll(async () => {
  env = await startProtocolEnv();
});
afterAll(() => env?.stop());

const RESULTS = `${JSON.stringify({ version: 1, benchmarks: [], meta: { note: 'ünïcode and a long line '.repeat(200) } }, null, 2)}\n`;
const CONTEXT = `${JSON.stringify({ pullRequest: 7, headSha: 'a'.repeat(40) })}\n`;

/** The files a measuring run leaves for the comment run. */
function measuringRunFiles(): { dir: string; files: string[] } {
  const dir = join(env.root, 'measure-out');
  mkdirSync(join(dir, 'nested'), { recursive: true });
  writeFileSync(join(dir, 'results.json'), RESULTS);
  writeFileSync(join(dir, 'context.json'), CONTEXT);
  writeFileSync(join(dir, 'nested', 'report.md'), '# benchgate\n');
  return { dir, files: ['results.json', 'context.json', 'nested/report.md'].map((f) => join(dir, f)) };
}

/** The store `mode: comment` gets from the action's inputs and its workflow_run event. */
function commentRunStore() {
  const given: Record<string, string> = { ...actionYmlDefaults(), mode: 'comment', token: env.service.restToken };
  const inputs = parseActionInputs((name) => given[name] ?? '');
  return { store: artifactStoreFor(inputs, readGitHubEnv(process.env), { workflow_run: { id: PR_RUN.runId } }), name: inputs.artifactName };
}

describe('artifacts through @actions/artifact and Azurite', () => {
  it('mode: comment downloads the artifact another run uploaded, byte for byte, its digest checked', async () => {
    env.actAs(PR_RUN);
    const { name } = commentRunStore();
    const { dir, files } = measuringRunFiles();
    const uploaded = await new GitHubArtifactStore().upload(name, files, dir);
    expect(uploaded.id).toBeGreaterThan(0);
    expect(uploaded.url).toBe(`https://github.com/octo/bench/actions/runs/${PR_RUN.runId}/artifacts/${uploaded.id}`);

    env.actAs(COMMENT_RUN);
    const before = env.service.requests.length;
    const { store } = commentRunStore();
    const into = join(env.root, 'comment-download');
    const got = await store.download(name, into);
    expect(got).toEqual([join(into, 'context.json'), join(into, 'nested', 'report.md'), join(into, 'results.json')]);
    expect(readFileSync(join(into, 'results.json'), 'utf8')).toBe(RESULTS);
    expect(readFileSync(join(into, 'context.json'), 'utf8')).toBe(CONTEXT);
    // Through the REST API of the other run, never this run's twirp scope.
    expect(env.service.requests.slice(before)).toEqual([
      `GET /repos/octo/bench/actions/runs/${PR_RUN.runId}/artifacts`,
      `GET /repos/octo/bench/actions/artifacts/${uploaded.id}/zip`,
    ]);
  });

  it('an archive that does not match the digest recorded at upload is refused', async () => {
    env.actAs(PR_RUN);
    const { dir, files } = measuringRunFiles();
    const { id } = await new GitHubArtifactStore().upload('forged', files, dir);
    if (id === undefined) throw new Error('the upload returned no artifact id');
    expect(env.service.artifactDigest(id)).toMatch(/^sha256:[0-9a-f]{64}$/);
    env.service.forgeDigest(id, `sha256:${'0'.repeat(64)}`);
    env.actAs(COMMENT_RUN);
    const { store } = commentRunStore();
    const error = await store.download('forged', join(env.root, 'forged')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactStoreError);
    expect(String(error)).toMatch(/failed its digest check/);
  });

  it('a name the other run never uploaded is not-found', async () => {
    env.actAs(COMMENT_RUN);
    const { store } = commentRunStore();
    const error = await store.download('no-such-artifact', join(env.root, 'none')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactStoreError);
    expect(error).toMatchObject({ kind: 'not-found' });
  });

  it("this run's own artifacts: a second upload under a taken name is a conflict; download lists and signs through twirp", async () => {
    env.actAs(PR_RUN);
    const store = new GitHubArtifactStore();
    const { dir, files } = measuringRunFiles();
    const error = await store.upload('benchgate-results', files, dir).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'conflict' });

    await store.upload('shard-2', [files[0]], dir);
    const before = env.service.requests.length;
    const into = join(env.root, 'own-download');
    expect(await store.download('shard-2', into)).toEqual([join(into, 'results.json')]);
    expect(readFileSync(join(into, 'results.json'), 'utf8')).toBe(RESULTS);
    expect(env.service.requests.slice(before)).toEqual([
      'POST /twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts',
      'POST /twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts',
      'POST /twirp/github.actions.results.api.v1.ArtifactService/GetSignedArtifactURL',
    ]);
  });
});
