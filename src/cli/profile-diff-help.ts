/** `benchgate profile-diff --help` (command-help.ts lists it; kept here beside the command it describes). */
export const PROFILE_DIFF_HELP = {
  summary: 'compare two sets of V8 CPU profiles function by function, through the same model as the verdict',
  help: `usage: benchgate profile-diff BASE_DIR HEAD_DIR [--json] [--confidence 0.95] [--min-effect 5%] [--correction holm|bh|none]

Reads the .cpuprofile files Node's profiler writes (node's cpu-prof and cpu-prof-dir flags) for
each version: directly in the folder (one execution per file, a program without a build step),
or in build folders, BUILD/*.cpuprofile or BUILD/EXECUTION/*.cpuprofile (then two builds or more
per version to decide). Each function's self time per execution is compared as a benchmark is,
corrected across the functions analysed (those with at least 1 % of the sampled time). Prints
the functions whose change is decided, largest first, and how much of the sampled time's change
they explain (docs/profiles.md).

  --json                   print the comparison as JSON
  --confidence C           confidence level (default 0.95)
  --min-effect X           smallest change of a function's self time to call a change (default 5%)
  --correction M           holm (default), bh or none, across the functions analysed`,
  options: ['json', 'confidence', 'min-effect', 'correction', 'help'],
};
