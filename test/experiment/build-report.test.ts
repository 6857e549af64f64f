/**
 * The report is built once (experiment/build-report.ts): the artifact's URL, known only after
 * the files are uploaded, is a rendering input of the markdown the job summary and the comment
 * show; the files, the verdict and the gate are the same with or without it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import { buildReport } from '../../src/experiment/build-report.js';
import { validateResults } from '../../src/results/validate-results.js';

const results = validateResults(JSON.parse(readFileSync(new URL('../../fixtures/results/simulated-suite.json', import.meta.url), 'utf8')));
const ARTIFACT = 'https://github.com/acme/widgets/actions/runs/42/artifacts/7';

describe('buildReport', () => {
  it('renders the artifact link into the shown markdown only, from the one analysis and outcome', () => {
    const built = buildReport({
      results,
      analysed: analyse(results, analysisSettings({})),
      context: { runUrl: 'https://github.com/acme/widgets/actions/runs/42' },
      gate: { failOnRegression: true, accepted: false, decides: true },
    });
    const reportMd = built.files.find((file) => file.name === 'report.md')?.content;
    expect(reportMd).toBe(built.markdown);
    expect(built.markdown).not.toContain('[raw results]');
    const shown = built.markdownWith({ artifactUrl: ARTIFACT });
    expect(shown).toContain(`[raw results](${ARTIFACT})`);
    // The same report but for the link: the line under the headline gains it, nothing else changes.
    expect(shown.replace(` · [raw results](${ARTIFACT})`, '')).toBe(built.markdown);
    expect(built.markdownWith({})).toBe(built.markdown);
  });
});
