// Prints (or with --write, stores in dist/source-hash.txt) a hash of everything the bundles are
// built from: src/, the lockfile, package.json and tsconfig.json. A test compares the stored hash
// with a fresh one, so a stale dist/ fails the tests without rebuilding (the build takes a minute).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
}

/** The files git tracks under src/ (what a fresh clone has), or every file outside a checkout. */
function sourceFiles() {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', 'src'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    return listed
      .map((path) => join(root, path))
      .filter((path) => existsSync(path))
      .sort();
  } catch {
    return files(join(root, 'src'));
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const path of [...sourceFiles(), join(root, 'package-lock.json'), join(root, 'package.json'), join(root, 'tsconfig.json')]) {
    hash.update(relative(root, path).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const value = sourceHash();
  if (process.argv.includes('--write')) writeFileSync(join(root, 'dist', 'source-hash.txt'), `${value}\n`);
  else console.log(value);
}
