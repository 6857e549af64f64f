/**
 * The planted project of issue 48's acceptance: a real Node project whose benchmark calls five
 * functions, each its own loop of integer mixing (no allocation, so no garbage collection to
 * share time with). Head changes one number: charlie runs 3× the rounds; the lines stay where
 * they are (charlie is at lib/work.js:20 in every variant). Used by test/profile/ and by
 * bench/profile-planted.ts (`npm run bench:profile-planted`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PLANTED_FUNCTIONS = ['alpha', 'bravo', 'charlie', 'delta', 'echo'] as const;
export const PLANTED_SLOWED = 'charlie';
export const PLANTED_UNCHANGED = ['alpha', 'bravo', 'delta', 'echo'] as const;
/** Where charlie is in lib/work.js, in base and head alike. */
export const PLANTED_PLACE = { name: 'charlie', file: 'lib/work.js', line: 20 } as const;

/**
 * What bench.js does with the five functions, `iterations` times over:
 * - `silent`: nothing printed (profiles only, for `benchgate profile-diff`);
 * - `rounds`: one jsonl value, the rounds run times a factor fixed by BENCHGATE_EXECUTION, so
 *   the timed verdict never depends on the machine's load;
 * - `timed`: one jsonl value per iteration, its wall time in ns, the first `warmup` marked.
 */
export type PlantedBench = { kind: 'silent' } | { kind: 'rounds' } | { kind: 'timed'; warmup: number };

export interface PlantedOptions {
  /** Rounds of alpha, bravo, delta and echo. */
  rounds: number;
  /** Rounds of charlie (head: 3× base's). */
  charlie: number;
  iterations: number;
  bench: PlantedBench;
}

const fn = (name: string, rounds: string, salt: number) =>
  `function ${name}(n) {\n  let x = n + ${salt};\n  for (let i = 0; i < ${rounds}; i++) {\n    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + i;\n    x ^= x >>> 12;\n  }\n  return x;\n}\n`;

/** lib/work.js: the five functions; charlie's rounds are CHARLIE. */
export function plantedWork(rounds: number, charlie: number): string {
  return (
    `'use strict';\nconst ROUNDS = ${rounds};\nconst CHARLIE = ${charlie};\n` +
    fn('alpha', 'ROUNDS', 1) +
    fn('bravo', 'ROUNDS', 2) +
    fn('charlie', 'CHARLIE', 3) +
    fn('delta', 'ROUNDS', 4) +
    fn('echo', 'ROUNDS', 5) +
    'module.exports = { alpha, bravo, charlie, delta, echo, rounds: 4 * ROUNDS + CHARLIE };\n'
  );
}

/** bench.js: calls the five functions `iterations` times, printing as `bench` says. */
export function plantedBench(iterations: number, bench: PlantedBench): string {
  const head = `'use strict';\nconst { alpha, bravo, charlie, delta, echo, rounds } = require('./lib/work.js');\nlet sink = 0;\n`;
  const call = 'sink ^= alpha(k) ^ bravo(k) ^ charlie(k) ^ delta(k) ^ echo(k);';
  const tail = 'if (sink === 0.5) console.log(sink);\n';
  if (bench.kind === 'silent') return `${head}for (let k = 0; k < ${iterations}; k++) ${call}\n${tail}`;
  if (bench.kind === 'rounds')
    return (
      `${head}for (let k = 0; k < ${iterations}; k++) ${call}\n${tail}` +
      `const j = Number(process.env.BENCHGATE_EXECUTION);\n` +
      `console.log(JSON.stringify({ name: 'work', value: rounds * (1 + 0.01 * ((j * 7) % 5)), unit: 'rounds' }));\n`
    );
  return (
    `${head}const out = [];\nfor (let k = 0; k < ${iterations}; k++) {\n  const start = process.hrtime.bigint();\n  ${call}\n` +
    `  out.push(JSON.stringify({ name: 'work', value: Number(process.hrtime.bigint() - start), unit: 'ns', ...(k < ${bench.warmup} ? { warmup: true } : {}) }));\n}\n` +
    `console.log(out.join('\\n'));\n${tail}`
  );
}

/** Writes the project (package.json, lib/work.js, bench.js) into `dir`. */
export function writePlantedProject(dir: string, options: PlantedOptions): void {
  mkdirSync(join(dir, 'lib'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'planted', version: '1.0.0', main: 'lib/work.js', private: true }));
  writeFileSync(join(dir, 'lib', 'work.js'), plantedWork(options.rounds, options.charlie));
  writeFileSync(join(dir, 'bench.js'), plantedBench(options.iterations, options.bench));
}

/**
 * charlie's base rounds for a benchmark that head's 3× charlie makes `slowdown` slower
 * (4R + 3C = (1 + s)(4R + C), so C = 4sR / (2 − s)): about +25 % at 0.25, where charlie is
 * an eighth of base's work. Work, not time: what the machine makes of it is measured.
 */
export function charlieRoundsFor(rounds: number, slowdown: number): number {
  return Math.round((4 * slowdown * rounds) / (2 - slowdown));
}
