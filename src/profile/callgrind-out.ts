import { pathToFileURL } from 'node:url';
import { MAX_FRAME_TEXT, MAX_PROFILE_BYTES, MAX_PROFILE_NODES } from './cpuprofile.js';
import type { FunctionTime, ProfileTimes } from './function-times.js';

/**
 * Reads the file valgrind's callgrind writes (`--callgrind-out-file`, the format of valgrind's
 * docs/cl-format): `ob=`/`fl=`/`fn=` set the object, file and function the following cost lines
 * belong to (`fi=`/`fe=` an inlined file, still the same function), `cob=`/`cfi=`/`cfn=` and a
 * `calls=` line announce a call whose next cost line is the call's inclusive cost, never the
 * caller's self cost. Names may be compressed: `(id) name` defines an id, `(id)` alone repeats
 * it (one id space for objects, one for files, one for functions). A cost line is its
 * positions (`positions:`, `line` by default), each a number, `+n`/`-n` relative to the last
 * cost line's or `*` the same, then one count per event (`events:`; missing ones are 0).
 */
export interface CallgrindFunction {
  name: string;
  /** The function's source file (`fl=`), or its object (`ob=`) when valgrind has no debug info (`???`). */
  file: string;
  /** The first source line with a cost of its own in its file; null without debug info. */
  line: number | null;
  /** Instructions executed in the function itself (`Ir`). */
  self: number;
  /** Its own and those of the calls it made (a recursive call is not counted twice). */
  inclusive: number;
}

export interface CallgrindProfile {
  functions: CallgrindFunction[];
  /** Every function's self count added: the process's instructions. */
  total: number;
}

/** A file that is not callgrind output: the message names the file, the line and what is wrong. */
export class CallgrindFormatError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: not callgrind output: ${problem}`);
    this.name = 'CallgrindFormatError';
  }
}

const cut = (text: string) => (text.length > MAX_FRAME_TEXT ? `${text.slice(0, MAX_FRAME_TEXT - 1)}…` : text);
const UNKNOWN = '???';
const COUNT = /^\d+$/;
const POSITION = /^(?:\d+|0x[0-9a-fA-F]+|[+-]\d+|[+-]0x[0-9a-fA-F]+|\*)$/;
const NAMED = /^\((\d+)\)(?:\s(.*))?$/;

interface Accumulated {
  name: string;
  file: string;
  line: number | null;
  self: number;
  inclusive: number;
}

/**
 * Parses one callgrind output file into self and inclusive `Ir` per function, grouped by
 * object, file and name. Bounded as a `.cpuprofile` is (the measured code can write the file):
 * at most MAX_PROFILE_BYTES characters and MAX_PROFILE_NODES functions, names and paths cut to
 * MAX_FRAME_TEXT, every count a whole number whose sums stay exact. Throws
 * CallgrindFormatError naming `file` and the line.
 */
export function parseCallgrind(text: string, file: string): CallgrindProfile {
  let lineNo = 0;
  const fail = (problem: string): never => {
    throw new CallgrindFormatError(file, lineNo === 0 ? problem : `line ${lineNo}: ${problem}`);
  };
  if (text.length > MAX_PROFILE_BYTES) fail(`${text.length} characters, more than the ${MAX_PROFILE_BYTES} a profile may have`);
  const names = { ob: new Map<string, string>(), fl: new Map<string, string>(), fn: new Map<string, string>() };
  const named = (space: keyof typeof names, value: string): string => {
    const match = NAMED.exec(value);
    if (match === null) return cut(value);
    const [, id, name] = match;
    if (name !== undefined && name !== '') {
      names[space].set(id, cut(name));
      return cut(name);
    }
    return names[space].get(id) ?? fail(`(${id}) names no ${space === 'fn' ? 'function' : space === 'fl' ? 'file' : 'object'} defined before it`);
  };
  let positions = 1;
  let lineAt = 0;
  let ir = -1;
  let events: string[] | null = null;
  let haveTotals = false;
  let object = '';
  let fileName = UNKNOWN;
  let inlined: string | null = null;
  let current: Accumulated | null = null;
  let calledName: string | null = null;
  let pendingCall = false;
  const last: number[] = [];
  const functions = new Map<string, Accumulated>();
  const add = (a: number, b: number) => {
    const sum = a + b;
    return Number.isSafeInteger(sum) ? sum : fail('the counts add up to more than can be counted exactly');
  };
  for (const raw of text.split('\n')) {
    lineNo += 1;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const first = line.charAt(0);
    if ((first >= '0' && first <= '9') || first === '+' || first === '-' || first === '*') {
      if (events === null) fail('a cost line before the "events:" line');
      const fields = line.trim().split(/\s+/);
      if (fields.length < positions) fail(`a cost line with fewer than its ${positions} positions`);
      for (let p = 0; p < positions; p++) {
        const field = fields[p];
        if (!POSITION.test(field)) fail(`${JSON.stringify(field.slice(0, 40))} is not a position`);
        const relative = field.startsWith('+') || field.startsWith('-');
        const digits = relative ? field.slice(1) : field;
        const amount = digits.startsWith('0x') ? Number.parseInt(digits.slice(2), 16) : Number(digits);
        const value = field === '*' ? (last[p] ?? 0) : relative ? (last[p] ?? 0) + (field.startsWith('-') ? -amount : amount) : amount;
        last[p] = value;
      }
      const counts = fields.slice(positions);
      if (counts.length > (events as string[]).length) fail(`${counts.length} counts for ${(events as string[]).length} events`);
      if (!counts.every((c) => COUNT.test(c))) fail('a count that is not a whole number');
      const cost = ir < counts.length ? Number(counts[ir]) : 0;
      if (!Number.isSafeInteger(cost)) fail('a count too large to count exactly');
      if (current === null) fail('a cost line before any "fn=" line');
      const fn = current as Accumulated;
      if (pendingCall) {
        // The call's inclusive cost: the caller's inclusive, never its self (a recursive call is already inside it).
        if (calledName !== fn.name) fn.inclusive = add(fn.inclusive, cost);
        pendingCall = false;
        continue;
      }
      fn.self = add(fn.self, cost);
      fn.inclusive = add(fn.inclusive, cost);
      const at = lineAt < positions ? last[lineAt] : 0;
      if (cost > 0 && inlined === null && at > 0 && (fn.line === null || at < fn.line)) fn.line = at;
      continue;
    }
    const eq = line.indexOf('=');
    const colon = line.indexOf(':');
    const key = eq > 0 && (colon < 0 || eq < colon) ? line.slice(0, eq) : null;
    const value = key === null ? '' : line.slice(eq + 1).trim();
    if (pendingCall && key !== null && key !== 'calls') fail(`"${key}=" between a "calls=" line and its cost line`);
    switch (key) {
      case 'ob':
        object = named('ob', value);
        break;
      case 'fl':
        fileName = named('fl', value);
        inlined = null;
        break;
      case 'fi':
      case 'fe': {
        const name = named('fl', value);
        inlined = name === fileName ? null : name;
        break;
      }
      case 'fn': {
        const name = named('fn', value);
        const where = fileName === UNKNOWN ? object : fileName;
        const id = JSON.stringify([object, where, name]);
        current = functions.get(id) ?? null;
        if (current === null) {
          if (functions.size >= MAX_PROFILE_NODES) fail(`more than the ${MAX_PROFILE_NODES} functions read`);
          current = { name, file: where, line: null, self: 0, inclusive: 0 };
          functions.set(id, current);
        }
        inlined = null;
        break;
      }
      case 'cob':
      case 'cfi':
      case 'cfl':
        named(key === 'cob' ? 'ob' : 'fl', value);
        break;
      case 'cfn':
        calledName = named('fn', value);
        break;
      case 'jfi':
        named('fl', value);
        break;
      case 'jfn':
        named('fn', value);
        break;
      case 'calls':
        if (!/^\d+(\s|$)/.test(value)) fail('a "calls=" line without a call count');
        pendingCall = true;
        break;
      case 'jump':
      case 'jcnd':
        break;
      case null: {
        const field = colon > 0 ? line.slice(0, colon) : '';
        const rest = line.slice(colon + 1).trim();
        if (field === 'events') {
          events = rest.split(/\s+/);
          ir = events.indexOf('Ir');
          if (ir < 0) fail(`the events (${cut(rest).slice(0, 80)}) do not include Ir`);
        } else if (field === 'positions') {
          const kinds = rest.split(/\s+/);
          if (kinds.length === 0 || kinds.length > 2 || !kinds.every((k) => k === 'line' || k === 'instr'))
            fail(`positions ${JSON.stringify(cut(rest).slice(0, 40))}`);
          positions = kinds.length;
          lineAt = kinds.indexOf('line') < 0 ? positions : kinds.indexOf('line');
        } else if (field === 'summary' || field === 'totals') haveTotals = true;
        else if (field === '' || !/^[a-z]+$/.test(field)) fail(`${JSON.stringify(line.slice(0, 40))} is neither a cost line nor a known specification`);
        // Other header lines (version, creator, pid, cmd, part, desc, thread) say nothing the counts need.
        break;
      }
      default:
        fail(`unknown specification "${cut(key).slice(0, 40)}="`);
    }
  }
  lineNo = 0;
  if (events === null) fail('no "events:" line');
  if (!haveTotals) fail('no "summary:" or "totals:" line (did the process end before valgrind wrote its counts?)');
  if (pendingCall) fail('a "calls=" line with no cost line after it');
  const list = [...functions.values()];
  let total = 0;
  for (const fn of list) total = add(total, fn.self);
  return { functions: list, total };
}

/**
 * The counts in the shape the profile comparison reads (function-times.ts), with instructions
 * where a `.cpuprofile` has milliseconds (the set says which: ProfileSet.unit): the function's
 * file as a `file:` URL when it is a path (read relative to the build's checkout, as a
 * script's URL is), its 0-based line (−1 without debug info).
 */
export function callgrindTimes(profile: CallgrindProfile): ProfileTimes {
  const functions: FunctionTime[] = profile.functions.map((fn) => ({
    frame: { name: fn.name, url: fn.file.startsWith('/') ? pathToFileURL(fn.file).href : fn.file, line: fn.line === null ? -1 : fn.line - 1, column: 0 },
    selfMs: fn.self,
    totalMs: fn.inclusive,
  }));
  return { functions, sampledMs: profile.total };
}
