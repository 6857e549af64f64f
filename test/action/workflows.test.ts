import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const dir = new URL('../../.github/workflows/', import.meta.url);
/** The parts of a workflow file these checks read; a file without them fails the expectations. */
interface Workflow {
  permissions?: unknown;
  on?: unknown;
  jobs: Record<string, { 'timeout-minutes'?: number; steps?: { uses?: string; with?: unknown }[] }>;
}

const workflows = readdirSync(dir)
  .filter((f) => f.endsWith('.yml'))
  .map((f) => [f, parse(readFileSync(new URL(f, dir), 'utf8')) as Workflow] as const);

/** Every complete workflow (a ```yaml block with `on:` and `jobs:`) in README.md and docs/*.md: what users copy. */
const docsDir = new URL('../../docs/', import.meta.url);
const documented = [
  ['README.md', readFileSync(new URL('../../README.md', import.meta.url), 'utf8')] as const,
  ...readdirSync(docsDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => [`docs/${f}`, readFileSync(new URL(f, docsDir), 'utf8')] as const),
].flatMap(([file, text]) =>
  [...text.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)]
    .map((m) => m[1])
    .filter((block) => /^on:/m.test(block) && /^jobs:/m.test(block))
    .map((block, i) => [`${file} #${i + 1}`, parse(block) as Workflow] as const),
);

function usesOf(workflow: Workflow): string[] {
  return Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).flatMap((s) => (s.uses ? [s.uses] : [])));
}

describe('.github/workflows', () => {
  it.each(workflows)('%s: explicit permissions, a timeout on every job, third-party actions pinned by SHA', (_file, workflow) => {
    expect(workflow.permissions).toBeTypeOf('object');
    for (const job of Object.values(workflow.jobs)) expect(job['timeout-minutes']).toBeGreaterThan(0);
    for (const uses of usesOf(workflow)) {
      if (uses.startsWith('./')) continue;
      expect(uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    }
  });

  it('the comment workflow never checks out the pull request', () => {
    const [, comment] = workflows.find(([file]) => file === 'benchgate-comment.yml')!;
    expect(comment.on).toHaveProperty('workflow_run');
    for (const job of Object.values(comment.jobs)) {
      for (const step of job.steps ?? []) expect(JSON.stringify(step.with ?? {})).not.toMatch(/head|pull_request/);
    }
  });
});

describe('workflows in README.md and docs/', () => {
  it('there are some (the sharding workflow among them)', () => {
    expect(documented.map(([name]) => name)).toContain('docs/sharding.md #1');
  });

  it.each(documented)('%s: every checkout leaves no token in .git/config (persist-credentials: false)', (_name, workflow) => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses?.startsWith('actions/checkout@')) continue;
        expect(step.with, JSON.stringify(step)).toMatchObject({ 'persist-credentials': false });
      }
    }
  });
});
