import type { Minimatch, MMRegExp } from 'minimatch';

/**
 * minimatch turns each path segment of a glob into a regular expression, and `*a*a*b` becomes
 * `[^/]*?a[^/]*?a[^/]*?b`, whose backtracking grows like (name length)^(number of `*`): three
 * `*`s against 256 × `a` took 2 s, four more than 10 s. This swaps each such segment for the
 * same test done by the greedy wildcard algorithm, which takes at most (name length × glob
 * length) steps. It covers segments of literals, `\` escapes, `?` and two or more `*`; a
 * segment with a class or an extglob keeps minimatch's expression.
 */
type Token = { kind: 'star' } | { kind: 'any' } | { kind: 'char'; char: string };

/** The tokens of a segment glob, or null when it holds something this matcher does not read. */
function tokenize(glob: string): Token[] | null {
  const tokens: Token[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') {
      if (i + 1 >= glob.length) return null;
      tokens.push({ kind: 'char', char: glob[++i] });
    } else if (c === '*') {
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (c === '?') {
      tokens.push({ kind: 'any' });
    } else if ('[]()|+@!'.includes(c)) {
      return null;
    } else {
      tokens.push({ kind: 'char', char: c });
    }
  }
  return tokens;
}

/** Greedy wildcard match with a return to the last `*`: O(segment length × glob length). */
function matchTokens(tokens: readonly Token[], segment: string): boolean {
  // As in minimatch with `dot: true`: a wildcard never matches the segments `.` and `..`.
  if (segment === '.' || segment === '..') return false;
  let t = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < segment.length) {
    const token = tokens[t] as Token | undefined;
    if (token !== undefined && token.kind === 'star') {
      star = t++;
      resume = s;
    } else if (token !== undefined && (token.kind === 'any' || token.char === segment[s])) {
      t++;
      s++;
    } else if (star >= 0) {
      t = star + 1;
      s = ++resume;
    } else {
      return false;
    }
  }
  while (tokens[t]?.kind === 'star') t++;
  return t === tokens.length;
}

/** A segment expression whose `test` runs the linear matcher; the rest of it is minimatch's. */
class LinearSegment extends RegExp {
  constructor(
    original: MMRegExp,
    private readonly tokens: readonly Token[],
  ) {
    super(original.source, original.flags);
  }

  override test(segment: string): boolean {
    return matchTokens(this.tokens, segment);
  }
}

/** Replaces, in a compiled minimatch, every segment expression with two or more `*` by its linear form. */
export function linearizeSegments(matcher: Minimatch): void {
  matcher.set = matcher.set.map((alternative) =>
    alternative.map((segment) => {
      if (typeof segment === 'string' || !(segment instanceof RegExp) || segment._glob === undefined) return segment;
      const tokens = tokenize(segment._glob);
      if (tokens === null || tokens.filter((token) => token.kind === 'star').length < 2) return segment;
      return Object.assign(new LinearSegment(segment, tokens), { _src: segment._src, _glob: segment._glob });
    }),
  );
}
