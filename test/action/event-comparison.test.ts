import { describe, expect, it } from 'vitest';
import { comparisonForEvent as typedComparison, EventError } from '../../src/action/event-comparison.js';

/** The action passes the whole parsed event file, whatever else it holds. */
const comparisonForEvent = (event: string, payload: Record<string, unknown>, sha: string, inputs: { base?: string; head?: string }) =>
  typedComparison(event, payload, sha, inputs);

const BASE = 'b'.repeat(40);
const MERGE = 'c'.repeat(40);
const BEFORE = 'a'.repeat(40);
const NULL_SHA = '0'.repeat(40);

const prPayload = { number: 7, pull_request: { number: 7, base: { sha: BASE, ref: 'main' }, head: { sha: 'd'.repeat(40) } } };

describe('comparisonForEvent', () => {
  it('pull_request: base is pull_request.base.sha, head is GITHUB_SHA (the merge commit), with the PR number', () => {
    expect(comparisonForEvent('pull_request', prPayload, MERGE, {})).toEqual({ kind: 'pull-request', base: BASE, head: MERGE, pullRequest: 7 });
  });

  it('pull_request: explicit base and head inputs win over the payload and GITHUB_SHA', () => {
    expect(comparisonForEvent('pull_request', prPayload, MERGE, { base: 'v1.0', head: 'feature' })).toEqual({
      kind: 'pull-request',
      base: 'v1.0',
      head: 'feature',
      pullRequest: 7,
    });
  });

  it('pull_request: a payload without the PR number or base SHA is an EventError', () => {
    expect(() => comparisonForEvent('pull_request', {}, MERGE, {})).toThrow(EventError);
    expect(() => comparisonForEvent('pull_request', { pull_request: { base: { sha: BASE } } }, MERGE, {})).toThrow(
      'the pull_request event payload has no pull_request.base.sha or number',
    );
    // The base input can stand in for the SHA, but the PR number must come from the payload.
    expect(() => comparisonForEvent('pull_request', { pull_request: {} }, MERGE, { base: 'main' })).toThrow(EventError);
  });

  it('pull_request_target: GITHUB_SHA is the base branch there, so head must be given explicitly', () => {
    expect(() => comparisonForEvent('pull_request_target', prPayload, BASE, {})).toThrow(EventError);
    expect(() => comparisonForEvent('pull_request_target', prPayload, BASE, {})).toThrow(/set the "head" input explicitly/);
    expect(comparisonForEvent('pull_request_target', prPayload, BASE, { head: 'd'.repeat(40) })).toEqual({
      kind: 'pull-request',
      base: BASE,
      head: 'd'.repeat(40),
      pullRequest: 7,
    });
  });

  it('workflow_dispatch: needs the base input; head defaults to GITHUB_SHA', () => {
    expect(comparisonForEvent('workflow_dispatch', { inputs: { base: 'main' } }, MERGE, { base: 'main' })).toEqual({
      kind: 'dispatch',
      base: 'main',
      head: MERGE,
    });
    expect(comparisonForEvent('workflow_dispatch', {}, MERGE, { base: 'main', head: 'v2' })).toEqual({ kind: 'dispatch', base: 'main', head: 'v2' });
    expect(() => comparisonForEvent('workflow_dispatch', {}, MERGE, {})).toThrow(
      'workflow_dispatch needs the "base" input: the ref to compare against (e.g. main or a tag)',
    );
  });

  it('push: base is `before`', () => {
    expect(comparisonForEvent('push', { before: BEFORE, after: MERGE }, MERGE, {})).toEqual({ kind: 'trend', base: BEFORE, head: MERGE });
  });

  it('push of a new branch (before is all zeros): base is the parent of head', () => {
    expect(comparisonForEvent('push', { before: NULL_SHA, after: MERGE }, MERGE, {})).toEqual({ kind: 'trend', base: { parentOf: MERGE }, head: MERGE });
  });

  it('schedule: no `before`, so the parent of head; the base input wins', () => {
    expect(comparisonForEvent('schedule', { schedule: '17 3 * * *' }, MERGE, {})).toEqual({ kind: 'trend', base: { parentOf: MERGE }, head: MERGE });
    expect(comparisonForEvent('schedule', {}, MERGE, { base: 'v1.0' })).toEqual({ kind: 'trend', base: 'v1.0', head: MERGE });
  });

  it('other events: a dispatch-like comparison when base is given, else an EventError naming the event', () => {
    expect(comparisonForEvent('release', {}, MERGE, { base: 'v1.0' })).toEqual({ kind: 'dispatch', base: 'v1.0', head: MERGE });
    expect(() => comparisonForEvent('release', {}, MERGE, {})).toThrow(/does not know what to compare on "release" events: set the "base" input/);
  });
});
