import { ArtifactStoreError, type ArtifactStore, type UploadedArtifact } from '../ports/artifact-store.js';

/**
 * The artifacts of the newest of several earlier runs that has the one asked for: a label run
 * that failed before it could upload (no results yet for the head), a cancelled run or a failed
 * build leaves none, and must not stop a later label from gating again from the run before it.
 * Read-only: it is only ever downloaded from.
 */
export class FirstRunWithArtifact implements ArtifactStore {
  /** The position in `runs` of the run the last download read; undefined before one succeeded. */
  served: number | undefined;

  constructor(
    private readonly runs: readonly ArtifactStore[],
    private readonly describe: string,
  ) {}

  async download(name: string, destDir: string): Promise<string[]> {
    for (const [index, run] of this.runs.entries()) {
      try {
        const files = await run.download(name, destDir);
        this.served = index;
        return files;
      } catch (error) {
        if (!(error instanceof ArtifactStoreError && error.kind === 'not-found')) throw error;
      }
    }
    throw new ArtifactStoreError('not-found', `none of ${this.describe} has the artifact ${JSON.stringify(name)}: push again or re-run the workflow`, {
      artifactName: name,
    });
  }

  upload(): Promise<UploadedArtifact> {
    return Promise.reject(new ArtifactStoreError('invalid', 'the artifacts of earlier runs are read, never written'));
  }
}
