/** A value of the wrong type or range; the caller prefixes where it came from. */
export class InvalidValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidValueError';
  }
}

export function expected(what: string, got: unknown): InvalidValueError {
  return new InvalidValueError(`expected ${what}, got ${describe(got)}`);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list ${truncate(JSON.stringify(value))}`;
  if (typeof value === 'object') return `a mapping ${truncate(JSON.stringify(value))}`;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects were described above: what is left is a primitive or a function
  return truncate(JSON.stringify(value) ?? String(value));
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
