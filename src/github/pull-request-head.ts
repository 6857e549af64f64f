import { toGitHubApiError } from './api-error.js';
import type { GitHubClient } from './octokit.js';

/** A pull request's head and base now, as the GitHub API reports them. */
export interface PullRequestRefs {
  headSha: string;
  baseSha: string;
  baseRef: string;
}

/** The head and base of a pull request now. */
export async function pullRequestRefs(octokit: GitHubClient, owner: string, repo: string, pullNumber: number): Promise<PullRequestRefs> {
  try {
    const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: pullNumber });
    return { headSha: data.head.sha, baseSha: data.base.sha, baseRef: data.base.ref };
  } catch (error) {
    throw toGitHubApiError(error, `read pull request ${owner}/${repo}#${pullNumber}`);
  }
}

/** The SHA of a pull request's head commit now. */
export async function pullRequestHeadSha(octokit: GitHubClient, owner: string, repo: string, pullNumber: number): Promise<string> {
  return (await pullRequestRefs(octokit, owner, repo, pullNumber)).headSha;
}
