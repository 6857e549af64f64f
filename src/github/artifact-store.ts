/**
 * ArtifactStore on GitHub Actions artifacts (`@actions/artifact`'s DefaultArtifactClient).
 *
 * The artifact service only exists inside a workflow run (it needs ACTIONS_RUNTIME_TOKEN and
 * ACTIONS_RESULTS_URL, and is not offered on GHES). Every way of it being absent or unreachable
 * surfaces as `ArtifactStoreError` with kind `unavailable`, so the action can warn and carry on.
 *
 * `@actions/artifact` is imported lazily, on first use: importing it loads `@actions/github`,
 * which reads the workflow context and GITHUB_API_URL at import time.
 */
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactClient, FindOptions } from '@actions/artifact';
import {
  ArtifactStoreError,
  type ArtifactStore,
  type ArtifactStoreErrorKind,
  type DownloadedArtifact,
  type UploadedArtifact,
} from '../ports/artifact-store.js';
import { assertValidArtifactName, listFilesRecursive, planUpload } from './artifact-files.js';

/** Reading another run's artifacts (the `workflow_run` / `mode: comment` case) goes through the REST API. */
export interface OtherRun {
  /** A token with `actions: read` on the repository. */
  token: string;
  workflowRunId: number;
  owner: string;
  repo: string;
}

export interface GitHubArtifactStoreOptions {
  /** Download from this run instead of the current one. Uploads always go to the current run. */
  fromRun?: OtherRun;
  /** Artifact retention in days (default: the repository's setting). */
  retentionDays?: number;
  /** Environment to check for the runtime variables; default process.env (read at call time). */
  env?: NodeJS.ProcessEnv;
  /** Injects the client (tests); default: `new DefaultArtifactClient()` from a lazy import. */
  createClient?: () => Promise<ArtifactClient>;
}

export class GitHubArtifactStore implements ArtifactStore {
  private readonly options: GitHubArtifactStoreOptions;
  private client?: Promise<ArtifactClient>;

  constructor(options: GitHubArtifactStoreOptions = {}) {
    this.options = options;
  }

  async upload(name: string, files: readonly string[], rootDir: string): Promise<UploadedArtifact> {
    assertValidArtifactName(name);
    const planned = await planUpload(name, files, rootDir);
    this.assertServiceConfigured(name, false);
    const client = await this.getClient();
    try {
      const response = await client.uploadArtifact(
        name,
        planned.map((f) => f.source),
        path.resolve(rootDir),
        this.options.retentionDays === undefined ? undefined : { retentionDays: this.options.retentionDays },
      );
      return { id: response.id, size: response.size, url: this.artifactUrl(response.id) };
    } catch (error) {
      throw toStoreError(error, name, 'upload');
    }
  }

  async download(name: string, destDir: string): Promise<string[]> {
    assertValidArtifactName(name);
    this.assertServiceConfigured(name, this.options.fromRun !== undefined);
    const client = await this.getClient();
    const findBy = this.findOptions();
    let artifact: { id: number; digest?: string };
    try {
      artifact = (await client.getArtifact(name, findBy)).artifact;
    } catch (error) {
      throw toStoreError(error, name, 'find');
    }
    return this.downloadById(client, { name, ...artifact }, destDir);
  }

  async downloadAll(destDir: string): Promise<DownloadedArtifact[]> {
    this.assertServiceConfigured(undefined, this.options.fromRun !== undefined);
    const client = await this.getClient();
    let artifacts: { name: string; id: number; digest?: string }[];
    try {
      artifacts = (await client.listArtifacts({ latest: true, ...this.findOptions() })).artifacts;
    } catch (error) {
      throw toStoreError(error, undefined, 'list');
    }
    const result: DownloadedArtifact[] = [];
    for (const artifact of artifacts) {
      result.push({
        name: artifact.name,
        files: await this.downloadById(client, artifact, path.join(destDir, artifact.name)),
      });
    }
    return result;
  }

  /**
   * Extracts into a fresh staging directory inside destDir and moves the files up, so the
   * returned list is exactly this artifact's files even when destDir already had content.
   * The archive is checked against the digest GitHub recorded at upload, when there is one.
   */
  private async downloadById(client: ArtifactClient, artifact: { name: string; id: number; digest?: string }, destDir: string): Promise<string[]> {
    const { name, id, digest } = artifact;
    const dest = path.resolve(destDir);
    await mkdir(dest, { recursive: true });
    const staging = await mkdtemp(path.join(dest, '.benchgate-download-'));
    try {
      let digestMismatch: boolean | undefined;
      try {
        ({ digestMismatch } = await client.downloadArtifact(id, {
          path: staging,
          ...(digest ? { expectedHash: digest } : {}),
          ...this.findOptions(),
        }));
      } catch (error) {
        throw toStoreError(error, name, 'download');
      }
      if (digestMismatch) {
        throw new ArtifactStoreError('other', `Artifact ${name} (id ${id}) failed its digest check after download`, {
          artifactName: name,
        });
      }
      const moved: string[] = [];
      for (const file of await listFilesRecursive(staging)) {
        const target = path.join(dest, path.relative(staging, file));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(file, target);
        moved.push(target);
      }
      return moved.sort();
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  private env(): NodeJS.ProcessEnv {
    return this.options.env ?? process.env;
  }

  private findOptions(): FindOptions | undefined {
    const run = this.options.fromRun;
    if (!run) return undefined;
    return {
      findBy: {
        token: run.token,
        workflowRunId: run.workflowRunId,
        repositoryOwner: run.owner,
        repositoryName: run.repo,
      },
    };
  }

  /** Fails fast, before loading the library, when there is plainly no artifact service. */
  private assertServiceConfigured(name: string | undefined, viaRestApi: boolean): void {
    const env = this.env();
    const unavailable = (why: string) => new ArtifactStoreError('unavailable', `GitHub Actions artifacts are not available: ${why}`, { artifactName: name });
    const serverUrl = env.GITHUB_SERVER_URL || 'https://github.com';
    let host: string;
    try {
      host = new URL(serverUrl).hostname.toLowerCase();
    } catch {
      throw unavailable(`GITHUB_SERVER_URL is not a URL: ${serverUrl}`);
    }
    if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
      throw unavailable(`${host} looks like GitHub Enterprise Server, which @actions/artifact v2+ does not support`);
    }
    if (viaRestApi) {
      if (!this.options.fromRun?.token) throw unavailable('no token to read the other run’s artifacts with');
      return;
    }
    if (!env.ACTIONS_RUNTIME_TOKEN) {
      throw unavailable('ACTIONS_RUNTIME_TOKEN is not set (not running inside a GitHub Actions job?)');
    }
    if (!env.ACTIONS_RESULTS_URL) {
      throw unavailable('ACTIONS_RESULTS_URL is not set (not running inside a GitHub Actions job?)');
    }
  }

  private artifactUrl(id: number | undefined): string | undefined {
    const env = this.env();
    if (id === undefined || !env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`;
  }

  private getClient(): Promise<ArtifactClient> {
    this.client ??= (
      this.options.createClient ??
      (async () => {
        const { DefaultArtifactClient } = await import('@actions/artifact');
        return new DefaultArtifactClient();
      })
    )();
    return this.client;
  }
}

/** Maps @actions/artifact's errors (by name: they are plain Error subclasses) to the port's kinds. */
function toStoreError(error: unknown, name: string | undefined, doing: string): ArtifactStoreError {
  if (error instanceof ArtifactStoreError) return error;
  const err = error instanceof Error ? error : new Error(String(error));
  const message = err.message;
  let kind: ArtifactStoreErrorKind;
  switch (err.name) {
    case 'ArtifactNotFoundError':
      kind = 'not-found';
      break;
    case 'FilesNotFoundError':
      kind = 'invalid';
      break;
    case 'GHESNotSupportedError':
    case 'NetworkError':
      kind = 'unavailable';
      break;
    default:
      // The twirp client rethrows NetworkError as a plain Error ("Failed to CreateArtifact: Unable
      // to make request: ECONNREFUSED ..."), so the name is lost and only the message tells.
      if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL|Failed to get backend IDs|Invalid token specified|Unable to make request/i.test(message)) {
        kind = 'unavailable';
      } else if (/\(409\)|already exists/i.test(message)) {
        kind = 'conflict';
      } else if (/artifact name is not valid|not a parent directory|does not exist|is not valid/i.test(message)) {
        kind = 'invalid';
      } else {
        kind = 'other';
      }
  }
  const what = name === undefined ? 'artifacts' : `artifact ${name}`;
  return new ArtifactStoreError(kind, `Could not ${doing} ${what}: ${message}`, { artifactName: name, cause: error });
}
