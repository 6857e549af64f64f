import { toGitHubApiError } from './api-error.js';
import type { GitHubClient } from './octokit.js';

/** The SHA of a pull request's head commit now. */
export async function pullRequestHeadSha(octokit: GitHubClient, owner: string, repo: string, pullNumber: number): Promise<string> {
  try {
    const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: pullNumber });
    return data.head.sha;
  } catch (error) {
    throw toGitHubApiError(error, `read pull request ${owner}/${repo}#${pullNumber}`);
  }
}
