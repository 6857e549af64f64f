// Runs an experiment whose benchmark hangs, for the interrupt test: the parent sends SIGINT.
import { resolveRunSettings } from '../../src/config/run-settings.js';
import { runExperiment } from '../../src/runner/run-experiment.js';

const [repo, marker] = process.argv.slice(2);
const settings = resolveRunSettings(repo, [
  { base: 'base', head: 'head', bench: ['node', 'bench.mjs'], binaries: 2, executions: 2, seed: 1, env: { MARKER: marker } },
]);
const logger = {
  info: (m: string) => console.log(m),
  warning: (m: string) => console.log(`warning: ${m}`),
  debug: () => undefined,
  group: <T>(title: string, work: () => Promise<T>) => (console.log(title), work()),
};
await runExperiment(settings, { logger });
console.log('finished without interruption');
