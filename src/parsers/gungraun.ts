import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'gungraun';
/** Colours, when the harness was told to print them (`GUNGRAUN_COLOR=always`). */
// eslint-disable-next-line no-control-regex -- these are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;
/** `  Instructions:        1734|1734   (No change)` or iai's `  Instructions:   368392384 (+0.036%)`: the count before `|` or a space. */
const INSTRUCTIONS = /^[\s|]*Instructions:\s+(\d+)(?=\||\s|$)/;
/** `  ======= CALLGRIND ====…` (`|======== DHAT ===…` with a grid): the tool whose metrics follow. */
const TOOL_HEADING = /^[\s|]*=+\s+([A-Z][A-Z ]*?)\s+=+\s*$/;
/** `  ## Total` (`|-## Total` with a grid): the sum over the processes and threads of a benchmark. */
const TOTAL_HEADING = /^[\s|-]*##\s*Total\b/;
/** `|-Comparison with other_bench three:3`: the difference to another benchmark follows, not this one's count. */
const COMPARISON = /^[\s|-]*Comparison with /;
/** The tools whose `Instructions:` line is the valgrind count (a perf section names its own counters). */
const COUNTING_TOOLS = new Set(['CALLGRIND', 'CACHEGRIND']);
/** Lines at the left margin that are not a benchmark's name. */
const NOT_A_NAME = /^(?:Gungraun result|Iai-Callgrind result|Regressions:|Performance has regressed|error|Caused by|running \d+ tests?|test result:|warning:)/i;

interface Open {
  name: string;
  /** The count of the `## Total` section, when the benchmark has one (processes or threads shown one by one). */
  total: number | null;
  /** The first count of the benchmark's callgrind or cachegrind metrics. */
  first: number | null;
  tool: string | null;
  inTotal: boolean;
}

/**
 * The terminal output of gungraun (formerly iai-callgrind; also the original iai): each
 * benchmark's name at the left margin (`lib_bench::group::bench_fib short:10`), then its metrics
 * indented. The `Instructions:` count of the Callgrind or Cachegrind section is the benchmark's
 * one value per process, in `instructions` (lower is better): the total (`## Total`) when the
 * harness shows processes or threads one by one, else the first count. The other metrics (cache
 * hits, estimated cycles, a perf or DHAT section) are not read. The harness runs each benchmark
 * once under valgrind and the count barely varies: benchgate's processes are its repetitions.
 */
export const gungraunParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const measurements: ParsedMeasurement[] = [];
    let open: Open | null = null;
    const close = () => {
      const value = open?.total ?? open?.first ?? null;
      if (open !== null && value !== null) measurements.push({ name: open.name, value, unit: 'instructions', better: 'lower' });
      open = null;
    };
    stdout.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.replace(ANSI, '');
      if (line.trim() === '') return;
      if (!/^[\s|]/.test(line)) {
        close();
        if (!NOT_A_NAME.test(line)) open = { name: line.trim(), total: null, first: null, tool: null, inTotal: false };
        return;
      }
      const current: Open | null = open;
      if (current === null) return;
      const tool = TOOL_HEADING.exec(line);
      if (tool !== null) {
        current.tool = tool[1].trim();
        current.inTotal = false;
        return;
      }
      if (COMPARISON.test(line)) {
        current.tool = 'COMPARISON';
        return;
      }
      if (TOTAL_HEADING.test(line)) {
        current.inTotal = true;
        return;
      }
      const count = INSTRUCTIONS.exec(line);
      if (count === null || (current.tool !== null && !COUNTING_TOOLS.has(current.tool))) return;
      const value = Number(count[1]);
      if (!Number.isSafeInteger(value))
        throw new OutputParseError(FORMAT, `line ${index + 1}: the count ${count[1]} is too large to read exactly: ${lineExcerpt(line)}`);
      if (current.inTotal) current.total ??= value;
      else current.first ??= value;
    });
    close();
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no benchmark name followed by an indented "Instructions:" line');
    return measurements;
  },
  detect(stdout: string): boolean {
    return stdout.split(/\r?\n/).some((line) => INSTRUCTIONS.test(line.replace(ANSI, '')) && /^[\s|]/.test(line));
  },
};
