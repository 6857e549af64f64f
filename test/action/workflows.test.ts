import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const dir = new URL('../../.github/workflows/', import.meta.url);
const workflows = readdirSync(dir).filter((f) => f.endsWith('.yml')).map((f) => [f, parse(readFileSync(new URL(f, dir), 'utf8'))] as const);

function usesOf(workflow: any): string[] {
  return Object.values<any>(workflow.jobs).flatMap((job) => (job.steps ?? []).map((s: any) => s.uses).filter(Boolean));
}

describe('.github/workflows', () => {
  it.each(workflows)('%s: explicit permissions, a timeout on every job, third-party actions pinned by SHA', (_file, workflow) => {
    expect(workflow.permissions).toBeTypeOf('object');
    for (const job of Object.values<any>(workflow.jobs)) expect(job['timeout-minutes']).toBeGreaterThan(0);
    for (const uses of usesOf(workflow)) {
      if (uses.startsWith('./')) continue;
      expect(uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    }
  });

  it('the comment workflow never checks out the pull request', () => {
    const [, comment] = workflows.find(([file]) => file === 'benchgate-comment.yml')!;
    expect(comment.on).toHaveProperty('workflow_run');
    for (const job of Object.values<any>(comment.jobs)) {
      for (const step of job.steps) expect(JSON.stringify(step.with ?? {})).not.toMatch(/head|pull_request/);
    }
  });
});
