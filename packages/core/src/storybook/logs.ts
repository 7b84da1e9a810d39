/**
 * For stories whose failure is deliberate (a cart that fails to load): the
 * widget's expected log line is kept out of the console, so the red lines a
 * designer or a test run sees are real ones. Only messages containing one of
 * `expected` are dropped; everything else goes through. Returns the restore.
 */
export function silenceExpectedErrors(...expected: string[]): () => void {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (expected.some((part) => text.includes(part))) return;
    original(...args);
  };
  return () => {
    console.error = original;
  };
}
