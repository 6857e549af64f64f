import { CONFIG_FILE_PATH } from '../config/config-file-path.js';
import { ANALYSIS_FLAGS, HISTORY_PRIOR_HELP } from './analysis-flags.js';
import { EXPERIMENT_FLAGS } from './experiment-flags.js';
import { PROFILE_DIFF_HELP } from './profile-diff-help.js';

/**
 * What the front door knows of each command: a one-line summary for `benchgate --help`, the
 * text of `benchgate COMMAND --help`, and every long option the command's parser takes (the
 * unknown-option check and its "did you mean" read this table). A command with subcommands
 * (history) has one entry per subcommand.
 */
export interface CommandHelp {
  summary: string;
  help: string;
  options: readonly string[];
}

export const RUN_USAGE = `usage: benchgate run --base REF [--head REF] --bench CMD [options]

Builds base and head several times in fresh git worktrees, runs each build in several
processes, interleaving base and head, then analyses and reports. Settings also come from
.github/benchgate.yml (see docs/runner.md); flags win.

  --base REF               baseline commit (branch, tag, SHA)
  --head REF               candidate commit (default HEAD)
  --bench CMD              benchmark command, run once per execution (no shell)
  --build CMD              build command, run once per binary ('' for none; default none)
  --clean CMD              run in each fresh worktree before the build
  --format FMT             jsonl (default), plain, go, cargo, criterion, google-benchmark, pytest-benchmark,
                           hyperfine, mitata, … auto, process (docs/harnesses.md)
  --result-file PATH       file the benchmark writes its results to, read instead of stdout
  --split-benchmarks N     run each execution as processes of at most N benchmarks, named in
                           BENCHGATE_BENCHMARKS (docs/harnesses.md); default: the whole suite
  --no-prove-unchanged     measure without first proving (default on, or the config file's
                           prove-unchanged): the proof traces one execution of each version
                           (strace) and measures nothing when both read byte-identical inputs;
                           without strace the run is measured (docs/proof.md)
  --prove-unchanged        the proof, when the config file turns it off
  --metrics instructions   also count each build's instructions, in executions of their own
                           under valgrind, as benchmarks of their own (docs/instructions.md)
  --profile                after each block, one more execution of each version under V8's
                           sampling profiler (never timed): "Where the time went" under each
                           changed benchmark, raw profiles in OUT/profiles (docs/profiles.md)
  --binaries L             builds per version; with --executions (or alone, 5 executions)
                           and no --budget, the fixed design L × M; with --budget, a cap
  --executions M           processes per build of the fixed design (alone: 3 builds)
  --timeout S              seconds allowed per execution (default 300, at most 2147483)
  --artifact GLOB          build output to hash (repeatable), e.g. 'dist/**'
  --env NAME=VALUE         extra environment variable (repeatable)
  --workdir DIR            subdirectory of the checkout to run commands in
  --max-failure-share X    more failed executions than this makes a version inconclusive (default 0.25)
  --seed N                 seed for the run order (default: random, recorded)
  --repo PATH              the repository (default: the current directory)
  --config FILE            config file (default: REPO/${CONFIG_FILE_PATH} if present)
  --budget MINUTES         adaptive design: stop as soon as every benchmark is decided, at the
                           latest when the budget (builds and measuring) is spent; the rounds
                           are planned from the time measured, --executions is not used.
                           Default: 4 minutes when no --binaries/--executions (flag or config
                           file) names the fixed design, as the action
  --prior FILE             with --budget: plan the builds per version from this prior
                           (the JSON benchgate calibrate writes)
  --shard i/N              measure only shard i of N of the suite (docs/sharding.md); results.json
                           holds the shard's benchmarks and manifest, for benchgate merge
  --replica r/R            with --shard: this runner's replica r of R of the shard
                           (a shard's report is for reading and exits 0 on a regression;
                           merge the shards and analyze the merged file to decide)
  --out DIR                where results.json, report.json and report.md go (default benchgate-out)
  --json                   print the report as JSON instead of markdown
  --confidence C           confidence level (default 0.95)
  --min-effect E           smallest relative change worth flagging (default 0.01)
  --rule, --correction, --design, --estimator, --robust, --detect-warmup, --history-prior   as for benchgate analyze
  --verbose                also print build output and benchmark stderr

exit codes: 0 no regression, 1 regression, 2 usage or config error, 3 build or benchmark failure`;

export const CALIBRATE_USAGE = `usage: benchgate calibrate --bench CMD [--head REF] [--budget MINUTES] [options]

Runs one commit against itself (A/A) for the whole budget, with the design a run of that
budget would use, and reports per benchmark the noise (variance components, impact factors,
warm-up, autocorrelation), the smallest change the budget can detect, and the budget that
min-effect needs. Writes OUT/calibration.json: a prior for benchgate run --budget --prior.

  --head REF               the commit to measure (default HEAD)
  --budget MINUTES         the time to spend, builds included (default 10)
  --prior FILE             plan the builds from an earlier calibration
  --min-effect E           the change worth detecting (default 0.01)
  --confidence C           confidence level (default 0.95)
  --correction, --detect-warmup   as for benchgate analyze
  --bench, --build, --clean, --format, --result-file, --split-benchmarks, --binaries, --timeout, --artifact, --env,
  --workdir, --max-failure-share, --seed, --repo, --config   as for benchgate run
  --out DIR                where results.json, calibration.json, calibration.md go (default benchgate-out)
  --json                   print the calibration as JSON instead of markdown
  --verbose                also print build output and benchmark stderr

exit codes: 0 done, 2 usage or config error, 3 build or benchmark failure`;

export const BISECT_USAGE = `usage: benchgate bisect --good REF --bad REF --bench CMD [options]

Names the commit between REF and REF where a benchmark changed. Measures bad against good
(the step), then probes first-parent commits in between, each a whole interleaved comparison
against good, halving the range each time. Each comparison is adaptive, with a share of the
budget left; a probe stops at the first look that tells which side of the halfway point between
good and the step it lies on. One whose interval straddles it is measured again, longer, while
the budget holds it. Every build and benchmark stops within the budget. Writes
OUT/bisect.json, OUT/bisect.md, and the step's results.json, report.json and report.md under
OUT/step (docs/bisect.md).

  --good REF               the range's older end, performing as before
  --bad REF                the range's newer end, after the change
  --benchmark NAME         the benchmark to follow (default: the largest detected change); the
                           step then stops once it is decided
  --budget MINUTES         the whole bisection's wall time, builds included (default 30)
  --binaries N, --executions N   the fixed design of each comparison (default: adaptive)
  --min-effect E, --confidence C, --correction, --rule, --design, --estimator, --robust, --detect-warmup
                           as for benchgate analyze
  --bench, --build, --clean, --format, --result-file, --split-benchmarks, --timeout, --artifact, --env,
  --workdir, --max-failure-share, --seed, --repo, --config   as for benchgate run
  --out DIR                where bisect.json and bisect.md go (default benchgate-out)
  --json                   print the outcome as JSON instead of markdown
  --verbose                also print build output and benchmark stderr

exit codes: 0 named the commit, 1 narrowed the range only or the step undecided, 2 usage or config error, 3 build or benchmark failure`;

const ANALYSIS = Object.keys(ANALYSIS_FLAGS);
const EXPERIMENT = Object.keys(EXPERIMENT_FLAGS);
const ANALYSIS_HELP = `  --confidence C           confidence level (default 0.95; 0.9 or 90%)
  --min-effect E           smallest relative change worth flagging (default 0.01; 0.01 or 1%)
  --rule interval|overlap  interval: the Δ interval excludes 0 and reaches beyond ±min-effect
                           (default); overlap: the two versions' intervals do not overlap
  --correction holm|bh|none  multiple-comparison correction across benchmarks (default holm)
  --design auto|paired|independent  auto: paired when executions carry interleaving blocks
  --estimator winsorized|huber|mean  each execution's level: the 8 % winsorized mean (default),
                           Huber's M-estimate, or the plain mean (docs/statistics.md, "Execution means")
  --robust                 the same as --estimator huber
  --detect-warmup true|false  find and cut a warm-up in executions recorded without one
                           (default true; docs/statistics.md, "Warm-up")
  --seed N                 seed of the resampling (default: the seed the run recorded)`;

const EXIT_CODES = 'exit codes: 0 no regression, 1 regression detected, 2 bad input or usage, 3 build or benchmark failure';

const ANALYZE: CommandHelp = {
  summary: 'analyse a results.json (from benchgate run, merge or your own tool) and print the report',
  help: `usage: benchgate analyze RESULTS.json [options]

Fits the nested model to every benchmark of RESULTS.json (docs/results-format.md) and prints
the markdown report the pull request comment shows, or the JSON report with --json.

${ANALYSIS_HELP}
${HISTORY_PRIOR_HELP}
  --json                   print the report as JSON instead of markdown
  --allow-missing-shards   a merged file whose shards did not all deliver passes on partial
                           results (their benchmarks inconclusive) instead of exiting with 3

${EXIT_CODES}`,
  options: [...ANALYSIS, 'history-prior', 'json', 'allow-missing-shards', 'help'],
};

const RUN: CommandHelp = {
  summary: 'build base and head in git worktrees, measure them interleaved, analyse and report',
  help: RUN_USAGE,
  options: [
    ...ANALYSIS.filter((o) => o !== 'seed'),
    ...EXPERIMENT,
    'base',
    'executions',
    'shard',
    'replica',
    'history-prior',
    'prove-unchanged',
    'no-prove-unchanged',
    'metrics',
    'profile',
  ],
};

const CALIBRATE: CommandHelp = {
  summary: 'measure one commit against itself (A/A): its noise and the smallest change a budget detects',
  help: CALIBRATE_USAGE,
  options: [...ANALYSIS.filter((o) => !['seed', 'rule', 'design', 'estimator', 'robust'].includes(o)), ...EXPERIMENT],
};

const BISECT: CommandHelp = {
  summary: 'name the commit between two refs where a benchmark changed',
  help: BISECT_USAGE,
  options: [...ANALYSIS.filter((o) => o !== 'seed'), ...EXPERIMENT.filter((o) => o !== 'head' && o !== 'prior'), 'good', 'bad', 'benchmark', 'executions'],
};

const MERGE: CommandHelp = {
  summary: "merge the shards' results.json files into one, for benchgate analyze",
  help: `usage: benchgate merge RESULTS.json|DIR ... [-o merged.json] [--expect N] [--replicas]

Merges the results files of the shards of one run (or results files from any source) into
one results file for benchgate analyze. A DIR stands for every results.json below it, e.g.
the downloaded shard artifacts. Benchmarks a missing shard did not measure are listed in
meta.notMeasured and reported as inconclusive; benchgate analyze of the merged file then exits
with 3, unless told to accept partial results (see benchgate analyze --help).

  -o, --out FILE           where to write the merged results (default: stdout)
  --expect N               the number of shards the run was split into; other counts are an error
  --replicas               the files are replicas of the same shards (run with a replica
                           number, docs/sharding.md): their executions are pooled per benchmark

exit codes: 0 merged, 2 a mismatch (other commits, other settings, a benchmark measured twice) or bad input`,
  options: ['out', 'expect', 'replicas', 'help'],
};

const HISTORY_DIR = '  --history DIR            the history directory (history.json inside; created on the first import)';

/** `benchgate history SUBCOMMAND`: the subcommands and their options. */
export const HISTORY_SUBCOMMANDS: Readonly<Record<string, CommandHelp>> = {
  show: {
    summary: 'list the newest entries, or one benchmark across them',
    help: `usage: benchgate history show --history DIR [--last 20] [--benchmark NAME]

${HISTORY_DIR}
  --last N                 how many of the newest entries to show (default 20)
  --benchmark NAME         show this benchmark's mean and interval per entry, with a sparkline`,
    options: ['history', 'last', 'benchmark', 'help'],
  },
  import: {
    summary: 'add a results.json as one entry, or merge a history.json',
    help: `usage: benchgate history import --history DIR FILE [options]

FILE is a results.json (analysed and added as one entry) or a history.json (merged). A
benchmark of a results.json that cannot be added (its version could not be analysed, or it
was not measured) is named on stderr with the reason.

${HISTORY_DIR}
  --sha SHA                the commit the entry is for (default: the one FILE recorded)
  --date ISO               the entry's date (default: when the run started, as FILE recorded
                           it; else now)
  --run-id ID              the run it came from (default: local-TIMESTAMP of that date, so
                           the same FILE imported twice is kept once)
  --run-attempt N          the run attempt (default 1)
  --runner TEXT            a description of the machine
  --side head|base         which version of FILE the entry records (default head)
  --anchor REF             the anchor (a tag or commit) of --anchor-results; both or neither
  --anchor-results FILE    the anchor comparison of the same run: a results.json whose base is
                           the anchor and whose head is the entry's commit (docs/history-format.md, "Anchor")
  --keep N                 keep only the newest N entries (default 1000)
${ANALYSIS_HELP}`,
    options: ['history', 'sha', 'date', 'run-id', 'run-attempt', 'runner', 'side', 'anchor', 'anchor-results', 'keep', ...ANALYSIS, 'help'],
  },
  export: {
    summary: 'print or write the whole history as one history.json',
    help: `usage: benchgate history export --history DIR [--out FILE]

${HISTORY_DIR}
  --out FILE               write to FILE instead of stdout`,
    options: ['history', 'out', 'help'],
  },
  prune: {
    summary: 'keep only the newest N entries',
    help: `usage: benchgate history prune --history DIR --keep N

${HISTORY_DIR}
  --keep N                 how many of the newest entries to keep`,
    options: ['history', 'keep', 'help'],
  },
  trend: {
    summary: 'the trend report (change points per benchmark) as markdown, with SVG charts',
    help: `usage: benchgate history trend --history DIR [--out DIR] [--repo OWNER/NAME] [--commits 7]
                              [--anchor REF] [--anchor-budget 3%]

${HISTORY_DIR}
  --out DIR                write trend.md and one SVG chart per benchmark to DIR (default: markdown to stdout)
  --repo OWNER/NAME        link commits to this GitHub repository
  --commits N              how many of the newest commits the changes summary shows (default 7)
  --anchor REF             the anchor series to report (default: the newest entry's anchor)
  --anchor-budget SHARE    exit 1 when the drift since the anchor lies wholly above it (3% or 0.03)`,
    options: ['history', 'out', 'repo', 'commits', 'anchor', 'anchor-budget', 'help'],
  },
  site: {
    summary: 'write a browsable page of the history: charts with intervals, change points, search',
    help: `usage: benchgate history site --history DIR --out DIR [--repo OWNER/NAME] [--title TEXT]

Writes DIR/index.html: one self-contained page (no CDN) with every benchmark's means and
intervals, its change points and environment shifts, searchable and sorted by the most recent
change; publish it as an artifact or to GitHub Pages (docs/history-format.md, "The site").

${HISTORY_DIR}
  --out DIR                where index.html goes
  --repo OWNER/NAME        link commits to this GitHub repository
  --title TEXT             the page's title (default "benchgate history")`,
    options: ['history', 'out', 'repo', 'title', 'help'],
  },
};

const HISTORY: CommandHelp = {
  summary: 'the local benchmark history: show, import, export, prune, trend',
  help: `usage: benchgate history SUBCOMMAND --history DIR [options]

${Object.entries(HISTORY_SUBCOMMANDS)
  .map(([name, sub]) => `  ${name.padEnd(8)} ${sub.summary}`)
  .join('\n')}

benchgate history SUBCOMMAND --help shows a subcommand's options.`,
  options: ['help'],
};

/** The commands, in the order `benchgate --help` lists them. */
export const COMMAND_HELP: Readonly<Record<string, CommandHelp>> = {
  run: RUN,
  analyze: ANALYZE,
  merge: MERGE,
  history: HISTORY,
  calibrate: CALIBRATE,
  bisect: BISECT,
  'profile-diff': PROFILE_DIFF_HELP,
};

/** `benchgate --help`. */
export function mainHelp(version: string): string {
  const width = Math.max(...Object.keys(COMMAND_HELP).map((name) => name.length));
  return `benchgate ${version}: a performance gate with rebuilds, processes and measurements as levels of one model

usage: benchgate COMMAND [options]

${Object.entries(COMMAND_HELP)
  .map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`)
  .join('\n')}

benchgate COMMAND --help shows a command's options; benchgate --version its version.
docs: README.md and docs/*.md in the repository

${EXIT_CODES}`;
}
