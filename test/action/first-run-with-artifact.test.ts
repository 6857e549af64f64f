import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FirstRunWithArtifact } from '../../src/action/first-run-with-artifact.js';
import { LocalArtifactStore } from '../../src/github/local-artifact-store.js';
import { ArtifactStoreError, type ArtifactStore } from '../../src/ports/artifact-store.js';

const dir = () => mkdtempSync(join(tmpdir(), 'benchgate-runs-'));

/** An earlier run's artifacts: with the results artifact holding `text`, or none at all (a run that failed before it uploaded). */
async function run(text?: string): Promise<ArtifactStore> {
  const store = new LocalArtifactStore(dir());
  if (text !== undefined) {
    const root = dir();
    mkdirSync(join(root, 'out'));
    writeFileSync(join(root, 'out', 'results.json'), text);
    await store.upload('benchgate-results', [join(root, 'out', 'results.json')], root);
  }
  return store;
}

describe('FirstRunWithArtifact', () => {
  it('takes the newest run that has the artifact, past runs that left none (a failed label run, a cancelled or failed build)', async () => {
    const runs = new FirstRunWithArtifact(
      [await run(), await run(), await run('{"from":"the measuring run"}'), await run('{"from":"older"}')],
      'the last 4 runs',
    );
    const dest = dir();
    const files = await runs.download('benchgate-results', dest);
    expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual(['{"from":"the measuring run"}']);
  });

  it('says that none has it when none has; other errors are not looked past', async () => {
    await expect(new FirstRunWithArtifact([await run(), await run()], 'the last 2 runs').download('benchgate-results', dir())).rejects.toMatchObject({
      kind: 'not-found',
      message: 'none of the last 2 runs has the artifact "benchgate-results": push again or re-run the workflow',
    });
    const unavailable: ArtifactStore = {
      upload: () => Promise.reject(new Error('unused')),
      download: () => Promise.reject(new ArtifactStoreError('unavailable', 'the artifact service is down')),
    };
    await expect(new FirstRunWithArtifact([unavailable, await run('{}')], 'x').download('benchgate-results', dir())).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});
