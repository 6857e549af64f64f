/** The real CacheClient: `@actions/cache` (only this file imports it). */
import * as cache from '@actions/cache';
import type { CacheClient } from './cache-client.js';

export function actionsCacheClient(): CacheClient {
  return {
    async restore(paths, key, prefixes) {
      if (!cache.isFeatureAvailable()) throw new Error('the Actions cache service is not available here');
      return cache.restoreCache(paths, key, prefixes);
    },
    async save(paths, key) {
      if (!cache.isFeatureAvailable()) throw new Error('the Actions cache service is not available here');
      // -1: the service declined (key taken, read-only token); @actions/cache has logged why.
      return (await cache.saveCache(paths, key)) !== -1;
    },
  };
}
