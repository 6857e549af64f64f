/**
 * What the front door reads from a command's arguments before the command parses them: the
 * long options given and whether help was asked for. Everything after `--` is positional.
 * (The parsers run strict: a value that starts with `-` must be written `--flag=-value`, so a
 * `--word` before `--` is always an option.)
 */
export interface ScannedArgs {
  /** The long options' names, without `--` and `=value`, in order. */
  longOptions: string[];
  help: boolean;
}

export function scanArgs(argv: readonly string[]): ScannedArgs {
  const longOptions: string[] = [];
  let help = false;
  for (const arg of argv) {
    if (arg === '--') break;
    if (arg === '-h' || arg === '--help') help = true;
    else if (arg.startsWith('--')) longOptions.push(arg.slice(2).split('=')[0]);
  }
  return { longOptions, help };
}

/** The first long option not in the list. */
export function firstUnknownOption(scanned: ScannedArgs, known: readonly string[]): string | undefined {
  return scanned.longOptions.find((name) => !known.includes(name));
}
