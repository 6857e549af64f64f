/**
 * Notes from results.json are data (issue 17, security item 3). In `mode: comment`, results.json
 * comes from a fork's run; its `meta.plan.reasons`, `meta.sequential.stop` and `maxRounds` went
 * into the bot's comment raw, so a fork could post any markdown, link, HTML or mention through
 * the bot. They are now escaped, and numbers are shown only when they are numbers.
 */
import { describe, expect, it } from 'vitest';
import type { SequentialSuiteReport } from '../../src/sequential/analyze-sequential.js';
import { sequentialReportLines } from '../../src/report/sequential-notes.js';
import { decidedSequentialRecord } from '../support/decided-sequential-record.js';

/** Just what sequentialReportLines reads, shaped as analyzeWithStopping returns it for an adaptive run. */
function forged(sequential: Record<string, unknown>, reasons: unknown): SequentialSuiteReport {
  return {
    benchmarks: [],
    summary: { regressions: 0, gatingRegressions: 0, improvements: 0, unchanged: 0, inconclusive: 0 },
    meta: { plan: { reasons } },
    sequential: { ...decidedSequentialRecord({ kind: 'obrien-fleming' }), ...sequential },
  } as unknown as SequentialSuiteReport;
}

const HOSTILE = '[log in again](https://evil.example/login) @acme/maintainers <img src=x onerror=alert(1)> #1 **urgent**\n\n# merged';

describe('sequentialReportLines with a forged results.json', () => {
  it('escapes plan reasons: no link, mention, HTML, issue reference, emphasis or line break survives', () => {
    const [plan] = sequentialReportLines(forged({}, [HOSTILE]));
    expect(plan).toBe(
      'Plan: \\[log in again\\](https:\u200b//evil.example/login) @\u200bacme/maintainers &lt;img src=x onerror=alert(1)&gt; \\#1 ' +
        '\\*\\*urgent\\*\\* \\# merged.',
    );
  });

  it('escapes a stop reason it does not know instead of printing it', () => {
    const lines = sequentialReportLines(forged({ stop: { reason: '[x](https://evil.example) @team', blocks: 12 } }, []));
    expect(lines[0]).toContain('because \\[x\\](https:\u200b//evil.example) @\u200bteam;');
    // A key of Object.prototype is not a known reason either.
    expect(sequentialReportLines(forged({ stop: { reason: 'constructor' } }, []))[0]).toContain('because constructor;');
  });

  it("escapes an `answered` stop's detail, which a forged results.json may carry, and cuts it", () => {
    const lines = sequentialReportLines(forged({ stop: { reason: 'answered', blocks: 12, detail: HOSTILE } }, []));
    expect(lines[0]).toContain('because the one question it measured for was answered;');
    expect(lines[1]).toBe(
      'Answered: \\[log in again\\](https:\u200b//evil.example/login) @\u200bacme/maintainers &lt;img src=x onerror=alert(1)&gt; \\#1 ' +
        '\\*\\*urgent\\*\\* \\# merged.',
    );
    const long = sequentialReportLines(forged({ stop: { reason: 'answered', blocks: 12, detail: 'x'.repeat(5000) } }, []));
    expect(long[1].length).toBeLessThan(700);
  });

  it('shows `?` for counts and durations that are not numbers', () => {
    const lines = sequentialReportLines(
      forged({ maxRounds: '5 [more](https://evil.example)', blocks: '<b>', looks: '@x', spentSeconds: 'soon', budgetSeconds: '[b](u)' }, []),
    );
    expect(lines[0]).toBe('Adaptive design: stopped after ? blocks (? of at most ? rounds) because every benchmark was decided; ? of the ? budget spent.');
    expect(lines[1]).toContain('alpha spending over ? looks');
    expect(lines.join('\n')).not.toMatch(/evil|<b>|@x|\[b\]/);
  });

  it('keeps at most 10 reasons of at most 600 characters each', () => {
    const lines = sequentialReportLines(
      forged(
        {},
        Array.from({ length: 50 }, (_, i) => `reason ${i} ${'x'.repeat(1000)}`),
      ),
    );
    const plans = lines.filter((l) => l.startsWith('Plan: '));
    expect(plans).toHaveLength(10);
    expect(Math.max(...plans.map((l) => l.length))).toBeLessThan(620);
  });

  it('still reads plainly for honest values', () => {
    const lines = sequentialReportLines(forged({}, ['no prior: 1 build per version from the settings']));
    expect(lines[0]).toBe('Plan: no prior: 1 build per version from the settings.');
    expect(lines[1]).toBe(
      'Adaptive design: stopped after 12 blocks (3 of at most 5 rounds) because every benchmark was decided; 5 min of the 10 min budget spent.',
    );
  });

  it('no forged link, HTML or mention is left in any line', () => {
    const text = sequentialReportLines(forged({ stop: { reason: HOSTILE } }, [HOSTILE, HOSTILE])).join('\n');
    expect(text).not.toContain('](https://evil.example');
    expect(text).not.toContain('https://evil');
    expect(text).not.toContain('<img');
    expect(text).not.toMatch(/@(?!\u200b)/);
  });
});
