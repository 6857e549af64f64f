/**
 * prove-unchanged on a real npm project (fixtures/real-upgrade): the README's pull-request
 * workflow plus `prove-unchanged: true`, through the bundled action as a runner runs it, with
 * `npm ci` builds from a warmed cache. The A/A twin (`aa/`: one sentence added to the README, the
 * same lockfile) reads byte-identical inputs (the sources, node_modules/validator, node itself),
 * so it is proved unchanged, not measured, and green.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { actionBundle, REPO_ROOT } from '../action/support/action-bundle.js';
import { describeRun, Origin, pullRequestRun, removeTempDirs, runBundledAction, tempDir } from '../action/support/runner.js';
import { fixtureFiles } from './support/fixture-files.js';
import { readmePullRequestSettings } from './support/readme-workflow.js';

const FIXTURE = join(REPO_ROOT, 'fixtures', 'real-upgrade');
const LIMIT_MS = 300_000;

let bundle: string;
let api: GitHubApiServer;
let origin: Origin;
let npmCache: string;

beforeAll(async () => {
  bundle = await actionBundle();
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  origin = new Origin(fixtureFiles(join(FIXTURE, 'base')));
  npmCache = tempDir('benchgate-npm-cache-');
  const project = tempDir('benchgate-npm-warm-');
  cpSync(join(FIXTURE, 'base'), project, { recursive: true, filter: (src) => !['node_modules', 'dist'].includes(basename(src)) });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--cache', npmCache], { cwd: project, stdio: 'ignore' });
}, LIMIT_MS);

afterAll(async () => {
  await api?.close();
  removeTempDirs();
});

describe('prove-unchanged on the real npm project', () => {
  it(
    'a README-only pull request: unchanged (identical inputs), zero measured executions, the check green',
    async () => {
      const pr = origin.addPullRequest(31, fixtureFiles(join(FIXTURE, 'aa')));
      api.setPullRequestRefs(31, { head: { sha: pr.head, ref: 'feature-31', owner: 'acme' }, base: { sha: pr.base, ref: 'main' } });
      const run = await runBundledAction({
        bundle,
        apiUrl: api.url,
        ...pullRequestRun(origin, pr),
        runId: 7_100_000_031,
        inputs: { ...readmePullRequestSettings(), 'prove-unchanged': 'true', token: api.token, 'artifact-dir': tempDir('benchgate-artifacts-') },
        env: {
          npm_config_cache: npmCache,
          npm_config_prefer_offline: 'true',
          npm_config_audit: 'false',
          npm_config_fund: 'false',
          npm_config_update_notifier: 'false',
        },
        timeoutMs: LIMIT_MS,
      });
      expect(run.exitCode, describeRun(run)).toBe(0);
      const results = JSON.parse(readFileSync(run.outputs['results-json'], 'utf8'));
      const report = JSON.parse(readFileSync(run.outputs['report-json'], 'utf8'));
      expect(results.meta.proof).toMatchObject({ proved: true, proof: { changedNotRead: ['README.md'] } });
      expect(results.meta.executionsPerVersion).toBe(0);
      expect(report.benchmarks).toHaveLength(1);
      expect(report.benchmarks[0]).toMatchObject({ name: 'signup/check', verdict: 'unchanged', delta: null, verdictSource: { kind: 'identical-inputs' } });
      expect(run.outputs.verdict).toBe('unchanged');
      expect(run.summary).toContain('⚪ unchanged (identical inputs)');
      console.log(`real-upgrade aa: ${run.summary.match(/Not measured: [^\n]*/)?.[0] ?? ''} ${run.summary.match(/Wall time: [^\n]*/)?.[0] ?? ''}`);
    },
    LIMIT_MS,
  );
});
