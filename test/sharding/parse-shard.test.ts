import { describe, expect, it } from 'vitest';
import { formatShard, parseReplicas, parseShard, ShardSpecError } from '../../src/sharding/parse-shard.js';

describe('parseShard', () => {
  it.each([
    ['1/1', { index: 1, count: 1 }],
    ['2/5', { index: 2, count: 5 }],
    [' 4 / 4 ', { index: 4, count: 4 }],
    ['256/256', { index: 256, count: 256 }],
  ])('reads %j', (text, expected) => {
    expect(parseShard(text)).toEqual(expected);
    expect(parseShard(formatShard(expected))).toEqual(expected);
  });

  it.each([
    ['', /expected "i\/N".*got ""/],
    ['2', /expected "i\/N"/],
    ['2/5/1', /expected "i\/N"/],
    ['a/b', /got "a\/b"/],
    ['1.5/4', /expected "i\/N"/],
    ['-1/4', /expected "i\/N"/],
    ['0/4', /i must be from 1 to N \(shards are counted from 1\), got "0\/4"/],
    ['5/4', /i must be from 1 to N/],
    ['1/0', /number of shards N must be from 1 to 256/],
    ['1/257', /from 1 to 256/],
  ])('refuses %j, naming the setting and the value', (text, message) => {
    expect(() => parseShard(text)).toThrow(ShardSpecError);
    expect(() => parseShard(text)).toThrow(message);
    expect(() => parseShard(text, '--shard')).toThrow(/^--shard: /);
  });
});

describe('parseReplicas', () => {
  it('reads a whole number of runners', () => {
    expect(parseReplicas('3')).toBe(3);
    expect(parseReplicas(' 1 ')).toBe(1);
  });

  it.each(['0', '-2', '2.5', 'three', '', '257'])('refuses %j', (text) => {
    expect(() => parseReplicas(text)).toThrow(/^replicas: expected a whole number of runners from 1 to 256, got /);
  });
});
