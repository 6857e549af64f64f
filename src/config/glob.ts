/** The globs of the config file (`benchmarks[].match`, `build-outputs`): util/glob.ts, where the results format can check them too. */
export { compileGlob, GlobSyntaxError, staticPrefix, type Glob } from '../util/glob.js';
