import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

describe('parseArgs', () => {
  it('defaults to five runs of the default pages on port 8140', () => {
    expect(parseArgs([])).toEqual({
      runs: 5,
      pages: null,
      quick: false,
      check: false,
      json: null,
      port: 8140,
      lighthouse: false,
      help: false,
    });
  });

  it('runs Lighthouse instead with --lighthouse, which takes no value', () => {
    expect(parseArgs(['--lighthouse', '--check'])).toMatchObject({ lighthouse: true, check: true });
    expect(() => parseArgs(['--lighthouse=1'])).toThrow('--lighthouse takes no value');
  });

  it('reads every option, with a space or an equals sign', () => {
    const options = parseArgs(['--runs=7', '--pages', '/,/about', '--check', '--json', 'o.json']);
    expect(options).toMatchObject({ runs: 7, pages: ['/', '/about'], check: true, json: 'o.json' });
    expect(parseArgs(['--port', '9000']).port).toBe(9000);
  });

  it('makes --quick one run unless --runs says otherwise', () => {
    expect(parseArgs(['--quick']).runs).toBe(1);
    expect(parseArgs(['--quick', '--runs', '3']).runs).toBe(3);
  });

  it('refuses bad input with a one-line message', () => {
    expect(() => parseArgs(['--runs', '0'])).toThrow('--runs needs a whole number from 1 to 100');
    expect(() => parseArgs(['--runs', 'five'])).toThrow('got "five"');
    expect(() => parseArgs(['--runs'])).toThrow('--runs needs a value');
    expect(() => parseArgs(['--pages', 'about'])).toThrow('paths starting with "/"');
    expect(() => parseArgs(['--fast'])).toThrow('unknown argument "--fast"');
    expect(() => parseArgs(['--check=yes'])).toThrow('--check takes no value');
  });
});
