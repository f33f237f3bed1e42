// The bench's command line, parsed into options; anything else is a one-line error.

export type BenchOptions = Readonly<{
  /** Cold loads per page and profile; each figure is their median. */
  runs: number;
  /** Paths to measure, or null for the default set. */
  pages: readonly string[] | null;
  /** One run, mobile profile only, no timed cold builds: a smoke test of the bench. */
  quick: boolean;
  /** Print a PASS/FAIL line per budget and exit non-zero when one fails. */
  check: boolean;
  /** Where to write the raw medians as JSON, or null. */
  json: string | null;
  /** The federated stack's port; the monolith's is the next one. */
  port: number;
  /** Lighthouse's four scores on every public page instead of the bench's own figures. */
  lighthouse: boolean;
  help: boolean;
}>;

export class UsageError extends Error {}

const DEFAULTS: BenchOptions = {
  runs: 5,
  pages: null,
  quick: false,
  check: false,
  json: null,
  port: 8140,
  lighthouse: false,
  help: false,
};

const wholeNumber = (flag: string, raw: string, min: number, max: number): number => {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new UsageError(`${flag} needs a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
};

const pageList = (raw: string): string[] => {
  const pages = raw.split(',').map((page) => page.trim());
  const bad = pages.find((page) => !page.startsWith('/') || /\s/.test(page));
  if (bad !== undefined || pages.length === 0)
    throw new UsageError(`--pages takes paths starting with "/", comma-separated, got "${raw}"`);
  return pages;
};

/** Parses `argv` (without node and the script); throws UsageError with a one-line message. */
export const parseArgs = (argv: readonly string[]): BenchOptions => {
  const options: { -readonly [K in keyof BenchOptions]: BenchOptions[K] } = { ...DEFAULTS };
  let runsGiven = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag = '', inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg];
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--'))
        throw new UsageError(`${flag} needs a value`);
      index += 1;
      return next;
    };
    const noValue = () => {
      if (inline !== undefined) throw new UsageError(`${flag} takes no value`);
    };
    switch (flag) {
      case '--runs':
        options.runs = wholeNumber(flag, value(), 1, 100);
        runsGiven = true;
        break;
      case '--pages':
        options.pages = pageList(value());
        break;
      case '--json':
        options.json = value();
        break;
      case '--port':
        options.port = wholeNumber(flag, value(), 1, 65534);
        break;
      case '--quick':
        noValue();
        options.quick = true;
        break;
      case '--check':
        noValue();
        options.check = true;
        break;
      case '--lighthouse':
        noValue();
        options.lighthouse = true;
        break;
      case '--help':
      case '-h':
        noValue();
        options.help = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  if (options.quick && !runsGiven) options.runs = 1;
  return options;
};
