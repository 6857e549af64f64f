import { createHash } from 'node:crypto';
import type { InputProof, ProofOutcome } from './input-proof.js';

/** One part of a split suite (`split-benchmarks`): the benchmarks it runs and what its traces proved. */
export interface PartOutcome {
  /** The names given to the part's process in BENCHGATE_BENCHMARKS. */
  names: readonly string[];
  outcome: ProofOutcome;
}

type CountKey = 'filesRead' | 'executables' | 'probed' | 'kernelPaths';

/**
 * The run's outcome from its parts' outcomes: proved when every part is, with one proof over
 * them all (paths counted once over the parts' traces when the proofs kept their keys, else
 * summed; processes summed, each part ran its own; the hash over the parts' hashes in order,
 * and the diff's changes that no part read); otherwise the first unproved part's reason. No
 * parts: not proved (nothing was traced).
 *
 * Example: parts `[parse] proved, [sort] inputs-differ` → `{ proved: false, reason: inputs-differ }`.
 */
export function combinePartOutcomes(parts: readonly PartOutcome[]): ProofOutcome {
  const unproved = parts.find((part) => !part.outcome.proved);
  if (unproved !== undefined) return unproved.outcome;
  if (parts.length === 0) return { proved: false, reason: { kind: 'trace-failed', detail: 'no part of the suite was traced' } };
  const proofs = parts.map((part) => (part.outcome as { proof: InputProof }).proof);
  const hash = createHash('sha256');
  for (const [i, proof] of proofs.entries()) hash.update(`${parts[i].names.join('\n')}\t${proof.hash}\n`);
  const sum = (key: 'processes' | CountKey) => proofs.reduce((total, proof) => total + proof[key], 0);
  // A path two parts read is one input of the run: counted once where every part kept its keys.
  const distinct = (key: CountKey) =>
    proofs.every((proof) => proof.counted !== undefined) ? new Set(proofs.flatMap((proof) => proof.counted?.[key] ?? [])).size : sum(key);
  const notRead = proofs.map((proof) => new Set(proof.changedNotRead));
  return {
    proved: true,
    proof: {
      kind: 'identical-inputs',
      filesRead: distinct('filesRead'),
      executables: distinct('executables'),
      probed: distinct('probed'),
      // Each part ran its own process tree.
      processes: sum('processes'),
      hash: `sha256:${hash.digest('hex')}`,
      changedNotRead: proofs[0].changedNotRead.filter((path) => notRead.every((set) => set.has(path))),
      kernelPaths: distinct('kernelPaths'),
    },
  };
}
