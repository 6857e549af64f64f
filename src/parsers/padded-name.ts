/**
 * A name as the suite means it, without the padding a text table adds for alignment: the
 * trailing run of dots and whitespace (`formatted time.........` → `formatted time`, as
 * suites that pad with `name.padEnd(width, '.')` print it). Padding depends on the longest
 * name, so it may differ between base and head; the trimmed name does not. A name that is
 * only dots is kept as printed. Dots inside a name (`sum... reduce`) stay; a name that
 * really ends in dots (`etc.`) loses them, alike in base and head.
 */
export function unpaddedName(printed: string): string {
  const trimmed = printed.replace(/[.\s]+$/, '');
  return trimmed === '' ? printed.trim() : trimmed;
}
