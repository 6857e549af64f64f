/**
 * A stand-in for the GitHub Actions results service, for the protocol tests: the twirp JSON
 * endpoints `@actions/cache` (cache service v2) and `@actions/artifact` (v2+) call at
 * ACTIONS_RESULTS_URL, and the two REST routes `@actions/artifact` uses to read another run's
 * artifact (`findBy`, as `mode: comment` does) at GITHUB_API_URL. Blobs go to Azurite through
 * SAS URLs signed with its development key, as the real service hands out Azure SAS URLs; the
 * clients upload and download with their own code. What is covered: docs/protocols.md.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BlobSASPermissions, BlobServiceClient, generateBlobSASQueryParameters, StorageSharedKeyCredential } from '@azure/storage-blob';
import { isRecord } from '../../../src/util/is-record.js';
import { DEV_ACCOUNT, DEV_ACCOUNT_KEY } from './azurite.js';

export interface WorkflowRun {
  /** The numeric run id of the REST API (`GITHUB_RUN_ID`). */
  runId: number;
  /** The backend ids the runtime token's `Actions.Results:RUN:JOB` scope carries. */
  runBackendId: string;
  jobBackendId: string;
}

interface CacheEntry {
  key: string;
  version: string;
  blob: string;
  id: number;
  finalized: boolean;
  created: number;
}

interface Artifact {
  run: WorkflowRun;
  name: string;
  blob: string;
  id: number;
  size: number;
  digest?: string;
  finalized: boolean;
  createdAt: Date;
}

export interface ResultsService {
  /** ACTIONS_RESULTS_URL and GITHUB_API_URL (one server for both). */
  url: string;
  /** The REST token that may read artifacts (`findBy.token`). */
  restToken: string;
  /** ACTIONS_RUNTIME_TOKEN for a job of this run: a JWT-shaped token with the scope the clients parse. */
  runtimeToken(run: WorkflowRun): string;
  /** Every request served, `METHOD path` (twirp: `/twirp/SERVICE/METHOD`), for assertions. */
  requests: string[];
  cacheEntries(): readonly CacheEntry[];
  /** The digest the service recorded at FinalizeArtifact (`sha256:…`), and a way to replace it. */
  artifactDigest(id: number): string | undefined;
  forgeDigest(id: number, digest: string): void;
  stop(): Promise<void>;
}

const TWIRP = '/twirp/github.actions.results.api.v1.';
const CACHE_CONTAINER = 'actions-cache';
const ARTIFACT_CONTAINER = 'actions-results';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw new TwirpError(400, 'invalid_argument', `${field} is required`);
  return value;
}

/** A protobuf StringValue / Int64Value in JSON: the bare value. */
function wrapped(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function startResultsService(blobEndpoint: string, runs: readonly WorkflowRun[]): Promise<ResultsService> {
  const credential = new StorageSharedKeyCredential(DEV_ACCOUNT, DEV_ACCOUNT_KEY);
  const blobService = new BlobServiceClient(blobEndpoint, credential);
  await blobService.getContainerClient(CACHE_CONTAINER).createIfNotExists();
  await blobService.getContainerClient(ARTIFACT_CONTAINER).createIfNotExists();

  const signed = (container: string, blob: string, permissions: string) => {
    const sas = generateBlobSASQueryParameters(
      { containerName: container, blobName: blob, permissions: BlobSASPermissions.parse(permissions), expiresOn: new Date(Date.now() + 3_600_000) },
      credential,
    );
    return `${blobEndpoint}/${container}/${blob.split('/').map(encodeURIComponent).join('/')}?${sas.toString()}`;
  };
  const blobSize = async (container: string, blob: string): Promise<number | undefined> => {
    const client = blobService.getContainerClient(container).getBlobClient(blob);
    return (await client.exists()) ? (await client.getProperties()).contentLength : undefined;
  };

  const restToken = 'rest-token-for-artifact-reads';
  const tokens = new Map<string, WorkflowRun>();
  const runtimeToken = (run: WorkflowRun) => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      scp: `Actions.ExampleScope Actions.Results:${run.runBackendId}:${run.jobBackendId}`,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.signature`;
    tokens.set(token, run);
    return token;
  };

  const cache: CacheEntry[] = [];
  const artifacts: Artifact[] = [];
  let nextId = 1;
  const requests: string[] = [];

  /** The run whose runtime token authorises this twirp call, checked against the ids in the body. */
  const callerRun = (request: IncomingMessage, body: Record<string, unknown>): WorkflowRun => {
    const run = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (run === undefined) throw new TwirpError(401, 'unauthenticated', 'no valid runtime token');
    const claimed = body.workflow_run_backend_id;
    if (claimed !== undefined && (claimed !== run.runBackendId || body.workflow_job_run_backend_id !== run.jobBackendId)) {
      throw new TwirpError(403, 'permission_denied', 'the backend ids are not the token’s');
    }
    return run;
  };

  const twirp: Record<string, (body: Record<string, unknown>, request: IncomingMessage) => Promise<Record<string, unknown>>> = {
    async 'CacheService/CreateCacheEntry'(body, request) {
      callerRun(request, body);
      const key = text(body, 'key');
      const version = text(body, 'version');
      if (cache.some((e) => e.key === key && e.version === version)) {
        throw new TwirpError(409, 'already_exists', 'cache entry with the same key, version, and scope already exists');
      }
      const entry: CacheEntry = { key, version, blob: `${encodeURIComponent(key)}/${version}`, id: nextId++, finalized: false, created: Date.now() };
      cache.push(entry);
      return { ok: true, signed_upload_url: signed(CACHE_CONTAINER, entry.blob, 'cw') };
    },
    async 'CacheService/FinalizeCacheEntryUpload'(body, request) {
      callerRun(request, body);
      const entry = cache.find((e) => e.key === text(body, 'key') && e.version === text(body, 'version') && !e.finalized);
      if (entry === undefined) throw new TwirpError(404, 'not_found', 'no reserved cache entry for this key and version');
      const size = await blobSize(CACHE_CONTAINER, entry.blob);
      if (size === undefined || String(size) !== wrapped(body, 'size_bytes')) {
        return { ok: false, message: `uploaded ${size ?? 'no'} bytes, size_bytes says ${wrapped(body, 'size_bytes')}` };
      }
      entry.finalized = true;
      return { ok: true, entry_id: String(entry.id) };
    },
    async 'CacheService/GetCacheEntryDownloadURL'(body, request) {
      callerRun(request, body);
      const key = text(body, 'key');
      const version = text(body, 'version');
      const restoreKeys = Array.isArray(body.restore_keys) ? body.restore_keys.filter((k): k is string => typeof k === 'string') : [];
      const usable = cache.filter((e) => e.finalized && e.version === version);
      // The key exactly; else each restore key in turn, as a prefix, the newest entry first.
      const newest = (entries: CacheEntry[]) => entries.sort((a, b) => b.created - a.created || b.id - a.id)[0];
      const match =
        usable.find((e) => e.key === key) ?? restoreKeys.map((prefix) => newest(usable.filter((e) => e.key.startsWith(prefix)))).find((e) => e !== undefined);
      if (match === undefined) return { ok: false };
      return { ok: true, signed_download_url: signed(CACHE_CONTAINER, match.blob, 'r'), matched_key: match.key };
    },
    async 'ArtifactService/CreateArtifact'(body, request) {
      const run = callerRun(request, body);
      const name = text(body, 'name');
      if (artifacts.some((a) => a.run === run && a.name === name && a.finalized)) {
        throw new TwirpError(409, 'already_exists', `an artifact with this name already exists on the workflow run`);
      }
      const artifact: Artifact = { run, name, blob: `${run.runBackendId}/${name}.zip`, id: nextId++, size: 0, finalized: false, createdAt: new Date() };
      artifacts.push(artifact);
      return { ok: true, signed_upload_url: signed(ARTIFACT_CONTAINER, artifact.blob, 'cw') };
    },
    async 'ArtifactService/FinalizeArtifact'(body, request) {
      const run = callerRun(request, body);
      const artifact = artifacts.find((a) => a.run === run && a.name === text(body, 'name') && !a.finalized);
      if (artifact === undefined) throw new TwirpError(404, 'not_found', 'no artifact was created under this name');
      const size = await blobSize(ARTIFACT_CONTAINER, artifact.blob);
      if (size === undefined || String(size) !== wrapped(body, 'size'))
        throw new TwirpError(400, 'invalid_argument', `uploaded ${size ?? 'no'} bytes, size says ${wrapped(body, 'size')}`);
      Object.assign(artifact, { size, digest: wrapped(body, 'hash'), finalized: true });
      return { ok: true, artifact_id: String(artifact.id) };
    },
    async 'ArtifactService/ListArtifacts'(body, request) {
      const run = callerRun(request, body);
      const name = wrapped(body, 'name_filter');
      const id = wrapped(body, 'id_filter');
      return {
        artifacts: artifacts
          .filter(
            (a) =>
              a.finalized && a.run.runBackendId === run.runBackendId && (name === undefined || a.name === name) && (id === undefined || String(a.id) === id),
          )
          .map((a) => ({
            workflow_run_backend_id: a.run.runBackendId,
            workflow_job_run_backend_id: a.run.jobBackendId,
            database_id: String(a.id),
            name: a.name,
            size: String(a.size),
            created_at: a.createdAt.toISOString(),
            ...(a.digest === undefined ? {} : { digest: a.digest }),
          })),
      };
    },
    async 'ArtifactService/GetSignedArtifactURL'(body, request) {
      const run = callerRun(request, body);
      const artifact = artifacts.find((a) => a.finalized && a.run.runBackendId === run.runBackendId && a.name === text(body, 'name'));
      if (artifact === undefined) throw new TwirpError(404, 'not_found', 'artifact not found');
      return { signed_url: signed(ARTIFACT_CONTAINER, artifact.blob, 'r') };
    },
  };

  const rest = (request: IncomingMessage, response: ServerResponse, url: URL): void => {
    const auth = request.headers.authorization ?? '';
    if (auth !== `token ${restToken}` && auth !== `Bearer ${restToken}`) {
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Bad credentials' }));
      return;
    }
    const listed = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/.exec(url.pathname);
    if (listed) {
      const run = runs.find((r) => r.runId === Number(listed[1]));
      const name = url.searchParams.get('name');
      const found = artifacts.filter((a) => a.finalized && a.run === run && (name === null || a.name === name));
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          total_count: found.length,
          artifacts: found.map((a) => ({
            id: a.id,
            name: a.name,
            size_in_bytes: a.size,
            expired: false,
            created_at: a.createdAt.toISOString(),
            digest: a.digest ?? null,
            workflow_run: { id: a.run.runId },
          })),
        }),
      );
      return;
    }
    const zip = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/.exec(url.pathname);
    const artifact = zip ? artifacts.find((a) => a.finalized && a.id === Number(zip[1])) : undefined;
    if (artifact) {
      response.writeHead(302, { location: signed(ARTIFACT_CONTAINER, artifact.blob, 'r') }).end();
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    if (request.method === 'GET') {
      rest(request, response, url);
      return;
    }
    const handler = request.method === 'POST' && url.pathname.startsWith(TWIRP) ? twirp[url.pathname.slice(TWIRP.length)] : undefined;
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (handler === undefined) {
      reply(404, { code: 'bad_route', msg: `no handler for ${request.method} ${url.pathname}` });
      return;
    }
    readBody(request)
      .then((raw) => {
        const body: unknown = JSON.parse(raw);
        if (!isRecord(body)) throw new TwirpError(400, 'malformed', 'the body is not a JSON object');
        return handler(body, request);
      })
      .then(
        (result) => reply(200, result),
        (error: unknown) =>
          error instanceof TwirpError ? reply(error.status, { code: error.code, msg: error.message }) : reply(500, { code: 'internal', msg: String(error) }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    restToken,
    runtimeToken,
    requests,
    cacheEntries: () => cache,
    artifactDigest: (id) => artifacts.find((a) => a.id === id)?.digest,
    forgeDigest(id, digest) {
      const artifact = artifacts.find((a) => a.id === id);
      if (artifact === undefined) throw new Error(`no artifact ${id}`);
      artifact.digest = digest;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
