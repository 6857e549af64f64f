#!/usr/bin/env node
import { enableCompileCache } from './cli/compile-cache.js';

// Before the CLI's own modules load, so that their compiled code can come from the cache.
enableCompileCache();
const { streamIo } = await import('./cli/cli-io.js');
const { runCli } = await import('./cli/main.js');

// streamIo: a reader that goes away (`| head -1`) ends the output quietly, keeping the exit code.
process.exitCode = await runCli(process.argv.slice(2), streamIo(process.stdout, process.stderr, process.cwd()));
