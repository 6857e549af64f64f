/**
 * Command-line arguments of `benchgate run` (or another command) from one record, in the record's
 * order: a string or number becomes `--name value`, `true` becomes `--name` and `false` `--no-name`.
 * `runArgs({ base: 'base', binaries: 1, 'prove-unchanged': false })` is
 * `['--base', 'base', '--binaries', '1', '--no-prove-unchanged']`.
 */
export function runArgs(options: Record<string, string | number | boolean>): string[] {
  return Object.entries(options).flatMap(([name, value]) => {
    if (value === true) return [`--${name}`];
    if (value === false) return [`--no-${name}`];
    return [`--${name}`, String(value)];
  });
}
