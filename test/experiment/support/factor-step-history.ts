import { historyRepo } from '../../support/history-repo.js';

const README = ['one', 'two', 'four', 'five', 'six'];

/**
 * A history whose benchmark `bench` (bench.cjs) reads its factor from work.json: good (factor 1),
 * two commits that only write README.md, the step to `factor` (commit 3), then `docsAfter` more
 * README.md commits. Returns the repository and its commits' shas, oldest first.
 */
export function factorStepHistory(prefix: string, bench: string, factor: number, docsAfter: number): { repo: string; shas: string[] } {
  const { repo, commit } = historyRepo(prefix);
  const docs = (n: number) => commit({ 'README.md': `${README[n]}\n` });
  const shas = [commit({ 'bench.cjs': bench, 'work.json': '{ "factor": 1 }\n' }), docs(0), docs(1), commit({ 'work.json': `{ "factor": ${factor} }\n` })];
  for (let n = 0; n < docsAfter; n++) shas.push(docs(2 + n));
  return { repo, shas };
}
