import { describe, expect, it } from 'vitest';
import { changePointIssueBody, changePointIssueTitle, newChangePoints } from '../../src/action/change-point-issues.js';
import { analyzeTrend } from '../../src/trend/trend-analysis.js';
import { shaOf, trendHistory } from '../trend/trend-fixture.js';

const analysis = analyzeTrend(trendHistory());
const repository = { owner: 'octo', repo: 'bench' };

describe('newChangePoints', () => {
  it('keeps change points within the last 2 × min segment runs, not same-commit steps nor old ones', () => {
    // parse/large steps at run 36 of 40 (new); the improvement at run 12 is old; runner/sensitive
    // steps between two runs of one commit.
    const found = newChangePoints(analysis, shaOf(39)).map(({ trend, change }) => [trend.series.name, change.index]);
    expect(found).toEqual([['parse/large', 36]]);
  });

  it('opens nothing when the newest run is not the commit just measured', () => {
    expect(newChangePoints(analysis, shaOf(38))).toEqual([]);
  });

  it('titles and describes the step with its interval, the commits and the links', () => {
    const [{ trend, change }] = newChangePoints(analysis, shaOf(39));
    expect(changePointIssueTitle(trend, change)).toMatch(
      new RegExp(`^benchgate: parse/large regressed \\+\\d\\.\\d % between ${shaOf(35).slice(0, 7)} and ${shaOf(36).slice(0, 7)}$`),
    );
    const body = changePointIssueBody(trend, change, {
      suite: 'default',
      repository,
      runUrl: 'https://github.com/octo/bench/actions/runs/7',
      confidence: 0.95,
    });
    expect(body).toContain('| 95 % CI | [+');
    expect(body).toContain(`https://github.com/octo/bench/compare/${shaOf(35)}...${shaOf(36)}`);
    expect(body).toContain('Found by run https://github.com/octo/bench/actions/runs/7.');
    expect(body).toContain(`\`${shaOf(36)}\``);
  });
});
