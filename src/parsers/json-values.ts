/**
 * Splits text holding JSON objects one after another (`{…}{…}`, with or without whitespace
 * or newlines between them) into the text of each top-level object. Text outside objects
 * other than whitespace is returned as `stray` (the first such run), so a caller can refuse it.
 */
export function splitJsonObjects(text: string): { objects: string[]; stray: string | undefined } {
  const objects: string[] = [];
  let stray: string | undefined;
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"' && depth > 0) inString = true;
    else if (c === '{') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (c === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) objects.push(text.slice(start, i + 1));
    } else if (depth === 0 && !/\s/.test(c)) {
      stray ??= text.slice(i, i + 40);
    }
  }
  if (depth > 0) stray ??= text.slice(start, start + 40);
  return { objects, stray };
}
