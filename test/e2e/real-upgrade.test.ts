/**
 * End to end on a real case: fixtures/real-upgrade, a project that checks sign-up forms with the
 * npm package validator, pinned by its package-lock.json. Its pull request #11 upgrades
 * validator from 13.1.17 to 13.5.2 (a real slowdown of the benchmark that lasts once the JIT is
 * warm, measured separately by scripts/real-case.mjs and recorded in
 * fixtures/real-upgrade/truth.json); pull request #12 changes only the README (A/A).
 *
 * Each pull request runs the bundled action as a runner does, with exactly the inputs of the
 * README's pull-request workflow (`build: sh -c 'npm ci && npm run build'`, `binaries: 3`,
 * `executions: 5`, `min-effect: 2%`) and action.yml's defaults for everything else. Only two
 * things differ from GitHub: the artifact goes to a directory (no artifact service here), and
 * npm reads a cache this file warms once, so the builds do not download validator again each time.
 *
 * The assertions tolerate noise (the truth is an interval, the gate's Δ interval only has to
 * overlap it) but fail if the gate were wrong: the upgrade must be flagged, the A/A must not.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchmarkReport, SuiteReport } from '../../src/analysis/report-types.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { actionBundle, REPO_ROOT } from '../action/support/action-bundle.js';
import {
  describeRun,
  Origin,
  pullRequestRun,
  removeTempDirs,
  runBundledAction,
  tempDir,
  type ActionRun,
  type PullRequestCommits,
} from '../action/support/runner.js';
import { fixtureFiles } from './support/fixture-files.js';
import { readmeBudgetSettings, readmePullRequestSettings } from './support/readme-workflow.js';

const FIXTURE = join(REPO_ROOT, 'fixtures', 'real-upgrade');
const BENCHMARK = 'signup/check';
const RUN_LIMIT_MS = 240_000;
/** The `budget` variant's 4 minutes, the first builds (which a budget does not interrupt) and a margin. */
const BUDGET_RUN_LIMIT_MS = 330_000;

interface Truth {
  benchmarks: Record<string, { ratio: number; ci: [number, number] }>;
}
const truth = (JSON.parse(readFileSync(join(FIXTURE, 'truth.json'), 'utf8')) as Truth).benchmarks[BENCHMARK];

let bundle: string;
let api: GitHubApiServer;
let origin: Origin;
let npmCache: string;
let runId = 7_000_000_001;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** What the README's workflow (or its `budget` variant) hands the action, plus the two stand-ins for GitHub's services. */
function inputs(settings: Record<string, string> = readmePullRequestSettings()): Record<string, string> {
  return {
    ...settings,
    token: api.token, // the default `${{ github.token }}`, as the runner expands it
    'artifact-dir': tempDir('benchgate-artifacts-'),
  };
}

function openPullRequest(number: number, overlay: string): PullRequestCommits {
  const pr = origin.addPullRequest(number, fixtureFiles(join(FIXTURE, overlay)));
  api.setPullRequestRefs(number, { head: { sha: pr.head, ref: `feature-${number}`, owner: 'acme' }, base: { sha: pr.base, ref: 'main' } });
  return pr;
}

interface GateRun {
  run: ActionRun;
  report: SuiteReport;
  results: ResultsFile;
  row: BenchmarkReport;
}

async function runOnPullRequest(pr: PullRequestCommits, label: string, settings?: Record<string, string>, timeoutMs = RUN_LIMIT_MS): Promise<GateRun> {
  const start = Date.now();
  const run = await runBundledAction({
    bundle,
    apiUrl: api.url,
    ...pullRequestRun(origin, pr),
    runId: runId++,
    inputs: inputs(settings),
    env: {
      npm_config_cache: npmCache,
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
    timeoutMs,
  });
  const reportPath = run.outputs['report-json'];
  const resultsPath = run.outputs['results-json'];
  if (!reportPath || !resultsPath) throw new Error(`${label}: the action wrote no report\n${describeRun(run)}`);
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as SuiteReport;
  const results = JSON.parse(readFileSync(resultsPath, 'utf8')) as ResultsFile;
  const row = report.benchmarks.find((b) => b.name === BENCHMARK);
  if (!row) throw new Error(`${label}: no ${BENCHMARK} in the report\n${describeRun(run)}`);
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
  const d = row.delta;
  const builds = results.benchmarks[0];
  console.log(
    `${label}: ${seconds(start)}, exit ${run.exitCode}, verdict ${row.verdict}${row.changeDetected ? ' (CHANGE DETECTED)' : ''}, ` +
      (d ? `Δ ${pct(d.relative)} [${pct(d.ci[0])}, ${pct(d.ci[1])}] at ${(d.ciLevel * 100).toFixed(1)} %, ${d.design}, df ${d.df.toFixed(1)}` : 'no Δ') +
      `, builds ${builds.base.binaries.length}+${builds.head.binaries.length}` +
      `, measurements kept ${row.base?.counts.measurements ?? 0}+${row.head?.counts.measurements ?? 0} (warm-up ` +
      `${row.base?.counts.warmupMeasurements ?? 0}+${row.head?.counts.warmupMeasurements ?? 0}), notes: ${row.notes.join(' | ') || 'none'}`,
  );
  return { run, report, results, row };
}

beforeAll(async () => {
  const start = Date.now();
  bundle = await actionBundle();
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  origin = new Origin(fixtureFiles(join(FIXTURE, 'base')));
  // One download of each validator version for the whole file: both lockfiles installed once into the cache.
  npmCache = tempDir('benchgate-npm-cache-');
  for (const overlay of [[], ['head']]) {
    const project = tempDir('benchgate-npm-warm-');
    for (const dir of ['base', ...overlay])
      cpSync(join(FIXTURE, dir), project, { recursive: true, filter: (src) => !['node_modules', 'dist'].includes(basename(src)) });
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--cache', npmCache], { cwd: project, stdio: 'ignore' });
  }
  console.log(`bundle, fixture repository and npm cache ready in ${seconds(start)}`);
}, RUN_LIMIT_MS);

afterAll(async () => {
  await api?.close();
  removeTempDirs();
});

describe(`a pull request that upgrades validator (measured separately: ${BENCHMARK} +${((truth.ratio - 1) * 100).toFixed(1)} %)`, () => {
  let gate: GateRun;

  beforeAll(async () => {
    gate = await runOnPullRequest(openPullRequest(11, 'head'), 'upgrade');
  }, RUN_LIMIT_MS + 10_000);

  it('measured every execution of both versions', () => {
    const { base, head } = gate.results.benchmarks[0];
    for (const version of [base, head]) {
      for (const binary of version.binaries) {
        for (const execution of binary.executions) expect(execution.failure, describeRun(gate.run)).toBeUndefined();
      }
    }
  });

  it('is flagged: verdict regression, CHANGE DETECTED, and the check fails', () => {
    expect(gate.row.verdict, describeRun(gate.run)).toBe('regression');
    expect(gate.row.changeDetected).toBe(true);
    expect(gate.run.outputs.verdict).toBe('regression');
    expect(gate.run.outputs.regressions).toBe('1');
    expect(gate.run.exitCode).toBe(1);
    expect(gate.run.summary.split('\n').find((line) => line.startsWith(`| ${BENCHMARK} |`))).toContain('CHANGE DETECTED');
  });

  it('reports a Δ interval that overlaps the measured truth', () => {
    const delta = gate.row.delta!;
    expect(delta.ci[0]).toBeLessThanOrEqual(truth.ci[1] - 1);
    expect(delta.ci[1]).toBeGreaterThanOrEqual(truth.ci[0] - 1);
  });

  it('knows that npm ci builds the same files every time', () => {
    for (const version of [gate.results.benchmarks[0].base, gate.results.benchmarks[0].head]) {
      const hashes = new Set(version.binaries.map((b) => b.outputHash));
      expect(hashes.size).toBe(1);
      expect([...hashes][0]).toEqual(expect.any(String));
    }
  });
});

describe('a pull request that changes only the README (A/A)', () => {
  let pr: PullRequestCommits;
  beforeAll(() => {
    pr = openPullRequest(12, 'aa');
  });

  // An honest gate raises a false alarm on an A/A comparison in about 5 % of runs (its
  // confidence is 95 %). One retry makes this test fail in about 0.25 % of runs, while a gate
  // that flags A/A comparisons systematically still fails it.
  it('is not flagged and passes the check', { retry: 1, timeout: RUN_LIMIT_MS + 10_000 }, async () => {
    const gate = await runOnPullRequest(pr, 'A/A');
    expect(gate.row.changeDetected, describeRun(gate.run)).toBe(false);
    expect(gate.row.verdict).not.toBe('regression');
    expect(gate.run.outputs.regressions).toBe('0');
    expect(gate.run.exitCode).toBe(0);
  });
});

describe("the README's `budget` variant on the same upgrade", () => {
  let gate: GateRun;

  beforeAll(async () => {
    gate = await runOnPullRequest(openPullRequest(13, 'head'), 'upgrade, budget', readmeBudgetSettings(), BUDGET_RUN_LIMIT_MS);
  }, BUDGET_RUN_LIMIT_MS + 10_000);

  it('flags it and fails the check, stopping at a look before the budget ran out', () => {
    expect(gate.row.verdict, describeRun(gate.run)).toBe('regression');
    expect(gate.row.changeDetected).toBe(true);
    expect(gate.run.exitCode).toBe(1);
    const stopping = (gate.row as BenchmarkReport & { stopping?: { decided: boolean; look: number; looks: number } }).stopping;
    expect(stopping?.decided, describeRun(gate.run)).toBe(true);
    // Stopped because it was decided, not because the budget or the rounds ran out.
    expect(gate.results.meta?.sequential?.stop.reason).toBe('decided');
    expect(gate.results.meta?.totalSeconds).toBeLessThan(4 * 60);
  });

  it('reports a Δ interval that overlaps the measured truth', () => {
    const delta = gate.row.delta!;
    expect(delta.ci[0]).toBeLessThanOrEqual(truth.ci[1] - 1);
    expect(delta.ci[1]).toBeGreaterThanOrEqual(truth.ci[0] - 1);
  });
});
