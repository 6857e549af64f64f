/** A benchgate config that gates `process/instructions` and leaves every other benchmark (time) report-only. */
export const INSTRUCTIONS_GATED_CONFIG = `benchmarks:
  - match: "process/instructions"
    gate: gate
  - match: "**"
    gate: report
`;

/**
 * A small sh suite (cheap under valgrind) that counts to `work` and prints one time; with
 * `refuseValgrind` it exits 4 under valgrind only (valgrind preloads its core into the client:
 * LD_PRELOAD names vgpreload), as code valgrind cannot run does.
 */
export const instructionsSuite = (work: number, refuseValgrind: boolean) => `
${refuseValgrind ? 'case "$LD_PRELOAD" in *vgpreload*) echo "illegal instruction under valgrind" >&2; exit 4;; esac' : ''}
i=0; while [ $i -lt ${work} ]; do i=$((i+1)); done
echo '{"name":"alpha","value":1.5,"unit":"ms"}'
`;
