/**
 * Adversarial inputs, generated with fast-check from a fixed seed: whatever a benchmark prints,
 * an artifact holds (results.json, context.json) or a user writes, each reader gives a correct result or its own typed
 * error (never a crash with another error, never a hang: every input is bounded in size), and
 * valid generated inputs come back unchanged. A failure prints the seed and the shrunk input.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseRunContext, RunContextError, type RunContext } from '../../src/action/action-context.js';
import { DECISION_RULES } from '../../src/config/analysis-options.js';
import { GATE_MODES } from '../../src/config/benchmark-policy.js';
import { ConfigError } from '../../src/config/run-settings.js';
import { parseConfigText } from '../../src/config/config-file.js';
import { parseHistory, serializeHistory } from '../../src/history/parse-history.js';
import { parsePullRequestRuns, serializePullRequestRuns } from '../../src/history/parse-pull-request-runs.js';
import { PULL_REQUEST_VERDICTS, type PullRequestBenchmark, type PullRequestRun } from '../../src/results/pull-request-runs-format.js';
import { OUTPUT_FORMATS, OutputParseError, parseBenchmarkOutput, type ParsedMeasurement } from '../../src/parsers/index.js';
import { HISTORY_FORMAT_VERSION, type HistoryEntry, type HistoryFile } from '../../src/results/history-format.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { ResultsFormatError, validateResults } from '../../src/results/validate-results.js';
import { CORRECTIONS } from '../../src/stats/multiple-testing.js';
import type { ParserNote } from '../../src/results/output-notes.js';
import { outputNoteText } from '../../src/report/output-notes.js';

const SEED = 17;
const RUNS = 300;
const settings = { seed: SEED, numRuns: RUNS };
/** Generous per-test limit: a hang (e.g. catastrophic backtracking) fails here rather than stalling the suite. */
const LIMIT_MS = 60_000;

const FIXTURES = new URL('../../fixtures/parsers/', import.meta.url);
const fixtureTexts = readdirSync(FIXTURES)
  .filter((name) => !name.endsWith('.meta.json') && name !== 'README.md')
  .map((name) => readFileSync(new URL(name, FIXTURES), 'utf8'))
  .filter((text) => text.length <= 64 * 1024);

/** Numbers as benchmarks print them, the awkward ones included. */
const numberText = fc.oneof(
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '-0', '1e309', '-1e309', '1e-400', '0x1F', '1_000', '1,5', '', '.', '-', '+', '1e', '٣'),
);

/** Lines in the shape of the tools' output, with hostile fields. */
const toolLine = fc.oneof(
  fc.tuple(fc.string({ maxLength: 20 }), numberText, numberText).map(([n, a, b]) => `Benchmark${n}-8 \t ${a}\t ${b} ns/op`),
  fc.tuple(fc.string({ maxLength: 20 }), numberText, numberText).map(([n, a, b]) => `test ${n} ... bench: ${a} ns/iter (+/- ${b})`),
  fc.tuple(fc.string({ maxLength: 20 }), numberText, fc.string({ maxLength: 5 })).map(([n, v, u]) => `${n} ${v} ${u}`),
  fc.tuple(fc.string({ maxLength: 20 }), numberText).map(([n, v]) => `${n}  time:   [${v} ns ${v} µs ${v} ms]`),
  fc
    .tuple(fc.string({ maxLength: 20 }), numberText, fc.string({ maxLength: 5 }))
    .map(([n, v, u]) => `{"name":${JSON.stringify(n)},"value":${v},"unit":${JSON.stringify(u)}}`),
  // Catch2's console table rows, asv's result lines, libtest lines in other units, a go pkg header.
  fc.constant('benchmark name                       samples       iterations    estimated'),
  fc.tuple(fc.string({ maxLength: 20 }), numberText, numberText).map(([n, a, b]) => `${n}     10     ${a}     ${b} ms `),
  fc.tuple(numberText, numberText, fc.constantFrom('ns', 'us', 'ms', 's', 'xs')).map(([a, b, u]) => `     ${a} ${u}    ${b} ${u}    ${a} ${u} `),
  fc.tuple(fc.string({ maxLength: 20 }), numberText, fc.constantFrom('μs', 'ms', 'k', 'M', '', 'x')).map(([n, v, u]) => `[ 50.00%] ··· a.${n}   ${v}±0.1${u}`),
  fc
    .tuple(fc.string({ maxLength: 20 }), numberText, fc.constantFrom('μs/iter', 'cycles/iter', 'MS/s', '/iter'))
    .map(([n, v, u]) => `test ${n} ... bench: ${v} ${u} (+/- 1)`),
  fc.string({ maxLength: 30 }).map((p) => `pkg: ${p}`),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 80 }),
);

/** BenchmarkTools JSON (Julia) with hostile groups and trials. */
const juliaDocument = fc
  .tuple(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.array(numberText.map(Number), { maxLength: 4 }))), fc.boolean())
  .map(([fields, estimate]) =>
    JSON.stringify([
      { Julia: '1.10', BenchmarkTools: '1.5.0' },
      [['BenchmarkGroup', { data: { g: ['BenchmarkGroup', { data: { x: [estimate ? 'TrialEstimate' : 'Trial', fields] } }] } }]],
    ]),
  );

/** A real tool output with a few random edits: cuts, insertions and replaced numbers. */
const mutatedFixture = fc
  .tuple(
    fc.constantFrom(...fixtureTexts),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 40 }), fc.oneof(fc.string({ maxLength: 12 }), numberText)), { minLength: 1, maxLength: 4 }),
  )
  .map(([text, edits]) =>
    edits.reduce((t, [at, cut, insert]) => {
      const i = t.length === 0 ? 0 : at % t.length;
      return t.slice(0, i) + insert + t.slice(i + cut);
    }, text),
  );

const hostileOutput = fc.oneof(
  fc.string({ maxLength: 2000 }),
  fc.string({ unit: 'binary', maxLength: 500 }),
  fc.array(toolLine, { maxLength: 40 }).map((lines) => lines.join('\n')),
  fc.json({ maxDepth: 5 }),
  mutatedFixture,
  juliaDocument,
);

function expectMeasurements(measurements: ParsedMeasurement[]): void {
  expect(measurements.length).toBeGreaterThan(0);
  for (const m of measurements) {
    expect(typeof m.name === 'string' && m.name !== '', `name ${JSON.stringify(m.name)}`).toBe(true);
    expect(Number.isFinite(m.value), `value ${m.value} of ${JSON.stringify(m.name)}`).toBe(true);
    expect(typeof m.unit).toBe('string');
  }
}

/** Runs `work`; a typed error of `kind` is a clear refusal, any other throw fails the property. */
function refusesOnlyWith<T>(kind: abstract new (...args: never[]) => Error, work: () => T): T | null {
  try {
    return work();
  } catch (error) {
    if (error instanceof kind) {
      expect(error.message.length).toBeGreaterThan(0);
      return null;
    }
    throw error;
  }
}

describe('benchmark output parsers (every format, through parseBenchmarkOutput)', () => {
  const formats = OUTPUT_FORMATS.filter((format) => format !== 'process');

  it(
    'give finite measurements or an OutputParseError for hostile output, in every format',
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...formats), hostileOutput, (format, output) => {
          const notes: ParserNote[] = [];
          const parsed = refusesOnlyWith(OutputParseError, () => parseBenchmarkOutput(format, output, notes));
          if (parsed !== null) expectMeasurements(parsed);
          for (const note of notes) expect(typeof outputNoteText(note)).toBe('string');
        }),
        { ...settings, numRuns: RUNS * 4 },
      );
    },
    LIMIT_MS,
  );

  it(
    'read back valid JSON lines exactly, between arbitrary log lines',
    () => {
      const measurement = fc.record(
        {
          name: fc.string({ minLength: 1, maxLength: 40 }),
          value: fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v)),
          unit: fc.string({ maxLength: 8 }),
          warmup: fc.boolean(),
          better: fc.constantFrom('lower' as const, 'higher' as const),
        },
        { requiredKeys: ['name', 'value', 'unit'] },
      );
      const logLine = fc.string({ maxLength: 40 }).filter((line) => !line.trim().startsWith('{') && !/[\r\n]/.test(line));
      fc.assert(
        fc.property(fc.array(fc.tuple(measurement, fc.option(logLine, { nil: undefined })), { minLength: 1, maxLength: 20 }), (rows) => {
          const output = rows.flatMap(([m, log]) => (log === undefined ? [JSON.stringify(m)] : [log, JSON.stringify(m)])).join('\n');
          expect(parseBenchmarkOutput('jsonl', output)).toEqual(rows.map(([m]) => m));
        }),
        settings,
      );
    },
    LIMIT_MS,
  );
});

/** A valid results file, small. */
const finiteValue = fc.double({ min: 1e-6, max: 1e6, noNaN: true });
const execution = fc.record({ values: fc.array(finiteValue, { minLength: 1, maxLength: 5 }) });
const versionRecord = fc.record({
  binaries: fc.array(fc.record({ executions: fc.array(execution, { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 3 }),
});
const resultsFile: fc.Arbitrary<ResultsFile> = fc
  .uniqueArray(
    fc.record({
      name: fc.string({ minLength: 1, maxLength: 30 }).filter((name) => name.trim() !== ''),
      unit: fc.constantFrom('ns', 'ms', 's', 'ops/s', 'B', ''),
      better: fc.constantFrom('lower' as const, 'higher' as const),
      base: versionRecord,
      head: versionRecord,
    }),
    { selector: (b) => b.name, minLength: 1, maxLength: 4 },
  )
  .map((benchmarks) => ({ version: 1 as const, benchmarks }));

/** Replaces the value at a random path of a JSON value with `replacement`. */
function replaceAt(value: unknown, choice: number, replacement: unknown): unknown {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...path, i]));
    else if (node !== null && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(value, []);
  const path = paths[choice % paths.length];
  if (path.length === 0) return replacement;
  const copy: unknown = JSON.parse(JSON.stringify(value));
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = replacement;
  return copy;
}

const hostileJson = fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(Number.NaN, Infinity, -0, '', '__proto__', null, [], {}));

describe('the results validator', () => {
  it(
    'accepts a valid results file and gives back the same content',
    () => {
      fc.assert(
        fc.property(resultsFile, (results) => {
          expect(validateResults(JSON.parse(JSON.stringify(results)))).toEqual(results);
        }),
        settings,
      );
    },
    LIMIT_MS,
  );

  it(
    'refuses arbitrary JSON and a valid file with one value replaced, only with ResultsFormatError',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            hostileJson,
            fc.tuple(resultsFile, fc.nat(), hostileJson).map(([r, at, v]) => replaceAt(r, at, v)),
          ),
          (value) => {
            const validated = refusesOnlyWith(ResultsFormatError, () => validateResults(value));
            // What it accepts is stable: validating it again (as JSON, where -0 is 0) changes nothing.
            const asJson: unknown = JSON.parse(JSON.stringify(validated));
            if (validated !== null) expect(validateResults(asJson)).toEqual(asJson);
          },
        ),
        { ...settings, numRuns: RUNS * 2 },
      );
    },
    LIMIT_MS,
  );
});

/** A valid history entry (the format of docs/history-format.md). */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms).toISOString());
const historyEntry: fc.Arbitrary<HistoryEntry> = fc.record({
  sha: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 7, maxLength: 40 }),
  date: instant,
  measuredAt: instant,
  runId: fc.oneof(
    fc.nat().map(String),
    fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
  ),
  runAttempt: fc.integer({ min: 1, max: 5 }),
  runner: fc.string({ maxLength: 30 }),
  confidence: fc.double({ min: 0.5, max: 0.999, noNaN: true }),
  benchmarks: fc.uniqueArray(
    fc.record({
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
      unit: fc.constantFrom('ns', 'ms', 'ops/s'),
      better: fc.constantFrom('lower' as const, 'higher' as const),
      mean: finiteValue,
      ci: fc.tuple(finiteValue, finiteValue).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a])),
      df: fc.double({ min: 0.5, max: 100, noNaN: true }),
      variance: fc.tuple(fc.option(finiteValue), fc.option(finiteValue), fc.option(finiteValue)),
      counts: fc.tuple(fc.nat(10), fc.nat(50), fc.nat(500), fc.nat(5)),
      impact: fc.tuple(fc.option(finiteValue), fc.option(finiteValue)),
      means: fc.array(fc.array(finiteValue, { maxLength: 4 }), { minLength: 1, maxLength: 3 }),
    }),
    { selector: (b) => b.name, maxLength: 3 },
  ),
});
/** Distinct (sha, runId), as a stored history has. */
const history: fc.Arbitrary<HistoryFile> = fc
  .uniqueArray(historyEntry, { selector: (e) => `${e.sha}\u0000${e.runId}`, maxLength: 8 })
  .map((entries) => ({ version: HISTORY_FORMAT_VERSION, entries }));

describe('the history parser', () => {
  it(
    'reads back every entry of a valid history (in the canonical order), without a warning',
    () => {
      fc.assert(
        fc.property(history, (h) => {
          const parsed = parseHistory(serializeHistory(h), 'history.json');
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(parsed.warnings).toEqual([]);
          expect(parsed.dropped).toBe(0);
          expect(new Set(parsed.history.entries)).toEqual(new Set(h.entries));
          expect(parseHistory(serializeHistory(parsed.history), 'history.json')).toEqual(parsed);
        }),
        settings,
      );
    },
    LIMIT_MS,
  );

  it(
    'never throws on hostile text; what it keeps is valid, and nothing is lost without being counted',
    () => {
      const damagedLines = fc
        .tuple(history, fc.array(fc.tuple(fc.nat(), fc.oneof(fc.string({ maxLength: 30 }), numberText)), { maxLength: 3 }))
        .map(([h, edits]) => {
          const lines = serializeHistory(h).split('\n');
          // Lines 1 … n hold the n entries; the header and the closing line stay as they are.
          for (const [at, text] of h.entries.length === 0 ? [] : edits) {
            const i = 1 + (at % h.entries.length);
            lines[i] = lines[i].slice(0, at % (lines[i].length + 1)) + text;
          }
          return { text: lines.join('\n'), total: h.entries.length };
        });
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 2000 }).map((text) => ({ text, total: -1 })),
            hostileJson.map((v) => ({ text: JSON.stringify(v) ?? '', total: -1 })),
            fc.tuple(history, fc.nat(), hostileJson).map(([h, at, v]) => ({ text: JSON.stringify(replaceAt(h, at, v)) ?? '', total: -1 })),
            damagedLines,
          ),
          ({ text, total }) => {
            const parsed = parseHistory(text, 'history.json');
            if (!parsed.ok) {
              expect(parsed.reason).toMatch(/^history\.json/);
              return;
            }
            // Everything kept reads back as valid on its own.
            const again = parseHistory(serializeHistory(parsed.history), 'history.json');
            expect(again.ok && again.dropped).toBe(0);
            // Entries left out are counted and named in one warning.
            expect(parsed.warnings.length).toBe(parsed.dropped > 0 || /not valid JSON/.test(parsed.warnings[0] ?? '') ? 1 : 0);
            // A damaged line costs its entry, counted: every entry is kept or counted as left out.
            if (total >= 0) expect(parsed.history.entries.length + parsed.dropped).toBeGreaterThanOrEqual(total);
          },
        ),
        { ...settings, numRuns: RUNS * 2 },
      );
    },
    LIMIT_MS,
  );
});

// eslint-disable-next-line no-control-regex -- names with these are what the store refuses
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const hex40 = fc.stringMatching(/^[0-9a-f]{40}$/);
const pullRequestBenchmark: fc.Arbitrary<PullRequestBenchmark> = fc.oneof(
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 20 }).filter((n) => n.trim() !== '' && !CONTROL_CHARACTER.test(n)),
      fc.constantFrom(...PULL_REQUEST_VERDICTS),
      fc.double({ min: -0.9, max: 5, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([name, verdict, relative, half]): PullRequestBenchmark => [name, 'ns', verdict, relative, Math.max(-0.95, relative - half), relative + half]),
  fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((n) => /^[a-z/]+$/.test(n))
    .map((name): PullRequestBenchmark => [name, 'ms', 'inconclusive', null, null, null]),
);
const pullRequestRecord: fc.Arbitrary<PullRequestRun> = fc.record({
  pullRequest: fc.integer({ min: 1, max: 1e6 }),
  headSha: hex40,
  baseSha: hex40,
  baseRef: fc.constantFrom('main', 'release/1.x'),
  runId: fc.integer({ min: 1, max: 2 ** 40 }),
  runAttempt: fc.integer({ min: 1, max: 5 }),
  date: fc.integer({ min: 0, max: 4e12 }).map((t) => new Date(t).toISOString()),
  benchmarks: fc.uniqueArray(pullRequestBenchmark, { selector: (b) => b[0], maxLength: 5 }),
});
const pullRequestStore = fc.uniqueArray(pullRequestRecord, { selector: (r) => r.runId, maxLength: 6 }).map((runs) => ({ version: 1 as const, runs }));

describe('the pull-request store parser', () => {
  it(
    'reads back every record of a valid store, without a warning; never throws on hostile text, and what it keeps reads back',
    () => {
      fc.assert(
        fc.property(pullRequestStore, (store) => {
          const parsed = parsePullRequestRuns(serializePullRequestRuns(store), 'pull-requests.json');
          expect(parsed.ok && parsed.warnings).toEqual([]);
          if (parsed.ok) expect(new Set(parsed.file.runs)).toEqual(new Set(store.runs));
        }),
        settings,
      );
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 2000 }),
            hostileJson.map((v) => JSON.stringify(v) ?? ''),
            fc.tuple(pullRequestStore, fc.nat(), hostileJson).map(([store, at, v]) => JSON.stringify(replaceAt(store, at, v)) ?? ''),
          ),
          (text) => {
            const parsed = parsePullRequestRuns(text, 'pull-requests.json');
            if (!parsed.ok) {
              expect(parsed.reason).toMatch(/^pull-requests\.json/);
              return;
            }
            expect(parsed.warnings.length).toBe(parsed.dropped > 0 ? 1 : 0);
            const again = parsePullRequestRuns(serializePullRequestRuns(parsed.file), 'pull-requests.json');
            expect(again).toEqual({ ...parsed, warnings: [], dropped: 0 });
          },
        ),
        settings,
      );
    },
    LIMIT_MS,
  );
});

describe('the config file parser', () => {
  const KEYS = [
    'bench',
    'build',
    'binaries',
    'executions',
    'timeout',
    'seed',
    'format',
    'env',
    'workdir',
    'artifacts',
    'confidence',
    'min-effect',
    'max-failure-share',
    'base',
    'head',
  ];

  it(
    'gives settings or a ConfigError for hostile YAML, never another error',
    () => {
      const yamlish = fc.oneof(
        fc.string({ maxLength: 500 }),
        fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })), hostileJson, { maxKeys: 5 }).map((o) => stringify(o)),
        fc.dictionary(fc.constantFrom(...KEYS), hostileJson, { maxKeys: 4 }).map((o) => stringify(o)),
        fc
          .array(
            fc.constantFrom(
              'a: &a [1, 2]',
              'b: *a',
              'c: *b',
              '- x',
              ': :',
              '? [',
              '!!binary x',
              '%YAML 1.1',
              '---',
              '...',
              'bench: "x"',
              'seed: 0x10',
              'executions: 1e3',
            ),
            { maxLength: 12 },
          )
          .map((lines) => lines.join('\n')),
      );
      fc.assert(
        fc.property(yamlish, (text) => {
          refusesOnlyWith(ConfigError, () => parseConfigText(text, 'benchgate.yml'));
        }),
        { ...settings, numRuns: RUNS * 2 },
      );
    },
    LIMIT_MS,
  );

  it(
    'reads valid generated settings back as given',
    () => {
      const valid = fc.record(
        {
          bench: fc.stringMatching(/^[a-z][a-z0-9._/-]{0,20}$/),
          binaries: fc.integer({ min: 1, max: 20 }),
          executions: fc.integer({ min: 1, max: 50 }),
          seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(valid, (settingsIn) => {
          const { run } = parseConfigText(stringify(settingsIn), 'benchgate.yml');
          // A one-word command is read as that word (a command line is split into its arguments).
          const { bench, ...rest } = settingsIn;
          expect(run).toMatchObject({ ...rest, ...(bench === undefined ? {} : { bench: [bench] }) });
        }),
        settings,
      );
    },
    LIMIT_MS,
  );
});

const sha = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 40, maxLength: 40 });
const runContext: fc.Arbitrary<RunContext> = fc.record(
  {
    version: fc.constant(1 as const),
    pullRequest: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
    // eslint-disable-next-line no-control-regex -- control characters are what the checked field refuses
    workflow: fc.string({ maxLength: 60 }).filter((w) => !/[\u0000-\u001f\u007f]/.test(w)),
    runUrl: fc.nat().map((id) => `https://github.com/acme/widgets/actions/runs/${id}`),
    baseSha: sha,
    headSha: sha,
    pullRequestHeadSha: sha,
    analysis: fc.record(
      {
        confidence: fc.double({ min: 0.5, max: 0.9999, noNaN: true }),
        minEffect: fc.double({ min: 0, max: 10, noNaN: true }).map((v) => (Object.is(v, -0) ? 0 : v)),
        correction: fc.constantFrom(...CORRECTIONS),
        rule: fc.constantFrom(...DECISION_RULES),
        policies: fc.array(
          fc.record(
            {
              match: fc.string({ minLength: 1, maxLength: 30 }),
              gate: fc.constantFrom(...GATE_MODES),
              minEffect: fc.double({ min: 0, max: 10, noNaN: true }).map((v) => (Object.is(v, -0) ? 0 : v)),
            },
            { requiredKeys: ['match'] },
          ),
          { maxLength: 4 },
        ),
      },
      { requiredKeys: ['confidence', 'minEffect', 'correction', 'rule'] },
    ),
  },
  { requiredKeys: ['version', 'pullRequest', 'workflow', 'runUrl', 'baseSha', 'headSha', 'analysis'] },
);

describe('the context.json validator (what mode: comment reads from the artifact)', () => {
  it(
    'reads a valid context back as written',
    () => {
      fc.assert(
        fc.property(runContext, (context) => {
          expect(parseRunContext(JSON.stringify(context))).toEqual(context);
        }),
        settings,
      );
    },
    LIMIT_MS,
  );

  it(
    'refuses hostile text and a valid context with one value replaced, only with RunContextError',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 500 }),
            hostileJson.map((v) => JSON.stringify(v) ?? ''),
            fc.tuple(runContext, fc.nat(), hostileJson).map(([c, at, v]) => JSON.stringify(replaceAt(c, at, v)) ?? ''),
          ),
          (text) => {
            const parsed = refusesOnlyWith(RunContextError, () => parseRunContext(text));
            if (parsed !== null) expect(parseRunContext(JSON.stringify(parsed))).toEqual(parsed);
          },
        ),
        { ...settings, numRuns: RUNS * 2 },
      );
    },
    LIMIT_MS,
  );
});
