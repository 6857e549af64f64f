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
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Pull requests'));
  const block = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md: no yaml block under "### Pull requests"');
  const workflow = parse(block) as { jobs: Record<string, { steps: WorkflowStep[] }> };
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((s) => s.uses?.includes('/benchgate@'));
  if (!step?.with) throw new Error('README.md: the pull-request workflow has no benchgate step with inputs');
  return Object.fromEntries(Object.entries(step.with).map(([name, value]) => [name, String(value)]));
}
