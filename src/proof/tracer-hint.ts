/**
 * How to get strace where the proof is on (its default) and strace is missing: the run is then
 * measured, and the log line and the report's note say this once.
 */
export const STRACE_INSTALL_HINT =
  "on GitHub's Ubuntu runners a step `sudo apt-get install -y strace` before benchgate adds it; `prove-unchanged: false` (`--no-prove-unchanged`) turns the proof off";
