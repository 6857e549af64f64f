/** A plain object (not null, not an array): the first check before reading fields of parsed JSON or YAML. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
