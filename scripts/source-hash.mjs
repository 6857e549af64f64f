// Prints (or with --write, stores in dist/source-hash.txt) a hash of everything the bundles are
// built from: src/, the lockfile, package.json and tsconfig.json. A test compares the stored hash
// with a fresh one, so a stale dist/ fails `npm test` without rebuilding (the build takes a minute).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

export function sourceHash() {
  const hash = createHash('sha256');
  for (const path of [...files(join(root, 'src')), join(root, 'package-lock.json'), join(root, 'package.json'), join(root, 'tsconfig.json')]) {
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
