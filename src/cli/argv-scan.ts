/**
 * `--budget -2` as `--budget=-2`: Node's strict parser refuses a value that starts with `-` as
 * ambiguous, which would hide the flag's own message about the value ("expected minutes, a
 * number above 0"). Only a negative number is joined: no positional or flag of the CLI looks
 * like one, and anything after `--` is left alone.
 */
export function joinNegativeValues(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') return [...joined, ...argv.slice(i)];
    const next = argv[i + 1];
    if (arg.startsWith('--') && !arg.includes('=') && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

const NEGATIVE_NUMBER = /^-(\d|\.\d)/;

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

/**
 * The first long option given more than once that is not in `repeatable`: Node's parser would
 * keep the last silently, so `--base HEAD~1 … --base HEAD` would compare other commits than
 * the first flag says.
 */
export function firstRepeatedOption(scanned: ScannedArgs, repeatable: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const name of scanned.longOptions) {
    if (seen.has(name) && !repeatable.includes(name)) return name;
    seen.add(name);
  }
  return undefined;
}
