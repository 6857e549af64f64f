/**
 * A `working-directory` that is missing, a file, or outside any git repository fails the step
 * with a message that names the input, the path and what is wrong with it (issue 17,
 * reliability 9), in `mode: run`, `mode: calibrate` and `mode: merge` (which needs no checkout,
 * so there only a missing directory or a file is an error). Before, a missing directory read
 * "… is not inside a git repository".
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { runActionInProcess } from './support/in-process.js';
import { checkout, describeRun, measureInputs, pushEvent, tempDir } from './support/runner.js';

const fixture = useActionFixture({ bundle: false });
let workspace: string;
let runId = 7_300_000_001;

beforeAll(async () => {
  workspace = checkout(fixture.origin, fixture.origin.base, 'refs/remotes/origin/main', 0);
});

async function runWith(dir: string, inputs: Record<string, string>) {
  return runActionInProcess({
    apiUrl: fixture.api.url,
    eventName: 'push',
    event: pushEvent(fixture.origin.base, fixture.origin.base),
    sha: fixture.origin.base,
    workspace: dir,
    runId: runId++,
    inputs: measureInputs(fixture.api.token, tempDir('benchgate-artifacts-'), inputs),
  });
}

describe('working-directory input errors', () => {
  it('a directory that does not exist: names the input, the given value and the resolved path', async () => {
    const run = await runWith(workspace, { 'working-directory': 'packages/nope' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual([
      `benchgate: input "working-directory": "packages/nope", relative to the workspace: ${join(workspace, 'packages/nope')} does not exist; check out the repository first (actions/checkout) and give a directory inside it`,
    ]);
    expect(run.summary).toContain('### benchgate: failed');
  });

  it('a file instead of a directory', async () => {
    writeFileSync(join(workspace, 'notes.txt'), 'not a directory\n');
    const run = await runWith(workspace, { 'working-directory': 'notes.txt' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual([
      expect.stringContaining(`input "working-directory": "notes.txt", relative to the workspace: ${join(workspace, 'notes.txt')} is not a directory`),
    ]);
  });

  it('a workspace without a checkout: says it is not a git repository', async () => {
    const empty = tempDir('benchgate-empty-workspace-');
    const run = await runWith(empty, {});
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual([
      expect.stringContaining(`input "working-directory": "." (the workspace): ${empty} is not inside a git repository; check out the repository first`),
    ]);
  });

  it('mode: calibrate says the same', async () => {
    const run = await runWith(workspace, { mode: 'calibrate', 'working-directory': 'packages/nope' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual([
      expect.stringContaining(`input "working-directory": "packages/nope", relative to the workspace: ${join(workspace, 'packages/nope')} does not exist`),
    ]);
  });
  it('mode: merge says the same, before it looks for the shard artifacts', async () => {
    const run = await runWith(workspace, { mode: 'merge', shards: '2', 'working-directory': 'packages/nope' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual([
      expect.stringContaining(`input "working-directory": "packages/nope", relative to the workspace: ${join(workspace, 'packages/nope')} does not exist`),
    ]);
    writeFileSync(join(workspace, 'notes.txt'), 'not a directory\n');
    const file = await runWith(workspace, { mode: 'merge', shards: '2', 'working-directory': 'notes.txt' });
    expect(file.errors).toEqual([
      expect.stringContaining(`input "working-directory": "notes.txt", relative to the workspace: ${join(workspace, 'notes.txt')} is not a directory`),
    ]);
  });

  it('mode: merge needs no git repository there (it runs without a checkout)', async () => {
    const empty = tempDir('benchgate-merge-workspace-');
    const run = await runWith(empty, { mode: 'merge', shards: '2' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual([expect.stringContaining('none of the 2 shard artifacts of this workflow run was found')]);
  });
});
