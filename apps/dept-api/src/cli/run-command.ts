/**
 * Runs a command's main function with its arguments and exits with the code it returns. A failure prints its
 * message alone (an operator's terminal needs no stack) and exits 1.
 */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
