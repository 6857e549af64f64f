/**
 * Glob patterns for build outputs, matched against '/'-separated paths relative to a
 * directory: `*` and `?` stay within one path segment, `**` spans any number of
 * segments (including none), `[abc]` is a character class and `{a,b}` an alternative.
 * Dotfiles are matched like any other name.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  let braceDepth = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const wholeSegment = (i === 0 || glob[i - 1] === '/') && (i + 2 === glob.length || glob[i + 2] === '/');
      if (wholeSegment && glob[i + 2] === '/') {
        source += '(?:[^/]+/)*';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close < 0) source += '\\[';
      else {
        const body = glob.slice(i + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\');
        source += `[${body}]`;
        i = close;
      }
    } else if (c === '{') {
      braceDepth += 1;
      source += '(?:';
    } else if (c === '}' && braceDepth > 0) {
      braceDepth -= 1;
      source += ')';
    } else if (c === ',' && braceDepth > 0) source += '|';
    else source += c.replace(/[.+^$()|\\]/g, '\\$&');
  }
  if (braceDepth > 0) throw new Error(`unbalanced { in glob "${glob}"`);
  return new RegExp(`^${source}$`);
}

/** The leading directories of a glob that contain no wildcard: where a search can start. */
export function staticPrefix(glob: string): string {
  const segments = glob.split('/');
  const fixed: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (/[*?[{]/.test(segment)) break;
    fixed.push(segment);
  }
  return fixed.join('/');
}
