import { describe, expect, it } from 'vitest';
import { CommandSyntaxError, formatCommand, splitCommand } from '../../src/config/split-command.js';

describe('splitCommand', () => {
  it.each([
    ['node dist/bench.mjs', ['node', 'dist/bench.mjs']],
    ['  npm   run  bench  ', ['npm', 'run', 'bench']],
    [`node bench.mjs --filter 'sort/*'`, ['node', 'bench.mjs', '--filter', 'sort/*']],
    [`sh -c 'make && ./bench > out.txt'`, ['sh', '-c', 'make && ./bench > out.txt']],
    [`echo "a \\"quoted\\" $HOME"`, ['echo', 'a "quoted" $HOME']],
    [`echo "back\\slash"`, ['echo', 'back\\slash']],
    [`a\\ b c`, ['a b', 'c']],
    [`x''y "" ''`, ['xy', '', '']],
    [`--name="two words"`, ['--name=two words']],
    [`'&&'`, ['&&']],
  ])('%s', (command, argv) => {
    expect(splitCommand(command)).toEqual(argv);
  });

  it.each([
    ['', /it is empty/],
    ['   ', /it is empty/],
    [`echo 'open`, /unterminated ' quote at position 5/],
    [`echo "open`, /unterminated " quote/],
    ['echo \\', /trailing backslash/],
    ['make && ./bench', /'&&' is a shell operator.*sh -c/],
    ['./bench | tee log', /'\|' is a shell operator/],
    ['./bench > out.txt', /'>' is a shell operator/],
  ])('rejects %j', (command, message) => {
    expect(() => splitCommand(command)).toThrow(CommandSyntaxError);
    expect(() => splitCommand(command)).toThrow(message);
  });

  it('formats an argv so that it splits back unchanged', () => {
    const argv = ['node', 'bench.mjs', '--filter', "it's a/b*", '', 'plain-word.js'];
    expect(formatCommand(argv)).toBe(`node bench.mjs --filter 'it'\\''s a/b*' '' plain-word.js`);
    expect(splitCommand(formatCommand(argv))).toEqual(argv);
  });
});
