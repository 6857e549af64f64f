/**
 * Where `mode: run` leaves its results and `mode: comment` picks them up: GitHub Actions
 * artifacts in the action, a local directory in the CLI and in tests.
 */

export interface UploadedArtifact {
  /** Backend id (Actions artifact id; a sequence number in the local store). */
  id?: number;
  /** Where a human can find it (file:// URL for the local store). */
  url?: string;
  /** Bytes stored (zipped size for Actions). */
  size?: number;
}

export interface DownloadedArtifact {
  name: string;
  /** Absolute paths of the artifact's files as placed under the destination. */
  files: string[];
}

export interface ArtifactStore {
  /**
   * Stores `files` (paths inside `rootDir`; their paths relative to `rootDir` are kept) as
   * artifact `name`. Names are unique: uploading an existing name fails with kind `conflict`.
   */
  upload(name: string, files: readonly string[], rootDir: string): Promise<UploadedArtifact>;
  /** Extracts artifact `name` into `destDir` (created if missing); resolves to the files written. */
  download(name: string, destDir: string): Promise<string[]>;
  /** Extracts every artifact into `destDir/<name>/`. */
  downloadAll?(destDir: string): Promise<DownloadedArtifact[]>;
}

/**
 * - `unavailable`: no artifact service here (outside Actions, GHES, unreachable, bad runtime token):
 *   the action should warn and carry on without artifacts.
 * - `not-found`: no artifact by that name (expired, or never uploaded).
 * - `invalid`: a bad name, no files, or a file outside rootDir: a bug in the caller.
 * - `conflict`: the name is already taken.
 */
export type ArtifactStoreErrorKind = 'unavailable' | 'not-found' | 'invalid' | 'conflict' | 'other';

export class ArtifactStoreError extends Error {
  readonly kind: ArtifactStoreErrorKind;
  readonly artifactName?: string;

  constructor(kind: ArtifactStoreErrorKind, message: string, options: { artifactName?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ArtifactStoreError';
    this.kind = kind;
    this.artifactName = options.artifactName;
  }
}
