import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import { bisectCommand } from '../../src/cli/bisect-command.js';
import { profileDiffCommand } from '../../src/cli/profile-diff-command.js';
import { calibrateCommand } from '../../src/cli/calibrate-command.js';
import type { CliIo } from '../../src/cli/cli-io.js';
import { COMMAND_HELP, HISTORY_SUBCOMMANDS } from '../../src/cli/command-help.js';
import { closestMatch, editDistance } from '../../src/cli/did-you-mean.js';
import { historyCommand } from '../../src/cli/history-command.js';
import { runCli } from '../../src/cli/main.js';
import { mergeCommand } from '../../src/cli/merge-command.js';
import { runCommand } from '../../src/cli/run-command.js';

const root = new URL('../..', import.meta.url).pathname;
const entry = join(root, 'src/cli-entry.ts');
const packageVersion: unknown = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/** The CLI from its sources, as a user's shell runs it. */
async function benchgate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: root, encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function inProcess(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: root });
  return { code, stdout, stderr };
}

const commands = Object.keys(COMMAND_HELP);
const historySubcommands = Object.keys(HISTORY_SUBCOMMANDS);

describe('benchgate COMMAND --help, from the sources', () => {
  it.each([...commands, ...historySubcommands.map((s) => `history ${s}`)])('benchgate %s --help prints its usage and exits 0', async (command) => {
    const { code, stdout, stderr } = await benchgate(...command.split(' '), '--help');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^usage: benchgate ${command} `));
  });

  it('--version prints the version of package.json', async () => {
    const { code, stdout } = await benchgate('--version');
    expect(code).toBe(0);
    expect(stdout).toBe(`benchgate ${String(packageVersion)}\n`);
  });

  it('a misspelt command gets the closest one and exit 2', async () => {
    const { code, stdout, stderr } = await benchgate('anlyze', 'results.json');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('benchgate: unknown command "anlyze"; did you mean analyze?\nbenchgate --help lists the commands.\n');
  });
});

describe('the front door, in process', () => {
  it('--help anywhere before -- wins over missing arguments; after -- it is an argument', async () => {
    expect((await inProcess('analyze', 'missing.json', '--json', '-h')).stdout).toMatch(/^usage: benchgate analyze/);
    expect((await inProcess('history', 'show', '--history', 'h', '--help')).stdout).toMatch(/^usage: benchgate history show/);
    expect((await inProcess('help', 'merge')).stdout).toMatch(/^usage: benchgate merge/);
    const afterDashes = await inProcess('analyze', '--', '--help');
    expect(afterDashes.code).toBe(2);
    expect(afterDashes.stderr).toMatch(/cannot read --help/);
  });

  it('lists every command in benchgate --help', async () => {
    const { code, stdout } = await inProcess('--help');
    expect(code).toBe(0);
    for (const name of commands) expect(stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
  });

  it.each([
    [['run', '--bse', 'main'], 'benchgate run: unknown option --bse; did you mean --base?'],
    [['analyze', 'r.json', '--min-efect', '1%'], 'benchgate analyze: unknown option --min-efect; did you mean --min-effect?'],
    [['history', 'show', '--hitsory', 'h'], 'benchgate history show: unknown option --hitsory; did you mean --history?'],
    // An option of another subcommand is unknown here, not silently ignored.
    [['history', 'show', '--history', 'h', '--keep', '3'], 'benchgate history show: unknown option --keep'],
    [['history', 'shw'], 'benchgate history: unknown history command "shw"; did you mean show?'],
    [['merge', 'a.json', '--zebra'], 'benchgate merge: unknown option --zebra\n'],
    [['--verison'], 'benchgate: expected a command before "--verison"; did you mean --version?'],
    [['constructor'], 'benchgate: unknown command "constructor"'],
    [['history', 'toString'], 'benchgate history: unknown history command "toString"'],
  ])('%j: %s', async (argv, message) => {
    const { code, stderr } = await inProcess(...argv);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});

describe('the option table agrees with the parsers', () => {
  const parsers: Record<string, (argv: string[], io: CliIo) => Promise<number>> = {
    analyze: analyzeCommand,
    run: runCommand,
    calibrate: calibrateCommand,
    bisect: bisectCommand,
    merge: mergeCommand,
    'profile-diff': profileDiffCommand,
    ...Object.fromEntries(historySubcommands.map((sub) => [`history ${sub}`, (argv: string[], io: CliIo) => historyCommand([sub, ...argv], io)])),
  };
  const tables: Record<string, readonly string[]> = {
    ...Object.fromEntries(commands.filter((c) => c !== 'history').map((c) => [c, COMMAND_HELP[c].options])),
    ...Object.fromEntries(historySubcommands.map((sub) => [`history ${sub}`, HISTORY_SUBCOMMANDS[sub].options])),
  };
  // Every option any command knows, and a few no command should.
  const universe = [...new Set([...Object.values(tables).flat(), 'verbose-all', 'bse', 'version'])].filter((o) => o !== 'help');
  const cwd = mkdtempSync(join(tmpdir(), 'benchgate-options-'));

  /** Whether the command's own parser takes `--name` (given a value, and a repository that stops run/calibrate right after parsing). */
  async function parserTakes(command: string, name: string): Promise<boolean> {
    let stderr = '';
    const io: CliIo = { stdout: () => undefined, stderr: (t) => (stderr += t), cwd };
    const argv = [`--${name}=x`, '--history=h', '--repo=/nonexistent-benchgate-repo'].filter(
      (a, i) => i === 0 || tables[command].includes(a.slice(2).split('=')[0]),
    );
    try {
      await parsers[command](argv, io);
    } catch (error) {
      stderr += error instanceof Error ? error.message : String(error);
    }
    return !/Unknown option/.test(stderr);
  }

  const single = Object.keys(tables).filter((c) => !c.startsWith('history '));
  it.each(single)('%s: the table lists exactly the options its parser takes', async (command) => {
    const taken: string[] = [];
    for (const name of universe) if (await parserTakes(command, name)) taken.push(name);
    expect(taken.sort()).toEqual([...new Set(tables[command].filter((o) => o !== 'help'))].sort());
  });

  it('history: one parser for every subcommand; the subcommand tables cover it, each a part of it', async () => {
    const taken: string[] = [];
    for (const name of universe) if (await parserTakes('history show', name)) taken.push(name);
    const subTables = historySubcommands.map((sub) => tables[`history ${sub}`].filter((o) => o !== 'help'));
    expect([...new Set(subTables.flat())].sort()).toEqual(taken.sort());
  });

  it('every option in the table is in its help text', () => {
    for (const command of Object.keys(tables)) {
      const help = command.startsWith('history ') ? HISTORY_SUBCOMMANDS[command.slice(8)].help : COMMAND_HELP[command].help;
      const named = new Set([...help.matchAll(/--([a-z][a-z-]*[a-z])/g)].map(([, name]) => name));
      for (const name of tables[command].filter((o) => o !== 'help')) expect.soft(named, `${command} --help does not name --${name}`).toContain(name);
    }
  });

  it('every option in a help text is in the table', () => {
    for (const command of Object.keys(tables)) {
      const help = command.startsWith('history ') ? HISTORY_SUBCOMMANDS[command.slice(8)].help : COMMAND_HELP[command].help;
      for (const [, name] of help.matchAll(/--([a-z][a-z-]*[a-z])/g)) {
        expect.soft(tables[command], `${command} --help names --${name}`).toContain(name);
      }
    }
  });
});

describe('did you mean', () => {
  it('counts a swap of neighbours as one edit, (optimal string alignment)', () => {
    expect(editDistance('anlyze', 'analyze')).toBe(1);
    expect(editDistance('hitsory', 'history')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'run')).toBe(3);
  });

  it('suggests only what is close, or an unambiguous abbreviation', () => {
    expect(closestMatch('bse', ['base', 'bench'])).toBe('base');
    expect(closestMatch('x', ['run'])).toBeUndefined();
    expect(closestMatch('frobnicate', ['show', 'import'])).toBeUndefined();
    expect(closestMatch('min', ['min-effect', 'confidence'])).toBe('min-effect');
    expect(closestMatch('run', ['run-id', 'run-attempt', 'runner'])).toBeUndefined();
  });
});
