/**
 * The `site` sink: a trend run writes the history site from the history it recorded, with commit
 * links from the runner's GITHUB_SERVER_URL and GITHUB_REPOSITORY (here a GitHub Enterprise
 * address), uploads it through the artifact store, and sets `site-dir`. A run without a trend
 * writes nothing; an upload that fails is a warning. (The bundled action's run with `site: true`
 * is in trend-bisect.test.ts.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { historySiteSink } from '../../src/action/history-site-sink.js';
import type { Publication } from '../../src/action/pipeline.js';
import { LocalArtifactStore } from '../../src/github/local-artifact-store.js';
import { removeDir, tempDir } from '../runner/git-fixture.js';
import { yearOfRuns } from '../report/site-history.js';
import { LocalPullRequestStore } from '../../src/history/local-pull-request-store.js';
import { pullRequestRun } from '../history/pull-request-runs.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

function publication(options: { site: { path: string | null } | null; trend: boolean; failUpload?: boolean; pullRequests?: LocalPullRequestStore | null }) {
  const runnerTemp = tempDir('benchgate-site-sink-');
  const store = tempDir('benchgate-site-store-');
  dirs.push(runnerTemp, store);
  const outputs: Record<string, string> = {};
  const lines: string[] = [];
  const artifacts = new LocalArtifactStore(store);
  const history = yearOfRuns(3, 12);
  const job = {
    port: {
      logger: {
        info: (m: string) => lines.push(`info ${m}`),
        warning: (m: string) => lines.push(`warning ${m}`),
        debug: () => {},
        group: <T>(_t: string, w: () => Promise<T>) => w(),
      },
      setOutput: (name: string, value: string) => (outputs[name] = value),
      env: { GITHUB_REF_NAME: 'main' },
    },
    payload: {},
    services: { pullRequests: () => options.pullRequests ?? null },
    inputs: { site: options.site, artifactName: 'perf', suite: 'micro' },
    github: { owner: 'acme', repo: 'widgets', serverUrl: 'https://github.example.com', runId: '77', tempDir: runnerTemp },
    artifacts: options.failUpload
      ? {
          upload: () => Promise.reject(new Error('artifact service unavailable')),
        }
      : artifacts,
  };
  const value = { job, trend: options.trend ? { history } : null } as unknown as Publication;
  return { value, outputs, lines, runnerTemp, store, history };
}

describe('site sink', () => {
  it('writes index.html from the recorded history, links to the runner repository, uploads it and sets site-dir', async () => {
    const p = publication({ site: { path: null }, trend: true });
    await historySiteSink(p.value);
    const dir = join(p.runnerTemp, 'benchgate-77-site');
    expect(p.outputs['site-dir']).toBe(dir);
    const page = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(readFileSync(join(p.store, 'perf-site', 'files', 'index.html'), 'utf8')).toBe(page);
    expect(page).toContain('<title>benchgate history: acme/widgets (micro)</title>');
    const data = JSON.parse(/<script id="data" type="application\/json">(.*?)<\/script>/s.exec(page)![1]);
    expect(data.repository).toBe('https://github.example.com/acme/widgets');
    expect(data.runs.map((r: { sha: string }) => r.sha)).toEqual(p.history.entries.map((e) => e.sha));
    expect(p.lines.filter((l) => l.startsWith('warning'))).toEqual([]);
  });

  it('shows the PR runs recorded against this branch, from the store beside the history', async () => {
    const storeDir = tempDir('benchgate-site-prs-');
    dirs.push(storeDir);
    const store = new LocalPullRequestStore(storeDir);
    const onMain = pullRequestRun(41, 8001, 0, { benchmarks: [['suite/b000', 'ns', 'regression', 0.2, 0.15, 0.25]] });
    const onRelease = pullRequestRun(42, 8002, 1, { baseRef: 'release/1.x', benchmarks: [['suite/b000', 'ns', 'unchanged', 0, -0.01, 0.01]] });
    await store.record(onMain);
    await store.record(onRelease);
    const p = publication({ site: { path: null }, trend: true, pullRequests: store });
    await historySiteSink(p.value);
    const page = readFileSync(join(p.runnerTemp, 'benchgate-77-site', 'index.html'), 'utf8');
    const data = JSON.parse(/<script id="data" type="application\/json">(.*?)<\/script>/s.exec(page)![1]);
    expect(data.pullRequests).toEqual([{ number: 41, runId: 8001, date: onMain.date, head: onMain.headSha }]);
    expect(data.benchmarks.find((b: { name: string }) => b.name === 'suite/b000').prs).toEqual([[0, 'regression', 0.2, 0.15, 0.25]]);
    expect(p.lines).toContainEqual(expect.stringMatching(/^info History site: index\.html .*12 runs, 1 PR runs\)\.$/));
    expect(p.lines.filter((l) => l.startsWith('warning'))).toEqual([]);
  });

  it('writes to the directory the input names', async () => {
    const target = tempDir('benchgate-site-target-');
    dirs.push(target);
    const p = publication({ site: { path: join(target, 'public') }, trend: true });
    await historySiteSink(p.value);
    expect(p.outputs['site-dir']).toBe(join(target, 'public'));
    expect(existsSync(join(target, 'public', 'index.html'))).toBe(true);
  });

  it('writes nothing without a trend or without site', async () => {
    for (const p of [publication({ site: { path: null }, trend: false }), publication({ site: null, trend: true })]) {
      await historySiteSink(p.value);
      expect(p.outputs).toEqual({});
      expect(existsSync(join(p.runnerTemp, 'benchgate-77-site'))).toBe(false);
    }
  });

  it('an upload that fails is a warning, not an error', async () => {
    const p = publication({ site: { path: null }, trend: true, failUpload: true });
    await expect(historySiteSink(p.value)).resolves.toBeUndefined();
    expect(p.lines).toContainEqual(
      'warning benchgate could not write or upload the history site "perf-site": artifact service unavailable. The verdict is unaffected.',
    );
  });
});
