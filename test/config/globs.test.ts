import { describe, expect, it } from 'vitest';
import { policyFor } from '../../src/config/benchmark-policy.js';
import { parseConfigText } from '../../src/config/config-file.js';
import { compileGlob, GlobSyntaxError, staticPrefix } from '../../src/config/glob.js';

const SOURCE = '.github/benchgate.yml';

describe('globs (minimatch)', () => {
  it.each([
    ['io/**', 'io/read/4k', true],
    ['io/**', 'io', false],
    ['io/**', 'net/io/read', false],
    ['**/x', 'x', true],
    ['**/x', 'a/b/x', true],
    ['*', 'a/b', false],
    ['sort/*', 'sort/quick', true],
    ['sort/?', 'sort/ab', false],
    ['{sort,parse}/*', 'parse/json', true],
    ['[!a]x', 'bx', true],
    ['[!a]x', 'ax', false],
    ['dist/**', 'dist/.hidden/file', true],
    ['!literal', '!literal', true],
    ['\\{a', '{a', true],
  ])('%s against %s: %s', (glob, name, expected) => {
    expect(compileGlob(glob).test(name)).toBe(expected);
  });

  it.each([
    ['{a', /a \{ is never closed/],
    ['a}', /a \} at position 1 closes no \{/],
    ['[z-a]', /the range z-a runs backwards/],
    ['', /it is empty/],
  ])('rejects %j', (glob, message) => {
    expect(() => compileGlob(glob)).toThrow(GlobSyntaxError);
    expect(() => compileGlob(glob)).toThrow(message);
  });

  // The hand-written translation nested `(?:[^/]+/)*` groups, one per `**/`, and backtracked
  // exponentially: 8 of them against 17 segments took 35 ms, 10 against 21 1.5 s, each further
  // pair ~40 times more. Here 12 against 25 segments must simply return (minutes before).
  it('matches a pathological run of `**/` against a long name that does not match without backtracking', { timeout: 30_000 }, () => {
    const glob = `${'**/'.repeat(12)}x`;
    const name = Array.from({ length: 25 }, (_, i) => `s${i}`).join('/');
    expect(compileGlob(glob).test(name)).toBe(false);
    expect(compileGlob(glob).test(`${name}/x`)).toBe(true);
    const policy = policyFor(name, [{ match: glob, gate: 'ignore' }], 0.01);
    expect(policy.gate).toBe('gate');
  });

  it('alternating `**/a/` segments (slow in a regex-based matcher) return as well', { timeout: 30_000 }, () => {
    const glob = `${'**/a/'.repeat(10)}x`;
    expect(compileGlob(glob).test(Array.from({ length: 30 }, () => 'a').join('/'))).toBe(false);
  });

  it('staticPrefix stops at the first segment with a wildcard', () => {
    expect(staticPrefix('dist/js/**/*.js')).toBe('dist/js');
    expect(staticPrefix('dist/{a,b}/x')).toBe('dist');
    expect(staticPrefix('*.js')).toBe('');
  });
});

describe('globs are checked when the config is loaded', () => {
  it.each([
    ['benchmarks:\n  - match: "{io"\n    gate: report\n', /^\.github\/benchgate\.yml: benchmarks\[0\]\.match: invalid glob "\{io": a \{ is never closed/],
    ['benchmarks:\n  - match: "x/[z-a]"\n', /benchmarks\[0\]\.match: invalid glob "x\/\[z-a\]": the range z-a runs backwards/],
    ['artifacts: ["dist/{a,b"]\n', /^\.github\/benchgate\.yml: artifacts: invalid glob "dist\/\{a,b"/],
  ])('%j is a config error naming the glob', (text, message) => {
    expect(() => parseConfigText(text, SOURCE)).toThrow(message);
  });
});
