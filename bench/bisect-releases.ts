// npm run bench:bisect-releases — issue 44's bisect acceptance figure: a git repository of eight
// consecutive published releases of semver (7.5.3 … 7.7.1), one commit per release, each with the
// release's own package.json and lockfile (fixtures/tinybench-upgrade/releases/), measured by the
// tinybench suite of fixtures/tinybench-upgrade. `benchgate bisect` with its documented defaults
// (adaptive comparisons, --budget 30) beside the shipped noisy neighbour must name 7.6.3, the
// release of the step (−15 to −28 % in four checks, fixtures/tinybench-upgrade/README.md), and
// must never print "no benchmark changed" for a comparison it did not decide.
//
//   npm run bench:bisect-releases [-- --quiet] [--budget M]   # --quiet: without the neighbour
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, tempDir, writeFiles } from '../test/runner/git-fixture.js';
import { fixtureFiles } from '../test/e2e/support/fixture-files.js';
import { benchgate, FIXTURE, load, pct, startNeighbour, stopNeighbour } from './newcomer-support.js';

const RELEASES = ['7.5.3', '7.5.4', '7.6.0', '7.6.1', '7.6.2', '7.6.3', '7.7.0', '7.7.1'];
/** The release whose published code made the step (measured apart, README of the fixture). */
const STEP = '7.6.3';
/** `inc`'s step, the one bisect followed in the first run (+121 % between 7.5.3 and 7.7.1; issue 44 names 7.7.1): also a real published step. */
const INC_STEP = '7.7.1';
const argValue = (flag: string): string | undefined => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

/** One commit per release: the project of fixtures/tinybench-upgrade/base with the release's package.json and lockfile. */
function releaseRepo(): { repo: string; shas: string[] } {
  const repo = tempDir('benchgate-releases-');
  git(repo, 'init', '--quiet', '--initial-branch=main');
  writeFiles(repo, fixtureFiles(join(FIXTURE, 'base')));
  const shas: string[] = [];
  for (const release of RELEASES) {
    writeFiles(repo, fixtureFiles(join(FIXTURE, 'releases', release)));
    git(repo, 'add', '--all');
    git(repo, 'commit', '--quiet', '-m', `Upgrade semver to ${release}`);
    shas.push(git(repo, 'rev-parse', 'HEAD'));
  }
  return { repo, shas };
}

const quiet = process.argv.includes('--quiet');
const budget = argValue('--budget');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const { repo, shas } = releaseRepo();
const out = tempDir('benchgate-bisect-out-');
console.log(
  `# bench:bisect-releases, benchgate ${commit}, semver ${RELEASES.join(', ')}; ${quiet ? 'no neighbour' : 'beside scripts/noisy-neighbour.mjs (defaults)'}`,
);
const started = new Date().toISOString();
const loadBefore = load();
const neighbour = quiet ? null : startNeighbour(3600);
const result = await benchgate([
  'bisect',
  '--repo',
  repo,
  '--good',
  shas[0],
  '--bad',
  shas.at(-1)!,
  '--build',
  "sh -c 'npm ci --no-audit --no-fund --prefer-offline && npm run build'",
  '--bench',
  'node bench/semver.bench.mjs',
  '--format',
  'tinybench',
  '--out',
  out,
  ...(budget === undefined ? [] : ['--budget', budget]),
]);
const loadAfter = load();
if (neighbour) await stopNeighbour(neighbour);

console.log(`\n${started}: exit ${result.code}, ${result.seconds.toFixed(0)} s wall, load ${loadBefore} → ${loadAfter}; out ${out}`);
console.log(`\n${result.stdout.trim()}\n`);
for (const line of result.stderr
  .split('\n')
  .filter((l) => /no benchmark changed|no step to bisect|stopping|probe|step/i.test(l))
  .slice(-12))
  console.log(`  log: ${line}`);

const printed = result.stdout + result.stderr;
const outcome = JSON.parse(readFileSync(join(out, 'bisect.json'), 'utf8')) as {
  benchmark: string | null;
  culprit: string | null;
  stop: { kind: string } | null;
  probes: { sha: string; side: string; verdict?: string; relative?: number; ci?: [number, number]; seconds: number; longer?: number }[];
};
const release = (sha: string | null) => (sha === null ? 'none' : (RELEASES[shas.indexOf(sha)] ?? sha.slice(0, 12)));
console.log('| comparison | against 7.5.3 | verdict | Δ [95 % CI] | reads as | seconds |');
console.log('|---|---|---|---|---|---|');
for (const p of outcome.probes) {
  const delta = p.relative === undefined || !p.ci ? '—' : `${pct(p.relative)} [${pct(p.ci[0])}, ${pct(p.ci[1])}]`;
  console.log(
    `| ${p.side === 'step' ? 'step' : 'probe'}${p.longer ? ' (longer)' : ''} | ${release(p.sha)} | ${p.verdict ?? '—'} | ${delta} | ${p.side} | ${p.seconds.toFixed(0)} |`,
  );
}
const noChangeLine = /no benchmark changed|there is no step to bisect/i.test(printed);
const stepUndecided = outcome.stop?.kind === 'step-undecided';
console.log(
  `\nfollowed ${outcome.benchmark ?? '—'}; named ${release(outcome.culprit)} (the four checks' step is ${STEP}, inc's ${INC_STEP}): ` +
    `${[STEP, INC_STEP].includes(release(outcome.culprit)) ? 'a published step' : 'NOT named'}; ` +
    `stop ${outcome.stop?.kind ?? 'none'}; "no benchmark changed" or "no step to bisect" printed: ${noChangeLine ? 'yes' : 'no'}` +
    (noChangeLine && outcome.stop?.kind !== 'no-step' ? ' (WRONG: the step was not decided unchanged)' : '') +
    (stepUndecided && noChangeLine ? ' (WRONG: undecided)' : ''),
);
