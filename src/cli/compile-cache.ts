import module from 'node:module';

/**
 * On Node 22.1 and later, keeps V8's compiled code of the modules loaded from here on in a cache
 * on disk (os.tmpdir()/node-compile-cache, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE
 * turns it off), so that later runs do not compile the command's code again. Earlier versions
 * have no such cache: nothing happens.
 */
export function enableCompileCache(): void {
  const enable = (module as { enableCompileCache?: () => unknown }).enableCompileCache;
  try {
    enable?.();
  } catch {
    // A cache that cannot be used only leaves the start-up as slow as without it.
  }
}
