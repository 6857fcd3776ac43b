import { ConfigError } from '../config.js';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command-line tool's `main`. A failure is printed as a sentence when it is one the
 * tool expects (a `ConfigError`, one of `expected`, or what `explain` words), with the usage
 * after a bad option; anything else is printed whole. Either way the exit code is 1.
 */
export function runCommand(
  main: () => Promise<void>,
  opts: {
    usage: string;
    expected?: ErrorClass[];
    explain?: (err: unknown) => string | undefined;
  },
): void {
  const describe = (err: unknown): string | undefined => {
    if (err instanceof ConfigError || opts.expected?.some((type) => err instanceof type)) {
      return (err as Error).message;
    }
    const own = opts.explain?.(err);
    if (own !== undefined) return own;
    // node:util parseArgs: "Unknown option '--x'", "Option '--out <value>' argument missing".
    if (err instanceof Error && /^Unknown option|^Option/.test(err.message)) {
      return `${err.message}\n${opts.usage}`;
    }
    return undefined;
  };
  main().catch((err: unknown) => {
    console.error(describe(err) ?? err);
    process.exitCode = 1;
  });
}
