/**
 * Azurite (the Azure Storage emulator, devDependency `azurite`) as the blob store behind the
 * results-service stand-in: its blob service alone, in memory, on 127.0.0.1, one process per
 * test file. The account is Azurite's well-known development account.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEV_ACCOUNT = 'devstoreaccount1';
// Azurite's published development key (the same in every installation; not a secret).
export const DEV_ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface Azurite {
  /** `http://127.0.0.1:PORT/devstoreaccount1` */
  blobEndpoint: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const AZURITE_BLOB = fileURLToPath(new URL('../../../node_modules/azurite/dist/src/blob/main.js', import.meta.url));

export async function startAzurite(): Promise<Azurite> {
  const port = await freePort();
  const workspace = mkdtempSync(join(tmpdir(), 'benchgate-azurite-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      AZURITE_BLOB,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--inMemoryPersistence',
      '--extentMemoryLimit',
      '256',
      '--disableTelemetry',
      '--skipApiVersionCheck',
    ],
    // In memory: nothing is written, but the working directory is a scratch one all the same.
    { cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Azurite did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (/successfully listen/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited with ${code}:\n${output}`));
    });
  });
  return {
    blobEndpoint: `http://127.0.0.1:${port}/${DEV_ACCOUNT}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(workspace, { recursive: true, force: true });
    },
  };
}
