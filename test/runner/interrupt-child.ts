// Runs an experiment for the interrupt test, which sends the signal: by default its benchmark
// hangs; with `add-build` a control adds a build after block 1, and that build hangs.
import { resolveRunSettings } from '../../src/config/run-settings.js';
import { runExperiment } from '../../src/runner/run-experiment.js';

const [repo, marker, mode] = process.argv.slice(2);
const addBuild = mode === 'add-build';
const settings = resolveRunSettings(repo, [
  { base: 'base', head: 'head', bench: ['node', 'bench.mjs'], binaries: 2, executions: 2, seed: 1, env: { MARKER: marker } },
  addBuild ? { build: ['node', 'build.mjs'] } : {},
]);
const logger = {
  info: (m: string) => console.log(m),
  warning: (m: string) => console.log(`warning: ${m}`),
  debug: () => undefined,
  group: <T>(title: string, work: () => Promise<T>) => (console.log(title), work()),
};
await runExperiment(settings, { logger, ...(addBuild ? { afterBlock: (p) => (p.blocks === 1 ? { addBuild: { blocks: 1 } } : 'continue') } : {}) });
console.log('finished without interruption');
