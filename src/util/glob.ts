import { Minimatch } from 'minimatch';
import { linearizeSegments } from './linear-segments.js';

/**
 * Glob patterns over '/'-separated names (build outputs relative to a directory, benchmark
 * names), matched by minimatch: `*` and `?` stay within one path segment, `**` as a whole
 * segment spans any number of segments (including none), `[abc]` / `[!abc]` are character
 * classes, `{a,b}` alternatives and `\` escapes the next character. Dotfiles are matched like
 * any other name; a leading `!` or `#` is literal.
 *
 * minimatch matches `**` segment by segment instead of through one backtracking regular
 * expression, so a pattern such as `**\/` repeated 12 times before `x` against a 25-segment name
 * returns at once (the hand-written translation it replaces took minutes there).
 *
 * Example: `compileGlob('io/**').test('io/read/4k')` → true.
 */
export interface Glob {
  readonly source: string;
  test(name: string): boolean;
}

/** A glob that cannot mean what was written (`{a`, `[z-a]`); the message names the glob. */
export class GlobSyntaxError extends Error {
  constructor(
    readonly glob: string,
    detail: string,
  ) {
    super(`invalid glob ${JSON.stringify(glob)}: ${detail}`);
    this.name = 'GlobSyntaxError';
  }
}

const OPTIONS = { dot: true, nonegate: true, nocomment: true, optimizationLevel: 2 } as const;

const compiled = new Map<string, Glob>();

/** Checks and compiles a glob once (later calls with the same glob reuse it); throws GlobSyntaxError. */
export function compileGlob(glob: string): Glob {
  const known = compiled.get(glob);
  if (known) return known;
  checkSyntax(glob);
  const matcher = new Minimatch(glob, OPTIONS);
  linearizeSegments(matcher);
  const result: Glob = { source: glob, test: (name: string) => matcher.match(name) };
  compiled.set(glob, result);
  return result;
}

/**
 * What minimatch would silently read as something else: an unbalanced `{`/`}` (read as a
 * literal brace) and a class range running backwards like `[z-a]` (matches nothing).
 */
function checkSyntax(glob: string): void {
  if (glob === '') throw new GlobSyntaxError(glob, 'it is empty');
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') {
      i += 1;
    } else if (c === '[') {
      const close = classEnd(glob, i);
      if (close < 0) continue; // no closing ]: a literal [, as in a shell
      checkClass(glob, glob.slice(i + 1, close));
      i = close;
    } else if (c === '{') {
      depth += 1;
    } else if (c === '}') {
      if (depth === 0) throw new GlobSyntaxError(glob, `a } at position ${i} closes no { (write \\} for a literal brace)`);
      depth -= 1;
    }
  }
  if (depth > 0) throw new GlobSyntaxError(glob, 'a { is never closed (write \\{ for a literal brace)');
}

/** Index of the `]` closing the class opened at `open` (a `]` right after `[` or `[!` is a member), or -1. */
function classEnd(glob: string, open: number): number {
  let i = open + 1;
  if (glob[i] === '!' || glob[i] === '^') i += 1;
  if (glob[i] === ']') i += 1;
  for (; i < glob.length; i++) {
    if (glob[i] === '\\') i += 1;
    else if (glob[i] === ']') return i;
    else if (glob[i] === '/') return -1;
  }
  return -1;
}

function checkClass(glob: string, body: string): void {
  const members = body.replace(/^[!^]/, '').replace(/\[:[a-z]+:\]/g, '');
  for (let i = 0; i + 2 < members.length; i++) {
    if (members[i] === '\\') {
      i += 1;
      continue;
    }
    if (members[i + 1] === '-' && members[i + 2] !== undefined && members[i + 2] < members[i]) {
      throw new GlobSyntaxError(glob, `the range ${members[i]}-${members[i + 2]} runs backwards, so [${body}] matches nothing`);
    }
  }
}

/** The leading directories of a glob that contain no wildcard: where a search can start. */
export function staticPrefix(glob: string): string {
  const segments = glob.split('/');
  const fixed: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (/[*?[{\\]/.test(segment)) break;
    fixed.push(segment);
  }
  return fixed.join('/');
}
