#!/usr/bin/env node
import { streamIo } from './cli/cli-io.js';
import { runCli } from './cli/main.js';

// streamIo: a reader that goes away (`| head -1`) ends the output quietly, keeping the exit code.
process.exitCode = await runCli(process.argv.slice(2), streamIo(process.stdout, process.stderr, process.cwd()));
