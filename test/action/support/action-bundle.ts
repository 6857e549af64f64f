/**
 * The bundled action (what `runs.main` in action.yml names) for the end-to-end tests.
 *
 * - `BENCHGATE_ACTION_BUNDLE=/path/index.js` wins (test a bundle built elsewhere).
 * - Otherwise `dist/index.js`, when `dist/source-hash.txt` (written by `npm run build`) matches
 *   the hash of the current sources: the case in CI, where dist/ is committed with src/.
 * - Otherwise dist/ is stale (or missing) while someone edits src/: the action alone is bundled
 *   by ncc as `npm run build` bundles it, into node_modules/.cache keyed by the source
 *   hash, so these tests always run the code in src/ and never touch dist/ (the
 *   dist-is-fresh test reports the stale dist/ itself).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'benchgate-action-bundle');

async function currentSourceHash(): Promise<string> {
  const script = pathToFileURL(join(REPO_ROOT, 'scripts', 'source-hash.mjs')).href;
  const { sourceHash } = (await import(script)) as { sourceHash: () => string };
  return sourceHash();
}

function storedDistHash(): string | undefined {
  const file = join(REPO_ROOT, 'dist', 'source-hash.txt');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

let pending: Promise<string> | undefined;

/** Absolute path of an action bundle built from the current sources. */
export function actionBundle(): Promise<string> {
  pending ??= locate();
  return pending;
}

async function locate(): Promise<string> {
  const given = process.env.BENCHGATE_ACTION_BUNDLE;
  if (given) return resolve(given);
  const hash = await currentSourceHash();
  const dist = join(REPO_ROOT, 'dist', 'index.js');
  if (existsSync(dist) && storedDistHash() === hash) return dist;

  const target = join(CACHE, hash);
  const bundle = join(target, 'index.js');
  await mkdir(CACHE, { recursive: true });
  // One builder per source hash (test files run in parallel workers): whoever creates the lock
  // directory builds; the others wait for the bundle to appear, or take over if the builder died.
  const lock = join(CACHE, `.lock-${hash}`);
  for (;;) {
    if (existsSync(bundle)) return bundle;
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = statSync(lock, { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
    else if (held) await new Promise((r) => setTimeout(r, 250));
  }
  try {
    if (existsSync(bundle)) return bundle;
    // Build into a private directory and rename it into place: nobody sees half a bundle.
    const staging = await mkdtemp(join(CACHE, '.staging-'));
    try {
      const ncc = join(REPO_ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
      await run(process.execPath, [ncc, 'build', join(REPO_ROOT, 'src', 'action-entry.ts'), '-o', staging, '-q'], {
        cwd: REPO_ROOT,
        maxBuffer: 64 * 1024 * 1024,
      });
      await rename(staging, target).catch((error: NodeJS.ErrnoException) => {
        if (!existsSync(bundle)) throw error; // a builder that outlived its lock got there first
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  // Bundles of earlier sources: dropped after an hour (a test run elsewhere may still be using a recent one).
  for (const old of readdirSync(CACHE)) {
    const path = join(CACHE, old);
    if (old !== hash && !old.startsWith('.') && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
  return bundle;
}
