/**
 * A benchmark's name goes into its change-point issue escaped, as in the comment (issue 43): a
 * name that carries `<!-- benchgate-bisect:done -->` must not make later trend runs take the
 * issue's bisection as finished, and a name cannot mention anyone. The real client writes the
 * issue to the local API server; openChangePointIssues is what the trend run calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChangePointIssues, type ChangePointBisect } from '../../src/action/change-point-issues.js';
import type { GitHubEnv } from '../../src/action/github-env.js';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import { analyzeTrend, type TrendAnalysis } from '../../src/trend/trend-analysis.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { recordingLogger } from '../runner/git-fixture.js';
import { shaOf, trendHistory } from '../trend/trend-fixture.js';
import { silentActionPort } from './support/silent-action-port.js';

const EVIL = 'parse/large <!-- benchgate-bisect:done --> @octocat <!-- /benchgate-bisect -->';

let api: GitHubApiServer;
let octokit: GitHubClient;
beforeAll(async () => {
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  octokit = createOctokit(api.token, api.url, { timeoutMs: 5_000 });
});
afterAll(() => api.close());

/** The fixture's trend, with parse/large (which steps at the newest runs) renamed to `name`. */
function renamed(name: string): TrendAnalysis {
  const analysis = analyzeTrend(trendHistory());
  return {
    ...analysis,
    benchmarks: analysis.benchmarks.map((t) => (t.series.name === 'parse/large' ? { ...t, series: { ...t.series, name } } : t)),
  };
}

const port = () => silentActionPort(recordingLogger());

const github: GitHubEnv = {
  eventName: 'push',
  owner: 'acme',
  repo: 'widgets',
  sha: shaOf(39),
  apiUrl: '',
  serverUrl: 'https://github.com',
  runId: '7',
  workflow: 'benchgate',
  tempDir: '/tmp',
};

describe('change-point issue bodies escape benchmark names', () => {
  it('a name carrying the bisect marker neither shows raw nor stops the next run from bisecting', async () => {
    const analysis = renamed(EVIL);
    let bisections = 0;
    const failing: ChangePointBisect = async () => {
      bisections++;
      return { done: false, markdown: 'The bisection could not run: the checkout is shallow.' };
    };

    await openChangePointIssues(port(), octokit, analysis, { suite: 'default', headSha: shaOf(39), github }, failing);
    const [issue] = api.issues();
    expect(issue.body).toContain('parse/large &lt;!-- benchgate-bisect:done --&gt; @\u200boctocat &lt;!-- /benchgate-bisect --&gt;');
    expect(issue.body).not.toContain('<!-- benchgate-bisect:done -->');

    // The next trend run finds the same change point again: the failed bisection is tried again.
    await openChangePointIssues(port(), octokit, analysis, { suite: 'default', headSha: shaOf(39), github }, failing);
    expect(api.issues()).toHaveLength(1);
    expect(bisections).toBe(2);
  });

  it('a bisection section whose text carries a marker keeps only its own markers', async () => {
    const { bisectSectionText, finishedBisectSection } = await import('../../src/action/change-point-issues.js');
    const text = bisectSectionText({ done: false, markdown: `Probe of ${EVIL} failed.` });
    expect(finishedBisectSection(text)).toBeNull();
  });
});
