import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CallgrindFormatError, callgrindTimes, parseCallgrind } from '../../src/profile/callgrind-out.js';
import { MAX_FRAME_TEXT } from '../../src/profile/cpuprofile.js';
import { diffProfiles } from '../../src/profile/profile-diff.js';
import type { ProfileSet } from '../../src/profile/profile-set.js';
import { profileDiffMarkdown } from '../../src/report/profile-markdown.js';

// fixtures/parsers/callgrind-functions.out: real output of valgrind 3.19.0's callgrind on
// fixtures/instructions/functions.c (its .meta.json has the command). The expected counts are
// callgrind_annotate's, each function's rows added over the files its code came from (inlined
// code is shown under its own file there, and counted in the function it was inlined into here).
const REAL = readFileSync(join(import.meta.dirname, '../../fixtures/parsers/callgrind-functions.out'), 'utf8');
const ANNOTATE = { total: 22_126_214, work: 4_400_004, doLookupX: 21_727, relocate: 23_314, lookupSymbol: 15_908 };

const file = (body: string) => `# callgrind format\nversion: 1\npositions: line\nevents: Ir\nsummary: 1\n\n${body}\n`;

describe('parseCallgrind', () => {
  it("reads a real file as callgrind_annotate does: each function's self count, the total, the function's file and first line", () => {
    const profile = parseCallgrind(REAL, 'callgrind-functions.out');
    expect(profile.total).toBe(ANNOTATE.total);
    const self = (name: string) => profile.functions.filter((f) => f.name === name).reduce((s, f) => s + f.self, 0);
    for (const name of ['alpha', 'bravo', 'charlie', 'delta', 'echo']) expect(self(name)).toBe(ANNOTATE.work);
    expect(self('do_lookup_x')).toBe(ANNOTATE.doLookupX);
    expect(self('_dl_relocate_object')).toBe(ANNOTATE.relocate);
    expect(self('_dl_lookup_symbol_x')).toBe(ANNOTATE.lookupSymbol);
    const charlie = profile.functions.find((f) => f.name === 'charlie');
    expect(charlie).toMatchObject({ file: '/tmp/cg48/functions.c', line: 25 });
    // main's inclusive count holds the five functions it calls.
    const main = profile.functions.find((f) => f.name === 'main');
    expect(main?.inclusive).toBeGreaterThan(5 * ANNOTATE.work);
    // Without debug info: the object, no line.
    expect(profile.functions.find((f) => f.name === '(below main)' && f.file.startsWith('/tmp'))).toMatchObject({ file: '/tmp/cg48/functions', line: null });
    const times = callgrindTimes(profile);
    expect(times.sampledMs).toBe(ANNOTATE.total);
    expect(times.functions.find((f) => f.frame.name === 'charlie')?.frame).toEqual({
      name: 'charlie',
      url: 'file:///tmp/cg48/functions.c',
      line: 24,
      column: 0,
    });
  });

  it("counts a call's cost line as the caller's inclusive count, never its self count, and reads relative positions and compressed names", () => {
    const profile = parseCallgrind(
      file('ob=(1) /bin/x\nfl=(1) /src/a.c\nfn=(1) outer\n10 5\n+2 3\ncfn=(2) inner\ncalls=1 20\n* 1000\n-1 2\nfn=(2)\n20 1000\nfn=(1)\n30 1'),
      'x',
    );
    expect(profile.functions).toEqual([
      { name: 'outer', file: '/src/a.c', line: 10, self: 11, inclusive: 1011 },
      { name: 'inner', file: '/src/a.c', line: 20, self: 1000, inclusive: 1000 },
    ]);
    expect(profile.total).toBe(1011);
  });

  it('refuses what is not callgrind output, naming the file, the line and what is wrong', () => {
    const fails = (text: string) => {
      try {
        parseCallgrind(text, 'out/callgrind.out.7');
      } catch (error) {
        expect(error).toBeInstanceOf(CallgrindFormatError);
        return (error as Error).message;
      }
      return 'parsed';
    };
    expect(fails('{"nodes": []}')).toBe(
      'out/callgrind.out.7: not callgrind output: line 1: "{\\"nodes\\": []}" is neither a cost line nor a known specification',
    );
    expect(fails(file('fn=(3)\n1 1'))).toMatch(/line 7: \(3\) names no function defined before it/);
    expect(fails(file('fn=f\n1 1.5'))).toMatch(/line 8: a count that is not a whole number/);
    expect(fails(file('fn=f\n1 9007199254740991\n2 1'))).toMatch(/line 9: the counts add up to more than can be counted exactly/);
    expect(fails(file('1 1'))).toMatch(/line 7: a cost line before any "fn=" line/);
    expect(fails(file('fn=f\ncalls=1 2'))).toMatch(/a "calls=" line with no cost line after it/);
    expect(fails('events: Ir\nfn=f\n1 1\n')).toMatch(/no "summary:" or "totals:" line/);
    expect(fails('summary: 1\nfn=f\n1 1\n')).toMatch(/line 3: a cost line before the "events:" line/);
    expect(fails('events: Dr\nsummary: 1\n')).toMatch(/do not include Ir/);
  });

  it('keeps a hostile function name as data: cut to its bound, escaped where it is rendered', () => {
    const hostile = '<img src=x onerror=alert(1)> @admin | [click](https://evil.example)';
    const long = 'x'.repeat(MAX_FRAME_TEXT + 50);
    const profile = (rounds: number): ProfileSet => ({
      unit: 'instructions',
      sourceIsProgram: true,
      builds: [
        {
          id: '1',
          executions: ['1', '2'].map((id) => ({
            id,
            profiles: [callgrindTimes(parseCallgrind(file(`fl=/src/a.c\nfn=${hostile}\n3 ${rounds}\nfn=${long}\n9 1000`), 'x'))],
          })),
        },
      ],
    });
    const parsed = parseCallgrind(file(`fn=${long}\n1 1`), 'x');
    expect(parsed.functions[0].name).toHaveLength(MAX_FRAME_TEXT);
    const text = profileDiffMarkdown(diffProfiles(profile(1000), profile(1500)));
    expect(text).not.toContain('<img');
    expect(text).not.toContain('@admin');
    expect(text).not.toContain('](https://evil');
    expect(text).toMatch(
      /^\| &lt;img src=x onerror=alert\(1\)&gt; @\u200badmin \\\| \\\[click\\\]\(https:\u200b\/\/evil\.example\) \| a\.c:3 \| 1,000 \| 1,500 \| \+50\.0 % \(exact\) \| \+500 \| 100\.0 % \|$/m,
    );
  });
});
