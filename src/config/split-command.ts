/** A command as an argument vector: program first, no shell involved. */
export type Command = readonly string[];

/** Raised when a command string cannot be split into an argument vector. */
export class CommandSyntaxError extends Error {
  constructor(command: string, detail: string) {
    super(`cannot split command ${JSON.stringify(command)}: ${detail}`);
    this.name = 'CommandSyntaxError';
  }
}

// Unquoted, these would mean something to a shell; without one they become plain
// arguments and the command silently does something else.
const SHELL_OPERATORS = new Set(['|', '||', '&', '&&', ';', '>', '>>', '<', '2>', '2>&1', '&>']);

/**
 * Splits a command line into an argument vector the way a POSIX shell would for
 * plain words: whitespace separates arguments, '…' quotes literally, "…" quotes with
 * backslash escapes for \ " $ and `, and a backslash outside quotes escapes the next
 * character. No expansion of variables, globs or `~` happens. Shell operators
 * (`&&`, `|`, `>` …) are rejected with a pointer to `sh -c '…'`.
 *
 * Example: `node bench.mjs --filter 'sort/*'` → ['node', 'bench.mjs', '--filter', 'sort/*'].
 */
export function splitCommand(command: string): string[] {
  const args: string[] = [];
  let current = '';
  let inWord = false;
  let quotedWord = false;
  let i = 0;
  const endWord = (): void => {
    if (!inWord) return;
    if (!quotedWord && SHELL_OPERATORS.has(current)) {
      throw new CommandSyntaxError(command, `'${current}' is a shell operator, and benchgate runs commands without a shell; write sh -c '…' to use one`);
    }
    args.push(current);
    current = '';
    inWord = false;
    quotedWord = false;
  };
  while (i < command.length) {
    const c = command[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      endWord();
      i += 1;
    } else if (c === "'") {
      const close = command.indexOf("'", i + 1);
      if (close < 0) throw new CommandSyntaxError(command, `unterminated ' quote at position ${i}`);
      current += command.slice(i + 1, close);
      inWord = true;
      quotedWord = true;
      i = close + 1;
    } else if (c === '"') {
      let j = i + 1;
      for (;;) {
        if (j >= command.length) throw new CommandSyntaxError(command, `unterminated " quote at position ${i}`);
        const d = command[j];
        if (d === '"') break;
        if (d === '\\' && j + 1 < command.length && '\\"$`'.includes(command[j + 1])) {
          current += command[j + 1];
          j += 2;
        } else {
          current += d;
          j += 1;
        }
      }
      inWord = true;
      quotedWord = true;
      i = j + 1;
    } else if (c === '\\') {
      if (i + 1 >= command.length) throw new CommandSyntaxError(command, 'trailing backslash');
      current += command[i + 1];
      inWord = true;
      quotedWord = true;
      i += 2;
    } else {
      current += c;
      inWord = true;
      i += 1;
    }
  }
  endWord();
  if (args.length === 0) throw new CommandSyntaxError(command, 'it is empty');
  return args;
}

/** Shows an argument vector as a command line that `splitCommand` reads back unchanged. */
export function formatCommand(argv: Command): string {
  return argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`)).join(' ');
}
