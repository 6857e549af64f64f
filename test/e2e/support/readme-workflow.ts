/**
 * The inputs a runner gives the action for the README's pull-request workflow: the `with:` block
 * of the benchgate step in README.md's "Pull requests" example, as written (runBundledAction
 * adds action.yml's defaults for every other input, as the runner does).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../action/support/action-bundle.js';

interface WorkflowStep {
  uses?: string;
  with?: Record<string, unknown>;
}

/** The `with:` block of the README's pull-request workflow, values as the runner passes them (strings). */
export function readmePullRequestSettings(): Record<string, string> {
  return benchgateInputs(firstYamlBlockUnder('### Pull requests'), 'the pull-request workflow');
}

/** The `with:` block of the README's fixed-design variant of that workflow (its steps only), as the runner passes it. */
export function readmeFixedSettings(): Record<string, string> {
  return benchgateInputs(firstYamlBlockUnder('#### A fixed design: `binaries` and `executions`'), 'the fixed-design variant');
}

function firstYamlBlockUnder(heading: string): string {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`README.md: no heading "${heading}"`);
  const block = /```yaml\n([\s\S]*?)```/.exec(readme.slice(at))?.[1];
  if (!block) throw new Error(`README.md: no yaml block under "${heading}"`);
  return block;
}

/** The benchgate step's inputs in a workflow or in a list of steps. */
function benchgateInputs(block: string, what: string): Record<string, string> {
  const parsed = parse(block) as { jobs?: Record<string, { steps: WorkflowStep[] }> } | WorkflowStep[];
  const steps = Array.isArray(parsed) ? parsed : Object.values(parsed.jobs ?? {}).flatMap((job) => job.steps);
  const step = steps.find((s) => s.uses?.includes('/benchgate@'));
  if (!step?.with) throw new Error(`README.md: ${what} has no benchgate step with inputs`);
  return Object.fromEntries(Object.entries(step.with).map(([name, value]) => [name, String(value)]));
}
