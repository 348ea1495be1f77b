/**
 * Polls until `check` holds. PostgREST reloads its settings asynchronously after
 * `notify pgrst, 'reload config'`, and so does the stack: a test waits for the answer to change.
 */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the setting was not applied within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
