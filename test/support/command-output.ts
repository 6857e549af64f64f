import type { CliIo } from '../../src/cli/cli-io.js';

/** A benchgate command (`runCommand`, `bisectCommand`, …) run in this process in `cwd`, with its exit code and its output collected. */
export async function commandOutput(
  command: (argv: string[], io: CliIo) => Promise<number>,
  args: string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await command(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd });
  return { code, stdout, stderr };
}
