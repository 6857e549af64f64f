// Writes fixtures/results/simulated-suite.json: a deterministic suite from the nested-model
// simulator (one slowed benchmark, one unchanged, one with a hostile name, one with failures).
import { writeFileSync } from 'node:fs';
import { DEFAULT_SPEC, simulateBenchmark } from '../bench/simulation/nested-model.js';

const slowed = simulateBenchmark({ ...DEFAULT_SPEC, change: 0.1, binaries: 5 }, 101, 'parse/large');
const same = simulateBenchmark({ ...DEFAULT_SPEC, binaries: 5 }, 102, 'parse/small');
const hostile = simulateBenchmark({ ...DEFAULT_SPEC, binaries: 5 }, 103, 'evil|name <img src=x> @octocat #1 **bold**');
const failing = simulateBenchmark({ ...DEFAULT_SPEC, binaries: 5 }, 104, 'io/write');
failing.head.binaries[0].executions[0] = { values: [], failure: 'exit code 1: Error: ENOSPC', block: 0 };
const results = {
  version: 1,
  benchmarks: [slowed, same, hostile, failing],
  meta: { totalSeconds: 312.4, runner: { os: 'Linux 6.1', cpu: 'Simulated CPU', cpus: 2 } },
};
writeFileSync(new URL('../fixtures/results/simulated-suite.json', import.meta.url), `${JSON.stringify(results)}\n`);
